"""Tiny Epic Vikings pieces, drawn with pygame: Settlers (the clan's symbol), Temples,
Boats and the Chieftain Boat, Valkyries, Giants (a bold silhouette, points hidden),
Villages, rune tokens, Favor cards in miniature and the small icons of the mats."""

from __future__ import annotations

import math
import random

import pygame

from ui import palette as P
from ui.widgets.pieces import outline_for, shade

Colour = tuple[int, int, int]


def blob_polygon(rect: pygame.Rect, seed: int, n: int = 22, jitter: float = 0.07) -> list[tuple[int, int]]:
    """An island outline: an ellipse inside rect with a rough coast."""
    rnd = random.Random(seed)
    cx, cy = rect.center
    a, b = rect.w / 2, rect.h / 2
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        k = 1 - rnd.random() * jitter
        out.append((round(cx + a * k * math.cos(t)), round(cy + b * k * math.sin(t))))
    return out


def draw_settler(d: pygame.Surface, symbol: str, colour: Colour, pos: tuple[float, float], r: float = 8) -> None:
    P.draw_symbol(d, symbol, pos, r, colour, outline_for(colour), 2)


def draw_temple(d: pygame.Surface, symbol: str, colour: Colour, pos: tuple[float, float], s: float = 11) -> None:
    """A small temple: a pitched roof on three columns, the clan symbol in the gable."""
    x, y = pos
    roof = [(x - s, y - s * 0.15), (x, y - s * 0.95), (x + s, y - s * 0.15)]
    base = pygame.Rect(0, 0, int(s * 2), int(s * 0.3))
    base.midtop = (int(x), int(y + s * 0.6))
    line = outline_for(colour)
    pygame.draw.polygon(d, colour, roof)
    pygame.draw.polygon(d, line, roof, 1)
    # columns and base: the outline around them, the clan colour inside (a 1-px outline
    # drawn over a 2-px column left no colour: the yellow clan's small temple was an ink
    # smudge on the dark mat, issue 33, 12)
    for k in (-0.65, 0, 0.65):
        col = pygame.Rect(0, 0, max(2, int(s * 0.28)), int(s * 0.75))
        col.midtop = (int(x + k * s), int(y - s * 0.15))
        pygame.draw.rect(d, line, col.inflate(2, 2))
        pygame.draw.rect(d, colour, col)
    pygame.draw.rect(d, line, base.inflate(2, 2))
    pygame.draw.rect(d, colour, base)
    P.draw_symbol(d, symbol, (x, y - s * 0.42), s * 0.22, line, line, 0)


def draw_valkyrie(d: pygame.Surface, symbol: str, colour: Colour, pos: tuple[float, float], s: float = 10) -> None:
    """A Valkyrie: two wings spread from the clan's symbol."""
    x, y = pos
    line = outline_for(colour)
    for side in (-1, 1):
        wing = [(x + side * s * 0.3, y - s * 0.1), (x + side * s * 1.35, y - s * 0.9),
                (x + side * s * 1.2, y - s * 0.25), (x + side * s * 1.45, y + s * 0.05),
                (x + side * s * 0.4, y + s * 0.35)]
        pygame.draw.polygon(d, shade(colour, 1.25), wing)
        pygame.draw.polygon(d, line, wing, 1)
    P.draw_symbol(d, symbol, (x, y), s * 0.62, colour, line, 2)


def draw_giant(d: pygame.Surface, pos: tuple[float, float], s: float = 14, slain: bool = False) -> None:
    """A Giant: a hulking frost-grey figure, broad shoulders, long arms, a horned head
    (its points stay hidden)."""
    x, y = pos
    body = (70, 84, 104) if not slain else (96, 96, 96)
    edge = (200, 218, 232)
    torso = [(x - s * 0.55, y + s * 0.95), (x - s * 0.7, y - s * 0.05), (x - s * 0.95, y - s * 0.35),
             (x - s * 0.4, y - s * 0.55), (x + s * 0.4, y - s * 0.55), (x + s * 0.95, y - s * 0.35),
             (x + s * 0.7, y - s * 0.05), (x + s * 0.55, y + s * 0.95)]
    pygame.draw.polygon(d, body, torso)
    pygame.draw.polygon(d, edge, torso, 2)
    for side in (-1, 1):   # long arms hanging to the knees
        arm = [(x + side * s * 0.8, y - s * 0.35), (x + side * s * 1.1, y + s * 0.55),
               (x + side * s * 0.85, y + s * 0.65), (x + side * s * 0.62, y - s * 0.05)]
        pygame.draw.polygon(d, body, arm)
        pygame.draw.polygon(d, edge, arm, 1)
        horn = [(x + side * s * 0.25, y - s * 0.95), (x + side * s * 0.55, y - s * 1.35),
                (x + side * s * 0.38, y - s * 0.9)]
        pygame.draw.polygon(d, edge, horn)
    head = (int(x), int(y - s * 0.82))
    pygame.draw.circle(d, body, head, int(s * 0.33))
    pygame.draw.circle(d, edge, head, int(s * 0.33), 2)
    for dx in (-0.12, 0.12):
        pygame.draw.circle(d, (236, 244, 250), (int(x + dx * s), int(y - s * 0.85)), max(1, int(s * 0.07)))


def draw_small_boat(d: pygame.Surface, pos: tuple[float, float], colour: Colour, symbol: str, w: int = 26,
                    chief: bool = False) -> None:
    """A longship seen from the side, the clan's symbol on its sail; the Chieftain Boat
    carries a gold crown on its mast."""
    x, y = pos
    h = w * 0.45
    hull = [(x - w / 2, y - h * 0.2), (x - w * 0.38, y + h * 0.45), (x + w * 0.38, y + h * 0.45),
            (x + w / 2, y - h * 0.2)]
    pygame.draw.polygon(d, (84, 58, 36), hull)
    pygame.draw.polygon(d, colour, hull, 2)
    mast_top = (x, y - h * 1.35)
    pygame.draw.line(d, (60, 44, 30), (x, y - h * 0.1), mast_top, 2)
    sail = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.8))
    sail.midbottom = (int(x), int(y - h * 0.15))
    pygame.draw.rect(d, colour, sail, 0, 2)
    pygame.draw.rect(d, outline_for(colour), sail, 1, 2)
    P.draw_symbol(d, symbol, sail.center, max(2, sail.h * 0.28), outline_for(colour), outline_for(colour), 0)
    if chief:
        cx, cy = mast_top
        s = w * 0.22
        crown = [(cx - s, cy + s * 0.3), (cx - s, cy - s * 0.5), (cx - s * 0.5, cy - s * 0.1), (cx, cy - s * 0.7),
                 (cx + s * 0.5, cy - s * 0.1), (cx + s, cy - s * 0.5), (cx + s, cy + s * 0.3)]
        pygame.draw.polygon(d, P.GOLD, crown)
        pygame.draw.polygon(d, P.INK, crown, 1)


def draw_village(d: pygame.Surface, pos: tuple[float, float], s: float = 8) -> None:
    """A Village token: two small huts on a disc."""
    x, y = pos
    pygame.draw.circle(d, (214, 196, 150), (int(x), int(y)), int(s + 3))
    pygame.draw.circle(d, P.INK, (int(x), int(y)), int(s + 3), 1)
    for dx, k in ((-s * 0.42, 0.75), (s * 0.38, 0.95)):
        hx = x + dx
        w = s * 0.7 * k
        pts = [(hx - w, y + s * 0.55), (hx - w, y - s * 0.05 * k), (hx, y - s * 0.7 * k), (hx + w, y - s * 0.05 * k),
               (hx + w, y + s * 0.55)]
        pygame.draw.polygon(d, (150, 70, 44), pts)
        pygame.draw.polygon(d, P.INK, pts, 1)


def draw_rune_token(d: pygame.Surface, fonts, pos: tuple[float, float], rune: str, colour: Colour, r: int = 13,
                    holder: tuple[Colour, str] | None = None) -> None:
    """A rune token: a disc of the rune's colour with its glyph; when a clan holds it,
    a ring of the clan's colour and its symbol beside it."""
    x, y = int(pos[0]), int(pos[1])
    pygame.draw.circle(d, colour, (x, y), r)
    pygame.draw.circle(d, P.INK, (x, y), r, 2)
    g = fonts.render({"F": "ᚠ", "H": "ᚺ", "P": "ᛈ"}.get(rune, "*"), "display-bold", int(r * 1.5), P.INK)
    d.blit(g, g.get_rect(center=(x, y + 1)))
    if holder is not None:
        col, sym = holder
        pygame.draw.circle(d, col, (x, y), r + 3, 3)
        P.draw_symbol(d, sym, (x + r + 2, y + r - 2), 6, col, outline_for(col), 1)


def draw_mini_favor(d: pygame.Surface, fonts, rect: pygame.Rect, runes: tuple, bag: tuple | None,
                    rune_colours: dict, res_colours: tuple) -> None:
    """A Favor card in the rows: a parchment card with its runes and the bag below."""
    pygame.draw.rect(d, P.PARCHMENT, rect, 0, 5)
    band = pygame.Rect(rect.x, rect.y, rect.w, 10)
    pygame.draw.rect(d, P.GOLD, band, 0, border_top_left_radius=5, border_top_right_radius=5)
    pygame.draw.rect(d, shade(P.GOLD, 0.6), rect, 2, 5)
    k = len(runes)
    for i, rn in enumerate(runes):
        cx = rect.centerx + int((i - (k - 1) / 2) * 18)
        pygame.draw.circle(d, rune_colours[rn], (cx, rect.y + 24), 9)
        pygame.draw.circle(d, P.INK, (cx, rect.y + 24), 9, 1)
        g = fonts.render({"F": "ᚠ", "H": "ᚺ", "P": "ᛈ"}.get(rn, "*"), "display-bold", 14, P.INK)
        d.blit(g, g.get_rect(center=(cx, rect.y + 25)))
    if bag:
        items = [(i, n) for i, n in enumerate(bag) if n]
        y = rect.bottom - 13
        total = sum(n for _i, n in items)
        x = rect.centerx - (total * 9) // 2 + 4
        for i, n in items:
            for _ in range(n):
                pygame.draw.rect(d, res_colours[i], pygame.Rect(x - 3, y - 4, 7, 8), 0, 2)
                pygame.draw.rect(d, P.INK, pygame.Rect(x - 3, y - 4, 7, 8), 1, 2)
                x += 9


def draw_arrow_chip(d: pygame.Surface, pos: tuple[float, float], angle: float, r: int = 9,
                    colour: Colour = P.GOLD) -> None:
    """A small arrow in a disc pointing along `angle` (a two-region move)."""
    x, y = pos
    pygame.draw.circle(d, P.INK, (int(x), int(y)), r + 1)
    pygame.draw.circle(d, colour, (int(x), int(y)), r, 2)
    ca, sa = math.cos(angle), math.sin(angle)
    tip = (x + ca * r * 0.7, y + sa * r * 0.7)
    back = (x - ca * r * 0.6, y - sa * r * 0.6)
    left = (back[0] - sa * r * 0.5, back[1] + ca * r * 0.5)
    right = (back[0] + sa * r * 0.5, back[1] - ca * r * 0.5)
    pygame.draw.polygon(d, colour, [tip, left, right])


def draw_res_cube(d: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    pygame.draw.rect(d, colour, rect, 0, 3)
    pygame.draw.rect(d, P.INK, rect, 1, 3)


def draw_card_back_mini(d: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(d, (43, 35, 26), rect, 0, 3)
    pygame.draw.rect(d, P.GOLD, rect, 1, 3)
    c = rect.center
    pts = [(c[0], c[1] - 5), (c[0] + 4, c[1]), (c[0], c[1] + 5), (c[0] - 4, c[1])]
    pygame.draw.polygon(d, shade(P.GOLD, 0.8), pts, 1)
