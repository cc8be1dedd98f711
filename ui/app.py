"""The application window: display, clock, main loop and the scene stack.

    App(size=(1600, 900), headless=False, settings=None, store=None)
    app.push(scene) / app.pop() / app.replace(scene) / app.clear_to(scene)
    app.run_frames(n)       # tests and the self test: n frames, no real clock
    run() -> int            # `python main.py`: open the window on the title screen

An exception raised inside a scene never closes the program silently: the traceback
goes to a log file in the user log folder and a CrashScene explains what happened.

The window: every scene draws on the logical 1600x900 surface `app.screen`; `present()`
scales it (smoothscale) into the real window, whatever its size and shape, in the middle
with black bars (`view_rect`). Mouse events are mapped back to table coordinates before
any scene or pygame-gui sees them (`map_event`, `to_logical`; pygame-gui's hovering reads
`app.mouse_pos()`), so clicks land where things are drawn. When the window is exactly
1600x900 the scenes draw straight into it. The first window is the largest 16:9 size
within 90% of the screen (remembered in the settings); a remembered or chosen size that
does not fit the screen is made smaller.
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import os
import sys
import time
import traceback
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core.messages import Msg
from ui import i18n, palette
from ui.fonts import GUI_FONTS, GUI_PRELOAD, FontCache, effective_size
from ui.i18n import t
from ui.paths import asset_path, log_dir
from ui.settings import Settings

if TYPE_CHECKING:
    import pygame_gui

    from ui.scene import Scene

LOGICAL_SIZE = (1600, 900)
FPS = 60
# idle costs nothing (issue 38): a frame is drawn only when a scene asks for one
# (`Scene.needs_redraw`), for a moment after any input (pygame-gui's hover fades and
# tooltips), and at HEARTBEAT seconds at the least; between frames the loop waits for an
# event for up to IDLE_WAIT_MS, then runs the scenes' updates (bot moves, timers). It
# waits by sleeping IDLE_POLL between two looks at the events: SDL's own wait
# (pygame.event.wait) wakes every millisecond or so, 1.7 % of a core on Xvfb, the sleep 0.4 %
AFTER_INPUT = 1.5
HEARTBEAT = 5.0
IDLE_WAIT_MS = 100
IDLE_POLL = 0.02
_log = logging.getLogger("yggdrasil.app")
_logging_ready = False


def setup_logging() -> Path | None:
    """Send log lines to <log folder>/yggdrasil.log (once per process); the path or None."""
    global _logging_ready
    folder = log_dir()
    path = folder / "yggdrasil.log"
    if _logging_ready:
        return path
    root = logging.getLogger("yggdrasil")
    root.setLevel(logging.INFO)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    _logging_ready = True
    return path


MAX_CRASH_LOGS = 20


def write_crash_log(text: str) -> Path | None:
    """Write a traceback to its own file in the log folder (keeping the newest
    MAX_CRASH_LOGS); returns the path, or None if the folder cannot be written."""
    folder = log_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        n = 0
        while True:  # never overwrite an earlier crash of the same second
            path = folder / f"crash-{stamp}-{n:03d}.log"
            if not path.exists():
                break
            n += 1
        path.write_text(text, encoding="utf-8")
    except OSError:
        return None
    try:
        old = sorted(folder.glob("crash-*.log"), key=lambda p: (p.stat().st_mtime, p.name))
        for p in old[:-MAX_CRASH_LOGS]:
            if p != path:
                p.unlink()
    except OSError:
        pass
    return path


_MANAGER_CLASS: Any = None


def _manager_class() -> Any:
    """pygame-gui's UIManager reading the mouse on the table: it asks
    pygame.mouse.get_pos() (window pixels) for hovering; the app maps it to the table.
    (Mouse events reach it already mapped by App.step.)"""
    global _MANAGER_CLASS
    if _MANAGER_CLASS is None:
        import pygame_gui

        class TableUIManager(pygame_gui.UIManager):
            app: Any = None
            # one theme for every manager: building one (validating the theme, loading
            # 28 fonts, the shape cache) costs ~20 ms, which every new screen paid
            shared_theme: Any = None
            # the text sizes the shared theme was built for (the size rule's key)
            shared_key: Any = None
            theme_key: Any = None

            def create_new_theme(self, theme_path: Any = None) -> Any:
                cls = type(self)
                key = cls.theme_key
                if cls.shared_theme is None or cls.shared_key != key:
                    cls.shared_theme = super().create_new_theme(theme_path)
                    cls.shared_key = key
                self.theme_key = key
                return cls.shared_theme

            def _update_mouse_position(self) -> None:
                app = self.app
                self.mouse_position = app.mouse_pos() if app is not None else pygame.mouse.get_pos()

        _MANAGER_CLASS = TableUIManager
    return _MANAGER_CLASS


_THEME_CACHE: dict[str, Any] | None = None
FONT_ELEMENTS = (
    "button", "label", "text_box", "text_entry_line", "text_entry_box", "selection_list", "drop_down_menu",
    "tool_tip", "window", "horizontal_slider", "panel", "status_bar", "scrolling_container",
)


def load_theme(size_for: Any = None) -> dict[str, Any]:
    """theme.json with every font path made absolute (so the current directory never
    matters), each font size passed through `size_for` (the font cache's size rule)."""
    global _THEME_CACHE
    if _THEME_CACHE is None:
        theme = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
        default_font = theme.get("defaults", {}).get("font")
        if isinstance(default_font, dict):
            # pygame-gui takes fonts per element type, not from "defaults": give each type ours
            for element in FONT_ELEMENTS:
                block = theme.setdefault(element, {})
                block.setdefault("font", dict(default_font))
        for block in theme.values():
            font = block.get("font") if isinstance(block, dict) else None
            if isinstance(font, dict):
                for k in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                    if k in font:
                        font[k] = str(asset_path(*font[k].split("/")))
        _THEME_CACHE = theme
    theme = json.loads(json.dumps(_THEME_CACHE))
    if size_for is not None:
        for block in theme.values():
            font = block.get("font") if isinstance(block, dict) else None
            if isinstance(font, dict) and str(font.get("size", "")).isdigit():
                font["size"] = str(size_for(int(font["size"])))
    return theme


# the smallest window the table is laid out and checked for (tests/ui/test_text_size.py):
# below it texts would shrink past reading
MIN_WINDOW = (1024, 576)
FIRST_WINDOW_SHARE = 0.9  # the first window: the largest 16:9 size within 90% of the screen


def fit_size(limit: tuple[int, int], share: float = FIRST_WINDOW_SHARE,
             aspect: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """The largest size of the table's shape (16:9) within `share` of `limit` (a screen)."""
    lw, lh = max(1, int(limit[0] * share)), max(1, int(limit[1] * share))
    scale = min(lw / aspect[0], lh / aspect[1])
    return max(1, int(aspect[0] * scale)), max(1, int(aspect[1] * scale))


def fits(size: tuple[int, int], limit: tuple[int, int] | None) -> bool:
    """True if a window of `size` fits on a screen of `limit` (with room for its frame
    and the task bar); always True when the screen is unknown."""
    if limit is None:
        return True
    return size[0] <= limit[0] * 0.95 and size[1] <= limit[1] * 0.92


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> pygame.Rect:
    """Where the whole logical table lands in a window of that size: scaled to fit, in
    the middle, with bars left and right or above and below."""
    ww, wh = max(1, int(window[0])), max(1, int(window[1]))
    scale = min(ww / logical[0], wh / logical[1])
    w, h = max(1, round(logical[0] * scale)), max(1, round(logical[1] * scale))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, min(w, ww), min(h, wh))


WARM_SIZES = (16, 18, 14, 20, 22, 24, 30, 28)
WARM_MODULES = ("ui.session", "ui.scenes.new_game", "ui.scenes.load", "ui.scenes.pause", "ui.scenes.rules",
                "ui.scenes.game_over", "ui.scenes.handoff", "ui.botproc", "game.ai.mcts", "game.ai.lookahead",
                "game.ai.heuristic")


def _warm_imports() -> None:
    """Import every board and game module (a background thread; errors are left for
    the real import to report)."""
    import importlib

    names = list(WARM_MODULES)
    try:
        from game.registry import GAMES
        from ui.boards import BOARDS

        for game_id, target in BOARDS.items():
            spec = GAMES.get(game_id)
            if spec is not None:
                names += [spec.module_name, f"{spec.module_name}.bot"]
            names.append(target.partition(":")[0])
    except Exception:  # noqa: BLE001 - warming up is only a help
        pass
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001
            _log.debug("warm-up could not import %s", name)


# pygame-gui's translations of its own texts for the languages it does not ship (Greek)
_GUI_DIR = asset_path("i18n", "pygame_gui")
GUI_TRANSLATIONS = [str(_GUI_DIR)] if _GUI_DIR.is_dir() else []
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def say(text: str) -> None:
    """A line for the terminal (stderr), never an error of its own."""
    try:
        print(f"yggdrasil: {text}", file=sys.stderr, flush=True)
    except (OSError, ValueError):   # no terminal, or a closed one
        pass


class NoDisplay(pygame.error):
    """SDL found no screen to show a window on and fell back to a driver that draws
    nowhere (offscreen, dummy): the program would run for ever with no window."""


WINDOWLESS_DRIVERS = ("offscreen", "dummy")


def check_display(headless: bool, env: dict[str, str] | None = None) -> None:
    """Raise NoDisplay when SDL chose a driver that shows no window although nobody asked
    for one: neither `headless` nor SDL_VIDEODRIVER naming it (the tests and the self
    test ask for "dummy"). pygame.display must be initialised."""
    env = os.environ if env is None else env
    driver = (pygame.display.get_driver() or "").lower()
    if headless or driver not in WINDOWLESS_DRIVERS:
        return
    asked = [d.strip().lower() for d in env.get("SDL_VIDEODRIVER", "").split(",")]
    if driver in asked:
        return
    where = ""
    if not sys.platform.startswith(("win", "darwin")):
        shown = [f"{k} is {env[k]!r}" if env.get(k) else f"{k} is not set" for k in ("DISPLAY", "WAYLAND_DISPLAY")]
        where = f" ({', '.join(shown)})"
    pygame.display.quit()
    raise NoDisplay(f"no display was found{where}; SDL offered only its {driver!r} driver, which shows no window")


class App:
    def __init__(
        self,
        size: tuple[int, int] = LOGICAL_SIZE,
        headless: bool = False,
        settings: Settings | None = None,
        store: Any = None,
        window_size: tuple[int, int] | None = None,
    ) -> None:
        """`size` is the logical table every scene draws on (1600x900); the window may be
        any size (`window_size`, else the settings': the table is scaled into it)."""
        self.log_path = setup_logging()
        self.size = (int(size[0]), int(size[1]))
        self.headless = headless
        self.spread_layers = False   # main_loop: boards spread a full redraw over frames
        # what the player is told once, on the first title (a settings file that was
        # reset, a broken install); each is printed on stderr too
        self.notices: list[Msg] = []
        if settings is None:
            settings, problems = Settings.read()
            self.tell(*problems)
        self.settings = settings
        # the language: the one chosen in Settings, else the system's (English if it is
        # not one of ours)
        i18n.set_language(self.settings.language or i18n.system_language())
        self.tell(*i18n.problems())
        if store is None:
            from saves import SaveStore

            store = SaveStore()
        self.store = store
        self.store.keep_finished = self.settings.keep_finished_games
        self.stack: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.frames = 0
        # frames come at a real clock's pace (the main loop): a game's bot move never holds
        # a frame waiting for the disk (ui.session); stepped frames (tests, screenshots) may
        self.real_clock = False
        self.frames_drawn = 0
        self.drawn_at = -1e9          # time.monotonic() of the last frame drawn
        self.input_at = -1e9          # ... of the last event
        self.crashes: list[float] = []
        self.last_crash_log: Path | None = None
        self._managers: list[Any] = []
        self._warm_fonts: list[tuple[str, int]] = []
        self._scaled: pygame.Surface | None = None
        self._bars_dirty = True
        # a background thread (autosave, warm-up, starting the bot process, a bot in a
        # thread) hands the interpreter lock back to the window within a millisecond
        if sys.getswitchinterval() > 0.001:
            sys.setswitchinterval(0.001)
        pygame.display.init()
        check_display(headless)
        if not pygame.font.get_init():
            pygame.font.init()
            if _MANAGER_CLASS is not None:   # fonts loaded before a pygame.quit() are gone
                _MANAGER_CLASS.shared_theme = None
        self._open_window(window_size)
        self.fonts = FontCache()
        self.apply_text_size()
        self.clock = pygame.time.Clock()
        self._background: pygame.Surface | None = None

    def tell(self, *notices: Msg) -> None:
        """Tell the player once (the first title screen shows them) and the terminal."""
        for msg in notices:
            if msg not in self.notices:
                self.notices.append(msg)
                say(i18n.english(msg))

    def take_notices(self) -> list[Msg]:
        """The notices not shown yet (the title takes them: each is shown once)."""
        out, self.notices = self.notices, []
        return out

    # --- the window -------------------------------------------------------------------
    def desktop_size(self) -> tuple[int, int] | None:
        """The size of the screen the window opens on (None headless, or if unknown)."""
        if self.headless:
            return None
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            return None
        index = 0
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                if pygame.display.get_surface() is not None:
                    index = pygame.Window.from_display_module().display_index
        except (AttributeError, pygame.error):
            index = 0
        if not sizes:
            return None
        w, h = sizes[index if 0 <= index < len(sizes) else 0]
        return (int(w), int(h)) if w > 0 and h > 0 else None

    def window_choices(self) -> list[tuple[int, int]]:
        """Window sizes the Settings screen offers: the usual sizes that fit this screen,
        and the size that fills 90% of it (at most four, the largest kept)."""
        from ui.settings import WINDOW_SIZES

        limit = self.desktop_size()
        sizes = [s for s in WINDOW_SIZES if fits(s, limit)]
        if limit is not None:
            best = fit_size(limit)
            if best not in sizes and fits(best, limit):
                sizes.append(best)
            sizes.sort()
        return sizes[-4:] or [fit_size(limit or LOGICAL_SIZE)]

    def _wanted_window(self) -> tuple[int, int]:
        """The windowed size to open: the first time the largest 16:9 size within 90% of
        the screen (then remembered in the settings), later the remembered size, made
        smaller if it no longer fits this screen."""
        limit = self.desktop_size()
        s = self.settings
        if limit is None:
            return tuple(s.window_size)  # type: ignore[return-value]
        if not s.window_fitted:
            s.window_size = fit_size(limit)
            s.window_fitted = True
            s.save()
        else:
            s.window_size = self.clamp_window(s.window_size)
        return tuple(s.window_size)  # type: ignore[return-value]

    def clamp_window(self, size: tuple[int, int]) -> tuple[int, int]:
        """`size`, or if it does not fit this screen the largest size of its shape that
        does (within 90% of the screen)."""
        w, h = int(size[0]), int(size[1])
        limit = self.desktop_size()
        if limit is not None and not fits((w, h), limit):
            w, h = fit_size(limit, aspect=(w, h))
        return w, h

    def _open_window(self, window_size: tuple[int, int] | None = None) -> None:
        pygame.display.set_caption(t("app.title"))
        try:
            icon = pygame.image.load(str(asset_path("icons", "icon-64.png")))
            pygame.display.set_icon(icon)
        except (pygame.error, FileNotFoundError) as e:
            _log.warning("no window icon: %s", e)
        if self.headless:
            size = tuple(window_size) if window_size is not None else self.size
            self._display = pygame.display.set_mode(size)
            self._layout()
            return
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        if window_size is not None:
            self.settings.window_size = (int(window_size[0]), int(window_size[1]))
            self.settings.window_fitted = True
        self._set_mode(exact=window_size is not None)

    def _set_mode(self, exact: bool = False) -> None:
        """(Re)open the real window: full screen at the screen's own size, or a resizable
        window of the wanted size. No SCALED: the app scales the table itself."""
        if self.settings.fullscreen:
            try:
                self._display = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                self._layout()
                return
            except pygame.error as e:
                _log.warning("full screen failed: %s", e)
        size = tuple(self.settings.window_size) if exact else self._wanted_window()
        self._display = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            # on a screen too small for it, the limit is the size the first window takes there
            screen = self.desktop_size()
            limit = fit_size(screen) if screen else MIN_WINDOW
            window.minimum_size = (min(MIN_WINDOW[0], limit[0]), min(MIN_WINDOW[1], limit[1]))
        except (AttributeError, pygame.error) as e:  # an older pygame-ce or a driver that refuses
            _log.info("could not set the minimum window size: %s", e)
        self._layout()

    def _layout(self) -> None:
        """After the window opened or changed size: where the table goes in it, and the
        surface the scenes draw on (the window itself when it is exactly 1600x900)."""
        display = pygame.display.get_surface()
        if display is not None:
            self._display = display
        self.window_size = self._display.get_size()
        self.view_rect = letterbox(self.window_size, self.size)
        self._scaled = None
        self._bars_dirty = True
        if self.window_size == self.size:
            self.screen = self._display
        else:
            current = getattr(self, "screen", None)
            if current is None or current is self._display or current.get_size() != self.size:
                self.screen = pygame.Surface(self.size).convert(self._display)
        self.apply_text_size()

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window position as a point of the 1600x900 table (outside 0..1599 / 0..899
        on the bars)."""
        r = self.view_rect
        if r.size == self.size and r.topleft == (0, 0):
            return int(pos[0]), int(pos[1])
        # the centre of the window pixel, in table units
        x = (pos[0] + 0.5 - r.x) * self.size[0] / r.w
        y = (pos[1] + 0.5 - r.y) * self.size[1] / r.h
        return int(x // 1), int(y // 1)

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A point of the table as a window position (the centre of its scaled pixel)."""
        r = self.view_rect
        return (int(r.x + (pos[0] + 0.5) * r.w / self.size[0]),
                int(r.y + (pos[1] + 0.5) * r.h / self.size[1]))

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse on the table (pygame.mouse.get_pos() is in window pixels)."""
        return self.to_logical(pygame.mouse.get_pos())

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position (and motion) in table coordinates."""
        if event.type not in MOUSE_EVENTS:
            return event
        r = self.view_rect
        if r.size == self.size and r.topleft == (0, 0):
            return event
        d = dict(event.dict)
        if "pos" in d:
            d["window_pos"] = d["pos"]
            d["pos"] = self.to_logical(d["pos"])
        if "rel" in d:
            d["rel"] = (int(round(d["rel"][0] * self.size[0] / r.w)), int(round(d["rel"][1] * self.size[1] / r.h)))
        return pygame.event.Event(event.type, d)

    def present(self) -> None:
        """Show the frame: the table scaled into the window with bars, then flip."""
        if self.screen is not self._display:
            r = self.view_rect
            if self._bars_dirty:
                self._display.fill((0, 0, 0))
                self._bars_dirty = False
            if r.size == self.size:
                self._display.blit(self.screen, r)
            else:
                if self._scaled is None:
                    try:
                        self._scaled = self._display.subsurface(r)
                    except (ValueError, pygame.error):
                        self._scaled = pygame.Surface(r.size).convert(self._display)
                pygame.transform.smoothscale(self.screen, r.size, self._scaled)
                if self._scaled.get_parent() is not self._display:
                    self._display.blit(self._scaled, r)
        try:
            pygame.display.flip()
        except pygame.error as e:  # the window went away (closing)
            _log.info("flip failed: %s", e)

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (the table stays 1600x900, scaled to fit); a size too large
        for the screen is made smaller so the window never runs off it."""
        if self.headless or self.settings.fullscreen:
            return
        w, h = self.clamp_window(size)
        self.settings.window_size = (w, h)
        self.settings.window_fitted = True
        if self.window_size == (w, h):
            return
        try:
            self._display = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.position = pygame.WINDOWPOS_CENTERED
        except (AttributeError, pygame.error) as e:  # an older pygame-ce or a driver that refuses
            _log.info("could not set the window size: %s", e)
        self._layout()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.headless:
            try:
                self._set_mode()
            except pygame.error as e:
                _log.warning("full screen toggle failed: %s", e)
                self.settings.fullscreen = not self.settings.fullscreen
                self._set_mode()
        self.settings.save()

    def _window_resized(self) -> None:
        display = pygame.display.get_surface()
        if display is None:
            return
        self._display = display
        if display.get_size() != getattr(self, "window_size", None) or self._scaled is None:
            self._layout()
        if not self.settings.fullscreen:
            w, h = self.window_size
            if w >= 320 and h >= 240:
                self.settings.window_size = (int(w), int(h))

    def make_ui_manager(self) -> pygame_gui.UIManager:
        """A pygame-gui manager with our theme and every font we use preloaded."""

        import i18n as gui_i18n  # python-i18n: pygame-gui's translations

        cls = _manager_class()
        cls.theme_key = self.gui_theme_key()
        manager = cls(self.size, load_theme(self.gui_size_for), enable_live_theme_updates=False,
                                   starting_language=i18n.language(),
                                   translation_directory_paths=GUI_TRANSLATIONS)
        manager.app = self
        # every manager adds its folders to python-i18n's search path: keep each once
        paths = list(dict.fromkeys(gui_i18n.load_path))
        gui_i18n.load_path[:] = paths
        for name, (regular, bold) in GUI_FONTS.items():
            manager.add_font_paths(name, str(asset_path("fonts", regular)), str(asset_path("fonts", bold)))
        fonts = manager.get_theme().get_font_dictionary()
        preload = dict.fromkeys((n, self.gui_size_for(s), st) for n, s, st in GUI_PRELOAD)
        wanted = [
            {"name": n, "point_size": s, "style": st}
            for n, s, st in preload
            if not fonts.check_font_preloaded(fonts.create_font_id(s, n, st == "bold", st == "italic", True))
        ]
        manager.preload_fonts(wanted)
        return manager

    def gui_size_for(self, size: int) -> int:
        """The size a pygame-gui theme font is drawn at: the size rule for this window at
        100 % (the menus' widgets have fixed rectangles, which clip a larger text: the text
        size setting applies to the table, whose layouts make room)."""
        return effective_size(size, 1.0, self.fonts.window_scale)

    def gui_theme_key(self) -> tuple[int, ...]:
        """The sizes pygame-gui's theme fonts are drawn at now (a new manager is needed
        when they change)."""
        return tuple(self.gui_size_for(s) for s in range(10, 50))

    def apply_text_size(self) -> bool:
        """After the window's scale or the text size setting changed: the fonts follow
        the size rule (ui.fonts.effective_size); if the sizes changed, every scene on the
        stack is built again as on a language change. True if they changed."""
        fonts = getattr(self, "fonts", None)
        if fonts is None:
            return False
        window_scale = self.view_rect.w / self.size[0]
        if not fonts.set_scale(self.settings.text_size / 100, window_scale):
            return False
        for scene in list(self.stack):
            scene.on_language()
        return True

    def set_text_size(self, percent: int) -> None:
        """The text size setting (100, 125, 150 %), applied at once to every scene."""
        self.settings.set("text_size", percent)
        self.apply_text_size()

    def set_language(self, code: str) -> str:
        """Show the whole program in another language at once (no restart): the
        catalogue, pygame-gui's own texts (its locale), the window title, and every
        scene on the stack built again. Remembered in the settings; returns the code."""
        code = i18n.set_language(code)
        for msg in i18n.problems():   # the Settings screen shows them (a broken install)
            say(i18n.english(msg))
        self.settings.language = code
        pygame.display.set_caption(t("app.title"))
        self.fonts.clear()
        for scene in list(self.stack):
            scene.on_language()
        return code

    def background(self) -> pygame.Surface:
        """The dark table, drawn once: slate with a soft glow and a faint double frame."""
        if self._background is None or self._background.get_size() != self.size:
            w, h = self.size
            bg = pygame.Surface(self.size)
            bg.fill(palette.TABLE)
            glow = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(10):
                r = int(max(w, h) * (0.75 - i * 0.06))
                pygame.draw.circle(glow, (40, 52, 68, 10), (w // 2, int(h * 0.42)), r)
            bg.blit(glow, (0, 0))
            pygame.draw.rect(bg, palette.PANEL_BORDER, bg.get_rect().inflate(-24, -24), 1, border_radius=14)
            pygame.draw.rect(bg, (30, 36, 46), bg.get_rect().inflate(-34, -34), 1, border_radius=12)
            self._background = bg.convert() if pygame.display.get_surface() is not None else bg
        return self._background

    # --- the scene stack ----------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.on_exit()
        if self.stack:
            self.stack[-1].on_enter()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            old = self.stack.pop()
            old.on_exit()
        self.stack.append(scene)
        scene.on_enter()

    def clear_to(self, scene: Scene) -> None:
        """Leave every scene on the stack (top first) and make `scene` the only one."""
        while self.stack:
            old = self.stack.pop()
            old.on_exit()
        self.stack.append(scene)
        scene.on_enter()

    def go_to_title(self) -> None:
        from ui.scenes.title import TitleScene

        self.clear_to(TitleScene(self))

    def start_session(self, session: Any) -> None:
        """Show the board of a new or loaded game session (raises if the game has no board)."""
        from ui.boards import board_scene_for
        from ui.guide import resume

        board = board_scene_for(self, session)
        self.clear_to(board)
        resume(board)     # a guided first game (ui/guide) goes on where it was

    def open_scene(self, name: str, *args: Any) -> Scene:
        """Push one of the app's scenes by name ("pause", "rules", "handoff",
        "game_over"; see ui.scenes.SCENES) and return it: the way out of a board, so
        that no board imports a scene."""
        from ui.scenes import SCENES

        scene = SCENES[name](self, *args)
        self.push(scene)
        return scene

    def quit(self) -> None:
        self.running = False

    # --- one frame ------------------------------------------------------------------------
    def _global_event(self, event: pygame.event.Event) -> bool:
        """Window-level events; True if consumed."""
        if event.type == pygame.QUIT:
            self.quit()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            self._window_resized()
            return True
        return False

    def step(self, dt: float, events: list[pygame.event.Event], draw: bool | None = True) -> bool:
        """Events, update and draw for one frame; a scene's exception becomes the crash
        screen. `draw=None`: draw only if `wants_frame()` says so after the update (the
        main loop). Returns True if the frame was drawn."""
        drawn = False
        self.step_cpu0 = time.thread_time()   # the frame's start on the window thread's CPU clock (Layers.build)
        try:
            for event in events:
                event = self.map_event(event)
                if self._global_event(event):
                    continue
                top = self.top
                if top is not None:
                    top.handle_event(event)
            top = self.top
            if top is not None:
                top.update(dt)
            if any(getattr(scene, "holds_frame", bool)() for scene in self.drawn_scenes()):
                draw = False   # a move landed: this frame only updates, the next draws it (Layers.holding)
            elif draw is None:
                draw = bool(events) or self.wants_frame()
            if draw:
                self.draw(self.screen)
                drawn = True
        except Exception as exc:  # noqa: BLE001 - anything a scene raises
            self.handle_crash(exc)
            drawn = True
        self.frames += 1
        if drawn:
            self.drawn_at = time.monotonic()
            self.frames_drawn += 1
        return drawn

    def drawn_scenes(self) -> list[Scene]:
        """The scenes a frame draws: the top one and the overlays' scenes below it."""
        base = len(self.stack) - 1
        while base > 0 and self.stack[base].overlay:
            base -= 1
        return self.stack[max(base, 0):]

    def wants_frame(self) -> bool:
        """Something on screen changed or moves: a drawn scene asks for a frame, input came
        in the last AFTER_INPUT seconds, or HEARTBEAT passed since the last frame."""
        now = time.monotonic()
        if now - self.input_at < AFTER_INPUT or now - self.drawn_at >= HEARTBEAT:
            return True
        return any(scene.needs_redraw() for scene in self.drawn_scenes())

    def draw(self, surface: pygame.Surface) -> None:
        if not self.stack:
            surface.fill(palette.TABLE)
            return
        for scene in self.drawn_scenes():
            scene.draw(surface)

    def handle_crash(self, exc: BaseException) -> None:
        from ui.scenes.crash import CrashScene

        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        where = type(self.top).__name__ if self.top is not None else "-"
        text = f"Yggdrasil Tabletop crash in {where} at {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n{tb}"
        self.last_crash_log = write_crash_log(text)
        _log.error("crash in %s: %s (details in %s)", where, exc, self.last_crash_log)
        now = time.monotonic()
        self.crashes = [c for c in self.crashes if now - c < 5.0] + [now]
        if isinstance(self.top, CrashScene) or len(self.crashes) > 3:
            # the crash screen itself fails, or crashes repeat: give up with an exit code
            print(f"yggdrasil: unrecoverable error: {exc}; details in {self.last_crash_log}")
            self.exit_code = 1
            self.running = False
            return
        while self.stack:
            old = self.stack.pop()
            try:
                old.on_exit()
            except Exception:  # noqa: BLE001 - leaving a broken scene must not crash again
                _log.exception("error while leaving %s after a crash", type(old).__name__)
        message = f"{type(exc).__name__}: {exc}"
        try:
            self.stack.append(CrashScene(self, message, self.last_crash_log))
            self.stack[-1].on_enter()
        except Exception:  # noqa: BLE001
            _log.exception("the crash screen could not be shown")
            self.exit_code = 1
            self.running = False

    def run_frames(self, n: int, dt: float = 1 / FPS) -> None:
        """Run n frames without a real clock (tests, self test, screenshots)."""
        for _ in range(n):
            if not self.running:
                break
            self.step(dt, pygame.event.get())

    def next_events(self) -> list[pygame.event.Event]:
        """The events of the next frame: at once when a frame is wanted (at most FPS a
        second), else the first event within IDLE_WAIT_MS (none: an update only)."""
        if self.wants_frame() or self._warm_fonts:
            self.clock.tick(FPS)
            events = pygame.event.get()
        else:
            deadline = time.monotonic() + IDLE_WAIT_MS / 1000
            events = pygame.event.get()
            while not events and time.monotonic() < deadline:
                time.sleep(IDLE_POLL)
                events = pygame.event.get()
            self.clock.tick()
        if events:
            self.input_at = time.monotonic()
        return events

    def main_loop(self) -> int:
        self.real_clock = True
        # a board spreads a full redraw of its layers over a few frames (its board's region
        # first): no frame waits for all of it (tests and scripts draw each frame whole)
        self.spread_layers = True
        self.start_warmup()
        self.clock.tick()
        last = time.monotonic()
        while self.running:
            events = self.next_events()
            now = time.monotonic()
            dt, last = now - last, now
            t0 = time.perf_counter()
            drawn = self.step(min(dt, 0.25), events, draw=None)
            if self.running and drawn:
                self.present()
            if self.running:
                self.idle(t0)
        self.shutdown()
        return self.exit_code

    # --- work done before it is needed --------------------------------------------------------
    def start_warmup(self) -> None:
        """While the first screens are shown, import what a board needs (every board and
        game module, the bots) in a background thread, and queue the fonts the boards
        use for `idle()`: the first frame of a board then does not wait for them."""
        if self._warm_fonts:
            return
        self._warm_fonts = [(role, size) for size in WARM_SIZES for role in ("text", "text-bold", "display-bold")]
        import threading

        threading.Thread(target=_warm_imports, name="warm-imports", daemon=True).start()

    def idle(self, frame_start: float, budget_ms: float = 6.0) -> None:
        """After a frame that was quick: load a font or two of the warm-up list."""
        while self._warm_fonts and (time.perf_counter() - frame_start) * 1000 < budget_ms:
            role, size = self._warm_fonts.pop(0)
            try:
                self.fonts.get(role, size).render("Aa", True, (255, 255, 255))
            except (pygame.error, ValueError, OSError):
                pass

    def shutdown(self) -> None:
        while self.stack:
            old = self.stack.pop()
            try:
                old.on_exit()
            except Exception:  # noqa: BLE001
                _log.exception("error while closing %s", type(old).__name__)
        self.settings.save()
        from ui import botproc

        botproc.shutdown()   # the bot process ends with the window


def run() -> int:
    """Open the window on the title screen; returns the exit code."""
    try:
        app = App()
    except pygame.error as e:   # no display (NoDisplay), or the driver asked for has none
        say(f"could not open the window: {e}")
        return 1
    try:
        from ui.scenes.title import TitleScene

        app.push(TitleScene(app))
    except Exception as exc:  # noqa: BLE001 - the first screen itself failed: say where the details are
        path = write_crash_log("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        print(f"yggdrasil: the title screen could not be shown: {exc}; details in {path}")
        pygame.quit()
        return 1
    code = app.main_loop()
    pygame.quit()
    return code
