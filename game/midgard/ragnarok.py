"""The Ragnarok phase (rules section 6.5): the doomed provinces' Vikings go to Valhalla
(2 points each), Valhalla scores (1 point per Viking), and every Viking there returns to
its clan's boat. Appends JSON-safe event dicts to `events`.
"""

from __future__ import annotations

from typing import Any

from .data import BOAT, DOOM_POINTS, NUM_PROVINCES, P_RAGNAROK, P_VALHALLA, VALHALLA, VALHALLA_POINTS


def ragnarok(st: Any, events: list) -> None:
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
