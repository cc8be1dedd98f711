"""Control and scoring (rules sections 6.4, 6.5, 7, 8, 10).

Strength is kept doubled internally (warrior = 2, chieftain = 3) so that the 1.5 rule is
integer arithmetic. Every function appends JSON-safe event dicts to `events`.
"""

from __future__ import annotations

from .data import (
    ASGARD,
    ASGARD_POINTS,
    BOAT,
    CONTROL_POINTS,
    DOOM_POINTS,
    KINGDOM_PROVINCES,
    NUM_PROVINCES,
    SET_POINTS,
    VALHALLA,
    VALHALLA_POINTS,
    VANAHEIM,
)

# indexes into a seat's points list (state.pts[seat])
P_PROVINCES, P_ASGARD, P_RAGNAROK, P_VALHALLA, P_SETS = range(5)
POINT_KEYS = ("provinces", "asgard", "ragnarok", "valhalla", "sets")


def strength2(st, area: int, seat: int) -> int:
    """Twice the strength of seat in area (warriors x2, chieftain 3)."""
    return st.w[area][seat] * 2 + (3 if st.chief[seat] == area else 0)


def controller(st, area: int) -> int:
    """The seat controlling area (strictly strongest), or -1 (section 7). Valhalla: -1."""
    if area == VALHALLA:
        return -1
    row = st.w[area]
    chief = st.chief
    best = 0
    who = -1
    for s in range(st.n):
        v = row[s] * 2
        if chief[s] == area:
            v += 3
        if v > best:
            best = v
            who = s
        elif v == best and v > 0:
            who = -1
    return who


def present(st, area: int, seat: int) -> bool:
    return st.w[area][seat] > 0 or st.chief[seat] == area


def score_kingdom(st, k: int, events: list) -> None:
    """Steps 1-2 of 6.4 for kingdom k only (Score Kingdom cards)."""
    control_points(st, k, events)
    presence_tokens(st, k, events)


def control_points(st, k: int, events: list) -> None:
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


def presence_tokens(st, k: int, events: list) -> None:
    """6.4 step 2 for kingdom k: one token per province where a player has a Viking."""
    for s in range(st.n):
        got = 0
        for p in KINGDOM_PROVINCES[k]:
            if present(st, p, s):
                got += 1
        if got:
            st.tokens[s][k] += got
            events.append({"t": "tokens", "seat": s, "colour": k, "count": got, "why": "presence"})


def scoring_phase(st, events: list) -> int:
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


def ragnarok(st, events: list) -> None:
    """6.5 steps 1-4: doomed provinces to Valhalla (2 each), Valhalla (1 each), return."""
    events.append({"t": "phase", "phase": "ragnarok", "round": st.round})
    w = st.w
    chief = st.chief
    n = st.n
    val = w[VALHALLA]
    occ = st.occ
    for p in range(NUM_PROVINCES):
        if not st.doom[p]:
            continue
        row = w[p]
        for s in range(n):
            cnt = row[s]
            if cnt:
                val[s] += cnt
                row[s] = 0
            if chief[s] == p:
                chief[s] = VALHALLA
                cnt += 1
            if cnt:
                occ[VALHALLA] += cnt
                st.pts[s][P_RAGNAROK] += DOOM_POINTS * cnt
                events.append({"t": "doomed", "seat": s, "province": p, "count": cnt,
                               "points": DOOM_POINTS * cnt})
        occ[p] = 0
    for s in range(n):
        cnt = val[s] + (1 if chief[s] == VALHALLA else 0)
        if cnt:
            st.pts[s][P_VALHALLA] += VALHALLA_POINTS * cnt
            events.append({"t": "valhalla", "seat": s, "count": cnt, "points": VALHALLA_POINTS * cnt})
    st.doom = [0] * NUM_PROVINCES
    boat = w[BOAT]
    for s in range(n):
        cnt = val[s] + (1 if chief[s] == VALHALLA else 0)
        if cnt:
            boat[s] += val[s]
            val[s] = 0
            if chief[s] == VALHALLA:
                chief[s] = BOAT
            events.append({"t": "return", "seat": s, "count": cnt})
    occ[VALHALLA] = 0


def final_sets(st, events: list) -> None:
    """10.1-10.2: reveal tokens, 5 points per complete set."""
    for s in range(st.n):
        g, b, u = st.tokens[s]
        sets = min(g, b, u)
        st.pts[s][P_SETS] += SET_POINTS * sets
        events.append({"t": "sets", "seat": s, "tokens": [g, b, u], "sets": sets,
                       "points": SET_POINTS * sets})


def winners(st) -> list[int]:
    """Highest score; ties broken by total kingdom tokens; then shared (10.3-10.5)."""
    sc = st.scores()
    best = max(sc)
    tied = [s for s in range(st.n) if sc[s] == best]
    if len(tied) == 1:
        return tied
    tok = [st.token_count(s) for s in tied]
    most = max(tok)
    return [s for s, t in zip(tied, tok) if t == most]
