"""A story told step by step over the board (a battle, an enemy's turn): the steps appear
one by one, the bots wait until it is read, the wheel or the arrows scroll it, and
"Continue" (Enter, Space, a click on it) shows every step at once, then closes it.

    NarrationOverlay(board, title, steps, step_seconds=0.9, on_close=None, seats=None).open()

`steps` are lines of text, or (text, colour) pairs. A board opens one from its
`on_step` hook; nothing else is needed (the frame holds the bots while one is
open and no human decides)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ui import palette as P
from ui.overlays.base import BoardOverlay
from ui.widgets.buttons import draw_button
from ui.widgets.text import fit, tr

LINE_H = 24
PAD = 16


class NarrationOverlay(BoardOverlay):
    holds_bots = True

    def __init__(self, board: Any, title: str, steps: list[Any], step_seconds: float = 0.9,
                 on_close: Callable[[], None] | None = None, rect: pygame.Rect | None = None,
                 seats: list[int] | None = None) -> None:
        super().__init__(board)
        # the seats the story concerns (a battle's clans, everyone for a final scoring);
        # None: every human at the table
        self.seats = None if seats is None else list(seats)
        self.title = str(title)
        self.steps: list[tuple[str, tuple[int, int, int]]] = [
            (str(s[0]), tuple(s[1])) if isinstance(s, tuple) else (str(s), P.PARCHMENT) for s in steps]
        self.step_seconds = step_seconds
        self.on_close = on_close
        self.age = 0.0
        self.scroll = 0                 # lines scrolled up from the newest shown
        self.box = pygame.Rect(rect) if rect is not None else self._default_box()
        self._lines: list[tuple[str, tuple[int, int, int]]] = []   # wrapped, built in update
        self._wrapped_for = -1

    def _default_box(self) -> pygame.Rect:
        board = self.board.layout.BOARD
        r = pygame.Rect(0, 0, min(760, board.w - 40), min(420, board.h - 40))
        r.center = board.center
        return r

    # --- reading -------------------------------------------------------------------------
    def shown(self) -> int:
        """How many steps are shown now (all once the reader pressed Continue)."""
        if self.step_seconds <= 0:
            return len(self.steps)
        return min(len(self.steps), 1 + int(self.age / self.step_seconds))

    def all_shown(self) -> bool:
        return self.shown() >= len(self.steps)

    def go_on(self) -> None:
        """Continue: the first press shows every step, the next one closes the story."""
        if not self.all_shown():
            self.age = self.step_seconds * len(self.steps)
            return
        self.close()

    def on_exit(self) -> None:
        if self.on_close is not None:
            cb, self.on_close = self.on_close, None
            cb()

    def button(self) -> pygame.Rect:
        return pygame.Rect(self.box.right - 160, self.box.bottom - 48, 144, 36)

    def continue_label(self) -> str:
        """The Continue button's text (a subclass may name whose Continue it waits for)."""
        return tr("summary.continue", "Continue")

    def rows(self) -> int:
        return max(1, (self.box.h - 48 - 56) // LINE_H)

    # --- events ---------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEWHEEL and self.box.collidepoint(self.board.mouse):
            self.scroll = max(0, self.scroll + int(event.y))
            return None
        return super().process_event(event)

    def click(self, pos: tuple[int, int]) -> bool:
        if self.button().collidepoint(pos):
            self.go_on()
        return False

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.go_on()
        elif event.key == pygame.K_UP:
            self.scroll += 1
        elif event.key == pygame.K_DOWN:
            self.scroll = max(0, self.scroll - 1)
        elif event.key == pygame.K_ESCAPE:
            self.close()
        else:
            return event
        return None

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        before = self.shown()
        self.age += dt
        if self.shown() != before:
            self.scroll = 0             # a new step: back to the newest
        super().update(dt)
        self._wrap()

    def _wrap(self) -> None:
        n = self.shown()
        if n == self._wrapped_for:
            return
        f = self.board.fonts
        out = []
        for text, colour in self.steps[:n]:
            for ln in f.wrap(text, "text", 17, self.box.w - 2 * PAD) or [""]:
                out.append((ln, colour))
        self._lines, self._wrapped_for = out, n

    def needs_redraw(self) -> bool:
        return not self.all_shown()

    def visible_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        rows = self.rows()
        end = max(0, len(self._lines) - min(self.scroll, max(0, len(self._lines) - rows)))
        return self._lines[max(0, end - rows):end]

    def draw(self, surface: pygame.Surface) -> None:
        f = self.board.fonts
        box = self.box
        pygame.draw.rect(surface, P.PANEL, box, 0, 12)
        pygame.draw.rect(surface, P.GOLD, box, 2, 12)
        t = f.render(fit(f, self.title, "display-bold", 24, box.w - 2 * PAD), "display-bold", 24, P.GOLD)
        surface.blit(t, (box.x + PAD, box.y + 12))
        y = box.y + 52
        for ln, colour in self.visible_lines():
            surface.blit(f.render(ln, "text", 17, colour), (box.x + PAD, y))
            y += LINE_H
        b = self.button()
        label = self.continue_label()
        draw_button(surface, f, b, label, hover=b.collidepoint(self.board.mouse), primary=True)
