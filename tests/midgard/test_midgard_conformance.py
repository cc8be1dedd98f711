"""Seeded random games checked against an independent reading of the rules: every
card sub-step's option set (sections 4 and 12), turn order from the highest gold,
hand sizes after the draft (kept cards never passed), quotas 4/5/6 with extra turns
not counting, and Valhalla never a destination."""

from __future__ import annotations

import os

from game.core import Rng
from game.midgard import new_game
from game.midgard.data import (
    ASGARD,
    ATTACK,
    BOAT,
    CARD_DECK,
    CARD_GOLD,
    CARD_KINGDOM,
    CARD_TYPE,
    GOLD,
    KINGDOM_PROVINCES,
    NEW_WARRIOR,
    QUOTAS,
    REALMS_TARGET,
    VALHALLA,
    VANAHEIM,
    VILLAGES,
)

GAMES = 120 if os.environ.get("YGG_SOAK") else 24


def _free(st, p):
    return VILLAGES[p] - sum(st.w[p]) - st.chief.count(p)


def _vikings(st, seat, excl=-1):
    out = set()
    if st.chief[seat] not in (VALHALLA, excl):
        out.add(("viking", st.chief[seat], "C"))
    for a in list(range(12)) + [BOAT]:
        if a != excl and st.w[a][seat]:
            out.add(("viking", a, "W"))
    return out


def _expected(st, seat):
    """The option set of the pending card sub-step, from the rules text alone."""
    step = st.step
    if step == "pick":
        return _vikings(st, seat) | {("done",)}
    typ, k = CARD_TYPE[st.card], CARD_KINGDOM[st.card]
    opp = [x for x in range(st.n) if x != seat]
    if step == "dest":
        src = st.src
        provs = range(10) if typ == NEW_WARRIOR else KINGDOM_PROVINCES[k]
        out = {("to", p) for p in provs if p != src and _free(st, p) > 0}
        if typ == ATTACK:
            out |= {("attack", p, x) for p in provs for x in opp if st.w[p][x]}
        for r in (ASGARD, VANAHEIM):
            if r != src or (typ == ATTACK and any(st.w[r][x] for x in opp)):
                out.add(("to", r))
        return out
    if step == "kill":
        return {("kill", x) for x in opp if st.w[st.target][x]} | {("nokill",)}
    if step == "htarget":
        return {("target", p) for p in range(10) if _free(st, p) > 0} | {
            ("target", ASGARD), ("target", VANAHEIM), ("done",)}
    if step == "hpick":
        return _vikings(st, seat, st.target) | {("done",)}
    if step == "destroy":
        return {("destroy", p) for p in KINGDOM_PROVINCES[k]}       # no Done (D8)
    if step == "place":
        spots = [ASGARD, VANAHEIM] if k == REALMS_TARGET else [
            p for p in KINGDOM_PROVINCES[k] if _free(st, p) > 0]
        return {("place", a) for a in spots} | {("done",)}
    raise AssertionError(step)


def test_random_games_follow_the_rules_text():
    for g in range(GAMES):
        n = 2 + g % 4
        st = new_game(n, 500 + g, {"beginner_round1": "on" if g % 5 == 0 else "off"})
        rng = Rng(g)
        kept = [set() for _ in range(n)]
        regular = [0] * n
        drew = -1
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            if st.phase == "action" and st.step != "play":
                assert len(set(legal)) == len(legal)
                assert set(legal) == _expected(st, seat), (g, st.step, CARD_TYPE[st.card])
                assert all(VALHALLA not in a[1:2] for a in legal if a[0] in ("to", "target", "place"))
            if st.phase == "action" and st.step == "play":
                if st.extra:
                    assert drew == seat          # extra turns only right after Draw Cards
                else:
                    regular[seat] += 1
            a = legal[rng.below(len(legal))]
            for e in st.apply(seat, a):
                if e["t"] == "extra_turn":
                    drew = e["seat"]
                elif e["t"] == "play" and not e["extra"]:
                    drew = -1
                elif e["t"] == "order":
                    best = [max([CARD_GOLD[c] for c in h if CARD_DECK[c] == GOLD] or [0])
                            for h in st.hands]
                    first = best.index(max(best))
                    assert max(best) > 0
                    assert e["order"] == [(first + i) % n for i in range(n)]
                    # kept cards stay in hand, never passed; plus the 6 drafted
                    for s in range(n):
                        assert kept[s] <= set(st.hands[s]) and len(st.hands[s]) == len(kept[s]) + 6
                elif e["t"] == "action_done":
                    assert e["round"] in (1, 2, 3)
                    assert regular == [QUOTAS[e["round"] - 1]] * n
                    regular = [0] * n
                    kept = [set(h) for h in st.hands]
        assert [set(h) for h in st.hands] == kept
