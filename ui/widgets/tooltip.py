"""A tooltip: a parchment box of wrapped text near the mouse, kept inside the window;
the rendered box is cached per text."""

from __future__ import annotations

import pygame

from ui.palette import GOLD, INK, PARCHMENT


class Tooltip:
    def __init__(self, fonts, width: int = 340) -> None:
        self.fonts = fonts
        self.width = width
        self._key: tuple | None = None
        self._surf: pygame.Surface | None = None
        self.text: str = ""

    def _build(self, title: str, body: str) -> pygame.Surface:
        pad = 10
        rows: list[pygame.Surface] = []
        if title:
            for ln in self.fonts.wrap(title, "display-bold", 20, self.width - 2 * pad):
                rows.append(self.fonts.render(ln, "display-bold", 20, INK))
        for para in body.split("\n"):
            for ln in self.fonts.wrap(para, "text", 16, self.width - 2 * pad):
                rows.append(self.fonts.render(ln, "text", 16, INK) if ln else pygame.Surface((1, 8), pygame.SRCALPHA))
        h = sum(r.get_height() for r in rows) + 2 * pad
        w = max([r.get_width() for r in rows] + [60]) + 2 * pad
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, PARCHMENT, s.get_rect(), 0, 8)
        pygame.draw.rect(s, GOLD, s.get_rect(), 2, 8)
        y = pad
        for r in rows:
            s.blit(r, (pad, y))
            y += r.get_height()
        return s

    def draw(self, surface: pygame.Surface, pos: tuple[int, int], title: str, body: str) -> pygame.Rect:
        key = (title, body)
        if key != self._key or self._surf is None:
            self._key = key
            self._surf = self._build(title, body)
            self.text = f"{title}\n{body}"
        r = self._surf.get_rect(topleft=(pos[0] + 18, pos[1] + 18))
        bounds = surface.get_rect()
        if r.right > bounds.right - 4:
            r.right = pos[0] - 12
        if r.bottom > bounds.bottom - 4:
            r.bottom = pos[1] - 12
        r.clamp_ip(bounds)
        surface.blit(self._surf, r)
        return r
