"""Pillage and battle (battle.py, §7.5-7.7): what can be pillaged, who is called, the cards
played and what happens to them after the battle."""

from __future__ import annotations

from br_helpers import act, check_invariants, cid, put, three, turn

A, B, C = 0, 1, 2


def test_unopposed_pillage_no_battle_glory_yggdrasil_token():
    s = three()
    put(s, A, "W", "YGG")
    ev = act(s, A, "pillage", "YGG")
    assert s.steps[A] == [2, 2, 2] and s.glory[A] == 0
    assert not any(e["t"] == "battle" for e in ev)
    assert "YGG" in s.pillaged


def test_pillage_needs_presence_and_not_pillaged():
    s = three()
    put(s, A, "S", "F_EA")
    legal = s.legal_actions(A)
    assert ("pillage", "ELV") in legal and ("pillage", "ANG") in legal
    assert ("pillage", "MUS") not in legal
    s.pillaged = ["ELV"]
    turn(s, A)
    assert ("pillage", "ELV") not in s.legal_actions(A)
    assert ("repillage", "ELV") not in s.legal_actions(A)  # needs Tyr's Challenge


def test_call_ignores_ships_and_non_adjacent():
    s = three()
    put(s, A, "W", "MUS")
    put(s, B, "S", "F_EA")
    put(s, B, "W", "UTG")
    put(s, C, "W", "ANG")
    act(s, A, "pillage", "MUS")
    # B: Utgard is not adjacent to Muspelheim, the ship never moves -> passes automatically
    assert s.to_act() == [C]
    assert set(s.legal_actions(C)) == {("join", "ANG", "W"), ("pass",)}


def test_poison_beats_prowess():
    s = three(3)
    s.ups[A] = [cid("Tyr's Prowess")]
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    crush, poison = cid("Tyr's Crush", 3), cid("Loki's Poison")
    s.hand[A], s.hand[B] = [crush], [poison]
    act(s, A, "pillage", "MUS")
    assert s.ask[0] == "turn"  # no Prowess offer: the cards went to B
    assert sorted(s.hand[B]) == sorted([crush, poison]) and s.rage[A] == 6


def test_two_trickeries_take_one_each():
    s = three()
    put(s, A, "W", "MUS", 3)
    put(s, B, "W", "MUS")
    put(s, C, "W", "MUS")
    t1, t2 = cid("Loki's Trickery", 1, 0), cid("Loki's Trickery", 1, 1)
    s.hand[A], s.hand[B], s.hand[C] = [cid("Tyr's Bash")], [t1], [t2]
    s.rage[A] = 1
    act(s, A, "pillage", "MUS")
    assert s.rage == [0, 7, 6]  # B (first after the pillager) takes the only Rage


def test_loser_takes_back_winner_discards_tie_everyone_back():
    s = three()
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS")
    bash, smash = cid("Tyr's Bash"), cid("Tyr's Smash", 1)
    s.hand[A], s.hand[B] = [bash], [smash]
    act(s, A, "pillage", "MUS")
    assert s.hand[A] == [bash] and smash in s.discard and s.hand[B] == []
    assert s.glory[B] == 3 and "MUS" not in s.pillaged
    check_invariants(s)
