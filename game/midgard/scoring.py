"""The scoring phase (rules section 6.4: kingdoms, tokens, Asgard, Vanaheim's controller),
Score Kingdom cards (4.4) and the final sets (10.1-10.2). Control (section 7) is the
state's board query (`state.controller`, strength kept doubled: warrior 2, chieftain 3).
Every function appends JSON-safe event dicts to `events`.
"""

from __future__ import annotations

from typing import Any

from .data import (
    ASGARD,
    ASGARD_POINTS,
    CONTROL_POINTS,
    KINGDOM_PROVINCES,
    P_ASGARD,
    P_PROVINCES,
    P_SETS,
    SET_POINTS,
    VANAHEIM,
)
from .state import controller, present


def score_kingdom(st: Any, k: int, events: list) -> None:
    """Steps 1-2 of 6.4 for kingdom k only (Score Kingdom cards)."""
    control_points(st, k, events)
    presence_tokens(st, k, events)


def control_points(st: Any, k: int, events: list) -> None:
    """6.4 step 1 for kingdom k: each player scores by provinces controlled."""
    n = st.n
    counts = [0] * n
    ctrl = []
    for p in KINGDOM_PROVINCES[k]:
        c = controller(st, p)
        ctrl.append(c)
        if c >= 0:
            counts[c] += 1
    events.append({"t": "control", "kingdom": k, "provinces": list(KINGDOM_PROVINCES[k]),
                   "controllers": ctrl})
    for s in range(n):
        if counts[s]:
            pts = CONTROL_POINTS[counts[s]]
            st.pts[s][P_PROVINCES] += pts
            events.append({"t": "kingdom_points", "kingdom": k, "seat": s,
                           "provinces": [p for p, c in zip(KINGDOM_PROVINCES[k], ctrl) if c == s],
                           "points": pts})


def presence_tokens(st: Any, k: int, events: list) -> None:
    """6.4 step 2 for kingdom k: one token per province where a player has a Viking."""
    for s in range(st.n):
        got = 0
        for p in KINGDOM_PROVINCES[k]:
            if present(st, p, s):
                got += 1
        if got:
            st.tokens[s][k] += got
            events.append({"t": "tokens", "seat": s, "colour": k, "count": got, "why": "presence"})


def scoring_phase(st: Any, events: list) -> int:
    """Kingdoms, tokens and Asgard; returns Vanaheim's controller (-1 for nobody)."""
    events.append({"t": "phase", "phase": "scoring", "round": st.round})
    for k in range(3):
        control_points(st, k, events)
    for k in range(3):
        presence_tokens(st, k, events)
    a = controller(st, ASGARD)
    if a >= 0:
        st.pts[a][P_ASGARD] += ASGARD_POINTS
        events.append({"t": "asgard", "seat": a, "points": ASGARD_POINTS})
    else:
        events.append({"t": "asgard", "seat": -1, "points": 0})
    v = controller(st, VANAHEIM)
    events.append({"t": "vanaheim", "seat": v})
    return v


def final_sets(st: Any, events: list) -> None:
    """10.1-10.2: reveal tokens, 5 points per complete set."""
    for s in range(st.n):
        g, b, u = st.tokens[s]
        sets = min(g, b, u)
        st.pts[s][P_SETS] += SET_POINTS * sets
        events.append({"t": "sets", "seat": s, "tokens": [g, b, u], "sets": sets,
                       "points": SET_POINTS * sets})
