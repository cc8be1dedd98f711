"""Asgard's drawn pieces: influence discs (seat colour and symbol), seals, enchanted
stones, recruits, god and population tiles, temple, weapon, magic, legendary weapon,
battle, Asgard and power tiles, player-order tiles. All our own drawings."""

from __future__ import annotations

import math

import pygame

from ui import palette as P
from ui.boards import asgard_text as T
from ui.widgets.pieces import outline_for, shade

Colour = tuple[int, int, int]
SILVER = (178, 184, 192)


_DISCS: dict[tuple, pygame.Surface] = {}


def disc(surface: pygame.Surface, center: tuple[float, float], r: float, colour: Colour, symbol: str) -> None:
    """An influence disc: a flat disc in the seat colour, a rim, the seat's symbol inside
    (drawn once per colour, symbol and size, then blitted)."""
    key = (int(r), tuple(colour), symbol)
    img = _DISCS.get(key)
    if img is None:
        size = int(r) * 2 + 6
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        _draw_disc(img, (size // 2, size // 2 - 1), r, colour, symbol)
        _DISCS[key] = img
    surface.blit(img, (int(center[0]) - img.get_width() // 2, int(center[1]) - img.get_height() // 2 + 1))


def _draw_disc(surface: pygame.Surface, center: tuple[float, float], r: float, colour: Colour, symbol: str) -> None:
    cx, cy = int(center[0]), int(center[1])
    pygame.draw.circle(surface, shade(colour, 0.55), (cx, cy + 2), int(r))
    pygame.draw.circle(surface, colour, (cx, cy), int(r))
    line = outline_for(colour)
    pygame.draw.circle(surface, line, (cx, cy), int(r), 2)
    P.draw_symbol(surface, symbol, (cx, cy), max(3, r * 0.45), shade(colour, 0.7) if line == P.INK else
                  shade(colour, 1.35), line, 1)


def empty_space(surface: pygame.Surface, center: tuple[int, int], r: int, silver: bool = False,
                fill: Colour = (40, 46, 56)) -> None:
    """A free space for a disc: a dark hollow with a ring (silver for power spaces)."""
    pygame.draw.circle(surface, fill, center, r)
    pygame.draw.circle(surface, SILVER if silver else (120, 112, 96), center, r, 2)
    if silver:
        pygame.draw.circle(surface, shade(SILVER, 0.7), center, r - 4, 1)


def seal(surface: pygame.Surface, center: tuple[float, float], r: float, side: int) -> None:
    """A seal: a wavy-edged wax disc; light = pale gold with a sun, dark = violet with a moon."""
    cx, cy = center
    base = (244, 240, 226) if side == 0 else (70, 50, 98)
    edge = (176, 140, 60) if side == 0 else (206, 192, 232)
    pts = []
    for k in range(24):
        a = 2 * math.pi * k / 24
        rr = r * (1.0 if k % 2 == 0 else 0.86)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, base, pts)
    pygame.draw.polygon(surface, edge, pts, 1)
    if side == 0:
        pygame.draw.circle(surface, (200, 150, 40), (int(cx), int(cy)), max(2, int(r * 0.35)))
        for k in range(8):
            a = 2 * math.pi * k / 8
            pygame.draw.line(surface, (200, 150, 40), (cx + r * 0.45 * math.cos(a), cy + r * 0.45 * math.sin(a)),
                             (cx + r * 0.7 * math.cos(a), cy + r * 0.7 * math.sin(a)), 1)
    else:
        pygame.draw.circle(surface, (226, 214, 240), (int(cx), int(cy)), max(2, int(r * 0.5)))
        pygame.draw.circle(surface, base, (int(cx + r * 0.22), int(cy - r * 0.12)), max(2, int(r * 0.44)))


def stone(surface: pygame.Surface, center: tuple[float, float], r: float, c: int) -> None:
    """An enchanted stone: a faceted gem in its colour."""
    cx, cy = center
    col = T.STONE_RGB[c]
    pts = [(cx - r, cy - r * 0.2), (cx - r * 0.5, cy - r * 0.85), (cx + r * 0.5, cy - r * 0.85),
           (cx + r, cy - r * 0.2), (cx, cy + r)]
    pygame.draw.polygon(surface, col, pts)
    pygame.draw.polygon(surface, shade(col, 1.4), [(cx - r * 0.5, cy - r * 0.85), (cx + r * 0.5, cy - r * 0.85),
                                                    (cx + r * 0.2, cy - r * 0.3), (cx - r * 0.2, cy - r * 0.3)])
    pygame.draw.polygon(surface, P.PARCHMENT if c == 5 else P.INK, pts, 1)


def recruit(surface: pygame.Surface, center: tuple[float, float], size: float, t: int) -> None:
    """A recruit: warriors are helmeted figures (white or orange), giants bigger and grey-blue."""
    cx, cy = center
    col = T.RECRUIT_RGB[t]
    line = P.INK
    s = size * (1.25 if t == 2 else 1.0)
    body = [(cx - s * 0.62, cy + s), (cx - s * 0.42, cy + s * 0.05), (cx + s * 0.42, cy + s * 0.05),
            (cx + s * 0.62, cy + s)]
    if t == 2:
        body = [(cx - s * 0.8, cy + s), (cx - s * 0.7, cy + s * 0.05), (cx + s * 0.7, cy + s * 0.05),
                (cx + s * 0.8, cy + s)]
    pygame.draw.polygon(surface, col, body)
    pygame.draw.polygon(surface, line, body, 1)
    head = (int(cx), int(cy - s * 0.35))
    pygame.draw.circle(surface, col, head, max(2, int(s * 0.38)))
    pygame.draw.circle(surface, line, head, max(2, int(s * 0.38)), 1)
    if t < 2:   # a helmet ridge
        pygame.draw.line(surface, line, (cx - s * 0.38, cy - s * 0.4), (cx + s * 0.38, cy - s * 0.4), 1)
    else:       # a giant's brow
        pygame.draw.line(surface, line, (cx - s * 0.25, cy - s * 0.4), (cx + s * 0.25, cy - s * 0.4), 2)


def tile_base(surface: pygame.Surface, rect: pygame.Rect, fill: Colour, edge: Colour, radius: int = 5) -> None:
    pygame.draw.rect(surface, shade(fill, 0.5), rect.move(0, 2), 0, radius)
    pygame.draw.rect(surface, fill, rect, 0, radius)
    pygame.draw.rect(surface, edge, rect, 2, radius)


def god_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, code: int, name: str, face_down: bool = False) -> None:
    """A god tile: the god's side colour, a band with the god's first letters and the
    printed strength below."""
    from game.asgard import data as D

    g = D.tile_god(code)
    sidec = T.SIDE_RGB[D.GOD_SIDE[g]]
    if face_down:
        tile_base(surface, rect, shade(sidec, 0.45), sidec)
        return
    tile_base(surface, rect, sidec, P.GOLD)
    ink = P.INK if D.GOD_SIDE[g] == 0 else P.PARCHMENT
    band_h = max(12, int(rect.h * 0.4))     # room for an accent ("Tý") and a descender ("Φρ")
    band = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, band_h)
    pygame.draw.rect(surface, shade(sidec, 0.75), band, 0, 3)
    # placed by their ink, not their line boxes: the letters inside the band, the number
    # below it (Greek "Φρ" and "Tý" ran into the number)
    ab = fonts.render(name[:2], "text-bold", 14, P.PARCHMENT if D.GOD_SIDE[g] == 0 else (230, 220, 245))
    ink_ab = ab.get_bounding_rect()
    at = ink_ab.copy()
    at.center = band.center
    at.top = max(at.top, rect.y + 2)
    surface.blit(ab, (at.x - ink_ab.x, at.y - ink_ab.y))
    num = fonts.render(str(D.tile_num(code)), "display-bold", 22 if rect.h >= 38 else 18, ink)
    ink_num = num.get_bounding_rect()
    nr = ink_num.copy()
    nr.center = (rect.centerx, (band.bottom + rect.bottom) // 2)
    nr.top = max(nr.top, max(band.bottom, at.bottom) + 2)
    surface.blit(num, (nr.x - ink_num.x, nr.y - ink_num.y))


def pop_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, code: int) -> None:
    """A population tile: a village of the side's tone, strength big; a flipped one is
    its grey back, still showing the strength."""
    from game.asgard import data as D

    p = abs(code)
    s = D.POP_SIDE[p]
    if code < 0:
        tile_base(surface, rect, (96, 96, 100), (60, 60, 66))
        col = P.PARCHMENT
    else:
        fill = (126, 150, 92) if s == 0 else (92, 84, 110)
        tile_base(surface, rect, fill, shade(fill, 1.4))
        col = P.PARCHMENT
    # three huts
    base = rect.bottom - 6
    for k in range(3):
        x = rect.x + 6 + k * (rect.w - 12) / 3
        w = (rect.w - 12) / 3 - 2
        roof = [(x, base - 6), (x + w / 2, base - 12), (x + w, base - 6), (x + w, base), (x, base)]
        pygame.draw.polygon(surface, shade(col, 0.8), roof, 0 if code > 0 else 1)
    num = fonts.render(str(D.POP_STRENGTH[p]), "display-bold", 22 if rect.h >= 38 else 18, col)
    surface.blit(num, num.get_rect(center=(rect.centerx, rect.y + rect.h * 0.38)))


def small_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, label: str, fill: Colour, edge: Colour = P.GOLD,
               ink: Colour = P.INK, size: int = 16) -> None:
    tile_base(surface, rect, fill, edge, 4)
    if label:
        s = fonts.render(label, "text-bold", size, ink)
        if s.get_width() > rect.w - 2:
            s = pygame.transform.smoothscale(s, (rect.w - 2, s.get_height()))
        surface.blit(s, s.get_rect(center=rect.center))


WEAPON_RGB = (150, 160, 172)
MAGIC_RGB = (120, 92, 160)
BACK_RGB = (58, 48, 38)


def sword(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    a = (rect.x + 5, rect.bottom - 5)
    b = (rect.right - 5, rect.y + 5)
    pygame.draw.line(surface, colour, a, b, 3)
    mx, my = rect.x + rect.w * 0.32, rect.bottom - rect.h * 0.32
    pygame.draw.line(surface, colour, (mx - 5, my - 5), (mx + 5, my + 5), 3)


def star(surface: pygame.Surface, center: tuple[float, float], r: float, colour: Colour) -> None:
    cx, cy = center
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def weapon_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, value: int | None) -> None:
    """A weapon tile: face up with its value, face down (value None) a sword outline."""
    if value is None:
        tile_base(surface, rect, BACK_RGB, WEAPON_RGB, 4)
        sword(surface, rect.inflate(-6, -6), shade(WEAPON_RGB, 0.8))
        return
    tile_base(surface, rect, (214, 218, 224), P.INK, 4)
    sword(surface, rect.inflate(-6, -6), (150, 156, 166))
    s = fonts.render(str(value), "display-bold", 20, P.INK)
    surface.blit(s, s.get_rect(center=rect.center))


def magic_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, m: int | None) -> None:
    """A magic tile: face up with its mark, face down (m None) a star outline."""
    from game.asgard import data as D

    if m is None:
        tile_base(surface, rect, BACK_RGB, MAGIC_RGB, 4)
        star(surface, rect.center, min(rect.w, rect.h) * 0.32, shade(MAGIC_RGB, 0.9))
        return
    tile_base(surface, rect, MAGIC_RGB, P.GOLD, 4)
    star(surface, rect.center, min(rect.w, rect.h) * 0.38, shade(MAGIC_RGB, 1.3))
    s = fonts.render(T.MAGIC_ABBR[D.MAGIC_KEYS[m]], "text-bold", 16, P.PARCHMENT)
    surface.blit(s, s.get_rect(center=rect.center))


def legendary_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, side: int, value: int | None) -> None:
    """A legendary weapon: an axe on the side's colour; face down shows only the axe."""
    fill = T.SIDE_RGB[side] if value is not None else shade(T.SIDE_RGB[side], 0.5)
    tile_base(surface, rect, fill, P.GOLD if value is not None else shade(P.GOLD, 0.6), 4)
    cx, cy = rect.center
    ink = P.INK if side == 0 else P.PARCHMENT
    pygame.draw.line(surface, shade(ink, 0.8) if side == 0 else ink, (cx - 8, cy + 12), (cx + 6, cy - 10), 2)
    blade = [(cx + 2, cy - 14), (cx + 13, cy - 10), (cx + 10, cy), (cx + 4, cy - 6)]
    pygame.draw.polygon(surface, shade(ink, 0.9), blade, 0 if value is None else 1)
    if value is not None:
        s = fonts.render(str(value), "display-bold", 20, ink)
        surface.blit(s, s.get_rect(center=(cx - 4, cy + 2)))


def battle_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, value: int) -> None:
    """A battle tile (its value is public: the stacks are sorted by value)."""
    tile_base(surface, rect, (150, 70, 52), P.GOLD, 4)
    s = fonts.render(str(value), "display-bold", 18, P.PARCHMENT)
    surface.blit(s, s.get_rect(center=rect.center))


def asgard_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, tid: int) -> None:
    """An Asgard tile: face up shows its recruits or stone exchange; turned (tid < 0) the plain back."""
    from game.asgard import data as D

    if tid <= 0:
        tile_base(surface, rect, (70, 62, 50), (110, 100, 80), 5)
        return
    tile_base(surface, rect, (226, 204, 140), P.GOLD, 5)
    kind = D.AT_KINDS[tid]
    cx, cy = rect.center
    if kind == "ONE_RECRUIT":
        for k, t in enumerate((0, 1, 2)):
            recruit(surface, (rect.x + 8 + k * 12, cy + 2), 5, t)
        s = fonts.render("1", "text-bold", 14, P.INK)
        surface.blit(s, s.get_rect(topright=(rect.right - 3, rect.y + 1)))   # inside the tile at any font size
    elif kind == "TWO_DIFFERENT":
        recruit(surface, (cx - 7, cy + 1), 6, 0)
        recruit(surface, (cx + 8, cy + 1), 6, 1)
    elif kind == "THREE_RECRUITS":
        recruit(surface, (cx - 12, cy + 2), 5, 2)
        recruit(surface, (cx, cy + 2), 5, 2)
        recruit(surface, (cx + 12, cy + 2), 5, 1)
    else:
        stone(surface, (cx - 9, cy), 7, 0)
        stone(surface, (cx + 9, cy), 7, 3)
        pygame.draw.line(surface, P.INK, (cx - 3, cy - 9), (cx + 3, cy - 9), 1)


def power_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, thor: bool) -> None:
    """Thor's (a hammer) or Týr's (a spear) power tile."""
    fill = (76, 127, 196) if thor else (200, 70, 58)
    tile_base(surface, rect, fill, P.GOLD, 4)
    cx, cy = rect.center
    if thor:
        pygame.draw.rect(surface, P.PARCHMENT, pygame.Rect(cx - 9, cy - 8, 18, 7), 0, 2)
        pygame.draw.line(surface, P.PARCHMENT, (cx, cy - 2), (cx, cy + 9), 3)
    else:
        pygame.draw.line(surface, P.PARCHMENT, (cx - 9, cy + 9), (cx + 7, cy - 7), 2)
        pygame.draw.polygon(surface, P.PARCHMENT, [(cx + 10, cy - 10), (cx + 3, cy - 8), (cx + 8, cy - 3)])


def order_tile(surface: pygame.Surface, fonts, center: tuple[int, int], num: int) -> None:
    """A player-order tile: a small shield with the number."""
    cx, cy = center
    pts = [(cx - 10, cy - 11), (cx + 10, cy - 11), (cx + 10, cy + 2), (cx, cy + 12), (cx - 10, cy + 2)]
    pygame.draw.polygon(surface, P.PARCHMENT, pts)
    pygame.draw.polygon(surface, P.GOLD, pts, 2)
    s = fonts.render(str(num), "text-bold", 16, P.INK)
    surface.blit(s, s.get_rect(center=(cx, cy - 1)))


def temple_glyph(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A small temple: a pediment on three columns."""
    x, y, w, h = rect
    pygame.draw.polygon(surface, colour, [(x + 3, y + h * 0.38), (x + w / 2, y + 4), (x + w - 3, y + h * 0.38)])
    for k in range(3):
        cx = x + 7 + k * (w - 14) / 2
        pygame.draw.line(surface, colour, (cx, y + h * 0.45), (cx, y + h - 6), 2)
    pygame.draw.line(surface, colour, (x + 3, y + h - 4), (x + w - 3, y + h - 4), 2)


def temple_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, tid: int | None, vp: int) -> None:
    """A temple tile: its points and (face up) the stones it costs."""
    from game.asgard import data as D

    tile_base(surface, rect, (196, 176, 130), P.GOLD, 4)
    temple_glyph(surface, pygame.Rect(rect.x + 2, rect.y + 2, 24, 22), (110, 86, 50))
    s = fonts.render(str(vp), "display-bold", 18, P.INK)
    surface.blit(s, s.get_rect(midleft=(rect.x + 28, rect.y + 13)))
    if tid is None:
        return
    cost = D.TEMPLE_COST[tid]
    x = rect.x + 8
    y = rect.bottom - 9
    for c in cost:
        stone(surface, (x, y), 6, c)
        x += 14
    if D.TEMPLE_EXTRA[tid]:
        f = fonts.render("+1", "text-bold", 14, P.INK)
        surface.blit(f, f.get_rect(midleft=(x - 4, y)))


def back_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A tiny god card back (a card chosen in secret)."""
    pygame.draw.rect(surface, (43, 35, 26), rect, 0, 3)
    pygame.draw.rect(surface, P.GOLD, rect, 1, 3)
    c = rect.center
    pts = [(c[0], c[1] - 5), (c[0] + 4, c[1]), (c[0], c[1] + 5), (c[0] - 4, c[1])]
    pygame.draw.polygon(surface, shade(P.GOLD, 0.8), pts, 1)
