"""The log as a player reads it: exact lines for the events that were confusing."""

from __future__ import annotations

from midgard_helpers import BLACK, GREEN, RED, end_action_phase, gold, loc, play, position

from game.midgard import describe, rounds
from game.midgard.data import COLOURS

NAMES = list(COLOURS[:3])
ATT_A, ATT_J, NEW_WARRIOR = 50, 66, 49
BOAT = loc("boat")


def _lines(events):
    return [describe(e, NAMES) for e in events]


def test_attack_on_a_village_reads_cause_then_effect():
    st = position(3, {"Utgard": {BLACK: "C+1W", GREEN: "2W", RED: "1W"}})
    ev = play(st, RED, ATT_J)
    st.apply(RED, ("viking", BOAT, "W"))
    ev += st.apply(RED, ("attack", loc("Utgard"), GREEN))
    assert _lines(ev) == [
        "Red plays Attack – Jotunheim",
        "Red attacks Green's warrior in Utgard",
        "Green's warrior dies in Utgard and goes to Valhalla",
        "Red's warrior moves from the boat to Utgard",
    ]


def test_attack_in_a_realm_kill_reads_cause_then_effect():
    st = position(3, {"Asgard": {BLACK: "1W"}})
    play(st, RED, ATT_A)
    st.apply(RED, ("viking", BOAT, "C"))
    ev = st.apply(RED, ("to", loc("Asgard")))
    ev += st.apply(RED, ("kill", BLACK))
    assert _lines(ev) == [
        "Red's chieftain moves from the boat to Asgard",
        "Red attacks Black's warrior in Asgard",
        "Black's warrior dies in Asgard and goes to Valhalla",
    ]


def test_destroy_says_how_many_die_or_that_the_province_was_empty():
    st = position(3, {"Myrkvior": {RED: "C+1W", BLACK: "2W"}})
    play(st, GREEN, gold(10))
    ev = st.apply(GREEN, ("destroy", loc("Myrkvior")))
    assert _lines(ev)[0] == "Green destroys Myrkvior: 4 Vikings there die"
    assert _lines(ev)[1:] == ["Red's chieftain dies in Myrkvior and goes to Valhalla",
                              "Red's warrior dies in Myrkvior and goes to Valhalla",
                              "Black's warrior dies in Myrkvior and goes to Valhalla",
                              "Black's warrior dies in Myrkvior and goes to Valhalla"]
    play(st, GREEN, gold(9))
    ev = st.apply(GREEN, ("destroy", loc("Gimle")))
    assert _lines(ev) == ["Green destroys Gimle, which is empty: nobody dies"]


def test_new_warriors_say_where_they_come_from_and_why_a_card_does_nothing():
    st = position(3, {"Gimle": {BLACK: "4W"}, "Andlang": {BLACK: "C+4W"}, "Vidblain": {GREEN: "3W"}},
                  supply={RED: 2})
    ev = play(st, RED, NEW_WARRIOR)
    assert _lines(ev) == ["Red plays New Warrior", "Red brings a new warrior from the supply to the boat"]
    assert _lines(st.apply(RED, ("done",))) == ["Red ends the card there"]
    ev = play(st, RED, gold(13))
    assert _lines(ev)[-1] == "Alfheim has no free village: Red's card has no effect"
    ev = play(st, BLACK, gold(14))
    assert _lines(ev)[-1] == "Black has no warrior in the supply: the card has no effect"
    ev = play(st, RED, gold(15))
    ev = st.apply(RED, ("place", loc("Utgard")))
    assert _lines(ev) == ["Red brings a new warrior from the supply to Utgard"]


def test_scoring_lines_name_the_reason_for_tokens_and_valhalla_returns():
    st = position(2, {"Gimle": {RED: "1W"}, "Andlang": {RED: "1W", BLACK: "C"}, "Valhalla": {RED: "1W"}},
                  doom=("Andlang",))
    lines = _lines(end_action_phase(st))
    assert "Control of Alfheim — Gimle: Red, Andlang: Black, Vidblain: nobody" in lines
    assert "Red takes 2 grey tokens for Vikings in 2 provinces of Alfheim" in lines
    assert "Black takes 1 grey token for Vikings in 1 province of Alfheim" in lines
    assert "Red's 2 Vikings return from Valhalla to the boat" in lines
    assert "Black's Viking returns from Valhalla to the boat" in lines


def test_game_over_line_explains_a_tiebreak():
    st = position(3, {}, round_=3)
    st.pts[RED][0], st.pts[BLACK][0] = 10, 10
    st.tokens[RED], st.tokens[BLACK] = [0, 0, 2], [0, 0, 1]
    ev: list = []
    rounds.end_of_round(st, ev)
    assert _lines(ev)[-1] == "Game over: Red wins (tied on 10 points, more kingdom tokens)"
    st = position(3, {}, round_=3)
    st.pts[RED][0], st.pts[BLACK][0] = 10, 10
    ev = []
    rounds.end_of_round(st, ev)
    assert _lines(ev)[-1] == "Game over: Red and Black share the win (tied on 10 points and on kingdom tokens)"
    st = position(3, {}, round_=3)
    st.pts[GREEN][0] = 3
    ev = []
    rounds.end_of_round(st, ev)
    assert _lines(ev)[-1] == "Game over: Green wins"
