"""GameSession with the real Midgard engine: save, load and continue exactly where the
game was — in the middle of a draft (some picks made, bots still thinking) and on a
bot's turn — and the score history of a whole game."""

from __future__ import annotations

import time

import pytest

from game.core import Rng
from game.midgard import data as R
from tests.ui.stubs import StubApp
from ui.session import GameSession


@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path, bot_budget=0.5)


SEATS = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "random", "colour": 1},
         {"name": "Sigrid", "kind": "normal", "colour": 2}]


def step(session: GameSession, rng: Rng) -> None:
    """One frame's worth: bots via their threads; the human with a seeded choice."""
    session.update()
    if session.pending_humans():
        h = session.pending_humans()[0]
        session.apply(h, rng.choice(session.state.legal_actions(h)))
    else:
        time.sleep(0.0005)


def finish(session: GameSession, rng: Rng, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not session.state.is_over():
        step(session, rng)
        assert time.monotonic() < end


def continue_both(a: GameSession, b: GameSession) -> None:
    finish(a, Rng(99))
    finish(b, Rng(99))
    assert a.rec.actions == b.rec.actions
    assert a.state.to_json() == b.state.to_json()


def test_save_load_mid_draft(app):
    s = GameSession.new(app, "midgard", SEATS, 21, {})
    rng = Rng(1)
    s.update()                     # the bots start picking in the background
    s.apply(0, s.state.legal_actions(0)[2])   # the human picks; the step is not complete
    s.wait_for_bots()
    assert s.state.phase == R.DRAFT
    s.save_as("mid draft")
    t = GameSession.load(app, "mid draft")
    assert t.state.to_json() == s.state.to_json()
    assert t.log == s.log and t.rec.actions == s.rec.actions
    assert t.state.phase == R.DRAFT and 0 not in t.state.to_act()
    del rng
    continue_both(s, t)


def test_save_load_on_a_bots_turn(app):
    s = GameSession.new(app, "midgard", SEATS, 22, {})
    rng = Rng(2)
    end = time.monotonic() + 30
    # play on until a bot is to act in the action phase of round 2
    while not (s.state.round == 2 and s.state.phase == R.ACTION and s.state.to_act()[0] != 0):
        step(s, rng)
        assert time.monotonic() < end
    bot = s.state.to_act()[0]
    s.bots.start(bot)              # the bot starts thinking ...
    s.save_as("bot turn")          # ... and the game is saved meanwhile, on its turn
    assert s.state.to_act() == [bot] and not s.is_human(bot)
    t = GameSession.load(app, "bot turn")
    assert t.state.to_json() == s.state.to_json()
    assert t.score_history == s.score_history == [s.score_history[0]]
    continue_both(s, t)


def test_score_history_and_autosave_of_a_whole_game(app):
    s = GameSession.new(app, "midgard", [dict(x, kind="random") for x in SEATS], 23, {})
    s.run_bots_until_human()
    assert s.state.is_over()
    assert len(s.score_history) == 3
    assert s.score_history[-1] == s.state.scores()
    for a, b in zip(s.score_history, s.score_history[1:]):
        assert all(x <= y for x, y in zip(a, b))       # scores never decrease
    assert any(v > 0 for v in s.score_history[0])
    assert s.log[-1].startswith("Game over")
    assert s.flush_autosave()
    rec, st = app.store.load(s.save_name)
    assert st.to_json() == s.state.to_json() and len(rec.actions) == len(s.rec.actions)
    t = GameSession.load(app, s.save_name)
    assert t.score_history == s.score_history and t.log == s.log


def test_load_says_when_an_older_copy_was_used(app):
    s = GameSession.new(app, "midgard", SEATS, 24, {})
    rng = Rng(4)
    for _ in range(3):
        step(s, rng)
    s.save_as("evening")
    first = s.state.to_json()
    n = len(s.rec.actions)
    while len(s.rec.actions) < n + 3:
        step(s, rng)
    s.save_as("evening")
    app.store.path_of("evening").write_bytes(b"{ broken")
    t = GameSession.load(app, "evening")
    assert t.load_notice and "previous copy" in t.load_notice
    assert t.state.to_json() == first and len(t.rec.actions) == n
    assert s.flush_autosave()
    u = GameSession.load(app, s.save_name)   # a sound save: no notice
    assert u.load_notice == ""
