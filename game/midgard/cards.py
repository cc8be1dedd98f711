"""The action phase's turns (rules section 6.3) and every card (4.3, 4.4): playing a card
and the sub-steps of the card being resolved, each a decision of `MACHINE` named after
the state's `step` (data.STEPS). A sub-step whose only choice would be "done" is
finished at once. Movement rules: movement.py; the actions: moves.py.
"""

from __future__ import annotations

from typing import Any

from game.core import HIDDEN, IllegalAction

from . import scoring
from .data import (
    ASGARD,
    ATTACK,
    BOAT,
    CARD_KINGDOM,
    CARD_TYPE,
    DESTROY_KINGDOM,
    DRAW_CARDS,
    DRAW_CARDS_COUNT,
    HORDE,
    HORDE_MOVES,
    INVASION,
    INVASION_MOVES,
    KINGDOM_PROVINCES,
    NEW_WARRIOR,
    NEW_WARRIORS_KINGDOM,
    NEW_WARRIORS_KINGDOM_MAX,
    NUM_PROVINCES,
    REALMS,
    REALMS_TARGET,
    SCORE_KINGDOM,
    ST_DEST,
    ST_DESTROY,
    ST_HPICK,
    ST_HTARGET,
    ST_KILL,
    ST_PICK,
    ST_PLACE,
    ST_PLAY,
    SUPPLY,
    TAKE_TOKENS,
    TAKE_TOKENS_COUNT,
    VALHALLA,
    VANAHEIM,
    VILLAGES,
)
from .movement import (
    ALL_PROVINCES,
    has_viking_outside,
    move,
    opp_warriors,
    room,
    viking_choices,
)
from .moves import (
    ATTACK_ACT,
    DESTROY,
    DONE,
    KILL,
    NOKILL,
    PLACE,
    PLAY,
    TARGET,
    TO,
    Attack,
    ChooseViking,
    Destroy,
    Done,
    HordeTarget,
    Kill,
    KillNobody,
    MoveTo,
    PlaceWarrior,
    Play,
)
from .rounds import finish_card
from .state import MACHINE


def stop(st: Any, seat: int, events: list) -> None:
    """Done: the seat stops the current card early."""
    events.append({"t": "stop", "seat": seat, "card": st.card})
    finish_card(st, events)


def place_spots(st: Any) -> list:
    """Where New Warriors in Kingdom may put a supply warrior now."""
    k = CARD_KINGDOM[st.card]
    if k == REALMS_TARGET:
        return [ASGARD, VANAHEIM]
    occ = st.occ
    return [p for p in KINGDOM_PROVINCES[k] if occ[p] < VILLAGES[p]]


# --- play a card (6.3 step 2, D3, D10) -------------------------------------------------------
def _legal_play(st: Any, frame: str, seat: int) -> list:
    hand = st.hands[seat]
    out = [PLAY[c] for c in hand if c != HIDDEN]
    if not out and hand:
        out = [PLAY[HIDDEN]]
    return out


@MACHINE.decision(ST_PLAY, _legal_play)
def play_card(st: Any, frame: str, seat: int, action: Play, events: list) -> None:
    """Play a card from the hand: its effect, or the first of its sub-steps."""
    card = action.card
    hand = st.hands[seat]
    hand.remove(card)
    st.played[seat].append(card)
    if not st.extra:
        st.turns[seat] += 1     # a regular turn (extra turns never count, 4.4)
    st.card = card
    st.src = -1
    st.typ = 0
    st.target = -1
    events.append({"t": "play", "seat": seat, "card": card, "extra": st.extra})
    if card == HIDDEN:          # only in a view that was not determinised: no effect
        finish_card(st, events)
        return
    typ = CARD_TYPE[card]
    k = CARD_KINGDOM[card]
    if typ == INVASION or typ == ATTACK:
        st.left = INVASION_MOVES if typ == INVASION else 1
        st.step = ST_PICK
        if not has_viking_outside(st, seat, -1):
            finish_card(st, events)
        return
    if typ == NEW_WARRIOR:
        if st.w[SUPPLY][seat]:
            move(st, seat, False, SUPPLY, BOAT, events)
        st.left = 1
        st.step = ST_PICK
        if not has_viking_outside(st, seat, -1):
            finish_card(st, events)
        return
    if typ == HORDE:
        st.step = ST_HTARGET
        return
    if typ == SCORE_KINGDOM:
        scoring.score_kingdom(st, k, events)
        finish_card(st, events)
        return
    if typ == TAKE_TOKENS:
        st.tokens[seat][k] += TAKE_TOKENS_COUNT
        events.append({"t": "tokens", "seat": seat, "colour": k, "count": TAKE_TOKENS_COUNT,
                       "why": "card"})
        finish_card(st, events)
        return
    if typ == DRAW_CARDS:
        deck = st.decks[k]
        got = min(DRAW_CARDS_COUNT, len(deck))
        for _ in range(got):
            hand.append(deck.pop())
        hand.sort()
        events.append({"t": "draw", "seat": seat, "deck": k, "count": got})
        finish_card(st, events)
        return
    if typ == DESTROY_KINGDOM:
        st.step = ST_DESTROY
        return
    if typ == NEW_WARRIORS_KINGDOM:
        st.left = min(NEW_WARRIORS_KINGDOM_MAX, st.w[SUPPLY][seat])
        st.step = ST_PLACE
        if st.left <= 0 or not place_spots(st):
            events.append({"t": "no_effect", "seat": seat, "card": card,
                           "why": "supply" if st.left <= 0 else "full"})
            finish_card(st, events)
        return
    raise IllegalAction(f"unknown card {card}")


# --- Invasion, New Warrior, Attack: choose a Viking, then where it goes (4.3.1-4.3.3) ------
def _legal_pick(st: Any, frame: str, seat: int) -> list:
    out = viking_choices(st, seat)
    out.append(DONE)
    return out


@MACHINE.decision(ST_PICK, _legal_pick)
def pick_viking(st: Any, frame: str, seat: int, action: ChooseViking | Done, events: list) -> None:
    if type(action) is Done:
        stop(st, seat, events)
        return
    st.src = action.location
    st.typ = 1 if action.figure == "C" else 0
    st.step = ST_DEST


def _legal_dest(st: Any, frame: str, seat: int) -> list:
    card = st.card
    typ = CARD_TYPE[card]
    src = st.src
    if typ == NEW_WARRIOR:
        provs = ALL_PROVINCES
    else:
        provs = KINGDOM_PROVINCES[CARD_KINGDOM[card]]
    occ = st.occ
    out = []
    if typ == ATTACK:
        row_w = st.w
        for p in provs:
            if p != src and occ[p] < VILLAGES[p]:
                out.append(TO[p])
            row = row_w[p]
            for x in range(st.n):
                if x != seat and row[x]:
                    out.append(ATTACK_ACT[p][x])
        for r in REALMS:
            if r != src or opp_warriors(st, r, seat):
                out.append(TO[r])
        return out
    for p in provs:
        if p != src and occ[p] < VILLAGES[p]:
            out.append(TO[p])
    if src != ASGARD:
        out.append(TO[ASGARD])
    if src != VANAHEIM:
        out.append(TO[VANAHEIM])
    return out


@MACHINE.decision(ST_DEST, _legal_dest)
def destination(st: Any, frame: str, seat: int, action: MoveTo | Attack, events: list) -> None:
    src, chief = st.src, st.typ == 1
    if type(action) is Attack:
        p, victim = action.province, action.victim
        events.append({"t": "kill", "seat": seat, "victim": victim, "area": p})
        move(st, victim, False, p, VALHALLA, events)
        if src != p:
            move(st, seat, chief, src, p, events)
        finish_card(st, events)
        return
    dst = action.area
    if src != dst:
        move(st, seat, chief, src, dst, events)
    if CARD_TYPE[st.card] == ATTACK:
        if dst >= 10 and opp_warriors(st, dst, seat):
            st.target = dst
            st.step = ST_KILL
            return
        finish_card(st, events)
        return
    st.left -= 1
    if st.left <= 0 or not has_viking_outside(st, seat, -1):
        finish_card(st, events)
    else:
        st.step = ST_PICK


# --- Attack into a realm: kill a warrior there, or nobody (4.3.3) -----------------------------
def _legal_kill(st: Any, frame: str, seat: int) -> list:
    out = [KILL[x] for x in opp_warriors(st, st.target, seat)]
    out.append(NOKILL)
    return out


@MACHINE.decision(ST_KILL, _legal_kill)
def kill(st: Any, frame: str, seat: int, action: Kill | KillNobody, events: list) -> None:
    if type(action) is Kill:
        victim = action.victim
        events.append({"t": "kill", "seat": seat, "victim": victim, "area": st.target})
        move(st, victim, False, st.target, VALHALLA, events)
    else:
        events.append({"t": "nokill", "seat": seat, "area": st.target})
    finish_card(st, events)


# --- Viking Horde: the target area, then up to 3 Vikings (4.3.4) ------------------------------
def _legal_htarget(st: Any, frame: str, seat: int) -> list:
    occ = st.occ
    out = [TARGET[p] for p in ALL_PROVINCES if occ[p] < VILLAGES[p]]
    out.append(TARGET[ASGARD])
    out.append(TARGET[VANAHEIM])
    out.append(DONE)
    return out


@MACHINE.decision(ST_HTARGET, _legal_htarget)
def horde_target(st: Any, frame: str, seat: int, action: HordeTarget | Done, events: list) -> None:
    if type(action) is Done:
        stop(st, seat, events)
        return
    st.target = action.area
    events.append({"t": "horde_target", "seat": seat, "area": st.target})
    st.left = HORDE_MOVES
    st.step = ST_HPICK
    if not has_viking_outside(st, seat, st.target):
        finish_card(st, events)


def _legal_hpick(st: Any, frame: str, seat: int) -> list:
    out = viking_choices(st, seat, st.target)
    out.append(DONE)
    return out


@MACHINE.decision(ST_HPICK, _legal_hpick)
def horde_viking(st: Any, frame: str, seat: int, action: ChooseViking | Done, events: list) -> None:
    if type(action) is Done:
        stop(st, seat, events)
        return
    tgt = st.target
    move(st, seat, action.figure == "C", action.location, tgt, events)
    st.left -= 1
    if st.left <= 0 or (tgt < NUM_PROVINCES and not room(st, tgt)) \
            or not has_viking_outside(st, seat, tgt):
        finish_card(st, events)


# --- Destroy Kingdom: the province (4.4, D8) --------------------------------------------------
def _legal_destroy(st: Any, frame: str, seat: int) -> list:
    return [DESTROY[p] for p in KINGDOM_PROVINCES[CARD_KINGDOM[st.card]]]


@MACHINE.decision(ST_DESTROY, _legal_destroy)
def destroy(st: Any, frame: str, seat: int, action: Destroy, events: list) -> None:
    """Every Viking in the province, of every clan, goes to Valhalla."""
    p = action.province
    events.append({"t": "destroy", "seat": seat, "province": p, "count": st.occ[p]})
    row = st.w[p]
    for s in range(st.n):
        if st.chief[s] == p:
            move(st, s, True, p, VALHALLA, events)
        for _ in range(row[s]):
            move(st, s, False, p, VALHALLA, events)
    finish_card(st, events)


# --- New Warriors in Kingdom: supply warriors placed one by one (4.4, D9) ---------------------
def _legal_place(st: Any, frame: str, seat: int) -> list:
    out = [PLACE[a] for a in place_spots(st)]
    out.append(DONE)
    return out


@MACHINE.decision(ST_PLACE, _legal_place)
def place(st: Any, frame: str, seat: int, action: PlaceWarrior | Done, events: list) -> None:
    if type(action) is Done:
        stop(st, seat, events)
        return
    move(st, seat, False, SUPPLY, action.area, events)
    st.left -= 1
    if st.left <= 0 or not st.w[SUPPLY][seat] or not place_spots(st):
        finish_card(st, events)
