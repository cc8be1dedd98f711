"""More rules: 2-player neutral, Invaders, cleanup and Chieftain, scoring ties, log lines."""

from __future__ import annotations

import pytest
from vikings_scen import R, blank, do, favor_row, give, on_top, start_turn

from game.vikings import data as D
from game.vikings import describe
from game.vikings.influence import check_control, influence
from game.vikings.scoring import score_clan
from game.vikings.strength import strength

A, B, C = 0, 1, 2


def test_two_player_neutral_islands():
    st = blank(2)
    nt = st.neutral
    n = R(st, "N")
    st.temples[nt][n] = 1
    st.settlers[nt][n] = 2
    st.ctrl[n] = nt
    assert influence(st, nt, n) == 6
    st.settlers[A][n] = 3
    st.res[A] = [0, 0, 0]
    from game.vikings.settlers import attack
    attack(st, A, [n], [])
    assert st.settlers[nt][n] == 1 and st.smat[nt] == 0  # to the box, not a mat
    check_control(st, [])
    assert st.ctrl[n] == nt  # 3 < 5
    st.boats[A][0] = "N.cw"
    st.temples[A][n] = 1
    ev: list = []
    check_control(st, ev)
    assert st.ctrl[n] == A and st.fury[0] == 1  # taken from the island: Frigg +1


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


def test_cleanup_chieftain_and_discard():
    st = blank(3)
    st.ctrl[R(st, "N")] = B
    st.settlers[B][R(st, "N")] = 1
    st.ctrl[R(st, "S")] = C
    st.settlers[C][R(st, "S")] = 1
    st.ctrl[R(st, "NE")] = C
    st.settlers[C][R(st, "NE")] = 1
    give(st, A, "F13")
    start_turn(st, A)
    do(st, A, ("lead", "F13"), ("skip",))
    while st.phase == "actions":
        do(st, A, st.legal_actions(A)[-1])
    assert st.era == 2 and st.phase == "draft" and st.chief == C
    assert "F13" in st.discard and st.rows[A] == []
    assert st.round_label() == "Era 2 · Draft"
    assert st.draft.direction == -1 and len(st.draft.packs[0]) == 5


def test_chieftain_tie_goes_to_latest_player():
    st = blank(3)
    st.ctrl[R(st, "N")] = A
    st.ctrl[R(st, "S")] = B
    st.last_play = [5, 7, 9]
    from game.vikings.state import MACHINE
    st.era = 1
    MACHINE.steps["cleanup"](st, {}, [])
    assert st.chief == B


def test_wild_favor_rune_scores_best():
    st = blank(3)
    st.fury = [1, 5, 3]  # Odin (H) first
    st.favors[A] = ["FV16"]  # F + any
    sc = score_clan(st, A)
    assert sc["favors"] == 1 + 3


def test_winner_tiebreakers():
    st = blank(3)
    st.ctrl[R(st, "N")] = A  # 1 island
    st.favors[B] = ["FV01", "FV02"]  # F, F
    st.fury = [0, 0, 0]
    # A: island F 2 points; B: 1 + 1 = 2 points -> tie; A has more Island Runes
    assert st.scores() == [2, 2, 0]
    assert st.winners() == [A]


def test_describe_every_event_of_a_game():
    names = ["Ann", "Bo", "Cy", "Di"]
    from game.core import Rng
    from game.vikings import new_game
    st = new_game(3, 8, {"expansion": "ragnarok"})
    rng = Rng(2)
    lines = []
    while not st.is_over():
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        for ev in st.apply(s, legal[rng.below(len(legal))]):
            line = describe(ev, names[:3])
            assert isinstance(line, str)
            if line:
                lines.append(line)
    assert any("Era 3" in x for x in lines) and lines[-1] == "The third era ends: final scoring."


def test_prompts_labels_and_setup_events():
    from game.core import Rng
    from game.vikings import action_label, new_game, prompt
    for n, rag in ((1, True), (2, False), (4, True)):
        st = new_game(n, 6, {"expansion": "ragnarok" if rag else "none"})
        lines = [describe(e, ["Ann", "Bo", "Cy", "Di"][:n]) for e in st.setup_events()]
        assert lines[0].startswith("Map: ") and all(lines)
        rng = Rng(n)
        while not st.is_over():
            s = st.to_act()[0]
            assert prompt(st, s) and st.prompt(s)
            legal = st.legal_actions(s)
            for a in legal:
                assert action_label(a)
            st.apply(s, legal[rng.below(len(legal))])
        assert prompt(st) == "The game is over"


def test_map_tables_are_consistent():
    from collections import Counter

    from game.vikings.board import board
    villages = {"A": 9, "B": 10, "RN13": 7, "RN4": 10}
    docks = {"A": 21, "B": 28, "RN13": 16, "RN4": 24}
    for mid in ("A", "B", "RN13", "RN4"):
        b = board(mid)
        assert len(b.village_docks) == villages[mid] and len(b.docks) == docks[mid]
        for d in b.docks:
            assert b.dock_fjord[d] in b.fjord_adj
            to = b.dock_route[d]
            if to:
                assert b.dock_route[to] == d
        for f, adj in b.fjord_adj.items():
            for g in adj:
                assert f in b.fjord_adj[g], (mid, f, g)
        seen = {b.fjords[0]}
        todo = [b.fjords[0]]
        while todo:
            for g in b.fjord_adj[todo.pop()]:
                if g not in seen:
                    seen.add(g)
                    todo.append(g)
        assert seen == set(b.fjords)
        for r, adj in enumerate(b.region_adj):
            for x in adj:
                assert r in b.region_adj[x]
        runes = Counter(b.rune)
        assert set(runes.values()) == ({2} if len(b.regions) == 6 else {3})
    rn = board("RN13")
    assert set(rn.region_adj[rn.ridx["4"]]) == {rn.ridx[x] for x in ("2A", "2B", "3", "5")}
    assert rn.dock_regions["2AB.s"] == (rn.ridx["2A"], rn.ridx["2B"])


@pytest.mark.parametrize("n", [3, 4])
def test_draft_hand_sizes_and_pass_directions_by_era(n):
    """A5.1/A5.2: era 1 deals 4 and passes left (clockwise), era 2 deals 5 and passes right,
    era 3 deals 6 and passes left; every player ends with the era's hand size."""
    from game.core import Rng
    from game.vikings import new_game
    st = new_game(n, 13, {})
    rng = Rng(5)
    seen = []
    while not st.is_over():
        if st.phase == "draft" and st.draft is not None and all(len(p) == D.HAND_SIZE[st.era]
                                                               for p in st.draft.packs):
            era = st.era
            packs = [list(p) for p in st.draft.packs]
            picks = [p[0] for p in packs]
            for s in range(n):
                st.apply(s, ("pick", picks[s]))
            to = {1: 1, 2: -1, 3: 1}[era]  # +1: to the seat on the left (clockwise)
            for s in range(n):
                left = list(packs[s])
                left.remove(picks[s])
                assert sorted(st.draft.packs[(s + to) % n]) == sorted(left)
            seen.append(era)
            while st.phase == "draft":
                s = st.to_act()[0]
                st.apply(s, st.legal_actions(s)[0])
            assert [len(h) for h in st.hands] == [D.HAND_SIZE[era]] * n
            continue
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))])
    assert seen == [1, 2, 3]


def test_two_player_draft_every_era_neutral_between_and_discards_hand_minus_one():
    """A13: the neutral hand sits between the players; era 1 and 3 A passes to the neutral
    seat (left), era 2 A passes to B (right) and B to the neutral; the neutral discards
    exactly hand size - 1 cards per era and both players keep the era's hand size."""
    from game.core import Rng
    from game.vikings import new_game
    st = new_game(2, 21, {})
    rng = Rng(8)
    seen = []
    while not st.is_over():
        if st.phase == "draft" and st.draft is not None and len(st.draft.packs[0]) == D.HAND_SIZE[st.era] \
                and st.draft.pending[0] is None and not st.draft.picked[0]:
            era = st.era
            hs = D.HAND_SIZE[era]
            d0 = len(st.discard)
            assert st.dmap == [0, -1, 1]
            a_pack = list(st.draft.packs[0])
            b_pack = list(st.draft.packs[2])
            st.apply(0, ("pick", a_pack[0]))
            st.apply(1, ("pick", b_pack[0]))
            if era == 2:  # right: A -> B -> neutral -> A
                assert sorted(st.draft.packs[2]) == sorted(a_pack[1:])
            else:  # left: A -> neutral -> B -> A (the neutral already discarded one of A's cards)
                assert sorted(st.draft.packs[0]) == sorted(b_pack[1:])
                assert set(st.draft.packs[1]) < set(a_pack[1:]) and len(st.draft.packs[1]) == hs - 2
            while st.phase == "draft":
                s = st.to_act()[0]
                st.apply(s, st.legal_actions(s)[0])
            assert len(st.discard) - d0 == hs - 1
            assert [len(h) for h in st.hands] == [hs, hs]
            seen.append(era)
            continue
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))])
    assert seen == [1, 2, 3]
