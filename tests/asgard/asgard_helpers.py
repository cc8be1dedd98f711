"""Shared helpers for the Asgard tests: invariants and a random playout driver."""

from __future__ import annotations

from collections import Counter

from game.asgard import data as D
from game.asgard import from_json, new_game
from game.asgard.battle import is_god
from game.core import Rng


def check_invariants(st) -> None:
    n = st.n
    # discs: every disc in exactly one place
    for s in range(n):
        row = sum(1 for c in st.row if c >> s & 1)
        spaces = st.space.count(s) + st.temple.count(s) + sum(sp.count(s) for sp in st.support)
        battle = sum(b.count(s) for b in st.battle)
        vic = sum(v[s] for v in st.victory)
        total = 1 + st.front[s] + row + spaces + st.asg[s] + battle + vic + st.centre[s] + st.home[s]
        assert total == D.DISCS_PER_PLAYER, (s, total)
        for x in (st.front[s], st.asg[s], st.centre[s], st.home[s], vic):
            assert x >= 0
    # stones
    coloured, white = D.STONES_PER_COLOUR[n]
    for c in range(7):
        held = [st.stones[s][c] for s in range(n)]
        assert min(held) >= 0 and st.stone_res[c] >= 0
        assert st.stone_res[c] + sum(held) == (white if c == 6 else coloured), c
    # seals
    for side in (0, 1):
        gods = sum(st.god_seal[g] for g in range(10) if D.GOD_SIDE[g] == side)
        held = [st.seals[s][side] for s in range(n)]
        assert min(held) >= 0 and st.seal_res[side] >= 0
        assert st.seal_res[side] + sum(held) + gods == D.SEALS_PER_SIDE[n], side
    # recruits
    for t in range(3):
        parts = [st.rec_res[t], st.rec_out[t]] + [st.rec[s][t] for s in range(n)]
        parts += [st.god_rec[g][t] for g in range(10)] + [r[t] for r in st.rag_rec]
        if t < 2:
            parts.append(st.valhalla[t])
        assert min(parts) >= 0, (t, parts)
        assert sum(parts) == D.RECRUIT_TOTAL[t], (t, parts)
    # god tiles
    tiles = Counter()
    for g in range(10):
        tiles.update(st.god_stack[g])
    tiles.update(st.god_out)
    for pair in st.slot:
        tiles.update(c for c in pair if is_god(c))
    expect = Counter(D.god_tile(g, x) for g in range(10) for x in D.GOD_TILES[g])
    assert tiles == expect
    # population tiles
    pops = [abs(c) for pair in st.slot for c in pair if c and not is_god(c)]
    pops += [p for h in st.pop_held for p in h] + st.pop_disc + [p for p in st.pop_setup]
    assert sorted(pops) == list(range(1, 17)), sorted(pops)
    # weapons, magic, legendary weapons
    items = [it for k in st.rag_items for it in k]
    w = st.w_stack + [x for h in st.w_held for x in h] + [it[2] for it in items if it[1] == 0]
    m = st.m_stack + [x for h in st.m_held for x in h] + [it[2] for it in items if it[1] == 1]
    assert sorted(w) == sorted(D.WEAPONS)
    assert sorted(m) == sorted(D.MAGICS)
    lw = st.lw_stack[0] + st.lw_stack[1] + st.lw_shown[0] + st.lw_shown[1] + [x for x in st.rag_lw if x]
    assert sorted(lw) == sorted(D.LEGENDARY[0] + D.LEGENDARY[1])
    # temples, Asgard tiles, battle tiles
    temples = [t for s in st.temple_stack for t in s] + [t for h in st.temples for t in h]
    assert sorted(temples) == list(range(24))
    ats = st.at_stack + [abs(x) for x in st.at_row if x] + st.at_disc
    assert sorted(ats) == sorted(D.AT_BY_PLAYERS[n])
    for k, v in enumerate(D.BATTLE_VALUES):
        held = sum(h.count(v) for h in st.bt_held)
        assert st.bt_stack[k] >= 0 and st.bt_stack[k] + held == D.BATTLE_COUNTS[n][k]
    # power tiles, order, rounds
    assert st.thor in range(-1, n) and st.tyr in range(-1, n)
    assert sorted(st.order) == list(range(1, n + 1))
    assert 0 <= st.rnd <= D.ROUNDS
    # battle spaces: world 7 holds at most one disc, nobody holds both sides of a world
    assert min(st.battle[6]) < 0
    for b in st.battle:
        assert b[0] < 0 or b[0] != b[1]


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
