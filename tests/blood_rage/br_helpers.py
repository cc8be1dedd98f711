"""Helpers for the Blood Rage tests: invariant checks, scenario building, playouts."""

from __future__ import annotations

from game.blood_rage import BloodRageState, invariants, new_game
from game.blood_rage.data import (
    CARDS,
    NUM_CARDS,
    card_id,
)
from game.blood_rage.state import RES
from game.core import Rng


def check_invariants(s: BloodRageState) -> None:
    """game/blood_rage/invariants.py's check, as an assertion."""
    problems = invariants.check(s)
    assert not problems, problems


def check_views(s: BloodRageState) -> None:
    before = s.to_json()
    for seat in s.to_act():
        v = s.view(seat)
        assert v.legal_actions(seat) == s.legal_actions(seat)
        assert v.rng.state != s.rng.state
        for o in range(s.n):
            if o != seat:
                assert all(c == -1 for c in v.hand[o])
                assert all(c == -1 for c in v.quests[o])
    assert s.to_json() == before, "view changed the state"


_QUIET = ("pass", "done", "skip", "stay", "none", "no", "die")


def aggressive(rng: Rng, legal: list):
    """A random policy that rarely passes and often pillages or upgrades (more battles)."""
    busy = [a for a in legal if a[0] in ("pillage", "repillage", "upgrade", "yes", "join", "late")]
    if busy and rng.random() < 0.5:
        return rng.choice(busy)
    active = [a for a in legal if a[0] not in _QUIET]
    if active and rng.random() < 0.9:
        return rng.choice(active)
    return rng.choice(legal)


def playout(n: int, seed: int, check=True, views=True, json_every: int = 0, max_steps: int = 20000,
            policy=None, options: dict | None = None):
    s = new_game(n, seed, options)
    rng = Rng(seed * 7 + n)
    steps = 0
    ages_seen = [s.age]
    while not s.is_over():
        if check:
            check_invariants(s)
        if views:
            check_views(s)
        if json_every and steps % json_every == 0:
            d = s.to_json()
            assert BloodRageState.from_json(d).to_json() == d
        seat = rng.choice(s.to_act())
        legal = s.legal_actions(seat)
        s.apply(seat, policy(rng, legal) if policy else rng.choice(legal))
        if s.age != ages_seen[-1]:
            ages_seen.append(s.age)
        steps += 1
        assert steps < max_steps
    if check:
        check_invariants(s)
    assert ages_seen == [1, 2, 3]
    return s, steps


# --- scenarios -------------------------------------------------------------------------------
def blank(n: int, seed: int = 1, age: int = 1) -> BloodRageState:
    """A state in the Action phase with an empty board, empty hands and Rage at the stat."""
    s = new_game(n, seed)
    s.age = age
    s.phase = "action"
    s.draft = None
    s.discard = []
    s.unseen = []
    s.unseen_by = []
    s.destroyed = []
    s.pillaged = []
    for i in range(n):
        s.hand[i] = []
        for f in list(s.fig[i]):
            s.fig[i][f] = RES
        s.rage[i] = 6
        s.passed[i] = False
    s.first = 0
    s.turn = 0
    s.stack = [["action", 2]]
    s.ask = ["turn", [0]]
    s.battle = None
    return s


def three(age: int = 1) -> BloodRageState:
    """`blank` for three players (Gimle and Andlang out of play, as the rules set a
    3-player board)."""
    s = blank(3, age=age)
    s.destroyed = ["GIM", "AND"]
    return s


def put(s: BloodRageState, seat: int, kind: str, loc: str, count: int = 1) -> None:
    for _ in range(count):
        fid = s.first_fid(seat, kind, RES)
        assert fid is not None, (seat, kind)
        s.fig[seat][fid] = loc


def give_monster(s: BloodRageState, seat: int, mon: str, loc: str = RES) -> None:
    c = [c.id for c in CARDS[:NUM_CARDS] if c.param == mon][0]
    s.ups[seat].append(c)
    s.fig[seat][mon] = loc


def turn(s: BloodRageState, seat: int) -> None:
    s.turn = seat
    s.ask = ["turn", [seat]]


def cid(name: str, age: int | None = None, nth: int = 0) -> int:
    return card_id(name, age, nth)


def where(s: BloodRageState, seat: int, loc: str) -> list[str]:
    from game.blood_rage.state import kind_of
    return sorted(kind_of(f) for f, v in s.fig[seat].items() if v == loc)


def act(s: BloodRageState, seat: int, *action) -> list:
    return s.apply(seat, tuple(action))
