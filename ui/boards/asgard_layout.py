"""Asgard's board geometry at 1600x900: where every god, space, world, tile row, stack
and track goes inside the frame's board area. Pure layout: no drawing, no state.

The board area (BOARD) is split into three columns:
- left: the five light gods (Freyja, Baldr, Odin, Týr, Thor), one block each;
- right: the five dark gods (Loki, Hel, Mímir, Surtr, Fenrir);
- centre: the Asgard area (placed discs, Asgard tiles, recruit prices, the influence
  disc row), the supplies strip (temple stacks, weapon and magic stacks, battle tile
  stacks), Yggdrasil with worlds 1-7, Valhalla and the two underworlds, the round
  track with the legendary weapon stacks, and the score track.
"""

from __future__ import annotations

import pygame

from game.asgard import data as D

SCREEN = pygame.Rect(0, 0, 1600, 900)
BOARD = pygame.Rect(8, 54, 1204, 630)

GOD_W = 248
GOD_H = 122
GOD_STEP = 126
LEFT_X = BOARD.x
RIGHT_X = BOARD.right - GOD_W
CENTRE = pygame.Rect(LEFT_X + GOD_W + 6, BOARD.y, RIGHT_X - LEFT_X - GOD_W - 12, BOARD.h)

DISC_R = 11          # a disc on a space
SPACE_R = 14         # a prayer / support space
TILE = 40            # a god or population tile in a world


# --- gods -------------------------------------------------------------------------------
def god_rect(g: int) -> pygame.Rect:
    col = D.GOD_SIDE[g]
    row = g if col == 0 else g - 5
    x = LEFT_X if col == 0 else RIGHT_X
    return pygame.Rect(x, BOARD.y + row * GOD_STEP, GOD_W, GOD_H)


GOD_RECTS = [god_rect(g) for g in range(10)]
HEADER_H = 26


def prayer_centers(g: int) -> dict[int, tuple[int, int]]:
    """Centre of each prayer space of god g (space index -> point)."""
    r = GOD_RECTS[g]
    spaces = D.GOD_SPACES[g]
    cy = r.y + HEADER_H + 22
    if len(spaces) == 1:
        return {spaces[0]: (r.x + 24, cy)}
    return {spaces[0]: (r.x + 22, cy), spaces[1]: (r.x + 56, cy)}


def temple_rect(g: int) -> pygame.Rect:
    r = GOD_RECTS[g]
    return pygame.Rect(r.x + 76, r.y + HEADER_H + 6, 32, 32)


def support_center(g: int, i: int) -> tuple[int, int]:
    r = GOD_RECTS[g]
    return (r.x + 128 + 36 * i, r.y + HEADER_H + 22)


def tile_stack_rect(g: int) -> pygame.Rect:
    """The god's tile pile (top tile face up)."""
    r = GOD_RECTS[g]
    return pygame.Rect(r.right - 50, r.y + HEADER_H + 2, TILE, TILE)


def seal_center(g: int) -> tuple[int, int]:
    r = GOD_RECTS[g]
    return (r.right - 20, r.y + 13)


def stone_pile_rect(g: int) -> pygame.Rect:
    """The stones lying on the god (its prayer colour)."""
    r = GOD_RECTS[g]
    return pygame.Rect(r.x + 6, r.bottom - 30, 64, 24)


def recruits_rect(g: int) -> pygame.Rect:
    """Recruits lying on the god."""
    r = GOD_RECTS[g]
    return pygame.Rect(r.x + 74, r.bottom - 30, 112, 26)


def recruit_slot_center(g: int, t: int) -> tuple[int, int]:
    rr = recruits_rect(g)
    return (rr.x + 12 + 38 * t, rr.centery)


def demand_rect(g: int, i: int) -> pygame.Rect:
    """Under support space I or II: the recruit types it demands and its Ragnarök points."""
    cx, cy = support_center(g, i)
    return pygame.Rect(cx - 17, cy + SPACE_R + 2, 34, 22)


def power_tile_rect(g: int) -> pygame.Rect:
    """Týr's and Thor's power tile place (on their block)."""
    r = GOD_RECTS[g]
    return pygame.Rect(r.right - 56, r.bottom - 30, 50, 26)


# --- Asgard area ---------------------------------------------------------------------------
ASGARD = pygame.Rect(CENTRE.x, BOARD.y, CENTRE.w, 118)
ASGARD_DISCS = pygame.Rect(ASGARD.x + 8, ASGARD.y + 30, 190, ASGARD.h - 36)   # discs placed here
AT_STACK = pygame.Rect(ASGARD.x + 208, ASGARD.y + 30, 40, 40)
AT_TILE = 40


def at_slot_rect(i: int) -> pygame.Rect:
    return pygame.Rect(AT_STACK.right + 10 + i * (AT_TILE + 6), AT_STACK.y, AT_TILE, AT_TILE)


PRICES = pygame.Rect(ASGARD.x + 206, ASGARD.y + 76, 200, 36)


def price_rect(t: int) -> pygame.Rect:
    """Recruit type t for sale: the recruit and its seal price."""
    return pygame.Rect(PRICES.x + t * 66, PRICES.y, 62, PRICES.h)


ROW_X = ASGARD.x + 420
ROW_COL_W = 38


def row_col_rect(c: int) -> pygame.Rect:
    """Column c (0-6) of the influence disc row: its discs above, its seal below."""
    return pygame.Rect(ROW_X + c * (ROW_COL_W + 1), ASGARD.y + 26, ROW_COL_W, ASGARD.h - 30)


def row_disc_center(c: int, k: int) -> tuple[int, int]:
    """The k-th disc position (0-3) in column c: a 2x2 block."""
    r = row_col_rect(c)
    return (r.x + 10 + 18 * (k % 2), r.y + 12 + 20 * (k // 2))


def row_seal_center(c: int) -> tuple[int, int]:
    r = row_col_rect(c)
    return (r.centerx, r.bottom - 14)


def asgard_disc_center(seat: int, k: int, n: int) -> tuple[int, int]:
    """Discs placed in the Asgard area: one row per seat."""
    r = ASGARD_DISCS
    row_h = min(20, (r.h - 4) // max(n, 1))
    return (r.x + 40 + k * 22, r.y + 12 + seat * row_h)


# --- supplies strip ---------------------------------------------------------------------------
SUPPLY = pygame.Rect(CENTRE.x, ASGARD.bottom + 5, CENTRE.w, 54)


def temple_stack_rect(k: int) -> pygame.Rect:
    return pygame.Rect(SUPPLY.x + 4 + k * 92, SUPPLY.y + 4, 88, SUPPLY.h - 8)


WEAPON_STACK = pygame.Rect(SUPPLY.x + 378, SUPPLY.y + 4, 46, SUPPLY.h - 8)
MAGIC_STACK = pygame.Rect(SUPPLY.x + 428, SUPPLY.y + 4, 46, SUPPLY.h - 8)


def battle_stack_rect(k: int) -> pygame.Rect:
    return pygame.Rect(SUPPLY.x + 482 + k * 43, SUPPLY.y + 4, 40, SUPPLY.h - 8)


# --- Yggdrasil ------------------------------------------------------------------------------------
TREE = pygame.Rect(CENTRE.x, SUPPLY.bottom + 5, CENTRE.w, 420)
WORLD_W = (CENTRE.w - 3 * 8) // 4
WORLD_H = 158


def world_rect(i: int) -> pygame.Rect:
    """World index i (0-6 = worlds 1-7); index 7 = Valhalla's place in the second row."""
    row, col = divmod(i, 4)
    return pygame.Rect(CENTRE.x + col * (WORLD_W + 8), TREE.y + row * (WORLD_H + 6), WORLD_W, WORLD_H)


WORLD_RECTS = [world_rect(i) for i in range(D.NUM_WORLDS)]
VALHALLA = world_rect(7)
ROOTS_Y = TREE.y + 2 * (WORLD_H + 6)
UNDER_W = 150
UNDERWORLD_RECTS = (
    pygame.Rect(CENTRE.x, ROOTS_Y, UNDER_W, 84),
    pygame.Rect(CENTRE.right - UNDER_W, ROOTS_Y, UNDER_W, 84),
)
ROUNDS = pygame.Rect(CENTRE.x + UNDER_W + 8, ROOTS_Y, CENTRE.w - 2 * UNDER_W - 16, 84)
TRACK_RECT = pygame.Rect(CENTRE.x, BOARD.bottom - 36, CENTRE.w, 36)


def slot_rect(i: int, side: int) -> pygame.Rect:
    """A population / god tile slot: world index 0-6 (light left, dark right), 7 and 8 the
    light and dark underworld."""
    if i >= D.NUM_WORLDS:
        u = UNDERWORLD_RECTS[i - D.NUM_WORLDS]
        return pygame.Rect(u.x + 8, u.y + 32, TILE + 4, TILE + 4)
    r = WORLD_RECTS[i]
    y = r.y + 28
    if side == 0:
        return pygame.Rect(r.x + 14, y, TILE + 4, TILE + 4)
    return pygame.Rect(r.right - 14 - TILE - 4, y, TILE + 4, TILE + 4)


def battle_center(i: int, side: int) -> tuple[int, int]:
    """A battle space; world 7 has one in the middle (side -1)."""
    r = WORLD_RECTS[i]
    y = r.y + 96
    if i == D.NUM_WORLDS - 1:      # left of the middle: the side it fights for is written right of it
        return (r.centerx - 36, y)
    s = slot_rect(i, side)
    return (s.centerx, y)


def victory_rect(i: int) -> pygame.Rect:
    r = WORLD_RECTS[i]
    return pygame.Rect(r.x + 6, r.bottom - 38, r.w - 12, 32)


def victory_disc_center(i: int, seat: int, n: int) -> tuple[int, int]:
    v = victory_rect(i)
    step = (v.w - 10) // max(n, 1)
    return (v.x + 16 + seat * step, v.centery)


def rag_stack_center(i: int, side: int, k: int) -> tuple[int, int]:
    """Ragnarök: the k-th supporter disc under the god tile of a world (top first)."""
    s = slot_rect(i, side)
    return (s.centerx - 12 + 24 * k if side == 0 else s.centerx + 12 - 24 * k, s.bottom + 16)


def rag_items_rect(i: int, side: int) -> pygame.Rect:
    """Ragnarök: face-down weapon/magic tiles and recruits under a tile."""
    s = slot_rect(i, side)
    r = WORLD_RECTS[i]
    x = r.x + 6 if side == 0 else r.centerx + 2
    return pygame.Rect(x, s.bottom + 30, r.w // 2 - 8, r.bottom - s.bottom - 34)


def vs_center(i: int) -> tuple[int, int]:
    r = WORLD_RECTS[i]
    s = slot_rect(i, 0)
    return (r.centerx, s.centery)


# --- round track and legendary weapons -------------------------------------------------------
def round_cell(r: int) -> pygame.Rect:
    """Round 1-5, 6 = Ragnarök."""
    w = 40
    return pygame.Rect(ROUNDS.x + 8 + (r - 1) * (w + 3), ROUNDS.y + 24, w, 28)


def lw_stack_rect(side: int) -> pygame.Rect:
    return pygame.Rect(ROUNDS.right - 106 + side * 52, ROUNDS.y + 24, 46, 56)


HOUSE_NOTE = pygame.Rect(ROUNDS.x + 8, ROUNDS.bottom - 26, 254, 22)


# --- seat panel body ------------------------------------------------------------------------------
def panel_rows(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The three rows of a seat panel's body under the frame's name line:
    discs/order/god cards, stones/seals/recruits, tiles."""
    top = rect.y + 36
    h = max(24, (rect.bottom - 4 - top) // 3)
    return (pygame.Rect(rect.x + 12, top, rect.w - 20, h),
            pygame.Rect(rect.x + 12, top + h, rect.w - 20, h),
            pygame.Rect(rect.x + 12, top + 2 * h, rect.w - 20, h))
