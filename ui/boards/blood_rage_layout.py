"""Blood Rage's board geometry at 1600x900: the round map (Yggdrasil in the centre, the
eight outer provinces in a ring, the four fjords between them), and beside it the age
track, Valhalla, the clan sheet, the glory track and the battle panel. Pure layout: no
drawing, no state."""

from __future__ import annotations

import math

import pygame

from game.blood_rage.data import FJORDS, OUTER, SUPPORTS, VILLAGES, YGG

SCREEN = pygame.Rect(0, 0, 1600, 900)
BOARD = pygame.Rect(8, 54, 1204, 630)

# --- the map ---------------------------------------------------------------------------
CENTER = (BOARD.x + 320, BOARD.y + 315)
R_OUT = 304           # outer edge of the ring
R_IN = 100            # Yggdrasil's circle
R_SEA = 314           # the sea around the ring
SECTOR = 45.0         # degrees per outer province

# a province's sector, clockwise from north: OUTER[i] spans [i*45, (i+1)*45]
START = {p: i * SECTOR for i, p in enumerate(OUTER)}


def polar(r: float, deg: float, center: tuple[float, float] = CENTER) -> tuple[float, float]:
    """Screen point at radius r and angle deg (clockwise from north)."""
    a = math.radians(deg)
    return (center[0] + r * math.sin(a), center[1] - r * math.cos(a))


def angle_of(pos: tuple[float, float]) -> tuple[float, float]:
    """(radius, angle clockwise from north in [0, 360)) of a screen point."""
    dx, dy = pos[0] - CENTER[0], pos[1] - CENTER[1]
    return math.hypot(dx, dy), math.degrees(math.atan2(dx, -dy)) % 360


def fjord_angle(f: str) -> float:
    """The boundary angle between the two provinces a fjord supports."""
    a, b = SUPPORTS[f]
    sa, sb = START[a], START[b]
    # the two sectors touch at the end of one and the start of the other
    if (sa + SECTOR) % 360 == sb % 360:
        return sb
    return sa


FJORD_ANGLE = {f: fjord_angle(f) for f in FJORDS}
FJORD_SIDE = {}   # province -> +1 if its fjord is at its end angle, -1 at its start
for _f, (_a, _b) in SUPPORTS.items():
    for _p in (_a, _b):
        FJORD_SIDE[_p] = 1 if (START[_p] + SECTOR) % 360 == FJORD_ANGLE[_f] % 360 else -1


def _arc(r: float, a0: float, a1: float, steps: int) -> list[tuple[float, float]]:
    return [polar(r, a0 + (a1 - a0) * i / steps) for i in range(steps + 1)]


def province_poly(p: str) -> list[tuple[int, int]]:
    """The annular sector of an outer province; Yggdrasil's circle as a polygon."""
    if p == YGG:
        return [(round(x), round(y)) for x, y in _arc(R_IN, 0, 360, 48)[:-1]]
    a0 = START[p]
    a1 = a0 + SECTOR
    pts = _arc(R_OUT, a0, a1, 16) + _arc(R_IN + 2, a1, a0, 8)
    return [(round(x), round(y)) for x, y in pts]


def fjord_poly(f: str) -> list[tuple[int, int]]:
    """A narrowing inlet of sea along the boundary of its two provinces."""
    a = FJORD_ANGLE[f]
    pts = []
    for r, half in ((R_SEA + 2, 26), (R_OUT - 30, 20), (222, 17), (178, 14)):
        pts.append((r, half))
    left = [_offset(r, a, -h) for r, h in pts]
    right = [_offset(r, a, h) for r, h in reversed(pts)]
    tip = [polar(164, a)]
    return [(round(x), round(y)) for x, y in left + tip + right]


def _offset(r: float, deg: float, side: float) -> tuple[float, float]:
    """A point at radius r on the ray deg, moved `side` pixels across it (clockwise +)."""
    x, y = polar(r, deg)
    a = math.radians(deg)
    return (x + side * math.cos(a), y + side * math.sin(a))


PROVINCE_POLY = {p: province_poly(p) for p in (YGG,) + OUTER}
FJORD_POLY = {f: fjord_poly(f) for f in FJORDS}


def poly_rect(poly: list[tuple[int, int]]) -> pygame.Rect:
    xs = [x for x, _ in poly]
    ys = [y for _, y in poly]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


PROVINCE_RECT = {p: poly_rect(v) for p, v in PROVINCE_POLY.items()}
FJORD_RECT = {f: poly_rect(v) for f, v in FJORD_POLY.items()}


def in_province(p: str, pos: tuple[float, float]) -> bool:
    r, deg = angle_of(pos)
    if p == YGG:
        return r <= R_IN
    return R_IN < r <= R_OUT and START[p] <= deg < START[p] + SECTOR


def mid_angle(p: str) -> float:
    return START[p] + SECTOR / 2


def name_pos(p: str) -> tuple[int, int]:
    if p == YGG:
        return (CENTER[0], CENTER[1] + 62)
    x, y = polar(R_OUT - 20, mid_angle(p) - 4 * FJORD_SIDE[p])
    return (round(x), round(y))


def token_pos(p: str) -> tuple[int, int]:
    """The pillage token of a province."""
    if p == YGG:
        return (CENTER[0], CENTER[1] - R_IN + 20)
    x, y = polar(R_IN + 34, mid_angle(p) - 9 * FJORD_SIDE[p])
    return (round(x), round(y))


def doom_pos(p: str) -> tuple[int, int]:
    x, y = polar(R_IN + 34, mid_angle(p) + 9 * FJORD_SIDE[p])
    return (round(x), round(y))


def village_pos(p: str) -> list[tuple[int, int]]:
    """The village slots of an outer province, in fill order (outer row first), kept
    clear of the fjord's side of the sector."""
    n = VILLAGES[p]
    a0, a1 = START[p], START[p] + SECTOR
    if FJORD_SIDE[p] > 0:
        lo, hi = a0 + 6, a1 - 11
    else:
        lo, hi = a0 + 11, a1 - 6
    rows = {3: (2, 1), 4: (2, 2), 5: (3, 2)}[n]
    out: list[tuple[int, int]] = []
    for r, k in zip((236, 184), rows):
        span = (hi - lo) * (0.92 if r > 200 else 0.8)
        mid = (lo + hi) / 2
        for i in range(k):
            t = 0.5 if k == 1 else i / (k - 1)
            x, y = polar(r, mid - span / 2 + span * t)
            out.append((round(x), round(y)))
    return out


VILLAGE_POS = {p: village_pos(p) for p in OUTER}
VILLAGE_R = 16


def ygg_slots() -> list[tuple[int, int]]:
    """Figure places in Yggdrasil, centre first (it has no villages and no limit)."""
    out = []
    step = 29
    for j in range(-3, 4):
        for i in range(-3, 4):
            x, y = i * step + (step // 2 if j % 2 else 0), j * 25 - 6
            if x * x + (y + 4) * (y + 4) <= 74 * 74 and not (abs(x) < 30 and y < -60):
                out.append((CENTER[0] + x, CENTER[1] + y))
    out.sort(key=lambda q: (q[0] - CENTER[0]) ** 2 + (q[1] - CENTER[1]) ** 2)
    return out


YGG_SLOTS = ygg_slots()


def ship_pos(f: str) -> list[tuple[int, int]]:
    """Places for ships in a fjord, from the open sea inwards."""
    a = FJORD_ANGLE[f]
    out = []
    for r in (296, 262, 228, 196, 170):
        x, y = polar(r, a)
        out.append((round(x), round(y)))
    return out


SHIP_POS = {f: ship_pos(f) for f in FJORDS}

# --- beside the map ------------------------------------------------------------------------
SIDE_X = BOARD.x + 644
SIDE_W = BOARD.right - SIDE_X
AGE_RECT = pygame.Rect(SIDE_X, BOARD.y, SIDE_W, 122)
VALHALLA_RECT = pygame.Rect(SIDE_X, AGE_RECT.bottom + 6, SIDE_W, 104)
SHEET_RECT = pygame.Rect(SIDE_X, VALHALLA_RECT.bottom + 6, SIDE_W, BOARD.bottom - 52 - VALHALLA_RECT.bottom - 6)
GLORY_RECT = pygame.Rect(SIDE_X, BOARD.bottom - 46, SIDE_W, 46)
BATTLE_RECT = pygame.Rect(SIDE_X, BOARD.y, SIDE_W, GLORY_RECT.y - 6 - BOARD.y)
AGE_END_RECT = BATTLE_RECT

PHASES = ("draft", "action", "discard", "quest", "ragnarok", "release")


def age_box(age: int) -> pygame.Rect:
    """The box of Age 1..3 on the age track."""
    w = (AGE_RECT.w - 16 - 2 * 8) // 3
    return pygame.Rect(AGE_RECT.x + 8 + (age - 1) * (w + 8), AGE_RECT.y + 30, w, 54)


def phase_box(i: int, needs: list[int] | None = None) -> pygame.Rect:
    """The box of the i-th phase on the age track. `needs`: each label's width (padding
    included); the boxes share the row in proportion to them, so "Ragnarök" gets the room
    "Gifts" leaves (equal boxes cut it at 1280x720); None: equal boxes."""
    gap = 4
    room = AGE_RECT.w - 16 - gap * (len(PHASES) - 1)
    if not needs:
        needs = [1] * len(PHASES)
    total = sum(needs)
    spare = max(0, room - total)
    widths = [n + spare // len(PHASES) if total <= room else n * room // total for n in needs]
    x = AGE_RECT.x + 8 + sum(widths[:i]) + gap * i
    return pygame.Rect(x, AGE_RECT.bottom - 32, widths[i], 26)


def valhalla_column(seat: int, n: int) -> pygame.Rect:
    inner = pygame.Rect(VALHALLA_RECT.x + 8, VALHALLA_RECT.y + 30, VALHALLA_RECT.w - 16, VALHALLA_RECT.h - 36)
    cw = inner.w // max(1, n)
    return pygame.Rect(inner.x + seat * cw, inner.y, cw - 6, inner.h)


# the clan sheet: tabs, three stat tracks, eight upgrade slots, then quests / kept / reserve
SLOT_GROUPS = (("warrior", 0), ("leader", 0), ("ship", 0), ("monster", 0), ("monster", 1),
               ("clan", 0), ("clan", 1), ("clan", 2))
SLOT_H = 44


def sheet_tab(seat: int, n: int) -> pygame.Rect:
    w = min(150, (SHEET_RECT.w - 16) // max(1, n))
    return pygame.Rect(SHEET_RECT.x + 8 + seat * (w + 4), SHEET_RECT.y + 6, w, 28)


def stat_row(stat: int) -> pygame.Rect:
    return pygame.Rect(SHEET_RECT.x + 8, SHEET_RECT.y + 40 + stat * 30, SHEET_RECT.w - 16, 27)


STAT_LABEL_W = 92      # the room for a stat's name before its first step, at least


def stat_step(stat: int, step: int, label_w: int = STAT_LABEL_W) -> pygame.Rect:
    """The box of step 1..6 on a stat track; `label_w`: the room its name takes before the
    first step (wider for a long name: Portuguese "Machados" was cut at 1280x720)."""
    r = stat_row(stat)
    x0 = r.x + max(STAT_LABEL_W, label_w)
    w = (r.right - 118 - x0) // 6
    return pygame.Rect(x0 + (step - 1) * w, r.y, w - 4, r.h)


def slot_rect(i: int) -> pygame.Rect:
    """Upgrade slot i (SLOT_GROUPS order): two rows of four tiles."""
    row, col = divmod(i, 4)
    w = (SHEET_RECT.w - 16 - 3 * 6) // 4
    return pygame.Rect(SHEET_RECT.x + 8 + col * (w + 6), SHEET_RECT.y + 136 + row * (SLOT_H + 6), w, SLOT_H)


def sheet_bottom_row() -> pygame.Rect:
    top = SHEET_RECT.y + 136 + 2 * (SLOT_H + 6) + 4
    return pygame.Rect(SHEET_RECT.x + 8, top, SHEET_RECT.w - 16, SHEET_RECT.bottom - top - 6)


# --- the battle panel ---------------------------------------------------------------------
def battle_row(i: int, k: int) -> pygame.Rect:
    """The row of the i-th of k participants."""
    top = BATTLE_RECT.y + 64
    h = min(108, (BATTLE_RECT.bottom - 112 - top) // max(1, k))
    return pygame.Rect(BATTLE_RECT.x + 10, top + i * h, BATTLE_RECT.w - 20, h - 6)
