"""The playout policy of Blood Rage's `hard` (bot.rollout_policy) makes the same draws and the
same choices as game/ai/mcts.py's default (epsilon-greedy on the priors, the first of the
best), on every decision of seeded games and of determinised search states."""

from __future__ import annotations

from game.ai import mcts
from game.ai.common import argmax
from game.blood_rage import bot as B
from game.core import Rng
from game.registry import get_game
from tests.blood_rage.br_helpers import aggressive


def _default(st, seat, legal, rng):
    """mcts.HardBot._policy_action without a game policy."""
    if len(legal) == 1:
        return legal[0]
    if rng.random() < mcts.DEFAULT_EPSILON:
        return legal[rng.below(len(legal))]
    return legal[argmax(B.priors(st, seat, legal))]


def test_the_epsilon_is_the_search_s():
    assert B.ROLLOUT_EPSILON == mcts.DEFAULT_EPSILON


def test_rollout_policy_chooses_as_the_default():
    checked = calls = 0
    for n, seed in ((2, 71), (3, 72), (4, 73), (4, 74)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            if len(legal) > 1:
                states = [st]
                if checked % 3 == 0:  # a search's state (the board cache on)
                    states.append(B.determinize(st.view(seat), seat, Rng(checked)))
                for s in states:
                    for k in range(4):
                        r1, r2 = Rng(checked * 10 + k), Rng(checked * 10 + k)
                        lg = s.legal_actions(seat)
                        assert B.rollout_policy(s, seat, lg, r1) == _default(s, seat, lg, r2)
                        assert r1.state == r2.state
                calls += st.ask is not None and st.ask[0] == "call"
                checked += 1
            st.apply(seat, aggressive(rng, legal))
    assert checked > 500 and calls > 20
