"""`State.apply_legal` (the bots' playouts) is `apply` without the check: for every game,
a seeded random game played with it gives the same events and the same states."""

from __future__ import annotations

import json

import pytest

from game.core import IllegalAction, Rng
from game.registry import GAMES, get_game

CASES = [(g, n, opts) for g, counts, opts in (
    ("midgard", (2, 5), {}),
    ("blood_rage", (2, 4), {}),
    ("asgard", (2, 4), {}),
    ("vikings", (1, 3), {"expansion": "ragnarok"}),
) for n in counts]


@pytest.mark.parametrize("game_id,n,opts", CASES)
def test_apply_legal_matches_apply(game_id, n, opts):
    assert game_id in GAMES
    spec = get_game(game_id)
    a = spec.new_game(n, 31, opts)
    b = spec.new_game(n, 31, opts)
    rng = Rng(5)
    steps = 0
    while not a.is_over():
        seat = a.to_act()[0]
        legal = a.legal_actions(seat)
        assert b.legal_actions(seat) == legal
        act = legal[rng.below(len(legal))]
        assert a.apply(seat, act) == b.apply_legal(seat, act)
        steps += 1
        if steps % 25 == 0:
            assert json.dumps(a.to_json(), sort_keys=True) == json.dumps(b.to_json(), sort_keys=True)
    assert b.is_over() and a.scores() == b.scores()
    assert json.dumps(a.to_json(), sort_keys=True) == json.dumps(b.to_json(), sort_keys=True)
    assert steps > 50


def test_apply_still_checks():
    st = get_game("midgard").new_game(2, 1, {})
    seat = st.to_act()[0]
    with pytest.raises(IllegalAction):
        st.apply(seat, ("pick", 9999))
