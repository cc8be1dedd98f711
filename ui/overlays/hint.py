"""The hint ("Ask the bot") over the board: its panel and the numbered marks on the
suggested actions' targets. Not modal: every event reaches the board (B hides it there,
a click on a target plays it); it goes when the board has no hint to show."""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.hint import CLEAR
from ui.boards.targets import Target
from ui.overlays.base import BoardOverlay
from ui.widgets.hint import badge_pos, badge_rect, hint_table, label_rects, mark_target


class HintOverlay(BoardOverlay):
    covers = False
    modal = False

    def __init__(self, board: Any) -> None:
        super().__init__(board)
        # (target, k, its words, other words): the k-th row's targets
        self.marked: list[tuple[Any, int, list, list]] = []
        self.badges: list[pygame.Rect] = []         # where the numbers go (laid out in update)
        self.rect: pygame.Rect | None = None        # the panel, laid out in update
        self._key: tuple | None = None

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.is_open():
            self.lay_out()

    def lay_out(self) -> None:
        """Place the panel where it covers no legal target, draft card or button on the
        board (large areas count less), and find where each mark's number goes clear of
        the words of its target and of every button."""
        b = self.board
        h = b.shown_hint()
        if h is None or not b.hint_visible():
            self.rect = None
            self.marked = []
            self.badges = []
            return
        key = (id(h), h.done, b._dyn_key)
        if key == self._key and self.rect is not None:
            return
        self._key = key
        board = b.layout.BOARD
        avoid = [r for r, _label, _key in b.buttons if board.colliderect(r)]
        weak: list[pygame.Rect] = []
        for t in b.targets:
            if t.shape == "region":
                weak.append(t.rect)
            else:
                avoid.append(t.rect.inflate(8, 8))
        rows: list = []
        verdict = CLEAR
        marked = []
        if h.done and not h.error:
            rows, actions, verdict = hint_table(h.suggestions, b.action_text, {repr(t.action) for t in b.targets})
            words = [w for r, label, _k in b.buttons for w in label_rects(b.fonts, Target(r, None, "button"), label)]
            for k, acts in enumerate(actions, 1):
                for t in b.targets:
                    if t.action in acts:
                        labels = self._labels(t)
                        marked.append((t, k, labels, [w for w in words if w not in labels]))
                        avoid.append(t.rect.inflate(30, 30))
        self.marked = marked
        # where each number goes (mark_target puts it there when drawing)
        self.badges = [badge_rect(badge_pos(t, labels, words, b.layout.SCREEN.size)) for t, _k, labels, words in marked]
        self.rect = b.hint_panel.lay_out(board, rows, thinking=not h.done, error=h.error, name=b.names[h.seat],
                                         avoid=avoid, verdict=verdict, weak=weak)

    def _labels(self, t: Any) -> list[pygame.Rect]:
        """The words drawn on a target: a button's label, a card's title and texts."""
        b = self.board
        if t.shape == "button":
            label = next((lab for r, lab, _k in b.buttons if pygame.Rect(r) == t.rect), "")
            return label_rects(b.fonts, t, label)
        if t.shape == "card" and t.card is not None:
            try:
                face = b.card_face(t.card)
            except Exception:  # noqa: BLE001 - a card the board cannot face: no words known
                return []
            return label_rects(b.fonts, t, face=face)
        return []

    def needs_redraw(self) -> bool:
        h = self.board.shown_hint()
        return h is not None and not h.done      # its dots pulse while the bot thinks

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect is None:
            return
        b = self.board
        b.hint_panel.blit(surface, b.time)
        for t, k, labels, words in self.marked:
            mark_target(surface, b.fonts, t, k, labels, words)
