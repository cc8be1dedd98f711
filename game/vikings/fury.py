"""Fury (A9.4, A9.7): the god holding each rune's Fury marker, and raising or lowering a god's Fury."""

from __future__ import annotations


def god_of(st, rune: str) -> int:
    """Index (0..2) of the god holding the Fury marker of `rune`."""
    return st.god_rune.index(rune)


def add_fury(st, g: int, amount: int, ev: list, why: str = "") -> None:
    old = st.fury[g]
    st.fury[g] = max(0, old + amount)
    if st.fury[g] != old:
        ev.append({"t": "fury", "god": st.gods[g], "from": old, "to": st.fury[g], "why": why})
