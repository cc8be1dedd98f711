"""Midgard's events in the shared vocabulary (game/midgard/events.py): every kind it emits
is declared, the facts add up to the game (points scored = the final scores, rounds and
phases begun and ended in order), and `Revealed` names the seats a step showed something."""

from __future__ import annotations

import pytest
from midgard_helpers import BLACK, RED, gold, loc, play, position

from game.core import Rng
from game.core.events import (
    FACTS,
    BattleResolved,
    Began,
    Ended,
    Gained,
    GameOver,
    Moved,
    Played,
    Removed,
    Revealed,
    Scored,
)
from game.midgard import events as E
from game.midgard import moves, new_game
from game.midgard.data import ATTACK, CARD_TYPE, DRAFT, NUM_CARDS, VALHALLA


def _game(n: int, seed: int, beginner: str = "off"):
    """(seat, action, outcome, state after) along a seeded random game."""
    st = new_game(n, seed, {"beginner_round1": beginner})
    yield None, None, st.setup_events(), st
    rng = Rng(seed)
    while not st.is_over():
        ta = st.to_act()
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        out = st.apply_reported(seat, a)
        yield seat, a, out, st


@pytest.mark.parametrize("n,beginner", [(2, "off"), (3, "on"), (5, "off")])
def test_facts_add_up_to_the_game(n, beginner):
    points = [0] * n
    kinds = set()
    units = []
    over = None
    for _seat, _a, out, st in _game(n, 60 + n, beginner):
        evs = out if isinstance(out, list) else out.events
        facts = st.facts(evs)
        for e in evs:
            assert e["t"] in E.OWN, e
            kinds.add(e["t"])
        for f in facts:
            assert type(f) in FACTS, f
            if type(f) is Scored:
                points[f.seat] += f.points
            elif type(f) in (Began, Ended) and f.unit == "round":
                units.append((type(f).__name__, f.number))
            elif type(f) is GameOver:
                over = f
    assert points == st.scores()
    assert units == [("Began", 1), ("Ended", 1), ("Began", 2), ("Ended", 2), ("Began", 3), ("Ended", 3)]
    assert over == GameOver(tuple(st.winners()), tuple(st.scores()))
    assert {"round", "play", "move", "game_over", "sets"} <= kinds


def test_a_played_card_is_revealed_to_the_others_unless_it_is_gold():
    st = position(3, {})
    out = [f for f in st.facts(play(st, RED, 40)) if type(f) is Revealed]      # New Warrior
    assert out == [Revealed((BLACK, 2), "card")]
    st = position(3, {})
    ev = play(st, RED, gold(4))                                                  # Take grey tokens
    facts = st.facts(ev)
    assert Played(RED, gold(4), "play") in facts
    assert not [f for f in facts if type(f) is Revealed]
    assert Gained(RED, "grey token", 3) in facts


def test_cards_drawn_are_revealed_to_the_drawer_only():
    st = position(2, {})
    ev = play(st, RED, gold(7))                                                  # Draw 2 bronze
    revealed = [f for f in st.facts(ev) if type(f) is Revealed]
    assert revealed == [Revealed((RED,), "cards drawn")]


def test_a_kill_is_a_battle_and_the_victim_dies():
    st = position(2, {"Gimle": {BLACK: "1W"}, "Andlang": {RED: "1W"}})
    attack = next(c for c in range(NUM_CARDS) if CARD_TYPE[c] == ATTACK)        # Attack - Alfheim
    play(st, RED, attack)
    st.apply(RED, moves.VIKING_W[loc("Andlang")])
    facts = st.facts(st.apply(RED, moves.ATTACK_ACT[loc("Gimle")][BLACK]))
    assert BattleResolved(loc("Gimle"), (RED,), (BLACK,)) in facts
    assert Moved(BLACK, "warrior", loc("Gimle"), VALHALLA) in facts
    assert Removed(BLACK, "warrior", loc("Gimle"), True) in facts
    assert Moved(RED, "warrior", loc("Andlang"), loc("Gimle")) in facts


def test_draft_picks_reveal_only_when_the_packets_pass():
    st = new_game(3, 5)
    assert st.progress().phase == DRAFT
    seen = []
    for seat in (0, 1, 2):
        out = st.apply_reported(seat, st.legal_actions(seat)[0])
        seen.append(out.revealed_to)
        assert Played(seat, None, "pick") in out.facts
    assert seen == [frozenset(), frozenset(), frozenset({0, 1, 2})]


def test_a_vanaheim_token_keeps_its_colour_secret():
    for seat, a, out, _st in _game(4, 3):
        if type(a) is moves.TakeToken:
            # the first Gained is the token (a round's end may follow with presence tokens)
            gained = [f for f in out.facts if type(f) is Gained]
            assert gained[0] == Gained(seat, "token", 1)
            return
    pytest.fail("no Vanaheim token in this game")
