"""Learn to play, from the title screen: the four games, each a guided first game
(ui/guide) against `easy` bots; Back returns to the title."""

from __future__ import annotations

import pygame

from ui import palette
from ui.guide import LESSONS, lesson_for, start
from ui.scenes.base import UIScene, game_title
from ui.widgets.text import tr


class LearnScene(UIScene):
    message_align = "center"

    def build(self) -> None:
        w, h = self.app.size
        bw, bh, gap = 760, 56, 14   # wide enough for "Tiny Epic Vikings · ..." in every language
        y = 250
        for gid in LESSONS:
            lesson = lesson_for(gid)
            n = lesson.players - 1 if lesson is not None else 0
            game = game_title(lesson.game_id if lesson is not None else gid)
            label = (tr("guide.choose_solo", "{game} · solo, against the enemy clan", game=game) if n == 0
                     else tr("guide.choose_game", "{game} · against {n} easy bot(s)", game=game, n=n))
            self.button(f"learn:{gid}", (w // 2 - bw // 2, y, bw, bh), label, lambda g=gid: self.begin(g),
                        cls="menu_button")
            y += bh + gap
        self.button("back", (w // 2 - bw // 2, y + 24, bw, 52), tr("common.back", "Back"), self.app.pop)
        self.message_rect = pygame.Rect(w // 2 - 560, h - 90, 1120, 56)

    def begin(self, game_id: str) -> None:
        err = start(self.app, game_id)
        if err:
            self.show_message(err)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = self.app.size
        self.text(surface, tr("guide.choose_title", "Learn to play"), (w // 2, 90), role="display-bold", size=48,
                  colour=palette.GOLD, anchor="midtop")
        self.text(surface, tr("guide.choose_sub", "A guided first game: each step says what to do and why, with "
                              "the place to click lit in gold."), (w // 2, 170), size=20, colour=palette.TEXT_DIM,
                  anchor="midtop")
