"""The Tiny Epic Vikings heuristic: a turn's sub-steps are finished greedily before a
position is judged, so the ways of playing a card are told apart."""

from __future__ import annotations

import json

from game.ai import make_bot
from game.ai.lookahead import one_step_values
from game.core import Rng
from game.vikings import bot as VB
from game.vikings import new_game


def _first_play_decision(seed: int, n: int):
    st = new_game(n, seed, {})
    rng = Rng(seed)
    bot = make_bot("normal", "vikings")
    while True:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if st.phase == "actions" and any(a[0] == "lead" for a in legal):
            return st, seat, legal
        st.apply(seat, bot.choose(st.view(seat), seat, rng))


def test_playing_a_card_is_judged_by_what_it_leads_to():
    told_apart = 0
    for seed, n in ((905, 1), (906, 1), (907, 2), (908, 3)):
        st, seat, legal = _first_play_decision(seed, n)
        before = json.dumps(st.to_json(), sort_keys=True)
        values = one_step_values(VB, st.view(seat), seat, legal, Rng(1))
        assert json.dumps(st.to_json(), sort_keys=True) == before      # judging changes nothing
        lead = {a[1]: v for a, v in zip(legal, values) if a[0] == "lead"}
        battle = {a[1]: v for a, v in zip(legal, values) if a[0] == "battle"}
        told_apart += any(abs(lead[c] - battle[c]) > 1e-9 for c in lead if c in battle)
    assert told_apart >= 3


def test_completion_finishes_the_acting_seats_turn_on_a_copy():
    st, seat, legal = _first_play_decision(905, 1)
    lead = next(a for a in legal if a[0] == "lead")
    st.apply(seat, lead)
    assert VB._mid_turn_seat(st) == seat                # choosing what the card does
    before = json.dumps(st.to_json(), sort_keys=True)
    done = VB._complete_turn(st)
    assert json.dumps(st.to_json(), sort_keys=True) == before
    assert done is not st and VB._mid_turn_seat(done) != seat
    assert VB._complete_turn(done) is done               # nothing left to finish


def test_evaluation_without_completion_is_flat_where_it_is_not():
    """The reason for the completion: without it, leading with a card or fighting with it
    look the same at the first decision of a solo game."""
    st, seat, legal = _first_play_decision(905, 1)
    v = st.view(seat)
    with_c = one_step_values(VB, v, seat, legal, Rng(1))
    depth = VB.COMPLETE_DEPTH
    try:
        VB.COMPLETE_DEPTH = 0
        without = one_step_values(VB, v, seat, legal, Rng(1))
    finally:
        VB.COMPLETE_DEPTH = depth
    assert len(set(round(x, 6) for x in with_c)) > len(set(round(x, 6) for x in without))
