"""Ragnarök (rules section 10): one test per magic effect and the whole sequence."""

from __future__ import annotations

from asgard_helpers import BLUE, PURPLE, RED, YELLOW, act, position, run_frames

from game.asgard import data as D
from game.asgard.ragnarok import side_value, split_recruits


def _gt(god, num):
    return D.god_tile(D.GOD_INDEX[god], num)


def _duel():
    """World 3: Baldr 2 (light, Red alone) against Loki 3 (dark, Blue on top, Yellow below)."""
    st = position(4, rnd=5)
    st.slot[2] = [_gt("baldr", 2), _gt("loki", 3)]
    st.rag_disc[4] = [RED]
    st.rag_disc[5] = [BLUE, YELLOW]
    st.rag_rec[4] = [2, 0, 0]
    st.rag_rec[5] = [0, 0, 1]
    return st


def test_double_recruits_never_more_than_double():
    st = _duel()
    st.rag_items[4] = [[RED, 1, D.DOUBLE_RECRUITS]]
    assert side_value(st, 2, 0) == 2 + 4
    st.rag_items[4].append([RED, 1, D.DOUBLE_RECRUITS])
    assert side_value(st, 2, 0) == 2 + 4


def test_break_weapon_cancels_the_highest_weapons():
    st = _duel()
    st.rag_items[5] = [[BLUE, 0, 1], [BLUE, 0, 4], [YELLOW, 0, 3]]
    assert side_value(st, 2, 1) == 3 + 2 + 8
    st.rag_items[4] = [[RED, 1, D.BREAK_WEAPON]]
    assert side_value(st, 2, 1) == 3 + 2 + 4
    st.rag_items[4].append([RED, 1, D.BREAK_WEAPON])
    assert side_value(st, 2, 1) == 3 + 2 + 1


def test_break_weapon_hits_a_legendary_weapon_under_a_population():
    st = position(4, rnd=5)
    st.slot[2] = [_gt("baldr", 2), D.POP_INDEX["D6"]]
    st.rag_lw[2] = 5
    assert side_value(st, 2, 1) == 4 + 5
    st.rag_items[4] = [[RED, 1, D.BREAK_WEAPON]]
    assert side_value(st, 2, 1) == 4


def test_nullify_tile():
    st = _duel()
    st.rag_items[4] = [[RED, 1, D.NULLIFY_TILE]]
    assert side_value(st, 2, 1) == 0 + 2
    assert side_value(st, 2, 0) == 2 + 2


def test_top_bonus_lone_disc_counts_as_top():
    st = _duel()
    st.rag_items[4] = [[RED, 0, 5], [BLUE, 1, D.TOP_BONUS]]
    run_frames(st, ["ragresolve", -1])
    assert st.score[RED] == 12 + 7 + 10 and st.score[BLUE] == 0


def test_bottom_bonus_pays_the_bottom_disc_and_nobody_for_a_lone_disc():
    st = _duel()
    st.rag_items[5] = [[RED, 1, D.BOTTOM_BONUS]]
    run_frames(st, ["ragresolve", -1])
    assert st.score[BLUE] == 9 and st.score[YELLOW] == 5 + 10 and st.score[RED] == 0
    st = _duel()
    st.rag_items[4] = [[RED, 0, 5], [RED, 1, D.BOTTOM_BONUS]]
    run_frames(st, ["ragresolve", -1])
    assert st.score[RED] == 19


def test_tie_and_population_win_score_nothing():
    st = _duel()
    st.rag_rec[4] = [1, 0, 1]  # 2 + 3 = 5 each
    run_frames(st, ["ragresolve", -1])
    assert st.score == [0, 0, 0, 0]
    st = position(4, rnd=5)
    st.slot[2] = [_gt("baldr", 1), D.POP_INDEX["D8"]]
    st.rag_disc[4] = [RED]
    run_frames(st, ["ragresolve", -1])
    assert st.score == [0, 0, 0, 0]


def test_split_three_tiles_generalised():
    parts = split_recruits(3, [4, 1, 2], [2, 3, 2])
    strengths = [p[0] + p[1] + 2 * p[2] for p in parts]
    assert sorted(strengths) == [3, 3, 3]
    assert parts[1][2] == 1 and parts[2][2] == 1 and parts[0][2] == 0


def test_full_ragnarok_sequence():
    st = position(4, rnd=5)
    # world 2: Odin 4 against population D3 (strength 2) -> legendary weapon under D3
    st.slot[1] = [_gt("odin", 4), D.POP_INDEX["D3"]]
    # world 5: two populations leave
    # underworld god tile leaves
    st.slot[D.DARK_UNDERWORLD][1] = _gt("hel", 2)
    st.god_stack[D.HEL] = [_gt("hel", 1), _gt("hel", 3), _gt("hel", 4)]
    st.god_stack[D.ODIN] = [_gt("odin", 1), _gt("odin", 2), _gt("odin", 3)]
    st.support[D.ODIN] = [RED, PURPLE]
    st.support[D.HEL] = [BLUE, -1]
    st.god_rec[D.ODIN] = [0, 2, 0]
    st.god_rec[D.HEL][2] = 3
    st.bt_held[YELLOW] = [9, 3]
    st.victory[4][YELLOW] = 1
    st.centre[BLUE] = 1
    st.lw_shown = [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5]]
    st.lw_stack = [[], []]
    st.w_held[RED] = [3]
    st.m_held[PURPLE] = [D.DOUBLE_RECRUITS]
    st.w_held[BLUE] = [5]  # Blue supports no tile in worlds 1-7: keeps it unused
    st.valhalla = [1, 0]
    ev = run_frames(st, ["rag", -1])
    assert st.score[YELLOW] == 12
    assert st.victory[4][YELLOW] == 0 and st.centre[BLUE] == 0 and st.home[YELLOW] == 1
    assert st.slot[D.DARK_UNDERWORLD][1] == 0 and _gt("hel", 2) in st.god_out
    # gods without a tile in worlds 1-7 lose their recruits (Freyja, Baldr, Týr, Thor, Loki, Hel)
    assert st.rec_out == [2, 2, 1 + 3] and st.god_rec[D.HEL] == [0, 0, 0]
    assert st.slot[4] == [0, 0]
    assert any(e["t"] == "popsleave" and e["w"] == 5 for e in ev)
    assert 1 <= st.rag_lw[1] <= 5
    assert st.rag_disc[2] == [RED, PURPLE] and st.rag_rec[2] == [0, 2, 0]
    # Valhalla draft: Red (order 1) takes the white warrior, the draft ends
    assert st.to_act() == [RED]
    ev = act(st, RED, "warrior", "white", 2)
    # weapons and magic, in turn order, compulsory: each has one choice, taken at once
    placed = [(e["seat"], e["w"], e["side"]) for e in ev if e["t"] == "wmplace"]
    assert placed == [(RED, 2, 0), (PURPLE, 2, 0)]
    assert st.rag_items[2] == [[RED, 0, 3], [PURPLE, 1, D.DOUBLE_RECRUITS]]
    assert st.w_held[BLUE] == [5]
    # light: 4 + (1 + 2) * 2 + 3 = 13 against the population's 2 + legendary weapon
    res = [e for e in ev if e["t"] == "ragworld"]
    assert res[0]["w"] == 2 and res[0]["light"] == 13 and res[0]["dark"] == 2 + st.rag_lw[1]
    assert st.score[RED] == 10 and st.score[PURPLE] == 6
    assert st.to_act() == []
