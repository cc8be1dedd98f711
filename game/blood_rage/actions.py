"""The Action phase (§7.2-7.3): turns, Invade, March, Upgrade, Quest, Pillage, the card
actions (Re-pillage, Invade from Valhalla, Sacrifice) and Pass."""

from __future__ import annotations

from .data import CARDS, FJORD_OF, FJORDS, MONSTERS, PROVINCES, SLOTS, SUPPORTS, TRACK, YGG
from .destruction import push_kills
from .moves import (
    DONE,
    INVADE,
    MARCH,
    MOVE,
    PASS,
    PILLAGE,
    QUEST,
    RECALL,
    REPILLAGE,
    SACRIFICE,
    SACRIFICE_SECOND,
    TO,
    UPGRADE,
)
from .state import MACHINE, RES, VAL, is_ship, kind_of
from .upgrades import upgrade


def phase_over(s) -> bool:
    """Nobody can act any more (passed or no Rage), or every province is pillaged."""
    passed, rage = s.passed, s.rage
    for i in range(s.n):
        if not passed[i] and rage[i] >= 1:
            break
    else:
        return True
    pillaged, destroyed = s.pillaged, s.destroyed
    for p in PROVINCES:
        if p not in pillaged and p not in destroyed:
            return False
    return True


@MACHINE.step("action")
def run_action(s, t: list) -> None:
    if t[1] == 0:
        s.phase = "action"
        for i in range(s.n):
            s.rage[i] = s.stat_value(i, 0)
            s.passed[i] = False
        s.turn = s.first
        s.emit(t="phase", phase="action", age=s.age)
    over = phase_over(s)
    if t[1] == 2 and not over:
        # the next clan that may act (choosing it changes nothing phase_over reads)
        passed, rage, n = s.passed, s.rage, s.n
        for k in range(1, n + 1):
            j = (s.turn + k) % n
            if not passed[j] and rage[j] >= 1:
                s.turn = j
                break
    if over:
        s.stack.pop()
        for i in range(s.n):
            s.rage[i] = 0
        s.ev.append({"t": "phase_end", "phase": "action"})
        return
    t[1] = 2
    s.ask = ["turn", [s.turn]]


def march_dests(s, origin: str) -> list[str]:
    """Yggdrasil and the open outer provinces (in the order of PROVINCES), but the origin."""
    out = [p for p in s.open_provinces() if p != origin]
    if origin != YGG and YGG not in s.destroyed:
        out.insert(0, YGG)
    return out


def march_kinds(s, seat: int, origin: str) -> list[str]:
    out = []  # (a loop, no comprehension)
    for k in s.kinds_at(seat, origin):
        if not is_ship(k):
            out.append(k)
    return out


def board_figures(s, seat: int) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for f, v in s.fig[seat].items():
        if v != RES and v != VAL:
            a = (v, kind_of(f))
            if a not in out:
                out.append(a)
    return out


# hand cards the Turn offers (read-only tables): an upgrade's Rage cost before Frigga's
# Charm, and the quests
_UPGRADE_COST = {c.id: (0 if c.param in ("DWARF", "HEL") else c.value) for c in CARDS if c.kind in SLOTS}
_QUESTS = frozenset(c.id for c in CARDS if c.kind == "quest")
# what the Turn offers for a card in hand: an upgrade's cost, -1 for a quest (read-only)
_OFFER = {**_UPGRADE_COST, **dict.fromkeys(_QUESTS, -1)}
# a province's fjord (None for Yggdrasil)
_FJORD = {p: FJORD_OF.get(p) for p in PROVINCES}
# the provinces a clan's figures in a place make it present in (a fjord's ships: the two it
# supports), and the board order of the provinces
_NEAR = {**{p: (p,) for p in PROVINCES}, **{f: tuple(SUPPORTS[f]) for f in FJORDS}}
_ORDER = {p: i for i, p in enumerate(PROVINCES)}


def turn_actions(s, ask, seat: int) -> list:
    r = s.rage[seat]
    out: list = []
    destroyed = s.destroyed
    # this clan's kinds by place (the occupancy of every place, needed for the open
    # provinces, only if an Invade, a march to Yggdrasil or a recall asks)
    # (a search's state: its places and effects read from its cache in place)
    c = s.fcache
    got = c.get("pl") if c is not None else None
    got = got[seat] if got is not None else None
    mine, board, _, _ = got if got is not None else s.places(seat)
    room = board < TRACK[2][s.steps[seat][2]]  # s.horns(seat)
    got = c.get("ef") if c is not None else None
    got = got[seat] if got is not None else None
    effects = got if got is not None else s.effects(seat)
    open_prov: list[str] | None = None
    if room and RES in mine:
        open_prov = s.open_cached()
        fjord = None
        for k in mine[RES]:
            if k == "W":  # (at most once: the kinds are distinct)
                cost = 2 if s.ups[seat] and s.warrior_upgrade(seat) in ("experts", "masters") else 1
            elif k == "L":
                cost = 1   # max(1, 0): an Invade costs at least 1 Rage
            elif k == "S":
                cost = 2
            else:
                cost = max(1, MONSTERS[k][2])
            if r < cost:
                continue
            if k == "S" or k == "SERPENT":
                if fjord is None:
                    fjord = False
                    for f in FJORDS:
                        if s.fjord_open(f):
                            fjord = True
                            break
                ok = fjord
            else:
                ok = bool(open_prov) or k == "ELF"
            if ok:
                out.append(INVADE[k])
    # a march needs somewhere else to go: Yggdrasil, or an open province; a pillage, a
    # figure in the province or a ship in its fjord (both in one pass, marches first)
    pillaged = s.pillaged
    pillages: list = []
    challenge = r >= 2 and "challenge" in effects
    fjord_of = _FJORD
    # the provinces where the clan has a figure or a ship in the fjord (in board order)
    near: list[str] = []
    for v in mine:
        if v in _NEAR:
            near += _NEAR[v]
    if len(near) > 1:
        near = sorted(set(near), key=_ORDER.__getitem__)
    for p in near:
        if p in destroyed:
            continue
        ks = mine[p] if p in mine else None
        if ks:
            if p == YGG:
                if open_prov is None:
                    open_prov = s.open_cached()
                go = bool(open_prov)
            else:
                go = True
            if go:
                for k in ks:
                    if k != "S" and k != "SERPENT":
                        out.append(MARCH[p])
                        break
        elif fjord_of[p] not in mine:
            continue
        if p not in pillaged:
            pillages.append(PILLAGE[p])
        elif challenge:
            pillages.append(REPILLAGE[p])
    hand = s.hand[seat]
    if hand:
        charm = "charm" in effects
        offer = _OFFER
        for c in hand:
            cost = offer.get(c)
            if cost is None:  # (a battle card)
                continue
            if cost < 0:
                out.append(QUEST[c])
                continue
            if charm and cost:
                cost -= 1
            if r >= cost:
                out.append(UPGRADE[c])
    if pillages:
        out += pillages
    if room and VAL in mine and "frigga_domain" in effects:
        if open_prov is None:
            open_prov = s.open_cached()
        for k in mine[VAL]:
            if _dests(s, k, open_prov):
                out.append(RECALL[k])
    if board >= 2 and "sacrifice" in effects:
        for loc, k in board_figures(s, seat):
            out.append(SACRIFICE[loc][k])
    out.append(PASS)
    return out


def _has_effect(s, seat: int, effect: str) -> bool:
    """s.has(seat, effect) as a truth value."""
    for c in s.ups[seat]:
        if CARDS[c].effect == effect:
            return True
    return False


def _dests(s, kind: str, open_prov: list[str]) -> bool:
    if kind == "S" or kind == "SERPENT":
        return any(s.fjord_open(f) for f in FJORDS)
    return bool(open_prov) or kind == "ELF"


@MACHINE.decision("turn", turn_actions, auto_single=True)
def decide_turn(s, ask, seat: int, a: tuple) -> None:
    s.ask = None
    verb = a.verb
    if verb == "pass":
        s.rage[seat] = 0
        s.passed[seat] = True
        s.emit(t="pass", seat=seat)
    elif verb == "invade":
        s.rage[seat] -= s.invade_cost(seat, a.figure)
        s.ask = ["inv_to", [seat], a.figure, RES]
    elif verb == "recall":
        s.rage[seat] -= 1
        s.ask = ["inv_to", [seat], a.figure, VAL]
    elif verb == "march":
        s.rage[seat] -= 1
        s.ask = ["march_to", [seat], a.province]
    elif verb == "upgrade":
        upgrade(s, seat, a.card)
    elif verb == "quest":
        s.hand[seat].remove(a.card)
        s.quests[seat].append(a.card)
        s.ev.append({"t": "quest", "seat": seat})
    elif verb == "pillage" or verb == "repillage":
        from .battle import start_pillage
        if verb == "repillage":
            s.rage[seat] -= 2
        start_pillage(s, seat, a.province, verb == "repillage")
    elif verb == "sacrifice":
        s.ask = ["sac2", [seat], a.place, a.figure]


def _legal_march_to(s, ask, seat: int) -> list:
    return list(map(TO.__getitem__, march_dests(s, s.ask[2])))  # [To("to", p) for p in ...]


@MACHINE.decision("march_to", _legal_march_to, auto_single=True)
def decide_march_to(s, ask, seat: int, a: tuple) -> None:
    s.ask = ["march_fig", [seat], s.ask[2], a.place, 0]


def _legal_march_fig(s, ask, seat: int) -> list:
    origin, moved = s.ask[2], s.ask[4]
    out: list = list(map(MOVE.__getitem__, march_kinds(s, seat, origin)))
    if moved:
        out.append(DONE)
    return out


@MACHINE.decision("march_fig", _legal_march_fig, auto_single=True)
def decide_march_fig(s, ask, seat: int, a: tuple) -> None:
    origin, dest = s.ask[2], s.ask[3]
    if a.verb == "done":
        s.ask = None
        return
    fid = s.first_fid(seat, a.figure, origin)
    s.move_figs(seat, (fid,), dest)
    s.ask[4] += 1
    s.ev.append({"t": "march", "seat": seat, "fig": a.figure, "frm": origin, "to": dest})
    if s.free_villages(dest) <= 0 or not march_kinds(s, seat, origin):
        s.ask = None


def _legal_sac2(s, ask, seat: int) -> list:
    loc0, k0 = s.ask[2], s.ask[3]
    out = []
    for loc, k in board_figures(s, seat):
        if loc == loc0 and k == k0:
            if k == "W" and sum(1 for f, v in s.fig[seat].items() if v == loc and kind_of(f) == "W") >= 2:
                out.append(SACRIFICE_SECOND[loc][k])
        else:
            out.append(SACRIFICE_SECOND[loc][k])
    return out


@MACHINE.decision("sac2", _legal_sac2, auto_single=True)
def decide_sac2(s, ask, seat: int, a: tuple) -> None:
    loc0, k0 = s.ask[2], s.ask[3]
    s.ask = None
    f1 = s.first_fid(seat, k0, loc0)
    f2 = None
    for f, v in s.fig[seat].items():
        if v == a.place and kind_of(f) == a.figure and f != f1:
            f2 = f
            break
    s.emit(t="sacrifice", seat=seat, figs=[k0, a.figure])
    s.stack.append(["raise", seat, -1, "Frigga's Sacrifice"])
    push_kills(s, {seat: [f1, f2]}, seat, "sac")

