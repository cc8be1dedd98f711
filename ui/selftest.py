"""`python main.py --selftest`: open every scene headless, play a bot-only Midgard game
through the board scene, save and load it, and exit 0; non-zero with a message on any
failure.

The test runs in a temporary YGGDRASIL_HOME, so it never touches the player's saves or
settings. It uses SDL's dummy video driver unless YGGDRASIL_SELFTEST_DISPLAY=1 asks for
a real window.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from typing import Any

GAME_TIME_LIMIT = 240.0  # seconds for the bot game through the board
STALL_FRAMES = 600  # frames without a move before the self test nudges the board


class SelftestError(Exception):
    pass


def _say(text: str) -> None:
    print(f"selftest: {text}", flush=True)


class _FakeState:
    """A finished three-seat game, for the scenes that need one when no engine is present."""

    def scores(self) -> list[int]:
        return [31, 40, 27]

    def score_breakdown(self) -> list[dict[str, int]]:
        return [{"provinces": 20, "asgard": 5, "total": 31}, {"provinces": 30, "asgard": 10, "total": 40},
                {"provinces": 20, "asgard": 0, "valhalla": 7, "total": 27}]

    def winners(self) -> list[int]:
        return [1]

    def round_label(self) -> str:
        return "Game over"

    def progress(self) -> Any:
        from game.core.progress import Progress

        return Progress("round", 3, 3, "over", "midgard.phase.over", True)

    def rivals(self) -> list:
        return []

    def is_over(self) -> bool:
        return True


class _FakeSession:
    def __init__(self) -> None:
        from game.registry import get_game

        self.spec = get_game("midgard")
        self.state = _FakeState()
        self.names = ["Ada", "Bo", "Cy"]
        self.seats = [{"name": n, "kind": "random", "colour": i} for i, n in enumerate(self.names)]
        self.score_history = [[5, 8, 6], [18, 22, 15], [31, 40, 27]]

    def save_as(self, name: str) -> Any:
        raise NotImplementedError("the stand-in session cannot be saved")


def _check_top(app: Any, cls: type, what: str) -> None:
    from ui.scenes.crash import CrashScene

    top = app.top
    if isinstance(top, CrashScene) and cls is not CrashScene:
        raise SelftestError(f"{what} crashed: {top.message} (log: {top.log_path})")
    if not isinstance(top, cls):
        raise SelftestError(f"{what}: expected {cls.__name__} on top, found {type(top).__name__}")


def _open_scenes(app: Any, session: Any) -> int:
    """Open every non-board scene, press a few buttons, draw frames. Returns the count."""
    from game.registry import GAMES
    from ui.scenes import (
        CrashScene,
        GameOverScene,
        HandoffScene,
        LoadScene,
        NewGameScene,
        PauseScene,
        RulesScene,
        SettingsScene,
        TitleScene,
    )

    ready: list[bool] = []
    makers: list[tuple[str, Callable[[], Any], type]] = [
        ("title", lambda: TitleScene(app), TitleScene),
        ("new game", lambda: NewGameScene(app), NewGameScene),
        ("load", lambda: LoadScene(app), LoadScene),
        ("settings", lambda: SettingsScene(app), SettingsScene),
        *[(f"rules {g}", lambda g=g: RulesScene(app, g), RulesScene) for g in GAMES],
        ("pause", lambda: PauseScene(app, session), PauseScene),
        ("handoff", lambda: HandoffScene(app, "Bo", lambda: ready.append(True)), HandoffScene),
        ("game over", lambda: GameOverScene(app, session), GameOverScene),
        ("crash", lambda: CrashScene(app, "RuntimeError: a test of the crash screen"), CrashScene),
    ]
    for what, make, cls in makers:
        app.clear_to(TitleScene(app))
        app.push(make())
        app.run_frames(3)
        _check_top(app, cls, what)
        app.top.describe()
    # a few interactions
    ng = NewGameScene(app)
    app.push(ng)
    ng.press("more") if ng.buttons["more"].is_enabled else None
    ng.press("fewer") if ng.buttons["fewer"].is_enabled else None
    ng.press("colour:0")
    app.run_frames(2)
    _check_top(app, NewGameScene, "new game after clicks")
    settings = SettingsScene(app)
    app.push(settings)
    settings.press("anim:2")
    app.run_frames(2)
    settings.press("back")
    handoff = HandoffScene(app, "Bo", lambda: ready.append(True))
    app.push(handoff)
    app.run_frames(30)
    handoff.press("ready")
    if not ready or app.top is handoff:
        raise SelftestError("the handoff screen did not hand over")
    return len(makers)


def _crash_path(app: Any) -> None:
    from ui.scene import Scene
    from ui.scenes.crash import CrashScene

    class Exploding(Scene):
        def update(self, dt: float) -> None:
            raise RuntimeError("selftest: deliberate failure")

    app.push(Exploding(app))
    app.run_frames(2)
    _check_top_crash = app.top
    if not isinstance(_check_top_crash, CrashScene):
        raise SelftestError("a failing scene did not show the crash screen")
    if app.last_crash_log is None or not app.last_crash_log.exists():
        raise SelftestError("the crash was not written to the log folder")
    _check_top_crash.press("title")
    app.run_frames(2)
    app.crashes.clear()


def _play_bot_game(app: Any) -> str:
    """A bot-only Midgard game through the board scene; then save, load and compare."""
    from ui.scenes.crash import CrashScene
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.pause import PauseScene
    from ui.session import GameSession

    seats = [{"name": f"Bot {i + 1}", "kind": "random", "colour": i} for i in range(3)]
    session = GameSession.new(app, "midgard", seats, 7, {})
    app.start_session(session)
    board = app.top
    app.run_frames(3)
    app.push(PauseScene(app, session))
    app.run_frames(3)
    _check_top(app, PauseScene, "pause over the board")
    app.pop()
    start = time.monotonic()
    last_moves, still = -1, 0
    nudges = 0
    while not session.state.is_over():
        app.run_frames(1)
        if isinstance(app.top, CrashScene):
            raise SelftestError(f"the board crashed: {app.top.message} (log: {app.top.log_path})")
        moves = len(session.rec.actions)
        if moves == last_moves:
            still += 1
            if still >= STALL_FRAMES:
                if nudges >= 5:
                    raise SelftestError(f"the bot game stopped after {moves} moves ({session.state.round_label()})")
                _nudge(app)
                nudges += 1
                still = 0
        else:
            last_moves, still = moves, 0
        if time.monotonic() - start > GAME_TIME_LIMIT:
            raise SelftestError(f"the bot game took over {GAME_TIME_LIMIT:.0f} s ({moves} moves)")
    took = time.monotonic() - start
    for _ in range(600):
        if isinstance(app.top, GameOverScene):
            break
        app.run_frames(1)
        if app.top is board and app.frames % 120 == 0:
            _nudge(app)
    _check_top(app, GameOverScene, "the end of the bot game")
    app.run_frames(3)
    scores = session.state.scores()
    session.save_as("selftest game")
    loaded = GameSession.load(app, "selftest game")
    if loaded.state.to_json() != session.state.to_json():
        raise SelftestError("the loaded game differs from the saved one")
    if loaded.score_history != session.score_history:
        raise SelftestError("the loaded score history differs from the saved one")
    # Rematch: the same seats on a fresh board
    app.top.press("rematch")
    app.run_frames(3)
    if isinstance(app.top, CrashScene) or getattr(app.top, "session", session) is session:
        raise SelftestError("Rematch did not open a new game")
    if [s["name"] for s in app.top.session.seats] != [s["name"] for s in seats] or app.top.session.state.is_over():
        raise SelftestError("Rematch did not keep the seats or did not start a new game")
    return f"{len(session.rec.actions)} moves in {took:.1f} s, scores {scores}; rematch opened"


def _bot_process() -> str:
    """One `normal` decision through the bot process (ui/botproc.py): in the frozen
    program that process is the executable again (multiprocessing.freeze_support)."""
    from game.registry import get_game
    from ui.botproc import BotWorker, job_payload

    spec = get_game("midgard")
    state = spec.new_game(3, 5, {})
    seat = state.to_act()[0]
    worker = BotWorker()
    try:
        job = worker.submit(job_payload("midgard", "normal", state.view(seat), seat, 5))
        end = time.monotonic() + 60
        while time.monotonic() < end:
            for job_id, ok, value in worker.poll():
                if job_id == job:
                    if not ok:
                        raise SelftestError(f"the bot process failed: {str(value).strip()[-300:]}")
                    action = spec.action_from_json(value)
                    if action not in state.legal_actions(seat):
                        raise SelftestError(f"the bot process chose an illegal action {action!r}")
                    return f"decided {action!r} in process {worker.pid}"
            time.sleep(0.01)
        raise SelftestError("the bot process did not answer within 60 s")
    finally:
        worker.close()


def _nudge(app: Any) -> None:
    """Dismiss whatever a board might be waiting on (a summary overlay): a click and Space."""
    import pygame

    w, h = app.size
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(w // 2, h // 2), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(w // 2, h // 2), button=1))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))


def _board_available() -> bool:
    try:
        from game.registry import get_game
        from ui.boards import board_scene_for  # noqa: F401
        from ui.session import GameSession  # noqa: F401
    except ImportError:
        return False
    return get_game("midgard").available


def _run(display: bool) -> int:
    import warnings

    import pygame

    from ui.app import App
    from ui.settings import Settings

    t0 = time.monotonic()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            app = App(headless=not display, settings=Settings(animation_speed=0, bot_pause=0.0))
        except pygame.error as e:   # no display (ui.app.NoDisplay), or the driver asked for has none
            if not display:
                raise
            raise SelftestError(f"a window was asked for (YGGDRASIL_SELFTEST_DISPLAY=1) but could not be "
                                f"opened: {e}") from None
        session: Any = _FakeSession()
        n = _open_scenes(app, session)
        _say(f"opened {n} scenes")
        _crash_path(app)
        _say("a failing scene shows the crash screen and writes a log")
        if _board_available():
            _say("bots in their own process: " + _bot_process())
            _say("Midgard through the board: " + _play_bot_game(app))
            # the scenes that take a session, now with a real one (the rematch's)
            _open_scenes(app, app.top.session)
        else:
            _say("SKIPPED the bot game: the Midgard board or engine is not in this build")
        app.shutdown()
    gui = [w for w in caught if "pygame_gui" in (w.filename or "") or "font" in str(w.message).lower()]
    if gui:
        raise SelftestError(f"pygame-gui warned: {gui[0].message}")
    _say(f"ok in {time.monotonic() - t0:.1f} s")
    return 0


def run_selftest() -> int:
    display = os.environ.get("YGGDRASIL_SELFTEST_DISPLAY") == "1"
    saved = {k: os.environ.get(k) for k in ("YGGDRASIL_HOME", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    if not display:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    home = tempfile.mkdtemp(prefix="yggdrasil-selftest-")
    os.environ["YGGDRASIL_HOME"] = home
    try:
        return _run(display)
    except SelftestError as e:
        _say(f"FAILED: {e}")
        return 1
    except Exception:  # noqa: BLE001 - any failure is reported, not raised
        _say("FAILED with an unexpected error:")
        traceback.print_exc(file=sys.stdout)
        return 1
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        shutil.rmtree(home, ignore_errors=True)
