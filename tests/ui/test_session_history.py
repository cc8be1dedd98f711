"""The History service of a session (ui/session/history.py): the capped log and its count,
the round ends in the score history, checkpoints that thin out, a replay from a checkpoint
that writes what a replay from the seed writes, an undo that fails and puts everything
back, the undo flags back to the first barrier; and the session's words when the engine
cannot tell its set-up or an undone move."""

from __future__ import annotations

import pytest

import ui.session.history as history_mod
from game.core import IllegalAction, Rng
from game.registry import get_game
from saves import GameRecord
from tests.ui.stubs import StubApp
from ui.session import GameSession
from ui.session.history import LOG_CAP, History, public_view


@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path, bot_budget=0.1)


def record(n_moves: int, seed: int = 5) -> tuple[object, GameRecord]:
    spec = get_game("midgard")
    rec = GameRecord.start("midgard", [{"name": f"P{i}", "kind": "human"} for i in range(3)], seed)
    state = spec.new_game(3, seed, {})
    rng = Rng(seed)
    while len(rec.actions) < n_moves and not state.is_over():
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        rec.actions.append((seat, spec.action_to_json(action)))
    return spec, rec


def fresh(spec, rec) -> History:
    h = History(spec, [s["name"] for s in rec.seats], spec.new_game(3, rec.seed, {}), 0, lambda st: None)
    h.opening = lambda st: h.append("opening", replayed=True)
    return h


def written(h: History) -> dict:
    return {"plog": list(h.plog), "plines": h.plines, "scores": h.score_history, "labels": h.score_labels,
            "round": h.round, "starts": [(r, n) for r, _v, n in h.pstarts]}


def test_the_log_is_capped_and_counts_every_line():
    spec, rec = record(0)
    h = fresh(spec, rec)
    for i in range(LOG_CAP + 25):
        h.append(f"line {i}", replayed=i % 2 == 0)
    assert len(h.log) == LOG_CAP and h.log[-1] == f"line {LOG_CAP + 24}" and h.log_total == LOG_CAP + 25
    assert h.plines == (LOG_CAP + 26) // 2 and h.plog[-1] == f"line {LOG_CAP + 24}"


def test_a_rebuild_scores_every_round_that_ended():
    spec, rec = record(400)
    h = fresh(spec, rec)
    state = h.rebuild(rec)
    assert state.to_json() == rec.replay(spec).to_json()
    rounds = len(h.score_history)
    assert rounds >= 1 and len(h.score_labels) == rounds
    assert all(len(s) == 3 for s in h.score_history)
    assert h.log[0] == "opening" and h.checkpoints[0].at == 0


def test_a_replay_from_a_checkpoint_writes_what_the_seed_writes():
    spec, rec = record(150)
    a = fresh(spec, rec)
    a.rebuild(rec)
    for k in (149, 120, 64, 33, 1):
        state = a.replay_to(rec, k)
        b = fresh(spec, rec)
        assert state.to_json() == b.rebuild(rec, upto=k).to_json()
        assert written(a) == written(b), k
        assert all(c.at <= k for c in a.checkpoints)


def test_checkpoints_thin_out_but_keep_the_start_and_the_newest(monkeypatch):
    monkeypatch.setattr(history_mod, "CHECKPOINT_EVERY", 1)
    spec, rec = record(200)
    h = fresh(spec, rec)
    h.rebuild(rec)
    assert len(h.checkpoints) <= history_mod.CHECKPOINT_MAX
    assert h.checkpoints[0].at == 0 and h.checkpoints[-1].at == len(rec.actions)
    assert h.nearest(len(rec.actions) - 1).at < len(rec.actions)


def test_kept_and_restore_put_back_what_a_replay_changed():
    spec, rec = record(60)
    h = fresh(spec, rec)
    h.rebuild(rec)
    before = written(h) | {"log": list(h.log), "total": h.log_total}
    kept = h.kept()
    h.replay_to(rec, 10)
    assert written(h) != {k: v for k, v in before.items() if k not in ("log", "total")}
    h.restore(kept)
    assert written(h) | {"log": list(h.log), "total": h.log_total} == before


def test_tail_flags_stop_at_a_bots_step_at_a_barrier_and_at_an_engine_that_disagrees():
    spec, rec = record(40)
    h = fresh(spec, rec)
    h.rebuild(rec)
    n = len(rec.actions)
    calls = []

    def flags_by(results):
        def flagged(state, seat, action):
            calls.append(seat)
            r = results[len(calls) - 1]
            if isinstance(r, Exception):
                raise r
            return [], r
        calls.clear()
        return flagged

    assert h.tail_flags(rec, n, lambda s: True, flags_by([True] * n)) == [True] * n and len(calls) == n
    assert h.tail_flags(rec, n, lambda s: False, flags_by([])) == [False] * n and calls == []   # a bot's step
    flags = h.tail_flags(rec, n, lambda s: True, flags_by([True, True, False, True]))
    assert flags == [False] * (n - 3) + [False, True, True] and len(calls) == 3   # the barrier: no further
    flags = h.tail_flags(rec, n, lambda s: True, flags_by([True, IllegalAction("the engine changed its mind")]))
    assert flags == [False] * (n - 1) + [True] and len(calls) == 2


def test_a_game_without_a_tables_view_has_no_round_start_view():
    class NoTable:
        def view(self, seat):
            raise NotImplementedError

    assert public_view(NoTable()) is None


def test_an_opening_without_set_up_events_when_the_engine_cannot_tell_them(app, monkeypatch):
    state_type = type(get_game("midgard").new_game(3, 1, {}))

    def broken(self):
        raise KeyError("set-up")

    monkeypatch.setattr(state_type, "setup_events", broken)
    s = GameSession.new(app, "midgard", [{"name": "A", "kind": "human"}, {"name": "B", "kind": "random"}], 1, {})
    assert len(s.log) == 1 and "A new game" in str(s.log[0])
    s.close()


def undoable_session(app, replayed: bool = False, worded: bool = False) -> GameSession:
    """A hot-seat Midgard game at a step its human may take back (`replayed`: one whose
    undo replays at least one move from its checkpoint; `worded`: one the log words)."""
    s = GameSession.new(app, "midgard", [{"name": "Astrid", "kind": "human"}, {"name": "Bo", "kind": "human"}], 4, {})
    rng = Rng(4)
    for _ in range(500):
        k = len(s.rec.actions) - 1
        if s.can_undo() and (not replayed or s.history.nearest(k).at < k) and (
                not worded or s._describe_action(s.rec.replay(s.spec, upto=k), s.undo_seat(),
                                                 s.spec.action_from_json(s.rec.actions[k][1]))
                != f"{s.names[s.undo_seat()]}'s last choice"):
            return s
        seat = s.pending_humans()[0]
        s.apply(seat, rng.choice(s.state.legal_actions(seat)))
    raise AssertionError("no step to take back")


def test_undo_words_the_choice_when_the_engine_cannot_describe_it(app, monkeypatch):
    s = undoable_session(app, worded=True)
    seat = s.undo_seat()
    _seat, aj = s.rec.actions[-1]
    before = s.rec.replay(s.spec, upto=len(s.rec.actions) - 1)
    action = s.spec.action_from_json(aj)
    assert s._describe_action(before, seat, action) != f"{s.names[seat]}'s last choice"

    def broken(ev, names, state):
        raise KeyError("no words")

    monkeypatch.setattr(s.spec, "describe", broken)
    assert s._describe_action(before, seat, action) == f"{s.names[seat]}'s last choice"
    s.close()


def test_an_undo_whose_replay_fails_changes_nothing(app, monkeypatch):
    s = undoable_session(app, replayed=True)
    n, log, total, flags = len(s.rec.actions), list(s.log), s.log_total, list(s.undoable)
    state = s.state
    real = type(state).apply

    def broken(self, seat, action):
        raise RuntimeError("the engine broke")

    monkeypatch.setattr(type(state), "apply", broken)
    assert not s.undo()
    monkeypatch.setattr(type(state), "apply", real)
    assert "Undo failed" in s.last_error and "the engine broke" in s.last_error
    assert (len(s.rec.actions), s.log, s.log_total, s.undoable) == (n, log, total, flags) and s.state is state
    assert s.undo() and len(s.rec.actions) == n - 1   # the engine mended: the same undo works
    s.close()
