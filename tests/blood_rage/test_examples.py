"""The worked examples of rules §10, as exact tests."""

from __future__ import annotations

from br_helpers import act, blank, check_invariants, cid, give_monster, put, turn, where

from game.blood_rage.state import RES, VAL

WOLF, RAVEN, SERPENT, BEAR = 0, 1, 2, 3


def test_example1_wolf_pillages_andlang():
    s = blank(4)
    s.destroyed = ["ELV"]
    s.tokens["AND"] = "A"
    s.pillaged = ["HOR"]
    s.rage[WOLF] = 4
    put(s, WOLF, "S", "F_UA")
    put(s, RAVEN, "W", "GIM")
    put(s, WOLF, "W", "YGG", 2)
    put(s, RAVEN, "W", "YGG")
    put(s, SERPENT, "L", "HOR")
    put(s, BEAR, "W", "MUS")
    s.hand[WOLF] = [cid("Tyr's Crush", 1)]
    s.hand[RAVEN] = [cid("Frigga's Charm")]
    act(s, WOLF, "pillage", "AND")
    assert s.rage[WOLF] == 4
    # call to battle: Raven first (left of Wolf)
    assert s.to_act() == [RAVEN]
    assert set(s.legal_actions(RAVEN)) == {("join", "GIM", "W"), ("join", "YGG", "W"), ("pass",)}
    act(s, RAVEN, "join", "GIM", "W")
    # Serpent and Bear pass automatically
    assert s.to_act() == [WOLF]
    act(s, WOLF, "join", "YGG", "W")
    assert s.to_act() == [RAVEN]
    ev = act(s, RAVEN, "join", "YGG", "W")
    # Andlang is full; each participant holds a single card, which it must play: the
    # engine plays it without asking (§9), and the battle resolves
    reveal = [e for e in ev if e["t"] == "reveal"][0]
    assert reveal["plays"] == [[WOLF, cid("Tyr's Crush", 1)], [RAVEN, cid("Frigga's Charm")]]
    comp = [e for e in ev if e["t"] == "compare"][0]
    assert comp["totals"] == [7, 2] and comp["winner"] == WOLF
    check_invariants(s)
    assert s.glory[WOLF] == 4
    assert s.stat_value(WOLF, 1) == 4
    assert s.rage[WOLF] == 4
    assert s.hand[WOLF] == []
    assert where(s, WOLF, "AND") == ["W"]
    assert where(s, WOLF, "F_UA") == ["S"]
    assert where(s, WOLF, "YGG") == ["W"]
    assert where(s, RAVEN, VAL) == ["W", "W"]
    assert where(s, RAVEN, "AND") == where(s, RAVEN, "GIM") == where(s, RAVEN, "YGG") == []
    assert s.hand[RAVEN] == [cid("Frigga's Charm")]
    assert s.glory[RAVEN] == 0
    assert cid("Tyr's Crush", 1) in s.discard
    assert "AND" in s.pillaged
    assert where(s, SERPENT, "HOR") == ["L"] and where(s, BEAR, "MUS") == ["W"]
    assert s.glory[SERPENT] == s.glory[BEAR] == 0
    assert s.score_breakdown()[WOLF]["battles"] == 4


def test_example2_manheim_quest():
    s = blank(4)
    s.destroyed = ["GIM"]
    s.phase = "quest"
    put(s, WOLF, "W", "ELV", 2)
    put(s, SERPENT, "S", "F_EA")
    put(s, RAVEN, "W", "ANG")
    s.quests[SERPENT] = [cid("Manheim", 1)]
    s.stack = [["questph"]]
    s.ask = None
    s._run()
    assert s.to_act() == [SERPENT]
    assert set(s.legal_actions(SERPENT)) == {("stat", "RAGE"), ("stat", "AXES"), ("stat", "HORNS")}
    act(s, SERPENT, "stat", "HORNS")
    assert s.glory[SERPENT] == 5
    assert s.steps[SERPENT][2] == 2 and s.horns(SERPENT) == 5
    assert s.quests[SERPENT] == [] and cid("Manheim", 1) in s.discard
    assert s.glory[WOLF] == s.glory[RAVEN] == 0


def test_example2_tie_fails():
    s = blank(4)
    s.phase = "quest"
    put(s, WOLF, "W", "ELV", 2)
    put(s, SERPENT, "S", "F_EA")
    s.quests[SERPENT] = [cid("Manheim", 1)]
    s.stack = [["questph"]]
    s.ask = None
    s._run()
    # ANG: Serpent's ship alone (2) is the most there -> still fulfilled
    assert s.glory[SERPENT] == 5
    s2 = blank(4)
    s2.phase = "quest"
    put(s2, WOLF, "W", "ELV", 2)
    put(s2, WOLF, "W", "ANG", 2)
    put(s2, SERPENT, "S", "F_EA")
    s2.quests[SERPENT] = [cid("Manheim", 1)]
    s2.stack = [["questph"]]
    s2.ask = None
    s2._run()
    assert s2.glory[SERPENT] == 0 and s2.ask is None


def test_example3_ragnarok_destroys_gimle():
    s = blank(4, age=2)
    s.destroyed = ["HOR"]
    s.rag = ["ELV", "GIM", "UTG"]
    s.doom = "GIM"
    put(s, WOLF, "L", "GIM")
    put(s, WOLF, "W", "GIM")
    put(s, RAVEN, "W", "GIM")
    put(s, RAVEN, "S", "F_GM")
    put(s, BEAR, "W", "MYR")
    s.stack = [["release"], ["ragnarok"]]
    s.ask = None
    s._run()
    assert "GIM" in s.destroyed
    assert where(s, WOLF, VAL) == [] and where(s, RAVEN, VAL) == []  # released already
    assert s.glory[WOLF] == 6 and s.glory[RAVEN] == 6
    assert s.score_breakdown()[WOLF]["ragnarok"] == 6
    assert where(s, BEAR, "MYR") == ["W"] and s.glory[BEAR] == 0
    assert s.doom == "UTG"
    assert s.fjord_open("F_GM")
    assert where(s, WOLF, RES).count("L") == 1
    assert sorted(where(s, RAVEN, RES)).count("S") == 1


def test_example3_before_release():
    s = blank(4, age=2)
    s.rag = ["ELV", "GIM", "UTG"]
    put(s, WOLF, "L", "GIM")
    put(s, WOLF, "W", "GIM")
    put(s, RAVEN, "W", "GIM")
    put(s, RAVEN, "S", "F_GM")
    s.stack = [["ragnarok"]]
    s.ask = None
    s._run()
    assert where(s, WOLF, VAL) == ["L", "W"]
    assert where(s, RAVEN, VAL) == ["S", "W"]


def test_example4_three_way_tie():
    A, B, C = 0, 1, 2
    s = blank(3)
    s.destroyed = ["GIM", "AND"]
    s.tokens["MUS"] = "R"
    put(s, A, "W", "MUS", 2)
    put(s, B, "L", "MUS")
    put(s, C, "W", "MUS")
    put(s, C, "S", "F_MH")
    s.ups[C] = [cid("Thor's Glory")]
    smash, bash, trick = cid("Tyr's Smash", 1), cid("Tyr's Bash"), cid("Loki's Trickery")
    s.hand[A], s.hand[B], s.hand[C] = [smash], [bash], [trick]
    ev = act(s, A, "pillage", "MUS")
    # the call ends by itself; each plays its only card without being asked
    comp = [e for e in ev if e["t"] == "compare"][0]
    assert comp["totals"] == [5, 5, 3] and comp["winner"] == -1
    assert where(s, A, VAL) == ["W", "W"]
    assert where(s, B, VAL) == ["L"]
    assert where(s, C, VAL) == ["S", "W"]
    assert s.hand[A] == [smash] and s.hand[B] == [bash] and s.hand[C] == [trick]
    assert "MUS" not in s.pillaged
    assert s.rage[A] == 6 and s.rage[C] == 6
    assert s.glory == [0, 0, 2]
    assert s.score_breakdown()[C]["upgrades"] == 2


def test_example5_yggdrasil_call_sight_and_late_cards():
    P1, P2, P3 = 0, 1, 2
    s = blank(3, age=2)
    s.destroyed = ["MUS", "GIM"]
    s.rage[P2] = 0
    put(s, P1, "L", "YGG")
    put(s, P2, "W", "AND", 2)
    put(s, P3, "W", "UTG")
    put(s, P3, "W", "ELV")
    crush, eye1, eye2 = cid("Tyr's Crush", 2), cid("Heimdall's Eye", 2, 0), cid("Heimdall's Eye", 2, 1)
    sight, rage = cid("Heimdall's Sight"), cid("Tyr's Rage", 2)
    s.hand[P1] = [crush, eye1]
    s.hand[P2] = [sight]
    s.hand[P3] = [rage, eye2]
    act(s, P1, "pillage", "YGG")
    assert s.to_act() == [P2]
    act(s, P2, "join", "AND", "W")
    assert s.to_act() == [P3]
    act(s, P3, "join", "UTG", "W")
    assert s.to_act() == [P2]  # P1 passed automatically
    act(s, P2, "join", "AND", "W")
    act(s, P3, "join", "ELV", "W")
    assert sorted(s.to_act()) == [P1, P3]  # P2 plays its only card, Sight, without asking
    act(s, P1, "play", crush)
    act(s, P3, "play", rage)
    assert s.to_act() == [P1]
    assert s.legal_actions(P1) == [("late", eye1), ("pass",)]
    act(s, P1, "late", eye1)
    assert s.to_act() == [P3]
    act(s, P3, "late", eye2)
    assert where(s, P1, VAL) == ["L"]
    assert where(s, P2, VAL) == ["W", "W"]
    assert sorted(s.hand[P1]) == sorted([crush, eye1])
    assert s.hand[P2] == [sight]
    assert s.hand[P3] == []
    assert rage in s.discard and eye2 in s.discard
    assert "YGG" not in s.pillaged
    assert s.glory == [0, 0, 3]
    assert where(s, P3, "YGG") == ["W", "W"]


def test_example5_totals():
    """The comparison event carries the exact totals 9 / 8 / 10."""
    P1, P2, P3 = 0, 1, 2
    s = blank(3, age=2)
    s.destroyed = ["MUS", "GIM"]
    s.rage[P2] = 0
    put(s, P1, "L", "YGG")
    put(s, P2, "W", "YGG", 2)
    put(s, P3, "W", "YGG", 2)
    crush, eye1, eye2 = cid("Tyr's Crush", 2), cid("Heimdall's Eye", 2, 0), cid("Heimdall's Eye", 2, 1)
    sight, rage = cid("Heimdall's Sight"), cid("Tyr's Rage", 2)
    s.hand[P1], s.hand[P2], s.hand[P3] = [crush, eye1], [sight], [rage, eye2]
    act(s, P1, "pillage", "YGG")
    act(s, P1, "play", crush)
    act(s, P3, "play", rage)
    act(s, P1, "late", eye1)
    ev = act(s, P3, "late", eye2)
    comp = [e for e in ev if e["t"] == "compare"][0]
    assert comp["seats"] == [P1, P2, P3] and comp["totals"] == [9, 8, 10] and comp["winner"] == P3


def test_example6_upgrade_limits_and_monster_replacement():
    A = 0
    s = blank(3)
    s.destroyed = ["GIM", "AND"]
    s.rage[A] = 5
    s.ups[A] = [cid("Frigga's Charm")]
    give_monster(s, A, "TROLL", "ELV")
    give_monster(s, A, "DWARF", RES)
    put(s, A, "L", "MUS")
    put(s, A, "W", "MUS", 2)
    serpent, brothers = cid("Sea Serpent"), cid("Brothers in Arms")
    s.hand[A] = [serpent, brothers]
    assert s.on_board(A) == 4 == s.horns(A)
    act(s, A, "upgrade", brothers)
    assert s.rage[A] == 5
    assert s.to_act() == [1]  # no free invade: Horns full
    turn(s, A)
    act(s, A, "upgrade", serpent)
    assert s.rage[A] == 3
    troll, dwarf = cid("Troll"), cid("Dwarf Chieftain")
    assert set(s.legal_actions(A)) == {("slot", troll), ("slot", dwarf)}
    act(s, A, "slot", troll)
    assert "TROLL" not in s.fig[A]
    assert troll in s.discard
    assert ("free", "SERPENT", "F_EA") in s.legal_actions(A)
    assert ("skip",) in s.legal_actions(A)
    act(s, A, "free", "SERPENT", "F_EA")
    assert s.rage[A] == 3
    assert sorted(s.ups[A]) == sorted([cid("Frigga's Charm"), brothers, dwarf, serpent])
    assert s.fig[A]["SERPENT"] == "F_EA"
    assert s.on_board(A) == 4
    check_invariants(s)


def _example7(token):
    A, B = 0, 1
    s = blank(2)
    s.destroyed = ["MUS", "HOR", "UTG"]
    s.tokens["GIM"] = token
    put(s, A, "W", "GIM", 2)
    put(s, B, "W", "GIM")
    grace, bash = cid("Frigga's Grace", 1), cid("Tyr's Bash")
    s.hand[A], s.hand[B] = [grace], [bash]
    act(s, A, "pillage", "GIM")  # both play their only card
    return s, grace, bash


def test_example7_frigga_grace_other_stat():
    s, grace, bash = _example7("A")
    assert s.to_act() == [0]
    assert set(s.legal_actions(0)) == {("stat", "RAGE"), ("stat", "HORNS")}
    act(s, 0, "stat", "HORNS")
    assert where(s, 1, VAL) == ["W"]
    assert s.hand[1] == [bash]
    assert s.stat_value(0, 1) == 4 and s.stat_value(0, 2) == 5
    assert s.glory[0] == 4
    assert grace in s.discard


def test_example7_variant_glory_token():
    s, grace, bash = _example7("G")
    assert set(s.legal_actions(0)) == {("stat", "RAGE"), ("stat", "AXES"), ("stat", "HORNS")}
    act(s, 0, "stat", "RAGE")
    assert s.stat_value(0, 1) == 3
    assert s.glory[0] == 8
    assert s.score_breakdown()[0]["pillage"] == 5 and s.score_breakdown()[0]["battles"] == 3
