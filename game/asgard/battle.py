"""Phase 4 — battles (rules section 9): temple points, legendary weapons, the seven
worlds, recruits spent to win, Týr's tile and CLAIM_VICTORY, battle tiles."""

from __future__ import annotations

from typing import Any

from . import data as D
from . import moves as M
from .data import is_god, recruit_strength, strength
from .state import MACHINE, decision


def legendary(st: Any, side: int) -> int:
    shown = st.lw_shown[side]
    return shown[-1] if shown else 0


def side_values(st: Any, i: int) -> tuple[int, int]:
    """Base values (light, dark) of world index i this round."""
    lc, dc = st.slot[i]
    lv = (0 if (not is_god(lc) and is_god(dc)) else strength(lc)) + legendary(st, 0)
    dv = (0 if (not is_god(dc) and is_god(lc)) else strength(dc)) + legendary(st, 1)
    return lv, dv


@MACHINE.step("p4")
def _p4(st: Any, f: list) -> None:
    st.stack.pop()
    st.phase = "battle"
    for s in st.by_order():
        vp = sum(D.TEMPLE_STACK_VP[t // 6] for t in st.temples[s])
        if vp:
            st.gain(s, vp, "temples")
            st.emit("templevp", seat=s, vp=vp)
    for side in (0, 1):
        if st.lw_stack[side]:
            st.lw_shown[side].append(st.lw_stack[side].pop())
    st.emit("legendary", light=legendary(st, 0), dark=legendary(st, 1))
    st.push(*[["world", -1, i] for i in range(D.NUM_WORLDS)], ["btiles", -1])


def claim_tiles(st: Any, seat: int) -> list[int]:
    return [p for p in st.pop_held[seat] if D.POP_BONUS[p] == "CLAIM_VICTORY"]


def _win(st: Any, seat: int, i: int, side: int, how: str) -> None:
    st.battle[i][side] = -1
    st.victory[i][seat] += 1
    st.emit("win", seat=seat, w=i + 1, side=side, how=how)


def _lose(st: Any, seat: int, i: int, side: int) -> None:
    st.battle[i][side] = -1
    st.centre[seat] += 1
    st.emit("lose", seat=seat, w=i + 1, side=side)


@MACHINE.step("world")
def _world(st: Any, f: list) -> None:
    i = f[2]
    b = st.battle[i]
    discs = [(st.order[b[s]], b[s], s) for s in (0, 1) if b[s] >= 0]
    if not discs:
        st.stack.pop()
        return
    if len(f) == 3:
        f += list(side_values(st, i))
        st.emit("fight", w=i + 1, light=f[3], dark=f[4], seats=[b[0], b[1]])
    discs.sort()
    _, seat, side = discs[0]
    own, other = f[3 + side], f[4 - side]
    if own > other:
        _win(st, seat, i, side, "strength")
        return
    need = other - own + 1
    if (st.tyr == seat or claim_tiles(st, seat) or recruit_strength(st.rec[seat]) >= need):
        st.stack.append(["rescue", seat, i, side, need, 0])
    else:
        _lose(st, seat, i, side)


def _rescue_legal(st: Any, f: list, seat: int) -> list:
    started = f[5]
    out = [] if started else [M.GIVE_UP]
    r = st.rec[seat]
    if recruit_strength(r) >= f[4]:
        out += [M.SPEND[t] for t in range(3) if r[t]]
    if not started:
        if st.tyr == seat:
            out.append(M.TYR)
        for p in sorted(set(claim_tiles(st, seat))):
            out.append(M.CLAIM[p])
    return out


@decision("rescue", _rescue_legal)
def _rescue_act(st: Any, f: list, seat: int, a: M.GiveUp | M.UseTyr | M.Claim | M.Spend) -> None:
    i, side = f[2], f[3]
    kind = type(a)
    if kind is M.GiveUp:
        st.stack.pop()
        _lose(st, seat, i, side)
    elif kind is M.UseTyr:
        st.stack.pop()
        st.tyr = -1
        _win(st, seat, i, side, "tyr")
    elif kind is M.Claim:
        st.stack.pop()
        p = D.POP_INDEX[a.tile]
        st.pop_held[seat].remove(p)
        st.pop_disc.append(p)
        _win(st, seat, i, side, "claim")
    else:
        t = D.RECRUIT_INDEX[a.recruit]
        st.rec[seat][t] -= 1
        if t == D.GIANT:
            st.rec_res[t] += 1
        else:
            st.valhalla[t] += 1
        st.emit("spend", seat=seat, r=t)
        f[4] -= D.RECRUIT_STRENGTH[t]
        f[5] = 1
        if f[4] <= 0:
            st.stack.pop()
            _win(st, seat, i, side, "recruits")


@MACHINE.step("btiles")
def _btiles(st: Any, f: list) -> None:
    st.stack.pop()
    seats = sorted(range(st.n), key=lambda s: (st.score[s], st.order[s]))
    for s in seats:
        v = sum(st.victory[i][s] for i in range(D.NUM_WORLDS))
        if not v:
            continue
        k = min(v, 5) - 1
        while k >= 0 and not st.bt_stack[k]:
            k -= 1
        if k >= 0:
            st.bt_stack[k] -= 1
            st.bt_held[s].append(D.BATTLE_VALUES[k])
            st.emit("btile", seat=s, vp=D.BATTLE_VALUES[k])
        else:
            st.emit("btile", seat=s, vp=0)
