"""Leader actions: Sail a Boat, Explore, Build, Harvest; Exchange (A6.2-A6.6)."""

from __future__ import annotations

from . import data as D
from . import rune_actions
from .docks import boat_on, dock_free
from .influence import boots
from .moves import BOAT, DEPLOY, DONE, EXCHANGE, MOVE, NORAID, RAID, SAIL_TO, SKIP, STOP, TAKE, TEMPLE
from .ragnarok import valk_explore_options, valk_move
from .resources import can_pay, gain, lose, pay
from .settlers import attack, place_settler
from .state import MACHINE
from .table import take_village


def push_effect(st, c: int, code: str, n: int, arg, ev: list, card: str = "") -> None:
    """Push the frame(s) of one action (leader, rune, dedication or boon part)."""
    if code == "SAIL":
        st.stack.append({"k": "sail", "c": c, "n": n, "ph": "boat", "loc": "", "left": n, "moved": 0,
                         "dep": 0, "recv": [], "free": 0})
    elif code == "EXPL":
        st.stack.append({"k": "explore", "c": c, "left": n, "vk": 0, "recv": []})
    elif code == "BUILD":
        st.stack.append({"k": "build", "c": c, "left": n, "cheap": 0})
    elif code == "BUILD_CHEAP":
        st.stack.append({"k": "build", "c": c, "left": n, "cheap": 1})
    elif code == "HARV":
        start_harvest(st, c, n, ev)
    elif code == "EXCHANGE":
        st.stack.append({"k": "exchange", "c": c, "n": n})
    else:
        rune_actions.push_rune_effect(st, c, code, arg, ev, card)


def start_harvest(st, c: int, n: int, ev: list) -> None:
    """A6.6 plus the Ragnarok Valkyrie harvest bonus (B4)."""
    if st.ragnarok:
        for i, loc in enumerate(st.valk[c]):
            if loc >= 0:
                rune = "FHP"[i]
                gain(st, c, D.VALKYRIE_HARVEST[rune], 1, ev, "valkyrie")
    st.stack.append({"k": "harvest", "c": c, "left": n})


def can_do(st, c: int, code: str) -> bool:
    """Is there anything this action could do now (used to offer it at all)."""
    if code == "SAIL":
        return any(x is not None for x in st.boats[c])
    if code == "EXPL":
        return any(st.settlers[c]) or (st.ragnarok and any(x >= 0 for x in st.valk[c]))
    if code in ("BUILD", "BUILD_CHEAP"):
        f = {"k": "build", "c": c, "left": 1, "cheap": 1 if code == "BUILD_CHEAP" else 0}
        return bool(_build_legal(st, f))
    if code == "HARV":
        return True
    if code == "EXCHANGE":
        r = st.res[c]
        return any(r[i] > 0 and r[j] < D.TRACK_MAX for i in range(3) for j in range(3) if i != j)
    return rune_actions.can_rune(st, c, code)


# ------------------------------------------------------------------------- sail
def _sail_moves(st, f) -> list:
    c = f["c"]
    loc = f["loc"]
    b = st._board
    if loc in b.dock_fjord:
        return [SAIL_TO[b.dock_fjord[loc]]]
    out = [SAIL_TO[x] for x in b.fjord_adj[loc]]
    for d in b.fjord_docks[loc]:
        if st.chief_dock == d:
            continue
        occ = boat_on(st, d)
        if occ is not None and occ[0] == c:
            continue
        out.append(SAIL_TO[d])
    if f["moved"] > 0:
        out.append(STOP)
    return out


def _sail_legal(st, f) -> list:
    c = f["c"]
    ph = f["ph"]
    if ph == "boat":
        seen = []
        for loc in st.boats[c]:
            if loc is not None and BOAT[loc] not in seen:
                seen.append(BOAT[loc])
        return seen
    if ph == "move":
        return _sail_moves(st, f)
    if ph == "deploy":
        return [DEPLOY[st._board.regions[r]] for r in st._board.dock_regions[f["loc"]]] + [DONE]
    if ph == "raid":
        return [RAID, NORAID]
    return []


@MACHINE.decision("sail", _sail_legal)
def _sail_apply(st, f, a, ev) -> None:
    c = f["c"]
    b = st._board
    kind = a.kind
    if kind == "boat":
        f["loc"] = a.at
        f["ph"] = "move"
        return
    if kind == "to":
        dest = a.to
        frm = f["loc"]
        i = st.boats[c].index(frm)
        f["left"] -= 1
        f["moved"] += 1
        if dest in b.dock_fjord:
            occ = boat_on(st, dest)
            if occ is not None:
                oc, oi = occ
                st.boats[oc][oi] = b.dock_fjord[dest]
                ev.append({"t": "bumped", "seat": oc, "from": dest, "to": b.dock_fjord[dest]})
        st.boats[c][i] = dest
        f["loc"] = dest
        ev.append({"t": "sail", "seat": c, "from": frm, "to": dest})
        if dest in b.dock_fjord:
            _sail_landed(st, f, ev)
        elif f["left"] <= 0:
            st.stack.pop()
        return
    if kind == "stop":
        st.stack.pop()
        return
    if kind == "deploy":
        r = b.ridx[a.region]
        pay(st, c, (0, 1, 0), ev, "deploy")
        place_settler(st, c, r, ev, "deploy")
        f["dep"] += 1
        f["recv"].append(r)
        if not _can_deploy(st, f):  # nothing more to deploy: the deployment ends by itself
            attack(st, c, f["recv"], ev)
            _sail_to_raid(st, f, ev)
        return
    if kind == "done":
        attack(st, c, f["recv"], ev)
        _sail_to_raid(st, f, ev)
        return
    if kind == "raid":
        if not f.get("free"):
            pay(st, c, (0, 0, D.RAID_COST[st.era]), ev, "raid")
        take_village(st, c, f["loc"], ev)
        st.stack.pop()
        return
    if kind == "noraid":
        st.stack.pop()


def _can_deploy(st, f) -> bool:
    c = f["c"]
    return f["dep"] < f["n"] and st.smat[c] > 0 and st.res[c][D.FOOD] >= 1


def _sail_landed(st, f, ev) -> None:
    f["ph"] = "deploy"
    if not _can_deploy(st, f):
        _sail_to_raid(st, f, ev)


def _sail_to_raid(st, f, ev) -> None:
    c = f["c"]
    d = f["loc"]
    if d in st.villages and (f.get("free") or st.res[c][D.STEEL] >= D.RAID_COST[st.era]):
        f["ph"] = "raid"
        return
    st.stack.pop()


# ---------------------------------------------------------------------- explore
def _explore_legal(st, f) -> list:
    c = f["c"]
    b = st._board
    out = []
    regions = b.regions
    for r, n in enumerate(st.settlers[c]):
        if n > 0:
            row = MOVE[regions[r]]
            for d in b.region_adj[r]:
                out.append(row[regions[d]])
    if st.ragnarok and not f["vk"]:
        out += valk_explore_options(st, c)
    out.append(DONE)
    return out


@MACHINE.decision("explore", _explore_legal)
def _explore_apply(st, f, a, ev) -> None:
    c = f["c"]
    b = st._board
    kind = a.kind
    if kind == "done":
        _explore_end(st, f, ev)
        return
    src, dst = b.ridx[a.frm], b.ridx[a.to]
    if kind == "move":
        st.settlers[c][src] -= 1
        st.settlers[c][dst] += 1
        f["recv"].append(dst)
        ev.append({"t": "explore", "seat": c, "from": a.frm, "to": a.to})
    else:
        valk_move(st, c, kind, src, dst, f, ev)
        f["vk"] = 1
    f["left"] -= 1
    if f["left"] <= 0:
        _explore_end(st, f, ev)


def _explore_end(st, f, ev) -> None:
    st.stack.pop()
    attack(st, f["c"], f["recv"], ev)


# ------------------------------------------------------------------------ build
def boat_spots(st, c: int) -> list:
    b = st._board
    out: list = []
    for r in range(len(b.regions)):
        if not boots(st, c, r):
            continue
        free = [d for d in b.region_docks[r] if dock_free(st, d)]
        if not free:
            free = [b.dock_fjord[d] for d in b.region_docks[r]]
        for x in free:
            if x not in out:
                out.append(x)
    return out


def temple_spots(st, c: int) -> list:
    return [r for r in range(len(st._board.regions))
            if st.settlers[c][r] > 0 and not (st.ragnarok and st.giants[r] != 0)]


def _build_legal(st, f) -> list:
    c = f["c"]
    cheap = f["cheap"]
    out = []
    if None in st.boats[c] and st.res[c][D.WOOD] >= D.BOAT_COST[0] - cheap:
        out += [BOAT[x] for x in boat_spots(st, c)]
    cost = (max(0, D.TEMPLE_COST[0] - cheap), 0, D.TEMPLE_COST[2])
    if st.tmat[c] > 0 and can_pay(st, c, cost):
        out += [TEMPLE[st._board.regions[r]] for r in temple_spots(st, c)]
    return out + [DONE] if out else []  # nothing affordable: the Build ends


@MACHINE.decision("build", _build_legal)
def _build_apply(st, f, a, ev) -> None:
    c = f["c"]
    cheap = f["cheap"]
    kind = a.kind
    if kind == "done":
        st.stack.pop()
        return
    if kind == "boat":
        pay(st, c, (max(0, D.BOAT_COST[0] - cheap), 0, 0), ev, "boat")
        st.boats[c][st.boats[c].index(None)] = a.at
        ev.append({"t": "build", "seat": c, "what": "boat", "at": a.at})
    else:
        r = st._board.ridx[a.region]
        pay(st, c, (max(0, D.TEMPLE_COST[0] - cheap), 0, D.TEMPLE_COST[2]), ev, "temple")
        st.tmat[c] -= 1
        st.temples[c][r] += 1
        ev.append({"t": "build", "seat": c, "what": "temple", "at": a.region})
    f["left"] -= 1
    if f["left"] <= 0:
        st.stack.pop()


# ---------------------------------------------------------------------- harvest
def _harvest_legal(st, f) -> list:
    """DP09d: any split with wood + food + steel <= N, one resource at a time; the
    player may stop ("done") before taking all N."""
    c = f["c"]
    out = [TAKE[D.RES[i]] for i in range(3) if st.res[c][i] < D.TRACK_MAX]
    return out + [DONE] if out else []


@MACHINE.decision("harvest", _harvest_legal)
def _harvest_apply(st, f, a, ev) -> None:
    if a.kind == "done":
        st.stack.pop()
        return
    gain(st, f["c"], D.RES.index(a.resource), 1, ev, "harvest")
    f["left"] -= 1
    if f["left"] <= 0:
        st.stack.pop()


# --------------------------------------------------------------------- exchange
def _exchange_legal(st, f) -> list:
    """A6.7: lower one resource by up to n and raise another by the same amount, so only
    amounts that fit the room left on the raised track are offered."""
    c = f["c"]
    res = st.res[c]
    out = []
    for i in range(3):
        for j in range(3):
            if i != j:
                for k in range(1, min(f["n"], res[i], D.TRACK_MAX - res[j]) + 1):
                    out.append(EXCHANGE[(D.RES[i], D.RES[j], k)])
    return out + [SKIP] if out else []


@MACHINE.decision("exchange", _exchange_legal)
def _exchange_apply(st, f, a, ev) -> None:
    st.stack.pop()
    if a.kind == "skip":
        return
    c = f["c"]
    i, j, k = D.RES.index(a.give), D.RES.index(a.get), a.amount
    lose(st, c, i, k, ev, "exchange")
    gain(st, c, j, k, ev, "exchange")
