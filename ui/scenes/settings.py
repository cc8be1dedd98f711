"""Settings: language, text size, animation speed, pause between bot moves, hard-bot thinking time,
sound volume and mute, full screen and window size. Changes apply on Save; Back leaves
them as they were. The language and the text size are the exceptions: a click shows the
whole program in it at once (and remembers it), so that the rest of this screen is read
in it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pygame_gui

from ui import i18n, palette, sound
from ui.i18n import t
from ui.scenes.base import UIScene
from ui.settings import ANIMATION_ORDER, BOT_BUDGET_RANGE, KEEP_FINISHED_CHOICES, TEXT_SIZES, WINDOW_SIZES
from ui.widgets.text import tr

BOT_PAUSE_MAX = 3.0
BUDGET_MAX = 10.0


class SettingsScene(UIScene):
    def __init__(self, app: Any) -> None:
        self.draft = replace(app.settings)
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        x0, x1, y, row = 200, 640, 120, 54
        d = self.draft
        self.label((x0, y, 420, 48), tr("settings.language", "Language"))
        current = i18n.language()
        for k, (code, name) in enumerate(i18n.LANGUAGES.items()):
            # each language by its own name, whatever the language shown
            b = self.button(f"lang:{code}", (x1 + k * 156, y, 148, 48), name,
                            lambda c=code: self.set_language(c), cls="toggle")
            if code == current:
                b.select()
        y += row
        self.label((x0, y, 420, 48), tr("settings.text_size", "Text size"))
        for k, pct in enumerate(TEXT_SIZES):
            b = self.button(f"text:{pct}", (x1 + k * 170, y, 160, 48), f"{pct} %",
                            lambda p=pct: self.set_text_size(p), cls="toggle")
            if self.app.settings.text_size == pct:
                b.select()
        y += row
        self.label((x0, y, 420, 48), t("settings.animation"))
        for k, speed in enumerate(ANIMATION_ORDER):
            b = self.button(f"anim:{speed}", (x1 + k * 170, y, 160, 48), t(f"settings.anim.{speed}"),
                            lambda s=speed: self._set("animation_speed", s), cls="toggle")
            if d.animation_speed == speed:
                b.select()
        y += row
        self.label((x0, y, 420, 48), t("settings.bot_pause"))
        self.pause_slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x1, y + 4, 500, 40), min(d.bot_pause, BOT_PAUSE_MAX), (0.0, BOT_PAUSE_MAX), self.manager,
            click_increment=0.1)
        self.pause_value = self.label((x1 + 520, y, 200, 48), t("settings.seconds", s=f"{d.bot_pause:.1f}"))
        y += row
        self.label((x0, y, 420, 48), t("settings.bot_budget"))
        self.budget_slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x1, y + 4, 500, 40), min(max(d.bot_budget, BOT_BUDGET_RANGE[0]), BUDGET_MAX),
            (BOT_BUDGET_RANGE[0], BUDGET_MAX), self.manager, click_increment=0.5)
        # the setting caps each decision and scales the thinking time of a round (game.ai.pace)
        self.budget_value = self.label((x1 + 520, y, 300, 48), tr("settings.per_move", "at most {s} s a move",
                                                                  s=f"{d.bot_budget:.1f}"))
        y += row
        self.label((x0, y, 420, 48), t("settings.confirm_end_turn"))
        for k, on in enumerate((False, True)):
            b = self.button(f"confirm:{int(on)}", (x1 + k * 170, y, 160, 48), t("common.on" if on else "common.off"),
                            lambda on=on: self._set("confirm_end_turn", on), cls="toggle")
            if d.confirm_end_turn == on:
                b.select()
        y += row
        self.label((x0, y, 420, 48), tr("settings.narration_auto", "Move on by itself"))
        for k, on in enumerate((False, True)):
            b = self.button(f"narr:{int(on)}", (x1 + k * 170, y, 160, 48), t("common.on" if on else "common.off"),
                            lambda on=on: self._set("narration_auto", on), cls="toggle")
            if d.narration_auto == on:
                b.select()
        self.label((x1 + 350, y, 1420 - x1 - 350, 48),
                   tr("settings.narration_note", "(a told battle or turn, after a pause to read it)"), cls="dim")
        y += row
        self.label((x0, y, 420, 48), tr("settings.volume", "Sound volume"))
        self.volume_slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x1, y + 4, 500, 40), round(d.volume * 100), (0, 100), self.manager, click_increment=10)
        self.volume_value = self.label((x1 + 520, y, 80, 48), f"{round(d.volume * 100)} %")
        b = self.button("mute", (x1 + 610, y, 140, 48), tr("settings.mute", "Mute"),
                        lambda: self._set("muted", not self.draft.muted), cls="toggle")
        if d.muted:
            b.select()
        y += row
        self.label((x0, y, 420, 48), t("settings.fullscreen"))
        for k, on in enumerate((False, True)):
            b = self.button(f"full:{int(on)}", (x1 + k * 170, y, 160, 48), t("common.on" if on else "common.off"),
                            lambda on=on: self._set("fullscreen", on), cls="toggle")
            if d.fullscreen == on:
                b.select()
        y += row
        self.label((x0, y, 420, 48), t("settings.window_size"))
        # only sizes that fit this screen: a window never runs off it (the table is
        # scaled into whatever size the window has)
        choices = self.app.window_choices() if hasattr(self.app, "window_choices") else list(WINDOW_SIZES)
        for k, size in enumerate(choices):
            b = self.button(f"size:{size[0]}x{size[1]}", (x1 + k * 170, y, 160, 48), f"{size[0]} × {size[1]}",
                            lambda s=size: self._set("window_size", s), cls="toggle")
            if tuple(d.window_size) == size:
                b.select()
        now = getattr(self.app, "window_size", None)
        if now is not None and tuple(now) not in choices and not d.fullscreen:
            # the window was resized by hand (or fills the screen): say its size
            self.label((x1 + len(choices) * 170, y, 1290 - (x1 + len(choices) * 170), 48),
                       tr("settings.window_now", "now {w} × {h}", w=now[0], h=now[1]), cls="dim")
        y += row - 12
        self.label((x1, y, 800, 32), t("settings.window_hint"), cls="dim")
        y += 38
        self.label((x0, y, 420, 48), tr("settings.keep_finished", "Finished games kept"))
        x = x1
        for keep in KEEP_FINISHED_CHOICES:
            text = tr("settings.keep_all", "All") if keep < 0 else str(keep)
            bw = self.width_for(text, 92, 160)   # Polish "Wszystkie" touched the edges of 92 px
            b = self.button(f"keep:{keep}", (x, y, bw, 48), text,
                            lambda v=keep: self._set("keep_finished_games", v), cls="toggle")
            if d.keep_finished_games == keep:
                b.select()
            x += bw + 8
        note_x = x + 6
        self.label((note_x, y, 1420 - note_x, 48),
                   tr("settings.keep_note", "(their autosaves; older ones are deleted)"), cls="dim")
        self.button("back", (60, h - 100, 220, 56), t("common.back"), self.app.pop)
        self.button("save", (w - 380, h - 100, 320, 56), t("settings.save"), self.save, cls="primary_button")
        # between Back and Save: why the settings could not be saved, a language's missing texts
        self.message_rect = pygame.Rect(300, h - 100, w - 700, 56)

    def set_language(self, code: str) -> None:
        """Show the program in `code` now (every scene is built again) and remember it."""
        if code != i18n.language() or self.app.settings.language != code:
            self.app.set_language(code)
            self.draft.language = code
            told = [tr(m) for m in i18n.problems()]
            if not self.app.settings.save():
                told.append(tr(self.app.settings.save_error))
            self.show_message(" ".join(told))

    def set_text_size(self, percent: int) -> None:
        """Draw every text at `percent` now (every scene is built again) and remember it."""
        if percent != self.app.settings.text_size:
            self.draft.text_size = percent
            self.app.set_text_size(percent)   # builds this screen again
            if not self.app.settings.save():
                self.show_message(tr(self.app.settings.save_error))

    def _set(self, name: str, value: Any) -> None:
        self.draft.set(name, value)
        if name == "muted":
            b = self.buttons["mute"]
            b.select() if value else b.unselect()
            return
        prefix = {"animation_speed": "anim:", "fullscreen": "full:", "window_size": "size:",
                  "confirm_end_turn": "confirm:", "narration_auto": "narr:", "keep_finished_games": "keep:"}[name]
        key = {"animation_speed": str(value), "fullscreen": str(int(bool(value))), "confirm_end_turn": str(int(bool(value))),
               "narration_auto": str(int(bool(value))),
               "window_size": f"{value[0]}x{value[1]}" if isinstance(value, tuple) else "",
               "keep_finished_games": str(value)}[name]
        for bname, b in self.buttons.items():
            if bname.startswith(prefix):
                b.select() if bname == prefix + key else b.unselect()

    def save(self) -> None:
        s = self.app.settings
        want_full = self.draft.fullscreen
        for name in ("animation_speed", "bot_pause", "bot_budget", "window_size", "confirm_end_turn", "narration_auto", "volume", "muted",
                     "keep_finished_games"):
            setattr(s, name, getattr(self.draft, name))
        if hasattr(self.app, "store"):
            self.app.store.keep_finished = s.keep_finished_games
        sound.apply_settings(s)
        if want_full != s.fullscreen:
            self.app.toggle_fullscreen()  # flips s.fullscreen and saves
        self.app.set_window_size(tuple(s.window_size))
        if not s.save():
            # the player reads why; the settings apply meanwhile (Back leaves)
            self.show_message(tr(s.save_error))
            return
        self.app.pop()

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.pause_slider:
                v = round(float(self.pause_slider.get_current_value()), 1)
                self.draft.set("bot_pause", v)
                self.pause_value.set_text(t("settings.seconds", s=f"{v:.1f}"))
            elif event.ui_element is self.budget_slider:
                v = round(float(self.budget_slider.get_current_value()) * 2) / 2
                v = max(BOT_BUDGET_RANGE[0], v)
                self.draft.set("bot_budget", v)
                self.budget_value.set_text(tr("settings.per_move", "at most {s} s a move", s=f"{v:.1f}"))
            elif event.ui_element is self.volume_slider:
                pct = max(0, min(100, int(round(float(self.volume_slider.get_current_value())))))
                self.draft.set("volume", pct / 100)
                self.volume_value.set_text(f"{pct} %")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        self.text(surface, t("settings.title"), (60, 40), role="display-bold", size=48, colour=palette.GOLD)
        self.panel(surface, pygame.Rect(170, 112, 1260, 660))

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d["draft"] = self.draft.to_json()
        return d
