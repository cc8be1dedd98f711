"""The hint ("Ask the bot") over the board: its panel and the numbered marks on the
suggested actions' targets. Not modal: every event reaches the board (B hides it there,
a click on a target plays it); it goes when the board has no hint to show."""

from __future__ import annotations

from typing import Any

import pygame

from ui.overlays.base import BoardOverlay
from ui.widgets.hint import mark_target


class HintOverlay(BoardOverlay):
    covers = False
    modal = False

    def __init__(self, board: Any) -> None:
        super().__init__(board)
        self.marked: list[tuple[Any, int]] = []     # (target, k): the k-th suggestion's targets
        self.rect: pygame.Rect | None = None        # the panel, laid out in update
        self._key: tuple | None = None

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.is_open():
            self.lay_out()

    def lay_out(self) -> None:
        """Place the panel clear of the buttons and of the marked targets on the board."""
        b = self.board
        h = b.shown_hint()
        if h is None or not b.hint_visible():
            self.rect = None
            self.marked = []
            return
        key = (id(h), h.done, b._dyn_key)
        if key == self._key and self.rect is not None:
            return
        self._key = key
        avoid = [r for r, _label, _key in b.buttons if b.layout.BOARD.colliderect(r)]
        marked = []
        if h.done and not h.error:
            for k, s in enumerate(h.suggestions, 1):
                for t in b.targets:
                    if t.action == s.action:
                        marked.append((t, k))
                        avoid.append(t.rect.inflate(30, 30))
        self.marked = marked
        self.rect = b.hint_panel.lay_out(b.layout.BOARD, b.hint_rows(h) if h.done else [], thinking=not h.done,
                                         error=h.error, name=b.names[h.seat], avoid=avoid)

    def needs_redraw(self) -> bool:
        h = self.board.shown_hint()
        return h is not None and not h.done      # its dots pulse while the bot thinks

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect is None:
            return
        b = self.board
        b.hint_panel.blit(surface, b.time)
        for t, k in self.marked:
            mark_target(surface, b.fonts, t, k)
