"""What a seat may know and its determinisation (game/vikings/view.py): hidden hands, packs,
battle cards, deck, Favor cards, Giants; determinised views consistent and playable."""

from __future__ import annotations

import pytest
from vikings_helpers import check_invariants, random_game

from game.core import HIDDEN, Rng
from game.vikings import new_game


def test_view_hides_hands_packs_battle_cards_deck_giants():
    st, _ = random_game(3, 2, True, k=0)
    while st.phase != "draft":
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    v = st.view(0)
    assert v.draft.packs[1] == [HIDDEN] * len(st.draft.packs[1])
    assert v.draft.packs[0] == st.draft.packs[0]
    assert all(x == HIDDEN for x in v.deck) and len(v.deck) == len(st.deck)
    assert all(g in (0, HIDDEN) for g in v.giants) and any(g == HIDDEN for g in v.giants)
    assert v.rng.state != st.rng.state
    # play until someone has a face-down battle card
    rng = Rng(1)
    while not st.is_over():
        if st.battle is not None and st.down and st.phase == "actions":
            break
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        fight = [a for a in legal if a[0] == "battle"]
        st.apply(s, fight[0] if fight else legal[rng.below(len(legal))])
    owner, card = st.battle["parts"][0]
    other = (owner + 1) % 3
    v = st.view(other)
    assert card not in v.rows[owner] and HIDDEN in v.rows[owner]
    assert v.hands[owner] == [HIDDEN] * len(st.hands[owner])
    assert st.view(owner).rows[owner] == st.rows[owner]
    assert v.to_json() != st.to_json()
    check_invariants(st)


def test_view_hides_favor_cards_and_slain_giants():
    st = new_game(3, 1, {"expansion": "ragnarok"})
    st.favors[1] = ["FV01"]
    st.slain[1] = [5]
    v = st.view(0)
    assert v.favors[1] == [HIDDEN] and v.slain[1] == [HIDDEN]
    assert st.view(1).slain[1] == [5]


@pytest.mark.parametrize("n,rag", [(2, False), (2, True), (3, False), (3, True), (4, True)])
def test_game_over_view_shows_every_favor_card_and_giant(n, rag):
    """The final scoring is public: every seat's view of a finished game has the state's
    scores and winners (the board's "Game over: X wins" reads them from the view)."""
    mismatched = 0
    for seed in range(1, 5):
        st, _ = random_game(n, seed, rag)
        assert st.is_over()
        for seat in range(n):
            v = st.view(seat)
            assert v.favors == st.favors and v.slain == st.slain
            mismatched += v.scores() != st.scores() or v.winners() != st.winners()
    assert mismatched == 0


@pytest.mark.parametrize("n,rag", [(1, True), (2, False), (2, True), (3, True), (4, False)])
def test_determinized_views_are_consistent_and_playable(n, rag):
    st = new_game(n, 17, {"expansion": "ragnarok" if rag else "none"})
    rng = Rng(5)
    k = 0
    while not st.is_over():
        seats = st.to_act()
        s = seats[rng.below(len(seats))]
        if k % 7 == 0:
            v = st.view(s)
            d = v.determinize(Rng(k))
            check_invariants(d)  # cards, favors and giants conserved
            assert d.legal_actions(s) == st.legal_actions(s)
            for _ in range(15):  # it plays on for everybody
                if d.is_over():
                    break
                t = d.to_act()[0]
                legal = d.legal_actions(t)
                d.apply(t, legal[rng.below(len(legal))])
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))])
        k += 1
