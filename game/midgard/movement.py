"""Movement rules shared by all cards (rules section 4.2): moving one Viking, and which
of a seat's Vikings may move. The actions of every decision are the named types of
moves.py, which holds each one prebuilt.
"""

from __future__ import annotations

from typing import Any

from .data import MOVABLE_SOURCES, NUM_PROVINCES, VALHALLA, VILLAGES
from .moves import VIKING_C, VIKING_W

ALL_PROVINCES = tuple(range(NUM_PROVINCES))


def move(st: Any, seat: int, chief: bool, src: int, dst: int, events: list) -> None:
    """Move one of seat's Vikings from src to dst (any locations), keeping counts."""
    if chief:
        st.chief[seat] = dst
    else:
        st.w[src][seat] -= 1
        st.w[dst][seat] += 1
    if src < 13:
        st.occ[src] -= 1
    if dst < 13:
        st.occ[dst] += 1
    events.append({"t": "move", "seat": seat, "kind": "C" if chief else "W", "from": src, "to": dst})


def has_viking_outside(st: Any, seat: int, exclude: int) -> bool:
    """True if seat has a Viking at a movable source other than `exclude`."""
    c = st.chief[seat]
    if c != exclude and c != VALHALLA:
        return True
    w = st.w
    for loc in MOVABLE_SOURCES:
        if loc != exclude and w[loc][seat]:
            return True
    return False


def viking_choices(st: Any, seat: int, exclude: int = -1) -> list:
    """ChooseViking(loc, kind) for each own Viking at a movable source (not `exclude`)."""
    out = []
    c = st.chief[seat]
    if c != exclude and c != VALHALLA:
        out.append(VIKING_C[c])
    w = st.w
    for loc in MOVABLE_SOURCES:
        if loc != exclude and w[loc][seat]:
            out.append(VIKING_W[loc])
    return out


def room(st: Any, p: int) -> bool:
    """A free village in province p."""
    return st.occ[p] < VILLAGES[p]


def opp_warriors(st: Any, area: int, seat: int) -> list:
    """The other seats with a warrior in area."""
    row = st.w[area]
    return [x for x in range(st.n) if x != seat and row[x]]
