"""Midgard's structured progress (`state.progress()`): the round of 3 and its phase, only
ever moving forward, worded as `round_label` words it; `choice_progress()` the steps of a
multi-step choice."""

from __future__ import annotations

import pytest
from midgard_helpers import RED, loc, play, position

from game.core import Rng
from game.core.progress import Progress
from game.midgard import message_keys, new_game
from game.midgard.data import ACTION, DRAFT, OVER, VANAHEIM_CHOICE
from game.midgard.moves import VIKING_W
from game.midgard.state import MidgardState

_ORDER = {DRAFT: 0, ACTION: 1, VANAHEIM_CHOICE: 2, OVER: 3}


@pytest.mark.parametrize("n,beginner", [(2, "on"), (3, "off"), (5, "off")])
def test_progress_moves_forward_and_agrees_with_the_label(n, beginner):
    keys = message_keys()
    st = new_game(n, 40 + n, {"beginner_round1": beginner})
    rng = Rng(n)
    last = (0, -1)
    phases = set()
    while True:
        p = st.progress()
        assert type(p) is Progress and (p.unit, p.count) == ("round", 3)
        assert p.phase_key in keys and keys[p.phase_key] == st.phase_name()
        assert p.over == st.is_over()
        if p.over:
            assert st.round_label() == "Game over" and p.phase == OVER
        else:
            assert st.round_label() == f"Round {p.number} · {keys[p.phase_key]}"
        at = (p.number, _ORDER[p.phase])
        assert at >= last, (at, last)
        last = at
        phases.add(p.phase)
        if st.is_over():
            break
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    assert last == (3, _ORDER[OVER])
    assert {ACTION, OVER} <= phases


def test_progress_before_the_first_round_is_round_0():
    p = MidgardState.blank(3, 1).progress()
    assert (p.number, p.over) == (0, False)


def test_choice_progress_counts_the_vikings_of_an_invasion():
    st = position(2, {"Gimle": {RED: "2W"}})
    assert st.choice_progress() is None
    play(st, RED, 0)          # Invasion - Alfheim: up to 2 Vikings
    assert st.choice_progress() == (1, 2)
    st.apply(RED, VIKING_W[loc("Gimle")])
    assert st.choice_progress() is None       # the destination of the first
    st.apply(RED, ("to", loc("Andlang")))
    assert st.choice_progress() == (2, 2)
