"""Invading (§7.3) with its W1 triggers, and the Upgrade action with slots (D19) and the
free invade of W2 (D4)."""

from __future__ import annotations

from .battle_record import start_pillage
from .data import CARDS, MONSTERS, OUTER, SLOTS, YGG
from .destruction import push_kills
from .moves import FREE, SKIP, SLOT, TO
from .state import MACHINE, RES, VAL, is_ship, kind_of
from .stats import yes_no


# --- invading -------------------------------------------------------------------------
def can_enter(s, seat: int) -> bool:
    return s.on_board(seat) < s.horns(seat)


def place(s, seat: int, kind: str, loc: str, source: str = RES, how: str = "invade",
          free: bool = False) -> str:
    fid = s.first_fid(seat, kind, source)
    s.move_figs(seat, (fid,), loc)
    if free:
        s.ev.append({"t": how, "seat": seat, "fig": kind, "to": loc, "free": True})
    else:
        s.ev.append({"t": how, "seat": seat, "fig": kind, "to": loc})
    return fid


def invade(s, seat: int, kind: str, loc: str, source: str = RES, domain: bool = True,
           succor: bool = True, how: str = "invade", free: bool = False) -> None:
    """Place a figure and queue its W1 triggers (monster effect, Succor, Thor's Domain)."""
    fid = place(s, seat, kind, loc, source, how, free)
    s.stack.append(["w1", seat, loc, fid, 0, domain, succor])


@MACHINE.step("w1")
def run_w1(s, t: list) -> None:
    _, seat, loc, fid, stage, domain, succor = t
    if stage == 0:
        t[4] = 1
        victims: dict[int, list[str]] = {}
        if fid == "TROLL" and s.fig[seat].get(fid) == loc:
            for o in range(s.n):
                if o != seat:
                    w = [f for f, v in s.fig[o].items() if v == loc and kind_of(f) == "W"]
                    if w:
                        victims[o] = w
        elif fid == "FIRE" and s.fig[seat].get(fid) == loc:
            area = s.area(loc)
            for o in range(s.n):
                if o != seat:
                    w = [f for f, v in s.fig[o].items() if v in area and f not in MONSTERS]
                    if w:
                        victims[o] = w
        if victims:
            s.emit(t="monster_strike", seat=seat, fig=fid, loc=loc)
            push_kills(s, victims, seat, "effect")
            return  # the kills first
        stage = 1  # nothing struck: on at once (what the machine would run next)
    if stage == 1:
        t[4] = 2
        if (succor and s.has(seat, "succor") and loc in OUTER and s.alive(loc)
                and s.free_villages(loc) > 0 and can_enter(s, seat)
                and s.first_fid(seat, "W", RES) is not None):
            s.ask = ["succor", [seat], loc]
            return
    if stage <= 2:
        t[4] = 3
        if (domain and s.has(seat, "thor_domain") and s.rage[seat] >= 2 and (loc in OUTER or loc == YGG)
                and s.alive(loc) and loc not in s.pillaged):
            s.ask = ["thordom", [seat], loc]
            return
    s.stack.pop()


@MACHINE.decision("succor", yes_no, auto_single=True)
def decide_succor(s, ask, seat: int, action: tuple) -> None:
    loc = s.ask[2]
    s.ask = None
    if action.verb == "yes":
        place(s, seat, "W", loc, RES, "succor")


@MACHINE.decision("thordom", yes_no, auto_single=True)
def decide_thordom(s, ask, seat: int, action: tuple) -> None:
    loc = s.ask[2]
    s.ask = None
    if action.verb == "yes":
        s.stack.pop()  # the w1 task is finished
        s.rage[seat] -= 2
        s.emit(t="thor_domain", seat=seat, loc=loc)
        start_pillage(s, seat, loc, False)


# --- upgrading --------------------------------------------------------------------------
def upgrade(s, seat: int, c: int) -> None:
    """The Upgrade action after the card is chosen (cost checked by the caller)."""
    card = CARDS[c]
    s.rage[seat] -= s.upgrade_cost(seat, c)
    s.hand[seat].remove(c)
    filled = s.group_cards(seat, card.kind)
    cap = SLOTS[card.kind]
    if cap == 1:
        install(s, seat, c, filled[0] if filled else -1)
    elif filled:
        s.ask = ["slot", [seat], c]
    else:
        install(s, seat, c, -1)


def _legal_slot(s, ask, seat: int) -> list:
    c = s.ask[2]
    kind = CARDS[c].kind
    filled = s.group_cards(seat, kind)
    out = [SLOT[-1]] if len(filled) < SLOTS[kind] else []
    out.extend(map(SLOT.__getitem__, filled))
    return out


@MACHINE.decision("slot", _legal_slot, auto_single=True)
def decide_slot(s, ask, seat: int, action: tuple) -> None:
    c = s.ask[2]
    s.ask = None
    install(s, seat, c, action.replaced)


def install(s, seat: int, c: int, replaced: int) -> None:
    card = CARDS[c]
    if replaced >= 0:
        # one log line for the upgrade and the card it replaces, then the monster leaving
        s.ev.append({"t": "upgrade", "seat": seat, "card": c, "replaced": replaced})
        s.ups[seat].remove(replaced)
        s.discard.append(replaced)
        old = CARDS[replaced]
        if old.kind == "monster" and old.param in s.fig[seat]:
            del s.fig[seat][old.param]
            s.emit(t="monster_gone", seat=seat, fig=old.param)
    else:
        s.ev.append({"t": "upgrade", "seat": seat, "card": c})
    s.ups[seat].append(c)
    if card.kind == "monster":
        s.fig[seat][card.param] = RES
        kinds = [card.param]
    elif card.kind == "warrior":
        kinds = ["W"]
    elif card.kind == "leader":
        kinds = ["L"]
    elif card.kind == "ship":
        kinds = ["S", "SERPENT"]
    else:
        kinds = []
    # the search's cache: a figure came or went (a monster), else only the upgrades
    # changed (the strengths too if the Warriors' upgrade did)
    old_kind = CARDS[replaced].kind if replaced >= 0 else ""
    if card.kind == "monster" or old_kind == "monster":
        s.board_changed(seat)
    else:
        s.upgrades_changed(seat, card.kind == "warrior" or old_kind == "warrior")
    if kinds and free_options(s, seat, kinds):
        s.ask = ["free", [seat], kinds]


def free_options(s, seat: int, kinds: list[str]) -> list:
    if not can_enter(s, seat):
        return []
    out = []
    for k in kinds:
        if s.first_fid(seat, k, RES) is None:
            continue
        for d in s.invade_dests(seat, k):
            out.append(FREE[k][d])
    return out


def _legal_free(s, ask, seat: int) -> list:
    return free_options(s, seat, s.ask[2]) + [SKIP]


@MACHINE.decision("free", _legal_free, auto_single=True)
def decide_free(s, ask, seat: int, action: tuple) -> None:
    s.ask = None
    if action.verb == "free":
        invade(s, seat, action.figure, action.place, free=True)


# --- invade destination (Invade action and Frigga's Domain) ------------------------------
def _legal_dest(s, ask, seat: int) -> list:
    return list(map(TO.__getitem__, s.invade_dests(seat, s.ask[2])))  # [To("to", d) for d in ...]


@MACHINE.decision("inv_to", _legal_dest, auto_single=True)
def decide_dest(s, ask, seat: int, action: tuple) -> None:
    kind, source = s.ask[2], s.ask[3]
    s.ask = None
    invade(s, seat, kind, action.place, source, how="invade" if source == RES else "recall")


def ship_kinds(kind: str) -> bool:
    return is_ship(kind)


__all__ = ["invade", "upgrade", "install", "can_enter", "VAL"]
