"""Battles (A9): starting, joining, resolving, the lone fighter against the Invaders,
winning Favor cards, losing with a Valhalla Boon and Fury (the Favor rows and the deck: table.py)."""

from __future__ import annotations

from game.core import HIDDEN

from . import data as D
from .fury import add_fury, god_of
from .moves import BOON, NAME_RUNE, NOBOON, NOSEND, PLACE_FAVOR, RETURN, SEND, TAKE_FAVOR
from .ragnarok import send_valkyrie
from .resources import gain, pay
from .state import MACHINE
from .strength import strength
from .table import (
    _unseen_card,
    draw_card,
    row_ends,
    take_from_row,
)


def enemy_joins(st, ev: list) -> None:
    card = draw_card(st)
    if card is None:
        return
    st.erow_b.append(card)
    st.battle["parts"].append([st.enemy, card])
    ev.append({"t": "battle_join", "seat": st.enemy})


def return_home(st, card: str, ev: list) -> None:
    row, pos = st.fhome[card]
    occupied = {p[0] for p in st.frows[row]}
    if pos in occupied:
        lo = min(occupied)
        hi = max(occupied)
        pos = lo - 1 if abs(pos - lo) <= abs(hi - pos) else hi + 1
    st.frows[row].append([pos, card])
    st.frows[row].sort()
    ev.append({"t": "favor_back", "card": card, "row": row})


def place_at_end(st, card: str, row: int, end: str) -> None:
    rw = st.frows[row]
    if not rw:
        pos = 0
    elif end == "left":
        pos = rw[0][0] - 1
    else:
        pos = rw[-1][0] + 1
    rw.append([pos, card])
    rw.sort()
    st.fhome[card] = [row, pos]


# ------------------------------------------------------------- start and join
def can_start_or_join(st, c: int) -> bool:
    bt = st.battle
    if bt is not None:
        return not bt.get("res") and all(p[0] != c for p in bt["parts"])
    return bool(st.frows[0] or st.frows[1])


def play_face_down(st, c: int, card: str, ev: list) -> None:
    st.rows[c].append(card)
    st.down.append(card)
    if st.battle is None:
        ev.append({"t": "battle_card", "seat": c, "start": True})
        st.stack.append({"k": "favor_pick", "c": c})
    else:
        join_battle(st, c, card, ev, already_down=True)


def join_battle(st, c: int, card: str, ev: list, already_down: bool = False) -> None:
    if not already_down:
        st.down.append(card)
    st.battle["parts"].append([c, card])
    ev.append({"t": "battle_join", "seat": c})
    if st.enemy >= 0:  # solo: the human joins the enemy's battle -> resolve at once
        st.stack.append({"k": "bresolve"})


def _fp_legal(st, f) -> list:
    return [TAKE_FAVOR[r][e] for r, e in row_ends(st)]


@MACHINE.decision("favor_pick", _fp_legal)
def _fp_apply(st, f, a, ev) -> None:
    st.stack.pop()
    c = f["c"]
    card = take_from_row(st, a.row, a.end)
    st.battle = {"favor": card, "starter": c, "parts": [[c, st.rows[c][-1]]], "bonus": 0, "lr": {},
                 "res": 0}
    ev.append({"t": "battle_start", "seat": c, "favor": card})
    if st.enemy >= 0:
        enemy_joins(st, ev)
        st.stack.append({"k": "bresolve"})


# -------------------------------------------------------------------- resolve
def _order_from(st, starter: int, clans) -> list:
    return sorted(clans, key=lambda x: (x - starter) % st.nclans)


@MACHINE.step("bresolve")
def _resolve(st, f, ev) -> None:
    bt = st.battle
    if bt is None:
        return
    bt["res"] = 1
    for p in bt["parts"]:
        if p[1] == HIDDEN:  # only in a view: the hidden card becomes an unseen card
            _unhide(st, p)
    for c, card in bt["parts"]:
        if card in st.down:
            st.down.remove(card)
        ev.append({"t": "reveal", "seat": c, "card": card})
    competing = []
    for c, card in bt["parts"]:
        cost = D.CARDS[card][3]
        if c == st.enemy or cost == 0:
            competing.append(c)
        elif st.res[c][D.STEEL] >= cost:
            pay(st, c, (0, 0, cost), ev, "battle")
            competing.append(c)
        else:
            ev.append({"t": "dropout", "seat": c})
    cards = {c: card for c, card in bt["parts"]}
    st.stack.append({"k": "bend"})
    if not competing:
        ev.append({"t": "battle_void"})
        return_home(st, bt["favor"], ev)
        bt["favor"] = ""
        return
    power = {}
    for c in competing:
        power[c] = strength(st, c, cards[c]) + (bt["bonus"] if c == st.enemy else 0)
    ev.append({"t": "strengths", "s": {str(c): power[c] for c in competing}})
    if len(competing) == 1:
        c = competing[0]
        inv = _draw_invader(st, ev)
        if inv is None:  # no card left anywhere: the lone fighter simply wins
            _push_outcome(st, c, [], cards, ev)
            return
        s_inv = strength(st, -1, inv, invaders=len(st.invaders) - 1)
        ev.append({"t": "invaders", "card": inv, "strength": s_inv, "vs": power[c]})
        inv_rune = D.CARDS[inv][1]
        if power[c] > s_inv:
            _push_outcome(st, c, [], cards, ev)
        else:
            _push_outcome(st, -1, [c], cards, ev, tie=power[c] == s_inv)
        if power[c] >= s_inv and inv_rune != "W":  # the Invaders lost or tied: their god +1
            add_fury(st, god_of(st, inv_rune), 1, ev, "invaders")
        return
    top = max(power.values())
    tops = [c for c in competing if power[c] == top]
    if len(tops) == 1:
        w = tops[0]
        _push_outcome(st, w, [c for c in competing if c != w], cards, ev)
    else:
        _push_outcome(st, -1, list(competing), cards, ev)


def _unhide(st, p: list) -> None:
    card = _unseen_card(st)
    c = p[0]
    row = st.erow_b if c == st.enemy and HIDDEN in st.erow_b else st.rows[c]
    if HIDDEN in row:
        row[row.index(HIDDEN)] = card
    if HIDDEN in st.down:
        st.down[st.down.index(HIDDEN)] = card
    p[1] = card


def _draw_invader(st, ev):
    card = draw_card(st)
    if card is not None:
        st.invaders.append(card)
    return card


def _push_outcome(st, winner: int, losers: list, cards: dict, ev: list, tie: bool = False) -> None:
    bt = st.battle
    if winner < 0:
        if len(losers) > 1:
            ev.append({"t": "battle_tie"})
        else:
            ev.append({"t": "battle_lost", "tie": tie})
        return_home(st, bt["favor"], ev)
        bt["favor"] = ""
    for c in reversed(_order_from(st, bt["starter"], losers)):
        card = cards[c]
        if c == st.enemy:
            st.stack.append({"k": "eloss", "c": -1, "card": card})
            continue
        st.stack.append({"k": "lfury", "c": c})
        if st.ragnarok:
            st.stack.append({"k": "lvalk", "c": c})
        st.stack.append({"k": "lboon", "c": c})
        rune = D.CARDS[card][1]
        if rune == "W":
            st.stack.append({"k": "lrune", "c": c})
        else:
            bt["lr"][str(c)] = rune
    if winner >= 0:
        st.stack.append({"k": "bwin", "c": -1, "w": winner})


@MACHINE.step("bwin")
def _win(st, f, ev) -> None:
    c = f["w"]
    bt = st.battle
    card = bt["favor"]
    bt["favor"] = ""
    ev.append({"t": "battle_won", "seat": c, "favor": card})
    for i, n in enumerate(D.FAVORS[card][1]):
        gain(st, c, i, n, ev, "favor")
    st.favors[c].append(card)
    if c != st.enemy and len(st.favors[c]) > D.FAVOR_SLOTS:
        st.stack.append({"k": "freturn", "c": c})


def _fr_legal(st, f) -> list:
    return [RETURN[x] for x in st.favors[f["c"]]]


@MACHINE.decision("freturn", _fr_legal)
def _fr_apply(st, f, a, ev) -> None:
    st.stack.pop()
    st.favors[f["c"]].remove(a.card)
    st.stack.append({"k": "fplace", "c": f["c"], "card": a.card})


def _fpl_legal(st, f) -> list:
    out = []
    for r in (0, 1):
        out.append(PLACE_FAVOR[r]["left"])
        if st.frows[r]:
            out.append(PLACE_FAVOR[r]["right"])
    return out


@MACHINE.decision("fplace", _fpl_legal)
def _fpl_apply(st, f, a, ev) -> None:
    st.stack.pop()
    place_at_end(st, f["card"], a.row, a.end)
    ev.append({"t": "favor_returned", "seat": f["c"], "card": f["card"], "row": a.row, "end": a.end})


# --------------------------------------------------------------------- losers
def _lr_legal(st, f) -> list:
    return [NAME_RUNE[r] for r in D.RUNES]


@MACHINE.decision("lrune", _lr_legal)
def _lr_apply(st, f, a, ev) -> None:
    st.stack.pop()
    st.battle["lr"][str(f["c"])] = a.rune


def _lb_legal(st, f) -> list:
    return [BOON, NOBOON]


@MACHINE.decision("lboon", _lb_legal)
def _lb_apply(st, f, a, ev) -> None:
    st.stack.pop()
    if a.kind == "boon":
        c = f["c"]
        g = god_of(st, st.battle["lr"][str(c)])
        ev.append({"t": "boon", "seat": c, "god": st.gods[g]})
        st.stack.append({"k": "control"})
        # the boon itself (gods.py, above this module) runs at once, as the next frame
        st.stack.append({"k": "valhalla_boon", "c": c, "god": st.gods[g]})


def _lv_legal(st, f) -> list:
    c = f["c"]
    i = "FHP".index(st.battle["lr"][str(c)])
    if st.valk[c][i] >= 0:
        return []
    return [SEND[r] for r in st._board.regions] + [NOSEND]


@MACHINE.decision("lvalk", _lv_legal)
def _lv_apply(st, f, a, ev) -> None:
    st.stack.pop()
    if a.kind == "send":
        send_valkyrie(st, f["c"], "FHP".index(st.battle["lr"][str(f["c"])]), st._board.ridx[a.region], ev)


@MACHINE.step("lfury")
def _lfury(st, f, ev) -> None:
    add_fury(st, god_of(st, st.battle["lr"][str(f["c"])]), 1, ev, "battle")


@MACHINE.step("bend")
def _bend(st, f, ev) -> None:
    st.battle = None
    ev.append({"t": "battle_over"})
    if st.enemy >= 0:
        st.stack.append({"k": "eicons"})
