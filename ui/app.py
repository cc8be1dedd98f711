"""The application window: display, clock, main loop and the scene stack.

    App(size=(1600, 900), headless=False, settings=None, store=None)
    app.push(scene) / app.pop() / app.replace(scene) / app.clear_to(scene)
    app.run_frames(n)       # tests and the self test: n frames, no real clock
    run() -> int            # `python main.py`: open the window on the title screen

An exception raised inside a scene never closes the program silently: the traceback
goes to a log file in the user log folder and a CrashScene explains what happened.
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import time
import traceback
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ui import palette
from ui.fonts import GUI_FONTS, GUI_PRELOAD, FontCache
from ui.i18n import t
from ui.paths import asset_path, log_dir
from ui.settings import Settings

if TYPE_CHECKING:
    import pygame_gui

    from ui.scene import Scene

LOGICAL_SIZE = (1600, 900)
FPS = 60
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


_THEME_CACHE: dict[str, Any] | None = None
FONT_ELEMENTS = (
    "button", "label", "text_box", "text_entry_line", "text_entry_box", "selection_list", "drop_down_menu",
    "tool_tip", "window", "horizontal_slider", "panel", "status_bar", "scrolling_container",
)


def load_theme() -> dict[str, Any]:
    """theme.json with every font path made absolute (so the current directory never matters)."""
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
    return json.loads(json.dumps(_THEME_CACHE))


class App:
    def __init__(
        self,
        size: tuple[int, int] = LOGICAL_SIZE,
        headless: bool = False,
        settings: Settings | None = None,
        store: Any = None,
    ) -> None:
        self.log_path = setup_logging()
        self.size = (int(size[0]), int(size[1]))
        self.headless = headless
        self.settings = settings if settings is not None else Settings.load()
        if store is None:
            from saves import SaveStore

            store = SaveStore()
        self.store = store
        self.stack: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.frames = 0
        self.crashes: list[float] = []
        self.last_crash_log: Path | None = None
        pygame.display.init()
        pygame.font.init()
        self._open_window()
        self.fonts = FontCache()
        self.clock = pygame.time.Clock()
        self._background: pygame.Surface | None = None

    # --- the window -------------------------------------------------------------------
    def _open_window(self) -> None:
        pygame.display.set_caption(t("app.title"))
        try:
            icon = pygame.image.load(str(asset_path("icons", "icon-64.png")))
            pygame.display.set_icon(icon)
        except (pygame.error, FileNotFoundError) as e:
            _log.warning("no window icon: %s", e)
        if self.headless:
            self.screen = pygame.display.set_mode(self.size)
            return
        flags = pygame.SCALED | pygame.RESIZABLE
        if self.settings.fullscreen:
            flags |= pygame.FULLSCREEN
        self.screen = pygame.display.set_mode(self.size, flags)
        if tuple(self.settings.window_size) != self.size:
            self.set_window_size(tuple(self.settings.window_size))

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (the logical surface stays 1600x900, scaled to fit)."""
        if self.headless or self.settings.fullscreen:
            return
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = (640, 360)  # SCALED sets the logical size as the minimum
            window.size = (int(size[0]), int(size[1]))
        except (AttributeError, pygame.error) as e:  # an older pygame-ce or a driver that refuses
            _log.info("could not set the window size: %s", e)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.headless:
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error as e:
                _log.warning("full screen toggle failed: %s", e)
        self.settings.save()

    def make_ui_manager(self) -> pygame_gui.UIManager:
        """A pygame-gui manager with our theme and every font we use preloaded."""
        import pygame_gui

        manager = pygame_gui.UIManager(self.size, load_theme(), enable_live_theme_updates=False)
        for name, (regular, bold) in GUI_FONTS.items():
            manager.add_font_paths(name, str(asset_path("fonts", regular)), str(asset_path("fonts", bold)))
        fonts = manager.get_theme().get_font_dictionary()
        wanted = [
            {"name": n, "point_size": s, "style": st}
            for n, s, st in GUI_PRELOAD
            if not fonts.check_font_preloaded(fonts.create_font_id(s, n, st == "bold", st == "italic", True))
        ]
        manager.preload_fonts(wanted)
        return manager

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

        self.clear_to(board_scene_for(self, session))

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
        if event.type == pygame.WINDOWSIZECHANGED and not self.settings.fullscreen:
            w, h = getattr(event, "x", 0), getattr(event, "y", 0)
            if w >= 320 and h >= 240:
                self.settings.window_size = (int(w), int(h))
        return False

    def step(self, dt: float, events: list[pygame.event.Event]) -> None:
        """Events, update and draw for one frame; a scene's exception becomes the crash screen."""
        try:
            for event in events:
                if self._global_event(event):
                    continue
                top = self.top
                if top is not None:
                    top.handle_event(event)
            top = self.top
            if top is not None:
                top.update(dt)
            self.draw(self.screen)
        except Exception as exc:  # noqa: BLE001 - anything a scene raises
            self.handle_crash(exc)
        self.frames += 1

    def draw(self, surface: pygame.Surface) -> None:
        if not self.stack:
            surface.fill(palette.TABLE)
            return
        base = len(self.stack) - 1
        while base > 0 and self.stack[base].overlay:
            base -= 1
        for scene in self.stack[base:]:
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

    def main_loop(self) -> int:
        self.clock.tick()
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.25), pygame.event.get())
            if self.running:
                pygame.display.flip()
        self.shutdown()
        return self.exit_code

    def shutdown(self) -> None:
        while self.stack:
            old = self.stack.pop()
            try:
                old.on_exit()
            except Exception:  # noqa: BLE001
                _log.exception("error while closing %s", type(old).__name__)
        self.settings.save()


def run() -> int:
    """Open the window on the title screen; returns the exit code."""
    try:
        app = App()
    except pygame.error as e:
        print(f"yggdrasil: could not open the window: {e}")
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
