"""One focused test (or more) per Gods' Gifts card effect, including where it cannot apply."""

from __future__ import annotations

import pytest
from br_helpers import act, blank, check_invariants, cid, give_monster, put, turn, where

from game.blood_rage.data import CARDS, NUM_CARDS, age_deck
from game.blood_rage.state import VAL

A, B, C = 0, 1, 2


def fight(s, pill, prov, cards, passes=True):
    """Pillage prov; everybody passes the call; the given seats play the given cards."""
    ev = act(s, pill, "pillage", prov)
    while passes and s.ask is not None and s.ask[0] == "call":
        ev += act(s, s.to_act()[0], "pass")
    for seat, c in cards.items():
        if s.ask is not None and s.ask[0] == "card" and seat in s.to_act():
            ev += act(s, seat, "play", c)
    return ev


def totals(ev):
    comp = [e for e in ev if e["t"] == "compare"][-1]
    return dict(zip(comp["seats"], comp["totals"])), comp["winner"]


def three(age=1):
    s = blank(3, age=age)
    s.destroyed = ["GIM", "AND"]
    return s


# --- decks ------------------------------------------------------------------------------------
def test_deck_sizes_and_marks():
    assert NUM_CARDS == 102
    for age in (1, 2, 3):
        assert len(age_deck(age, 4)) == 34
        assert len(age_deck(age, 3)) == 26
        assert len(age_deck(age, 2)) == 20
        cards = [CARDS[c] for c in age_deck(age, 4)]
        assert sum(c.kind == "battle" for c in cards) == 13
        assert sum(c.kind == "quest" for c in cards) == 9
        assert sum(c.is_upgrade for c in cards) == 12
        assert sum(c.min_players == 3 for c in cards) == 6
        assert sum(c.min_players == 4 for c in cards) == 8
    assert CARDS[-1].kind == "hidden"


# --- plain bonuses, Eye/Gaze ----------------------------------------------------------------------
@pytest.mark.parametrize("name,age,bonus", [
    ("Tyr's Bash", 1, 2), ("Tyr's Smash", 1, 3), ("Tyr's Crush", 1, 4), ("Tyr's Smite", 1, 5),
    ("Tyr's Rage", 2, 6), ("Heimdall's Eye", 2, 2), ("Heimdall's Gaze", 3, 3),
    ("Thor's Primacy", 3, 3), ("Odin's Judgement", 3, 2), ("Thor's Hammer", 1, 1),
])
def test_battle_bonus(name, age, bonus):
    s = three(age)
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS")
    s.hand[A] = [cid(name, age)]
    s.hand[B] = [cid("Loki's Trickery")]
    ev = fight(s, A, "MUS", {A: cid(name, age), B: cid("Loki's Trickery")})
    tot, win = totals(ev)
    assert tot == {A: 1 + bonus, B: 1}


def test_gaze_late_after_reveal():
    s = three(3)
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 2)
    g, bash = cid("Heimdall's Gaze", 3), cid("Tyr's Bash")
    s.hand[A] = [bash, g]
    s.hand[B] = [cid("Tyr's Bash", 1)]
    ev = fight(s, A, "MUS", {A: bash, B: cid("Tyr's Bash", 1)})
    assert s.to_act() == [A] and ("late", g) in s.legal_actions(A)
    ev += act(s, A, "late", g)
    tot, win = totals(ev)
    assert tot == {A: 6, B: 4} and win == A


# --- Odin's Smite ---------------------------------------------------------------------------------
def test_odins_smite():
    s = three()
    put(s, A, "L", "MUS")
    put(s, B, "W", "MUS", 2)
    put(s, C, "W", "MUS")
    put(s, C, "S", "F_MH")
    smite, bash, smash = cid("Odin's Smite", 1), cid("Tyr's Bash"), cid("Tyr's Smash", 1)
    s.hand[A], s.hand[B], s.hand[C] = [smite], [bash], [smash]
    ev = fight(s, A, "MUS", {A: smite, B: bash, C: smash})
    tot, win = totals(ev)
    assert tot == {A: 4, B: 3, C: 5} and win == C
    assert where(s, B, VAL) == ["W", "W"] and where(s, C, VAL) == ["W"]
    assert where(s, C, "F_MH") == ["S"] and where(s, A, VAL) == ["L"]


def test_odins_smite_spares_clans_without_warriors():
    s = three()
    put(s, A, "W", "MUS")
    put(s, B, "L", "MUS")
    smite = cid("Odin's Smite", 1)
    s.hand[A], s.hand[B] = [smite], [cid("Tyr's Bash")]
    ev = fight(s, A, "MUS", {A: smite, B: cid("Tyr's Bash")})
    assert totals(ev)[0] == {A: 2, B: 5}
    assert where(s, A, "MUS") == []  # A lost the battle


# --- Heimdall's Sight and Thor's Primacy ---------------------------------------------------------------
def test_sight_zero_without_opponent_cards():
    s = three()
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS")
    sight = cid("Heimdall's Sight")
    s.hand[A] = [sight]
    ev = fight(s, A, "MUS", {A: sight})
    assert totals(ev) == ({A: 1, B: 1}, -1)


def test_primacy_cancels_sight_and_texts():
    s = three(3)
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS")
    prim = cid("Thor's Primacy", 3)
    s.hand[A], s.hand[B] = [prim], [cid("Heimdall's Sight")]
    ev = fight(s, A, "MUS", {A: prim, B: cid("Heimdall's Sight")})
    assert totals(ev) == ({A: 4, B: 1}, A)


def test_primacy_cancels_loser_trickery_and_judgement():
    s = three(3)
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    prim, jud = cid("Thor's Primacy", 3), cid("Odin's Judgement", 3)
    s.hand[A], s.hand[B] = [prim], [jud]
    fight(s, A, "MUS", {A: prim, B: jud})
    assert s.glory[B] == 0  # Judgement text cancelled
    assert s.glory[A] == 3


def test_two_primacies_cancel_each_other():
    s = three(3)
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    p1, p2 = cid("Thor's Primacy", 3, 0), cid("Thor's Primacy", 3, 1)
    s.hand[A], s.hand[B] = [p1], [p2]
    ev = fight(s, A, "MUS", {A: p1, B: p2})
    assert totals(ev) == ({A: 5, B: 4}, A)
    assert s.battle is None


# --- Frigga's Grace (cannot apply when not the winning pillager) -------------------------------------
def test_grace_does_nothing_for_defender():
    s = three()
    s.tokens["MUS"] = "A"
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 3)
    grace = cid("Frigga's Grace", 1)
    s.hand[A], s.hand[B] = [cid("Tyr's Bash")], [grace]
    fight(s, A, "MUS", {A: cid("Tyr's Bash"), B: grace})
    assert s.steps[B] == [1, 1, 1] and s.glory[B] == 3 and s.ask[0] == "turn"


# --- Loki's Trickery -------------------------------------------------------------------------------
def test_trickery_steals_rage():
    s = three()
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    tr = cid("Loki's Trickery")
    s.hand[A], s.hand[B] = [cid("Tyr's Bash")], [tr]
    fight(s, A, "MUS", {A: cid("Tyr's Bash"), B: tr})
    assert s.rage[A] == 5 and s.rage[B] == 7


def test_trickery_nothing_when_winner_has_no_rage():
    s = three()
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 2)
    s.rage[B] = 0
    tr = cid("Loki's Trickery")
    s.hand[A], s.hand[B] = [tr], [cid("Tyr's Bash")]
    fight(s, A, "MUS", {A: tr, B: cid("Tyr's Bash")})
    assert s.rage[A] == 6 and s.rage[B] == 0 and s.glory[B] == 3


# --- Thor's Hammer / Oath / Ascension ------------------------------------------------------------------
def test_hammer_winner_only():
    s = three()
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    h = cid("Thor's Hammer")
    s.hand[A], s.hand[B] = [h], [cid("Tyr's Bash")]  # A 3 vs B 3: tie, Hammer gives nothing
    fight(s, A, "MUS", {A: h, B: cid("Tyr's Bash")})
    assert s.glory == [0, 0, 0]
    s = three()
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    s.hand[A], s.hand[B] = [h], [cid("Loki's Trickery")]
    fight(s, A, "MUS", {A: h, B: cid("Loki's Trickery")})
    assert s.glory[A] == 3 + 3 and s.score_breakdown()[A]["cards"] == 3


def test_oath_raises_a_stat():
    s = three(2)
    s.tokens["MUS"] = "G"
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    oath = cid("Thor's Oath")
    s.hand[A], s.hand[B] = [oath], [cid("Loki's Backstab")]
    fight(s, A, "MUS", {A: oath, B: cid("Loki's Backstab")})
    assert s.ask[0] == "stat" and s.to_act() == [A]
    act(s, A, "stat", "AXES")
    assert s.steps[A] == [1, 2, 1]
    # Backstab took 2 of A's 8 Glory (5 token + 3 battle)
    assert s.glory[A] == 6 and s.glory[B] == 2


def test_ascension_rage_and_glory():
    s = three(3)
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    asc = cid("Thor's Ascension")
    s.hand[A], s.hand[B] = [asc], [cid("Loki's Poison")]
    fight(s, A, "MUS", {A: asc, B: cid("Loki's Poison")})
    assert s.rage[A] == 9 and s.glory[A] == 3 + 3
    # Loki's Poison: the winner's Ascension goes to B's hand
    assert sorted(s.hand[B]) == sorted([asc, cid("Loki's Poison")])
    assert asc not in s.discard


# --- Odin's Judgement, Loki's Backstab ----------------------------------------------------------------
def test_judgement_counts_all_dead_for_loser_too():
    s = three(3)
    put(s, A, "W", "MUS", 3)
    put(s, B, "W", "MUS", 2)
    jud = cid("Odin's Judgement", 3)
    s.hand[A], s.hand[B] = [cid("Tyr's Crush", 3)], [jud]
    fight(s, A, "MUS", {A: cid("Tyr's Crush", 3), B: jud})
    assert s.glory[B] == 4 and s.hand[B] == [jud]


def test_backstab_with_zero_glory_winner():
    s = three(2)
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    s.steps[A][1] = 1
    bs = cid("Loki's Backstab")
    s.hand[A], s.hand[B] = [cid("Tyr's Crush", 2)], [bs]
    fight(s, A, "MUS", {A: cid("Tyr's Crush", 2), B: bs})
    # A gets 3 battle Glory, then B steals 2 of it
    assert s.glory == [1, 2, 0]


# --- Heimdall's Watch ------------------------------------------------------------------------------------
def test_watch_discards_scores_and_replays():
    s = three(2)
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 2)
    watch, smash = cid("Heimdall's Watch", 2), cid("Tyr's Smash", 2)
    bash, crush, eye = cid("Tyr's Bash"), cid("Tyr's Crush", 2), cid("Heimdall's Eye", 2)
    s.hand[A], s.hand[B] = [watch, crush, eye], [smash, bash, cid("Loki's Trickery")]
    ev = fight(s, A, "MUS", {A: watch, B: smash})
    assert s.glory[A] == 3 and watch in s.discard and smash in s.discard
    assert sorted(s.to_act()) == [A, B]  # play again
    ev += act(s, A, "play", crush)
    ev += act(s, B, "play", bash)
    ev += act(s, A, "pass")  # late window: A keeps its Eye
    tot, win = totals(ev)
    assert tot == {A: 5, B: 4} and win == A
    assert s.glory[A] == 3 + 3
    assert s.hand[A] == [eye]


def test_watch_single_cards_left_are_played_automatically():
    s = three(2)
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 2)
    watch, smash = cid("Heimdall's Watch", 2), cid("Tyr's Smash", 2)
    bash, crush = cid("Tyr's Bash"), cid("Tyr's Crush", 2)
    s.hand[A], s.hand[B] = [watch, crush], [smash, bash]
    ev = fight(s, A, "MUS", {A: watch, B: smash})
    tot, win = totals(ev)
    assert tot == {A: 5, B: 4} and win == A
    assert s.glory[A] == 3 + 3


def test_watch_with_empty_hands_continues_with_strength():
    s = three(2)
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    watch = cid("Heimdall's Watch", 2)
    s.hand[A], s.hand[B] = [watch], [cid("Tyr's Rage", 2)]
    ev = fight(s, A, "MUS", {A: watch, B: cid("Tyr's Rage", 2)})
    assert s.glory[A] == 6 + 3
    assert totals(ev) == ({A: 2, B: 1}, A)


# --- Odin's Tide -------------------------------------------------------------------------------------------
def test_tide_every_clan_keeps_one():
    s = three(2)
    put(s, A, "L", "MUS")
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 2)
    put(s, B, "L", "MUS")
    put(s, C, "S", "F_MH")
    tide = cid("Odin's Tide")
    s.hand[A], s.hand[B], s.hand[C] = [tide], [cid("Tyr's Bash")], [cid("Tyr's Smash", 2)]
    ev = fight(s, A, "MUS", {A: tide, B: cid("Tyr's Bash"), C: cid("Tyr's Smash", 2)})
    assert sorted(s.to_act()) == [A, B]  # C has a single figure
    assert set(s.legal_actions(A)) == {("keep", "MUS", "L"), ("keep", "MUS", "W")}
    ev += act(s, B, "keep", "MUS", "W")
    assert s.view(A).battle["tide"][B] == -1  # secret until applied
    assert s.view(B).battle["tide"][B] == ["MUS", "W"]
    ev += act(s, A, "keep", "MUS", "L")
    tot, win = totals(ev)
    assert tot == {A: 4, B: 3, C: 5} and win == C
    assert where(s, B, VAL) == ["L", "W", "W"]
    assert where(s, A, VAL) == ["L", "W"]


def test_tide_single_kind_kept_automatically():
    s = three(2)
    put(s, A, "W", "MUS", 3)
    put(s, B, "L", "MUS")
    tide = cid("Odin's Tide")
    s.hand[A], s.hand[B] = [tide], [cid("Tyr's Bash")]
    ev = fight(s, A, "MUS", {A: tide, B: cid("Tyr's Bash")})
    assert totals(ev) == ({A: 2, B: 5}, B)
    assert where(s, A, VAL) == ["W", "W", "W"]


# --- Upgrades: monsters -----------------------------------------------------------------------------------
def test_troll_kills_enemy_warriors():
    s = three()
    put(s, B, "W", "MUS", 2)
    put(s, B, "L", "MUS")
    troll = cid("Troll")
    s.hand[A] = [troll]
    act(s, A, "upgrade", troll)
    assert s.rage[A] == 4
    act(s, A, "free", "TROLL", "MUS")
    assert where(s, B, VAL) == ["W", "W"] and where(s, B, "MUS") == ["L"]
    assert s.strength(A, "MUS") == 2 and s.glory == [0, 0, 0]


@pytest.mark.parametrize("mon,name,age", [("DWARF", "Dwarf Chieftain", 1), ("HEL", "Soldier of Hel", 3)])
def test_free_monsters(mon, name, age):
    s = three(age)
    c = cid(name)
    s.hand[A] = [c]
    act(s, A, "upgrade", c)
    act(s, A, "skip")
    assert s.rage[A] == 6
    turn(s, A)
    act(s, A, "invade", mon)
    act(s, A, "to", "MUS")
    assert s.rage[A] == 6 and s.strength(A, "MUS") == (2 if mon == "DWARF" else 3)


def test_sea_serpent_is_a_ship():
    s = three()
    give_monster(s, A, "SERPENT")
    assert s.invade_dests(A, "SERPENT") == ["F_EA", "F_MH", "F_UA", "F_GM"]
    act(s, A, "invade", "SERPENT")
    assert s.rage[A] == 3
    act(s, A, "to", "F_MH")
    assert s.strength(A, "MUS") == 3 and s.strength(A, "HOR") == 3
    turn(s, A)
    assert not any(a[0] == "march" for a in s.legal_actions(A))
    assert ("pillage", "HOR") in s.legal_actions(A)


def test_valkyrie_glory_even_when_losing():
    s = three(2)
    give_monster(s, B, "VALKYRIE", "MUS")
    put(s, A, "W", "MUS", 2)
    put(s, C, "W", "MUS", 2)
    put(s, A, "L", "MUS")
    s.hand[A], s.hand[B], s.hand[C] = [cid("Tyr's Rage", 2)], [cid("Tyr's Bash")], [cid("Tyr's Smash", 2)]
    fight(s, A, "MUS", {A: cid("Tyr's Rage", 2), B: cid("Tyr's Bash"), C: cid("Tyr's Smash", 2)})
    # C's two warriors die (B's Valkyrie too): 2 enemy figures for B -> 4 Glory
    assert s.glory[B] == 4 and s.score_breakdown()[B]["upgrades"] == 4
    assert s.fig[B]["VALKYRIE"] == VAL


def test_dark_elf_yggdrasil():
    s = three(2)
    give_monster(s, A, "ELF")
    assert "YGG" in s.invade_dests(A, "ELF")
    act(s, A, "invade", "ELF")
    act(s, A, "to", "YGG")
    assert s.rage[A] == 5 and s.strength(A, "YGG") == 3
    assert s.invade_dests(A, "W")[-1] != "YGG"
    s.fig[A]["ELF"] = "MUS"
    assert s.strength(A, "MUS") == 1


def test_fire_giant_spares_monsters():
    s = three(2)
    put(s, B, "W", "MUS")
    put(s, B, "L", "MUS")
    put(s, B, "S", "F_MH")
    give_monster(s, C, "TROLL", "MUS")
    give_monster(s, A, "FIRE")
    act(s, A, "invade", "FIRE")
    act(s, A, "to", "MUS")
    assert where(s, B, VAL) == ["L", "S", "W"]
    assert s.fig[C]["TROLL"] == "MUS" and s.rage[A] == 2


def test_frost_giant_double_reward():
    s = three(3)
    s.tokens["MUS"] = "R"
    give_monster(s, A, "FROST", "MUS")
    act(s, A, "pillage", "MUS")
    assert s.steps[A][0] == 3


def test_volur_witch_escape():
    s = three(3)
    give_monster(s, B, "VOLUR", "MUS")
    put(s, A, "W", "MUS", 3)
    s.hand[A] = [cid("Tyr's Rage", 3)]
    fight(s, A, "MUS", {A: cid("Tyr's Rage", 3)})
    assert s.ask[0] == "volur" and s.to_act() == [B]
    act(s, B, "escape")
    assert s.fig[B]["VOLUR"] == "YGG"


def test_volur_witch_escapes_ragnarok():
    s = three(3)
    s.rag = ["ELV", "ANG", "MUS"]
    give_monster(s, B, "VOLUR", "MUS")
    s.stack = [["ragnarok"]]
    s.ask = None
    s._run()
    assert s.ask[0] == "volur"
    act(s, B, "die")
    assert s.fig[B]["VOLUR"] == VAL and s.glory[B] == 4


# --- Upgrades: leaders -------------------------------------------------------------------------------------
def test_lord_of_hammers_moves_leader():
    s = three()
    s.tokens["MUS"] = "G"
    s.ups[A] = [cid("Lord of Hammers")]
    put(s, A, "L", "MUS")
    act(s, A, "pillage", "MUS")
    assert set(s.legal_actions(A)) == {("to", "ANG"), ("to", "HOR"), ("to", "YGG"), ("stay",)}
    act(s, A, "to", "YGG")
    assert s.fig[A]["L"] == "YGG" and s.glory[A] == 5


def test_lord_needs_leader_in_province():
    s = three()
    s.ups[A] = [cid("Lord of Axes")]
    put(s, A, "W", "MUS")
    act(s, A, "pillage", "MUS")
    assert s.ask[0] == "turn"


def test_lord_of_axes_and_spears():
    s = three(2)
    s.tokens["MUS"] = "G"
    s.ups[A] = [cid("Lord of Axes")]
    put(s, A, "L", "MUS")
    act(s, A, "pillage", "MUS")
    act(s, A, "stat", "RAGE")
    assert s.steps[A] == [2, 1, 1]
    s = three(3)
    s.tokens["MUS"] = "H"
    s.ups[A] = [cid("Lord of Spears")]
    put(s, A, "L", "MUS")
    act(s, A, "pillage", "MUS")
    assert s.steps[A] == [2, 2, 3]


# --- Upgrades: warriors ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name,n,strength,cost", [
    ("Brothers in Arms", 3, 4, 1), ("Brothers in Arms", 4, 6, 1), ("Experts in Arms", 3, 6, 2),
    ("Masters in Arms", 3, 8, 2), ("Masters in Arms", 2, 6, 2), (None, 3, 3, 1),
])
def test_warrior_upgrades(name, n, strength, cost):
    s = three()
    if name:
        s.ups[A] = [cid(name)]
    put(s, A, "W", "MUS", n)
    assert s.strength(A, "MUS") == strength
    assert s.invade_cost(A, "W") == cost


# --- Upgrades: ships -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name,glory", [("Loki's Dragons", 4), ("Fire Dragons", 8), ("Eternal Dragons", 12)])
def test_dragons(name, glory):
    s = three()
    s.rag = ["MUS", "ANG", "ELV"]
    s.ups[A] = [cid(name)]
    put(s, A, "S", "F_MH")
    s.stack = [["ragnarok"]]
    s.ask = None
    s._run()
    assert s.glory[A] == 2 + glory
    assert s.score_breakdown()[A]["upgrades"] == glory


def test_ship_upgrade_free_invade_ship():
    s = three()
    d = cid("Loki's Dragons")
    s.hand[A] = [d]
    act(s, A, "upgrade", d)
    assert s.rage[A] == 4
    assert ("free", "S", "F_UA") in s.legal_actions(A)
    act(s, A, "free", "S", "F_UA")
    assert s.fig[A]["S"] == "F_UA" and s.rage[A] == 4


# --- Upgrades: clan ---------------------------------------------------------------------------------------
def test_loki_release_glory_adds_up():
    s = three(2)
    s.ups[A] = [cid("Loki's Domain"), cid("Loki's Eminence")]
    put(s, A, "W", VAL, 2)
    s.stack = [["release"]]
    s.ask = None
    s._run()
    assert s.glory[A] == 6 and where(s, A, VAL) == []


def test_loki_wrath_release():
    s = three(3)
    s.ups[A] = [cid("Loki's Wrath")]
    put(s, A, "L", VAL)
    s.stack = [["release"]]
    s.ask = None
    s._run()
    assert s.glory[A] == 3


def test_charm_reduces_upgrade_cost():
    s = three()
    s.ups[A] = [cid("Frigga's Charm")]
    s.hand[A] = [cid("Thor's Glory")]
    act(s, A, "upgrade", cid("Thor's Glory"))
    assert s.rage[A] == 5
    assert s.upgrade_cost(A, cid("Tyr's Domain")) == 0


def test_succor_adds_a_warrior():
    s = three()
    s.ups[A] = [cid("Frigga's Succor")]
    act(s, A, "invade", "L")
    act(s, A, "to", "MUS")
    assert s.ask[0] == "succor"
    act(s, A, "yes")
    assert where(s, A, "MUS") == ["L", "W"] and s.rage[A] == 6


def test_succor_not_for_ships():
    s = three()
    s.ups[A] = [cid("Frigga's Succor")]
    act(s, A, "invade", "S")
    act(s, A, "to", "F_MH")
    assert s.ask[0] == "turn" and s.to_act() == [B]


def test_tyrs_domain_quest_as_battle_card():
    s = three()
    s.ups[A] = [cid("Tyr's Domain")]
    q = cid("Alfheim", 1)
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 2)
    s.hand[A], s.hand[B] = [q], [cid("Tyr's Bash")]
    ev = fight(s, A, "MUS", {A: q, B: cid("Tyr's Bash")})
    assert s.ask[0] == "tyr" and s.to_act() == [A]
    ev += act(s, A, "yes")
    tot, win = totals(ev)
    assert tot == {A: 4, B: 4} and win == -1
    assert s.hand[A] == [q]


def test_tyrs_wrath_and_domain_give_five():
    s = three(3)
    s.ups[A] = [cid("Tyr's Domain"), cid("Tyr's Wrath")]
    q = cid("Yggdrasil", 3)
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS", 2)
    s.hand[A], s.hand[B] = [q], [cid("Tyr's Bash")]
    ev = fight(s, A, "MUS", {A: q, B: cid("Tyr's Bash")})
    ev += act(s, A, "yes")
    assert totals(ev) == ({A: 6, B: 4}, A)
    assert q in s.discard


def test_blessing_after_loss():
    s = three()
    s.ups[B] = [cid("Loki's Blessing")]
    put(s, A, "W", "MUS", 3)
    put(s, B, "W", "MUS")
    fight(s, A, "MUS", {})
    assert s.ask[0] == "blessing" and s.to_act() == [B]
    act(s, B, "yes")
    assert where(s, B, "MUS") == ["W"] and where(s, B, VAL) == ["W"]


def test_blessing_not_in_yggdrasil():
    s = three()
    s.ups[B] = [cid("Loki's Blessing")]
    put(s, A, "W", "YGG", 3)
    put(s, B, "W", "YGG")
    fight(s, A, "YGG", {})
    assert s.ask[0] == "turn"


def test_inspiration_doubles_ragnarok_glory():
    s = three(2)
    s.rag = ["ELV", "MUS", "ANG"]
    s.ups[A] = [cid("Odin's Inspiration")]
    put(s, A, "W", "MUS", 2)
    s.stack = [["ragnarok"]]
    s.ask = None
    s._run()
    assert s.glory[A] == 12


def test_challenge_repillage():
    s = three(2)
    s.tokens["MUS"] = "G"
    s.pillaged = ["MUS"]
    s.ups[A] = [cid("Tyr's Challenge")]
    put(s, A, "W", "MUS")
    assert ("pillage", "MUS") not in s.legal_actions(A)
    act(s, A, "repillage", "MUS")
    assert s.rage[A] == 4 and s.glory[A] == 5


def test_protection_saves_figures():
    s = three(2)
    s.ups[B] = [cid("Frigga's Protection")]
    s.rage[B] = 1
    put(s, A, "W", "MUS", 3)
    put(s, B, "W", "MUS", 2)
    fight(s, A, "MUS", {})
    assert s.ask[0] == "protect"
    assert s.legal_actions(B) == [("keep", "MUS", "W"), ("done",)]
    act(s, B, "keep", "MUS", "W")
    assert s.rage[B] == 0
    assert where(s, B, "MUS") == ["W"] and where(s, B, VAL) == ["W"]


def test_protection_without_rage():
    s = three(2)
    s.ups[B] = [cid("Frigga's Protection")]
    s.rage[B] = 0
    put(s, A, "W", "MUS", 3)
    put(s, B, "W", "MUS", 2)
    fight(s, A, "MUS", {})
    assert where(s, B, VAL) == ["W", "W"]


def test_prowess_buys_back():
    s = three(2)
    s.ups[A] = [cid("Tyr's Prowess")]
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    r = cid("Tyr's Rage", 2)
    s.hand[A] = [r]
    fight(s, A, "MUS", {A: r})
    assert s.legal_actions(A) == [("buy", r), ("done",)]
    act(s, A, "buy", r)
    assert s.hand[A] == [r] and s.rage[A] == 5 and r not in s.discard


def test_thors_domain_pillage_after_invade():
    s = three(2)
    s.tokens["MUS"] = "G"
    s.ups[A] = [cid("Thor's Domain")]
    act(s, A, "invade", "L")
    act(s, A, "to", "MUS")
    assert s.ask[0] == "thordom"
    act(s, A, "yes")
    assert s.rage[A] == 4 and s.glory[A] == 5 and "MUS" in s.pillaged


def test_thors_domain_not_on_pillaged_province():
    s = three(2)
    s.pillaged = ["MUS"]
    s.ups[A] = [cid("Thor's Domain")]
    act(s, A, "invade", "L")
    act(s, A, "to", "MUS")
    assert s.ask[0] == "turn"


def test_friggas_domain_recall():
    s = three(3)
    s.ups[A] = [cid("Frigga's Domain")]
    give_monster(s, A, "FROST", VAL)
    act(s, A, "recall", "FROST")
    act(s, A, "to", "ANG")
    assert s.fig[A]["FROST"] == "ANG" and s.rage[A] == 5


def test_odins_throne_doubles_quest():
    s = three(3)
    s.phase = "quest"
    s.ups[A] = [cid("Odin's Throne")]
    put(s, A, "W", VAL, 4)
    s.quests[A] = [cid("Glorious Death", 3)]
    s.stack = [["questph"]]
    s.ask = None
    s._run()
    act(s, A, "stat", "AXES")
    assert s.glory[A] == 22


def test_conquest_and_epic_stats_at_end():
    s = three(3)
    s.ups[A] = [cid("Thor's Conquest")]
    put(s, A, "W", "MUS", 3)
    s.steps[A] = [4, 5, 6]
    s.stack = [["endage"]]
    s.ask = None
    s._run()
    assert s.is_over()
    bd = s.score_breakdown()[A]
    assert bd["stats"] == 40 and bd["upgrades"] == 9 and bd["total"] == 49
    assert s.winners() == [A]


def test_sacrifice():
    s = three(3)
    s.ups[A] = [cid("Frigga's Sacrifice"), cid("Eternal Dragons")]
    put(s, A, "W", "MUS")
    put(s, A, "S", "F_MH")
    act(s, A, "sacrifice", "MUS", "W")
    # the ship is the only possible second figure: taken without asking
    act(s, A, "stat", "HORNS")
    assert where(s, A, VAL) == ["S", "W"] and s.steps[A][2] == 2 and s.glory[A] == 12
    assert s.rage[A] == 6


def test_thors_glory_needs_two_enemy_deaths():
    s = three()
    s.ups[A] = [cid("Thor's Glory")]
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    fight(s, A, "MUS", {})
    assert s.glory[A] == 3


# --- quests --------------------------------------------------------------------------------------------
def _quest(s, seat, card):
    s.phase = "quest"
    s.quests[seat] = [card]
    s.stack = [["questph"]]
    s.ask = None
    s._run()


def test_yggdrasil_and_alfheim_quests():
    s = blank(4)
    s.destroyed = ["MUS"]
    put(s, A, "L", "YGG")
    put(s, B, "W", "YGG", 2)
    _quest(s, A, cid("Yggdrasil", 1))
    act(s, A, "stat", "RAGE")
    assert s.glory[A] == 6
    s = blank(4)
    s.destroyed = ["MUS"]
    put(s, B, "S", "F_UA")
    _quest(s, B, cid("Alfheim", 2))
    act(s, B, "stat", "RAGE")
    assert s.glory[B] == 7


def test_glorious_death_needs_four():
    s = three()
    put(s, A, "W", VAL, 3)
    _quest(s, A, cid("Glorious Death", 1))
    assert s.glory[A] == 0 and s.ask is None


def test_quest_in_destroyed_province_fails():
    s = three()
    put(s, A, "S", "F_GM")
    s.destroyed = ["GIM", "AND"]
    _quest(s, A, cid("Alfheim", 1))
    assert s.glory[A] == 0


# --- action phase basics ------------------------------------------------------------------------------------
def test_horns_limit_invade():
    s = three()
    put(s, A, "W", "MUS", 4)
    assert not any(a[0] == "invade" for a in s.legal_actions(A))


def test_march_any_number_and_cost():
    s = three()
    put(s, A, "W", "MUS", 3)
    act(s, A, "march", "MUS")
    assert s.rage[A] == 5
    act(s, A, "to", "UTG")  # the first Warrior moves without asking (only choice)
    assert s.legal_actions(A) == [("move", "W"), ("done",)]
    act(s, A, "move", "W")
    act(s, A, "move", "W")  # Utgard (3 villages) is full now: march ends
    assert where(s, A, "UTG") == ["W", "W", "W"] and s.to_act() == [B]


def test_pass_and_zero_rage_skip():
    s = three()
    act(s, A, "pass")
    assert s.rage[A] == 0 and s.passed[A]
    s.rage[C] = 0
    act(s, B, "invade", "L")
    act(s, B, "to", "MUS")
    assert s.ask[0] == "turn" and s.to_act() == [B]  # A passed, C has no Rage: skipped
    act(s, B, "pass")
    assert s.ask is None and s.rage == [0, 0, 0]


def test_action_phase_ends_when_all_passed():
    s = three()
    s.stack = [["discard_end"], ["action", 2]]
    act(s, A, "pass")
    act(s, B, "pass")
    act(s, C, "pass")
    assert s.rage == [0, 0, 0] and s.ask is None


def test_upgrade_replaces_leader_card():
    s = three(2)
    s.ups[A] = [cid("Lord of Hammers")]
    s.hand[A] = [cid("Lord of Axes")]
    act(s, A, "upgrade", cid("Lord of Axes"))
    assert s.ups[A] == [cid("Lord of Axes")] and cid("Lord of Hammers") in s.discard
    act(s, A, "free", "L", "MUS")
    assert s.fig[A]["L"] == "MUS" and s.rage[A] == 3


def test_clan_slot_choice_when_not_full():
    s = three()
    s.ups[A] = [cid("Frigga's Charm")]
    s.hand[A] = [cid("Thor's Glory")]
    act(s, A, "upgrade", cid("Thor's Glory"))
    assert s.legal_actions(A) == [("slot", -1), ("slot", cid("Frigga's Charm"))]
    act(s, A, "slot", -1)
    assert len(s.ups[A]) == 2


def test_setup_by_player_count():
    from game.blood_rage import new_game
    for n, k in ((2, 3), (3, 2), (4, 1)):
        s = new_game(n, 5)
        assert len(s.destroyed) == k
        assert not set(s.destroyed) & set(s.rag)
        assert s.doom == s.rag[0]
        assert s.tokens["YGG"] == "Y"
        assert sorted(v for p, v in s.tokens.items() if p != "YGG") == sorted("RRRAAHHG")
        assert s.round_label() == "Age 1 · Gods' Gifts"
        check_invariants(s)


def test_draft_two_players_keeps_two_before_passing():
    from game.blood_rage import new_game
    s = new_game(2, 3)
    packs0 = list(s.draft.packs[0])
    act(s, 0, "pick", packs0[0])
    act(s, 1, "pick", s.draft.packs[1][0])
    assert s.draft.packs[0] == packs0[1:]  # no pass after the first pick
    act(s, 0, "pick", packs0[1])
    act(s, 1, "pick", s.draft.packs[1][0])
    assert s.draft.packs[1] == packs0[2:]  # passed after the second
    while s.ask[0] == "pick":
        seat = s.to_act()[0]
        act(s, seat, *s.legal_actions(seat)[0])
    assert len(s.hand[0]) == len(s.hand[1]) == 6


def test_draft_hides_other_packs_and_kept_card_returns():
    from game.blood_rage import new_game
    s = new_game(3, 8)
    v = s.view(0)
    assert all(c == -1 for c in v.draft.packs[1])
    while s.ask[0] == "pick":
        seat = s.to_act()[0]
        act(s, seat, *s.legal_actions(seat)[0])
    assert [len(h) for h in s.hand] == [6, 6, 6]
    # jump to the discard phase and keep one card each
    kept = [s.hand[i][0] for i in range(3)]
    s.stack = [["draft"], ["discard"]]
    s.ask = None
    s._run()
    s.age = 2  # the draft below runs after the discard phase, with the Age-2 deck
    for i in range(3):
        act(s, i, "keep", kept[i])
    assert s.kept == kept and all(h == [] for h in s.hand)
    assert s.view(0).kept == [kept[0], -1, -1]
    while s.ask is not None and s.ask[0] == "pick":
        seat = s.to_act()[0]
        act(s, seat, *s.legal_actions(seat)[0])
    assert [len(h) for h in s.hand] == [7, 7, 7]
    assert all(kept[i] in s.hand[i] for i in range(3))
    check_invariants(s)


def test_secret_battle_choice_hidden_until_reveal():
    s = three()
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS")
    s.hand[A] = [cid("Tyr's Bash"), cid("Tyr's Smash", 1)]
    s.hand[B] = [cid("Tyr's Smite", 1), cid("Loki's Trickery")]
    act(s, A, "pillage", "MUS")
    assert sorted(s.to_act()) == [A, B]
    act(s, B, "play", cid("Tyr's Smite", 1))
    v = s.view(A)
    assert v.battle["choice"][B] == -1 and v.hand[B] == [-1]
    s.discard, s.unseen, s.unseen_by = [cid("Troll")], [cid("Tyr's Crush", 1)], [-1]
    v = s.view(A)
    assert v.discard == [cid("Troll")] and v.unseen == [-1]  # played cards public, unseen hidden
    assert s.view(B).battle["choice"][B] == cid("Tyr's Smite", 1)
    assert v.legal_actions(A) == s.legal_actions(A)
    assert s.to_act() == [A]
    ev = act(s, A, "play", cid("Tyr's Bash"))
    assert totals(ev) == ({A: 3, B: 6}, B)


def test_describe_every_event():
    from game.blood_rage import describe, new_game
    from game.core import Rng
    names = ["P1", "P2", "P3", "P4"]
    s = new_game(4, 21)
    rng = Rng(5)
    seen = set()
    while not s.is_over():
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        non_pass = [a for a in legal if a[0] != "pass"]
        a = rng.choice(non_pass if non_pass and rng.random() < 0.9 else legal)
        for e in s.apply(seat, a):
            line = describe(e, names)
            assert isinstance(line, str)
            assert not line.startswith("{"), line
            seen.add(e["t"])
    assert {"pillage", "battle", "compare", "destroyed", "ragnarok", "game_over"} <= seen
