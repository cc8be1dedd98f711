"""The Asgard action (rules 7.3): Asgard tile flip, buying recruits, buying influence
discs from the row, battle spaces with their weapon/magic reward, centre discs, and
the combined action of a player with two or more discs in the Asgard area."""

from __future__ import annotations

from typing import Any

from . import data as D
from . import moves as M
from . import population as P
from .shortage import can_receive, recv_frame
from .state import MACHINE, decision

SIDE = {"L": 0, "D": 1}


def start(st: Any, seat: int) -> None:
    st.stack.append(["asgmode", seat])


def _mode_legal(st: Any, f: list, seat: int) -> list:
    """Perform a single action, the combined action (2+ discs there), or decline."""
    if st.asg[seat] >= 2:
        return [M.SINGLE, M.COMBINED, M.DECLINE]
    return [M.SINGLE, M.DECLINE]


@decision("asgmode", _mode_legal)
def _mode_act(st: Any, f: list, seat: int, a: M.Single | M.Combined | M.Decline) -> None:
    st.stack.pop()
    if type(a) is M.Decline:
        st.asg[seat] -= 1
        st.front[seat] += 1
        st.emit("asgdecline", seat=seat)
        return
    combined = type(a) is M.Combined
    st.stack.append(["asgstep", seat, 1 if combined else 0, 0])
    st.emit("asgard", seat=seat, combined=combined)


@MACHINE.step("asgstep")
def _asgstep(st: Any, f: list) -> None:
    seat, combined, step = f[1], f[2], f[3]
    if step == 0:
        f[3] = 1
        if any(x > 0 for x in st.at_row):
            st.stack.append(["atflip", seat])
    elif step == 1:
        f[3] = 2
        st.stack.append(["buyrec", seat])
    elif step == 2:
        f[3] = 3
        if combined:
            if own_col(st, seat) >= 0:
                st.stack.append(["freedisc", seat])
        else:
            st.stack.append(["buydisc", seat])
    elif step == 3:
        if st.centre[seat] and battle_spaces(st, seat):
            st.stack.append(["centre", seat])
        else:
            f[3] = 4
    else:
        st.stack.pop()
        k = st.asg[seat] if combined else 1
        st.asg[seat] -= k
        st.front[seat] += k


# --- a. Asgard tiles --------------------------------------------------------------------------
def _atflip_legal(st: Any, f: list, seat: int) -> list:
    return [M.FLIP_AT[x] for x in st.at_row if x > 0]


@decision("atflip", _atflip_legal)
def _atflip_act(st: Any, f: list, seat: int, a: M.FlipAsgardTile) -> None:
    st.stack.pop()
    tid = D.AT_NAMES.index(a.tile)
    i = st.at_row.index(tid)
    st.at_row[i] = -tid
    st.emit("atflip", seat=seat, tile=tid)
    kind = D.AT_KINDS[tid]
    if kind == "ONE_RECRUIT":
        st.stack.append(["atrec", seat, 1, -1, 0])
    elif kind == "TWO_DIFFERENT":
        st.stack.append(["atrec", seat, 1, -1, 1])
    elif kind == "THREE_RECRUITS":
        st.stack.append(["atrec", seat, 2, -1, 1])
    elif P.swap_gives(st, seat):
        st.stack.append(["swap", seat])
    else:
        st.emit("nothing", seat=seat, why="no stone can be exchanged")


def _atrec_legal(st: Any, f: list, seat: int) -> list:
    """["atrec", seat, count, excluded type, more]: recruits of one type from an Asgard tile."""
    out = [M.RECRUIT[t] for t in range(3) if t != f[3] and can_receive(st, seat, "r", t)]
    return out + [M.FORGO]


@decision("atrec", _atrec_legal)
def _atrec_act(st: Any, f: list, seat: int, a: M.Recruit | M.Forgo) -> None:
    st.stack.pop()
    if type(a) is M.Forgo:
        return
    t = D.RECRUIT_INDEX[a.recruit]
    frames = [recv_frame(seat, "r", t, f[2])]
    if f[4]:
        frames.append(["atrec", seat, 1, t, 0])
    st.push(*frames)


# --- b. buying recruits -------------------------------------------------------------------------
def wild_seal_tiles(st: Any, seat: int) -> list[int]:
    return [p for p in st.pop_held[seat] if D.POP_BONUS[p] == "WILD_SEAL"]


def pay_options(st: Any, seat: int, price: tuple[int, int]) -> list:
    """Ways to pay (L, D): None = seals only; "L"/"D" = WILD_SEAL stands for that seal."""
    have = st.seals[seat]
    out: list = []
    if have[0] >= price[0] and have[1] >= price[1]:
        out.append(None)
    if wild_seal_tiles(st, seat):
        for s in (0, 1):
            if price[s] >= 1:
                need = list(price)
                need[s] -= 1
                if have[0] >= need[0] and have[1] >= need[1]:
                    out.append(D.SEAL_KEYS[s])
    return out


def _pay(st: Any, seat: int, price: tuple[int, int], how: str | None) -> None:
    need = list(price)
    if how is not None:
        s = D.SEAL_INDEX[how]
        need[s] -= 1
        p = wild_seal_tiles(st, seat)[0]
        st.pop_held[seat].remove(p)
        st.pop_disc.append(p)
        st.emit("bonus", seat=seat, pop=p)
    for s in (0, 1):
        st.seals[seat][s] -= need[s]
        st.seal_res[s] += need[s]


def _buyrec_legal(st: Any, f: list, seat: int) -> list:
    out = []
    for t in range(3):
        if can_receive(st, seat, "r", t):
            for how in pay_options(st, seat, D.RECRUIT_PRICE[t]):
                out.append(M.BUY[t] if how is None else M.BUY_WILD[t][how])
    return out + [M.DONE]


@decision("buyrec", _buyrec_legal)
def _buyrec_act(st: Any, f: list, seat: int, a: M.BuyRecruit | M.BuyRecruitWild | M.Done) -> None:
    kind = type(a)
    if kind is M.Done:
        st.stack.pop()
        return
    t = D.RECRUIT_INDEX[a.recruit]
    _pay(st, seat, D.RECRUIT_PRICE[t], a.seal if kind is M.BuyRecruitWild else None)
    st.emit("buyrec", seat=seat, r=t)
    st.stack.append(recv_frame(seat, "r", t, 1))


# --- c. influence discs ----------------------------------------------------------------------------
def own_col(st: Any, seat: int) -> int:
    bit = 1 << seat
    for c in range(D.ROW_COLS):
        if st.row[c] & bit:
            return c
    return -1


def disc_price(st: Any, seat: int) -> tuple[int, int] | None:
    c = own_col(st, seat)
    if c < 0:
        return None
    price = [0, 0]
    price[D.ROW_SEALS[c]] += 1
    for j in range(c):
        if st.row[j]:
            price[D.ROW_SEALS[j]] += 1
    return price[0], price[1]


def _buydisc_legal(st: Any, f: list, seat: int) -> list:
    out = []
    price = disc_price(st, seat)
    if price is not None:
        for how in pay_options(st, seat, price):
            out.append(M.BUY_DISC if how is None else M.DISC_WILD[how])
    return out + [M.DONE]


def _take_from_row(st: Any, seat: int) -> None:
    c = own_col(st, seat)
    st.row[c] &= ~(1 << seat)
    st.front[seat] += 1  # held in front until placed (dplace may move it to a battle space)
    st.stack.append(["dplace", seat])


@decision("buydisc", _buydisc_legal)
def _buydisc_act(st: Any, f: list, seat: int, a: M.BuyDisc | M.BuyDiscWild | M.Done) -> None:
    kind = type(a)
    if kind is M.Done:
        st.stack.pop()
        return
    price = disc_price(st, seat)
    _pay(st, seat, price, a.seal if kind is M.BuyDiscWild else None)
    st.emit("buydisc", seat=seat, col=own_col(st, seat) + 1, price=list(price))
    _take_from_row(st, seat)


def _freedisc_legal(st: Any, f: list, seat: int) -> list:
    return [M.FREE_DISC, M.SKIP]


@decision("freedisc", _freedisc_legal)
def _freedisc_act(st: Any, f: list, seat: int, a: M.FreeDisc | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.FreeDisc:
        st.emit("freedisc", seat=seat, col=own_col(st, seat) + 1)
        _take_from_row(st, seat)


def battle_spaces(st: Any, seat: int) -> list[tuple[int, int]]:
    """Free battle spaces this seat may take: (world index 0..6, side)."""
    out = []
    for i in range(D.NUM_WORLDS):
        if st.closed[i] or st.victory[i][seat]:
            continue
        b = st.battle[i]
        if b[0] == seat or b[1] == seat:
            continue
        if i == D.NUM_WORLDS - 1:
            if b[0] < 0 and b[1] < 0:
                out.append((i, 0))
                out.append((i, 1))
        else:
            for side in (0, 1):
                if b[side] < 0:
                    out.append((i, side))
    return out


def _dplace_legal(st: Any, f: list, seat: int) -> list:
    table = M.BATTLE
    out = [table[i + 1][s] for i, s in battle_spaces(st, seat)]
    return out + [M.FRONT]


@decision("dplace", _dplace_legal)
def _dplace_act(st: Any, f: list, seat: int, a: M.DiscToBattle | M.KeepInFront) -> None:
    st.stack.pop()
    if type(a) is M.KeepInFront:
        st.emit("newdisc", seat=seat, to="front")
        return
    i, side = a.world - 1, SIDE[a.side]
    st.front[seat] -= 1
    st.battle[i][side] = seat
    st.emit("newdisc", seat=seat, to="battle", w=a.world, side=side)
    P.start_pick(st, seat, side)


# --- d. centre discs -------------------------------------------------------------------------------
def _centre_legal(st: Any, f: list, seat: int) -> list:
    table = M.CENTRE
    return [table[i + 1][s] for i, s in battle_spaces(st, seat)]


@decision("centre", _centre_legal)
def _centre_act(st: Any, f: list, seat: int, a: M.CentreToBattle) -> None:
    st.stack.pop()
    i, side = a.world - 1, SIDE[a.side]
    st.centre[seat] -= 1
    st.battle[i][side] = seat
    st.emit("centremove", seat=seat, w=a.world, side=side)
