"""Valhalla Boons of the 6 base gods (A8b) and the 6 Ragnarok gods (B8)."""

from __future__ import annotations

from . import data as D
from .actions import can_do, push_effect, start_harvest
from .docks import boat_on
from .influence import boots
from .moves import (
    BALDUR,
    BOAT,
    COUNT,
    DEPLOY,
    DONE,
    HEIMDALL,
    LOKI,
    NANNA,
    NORAID,
    RAID,
    SIGYN,
    SOL,
    THOR,
    TO_DOCK,
)
from .resources import gain, lose
from .settlers import attack, place_settler, remove_settler
from .state import MACHINE
from .table import end_card, row_ends, take_village


@MACHINE.step("valhalla_boon")
def _valhalla_boon(st, f, ev) -> None:
    """A lost battle's Valhalla Boon, taken (battle.py pushes this frame)."""
    push_boon(st, f["c"], f["god"], ev)


def push_boon(st, c: int, god: str, ev: list) -> None:
    if god == "odin":
        st.stack.append({"k": "exchange", "c": c, "n": 2})
        start_harvest(st, c, 3, ev)
    elif god == "freyja":
        st.stack.append({"k": "gain", "c": c, "res": D.FOOD, "n": 1})
        push_effect(st, c, "EXPL", 2, 0, ev)
    elif god == "njord":
        push_effect(st, c, "SAIL", 3, 0, ev)
    elif god == "frigg":
        st.stack.append({"k": "frigg", "c": c, "left": 2, "recv": []})
    elif god in ("thor", "loki", "baldur", "nanna", "sigyn", "sol"):
        st.stack.append({"k": god, "c": c})
    elif god == "heimdall":
        st.stack.append({"k": "heimdall", "c": c, "src": "", "dst": ""})
    elif god == "tyr":
        st.stack.append({"k": "tyr", "c": c, "ph": "boat", "loc": ""})
    else:
        raise ValueError(god)


@MACHINE.step("gain")
def _gain(st, f, ev) -> None:
    gain(st, f["c"], f["res"], f["n"], ev, "boon")


# ------------------------------------------------------------------------- Thor
def _thor_legal(st, f) -> list:
    c = f["c"]
    return [THOR[st._board.regions[r]] for r in range(len(st._board.regions))
            if any(st.settlers[o][r] > 0 for o in st.clans() if o != c)]


@MACHINE.decision("thor", _thor_legal)
def _thor_apply(st, f, a, ev) -> None:
    st.stack.pop()
    r = st._board.ridx[a.region]
    for o in st.clans():
        if o != f["c"] and st.settlers[o][r] > 0:
            remove_settler(st, o, r, ev, "thor")


# ------------------------------------------------------------------------ Frigg
def _frigg_legal(st, f) -> list:
    c = f["c"]
    out = []
    if st.smat[c] > 0 and f["left"] > 0:
        out = [DEPLOY[st._board.regions[r]] for r in range(len(st._board.regions)) if boots(st, c, r)]
    return out + [DONE] if out else []


@MACHINE.decision("frigg", _frigg_legal)
def _frigg_apply(st, f, a, ev) -> None:
    c = f["c"]
    if a.kind == "deploy":
        r = st._board.ridx[a.region]
        place_settler(st, c, r, ev, "frigg")
        f["recv"].append(r)
        f["left"] -= 1
        if f["left"] > 0 and st.smat[c] > 0:
            return
    st.stack.pop()
    attack(st, c, f["recv"], ev)


# ------------------------------------------------------------------------- Loki
def _loki_legal(st, f) -> list:
    c = f["c"]
    return [LOKI[o][D.RES[i]] for o in st.clans() if o != c and o != st.neutral
            for i in range(3) if st.res[o][i] > 0]


@MACHINE.decision("loki", _loki_legal)
def _loki_apply(st, f, a, ev) -> None:
    st.stack.pop()
    i = D.RES.index(a.resource)
    n = lose(st, a.clan, i, 2, ev, "loki")
    gain(st, f["c"], i, n, ev, "loki")


# ----------------------------------------------------------------------- Baldur
def _baldur_legal(st, f) -> list:
    return [BALDUR[s] for s, (_n, code, _k) in D.DEDICATIONS.items() if can_do(st, f["c"], code)]


@MACHINE.decision("baldur", _baldur_legal)
def _baldur_apply(st, f, a, ev) -> None:
    st.stack.pop()
    _name, code, n = D.DEDICATIONS[a.slot]
    ev.append({"t": "baldur", "seat": f["c"], "slot": a.slot})
    push_effect(st, f["c"], code, n, 0, ev)


# --------------------------------------------------------------------- Heimdall
def _heim_legal(st, f) -> list:
    c = f["c"]
    b = st._board
    if not f["src"]:
        return [HEIMDALL[b.regions[r]][b.regions[d]] for r, n in enumerate(st.settlers[c]) if n > 0
                for d in b.region_adj[r]]
    n = st.settlers[c][b.ridx[f["src"]]]
    return [COUNT[k] for k in range(1, min(3, n) + 1)]


@MACHINE.decision("heimdall", _heim_legal)
def _heim_apply(st, f, a, ev) -> None:
    c = f["c"]
    if a.kind == "heimdall":
        f["src"], f["dst"] = a.frm, a.to
        return
    st.stack.pop()
    s, d = st._board.ridx[f["src"]], st._board.ridx[f["dst"]]
    st.settlers[c][s] -= a.n
    st.settlers[c][d] += a.n
    ev.append({"t": "explore", "seat": c, "from": f["src"], "to": f["dst"], "n": a.n})
    attack(st, c, [d], ev)


# ------------------------------------------------------------------------ Nanna
def _nanna_legal(st, f) -> list:
    return [NANNA[r] for r in D.RES]


@MACHINE.decision("nanna", _nanna_legal)
def _nanna_apply(st, f, a, ev) -> None:
    st.stack.pop()
    i = D.RES.index(a.resource)
    gain(st, f["c"], i, 6, ev, "nanna")
    for o in st.clans():
        if o != f["c"]:
            gain(st, o, i, 3, ev, "nanna")


# ------------------------------------------------------------------------ Sigyn
def _sigyn_legal(st, f) -> list:
    c = f["c"]
    out = []
    for x in st.rows[c]:
        if x not in st.down and SIGYN[x] not in out:
            out.append(SIGYN[x])
    return out


@MACHINE.decision("sigyn", _sigyn_legal)
def _sigyn_apply(st, f, a, ev) -> None:
    st.stack.pop()
    c = f["c"]
    st.stack.append({"k": "control"})
    st.stack.append({"k": "rune", "c": c, "card": a.card, "force": 1})
    st.stack.append({"k": "control"})
    st.stack.append({"k": "leader", "c": c, "card": a.card})


# -------------------------------------------------------------------------- Sol
def _sol_legal(st, f) -> list:
    return [SOL[(mine, r, e)] for mine in st.favors[f["c"]] for r, e in row_ends(st)]


@MACHINE.decision("sol", _sol_legal)
def _sol_apply(st, f, a, ev) -> None:
    st.stack.pop()
    c = f["c"]
    mine, r, e = a.mine, a.row, a.end
    other = end_card(st, r, e)
    idx = 0 if e == "left" else -1
    pos = st.frows[r][idx][0]
    st.frows[r][idx][1] = mine
    st.fhome[mine] = [r, pos]
    st.favors[c].remove(mine)
    st.favors[c].append(other)
    ev.append({"t": "sol", "seat": c, "gave": mine, "took": other})


# -------------------------------------------------------------------------- Tyr
def _tyr_legal(st, f) -> list:
    c = f["c"]
    if f["ph"] == "boat":
        out = []
        for loc in st.boats[c]:
            if loc is not None and BOAT[loc] not in out:
                out.append(BOAT[loc])
        return out
    if f["ph"] == "dock":
        out = []
        for d in st._board.docks:
            occ = boat_on(st, d)
            if d != f["loc"] and st.chief_dock != d and (occ is None or occ[0] != c):
                out.append(TO_DOCK[d])
        return out
    return [RAID, NORAID]


@MACHINE.decision("tyr", _tyr_legal)
def _tyr_apply(st, f, a, ev) -> None:
    c = f["c"]
    kind = a.kind
    if kind == "boat":
        f["loc"] = a.at
        f["ph"] = "dock"
        return
    if kind == "dock":
        d = a.dock
        occ = boat_on(st, d)
        if occ is not None:
            st.boats[occ[0]][occ[1]] = st._board.dock_fjord[d]
            ev.append({"t": "bumped", "seat": occ[0], "from": d, "to": st._board.dock_fjord[d]})
        st.boats[c][st.boats[c].index(f["loc"])] = d
        ev.append({"t": "sail", "seat": c, "from": f["loc"], "to": d})
        f["loc"] = d
        if d in st.villages:
            f["ph"] = "raid"
            return
        st.stack.pop()
        return
    st.stack.pop()
    if kind == "raid":
        take_village(st, c, f["loc"], ev)


