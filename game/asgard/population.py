"""Population tile bonuses (rules 4.3), the weapon/magic stack look-through, and the
stone exchange shared by Baldr, AT5 and STONE_SWAP."""

from __future__ import annotations

from typing import Any

from . import data as D
from . import moves as M
from .shortage import can_receive, receive
from .state import decision


def held_with(st: Any, seat: int, kind: str) -> list[int]:
    return [p for p in st.pop_held[seat] if D.POP_BONUS[p] == kind]


def bonus_usable(st: Any, seat: int, kind: str) -> bool:
    if kind == "WEAPON_PICK":
        return bool(st.w_stack)
    if kind == "MAGIC_PICK":
        return bool(st.m_stack)
    if kind == "TAKE_ORDER_1":
        return st.order[seat] != 1
    if kind == "ASGARD_FLIP":
        return any(x > 0 for x in st.at_row)
    return False


def turn_bonus_actions(st: Any, seat: int) -> list:
    """("bonus", tile) for held tiles usable now in an own turn of phase 2 or 3."""
    out = []
    for p in st.pop_held[seat]:
        kind = D.POP_BONUS[p]
        if kind in D.TURN_BONUSES and bonus_usable(st, seat, kind):
            out.append(M.BONUS[p])
    return out


def use_held_bonus(st: Any, seat: int, name: str) -> None:
    p = D.POP_INDEX[name]
    st.pop_held[seat].remove(p)
    st.pop_disc.append(p)
    st.emit("bonus", seat=seat, pop=p)
    apply_bonus(st, seat, D.POP_BONUS[p])


def apply_bonus(st: Any, seat: int, kind: str, via_surtr: bool = False) -> None:
    """Perform a population bonus now (pushes decision frames where needed)."""
    if kind == "WEAPON_PICK":
        start_pick(st, seat, 0)
    elif kind == "MAGIC_PICK":
        start_pick(st, seat, 1)
    elif kind == "TAKE_ORDER_1":
        take_order_1(st, seat)
    elif kind == "ASGARD_FLIP":
        if any(x > 0 for x in st.at_row):
            st.stack.append(["atflip", seat])
        else:
            st.emit("nothing", seat=seat, why="no face-up Asgard tile")
    elif kind == "CLAIM_VICTORY":
        st.emit("nothing", seat=seat, why="a claim of victory only works in the battle phase")
    elif kind == "WILD_STONE":
        st.stack.append(["wildstone", seat])
    elif kind == "WILD_SEAL":
        st.stack.append(["wildseal", seat])
    elif kind == "STONE_SWAP":
        if swap_gives(st, seat):
            st.stack.append(["swap", seat])
        else:
            st.emit("nothing", seat=seat, why="no stone can be exchanged")


def take_order_1(st: Any, seat: int) -> None:
    other = st.seat_of(1)
    if other != seat:
        st.order[other] = st.order[seat]
        st.order[seat] = 1
        st.emit("order", order=st.order[:])


# --- weapon / magic stack: look through and keep one ------------------------------------
def start_pick(st: Any, seat: int, which: int) -> None:
    stack = st.w_stack if which == 0 else st.m_stack
    if stack:
        st.stack.append(["pick", seat, which])
    else:
        st.emit("nothing", seat=seat, why="the stack is empty")


def _pick_legal(st: Any, f: list, seat: int) -> list:
    if f[2] == 0:
        return [M.take_weapon(v) for v in sorted(set(st.w_stack))]
    return [M.take_magic(m) for m in sorted(set(st.m_stack))]


@decision("pick", _pick_legal)
def _pick_act(st: Any, f: list, seat: int, a: M.TakeWeapon | M.TakeMagic) -> None:
    st.stack.pop()
    if f[2] == 0:
        st.w_stack.remove(a.strength)
        st.w_held[seat].append(a.strength)
    else:
        m = D.MAGIC_INDEX[a.magic] if isinstance(a.magic, str) else a.magic
        st.m_stack.remove(m)
        st.m_held[seat].append(m)
    # the stack goes back face down; its order never matters (players look through it)
    st.emit("picktile", seat=seat, which=f[2])


# --- WILD_STONE via Surtr: one stone of any colour --------------------------------------------
def _wildstone_legal(st: Any, f: list, seat: int) -> list:
    out = [M.STONE[c] for c in range(7) if can_receive(st, seat, "s", c)]
    return out or [M.SKIP]


@decision("wildstone", _wildstone_legal)
def _wildstone_act(st: Any, f: list, seat: int, a: M.Stone | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.Stone:
        receive(st, seat, "s", D.STONE_INDEX[a.colour])


def _wildseal_legal(st: Any, f: list, seat: int) -> list:
    out = [M.SEAL[i] for i in range(2) if can_receive(st, seat, "l", i)]
    return out or [M.SKIP]


@decision("wildseal", _wildseal_legal)
def _wildseal_act(st: Any, f: list, seat: int, a: M.Seal | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.Seal:
        receive(st, seat, "l", D.SEAL_INDEX[a.seal])


# --- stone exchange (Baldr, AT5, STONE_SWAP via Surtr): reserve stones only -------------------
def swap_gives(st: Any, seat: int) -> list[int]:
    res = st.stone_res
    mine = st.stones[seat]
    return [c for c in range(7) if mine[c] and any(res[x] for x in range(7) if x != c)]


def _swap_legal(st: Any, f: list, seat: int) -> list:
    return [M.SKIP] + [M.GIVE[c] for c in swap_gives(st, seat)]


@decision("swap", _swap_legal)
def _swap_act(st: Any, f: list, seat: int, a: M.GiveStone | M.Skip) -> None:
    st.stack.pop()
    if type(a) is M.GiveStone:
        c = D.STONE_INDEX[a.colour]
        st.stones[seat][c] -= 1
        st.stone_res[c] += 1
        st.emit("givestone", seat=seat, stone=c)   # its Paid fact (the log tells the swap)
        st.stack.append(["swap2", seat, c])


def _swap2_legal(st: Any, f: list, seat: int) -> list:
    return [M.TAKE_STONE[c] for c in range(7) if c != f[2] and st.stone_res[c]]


@decision("swap2", _swap2_legal)
def _swap2_act(st: Any, f: list, seat: int, a: M.TakeStone) -> None:
    st.stack.pop()
    c = D.STONE_INDEX[a.colour]
    st.stone_res[c] -= 1
    st.stones[seat][c] += 1
    st.emit("swap", seat=seat, give=f[2], take=c)

