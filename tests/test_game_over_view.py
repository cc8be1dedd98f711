"""The engine contract (DESIGN.md): a finished game's score is public. Every seat's view
of it has the game's scores and winners: the board's top bar and the game-over screen
read them from the view."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.registry import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_view_of_a_finished_game_has_its_scores_and_winners(game_id):
    spec = GAMES[game_id]
    checked = 0
    for n in range(spec.min_players, spec.max_players + 1):
        for seed in (3, 4):
            st = spec.new_game(n, seed, {})
            rng = Rng(seed)
            while not st.is_over():
                seat = st.to_act()[0]
                legal = st.legal_actions(seat)
                st.apply(seat, legal[rng.below(len(legal))])
            for seat in range(n):
                v = st.view(seat)
                assert v.is_over()
                assert (v.scores(), v.winners()) == (st.scores(), st.winners()), (n, seed, seat)
                checked += 1
    assert checked >= 2 * (spec.max_players - spec.min_players + 1)
