"""Checkpoints of a session (ui/session.py): undo replays from the nearest kept position,
not from the seed, and gives exactly what a replay from the seed gives (the position, the
log, the scores, the round starts); a load computes the undo flags only back to the last
barrier. All four games, hot seat."""

from __future__ import annotations

import pytest

import ui.session.history as session_mod
from game.core import Rng
from game.registry import GAMES
from tests.ui.stubs import StubApp
from ui.session import GameSession

GAME_IDS = ("midgard", "blood_rage", "asgard", "vikings")


@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path, bot_budget=0.3)


def hot_seat(app, game_id: str, seed: int) -> GameSession:
    n = min(4, GAMES[game_id].max_players)
    return GameSession.new(app, game_id, [{"name": f"P{i}", "kind": "human", "colour": i} for i in range(n)],
                           seed, {})


def from_seed(s: GameSession) -> dict:
    st = s.spec.new_game(len(s.rec.seats), s.rec.seed, s.rec.options)
    for seat, aj in s.rec.actions:
        st.apply(seat, s.spec.action_from_json(aj))
    return st.to_json()


def rebuilt(s: GameSession) -> dict:
    """What the replay of the whole record from the seed writes (a second session)."""
    r = GameSession(s.app, s.spec, s.rec.copy(), s.state.clone())
    r._rebuild_history(flags=False)
    return history_of(r, r.log)


def history_of(s: GameSession, log: list) -> dict:
    return {
        "log": list(log), "scores": s.score_history, "labels": s.score_labels, "round": s._round,
        # positions in the log counted back from its end, the round's view as JSON
        "starts": [(r, s.log_total - (len(s.log) - len(log)) - n, v.to_json() if v is not None else None)
                   for r, v, n in s.round_starts],
    }


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_from_checkpoints_gives_what_a_replay_from_the_seed_gives(app, game_id):
    s = hot_seat(app, game_id, 11)
    rng = Rng(11)
    checked = steps = 0
    while not s.state.is_over() and steps < 400 and checked < 14:
        seat = s.pending_humans()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
        steps += 1
        # take back a few steps in a row now and then, far from the start too
        while s.can_undo() and rng.random() < 0.35:
            assert s.undo()
            checked += 1
            assert s.state.to_json() == from_seed(s)
            assert s.log[-1].startswith("Undone: ")
            assert history_of(s, s.log[:-1]) == rebuilt(s)
            assert len(s.undoable) == len(s.rec.actions)
    assert checked >= 3, "the game gave too few steps to take back"
    s.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_does_not_replay_from_the_seed(app, game_id, monkeypatch):
    s = hot_seat(app, game_id, 5)
    rng = Rng(5)
    while len(s.rec.actions) < 60 or not s.can_undo():
        assert not s.state.is_over()
        seat = s.pending_humans()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    starts = []
    real = s.spec.new_game
    monkeypatch.setattr(s.spec, "new_game", lambda *a, **k: starts.append(a) or real(*a, **k))
    before = len(s.rec.actions)
    assert s.undo()
    assert starts == []   # from a kept position (the old undo replayed from the seed)
    assert len(s.rec.actions) == before - 1 and s.state.to_json() == from_seed(s)
    s.close()


def test_a_load_computes_undo_flags_only_back_to_the_last_barrier(app, monkeypatch):
    s = hot_seat(app, "asgard", 7)
    rng = Rng(7)
    while len(s.rec.actions) < 120 or not s.can_undo():
        seat = s.pending_humans()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    s.flush_autosave()
    barrier = max(i for i, f in enumerate(s.undoable) if not f)
    calls = []
    real = GameSession._apply_flagged
    monkeypatch.setattr(GameSession, "_apply_flagged", lambda self, *a: calls.append(1) or real(self, *a))
    t = GameSession.load(app, s.save_name)
    assert len(calls) == len(s.rec.actions) - barrier   # the trailing run and its barrier, not every step
    assert t.undoable[barrier:] == s.undoable[barrier:] and not any(t.undoable[:barrier])
    while s.can_undo():   # the same steps can be taken back, to the same position
        assert t.can_undo() and t.undo() and s.undo()
    assert not t.can_undo() and t.state.to_json() == s.state.to_json()
    t.close()
    s.close()


def test_checkpoints_stay_few_in_a_long_game_and_undo_stays_exact(app, monkeypatch):
    monkeypatch.setattr(session_mod, "CHECKPOINT_EVERY", 1)   # one per move: the thinning must work
    s = hot_seat(app, "midgard", 3)
    rng = Rng(3)
    while len(s.rec.actions) < 200 or not s.can_undo():
        seat = s.pending_humans()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
        assert len(s.history.checkpoints) <= session_mod.CHECKPOINT_MAX
    assert s.history.checkpoints[0].at == 0 and s.history.checkpoints[-1].at == len(s.rec.actions)
    assert s.undo()
    assert s.state.to_json() == from_seed(s) and history_of(s, s.log[:-1]) == rebuilt(s)
    s.close()
