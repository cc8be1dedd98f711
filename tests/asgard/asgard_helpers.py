"""Shared helpers for the Asgard tests: invariants and a random playout driver."""

from __future__ import annotations

from game.asgard import data as D
from game.asgard import from_json, invariants, new_game
from game.core import Rng


def check_invariants(st) -> None:
    """The game's invariants (game/asgard/invariants.py) hold."""
    broken = invariants.check(st)
    assert broken == [], broken


def check_turn(st) -> None:
    """Every seat to act has legal actions, equal in its view; view and clone change nothing."""
    before = st.to_json()
    for seat in st.to_act():
        legal = st.legal_actions(seat)
        assert legal, (seat, st.stack[-1])
        v = st.view(seat)
        assert v.legal_actions(seat) == legal
        assert len(set(legal)) == len(legal), legal
    st.clone()
    assert st.to_json() == before


def playout(n: int, seed: int, check: bool = True, roundtrip: bool = False, max_steps: int = 20000):
    st = new_game(n, seed, {})
    rng = Rng(seed * 31 + n)
    rounds_seen = [st.rnd]
    steps = 0
    while not st.is_over():
        if check:
            check_invariants(st)
            check_turn(st)
        ta = st.to_act()
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        st.apply(seat, a)
        if roundtrip:
            j = st.to_json()
            st2 = from_json(j)
            assert st2.to_json() == j
            st = st2
        if st.rnd != rounds_seen[-1]:
            rounds_seen.append(st.rnd)
        steps += 1
        assert steps < max_steps, "the game did not end"
    if check:
        check_invariants(st)
    return st, steps, rounds_seen


RED, BLUE, YELLOW, PURPLE = 0, 1, 2, 3


def position(n: int, rnd: int = 3, seed: int = 1):
    """A fresh game with an empty frame stack, ready to be arranged by a test."""
    st = new_game(n, seed, {})
    st.stack = []
    st.rnd = rnd
    st.phase = "actions"
    st.order = list(range(1, n + 1))
    for s in range(n):
        st.rec[s] = [0, 0, 0]
        st.stones[s] = [0] * 7
    st.rec_res = [D.RECRUIT_TOTAL[t] - sum(r[t] for r in st.god_rec) - (st.valhalla[t] if t < 2 else 0)
                  for t in range(3)]
    st.last = -1
    return st


def run_frames(st, *frames) -> list:
    """Push frames (first runs first) and run the machine until a decision is needed."""
    st.ev = []
    st.push(*[list(f) for f in frames])
    st.advance()
    ev, st.ev = st.ev, []
    return ev


def act(st, seat, *action) -> list:
    return st.apply(seat, tuple(action))


def give_stones(st, seat, **colours) -> None:
    """give_stones(st, 0, P=2, G=1): take stones from the reserve into a seat's reserve."""
    for k, v in colours.items():
        c = D.STONE_INDEX[k]
        st.stone_res[c] -= v
        st.stones[seat][c] += v


def give_recruits(st, seat, white=0, orange=0, giant=0) -> None:
    for t, v in enumerate((white, orange, giant)):
        st.rec_res[t] -= v
        st.rec[seat][t] += v


def give_seals(st, seat, L=0, D_=0) -> None:
    for side, v in enumerate((L, D_)):
        st.seal_res[side] -= v
        st.seals[seat][side] += v
