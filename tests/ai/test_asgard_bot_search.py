"""Asgard's `hard` search parameters (game/asgard/bot.py: UCT_C, PRIOR_VISITS,
ROLLOUT_DEPTH): the generic search reads them, follows its evidence instead of
spreading its iterations evenly, and stays deterministic at a fixed iteration count."""

from __future__ import annotations

from game.ai import make_bot
from game.ai.mcts import HardBot
from game.asgard import bot as AB
from game.asgard import new_game
from game.core import Rng


def _position(seed: int, steps: int):
    """The state after `steps` decisions of two `normal` bots."""
    st = new_game(2, seed, {})
    nb = make_bot("normal", "asgard")
    rng = Rng(seed)
    for _ in range(steps):
        seat = st.to_act()[0]
        st.apply(seat, nb.choose(st.view(seat), seat, rng))
    return st


def test_hard_reads_asgards_search_parameters():
    hb = make_bot("hard", "asgard")
    assert hb.c == AB.UCT_C < 0.7
    assert hb.prior_visits == AB.PRIOR_VISITS > 8
    assert hb.rollout_depth == AB.ROLLOUT_DEPTH


def test_the_search_follows_its_evidence():
    # a placement (seven choices, three of them clearly worse by the evaluation): with
    # the generic exploration constant the 200 iterations were spread almost evenly
    # (19 to 42 visits each)
    st = _position(5, 9)
    seat = st.to_act()[0]
    view = st.view(seat)
    legal = view.legal_actions(seat)
    assert st.phase == "place" and len(legal) >= 6
    hb = HardBot("asgard", AB, iterations=200)
    hb.early_stop = False
    hb.choose(view, seat, Rng(2))
    visits = sorted((hb.last_root.children[(seat, a)].visits - hb.prior_visits for a in legal), reverse=True)
    assert sum(visits) == 200
    assert visits[0] >= 2 * 200 / len(legal)
    assert sum(1 for v in visits if v < 10) >= len(legal) // 2


def test_a_fixed_iteration_count_gives_the_same_game():
    def play() -> list:
        st = new_game(2, 11, {})
        bots = [HardBot("asgard", AB, iterations=30), make_bot("normal", "asgard")]
        rngs = [Rng(1), Rng(2)]
        moves = []
        while not st.is_over() and len(moves) < 80:
            seat = st.to_act()[0]
            a = bots[seat].choose(st.view(seat), seat, rngs[seat])
            assert a in st.legal_actions(seat)
            st.apply(seat, a)
            moves.append(a)
        return moves

    assert play() == play()
