"""Shared helpers for the Tiny Epic Vikings tests: random playouts with invariants."""

from __future__ import annotations

from game.core import Rng
from game.vikings import from_json, new_game
from game.vikings.invariants import check


def check_invariants(st) -> None:
    """game/vikings/invariants.py: fails with every invariant that does not hold."""
    problems = check(st)
    assert problems == [], problems


def playout(n: int, seed: int, ragnarok: bool = False, check_every: int = 1, views: bool = True,
            json_every: int = 0, options: dict | None = None) -> tuple:
    """A seeded random game to its end, game/vikings/invariants.py checked before every
    `check_every`-th step and at the end; views and JSON round trips tried on the way."""
    st = new_game(n, seed, {"expansion": "ragnarok" if ragnarok else "none"} | (options or {}))
    rng = Rng(seed * 31 + 7)
    steps = 0
    eras_seen = {st.era}
    while not st.is_over():
        if check_every and steps % check_every == 0:
            check_invariants(st)
        acts = st.to_act()
        seat = acts[rng.below(len(acts))]
        legal = st.legal_actions(seat)
        action = legal[rng.below(len(legal))]
        if views and steps % 5 == 0:
            before = st.to_json()
            v = st.view(seat)
            assert v.legal_actions(seat) == legal
            v.apply(seat, action)  # a view is playable for the viewer's own action
            assert st.to_json() == before  # neither view nor its use changes the state
        if json_every and steps % json_every == 0:
            d = st.to_json()
            assert from_json(d).to_json() == d
        st.apply(seat, action)
        eras_seen.add(st.era)
        steps += 1
        assert steps < 20000
    if check_every:
        check_invariants(st)
    assert eras_seen == {1, 2, 3}
    assert st.era == 3
    return st, steps


def random_game(n, seed, rag, k=None):
    """A seeded random game (to its end, or `k` decisions): the state and the (seat, action) taken."""
    st = new_game(n, seed, {"expansion": "ragnarok" if rag else "none"})
    rng = Rng(seed + 99)
    acts = []
    while not st.is_over() and (k is None or len(acts) < k):
        seats = st.to_act()
        s = seats[rng.below(len(seats))]
        legal = st.legal_actions(s)
        a = legal[rng.below(len(legal))]
        acts.append((s, a))
        st.apply(s, a)
    return st, acts
