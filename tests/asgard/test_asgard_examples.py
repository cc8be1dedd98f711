"""The worked examples of rules section 14 as exact tests."""

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
from game.asgard.asgard_area import battle_spaces, disc_price
from game.asgard.state import side_value


def _gt(god: str, num: int) -> int:
    return D.god_tile(D.GOD_INDEX[god], num)


# --- 14.1 -------------------------------------------------------------------------------
def test_14_1_buying_discs_two_players():
    st = position(2)
    red, yellow = 0, 1
    st.row = [0, 1 << red, 3, 3, 3, 3, 3]
    give_seals(st, yellow, 3, 3)
    give_seals(st, red, 2, 2)
    run_frames(st, ["buydisc", yellow])
    assert disc_price(st, yellow) == (1, 1)
    act(st, yellow, "disc")
    act(st, yellow, "front")
    assert st.seals[yellow] == [2, 2]
    assert disc_price(st, yellow) == (2, 1)
    act(st, yellow, "done")
    run_frames(st, ["buydisc", red])
    assert disc_price(st, red) == (1, 0)
    act(st, red, "disc")
    act(st, red, "front")
    assert disc_price(st, red) == (0, 1)
    act(st, red, "disc")
    act(st, red, "front")
    act(st, red, "done")
    assert st.seals[red] == [1, 1]
    assert st.row == [0, 0, 0, 3, 3, 3, 3]


# --- 14.2 -------------------------------------------------------------------------------
def _round3_position():
    st = position(4, rnd=3)
    st.row = [0, 1 << YELLOW] + [15] * 5
    give_seals(st, YELLOW, 2, 3)
    st.victory[4][YELLOW] = 1
    st.battle[6][1] = BLUE
    st.centre[RED] = 1
    st.at_row = [-1, -2, -3]
    return st


def test_14_2_round3_disc_placement():
    st = _round3_position()
    st.asg[YELLOW] = 1
    st.front[YELLOW] = 0
    run_frames(st, ["asgstep", YELLOW, 0, 0])
    assert st.legal_actions(YELLOW) == [("done",)] or ("done",) in st.legal_actions(YELLOW)
    act(st, YELLOW, "done")  # no recruits
    paid = []
    for target in (("front",), ("battle", 6, "L"), ("battle", 1, "D")):
        paid.append(disc_price(st, YELLOW))
        act(st, YELLOW, "disc")
        legal = st.legal_actions(YELLOW)
        assert not any(a[0] == "battle" and a[1] in (5, 7) for a in legal)
        act(st, YELLOW, *target)
        if target[0] == "battle":
            take = st.legal_actions(YELLOW)[0]
            act(st, YELLOW, *take)
    assert paid == [(1, 0), (0, 1), (1, 1)]
    assert st.seals[YELLOW] == [0, 1]
    assert len(st.w_held[YELLOW]) == 1 and len(st.m_held[YELLOW]) == 1
    assert st.battle[5][0] == YELLOW and st.battle[0][1] == YELLOW
    # a fourth disc (col 5: 2 L + 3 D) is unaffordable: "done" is the only choice, taken at once
    assert st.to_act() == []
    # the bought front disc and the returning Asgard disc: two in front now, the two other
    # round-3 discs (no temple) come back later: 4 for round 4
    assert st.front[YELLOW] == 2 and st.asg[YELLOW] == 0
    # Red: buys nothing, its centre disc must go to a battle space, no magic tile
    st.asg[RED] = 1
    ev = run_frames(st, ["asgstep", RED, 0, 0])
    assert not any(e["t"] in ("buyrec", "buydisc") for e in ev)  # no seals: nothing to buy
    assert ("centre", 2, "D") in st.legal_actions(RED)
    act(st, RED, "centre", 2, "D")
    assert st.battle[1][1] == RED and st.centre[RED] == 0
    assert st.m_held[RED] == [] and st.w_held[RED] == []


# --- 14.3 -------------------------------------------------------------------------------
def _battle_position():
    st = position(4, rnd=3)
    st.temples[RED] = [0, 18]  # 3 VP and 7 VP
    for k in range(4):
        st.temple_stack[k] = [t for t in st.temple_stack[k] if t not in (0, 18)]
    st.slot[0] = [D.POP_INDEX["L2"], D.POP_INDEX["D8"]]
    st.slot[1] = [_gt("baldr", 1), _gt("hel", 4)]
    st.slot[5] = [D.POP_INDEX["L5"], _gt("surtr", 4)]
    st.slot[6] = [_gt("tyr", 3), _gt("loki", 4)]
    st.battle[0][1] = YELLOW
    st.battle[1][1] = RED
    st.battle[5][0] = YELLOW
    st.battle[6][1] = BLUE
    give_recruits(st, RED, white=1, giant=1)
    give_recruits(st, YELLOW, white=2)
    give_recruits(st, BLUE, giant=2)
    st.lw_stack = [[1, 2, 3, 5, 4], [2, 3, 4, 5, 1]]
    return st


def test_14_3_battle_phase():
    st = _battle_position()
    valhalla_white = st.valhalla[0]
    giants_res = st.rec_res[2]
    ev = run_frames(st, ["p4", -1])
    assert st.score[RED] == 10
    assert st.lw_shown == [[4], [1]]
    fights = {e["w"]: (e["light"], e["dark"]) for e in ev if e["t"] == "fight"}
    assert fights[1] == (6, 7)
    assert st.victory[0][YELLOW] == 1  # world 1 won outright
    # world 2: tie 5-5, Red spends the giant
    assert fights[2] == (5, 5)
    assert st.to_act() == [RED]
    assert set(st.legal_actions(RED)) == {("giveup",), ("spend", "white"), ("spend", "giant")}
    ev = act(st, RED, "spend", "giant")
    assert st.victory[1][RED] == 1 and st.rec[RED] == [1, 0, 0]
    assert st.rec_res[2] == giants_res + 1
    assert {e["w"]: (e["light"], e["dark"]) for e in ev if e["t"] == "fight"}[6] == (4, 5)
    # world 6: Yellow needs 2
    assert st.legal_actions(YELLOW) == [("giveup",), ("spend", "white")]
    ev = act(st, YELLOW, "spend", "white")  # the second white warrior is then forced
    assert sum(e["t"] == "spend" for e in ev) == 2
    assert st.victory[5][YELLOW] == 1 and st.valhalla[0] == valhalla_white + 2
    assert {e["w"]: (e["light"], e["dark"]) for e in ev if e["t"] == "fight"}[7] == (7, 5)
    # world 7: Blue declines
    act(st, BLUE, "giveup")
    assert st.centre[BLUE] == 1 and st.rec[BLUE] == [0, 0, 2]
    assert all(b == [-1, -1] for b in st.battle)
    assert st.to_act() == []


# --- 14.4 -------------------------------------------------------------------------------
def test_14_4_battle_tiles():
    st = position(4)
    counts = {RED: 3, BLUE: 3, YELLOW: 3, PURPLE: 1}
    for s, k in counts.items():
        for i in range(k):
            st.victory[i][s] = 1
    st.score = [15, 10, 4, 8]
    st.bt_stack = [0, 4, 1, 3, 2]
    run_frames(st, ["btiles", -1])
    assert st.bt_held[YELLOW] == [9]
    assert st.bt_held[PURPLE] == []
    assert st.bt_held[BLUE] == [5]
    assert st.bt_held[RED] == [5]
    assert st.bt_stack == [0, 2, 0, 3, 2]


# --- 14.5 and 14.6 -----------------------------------------------------------------------
def test_14_5_ragnarok_world_1():
    st = position(4)
    st.slot[0] = [_gt("thor", 4), D.POP_INDEX["D8"]]
    st.rag_lw[0] = 3
    st.rag_rec[0] = [0, 2, 0]
    st.rag_disc[0] = [RED]
    st.rag_items[0] = [[RED, 0, 2], [RED, 1, D.BREAK_WEAPON]]
    assert side_value(st, 0, 0) == 8
    assert side_value(st, 0, 1) == 6
    run_frames(st, ["ragresolve", -1])
    assert st.score == [9, 0, 0, 0]


def _world7():
    st = position(4)
    st.slot[6] = [_gt("freyja", 1), _gt("mimir", 2)]
    st.rag_disc[12] = [YELLOW, PURPLE]
    st.rag_rec[12] = [2, 1, 0]
    st.rag_items[12] = [[YELLOW, 0, 2], [PURPLE, 0, 4], [YELLOW, 1, D.NULLIFY_TILE],
                        [PURPLE, 1, D.TOP_BONUS]]
    st.rag_disc[13] = [BLUE, PURPLE]
    st.rag_rec[13] = [2, 0, 1]
    st.rag_items[13] = [[BLUE, 1, D.DOUBLE_RECRUITS], [PURPLE, 1, D.BOTTOM_BONUS]]
    return st


def test_14_6_ragnarok_world_7():
    st = _world7()
    assert side_value(st, 6, 0) == 10
    assert side_value(st, 6, 1) == 8
    run_frames(st, ["ragresolve", -1])
    assert st.score[YELLOW] == 23 and st.score[PURPLE] == 11 and st.score[BLUE] == 0
    assert st.score_breakdown()[YELLOW] == {"Ragnarök support": 13, "magic bonus": 10, "total": 23}


def test_14_6_had_mimir_won():
    st = _world7()
    st.rag_items[13].append([BLUE, 0, 5])  # a weapon 5 makes the dark side 13
    assert side_value(st, 6, 1) == 13
    run_frames(st, ["ragresolve", -1])
    assert st.score[BLUE] == 15 and st.score[PURPLE] == 21 and st.score[YELLOW] == 0


# --- 14.7 and 14.8: shortage --------------------------------------------------------------
def test_14_7_shortage_pink():
    st = position(4)
    give_stones(st, RED, P=2)
    give_stones(st, BLUE, P=3)
    assert st.stone_res[0] == 0
    st.space[D.SPACE_INDEX["FREYJA_LO"]] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "FREYJA_LO")
    assert st.stones[RED][0] == 3 and st.stones[BLUE][0] == 2


def test_14_8_shortage_blue_tie():
    st = position(4)
    give_stones(st, PURPLE, B=2)
    give_stones(st, BLUE, B=2)
    st.stone_res[3] = 1
    st.space[D.SPACE_INDEX["THOR_LO"]] = YELLOW
    run_frames(st, ["resolve", YELLOW])
    act(st, YELLOW, "resolve", "THOR_LO")
    assert st.stones[YELLOW][3] == 1 and st.stone_res[3] == 0
    assert st.to_act() == [YELLOW]
    assert st.legal_actions(YELLOW) == [("giver", BLUE), ("giver", PURPLE)]
    act(st, YELLOW, "giver", PURPLE)
    assert [st.stones[s][3] for s in (YELLOW, PURPLE, BLUE)] == [2, 1, 2]


# --- 14.9 -------------------------------------------------------------------------------
def test_14_9_phase2_placement():
    st = position(4, rnd=2)
    st.phase = "place"
    st.support[D.MIMIR][0] = BLUE
    st.sel = [[D.ODIN], [D.MIMIR], [D.ODIN], [D.HEL]]
    run_frames(st, ["place", RED])
    assert ("place", "odin", "temple") in st.legal_actions(RED)
    act(st, RED, "place", "odin", "temple")
    run_frames(st, ["place", BLUE])
    legal = st.legal_actions(BLUE)
    assert ("place", "mimir", "temple") not in legal
    assert ("place", "mimir", "MIMIR_ONLY") in legal
    act(st, BLUE, "place", "mimir", "MIMIR_ONLY")
    run_frames(st, ["place", YELLOW])
    legal = st.legal_actions(YELLOW)
    assert ("place", "odin", "ODIN_UP") in legal and ("place", "odin", "ODIN_LO") in legal
    assert ("place", "odin", "temple") not in legal  # Red holds it
    act(st, YELLOW, "place", "odin", "asgard")
    run_frames(st, ["place", PURPLE])
    act(st, PURPLE, "place", "hel", "asgard")
    assert st.temple[D.ODIN] == RED and st.asg[YELLOW] == 1 and st.asg[PURPLE] == 1


def test_14_9_phase3_seals():
    st = position(4)
    st.space[D.SPACE_INDEX["BALDR_UP"]] = RED
    st.space[D.SPACE_INDEX["BALDR_LO"]] = YELLOW
    st.temple[D.BALDR] = BLUE
    st.god_seal[D.BALDR] = 1
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "BALDR_UP")
    assert st.stones[RED][1] == 2 and st.seals[RED] == [1, 0]
    assert ("skip",) in st.legal_actions(RED)
    act(st, RED, "skip")
    run_frames(st, ["resolve", YELLOW])
    act(st, YELLOW, "resolve", "BALDR_LO")
    assert st.stones[YELLOW][1] == 2 and st.seals[YELLOW] == [0, 0]
    front = st.front[BLUE]
    run_frames(st, ["resolve", BLUE])
    ev = act(st, BLUE, "resolve", "temple", "baldr")  # no stones: declining is the only choice
    assert any(e["t"] == "decline" for e in ev)
    assert st.seals[BLUE] == [0, 0] and st.front[BLUE] == front + 1 and st.temple[D.BALDR] == -1


# --- 14.10 ------------------------------------------------------------------------------
def test_14_10_temple_of_surtr():
    st = position(4, rnd=4)
    st.support[D.SURTR][0] = BLUE
    st.god_stack[D.SURTR] = [_gt("surtr", 1), _gt("surtr", 3), _gt("surtr", 2)]
    st.slot[5][1] = _gt("surtr", 4)
    st.slot[2][1] = D.POP_INDEX["D5"]
    give_stones(st, RED, P=1, G=1, W=1, Y=1)
    give_recruits(st, RED, white=3, orange=4)
    st.temple_stack[3] = [t for t in st.temple_stack[3] if t != 18] + [18]
    nxt = st.temple_stack[3][-2]
    st.temple[D.SURTR] = RED
    st.god_seal[D.SURTR] = 1
    res = st.stone_res[:]
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "surtr")
    assert st.seals[RED] == [0, 1]
    assert st.legal_actions(RED) == [("decline",), ("build", "D")]
    act(st, RED, "build", "D")  # the four payments are forced: taken automatically
    assert st.stones[RED] == [0] * 7
    assert [st.stone_res[c] - res[c] for c in range(7)] == [1, 1, 0, 0, 1, 0, 1]
    assert st.temples[RED] == [18] and st.temple_stack[3][-1] == nxt
    assert st.legal_actions(RED) == [("recruits", "orange"), ("recruits", "white")]
    act(st, RED, "recruits", "orange")
    assert st.rec[RED] == [3, 0, 0] and st.god_rec[D.SURTR] == [0, 4, 0]
    assert ("slot", 3) in st.legal_actions(RED)
    act(st, RED, "slot", 3)
    assert st.slot[2][1] == _gt("surtr", 2)
    assert st.pop_held[RED] == [D.POP_INDEX["D5"]]
    assert st.god_stack[D.SURTR][-1] == _gt("surtr", 3)
    assert st.support[D.SURTR] == [BLUE, RED] and st.temple[D.SURTR] == -1
    for _ in range(2):  # battle phases of rounds 4 and 5
        run_frames(st, ["p4", -1])
    assert st.score[RED] == 14


# --- 14.11 ------------------------------------------------------------------------------
def test_14_11_recruit_split_and_valhalla_draft():
    st = position(2, rnd=5)
    red, blue = 0, 1
    st.slot[1][0] = _gt("thor", 1)
    st.slot[5][0] = _gt("thor", 3)
    st.god_stack[D.THOR] = [_gt("thor", 2), _gt("thor", 4)]
    st.god_rec[D.THOR] = [0, 3, 2]
    st.rec_res[1] -= 2
    st.rec_res[2] -= 2
    st.support[D.THOR] = [red, blue]
    st.rec_res[0] += st.valhalla[0] - 1
    st.rec_res[1] += st.valhalla[1]
    st.valhalla = [1, 0]
    run_frames(st, ["rag", -1])
    assert st.rag_rec[2] == [0, 2, 1]  # Thor-1 in world 2: giant + 2 orange (4)
    assert st.rag_rec[10] == [0, 1, 1]  # Thor-3 in world 6: giant + 1 orange (3)
    assert st.rag_disc[2] == [red, blue] and st.rag_disc[10] == [red, blue]
    assert st.to_act() == [red]
    assert set(st.legal_actions(red)) == {("pass",), ("warrior", "white", 2), ("warrior", "white", 6)}
    act(st, red, "warrior", "white", 6)
    assert st.rag_rec[10] == [1, 1, 1]
    assert st.valhalla == [0, 0]
    assert st.is_over() is False and st.to_act() == []  # draft ended, game resolved


# --- 14.12 ------------------------------------------------------------------------------
def test_14_12_odin_reorders():
    st = position(4)
    st.stone_res[6] = 2
    for s in (RED, YELLOW, PURPLE):
        st.asg[s] = 1
    st.space[D.SPACE_INDEX["ODIN_UP"]] = BLUE
    st.god_seal[D.ODIN] = 1
    st.last = RED
    run_frames(st, ["p3", -1])
    assert st.to_act() == [BLUE]
    act(st, BLUE, "resolve", "ODIN_UP")
    assert st.stones[BLUE][6] == 1 and st.stone_res[6] == 1 and st.seals[BLUE] == [1, 0]
    assert len(st.legal_actions(BLUE)) == 24  # skip + 23 other arrangements
    act(st, BLUE, "order", PURPLE, RED, YELLOW, BLUE)
    assert st.order == [2, 4, 3, 1]
    assert st.to_act() == [PURPLE]


# --- 14.13 ------------------------------------------------------------------------------
def test_asgard_action_declined():
    st = position(4)
    st.asg[RED] = 1
    st.centre[RED] = 1
    st.at_row = [1, 2, 3]
    front = st.front[RED]
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "asgard")
    act(st, RED, "decline")
    assert st.front[RED] == front + 1 and st.centre[RED] == 1 and st.at_row == [1, 2, 3]


def test_14_13_combined_asgard_action():
    st = position(4)
    st.asg[PURPLE] = 3
    st.front[PURPLE] = 0
    give_seals(st, PURPLE, 0, 1)
    st.centre[PURPLE] = 1
    st.at_row = [4, -1, -2]
    bit = 1 << PURPLE
    st.row = [15 & ~bit, 15 & ~bit] + [15] * 5
    run_frames(st, ["resolve", PURPLE])
    act(st, PURPLE, "resolve", "asgard")
    assert st.legal_actions(PURPLE) == [("single",), ("combined",), ("decline",)]
    act(st, PURPLE, "combined")  # AT4 is the only face-up tile: flipped at once
    assert st.at_row[0] == -4
    act(st, PURPLE, "recruit", "white")  # two of one type
    assert ("recruit", "white") not in st.legal_actions(PURPLE)
    act(st, PURPLE, "recruit", "giant")  # one of another
    act(st, PURPLE, "buy", "orange")  # no seal left: "done" is then the only choice
    assert st.legal_actions(PURPLE) == [("free",), ("skip",)]
    act(st, PURPLE, "free")
    act(st, PURPLE, "battle", 4, "D")
    act(st, PURPLE, *st.legal_actions(PURPLE)[0])  # the magic tile
    legal = st.legal_actions(PURPLE)
    assert ("centre", 3, "L") in legal and not any(a[1] == 4 for a in legal)
    act(st, PURPLE, "centre", 3, "L")
    assert st.to_act() == []
    assert st.front[PURPLE] == 3 and st.asg[PURPLE] == 0
    assert st.rec[PURPLE] == [2, 1, 1] and len(st.m_held[PURPLE]) == 1
    assert st.seals[PURPLE] == [0, 0]
    assert st.row[2] == 15 & ~bit and st.row[3] == 15
    assert st.battle[3][1] == PURPLE and st.battle[2][0] == PURPLE


# --- 14.14 ------------------------------------------------------------------------------
def test_14_14_hel():
    st = position(4)
    st.god_rec[D.LOKI] = [2, 0, 1]
    st.space[D.SPACE_INDEX["HEL_UP"]] = PURPLE
    valhalla = st.valhalla[0]
    run_frames(st, ["resolve", PURPLE])
    act(st, PURPLE, "resolve", "HEL_UP")
    assert st.stones[PURPLE][5] == 2
    legal = st.legal_actions(PURPLE)
    assert ("hel", "loki", "white") in legal
    assert not any(a[0] == "hel" and a[1] == "fenrir" for a in legal)
    act(st, PURPLE, "hel", "loki", "white")
    assert st.score[PURPLE] == 3 and st.god_rec[D.LOKI] == [1, 0, 1]
    assert st.valhalla[0] == valhalla + 1


# --- 14.15 ------------------------------------------------------------------------------
def test_14_15_surtr_flips_wild_seal_then_god_replaces_it():
    st = position(4, rnd=3)
    d1 = D.POP_INDEX["D1"]
    where = next(i for i, p in enumerate(st.slot) if p[1] == d1)
    st.slot[where][1], st.slot[3][1] = st.slot[3][1], d1
    st.space[D.SPACE_INDEX["SURTR_ONLY"]] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "SURTR_ONLY")
    act(st, RED, "flip", 4, "D")
    assert st.legal_actions(RED) == [("seal", "L"), ("seal", "D")]
    act(st, RED, "seal", "L")
    assert st.seals[RED] == [1, 0] and st.slot[3][1] == -d1
    # Blue's Loki temple puts a Loki tile on that slot: D1 is discarded
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 4] + [4]  # GG
    give_stones(st, BLUE, G=2)
    st.temple[D.LOKI] = BLUE
    run_frames(st, ["resolve", BLUE])
    act(st, BLUE, "resolve", "temple", "loki")
    act(st, BLUE, "build", "A")
    act(st, BLUE, "slot", 4)
    assert d1 in st.pop_disc and st.pop_held[BLUE] == []
    assert D.tile_god(st.slot[3][1]) == D.LOKI


def test_14_15_surtr_flips_claim_victory_for_nothing():
    st = position(4, rnd=3)
    l5 = D.POP_INDEX["L5"]
    i = next(i for i, p in enumerate(st.slot) if p[0] == l5)
    st.space[D.SPACE_INDEX["SURTR_ONLY"]] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "SURTR_ONLY")
    w = i + 1 if i < 7 else 0
    ev = act(st, RED, "flip", w, "L")
    assert st.slot[i][0] == -l5
    assert any(e["t"] == "nothing" for e in ev)
    assert st.to_act() == []
    assert battle_spaces(st, RED)  # nothing else changed for Red


def test_closed_worlds_take_no_god_tiles_and_no_battle_discs():
    from game.asgard.temple import legal_slots

    st = position(2)
    assert st.closed == [1, 0, 0, 1, 0, 0, 0]
    assert st.slot[0] == [0, 0] and st.slot[3] == [0, 0]
    worlds = {i for i, _ in battle_spaces(st, 0)}
    assert worlds == {1, 2, 4, 5, 6}
    assert 0 not in legal_slots(st, D.THOR) and 3 not in legal_slots(st, D.HEL)
    st3 = position(3)
    assert st3.closed == [1, 0, 0, 0, 0, 0, 0]
    assert {i for i, _ in battle_spaces(st3, 0)} == {1, 2, 3, 4, 5, 6}


def test_world_7_single_battle_space_side_chosen():
    st = position(4)
    assert (6, 0) in battle_spaces(st, RED) and (6, 1) in battle_spaces(st, RED)
    st.battle[6][0] = BLUE
    assert not any(i == 6 for i, _ in battle_spaces(st, RED))
