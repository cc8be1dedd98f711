"""Rune-action effects (A6.7; B6.3): COLLECT, DRAW_REPLACE, TEMPLE_EXPLORE, SMITE,
ENTER_BATTLE, NATURE, MOVE_GIANT, RAID_FREE. SAIL/EXPL/BUILD/HARV/EXCHANGE are in
`actions.py`."""

from __future__ import annotations

from .battle import join_battle
from .fury import add_fury
from .influence import has_unit
from .moves import DISCARD, ENTER, MOVE_GIANT, NATURE, RAID_FREE, SKIP, SMITE, TEMPLE_MOVE
from .resources import gain
from .settlers import remove_settler
from .state import MACHINE
from .table import draw_card, take_village


def can_rune(st, c: int, code: str) -> bool:
    if code == "COLLECT" or code == "NATURE":
        return True
    if code == "DRAW_REPLACE":
        return bool(st.deck or st.discard)
    if code == "TEMPLE_EXPLORE":
        return bool(_temple_moves(st, c))
    if code == "SMITE":
        return bool(_smite_targets(st, c))
    if code == "ENTER_BATTLE":
        bt = st.battle
        return (bt is not None and not bt.get("res") and st.enemy < 0
                and all(p[0] != c for p in bt["parts"]))
    if code == "MOVE_GIANT":
        return bool(_giant_moves(st))
    if code == "RAID_FREE":
        return bool(_free_raids(st, c))
    return False


def push_rune_effect(st, c: int, code: str, arg, ev: list, card: str) -> None:
    if code == "COLLECT":
        for i, n in enumerate(arg):
            gain(st, c, i, n, ev, "collect")
    elif code == "DRAW_REPLACE":
        x = draw_card(st)
        if x is not None:
            st.hands[c].append(x)
            ev.append({"t": "draw", "seat": c})
            st.stack.append({"k": "discard", "c": c})
    elif code == "TEMPLE_EXPLORE":
        st.stack.append({"k": "temple_explore", "c": c})
    elif code == "SMITE":
        st.stack.append({"k": "smite", "c": c})
    elif code == "ENTER_BATTLE":
        st.stack.append({"k": "enter", "c": c, "card": card})
    elif code == "NATURE":
        st.stack.append({"k": "nature", "c": c})
    elif code == "MOVE_GIANT":
        st.stack.append({"k": "move_giant", "c": c})
    elif code == "RAID_FREE":
        st.stack.append({"k": "raid_free", "c": c})
    else:
        raise ValueError(f"unknown rune action {code}")


# ---------------------------------------------------------------- DRAW_REPLACE
def _discard_legal(st, f) -> list:
    out = []
    for x in st.hands[f["c"]]:
        if DISCARD[x] not in out:
            out.append(DISCARD[x])
    return out


@MACHINE.decision("discard", _discard_legal)
def _discard_apply(st, f, a, ev) -> None:
    st.stack.pop()
    st.hands[f["c"]].remove(a.card)
    st.discard.append(a.card)
    ev.append({"t": "discard", "seat": f["c"], "card": a.card})


# -------------------------------------------------------------- TEMPLE_EXPLORE
def _temple_moves(st, c: int) -> list:
    b = st._board
    out = []
    for r, n in enumerate(st.temples[c]):
        if n > 0:
            for d in b.region_adj[r]:
                if not (st.ragnarok and st.giants[d] != 0):
                    out.append(TEMPLE_MOVE[b.regions[r]][b.regions[d]])
    return out


def _te_legal(st, f) -> list:
    return _temple_moves(st, f["c"])


@MACHINE.decision("temple_explore", _te_legal)
def _te_apply(st, f, a, ev) -> None:
    st.stack.pop()
    c = f["c"]
    s, d = st._board.ridx[a.frm], st._board.ridx[a.to]
    st.temples[c][s] -= 1
    st.temples[c][d] += 1
    ev.append({"t": "temple_move", "seat": c, "from": a.frm, "to": a.to})


# ----------------------------------------------------------------------- SMITE
def _smite_targets(st, c: int) -> list:
    out = []
    for r in range(len(st._board.regions)):
        if not has_unit(st, c, r):
            continue
        for o in st.clans():
            if o != c and st.settlers[o][r] > 0:
                out.append(SMITE[st._board.regions[r]][o])
    return out


def _smite_legal(st, f) -> list:
    return _smite_targets(st, f["c"])


@MACHINE.decision("smite", _smite_legal)
def _smite_apply(st, f, a, ev) -> None:
    st.stack.pop()
    remove_settler(st, a.clan, st._board.ridx[a.region], ev, "smite")


# ---------------------------------------------------------------- ENTER_BATTLE
def _enter_legal(st, f) -> list:
    return [ENTER, SKIP] if can_rune(st, f["c"], "ENTER_BATTLE") else []


@MACHINE.decision("enter", _enter_legal)
def _enter_apply(st, f, a, ev) -> None:
    st.stack.pop()
    if a.kind == "enter":
        ev.append({"t": "rune_action", "seat": f["c"], "card": f["card"], "action": "ENTER_BATTLE"})
        join_battle(st, f["c"], f["card"], ev)


# ---------------------------------------------------------------------- NATURE
def _nature_legal(st, f) -> list:
    out = []
    for g in range(3):
        out.append(NATURE[st.gods[g]][1])
        if st.fury[g] > 0:
            out.append(NATURE[st.gods[g]][-1])
    return out


@MACHINE.decision("nature", _nature_legal)
def _nature_apply(st, f, a, ev) -> None:
    st.stack.pop()
    add_fury(st, st.gods.index(a.god), a.step, ev, "nature")


# ------------------------------------------------------------------ MOVE_GIANT
def _giant_moves(st) -> list:
    if not st.ragnarok:
        return []
    b = st._board
    out = []
    for r, g in enumerate(st.giants):
        if g:
            for d in b.region_adj[r]:
                if not st.giants[d]:
                    out.append(MOVE_GIANT[b.regions[r]][b.regions[d]])
    return out


def _mg_legal(st, f) -> list:
    return _giant_moves(st)


@MACHINE.decision("move_giant", _mg_legal)
def _mg_apply(st, f, a, ev) -> None:
    st.stack.pop()
    s, d = st._board.ridx[a.frm], st._board.ridx[a.to]
    st.giants[d] = st.giants[s]
    st.giants[s] = 0
    ev.append({"t": "giant_move", "seat": f["c"], "from": a.frm, "to": a.to})


# -------------------------------------------------------------------- RAID_FREE
def _free_raids(st, c: int) -> list:
    if not st.ragnarok:
        return []
    b = st._board
    out = []
    for d in b.docks:
        if d in st.villages and any(has_unit(st, c, r) for r in b.dock_regions[d]):
            out.append(RAID_FREE[d])
    return out


def _rf_legal(st, f) -> list:
    return _free_raids(st, f["c"])


@MACHINE.decision("raid_free", _rf_legal)
def _rf_apply(st, f, a, ev) -> None:
    st.stack.pop()
    take_village(st, f["c"], a.dock, ev)
