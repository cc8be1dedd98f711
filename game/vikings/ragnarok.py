"""Ragnarok (Part B): Valkyries (sending, movement), Giants, Slay a Giant, Giants
cooling Fury at cleanup."""

from __future__ import annotations

from . import data as D
from .fury import add_fury, god_of
from .influence import check_control, valks_in
from .moves import CARRY, CARRY_TEMPLE, FLY, NAME_RUNE, SLAY_AT
from .resources import pay
from .state import MACHINE


def slay_need(card: str) -> int:
    return D.SLAYER_SETTLERS if card in D.SLAYER_CARDS else D.SLAY_SETTLERS


def slay_regions(st, c: int, card: str) -> list:
    """B6.2: regions where c may slay a Giant with `card`."""
    need = slay_need(card)
    vcard = card in D.VALKYRIE_CARDS
    return [r for r, g in enumerate(st.giants)
            if g and st.settlers[c][r] >= need and (vcard or valks_in(st, c, r) >= 1)]


def _slay_legal(st, f) -> list:
    if not f["region"]:
        return [SLAY_AT[st._board.regions[r]] for r in slay_regions(st, f["c"], f["card"])]
    return [NAME_RUNE[r] for r in D.RUNES]


@MACHINE.decision("slay", _slay_legal)
def _slay_apply(st, f, a, ev) -> None:
    if a.kind == "slay":
        f["region"] = a.region
        if D.CARDS[f["card"]][1] == "W":
            return
        rune = D.CARDS[f["card"]][1]
    else:
        rune = a.rune
    st.stack.pop()
    c = f["c"]
    r = st._board.ridx[f["region"]]
    n = slay_need(f["card"])
    st.settlers[c][r] -= n
    st.smat[c] += n
    st.slain[c].append(st.giants[r])
    st.giants[r] = 0
    ev.append({"t": "slay", "seat": c, "region": f["region"], "card": f["card"]})
    add_fury(st, god_of(st, rune), 1, ev, "slay")


# ------------------------------------------------------------------ Valkyries
def valk_explore_options(st, c: int) -> list:
    b = st._board
    out = []
    seen = set()
    for v in st.valk[c]:
        if v < 0 or v in seen:
            continue
        seen.add(v)
        src = b.regions[v]
        for d in b.region_adj[v]:
            dst = b.regions[d]
            out.append(FLY[src][dst])
            if st.res[c][D.FOOD] >= 1 and st.settlers[c][v] > 0:
                out.append(CARRY[src][dst])
            if st.res[c][D.STEEL] >= 3 and st.temples[c][v] > 0 and not st.giants[d]:
                out.append(CARRY_TEMPLE[src][dst])
    return out


def valk_move(st, c: int, kind: str, src: int, dst: int, f: dict, ev: list) -> None:
    i = st.valk[c].index(src)
    st.valk[c][i] = dst
    if kind == "carry":
        pay(st, c, D.CARRY_SETTLER_COST, ev, "carry")
        st.settlers[c][src] -= 1
        st.settlers[c][dst] += 1
        f["recv"].append(dst)
    elif kind == "carryt":
        pay(st, c, D.CARRY_TEMPLE_COST, ev, "carry")
        st.temples[c][src] -= 1
        st.temples[c][dst] += 1
    ev.append({"t": "valkyrie_move", "seat": c, "kind": kind, "from": st._board.regions[src],
               "to": st._board.regions[dst]})


def send_valkyrie(st, c: int, slot: int, r: int, ev: list) -> None:
    st.valk[c][slot] = r
    ev.append({"t": "valkyrie_sent", "seat": c, "rune": "FHP"[slot], "region": st._board.regions[r]})
    check_control(st, ev)


def giants_cool_fury(st, ev: list) -> None:
    """B9: each Giant still on the map lowers its Region's god's Fury by 1."""
    for r, g in enumerate(st.giants):
        if g:
            add_fury(st, god_of(st, st._board.rune[r]), -1, ev, "giant")
