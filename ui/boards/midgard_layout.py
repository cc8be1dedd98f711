"""Midgard's board geometry at 1600x900: where every area, village, boat, panel and
card goes. Pure layout: no drawing, no state changes."""

from __future__ import annotations

import pygame

from game.midgard import data as D
from ui.boards.base import FrameLayout
from ui.widgets import draft_overlay, tray
from ui.widgets.cards import card_size
from ui.widgets.pieces import jagged_polygon

# the frame's rects (the same at every board)
SCREEN, TOP, BOARD, TRAY, RIGHT = FrameLayout.SCREEN, FrameLayout.TOP, FrameLayout.BOARD, FrameLayout.TRAY, \
    FrameLayout.RIGHT

REALM_RECTS = {
    D.ASGARD: pygame.Rect(8, 54, 396, 130),
    D.VALHALLA: pygame.Rect(412, 54, 396, 130),
    D.VANAHEIM: pygame.Rect(816, 54, 396, 130),
}
KINGDOM_RECTS = (
    pygame.Rect(8, 190, 360, 340),
    pygame.Rect(376, 190, 360, 340),
    pygame.Rect(744, 190, 468, 340),
)
BOATS_ROW = pygame.Rect(8, 536, 1204, 100)
TRACK_RECT = pygame.Rect(8, 642, 1204, 42)

HUT = 40          # hut slot size
HUT_STEP = 48
HAND_H = 166      # card height in the tray
DRAFT_H = 236     # card height in the draft overlay
PANEL_H = 100


def province_rects() -> list[pygame.Rect]:
    out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * D.NUM_PROVINCES
    for k, provs in enumerate(D.KINGDOM_PROVINCES):
        kr = KINGDOM_RECTS[k]
        inner = pygame.Rect(kr.x + 6, kr.y + 32, kr.w - 12, kr.h - 38)
        if len(provs) == 3:
            fr = ((0, 0, 0.5, 0.5), (0.5, 0, 0.5, 0.5), (0.22, 0.5, 0.56, 0.5))
        else:
            fr = ((0, 0, 0.5, 0.5), (0.5, 0, 0.5, 0.5), (0, 0.5, 0.5, 0.5), (0.5, 0.5, 0.5, 0.5))
        for p, (fx, fy, fw, fh) in zip(provs, fr):
            r = pygame.Rect(round(inner.x + fx * inner.w), round(inner.y + fy * inner.h),
                            round(fw * inner.w), round(fh * inner.h))
            out[p] = r.inflate(-6, -6)
    return out


PROVINCE_RECTS = province_rects()
PROVINCE_POLYS = [jagged_polygon(r, 1000 + p, 0.05, 4) for p, r in enumerate(PROVINCE_RECTS)]


def hut_rects(p: int) -> list[pygame.Rect]:
    """The village slots of province p, in fill order."""
    r = PROVINCE_RECTS[p]
    n = D.VILLAGES[p]
    cols = 3 if n > 3 else n
    rows = (n + cols - 1) // cols
    top = r.y + 34
    avail = r.bottom - 6 - top
    y0 = top + max(0, (avail - rows * HUT_STEP) // 2)
    out = []
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        x0 = r.centerx - (in_row * HUT_STEP - (HUT_STEP - HUT)) // 2
        out.append(pygame.Rect(x0 + col * HUT_STEP, y0 + row * HUT_STEP, HUT, HUT))
    return out


HUT_RECTS = [hut_rects(p) for p in range(D.NUM_PROVINCES)]


def doom_center(p: int) -> tuple[int, int]:
    r = PROVINCE_RECTS[p]
    return (r.right - 20, r.y + 19)


def realm_column(area: int, seat: int, n: int) -> pygame.Rect:
    """The slot of a seat inside Asgard, Vanaheim or Valhalla."""
    r = REALM_RECTS[area]
    inner = pygame.Rect(r.x + 8, r.y + 34, r.w - 16, r.h - 40)
    cw = inner.w // max(n, 1)
    return pygame.Rect(inner.x + seat * cw, inner.y, cw, inner.h)


def realm_figure_pos(area: int, seat: int, n: int, kind: str) -> tuple[int, int]:
    c = realm_column(area, seat, n)
    if kind == "C":
        return (c.centerx - 17, c.y + 44)
    return (c.centerx + 13, c.y + 38)


def boat_box(seat: int, n: int) -> pygame.Rect:
    bw = BOATS_ROW.w // max(n, 1)
    return pygame.Rect(BOATS_ROW.x + seat * bw, BOATS_ROW.y, bw, BOATS_ROW.h).inflate(-6, 0)


def boat_hull(seat: int, n: int) -> pygame.Rect:
    b = boat_box(seat, n)
    return pygame.Rect(b.x + 6, b.y + 30, int(b.w * 0.62), 62)


def boat_figure_pos(seat: int, n: int, kind: str) -> tuple[int, int]:
    h = boat_hull(seat, n)
    if kind == "C":
        return (h.x + int(h.w * 0.3), h.y + 20)
    return (h.x + int(h.w * 0.62), h.y + 18)


def supply_pos(seat: int, n: int) -> tuple[int, int]:
    b = boat_box(seat, n)
    h = boat_hull(seat, n)
    return ((h.right + b.right) // 2, h.y + 18)


def area_center(loc: int) -> tuple[int, int]:
    if loc < D.NUM_PROVINCES:
        return PROVINCE_RECTS[loc].center
    return REALM_RECTS[loc].center


def tray_buttons(count: int) -> list[pygame.Rect]:
    """Prompt buttons, stacked at the right of the tray (bottom up)."""
    return tray.button_rects(TRAY, count)


def draft_rects(count: int) -> list[pygame.Rect]:
    """The draft packet's cards in the overlay."""
    return draft_overlay.card_rects(BOARD, count, DRAFT_H)


class MidgardFrameLayout(FrameLayout):
    """The frame's layout, with a wide hand (9 or 10 cards after the draft) laid out
    whole: when it would overlap at full height and no prompt button stands at the
    tray's right, its cards are a little lower (under the Undo and Hint buttons) and
    use the tray's whole width. `hand_height` follows the hand last laid out."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.full_hand_height = self.hand_height
        self.buttons_shown = 0          # the prompt buttons of the tray laid out last

    def tray_buttons(self, count: int, two_lines_h: int = tray.GRID_TWO_LINES_H) -> list[pygame.Rect]:
        self.buttons_shown = count      # the frame asks for them before the hand
        return super().tray_buttons(count, two_lines_h)

    def hand_rects(self, count: int, right_limit: int) -> list[pygame.Rect]:
        full = self.full_hand_height
        w = card_size(full)[0]
        room = right_limit - (TRAY.x + 10)
        low = TRAY.bottom - 8 - (self.UNDO_BUTTON.bottom + 4)     # the cards' height under the buttons
        if count * (w + 8) - 8 <= room or self.buttons_shown or low >= full:
            self.hand_height = full
            return tray.hand_rects(TRAY, count, right_limit, full)
        self.hand_height = low
        return tray.hand_rects(TRAY, count, TRAY.right - 10, low)
