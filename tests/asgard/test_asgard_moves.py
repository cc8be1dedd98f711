"""Asgard's named actions (game/asgard/moves.py): every legal action is one of the
types, the codec round-trips them and reads the action JSON of saves made before them,
and malformed input is refused with IllegalAction."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game.asgard import action_from_json, action_to_json, moves
from game.asgard.moves import MOVES
from game.core import IllegalAction, Rng
from game.registry import get_game

SPEC = get_game("asgard")
OLD = json.loads((Path(__file__).parent / "data" / "old_actions.json").read_text())


def _walk(n: int, seed: int):
    """(state, seat, legal) at every decision of a seeded random game."""
    st = SPEC.new_game(n, seed, {})
    rng = Rng(seed * 13 + n)
    while not st.is_over():
        ta = st.to_act()
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        yield st, seat, legal
        st.apply(seat, legal[rng.below(len(legal))])


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_legal_action_is_named_and_round_trips(n):
    kinds = set()
    for seed in range(1, 5):
        for _st, _seat, legal in _walk(n, seed):
            for a in legal:
                assert type(a) in MOVES, a
                kinds.add(type(a))
                j = action_to_json(a)
                assert j == list(a)  # the JSON of the plain tuple it was
                back = action_from_json(json.loads(json.dumps(j)))
                assert back == a and type(back) is type(a)
    assert len(kinds) >= 25  # the walk meets most kinds of decision


def test_the_codec_knows_every_action_it_makes():
    for a in moves.BY_VALUE.values():
        assert type(a) in MOVES
        b = action_from_json(action_to_json(a))
        assert b is a


def test_the_spec_uses_the_codec():
    a = moves.PLACE_ASGARD[2]
    assert SPEC.action_to_json(a) == ["place", "odin", "asgard"]
    assert type(SPEC.action_from_json(["place", "odin", "asgard"])) is moves.PlaceDisc


@pytest.mark.parametrize("game", OLD["games"], ids=lambda g: f"{g['players']}p")
def test_old_saves_actions_load_and_replay(game):
    """Action JSON written before the named actions decodes to legal named actions, and
    the replayed game ends in the state the old code reached."""
    st = SPEC.new_game(game["players"], game["seed"], {})
    for seat, j in game["actions"]:
        a = SPEC.action_from_json(j)
        assert type(a) in MOVES
        st.apply(seat, a)
    assert st.is_over()
    digest = hashlib.sha256(json.dumps(st.to_json(), sort_keys=True).encode()).hexdigest()
    assert digest == game["final_state_sha256"]


@pytest.mark.parametrize("bad", [
    None, 3, "god", {"t": "god"}, [], ["god", "odin", 1, 2, 3, 4], ["god", ["odin"]],
    ["god", "odin" * 20], ["god", "zeus"], ["giver", True], ["giver", 1.0], ["slot", 9],
    ["bogus"], [1, 2], ["take", -1], ["order", 0, 0], ["place", "odin", None],
])
def test_malformed_actions_are_refused(bad):
    with pytest.raises(IllegalAction):
        action_from_json(bad)


def test_a_plain_tuple_stands_for_its_named_action():
    st = SPEC.new_game(2, 3, {})
    seat = st.to_act()[0]
    a = st.legal_actions(seat)[0]
    assert moves.named(tuple(a)) is a
    assert moves.named(("giver", True)) == ("giver", True)  # no action: unchanged
    assert type(moves.named(("giver", True))) is tuple
    st.apply(seat, tuple(a))  # accepted as the named action
    with pytest.raises(IllegalAction):
        st.apply(st.to_act()[0], ("bogus",))


def test_fields_name_the_parts():
    a = moves.RAG_TILE["weapon", 3, 2, "L"]
    assert (a.kind, a.value, a.world, a.side) == ("weapon", 3, 2, "L")
    assert moves.ORDERS[3][1].seats() == (0, 2, 1)
    assert moves.TAKEBACK_SUPPORT[4][1] == ("takeback", "support", "thor", 2)
    assert hash(moves.DONE) == hash(("done",)) and moves.DONE == ("done",)
