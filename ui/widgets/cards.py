"""Cards: 5:7 rounded rectangles with a coloured header band, name, badge, a drawn
icon and the effect in our own words; backs carry a drawn knotwork pattern.

`CardFace` describes what a face shows; `CardArt` renders and caches faces and backs
per size, so a hand of cards costs a few blits per frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ui.palette import GOLD, INK, PANEL, PARCHMENT
from ui.widgets.pieces import shade

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class CardFace:
    key: object              # anything hashable identifying the face (cache key)
    title: str               # e.g. "Invasion"
    subtitle: str = ""       # e.g. the kingdom named on the card
    band: Colour = (140, 90, 43)
    subtitle_colour: Colour | None = None
    badge: str = ""          # e.g. the gold number
    icon: str = ""           # one of ICONS
    text: str = ""           # the short effect shown on the face


def icon_centre_y(face: CardFace, height: int) -> int:
    """How far below a face's top its icon's centre lies (as `CardArt.face` draws it):
    marks such as the tray's "new" tag go beside it, clear of every text."""
    band_h = max(26, int(height * 0.17))
    y = band_h + 4 + (24 if face.subtitle else 0)
    return y + max(14, int(height * 0.12)) + 2


def card_size(height: int) -> tuple[int, int]:
    return (round(height * 5 / 7), height)


def _knot_band(surface: pygame.Surface, pts: list[tuple[float, float]], colour: Colour, width: int) -> None:
    pygame.draw.lines(surface, INK, False, pts, width + 4)
    pygame.draw.lines(surface, colour, False, pts, width)


def draw_knotwork(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = GOLD) -> None:
    """Two interlaced waves crossing a ring: a simple over-under knot, drawn in bands
    with dark edges so the crossings read as woven."""
    x, y, w, h = rect
    cx, cy = rect.center
    amp = w * 0.28
    n = 40
    # two waves running down the card, in opposite phase
    waves = []
    for phase in (0.0, math.pi):
        pts = []
        for i in range(n + 1):
            t = i / n
            py = y + h * 0.08 + t * h * 0.84
            px = cx + amp * math.sin(phase + t * math.pi * 4)
            pts.append((px, py))
        waves.append(pts)
    band = max(3, w // 18)
    # draw wave 0, then wave 1 over it, then re-draw alternate segments of wave 0
    _knot_band(surface, waves[0], colour, band)
    _knot_band(surface, waves[1], colour, band)
    seg = n // 8
    for k in range(0, 8, 2):
        part = waves[0][k * seg: (k + 1) * seg + 1]
        if len(part) > 1:
            _knot_band(surface, part, colour, band)
    # a ring through the middle
    r = int(min(w, h) * 0.22)
    pygame.draw.circle(surface, INK, (cx, cy), r, band + 4)
    pygame.draw.circle(surface, colour, (cx, cy), r, band)
    for k in (1, 5):
        part = waves[k % 2][k * seg: (k + 1) * seg + 1]
        if len(part) > 1:
            _knot_band(surface, part, colour, band)


def _icon(surface: pygame.Surface, icon: str, c: tuple[int, int], s: float, colour: Colour) -> None:
    cx, cy = c
    if icon == "march":  # two chevrons: moving in
        for dx in (-s * 0.45, s * 0.15):
            pts = [(cx + dx, cy - s * 0.5), (cx + dx + s * 0.45, cy), (cx + dx, cy + s * 0.5)]
            pygame.draw.lines(surface, colour, False, pts, max(3, int(s * 0.16)))
    elif icon == "sword":
        pygame.draw.line(surface, colour, (cx - s * 0.55, cy + s * 0.55), (cx + s * 0.5, cy - s * 0.5),
                         max(3, int(s * 0.14)))
        pygame.draw.line(surface, colour, (cx - s * 0.45, cy + s * 0.05), (cx - s * 0.05, cy + s * 0.45),
                         max(3, int(s * 0.14)))
        pygame.draw.circle(surface, colour, (int(cx - s * 0.6), int(cy + s * 0.6)), max(2, int(s * 0.1)))
    elif icon == "warrior":
        pygame.draw.circle(surface, colour, (cx, int(cy - s * 0.35)), int(s * 0.22))
        pygame.draw.polygon(surface, colour, [(cx - s * 0.4, cy + s * 0.55), (cx, cy - s * 0.12),
                                              (cx + s * 0.4, cy + s * 0.55)])
        pygame.draw.line(surface, colour, (cx + s * 0.55, cy - s * 0.55), (cx + s * 0.55, cy + s * 0.3), 3)
        pygame.draw.line(surface, colour, (cx + s * 0.4, cy - s * 0.4), (cx + s * 0.7, cy - s * 0.4), 3)
    elif icon == "horde":
        for dx, k in ((-s * 0.5, 0.75), (s * 0.5, 0.75), (0, 1.0)):
            hx = cx + dx
            pygame.draw.circle(surface, colour, (int(hx), int(cy - s * 0.3 * k)), int(s * 0.17 * k))
            pygame.draw.polygon(surface, colour, [(hx - s * 0.3 * k, cy + s * 0.55), (hx, cy - s * 0.1 * k),
                                                  (hx + s * 0.3 * k, cy + s * 0.55)])
    elif icon == "crown":
        pts = [(cx - s * 0.6, cy + s * 0.4), (cx - s * 0.6, cy - s * 0.3), (cx - s * 0.3, cy + s * 0.05),
               (cx, cy - s * 0.5), (cx + s * 0.3, cy + s * 0.05), (cx + s * 0.6, cy - s * 0.3),
               (cx + s * 0.6, cy + s * 0.4)]
        pygame.draw.polygon(surface, colour, pts)
    elif icon == "tokens":
        for i, dx in enumerate((-s * 0.45, 0, s * 0.45)):
            pygame.draw.circle(surface, colour, (int(cx + dx), int(cy + (i % 2) * s * 0.15)), int(s * 0.28))
            pygame.draw.circle(surface, PARCHMENT, (int(cx + dx), int(cy + (i % 2) * s * 0.15)), int(s * 0.28), 2)
    elif icon == "draw":
        for i in range(3):
            r = pygame.Rect(0, 0, int(s * 0.6), int(s * 0.84))
            r.center = (int(cx - s * 0.25 + i * s * 0.25), int(cy - i * s * 0.06))
            pygame.draw.rect(surface, PARCHMENT, r, 0, 3)
            pygame.draw.rect(surface, colour, r, 2, 3)
    elif icon == "destroy":
        pts = [(cx - s * 0.5, cy + s * 0.6), (cx - s * 0.55, cy - s * 0.05), (cx - s * 0.2, cy + s * 0.15),
               (cx - s * 0.1, cy - s * 0.7), (cx + s * 0.2, cy - s * 0.05), (cx + s * 0.4, cy - s * 0.4),
               (cx + s * 0.55, cy + s * 0.6)]
        pygame.draw.polygon(surface, colour, pts)
    elif icon == "sky":
        pygame.draw.arc(surface, colour, pygame.Rect(cx - s * 0.6, cy - s * 0.2, s * 1.2, s * 1.0), 0, math.pi,
                        max(3, int(s * 0.14)))
        pygame.draw.circle(surface, colour, (cx, int(cy + s * 0.1)), int(s * 0.18))


ICONS = ("march", "sword", "warrior", "horde", "crown", "tokens", "draw", "destroy", "sky")


class CardArt:
    """Renders card faces and backs, cached per (face, size, flags)."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self._cache: dict[tuple, pygame.Surface] = {}

    def clear(self) -> None:
        self._cache.clear()

    def back(self, height: int) -> pygame.Surface:
        key = ("back", height)
        s = self._cache.get(key)
        if s is None:
            w, h = card_size(height)
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            rad = max(6, h // 16)
            pygame.draw.rect(s, shade(PANEL, 1.1), s.get_rect(), 0, rad)
            inner = s.get_rect().inflate(-10, -10)
            pygame.draw.rect(s, (43, 35, 26), inner, 0, rad - 2)
            draw_knotwork(s, inner.inflate(-8, -8), GOLD)
            pygame.draw.rect(s, GOLD, s.get_rect(), 2, rad)
            self._cache[key] = s
        return s

    def face(self, face: CardFace, height: int) -> pygame.Surface:
        key = (face.key, face.title, face.subtitle, face.text, face.badge, height)
        s = self._cache.get(key)
        if s is not None:
            return s
        w, h = card_size(height)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(6, h // 16)
        pygame.draw.rect(s, PARCHMENT, s.get_rect(), 0, rad)
        band_h = max(26, int(h * 0.17))
        band = pygame.Rect(0, 0, w, band_h)
        pygame.draw.rect(s, face.band, band, 0, border_top_left_radius=rad, border_top_right_radius=rad)
        pygame.draw.line(s, shade(face.band, 0.6), (0, band_h), (w, band_h), 2)
        pad = max(5, w // 18)
        title_size = 18 if h >= 170 else 16
        title_col = INK if sum(face.band) > 420 else PARCHMENT
        from ui.widgets.text import fit, fit_size

        badge_w = 0
        if face.badge:
            br = band_h // 2 - 2
            badge_w = br * 2 + 4
            bc = (w - pad - br, band_h // 2)
            pygame.draw.circle(s, PARCHMENT, bc, br)
            pygame.draw.circle(s, INK, bc, br, 2)
            b = self.fonts.render(face.badge, "text-bold", 16, INK)
            s.blit(b, b.get_rect(center=bc))
        # a longer language's title is set smaller before it is shortened
        title, tsize = fit_size(self.fonts, face.title, "display-bold", title_size, w - 2 * pad - badge_w,
                                min_size=max(11, title_size - 4))
        t = self.fonts.render(title, "display-bold", tsize, title_col)
        s.blit(t, (pad, (band_h - t.get_height()) // 2))
        y = band_h + 4
        if face.subtitle:
            sub_col = face.subtitle_colour or INK
            chip = pygame.Rect(pad, y, w - 2 * pad, 22)
            pygame.draw.rect(s, sub_col, chip, 0, 6)
            lab, lsize = fit_size(self.fonts, face.subtitle, "text-bold", 16, chip.w - 8, min_size=12)
            lc = INK if sum(sub_col) > 420 else PARCHMENT
            ls = self.fonts.render(lab, "text-bold", lsize, lc)
            s.blit(ls, ls.get_rect(center=chip.center))
            y = chip.bottom + 2
        icon_s = max(14, int(h * 0.12))
        if face.icon:
            _icon(s, face.icon, (w // 2, y + icon_s + 2), icon_s, shade(face.band, 0.75))
            y += icon_s * 2 + 6
        if face.text:
            # a longer language's text is set smaller (down to 13) before it is cut
            for size in (16, 15, 14, 13):
                lines = self.fonts.wrap(face.text, "text", size, w - 2 * pad)
                line_h = self.fonts.get("text", size).get_linesize() - 1
                room = (h - pad - y) // line_h
                if len(lines) <= room:
                    break
            if len(lines) > room:
                lines = lines[: max(0, room)]
                if lines:
                    lines[-1] = fit(self.fonts, lines[-1] + "…", "text", size, w - 2 * pad)
            for ln in lines:
                ts = self.fonts.render(ln, "text", size, INK)
                s.blit(ts, ((w - ts.get_width()) // 2, y))
                y += line_h
        pygame.draw.rect(s, shade(face.band, 0.7), s.get_rect(), 2, rad)
        self._cache[key] = s
        return s
