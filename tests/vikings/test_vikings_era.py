"""The era structure (game/vikings/era.py, A5, A13): the draft by era and player count, cleanup
and the Chieftain Marker."""

from __future__ import annotations

import pytest
from vikings_scen import R, blank, do, give, start_turn

from game.vikings import data as D

A, B, C = 0, 1, 2


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
