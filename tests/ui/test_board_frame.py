"""Drawing cost while a bot thinks: the board keeps drawing from its caches (no layer
rebuilt, no text rendered) until the bot's move lands. Prints the frame times; it does
not fail on time (the machine is shared)."""

from __future__ import annotations

import statistics
import threading
import time

import pygame
import pytest

import game.ai
from saves import SaveStore
from ui.app import App
from ui.boards import board_scene_for
from ui.boards.demo import demo_session


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = App(headless=True, store=SaveStore(tmp_path_factory.mktemp("saves")))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 1
    return a


def test_frames_while_a_bot_thinks_use_the_caches(app, monkeypatch):
    gate = threading.Event()

    class Thinker:
        """Busy in pure Python (holding the GIL like a real search) until released."""

        def choose(self, view, seat, rng):
            x = 0
            while not gate.is_set():
                for _ in range(5000):
                    x = (x * 1103515245 + 12345) & 0xFFFFFFFF
            return rng.choice(view.legal_actions(seat))

    seats = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "hard", "colour": 1},
             {"name": "Sigrid", "kind": "hard", "colour": 2}]
    monkeypatch.setattr(game.ai, "make_bot", lambda level, gid: Thinker())
    gate.set()                                           # quick moves while the demo is built
    session = demo_session(app, "midround", seats=seats)
    gate.clear()
    board = board_scene_for(app, session)
    app.clear_to(board)
    while session.pending_humans():                      # finish the human's card
        legal = session.state.legal_actions(0)
        session.apply(0, ("done",) if ("done",) in legal else legal[0])
    app.step(1 / 60, [])
    assert session.thinking and session.thinking_seats() == [session.state.to_act()[0]]
    # the mouse rests over a province (its tooltip shows)
    motion = [pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 400), rel=(0, 0), buttons=(0, 0, 0))
              for i in range(60)]
    for ev in motion[:30]:
        app.step(1 / 60, [ev])                           # settle (layers built, slides done)
    key, renders = board._dyn_key, app.fonts.renders
    times = []
    for ev in motion:
        t0 = time.perf_counter()
        app.step(1 / 60, [ev])
        times.append((time.perf_counter() - t0) * 1000)
    assert session.thinking
    assert board._dyn_key == key                          # nothing rebuilt while it thinks
    assert app.fonts.renders == renders                   # and no text rendered
    gate.set()
    session.wait_for_bots()
    n = len(session.rec.actions)
    for _ in range(20):
        app.step(1 / 60, [])
        if len(session.rec.actions) > n:
            break
    assert len(session.rec.actions) > n                  # the bot's move lands on the main thread
    print(f"\nframe while a bot thinks: median {statistics.median(times):.2f} ms, "
          f"p95 {sorted(times)[int(len(times) * 0.95)]:.2f} ms, max {max(times):.2f} ms")
