"""Drawn pieces: warriors and chieftains (the seat's symbol, in its colour, with a crown
mark on chieftains), huts, boats, doom tokens, kingdom tokens and the gold glow."""

from __future__ import annotations

import math
import random

import pygame

from ui.palette import DANGER, GOLD, INK, PARCHMENT, draw_symbol

Colour = tuple[int, int, int]


def outline_for(colour: Colour) -> Colour:
    """A light outline for dark colours, a dark one for light colours."""
    lum = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return PARCHMENT if lum < 140 else INK


def draw_warrior(surface: pygame.Surface, symbol: str, colour: Colour, center: tuple[float, float],
                 size: float = 10) -> None:
    """A warrior: the seat's symbol, filled with the seat colour."""
    draw_symbol(surface, symbol, center, size, colour, outline_for(colour), 2)


def draw_chieftain(surface: pygame.Surface, symbol: str, colour: Colour, center: tuple[float, float],
                   size: float = 14) -> None:
    """A chieftain: a larger symbol with a gold crown of three points above it."""
    cx, cy = center
    top = cy - size * 1.05
    w = size * 0.9
    crown = [(cx - w, top + size * 0.15), (cx - w, top - size * 0.45), (cx - w * 0.5, top - size * 0.1),
             (cx, top - size * 0.6), (cx + w * 0.5, top - size * 0.1), (cx + w, top - size * 0.45),
             (cx + w, top + size * 0.15)]
    pygame.draw.polygon(surface, GOLD, crown)
    pygame.draw.polygon(surface, INK, crown, 1)
    draw_symbol(surface, symbol, center, size, colour, outline_for(colour), 2)
    # an inner ring marks the chieftain even where the crown is hidden
    pygame.draw.circle(surface, GOLD, (int(cx), int(cy)), max(2, int(size * 0.35)))


def draw_hut(surface: pygame.Surface, rect: pygame.Rect, fill: Colour, line: Colour) -> None:
    """A village: a small house outline (walls and a pitched roof)."""
    x, y, w, h = rect
    roof = h * 0.38
    pts = [(x, y + roof), (x + w / 2, y), (x + w, y + roof), (x + w, y + h), (x, y + h)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, line, pts, 1)


def draw_boat(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, hull: Colour) -> None:
    """A longship hull with a curled prow and stern in the seat colour."""
    x, y, w, h = rect
    deck = y + h * 0.35
    pts = [(x, deck - h * 0.25), (x + w * 0.1, deck), (x + w * 0.9, deck), (x + w, deck - h * 0.25),
           (x + w * 0.86, y + h), (x + w * 0.14, y + h)]
    pygame.draw.polygon(surface, hull, pts)
    pygame.draw.polygon(surface, colour, pts, 3)
    # shields along the rail
    n = 6
    for i in range(n):
        sx = x + w * 0.18 + i * (w * 0.64) / (n - 1)
        pygame.draw.circle(surface, colour, (int(sx), int(deck + h * 0.12)), max(3, int(h * 0.09)))
        pygame.draw.circle(surface, INK, (int(sx), int(deck + h * 0.12)), max(3, int(h * 0.09)), 1)


def draw_doom(surface: pygame.Surface, center: tuple[float, float], r: float) -> None:
    """A doom token: a dark red disc with a jagged flame/skull mark."""
    cx, cy = center
    pygame.draw.circle(surface, DANGER, (int(cx), int(cy)), int(r))
    pygame.draw.circle(surface, PARCHMENT, (int(cx), int(cy)), int(r), 2)
    flame = [(cx - r * 0.45, cy + r * 0.45), (cx - r * 0.5, cy - r * 0.05), (cx - r * 0.2, cy + r * 0.1),
             (cx - r * 0.1, cy - r * 0.55), (cx + r * 0.15, cy - r * 0.05), (cx + r * 0.35, cy - r * 0.35),
             (cx + r * 0.5, cy + r * 0.45)]
    pygame.draw.polygon(surface, PARCHMENT, flame)


def draw_kingdom_token(surface: pygame.Surface, center: tuple[float, float], r: float, colour: Colour,
                       letter_surf: pygame.Surface | None = None) -> None:
    """A kingdom token: a disc of the kingdom's colour with its letter."""
    cx, cy = int(center[0]), int(center[1])
    pygame.draw.circle(surface, colour, (cx, cy), int(r))
    pygame.draw.circle(surface, INK, (cx, cy), int(r), 1)
    if letter_surf is not None:
        surface.blit(letter_surf, letter_surf.get_rect(center=(cx, cy)))


_GLOW_CACHE: dict[tuple, pygame.Surface] = {}
GLOW_LEVELS = 12


def _level(strength: float) -> int:
    return max(0, min(GLOW_LEVELS, round(strength * GLOW_LEVELS)))


def _cached(key: tuple, build) -> pygame.Surface:
    s = _GLOW_CACHE.get(key)
    if s is None:
        if len(_GLOW_CACHE) > 2000:
            _GLOW_CACHE.clear()
        s = _GLOW_CACHE[key] = build()
    return s


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, strength: float, radius: int = 8,
              width: int = 3) -> None:
    """The gold glow around a legal target; strength 0..1 from a slow pulse (the glow
    surfaces are cached per size and pulse level)."""
    lv = _level(strength)
    k = lv / GLOW_LEVELS
    pad = 3 + int(3 * k)
    r = rect.inflate(pad * 2, pad * 2)

    def build() -> pygame.Surface:
        a = int(90 + 150 * k)
        glow = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*GOLD, a // 3), glow.get_rect(), 0, radius + pad)
        pygame.draw.rect(glow, (*GOLD, a), glow.get_rect(), width, radius + pad)
        return glow

    surface.blit(_cached(("r", r.size, radius, width, lv), build), r.topleft)


def glow_circle(surface: pygame.Surface, center: tuple[float, float], r: float, strength: float) -> None:
    lv = _level(strength)
    k = lv / GLOW_LEVELS
    rr = int(r + 3 + 3 * k)

    def build() -> pygame.Surface:
        a = int(90 + 150 * k)
        glow = pygame.Surface((rr * 2 + 2, rr * 2 + 2), pygame.SRCALPHA)
        pygame.draw.circle(glow, (*GOLD, a // 3), (rr + 1, rr + 1), rr)
        pygame.draw.circle(glow, (*GOLD, a), (rr + 1, rr + 1), rr, 3)
        return glow

    surface.blit(_cached(("c", rr, lv), build), (int(center[0]) - rr - 1, int(center[1]) - rr - 1))


def glow_polygon(surface: pygame.Surface, poly: list[tuple[int, int]], rect: pygame.Rect, strength: float,
                 key: object) -> None:
    """A gold glow filling and outlining a region's polygon."""
    lv = _level(strength)
    k = lv / GLOW_LEVELS
    box = rect.inflate(12, 12)

    def build() -> pygame.Surface:
        a = int(110 + 140 * k)
        ov = pygame.Surface(box.size, pygame.SRCALPHA)
        pts = [(x - box.x, y - box.y) for x, y in poly]
        pygame.draw.polygon(ov, (*GOLD, a // 5), pts)
        pygame.draw.polygon(ov, (*GOLD, a), pts, 4)
        return ov

    surface.blit(_cached(("p", key, box.size, lv), build), box.topleft)


def jagged_polygon(rect: pygame.Rect, seed: int, jitter: float = 0.06, steps: int = 4) -> list[tuple[int, int]]:
    """A hand-drawn looking outline inside rect: the rect's border with each point nudged
    (deterministic for a seed, so the static board is always the same)."""
    rnd = random.Random(seed)
    x, y, w, h = rect
    pts: list[tuple[float, float]] = []
    edges = [((x, y), (x + w, y)), ((x + w, y), (x + w, y + h)), ((x + w, y + h), (x, y + h)), ((x, y + h), (x, y))]
    for (ax, ay), (bx, by) in edges:
        for i in range(steps):
            t = i / steps
            px, py = ax + (bx - ax) * t, ay + (by - ay) * t
            dx = (rnd.random() - 0.5) * 2 * jitter * w * 0.5
            dy = (rnd.random() - 0.5) * 2 * jitter * h * 0.5
            if i == 0:  # corners rounded inward a little
                dx, dy = dx * 0.5 + (w * 0.02 if px == x else -w * 0.02), dy * 0.5 + (h * 0.03 if py == y else -h * 0.03)
            pts.append((px + dx, py + dy))
    # keep every point inside the rect
    out = []
    for px, py in pts:
        out.append((int(min(x + w - 1, max(x, px))), int(min(y + h - 1, max(y, py)))))
    return out


def shade(colour: Colour, k: float) -> Colour:
    """k < 1 darker, k > 1 lighter (towards white). Worked out once per colour and k (a
    board's pieces ask for a hundred a redraw)."""
    key = (tuple(colour), k)
    got = _SHADES.get(key)
    if got is None:
        if len(_SHADES) > 4096:
            _SHADES.clear()
        if k <= 1:
            got = tuple(int(c * k) for c in colour)
        else:
            got = tuple(int(c + (255 - c) * (k - 1)) for c in colour)
        _SHADES[key] = got
    return got  # type: ignore[return-value]


_SHADES: dict[tuple, tuple] = {}


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def texture(surface: pygame.Surface, rect: pygame.Rect, base: Colour, seed: int, n: int = 60) -> None:
    """A faint speckle inside rect so a region does not look flat."""
    rnd = random.Random(seed)
    for _ in range(n):
        px = rect.x + rnd.random() * rect.w
        py = rect.y + rnd.random() * rect.h
        c = shade(base, 0.85 + rnd.random() * 0.3)
        pygame.draw.circle(surface, c, (int(px), int(py)), 1 + int(rnd.random() * 2))


def angle_points(cx: float, cy: float, r: float, n: int, start: float = -math.pi / 2) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(start + 2 * math.pi * i / n), cy + r * math.sin(start + 2 * math.pi * i / n))
            for i in range(n)]
