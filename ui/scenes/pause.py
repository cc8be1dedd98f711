"""The pause menu, drawn over the dimmed board: resume, save as, load, settings, rules,
concede, quit to title."""

from __future__ import annotations

import re
import time
from typing import Any

import pygame
import pygame_gui

from ui import palette
from ui.i18n import t
from ui.scenes.base import UIScene, game_title
from ui.widgets.text import error_text, progress_text, tr

PANEL = pygame.Rect(0, 0, 560, 674)


def default_save_name(game_id: str) -> str:
    name = f"{game_title(game_id)} {time.strftime('%Y-%m-%d %Hh%M')}"
    return re.sub(r"[^\w .\-()'!,&+]", "", name)[:64]


class PauseScene(UIScene):
    overlay = True
    dim_below = True

    def __init__(self, app: Any, session: Any) -> None:
        self.session = session
        self.panel_rect = PANEL.copy()
        away = getattr(session, "away_seats", None)
        self.away: list[int] = away() if away is not None else []   # players on other computers who left
        if self.away:
            self.panel_rect.h += 62
        self.panel_rect.center = (app.size[0] // 2, app.size[1] // 2)
        super().__init__(app)

    def build(self) -> None:
        r = self.panel_rect
        x, bw = r.x + 60, r.width - 120
        y = r.y + 126
        self.button("resume", (x, y, bw, 54), t("pause.resume"), self.app.pop, cls="primary_button")
        y += 70
        self.label((x, y, bw, 30), t("pause.save_as"), cls="dim")
        y += 32
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x, y, bw - 150, 50), self.manager,
            initial_text=default_save_name(getattr(self.session.spec, "id", "")))
        self.name_entry.set_text_length_limit(64)
        self.button("save", (x + bw - 140, y, 140, 50), t("pause.save"), self.save)
        y += 54
        self.message_rect = pygame.Rect(x, y - 2, bw, 48)
        y += 54
        for name, action in (("load", self._load), ("settings", self._settings), ("rules", self._rules),
                             ("concede", self._concede), ("quit", self.app.go_to_title)):
            self.button(name, (x, y, bw, 50), t(f"pause.{name}"), action,
                        cls="danger_button" if name in ("quit", "concede") else None,
                        enabled=name != "concede" or self._conceding_seat() is not None)
            y += 62
        if self.away:
            names = ", ".join(self.session.names[i] for i in self.away)
            self.button("to_bot", (x, y, bw, 50), tr("pause.to_bot", "A bot plays on for {names}", names=names),
                        self._to_bot)

    def _to_bot(self) -> None:
        """The players on other computers who left: bots of this window play their seats."""
        for seat in self.away:
            self.session.to_bot(seat)
        self.app.pop()

    def _conceding_seat(self) -> int | None:
        """The human who concedes: the one deciding now, else the first human seated
        (None when no human plays or the game is over)."""
        sess = self.session
        if getattr(sess, "finished", True) or not hasattr(sess, "concede") or not getattr(sess, "can_concede", True):
            return None
        pending = sess.pending_humans()
        humans = sess.human_seats()
        return pending[0] if pending else (humans[0] if humans else None)

    def _concede(self) -> None:
        """Concede (pressed twice: the first press asks): the game ends now, recorded
        as conceded; the results follow."""
        seat = self._conceding_seat()
        if seat is None:
            return
        if not getattr(self, "_concede_asked", False):
            self._concede_asked = True
            self.show_message(t("pause.concede_again", name=self.session.names[seat]))
            return
        if self.session.concede(seat):
            self.app.pop()

    def save(self) -> None:
        from saves import SaveError

        name = self.name_entry.get_text().strip()
        try:
            path = self.session.save_as(name)
        except SaveError as e:
            self.show_message(error_text(e))
            return
        self.show_message(t("pause.saved", name=getattr(path, "stem", name)), error=False)


    def _load(self) -> None:
        from ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def _settings(self) -> None:
        from ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.app.push(RulesScene.open(self.app, getattr(self.session.spec, "id", "midgard")))

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.name_entry:
            self.save()

    def draw_content(self, surface: pygame.Surface) -> None:
        r = self.panel_rect
        self.panel(surface, r, border=palette.GOLD, radius=16)
        self.text(surface, t("pause.title"), (r.centerx, r.y + 22), role="display-bold", size=44,
                  colour=palette.GOLD, anchor="midtop")
        gid = getattr(self.session.spec, "id", "")
        label = progress_text(self.session.state.progress(), gid)
        sub = game_title(gid) + (f" · {label}" if label else "")
        self.text(surface, sub, (r.centerx, r.y + 84), size=18, colour=palette.TEXT_DIM, anchor="midtop")
