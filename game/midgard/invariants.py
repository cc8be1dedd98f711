"""Midgard's invariants: what holds after every step of any game (the seeded playouts
of tests/midgard and `main.py arena --check-invariants` call `check`).

`check(state)` returns the list of broken invariants (empty when all hold): every clan's
11 warriors and its chieftain accounted for, village counts, the 100 cards each in
exactly one place, points made of their sources, tokens, and the bookkeeping of the
phase and of the card being resolved.
"""

from __future__ import annotations

from typing import Any

from game.core import HIDDEN

from .data import (
    ACTION,
    ASGARD_POINTS,
    DOOM_POINTS,
    DOOMED_PER_ROUND,
    DRAFT,
    NUM_CARDS,
    NUM_LOCS,
    NUM_PROVINCES,
    NUM_ROUNDS,
    OVER,
    P_ASGARD,
    P_RAGNAROK,
    P_SETS,
    PHASES,
    SET_POINTS,
    ST_PLAY,
    STEPS,
    SUPPLY,
    VALHALLA,
    VANAHEIM_CHOICE,
    VANAHEIM_TOKENS,
    VILLAGES,
    WARRIORS_PER_CLAN,
)


def _figures(st: Any, out: list[str]) -> None:
    n = st.n
    for s in range(n):
        total = sum(st.w[loc][s] for loc in range(NUM_LOCS))
        if total != WARRIORS_PER_CLAN:
            out.append(f"seat {s} has {total} warriors, not {WARRIORS_PER_CLAN}")
        if any(st.w[loc][s] < 0 for loc in range(NUM_LOCS)):
            out.append(f"seat {s} has a negative warrior count")
        if not 0 <= st.chief[s] < SUPPLY:
            out.append(f"seat {s}'s chieftain is off the board ({st.chief[s]})")
    for a in range(13):
        figures = sum(st.w[a]) + st.chief.count(a)
        if st.occ[a] != figures:
            out.append(f"area {a} counts {st.occ[a]} figures but holds {figures}")
    for p in range(NUM_PROVINCES):
        if st.occ[p] > VILLAGES[p]:
            out.append(f"province {p} holds {st.occ[p]} Vikings in {VILLAGES[p]} villages")
    if st.occ[VALHALLA] and st.phase not in (ACTION, VANAHEIM_CHOICE):
        out.append("Valhalla is not empty outside the action and scoring phases")
    if sum(st.doom) > DOOMED_PER_ROUND:
        out.append(f"{sum(st.doom)} provinces are doomed")


def _cards(st: Any, out: list[str]) -> None:
    everything = [c for h in st.hands + st.played + st.decks for c in h]
    dr = st.draft
    if dr is not None:
        everything += [c for p in dr.packs + dr.picked for c in p] + list(dr.leftover)
        everything += [c for c in dr.pending if c is not None]
    known = [c for c in everything if c != HIDDEN]
    if len(known) != len(set(known)):
        out.append("a card is in two places")
    if len(everything) != NUM_CARDS:
        out.append(f"{len(everything)} cards in the game, not {NUM_CARDS}")
    if st.viewer < 0 and len(known) != len(everything):
        out.append("a hidden card in the real state")
    if any(h != sorted(h) for h in st.hands):
        out.append("a hand is not sorted")


def _points(st: Any, out: list[str]) -> None:
    for s, p in enumerate(st.pts):
        if min(p) < 0:
            out.append(f"seat {s} has negative points")
        if p[P_ASGARD] % ASGARD_POINTS or p[P_RAGNAROK] % DOOM_POINTS or p[P_SETS] % SET_POINTS:
            out.append(f"seat {s}'s points are not made of whole awards: {p}")
        if p[P_SETS] and st.phase != OVER:
            out.append(f"seat {s} scored sets before the end")
    if st.scores() != [sum(p) for p in st.pts]:
        out.append("scores are not the sums of their sources")
    for row in st.score_breakdown():
        if row["total"] != sum(v for k, v in row.items() if k != "total"):
            out.append("a score breakdown does not add up")
    for s in range(st.n):
        if min(st.tokens[s]) < 0 or st.tok_hidden[s] < 0:
            out.append(f"seat {s} has a negative token count")
        if st.viewer < 0 and st.tok_hidden[s]:
            out.append(f"seat {s} has tokens of unknown colour in the real state")


def _phase(st: Any, out: list[str]) -> None:
    n, ph = st.n, st.phase
    if ph not in PHASES:
        out.append(f"unknown phase {ph!r}")
        return
    if not 1 <= st.round <= NUM_ROUNDS:
        out.append(f"round {st.round}")
    if (ph == DRAFT) != (st.draft is not None):
        out.append("a draft outside the draft phase, or none in it")
    if ph == ACTION:
        if st.step not in STEPS:
            out.append(f"unknown step {st.step!r}")
        if (st.step == ST_PLAY) != (st.card < 0):
            out.append(f"step {st.step!r} with card {st.card}")
        if st.card >= 0 and (not st.played[st.cur] or st.played[st.cur][-1] != st.card):
            out.append("the card being resolved is not the last one its seat played")
        if not 0 <= st.t < n * st.quota or st.order[st.t % n] != st.cur:
            out.append(f"turn {st.t} is not seat {st.cur}'s")
        if any(not 0 <= x <= st.quota for x in st.turns):
            out.append(f"turns taken {st.turns} beyond the quota {st.quota}")
    if ph == VANAHEIM_CHOICE and (not 0 <= st.van_seat < n or not 1 <= st.van_left <= VANAHEIM_TOKENS):
        out.append(f"Vanaheim's choice by seat {st.van_seat}, {st.van_left} left")
    if ph == OVER and st.round != NUM_ROUNDS:
        out.append(f"the game ended in round {st.round}")
    if sorted(st.order) != list(range(n)):
        out.append(f"bad turn order {st.order}")


def check(st: Any) -> list[str]:
    """Every broken invariant of the state (empty when all hold)."""
    out: list[str] = []
    _figures(st, out)
    _cards(st, out)
    _points(st, out)
    _phase(st, out)
    return out
