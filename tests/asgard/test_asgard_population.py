"""One test per population bonus (rules 4.3) and the shortage rule (section 8)."""

from __future__ import annotations

from asgard_helpers import (
    BLUE,
    PURPLE,
    RED,
    YELLOW,
    act,
    give_recruits,
    give_seals,
    give_stones,
    position,
    run_frames,
)

from game.asgard import data as D


def _hold(st, seat, name):
    p = D.POP_INDEX[name]
    for pair in st.slot:
        for side in (0, 1):
            if abs(pair[side]) == p:
                pair[side] = 0
    st.pop_held[seat].append(p)
    return p


def _p3_turn(st, seat):
    st.asg[seat] = 1
    run_frames(st, ["resolve", seat])


def test_weapon_pick_in_own_turn():
    st = position(4)
    p = _hold(st, RED, "L1")
    _p3_turn(st, RED)
    assert ("bonus", "L1") in st.legal_actions(RED)
    act(st, RED, "bonus", "L1")
    assert st.legal_actions(RED) == [("take", v) for v in (1, 2, 3, 4, 5)]
    act(st, RED, "take", 5)
    assert st.w_held[RED] == [5] and 5 not in st.w_stack and p in st.pop_disc
    assert ("resolve", "asgard") in st.legal_actions(RED)  # the turn goes on


def test_magic_pick_in_own_turn():
    st = position(4)
    _hold(st, RED, "D7")
    _p3_turn(st, RED)
    act(st, RED, "bonus", "D7")
    assert st.legal_actions(RED) == [("take", k) for k in D.MAGIC_KEYS]
    act(st, RED, "take", "TOP_BONUS")
    assert st.m_held[RED] == [D.TOP_BONUS]


def test_take_order_1_and_turn_continuation():
    st = position(4)
    _hold(st, BLUE, "L3")
    for s in (RED, BLUE, YELLOW):
        st.asg[s] = 1
    st.last = RED
    run_frames(st, ["p3", -1])
    assert st.to_act() == [BLUE]
    act(st, BLUE, "bonus", "L3")
    assert st.order[BLUE] == 1 and st.order[RED] == 2
    act(st, BLUE, "resolve", "asgard")
    act(st, BLUE, "decline")
    while st.to_act() == [BLUE]:
        act(st, BLUE, *st.legal_actions(BLUE)[-1])
    assert st.to_act() == [RED]  # play continues with the new number 2


def test_asgard_flip_bonus():
    st = position(4)
    _hold(st, RED, "L4")
    st.at_row = [1, -2, 0]
    _p3_turn(st, RED)
    act(st, RED, "bonus", "L4")
    act(st, RED, "recruit", "giant")
    assert st.at_row[0] == -1 and st.rec[RED] == [0, 0, 1]
    assert ("bonus", "L4") not in st.legal_actions(RED)


def test_asgard_flip_not_offered_without_face_up_tile():
    st = position(4)
    _hold(st, RED, "L4")
    st.at_row = [-1, -2, 0]
    _p3_turn(st, RED)
    assert ("bonus", "L4") not in st.legal_actions(RED)


def test_claim_victory_in_battle():
    st = position(4)
    p = _hold(st, RED, "L5")
    st.slot[2] = [D.POP_INDEX["L1"], D.POP_INDEX["D8"]]
    st.battle[2][0] = RED
    st.lw_shown = [[1], [1]]
    run_frames(st, ["world", -1, 2])
    assert st.legal_actions(RED) == [("giveup",), ("claim", "L5")]
    act(st, RED, "claim", "L5")
    assert st.victory[2][RED] == 1 and p in st.pop_disc and st.pop_held[RED] == []


def test_wild_stone_pays_a_temple_stone():
    st = position(4)
    _hold(st, RED, "L6")
    give_stones(st, RED, P=1)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 0] + [0]  # PP
    st.temple[D.FREYJA] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "freyja")
    assert ("build", "A") in st.legal_actions(RED)
    act(st, RED, "build", "A")
    # first stone: own pink or the wild tile
    assert set(st.legal_actions(RED)) == {("stone", "P"), ("wild",)}
    act(st, RED, "wild")
    assert st.temples[RED] == [0] and st.stones[RED][0] == 0 and st.pop_held[RED] == []


def test_stone_swap_pays_with_another_colour():
    st = position(4)
    _hold(st, RED, "L7")
    give_stones(st, RED, P=1, K=1)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 0] + [0]  # PP
    st.temple[D.FREYJA] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "freyja")
    act(st, RED, "build", "A")
    assert set(st.legal_actions(RED)) == {("stone", "P"), ("swap", "K")}
    act(st, RED, "swap", "K")  # the last pink is then forced
    assert st.temples[RED] == [0] and st.stones[RED] == [0] * 7 and st.pop_held[RED] == []


def test_stone_swap_for_the_extra_stone_of_a_seven_point_temple():
    st = position(4)
    _hold(st, RED, "D2")
    give_stones(st, RED, P=2, G=1, W=1)
    st.temple_stack[3] = [t for t in st.temple_stack[3] if t != 18] + [18]  # P+G+W (+1)
    st.temple[D.FREYJA] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "freyja")
    act(st, RED, "build", "D")
    assert st.temples[RED] == [18] and st.stones[RED] == [0] * 7


def test_wild_seal_buys_a_giant():
    st = position(4)
    _hold(st, RED, "L8")
    give_seals(st, RED, 0, 1)
    st.at_row = [-1, -2, 0]
    _p3_turn(st, RED)
    act(st, RED, "resolve", "asgard")
    act(st, RED, "single")
    legal = st.legal_actions(RED)
    assert ("buy", "giant", "L") in legal and ("buy", "orange") in legal
    assert ("buy", "giant") not in legal
    act(st, RED, "buy", "giant", "L")
    assert st.rec[RED] == [0, 0, 1] and st.seals[RED] == [0, 0] and st.pop_held[RED] == []


def test_gained_population_tile_usable_at_end_of_turn():
    st = position(4)
    give_stones(st, RED, P=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 0] + [0]
    st.temple[D.FREYJA] = RED
    # every light slot but world 2's holds a god: the tile must replace L1
    for i in range(7):
        st.slot[i][0] = D.god_tile(D.BALDR, 1) if i != 1 else D.POP_INDEX["L1"]
    st.slot[D.LIGHT_UNDERWORLD][0] = D.god_tile(D.ODIN, 1)
    run_frames(st, ["resolve", RED], ["endturn", RED, 3])
    act(st, RED, "resolve", "temple", "freyja")
    act(st, RED, "build", "A")
    assert st.pop_held[RED] == [D.POP_INDEX["L1"]]
    assert st.legal_actions(RED) == [("end",), ("bonus", "L1")]
    act(st, RED, "bonus", "L1")
    act(st, RED, "take", 4)
    assert st.w_held[RED] == [4]


# --- the shortage rule ---------------------------------------------------------------------------
def test_shortage_nothing_when_receiver_is_richest():
    st = position(4)
    give_stones(st, RED, P=3)
    give_stones(st, BLUE, P=2)
    st.stone_res[0] = 0
    ev = run_frames(st, ["recv", RED, "s", 0, 2])
    assert st.stones[RED][0] == 3 and st.stones[BLUE][0] == 2
    assert any(e["t"] == "lost" for e in ev)


def test_shortage_recruits_come_from_personal_reserves_only():
    st = position(4)
    st.rec_res[2] = 0
    give_recruits(st, BLUE, giant=0)
    st.rec[YELLOW][2] = 2
    run_frames(st, ["recv", RED, "r", 2, 1])
    assert st.rec[RED][2] == 1 and st.rec[YELLOW][2] == 1
    assert st.god_rec[D.LOKI][2] == 1  # never taken from a god


def test_round_start_seal_shortage_tie_settled_by_order_1():
    st = position(4, rnd=1)
    st.seal_res = [0, 0]
    st.god_seal = [1, 0, 1, 1, 1, 1, 1, 0, 0, 0]
    st.seals[BLUE][0] = 2
    st.seals[PURPLE][0] = 2
    st.order = [2, 3, 4, 1]  # Purple holds order 1
    run_frames(st, ["sealfill", -1, D.BALDR])
    assert st.to_act() == [PURPLE]
    assert st.legal_actions(PURPLE) == [("giver", BLUE), ("giver", PURPLE)]
    act(st, PURPLE, "giver", BLUE)
    assert st.god_seal[D.BALDR] == 1 and st.seals[BLUE][0] == 1


def test_round_start_min_discs_and_rising():
    st = position(4, rnd=1)
    st.front[RED] = 1
    st.support[D.HEL][0] = RED
    st.victory[3][RED] = 1
    st.front[BLUE] = 0
    st.centre[BLUE] = 1
    st.rnd = 2
    st.at_row = [-1, 2, 0]
    ev = run_frames(st, ["rstart", -1])
    assert any(e["t"] == "rise" and e["god"] == D.MIMIR for e in ev)
    assert st.god_seal[D.MIMIR] == 1
    assert st.at_row[1] == 2 and all(x > 0 for x in st.at_row)
    assert 1 in st.at_disc
    # Red (order 1) chooses; then Blue's only disc on the board comes back without a choice
    assert st.to_act() == [RED]
    assert set(st.legal_actions(RED)) == {("takeback", "support", "hel", 1), ("takeback", "victory", 4)}
    act(st, RED, "takeback", "support", "hel", 1)
    assert st.support[D.HEL] == [-1, -1] and st.front[RED] == 2 and st.victory[3][RED] == 1
    assert st.centre[BLUE] == 0 and st.front[BLUE] == 1 and st.to_act() == []


def test_wild_seal_buys_a_disc():
    st = position(4)
    _hold(st, RED, "D1")
    st.row = [15 & ~1, 15, 15, 15, 15, 15, 15]  # Red's leftmost disc in col 2: L + D (col 1)
    give_seals(st, RED, 1, 0)
    run_frames(st, ["buydisc", RED])
    assert st.legal_actions(RED) == [("disc", "D"), ("done",)]
    act(st, RED, "disc", "D")
    assert st.seals[RED] == [0, 0] and st.row[1] == 15 & ~1
