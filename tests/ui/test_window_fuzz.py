"""The whole window under random input, with real games.

For every game with a board and every player count, once with one human against random
bots and once in hot seat (two humans or more), the real App (headless) gets random
input on the whole window: clicks anywhere (mostly on the board's targets, its tray and
UI buttons and the buttons of whatever scene is on top, so games move on), drags, keys
(Esc, F1, F11, Ctrl+S, Ctrl+Z, Enter, Space, Tab, 1-9, P, H, letters typed into the
save-name box), the wheel, window resizes to random sizes (1024x576 .. 3840x2160),
focus loss and gain, the window's close button (the program is then "started again":
the stack is left as at exit and the title screen comes back), cancel in dialogs,
while the bots play. Saving (Ctrl+S, the pause menu), loading (the Load screen),
Undo, Continue, Rematch and New game are all reached through the window.

Held: the crash handler never fires; no IllegalAction ever reaches the session (from a
click, a key or a bot) and no bot fails; every save or autosave loaded again holds the
position the game had when it was saved or left (state.to_json()); at the end every
game played is either over or, loaded from its autosave, resumes at the same position.

YGG_WINDOW_FUZZ_EVENTS: events per game and seating, every seating (by hand, e.g. 10,000).
Without it (CI): PER_CASE events per game and player count, against bots or in hot seat
by turns, so that the whole file stays quick. The figures are printed (-s).
"""

from __future__ import annotations

import json
import os
import traceback
from typing import Any

import pygame
import pytest

from game.core import IllegalAction, Rng
from game.registry import get_game
from saves import SaveStore
from ui.app import App
from ui.boards import BOARDS
from ui.boards.base import BoardScene
from ui.scenes import CrashScene, TitleScene
from ui.scenes.base import UIScene
from ui.session import GameSession
from ui.settings import Settings

PER_CASE = 150     # CI: 150 events per game and player count (about 2,000 in all: the machine is slow and shared)
SIZES_MIN, SIZES_MAX = (1024, 576), (3840, 2160)
NAMES = ["Astrid", "Bjorn", "Sigrid", "Ulf", "Frida"]


def seatings(game_id: str) -> list[tuple[str, list[str]]]:
    """(label, seat kinds) per player count: one human and random bots; hot seat (all
    humans with two or three players, the last seat a bot from four on)."""
    out = []
    for n in get_game(game_id).player_counts:
        out.append((f"{n}p-bots", ["human"] + ["random"] * (n - 1)))
        if n >= 2:
            out.append((f"{n}p-hotseat", ["human"] * n if n <= 3 else ["human"] * (n - 1) + ["random"]))
    return out


def ci_seatings(game_id: str) -> list[tuple[str, list[str]]]:
    """CI: every player count once, against bots and in hot seat by turns (both for each game)."""
    out = []
    for i, n in enumerate(get_game(game_id).player_counts):
        both = [(label, kinds) for label, kinds in seatings(game_id) if label.startswith(f"{n}p-")]
        out.append(both[-1] if i % 2 and len(both) > 1 else both[0])
    return out


BY_HAND = bool(os.environ.get("YGG_WINDOW_FUZZ_EVENTS"))
CASES = [(g, label, kinds) for g in BOARDS for label, kinds in (seatings(g) if BY_HAND else ci_seatings(g))]


def events_per_case(game_id: str) -> int:
    env = os.environ.get("YGG_WINDOW_FUZZ_EVENTS")
    if env:
        return int(env)
    return PER_CASE


def canon(state: Any) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


class Watch:
    """Wraps the session and the store for one run: counts IllegalAction reaching the
    session, bot failures, saves written and loads checked against the position saved."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, app: App) -> None:
        self.app = app
        self.illegal: list[str] = []
        self.bot_errors: list[str] = []
        # save name -> (the position it must load to, its number of moves, when it was noted)
        self.expected: dict[str, tuple[str, int, str]] = {}
        self.mismatch: list[str] = []
        self.reloads = 0
        self.saves = 0
        self.sessions: dict[str, GameSession] = {}   # autosave name -> last session of that game
        self.deleted: set[str] = set()
        self.crashes: list[str] = []
        self.moves = [0, 0]      # bot moves, human moves
        self.finished = 0        # games ended by a move in this run
        watch = self
        orig_apply = GameSession.apply
        orig_save_as = GameSession.save_as
        orig_load = GameSession.load.__func__
        orig_exit = BoardScene.on_exit
        orig_enter = BoardScene.on_enter
        orig_delete = app.store.delete
        orig_store_save = app.store.save
        # what happened to each save, in order (said when a game cannot be resumed at the end)
        self.trail: list[str] = []
        orig_crash = app.handle_crash

        def apply(self: GameSession, seat: int, action: Any) -> list:
            try:
                events = orig_apply(self, seat, action)
                watch.moves[self.is_human(seat)] += 1
                if self.state.is_over():
                    watch.finished += 1
                return events
            except IllegalAction as e:
                watch.illegal.append(f"{self.game_id} seat {seat} {action!r}: {e}")
                raise

        def save_as(self: GameSession, name: str) -> Any:
            path = orig_save_as(self, name)
            watch.expected[path.stem] = (canon(self.state), len(self.rec.actions), "saved as")
            watch.saves += 1
            return path

        def load(cls: type, app: Any, name: str) -> GameSession:
            # the game being left is still on the stack while its save is loaded: what it
            # holds now is what its autosave must hold
            for scene in app.stack:
                if isinstance(scene, BoardScene) and scene.session.save_name == name:
                    watch.expected[name] = (canon(scene.session.state), len(scene.session.rec.actions), "in play")
            session = orig_load(cls, app, name)
            watch.trail.append(f"loaded {name} ({len(session.rec.actions)} moves) to play on as {session.save_name}")
            want = watch.expected.get(name)
            if want is not None:
                watch.reloads += 1
                if canon(session.state) != want[0]:
                    watch.mismatch.append(f"{name}: loaded {len(session.rec.actions)} moves, not the position "
                                          f"{want[2]} with {want[1]} moves")
            return session

        def on_enter(self: BoardScene) -> None:
            orig_enter(self)
            if getattr(self.session, "watching", False):
                # a finished game watched again (Watch, the bot's review): nothing to resume, nothing saved
                assert self.session.save_name == "", self.session.save_name
                watch.trail.append("entered a watched game")
                return
            watch.sessions[self.session.save_name] = self.session
            watch.trail.append(f"entered {self.session.save_name}")

        def on_exit(self: BoardScene) -> None:
            orig_exit(self)
            if getattr(self.session, "watching", False):
                return
            watch.trail.append(f"left {self.session.save_name} ({len(self.session.rec.actions)} moves)")
            watch.expected[self.session.save_name] = (canon(self.session.state), len(self.session.rec.actions), "left")

        def delete(name: str) -> Any:
            watch.deleted.add(name)
            watch.trail.append(f"deleted {name}")
            return orig_delete(name)

        def store_save(name: str, rec: Any, state: Any, *args: Any, **kw: Any) -> Any:
            try:
                path = orig_store_save(name, rec, state, *args, **kw)
            except Exception as e:
                watch.trail.append(f"could not write {name}: {e!r}")
                raise
            watch.trail.append(f"wrote {path.stem} ({len(rec.actions)} moves)")
            return path

        def handle_crash(exc: BaseException) -> None:
            watch.crashes.append("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
            orig_crash(exc)

        monkeypatch.setattr(GameSession, "apply", apply)
        monkeypatch.setattr(GameSession, "save_as", save_as)
        monkeypatch.setattr(GameSession, "load", classmethod(load))
        monkeypatch.setattr(BoardScene, "on_enter", on_enter)
        monkeypatch.setattr(BoardScene, "on_exit", on_exit)
        monkeypatch.setattr(app.store, "delete", delete)
        monkeypatch.setattr(app.store, "save", store_save)
        monkeypatch.setattr(app, "handle_crash", handle_crash)

    def check(self, where: str) -> None:
        if self.crashes:
            pytest.fail(f"{where}: the crash handler fired:\n{self.crashes[0]}")
        for scene in self.app.stack:
            if isinstance(scene, BoardScene):
                assert scene.illegal_clicks == 0, f"{where}: a click found a target whose action is not legal"
                err = scene.session.last_error
                if "bot failed" in err and err not in self.bot_errors:
                    self.bot_errors.append(err)
        assert not self.illegal, f"{where}: illegal actions reached the session: {self.illegal[:3]}"
        assert not self.bot_errors, f"{where}: {self.bot_errors[:3]}"
        assert not self.mismatch, f"{where}: {self.mismatch[:3]}"


MOUSE = [(0, 0)]   # where the (fake) mouse is, in window pixels: pygame-gui's hovering reads it


def _mouse(kind: int, pos: tuple[int, int], button: int = 1, buttons: tuple = (0, 0, 0)) -> pygame.event.Event:
    MOUSE[0] = pos
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=buttons, touch=False)
    return pygame.event.Event(kind, pos=pos, button=button, touch=False)


def _key(key: int, mod: int = 0, uni: str = "") -> list[pygame.event.Event]:
    out = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0)]
    if uni:
        out.append(pygame.event.Event(pygame.TEXTINPUT, text=uni))
    out.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0))
    return out


KEYS = [(pygame.K_ESCAPE, 0, ""), (pygame.K_F1, 0, ""), (pygame.K_F11, 0, ""), (pygame.K_s, pygame.KMOD_CTRL, ""),
        (pygame.K_z, pygame.KMOD_CTRL, ""), (pygame.K_RETURN, 0, "\r"), (pygame.K_SPACE, 0, " "),
        (pygame.K_TAB, 0, ""), (pygame.K_TAB, pygame.KMOD_SHIFT, ""), (pygame.K_p, 0, "p"), (pygame.K_h, 0, "h"),
        (pygame.K_BACKSPACE, 0, ""), (pygame.K_UP, 0, ""), (pygame.K_DOWN, 0, ""), (pygame.K_a, 0, "a"),
        (pygame.K_q, 0, "q"), (pygame.K_SLASH, pygame.KMOD_SHIFT, "?")] + \
    [(pygame.K_1 + i, 0, str(i + 1)) for i in range(9)]


# the buttons that lead back to a table, pressed more often than the others
BACK_TO_A_GAME = {"ready", "resume", "continue", "back", "rematch", "board", "load", "cancel_delete", "start"}


class Driver:
    """Makes the random input, in window pixels, from what the scene on top shows."""

    def __init__(self, app: App, rng: Rng) -> None:
        self.app = app
        self.rng = rng
        self.stats = {"events": 0, "frames": 0, "resizes": 0, "quits": 0, "clicks_on_targets": 0,
                      "confirm_dialogs": 0}

    def _button_points(self, scene: Any) -> list[tuple[tuple[int, int], str]]:
        """Logical points of the clickable buttons of a UI scene (some left out: see below)."""
        out = []
        for name, b in getattr(scene, "buttons", {}).items():
            if not (b.alive() and b.visible and b.is_enabled):
                continue
            if name == "start" and any(s["kind"] not in ("human", "random") for s in getattr(scene, "seats", [])):
                continue   # New game with the default (thinking) bots: too slow for a fuzz; pick random first
            if name == "confirm_delete" and self.rng.below(4):
                continue   # deleting a save: now and then, cancel more often
            if name.startswith(("size:", "full:", "anim:", "game:")) and self.rng.below(8):
                continue   # settings and the Rules tabs (a tab builds its whole text): now and then
            out.append((b.rect.center, name))
        # rows of a list (the Load screen's saves): a row is about 20 pixels high
        rows = getattr(scene, "rows", None)
        lst = getattr(scene, "list", None)
        if rows and lst is not None and getattr(lst, "rect", None) is not None:
            for _ in range(len(out) // 2 + 1):
                k = self.rng.below(min(len(rows), 20))
                out.append(((lst.rect.x + 200, lst.rect.y + 14 + 20 * k), f"row {k}"))
        return out

    def _board_points(self, board: BoardScene) -> list[tuple[int, int]]:
        pts = []
        for t in board.targets:
            pts.append(t.center if t.shape == "circle" and t.center else t.rect.center)
        return pts

    def _tray_points(self, board: BoardScene) -> list[tuple[tuple[int, int], Any]]:
        return [(rect.center, key) for rect, _label, key in board.buttons]

    def window_point(self, p: tuple[int, int]) -> tuple[int, int]:
        return self.app.to_window(p)

    def anywhere(self) -> tuple[int, int]:
        w, h = self.app.window_size
        return self.rng.below(w), self.rng.below(h)

    def click(self, pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
        return [_mouse(pygame.MOUSEMOTION, pos), _mouse(pygame.MOUSEBUTTONDOWN, pos, button),
                _mouse(pygame.MOUSEBUTTONUP, pos, button)]

    def resize(self) -> list[pygame.event.Event]:
        r = self.rng
        w = SIZES_MIN[0] + r.below(SIZES_MAX[0] - SIZES_MIN[0] + 1)
        h = SIZES_MIN[1] + r.below(SIZES_MAX[1] - SIZES_MIN[1] + 1)
        pygame.display.set_mode((w, h))       # what the system does to the window
        self.stats["resizes"] += 1
        return [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h),
                pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)]

    def next_events(self) -> list[pygame.event.Event]:
        """One random input (a few pygame events for a click or a key)."""
        r = self.rng
        top = self.app.top
        roll = r.below(1000)
        if roll < 4:
            self.stats["quits"] += 1
            return [pygame.event.Event(pygame.WINDOWCLOSE), pygame.event.Event(pygame.QUIT)]
        if roll < 14:
            return self.resize()
        if roll < 24:
            lost = r.below(2) == 0
            return [pygame.event.Event(pygame.WINDOWFOCUSLOST if lost else pygame.WINDOWFOCUSGAINED),
                    pygame.event.Event(pygame.ACTIVEEVENT, gain=0 if lost else 1, state=2)]
        if roll < 110:
            key, mod, uni = KEYS[r.below(len(KEYS))]
            return _key(key, mod, uni)
        if roll < 140:
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=r.randint(-3, 3), flipped=False,
                                       precise_x=0.0, precise_y=float(r.randint(-3, 3)), touch=False)]
        if roll < 190:   # a drag
            a, b = self.anywhere(), self.anywhere()
            mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
            return [_mouse(pygame.MOUSEBUTTONDOWN, a), _mouse(pygame.MOUSEMOTION, mid, buttons=(1, 0, 0)),
                    _mouse(pygame.MOUSEMOTION, b, buttons=(1, 0, 0)), _mouse(pygame.MOUSEBUTTONUP, b)]
        if roll < 260:
            return [_mouse(pygame.MOUSEMOTION, self.anywhere())]
        if roll < 330:
            return self.click(self.anywhere(), 1 if r.below(6) else 3)
        # a click aimed at something that does something (an overlay's board: ui/overlays)
        top = getattr(top, "board", top)
        if isinstance(top, BoardScene):
            if getattr(top, "confirming", None) is not None and r.below(3):   # "This ends your turn": Yes / No
                _box, yes, no = top._confirm_rects()
                self.stats["confirm_dialogs"] += 1
                return self.click(self.window_point((yes if r.below(3) else no).center))
            targets = self._board_points(top)
            tray = self._tray_points(top)
            if targets and r.below(10) < 8:
                self.stats["clicks_on_targets"] += 1
                return self.click(self.window_point(targets[r.below(len(targets))]))
            if tray:
                # the menu less often: it leads out of the game
                pts = [p for p, key in tray if key not in ("menu", "rules") or r.below(4) == 0] or [tray[0][0]]
                return self.click(self.window_point(pts[r.below(len(pts))]))
        elif isinstance(top, UIScene):
            pts = self._button_points(top)
            back = [x for x in pts if x[1] in BACK_TO_A_GAME]
            if back and r.below(2):
                pts = back
            if pts:
                p, _name = pts[r.below(len(pts))]
                return self.click(self.window_point(p))
        return self.click(self.anywhere())


def restart(app: App) -> None:
    """After the window's close button: the program ends (App.shutdown leaves every
    scene, writing the last autosave) and is started again on the title screen."""
    app.shutdown()
    app.running = True
    app.push(TitleScene(app))


@pytest.fixture(autouse=True, scope="module")
def _settings_put_back():
    """The fuzz may reach the Settings screen and save a language (which it reaches
    depends on the buttons' order): the test run's settings file is put back after, so
    the next tests' apps do not start in Italian."""
    from ui.settings import settings_path

    path = settings_path()
    before = path.read_bytes() if path.exists() else None
    yield
    if before is None:
        path.unlink(missing_ok=True)
    else:
        path.write_bytes(before)


@pytest.fixture(scope="module")
def fuzz_app(tmp_path_factory):
    app = App(headless=True, settings=Settings(animation_speed=0, bot_pause=0.0),
              store=SaveStore(tmp_path_factory.mktemp("window-fuzz-saves")))
    yield app
    app.shutdown()


TOTALS: dict[str, int] = {}


@pytest.mark.parametrize("game_id,label,kinds", CASES, ids=[f"{g}-{lab}" for g, lab, _ in CASES])
def test_window_under_random_input_with_real_games(fuzz_app, monkeypatch, game_id, label, kinds):
    app = fuzz_app
    app.settings.animation_speed = 0
    app.settings.bot_pause = 0.0
    app.settings.fullscreen = False
    # every other seating asks before a move that ends the turn (a dialog to answer or cancel)
    app.settings.confirm_end_turn = CASES.index((game_id, label, kinds)) % 2 == 1
    app.running = True
    watch = Watch(monkeypatch, app)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: MOUSE[0])
    pygame.event.clear()
    seed = sum(map(ord, game_id + label))
    rng = Rng(seed)
    driver = Driver(app, rng)
    app.clear_to(TitleScene(app))
    seats = [{"name": NAMES[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]
    first = GameSession.new(app, game_id, seats, seed, {})
    app.start_session(first)
    n_events = events_per_case(game_id)
    where = f"{game_id} {label}"
    while driver.stats["events"] < n_events:
        events: list[pygame.event.Event] = []
        for _ in range(1 + rng.below(3)):
            events += driver.next_events()
            driver.stats["events"] += 1
        dt = 0.4 if rng.below(8) == 0 else 1 / 30    # now and then a long frame (handoff pause, bots)
        # pygame-gui posts its own events (a button pressed) to the queue: read it too
        app.step(dt, pygame.event.get() + events)
        driver.stats["frames"] += 1
        if driver.stats["frames"] % 15 == 0:   # the table scaled into the window
            app.present()
        watch.check(f"{where}, event {driver.stats['events']}")
        if not app.running:
            restart(app)
        assert app.top is not None and not isinstance(app.top, CrashScene), where
    # the end: the program is closed; every game played is over or resumes where it was
    app.shutdown()
    resumed = 0
    for name, session in watch.sessions.items():
        if session.state.is_over():
            continue
        if name in watch.deleted:
            continue
        try:
            loaded = GameSession.load(app, name)
        except Exception as e:  # noqa: BLE001 - said with what happened to that save
            trail = "\n".join(line for line in watch.trail if name in line or "loaded" in line)
            pytest.fail(f"{where}: {name} does not resume: {e!r}\n{trail}")
        loaded.close()
        resumed += 1
    watch.check(f"{where}, at the end")
    app.running = True
    app.settings.confirm_end_turn = False
    app.clear_to(TitleScene(app))
    over = sum(1 for s in watch.sessions.values() if s.state.is_over())
    assert watch.reloads > 0 or over == len(watch.sessions), "nothing was loaded again"
    figures = dict(driver.stats, bot_moves=watch.moves[0], human_moves=watch.moves[1], games=len(watch.sessions),
                   finished=watch.finished, saves=watch.saves,
                   reloads=watch.reloads, resumed_at_end=resumed, illegal=len(watch.illegal))
    for k, v in figures.items():
        TOTALS[k] = TOTALS.get(k, 0) + v
    print(f"\n{where}: {figures}\n  totals so far: {TOTALS}")


# --- what the fuzz found ------------------------------------------------------------------


def _play(session: GameSession, moves: int) -> None:
    for _ in range(moves):
        session.run_bots_until_human()
        seat = session.pending_humans()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])


def test_continue_after_loading_a_named_save_resumes_the_loaded_position(tmp_path):
    """A game saved by name at move k and played on to move m: loading the named save
    (from the pause menu of that game, or from the title) shows move k; leaving it at once
    and pressing Continue must resume at move k, not at the autosave's move m (the
    autosave of the game is rewritten when the loaded position is shown)."""
    app = App(headless=True, settings=Settings(animation_speed=0, bot_pause=0.0), store=SaveStore(tmp_path / "s"))
    app.clear_to(TitleScene(app))
    seats = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "random", "colour": 1}]
    for via_pause in (True, False):
        session = GameSession.new(app, "midgard", seats, 3, {})
        app.start_session(session)
        _play(session, 3)
        session.run_bots_until_human()   # saved where the human decides: nothing moves while shown
        session.save_as("named")
        saved = canon(session.state)
        _play(session, 4)
        assert canon(session.state) != saved
        if not via_pause:
            app.go_to_title()
            app.run_frames(2)
        if via_pause:
            app.top.open_pause()
        app.top.press("load")
        load_scene = app.top
        load_scene.select(next(i for i, e in enumerate(load_scene.entries) if e["name"] == "named"))
        load_scene.press("load")
        board = app.top
        assert isinstance(board, BoardScene) and canon(board.session.state) == saved
        app.run_frames(2)               # the loaded position is on screen
        app.go_to_title()               # and left at once
        title = app.top
        assert title.autosave is not None
        title.press("continue")
        assert isinstance(app.top, BoardScene)
        assert canon(app.top.session.state) == saved, "Continue resumed another position than the one shown"
        app.go_to_title()
        app.store.delete("named")
    app.shutdown()


def test_the_last_card_of_a_vikings_two_player_draft_is_taken_by_itself(tmp_path):
    """Vikings with two players drafts with a neutral seat: its board gives the frame a
    draft by seat that is not the engine's Draft. When the human's packet holds one card,
    the frame takes it by itself (it crashed reading the engine Draft's `pending`)."""
    app = App(headless=True, settings=Settings(animation_speed=0, bot_pause=0.0), store=SaveStore(tmp_path / "s"))
    seats = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "random", "colour": 1}]
    session = GameSession.new(app, "vikings", seats, 11, {})
    app.start_session(session)
    board = app.top
    board._auto_last_pick = lambda: False        # drive to the moment by hand first
    for _ in range(200):
        session.run_bots_until_human()
        draft = board.draft_of(session.state.view(0))
        if draft is not None and 0 in session.pending_humans() and len(draft.packs[0]) == 1:
            break
        seat = session.pending_humans()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    else:
        pytest.fail("no single last card in the draft")
    del board._auto_last_pick
    moves = len(session.rec.actions)
    board.update(0.0)
    assert len(session.rec.actions) == moves + 1 and session.rec.actions[-1][0] == 0
    app.shutdown()


def test_loading_the_autosave_of_the_game_in_play_loads_its_last_move(tmp_path, monkeypatch):
    """Pause, Load, the autosave of this very game: the autosave of the last move may
    still be being written (a writer thread; slow disks): the load waits for it, so the
    board shown is the position just left, not the one before the last move."""
    import time as _time

    app = App(headless=True, settings=Settings(animation_speed=0, bot_pause=0.0), store=SaveStore(tmp_path / "s"))
    app.clear_to(TitleScene(app))
    seats = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "random", "colour": 1}]
    session = GameSession.new(app, "midgard", seats, 5, {})
    app.start_session(session)
    _play(session, 3)
    session.flush_autosave()
    real_autosave = app.store.autosave

    def slow_autosave(rec, state):
        _time.sleep(0.3)      # a slow disk
        return real_autosave(rec, state)

    monkeypatch.setattr(app.store, "autosave", slow_autosave)
    _play(session, 1)
    moves = len(session.rec.actions)
    from ui.scenes.base import open_saved_game

    assert open_saved_game(app, session.save_name) is None
    assert isinstance(app.top, BoardScene) and app.top.session is not session
    assert len(app.top.session.rec.actions) == moves
    app.shutdown()
