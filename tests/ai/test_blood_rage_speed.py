"""The Blood Rage bot's fast paths give the engine's numbers: the strength table equals
`state.strength` for every seat and province, and `evaluate_all` (projections computed
together) equals `evaluate` seat by seat, over seeded random games."""

from __future__ import annotations

from game.blood_rage import bot as B
from game.blood_rage.data import PROVINCES
from game.core import Rng
from game.registry import get_game


def test_strength_table_and_evaluate_all_match_the_plain_paths():
    checked = 0
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            tab = B.strength_table(st)
            for i in range(n):
                for p in PROVINCES:
                    assert tab[i].get(p, 0) == st.strength(i, p), (i, p)
            if checked % 3 == 0:
                assert B.evaluate_all(st) == [B.evaluate(st, s) for s in range(n)]
                v = st.view(seat)
                assert B.projections_all(v)[seat] == B.projections(v, seat)
            checked += 1
            st.apply(seat, legal[rng.below(len(legal))])
    assert checked > 300
