"""Prayer actions and every god's power (rules 7.1)."""

from __future__ import annotations

from typing import Any

from . import data as D
from . import moves as M
from . import population as P
from .data import slot_index, slot_ref
from .shortage import recv_frame
from .state import decision
from .temple import temple_ok


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
    out = [M.WARRIOR[t] for t in (0, 1) if st.valhalla[t]]
    return out + [M.DONE]


@decision("freyja", _freyja_legal)
def _freyja_act(st: Any, f: list, seat: int, a: M.Warrior | M.Done) -> None:
    if type(a) is M.Done:
        st.stack.pop()
        return
    t = D.RECRUIT_INDEX[a.recruit]
    st.valhalla[t] -= 1
    st.rec[seat][t] += 1
    st.emit("freyja", seat=seat, r=t)
    f[2] -= 1
    if f[2] <= 0 or not (st.valhalla[0] + st.valhalla[1]):
        st.stack.pop()


# --- Baldr: exchange one stone with the common reserve -----------------------------------------
def _baldr_legal(st: Any, f: list, seat: int) -> list:
    return [M.SKIP] + [M.GIVE[c] for c in P.swap_gives(st, seat)]


@decision("baldrpow", _baldr_legal)
def _baldr_act(st: Any, f: list, seat: int, a: M.GiveStone | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.GiveStone:
        c = D.STONE_INDEX[a.colour]
        st.stones[seat][c] -= 1
        st.stone_res[c] += 1
        st.emit("givestone", seat=seat, stone=c)   # its Paid fact (the log tells the swap)
        st.stack.append(["swap2", seat, c])


# --- Odin --------------------------------------------------------------------------------------
def _odin_legal(st: Any, f: list, seat: int) -> list:
    cur = ("order",) + tuple(st.seat_of(k) for k in range(1, st.n + 1))
    return [M.SKIP] + [p for p in M.ORDERS[st.n] if p != cur]


@decision("odin", _odin_legal)
def _odin_act(st: Any, f: list, seat: int, a: M.Order2 | M.Order3 | M.Order4 | M.Skip) -> None:
    st.stack.pop()
    if type(a) is not M.Skip:
        for num, s in enumerate(a.seats()):
            st.order[s] = num + 1
        st.emit("order", order=st.order[:])


def _odinlo_legal(st: Any, f: list, seat: int) -> list:
    return list(M.STONE)


@decision("odinlo", _odinlo_legal)
def _odinlo_act(st: Any, f: list, seat: int, a: M.Stone) -> None:
    st.stack.pop()
    st.stack.append(recv_frame(seat, "s", D.STONE_INDEX[a.colour], 1))


# --- Týr and Thor: power tiles -------------------------------------------------------------------
def _ptile_legal(st: Any, f: list, seat: int) -> list:
    holder = st.tyr if f[2] == D.TYR else st.thor
    return [M.SKIP] if holder == seat else [M.TAKE_POWER, M.SKIP]


@decision("powertile", _ptile_legal)
def _ptile_act(st: Any, f: list, seat: int, a: M.TakePowerTile | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.TakePowerTile:
        if f[2] == D.TYR:
            st.tyr = seat
        else:
            st.thor = seat
        st.emit("powertile", seat=seat, god=f[2])


# --- Loki: one recruit from any god --------------------------------------------------------------
def _loki_legal(st: Any, f: list, seat: int) -> list:
    out = [M.SKIP]
    for g in range(10):
        r = st.god_rec[g]
        for t in range(3):
            if r[t]:
                out.append(M.LOKI[g][t])
    return out


@decision("loki", _loki_legal)
def _loki_act(st: Any, f: list, seat: int, a: M.LokiRecruit | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.LokiRecruit:
        g, t = D.GOD_INDEX[a.god], D.RECRUIT_INDEX[a.recruit]
        st.god_rec[g][t] -= 1
        st.rec[seat][t] += 1
        st.emit("loki", seat=seat, god=g, r=t)


# --- Hel: score a god's recruits, one of its warriors to Valhalla ----------------------------------
def _hel_legal(st: Any, f: list, seat: int) -> list:
    out = [M.SKIP]
    for g in range(10):
        r = st.god_rec[g]
        for t in (0, 1):
            if r[t]:
                out.append(M.HEL[g][t])
    return out


@decision("hel", _hel_legal)
def _hel_act(st: Any, f: list, seat: int, a: M.HelWarrior | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.HelWarrior:
        g, t = D.GOD_INDEX[a.god], D.RECRUIT_INDEX[a.warrior]
        vp = sum(st.god_rec[g])
        st.gain(seat, vp, "Hel")
        st.god_rec[g][t] -= 1
        st.valhalla[t] += 1
        st.emit("hel", seat=seat, god=g, r=t, vp=vp)


# --- Mímir: move this disc to an empty silver space or to Asgard --------------------------------------
def _mimir_legal(st: Any, f: list, seat: int) -> list:
    out = [M.STAY]
    for i, ok in enumerate(D.SPACE_MIMIR_OK):
        if ok and st.space[i] < 0 and st.risen(D.SPACE_GOD[i]):
            out.append(M.MOVE[D.SPACE_IDS[i]])
    out.append(M.MOVE["asgard"])
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
def _mimir_act(st: Any, f: list, seat: int, a: M.MoveDisc | M.Stay) -> None:
    st.stack.pop()
    if type(a) is M.MoveDisc:
        _move_disc(st, seat, f[2], a.to)


# --- Fenrir (upper): move this disc to an empty temple space or to Asgard ------------------------------
def _fenrir_legal(st: Any, f: list, seat: int) -> list:
    out = [M.STAY]
    for g in range(10):
        if st.risen(g) and temple_ok(st, seat, g):
            out.append(M.MOVE["temple:" + D.GOD_KEYS[g]])
    out.append(M.MOVE["asgard"])
    return out


@decision("fenrir", _fenrir_legal)
def _fenrir_act(st: Any, f: list, seat: int, a: M.MoveDisc | M.Stay) -> None:
    st.stack.pop()
    if type(a) is M.MoveDisc:
        _move_disc(st, seat, f[2], a.to)


# --- Surtr: flip a face-up population tile and take its bonus -------------------------------------------
def _surtr_legal(st: Any, f: list, seat: int) -> list:
    out = [M.SKIP]
    for i, pair in enumerate(st.slot):
        for side in (0, 1):
            if 0 < pair[side] < D.GOD_TILE_BASE:
                out.append(M.FLIP_POP[slot_ref(i, side)])
    return out


@decision("surtr", _surtr_legal)
def _surtr_act(st: Any, f: list, seat: int, a: M.FlipPopulation | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.FlipPopulation:
        side = D.SIDE_KEYS.index(a.side)
        i = slot_index(a.world, side)
        p = st.slot[i][side]
        st.slot[i][side] = -p
        st.emit("surtr", seat=seat, pop=p, w=a.world, side=side)
        P.apply_bonus(st, seat, D.POP_BONUS[p], via_surtr=True)
