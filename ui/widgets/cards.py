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
    mark: str = ""           # a tag the face makes room for ("new" in the tray), when its art can


def icon_centre_y(face: CardFace, height: int, fonts=None) -> int:
    """How far below a face's top its icon's centre lies (as `CardArt.face` draws it):
    marks such as the tray's "new" tag go beside it, clear of every text. Without
    `fonts`: where it lies when the title and the subtitle take one line each."""
    if fonts is not None:
        return face_layout(fonts, face, height).icon_y
    band_h = max(26, int(height * 0.17))
    y = band_h + 4 + (24 if face.subtitle else 0)
    return y + max(14, int(height * 0.12)) + 2


TEXT_SIZES = (16, 15, 14, 13)   # a face's effect text, as large as it fits
FOOT_ROW = 24                   # a tag's row at a face's foot ("new", Vikings' tabs) once its icon is given up


@dataclass(frozen=True)
class FaceLayout:
    """Where `CardArt.face` puts each part of a face `height` tall (y from its top)."""
    band_h: int
    title: list[tuple[str, int]]       # (line, size) in the band
    title_pitch: int
    chip_h: int                        # the subtitle's chip (0: none)
    sub: list[tuple[str, int]]
    icon_s: int                        # the icon's half size (0: none)
    icon_y: int                        # its centre
    text: list[tuple[str, int]]
    text_y: int
    text_pitch: int
    sub_role: str = "text-bold"        # the subtitle's font (regular where bold would cut a word)
    chip_wide: bool = False            # the chip reaches half the margin nearer the card's edges
    title_role: str = "display-bold"   # the title's font (regular where bold would cut its word)

    def chip_rect(self, w: int, pad: int) -> tuple[int, int]:
        """The subtitle chip's x and width on a face `w` wide with side margins `pad`."""
        return (pad // 2, w - pad) if self.chip_wide else (pad, w - 2 * pad)


def face_layout(fonts, face: CardFace, height: int, keep_icon: bool = False) -> FaceLayout:
    """A face's parts, each whole where it can be: the title on one line as large as it
    fits (down to 4 px smaller), else on two lines in a taller band; the subtitle on one
    line down to 12 px, else on two in a taller chip; the effect text in 16 to 13 px
    under the icon, else under a smaller icon, else without the icon (`keep_icon`: never),
    else in 12 px; only then shortened. A title or chip broken with a hyphen onto a second
    line does not cost the effect its words: if it would, they are shortened instead."""
    from ui.widgets.hyphen import HYPHEN, joined

    lay = _face_layout(fonts, face, height, keep_icon)
    if any(t.endswith(HYPHEN) for t, _z in (*lay.title, *lay.sub)) and \
            joined([t for t, _z in lay.text]).split() != face.text.split():
        lay = _face_layout(fonts, face, height, keep_icon, hyphens=False)
    return lay


def _face_layout(fonts, face: CardFace, height: int, keep_icon: bool, hyphens: bool = True) -> FaceLayout:
    from ui.widgets.text import fit_lines, lines_whole

    w, h = card_size(height)
    pad = max(5, w // 18)
    band_h = max(26, int(h * 0.17))
    title_size = 18 if h >= 170 else 16
    badge_w = (band_h // 2 - 2) * 2 + 1 if face.badge else 0   # the circle and a pixel's gap to the title
    smallest = max(11, title_size - 4)
    one = [(size, 1) for size in range(title_size, smallest - 1, -1)]
    title_tries = [*one, *((size, 2) for size in range(13, 10, -1)), one[-1]]
    title_w = w - 2 * pad - badge_w
    title_role = "display-bold"
    title = lines_whole(fonts, face.title, title_role, title_w, title_tries)
    if title is None:
        # a word too wide in bold (pt "Guerreiros" beside the badge of a 146 px card): the
        # regular weight, on one line, before it is shortened
        title = lines_whole(fonts, face.title, "display", title_w, one)
        title_role = "display" if title is not None else title_role
    if title is None:
        title = fit_lines(fonts, face.title, title_role, title_w, title_tries, hyphens)
    title_pitch = fonts.get(title_role, title[0][1]).get_height()
    if len(title) > 1:
        band_h = max(band_h, title_pitch * len(title) + 4)
    y = band_h + 4
    chip_h, sub, sub_role, chip_wide = 0, [], "text-bold", False
    if face.subtitle:
        bold = [*((size, 1) for size in range(16, 11, -1)), (13, 2), (12, 2), (12, 1)]
        got = lines_whole(fonts, face.subtitle, "text-bold", w - 2 * pad - 8, bold[:5])
        if got is None:
            # too wide on one line in bold ("Jotunheim", Portuguese "Construir 1" at 1280x720):
            # one line in the regular weight, closer to the chip's edges, before two in bold
            # (a second line is a line less for the effect)
            got = lines_whole(fonts, face.subtitle, "text", w - 2 * pad - 4, [(12, 1)])
            sub_role = "text" if got is not None else sub_role
        if got is None:
            # ... on a chip reaching nearer the card's edges (Midgard's nine-card hand, 146 px)
            got = lines_whole(fonts, face.subtitle, "text", w - pad - 4, [(12, 1)])
            sub_role, chip_wide = ("text", True) if got is not None else (sub_role, False)
        if got is None:
            got = lines_whole(fonts, face.subtitle, "text-bold", w - 2 * pad - 8, bold[5:])
        if got is None:
            got = lines_whole(fonts, face.subtitle, "text", w - 2 * pad - 4, [(12, 2)])
            sub_role = "text" if got is not None else sub_role
        sub = got if got is not None else fit_lines(fonts, face.subtitle, "text-bold", w - 2 * pad - 8, bold, hyphens)
        chip_h = 22 if len(sub) == 1 else sum(fonts.get(sub_role, z).get_linesize() for _t, z in sub) + 2
        y += chip_h + 2
    icon_full = max(14, int(h * 0.12)) if face.icon else 0
    text: list[tuple[str, int]] = []
    icon_s = icon_full
    if face.text:
        icons: tuple[int, ...] = (icon_full, max(10, icon_full * 2 // 3)) if face.icon else (0,)
        if face.icon and not keep_icon:
            # the icon is given up before the words (at 1280x720 the text-size rule draws
            # every size alike: only room helps); a face's tag, which sat beside the icon,
            # then takes a row at the foot (FOOT_ROW)
            icons += (0,)
        shapes = [(sizes, icon) for sizes in (TEXT_SIZES, (12,)) for icon in icons]
        for sizes, icon in shapes:
            top = y + (icon * 2 + 6 if icon else 0)
            foot = FOOT_ROW if face.mark and face.icon and not icon else 0
            tries = [(z, (h - pad - top - foot) // (fonts.get("text", z).get_linesize() - 1)) for z in sizes]
            got = lines_whole(fonts, face.text, "text", w - 2 * pad, [t for t in tries if t[1] > 0])
            if got is not None:
                text, icon_s = got, icon
                break
        else:
            icon_s = icons[-1]
            top = y + (icon_s * 2 + 6 if icon_s else 0)
            foot = FOOT_ROW if face.mark and face.icon and not icon_s else 0
            z = TEXT_SIZES[-1]
            most = (h - pad - top - foot) // (fonts.get("text", z).get_linesize() - 1)
            text = fit_lines(fonts, face.text, "text", w - 2 * pad, [(z, most)]) if most > 0 else []
    icon_y = y + icon_s + 2
    if face.mark and face.icon and not icon_s:
        icon_y = h - pad - FOOT_ROW // 2     # the tag's row at the foot, under the words
    text_y = y + (icon_s * 2 + 6 if icon_s else 0)
    pitch = fonts.get("text", text[0][1]).get_linesize() - 1 if text else 0
    return FaceLayout(band_h, title, title_pitch, chip_h, sub, icon_s, icon_y, text, text_y, pitch, sub_role,
                      chip_wide, title_role)


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

    def icon_centre_y(self, face: CardFace, height: int) -> int:
        """How far below the top of a face drawn by this art its icon's centre lies."""
        return face_layout(self.fonts, face, height).icon_y

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
        key = (face.key, face.title, face.subtitle, face.text, face.badge, face.mark, height)
        s = self._cache.get(key)
        if s is not None:
            return s
        w, h = card_size(height)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(6, h // 16)
        pygame.draw.rect(s, PARCHMENT, s.get_rect(), 0, rad)
        lay = face_layout(self.fonts, face, height)
        band_h = lay.band_h
        band = pygame.Rect(0, 0, w, band_h)
        pygame.draw.rect(s, face.band, band, 0, border_top_left_radius=rad, border_top_right_radius=rad)
        pygame.draw.line(s, shade(face.band, 0.6), (0, band_h), (w, band_h), 2)
        pad = max(5, w // 18)
        title_col = INK if sum(face.band) > 420 else PARCHMENT
        if face.badge:
            br = max(26, int(h * 0.17)) // 2 - 2
            bc = (w - pad - br, max(26, int(h * 0.17)) // 2)
            pygame.draw.circle(s, PARCHMENT, bc, br)
            pygame.draw.circle(s, INK, bc, br, 2)
            b = self.fonts.render(face.badge, "text-bold", 16, INK)
            s.blit(b, b.get_rect(center=bc))
        # a longer language's title is set smaller, then on two lines, before it is shortened
        ty = (band_h - lay.title_pitch * len(lay.title)) // 2
        for ln, size in lay.title:
            t = self.fonts.render(ln, lay.title_role, size, title_col)
            s.blit(t, (pad, ty))
            ty += lay.title_pitch
        y = band_h + 4
        if face.subtitle:
            sub_col = face.subtitle_colour or INK
            cx, cw = lay.chip_rect(w, pad)
            chip = pygame.Rect(cx, y, cw, lay.chip_h)
            pygame.draw.rect(s, sub_col, chip, 0, 6)
            lc = INK if sum(sub_col) > 420 else PARCHMENT
            rows = [self.fonts.render(ln, lay.sub_role, size, lc) for ln, size in lay.sub]
            ly = chip.centery - sum(r.get_height() for r in rows) // 2
            for ls in rows:
                s.blit(ls, ls.get_rect(midtop=(chip.centerx, ly)))
                ly += ls.get_height()
        if lay.icon_s:
            _icon(s, face.icon, (w // 2, lay.icon_y), lay.icon_s, shade(face.band, 0.75))
        y = lay.text_y
        for ln, size in lay.text:
            ts = self.fonts.render(ln, "text", size, INK)
            s.blit(ts, ((w - ts.get_width()) // 2, y))
            y += lay.text_pitch
        pygame.draw.rect(s, shade(face.band, 0.7), s.get_rect(), 2, rad)
        self._cache[key] = s
        return s
