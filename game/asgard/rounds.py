"""Round structure: the game loop, round start, phase 1 (secret god choice), phase 2
(reveal and place), phase 3 (perform), turn ends with Thor's tile and held bonuses."""

from __future__ import annotations

from typing import Any

from game.core import IllegalAction

from . import asgard_area, prayer, temple
from . import data as D
from . import moves as M
from . import population as P
from .state import MACHINE, decision
from .temple import temple_ok


# --- the game ------------------------------------------------------------------------
@MACHINE.step("game")
def _game(st: Any, f: list) -> None:
    if f[2] < D.ROUNDS:
        f[2] += 1
        st.rnd = f[2]
        st.push(["rstart", -1], ["p1", -1], ["p2", -1], ["p3", -1], ["p4", -1])
    elif f[2] == D.ROUNDS:
        f[2] += 1
        st.push(["rag", -1])
    else:
        st.stack.pop()
        st.phase = "over"
        st.emit("end", scores=st.score[:], winner=st.winners()[0])


# --- setup: starting recruits (D1) -------------------------------------------------------
def _startpick_legal(st: Any, f: list, seat: int) -> list:
    return [M.RECRUIT[t] for t in range(3) if f[2] >> t & 1]


@decision("startpick", _startpick_legal)
def _startpick_act(st: Any, f: list, seat: int, a: M.Recruit) -> None:
    t = D.RECRUIT_INDEX[a.recruit]
    st.stack.pop()
    st.rec_res[t] -= 1
    st.rec[seat][t] += 1
    left = f[2] & ~(1 << t)
    if st.stack and st.stack[-1][0] == "startpick":
        st.stack[-1][2] = left
    st.emit("startpick", seat=seat, r=t)


# --- round start ------------------------------------------------------------------------
@MACHINE.step("rstart")
def _rstart(st: Any, f: list) -> None:
    st.stack.pop()
    st.phase = "start"
    st.emit("round", rnd=st.rnd)
    for g in range(10):
        if D.GOD_RISES[g] == st.rnd and st.rnd > 1:
            st.emit("rise", god=g)
    frames = [["sealfill", -1, g] for g in range(10) if st.risen(g)]
    if st.rnd > 1:
        frames.append(["rowfill", -1])
    frames += [["mindisc", s] for s in st.by_order()]
    st.push(*frames)


@MACHINE.step("rowfill")
def _rowfill(st: Any, f: list) -> None:
    st.stack.pop()
    row = st.at_row
    for i, x in enumerate(row):
        if x < 0:
            st.at_disc.append(-x)
            row[i] = 0
    for i, x in enumerate(row):
        if x == 0:
            if not st.at_stack and st.at_disc:
                st.at_stack = st.at_disc
                st.at_disc = []
                st.rng.shuffle(st.at_stack)
            if st.at_stack:
                row[i] = st.at_stack.pop()
    st.emit("row", row=row[:])


def _own_board_discs(st: Any, seat: int) -> list:
    out = []
    for g in range(10):
        for i in (0, 1):
            if st.support[g][i] == seat:
                out.append(M.TAKEBACK_SUPPORT[g][i])
    for w in range(D.NUM_WORLDS):
        if st.victory[w][seat]:
            out.append(M.TAKEBACK_VICTORY[w + 1])
    if st.centre[seat]:
        out.append(M.TAKEBACK_CENTRE)
    return out


@MACHINE.step("mindisc")
def _mindisc(st: Any, f: list) -> None:
    seat = f[1]
    if st.front[seat] >= 2 or not _own_board_discs(st, seat):
        st.stack.pop()
        return
    st.stack.append(["takeback", seat])


def _takeback_legal(st: Any, f: list, seat: int) -> list:
    return _own_board_discs(st, seat)


@decision("takeback", _takeback_legal)
def _takeback_act(st: Any, f: list, seat: int, a: Any) -> None:
    st.stack.pop()
    if a.where == "support":
        g = D.GOD_INDEX[a.god]
        st.support[g][a.space - 1] = -1
    elif a.where == "victory":
        st.victory[a.world - 1][seat] -= 1
    else:
        st.centre[seat] -= 1
    st.front[seat] += 1
    st.emit("takeback", seat=seat, where=list(a[1:]))


# --- phase 1: secret choice of gods (D4) ------------------------------------------------
@MACHINE.step("p1")
def _p1(st: Any, f: list) -> None:
    st.stack.pop()
    st.phase = "gods"
    risen = list(D.RISEN[st.rnd])
    st.revealed = [[] for _ in range(st.n)]
    waiting = False
    for s in range(st.n):
        k = min(st.front[s], len(risen))
        st.need[s] = k
        if k == len(risen):
            st.sel[s] = risen[:]
        else:
            st.sel[s] = []
            waiting = True
    if waiting:
        st.stack.append(["choose", -1])


def _choose_legal(st: Any, f: list, seat: int) -> list:
    mine = st.sel[seat]
    acts = M.CHOOSE
    return [acts[g] for g in D.RISEN[st.rnd] if g not in mine]


@decision("choose", _choose_legal)
def _choose_act(st: Any, f: list, seat: int, a: M.ChooseGod) -> None:
    st.sel[seat].append(D.GOD_INDEX[a.god])
    if len(st.sel[seat]) == st.need[seat]:
        st.emit("chosen", seat=seat, n=st.need[seat])
    if all(len(st.sel[s]) >= st.need[s] for s in range(st.n)):
        st.stack.pop()


# --- turns of phases 2 and 3 ---------------------------------------------------------------
def has_cards(st: Any, seat: int) -> bool:
    return bool(st.sel[seat])


def has_pending(st: Any, seat: int) -> bool:
    return st.asg[seat] > 0 or seat in st.space or seat in st.temple


def _turns(st: Any, phase: str, waiting: Any, step: str, number: int) -> None:
    """Phases 2 and 3: the next seat in turn order that `waiting` says still has
    something to do takes a turn of `step`; the phase ends when nobody has."""
    if st.phase != phase:
        st.phase = phase
        st.last = -1
    seat = st.next_actor(waiting)
    if seat < 0:
        st.stack.pop()
        return
    st.last = seat
    st.push([step, seat], ["endturn", seat, number])


@MACHINE.step("p2")
def _p2(st: Any, f: list) -> None:
    _turns(st, "place", has_cards, "place", 2)


@MACHINE.step("p3")
def _p3(st: Any, f: list) -> None:
    _turns(st, "actions", has_pending, "resolve", 3)


def _place_legal(st: Any, f: list, seat: int) -> list:
    out = []
    seen = []
    for g in st.sel[seat]:
        if g < 0 or g in seen:
            continue
        seen.append(g)
        places = M.PLACE[g]
        for sp in D.GOD_SPACES[g]:
            if st.space[sp] < 0:
                out.append(places[sp])
        if temple_ok(st, seat, g):
            out.append(M.PLACE_TEMPLE[g])
        out.append(M.PLACE_ASGARD[g])
    out += P.turn_bonus_actions(st, seat)
    return out


@decision("place", _place_legal)
def _place_act(st: Any, f: list, seat: int, a: M.PlaceDisc | M.UseBonus) -> None:
    if type(a) is M.UseBonus:
        P.use_held_bonus(st, seat, a.tile)
        return
    st.stack.pop()
    g = D.GOD_INDEX[a.god]
    st.sel[seat].remove(g)
    st.revealed[seat].append(g)
    st.front[seat] -= 1
    to = a.space
    if to == "temple":
        st.temple[g] = seat
    elif to == "asgard":
        st.asg[seat] += 1
    else:
        st.space[D.SPACE_INDEX[to]] = seat
    st.emit("place", seat=seat, god=g, to=to)


# --- phase 3: pick a pending disc (D6) --------------------------------------------------------
def _resolve_legal(st: Any, f: list, seat: int) -> list:
    out = [M.RESOLVE[i] for i, s in enumerate(st.space) if s == seat]
    out += [M.RESOLVE_TEMPLE[g] for g, s in enumerate(st.temple) if s == seat]
    if st.asg[seat]:
        out.append(M.RESOLVE_ASGARD)
    out += P.turn_bonus_actions(st, seat)
    return out


def take_seal(st: Any, seat: int, g: int) -> None:
    if st.god_seal[g]:
        st.god_seal[g] = 0
        st.seals[seat][D.GOD_SIDE[g]] += 1
        st.emit("seal", seat=seat, god=g)


@decision("resolve", _resolve_legal)
def _resolve_act(st: Any, f: list, seat: int, a: M.Resolve | M.ResolveTemple | M.UseBonus) -> None:
    kind = type(a)
    if kind is M.UseBonus:
        P.use_held_bonus(st, seat, a.tile)
        return
    st.stack.pop()
    if kind is M.ResolveTemple:
        g = D.GOD_INDEX[a.god]
        take_seal(st, seat, g)
        temple.start(st, seat, g)
    elif a.space == "asgard":
        asgard_area.start(st, seat)
    else:
        sp = D.SPACE_INDEX[a.space]
        take_seal(st, seat, D.SPACE_GOD[sp])
        prayer.start(st, seat, sp)


@MACHINE.step("ret")
def _ret(st: Any, f: list) -> None:
    """Return a resolved disc to the front: ["ret", seat, "space", idx] / ["ret", seat, "asg", k]."""
    st.stack.pop()
    seat = f[1]
    if f[2] == "space":
        if st.space[f[3]] == seat:
            st.space[f[3]] = -1
            st.front[seat] += 1
    else:
        k = min(f[3], st.asg[seat])
        st.asg[seat] -= k
        st.front[seat] += k


# --- end of a turn: Thor's tile (D11) and held bonuses (D10) ----------------------------------
def _endturn_choices(st: Any, seat: int, phase: int) -> list:
    out = [M.END]
    if st.thor == seat and (has_cards(st, seat) if phase == 2 else has_pending(st, seat)):
        out.append(M.THOR)
    out += P.turn_bonus_actions(st, seat)
    return out


@MACHINE.step("endturn")
def _endturn(st: Any, f: list) -> None:
    st.stack.pop()
    if len(_endturn_choices(st, f[1], f[2])) > 1:
        st.stack.append(["turnend", f[1], f[2]])


def _turnend_legal(st: Any, f: list, seat: int) -> list:
    return _endturn_choices(st, seat, f[2])


@decision("turnend", _turnend_legal)
def _turnend_act(st: Any, f: list, seat: int, a: M.EndTurn | M.ThorTile | M.UseBonus) -> None:
    kind = type(a)
    if kind is M.EndTurn:
        st.stack.pop()
    elif kind is M.ThorTile:
        st.stack.pop()
        st.thor = -1
        st.emit("thor", seat=seat)
        st.push(["place" if f[2] == 2 else "resolve", seat], ["endturn", seat, f[2]])
    elif kind is M.UseBonus:
        P.use_held_bonus(st, seat, a.tile)
    else:  # pragma: no cover - guarded by the legal list
        raise IllegalAction(str(a))
