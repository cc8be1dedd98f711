"""One test per god power (rules 7.1, 7.4)."""

from __future__ import annotations

from asgard_helpers import (
    BLUE,
    RED,
    YELLOW,
    act,
    give_stones,
    position,
    run_frames,
)

from game.asgard import data as D


def _pray(st, seat, space):
    st.space[D.SPACE_INDEX[space]] = seat
    run_frames(st, ["resolve", seat])
    return act(st, seat, "resolve", space)


def test_freyja_takes_up_to_two_warriors_from_valhalla():
    st = position(4)
    st.valhalla = [2, 3]
    _pray(st, RED, "FREYJA_UP")
    assert st.stones[RED][0] == 2
    assert st.legal_actions(RED) == [("warrior", "white"), ("warrior", "orange"), ("done",)]
    act(st, RED, "warrior", "orange")
    act(st, RED, "warrior", "white")
    assert st.to_act() == [] and st.rec[RED] == [1, 1, 0] and st.valhalla == [1, 2]
    st2 = position(4)
    st2.valhalla = [0, 1]
    _pray(st2, RED, "FREYJA_UP")
    act(st2, RED, "warrior", "orange")
    assert st2.to_act() == [] and st2.rec[RED] == [0, 1, 0]


def test_freyja_lower_space_has_no_power():
    st = position(4)
    _pray(st, RED, "FREYJA_LO")
    assert st.to_act() == [] and st.stones[RED][0] == 2 and st.front[RED] == 4


def test_baldr_exchanges_a_stone_with_the_reserve():
    st = position(4)
    st.stone_res[2] = 0  # no red left: red cannot be taken
    _pray(st, RED, "BALDR_UP")
    assert ("give", "Y") in st.legal_actions(RED)
    act(st, RED, "give", "Y")
    legal = st.legal_actions(RED)
    assert ("take", "Y") not in legal and ("take", "R") not in legal and ("take", "W") in legal
    act(st, RED, "take", "W")
    assert st.stones[RED][1] == 1 and st.stones[RED][6] == 1


def test_odin_lower_gives_a_stone_of_choice():
    st = position(4)
    _pray(st, RED, "ODIN_LO")
    assert len(st.legal_actions(RED)) == 7
    act(st, RED, "stone", "K")
    assert st.stones[RED][5] == 1


def test_odin_upper_gives_white_and_reorders():
    st = position(3)
    _pray(st, BLUE, "ODIN_UP")
    assert st.stones[BLUE][6] == 1
    assert len(st.legal_actions(BLUE)) == 6  # skip + 5 other arrangements
    act(st, BLUE, "order", BLUE, 2, RED)
    assert st.order == [3, 1, 2]


def test_tyr_tile_wins_a_battle():
    st = position(4)
    _pray(st, RED, "TYR_UP")
    assert st.stones[RED][2] == 2
    act(st, RED, "take")
    assert st.tyr == RED
    # battle: Red loses on strength but returns Týr's tile to win
    st.slot[2] = [D.POP_INDEX["L1"], D.POP_INDEX["D8"]]
    st.battle[2][0] = RED
    st.lw_stack = [[1], [1]]
    run_frames(st, ["world", -1, 2])
    assert st.legal_actions(RED) == [("giveup",), ("tyr",)]
    act(st, RED, "tyr")
    assert st.victory[2][RED] == 1 and st.tyr == -1


def test_tyr_taken_from_its_holder():
    st = position(4)
    st.tyr = BLUE
    _pray(st, RED, "TYR_UP")
    act(st, RED, "take")
    assert st.tyr == RED


def test_thor_tile_gives_an_extra_turn():
    st = position(4)
    st.space[D.SPACE_INDEX["THOR_UP"]] = RED
    st.space[D.SPACE_INDEX["LOKI_LO"]] = RED
    st.asg[BLUE] = 1
    run_frames(st, ["p3", -1])
    act(st, RED, "resolve", "THOR_UP")
    act(st, RED, "take")
    assert st.thor == RED
    assert st.legal_actions(RED) == [("end",), ("thor",)]
    act(st, RED, "thor")
    assert st.thor == -1 and st.to_act() == [RED]
    act(st, RED, "resolve", "LOKI_LO")
    assert st.to_act() == [BLUE]


def test_thor_tile_not_offered_without_work_left():
    st = position(4)
    st.thor = RED
    st.space[D.SPACE_INDEX["LOKI_LO"]] = RED
    st.asg[BLUE] = 1
    run_frames(st, ["p3", -1])
    act(st, RED, "resolve", "LOKI_LO")
    assert st.to_act() == [BLUE] and st.thor == RED  # kept for a later round


def test_loki_takes_a_recruit_from_any_god():
    st = position(4)
    _pray(st, RED, "LOKI_UP")
    legal = st.legal_actions(RED)
    assert ("loki", "hel", "giant") in legal and ("loki", "freyja", "white") in legal
    assert not any(a[0] == "loki" and a[1] == "odin" for a in legal)
    act(st, RED, "loki", "hel", "giant")
    assert st.rec[RED] == [0, 0, 1] and st.god_rec[D.HEL] == [0, 0, 0]


def test_hel_may_be_skipped_and_needs_a_warrior():
    st = position(4)
    _pray(st, RED, "HEL_UP")
    legal = st.legal_actions(RED)
    assert ("hel", "hel", "giant") not in legal and ("hel", "loki", "white") not in legal
    assert ("hel", "tyr", "orange") in legal
    act(st, RED, "skip")
    assert st.score[RED] == 0


def test_mimir_moves_its_disc_to_a_silver_space():
    st = position(4, rnd=3)
    st.god_seal[D.LOKI] = 1
    _pray(st, RED, "MIMIR_ONLY")
    legal = st.legal_actions(RED)
    assert ("move", "LOKI_UP") in legal and ("move", "SURTR_ONLY") in legal
    assert ("move", "ODIN_UP") not in legal and ("move", "FENRIR_UP") not in legal
    assert ("move", "LOKI_LO") not in legal and ("move", "asgard") in legal
    act(st, RED, "move", "LOKI_UP")
    assert st.space[D.SPACE_INDEX["LOKI_UP"]] == RED and st.space[D.SPACE_INDEX["MIMIR_ONLY"]] == -1
    front = st.front[RED]
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "LOKI_UP")
    assert st.seals[RED][1] >= 1 and st.stones[RED][4] == 2
    act(st, RED, "skip")
    assert st.front[RED] == front + 1


def test_mimir_disc_may_stay():
    st = position(4, rnd=2)
    front = st.front[RED]
    _pray(st, RED, "MIMIR_ONLY")
    assert ("move", "SURTR_ONLY") not in st.legal_actions(RED)  # Surtr not risen
    act(st, RED, "stay")
    assert st.front[RED] == front + 1


def test_surtr_wild_stone():
    st = position(4, rnd=3)
    w = D.POP_INDEX["L6"]
    i = next(i for i, p in enumerate(st.slot) if p[0] == w)
    _pray(st, RED, "SURTR_ONLY")
    act(st, RED, "flip", i + 1 if i < 7 else 0, "L")
    act(st, RED, "stone", "W")
    assert st.stones[RED][6] == 1 and st.slot[i][0] == -w


def test_fenrir_moves_its_disc_to_a_temple_space():
    st = position(4, rnd=4)
    st.support[D.HEL][0] = RED  # Red may not use Hel's temple
    st.temple[D.LOKI] = BLUE
    st.support[D.TYR] = [BLUE, YELLOW]  # full
    _pray(st, RED, "FENRIR_UP")
    legal = st.legal_actions(RED)
    assert ("move", "temple:thor") in legal and ("move", "asgard") in legal
    for g in ("hel", "loki", "tyr"):
        assert ("move", "temple:" + g) not in legal
    act(st, RED, "move", "temple:thor")
    assert st.temple[D.THOR] == RED
    give_stones(st, RED, B=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 3] + [3]  # BB on top
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "thor")
    assert st.seals[RED][0] == 1  # Thor's seal on the later resolution
    act(st, RED, "build", "A")
    act(st, RED, *st.legal_actions(RED)[0])  # god tile slot
    assert st.support[D.THOR][0] == RED and st.temple[D.THOR] == -1


def test_fenrir_lower_space_gives_only_the_seal():
    st = position(4, rnd=4)
    st.god_seal[D.FENRIR] = 1
    _pray(st, RED, "FENRIR_LO")
    assert st.to_act() == [] and st.seals[RED] == [0, 1] and st.stones[RED] == [0] * 7


def test_thor_tile_in_phase_2_places_another_disc():
    st = position(4, rnd=1)
    st.phase = "place"
    st.thor = RED
    st.sel = [[D.LOKI, D.HEL], [D.ODIN], [], []]
    run_frames(st, ["p2", -1])
    act(st, RED, "place", "loki", "LOKI_UP")
    assert st.legal_actions(RED) == [("end",), ("thor",)]
    act(st, RED, "thor")
    assert st.to_act() == [RED]
    act(st, RED, "place", "hel", "asgard")
    assert st.to_act() == [BLUE] and st.thor == -1


def test_surtr_weapon_pick_with_an_empty_stack_says_so():
    st = position(4, rnd=3)
    st.w_held[BLUE] = st.w_stack[:]
    st.w_stack = []
    l1 = D.POP_INDEX["L1"]
    i = next(i for i, p in enumerate(st.slot) if p[0] == l1)
    _pray(st, RED, "SURTR_ONLY")
    ev = act(st, RED, "flip", i + 1 if i < 7 else 0, "L")
    assert any(e["t"] == "nothing" and e["seat"] == RED for e in ev)
    assert st.to_act() == [] and st.slot[i][0] == -l1
