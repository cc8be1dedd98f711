"""Final scoring (A12; B11) and the winner with its tie-breakers."""

from __future__ import annotations

from . import data as D


def god_rank(st, g: int) -> int:
    """0 = 1st .. 2 = 3rd; tied gods take the lowest place they span."""
    f = st.fury[g]
    above = same = 0
    for x in st.fury:         # a loop, not generators: no frame resumed per god (3.11)
        if x > f:
            above += 1
        elif x == f:
            same += 1
    return above + same - 1


def rune_rank(st, rune: str) -> int:
    return god_rank(st, st.god_rune.index(rune))


def score_clan(st, c: int) -> dict:
    rank = {rn: rune_rank(st, rn) for rn in D.RUNES}
    islands = 0
    for r, h in enumerate(st.ctrl):
        if h == c:
            islands += D.ISLAND_POINTS[rank[st._board.rune[r]]]
    favors = 0
    best_wild = max(D.FAVOR_POINTS[rank[rn]] for rn in D.RUNES)
    for card in st.favors[c]:
        if card not in D.FAVORS:
            continue  # hidden in a view
        for rn in D.FAVORS[card][0]:
            favors += best_wild if rn == "W" else D.FAVOR_POINTS[rank[rn]]
    giants = sum(g for g in st.slain[c] if g > 0)
    out = {"islands": islands, "favors": favors}
    if st.ragnarok:
        out["giants"] = giants
    out["total"] = islands + favors + giants
    return out


def score_all(st) -> list:
    return [score_clan(st, c) for c in range(st.nclans)]


def tiebreak(st, c: int) -> tuple:
    sc = score_clan(st, c)["total"]
    runes = sum(1 for h in st.ctrl if h == c)
    temples = sum(st.temples[c])
    boats = sum(1 for x in st.boats[c] if x is not None) + (1 if c == st.enemy else 0)
    return (sc, runes, len(st.favors[c]), temples, boats, sum(st.res[c]))


def winners(st) -> list:
    if st.solo:
        return [0] if tiebreak(st, 0) > tiebreak(st, st.enemy) else []
    keys = [tiebreak(st, c) for c in range(st.n)]
    best = max(keys)
    return [c for c in range(st.n) if keys[c] == best]
