"""Prayer actions and every god's power (rules 7.1)."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from . import data as D
from . import population as P
from .data import slot_index, slot_ref
from .shortage import recv_frame
from .state import decision
from .temple import temple_ok

_PERMS = {n: [p for p in permutations(range(n))] for n in (2, 3, 4)}


def start(st: Any, seat: int, sp: int) -> None:
    """Resolve the disc on prayer space `sp` (its seal is already taken)."""
    g = D.SPACE_GOD[sp]
    kind = D.SPACE_KIND[sp]
    st.emit("pray", seat=seat, space=D.SPACE_IDS[sp])
    frames: list = []
    if g == D.ODIN:
        if kind == "up":
            frames = [recv_frame(seat, "s", D.WHITE_STONE, 1), ["odin", seat]]
        else:
            frames = [["odinlo", seat]]
    elif D.GOD_STONE[g] is not None:
        frames.append(recv_frame(seat, "s", D.GOD_STONE[g], 2))
    if kind in ("up", "only"):
        if g == D.FREYJA:
            if st.valhalla[0] + st.valhalla[1]:
                frames.append(["freyja", seat, 2])
        elif g == D.BALDR:
            frames.append(["baldrpow", seat])
        elif g in (D.TYR, D.THOR):
            frames.append(["powertile", seat, g])
        elif g == D.LOKI:
            frames.append(["loki", seat])
        elif g == D.HEL:
            frames.append(["hel", seat])
        elif g == D.MIMIR:
            frames.append(["mimir", seat, sp])
        elif g == D.SURTR:
            frames.append(["surtr", seat])
        elif g == D.FENRIR:
            frames.append(["fenrir", seat, sp])
    frames.append(["ret", seat, "space", sp])
    st.push(*frames)


# --- Freyja: up to two warriors from Valhalla -------------------------------------------------
def _freyja_legal(st: Any, f: list, seat: int) -> list:
    out = [("warrior", D.RECRUIT_KEYS[t]) for t in (0, 1) if st.valhalla[t]]
    return out + [("done",)]


@decision("freyja", _freyja_legal)
def _freyja_act(st: Any, f: list, seat: int, a: tuple) -> None:
    if a[0] == "done":
        st.stack.pop()
        return
    t = D.RECRUIT_INDEX[a[1]]
    st.valhalla[t] -= 1
    st.rec[seat][t] += 1
    st.emit("freyja", seat=seat, r=t)
    f[2] -= 1
    if f[2] <= 0 or not (st.valhalla[0] + st.valhalla[1]):
        st.stack.pop()


# --- Baldr: exchange one stone with the common reserve -----------------------------------------
def _baldr_legal(st: Any, f: list, seat: int) -> list:
    return [("skip",)] + [("give", D.STONE_KEYS[c]) for c in P.swap_gives(st, seat)]


@decision("baldrpow", _baldr_legal)
def _baldr_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "give":
        c = D.STONE_INDEX[a[1]]
        st.stones[seat][c] -= 1
        st.stone_res[c] += 1
        st.stack.append(["swap2", seat, c])


# --- Odin --------------------------------------------------------------------------------------
def _odin_legal(st: Any, f: list, seat: int) -> list:
    cur = tuple(st.seat_of(k) for k in range(1, st.n + 1))
    return [("skip",)] + [("order",) + p for p in _PERMS[st.n] if p != cur]


@decision("odin", _odin_legal)
def _odin_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "order":
        for num, s in enumerate(a[1:]):
            st.order[s] = num + 1
        st.emit("order", order=st.order[:])


def _odinlo_legal(st: Any, f: list, seat: int) -> list:
    return [("stone", k) for k in D.STONE_KEYS]


@decision("odinlo", _odinlo_legal)
def _odinlo_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    st.stack.append(recv_frame(seat, "s", D.STONE_INDEX[a[1]], 1))


# --- Týr and Thor: power tiles -------------------------------------------------------------------
def _ptile_legal(st: Any, f: list, seat: int) -> list:
    holder = st.tyr if f[2] == D.TYR else st.thor
    return [("skip",)] if holder == seat else [("take",), ("skip",)]


@decision("powertile", _ptile_legal)
def _ptile_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "take":
        if f[2] == D.TYR:
            st.tyr = seat
        else:
            st.thor = seat
        st.emit("powertile", seat=seat, god=f[2])


# --- Loki: one recruit from any god --------------------------------------------------------------
def _loki_legal(st: Any, f: list, seat: int) -> list:
    out = [("skip",)]
    for g in range(10):
        r = st.god_rec[g]
        for t in range(3):
            if r[t]:
                out.append(("loki", D.GOD_KEYS[g], D.RECRUIT_KEYS[t]))
    return out


@decision("loki", _loki_legal)
def _loki_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "loki":
        g, t = D.GOD_INDEX[a[1]], D.RECRUIT_INDEX[a[2]]
        st.god_rec[g][t] -= 1
        st.rec[seat][t] += 1
        st.emit("loki", seat=seat, god=g, r=t)


# --- Hel: score a god's recruits, one of its warriors to Valhalla ----------------------------------
def _hel_legal(st: Any, f: list, seat: int) -> list:
    out = [("skip",)]
    for g in range(10):
        r = st.god_rec[g]
        for t in (0, 1):
            if r[t]:
                out.append(("hel", D.GOD_KEYS[g], D.RECRUIT_KEYS[t]))
    return out


@decision("hel", _hel_legal)
def _hel_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "hel":
        g, t = D.GOD_INDEX[a[1]], D.RECRUIT_INDEX[a[2]]
        vp = sum(st.god_rec[g])
        st.gain(seat, vp, "Hel")
        st.god_rec[g][t] -= 1
        st.valhalla[t] += 1
        st.emit("hel", seat=seat, god=g, r=t, vp=vp)


# --- Mímir: move this disc to an empty silver space or to Asgard --------------------------------------
def _mimir_legal(st: Any, f: list, seat: int) -> list:
    out = [("stay",)]
    for i, ok in enumerate(D.SPACE_MIMIR_OK):
        if ok and st.space[i] < 0 and st.risen(D.SPACE_GOD[i]):
            out.append(("move", D.SPACE_IDS[i]))
    out.append(("move", "asgard"))
    return out


def _move_disc(st: Any, seat: int, sp: int, dest: str) -> None:
    st.space[sp] = -1
    if dest == "asgard":
        st.asg[seat] += 1
    elif dest.startswith("temple:"):
        st.temple[D.GOD_INDEX[dest[7:]]] = seat
    else:
        st.space[D.SPACE_INDEX[dest]] = seat
    st.emit("move", seat=seat, frm=D.SPACE_IDS[sp], to=dest)


@decision("mimir", _mimir_legal)
def _mimir_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "move":
        _move_disc(st, seat, f[2], a[1])


# --- Fenrir (upper): move this disc to an empty temple space or to Asgard ------------------------------
def _fenrir_legal(st: Any, f: list, seat: int) -> list:
    out = [("stay",)]
    for g in range(10):
        if st.risen(g) and temple_ok(st, seat, g):
            out.append(("move", "temple:" + D.GOD_KEYS[g]))
    out.append(("move", "asgard"))
    return out


@decision("fenrir", _fenrir_legal)
def _fenrir_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "move":
        _move_disc(st, seat, f[2], a[1])


# --- Surtr: flip a face-up population tile and take its bonus -------------------------------------------
def _surtr_legal(st: Any, f: list, seat: int) -> list:
    out = [("skip",)]
    for i, pair in enumerate(st.slot):
        for side in (0, 1):
            if 0 < pair[side] < D.GOD_TILE_BASE:
                out.append(("flip",) + slot_ref(i, side))
    return out


@decision("surtr", _surtr_legal)
def _surtr_act(st: Any, f: list, seat: int, a: tuple) -> None:
    st.stack.pop()
    if a[0] == "flip":
        side = D.SIDE_KEYS.index(a[2])
        i = slot_index(a[1], side)
        p = st.slot[i][side]
        st.slot[i][side] = -p
        st.emit("surtr", seat=seat, pop=p, w=a[1], side=side)
        P.apply_bonus(st, seat, D.POP_BONUS[p], via_surtr=True)
