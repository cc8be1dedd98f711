"""Blood Rage's card faces: the shared card look (ui/widgets/cards.py) with room for the
long names of this game's cards: the title wraps onto two lines in the band, and the
short effect takes the rest of the face."""

from __future__ import annotations

import dataclasses

import pygame

from ui.palette import INK, PARCHMENT
from ui.widgets import tray as TR
from ui.widgets.cards import CardArt, CardFace, _icon, card_size
from ui.widgets.hyphen import HYPHEN
from ui.widgets.pieces import shade
from ui.widgets.text import fit_lines, fit_size, lines_whole, probing

TITLE_MIN = 10   # a card's title shrinks down to this size before a word is cut


def title_layout(fonts, face: CardFace, height: int, hyphens: bool = True) -> tuple[int, int, list[str]]:
    """A card face's title in the band: (size, width, lines). The largest size from the
    face's own down to 13 in which every word fits (Polish "Błogosławieństwo" was cut in
    the hand) on two lines; else on three lines down to 12 (the longest Greek titles);
    else on three down to TITLE_MIN, with a word broken by a hyphen (unless not
    `hyphens`), shortened only if even that fails."""
    w, h = card_size(height)
    pad = max(5, w // 18)
    badge_r = 13 if h >= 150 else 11
    # up to 2 px short of the badge's ring (it is drawn 2 px into the right pad): 4 px more
    # than before, which keeps "Heimdall's" and "Judgement" whole at 1280x720
    width = w - 2 * pad - (2 * badge_r if face.badge else 0)
    size = 18 if h >= 190 else 16
    tries = [(s, most) for most, smallest in ((2, 13), (3, 12), (3, TITLE_MIN)) for s in range(size, smallest - 1, -1)]
    lines = fit_lines(fonts, face.title, "display-bold", width, tries, hyphens)
    if face.badge and len(lines) == 3:
        # two lines, the second running under the badge (drawn higher, `under_badge`), before
        # three: a line more for the effect (pt "Senhor / dos Martelos" at 1280x720)
        words, full = face.title.split(), w - 2 * pad
        for s in range(size, 12, -1):
            font = fonts.get("display-bold", s)
            for k in range(1, len(words)):
                first, second = " ".join(words[:k]), " ".join(words[k:])
                if font.size(first)[0] <= width and font.size(second)[0] <= full:
                    return s, full, [first, second]
    return lines[0][1], width, [ln for ln, _ in lines]


def under_badge(fonts, face: CardFace, height: int, size: int, lines: list[str]) -> bool:
    """Whether a title's second line runs under the badge (`title_layout`): the badge is
    then drawn at the band's top and the band is 4 px taller."""
    w, h = card_size(height)
    room = w - 2 * max(5, w // 18) - 2 * (13 if h >= 150 else 11)
    return bool(face.badge) and len(lines) == 2 and fonts.get("display-bold", size).size(lines[1])[0] > room


EFFECT_SIZES = (16, 15, 14, 13, 12)   # the effect without the icon, before it is shortened
MARK_ROW = 20          # the row of a tag in the face ("new" in the tray) when no icon is drawn


def effect_layout(fonts, text: str, width: int, room: int, icon_h: int | None) -> tuple[list[tuple[str, int]], bool]:
    """A face's effect text as (line, size) pairs in `room` pixels of height, and whether
    the icon (`icon_h` tall; None: no icon) is drawn above it: in 16 px under the icon
    if it fits there, else without the icon in the largest of EFFECT_SIZES that keeps it
    whole (Greek "… Πολεμιστής …" was cut in the hand), else shortened in the smallest."""
    if not text:
        return [], icon_h is not None
    def tries(h: int, sizes: tuple[int, ...]) -> list[tuple[int, int]]:
        return [(z, h // (fonts.get("text", z).get_linesize() - 1)) for z in sizes]
    if icon_h is not None:
        got = lines_whole(fonts, text, "text", width, [t for t in tries(room - icon_h, (16,)) if t[1] > 0])
        if got is not None:
            return got, True
    last = tries(room, EFFECT_SIZES)
    got = lines_whole(fonts, text, "text", width, [t for t in last if t[1] > 0])
    if got is not None:
        return got, False
    size, most = last[-1]
    return (fit_lines(fonts, text, "text", width, [(size, most)]) if most > 0 else []), False



CHIP_ROW = 25          # the subtitle chip and the gap under it


def _whole(text: str, lines: list[tuple[str, int]]) -> bool:
    """Whether laid-out `lines` hold all of `text` (nothing shortened with "…")."""
    return bool(lines) and sum(ln.count("…") for ln, _ in lines) == text.count("…")


def fit_badge(text: pygame.Surface, r: int) -> pygame.Surface:
    """A badge's text scaled down to stay inside its circle of radius `r` with its 2 px ring:
    its box fits in the square inscribed in the inner circle ("+10" ran over the ring)."""
    side = int(1.414 * (r - 2)) + 2     # the inscribed square's side, a pixel of slack each way
    k = min(1.0, side / max(1, text.get_width()), (2 * r - 6) / max(1, text.get_height()))
    return text if k >= 1.0 else pygame.transform.smoothscale_by(text, k)

class BloodRageCardArt(CardArt):
    marks_faces = True      # the tray's "new" goes into the face, which makes room for it

    def __init__(self, fonts) -> None:
        super().__init__(fonts)
        self.mark_rects: dict[tuple, pygame.Rect] = {}   # the tag drawn on a face (tests)
        # faces whose title is not broken with a hyphen: the line it took cut the effect
        self._plain_titles: set[tuple] = set()

    def _band_h(self, face: CardFace, height: int) -> tuple[int, int, int, list[str]]:
        """The title's (size, line height, band height, lines)."""
        plain = (face.title, face.subtitle, face.text, face.badge, face.mark, height) in self._plain_titles
        title_size, _w, lines = title_layout(self.fonts, face, height, hyphens=not plain)
        line_h = self.fonts.get("display-bold", title_size).get_linesize() - 2
        extra = 4 if under_badge(self.fonts, face, height, title_size, lines) else 0
        return title_size, line_h, max(28, 8 + line_h * len(lines) + extra), lines

    def icon_centre_y(self, face: CardFace, height: int) -> int:
        """Where this game's face puts its icon's centre (under the subtitle chip; where
        it would be when the effect leaves it out)."""
        y = self._band_h(face, height)[2] + 4 + (25 if face.subtitle else 0)
        return y + max(12, int(card_size(height)[1] * 0.09)) + 1

    def tag_width(self, face: CardFace) -> int:
        """The width of a face's tag ("new") as `tray.draw_badge` draws it."""
        return self.fonts.get("text-bold", 14).size(face.mark)[0] + 8

    def _chip_fits(self, face: CardFace, width: int, room: int, text_w: int | None = None, lost: int = 0) -> bool:
        """Whether the subtitle chip (`width` wide) is drawn: its name whole in it, and the
        effect text (`text_w` wide, else `width`) whole in `room` less its row, or not whole
        even without it, in `room` less `lost` (a 166 px card at 1280x720 cut 64 of 103
        texts under the chip)."""
        if self.fonts.get("text-bold", 16).size(face.subtitle)[0] > width - 8:
            return False        # its own name would be cut ("Jotu…" at 1280x720); its tooltip names it
        if not face.text:
            return True
        tw = width if text_w is None else text_w
        with probing():
            with_chip = effect_layout(self.fonts, face.text, tw, room - CHIP_ROW, None)
            without = effect_layout(self.fonts, face.text, tw, room - lost, None)
        return _whole(face.text, with_chip[0]) or not _whole(face.text, without[0])

    def face(self, face: CardFace, height: int) -> pygame.Surface:
        key = ("br", face.key, face.title, face.subtitle, face.text, face.badge, face.mark, height)
        s = self._cache.get(key)
        if s is not None:
            return s
        with probing():
            s, whole_text = self._draw(face, height, key)
        if not whole_text and any(ln.endswith(HYPHEN) for ln in self._band_h(face, height)[3]):
            # a title broken with a hyphen does not cost the effect its words
            self._plain_titles.add((face.title, face.subtitle, face.text, face.badge, face.mark, height))
        s = self._draw(face, height, key)[0]      # (drawn again outside the probe: a cut is recorded)
        self._cache[key] = s
        return s

    def _draw(self, face: CardFace, height: int, key: tuple) -> tuple[pygame.Surface, bool]:
        """The face, and whether its effect is whole."""
        f = self.fonts
        w, h = card_size(height)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(6, h // 16)
        pad = max(5, w // 18)
        pygame.draw.rect(s, PARCHMENT, s.get_rect(), 0, rad)
        badge_r = 13 if h >= 150 else 11
        title_size, line_h, band_h, lines = self._band_h(face, height)
        pygame.draw.rect(s, face.band, pygame.Rect(0, 0, w, band_h), 0, border_top_left_radius=rad,
                         border_top_right_radius=rad)
        pygame.draw.line(s, shade(face.band, 0.6), (0, band_h), (w, band_h), 2)
        title_col = INK if sum(face.band) > 420 else PARCHMENT
        high = under_badge(f, face, height, title_size, lines)
        y = (band_h - line_h * len(lines)) // 2 + (1 if high else 0)
        for ln in lines:
            t = f.render(ln, "display-bold", title_size, title_col)
            s.blit(t, (pad, y))
            y += line_h
        if face.badge:
            bc = (w - pad - badge_r + 2, badge_r + 2 if high else min(band_h // 2, badge_r + 4))
            pygame.draw.circle(s, PARCHMENT, bc, badge_r)
            pygame.draw.circle(s, INK, bc, badge_r, 2)
            b = fit_badge(f.render(face.badge, "text-bold", 16, INK), badge_r)
            s.blit(b, b.get_rect(center=bc))
        y = band_h + 4
        # the tag ("new") goes beside a short chip ("Leader", "Heimdall") when both fit in its
        # row: the effect keeps the line a row of its own would cost (pt "Senhor dos Martelos")
        tag_w = self.tag_width(face) if face.mark and face.subtitle else 0
        chip_x = 3 + tag_w + 2                  # the tag is drawn from x = 3 (tray.draw_badge)
        chip_w = w - pad + 2 - chip_x           # 2 px into the right pad, as the badge's ring
        beside = bool(tag_w) and f.get("text-bold", 16).size(face.subtitle)[0] <= chip_w - 6
        if not beside:
            chip_x, chip_w = pad, w - 2 * pad
        # the room under the chip: less the tag's row when it takes one
        room = h - pad - y - (MARK_ROW if face.mark and not beside else 0)
        # (a chip dropped from beside the tag gives the tag its own row back)
        if face.subtitle and not self._chip_fits(face, chip_w, room, w - 2 * pad, MARK_ROW if beside else 0):
            face = dataclasses.replace(face, subtitle="")   # the text needs its row (its tooltip title names god, region or slot)
            beside = False
        if face.subtitle:
            sub_col = face.subtitle_colour or INK
            chip = pygame.Rect(chip_x, y, chip_w, 22)
            if beside:
                self.mark_rects[key] = TR.draw_badge(s, f, s.get_rect(), face.mark, chip.centery)
            pygame.draw.rect(s, sub_col, chip, 0, 6)
            lab, lsize = fit_size(f, face.subtitle, "text-bold", 16, chip.w - (6 if beside else 8), min_size=12)   # a long name shrinks
            ls = f.render(lab, "text-bold", lsize, INK if sum(sub_col) > 420 else PARCHMENT)
            s.blit(ls, ls.get_rect(center=chip.center))
            y = chip.bottom + 3     # CHIP_ROW below the chip's top
        icon_s = max(12, int(h * 0.09))
        if face.mark and not beside:
            # a row for the tag ("new"), with the icon beside it when the text leaves room
            row = icon_s * 2 + 4 if face.icon else MARK_ROW
            text_lines, with_icon = effect_layout(f, face.text, w - 2 * pad, h - pad - y, row)
            if not with_icon:
                row = MARK_ROW
                text_lines, _ = effect_layout(f, face.text, w - 2 * pad, h - pad - y - row, None)
            if with_icon and face.icon:
                _icon(s, face.icon, (w // 2, y + icon_s + 1), icon_s, shade(face.band, 0.75))
            self.mark_rects[key] = TR.draw_badge(s, f, s.get_rect(), face.mark, y + row // 2)
            y += row
        else:
            text_lines, with_icon = effect_layout(f, face.text, w - 2 * pad, h - pad - y,
                                                  icon_s * 2 + 4 if face.icon else None)
            if with_icon:
                _icon(s, face.icon, (w // 2, y + icon_s + 1), icon_s, shade(face.band, 0.75))
                y += icon_s * 2 + 4
        for ln, size in text_lines:
            ts = f.render(ln, "text", size, INK)
            s.blit(ts, ((w - ts.get_width()) // 2, y))
            y += f.get("text", size).get_linesize() - 1
        pygame.draw.rect(s, shade(face.band, 0.7), s.get_rect(), 2, rad)
        return s, not face.text or _whole(face.text, text_lines)


TILE_H = 22          # a card named in one line (the clan sheet's quests)
TILE_SIZES = (14, 13, 12, 11)


def tile_layout(fonts, face: CardFace, width: int, height: int = TILE_H) -> tuple[list[tuple[str, int]], bool]:
    """A tile's name as (line, size) pairs, and whether its badge is drawn: one line in the
    largest of TILE_SIZES that holds it beside the band and the badge; on a one-line
    tile whose name the badge would cut ("Glorious Death 11" at 1280x720), the name
    without the badge (its tooltip says it); on a taller tile, else as many lines as fit
    its height in the largest size that keeps every word whole; else shortened in the
    smallest size."""
    from ui.widgets.text import lines_whole

    room = width - 14
    one = tuple((size, 1) for size in TILE_SIZES)
    # lines as tall as drawn (the text-size rule): a 1280x720 kept tile ran four over its foot
    fits = {size: (height - 4) // (fonts.size_for(size) + 2) for size in TILE_SIZES}
    more = tuple((size, fits[size]) for size in TILE_SIZES if fits[size] > 1)
    if face.badge:
        badged = room - fonts.get("text-bold", 13).size(face.badge)[0] - 4
        got = lines_whole(fonts, face.title, "text-bold", badged, (*one, *more))
        if got is not None:
            return got, True
        if not more:
            got = lines_whole(fonts, face.title, "text-bold", room, one)
            if got is not None:
                return got, False
        room = badged
    return fit_lines(fonts, face.title, "text-bold", room, (*one, *more, one[-1])), bool(face.badge)


def tile_label(fonts, face: CardFace, width: int, height: int = TILE_H) -> list[tuple[str, int]]:
    """A tile's name as (line, size) pairs (`tile_layout`)."""
    return tile_layout(fonts, face, width, height)[0]


def draw_card_tile(d: pygame.Surface, fonts, r: pygame.Rect, face: CardFace) -> None:
    """A card as a small tile: its band's colour at the left, its badge at the right and
    its name (a 72 px card face showed "Jot…" and "Ma…" in the clan sheet)."""
    pygame.draw.rect(d, PARCHMENT, r, 0, 4)
    pygame.draw.rect(d, face.band, pygame.Rect(r.x, r.y, 7, r.h), 0, border_top_left_radius=4,
                     border_bottom_left_radius=4)
    pygame.draw.rect(d, shade(face.band, 0.7), r, 1, 4)
    lines, badge = tile_layout(fonts, face, r.w, r.h)
    if badge:
        b = fonts.render(face.badge, "text-bold", 13, INK)
        d.blit(b, b.get_rect(topright=(r.right - 4, r.y + 4)) if r.h > TILE_H else
               b.get_rect(midright=(r.right - 4, r.centery)))
    line_h = fonts.size_for(lines[0][1]) + 2      # the size drawn at (the text-size rule)
    top = r.centery - line_h * len(lines) / 2
    for k, (name, size) in enumerate(lines):
        t = fonts.render(name, "text-bold", size, INK)
        d.blit(t, t.get_rect(midleft=(r.x + 11, round(top + line_h * (k + 0.5)))))
