"""One test per Leader / rune-action effect (A6.2-A6.7, B6.3) and per card table check."""

from __future__ import annotations

import pytest
from vikings_scen import R, blank, do, give, park, push, start_turn

from game.vikings import data as D
from game.vikings.actions import push_effect

A, B, C = 0, 1, 2


def effect(st, c, code, n=0, arg=0, card=""):
    park(st, c)
    ev: list = []
    push_effect(st, c, code, n, arg, ev, card)
    st._legal = None
    st.run(ev)
    return ev


def test_every_card_action_is_known():
    st = blank(3, ragnarok=True)
    for cid, (_n, rune, _s, _st, lead, _ln, _req, ract, arg) in D.CARDS.items():
        assert lead in ("SAIL", "EXPL", "BUILD", "HARV")
        assert rune in "FHPW"
        assert ract in ("SAIL", "EXPL", "BUILD", "HARV", "EXCHANGE", "COLLECT", "SMITE", "DRAW_REPLACE",
                        "ENTER_BATTLE", "NATURE", "TEMPLE_EXPLORE", "MOVE_GIANT", "RAID_FREE"), cid
        s2 = st.clone()
        effect(s2, A, ract, arg if isinstance(arg, int) else 0, arg, cid)  # must not raise
    assert len(D.BASE_CARDS) == 48 and len(D.RAGNAROK_CARDS) == 12 and len(D.FAVORS) == 18
    for rune in "FHP":
        assert sum(1 for c in D.BASE_CARDS if D.CARDS[c][1] == rune) == 16


def test_sail_rune_two_moves_ends_in_fjord():
    st = blank(3)
    st.boats[A][0] = "N.cw"
    effect(st, A, "SAIL", 2)
    assert st.legal_actions(A) == [("boat", "N.cw")]
    do(st, A, ("boat", "N.cw"))
    assert st.legal_actions(A) == [("to", "T1")]
    do(st, A, ("to", "T1"))
    assert ("to", "C") in st.legal_actions(A) and ("stop",) in st.legal_actions(A)
    do(st, A, ("to", "C"))
    assert st.boats[A][0] == "C" and st.stack[-1]["k"] == "park"


def test_sail_bumps_other_boat_and_raids():
    st = blank(3)
    st.boats[A][0] = "T2"
    st.boats[B][0] = "NE.cw"
    st.res[A] = [0, 2, 1]
    effect(st, A, "SAIL", 3)
    do(st, A, ("boat", "T2"), ("to", "NE.cw"))
    assert st.boats[B][0] == "T2"
    do(st, A, ("deploy", "NE"))
    assert st.legal_actions(A) == [("deploy", "NE"), ("done",)]
    do(st, A, ("done",))
    assert st.legal_actions(A) == [("raid",), ("noraid",)]
    do(st, A, ("raid",))
    assert st.vheld[A] == 1 and "NE.cw" not in st.villages
    assert st.res[A] == [0, 1, 0]
    assert st.settlers[A][R(st, "NE")] == 1


def test_explore_one_with_attack():
    st = blank(3)
    st.settlers[A][R(st, "N")] = 2
    st.settlers[B][R(st, "NE")] = 1
    effect(st, A, "EXPL", 1)
    assert ("move", "N", "NE") in st.legal_actions(A)
    assert ("move", "N", "SE") not in st.legal_actions(A)  # not adjacent
    do(st, A, ("move", "N", "NE"))
    assert st.settlers[B][R(st, "NE")] == 1  # 1 vs 1: no attack
    st2 = blank(3)
    st2.settlers[A][R(st2, "N")] = 2
    st2.settlers[B][R(st2, "NE")] = 1
    effect(st2, A, "EXPL", 2)
    do(st2, A, ("move", "N", "NE"), ("move", "N", "NE"))
    assert st2.settlers[B][R(st2, "NE")] == 0 and st2.smat[B] == 7


def test_build_boat_and_temple():
    st = blank(3)
    n = R(st, "N")
    st.settlers[A][n] = 1
    st.res[A] = [4, 0, 2]
    effect(st, A, "BUILD", 2)
    legal = st.legal_actions(A)
    assert ("temple", "N") in legal and ("boat", "N.cw") in legal and ("boat", "S.in") not in legal
    do(st, A, ("temple", "N"))
    assert st.temples[A][n] == 1 and st.res[A] == [2, 0, 0]
    do(st, A, ("boat", "N.edge"))
    assert "N.edge" in st.boats[A] and st.res[A] == [0, 0, 0]


def test_harvest_and_cap():
    st = blank(3)
    st.res[A] = [7, 0, 0]
    effect(st, A, "HARV", 2)
    assert ("take", "wood") not in st.legal_actions(A)
    do(st, A, ("take", "food"), ("take", "steel"))
    assert st.res[A] == [7, 1, 1]


def test_harvest_may_take_fewer_than_n():
    """DP09d: any split with wood + food + steel <= N (a player may stop early)."""
    st = blank(3)
    effect(st, A, "HARV", 3)
    assert ("done",) in st.legal_actions(A)
    do(st, A, ("take", "steel"), ("done",))
    assert st.res[A] == [0, 0, 1]
    assert st.stack[-1]["k"] == "park"  # the harvest is over
    st = blank(3)
    effect(st, A, "HARV", 2)
    do(st, A, ("done",))  # taking nothing is allowed too
    assert st.res[A] == [0, 0, 0] and st.stack[-1]["k"] == "park"


def test_collect():
    st = blank(3)
    effect(st, A, "COLLECT", 0, (0, 1, 1))
    assert st.res[A] == [0, 1, 1]


def test_exchange():
    st = blank(3)
    st.res[A] = [3, 0, 0]
    effect(st, A, "EXCHANGE", 2)
    assert ("exchange", "wood", "steel", 3) not in st.legal_actions(A)
    do(st, A, ("exchange", "wood", "steel", 2))
    assert st.res[A] == [1, 0, 2]


def test_exchange_offers_only_amounts_that_fit_the_raised_track():
    """A6.7 "raise another by the same amount": with Wood 6, 2 Steel for Wood does not fit."""
    st = blank(3)
    st.res[A] = [6, 0, 3]
    effect(st, A, "EXCHANGE", 2)
    legal = st.legal_actions(A)
    assert ("exchange", "steel", "wood", 2) not in legal
    assert ("exchange", "steel", "wood", 1) in legal
    assert ("exchange", "steel", "food", 2) in legal
    do(st, A, ("exchange", "steel", "wood", 1))
    assert st.res[A] == [7, 0, 2]
    st = blank(3)
    st.res[A] = [7, 0, 3]  # no room at all on Wood: nothing goes to Wood
    effect(st, A, "EXCHANGE", 2)
    assert not [a for a in st.legal_actions(A) if a[0] == "exchange" and a[2] == "wood"]
    st = blank(3)
    st.res[A] = [7, 7, 7]  # no track has room: there is nothing to exchange
    effect(st, A, "EXCHANGE", 2)
    assert st.stack[-1]["k"] == "park"


def test_temple_explore():
    st = blank(3)
    st.temples[A][R(st, "N")] = 1
    effect(st, A, "TEMPLE_EXPLORE")
    assert st.legal_actions(A) == [("temple", "N", "NE"), ("temple", "N", "S"), ("temple", "N", "NW")]
    do(st, A, ("temple", "N", "S"))
    assert st.temples[A][R(st, "S")] == 1 and st.temples[A][R(st, "N")] == 0


def test_smite():
    st = blank(3)
    st.boats[A][0] = "N.cw"
    st.settlers[B][R(st, "N")] = 2
    st.settlers[C][R(st, "S")] = 1
    effect(st, A, "SMITE")
    assert st.legal_actions(A) == [("smite", "N", B)]  # S: no unit of A there
    do(st, A, ("smite", "N", B))
    assert st.settlers[B][R(st, "N")] == 1 and st.smat[B] == 7


def test_draw_replace():
    st = blank(3)
    give(st, A, "F01")
    top = st.deck[-1]
    effect(st, A, "DRAW_REPLACE")
    assert sorted(st.hands[A]) == sorted(["F01", top])
    do(st, A, ("discard", "F01"))
    assert st.hands[A] == [top] and st.discard == ["F01"]


def test_enter_battle():
    st = blank(3)
    st.battle = {"favor": "FV01", "starter": B, "parts": [[B, "H01"]], "bonus": 0, "lr": {}, "res": 0}
    st.rows[B] = ["H01"]
    st.down = ["H01"]
    st.rows[A] = ["F10"]
    effect(st, A, "ENTER_BATTLE", 0, 0, "F10")
    assert st.legal_actions(A) == [("enter",), ("skip",)]
    do(st, A, ("enter",))
    assert [A, "F10"] in st.battle["parts"] and "F10" in st.down


def test_nature():
    st = blank(3)
    effect(st, A, "NATURE")
    assert ("nature", "odin", -1) not in st.legal_actions(A)
    do(st, A, ("nature", "odin", 1))
    assert st.fury == [0, 1, 0]


def test_move_giant():
    st = blank(3, ragnarok=True)
    st.giants[R(st, "1")] = 4
    st.giants[R(st, "3")] = 2
    effect(st, A, "MOVE_GIANT")
    legal = st.legal_actions(A)
    assert ("giant", "1", "2A") in legal and ("giant", "1", "3") not in legal
    do(st, A, ("giant", "1", "2A"))
    assert st.giants[R(st, "2A")] == 4 and st.giants[R(st, "1")] == 0


def test_raid_free():
    st = blank(3, ragnarok=True)
    st.valk[A][0] = R(st, "5")
    effect(st, A, "RAID_FREE")
    assert st.legal_actions(A) == [("raid", "5.n"), ("raid", "5.se")]
    do(st, A, ("raid", "5.se"))
    assert st.vheld[A] == 1 and st.res[A] == [0, 0, 0]


@pytest.mark.parametrize("slot,check", [
    ("D4", lambda st: sum(st.res[A]) == 3),
    ("odin", lambda st: st.fury[1] == 2),
])
def test_dedicate(slot, check):
    st = blank(3)
    st.vheld[A] = 1
    give(st, A, "F13", "F14")
    start_turn(st, A)
    do(st, A, ("lead", "F13"), ("skip",))
    if st.stack[-1]["k"] == "rune":
        do(st, A, ("skip",))
    assert ("dedicate", slot) in st.legal_actions(A)
    do(st, A, ("dedicate", slot))
    while st.to_act() == [A] and st.stack[-1]["k"] == "harvest":
        do(st, A, ("take", "wood"))
    assert check(st)
    assert st.ded[slot] == 1 and st.vheld[A] == 0


def test_recall_settler_loses_island():
    st = blank(3)
    n = R(st, "N")
    st.settlers[A][n] = 1
    st.smat[A] = 5
    st.ctrl[n] = A
    give(st, A, "F13")
    give(st, B, "F14")
    start_turn(st, A)
    do(st, A, ("recall", "N"))
    assert st.ctrl[n] == -1 and st.smat[A] == 6


def test_valkyrie_explore_options():
    st = blank(3, ragnarok=True)
    r1 = R(st, "1")
    st.valk[A][0] = r1
    st.settlers[A][r1] = 1
    st.temples[A][r1] = 1
    st.res[A] = [0, 1, 3]
    st.giants[R(st, "3")] = 4
    effect(st, A, "EXPL", 2)
    legal = st.legal_actions(A)
    assert ("carryt", "1", "3") not in legal and ("carryt", "1", "2A") in legal
    do(st, A, ("carry", "1", "3"))
    assert st.valk[A][0] == R(st, "3") and st.settlers[A][R(st, "3")] == 1 and st.res[A][1] == 0
    legal = st.legal_actions(A)
    assert not [a for a in legal if a[0] in ("fly", "carry", "carryt")]  # one option per Explore


def test_push_frame_helper_runs():
    st = blank(3)
    park(st, A)
    push(st, {"k": "harvest", "c": A, "left": 1})
    assert st.legal_actions(A)[0] == ("take", "wood")
