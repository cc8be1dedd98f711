"""Receiving pieces from the common reserve, with the shortage rule (rules section 8).

A frame ``["recv", seat, kind, idx, count]`` hands `count` pieces of one kind to a
seat: from the common reserve while it has some, else one by one from the player who
holds strictly more than the receiver and the most of all (the receiver chooses among
tied givers: decision ``giver``). Kinds: "s" stone, "r" recruit, "l" seal.
Round-start seals for the gods use ``sealfill`` (order tile 1 settles ties).
"""

from __future__ import annotations

from typing import Any

from . import data as D
from . import moves as M
from .state import MACHINE, decision

KIND_WORD = {"s": "stone", "r": "recruit", "l": "seal"}


def reserve(st: Any, kind: str) -> list[int]:
    return st.stone_res if kind == "s" else st.rec_res if kind == "r" else st.seal_res


def holdings(st: Any, kind: str) -> list[list[int]]:
    return st.stones if kind == "s" else st.rec if kind == "r" else st.seals


def givers(st: Any, seat: int, kind: str, idx: int) -> list[int]:
    """Players who would give the next piece if the reserve is empty."""
    hold = holdings(st, kind)
    mine = hold[seat][idx]
    best = mine
    out: list[int] = []
    for s in range(st.n):
        h = hold[s][idx]
        if s == seat or h <= mine:
            continue
        if h > best:
            best = h
            out = [s]
        elif h == best:
            out.append(s)
    return out


def can_receive(st: Any, seat: int, kind: str, idx: int) -> bool:
    return reserve(st, kind)[idx] > 0 or bool(givers(st, seat, kind, idx))


def receive(st: Any, seat: int, kind: str, idx: int, count: int = 1) -> None:
    """Queue the receipt on top of the frame stack (it runs next)."""
    if count > 0:
        st.stack.append(["recv", seat, kind, idx, count])


def recv_frame(seat: int, kind: str, idx: int, count: int = 1) -> list:
    return ["recv", seat, kind, idx, count]


def pay(st: Any, seat: int, kind: str, idx: int, count: int = 1) -> None:
    holdings(st, kind)[seat][idx] -= count
    reserve(st, kind)[idx] += count


def _transfer(st: Any, giver: int, seat: int, kind: str, idx: int) -> None:
    hold = holdings(st, kind)
    hold[giver][idx] -= 1
    hold[seat][idx] += 1
    st.emit("gain", seat=seat, kind=kind, idx=idx, n=1, src=giver)


@MACHINE.step("recv")
def _recv(st: Any, f: list) -> None:
    seat, kind, idx, cnt = f[1], f[2], f[3], f[4]
    res = reserve(st, kind)
    hold = holdings(st, kind)
    got = 0
    while cnt > 0:
        if res[idx] > 0:
            res[idx] -= 1
            hold[seat][idx] += 1
            got += 1
            cnt -= 1
            continue
        cands = givers(st, seat, kind, idx)
        if got:  # report what came from the reserve before any transfer or loss
            st.emit("gain", seat=seat, kind=kind, idx=idx, n=got, src=-1)
            got = 0
        if not cands:
            st.emit("lost", seat=seat, kind=kind, idx=idx, n=cnt)
            cnt = 0
            break
        if len(cands) == 1:
            _transfer(st, cands[0], seat, kind, idx)
            cnt -= 1
            continue
        f[4] = cnt
        st.stack.append(["giver", seat, kind, idx] + cands)
        return
    if got:
        st.emit("gain", seat=seat, kind=kind, idx=idx, n=got, src=-1)
    st.stack.pop()


def _giver_legal(st: Any, f: list, seat: int) -> list:
    return [M.GIVER[s] for s in f[4:]]


@decision("giver", _giver_legal)
def _giver_act(st: Any, f: list, seat: int, a: M.Giver) -> None:
    st.stack.pop()
    below = st.stack[-1]
    _transfer(st, a.seat, seat, f[2], f[3])
    below[4] -= 1


# --- round-start seals -------------------------------------------------------------
@MACHINE.step("sealfill")
def _sealfill(st: Any, f: list) -> None:
    g = f[2]
    side = D.GOD_SIDE[g]
    if st.god_seal[g]:
        st.stack.pop()
        return
    if st.seal_res[side] > 0:
        st.seal_res[side] -= 1
        st.god_seal[g] = 1
        st.stack.pop()
        return
    best = max(st.seals[s][side] for s in range(st.n))
    if best == 0:
        st.emit("noseal", god=g)
        st.stack.pop()
        return
    cands = [s for s in range(st.n) if st.seals[s][side] == best]
    if len(cands) == 1:
        st.seals[cands[0]][side] -= 1
        st.god_seal[g] = 1
        st.emit("sealgive", seat=cands[0], god=g, side=side)
        st.stack.pop()
        return
    st.stack.pop()
    st.stack.append(["sealgiver", st.seat_of(1), g] + cands)


def _sealgiver_legal(st: Any, f: list, seat: int) -> list:
    return [M.GIVER[s] for s in f[3:]]


@decision("sealgiver", _sealgiver_legal)
def _sealgiver_act(st: Any, f: list, seat: int, a: M.Giver) -> None:
    st.stack.pop()
    g = f[2]
    st.seals[a.seat][D.GOD_SIDE[g]] -= 1
    st.god_seal[g] = 1
    st.emit("sealgive", seat=a.seat, god=g, side=D.GOD_SIDE[g])
