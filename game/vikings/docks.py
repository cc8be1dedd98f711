"""Boats on Docks (A6.2): which Boat is on a Dock, whether a Dock is free, how many of a
clan's Boats are docked at a Region (the solo Chieftain Boat included)."""

from __future__ import annotations


def boat_on(st, dock: str):
    """(clan, boat index) of the Boat on `dock`, or None (Chieftain Boat not included)."""
    boats = st.boats
    for c in range(st.nclans):
        bl = boats[c]
        if dock in bl:
            return (c, bl.index(dock))
    return None


def dock_free(st, dock: str) -> bool:
    return boat_on(st, dock) is None and st.chief_dock != dock


def docked(st, c: int, r: int) -> int:
    """Number of c's Boats on Docks of region r (the solo Chieftain Boat included)."""
    n = 0
    rd = st._board.region_docks[r]
    for loc in st.boats[c]:
        if loc is not None and loc in rd:
            n += 1
    if c == st.enemy and st.chief_dock is not None and st.chief_dock in rd:
        n += 1
    return n
