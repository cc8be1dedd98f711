"""Between two human seats in a game with hidden information: a full screen that hides
the table and names the next player; its button or Enter when they are ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ui import palette
from ui.i18n import t
from ui.scenes.base import UIScene

GUARD_SECONDS = 0.3  # ignore input this long, so a click meant for the board does not pass through


class HandoffScene(UIScene):
    overlay = False  # the table underneath is not drawn at all

    def __init__(self, app: Any, player_name: str, on_ready: Callable[[], None]) -> None:
        self.player_name = player_name
        self.on_ready = on_ready
        self.age = 0.0
        self.done = False
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        self.button("ready", (w // 2 - 180, h // 2 + 90, 360, 60), t("handoff.ready"), self.ready,
                    cls="primary_button")

    def ready(self) -> None:
        """Leave the handoff screen (pop it), then call on_ready."""
        if self.done:
            return
        self.done = True
        if self.app.top is self:
            self.app.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.age < GUARD_SECONDS:
            return
        super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        # only the button (a click on it) or Enter: a stray key or click of the player
        # who just moved must not show the table to the next one
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()

    def update(self, dt: float) -> None:
        self.age += dt
        super().update(dt)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        r = pygame.Rect(0, 0, 900, 420)
        r.center = (w // 2, h // 2 - 20)
        self.panel(surface, r, border=palette.GOLD, radius=18)
        self.text(surface, t("handoff.pass_to"), (w // 2, r.y + 50), size=24, colour=palette.TEXT_DIM,
                  anchor="midtop")
        self.text(surface, self.player_name, (w // 2, r.y + 110), role="display-bold", size=72,
                  colour=palette.GOLD, anchor="midtop")
        self.text(surface, t("handoff.hint"), (w // 2, r.y + 230), size=20, colour=palette.TEXT, anchor="midtop")

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d["player"] = self.player_name
        return d
