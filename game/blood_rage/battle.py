"""Pillage and battle (§7.5-7.7), windows W3-W12.

The battle lives in `state.battle` (a dict of plain values) and is driven by the task
["battle", stage]. Played cards are entries [seat, card, active, late, gone, value]:
active = text not cancelled by Thor's Primacy; gone = discarded by Heimdall's Watch;
value = the declared bonus of a quest used as a battle card (Tyr's Domain/Wrath), else -1.
"""

from __future__ import annotations

# the record of a battle and the values of its cards live below the rules (state.battle_view
# and the upgrades read them too); re-exported here for the bots
from .battle_record import (  # noqa: F401
    ACTIVE,
    CARD,
    GONE,
    LATE,
    SEAT,
    VALUE,
    active,
    bonus,
    raw_bonus,
    start_pillage,
    total,
)
from .data import ADJACENT, CARDS, PILLAGE_GLORY, TOKEN_STAT, YGG
from .destruction import push_kills
from .moves import BUY, DONE, JOIN, KEEP_FIGURE, PASS, PLAY, STAY, TO
from .moves import LATE as LATE_PLAY
from .state import MACHINE, RES, kind_of
from .stats import yes_no
from .upgrades import can_enter, invade


def order_from(s, start: int, seats: list[int]) -> list[int]:
    return [(start + i) % s.n for i in range(s.n) if (start + i) % s.n in seats]


# --- W3 call to battle -----------------------------------------------------------------------
def call_moves(s, seat: int) -> list:
    p = s.battle["p"]
    if s.free_villages(p) <= 0:
        return []
    return _join_moves(s, seat, p)


def _join_moves(s, seat: int, p: str) -> list:
    """The figures seat may send into p from the places next to it (p has room)."""
    # the clan's kinds in each place, in the order of its figures
    c = s.fcache  # (a search's state: its places read from its cache in place)
    got = c.get("pl") if c is not None else None
    got = got[seat] if got is not None else None
    kinds = (got if got is not None else s.places(seat))[0]
    out = []
    destroyed = s.destroyed
    for q in ADJACENT[p]:
        ks = kinds.get(q)
        if ks is None or q in destroyed:
            continue
        for k in ks:
            if k != "S" and k != "SERPENT":
                out.append(JOIN[q][k])
    return out


def _legal_call(s, ask, seat: int) -> list:
    return call_moves(s, seat) + [PASS]


@MACHINE.decision("call", _legal_call, auto_single=True)
def decide_call(s, ask, seat: int, a: tuple) -> None:
    b = s.battle
    s.ask = None
    b["cur"] = (seat + 1) % s.n
    if a.verb == "pass":
        b["passes"] += 1
        s.ev.append({"t": "call_pass", "seat": seat})
        return
    fid = s.first_fid(seat, a.figure, a.origin)
    s.move_figs(seat, (fid,), b["p"])
    b["passes"] = 0
    s.ev.append({"t": "join", "seat": seat, "fig": a.figure, "frm": a.origin, "to": b["p"]})


# --- the battle driver --------------------------------------------------------------------------
# the task ["battle", stage]: one function per stage (below), each moving t[1] on
@MACHINE.step("battle")
def run_battle(s, t: list) -> None:
    # stage after stage while no decision is asked and this task stays on top (what the
    # machine would do, calling the step again, without its round trip)
    stages = _STAGES
    stack = s.stack
    while True:
        stages[t[1]](s, t, s.battle)
        if s.ask is not None or not stack or stack[-1] is not t:
            return


def _stage_call(s, t: list, b: dict) -> None:
    """W3: clockwise from the pillager's left, each clan may send one figure in, until
    the villages are full or everybody passed in a row."""
    p = b["p"]
    n = s.n
    while True:
        if b["passes"] >= n or s.free_villages(p) <= 0:
            t[1] = "setup"
            return
        seat = b["cur"]
        moves = _join_moves(s, seat, p)
        if moves:
            s.ask = ["call", [seat]]
            # the legal actions just worked out (_legal_call's), kept for this ask
            s.lcache = (seat, s.ask, moves + [PASS])
            return
        b["passes"] += 1
        b["cur"] = (seat + 1) % n


def _stage_setup(s, t: list, b: dict) -> None:
    p, pill = b["p"], b["pill"]
    # order_from(s, pill, [the clans present in p]), by one loop from the pillager
    n = s.n
    parts = []
    for k in range(n):
        i = (pill + k) % n
        if s.present(i, p):
            parts.append(i)
    b["parts"] = parts
    if parts == [pill]:
        b["win"] = pill
        t[1] = "w10"
        s.ev.append({"t": "unopposed", "seat": pill, "loc": p})
        return
    b["fight"] = True
    s.ev.append({"t": "battle", "loc": p, "seats": list(parts), "str": [s.strength(i, p) for i in parts]})
    area = s.area(p)
    for i in parts:
        if s.fig[i].get("VALKYRIE", "") in area:
            b["valk"] = i
    t[1] = "cards"


def _stage_cards(s, t: list, b: dict) -> None:
    hand = s.hand
    seats = []  # the participants with cards in hand (a loop, no comprehension)
    for i in b["parts"]:
        if hand[i]:
            seats.append(i)
    b["rnd"] = len(b["plays"])
    if not seats:
        t[1] = "late"
        b["cur"], b["passes"] = 0, 0
        return
    s.ask = ["card", seats]
    t[1] = "reveal"


def _stage_late(s, t: list, b: dict) -> None:
    parts = b["parts"]
    while b["passes"] < len(parts):
        seat = parts[b["cur"] % len(parts)]
        if late_cards(s, seat):
            s.ask = ["late", [seat]]
            return
        b["passes"] += 1
        b["cur"] += 1
    t[1] = "compare"


def _stage_compare(s, t: list, b: dict) -> None:
    tot = {i: total(s, i) for i in b["parts"]}
    best = max(tot.values())
    top = [i for i in b["parts"] if tot[i] == best]
    b["win"] = top[0] if len(top) == 1 else -1
    s.ev.append({"t": "compare", "loc": b["p"], "seats": list(b["parts"]), "totals": [tot[i] for i in b["parts"]],
                 "winner": b["win"]})
    t[1] = "w8"


def _stage_prowess_end(s, t: list, b: dict) -> None:
    _discard_winner(s)
    t[1] = "w9"


def _stage_w9(s, t: list, b: dict) -> None:
    t[1] = "w10"
    w = b["win"]
    victims = {}
    area = s.area(b["p"])
    for i in b["parts"]:
        if i != w:
            fids = []  # (a loop, no comprehension)
            for f, v in s.fig[i].items():
                if v in area:
                    fids.append(f)
            if fids:
                victims[i] = fids
    push_kills(s, victims, b["pill"], "battle")


def _stage_w10(s, t: list, b: dict) -> None:
    t[1] = "w11" if b["fight"] else "end"
    if b["win"] == b["pill"]:
        _reward(s)


def _stage_w11(s, t: list, b: dict) -> None:
    t[1] = "w12"
    w = b["win"]
    if w >= 0:
        s.gain(w, s.stat_value(w, 1), "battles")


def _stage_w12(s, t: list, b: dict) -> None:
    t[1] = "bless"
    b["idx"] = 0
    _w12(s)


def _stage_bless(s, t: list, b: dict) -> None:
    p = b["p"]
    parts = b["parts"]
    while b["idx"] < len(parts):
        i = parts[b["idx"]]
        b["idx"] += 1
        if (i != b["win"] and s.has(i, "blessing") and p != YGG and s.alive(p)
                and s.free_villages(p) > 0 and can_enter(s, i) and s.first_fid(i, "W", RES)):
            s.ask = ["blessing", [i]]
            return
    t[1] = "end"


def _stage_end(s, t: list, b: dict) -> None:
    s.stack.pop()
    s.ev.append({"t": "battle_end", "loc": b["p"]})
    s.battle = None


# --- W4 card choice and W5 reveal ---------------------------------------------------------------
def _legal_card(s, ask, seat: int) -> list:
    out = []
    for c in s.hand[seat]:
        a = PLAY[c]
        if a not in out:
            out.append(a)
    return out


@MACHINE.decision("card", _legal_card, auto_single=True)
def decide_card(s, ask, seat: int, a: tuple) -> None:
    b = s.battle
    b["choice"][seat] = a.card
    s.hand[seat].remove(a.card)
    s.ask[1].remove(seat)
    s.ev.append({"t": "card_chosen", "seat": seat})
    if not s.ask[1]:
        s.ask = None


def _reveal(s, t: list, b: dict | None = None) -> None:
    b = s.battle
    rnd = len(b["plays"])
    b["rnd"] = rnd
    for i in b["parts"]:
        c = b["choice"][i]
        if c is not None:
            b["plays"].append([i, c, 1, 0, 0, -1])
            b["choice"][i] = None
    new = b["plays"][rnd:]
    s.ev.append({"t": "reveal", "plays": [[e[SEAT], e[CARD]] for e in new]})
    # step 1: Thor's Primacy
    prim = {e[SEAT] for e in new if CARDS[e[CARD]].effect == "primacy" and CARDS[e[CARD]].kind == "battle"}
    if prim:
        for e in new:
            if any(q != e[SEAT] for q in prim):
                e[ACTIVE] = 0
        s.emit(t="primacy", seats=sorted(prim))
    # step 2: Heimdall's Watch
    watchers = [e[SEAT] for e in new if e[ACTIVE] and CARDS[e[CARD]].effect == "watch"
                and CARDS[e[CARD]].kind == "battle"]
    if watchers:
        worth = sum(bonus(b, e) for e in new)
        for e in new:
            e[GONE] = 1
            s.discard.append(e[CARD])
        s.emit(t="watch", seats=watchers, n=worth)
        for w in order_from(s, b["pill"], watchers):
            for _ in range(watchers.count(w)):
                s.gain(w, worth, "cards", "Heimdall's Watch")
        t[1] = "cards"
        return
    t[1] = "w5"
    b["idx"], b["sub"] = 0, 0


def _w5(s, t: list, b: dict | None = None) -> None:
    """W5 step 3: participant by participant, Tyr's Domain/Wrath then Smite/Tide."""
    b = s.battle
    parts = b["parts"]
    rnd = b["rnd"]
    while b["idx"] < len(parts):
        i = parts[b["idx"]]
        mine = []  # (a loop, no comprehension)
        for e in b["plays"][rnd:]:
            if e[SEAT] == i and not e[GONE]:
                mine.append(e)
        if b["sub"] == 0:
            b["sub"] = 1
            for e in mine:
                if CARDS[e[CARD]].kind == "quest" and e[VALUE] < 0 and s.has(i, "tyr_quest"):
                    s.ask = ["tyr", [i]]
                    return
        if b["sub"] == 1:
            b["sub"] = 2
            victims: dict[int, list[str]] = {}
            for e in mine:
                c = CARDS[e[CARD]]
                if not e[ACTIVE] or c.kind != "battle":
                    continue
                if c.effect == "smite":
                    for o in parts:
                        if o != i:
                            w = s.first_fid(o, "W", b["p"])
                            if w is not None:
                                victims.setdefault(o, []).append(w)
                    s.emit(t="smite", seat=i)
                elif c.effect == "tide" and not b["tided"]:
                    b["tided"] = True
                    area = s.area(b["p"])
                    choosers = [o for o in parts
                                if sum(1 for v in s.fig[o].values() if v in area) >= 2]
                    s.emit(t="tide", seat=i)
                    if choosers:
                        s.ask = ["tide", choosers]
                        b["sub"] = 3
                        return
            if victims:
                push_kills(s, victims, b["pill"], "battle")
                return
        if b["sub"] == 3:
            b["sub"] = 2
            victims = {}
            area = s.area(b["p"])
            for o in parts:
                keep = b["tide"][o]
                if keep is None:
                    continue
                b["tide"][o] = None
                fids = [f for f, v in s.fig[o].items() if v in area]
                # in a view another seat's secret choice is HIDDEN: assume its first figure
                kept = s.first_fid(o, keep[1], keep[0]) if isinstance(keep, list) else fids[0]
                fids = [f for f in fids if f != kept]
                if fids:
                    victims[o] = fids
            if victims:
                push_kills(s, victims, b["pill"], "battle")
                return
        b["idx"] += 1
        b["sub"] = 0
    t[1] = "late"
    b["cur"], b["passes"] = 0, 0


@MACHINE.decision("tyr", yes_no, auto_single=True)
def decide_tyr(s, ask, seat: int, a: tuple) -> None:
    b = s.battle
    s.ask = None
    val = s.has(seat, "tyr_quest") if a.verb == "yes" else 0
    for e in b["plays"][b["rnd"]:]:
        if e[SEAT] == seat and CARDS[e[CARD]].kind == "quest" and e[VALUE] < 0:
            e[VALUE] = val
    if val:
        s.emit(t="tyr_quest", seat=seat, n=val)


def _legal_tide(s, ask, seat: int) -> list:
    area = s.area(s.battle["p"])
    out = []
    for f, v in s.fig[seat].items():
        if v in area:
            a = KEEP_FIGURE[v][kind_of(f)]
            if a not in out:
                out.append(a)
    return out


@MACHINE.decision("tide", _legal_tide, auto_single=True)
def decide_tide(s, ask, seat: int, a: tuple) -> None:
    s.battle["tide"][seat] = [a.place, a.figure]
    s.ask[1].remove(seat)
    if not s.ask[1]:
        s.ask = None


# --- W6 late window -----------------------------------------------------------------------------
def late_cards(s, seat: int) -> list[int]:
    out = []
    for c in s.hand[seat]:
        if CARDS[c].effect == "late" and c not in out:
            out.append(c)
    return out


def _legal_late(s, ask, seat: int) -> list:
    return [*map(LATE_PLAY.__getitem__, late_cards(s, seat)), PASS]


@MACHINE.decision("late", _legal_late, auto_single=True)
def decide_late(s, ask, seat: int, a: tuple) -> None:
    b = s.battle
    s.ask = None
    b["cur"] += 1
    if a.verb == "pass":
        b["passes"] += 1
        return
    b["passes"] = 0
    s.hand[seat].remove(a.card)
    b["plays"].append([seat, a.card, 1, 1, 0, -1])
    s.emit(t="late", seat=seat, card=a.card)


# --- W8 cards -----------------------------------------------------------------------------------
def _w8(s, t: list, b: dict | None = None) -> None:
    b = s.battle
    w = b["win"]
    parts = b["parts"]
    for i in parts:
        if i != w:
            back = []  # (a loop, no comprehension)
            for e in b["plays"]:
                if e[SEAT] == i and not e[GONE]:
                    back.append(e[CARD])
            s.hand[i].extend(back)
            if back:
                s.ev.append({"t": "take_back", "seat": i, "cards": list(back)})
    if w < 0:
        t[1] = "w9"
        return
    for i in parts:
        if i != w and active(b, i, "trickery") and s.rage[w] >= 1:
            for _ in active(b, i, "trickery"):
                if s.rage[w] >= 1:
                    s.rage[w] -= 1
                    s.rage[i] += 1
                    s.emit(t="trickery", seat=i, frm=w)
    for i in parts:
        if i != w and active(b, i, "poison"):
            cards = [e[CARD] for e in b["plays"] if e[SEAT] == w and not e[GONE]]
            s.hand[i].extend(cards)
            b["poisoned"] = True
            s.emit(t="poison", seat=i, frm=w, n=len(cards))
            t[1] = "w9"
            return
    t[1] = "prowess_end"
    if s.has(w, "prowess") and s.rage[w] >= 1 and _prowess_cards(s):
        s.ask = ["prowess", [w]]


def _prowess_cards(s) -> list[int]:
    b = s.battle
    out = []
    for e in b["plays"]:
        if e[SEAT] == b["win"] and not e[GONE] and e[CARD] not in b["bought"] and e[CARD] not in out:
            out.append(e[CARD])
    return out


def _legal_prowess(s, ask, seat: int) -> list:
    return [*map(BUY.__getitem__, _prowess_cards(s)), DONE]


@MACHINE.decision("prowess", _legal_prowess, auto_single=True)
def decide_prowess(s, ask, seat: int, a: tuple) -> None:
    b = s.battle
    s.ask = None
    if a.verb == "done":
        return
    s.rage[seat] -= 1
    b["bought"].append(a.card)
    s.hand[seat].append(a.card)
    s.emit(t="prowess", seat=seat, card=a.card)
    if s.rage[seat] >= 1 and _prowess_cards(s):
        s.ask = ["prowess", [seat]]


def _discard_winner(s) -> None:
    b = s.battle
    gone = []
    for e in b["plays"]:
        if e[SEAT] == b["win"] and not e[GONE] and e[CARD] not in b["bought"]:
            s.discard.append(e[CARD])
            gone.append(e[CARD])
    if gone:
        s.ev.append({"t": "winner_discards", "seat": b["win"], "cards": gone})


# --- W10 pillage reward -----------------------------------------------------------------------------
def _reward(s) -> None:
    b = s.battle
    p, w = b["p"], b["pill"]
    tok = s.tokens[p]
    times = 2 if s.fig[w].get("FROST") == p else 1
    s.ev.append({"t": "pillaged", "seat": w, "loc": p, "token": tok, "times": times})
    for _ in range(times):
        if tok == "G":
            s.gain(w, PILLAGE_GLORY, "pillage")
        elif tok == "Y":
            for st in range(3):
                s.raise_stat(w, st)
        else:
            s.raise_stat(w, TOKEN_STAT[tok])
    if p not in s.pillaged:
        s.pillaged.append(p)
    # queued in reverse: Grace -> Lord of Axes/Spears -> Lord of Hammers
    lord = ""
    if s.fig[w].get("L") == p:
        for c in s.ups[w]:
            if CARDS[c].kind == "leader":
                lord = CARDS[c].effect
    if lord == "lord_move":
        s.stack.append(["lordmove", w, p])
    elif lord == "lord_stat":
        s.stack.append(["raise", w, -1, "Lord of Axes"])
    elif lord == "lord_all":
        s.stack.append(["raise_all", w])
    for _ in active(b, w, "grace"):
        s.stack.append(["raise", w, TOKEN_STAT.get(tok, -1), "Frigga's Grace"])


@MACHINE.step("raise_all")
def run_raise_all(s, t: list) -> None:
    s.stack.pop()
    for st in range(3):
        s.raise_stat(t[1], st, "Lord of Spears")


@MACHINE.step("lordmove_task")
def run_lordmove(s, t: list) -> None:
    seat, p = t[1], t[2]
    if s.fig[seat].get("L") != p or not _lord_dests(s, p):
        s.stack.pop()
        return
    s.ask = ["lordmove", [seat], p]


def _lord_dests(s, p: str) -> list[str]:
    return [q for q in ADJACENT[p] if q not in s.destroyed and s.free_villages(q) > 0]


def _legal_lordmove(s, ask, seat: int) -> list:
    return [*map(TO.__getitem__, _lord_dests(s, s.ask[2])), STAY]


@MACHINE.decision("lordmove", _legal_lordmove, auto_single=True)
def decide_lordmove(s, ask, seat: int, a: tuple) -> None:
    p = s.ask[2]
    s.ask = None
    s.stack.pop()
    if a.verb == "to":
        s.move_figs(seat, ("L",), a.place)
        s.emit(t="lord_move", seat=seat, fig="L", frm=p, to=a.place)


# --- W12 after-battle effects ---------------------------------------------------------------------
def _w12(s) -> None:
    b = s.battle
    w = b["win"]
    parts = b["parts"]
    dead = b["dead"]
    all_dead = sum(dead)
    raises = []
    if w >= 0:
        for e in active(b, w, "hammer"):
            s.gain(w, CARDS[e[CARD]].param, "cards", "Thor's Hammer")
        for _ in active(b, w, "oath"):
            raises.append(w)
        for e in active(b, w, "ascension"):
            s.rage[w] += CARDS[e[CARD]].param
            s.emit(t="rage", seat=w, n=CARDS[e[CARD]].param)
            s.gain(w, CARDS[e[CARD]].param, "cards", "Thor's Ascension")
    for i in parts:
        for e in active(b, i, "judgement"):
            s.gain(i, CARDS[e[CARD]].param * all_dead, "cards", "Odin's Judgement")
    v = b["valk"]
    if v >= 0:
        s.gain(v, 2 * (all_dead - dead[v]), "upgrades", "Valkyrie")
    for i in parts:
        if s.has(i, "thor_glory") and all_dead - dead[i] >= 2:
            s.gain(i, 2, "upgrades", "Thor's Glory")
    if w >= 0:
        for i in parts:
            if i != w:
                for _ in active(b, i, "backstab"):
                    n = min(2, s.glory[w])
                    if n > 0:
                        s.glory[w] -= n
                        s.gsrc[w]["cards"] -= n
                        s.emit(t="backstab", seat=i, frm=w, n=n)
                        s.gain(i, n, "cards", "Loki's Backstab")
    for i in reversed(raises):
        s.stack.append(["raise", i, -1, "Thor's Oath"])


@MACHINE.decision("blessing", yes_no, auto_single=True)
def decide_blessing(s, ask, seat: int, a: tuple) -> None:
    s.ask = None
    if a.verb == "yes":
        invade(s, seat, "W", s.battle["p"], RES, domain=False, succor=True, how="blessing")


# stage -> its function (read-only)
_STAGES = {
    "call": _stage_call, "setup": _stage_setup, "cards": _stage_cards,
    "reveal": _reveal, "w5": _w5, "late": _stage_late,
    "compare": _stage_compare, "w8": _w8, "prowess_end": _stage_prowess_end,
    "w9": _stage_w9, "w10": _stage_w10, "w11": _stage_w11, "w12": _stage_w12, "bless": _stage_bless,
    "end": _stage_end,
}
