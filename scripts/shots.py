"""What the screenshot scripts (`scripts/screenshots*.py`) share: the environment they
run in, the app, the seats of a game, a board at a position, frames, saving a shot and
the loop over a script's named shots.

    import shots                      # scripts/ is on the path when a script runs
    shots.environment()               # before pygame or the app is imported
    import pygame                     # noqa: E402
    ...
    app = shots.new_app(animation_speed=1)
    board, session = shots.table(app, "asgard", ("human", "random"), seed=3)
    shots.frames(app, 4)
    shots.save(app, out / "asgard_start.png")

`environment()` puts the checkout on the path, hides pygame's greeting, silences the
sound, picks SDL's dummy driver when there is no display (`driver="auto"`; "dummy"
always; "x11" never: the scripts that photograph a real window) and gives the run a
temporary YGGDRASIL_HOME, so that saves and settings are never the player's own.
Nothing here imports pygame or the app before `environment()` has run."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Astrid", "Bjorn", "Sigrid", "Ulf", "Frida")


def environment(driver: str = "auto", prefix: str = "yggdrasil-shots-", root: str | Path | None = None,
                quiet: bool = True) -> Path:
    """Set the environment of a screenshot run (see the module's text); the temporary
    YGGDRASIL_HOME. `root`: draw with another checkout's code (put first on the path)."""
    if root is not None:
        sys.path.insert(0, str(root))
    elif str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    no_display = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
    if driver == "dummy" or (driver == "auto" and no_display):
        if no_display and not quiet:
            print("screenshots: no display; using SDL's dummy driver", file=sys.stderr)
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    home = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["YGGDRASIL_HOME"] = str(home)
    return home


def headless() -> bool:
    """No window on a screen: SDL's dummy driver draws into memory."""
    return os.environ.get("SDL_VIDEODRIVER") == "dummy"


def seats(*kinds: str, names: Iterable[str] = NAMES) -> list[dict[str, Any]]:
    """The seats of a game, seat i of `kinds[i]` ("human", "random", "easy", "hard"...)."""
    return [{"name": n, "kind": k, "colour": i} for i, (k, n) in enumerate(zip(kinds, names))]


def new_app(store: bool = False, quick: bool = True, **settings: Any) -> Any:
    """The app, headless without a display; settings as given (`quick`, the default:
    bots move at once and nothing slides). `store=True`: saves in a folder of their own."""
    from ui.app import App
    from ui.settings import Settings

    kw: dict[str, Any] = {"animation_speed": 0, "bot_pause": 0.0} if quick else {}
    kw.update(settings)
    extra: dict[str, Any] = {}
    if store:
        from saves import SaveStore

        extra["store"] = SaveStore(Path(tempfile.mkdtemp(prefix="yggdrasil-shots-saves-")))
    return App(headless=headless(), settings=Settings(**kw), **extra)


def table(app: Any, game_id: str, kinds: Iterable[str], seed: int, options: dict | None = None,
          threads: bool = False) -> tuple[Any, Any]:
    """A new game of `game_id` on its board, shown alone on the app's stack: (board,
    session). `threads`: the bots think in this process (no bot process)."""
    from ui.boards import board_scene_for
    from ui.session import GameSession

    session = GameSession.new(app, game_id, seats(*kinds), seed, dict(options or {}))
    if threads:
        session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
    return board, session


def frames(app: Any, n: int = 4, dt: float = 1 / 60, pause: float = 0.0) -> None:
    """`n` frames of the app with the events the window has (shown on a real screen);
    `pause` seconds between two (for threads and servers to move)."""
    import time

    import pygame

    for _ in range(n):
        app.step(dt, pygame.event.get())
        if not app.headless:
            pygame.display.flip()
        if pause:
            time.sleep(pause)


def present(app: Any, n: int = 20, tick: bool = True) -> None:
    """`n` frames of a real window as the main loop makes them: at 60 a second (`tick`),
    the events, the update and drawing, the picture presented on the screen."""
    import pygame

    for _ in range(n):
        if tick:
            app.clock.tick(60)
        app.step(1 / 60, pygame.event.get())
        app.present()


def save(app: Any, path: str | Path, draw: bool = False, say: str | None = "", window: bool = False) -> Path:
    """The app's screen to a PNG (`draw`: every scene of the stack drawn again first;
    `window`: the whole window as the screen shows it, bars and scaling included); the
    path is printed (after `say`; nothing when `say` is None)."""
    import pygame

    if draw:
        app.draw(app.screen)
    path = Path(path)
    pygame.image.save(pygame.display.get_surface() if window else app.screen, str(path))
    if say is not None:
        print(f"{say}{path}", flush=True)
    return path


def run(app: Any, named: Iterable[tuple[str, Callable[[], Any]]], out: Path, only: Iterable[str] = (),
        prefix: str = "", tag: str = "screenshots", crash_ok: Iterable[str] = ("crash",)) -> int:
    """Each (name, make) of a script: `make()` sets the scene up, then the screen is saved
    as out/<name>.png; `only` (names with or without `prefix`) picks some; a `make` that
    raises LookupError is skipped (said). The number of shots whose scene crashed (a
    CrashScene on top, but for the shots in `crash_ok`), said on stderr."""
    from ui.scenes.crash import CrashScene

    out.mkdir(parents=True, exist_ok=True)
    wanted = {s for s in only if s}
    failed = 0
    for name, make in named:
        if wanted and name not in wanted and name.removeprefix(prefix) not in wanted:
            continue
        try:
            make()
        except LookupError as e:
            print(f"{tag}: skipped {name}: {e}")
            continue
        if isinstance(app.top, CrashScene) and name not in crash_ok:
            print(f"{tag}: {out.name}/{name} crashed: {app.top.message}", file=sys.stderr)
            failed += 1
        save(app, out / f"{name}.png", say=f"{tag}: wrote ")
    return failed
