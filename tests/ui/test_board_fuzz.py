"""Random input on a board with a real game while bots play: clicks anywhere, drags,
keys, the wheel, window resizes, focus loss, quit (the program starts again and
continues the game) and cancel, with saving, loading, undo and Continue in the mix.

Checked: no scene crashes; no illegal action reaches the session (every applied action
was one of the legal ones of its seat); after a quit, Continue resumes the game at the
exact position it was left in; every game ends or is saved.

Size: `YGG_BOARD_FUZZ=N` events per configuration (CI default 100; 10000 by hand).
Configurations: Midgard at each player count, hot seat (every seat human) and against
bots (one human)."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from game.core import Rng
from saves import SaveStore
from ui.app import App
from ui.scenes import CrashScene, GameOverScene, LoadScene, PauseScene, TitleScene
from ui.session import GameSession
from ui.settings import Settings

EVENTS = int(os.environ.get("YGG_BOARD_FUZZ") or 100)
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_1,
        pygame.K_2, pygame.K_3, pygame.K_9, pygame.K_a, pygame.K_d, pygame.K_h, pygame.K_r, pygame.K_z,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_F1]

CONFIGS = [(n, hot) for n in range(2, 6) for hot in (False, True)]


def _pos(rng: Rng) -> tuple[int, int]:
    return (rng.below(1600), rng.below(900))


def _events(rng: Rng) -> list[pygame.event.Event]:
    """One random gesture: a click, a drag, a key, the wheel, a resize, focus loss..."""
    k = rng.below(100)
    E = pygame.event.Event
    if k < 40:  # a click
        p = _pos(rng)
        b = 3 if rng.below(10) == 0 else 1
        return [E(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                E(pygame.MOUSEBUTTONDOWN, pos=p, button=b), E(pygame.MOUSEBUTTONUP, pos=p, button=b)]
    if k < 50:  # a drag
        a, b = _pos(rng), _pos(rng)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        return [E(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                E(pygame.MOUSEMOTION, pos=mid, rel=(mid[0] - a[0], mid[1] - a[1]), buttons=(1, 0, 0)),
                E(pygame.MOUSEMOTION, pos=b, rel=(b[0] - mid[0], b[1] - mid[1]), buttons=(1, 0, 0)),
                E(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if k < 58:
        return [E(pygame.MOUSEMOTION, pos=_pos(rng), rel=(1, 1), buttons=(0, 0, 0))]
    if k < 64:
        return [E(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False, precise_x=0.0,
                  precise_y=0.0)]
    if k < 84:
        key = rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if key == pygame.K_z and rng.below(2) else 0
        uni = {pygame.K_a: "a", pygame.K_d: "d", pygame.K_h: "h", pygame.K_r: "r", pygame.K_1: "1",
               pygame.K_2: "2", pygame.K_3: "3", pygame.K_9: "9", pygame.K_SPACE: " "}.get(key, "")
        return [E(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0), E(pygame.KEYUP, key=key, mod=mod)]
    if k < 88:
        w, h = rng.choice([(1280, 720), (1600, 900), (800, 600), (1920, 1080)])
        return [E(pygame.WINDOWSIZECHANGED, x=w, y=h), E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]
    if k < 92:
        return [E(pygame.WINDOWFOCUSLOST), E(pygame.WINDOWLEAVE), E(pygame.WINDOWFOCUSGAINED)]
    if k < 94:
        return [E(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)] * 2  # cancel, cancel
    if k < 95:
        return [E(pygame.QUIT)]
    return []  # a frame with nothing


AIMED = 40  # percent of the gestures that click something meant to be clicked


def _click(p: tuple[int, int]) -> list[pygame.event.Event]:
    E = pygame.event.Event
    return [E(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
            E(pygame.MOUSEBUTTONDOWN, pos=p, button=1), E(pygame.MOUSEBUTTONUP, pos=p, button=1)]


def _aimed(app, rng: Rng) -> list[pygame.event.Event]:
    """A click where a player would click: a highlighted target of the board (a legal
    choice, a tray button), or a button of the scene on top (the handoff's Ready...)."""
    top = app.top
    targets = getattr(top, "targets", None)
    if targets:
        t = rng.choice(targets)
        return _click(tuple(int(v) for v in t.center))
    found = getattr(top, "buttons", None)
    buttons = [b for b in (found.values() if isinstance(found, dict) else [])
               if hasattr(b, "alive") and b.alive() and b.is_enabled]
    if buttons:
        return _click(rng.choice(buttons).rect.center)
    return []


def _canon(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


@pytest.fixture
def checked_apply(monkeypatch):
    """Every action reaching GameSession.apply must be legal for its seat right then."""
    illegal: list[str] = []
    applied = [0]
    real = GameSession.apply

    def apply(self, seat, action):
        if seat not in self.state.to_act() or action not in self.state.legal_actions(seat):
            illegal.append(f"seat {seat}: {action!r}")
        applied[0] += 1
        self.fuzz_moved = True  # this session has moved since it was created or loaded
        return real(self, seat, action)

    monkeypatch.setattr(GameSession, "apply", apply)
    return illegal, applied


@pytest.fixture(autouse=True)
def _keep_settings():
    """Random input may reach the Settings screen and switch the language, which is saved
    in the tests' shared settings file: the file and the language are put back for the
    tests after this one (a board test read Portuguese tooltips after a fuzz run)."""
    from ui import i18n
    from ui.settings import settings_path

    path = settings_path()
    before = path.read_bytes() if path.exists() else None
    language = i18n.language()
    yield
    if before is None:
        path.unlink(missing_ok=True)
    else:
        path.write_bytes(before)
    i18n.set_language(language)


def _new_app(root) -> App:
    app = App(headless=True, settings=Settings(animation_speed=0, bot_pause=0.0), store=SaveStore(root))
    app.push(TitleScene(app))
    return app


def _board_session(app):
    top = app.top
    for scene in reversed(app.stack):
        if hasattr(scene, "session"):
            return scene.session
    return getattr(top, "session", None)


@pytest.mark.parametrize(("players", "hot_seat"), CONFIGS, ids=[f"{n}p-{'hotseat' if h else 'bots'}" for n, h in CONFIGS])
def test_random_input_on_the_midgard_board_with_a_real_game(tmp_path, checked_apply, players, hot_seat):
    illegal, applied = checked_apply
    rng = Rng(players * 101 + hot_seat)
    root = tmp_path / "saves"
    app = _new_app(root)
    seats = [{"name": f"Seat {i + 1}", "kind": "human" if hot_seat or i == 0 else "random", "colour": i}
             for i in range(players)]
    session = GameSession.new(app, "midgard", seats, players * 7 + 1, {})
    app.start_session(session)
    checked = 0
    stats = {"resumed": 0, "saved": 0, "loaded": 0, "undo": 0, "results_screens": 0}
    pygame.event.clear()
    for i in range(EVENTS):
        # the mix: saving, loading, undo, Continue
        r = rng.below(100)
        s = _board_session(app)
        if r == 0 and s is not None and isinstance(app.top, type(app.stack[0])) is False:
            app.push(PauseScene(app, s)) if not isinstance(app.top, PauseScene) else None
            app.top.name_entry.set_text(f"fuzz {i % 3}")
            app.top.press("save")
            stats["saved"] += 1
        elif r == 1 and s is not None and s.can_undo():
            stats["undo"] += s.undo()
        elif r == 2 and list(root.glob("fuzz *.json")):
            app.push(LoadScene(app))
            app.top.select(0)
            app.top.press("load")
            stats["loaded"] += 1
        gestures = _events(rng) if rng.below(100) >= AIMED else _aimed(app, rng)
        for ev in gestures:
            pygame.event.post(ev)
        app.run_frames(1, dt=0.05)
        if isinstance(app.top, CrashScene):
            pytest.fail(f"event {i} crashed: {app.top.message} (log {app.last_crash_log})")
        if isinstance(app.top, GameOverScene):
            stats["results_screens"] += 1
            app.top.press("title")
        if not app.running or app.top is None:
            # quit: the program starts again on the same folder and continues the game
            s = _board_session(app)  # None: quit from the title or the load screen
            app.shutdown()
            # a session that moved since it was created or loaded wrote its autosave, which
            # Continue must resume exactly (one only looked at, loaded from a named save,
            # leaves the autosave of that game where it was)
            moved = s is not None and getattr(s, "fuzz_moved", False)
            left_at = _canon(s.state) if moved and not s.state.is_over() else None
            app = _new_app(root)
            title = app.top
            if "continue" in title.buttons:
                title.press("continue")
                resumed = _board_session(app)
                if left_at is not None and resumed is not None and resumed.save_name == s.save_name:
                    checked += 1
                    assert _canon(resumed.state) == left_at, (
                        f"Continue did not resume the position left: {len(s.rec.actions)} moves left, "
                        f"{len(resumed.rec.actions)} resumed; last {s.rec.actions[-2:]}; "
                        f"save failed: {s.save_failed} {s.last_error!r}; {s.save_name}; "
                        f"{[(e['name'], e.get('moves'), e.get('updated')) for e in SaveStore(root).list()]}")
                stats["resumed"] += 1
        elif isinstance(app.top, TitleScene) and rng.below(3) == 0:
            if "continue" in app.top.buttons:
                app.top.press("continue")
    assert not illegal, illegal[:5]
    assert app.last_crash_log is None
    s = _board_session(app)
    if s is not None:
        s.close()
    print(f"\nmidgard {players}p {'hot seat' if hot_seat else 'vs bots'}: {EVENTS} gestures, {applied[0]} actions "
          f"applied (0 illegal), {checked} quits resumed at the exact position, {stats}")
