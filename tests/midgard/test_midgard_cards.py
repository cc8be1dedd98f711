"""One test (or more) per card family, including the impossible cases."""

from __future__ import annotations

from midgard_helpers import (
    BLACK,
    GREEN,
    RED,
    board,
    check_invariants,
    end_action_phase,
    gold,
    loc,
    play,
    position,
)

INV_A, INV_M, INV_J, NEW_WARRIOR = 0, 12, 24, 49
ATT_A, ATT_M, ATT_J, HORDE = 50, 58, 66, 75
DONE = ("done",)
BOAT = loc("boat")


# --- Invasion ------------------------------------------------------------------------------
def test_invasion_moves_up_to_two_vikings_anywhere_in_the_kingdom_or_the_realms():
    st = position(3, {"Gimle": {RED: "1W"}})
    play(st, RED, INV_A)
    assert st.prompt() == "Invasion – Alfheim: choose a Viking to move (1 of up to 2)"
    assert st.legal_actions(RED) == [("viking", BOAT, "C"), ("viking", loc("Gimle"), "W"),
                                     ("viking", BOAT, "W"), DONE]
    st.apply(RED, ("viking", loc("Gimle"), "W"))
    # not its own province; the other provinces of Alfheim; Asgard, Vanaheim
    assert st.legal_actions(RED) == [("to", loc("Andlang")), ("to", loc("Vidblain")),
                                     ("to", loc("Asgard")), ("to", loc("Vanaheim"))]
    st.apply(RED, ("to", loc("Vidblain")))
    assert st.prompt() == "Invasion – Alfheim: choose a Viking to move (2 of up to 2)"
    # the second pick may take the Viking that just arrived
    assert ("viking", loc("Vidblain"), "W") in st.legal_actions(RED)
    st.apply(RED, ("viking", BOAT, "C"))
    st.apply(RED, ("to", loc("Asgard")))
    assert board(st, RED) == {"Vidblain": "1W", "Asgard": "C", "boat": "10W"}
    assert st.to_act() == [1] and st.step == "play"      # the card is over, next turn
    check_invariants(st)


def test_invasion_done_at_once_changes_nothing():
    st = position(2, {})
    before = [r[:] for r in st.w]
    play(st, RED, INV_J)
    ev = st.apply(RED, DONE)
    assert st.w == before and st.to_act() == [BLACK]
    assert ev[0]["t"] == "stop"


def test_invasion_with_a_full_kingdom_only_reaches_the_realms():
    st = position(3, {"Gimle": {BLACK: "4W"}, "Andlang": {BLACK: "C+4W"}, "Vidblain": {GREEN: "3W"}})
    assert [st.free_villages(p) for p in range(3)] == [0, 0, 0]
    play(st, RED, INV_A)
    st.apply(RED, ("viking", BOAT, "W"))
    assert st.legal_actions(RED) == [("to", loc("Asgard")), ("to", loc("Vanaheim"))]


def test_invasion_with_no_viking_on_the_board_ends_without_a_decision():
    st = position(2, {"Valhalla": {RED: "C+3W"}}, supply={RED: 8})
    ev = play(st, RED, INV_M)
    assert st.to_act() == [BLACK]
    assert [e["t"] for e in ev] == ["play"]


# --- New Warrior -----------------------------------------------------------------------------
def test_new_warrior_reinforces_then_moves_one_viking_anywhere():
    st = position(2, {"Utgard": {BLACK: "6W"}}, supply={RED: 2})
    ev = play(st, RED, NEW_WARRIOR)
    assert ev[1] == {"t": "move", "seat": RED, "kind": "W", "from": loc("supply"), "to": BOAT}
    assert st.w[BOAT][RED] == 11 - 2 + 1 and st.w[loc("supply")][RED] == 1
    st.apply(RED, ("viking", BOAT, "W"))
    dests = st.legal_actions(RED)
    assert ("to", loc("Utgard")) not in dests            # full
    assert len(dests) == 9 + 2                          # every other province, both realms
    st.apply(RED, ("to", loc("Elivagar")))
    assert st.to_act() == [BLACK]


def test_new_warrior_with_an_empty_supply_only_moves():
    st = position(2, {})
    ev = play(st, RED, NEW_WARRIOR)
    assert [e["t"] for e in ev] == ["play"]
    assert st.w[BOAT][RED] == 11
    assert st.legal_actions(RED)[-1] == DONE
    st.apply(RED, DONE)
    assert st.w[BOAT][RED] == 11


# --- Attack ----------------------------------------------------------------------------------
def test_attack_never_targets_a_chieftain_and_works_in_a_full_kingdom():
    st = position(3, {"Thrymheim": {BLACK: "C+2W"}, "Utgard": {GREEN: "C+5W"},
                      "Jarnvid": {BLACK: "4W"}, "Elivagar": {GREEN: "5W"}})
    play(st, RED, ATT_J)
    st.apply(RED, ("viking", BOAT, "W"))
    # no free village anywhere in Jotunheim: only the attacks and the realms
    assert st.legal_actions(RED) == [
        ("attack", loc("Utgard"), GREEN), ("attack", loc("Jarnvid"), BLACK),
        ("attack", loc("Thrymheim"), BLACK), ("attack", loc("Elivagar"), GREEN),
        ("to", loc("Asgard")), ("to", loc("Vanaheim"))]
    st.apply(RED, ("attack", loc("Thrymheim"), BLACK))
    assert st.w[loc("Thrymheim")] == [1, 1, 0] and st.chief[BLACK] == loc("Thrymheim")
    assert st.w[loc("Valhalla")] == [0, 1, 0]
    check_invariants(st)


def test_attack_from_inside_the_target_province_frees_the_old_village():
    st = position(2, {"Gimle": {RED: "1W", BLACK: "3W"}})
    play(st, RED, ATT_A)
    st.apply(RED, ("viking", loc("Gimle"), "W"))
    legal = st.legal_actions(RED)
    assert ("attack", loc("Gimle"), BLACK) in legal and ("to", loc("Gimle")) not in legal
    st.apply(RED, ("attack", loc("Gimle"), BLACK))
    assert st.w[loc("Gimle")] == [1, 2] and st.free_villages(loc("Gimle")) == 1


def test_attack_in_a_realm_offers_the_kill_and_its_own_realm_only_with_a_victim():
    st = position(3, {"Asgard": {RED: "1W", BLACK: "2W", GREEN: "C"}, "Vanaheim": {RED: "1W"}})
    play(st, RED, ATT_M)
    st.apply(RED, ("viking", loc("Vanaheim"), "W"))
    assert ("to", loc("Vanaheim")) not in st.legal_actions(RED)   # nobody to kill there
    st2 = st.clone()
    st.apply(RED, ("to", loc("Asgard")))
    assert st.legal_actions(RED) == [("kill", BLACK), ("nokill",)]  # never a chieftain
    st.apply(RED, ("nokill",))
    assert st.w[loc("Asgard")] == [2, 2, 0] and st.to_act() == [BLACK]
    # the same Viking could go to Vanaheim... no; a red warrior already in Asgard may stay and kill
    st2.cur = RED
    play(st2, RED, ATT_A)
    st2.apply(RED, ("viking", loc("Asgard"), "W"))
    assert ("to", loc("Asgard")) in st2.legal_actions(RED)
    st2.apply(RED, ("to", loc("Asgard")))
    st2.apply(RED, ("kill", BLACK))
    assert st2.w[loc("Asgard")] == [1, 1, 0] and st2.w[loc("Valhalla")] == [0, 1, 0]


def test_attack_into_an_empty_realm_ends_without_a_kill_step():
    st = position(2, {})
    play(st, RED, ATT_A)
    st.apply(RED, ("viking", BOAT, "C"))
    st.apply(RED, ("to", loc("Vanaheim")))
    assert st.to_act() == [BLACK] and st.chief[RED] == loc("Vanaheim")


# --- Viking Horde ------------------------------------------------------------------------------
def test_horde_targets_only_places_with_room_and_stops_when_full():
    st = position(2, {"Gimle": {BLACK: "4W"}, "Vidblain": {BLACK: "2W"}, "Utgard": {RED: "2W"}})
    play(st, RED, HORDE)
    targets = st.legal_actions(RED)
    assert ("target", loc("Gimle")) not in targets and ("target", loc("Vidblain")) in targets
    assert targets[-3:] == [("target", loc("Asgard")), ("target", loc("Vanaheim")), DONE]
    st.apply(RED, ("target", loc("Vidblain")))
    st.apply(RED, ("viking", loc("Utgard"), "W"))
    # Vidblain had one free village: the horde is over
    assert st.to_act() == [BLACK]
    assert st.w[loc("Vidblain")] == [1, 2] and st.w[loc("Utgard")] == [1, 0]


def test_horde_moves_at_most_three_from_outside_the_target():
    st = position(2, {"Asgard": {RED: "2W"}})
    play(st, RED, HORDE)
    st.apply(RED, ("target", loc("Asgard")))
    assert ("viking", loc("Asgard"), "W") not in st.legal_actions(RED)
    assert st.prompt() == "Viking Horde → Asgard: choose a Viking to move (1 of up to 3)"
    for _ in range(3):
        st.apply(RED, ("viking", BOAT, "W"))
    assert st.w[loc("Asgard")][RED] == 5 and st.to_act() == [BLACK]


def test_horde_with_nothing_outside_the_target_ends_by_itself():
    st = position(2, {"Vanaheim": {RED: "C+11W"}})
    play(st, RED, HORDE)
    st.apply(RED, ("target", loc("Vanaheim")))
    assert st.to_act() == [BLACK]


# --- gold cards --------------------------------------------------------------------------------
def test_score_kingdom_does_not_score_the_realms():
    st = position(2, {"Asgard": {RED: "3W"}, "Utgard": {BLACK: "1W"}, "Jarnvid": {BLACK: "1W"}})
    play(st, RED, gold(3))
    assert st.scores() == [0, 7]
    assert st.tokens == [[0, 0, 0], [0, 0, 2]]
    assert st.to_act() == [BLACK]


def test_take_tokens():
    st = position(2, {})
    play(st, BLACK, gold(5))
    assert st.tokens == [[0, 0, 0], [0, 3, 0]] and st.token_count(BLACK) == 3


def test_draw_cards_chain_extra_turns_that_do_not_count():
    st = position(3, {})
    st.cur = RED
    sizes = [len(d) for d in st.decks]
    play(st, RED, gold(7))
    assert st.to_act() == [RED] and st.extra and st.turns[RED] == 1
    assert [len(d) for d in st.decks] == [sizes[0] - 2, sizes[1], sizes[2] - 1]
    ev = play(st, RED, gold(8))          # chains another extra turn
    assert any(e["t"] == "extra_turn" for e in ev)
    assert st.to_act() == [RED] and st.turns[RED] == 1 and len(st.hands[RED]) == 2 + 2 + 2
    st.apply(RED, ("play", st.hands[RED][0]))
    while st.to_act() == [RED]:
        st.apply(RED, DONE)
    assert st.to_act() == [BLACK] and st.turns[RED] == 1 and st.turns_left(RED) == 3


def test_destroy_kingdom_sends_everyone_to_valhalla_without_doom_points():
    st = position(2, {"Myrkvior": {RED: "C+1W", BLACK: "2W"}, "Vigrid": {RED: "1W"}},
                  doom=("Myrkvior",))
    play(st, RED, gold(10))
    assert st.legal_actions(RED) == [("destroy", 3), ("destroy", 4), ("destroy", 5)]
    assert DONE not in st.legal_actions(RED)
    st.apply(RED, ("destroy", loc("Myrkvior")))
    assert st.occ[loc("Myrkvior")] == 0 and st.doom[loc("Myrkvior")] == 1
    assert st.chief[RED] == loc("Valhalla") and st.w[loc("Valhalla")] == [1, 2]
    assert st.scores() == [0, 0]
    end_action_phase(st)
    bd = st.score_breakdown()
    assert [b["ragnarok"] for b in bd] == [0, 0]
    assert [b["valhalla"] for b in bd] == [2, 2]
    assert st.chief[RED] == BOAT


def test_new_warriors_in_realms_and_kingdoms():
    st = position(2, {}, supply={RED: 3, BLACK: 1})
    play(st, RED, gold(12))
    assert st.prompt() == "Gold 12: New Warriors in Asgard/Vanaheim: place a warrior from your supply (up to 2)"
    assert st.legal_actions(RED) == [("place", loc("Asgard")), ("place", loc("Vanaheim")), DONE]
    st.apply(RED, ("place", loc("Asgard")))
    st.apply(RED, ("place", loc("Vanaheim")))
    assert st.to_act() == [BLACK] and st.w[loc("supply")][RED] == 1
    assert st.w[loc("Asgard")][RED] == 1 and st.w[loc("Vanaheim")][RED] == 1
    # one warrior in supply: only one placement
    play(st, BLACK, gold(15))
    st.apply(BLACK, ("place", loc("Utgard")))
    assert st.to_act() != [BLACK] or st.step == "play"
    assert st.w[loc("Utgard")][BLACK] == 1


def test_new_warriors_with_no_supply_or_a_full_kingdom_have_no_effect():
    st = position(2, {})
    ev = play(st, RED, gold(13))
    assert ev[-1]["t"] == "no_effect" and st.to_act() == [BLACK]
    st = position(3, {"Gimle": {BLACK: "4W"}, "Andlang": {BLACK: "C+4W"}, "Vidblain": {GREEN: "3W"}},
                  supply={RED: 2})
    ev = play(st, RED, gold(13))
    assert ev[-1]["t"] == "no_effect" and st.w[loc("supply")][RED] == 2
    # one free village: one warrior placed, then the card ends by itself
    st = position(3, {"Gimle": {BLACK: "4W"}, "Andlang": {BLACK: "C+3W"}, "Vidblain": {GREEN: "3W"}},
                  supply={RED: 2})
    play(st, RED, gold(13))
    assert st.legal_actions(RED) == [("place", loc("Andlang")), DONE]
    st.apply(RED, ("place", loc("Andlang")))
    assert st.to_act() == [BLACK] and st.w[loc("supply")][RED] == 1


def test_vanaheim_choice_may_take_two_of_one_colour():
    st = position(2, {"Vanaheim": {BLACK: "1W"}})
    end_action_phase(st)
    assert st.to_act() == [BLACK] and st.legal_actions(RED) == []
    st.apply(BLACK, ("token", 2))
    st.apply(BLACK, ("token", 2))
    assert st.tokens[BLACK] == [0, 0, 2]
    assert st.phase == "draft" and st.round == 2
