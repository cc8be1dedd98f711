"""Short notices over the board (a save made, a key that does nothing now, a bot's
error): one at a time, for a few seconds, where the board's `toast_point` says."""

from __future__ import annotations

from typing import Any

import pygame

from ui import palette as P


class Toast:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.text = ""
        self.until = 0.0

    def show(self, text: str, seconds: float = 2.5) -> None:
        self.text = str(text)
        self.until = self.frame.time + seconds

    def shown(self) -> str:
        """The notice on screen now ("" when none)."""
        return self.text if self.text and self.frame.time < self.until else ""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown():
            return
        fr = self.frame
        # a long message (a save loaded from an older copy or version) wraps
        board = fr.layout.BOARD
        lines = fr.fonts.wrap(self.text, "text-bold", 18, board.w - 120)
        surfs = [fr.fonts.render(x, "text-bold", 18, P.INK) for x in lines]
        if not surfs:
            return
        w = max(x.get_width() for x in surfs)
        h = sum(x.get_height() for x in surfs)
        r = pygame.Rect(0, 0, w + 24, h + 12)
        r.midtop = fr.toast_point()
        r.clamp_ip(board)
        pygame.draw.rect(surface, P.PARCHMENT, r, 0, 8)
        pygame.draw.rect(surface, P.GOLD, r, 2, 8)
        y = r.y + 6
        for x in surfs:
            surface.blit(x, x.get_rect(midtop=(r.centerx, y)))
            y += x.get_height()
