"""Blood Rage's figures as drawn silhouettes: the Warrior, the Leader, the Ship and each of
the nine monsters, in the clan's colour with the clan's animal (wolf, raven, serpent,
bear) on a small parchment badge, so clans are never told apart by colour alone.

Each figure is drawn once at three times its size and smoothed down, then cached per
(kind, colour, animal, size): a frame only blits.
"""

from __future__ import annotations

import math

import pygame

from ui.palette import DANGER, GOLD, ICE, INK, PARCHMENT
from ui.widgets.pieces import outline_for, shade

Colour = tuple[int, int, int]
SS = 3   # supersampling factor

ANIMALS = ("wolf", "raven", "serpent", "bear")
LARGE = ("TROLL", "SERPENT", "FIRE", "FROST")
KINDS = ("W", "L", "S", "TROLL", "DWARF", "SERPENT", "VALKYRIE", "ELF", "FIRE", "FROST", "HEL", "VOLUR")


def figure_height(kind: str, base: int = 28) -> int:
    """The drawn height of a kind for a warrior of height `base`."""
    if kind == "W":
        return base
    if kind == "L":
        return round(base * 1.22)
    if kind == "S":
        return round(base * 0.8)
    if kind in LARGE:
        return round(base * 1.38)
    return round(base * 1.14)


# --- clan animals --------------------------------------------------------------------------
def draw_animal(s: pygame.Surface, animal: str, center: tuple[float, float], r: float, colour: Colour) -> None:
    """A clan's animal as a glyph about 2r wide."""
    cx, cy = center

    def P(x: float, y: float) -> tuple[float, float]:
        return (cx + x * r, cy + y * r)

    if animal == "wolf":
        pts = [P(-0.85, -0.95), P(-0.38, -0.42), P(0.38, -0.42), P(0.85, -0.95), P(0.8, -0.05), P(0.48, 0.32),
               P(0.16, 0.92), P(-0.16, 0.92), P(-0.48, 0.32), P(-0.8, -0.05)]
        pygame.draw.polygon(s, colour, pts)
        eye = PARCHMENT if sum(colour) < 300 else INK
        for sx in (-1, 1):
            pygame.draw.polygon(s, eye, [P(sx * 0.48, -0.12), P(sx * 0.2, -0.02), P(sx * 0.44, 0.06)])
    elif animal == "raven":
        pts = [P(-1.0, -0.42), P(-0.55, -0.2), P(-0.18, -0.02), P(-0.12, -0.42), P(0.0, -0.62), P(0.12, -0.42),
               P(0.18, -0.02), P(0.55, -0.2), P(1.0, -0.42), P(0.6, 0.16), P(0.22, 0.3), P(0.2, 0.95),
               P(0.0, 0.75), P(-0.2, 0.95), P(-0.22, 0.3), P(-0.6, 0.16)]
        pygame.draw.polygon(s, colour, pts)
    elif animal == "serpent":
        pts = []
        for i in range(25):
            t = i / 24
            pts.append(P(0.55 * math.sin(t * math.pi * 2.2 + 0.3), -0.85 + 1.7 * t))
        pygame.draw.lines(s, colour, False, pts, max(2, int(r * 0.42)))
        hx, hy = pts[0]
        pygame.draw.circle(s, colour, (int(hx), int(hy)), max(2, int(r * 0.32)))
    else:  # bear
        for sx in (-1, 1):
            pygame.draw.circle(s, colour, P(sx * 0.62, -0.62), max(2, int(r * 0.34)))
        pygame.draw.circle(s, colour, P(0, 0.05), max(3, int(r * 0.8)))
        snout = PARCHMENT if sum(colour) < 300 else INK
        pygame.draw.ellipse(s, snout, pygame.Rect(cx - r * 0.32, cy + r * 0.12, r * 0.64, r * 0.44))
        pygame.draw.circle(s, colour, P(0, 0.26), max(1, int(r * 0.14)))


def draw_badge(s: pygame.Surface, animal: str, center: tuple[float, float], r: float, colour: Colour) -> None:
    """The clan mark on a piece: a parchment disc with the animal in the clan's colour,
    darkened so that it reads on the light disc."""
    c = (int(center[0]), int(center[1]))
    pygame.draw.circle(s, PARCHMENT, c, int(r))
    pygame.draw.circle(s, INK, c, int(r), max(1, int(r * 0.14)))
    ink = shade(colour, 0.55) if sum(colour) > 420 else shade(colour, 0.8)
    draw_animal(s, animal, center, r * 0.72, ink)


# --- the silhouettes (drawn in a unit box: x, y in [0, 1] of the surface) ------------------
def _pts(w: float, h: float, seq: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(x * w, y * h) for x, y in seq]


def _body(s: pygame.Surface, pts: list[tuple[float, float]], fill: Colour, line: Colour, width: int) -> None:
    pygame.draw.polygon(s, fill, pts)
    pygame.draw.polygon(s, line, pts, width)


def _draw_kind(s: pygame.Surface, kind: str, col: Colour, animal: str) -> tuple[float, float, float]:
    """Draw one figure filling s; returns the badge (x, y, r) in pixels."""
    w, h = s.get_size()
    line = outline_for(col)
    lw = max(2, round(h * 0.035))
    dark = shade(col, 0.62)
    light = shade(col, 1.35)

    def C(x: float, y: float) -> tuple[int, int]:
        return (int(x * w), int(y * h))

    if kind in ("W", "L"):
        # a standing fighter: legs, tunic, head with a helmet, a spear and a round shield
        big = kind == "L"
        if big:   # a cape behind
            _body(s, _pts(w, h, [(0.22, 0.36), (0.78, 0.36), (0.86, 0.97), (0.14, 0.97)]), dark, line, lw)
        pygame.draw.line(s, shade(PARCHMENT, 0.7), C(0.84, 0.06), C(0.84, 0.96), max(2, int(w * 0.06)))
        pygame.draw.polygon(s, (200, 200, 205), _pts(w, h, [(0.84, 0.0), (0.9, 0.12), (0.78, 0.12)]))
        _body(s, _pts(w, h, [(0.3, 0.4), (0.7, 0.4), (0.78, 0.8), (0.66, 0.8), (0.64, 0.98), (0.52, 0.98),
                             (0.5, 0.82), (0.48, 0.98), (0.36, 0.98), (0.34, 0.8), (0.22, 0.8)]), col, line, lw)
        pygame.draw.circle(s, (226, 190, 150), C(0.5, 0.27), int(w * 0.15))
        pygame.draw.circle(s, line, C(0.5, 0.27), int(w * 0.15), lw)
        helm = _pts(w, h, [(0.33, 0.26), (0.38, 0.12), (0.5, 0.07), (0.62, 0.12), (0.67, 0.26)])
        pygame.draw.polygon(s, (150, 150, 158), helm)
        pygame.draw.polygon(s, line, helm, lw)
        pygame.draw.line(s, line, C(0.5, 0.2), C(0.5, 0.33), lw)
        if big:   # horns and a gold crown band: the Leader
            for sx in (-1, 1):
                horn = _pts(w, h, [(0.5 + sx * 0.14, 0.17), (0.5 + sx * 0.36, 0.1), (0.5 + sx * 0.4, -0.02),
                                   (0.5 + sx * 0.26, 0.16)])
                pygame.draw.polygon(s, PARCHMENT, horn)
                pygame.draw.polygon(s, INK, horn, max(1, lw - 1))
            pygame.draw.line(s, GOLD, C(0.34, 0.22), C(0.66, 0.22), max(2, lw + 1))
        return (0.3 * w, 0.6 * h, w * (0.24 if big else 0.26))
    if kind == "S":
        # a longship: hull with curled prow and stern, a striped sail carrying the badge
        hull = _pts(w, h, [(0.02, 0.5), (0.12, 0.68), (0.88, 0.68), (0.98, 0.5), (0.86, 0.96), (0.14, 0.96)])
        pygame.draw.line(s, INK, C(0.5, 0.05), C(0.5, 0.7), max(2, lw))
        sail = _pts(w, h, [(0.26, 0.08), (0.74, 0.08), (0.78, 0.62), (0.22, 0.62)])
        pygame.draw.polygon(s, col, sail)
        for i in range(3):
            x0 = 0.26 + i * 0.18
            pygame.draw.polygon(s, light, _pts(w, h, [(x0, 0.08), (x0 + 0.08, 0.08), (x0 + 0.09, 0.62),
                                                      (x0 + 0.01, 0.62)]))
        pygame.draw.polygon(s, line, sail, lw)
        _body(s, hull, (96, 66, 40), INK, lw)
        pygame.draw.line(s, col, C(0.12, 0.72), C(0.88, 0.72), max(2, lw + 1))
        pygame.draw.circle(s, (96, 66, 40), C(0.04, 0.4), int(h * 0.1))
        pygame.draw.circle(s, INK, C(0.04, 0.4), int(h * 0.1), max(1, lw - 1))
        pygame.draw.circle(s, (96, 66, 40), C(0.96, 0.4), int(h * 0.1))
        pygame.draw.circle(s, INK, C(0.96, 0.4), int(h * 0.1), max(1, lw - 1))
        return (0.5 * w, 0.36 * h, h * 0.2)
    if kind == "TROLL":
        _body(s, _pts(w, h, [(0.16, 0.36), (0.4, 0.22), (0.7, 0.26), (0.88, 0.5), (0.84, 0.98), (0.62, 0.98),
                             (0.56, 0.8), (0.44, 0.98), (0.2, 0.98), (0.12, 0.6)]), col, line, lw)
        pygame.draw.circle(s, light, C(0.34, 0.22), int(w * 0.17))
        pygame.draw.circle(s, line, C(0.34, 0.22), int(w * 0.17), lw)
        for sx in (-1, 1):  # tusks
            pygame.draw.polygon(s, PARCHMENT, _pts(w, h, [(0.34 + sx * 0.08, 0.28), (0.34 + sx * 0.1, 0.16),
                                                          (0.34 + sx * 0.03, 0.28)]))
        # a club over the shoulder
        pygame.draw.line(s, (110, 76, 46), C(0.8, 0.62), C(0.96, 0.08), max(3, int(w * 0.08)))
        pygame.draw.circle(s, (110, 76, 46), C(0.95, 0.1), int(w * 0.1))
        pygame.draw.circle(s, INK, C(0.95, 0.1), int(w * 0.1), max(1, lw - 1))
        return (0.52 * w, 0.6 * h, w * 0.17)
    if kind == "DWARF":
        _body(s, _pts(w, h, [(0.14, 0.46), (0.86, 0.46), (0.92, 0.98), (0.08, 0.98)]), col, line, lw)
        pygame.draw.circle(s, (226, 190, 150), C(0.5, 0.3), int(w * 0.2))
        pygame.draw.circle(s, line, C(0.5, 0.3), int(w * 0.2), lw)
        beard = _pts(w, h, [(0.3, 0.32), (0.7, 0.32), (0.62, 0.7), (0.5, 0.8), (0.38, 0.7)])
        pygame.draw.polygon(s, (222, 222, 214), beard)
        pygame.draw.polygon(s, INK, beard, max(1, lw - 1))
        pygame.draw.polygon(s, GOLD, _pts(w, h, [(0.3, 0.18), (0.34, 0.04), (0.42, 0.14), (0.5, 0.02),
                                                 (0.58, 0.14), (0.66, 0.04), (0.7, 0.18)]))
        pygame.draw.line(s, (110, 76, 46), C(0.9, 0.95), C(0.92, 0.2), max(2, int(w * 0.06)))
        pygame.draw.polygon(s, (190, 190, 198), _pts(w, h, [(0.92, 0.22), (1.0, 0.12), (1.0, 0.42)]))
        return (0.3 * w, 0.82 * h, w * 0.16)
    if kind == "SERPENT":
        # humps rising from the waves, a horned head
        sea = (60, 110, 150)
        for i in range(3):
            cx = 0.22 + i * 0.28
            pygame.draw.ellipse(s, col, pygame.Rect(int((cx - 0.13) * w), int(0.42 * h), int(0.26 * w), int(0.5 * h)))
            pygame.draw.ellipse(s, line, pygame.Rect(int((cx - 0.13) * w), int(0.42 * h), int(0.26 * w),
                                                     int(0.5 * h)), lw)
        head = _pts(w, h, [(0.76, 0.5), (0.8, 0.18), (0.96, 0.08), (1.0, 0.22), (0.9, 0.3), (0.9, 0.56)])
        _body(s, head, col, line, lw)
        pygame.draw.polygon(s, PARCHMENT, _pts(w, h, [(0.84, 0.14), (0.8, 0.0), (0.88, 0.1)]))
        pygame.draw.rect(s, sea, pygame.Rect(0, int(0.74 * h), w, int(0.26 * h)), 0, int(h * 0.08))
        for i in range(5):
            pygame.draw.arc(s, (150, 190, 220), pygame.Rect(int(i * w / 5), int(0.72 * h), int(w / 5), int(0.14 * h)),
                            0, math.pi, max(1, lw - 1))
        return (0.5 * w, 0.6 * h, w * 0.12)
    if kind == "VALKYRIE":
        for sx in (-1, 1):
            wing = _pts(w, h, [(0.5, 0.42), (0.5 + sx * 0.5, 0.08), (0.5 + sx * 0.46, 0.32),
                               (0.5 + sx * 0.4, 0.5), (0.5 + sx * 0.18, 0.62)])
            pygame.draw.polygon(s, (236, 236, 240), wing)
            pygame.draw.polygon(s, INK, wing, max(1, lw - 1))
        _body(s, _pts(w, h, [(0.38, 0.38), (0.62, 0.38), (0.74, 0.98), (0.26, 0.98)]), col, line, lw)
        pygame.draw.circle(s, (226, 190, 150), C(0.5, 0.28), int(w * 0.12))
        pygame.draw.circle(s, line, C(0.5, 0.28), int(w * 0.12), lw)
        pygame.draw.polygon(s, GOLD, _pts(w, h, [(0.38, 0.24), (0.5, 0.1), (0.62, 0.24)]))
        return (0.5 * w, 0.7 * h, w * 0.15)
    if kind == "ELF":
        cloak = _pts(w, h, [(0.5, 0.02), (0.7, 0.2), (0.72, 0.4), (0.82, 0.98), (0.18, 0.98), (0.28, 0.4),
                            (0.3, 0.2)])
        _body(s, cloak, shade(col, 0.8), line, lw)
        pygame.draw.ellipse(s, (40, 34, 44), pygame.Rect(int(0.38 * w), int(0.16 * h), int(0.24 * w), int(0.2 * h)))
        for sx in (-1, 1):   # pointed ears
            pygame.draw.polygon(s, (170, 160, 190), _pts(w, h, [(0.5 + sx * 0.1, 0.24), (0.5 + sx * 0.3, 0.14),
                                                                (0.5 + sx * 0.12, 0.3)]))
        pygame.draw.circle(s, (120, 220, 160), C(0.45, 0.26), max(1, int(w * 0.03)))
        pygame.draw.circle(s, (120, 220, 160), C(0.55, 0.26), max(1, int(w * 0.03)))
        pygame.draw.line(s, (200, 200, 214), C(0.86, 0.5), C(0.98, 0.14), max(2, int(w * 0.05)))
        return (0.5 * w, 0.66 * h, w * 0.17)
    if kind in ("FIRE", "FROST"):
        _body(s, _pts(w, h, [(0.18, 0.34), (0.82, 0.34), (0.9, 0.7), (0.76, 0.7), (0.72, 0.98), (0.56, 0.98),
                             (0.5, 0.76), (0.44, 0.98), (0.28, 0.98), (0.24, 0.7), (0.1, 0.7)]), col, line, lw)
        pygame.draw.circle(s, light, C(0.5, 0.26), int(w * 0.15))
        pygame.draw.circle(s, line, C(0.5, 0.26), int(w * 0.15), lw)
        if kind == "FIRE":   # a crown of flames
            fl = _pts(w, h, [(0.3, 0.2), (0.3, 0.06), (0.38, 0.14), (0.42, -0.0), (0.5, 0.12), (0.58, 0.0),
                             (0.62, 0.14), (0.7, 0.06), (0.7, 0.2)])
            pygame.draw.polygon(s, (236, 120, 40), fl)
            pygame.draw.polygon(s, (250, 200, 80), _pts(w, h, [(0.4, 0.2), (0.44, 0.09), (0.5, 0.16),
                                                                (0.56, 0.09), (0.6, 0.2)]))
            pygame.draw.polygon(s, DANGER, fl, max(1, lw - 1))
        else:                # a crown of icicles
            for i, x in enumerate((0.32, 0.41, 0.5, 0.59, 0.68)):
                tip = 0.0 if i % 2 == 0 else 0.06
                ic = _pts(w, h, [(x - 0.04, 0.18), (x, tip), (x + 0.04, 0.18)])
                pygame.draw.polygon(s, shade(ICE, 1.3), ic)
                pygame.draw.polygon(s, (70, 110, 150), ic, 1)
        return (0.5 * w, 0.54 * h, w * 0.15)
    if kind == "HEL":
        _body(s, _pts(w, h, [(0.28, 0.38), (0.72, 0.38), (0.8, 0.98), (0.66, 0.86), (0.56, 0.98), (0.44, 0.86),
                             (0.34, 0.98), (0.2, 0.86)]), shade(col, 0.75), line, lw)
        pygame.draw.circle(s, (232, 228, 214), C(0.5, 0.22), int(w * 0.17))
        pygame.draw.circle(s, INK, C(0.5, 0.22), int(w * 0.17), max(1, lw - 1))
        for sx in (-1, 1):
            pygame.draw.circle(s, INK, C(0.5 + sx * 0.07, 0.21), max(1, int(w * 0.05)))
        pygame.draw.line(s, INK, C(0.44, 0.31), C(0.56, 0.31), max(1, lw - 1))
        pygame.draw.line(s, (190, 190, 198), C(0.84, 0.9), C(0.92, 0.3), max(2, int(w * 0.05)))
        return (0.5 * w, 0.6 * h, w * 0.16)
    # VOLUR: a hooded seeress with a staff crowned by an orb
    robe = _pts(w, h, [(0.46, 0.04), (0.66, 0.22), (0.66, 0.4), (0.82, 0.98), (0.16, 0.98), (0.3, 0.4),
                       (0.3, 0.2)])
    _body(s, robe, col, line, lw)
    pygame.draw.ellipse(s, (40, 34, 44), pygame.Rect(int(0.36 * w), int(0.17 * h), int(0.24 * w), int(0.2 * h)))
    pygame.draw.line(s, (110, 76, 46), C(0.14, 0.98), C(0.1, 0.16), max(2, int(w * 0.06)))
    pygame.draw.circle(s, (150, 110, 220), C(0.1, 0.12), int(w * 0.1))
    pygame.draw.circle(s, PARCHMENT, C(0.1, 0.12), int(w * 0.1), max(1, lw - 1))
    return (0.52 * w, 0.68 * h, w * 0.16)


_CACHE: dict[tuple, pygame.Surface] = {}


HALO = (246, 236, 206)   # the light outline around a Sea Serpent


def with_halo(img: pygame.Surface, colour: Colour) -> pygame.Surface:
    """`img` with a one-pixel outline of `colour` around its opaque shape (2 px larger)."""
    mask = pygame.mask.from_surface(img, 60)
    halo = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface((img.get_width() + 2, img.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        out.blit(halo, (dx, dy))
    out.blit(img, (1, 1))
    return out


def figure_surface(kind: str, colour: Colour, animal: str, height: int) -> pygame.Surface:
    """A figure's picture, `height` pixels tall (cached)."""
    key = (kind, colour, animal, height)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    aspect = {"S": 1.55, "SERPENT": 1.35, "VALKYRIE": 1.2, "TROLL": 0.95, "FIRE": 0.9, "FROST": 0.9,
              "DWARF": 0.9}.get(kind, 0.78)
    H = height * SS
    W = round(height * aspect) * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    bx, by, br = _draw_kind(big, kind, colour, animal)
    draw_badge(big, animal, (bx, by), br, colour)
    surf = pygame.transform.smoothscale(big, (W // SS, H // SS))
    if kind == "SERPENT":
        surf = with_halo(surf, HALO)    # a blue clan's serpent stays visible in a blue fjord
    if len(_CACHE) > 1500:
        _CACHE.clear()
    _CACHE[key] = surf
    return surf


def draw_figure(s: pygame.Surface, kind: str, colour: Colour, animal: str, foot: tuple[float, float],
                height: int) -> pygame.Rect:
    """Blit a figure standing with its base centre at `foot`; returns its rect."""
    img = figure_surface(kind, colour, animal, height)
    r = img.get_rect(midbottom=(int(foot[0]), int(foot[1])))
    s.blit(img, r)
    return r


def draw_figure_at(s: pygame.Surface, kind: str, colour: Colour, animal: str, center: tuple[float, float],
                   height: int) -> pygame.Rect:
    """Blit a figure centred on `center`; returns its rect."""
    img = figure_surface(kind, colour, animal, height)
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    s.blit(img, r)
    return r
