"""Asgard's moments told over the board: the battle phase and Ragnarök, world by world,
as one `NarrationOverlay` per step that has any (a later step's moments are added to
the one open). The board draws the panel of the moment shown (`AsgardBoard._draw_moment`
on its dynamic layer, with its Continue button); this overlay holds the moments, holds
the bots while they are read, and moves on only when a human presses Continue (Enter,
Space or the panel's button). A table of bots only goes on by itself at the animation
pace. A human whose decision is pending may act at once: clicks pass to the board."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ui.overlays import NarrationOverlay


class MomentsOverlay(NarrationOverlay):
    modal = False        # the board takes the clicks (the panel's Continue is its button)
    covers = False       # the board keeps its hover and glow (the panel blocks tips: tip_blockers)

    def __init__(self, board: Any, moments: list, pace: float, rect: pygame.Rect,
                 on_close: Callable[[], None] | None = None, before: Any = None) -> None:
        super().__init__(board, moments[0].title if moments else "", [m.title for m in moments],
                         step_seconds=pace, on_close=on_close, rect=rect)
        self.moments = list(moments)    # the first is on the panel now
        # the position before the step told here: the table shows it until the story is
        # read when the step ended the game (nothing of the outcome before it is told)
        self.before = before

    def add(self, moments: list) -> None:
        """A later step's moments, read after these."""
        self.moments.extend(moments)
        self.steps.extend((m.title, (0, 0, 0)) for m in moments)

    def on_resize(self, size: tuple[int, int]) -> None:
        """The language changed: each moment still to read worded again from what it was
        told from (its uid kept: the board draws it as the same panel)."""
        super().on_resize(size)
        again = getattr(self.board, "moments_again", None)
        for m in self.moments:
            fresh = again(m) if again is not None else None
            if fresh is not None:
                m.title, m.left, m.right, m.lines = fresh.title, fresh.left, fresh.right, fresh.lines
        # the steps still to read are the moments' titles (the read ones were popped)
        k = len(self.moments)
        if k and len(self.steps) >= k:
            self.steps[-k:] = [(m.title, colour) for m, (_t, colour) in zip(self.moments, self.steps[-k:])]
            self.title = self.moments[0].title
        self.board.invalidate()

    def by_itself(self) -> bool:
        """No human at the table: the moments go on at the animation pace."""
        return not self.board.session.human_seats()

    def go_on(self) -> None:
        """Continue: the next moment, and after the last one the story closes."""
        if self.moments:
            self.moments.pop(0)
        self.age = 0.0
        self.board.invalidate()
        if not self.moments:
            self.close()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.go_on()
            return None
        return event         # everything else is the board's (its Continue button too)

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.moments:          # put away from outside
            self.close()
        elif self.by_itself() and self.age >= self.step_seconds:
            self.go_on()
        self.board.update(dt)
        self.board.refresh()

    def needs_redraw(self) -> bool:
        return False          # the board redraws when the panel changes (invalidate)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing of its own: the board drew the panel on its layer."""
