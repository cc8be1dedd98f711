"""One test per Valhalla Boon (A8b, B8), plus Valkyrie sending (B5.1)."""

from __future__ import annotations

from vikings_scen import R, blank, do, favor_row, park

from game.vikings import data as D
from game.vikings.gods import push_boon

A, B, C = 0, 1, 2


def boon(st, god, c=A):
    park(st, c)
    ev: list = []
    push_boon(st, c, god, ev)
    st._legal = None
    st.run(ev)
    return ev


def test_odin_harvest_then_exchange():
    st = blank(3)
    boon(st, "odin")
    do(st, A, ("take", "wood"), ("take", "wood"), ("take", "wood"))
    assert st.res[A] == [3, 0, 0]
    assert ("skip",) in st.legal_actions(A)
    do(st, A, ("exchange", "wood", "steel", 2))
    assert st.res[A] == [1, 0, 2]


def test_odin_exchange_fits_the_raised_track():
    """Odin's Exchange (A6.7) offers only amounts that fit: Wood 6 takes 1 Steel, not 2."""
    st = blank(3)
    st.res[A] = [3, 0, 2]
    boon(st, "odin")
    do(st, A, ("take", "wood"), ("take", "wood"), ("take", "wood"))
    assert st.res[A] == [6, 0, 2]
    legal = st.legal_actions(A)
    assert ("exchange", "steel", "wood", 2) not in legal and ("exchange", "steel", "wood", 1) in legal
    do(st, A, ("exchange", "steel", "wood", 1))
    assert st.res[A] == [7, 0, 1]


def test_thor_clears_one_settler_each():
    st = blank(3)
    n = R(st, "N")
    st.settlers[A][n] = 1
    st.settlers[B][n] = 2
    st.settlers[C][n] = 1
    boon(st, "thor")
    do(st, A, ("thor", "N"))
    assert [st.settlers[x][n] for x in (A, B, C)] == [1, 1, 0]


def test_frigg_deploys_two_free_where_boots():
    st = blank(3)
    n, s = R(st, "N"), R(st, "S")
    st.settlers[A][n] = 1
    st.smat[A] = 5
    st.temples[A][s] = 1
    boon(st, "frigg")
    assert set(st.legal_actions(A)) == {("deploy", "N"), ("deploy", "S"), ("done",)}
    do(st, A, ("deploy", "S"), ("deploy", "S"))
    assert st.settlers[A][s] == 2 and st.res[A] == [0, 0, 0]


def test_freyja_explore_then_food():
    st = blank(3)
    st.settlers[A][R(st, "N")] = 1
    boon(st, "freyja")
    do(st, A, ("move", "N", "S"), ("done",))
    assert st.settlers[A][R(st, "S")] == 1 and st.res[A][D.FOOD] == 1


def test_loki_takes_two():
    st = blank(3)
    st.res[B] = [0, 0, 3]
    boon(st, "loki")
    assert st.legal_actions(A) == [("loki", B, "steel")]
    do(st, A, ("loki", B, "steel"))
    assert st.res[B][2] == 1 and st.res[A][2] == 2


def test_njord_sails_three():
    st = blank(3)
    st.boats[A][0] = "T1"
    boon(st, "njord")
    do(st, A, ("boat", "T1"), ("to", "C"), ("to", "T4"), ("to", "S.cw"))
    assert st.boats[A][0] == "S.cw"


def test_baldur_uses_a_full_dedication_action():
    st = blank(3)
    st.ded["D4"] = 3
    boon(st, "baldur")
    assert ("baldur", "D4") in st.legal_actions(A)
    do(st, A, ("baldur", "D4"), ("take", "food"), ("take", "food"), ("take", "food"))
    assert st.res[A] == [0, 3, 0] and st.ded["D4"] == 3


def test_heimdall_moves_up_to_three():
    st = blank(3, ragnarok=True)
    st.settlers[A][R(st, "1")] = 4
    st.settlers[B][R(st, "3")] = 2
    boon(st, "heimdall")
    do(st, A, ("heimdall", "1", "3"))
    assert st.legal_actions(A) == [("count", 1), ("count", 2), ("count", 3)]
    do(st, A, ("count", 3))
    assert st.settlers[A][R(st, "3")] == 3 and st.settlers[B][R(st, "3")] == 1


def test_nanna_six_and_three():
    st = blank(3, ragnarok=True)
    st.res[B] = [6, 0, 0]
    boon(st, "nanna")
    do(st, A, ("nanna", "wood"))
    assert st.res[A][0] == 6 and st.res[B][0] == 7 and st.res[C][0] == 3


def test_sigyn_ignores_requirements():
    st = blank(3, ragnarok=True)
    st.rows[A] = ["H06"]  # Torvald: Explore 1; HHH: SMITE
    st.settlers[A][R(st, "1")] = 1
    st.settlers[B][R(st, "1")] = 1
    boon(st, "sigyn")
    do(st, A, ("sigyn", "H06"), ("skip",))
    assert st.legal_actions(A) == [("rune",), ("skip",)]
    do(st, A, ("rune",), ("smite", "1", B))
    assert st.settlers[B][R(st, "1")] == 0


def test_sol_swaps_a_favor_card():
    st = blank(3, ragnarok=True)
    favor_row(st, 0, ["FV01", "FV02"])
    favor_row(st, 1, [])
    st.favors[A] = ["FV10"]
    boon(st, "sol")
    assert len(st.legal_actions(A)) == 2
    do(st, A, ("sol", "FV10", 0, "right"))
    assert st.favors[A] == ["FV02"] and st.frows[0][-1][1] == "FV10"
    assert st.res[A] == [0, 0, 0]  # no bag


def test_tyr_moves_boat_anywhere_and_raids_free():
    st = blank(3, ragnarok=True)
    st.boats[A][0] = "F1"
    st.boats[B][0] = "5.se"
    boon(st, "tyr")
    do(st, A, ("boat", "F1"), ("dock", "5.se"))
    assert st.boats[B][0] == "F10"
    do(st, A, ("raid",))
    assert st.vheld[A] == 1 and st.res[A] == [0, 0, 0] and st.settlers[A] == [0] * 6


def test_valkyrie_sent_after_a_lost_battle():
    st = blank(3, ragnarok=True)
    favor_row(st, 0, ["FV01", "FV02"])
    favor_row(st, 1, ["FV03"])
    st.hands[A] = ["H01", "H02"]
    st.hands[B] = ["F13", "F14"]
    st.hands[C] = ["P05", "P14"]
    for x in ("H01", "H02", "F13", "F14", "P05", "P14"):
        st.deck.remove(x)
    from vikings_scen import on_top, start_turn
    on_top(st, "H11")  # the Invaders' card: Gorm, Strength 8
    start_turn(st, A)
    do(st, A, ("battle", "H02"), ("favor", 0, "left"))  # H02 Sigurd 5, cost 1 (unpaid: drops out)
    st.res[B] = [0, 0, 0]
    do(st, B, ("battle", "F13"))  # F13 Ingrid 3
    do(st, C, ("lead", "P14"), ("skip",))
    while st.to_act() == [C]:
        do(st, C, st.legal_actions(C)[-1])
    # A cannot pay: B fights alone against the Invaders
    assert st.invaders == ["H11"]
    assert st.stack[-1]["k"] == "lboon" and st.to_act() == [B]
    do(st, B, ("noboon",))
    assert ("send", "4") in st.legal_actions(B) and ("nosend",) in st.legal_actions(B)
    do(st, B, ("send", "4"))
    assert st.valk[B][0] == R(st, "4")  # the F Valkyrie (Ingrid's rune)
    # Frigg +1 for the loss (none for the winning Invaders); Odin +1 as B takes region 4 (rune H)
    assert st.fury == [1, 1, 0]
    assert st.ctrl[R(st, "4")] == B  # Valkyrie: influence 2 and boots
