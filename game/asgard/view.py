"""Hidden information: `view(state, seat)`, what one seat may know, and `determinize`, a
full Asgard state consistent with what one seat's view shows.

Determinisation is for bots (information-set search): every placeholder a view holds
(others' secret god choices, others' weapon and magic tiles, the weapon/magic stacks,
face-down tiles under Ragnarök gods and populations, populations removed unseen at
setup) is filled with a random assignment of the pieces the seat cannot place, so that
the result obeys every invariant of a real game.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Protocol

from game.core import HIDDEN, Rng

from . import data as D

if TYPE_CHECKING:
    from game.core.progress import Progress

    from .state import AsgardState, BattleNow, Resolving


class AsgardView(Protocol):
    """What a board, a bot or a remote player reads of an Asgard state or view: the
    accessors of AsgardState (state.py), immutable values or copies. HIDDEN (-1) stands
    for what the view's seat may not see."""

    @property
    def num_players(self) -> int: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list: ...
    def is_over(self) -> bool: ...
    def scores(self) -> list[int]: ...
    def winners(self) -> list[int]: ...
    def view(self, seat: int) -> AsgardState: ...
    def prompt(self, seat: int | None = None) -> str: ...
    def round_label(self) -> str: ...
    def progress(self) -> Progress: ...
    # what is being decided
    def decision(self) -> str: ...
    def resolving(self) -> Resolving | None: ...
    def action_step(self) -> tuple[str, int, int]: ...
    def battle_now(self) -> BattleNow | None: ...
    def ragnarok_parts(self, world: int, side: int) -> dict[str, int]: ...
    # the round
    def phase_id(self) -> str: ...
    def current_round(self) -> int: ...
    def thor_holder(self) -> int: ...
    def tyr_holder(self) -> int: ...
    # each seat
    def order_of(self, seat: int) -> int: ...
    def discs_in_front(self, seat: int) -> int: ...
    def asgard_discs(self, seat: int) -> int: ...
    def centre_discs(self, seat: int) -> int: ...
    def gods_chosen(self, seat: int) -> tuple[int, ...]: ...
    def gods_revealed(self, seat: int) -> tuple[int, ...]: ...
    def stones_of(self, seat: int) -> tuple[int, ...]: ...
    def seals_of(self, seat: int) -> tuple[int, int]: ...
    def recruits_of(self, seat: int) -> tuple[int, int, int]: ...
    def temples_of(self, seat: int) -> tuple[int, ...]: ...
    def weapons_of(self, seat: int) -> tuple[int, ...]: ...
    def magic_of(self, seat: int) -> tuple[int, ...]: ...
    def battle_tiles_of(self, seat: int) -> tuple[int, ...]: ...
    def populations_of(self, seat: int) -> tuple[int, ...]: ...
    # the gods' board
    def space_holder(self, sp: int) -> int: ...
    def temple_holder(self, g: int) -> int: ...
    def supporters(self, g: int) -> tuple[int, int]: ...
    def god_has_seal(self, g: int) -> bool: ...
    def god_recruits(self, g: int) -> tuple[int, int, int]: ...
    def god_pile(self, g: int) -> tuple[int, ...]: ...
    def temple_pile(self, k: int) -> tuple[int, ...]: ...
    def stone_reserve(self) -> tuple[int, ...]: ...
    def valhalla_warriors(self) -> tuple[int, int]: ...
    def asgard_tiles(self) -> tuple[int, ...]: ...
    def asgard_pile(self) -> tuple[int, ...]: ...
    def asgard_discards(self) -> tuple[int, ...]: ...
    def disc_row(self) -> tuple[int, ...]: ...
    def weapon_pile(self) -> tuple[int, ...]: ...
    def magic_pile(self) -> tuple[int, ...]: ...
    def battle_tiles_left(self) -> tuple[int, ...]: ...
    # the worlds
    def world_slot(self, i: int) -> tuple[int, int]: ...
    def world_closed(self, i: int) -> bool: ...
    def battle_space(self, i: int) -> tuple[int, int]: ...
    def victory_discs(self, i: int) -> tuple[int, ...]: ...
    def legendary_shown(self, side: int) -> tuple[int, ...]: ...
    def legendary_pile(self, side: int) -> tuple[int, ...]: ...
    # Ragnarök
    def ragnarok_supporters(self, k: int) -> tuple[int, ...]: ...
    def ragnarok_recruits(self, k: int) -> tuple[int, int, int]: ...
    def ragnarok_items(self, k: int) -> tuple[tuple[int, int, int], ...]: ...
    def ragnarok_legendary(self, i: int) -> int: ...


def view(st: AsgardState, seat: int) -> AsgardState:
    """The state as `seat` may know it: others' secret gods and face-down tiles, the
    weapon and magic stacks (unless the seat looks through one), the populations removed
    unseen at set-up, and the Ragnarök tiles of others masked (HIDDEN); hidden orders
    (the Asgard tile stack, the legendary weapon stacks, the god and temple stacks below
    their top) shuffled by a seed of public facts."""
    v = st.clone()
    v.viewer = seat
    v.rng = Rng((st.steps * 0x9E3779B1 + seat * 7919 + st.rnd * 104729 + 12345) & ((1 << 63) - 1))
    top = st.stack[-1] if st.stack else None
    over = st.phase == "over"
    for s in range(st.n):
        if s == seat:
            continue
        v.sel[s] = [HIDDEN] * len(st.sel[s])
        v.w_held[s] = [HIDDEN] * len(st.w_held[s])
        v.m_held[s] = [HIDDEN] * len(st.m_held[s])
    looking = top is not None and top[0] == "pick" and top[1] == seat
    if not (looking and top[2] == 0):
        v.w_stack = [HIDDEN] * len(st.w_stack)
    if not (looking and top[2] == 1):
        v.m_stack = [HIDDEN] * len(st.m_stack)
    v.pop_setup = [HIDDEN] * len(st.pop_setup)
    # hidden orders are sorted before they are shuffled, so a view depends only on
    # what the seat may know (a view of a view equals the view: undo relies on it)
    rng = v.rng
    v.at_stack.sort()
    rng.shuffle(v.at_stack)
    for side in (0, 1):
        if st.phase in ("ragnarok", "over") and not over:
            # some legendary weapons lie face down under populations: the rest of the
            # stack would tell which
            v.lw_stack[side] = [HIDDEN] * len(st.lw_stack[side])
        else:
            v.lw_stack[side].sort()
            rng.shuffle(v.lw_stack[side])
    for stack in v.god_stack + v.temple_stack:
        if len(stack) > 2:
            below = sorted(stack[:-1])
            rng.shuffle(below)
            stack[:-1] = below
    if not over:
        v.rag_lw = [HIDDEN if x > 0 else x for x in v.rag_lw]
        for items in v.rag_items:
            for it in items:
                if it[0] != seat:
                    it[2] = HIDDEN
    return v


def hidden_count(v: AsgardState) -> int:
    """The HIDDEN placeholders of a view, counted in the fields that hide things only
    (others' secret gods and tiles, the stacks, the set-up's removed populations, the
    Ragnarök tiles): elsewhere -1 means "no one" (an empty space), not a hidden value."""
    n = sum(x.count(HIDDEN) for x in v.sel + v.w_held + v.m_held + v.lw_stack)
    n += v.w_stack.count(HIDDEN) + v.m_stack.count(HIDDEN) + v.pop_setup.count(HIDDEN)
    n += v.rag_lw.count(HIDDEN)
    return n + sum(1 for items in v.rag_items for it in items if it[2] == HIDDEN)


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
