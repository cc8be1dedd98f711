"""The worked examples of midgard.md section 13, as exact tests."""

from __future__ import annotations

import pytest
from midgard_helpers import (
    BLACK,
    GREEN,
    PURPLE,
    RED,
    YELLOW,
    board,
    check_invariants,
    end_action_phase,
    gold,
    loc,
    play,
    position,
)

from game.core import HIDDEN
from game.midgard import new_game, rounds
from game.midgard.data import CARD_DECK, CARD_GOLD, CARD_TYPE, DRAW_CARDS, GOLD

INV_M, ATT_A, ATT_J = 12, 50, 66

# --- 13.1 -------------------------------------------------------------------------------
LAYOUT_13_1 = {
    "Gimle": {RED: "C+1W", YELLOW: "2W"},
    "Andlang": {BLACK: "C+1W", GREEN: "3W"},
    "Vidblain": {BLACK: "1W"},
    "Myrkvior": {RED: "1W", BLACK: "2W", GREEN: "C+1W"},
    "Vigrid": {BLACK: "1W", GREEN: "2W", PURPLE: "1W"},
    "Hindarfjall": {RED: "1W", GREEN: "2W", YELLOW: "1W"},
    "Utgard": {BLACK: "1W", PURPLE: "2W"},
    "Jarnvid": {RED: "2W", YELLOW: "1W", PURPLE: "1W"},
    "Thrymheim": {BLACK: "1W", PURPLE: "1W"},
    "Elivagar": {RED: "1W", YELLOW: "1W"},
    "Asgard": {GREEN: "1W", PURPLE: "C+1W"},
    "Vanaheim": {BLACK: "1W", YELLOW: "C+1W"},
    "Valhalla": {RED: "2W", YELLOW: "2W"},
}
SUPPLY_13_1 = {RED: 1, BLACK: 2, GREEN: 1, YELLOW: 2, PURPLE: 3}
DOOM_13_1 = ("Gimle", "Andlang", "Vidblain", "Utgard", "Thrymheim")


def _pos_13_1(round_=2):
    st = position(5, LAYOUT_13_1, doom=DOOM_13_1, supply=SUPPLY_13_1, round_=round_)
    # the boats of the table
    assert [st.w[loc("boat")][s] for s in range(5)] == [2, 1, 1, 1, 2]
    return st


def _events(evs, t):
    return [e for e in evs if e["t"] == t]


def test_13_1_scoring_phase_and_ragnarok():
    st = _pos_13_1()
    ev = end_action_phase(st)
    # province control per kingdom
    ctrl = {e["kingdom"]: e["controllers"] for e in _events(ev, "control")}
    assert ctrl[0] == [RED, GREEN, BLACK]
    assert ctrl[1] == [GREEN, GREEN, GREEN]
    assert ctrl[2] == [PURPLE, RED, -1, -1]
    kp = {(e["kingdom"], e["seat"]): e["points"] for e in _events(ev, "kingdom_points")}
    assert kp == {(0, RED): 3, (0, BLACK): 3, (0, GREEN): 3, (1, GREEN): 12,
                  (2, PURPLE): 3, (2, RED): 3}
    assert st.tokens == [[1, 2, 2], [2, 2, 2], [1, 3, 0], [1, 1, 2], [0, 1, 3]]
    assert _events(ev, "asgard")[0]["seat"] == PURPLE
    # Vanaheim: yellow chooses brown + grey (two decisions)
    assert st.phase == "vanaheim" and st.to_act() == [YELLOW]
    assert st.legal_actions(YELLOW) == [("token", 0), ("token", 1), ("token", 2)]
    assert st.prompt() == "Vanaheim: choose the colour of a kingdom token (1 of 2)"
    st.apply(YELLOW, ("token", 1))
    assert st.to_act() == [YELLOW]
    ev = st.apply(YELLOW, ("token", 0))
    doomed = {}
    for e in _events(ev, "doomed"):
        doomed[e["seat"]] = doomed.get(e["seat"], 0) + e["count"]
    assert doomed == {BLACK: 5, PURPLE: 3, GREEN: 3, RED: 2, YELLOW: 2}
    val = {e["seat"]: e["count"] for e in _events(ev, "valhalla")}
    assert val == {BLACK: 5, RED: 4, YELLOW: 4, GREEN: 3, PURPLE: 3}
    bd = st.score_breakdown()
    assert [b["provinces"] for b in bd] == [6, 3, 15, 0, 3]
    assert [b["asgard"] for b in bd] == [0, 0, 0, 0, 5]
    assert [b["ragnarok"] for b in bd] == [4, 10, 6, 4, 6]
    assert [b["valhalla"] for b in bd] == [4, 5, 3, 4, 3]
    assert st.scores() == [14, 18, 24, 8, 17]
    assert st.tokens == [[1, 2, 2], [2, 2, 2], [1, 3, 0], [2, 2, 2], [0, 1, 3]]
    # the board after the round (round 3 has been set up: new doom, new deal)
    for p in DOOM_13_1:
        assert st.occ[loc(p)] == 0
    assert st.occ[loc("Valhalla")] == 0
    assert board(st, RED)["boat"] == "C+5W"
    assert board(st, BLACK)["boat"] == "C+5W"
    assert board(st, GREEN)["boat"] == "4W"
    assert board(st, YELLOW)["boat"] == "5W"
    assert board(st, PURPLE)["boat"] == "5W"
    assert st.chief[GREEN] == loc("Myrkvior")
    assert st.chief[YELLOW] == loc("Vanaheim")
    assert st.chief[PURPLE] == loc("Asgard")
    assert st.round == 3 and st.phase == "draft"
    check_invariants(st)


def test_13_1_round_3_variant_sets_and_winner():
    st = _pos_13_1(round_=3)
    end_action_phase(st)
    st.apply(YELLOW, ("token", 1))
    ev = st.apply(YELLOW, ("token", 0))
    sets = {e["seat"]: e["sets"] for e in _events(ev, "sets")}
    assert sets == {RED: 1, BLACK: 2, GREEN: 0, YELLOW: 2, PURPLE: 0}
    assert st.is_over() and st.to_act() == []
    assert st.scores() == [19, 28, 24, 18, 17]
    assert [b["sets"] for b in st.score_breakdown()] == [5, 10, 0, 10, 0]
    assert st.winners() == [BLACK]
    assert _events(ev, "game_over")[0]["winners"] == [BLACK]


# --- 13.2 -------------------------------------------------------------------------------
@pytest.mark.parametrize("row, expected", [
    ({RED: "1W"}, RED),
    ({RED: "C+1W", BLACK: "2W"}, RED),
    ({RED: "C+1W", BLACK: "C+1W"}, -1),
    ({RED: "C", BLACK: "2W"}, BLACK),
    ({RED: "C", BLACK: "1W"}, RED),
    ({RED: "3W", BLACK: "C+2W"}, BLACK),
    ({RED: "C+1W", BLACK: "2W", GREEN: "C"}, RED),
    ({RED: "2W", BLACK: "2W", GREEN: "C"}, -1),
    ({}, -1),
])
def test_13_2_control_cases(row, expected):
    st = position(3, {"Utgard": row})
    assert st.controller(loc("Utgard")) == expected


def test_13_2_asgard_and_strength():
    st = position(2, {"Asgard": {RED: "4W", BLACK: "C+3W"}})
    assert st.controller(loc("Asgard")) == BLACK
    assert st.strength(loc("Asgard"), BLACK) == 4.5
    assert st.strength(loc("Asgard"), RED) == 4.0
    st2 = position(2, {"Valhalla": {RED: "3W"}})
    assert st2.controller(loc("Valhalla")) == -1


# --- 13.3 -------------------------------------------------------------------------------
def test_13_3_attack():
    st = position(3, {"Utgard": {BLACK: "C+1W", GREEN: "2W", RED: "1W"},
                      "Asgard": {GREEN: "2W", BLACK: "1W"}})
    assert st.free_villages(loc("Utgard")) == 1
    play(st, RED, ATT_J)
    assert st.prompt() == "Attack – Jotunheim: choose the attacking Viking"
    legal = st.legal_actions(RED)
    assert ("viking", loc("boat"), "W") in legal and ("viking", loc("boat"), "C") in legal
    assert ("viking", loc("Utgard"), "W") in legal and ("done",) in legal
    st.apply(RED, ("viking", loc("boat"), "W"))
    U = loc("Utgard")
    assert sorted(st.legal_actions(RED)) == sorted([
        ("to", U), ("attack", U, GREEN), ("attack", U, BLACK),
        ("to", loc("Jarnvid")), ("to", loc("Thrymheim")), ("to", loc("Elivagar")),
        ("to", loc("Asgard")), ("to", loc("Vanaheim")),
    ])
    ev = st.apply(RED, ("attack", U, GREEN))
    # the kill is announced first, then the victim goes to Valhalla and red takes the village
    assert [(e["t"], e.get("seat")) for e in ev if e["t"] in ("move", "kill")] == [
        ("kill", RED), ("move", GREEN), ("move", RED)]
    assert (board(st, BLACK)["Utgard"], board(st, GREEN)["Utgard"], board(st, RED)["Utgard"]) == \
        ("C+1W", "1W", "2W")
    assert st.w[loc("Valhalla")] == [0, 0, 1]
    assert st.controller(U) == BLACK
    # green: Attack-Alfheim, a boat warrior to Asgard, kills black's warrior there
    play(st, GREEN, ATT_A)
    st.apply(GREEN, ("viking", loc("boat"), "W"))
    assert ("to", loc("Asgard")) in st.legal_actions(GREEN)
    st.apply(GREEN, ("to", loc("Asgard")))
    assert st.legal_actions(GREEN) == [("kill", BLACK), ("nokill",)]
    st.apply(GREEN, ("kill", BLACK))
    assert st.w[loc("Asgard")] == [0, 0, 3]
    assert st.w[loc("Valhalla")] == [0, 1, 1]
    check_invariants(st)
    ev = end_action_phase(st)
    val = {e["seat"]: e["points"] for e in _events(ev, "valhalla")}
    assert val == {BLACK: 1, GREEN: 1}
    assert [b["valhalla"] for b in st.score_breakdown()] == [0, 1, 1]
    assert _events(ev, "doomed") == []


# --- 13.4 -------------------------------------------------------------------------------
def test_13_4_score_kingdom_mid_round():
    st = position(3, {"Myrkvior": {RED: "2W", BLACK: "1W"},
                      "Vigrid": {RED: "1W", GREEN: "1W"},
                      "Hindarfjall": {BLACK: "C"}},
                  doom=("Myrkvior", "Gimle", "Andlang", "Utgard", "Jarnvid"))
    ev = play(st, BLACK, gold(2))
    assert _events(ev, "control")[0]["controllers"] == [RED, -1, BLACK]
    assert st.scores() == [3, 3, 0]
    assert [t[1] for t in st.tokens] == [2, 2, 1]
    assert st.occ[loc("Myrkvior")] == 3  # nobody leaves the doomed province yet
    play(st, GREEN, INV_M)
    for _ in range(2):
        st.apply(GREEN, ("viking", loc("boat"), "W"))
        st.apply(GREEN, ("to", loc("Vigrid")))
    assert st.w[loc("Vigrid")] == [1, 0, 3] and st.free_villages(loc("Vigrid")) == 0
    ev = end_action_phase(st)
    assert _events(ev, "control")[1]["controllers"] == [RED, GREEN, BLACK]
    assert st.phase != "vanaheim"
    assert st.scores() == [12, 9, 3]
    assert [t[1] for t in st.tokens] == [4, 4, 2]
    bd = st.score_breakdown()
    assert [b["ragnarok"] for b in bd] == [4, 2, 0]
    assert [b["valhalla"] for b in bd] == [2, 1, 0]


# --- 13.5 -------------------------------------------------------------------------------
def _set_pack_golds(st, golds):
    """Swap gold cards so that packet i holds gold number golds[i]."""
    dr = st.draft
    for i, g in enumerate(golds):
        want = gold(g)
        pack = dr.packs[i]
        have = next(c for c in pack if CARD_DECK[c] == GOLD)
        if have == want:
            continue
        for other in dr.packs:
            if want in other:
                other[other.index(want)] = have
                break
        else:
            deck = st.decks[GOLD]
            deck[deck.index(want)] = have
        pack[pack.index(have)] = want
        pack.sort()


def _draft(st, wanted):
    """Every seat picks its wanted gold numbers when offered, else its lowest non-gold."""
    while st.phase == "draft":
        for s in st.to_act():
            pack = [a[1] for a in st.legal_actions(s)]
            pick = next((c for c in pack if CARD_GOLD[c] in wanted[s]), None)
            if pick is None:
                pick = next((c for c in pack if CARD_DECK[c] != GOLD), pack[0])
            st.apply(s, ("pick", pick))


def _play_turn(st, seat, card=None):
    """Play `card` (default: the lowest non-gold card), stopping at once if it asks."""
    if card is None:
        card = next(c for c in st.hands[seat] if CARD_DECK[c] != GOLD)
    st.apply(seat, ("play", card))
    while st.to_act() == [seat] and st.phase == "action" and st.step != "play":
        legal = st.legal_actions(seat)
        st.apply(seat, ("done",) if ("done",) in legal else legal[0])
    while st.phase == "vanaheim":
        st.apply(st.to_act()[0], ("token", 0))


def test_13_5_draft_hands_turn_order_and_draw_cards():
    st = new_game(3, 2024, {})
    assert st.phase == "draft" and st.round == 1
    _set_pack_golds(st, [5, 9, 2])
    _draft(st, {RED: {5}, BLACK: set(), GREEN: {9, 2}})
    assert st.phase == "action"
    golds = [sorted(CARD_GOLD[c] for c in h if CARD_DECK[c] == GOLD) for h in st.hands]
    assert golds == [[5], [], [2, 9]]
    assert st.order == [GREEN, RED, BLACK] and st.quota == 4
    assert [len(h) for h in st.hands] == [6, 6, 6]
    # round 1: red plays gold 5 and green gold 9 on their first turns
    for i in range(12):
        seat = st.to_act()[0]
        assert seat == [GREEN, RED, BLACK][i % 3]
        card = {(RED, 1): gold(5), (GREEN, 0): gold(9)}.get((seat, i // 3))
        _play_turn(st, seat, card)
    assert st.round == 2 and st.phase == "draft"
    assert [len(h) for h in st.hands] == [2, 2, 2]
    assert gold(2) in st.hands[GREEN]
    assert not any(CARD_DECK[c] == GOLD for c in st.hands[RED] + st.hands[BLACK])
    # round 2: golds 13, 7, 1 dealt; red drafts 13 and 7, black 1, green none
    _set_pack_golds(st, [13, 1, 7])
    _draft(st, {RED: {13, 7}, BLACK: {1}, GREEN: set()})
    assert st.order == [RED, BLACK, GREEN] and st.quota == 5
    assert [len(h) for h in st.hands] == [8, 8, 8]
    # views: revealed golds in other hands are public, the rest hidden
    v = st.view(BLACK)
    assert sorted(c for c in v.hands[RED] if c != HIDDEN) == [gold(7), gold(13)]
    assert v.hands[RED].count(HIDDEN) == 6
    _play_turn(st, RED)
    _play_turn(st, BLACK)
    _play_turn(st, GREEN)
    ev = st.apply(RED, ("play", gold(7)))        # red's second turn
    assert _events(ev, "draw")[0]["count"] == 2 and _events(ev, "extra_turn")
    assert st.to_act() == [RED] and st.prompt() == "Extra turn: play a card"
    assert len(st.hands[RED]) == 8 - 2 + 2
    assert st.turns_left(RED) == 3
    assert [len(d) for d in st.decks] == [50 - 18 - 2, 35 - 12, 15 - 6]
    _play_turn(st, RED)                          # the extra turn
    assert st.to_act() == [BLACK]
    assert st.turns_left(RED) == 3
    while st.round == 2:
        seat = st.to_act()[0]
        _play_turn(st, seat)
    assert [len(h) for h in st.hands] == [4, 3, 3]
    # round 3: nobody plays a Draw Cards card
    _draft(st, {RED: set(), BLACK: set(), GREEN: set()})
    assert [len(h) for h in st.hands] == [10, 9, 9]
    while not st.is_over():
        seat = st.to_act()[0]
        card = next(c for c in st.hands[seat] if CARD_TYPE[c] != DRAW_CARDS)
        _play_turn(st, seat, card)
    assert [len(h) for h in st.hands] == [4, 3, 3]
    assert [len(p) for p in st.played] == [16, 15, 15]


# --- 13.6 -------------------------------------------------------------------------------
def _end_game(points, tokens):
    st = position(3, {}, round_=3)
    for s in range(3):
        st.pts[s][0] = points[s]
        st.tokens[s] = list(tokens[s])
    ev: list = []
    rounds.end_of_round(st, ev)
    return st, ev


def test_13_6_end_of_game_and_tiebreak():
    st, ev = _end_game([61, 56, 60], [(3, 3, 1), (2, 2, 2), (4, 0, 5)])
    assert {e["seat"]: e["sets"] for e in _events(ev, "sets")} == {RED: 1, BLACK: 2, GREEN: 0}
    assert st.scores() == [66, 66, 60]
    assert [st.token_count(s) for s in range(3)] == [7, 6, 9]
    assert st.winners() == [RED]
    assert st.is_over()


def test_13_6_more_tokens_break_the_tie_else_shared_win():
    st, _ = _end_game([61, 56, 10], [(1, 1, 1), (2, 2, 2), (0, 0, 0)])
    assert st.scores() == [66, 66, 10]
    assert st.winners() == [BLACK]        # 6 tokens beat 3
    st, _ = _end_game([56, 61, 10], [(2, 2, 2), (1, 1, 4), (0, 0, 9)])
    assert st.scores() == [66, 66, 10]
    assert st.winners() == [RED, BLACK]   # 6 tokens each: shared victory
