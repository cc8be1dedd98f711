"""Determinisation: a full Asgard state consistent with what one seat's view shows.

For bots (information-set search): every placeholder a view holds (others' secret god
choices, others' weapon and magic tiles, the weapon/magic stacks, face-down tiles
under Ragnarök gods and populations, populations removed unseen at setup) is filled
with a random assignment of the pieces the seat cannot place, so that the result obeys
every invariant of a real game.
"""

from __future__ import annotations

from collections import Counter

from game.core import HIDDEN, Rng

from . import data as D
from .state import AsgardState


def _fill(values: list, pool: list) -> list:
    """Replace HIDDEN entries of values by popping from pool (already shuffled)."""
    return [pool.pop() if x == HIDDEN else x for x in values]


def determinize(view: AsgardState, seat: int, rng: Rng) -> AsgardState:
    st = view.clone()
    st.rng = Rng(rng.next_u64())
    st.viewer = -1
    r = st.rng
    # secret god choices
    for s in range(st.n):
        if s == seat or HIDDEN not in st.sel[s]:
            continue
        known = [g for g in st.sel[s] if g != HIDDEN]
        free = [g for g in D.RISEN[st.rnd] if g not in known and g not in st.revealed[s]]
        r.shuffle(free)
        st.sel[s] = known + free[: len(st.sel[s]) - len(known)]
    # weapons and magic
    for kind, full, stack_name, held_name in ((0, D.WEAPONS, "w_stack", "w_held"),
                                               (1, D.MAGICS, "m_stack", "m_held")):
        pool = Counter(full)
        stack = getattr(st, stack_name)
        held = getattr(st, held_name)
        pool.subtract(x for x in stack if x != HIDDEN)
        for h in held:
            pool.subtract(x for x in h if x != HIDDEN)
        for items in st.rag_items:
            pool.subtract(it[2] for it in items if it[1] == kind and it[2] != HIDDEN)
        left = list(pool.elements())
        r.shuffle(left)
        setattr(st, stack_name, _fill(stack, left))
        for s in range(st.n):
            held[s] = _fill(held[s], left)
        for items in st.rag_items:
            for it in items:
                if it[1] == kind and it[2] == HIDDEN:
                    it[2] = left.pop()
    # legendary weapons (Ragnarök: under populations and in the stacks)
    for side in (0, 1):
        pool = Counter(D.LEGENDARY[side])
        pool.subtract(x for x in st.lw_shown[side])
        pool.subtract(x for x in st.lw_stack[side] if x != HIDDEN)
        under = [i for i in range(D.NUM_WORLDS) if st.rag_lw[i] and _pop_side(st, i) == side]
        pool.subtract(st.rag_lw[i] for i in under if st.rag_lw[i] != HIDDEN)
        left = list(pool.elements())
        r.shuffle(left)
        st.lw_stack[side] = _fill(st.lw_stack[side], left)
        for i in under:
            if st.rag_lw[i] == HIDDEN:
                st.rag_lw[i] = left.pop()
    # hidden orders: a view keeps one arbitrary order (sorted, then shuffled by a seed of
    # public facts), so every determinisation draws its own: the Asgard tile stack, the
    # god and temple stacks below their face-up top, the legendary weapon stacks
    r.shuffle(st.at_stack)
    for stacks in (st.god_stack, st.temple_stack):
        for stack in stacks:
            if len(stack) > 2:
                below = stack[:-1]
                r.shuffle(below)
                stack[:-1] = below
    for side in (0, 1):
        r.shuffle(st.lw_stack[side])
    # populations removed unseen at setup
    if HIDDEN in st.pop_setup:
        seen = {abs(c) for pair in st.slot for c in pair if c and abs(c) < D.GOD_TILE_BASE}
        seen.update(p for h in st.pop_held for p in h)
        seen.update(st.pop_disc)
        seen.update(p for p in st.pop_setup if p != HIDDEN)
        by_side = {0: [p for p in range(1, 9) if p not in seen], 1: [p for p in range(9, 17) if p not in seen]}
        for side in (0, 1):
            r.shuffle(by_side[side])
        k = D.POP_DISCARD[st.n]
        st.pop_setup = sorted(by_side[0][:k] + by_side[1][:k])
    return st


def _pop_side(st: AsgardState, i: int) -> int:
    """Side of the population tile standing in world index i (the one without a god)."""
    lc, dc = st.slot[i]
    return 0 if 0 < abs(lc) < D.GOD_TILE_BASE else 1
