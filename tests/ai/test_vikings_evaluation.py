"""Tiny Epic Vikings' evaluation sees the draft: a card picked (or held) counts by its
worth, so two picks of one pack no longer look alike to `hard` (which then chose among
them by noise, while `normal` broke the tie with its priors)."""

from __future__ import annotations

from game.core import Rng
from game.registry import get_game
from game.vikings import bot as VB


def _draft_state():
    st = get_game("vikings").new_game(2, 31, {})
    rng = Rng(2)
    while st.phase != "draft":
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    return st


def test_picks_of_different_worth_evaluate_differently():
    st = _draft_state()
    seat = st.to_act()[0]
    picks = st.legal_actions(seat)
    assert len(picks) >= 2
    values = {}
    for a in picks:
        s = st.clone()
        s.apply(seat, a)
        values[a] = VB.evaluate(s.view(seat), seat)
    best_by_worth = max(picks, key=lambda a: VB._HELD[a[1]])
    worst_by_worth = min(picks, key=lambda a: VB._HELD[a[1]])
    assert VB._HELD[best_by_worth[1]] > VB._HELD[worst_by_worth[1]]
    assert values[best_by_worth] > values[worst_by_worth]


def test_held_worths_average_the_old_flat_worth():
    w = list(VB._HELD.values())
    assert abs(sum(w) / len(w) - VB.HELD_AVG) < 1e-9
    assert max(w) > 1.5 * min(w)


def test_hard_reads_the_games_exploration_constant():
    from game.ai import make_bot
    assert make_bot("hard", "vikings").c == VB.UCT_C
    assert make_bot("hard", "midgard").c == 0.7
