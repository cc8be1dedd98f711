"""Settlers on the map: placing and removing one, and Attack Settlers (A6.3)."""

from __future__ import annotations


def place_settler(st, c: int, r: int, ev: list, why: str) -> None:
    st.smat[c] -= 1
    st.settlers[c][r] += 1
    ev.append({"t": "settler_on", "seat": c, "region": st._board.regions[r], "why": why})


def remove_settler(st, c: int, r: int, ev: list, why: str) -> None:
    st.settlers[c][r] -= 1
    if c != st.neutral:
        st.smat[c] += 1
    ev.append({"t": "settler_off", "seat": c, "region": st._board.regions[r], "why": why})


def attack(st, c: int, regions, ev: list) -> None:
    """A6.3 Attack Settlers, once per region that received Settlers of c."""
    done = set()
    for r in regions:
        if r in done:
            continue
        done.add(r)
        settlers = st.settlers
        mine = settlers[c][r]
        if mine <= 0:
            continue
        # c has strictly more Settlers here than every other clan: theirs are removed
        for o in range(st.nclans):
            if o != c and mine <= settlers[o][r]:
                break
        else:
            for o in range(st.nclans):
                if o != c and settlers[o][r] > 0:
                    remove_settler(st, o, r, ev, "attack")
