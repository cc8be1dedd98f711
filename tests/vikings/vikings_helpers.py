"""Shared helpers for the Tiny Epic Vikings tests: random playouts with invariants."""

from __future__ import annotations

from collections import Counter

from game.core import Rng
from game.vikings import data as D
from game.vikings import from_json, new_game
from game.vikings.influence import check_control, influence


def all_cards(st) -> Counter:
    c = Counter(st.deck) + Counter(st.discard) + Counter(st.invaders) + Counter(st.erow_b)
    for h in st.hands:
        c += Counter(h)
    for r in st.rows:
        c += Counter(r)
    if st.draft is not None:
        for p in st.draft.packs:
            c += Counter(x for x in p if x != "--")
        for pos, p in enumerate(st.draft.picked):
            if st.dmap[pos] >= 0:  # the neutral's picks are already discarded
                c += Counter(p)
        c += Counter(x for i, x in enumerate(st.draft.pending) if x is not None and st.dmap[i] >= 0)
        c += Counter(x for x in st.draft.leftover if x != "--")
    for p in st.piles:
        c += Counter(p)
    return c


def check_invariants(st) -> None:
    b = st.b
    nr = len(b.regions)
    for c in st.clans():
        if c != st.neutral:
            assert st.smat[c] + sum(st.settlers[c]) == D.SETTLERS, (c, st.smat, st.settlers)
            assert st.tmat[c] + sum(st.temples[c]) == D.TEMPLES
        assert all(x >= 0 for x in st.settlers[c]) and st.smat[c] >= 0
        assert all(x >= 0 for x in st.temples[c]) and st.tmat[c] >= 0
        assert len(st.boats[c]) == D.BOATS
        for loc in st.boats[c]:
            assert loc is None or loc in b.dock_fjord or loc in b.fjord_adj
        for x in st.res[c]:
            assert 0 <= x <= D.TRACK_MAX
        assert st.vheld[c] >= 0
        for v in st.valk[c]:
            assert -1 <= v < nr
    # a dock holds at most one Boat
    docked = Counter(loc for c in st.clans() for loc in st.boats[c] if loc in b.dock_fjord)
    assert all(v == 1 for v in docked.values()), docked
    if st.chief_dock is not None:
        assert st.chief_dock in b.dock_fjord
    # favor cards conserved: rows + held + battle slot == 2 rows at setup
    k = D.FAVOR_ROW_SIZE[st.n] * 2
    n_f = sum(len(r) for r in st.frows) + sum(len(f) for f in st.favors)
    if st.battle is not None and st.battle.get("favor"):
        n_f += 1
    top = st.stack[-1]["k"] if st.stack else ""
    if top == "fplace":
        n_f += 1
    assert n_f == k, (n_f, k)
    if top not in ("freturn", "fplace"):
        for c in st.players():
            assert len(st.favors[c]) <= D.FAVOR_SLOTS
    # cards conserved
    total = all_cards(st)
    expect = Counter(D.BASE_CARDS + (D.RAGNAROK_CARDS if st.ragnarok else ()))
    assert total == expect, (total - expect, expect - total)
    # giants: one per region at most, conserved
    if st.ragnarok:
        on = sum(1 for g in st.giants if g)
        assert on + sum(len(s) for s in st.slain) == nr
    for v in st.fury:
        assert v >= 0
    assert 1 <= st.era <= 3
    for s in D.DEDICATIONS:
        assert st.ded[s] <= (2 if st.solo else st.n)
    for g in st.gods:
        assert st.ded[g] <= (2 if st.solo else st.n)
    # Villages conserved: on their docks + raided and held + dedicated == printed on the map
    assert st.villages <= set(b.village_docks)
    assert len(st.villages) + sum(st.vheld) + sum(st.ded.values()) == len(b.village_docks)
    if not st.is_over():
        acts = st.to_act()
        assert acts, "nobody to act"
        for seat in acts:
            assert st.legal_actions(seat), seat
        # control consistent with influence at the start of a play step
        if st.stack and st.stack[-1]["k"] == "play":
            cl = st.clone()
            ev = []
            check_control(cl, ev)
            assert cl.ctrl == st.ctrl, ev
            for r, h in enumerate(st.ctrl):
                if h >= 0:
                    assert influence(st, h, r) > 0


def playout(n: int, seed: int, ragnarok: bool = False, check_every: int = 1, views: bool = True,
            json_every: int = 0) -> tuple:
    st = new_game(n, seed, {"expansion": "ragnarok" if ragnarok else "none"})
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
    assert eras_seen == {1, 2, 3}
    assert st.era == 3
    return st, steps
