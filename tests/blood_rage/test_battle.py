"""More rulings: where effects cannot apply, caps, phase ends, interactions."""

from __future__ import annotations

from br_helpers import act, blank, check_invariants, cid, give_monster, put, turn, where

from game.blood_rage.state import VAL

A, B, C = 0, 1, 2


def three(age=1):
    s = blank(3, age=age)
    s.destroyed = ["GIM", "AND"]
    return s


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


def test_frigga_domain_needs_horns_room():
    s = three(3)
    s.ups[A] = [cid("Frigga's Domain")]
    put(s, A, "W", VAL)
    put(s, A, "W", "MUS", 4)
    assert not any(a[0] == "recall" for a in s.legal_actions(A))


def test_stat_raise_capped_and_lost():
    s = three(3)
    s.tokens["MUS"] = "H"
    s.steps[A] = [6, 6, 5]
    s.ups[A] = [cid("Lord of Spears")]
    put(s, A, "L", "MUS")
    act(s, A, "pillage", "MUS")
    assert s.steps[A] == [6, 6, 6]
    s = three(2)
    s.phase = "quest"
    s.steps[A] = [6, 6, 6]
    put(s, A, "W", "YGG")
    s.quests[A] = [cid("Yggdrasil", 2)]
    s.stack = [["questph"]]
    s.ask = None
    s._run()
    assert s.glory[A] == 8 and s.ask is None and s.steps[A] == [6, 6, 6]


def test_action_phase_ends_when_everything_pillaged():
    s = three()
    s.destroyed = ["GIM", "AND"] + ["MYR", "ELV", "ANG", "MUS", "HOR"]
    s.pillaged = ["YGG"]
    put(s, A, "W", "UTG")
    s.stack = [["discard_end"], ["action", 2]]
    act(s, A, "pillage", "UTG")
    assert s.rage == [0, 0, 0] and s.ask is None


def test_glorious_death_success():
    s = three(2)
    s.phase = "quest"
    put(s, A, "W", VAL, 3)
    put(s, A, "L", VAL)
    s.quests[A] = [cid("Glorious Death", 2)]
    s.stack = [["questph"]]
    s.ask = None
    s._run()
    act(s, A, "stat", "RAGE")
    assert s.glory[A] == 8


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


def test_march_never_moves_ships_and_costs_one():
    s = three()
    put(s, A, "S", "F_MH")
    assert not any(a[0] == "march" for a in s.legal_actions(A))
    put(s, A, "L", "YGG")
    turn(s, A)
    assert ("march", "YGG") in s.legal_actions(A)


def test_round_label_and_breakdown_keys():
    s = three(2)
    assert s.round_label() == "Age 2 · Action"
    assert set(s.score_breakdown()[0]) == {"pillage", "battles", "quests", "ragnarok", "cards",
                                          "upgrades", "stats", "total"}


def test_winners_share_ties():
    s = three()
    s.glory = [5, 7, 7]
    assert s.winners() == [1, 2]
