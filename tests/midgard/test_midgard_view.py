"""view(seat) hides what it must and stays playable; determinize fills it consistently."""

from __future__ import annotations

from midgard_helpers import check_invariants

from game.core import HIDDEN, Rng
from game.midgard import new_game
from game.midgard.data import CARD_DECK, GOLD, NUM_CARDS


def _advance(st, steps, seed=3):
    rng = Rng(seed)
    for _ in range(steps):
        if st.is_over():
            break
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    return st


def _swap_hand_card_with_deck(st, seat):
    """A copy of st in which one non-gold card of seat's hand is exchanged with a deck card
    of the same deck."""
    other = st.clone()
    h = other.hands[seat]
    i = next(i for i, c in enumerate(h) if CARD_DECK[c] != GOLD)
    deck = other.decks[CARD_DECK[h[i]]]
    h[i], deck[0] = deck[0], h[i]
    h.sort()
    return other


def test_views_do_not_depend_on_other_hands_or_the_deck():
    st = _advance(new_game(3, 11, {}), 60)
    assert st.phase == "action" or st.phase == "draft"
    other = _swap_hand_card_with_deck(st, 1)
    assert other.to_json() != st.to_json()
    for viewer in (0, 2):
        assert st.view(viewer).to_json() == other.view(viewer).to_json()
    assert st.view(1).to_json() != other.view(1).to_json()


def test_view_hides_hands_decks_packets_tokens_and_rng():
    st = new_game(4, 8, {})
    # in the draft: others' packets hidden, own visible
    st.apply(1, st.legal_actions(1)[0])
    v = st.view(0)
    assert v.draft.packs[0] == st.draft.packs[0]
    assert v.draft.packs[2] == [HIDDEN] * len(st.draft.packs[2])
    assert v.draft.pending[1] == HIDDEN and st.draft.pending[1] not in (None, HIDDEN)
    assert all(c == HIDDEN for d in v.decks for c in d)
    assert [len(d) for d in v.decks] == [len(d) for d in st.decks]
    assert v.rng.state != st.rng.state
    assert v.viewer == 0
    assert v.legal_actions(0) == st.legal_actions(0)
    _advance(st, 200, seed=5)        # round 3's action phase: tokens held, game not over
    while st.round < 2:
        _advance(st, 1, seed=st.t + 1)
    assert not st.is_over() and all(sum(t) for t in st.tokens)   # (at game end all are revealed)
    for s in range(4):
        v = st.view(s)
        for o in range(4):
            assert len(v.hands[o]) == len(st.hands[o])
            assert v.token_count(o) == st.token_count(o)
            if o == s:
                assert v.hands[o] == st.hands[o] and v.tokens[o] == st.tokens[o]
            else:
                assert v.tokens[o] == [0, 0, 0]
                # gold cards in hands were revealed: public; the others hidden
                assert sorted(c for c in v.hands[o] if c != HIDDEN) == sorted(
                    c for c in st.hands[o] if CARD_DECK[c] == GOLD)
        assert v.scores() == st.scores()


def test_view_is_playable_for_the_viewer_and_determinize_is_consistent():
    st = new_game(5, 21, {})
    rng = Rng(77)
    for step in range(400):
        if st.is_over():
            break
        seat = st.to_act()[0]
        v = st.view(seat)
        legal = st.legal_actions(seat)
        assert v.legal_actions(seat) == legal
        a = legal[rng.below(len(legal))]
        v.apply(seat, a)          # a view accepts the viewer's own actions
        if step % 25 == 0:
            d = v.determinize(Rng(step))
            cards = [c for h in d.hands for c in h] + [c for h in d.played for c in h] + \
                [c for dk in d.decks for c in dk]
            if d.draft is not None:
                cards += [c for p in d.draft.packs + d.draft.picked for c in p]
                cards += [c for c in d.draft.pending if c is not None]
            assert sorted(cards) == list(range(NUM_CARDS))
            assert all(sum(d.tokens[o]) == v.token_count(o) for o in range(5))
            # a determinised view can be played to the end by anyone
            _advance(d, 3000, seed=step)
            assert d.is_over()
            check_invariants(d)
        st.apply(seat, a)


def test_token_colours_are_secret_during_the_game_and_revealed_at_the_end():
    st = new_game(3, 14, {})
    rng = Rng(2)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
        if st.round == 3 and st.phase == "action" and any(st.tokens[1]):
            v = st.view(0)
            assert v.tokens[1] == [0, 0, 0] and v.token_count(1) == sum(st.tokens[1])
    assert sum(st.tokens[1]) > 0
    for viewer in range(3):
        v = st.view(viewer)
        assert v.tokens == st.tokens and v.tok_hidden == [0, 0, 0]      # 10.1: all revealed
        assert v.winners() == st.winners() and v.scores() == st.scores()
        for o in range(3):
            if o != viewer:
                assert HIDDEN in v.hands[o] or not v.hands[o]           # unplayed cards stay hidden


def test_the_state_offers_every_accessor_of_midgard_view():
    """MidgardView (view.py) lists what a board reads; the state has each one."""
    from game.midgard.state import MidgardState
    from game.midgard.view import MidgardView

    names = [n for n in vars(MidgardView) if not n.startswith("_")]
    assert len(names) >= 25
    missing = [n for n in names if not hasattr(MidgardState, n)]
    assert missing == []


def test_hand_and_drafted_are_copies_that_hide_what_the_view_hides():
    st = new_game(3, 8)
    own = st.legal_actions(0)[0]
    st.apply(0, own)
    st.apply(1, st.legal_actions(1)[0])
    v = st.view(2)
    assert v.drafted(0) == (HIDDEN,) and st.drafted(0) == (own.card,)
    assert st.view(0).drafted(0) == (own.card,)
    assert st.drafted(2) == ()
    h = st.hand(0)
    assert isinstance(h, tuple) and list(h) == st.hands[0]
    _advance(st, 3)      # the draft's first packets pass: the first picks join the picked
    assert own.card in st.drafted(0)
    hand_before = list(st.hands[0])
    with_hand = st.hand(0)
    assert with_hand == tuple(hand_before)
    assert not hasattr(with_hand, "append")   # never the list the rules mutate
