"""The title screen: Continue (only when an autosave exists), New game, Load and
Statistics, Settings, Rules, Quit."""

from __future__ import annotations

import gc
import math
import sys
import time
from typing import Any

import pygame

from saves.names import clean_for_drawing, clean_label
from ui import palette
from ui.i18n import t
from ui.scenes.base import UIScene, game_title
from ui.widgets.text import round_text, tr

RUNES = "ᚠ ᚢ ᚦ ᚨ ᚱ"


def _when(entry: dict[str, Any]) -> str:
    try:
        # digits only: a month's name would be English in every language
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(float(entry.get("updated", 0))))
    except (OverflowError, OSError, ValueError, TypeError):
        return "?"
RING = "ᚠᚢᚦᚨᚱᚲᚷᚹᚺᚾᛁᛃᛇᛈᛉᛊᛏᛒᛖᛗᛚᛜᛞᛟ"


_trim: Any = None


def give_back_memory() -> None:
    """Collect the objects of the game just left, and hand the freed heap back to the
    system. A game allocates and frees a lot of native memory (the pygame-gui managers
    of each scene with their fonts, board and card images, bot threads); glibc's malloc
    keeps freed memory for reuse, so without a trim the resident size of a long sitting
    climbed by tens of MiB over its first games although nothing was leaked."""
    global _trim
    gc.collect()
    if _trim is None:
        _trim = False
        if sys.platform.startswith("linux"):
            try:
                import ctypes

                _trim = ctypes.CDLL("libc.so.6").malloc_trim
            except (OSError, AttributeError):
                _trim = False
    if _trim:
        try:
            _trim(0)
        except Exception:  # noqa: BLE001 - only an optimisation
            pass


class TitleScene(UIScene):
    def __init__(self, app: Any) -> None:
        self.autosave: dict[str, Any] | None = None
        self._art: pygame.Surface | None = None
        # told once (a settings file reset, a broken install): the first title takes them
        self.notices = app.take_notices() if hasattr(app, "take_notices") else []
        self._entered = 0
        self._listing: Any = None    # the autosaves being listed (ui.scenes.load.Background)
        self._opening: Any = None    # Continue's game being loaded
        self.app = app
        self._list_autosaves()
        super().__init__(app)

    def _list_autosaves(self) -> None:
        """Find the game to continue in a background thread: a folder of thousands of
        saves never holds the title back (a small one is listed before the first frame)."""
        from ui.scenes.load import Background

        if self._listing is None:
            self._listing = Background(self.app.store.latest_autosave, name="list-autosaves")

    def _take_listing(self) -> None:
        """Once the listing is there: Continue appears or goes if that changed."""
        job = self._listing
        if job is None or not job.done:
            return
        self._listing = None
        # an unreadable save folder must not block the title: no Continue then
        latest = job.result if job.error is None else None
        changed = bool(latest) != bool(self.autosave)
        self.autosave = latest
        if changed and getattr(self, "manager", None) is not None and self.buttons:
            self.rebuild()

    def build(self) -> None:
        self._take_listing()
        w, h = self.app.size
        bw, bh, gap = 420, 52, 12
        names = (["continue"] if self.autosave else []) + ["new", "load", "join", "settings", "quit"]
        actions = {
            "continue": self._continue, "new": self._new, "load": self._load, "join": self._join,
            "settings": self._settings, "rules": self._rules, "quit": self.app.quit,
            "stats": self._stats, "learn": self._learn,
        }
        # two rows hold a pair each (the column keeps its height): Load and Statistics,
        # Settings and Rules
        pairs = {"load": ("stats", tr("title.stats", "Statistics")), "settings": ("rules", t("title.rules")),
                 "join": ("learn", tr("title.learn", "Learn to play"))}
        y = 418 if self.autosave else 440
        for name in names:
            cls = "primary_button" if name in ("continue",) or (name == "new" and not self.autosave) else "menu_button"
            if name in pairs:
                half = (bw - gap) // 2
                other, label = pairs[name]
                self.button(name, (w // 2 - bw // 2, y, half, bh), t(f"title.{name}"), actions[name], cls=cls)
                self.button(other, (w // 2 + bw // 2 - half, y, half, bh), label, actions[other], cls=cls)
                y += bh + gap
                continue
            self.button(name, (w // 2 - bw // 2, y, bw, bh), t(f"title.{name}"), actions[name], cls=cls)
            y += bh + gap
            if name == "continue":
                y += 26  # room for the line naming the saved game
        self.message_rect = pygame.Rect(w // 2 - 560, h - 78, 1120, 56)
        self.message_align = "center"
        self.show_notices()

    def show_notices(self) -> None:
        """The notices in the message line, in the language shown (built again with it)."""
        if self.notices:
            self.show_message(" ".join(tr(m) for m in self.notices))

    # --- actions -------------------------------------------------------------------------
    def _continue(self) -> None:
        from ui.scenes.load import open_in_background

        if not self.autosave or self._opening is not None:
            return
        job = open_in_background(self.app, self.autosave["name"])
        if job.done:
            self._opened(job)
        else:   # a long game: the title keeps drawing while it is read and replayed
            self._opening = job

    def _opened(self, job: Any) -> None:
        from ui.scenes.load import finish_opening

        err = finish_opening(self.app, job)
        if err:
            self.show_message(clean_for_drawing(err))

    def _new(self) -> None:
        from ui.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def _load(self) -> None:
        from ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def _join(self) -> None:
        from ui.scenes.join import JoinScene

        self.app.push(JoinScene(self.app))

    def _learn(self) -> None:
        from ui.guide.chooser import LearnScene

        self.app.push(LearnScene(self.app))

    def _stats(self) -> None:
        from ui.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    def _settings(self) -> None:
        from ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.app.push(RulesScene.open(self.app))


    def on_enter(self) -> None:
        # back from a game: what it used is given back two frames later, once the scenes
        # just left are gone (they are still on the call stack now, and the events of
        # this frame still hold their widgets) (see give_back_memory)
        self._give_back = 2
        # the notices are told once: back on the title from another screen, they go
        self._entered += 1
        if self._entered > 1 and self.notices:
            self.notices = []
            self.show_message("")
        # a game may have been saved or finished meanwhile: refresh Continue (in the background)
        self._list_autosaves()
        self._take_listing()

    def update(self, dt: float) -> None:
        self._take_listing()
        job = self._opening
        if job is not None and job.done:
            self._opening = None
            self._opened(job)
        due = getattr(self, "_give_back", 0)
        if due:
            self._give_back = due - 1
            if due == 1:
                give_back_memory()
        super().update(dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._opening is not None:
            return   # Continue's game is being opened: no other button meanwhile
        super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press("continue" if "continue" in self.buttons else "new")

    # --- drawing ---------------------------------------------------------------------------
    def _build_art(self) -> pygame.Surface:
        """The title art, drawn once: a ring of runes around a stylised ash tree."""
        fonts = self.app.fonts
        art = pygame.Surface((760, 400), pygame.SRCALPHA)
        cx, cy = 380, 150
        pygame.draw.circle(art, (34, 42, 54), (cx, cy), 128)
        pygame.draw.circle(art, palette.GOLD, (cx, cy), 128, 2)
        pygame.draw.circle(art, palette.PANEL_BORDER, (cx, cy), 104, 1)
        rune_font = fonts.get("display", 22)
        for i, ch in enumerate(RING):
            a = -math.pi / 2 + 2 * math.pi * i / len(RING)
            img = rune_font.render(ch, True, palette.STONE)
            art.blit(img, img.get_rect(center=(cx + 116 * math.cos(a), cy + 116 * math.sin(a))))
        # the ash: trunk, three roots, branches
        trunk = palette.PARCHMENT
        pygame.draw.line(art, trunk, (cx, cy + 70), (cx, cy - 40), 6)
        for dx in (-52, 0, 52):
            pygame.draw.line(art, trunk, (cx, cy + 60), (cx + dx, cy + 92), 4)
        for side in (-1, 1):
            for k, (ln, up) in enumerate(((60, 58), (48, 30), (34, 4))):
                y0 = cy - 10 - k * 22
                pygame.draw.line(art, trunk, (cx, y0), (cx + side * ln, y0 - up // 2 - 16), 4)
        for px, py, r in ((cx, cy - 62, 26), (cx - 50, cy - 52, 22), (cx + 50, cy - 52, 22),
                          (cx - 26, cy - 84, 18), (cx + 26, cy - 84, 18)):
            pygame.draw.circle(art, palette.MOSS, (px, py), r)
            pygame.draw.circle(art, (120, 150, 80), (px, py), r, 2)
        title = fonts.render(t("app.title"), "display-bold", 72, palette.GOLD)
        art.blit(title, title.get_rect(center=(cx, 318)))
        sub = fonts.render(t("title.subtitle"), "display", 26, palette.PARCHMENT)
        art.blit(sub, sub.get_rect(center=(cx, 376)))
        return art

    def draw_content(self, surface: pygame.Surface) -> None:
        if self._art is None:
            self._art = self._build_art()
        w, _ = self.app.size
        surface.blit(self._art, self._art.get_rect(midtop=(w // 2, 10)))
        if self.autosave and "continue" in self.buttons:
            r = self.buttons["continue"].rect
            info = t("title.continue_info", game=game_title(self.autosave.get("game", "")),
                     label=round_text(clean_label(self.autosave.get("label", ""), 80), self.autosave.get("game", ""))
                     or "-", when=_when(self.autosave))
            self.text(surface, info, (w // 2, r.bottom + 4), size=16, colour=palette.TEXT_DIM, anchor="midtop")
        self.text(surface, RUNES, (w - 40, self.app.size[1] - 40), role="display", size=24,
                  colour=palette.STONE, anchor="bottomright")
        if self._opening is not None:
            from ui.widgets.text import tr

            dots = "." * (1 + int(time.monotonic() * 3) % 3)
            self.text(surface, tr("load.opening", "Opening the saved game…").rstrip("…") + dots,
                      (w // 2, self.app.size[1] - 110), colour=palette.TEXT_DIM, anchor="midtop")

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d["continue"] = "continue" in self.buttons
        return d
