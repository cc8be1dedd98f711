"""Upgrades and monsters (upgrades.py): where their effects cannot apply, and how they combine."""

from __future__ import annotations

from br_helpers import act, cid, give_monster, put, three, turn, where

from game.blood_rage.state import VAL

A, B, C = 0, 1, 2


def test_protection_against_troll():
    s = three()
    s.ups[B] = [cid("Frigga's Protection")]
    s.rage[B] = 2
    put(s, B, "W", "MUS", 2)
    give_monster(s, A, "TROLL")
    act(s, A, "invade", "TROLL")
    act(s, A, "to", "MUS")
    assert s.ask[0] == "protect" and s.to_act() == [B]
    act(s, B, "keep", "MUS", "W")
    act(s, B, "keep", "MUS", "W")
    assert where(s, B, "MUS") == ["W", "W"] and s.rage[B] == 0


def test_sacrifice_no_volur_escape():
    s = three(3)
    s.ups[A] = [cid("Frigga's Sacrifice")]
    give_monster(s, A, "VOLUR", "MUS")
    put(s, A, "W", "MUS")
    act(s, A, "sacrifice", "MUS", "VOLUR")
    act(s, A, "stat", "AXES")
    assert s.fig[A]["VOLUR"] == VAL and where(s, A, VAL) == ["VOLUR", "W"]


def test_fire_giant_kills_ship_dragons_pay():
    s = three(2)
    s.ups[B] = [cid("Fire Dragons")]
    put(s, B, "S", "F_MH")
    give_monster(s, A, "FIRE")
    act(s, A, "invade", "FIRE")
    act(s, A, "to", "HOR")
    assert s.fig[B]["S"] == VAL and s.glory[B] == 8


def test_succor_not_in_yggdrasil_and_no_chain():
    s = three(2)
    s.ups[A] = [cid("Frigga's Succor")]
    give_monster(s, A, "ELF")
    act(s, A, "invade", "ELF")
    act(s, A, "to", "YGG")
    assert s.ask[0] == "turn"  # no Succor into Yggdrasil
    turn(s, A)
    act(s, A, "invade", "W")
    act(s, A, "to", "UTG")
    act(s, A, "yes")
    assert where(s, A, "UTG") == ["W", "W"]
    assert s.ask[0] == "turn" and s.to_act() == [B]  # the Succor warrior brings no second one


def test_dark_elf_thors_domain_pillages_yggdrasil():
    s = three(2)
    s.ups[A] = [cid("Thor's Domain")]
    give_monster(s, A, "ELF")
    act(s, A, "invade", "ELF")
    act(s, A, "to", "YGG")
    assert s.ask[0] == "thordom"
    act(s, A, "yes")
    assert s.steps[A] == [2, 2, 2] and s.rage[A] == 3


def test_frigga_domain_needs_horns_room():
    s = three(3)
    s.ups[A] = [cid("Frigga's Domain")]
    put(s, A, "W", VAL)
    put(s, A, "W", "MUS", 4)
    assert not any(a[0] == "recall" for a in s.legal_actions(A))
