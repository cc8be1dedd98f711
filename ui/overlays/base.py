"""The unit of the board's overlays: a scene over a board that gets the events first and
passes on what it does not keep (`process_event` returns the event to pass it down, or
None to keep it); `draw` changes nothing."""

from __future__ import annotations

from typing import Any

import pygame

from ui.scene import Scene


class BoardOverlay(Scene):
    overlay = True        # the board (and the overlays between) are drawn first
    covers = True         # the board under it shows no hover, glow under the mouse or tooltip
    modal = True          # takes the board's clicks (a test's board.click goes here first)
    holds_bots = False    # the bots wait while it is open (a story being read)

    def __init__(self, board: Any) -> None:
        super().__init__(board.app)
        self.board = board

    # --- events -----------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Handle one event: return it to pass it down (to the overlay or board below), or
        None to keep it. By default the mouse's moves and wheel pass, the rest is kept."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            return event
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
            return None
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on this overlay; True if it applied an action."""
        return False

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A key: None when kept (the default), else the event to pass down."""
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        passed = self.process_event(event)
        if passed is not None:
            self.pass_down(passed)

    def pass_down(self, event: pygame.event.Event) -> None:
        below = self.below()
        if isinstance(below, BoardOverlay) and below.board is self.board:
            below.handle_event(event)
        else:
            self.board.frame_event(event)

    def below(self) -> Scene | None:
        stack = self.app.stack
        i = stack.index(self) if self in stack else -1
        return stack[i - 1] if i > 0 else None

    # --- the rest of the scene protocol ------------------------------------------------------
    def update(self, dt: float) -> None:
        """The table goes on under the overlay (bots, slides, timers)."""
        self.board.update(dt)
        self.board.refresh()

    def needs_redraw(self) -> bool:
        return False

    def open(self) -> BoardOverlay:
        """Push this overlay on the app's stack (over the board and its other overlays)."""
        self.app.push(self)
        return self

    def close(self) -> None:
        """Take this overlay off the stack, wherever it is in it."""
        stack = self.app.stack
        if self not in stack:
            return
        was_top = stack[-1] is self
        stack.remove(self)
        self.on_exit()
        if was_top and stack:
            stack[-1].on_enter()     # as App.pop does (never ends the app: the board stays)
        self.board.invalidate()

    def is_open(self) -> bool:
        return self in self.app.stack

    def describe(self) -> dict[str, Any]:
        return {"scene": type(self).__name__, "board": type(self.board).__name__}


def overlays_of(board: Any, kind: type | None = None) -> list[BoardOverlay]:
    """The overlays of `board` on the app's stack (bottom first), of one kind if given."""
    stack = getattr(board.app, "stack", None) or []
    return [s for s in stack if isinstance(s, BoardOverlay) and s.board is board
            and (kind is None or isinstance(s, kind))]
