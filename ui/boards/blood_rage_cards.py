"""Blood Rage's card faces: the shared card look (ui/widgets/cards.py) with room for the
long names of this game's cards: the title wraps onto two lines in the band, and the
short effect takes the rest of the face."""

from __future__ import annotations

import pygame

from ui.palette import INK, PARCHMENT
from ui.widgets.cards import CardArt, CardFace, _icon, card_size
from ui.widgets.pieces import shade
from ui.widgets.text import fit, fit_size


class BloodRageCardArt(CardArt):
    def face(self, face: CardFace, height: int) -> pygame.Surface:
        key = ("br", face.key, face.title, face.subtitle, face.text, face.badge, height)
        s = self._cache.get(key)
        if s is not None:
            return s
        f = self.fonts
        w, h = card_size(height)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(6, h // 16)
        pad = max(5, w // 18)
        pygame.draw.rect(s, PARCHMENT, s.get_rect(), 0, rad)
        title_size = 18 if h >= 190 else 16
        badge_r = 13 if h >= 150 else 11
        title_w = w - 2 * pad - (2 * badge_r + 4 if face.badge else 0)
        lines = f.wrap(face.title, "display-bold", title_size, title_w)
        if len(lines) > 2:
            lines = [lines[0], fit(f, " ".join(lines[1:]), "display-bold", title_size, title_w)]
        line_h = f.get("display-bold", title_size).get_linesize() - 2
        band_h = max(28, 8 + line_h * len(lines))
        pygame.draw.rect(s, face.band, pygame.Rect(0, 0, w, band_h), 0, border_top_left_radius=rad,
                         border_top_right_radius=rad)
        pygame.draw.line(s, shade(face.band, 0.6), (0, band_h), (w, band_h), 2)
        title_col = INK if sum(face.band) > 420 else PARCHMENT
        y = (band_h - line_h * len(lines)) // 2
        for ln in lines:
            t = f.render(fit(f, ln, "display-bold", title_size, title_w), "display-bold", title_size, title_col)
            s.blit(t, (pad, y))
            y += line_h
        if face.badge:
            bc = (w - pad - badge_r + 2, min(band_h // 2, badge_r + 4))
            pygame.draw.circle(s, PARCHMENT, bc, badge_r)
            pygame.draw.circle(s, INK, bc, badge_r, 2)
            b = f.render(face.badge, "text-bold", 16, INK)
            if b.get_width() > 2 * badge_r - 2:
                b = pygame.transform.smoothscale_by(b, (2 * badge_r - 2) / b.get_width())
            s.blit(b, b.get_rect(center=bc))
        y = band_h + 4
        if face.subtitle:
            sub_col = face.subtitle_colour or INK
            chip = pygame.Rect(pad, y, w - 2 * pad, 22)
            pygame.draw.rect(s, sub_col, chip, 0, 6)
            lab, lsize = fit_size(f, face.subtitle, "text-bold", 16, chip.w - 8, min_size=12)   # a long name shrinks
            ls = f.render(lab, "text-bold", lsize, INK if sum(sub_col) > 420 else PARCHMENT)
            s.blit(ls, ls.get_rect(center=chip.center))
            y = chip.bottom + 3
        text_lines = f.wrap(face.text, "text", 16, w - 2 * pad) if face.text else []
        tl_h = f.get("text", 16).get_linesize() - 1
        icon_s = max(12, int(h * 0.09))
        room = h - pad - y
        if face.icon and room - (icon_s * 2 + 4) >= len(text_lines) * tl_h:
            _icon(s, face.icon, (w // 2, y + icon_s + 1), icon_s, shade(face.band, 0.75))
            y += icon_s * 2 + 4
        fits = (h - pad - y) // tl_h
        if len(text_lines) > fits:
            text_lines = text_lines[:max(0, fits)]
            if text_lines:
                text_lines[-1] = fit(f, text_lines[-1] + "…", "text", 16, w - 2 * pad)
        for ln in text_lines:
            ts = f.render(ln, "text", 16, INK)
            s.blit(ts, ((w - ts.get_width()) // 2, y))
            y += tl_h
        pygame.draw.rect(s, shade(face.band, 0.7), s.get_rect(), 2, rad)
        self._cache[key] = s
        return s
