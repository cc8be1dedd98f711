"""game/blood_rage/moves.py: every legal action is a named type, the codec round-trips
them, decodes the lists of saves made before the named types, and rejects malformed input."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game.blood_rage import action_from_json, action_to_json, moves, new_game
from game.core import IllegalAction, Rng
from game.core.state import same_types
from game.registry import get_game

OLD = Path(__file__).resolve().parent / "data" / "old_actions.json"


def _walk(n: int, seed: int, options: dict):
    """(state, seat) at every decision of a seeded random game, views' seats included."""
    st = new_game(n, seed, options)
    rng = Rng(seed * 13 + n)
    while not st.is_over():
        ta = st.to_act()
        yield st, ta
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])


@pytest.mark.parametrize("n,seed,options", [(2, 3, {}), (3, 4, {"first_game": "on"}), (4, 5, {}), (4, 6, {})])
def test_every_legal_action_is_named_and_comes_back_from_its_json(n, seed, options):
    kinds = set()
    for st, ta in _walk(n, seed, options):
        for seat in ta:
            for a in st.legal_actions(seat) + st.view(seat).legal_actions(seat):
                assert type(a) in moves.MOVES, a
                assert a.verb == moves.VERB[type(a)]
                j = action_to_json(a)
                assert j == list(a) and json.loads(json.dumps(j)) == j
                back = action_from_json(j)
                assert back == a and type(back) is type(a) and same_types(tuple(back), tuple(a))
                kinds.add(type(a))
    assert len(kinds) >= 15, kinds


def test_the_registry_uses_the_games_codec():
    spec = get_game("blood_rage")
    assert type(spec.action_from_json(["keep", "ANG", "W"])) is moves.KeepFigure
    assert type(spec.action_from_json(["keep", 7])) is moves.Keep


def test_actions_of_saves_before_the_named_types_load_and_replay():
    """tests/blood_rage/data/old_actions.json: seeded random games recorded by the engine
    before the named actions (each action's JSON as saves held it, and a digest of the
    final state): every list decodes to a named action, encodes back to the very same
    JSON, is legal where it was taken, and the game ends in the same state."""
    games = json.loads(OLD.read_text())
    verbs = set()
    for g in games:
        st = new_game(g["players"], g["seed"], g["options"])
        for seat, j in g["actions"]:
            a = action_from_json(j)
            assert type(a) in moves.MOVES and json.dumps(action_to_json(a)) == json.dumps(j)
            st.apply(seat, a)
            verbs.add(type(a))
        assert st.is_over()
        assert hashlib.sha256(json.dumps(st.to_json(), sort_keys=True).encode()).hexdigest()[:16] == g["final"]
    # every kind taken but four rare ones (their lists are decoded by the other tests)
    rare = {moves.Repillage, moves.SacrificeSecond, moves.Stay, moves.Die}
    assert verbs == set(moves.MOVES) - rare


@pytest.mark.parametrize("bad", [
    "pass", 3, None, {}, [], [1], [None], ["pass", 1], ["pick"], ["pick", "3"], ["pick", True], ["pick", 1.0],
    ["march", 3], ["keep", "ANG"], ["keep", 1, "W"], ["no_such", "x"], ["to", ["ANG"]], ["sac", "ANG", 2],
    ["pick", 10 ** 9], ["to", "x" * 100], ["pass"] * 40,
])
def test_malformed_actions_are_refused(bad):
    with pytest.raises(IllegalAction):
        action_from_json(bad)


def test_a_plain_tuple_given_to_apply_stands_for_its_named_action():
    st = new_game(2, 1)
    seat = st.to_act()[0]
    a = st.legal_actions(seat)[0]
    st.apply(seat, tuple(a))  # as callers wrote actions before
    assert st.to_json() != new_game(2, 1).to_json()
    assert type(moves.named(("keep", "ANG", "W"))) is moves.KeepFigure
    # but a field of another type is no such action (True is not card 1)
    st = new_game(2, 1)
    seat = st.to_act()[0]
    card = st.legal_actions(seat)[0].card
    with pytest.raises(IllegalAction):
        st.apply(seat, ("pick", float(card)))
    assert moves.named(("pick", True)) == ("pick", True) and type(moves.named(("pick", True))) is tuple


TABLES = ("PICK", "KEEP", "UPGRADE", "QUEST", "PLAY", "LATE", "BUY", "SLOT", "INVADE", "RECALL", "MOVE", "MARCH",
          "PILLAGE", "REPILLAGE", "TO", "STAT", "SACRIFICE", "SACRIFICE_SECOND", "JOIN", "KEEP_FIGURE", "FREE")


def test_the_interned_tables_hold_their_types():
    for name in TABLES:
        for key, v in getattr(moves, name).items():
            for key2, a in (v.items() if isinstance(v, dict) else ((None, v),)):
                assert type(a) in moves.MOVES and a.verb == moves.VERB[type(a)], (name, a)
                assert a[1:] == ((key,) if key2 is None else (key, key2))
                assert action_from_json(action_to_json(a)) == a
    for a in (moves.PASS, moves.DONE, moves.SKIP, moves.STAY, moves.YES, moves.NO, moves.ESCAPE, moves.DIE,
              moves.KEEP_NONE):
        assert type(action_from_json(list(a))) is type(a)
