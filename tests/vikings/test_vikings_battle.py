"""Battles (game/vikings/battle.py, A9): the lone fighter and the Invaders; Strength
(strength.py)."""

from __future__ import annotations

from vikings_scen import blank, do, favor_row, give, on_top, start_turn

from game.vikings import data as D
from game.vikings.strength import strength

A, B, C = 0, 1, 2


def test_invader_boosts_count_earlier_invader_cards():
    st = blank(3)
    assert strength(st, -1, "F08", invaders=0) == 1  # Leif 1+2/F, no earlier card
    assert strength(st, -1, "F08", invaders=2) == 5
    assert strength(st, -1, "F04", invaders=2) == 1 + 3  # resource boost counts this card too
    assert strength(st, -1, "VK1", invaders=3) == D.INVADER_FLAT_RAGNAROK


def test_lone_fighter_beats_invaders():
    st = blank(3)
    favor_row(st, 0, ["FV01"])
    favor_row(st, 1, [])
    give(st, A, "H11", "H03")
    give(st, B, "F13")
    give(st, C, "P05")
    st.res[A] = [0, 0, 3]
    on_top(st, "F12")  # Olaf 2
    start_turn(st, A)
    do(st, A, ("battle", "H11"), ("favor", 0, "left"))
    do(st, B, ("lead", "F13"), ("skip",))
    while st.to_act() == [B]:
        do(st, B, st.legal_actions(B)[-1])
    do(st, C, ("lead", "P05"), ("skip",))
    while st.to_act() == [C]:
        do(st, C, st.legal_actions(C)[-1])
    assert st.favors[A] == ["FV01"] and st.invaders == ["F12"]
    assert st.fury[0] == 1  # the beaten Invader card's god (F)
    assert st.res[A] == [1, 2, 0]
