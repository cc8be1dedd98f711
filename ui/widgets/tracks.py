"""A horizontal score track: ticks every 5 points (labelled every 10), each seat's
marker (its symbol in its colour) at its score, stacked when several share a value."""

from __future__ import annotations

import pygame

from ui.palette import PANEL, PANEL_BORDER, TEXT_DIM, draw_symbol
from ui.widgets.pieces import outline_for


class ScoreTrack:
    def __init__(self, fonts, rect: pygame.Rect) -> None:
        self.fonts = fonts
        self.rect = pygame.Rect(rect)
        self._bg: pygame.Surface | None = None
        self._bg_key: tuple | None = None

    def scale_max(self, scores: list[int]) -> int:
        top = max(scores + [0])
        m = 50
        while m < top + 5:
            m += 25
        return m

    def x_of(self, value: int, maximum: int) -> float:
        inner = self.rect.inflate(-40, 0)
        return inner.x + inner.w * min(value, maximum) / maximum

    def _background(self, maximum: int) -> pygame.Surface:
        key = (self.rect.size, maximum)
        if self._bg is None or self._bg_key != key:
            s = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            r = s.get_rect()
            pygame.draw.rect(s, PANEL, r, 0, 8)
            pygame.draw.rect(s, PANEL_BORDER, r, 2, 8)
            inner = r.inflate(-40, 0)
            y = r.h // 2 + 4
            pygame.draw.line(s, PANEL_BORDER, (inner.x, y), (inner.right, y), 3)
            for v in range(0, maximum + 1, 5):
                x = inner.x + inner.w * v / maximum
                big = v % 10 == 0
                pygame.draw.line(s, TEXT_DIM, (x, y - (7 if big else 4)), (x, y + (7 if big else 4)), 2 if big else 1)
                if big and v % (20 if maximum > 100 else 10) == 0:
                    lab = self.fonts.render(str(v), "text", 16, TEXT_DIM)
                    s.blit(lab, lab.get_rect(midbottom=(x, y - 8)))
            self._bg, self._bg_key = s, key
        return self._bg

    def marker_positions(self, scores: list[int]) -> list[tuple[float, float]]:
        maximum = self.scale_max(scores)
        y = self.rect.y + self.rect.h // 2 + 4
        used: dict[int, int] = {}
        out = []
        for v in scores:
            k = used.get(v, 0)
            used[v] = k + 1
            out.append((self.x_of(v, maximum) + k * 7, y + 12 - k * 4))
        return out

    def draw(self, surface: pygame.Surface, scores: list[int], symbols: list[str], colours: list[tuple]) -> None:
        maximum = self.scale_max(scores)
        surface.blit(self._background(maximum), self.rect)
        for (x, y), sym, col in zip(self.marker_positions(scores), symbols, colours):
            draw_symbol(surface, sym, (x, y), 8, col, outline_for(col), 2)
