"""Asgard's events in the shared vocabulary (game.core.events): `OWN`, every kind of raw
event the engine emits (dicts keyed "t", worded by text.py), and `facts`, the common facts
each one states.

Places are strings: "front" (in front of the player), "asgard" (the Asgard area), a prayer
space id, "temple:<god>", "support:<god>:<1|2>", "row:<column>", "battle:<world>:<L|D>",
"victory:<world>", "centre", "world:<world>" (0: the underworld). Resources are
"stone:<colour key>", "recruit:<type>", "seal:<L|D>", "temple", "battle tile",
"power tile:<god>", "population:<tile>".
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.events import (
    BattleResolved,
    Began,
    Ended,
    Gained,
    GameOver,
    Moved,
    Paid,
    Placed,
    Played,
    Removed,
    Revealed,
    Scored,
    Told,
)

from . import data as D

OWN: frozenset[str] = frozenset({
    "setup", "startpick", "round", "rise", "row", "takeback", "chosen", "place", "pray", "seal",
    "gain", "lost", "asgard", "asgdecline", "atflip", "buyrec", "buydisc", "freedisc", "newdisc",
    "centremove", "nothing", "bonus", "picktile", "thor", "powertile", "freyja", "order", "loki",
    "hel", "move", "surtr", "swap", "decline", "temple", "recruits", "godtile", "notile", "tileout",
    "support", "templevp", "legendary", "fight", "win", "lose", "spend", "btile", "ragnarok",
    "btilevp", "ragsup", "popsleave", "raglw", "recleave", "vpass", "vdraft", "wmplace", "ragworld",
    "support_vp", "magic_vp", "end", "noseal", "sealgive", "paystone",
    "givestone",
})

_KIND = {"s": ("stone", D.STONE_KEYS), "r": ("recruit", D.RECRUIT_KEYS), "l": ("seal", D.SEAL_KEYS)}
EVERYONE = None  # Revealed.to: every seat


def _res(kind: str, idx: int) -> str:
    word, keys = _KIND[kind]
    return f"{word}:{keys[idx]}"


def _recruit(t: int) -> str:
    return f"recruit:{D.RECRUIT_KEYS[t]}"


def _battle(w: int, side: int) -> str:
    return f"battle:{w}:{D.SIDE_KEYS[side]}"


def _place(to: str, god: int) -> str:
    """A disc's place named by a "place"/"move" event's `to`."""
    return f"temple:{D.GOD_KEYS[god]}" if to == "temple" else to


def facts(event: dict, state: Any, rnd: int | None = None) -> tuple:
    """The shared facts one raw event states (`rnd`: the round it happened in; the
    state's round when not given)."""
    t = event["t"]
    e = event
    seat = e.get("seat", -1)
    r = state.rnd if rnd is None else rnd
    if t == "place":
        g = e["god"]
        return (Revealed(EVERYONE, "god"), Played(seat, D.GOD_KEYS[g], "play"),
                Placed(seat, "disc", _place(e["to"], g)))
    if t == "gain":
        res = _res(e["kind"], e["idx"])
        out: tuple = (Gained(seat, res, e["n"]),)
        if e["src"] >= 0:
            out = (Paid(e["src"], res, e["n"]),) + out
        return out
    if t == "round":
        n = e["rnd"]
        return ((Ended("round", n - 1, ""),) if n > 1 else ()) + (Began("round", n, ""),)
    if t == "row":
        return (Revealed(EVERYONE, "asgard tiles"),)
    if t == "startpick":
        return (Gained(seat, _recruit(e["r"]), 1),)
    if t == "takeback":
        w = e["where"]
        frm = "centre" if w[0] == "centre" else (f"victory:{w[1]}" if w[0] == "victory" else
                                                   f"support:{w[1]}:{w[2]}")
        return (Moved(seat, "disc", frm, "front"),)
    if t == "chosen":
        return (Played(seat, None, "pick"),)
    if t == "seal":
        return (Gained(seat, f"seal:{D.SIDE_KEYS[D.GOD_SIDE[e['god']]]}", 1),)
    if t == "asgdecline":
        return (Moved(seat, "disc", "asgard", "front"),)
    if t == "atflip":
        return (Played(seat, D.AT_NAMES[e["tile"]], "play"),)
    if t in ("buydisc", "freedisc"):
        return (Moved(seat, "disc", f"row:{e['col']}", "front"),)
    if t == "newdisc":
        return (Moved(seat, "disc", "front", _battle(e["w"], e["side"])),) if e["to"] == "battle" else ()
    if t == "centremove":
        return (Moved(seat, "disc", "centre", _battle(e["w"], e["side"])),)
    if t == "bonus":
        return (Played(seat, D.POP_NAMES[e["pop"]], "play"),)
    if t == "picktile":
        # the tile kept (also when it was the only kind left: then the seat never saw the stack)
        return (Played(seat, None, "pick"), Revealed((seat,), "tile"))
    if t == "thor":
        return (Played(seat, "thor", "play"),)
    if t == "powertile":
        return (Gained(seat, f"power tile:{D.GOD_KEYS[e['god']]}", 1),)
    if t in ("freyja", "loki"):
        return (Gained(seat, _recruit(e["r"]), 1),)
    if t == "hel":
        killed = Removed(None, _recruit(e["r"]), f"god:{D.GOD_KEYS[e['god']]}", True)
        return ((Scored(seat, e["vp"], "Hel"),) if e["vp"] else ()) + (killed,)
    if t == "move":
        return (Moved(seat, "disc", e["frm"], e["to"]),)
    if t == "surtr":
        return (Played(seat, D.POP_NAMES[e["pop"]], "play"),)
    if t == "swap":
        # the stone given was told by its own event ("givestone"), maybe a step before
        return (Gained(seat, f"stone:{D.STONE_KEYS[e['take']]}", 1),)
    if t == "decline":
        return (Moved(seat, "disc", f"temple:{D.GOD_KEYS[e['god']]}", "front"),)
    if t == "temple":
        # the next temple of the stack turns face up
        return (Gained(seat, "temple", 1), Revealed(EVERYONE, "temple"))
    if t == "recruits":
        return (Paid(seat, _recruit(e["r"]), e["n"]),) if e["n"] else ()
    if t == "godtile":
        out = (Placed(seat, f"god tile:{D.GOD_KEYS[e['god']]}", f"world:{e['w']}"), Revealed(EVERYONE, "god tile"))
        if e["pop"] > 0:
            out += (Gained(seat, f"population:{D.POP_NAMES[e['pop']]}", 1),)
        if e["w"] == 0:
            out += (Scored(seat, D.UNDERWORLD_VP, "underworld"),)
        return out
    if t == "tileout":
        return (Revealed(EVERYONE, "god tile"),)
    if t == "support":
        g = e["god"]
        return (Moved(seat, "disc", f"temple:{D.GOD_KEYS[g]}", f"support:{D.GOD_KEYS[g]}:{e['space']}"),)
    if t == "templevp":
        return (Scored(seat, e["vp"], "temples"),)
    if t == "legendary":
        return (Began("phase", r, "battle"), Revealed(EVERYONE, "legendary weapons"))
    if t == "win":
        w = e["w"]
        return (BattleResolved(f"world:{w}", (seat,), ()), Moved(seat, "disc", _battle(w, e["side"]), f"victory:{w}"))
    if t == "lose":
        w = e["w"]
        return (BattleResolved(f"world:{w}", (), (seat,)), Moved(seat, "disc", _battle(w, e["side"]), "centre"))
    if t == "spend":
        return (Paid(seat, _recruit(e["r"]), 1),)
    if t == "btile":
        return (Gained(seat, "battle tile", 1),) if e["vp"] else ()
    if t == "ragnarok":
        return (Ended("round", D.ROUNDS, ""), Began("phase", D.ROUNDS, "ragnarok"))
    if t == "btilevp":
        return (Scored(seat, e["vp"], "battle tiles"),)
    if t == "popsleave":
        at = f"world:{e['w']}"
        return (Removed(None, "population", at, False), Removed(None, "population", at, False))
    if t == "vdraft":
        return (Placed(seat, _recruit(e["r"]), f"world:{e['w']}"),)
    if t == "wmplace":
        return (Played(seat, None, "play"), Placed(seat, "tile", f"world:{e['w']}:{D.SIDE_KEYS[e['side']]}"))
    if t == "ragworld":
        return (BattleResolved(f"world:{e['w']}", (), ()),)
    if t in ("support_vp", "magic_vp"):
        return (Scored(seat, e["vp"], "Ragnarök support" if t == "support_vp" else "magic bonus"),)
    if t == "end":
        # the end shows every face-down tile
        return (Ended("phase", D.ROUNDS, "ragnarok"), Revealed(EVERYONE, "everything"),
                GameOver((e["winner"],), tuple(e["scores"])))
    if t in ("paystone", "givestone"):
        return (Paid(seat, f"stone:{D.STONE_KEYS[e['stone']]}", 1),)
    if t == "sealgive":
        return (Paid(seat, f"seal:{D.SIDE_KEYS[e['side']]}", 1),)
    # setup, rise, pray, lost, asgard, nothing, order, notile, fight, ragsup, raglw, recleave,
    # vpass, noseal: no common fact (the log words them)
    return ()


def _seals_paid(events: list, i: int, price: tuple[int, int] | list[int]) -> tuple:
    """The seals a purchase (`events[i]`, of `price` light and dark seals) paid: when a
    wild seal tile was turned for it just before (a "bonus" event), one seal fewer; the
    event does not say which side the tile stood for, so when both sides were due only
    the seals paid for sure are told."""
    seat = events[i]["seat"]
    need = list(price)
    prev = events[i - 1] if i else None
    if prev is not None and prev["t"] == "bonus" and prev["seat"] == seat \
            and D.POP_BONUS[prev["pop"]] == "WILD_SEAL":
        need = [max(0, need[0] - 1), max(0, need[1] - 1)] if need[0] and need[1] else \
            [max(0, need[0] - 1), need[1]] if need[0] else [need[0], max(0, need[1] - 1)]
    return tuple(Paid(seat, f"seal:{D.SEAL_KEYS[s]}", k) for s, k in enumerate(need) if k)


def _phase_began(events: list, i: int, state: Any, rnd: int) -> tuple:
    """Phases 1-3 begin without an event of their own; read from the step's events and
    the position after it: phase 1 (the gods chosen) once the round's start is over (the
    step with the round's start or its last disc taken back), phase 2 (discs placed) with
    the round's first disc placed, phase 3 (the discs resolved) once the last was placed."""
    t = events[i]["t"]
    later = [e["t"] for e in events[i + 1:]]
    if t in ("round", "row", "takeback") and not any(x in ("round", "row", "takeback") for x in later) \
            and state.phase != "start" and (state.rnd == rnd or state.phase == "over"):
        return (Began("phase", rnd, "gods"),)
    if t == "place" and "place" not in later and state.phase != "place" and (state.rnd == rnd or state.phase == "over"):
        return (Began("phase", rnd, "actions"),)
    return ()


def facts_of(events: list, state: Any) -> tuple:
    """The facts of one step's events, in order, told right after the step: the round of
    each event, a Ragnarök tile placed without asking after the step's own (its seat had no
    other choice: that tells the others about its hidden tiles), the seals a purchase paid,
    the phases begun (`_phase_began`), and the weapon or magic stack a seat now looks
    through (shown to it)."""
    rnd = state.rnd - sum(1 for e in events if e["t"] == "round")
    placed = sum(len(r) for r in state.revealed)   # discs placed this round, after the step
    out: list = []
    for i, e in enumerate(events):
        t = e["t"]
        if t == "round":
            rnd = e["rnd"]
        if t == "place" and state.rnd == rnd \
                and placed - sum(1 for x in events[i + 1:] if x["t"] == "place") == 1:
            out.append(Began("phase", rnd, "place"))     # the round's first disc placed
        out += facts(e, state, rnd)
        if t == "buyrec":
            out += _seals_paid(events, i, D.RECRUIT_PRICE[e["r"]])
        elif t == "buydisc":
            out += _seals_paid(events, i, e["price"])
        out += _phase_began(events, i, state, rnd)
        if t == "wmplace" and i:
            out.append(Revealed(EVERYONE, "tile placed without a choice"))
    top = state.stack[-1] if state.stack else None
    if top is not None and top[0] == "pick" and events:
        out.append(Revealed((top[1],), "weapon stack" if top[2] == 0 else "magic stack"))
    return tuple(out)


# --- what only this game says of an event, for the board's moments (game.core.events.Told);
# what the facts say (who scored how much, who won or lost, who paid) is read from the facts
class Legendary(NamedTuple):
    """The legendary weapons turned for the battle phase ("legendary")."""

    light: int
    dark: int


class Fight(NamedTuple):
    """A world's battle: its number (1-based), the sides' strengths, the seats on each
    side's battle space (-1: none) ("fight")."""

    world: int
    light: int
    dark: int
    seats: tuple[int, int]


class Win(NamedTuple):
    """How a battle was won ("win"): "strength", "recruits", "tyr" or "claim"."""

    how: str


class Spend(NamedTuple):
    """A recruit sent into a battle ("spend"): its type (data.RECRUIT_KEYS' index)."""

    recruit: int


class BattleTile(NamedTuple):
    """A battle tile taken after a win, worth `vp` (0: none was left) ("btile")."""

    seat: int
    vp: int


class PopsLeave(NamedTuple):
    """The two populations of a world (1-based) leave at Ragnarök ("popsleave")."""

    world: int


class RagWorld(NamedTuple):
    """A world's Ragnarök battle ("ragworld"): the sides' totals and the result ("tie",
    "pop": the population holds, "god": `god` wins)."""

    world: int
    light: int
    dark: int
    result: str
    god: int


class SupportScored(NamedTuple):
    """Points for supporting a god at Ragnarök: the god ("support_vp")."""

    god: int


_OWN_RECORDS = {
    "legendary": lambda e: Legendary(e["light"], e["dark"]),
    "fight": lambda e: Fight(e["w"], e["light"], e["dark"], (e["seats"][0], e["seats"][1])),
    "win": lambda e: Win(e["how"]),
    "spend": lambda e: Spend(e["r"]),
    "btile": lambda e: BattleTile(e["seat"], e["vp"]),
    "popsleave": lambda e: PopsLeave(e["w"]),
    "ragworld": lambda e: RagWorld(e["w"], e["light"], e["dark"], e.get("res", ""), e.get("god", -1)),
    "support_vp": lambda e: SupportScored(e["god"]),
}


def told(events: list, state: Any) -> list[Told]:
    """One step's events as the board reads them: each one's kind, the facts it states
    (`facts`, in the round it happened in; what only the whole step tells, such as the
    phases begun, is in `facts_of`) and its own record (`state`: the state after the step)."""
    rnd = state.rnd - sum(1 for e in events if e["t"] == "round")
    out = []
    for e in events:
        t = e["t"]
        if t == "round":
            rnd = e["rnd"]
        rec = _OWN_RECORDS.get(t)
        out.append(Told(t, facts(e, state, rnd), rec(e) if rec is not None else None, e))
    return out
