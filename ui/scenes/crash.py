"""Shown when a scene raised an unexpected error: what happened, where the details were
written, and a way back to the title screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from ui import palette
from ui.i18n import t
from ui.scenes.base import UIScene


class CrashScene(UIScene):
    def __init__(self, app: Any, message: str, log_path: Path | None = None) -> None:
        self.message = str(message)
        self.log_path = log_path
        self._lines: list[str] | None = None
        super().__init__(app)

    def build(self) -> None:
        w, _ = self.app.size
        self.button("title", (w // 2 - 180, 590, 360, 60), t("crash.title_button"), self.app.go_to_title,
                    cls="primary_button")
        self.button("quit", (w // 2 - 180, 666, 360, 52), t("crash.quit"), self.app.quit)

    def lines(self) -> list[str]:
        if self._lines is None:
            fonts = self.app.fonts
            msg = self.message if len(self.message) < 600 else self.message[:600] + "…"
            self._lines = fonts.wrap(msg, "text", 20, 1100)[:8]
        return self._lines

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = self.app.size
        r = pygame.Rect(w // 2 - 640, 150, 1280, 400)
        self.panel(surface, r, border=palette.DANGER, radius=16)
        self.text(surface, t("crash.heading"), (w // 2, r.y + 30), role="display-bold", size=48,
                  colour=palette.GOLD, anchor="midtop")
        y = r.y + 120
        for line in self.lines():
            self.text(surface, line, (r.x + 90, y), size=20, colour=palette.TEXT)
            y += 30
        y += 20
        self.text(surface, t("crash.saved"), (r.x + 90, y), size=18, colour=palette.TEXT_DIM)
        y += 40
        where = str(self.log_path) if self.log_path else t("crash.no_log")
        self.text(surface, t("crash.log", path=where), (r.x + 90, y), size=16, colour=palette.TEXT_DIM)

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(message=self.message, log=str(self.log_path) if self.log_path else None)
        return d
