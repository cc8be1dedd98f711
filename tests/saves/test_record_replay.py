"""GameRecord.replay (saves/record.py), the one place a record is replayed from its seed:
the position after any number of moves, going on from a kept position, the callback at
the set-up and after each move, the load's check before each move, and ReplayError naming
the move that failed with the position before it."""

from __future__ import annotations

import pytest

from game.core import IllegalAction, Rng
from game.registry import get_game
from saves import GameRecord, ReplayError


def played(n_moves: int, seed: int = 3) -> tuple[object, GameRecord, list]:
    """A Midgard record of `n_moves` random moves, with the position after each."""
    spec = get_game("midgard")
    rec = GameRecord.start("midgard", [{"name": f"P{i}", "kind": "random"} for i in range(3)], seed)
    state = spec.new_game(3, seed, {})
    rng = Rng(seed)
    after = [state.to_json()]
    for _ in range(n_moves):
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        rec.actions.append((seat, spec.action_to_json(action)))
        after.append(state.to_json())
    return spec, rec, after


def test_the_position_after_any_number_of_moves():
    spec, rec, after = played(30)
    for k in (0, 1, 17, 30):
        assert rec.replay(spec, upto=k).to_json() == after[k]
    assert rec.replay(spec).to_json() == after[30]
    assert rec.replay(spec, upto=99).to_json() == after[30]   # past the end: all the moves


def test_going_on_from_a_kept_position_gives_what_the_seed_gives():
    spec, rec, after = played(30)
    kept = rec.replay(spec, upto=12)
    seen = []
    state = rec.replay(spec, upto=25, start=(12, kept), each=lambda i, st, ev: seen.append(i))
    assert state is kept and state.to_json() == after[25]
    assert seen == list(range(13, 26))   # no call for the start: the caller has it


def test_each_is_called_at_the_set_up_and_after_every_move_with_its_events():
    spec, rec, after = played(10)
    calls = []
    moves: list = []
    rec.replay(spec, each=lambda i, st, ev: calls.append((i, st.to_json(), list(ev))), moves=moves)
    assert [c[0] for c in calls] == list(range(11))
    assert calls[0][2] == [] and all(c[1] == after[c[0]] for c in calls)
    assert all(c[2] for c in calls[1:])   # every Midgard move tells something
    assert [(s, spec.action_to_json(a)) for s, a in moves] == rec.actions


def test_a_check_that_refuses_a_move_stops_there_with_the_position_before_it():
    spec, rec, after = played(20)

    def check(state, seat, action):
        if state.to_json() == after[7]:
            raise IllegalAction("no")

    with pytest.raises(ReplayError) as e:
        rec.replay(spec, check=check)
    assert e.value.move == 8 and isinstance(e.value.cause, IllegalAction)
    assert e.value.state.to_json() == after[7]


def test_a_move_that_cannot_be_decoded_is_named():
    spec, rec, after = played(10)
    rec.actions[4] = (rec.actions[4][0], {"not": "an action"})
    with pytest.raises(ReplayError) as e:
        rec.replay(spec)
    assert e.value.move == 5 and e.value.state.to_json() == after[4]


def test_whatever_the_engine_raises_on_a_move_is_a_replay_error(monkeypatch):
    """The reasoned `except Exception` of GameRecord.replay: a record is data from outside."""
    spec, rec, _after = played(6)
    state_type = type(spec.new_game(3, 3, {}))
    real = state_type.apply
    count = [0]

    def boom(self, seat, action):
        count[0] += 1
        if count[0] == 3:
            raise RuntimeError("the engine broke")
        return real(self, seat, action)

    monkeypatch.setattr(state_type, "apply", boom)
    with pytest.raises(ReplayError) as e:
        rec.replay(spec)
    assert e.value.move == 3 and isinstance(e.value.cause, RuntimeError) and "move 3" in str(e.value)


def test_a_game_that_cannot_be_set_up_is_move_zero():
    spec, rec, _after = played(2)
    rec.seats = []   # no seats: Midgard refuses
    with pytest.raises(ReplayError) as e:
        rec.replay(spec)
    assert e.value.move == 0 and e.value.state is None
