"""A story told step by step over the board (a battle, an enemy's turn): the steps appear
one by one, the bots wait until it is read, the wheel or the arrows scroll it, and
"Continue" (Enter, Space, a click on it) shows every step at once, then closes it.

    NarrationOverlay(board, title, steps, step_seconds=0.9, on_close=None, seats=None).open()

`steps` are lines of text, or (text, colour) pairs. A board opens one from its
`on_step` hook; nothing else is needed (the frame holds the bots while one is
open and no human decides).

Issue 33 (15): a told moment stays until each human it concerns (`seats`; None: every
human) has read it and pressed Continue: in hot seat it is told again for the next one
(named on it), and the frame's handoff waits until it closes. Bots never move it on.
With the setting "Move on by itself" it closes by itself after its steps and
READ_SECONDS (plus READ_PER_LINE a line)."""

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
READ_SECONDS = 2.5      # "move on by itself": the pause after the last step...
READ_PER_LINE = 0.4     # ...and this much more for each step, to read it


class NarrationOverlay(BoardOverlay):
    holds_bots = True

    def __init__(self, board: Any, title: str, steps: list[Any], step_seconds: float = 0.9,
                 on_close: Callable[[], None] | None = None, rect: pygame.Rect | None = None,
                 seats: list[int] | None = None, reword: Callable[[], tuple[str, list[Any]]] | None = None) -> None:
        super().__init__(board)
        # (title, steps) worded again in the language shown (a language change mid-story)
        self.reword = reword
        # the seats the story concerns (a battle's clans, everyone for a final scoring);
        # None: every human at the table
        self.seats = None if seats is None else list(seats)
        self.title = str(title)
        self.steps = self._steps(steps)
        self.step_seconds = step_seconds
        self.on_close = on_close
        self.age = 0.0
        self.scroll = 0                 # lines scrolled up from the newest shown
        self.box = pygame.Rect(rect) if rect is not None else self._default_box()
        self._lines: list[tuple[str, tuple[int, int, int]]] = []   # wrapped, built in update
        self._wrapped_for = -1
        self.read_by: list[int] = []     # the concerned humans who pressed Continue

    @staticmethod
    def _steps(steps: list[Any]) -> list[tuple[str, tuple[int, int, int]]]:
        return [(str(s[0]), tuple(s[1])) if isinstance(s, tuple) else (str(s), P.PARCHMENT) for s in steps]

    def on_resize(self, size: tuple[int, int]) -> None:
        """The language or the size changed: the story worded again (when it can be) and
        wrapped again, the steps shown so far kept."""
        super().on_resize(size)
        if self.reword is not None:
            title, steps = self.reword()
            if len(steps) == len(self.steps):
                self.title, self.steps = str(title), self._steps(steps)
        self._wrapped_for = -1

    # --- who reads it ------------------------------------------------------------------------
    def readers(self) -> list[int]:
        """The human seats this story concerns (seat order; conceded seats left out)."""
        sess = self.board.session
        humans = [s for s in sess.human_seats() if s not in set(sess.conceded)]
        return humans if self.seats is None else [s for s in humans if s in self.seats]

    def waiting(self) -> list[int]:
        """The concerned humans who have not read it yet; the one at the screen (the
        board's shown seat) first."""
        left = [s for s in self.readers() if s not in self.read_by]
        shown = getattr(self.board, "shown_seat", None)
        if shown in left:
            left.remove(shown)
            left.insert(0, shown)
        return left

    def reader(self) -> int | None:
        """The human who is to read it now (None: no human it concerns plays)."""
        left = self.waiting()
        return left[0] if left else None

    def auto(self) -> bool:
        """The setting "Move on by itself"."""
        return bool(getattr(getattr(self.app, "settings", None), "narration_auto", False))

    def read_seconds(self) -> float:
        """How long it stays open under "Move on by itself": its steps, then a pause."""
        return self.step_seconds * len(self.steps) + READ_SECONDS + READ_PER_LINE * len(self.steps)

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
        """Continue: the first press shows every step, the next one is the reader's
        "read": the story is told again for the next human it concerns, or closes."""
        if not self.all_shown():
            self.age = self.step_seconds * len(self.steps)
            return
        self.done_reading()

    def done_reading(self) -> None:
        """The reader on screen has read it: the next concerned human gets it told from
        the first step (hot seat), or it closes when none is left."""
        who = self.reader()
        if who is not None:
            self.read_by.append(who)
        if self.waiting():
            self.age, self.scroll = 0.0, 0
            self.board.invalidate()
            return
        self.close()

    def on_exit(self) -> None:
        if self.on_close is not None:
            cb, self.on_close = self.on_close, None
            cb()

    def button(self) -> pygame.Rect:
        """Continue, at the box's foot on the right: as wide as its words ("Gunnar:
        Continuar" was cut in a 144 px button at 1280x720), at most half the box."""
        from ui.widgets.buttons import button_width

        w = min(self.box.w // 2, button_width(self.board.fonts, self.continue_label(), 144))
        return pygame.Rect(self.box.right - 16 - w, self.box.bottom - 48, w, 36)

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
        # its reader clicks a choice of theirs beside it (the Valhalla Boon after a lost
        # battle): a story still being told shows all its steps; a story told whole takes
        # the click as their "read", and the click is the choice (it did nothing before)
        board = self.board
        if (not self.box.collidepoint(pos) and board.target_at(pos) is not None
                and self.reader() is not None and self.reader() == board.acting_human()):
            if not self.all_shown():
                self.go_on()        # still being told: the click shows every step first
                return False
            self.done_reading()
            if not self.is_open():
                return bool(board.click(pos))
        return False

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.go_on()
        elif event.key == pygame.K_UP:
            self.scroll += 1
        elif event.key == pygame.K_DOWN:
            self.scroll = max(0, self.scroll - 1)
        elif event.key == pygame.K_ESCAPE:
            self.done_reading()
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
        if (self.auto() or not self.board.session.human_seats()) and self.is_open() \
                and self.age >= self.read_seconds():
            # "move on by itself": for every reader at once; and a table of bots only
            # (nobody to read it) goes on at the pace, never stalls
            self.close()
            return
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
        who = self.reader()
        if who is not None and len(self.readers()) > 1:
            # hot seat: the human this telling is for, so the others wait their turn
            name = self.board.names[who]
            lab = f.render(fit(f, tr("narration.for", "For {name}", name=name), "text-bold", 17,
                               self.button().x - box.x - PAD - 16),
                           "text-bold", 17, P.GOLD)
            surface.blit(lab, (box.x + PAD, self.button().centery - lab.get_height() // 2))
        y = box.y + 52
        for ln, colour in self.visible_lines():
            surface.blit(f.render(ln, "text", 17, colour), (box.x + PAD, y))
            y += LINE_H
        b = self.button()
        label = self.continue_label()
        draw_button(surface, f, b, label, hover=b.collidepoint(self.board.mouse), primary=True)
