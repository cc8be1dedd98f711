"""The worked examples WE-1 .. WE-11 of the rules file, as exact tests."""

from __future__ import annotations

import vikings_scen as scen
from vikings_scen import R, blank, do, give, on_top, start_turn

from game.vikings import data as D
from game.vikings.ragnarok import giants_cool_fury
from game.vikings.scoring import score_clan

RED, BLUE, GREEN = 0, 1, 2
FRIGG, ODIN, THOR = 0, 1, 2


def test_we1_stealing_a_rune():
    st = blank(3)
    n = R(st, "N")
    st.temples[RED][n] = 1
    st.tmat[RED] = 1
    st.settlers[RED][n] = 1
    st.smat[RED] = 5
    st.ctrl[n] = RED
    st.boats[BLUE][0] = "T1"
    st.smat[BLUE] = 3
    st.settlers[BLUE][R(st, "NE")] = 3  # the other 3 Settlers hold NE already
    st.ctrl[R(st, "NE")] = BLUE
    st.res[BLUE] = [0, 3, 0]
    give(st, BLUE, "F01", "F02")
    start_turn(st, BLUE)
    ev = do(st, BLUE, ("lead", "F01"), ("leader",), ("boat", "T1"), ("to", "N.cw"))
    assert st.stack[-1]["k"] == "sail" and st.stack[-1]["ph"] == "deploy"  # sail ended on entry
    ev += do(st, BLUE, ("deploy", "N"), ("deploy", "N"), ("deploy", "N"))  # Food 0: deployment ends
    assert st.settlers[RED][n] == 0 and st.smat[RED] == 6
    assert st.settlers[BLUE][n] == 3
    assert st.ctrl[n] == BLUE
    assert st.fury[FRIGG] == 1
    assert st.res[BLUE][D.FOOD] == 0
    assert [e for e in ev if e["t"] == "rune_taken"][0]["from"] == RED


def test_we2_two_player_draft():
    from game.vikings import new_game
    st = new_game(2, 3, {})
    while st.phase == "boats":
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    assert st.phase == "draft" and st.era == 1
    assert [len(p) for p in st.draft.packs] == [4, 3, 4]  # A, neutral, B
    discards = []
    while st.phase == "draft":
        for s in list(st.to_act()):
            st.apply(s, st.legal_actions(s)[0])
        discards.append(len(st.discard))
    assert discards == [1, 2, 3, 3]
    assert len(st.hands[0]) == 4 and len(st.hands[1]) == 4
    assert len(st.discard) == 3


def test_we3_solo_enemy_sail():
    st = blank(1)
    st.emat = "E1"
    st.chief_dock = "NW.ccw"
    st.boats[0][0] = "SW.cw"
    give(st, 0, "F01")
    on_top(st, "P03")
    st.stack = [{"k": "endturn", "c": -1, "who": 0}, {"k": "park", "c": 0}]
    st.stack = [{"k": "eturn"}]
    st.hands[0] = ["F01"]
    st.eturns = 0
    ev: list = []
    st.run(ev)
    e = st.enemy
    assert st.chief_dock == "SW.cw"
    assert st.boats[0][0] == "T5"
    assert st.settlers[e][R(st, "SW")] == 3
    assert st.ctrl[R(st, "SW")] == e
    assert st.fury[THOR] == 1
    assert not [x for x in ev if x["t"] == "rune_action"]
    assert st.res[e] == [0, 0, 0]
    assert st.vheld[e] == 0 and sum(st.ded.values()) == 0
    assert st.to_act() == [0]  # the human's turn follows


def test_we4_scoring_with_tied_gods():
    st = blank(3)
    st.fury = [7, 7, 3]  # Frigg (F) 7, Odin (H) 7, Thor (P) 3
    st.ctrl[R(st, "N")] = RED  # F
    st.ctrl[R(st, "NW")] = RED  # H
    st.ctrl[R(st, "SW")] = RED  # P
    st.favors[RED] = ["FV12"]
    sc = score_clan(st, RED)
    assert sc["islands"] == 4 + 4 + 2
    assert sc["favors"] == 2 + 1
    assert sc["total"] == 13
    st.fury = [8, 7, 3]
    assert score_clan(st, RED)["islands"] == 6 + 4 + 2


def test_we5_ragnarok_solo_odd_even():
    from game.vikings.solo import do_icon, enemy_sail
    st = blank(1, ragnarok=True)
    e = st.enemy
    st.emat = "R2"
    st.chief_dock = "2AB.s"
    st.rows[e] = ["F01", "F02", "F03"]
    st.erow_b = ["H01"]
    ev: list = []
    do_icon(st, "SETTLER", ev)
    assert st.settlers[e][R(st, "2B")] == 1 and st.settlers[e][R(st, "2A")] == 0
    # (b) a sail with a rune-F card ending at the border dock deploys into 2A only
    st2 = blank(1, ragnarok=True)
    st2.emat = "R2"
    st2.chief_dock = "4.n"
    st2.rows[e] = ["F01", "F02", "F03"]
    st2.erow_b = ["H01"]
    enemy_sail(st2, 3, "F", [])
    assert st2.chief_dock == "2AB.s"
    assert st2.settlers[e][R(st2, "2A")] == 3 and st2.settlers[e][R(st2, "2B")] == 0


def test_we6_giants_lower_fury_at_cleanup():
    st = blank(3, ragnarok=True, gods=("frigg", "odin", "thor"))
    st.fury = [0, 3, 2]
    for rid, v in (("1", 4), ("4", 5), ("5", 3)):
        st.giants[R(st, rid)] = v
    giants_cool_fury(st, [])
    assert st.fury == [0, 1, 2]


def _battle_setup(blue_card: str):
    st = blank(3)
    scen.favor_row(st, 0, ["FV01", "FV02", "FV05"])
    scen.favor_row(st, 1, ["FV07", "FV08"])
    st.res[RED] = [0, 0, 1]
    st.res[BLUE] = [0, 0, 1]
    st.res[GREEN] = [0, 0, 2]
    give(st, RED, "H09", "H03")
    give(st, BLUE, blue_card, "H04")
    give(st, GREEN, "P06", "P05")
    st.chief = RED
    start_turn(st, RED)
    do(st, RED, ("battle", "H09"), ("favor", 0, "right"))
    assert st.battle["favor"] == "FV05"
    assert st.to_act() == [BLUE]
    do(st, BLUE, ("battle", blue_card))
    assert st.to_act() == [GREEN]
    do(st, GREEN, ("battle", "P06"))
    return st


def test_we7_three_player_battle():
    st = _battle_setup("F02")
    # Red's next turn: the battle resolves; Blue wins, losers choose boons Red then Green
    assert st.to_act() == [RED] and st.stack[-1]["k"] == "lboon"
    assert st.favors[BLUE] == ["FV05"]
    assert [st.res[c][D.STEEL] for c in (RED, BLUE, GREEN)] == [0, 1, 1]
    assert st.res[BLUE][D.WOOD] == 2
    assert st.legal_actions(RED) == [("boon",), ("noboon",)]
    do(st, RED, ("noboon",))
    assert st.fury[ODIN] == 1
    assert st.to_act() == [GREEN] and st.stack[-1]["k"] == "lboon"
    do(st, GREEN, ("noboon",))
    assert st.fury[THOR] == 1 and st.fury[FRIGG] == 0
    assert st.to_act() == [RED] and st.stack[-1]["k"] == "play"


def test_we7_variant_three_way_tie():
    st = _battle_setup("F05")  # Halfdan, Strength 5
    assert st.battle is not None and st.stack[-1]["k"] == "lboon"
    assert all(not f for f in st.favors)
    assert st.frows[0][-1][1] == "FV05"  # back at the top row's right end
    order = []
    while st.stack[-1]["k"] == "lboon":
        s = st.to_act()[0]
        order.append(s)
        do(st, s, ("noboon",))
    assert order == [RED, BLUE, GREEN]
    assert st.fury == [1, 1, 1]


def test_we8_unpaid_steel_turns_duel_into_lone_fight():
    st = blank(3)
    scen.favor_row(st, 0, ["FV01", "FV02"])
    scen.favor_row(st, 1, ["FV07"])
    st.ctrl[R(st, "N")] = RED
    st.settlers[RED][R(st, "N")] = 1
    st.smat[RED] = 5
    st.res[BLUE] = [0, 0, 2]
    give(st, RED, "F03", "F04")
    give(st, BLUE, "H11", "H04")
    give(st, GREEN, "P05", "P07")
    on_top(st, "P12")
    start_turn(st, RED)
    do(st, RED, ("battle", "F03"), ("favor", 0, "left"))
    do(st, BLUE, ("battle", "H11"))
    do(st, GREEN, ("lead", "P05"), ("skip",))
    if st.to_act() == [GREEN]:
        do(st, GREEN, ("skip",))
    assert st.to_act() == [RED]
    assert st.invaders == ["P12"]
    assert st.res[BLUE][D.STEEL] == 2
    assert st.favors[RED] == [] and st.frows[0][0][1] == "FV01"
    assert st.fury[THOR] == 1  # the Invader card's rune P
    assert st.stack[-1]["k"] == "lboon"
    do(st, RED, ("noboon",))
    assert st.fury[FRIGG] == 1 and st.fury[ODIN] == 0  # Blue got no Fury
    assert st.to_act() == [RED] and st.stack[-1]["k"] == "play"


def test_we9_rune_returns_to_its_island():
    st = blank(3)
    se = R(st, "SE")
    st.boats[BLUE][0] = "SE.ccw"
    st.ctrl[se] = BLUE
    give(st, BLUE, "H03", "H04")
    start_turn(st, BLUE)
    do(st, BLUE, ("lead", "H03"), ("leader",), ("boat", "SE.ccw"), ("to", "T2"), ("stop",))
    assert st.ctrl[se] == -1
    assert st.fury[ODIN] == 0


def test_we10_attack_settlers_with_valkyries():
    st = blank(3, ragnarok=True)
    r3, r4 = R(st, "3"), R(st, "4")
    st.settlers[RED][r3] = 2
    st.smat[RED] = 4
    st.valk[RED][2] = r3
    st.ctrl[r3] = RED
    st.settlers[BLUE][r3] = 2
    st.settlers[BLUE][r4] = 1
    st.smat[BLUE] = 3
    give(st, BLUE, "F06", "F07")
    start_turn(st, BLUE)
    do(st, BLUE, ("lead", "F06"), ("leader",), ("move", "4", "3"), ("done",))
    assert st.settlers[RED][r3] == 1 and st.valk[RED][2] == r3
    assert st.ctrl[r3] == RED  # 3 vs 3: the controller keeps it
    st.ctrl[r3] = -1
    ev: list = []
    from game.vikings.influence import check_control
    check_control(st, ev)
    assert st.ctrl[r3] == -1  # unclaimed: nobody takes it on a tie


def test_we11_slaying_with_a_giant_slayer():
    st = blank(3, ragnarok=True)
    r4 = R(st, "4")
    st.giants[r4] = 5
    st.valk[BLUE][1] = r4
    st.settlers[BLUE][r4] = 2
    st.smat[BLUE] = 4
    st.ctrl[r4] = BLUE
    give(st, BLUE, "GS4", "H04")
    start_turn(st, BLUE)
    assert ("slay", "GS4") in st.legal_actions(BLUE)
    assert ("slay", "H04") not in st.legal_actions(BLUE)
    do(st, BLUE, ("slay", "GS4"))
    assert st.legal_actions(BLUE) == [("slay", "4")]
    do(st, BLUE, ("slay", "4"))
    assert st.settlers[BLUE][r4] == 0 and st.smat[BLUE] == 6
    assert st.slain[BLUE] == [5] and st.giants[r4] == 0
    assert st.fury[ODIN] == 1
    assert st.valk[BLUE][1] == r4
    assert st.ctrl[r4] == BLUE  # the Valkyrie alone: influence 2 and boots
    # the Temple blocker is gone
    from game.vikings.actions import temple_spots
    st.settlers[BLUE][r4] = 1
    assert r4 in temple_spots(st, BLUE)
