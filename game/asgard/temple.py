"""Temple actions (rules 7.2): build and pay, recruits demanded by the support space,
the god tile replacing a population tile, the disc to the support space."""

from __future__ import annotations

from typing import Any

from . import data as D
from . import moves as M
from .data import slot_index, slot_ref
from .state import MACHINE, decision


def temple_ok(st: Any, seat: int, g: int) -> bool:
    """Temple placement rules of 6.4 (also used by Fenrir's relocation)."""
    sup = st.support[g]
    return st.temple[g] < 0 and seat not in sup and -1 in sup


def start(st: Any, seat: int, g: int) -> None:
    st.stack.append(["temple", seat, g])


def _wilds(st: Any, seat: int) -> tuple[int, int]:
    w = s = 0
    for p in st.pop_held[seat]:
        b = D.POP_BONUS[p]
        if b == "WILD_STONE":
            w += 1
        elif b == "STONE_SWAP":
            s += 1
    return w, s


def feasible(stones: list[int], reqs: list[int], printed: tuple, wilds: int, swaps: int) -> bool:
    """Can the requirements (colours, or EXTRA = one stone of a colour not printed) be paid?"""
    need = [0] * 7
    extra = 0
    for r in reqs:
        if r == D.EXTRA:
            extra += 1
        else:
            need[r] += 1
    deficit = surplus_p = other = 0
    for c in range(7):
        have = stones[c]
        if c in printed:
            if have < need[c]:
                deficit += need[c] - have
            else:
                surplus_p += have - need[c]
        else:
            other += have
    if not extra:
        return deficit <= wilds + min(swaps, surplus_p + other)
    if other >= 1 and deficit <= wilds + min(swaps, surplus_p + other - 1):
        return True
    if wilds >= 1 and deficit <= wilds - 1 + min(swaps, surplus_p + other):
        return True
    return swaps >= 1 and surplus_p >= 1 and deficit <= wilds + min(swaps - 1, surplus_p - 1 + other)


def _reqs(tid: int) -> list[int]:
    return list(D.TEMPLE_COST[tid]) + ([D.EXTRA] if D.TEMPLE_EXTRA[tid] else [])


def _temple_legal(st: Any, f: list, seat: int) -> list:
    out = [M.DECLINE]
    w, s = _wilds(st, seat)
    for k in range(4):
        stack = st.temple_stack[k]
        if stack:
            tid = stack[-1]
            if feasible(st.stones[seat], _reqs(tid), D.TEMPLE_COST[tid], w, s):
                out.append(M.BUILD[k])
    return out


@decision("temple", _temple_legal)
def _temple_act(st: Any, f: list, seat: int, a: M.BuildTemple | M.Decline) -> None:
    st.stack.pop()
    g = f[2]
    if type(a) is M.Decline:
        # could the seat build any? (the log says "cannot afford" rather than "declines")
        poor = _temple_legal(st, f, seat) == [M.DECLINE]
        st.temple[g] = -1
        st.front[seat] += 1
        st.emit("decline", seat=seat, god=g, **({"poor": True} if poor else {}))
        return
    k = D.TEMPLE_STACK_KEYS.index(a.stack)
    tid = st.temple_stack[k][-1]
    st.push(["pay", seat, g, tid, 0], ["tbuilt", seat, g, k], ["tdemand", seat, g], ["godtile", seat, g],
            ["tdone", seat, g])


# --- paying, one stone at a time (D8) --------------------------------------------------------------
def _pay_options(st: Any, seat: int, tid: int, idx: int) -> list:
    reqs = _reqs(tid)
    printed = D.TEMPLE_COST[tid]
    r = reqs[idx]
    rest = reqs[idx + 1:]
    mine = st.stones[seat]
    w, s = _wilds(st, seat)
    out = []
    for c in range(7):
        if not mine[c]:
            continue
        direct = (c == r) if r != D.EXTRA else (c not in printed)
        mine[c] -= 1
        if direct and feasible(mine, rest, printed, w, s):
            out.append(M.STONE[c])
        elif not direct and s and feasible(mine, rest, printed, w, s - 1):
            out.append(M.SWAP[c])
        mine[c] += 1
    if w and feasible(mine, rest, printed, w - 1, s):
        out.append(M.WILD)
    return out


def _pay_legal(st: Any, f: list, seat: int) -> list:
    return _pay_options(st, seat, f[3], f[4])


def _discard_helper(st: Any, seat: int, kind: str) -> None:
    for p in st.pop_held[seat]:
        if D.POP_BONUS[p] == kind:
            st.pop_held[seat].remove(p)
            st.pop_disc.append(p)
            st.emit("bonus", seat=seat, pop=p)
            return


@decision("pay", _pay_legal)
def _pay_act(st: Any, f: list, seat: int, a: M.Stone | M.SwapStone | M.WildStone) -> None:
    kind = type(a)
    if kind is M.WildStone:
        _discard_helper(st, seat, "WILD_STONE")
    else:
        c = D.STONE_INDEX[a.colour]
        st.stones[seat][c] -= 1
        st.stone_res[c] += 1
        st.emit("paystone", seat=seat, stone=c)   # the stone paid (its Paid fact; the log skips it)
        if kind is M.SwapStone:
            _discard_helper(st, seat, "STONE_SWAP")
    f[4] += 1
    if f[4] >= len(_reqs(f[3])):
        st.stack.pop()


@MACHINE.step("tbuilt")
def _tbuilt(st: Any, f: list) -> None:
    st.stack.pop()
    seat, g, k = f[1], f[2], f[3]
    tid = st.temple_stack[k].pop()
    st.temples[seat].append(tid)
    st.emit("temple", seat=seat, god=g, tile=tid)


# --- recruits demanded by the highest free support space ---------------------------------------------
def free_support(st: Any, g: int) -> int:
    sup = st.support[g]
    return 0 if sup[0] < 0 else 1


def _demand_legal(st: Any, f: list, seat: int) -> list:
    types = D.GOD_DEMAND[f[2]][free_support(st, f[2])]
    return [M.SEND[t] for t in types]


@decision("demand", _demand_legal)
def _demand_act(st: Any, f: list, seat: int, a: M.SendRecruits) -> None:
    st.stack.pop()
    _move_recruits(st, seat, f[2], D.RECRUIT_INDEX[a.recruit])


def _move_recruits(st: Any, seat: int, g: int, t: int) -> None:
    k = st.rec[seat][t]
    st.rec[seat][t] = 0
    st.god_rec[g][t] += k
    st.emit("recruits", seat=seat, god=g, r=t, n=k)


@MACHINE.step("tdemand")
def _tdemand(st: Any, f: list) -> None:
    """Settle the demand without a decision when the choice cannot matter."""
    seat, g = f[1], f[2]
    types = D.GOD_DEMAND[g][free_support(st, g)]
    if not types:
        st.stack.pop()
    elif len(types) == 1 or not any(st.rec[seat][t] for t in types):
        st.stack.pop()
        _move_recruits(st, seat, g, types[0])
    else:
        f[0] = "demand"


# --- the god tile ---------------------------------------------------------------------------------
def legal_slots(st: Any, g: int) -> list[int]:
    side = D.GOD_SIDE[g]
    out = []
    for i in range(D.NUM_WORLDS):
        c = st.slot[i][side]
        if c != 0 and abs(c) < D.GOD_TILE_BASE:
            out.append(i)
    u = D.LIGHT_UNDERWORLD + side
    c = st.slot[u][side]
    if c != 0 and abs(c) < D.GOD_TILE_BASE:
        out.append(u)
    return out


@MACHINE.step("godtile")
def _godtile(st: Any, f: list) -> None:
    seat, g = f[1], f[2]
    stack = st.god_stack[g]
    if not stack:
        st.stack.pop()
        st.emit("notile", seat=seat, god=g)
        return
    slots = legal_slots(st, g)
    if not slots:
        st.stack.pop()
        st.god_out.append(stack.pop())
        st.emit("tileout", seat=seat, god=g)
        return
    f[0] = "slot"


def _slot_legal(st: Any, f: list, seat: int) -> list:
    side = D.GOD_SIDE[f[2]]
    return [M.SLOT[slot_ref(i, side)[0]] for i in legal_slots(st, f[2])]


@decision("slot", _slot_legal)
def _slot_act(st: Any, f: list, seat: int, a: M.PlaceGodTile) -> None:
    st.stack.pop()
    g = f[2]
    side = D.GOD_SIDE[g]
    i = slot_index(a.world, side)
    tile = st.god_stack[g].pop()
    old = st.slot[i][side]
    st.slot[i][side] = tile
    if old > 0:
        st.pop_held[seat].append(old)
    else:
        st.pop_disc.append(-old)
    st.emit("godtile", seat=seat, god=g, num=D.tile_num(tile), w=a.world, pop=old)
    if i >= D.NUM_WORLDS:
        st.gain(seat, D.UNDERWORLD_VP, "underworld")


@MACHINE.step("tdone")
def _tdone(st: Any, f: list) -> None:
    st.stack.pop()
    seat, g = f[1], f[2]
    i = free_support(st, g)
    st.temple[g] = -1
    st.support[g][i] = seat
    st.emit("support", seat=seat, god=g, space=i + 1)
