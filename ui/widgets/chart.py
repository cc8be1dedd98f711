"""A line chart of the scores per seat after each round (game-over screen).

The chart is drawn once into a surface (`surface()`), then blitted every frame.
Each seat's line carries its symbol at every point, so lines never differ by colour only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ui import palette
from ui.widgets.text import fit


def nice_step(top: int, ticks: int = 5) -> int:
    """A round tick step (1, 2, 5, 10, 20, 50...) giving about `ticks` lines up to `top`."""
    raw = max(1, top) / ticks
    step = 1
    while True:
        for m in (1, 2, 5):
            if step * m >= raw:
                return step * m
        step *= 10


class ScoreChart:
    def __init__(
        self,
        size: tuple[int, int],
        history: Sequence[Sequence[int]],
        names: Sequence[str],
        colours: Sequence[tuple[int, int, int]],
        symbols: Sequence[str],
        fonts: Any,
        round_label: str = "R{n}",
        start_label: str = "0",
        empty_text: str = "",
        title: str = "",
        labels: Sequence[str] | None = None,
    ) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.history = [list(r) for r in history]
        self.names = list(names)
        self.colours = list(colours)
        self.symbols = list(symbols)
        self.fonts = fonts
        self.round_label = round_label
        self.start_label = start_label
        self.empty_text = empty_text
        self.title = title
        # per history entry, the game's own name of the round it ended ("Age 2", "Era 1",
        # "Ragnarök"); without one for every entry, `round_label` numbers them
        self.labels = [str(x) for x in labels] if labels is not None and len(labels) == len(self.history) else None
        self._surface: pygame.Surface | None = None

    def points(self) -> list[list[int]]:
        """Per seat, its score at the start (0) and after each round."""
        n = len(self.names)
        return [[0] + [int(r[i]) if i < len(r) else 0 for r in self.history] for i in range(n)]

    def x_labels(self) -> list[str]:
        """The text under each point: the start, then each round's name."""
        if self.labels is not None:
            return [self.start_label] + self.labels
        return [self.start_label] + [self.round_label.format(n=i) for i in range(1, len(self.history) + 1)]

    def label_rects(self) -> list[pygame.Rect]:
        """Where each x label is drawn (in the chart's surface): never two overlapping."""
        self.surface()
        return list(self._label_rects)

    def surface(self) -> pygame.Surface:
        if self._surface is None:
            self._surface = self._draw()
        return self._surface

    def draw(self, target: pygame.Surface, pos: tuple[int, int]) -> None:
        target.blit(self.surface(), pos)

    def _draw(self) -> pygame.Surface:
        self._label_rects: list[pygame.Rect] = []
        w, h = self.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, palette.PANEL, surf.get_rect(), border_radius=12)
        pygame.draw.rect(surf, palette.PANEL_BORDER, surf.get_rect(), 2, border_radius=12)
        fonts = self.fonts
        top_pad = 16
        if self.title:
            img = fonts.render(self.title, "display-bold", 24, palette.GOLD)
            surf.blit(img, (20, 12))
            top_pad = 52
        series = self.points()
        if not self.history or not series:
            img = fonts.render(self.empty_text, "text", 18, palette.TEXT_DIM)
            surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
            return surf
        legend_h = 34 * ((len(self.names) + 2) // 3)
        texts = self.x_labels()
        n_x = len(series[0])
        gap = (w - 130) / (n_x - 1) if n_x > 1 else w - 130
        widths = [fonts.get("text", 16).size(tx)[0] for tx in texts]
        # labels wider than the space between two points take two staggered rows (each
        # then has twice the room); longer ones still are shortened to fit
        stagger = n_x > 1 and max(widths) > gap - 10
        room = int(2 * gap - 10) if stagger else int(gap - 10) if n_x > 1 else w - 130
        extra = 20 if stagger else 0
        plot = pygame.Rect(70, top_pad + 8, w - 130, h - top_pad - 8 - 44 - extra - legend_h)
        top = max(max(s) for s in series)
        step = nice_step(top)
        ymax = max(step, ((top + step - 1) // step) * step)

        def px(i: int) -> float:
            return plot.left + (plot.width * i / (n_x - 1) if n_x > 1 else plot.width / 2)

        def py(v: float) -> float:
            return plot.bottom - plot.height * v / ymax

        for v in range(0, ymax + 1, step):
            y = int(py(v))
            pygame.draw.line(surf, (44, 54, 68), (plot.left, y), (plot.right, y), 1)
            img = fonts.render(str(v), "text", 16, palette.TEXT_DIM)
            surf.blit(img, img.get_rect(midright=(plot.left - 10, y)))
        for i in range(n_x):
            x = int(px(i))
            pygame.draw.line(surf, (44, 54, 68), (x, plot.top), (x, plot.bottom), 1)
            text = texts[i] if widths[i] <= room else fit(fonts, texts[i], "text", 16, room)
            img = fonts.render(text, "text", 16, palette.TEXT_DIM)
            r = img.get_rect(midtop=(x, plot.bottom + 8 + (extra if stagger and i % 2 else 0)))
            r.clamp_ip(surf.get_rect())
            self._label_rects.append(r)
            surf.blit(img, r)
        pygame.draw.line(surf, palette.PANEL_BORDER, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surf, palette.PANEL_BORDER, plot.bottomleft, plot.topleft, 2)
        for seat, values in enumerate(series):
            colour = self.colours[seat] if seat < len(self.colours) else palette.STONE
            symbol = self.symbols[seat] if seat < len(self.symbols) else "circle"
            pts = [(px(i), py(v)) for i, v in enumerate(values)]
            if len(pts) > 1:
                if sum(colour) < 300:  # a dark seat colour gets a light halo to stand out
                    pygame.draw.lines(surf, palette.STONE, False, pts, 6)
                pygame.draw.lines(surf, colour, False, pts, 3)
            for p in pts:
                palette.draw_symbol(surf, symbol, p, 7, colour, width=1)
        # legend
        lx, ly = 30, plot.bottom + 44 + extra
        col_w = (w - 60) // 3
        for seat, name in enumerate(self.names):
            cx = lx + (seat % 3) * col_w
            cy = ly + (seat // 3) * 34
            colour = self.colours[seat] if seat < len(self.colours) else palette.STONE
            symbol = self.symbols[seat] if seat < len(self.symbols) else "circle"
            palette.draw_symbol(surf, symbol, (cx + 10, cy + 12), 9, colour)
            img = fonts.render(name, "text", 16, palette.TEXT)
            surf.blit(img, (cx + 28, cy + 2))
        return surf
