"""Midgard's named actions (game/midgard/moves.py) and their JSON codec: every legal action
is one of the named types, the codec round-trips it with its type, saves made before the
named types load and replay to the same game, malformed JSON is refused clearly."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game.core import IllegalAction, Rng
from game.midgard import action_from_json, action_to_json, moves, new_game
from game.midgard.moves import MOVES
from game.registry import get_game

OLD = Path(__file__).resolve().parent / "data" / "old_actions.json"


def _random_game(n: int, seed: int, beginner: str):
    """(state before, seat, every seat's legal actions) along a seeded random game."""
    st = new_game(n, seed, {"beginner_round1": beginner})
    rng = Rng(seed + 99)
    while not st.is_over():
        acting = st.to_act()
        yield st, {s: st.legal_actions(s) for s in acting}
        seat = acting[rng.below(len(acting))]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])


@pytest.mark.parametrize("n,beginner", [(2, "off"), (3, "on"), (4, "off"), (5, "on")])
def test_every_legal_action_is_named_and_round_trips(n, beginner):
    seen = set()
    for _st, legal in _random_game(n, 10 + n, beginner):
        for actions in legal.values():
            for a in actions:
                assert type(a) in MOVES, a
                seen.add(type(a))
                j = action_to_json(a)
                assert j == list(a) and json.dumps(j) == json.dumps(list(tuple(a)))
                back = action_from_json(json.loads(json.dumps(j)))
                assert back == a and type(back) is type(a)
    assert {moves.Play, moves.Pick, moves.ChooseViking, moves.MoveTo, moves.Done} <= seen


def test_the_spec_uses_the_games_codec():
    spec = get_game("midgard")
    a = spec.action_from_json(["viking", 13, "C"])
    assert type(a) is moves.ChooseViking and (a.location, a.figure) == (13, "C")
    assert spec.action_to_json(moves.TO[10]) == ["to", 10]


def test_saves_from_before_the_named_types_load_and_replay_the_same_game():
    """Action JSON written by the bare-tuple codec (tests/midgard/data/old_actions.json,
    every verb of the game) decodes to the named types and replays each game to the
    very state it reached then."""
    data = json.loads(OLD.read_text())
    verbs = set()
    for g in data["games"]:
        st = new_game(g["players"], g["seed"], g["options"])
        for seat, aj in g["actions"]:
            a = action_from_json(aj)
            assert type(a) in MOVES and action_to_json(a) == aj
            verbs.add(aj[0])
            st.apply(seat, a)
        assert st.is_over() and st.scores() == g["scores"]
        assert hashlib.sha256(json.dumps(st.to_json(), sort_keys=True).encode()).hexdigest() == g["state_sha256"]
    assert verbs == set(moves.VERBS)


@pytest.mark.parametrize("bad", [
    [], {}, "play", None, 5, ["play"], ["play", True], ["play", 1.0], ["play", 100], ["play", "5"],
    ["play", 1, 2], ["to", 12], ["to", -1], ["viking", 3, "X"], ["viking", 15, "W"], ["attack", 3],
    ["kill", 5], ["token", 3], ["done", 0], ["nope"], [["play", 1]], ["play", [1]], ["x" * 5000],
    ["destroy", 10], ["pick", 10**9],
])
def test_malformed_json_is_refused_with_illegal_action(bad):
    with pytest.raises(IllegalAction):
        action_from_json(bad)


def test_a_bare_tuple_stands_for_its_named_action_but_not_with_other_types():
    st = new_game(2, 3, {"beginner_round1": "on"})
    seat = st.to_act()[0]
    a = st.legal_actions(seat)[0]
    assert type(a) is moves.Play
    assert moves.named(tuple(a)) is a
    bad = ("play", True) if a.card == 1 else ("play", float(a.card))
    assert moves.named(bad) is bad
    with pytest.raises(IllegalAction):
        st.clone().apply(seat, bad)
    assert st.clone().apply(seat, tuple(a)) == st.clone().apply(seat, a)
