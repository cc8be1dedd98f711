"""Tiny Epic Vikings: where everything goes on the 1600x900 table. Pure geometry, no
drawing, no state changes.

The board area holds the two Favor rows (above and below the map, as on the table),
the map of the side in play between them, and a column on its right with the three
god mats, the Era Mat and, in solo, the enemy clan's mat (otherwise the battle slot).

Every map is drawn from its graph in `game.vikings.data`: each region gets a rectangle
(an island split by a Land Border is one rectangle cut in two), every dock a point on
its region's coast (named by compass, by the ring direction on the Runic Isles, or at
the border for a border dock), every fjord a point in the sea (the middle of its docks,
or of its neighbouring fjords when it has none, or off the coast for a bay).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.vikings import data as D
from game.vikings.board import board
from ui.widgets.cards import card_size
from ui.widgets.pieces import jagged_polygon

SCREEN = pygame.Rect(0, 0, 1600, 900)
BOARD = pygame.Rect(8, 54, 1204, 630)        # the frame's board area

MAP_W = 780
FAVOR_H = 72
FAVOR_TOP = pygame.Rect(BOARD.x, BOARD.y, MAP_W, FAVOR_H)
FAVOR_BOTTOM = pygame.Rect(BOARD.x, BOARD.bottom - FAVOR_H, MAP_W, FAVOR_H)
MAP = pygame.Rect(BOARD.x, FAVOR_TOP.bottom + 4, MAP_W, FAVOR_BOTTOM.y - FAVOR_TOP.bottom - 8)
SIDE = pygame.Rect(MAP.right + 8, BOARD.y, BOARD.right - MAP.right - 8, BOARD.h)
# a god mat: name row, the Valhalla Boon on up to three lines, the Fury track; the Era
# Mat and the lower box (the solo enemy's mat) are packed to leave the boons that room
GOD_H = 93   # three Boon lines at 14 px (the size rule's least at 1600x900)
GOD_RECTS = [pygame.Rect(SIDE.x, SIDE.y + i * (GOD_H + 4), SIDE.w, GOD_H) for i in range(3)]
# the Era Mat: its dedications hold a name, an action and a row of Villages in 14 px texts
ERA_RECT = pygame.Rect(SIDE.x, GOD_RECTS[2].bottom + 4, SIDE.w, 140)
LOWER = pygame.Rect(SIDE.x, ERA_RECT.bottom + 4, SIDE.w, SIDE.bottom - ERA_RECT.bottom - 4)

HAND_H = 166            # card height in the tray
DRAFT_H = 236           # card height in the draft overlay
PANEL_H = 166           # a clan mat in the right column
FAVOR_CARD_H = 62       # a Favor card in the rows
FURY_CELLS = 21         # 0..20 on the track, 20+ beyond

REGION_PAD = 6


# --- the map -----------------------------------------------------------------------------
def _norm_rect(u0: float, v0: float, u1: float, v1: float) -> pygame.Rect:
    return pygame.Rect(round(MAP.x + u0 * MAP.w), round(MAP.y + v0 * MAP.h),
                       round((u1 - u0) * MAP.w), round((v1 - v0) * MAP.h))


# Runic Isles: six islands on a ring, clockwise from the top (angles in degrees, screen y down)
_RING = {"N": -90, "NE": -30, "SE": 30, "S": 90, "SW": 150, "NW": 210}
_RING_R = (0.345, 0.315)
_ISLE = (0.088, 0.112)      # half size of a ring island

# other maps: region -> (u0, v0, u1, v1) in the map rectangle
_RECTS = {
    "B": {f"{r}{c}": ((0.06, 0.40, 0.74)[c - 1], (0.08, 0.40, 0.72)[" ABC".index(r) - 1],
                      (0.26, 0.60, 0.94)[c - 1], (0.29, 0.61, 0.93)[" ABC".index(r) - 1])
          for r in "ABC" for c in (1, 2, 3)},
    "RN13": {"1": (0.05, 0.13, 0.25, 0.42), "2A": (0.36, 0.12, 0.575, 0.42), "2B": (0.575, 0.12, 0.79, 0.42),
             "3": (0.05, 0.58, 0.25, 0.88), "4": (0.40, 0.58, 0.62, 0.88), "5": (0.74, 0.58, 0.94, 0.88)},
    "RN4": {"A1": (0.05, 0.08, 0.30, 0.30), "A2": (0.30, 0.08, 0.57, 0.30), "A3": (0.70, 0.08, 0.94, 0.30),
            "B1": (0.05, 0.40, 0.27, 0.61), "B2": (0.42, 0.40, 0.68, 0.61), "B3": (0.68, 0.40, 0.94, 0.61),
            "C1": (0.05, 0.71, 0.30, 0.92), "C2": (0.30, 0.71, 0.57, 0.92), "C3": (0.70, 0.71, 0.94, 0.92)},
}

_COMPASS = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0),
            "ne": (1, -1), "nw": (-1, -1), "se": (1, 1), "sw": (-1, 1)}


class MapGeometry:
    """Screen positions of one map side."""

    def __init__(self, mid: str) -> None:
        b = board(mid)
        self.id = mid
        self.b = b
        self.region_rects: dict[str, pygame.Rect] = {}
        self.island_rects: dict[str, pygame.Rect] = {}
        self.island_polys: dict[str, list[tuple[int, int]]] = {}
        self.dock_pos: dict[str, tuple[int, int]] = {}
        self.dock_out: dict[str, tuple[float, float]] = {}   # unit vector from land to sea
        self.fjord_pos: dict[str, tuple[int, int]] = {}
        self.borders: list[tuple[tuple[int, int], tuple[int, int]]] = []
        if mid == "A":
            self._ring()
        else:
            for r, (u0, v0, u1, v1) in _RECTS[mid].items():
                self.region_rects[r] = _norm_rect(u0, v0, u1, v1)
            for r in b.regions:
                isl = b.island[b.ridx[r]]
                rr = self.region_rects[r]
                self.island_rects[isl] = self.island_rects[isl].union(rr) if isl in self.island_rects else rr.copy()
            for d in b.docks:
                self._compass_dock(d)
        for a, c in b.borders:
            ra, rc = self.region_rects[b.regions[a]], self.region_rects[b.regions[c]]
            x = ra.right if ra.centerx < rc.centerx else ra.x
            self.borders.append(((x, max(ra.y, rc.y) + 4), (x, min(ra.bottom, rc.bottom) - 4)))
        for k, (isl, r) in enumerate(sorted(self.island_rects.items())):
            self.island_polys[isl] = jagged_polygon(r, 4100 + k * 7, 0.035, 5)
        self._fjords()

    # Runic Isles --------------------------------------------------------------------------
    def _ring(self) -> None:
        cx, cy = MAP.center
        rx, ry = _RING_R[0] * MAP.w, _RING_R[1] * MAP.h
        hw, hh = _ISLE[0] * MAP.w, _ISLE[1] * MAP.h
        centres = {}
        for r, ang in _RING.items():
            a = math.radians(ang)
            centres[r] = (cx + rx * math.cos(a), cy + ry * math.sin(a))
            rect = pygame.Rect(0, 0, round(hw * 2), round(hh * 2))
            rect.center = (round(centres[r][0]), round(centres[r][1]))
            self.region_rects[r] = rect
            self.island_rects[r] = rect
        order = list(_RING)
        for d in self.b.docks:
            r, kind = d.split(".")
            i = order.index(r)
            x0, y0 = centres[r]
            if kind == "in":
                tx, ty = cx, cy
            elif kind == "edge":
                tx, ty = 2 * x0 - cx, 2 * y0 - cy
            else:
                nb = order[(i - 1) % 6] if kind == "ccw" else order[(i + 1) % 6]
                tx, ty = centres[nb]
            self._dock_towards(d, self.region_rects[r], (tx - x0, ty - y0))

    def _dock_towards(self, d: str, rect: pygame.Rect, vec: tuple[float, float]) -> None:
        """The point where a ray from the centre of `rect` along `vec` leaves its ellipse."""
        vx, vy = vec
        n = math.hypot(vx, vy) or 1.0
        ux, uy = vx / n, vy / n
        a, bb = rect.w / 2, rect.h / 2
        t = 1.0 / math.sqrt((ux / a) ** 2 + (uy / bb) ** 2)
        self.dock_pos[d] = (round(rect.centerx + ux * t * 0.96), round(rect.centery + uy * t * 0.96))
        self.dock_out[d] = (ux, uy)

    # rectangles ----------------------------------------------------------------------------
    def _compass_dock(self, d: str) -> None:
        b = self.b
        regs = [b.regions[i] for i in b.dock_regions[d]]
        comp = d.split(".")[1]
        dx, dy = _COMPASS[comp]
        if len(regs) == 2:   # a border dock: where the Land Border meets the coast
            ra, rc = self.region_rects[regs[0]], self.region_rects[regs[1]]
            x = ra.right if ra.centerx < rc.centerx else ra.x
            y = min(ra.y, rc.y) if dy < 0 else max(ra.bottom, rc.bottom)
            self.dock_pos[d] = (x, y)
            self.dock_out[d] = (0.0, float(dy))
            return
        r = self.region_rects[regs[0]]
        k = 0.78   # corner docks sit a little inside the corner
        x = r.centerx + dx * r.w / 2 * (k if dx and dy else 1)
        y = r.centery + dy * r.h / 2 * (k if dx and dy else 1)
        n = math.hypot(dx, dy)
        self.dock_pos[d] = (round(x), round(y))
        self.dock_out[d] = (dx / n, dy / n)

    # fjords --------------------------------------------------------------------------------
    def _fjords(self) -> None:
        b = self.b
        pos: dict[str, tuple[float, float]] = {}
        for f in b.fjords:
            docks = b.fjord_docks[f]
            if len(docks) >= 2:
                pos[f] = (sum(self.dock_pos[d][0] for d in docks) / len(docks),
                          sum(self.dock_pos[d][1] for d in docks) / len(docks))
            elif len(docks) == 1:
                d = docks[0]
                (x, y), (ux, uy) = self.dock_pos[d], self.dock_out[d]
                off = 34
                pos[f] = (min(MAP.right - 16, max(MAP.x + 16, x + ux * off)),
                          min(MAP.bottom - 14, max(MAP.y + 14, y + uy * off)))
        for _ in range(4):
            for f in b.fjords:
                if f in pos:
                    continue
                known = [pos[g] for g in b.fjord_adj[f] if g in pos]
                if len(known) >= 2:
                    pos[f] = (sum(p[0] for p in known) / len(known), sum(p[1] for p in known) / len(known))
        for f in b.fjords:
            p = pos.get(f, MAP.center)
            self.fjord_pos[f] = (round(p[0]), round(p[1]))
        # two bays that would overlap a route's fjord are pushed apart
        items = list(self.fjord_pos.items())
        for i, (_f, p) in enumerate(items):
            for g, q in items[i + 1:]:
                if math.hypot(p[0] - q[0], p[1] - q[1]) < 26:
                    self.fjord_pos[g] = (q[0] + 14, q[1] + 14)

    # pieces --------------------------------------------------------------------------------
    def boat_slot(self, dock: str) -> tuple[int, int]:
        """Where a Boat on a dock is drawn: just off the coast."""
        (x, y), (ux, uy) = self.dock_pos[dock], self.dock_out[dock]
        return (round(x + ux * 13), round(y + uy * 13))

    def village_pos(self, dock: str) -> tuple[int, int]:
        """A Village token: on the coast beside its dock."""
        (x, y), (ux, uy) = self.dock_pos[dock], self.dock_out[dock]
        return (round(x - ux * 4 - uy * 17), round(y - uy * 4 + ux * 17))

    def fjord_boat(self, fjord: str, i: int) -> tuple[int, int]:
        """The i-th Boat waiting in a fjord, in a small ring round its point."""
        x, y = self.fjord_pos[fjord]
        if i == 0:
            return (x, y)
        a = i * 2.1
        return (round(x + 15 * math.cos(a)), round(y + 12 * math.sin(a)))

    def region_inner(self, region: str) -> pygame.Rect:
        return self.region_rects[region].inflate(-REGION_PAD * 2, -REGION_PAD * 2)

    def rune_pos(self, region: str) -> tuple[int, int]:
        r = self.region_inner(region)
        return (r.x + 16, r.y + 30)

    def giant_pos(self, region: str) -> tuple[int, int]:
        r = self.region_inner(region)
        return (r.right - 18, r.y + 30)

    def stack_pos(self, region: str, k: int, count: int) -> tuple[int, int]:
        """The k-th clan's piece stack in a region (settlers above, temples and
        Valkyries under them)."""
        r = self.region_inner(region)
        cols = 3 if r.w >= 130 else 2
        if count <= 2:
            cols = max(1, count)
        row, col = divmod(k, cols)
        w = min(44, (r.w - 8) // cols)
        x0 = r.centerx - (cols * w) // 2 + w // 2
        y0 = r.y + 52 + row * 34
        return (x0 + col * w - 6, y0)

    def region_at(self, pos: tuple[int, int]) -> str | None:
        for r, rect in self.region_rects.items():
            if rect.collidepoint(pos):
                return r
        return None


@lru_cache(maxsize=8)
def geometry(mid: str) -> MapGeometry:
    return MapGeometry(mid)


# --- Favor rows ---------------------------------------------------------------------------
def favor_rects(row: int, count: int) -> list[pygame.Rect]:
    """The cards of a Favor row, left to right, centred in their strip."""
    strip = FAVOR_TOP if row == 0 else FAVOR_BOTTOM
    w, h = card_size(FAVOR_CARD_H)
    gap = 10
    total = count * w + max(0, count - 1) * gap
    x0 = strip.x + 118 + (strip.w - 118 - total) // 2
    y = strip.y + (strip.h - h) // 2
    return [pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(count)]


def favor_end_slot(row: int, count: int, end: str) -> pygame.Rect:
    """An empty slot just beyond an end of a row (where a returned card may go)."""
    w, h = card_size(FAVOR_CARD_H)
    rs = favor_rects(row, max(count, 1))
    if count == 0:
        return rs[0]
    if end == "left":
        return rs[0].move(-(w + 10), 0)
    return rs[-1].move(w + 10, 0)


# --- gods and the Era Mat -----------------------------------------------------------------
def fury_cell(g: int, value: int) -> pygame.Rect:
    r = GOD_RECTS[g]
    cw = (r.w - 20) // FURY_CELLS
    v = min(value, FURY_CELLS - 1)
    return pygame.Rect(r.x + 10 + v * cw, r.bottom - 19, cw - 1, 16)


def god_dedication_rect(g: int) -> pygame.Rect:
    r = GOD_RECTS[g]
    return pygame.Rect(r.right - 88, r.y + 4, 80, 23)   # room for "+2  0/4" at a larger text size


def god_boon_rect(g: int) -> pygame.Rect:
    """The room of a god's Valhalla Boon: the whole width of its mat, between the name
    row and the Fury track."""
    r = GOD_RECTS[g]
    top = r.y + 24
    return pygame.Rect(r.x + 10, top, r.w - 20, fury_cell(g, 0).y - 2 - top)


def era_boxes() -> list[pygame.Rect]:
    r = ERA_RECT
    return [pygame.Rect(r.x + 8 + i * 46, r.y + 26, 42, 46) for i in range(3)]


def dedication_rects() -> list[pygame.Rect]:
    """D1..D4 on the Era Mat (two by two)."""
    r = ERA_RECT
    x0 = r.x + 152
    w = (r.right - 8 - x0 - 6) // 2
    return [pygame.Rect(x0 + (i % 2) * (w + 6), r.y + 26 + (i // 2) * 55, w, 52) for i in range(4)]


def battle_rect() -> pygame.Rect:
    """The battle slot: on the Era Mat's lower left."""
    r = ERA_RECT
    return pygame.Rect(r.x + 8, r.y + 80, 140, 54)


def enemy_rect() -> pygame.Rect:
    return LOWER


def enemy_track_cell(res: int, space: int) -> pygame.Rect:
    r = LOWER
    cw = 30
    # the row's name at its left in 14 px at least ("Alimento", "Żywność" were cut at 70, and at
    # 75 in the larger texts of a 1280x720 window: "Alimento" is 91 px there)
    return pygame.Rect(r.x + 108 + space * cw, r.y + 54 + res * 27, cw - 3, 24)


# --- the tray -----------------------------------------------------------------------------
def hand_rects(count: int, left: int, right: int, bottom: int) -> list[pygame.Rect]:
    w, h = card_size(HAND_H)
    room = right - left
    step = w + 8
    if count > 1 and (count - 1) * step + w > room:
        step = max(24, (room - w) // (count - 1))
    return [pygame.Rect(left + i * step, bottom - h, w, h) for i in range(count)]


def overlay_rect() -> pygame.Rect:
    """Battle reveals and the enemy's turn: told over the god mats and the Era Mat, so
    the map (where the next decision usually is) and the enemy's mat stay in sight."""
    return pygame.Rect(SIDE.x, SIDE.y, SIDE.w, ERA_RECT.bottom - SIDE.y)


def story_rect(avoid: list[pygame.Rect]) -> pygame.Rect:
    """Where a battle or an enemy turn is told: over the god mats and the Era Mat unless
    that covers something in `avoid` (what the human must choose next); then over the
    lower side, the map's right or left part: the first clear, else the least covering."""
    base = overlay_rect()
    w, h = base.size
    places = [base, pygame.Rect(SIDE.x, SIDE.bottom - h, w, h),
              pygame.Rect(MAP.right - w, MAP.y, w, h), pygame.Rect(MAP.x, MAP.y, w, h),
              pygame.Rect(MAP.right - w, MAP.bottom - h, w, h), pygame.Rect(MAP.x, MAP.bottom - h, w, h)]
    covered = [sum(1 for r in avoid if p.colliderect(r)) for p in places]
    return places[covered.index(min(covered))]


def enemy_story_button() -> pygame.Rect:
    """Solo: "Enemy's turn", which tells the last enemy turn again (the enemy mat's second
    row, right of its piece counts: its head row holds its name, sail and score); wide
    enough for its bold label in the larger texts of a 1280x720 window."""
    return pygame.Rect(LOWER.right - 158, LOWER.y + 30, 152, 26)


def all_maps() -> tuple[str, ...]:
    return tuple(D.MAPS)
