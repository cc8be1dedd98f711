"""Battle Strength of a Viking card (A9.3; Ragnarok B7)."""

from __future__ import annotations

from . import data as D
from .active_runes import rune_count, valks_on_map


def strength(st, c: int, card: str, invaders: int = -1) -> int:
    """Battle Strength of `card` for clan c (A9.3; B7). `invaders` >= 0: Invader card
    with that many earlier Invader cards."""
    _n, _rune, (base, per, kind), *_ = D.CARDS[card]
    if invaders >= 0:
        if card in D.RAGNAROK_CARDS:
            return D.INVADER_FLAT_RAGNAROK
        if kind in ("F", "H", "P"):
            return base + per * invaders
        if kind in ("wood", "food", "steel"):
            return base + per * (invaders + 1)
        return base
    if kind == "":
        return base
    if kind in ("F", "H", "P"):
        return base + per * rune_count(st, c, kind)
    if kind in ("wood", "food", "steel"):
        return base + per * st.res[c][D.RES.index(kind)]
    if kind == "V":
        return base + per * valks_on_map(st, c)
    if kind == "V2":
        return 8 if valks_on_map(st, c) >= 2 else 2
    if kind == "G":
        return base + per * len(st.slain[c])
    raise ValueError(kind)
