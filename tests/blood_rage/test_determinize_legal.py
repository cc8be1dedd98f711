"""A state drawn from a view (bot.determinize) starts with the seat's legal actions that the
view has just worked out (the engine contract: a seat's legal actions follow from what it
may know): they equal the legal actions worked out afresh in the drawn state, at every
step of seeded games."""

from __future__ import annotations

from game.blood_rage import bot as B
from game.core import Rng
from game.registry import get_game


def test_the_root_s_legal_actions_equal_a_fresh_count():
    checked = shared = 0
    for n, seed in ((2, 81), (3, 82), (4, 83)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            v = st.view(seat)
            assert v.legal_actions(seat) == legal
            for k in range(2):
                d = B.determinize(v, seat, Rng(seed * 100 + checked + k))
                shared += d.lcache is not None
                got = d.legal_actions(seat)
                d.lcache = None
                assert got == d.legal_actions(seat) == legal
                checked += 1
            st.apply(seat, legal[rng.below(len(legal))])
    assert checked > 500 and shared == checked
