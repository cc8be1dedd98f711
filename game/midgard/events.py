"""Midgard's events in the shared vocabulary (game.core.events): `OWN`, every kind ("t") the
rules emit, and `facts(event, state)`, the common facts each one states (the log words the
events themselves: text.py).

`Revealed` says whom a step showed something hidden from them (the undo barrier):
a card played from a hand (every other seat, unless it is a gold card, public since the
reveal), cards drawn (the drawer), the packets passed on in the draft (every seat
receives one), the doom and the deal of a new round, the gold cards shown at the start
of the action phase, and every token pile at the end of the game (everyone).
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
    Placed,
    Played,
    Removed,
    Revealed,
    Scored,
    Told,
)

from .data import CARD_DECK, GOLD, NUM_CARDS, NUM_ROUNDS, SUPPLY, TOKEN_COLOURS, VALHALLA

OWN: frozenset[str] = frozenset({
    "round", "doom", "dealt", "pick", "draft_done", "reveal", "order", "play", "move", "kill",
    "nokill", "stop", "horde_target", "destroy", "no_effect", "draw", "extra_turn", "skip",
    "action_done", "phase", "control", "kingdom_points", "tokens", "asgard", "vanaheim",
    "vanaheim_token", "doomed", "valhalla", "return", "sets", "game_over",
})

_PIECE = {"W": "warrior", "C": "chieftain"}


def _round(e: dict, st: Any) -> tuple:
    r = e["round"]
    began = Began("round", r, "")
    return (Ended("round", r - 1, ""), began) if r > 1 else (began,)


def _dealt(e: dict, st: Any) -> tuple:
    # every seat sees the cards dealt to it (its packet, or its hand without a draft)
    out: tuple = (Revealed(None, "cards dealt"),)
    if e["draft"]:
        out += (Began("phase", e["round"], "draft"),)
    return out


def _pick(e: dict, st: Any) -> tuple:
    seat = e["seat"]
    out: tuple = (Played(seat, None, "pick"),)
    d = st.draft
    # the last pick of a turn of the draft passes every packet on: each seat is shown the
    # one it receives (when the draft ends instead, "draft_done" and the reveal follow)
    if d is not None and d.pending[seat] is None:
        out += (Revealed(None, "draft packets"),)
    return out


def _play(e: dict, st: Any) -> tuple:
    seat, card = e["seat"], e["card"]
    out: tuple = (Played(seat, card, "play"),)
    if not 0 <= card < NUM_CARDS or CARD_DECK[card] != GOLD:
        others = tuple(s for s in range(st.num_players) if s != seat)
        out += (Revealed(others, "card"),)
    return out


def _move(e: dict, st: Any) -> tuple:
    seat, piece, src, dst = e["seat"], _PIECE[e["kind"]], e["from"], e["to"]
    if src == SUPPLY:
        return (Placed(seat, piece, dst),)
    moved = Moved(seat, piece, src, dst)
    if dst == VALHALLA:         # killed, destroyed: it dies (and waits in Valhalla)
        return (moved, Removed(seat, piece, src, True))
    return (moved,)


def _kill(e: dict, st: Any) -> tuple:
    return (BattleResolved(e["area"], (e["seat"],), (e["victim"],)),)


def _draw(e: dict, st: Any) -> tuple:
    seat = e["seat"]
    return (Gained(seat, "cards", e["count"]), Revealed((seat,), "cards drawn"))


def _phase_ended(e: dict, st: Any) -> tuple:
    return (Ended("phase", e["round"], "draft" if e["t"] == "draft_done" else "action"),)


def _order(e: dict, st: Any) -> tuple:
    return (Began("phase", st.round, "action"),)


def _phase(e: dict, st: Any) -> tuple:
    return (Began("phase", e["round"], e["phase"]),)


def _tokens(e: dict, st: Any) -> tuple:
    return (Gained(e["seat"], f"{TOKEN_COLOURS[e['colour']]} token", e["count"]),)


def _vanaheim(e: dict, st: Any) -> tuple:
    if e["seat"] < 0:
        return ()
    return (Began("phase", st.round, "vanaheim"),)


def _vanaheim_token(e: dict, st: Any) -> tuple:
    # its colour stays secret until the end of the game
    return (Gained(e["seat"], "token", 1),)


def _scored(why: str):
    def f(e: dict, st: Any) -> tuple:
        pts = e.get("points", 0)
        return (Scored(e["seat"], pts, why),) if pts and e.get("seat", -1) >= 0 else ()
    return f


def _doomed(e: dict, st: Any) -> tuple:
    # Ragnarok: every Viking of the doomed province dies (2 points each)
    dead = (Removed(e["seat"], "viking", e["province"], True),) * e["count"]
    return dead + _scored("ragnarok")(e, st)


def _game_over(e: dict, st: Any) -> tuple:
    return (Revealed(None, "token piles"), Ended("round", NUM_ROUNDS, ""),
            GameOver(tuple(e["winners"]), tuple(e["scores"])))


def _none(e: dict, st: Any) -> tuple:
    return ()


_FACTS = {
    "round": _round,
    "doom": lambda e, st: (Revealed(None, "doom"),),
    "dealt": _dealt,
    "pick": _pick,
    "draft_done": _phase_ended,
    "reveal": lambda e, st: (Revealed(None, "gold cards"),),
    "order": _order,
    "play": _play,
    "move": _move,
    "kill": _kill,
    "nokill": _none,
    "stop": _none,
    "horde_target": _none,
    "destroy": _none,           # its Vikings' moves to Valhalla follow
    "no_effect": _none,
    "draw": _draw,
    "extra_turn": _none,
    "skip": _none,
    "action_done": _phase_ended,
    "phase": _phase,
    "control": _none,
    "kingdom_points": _scored("provinces"),
    "tokens": _tokens,
    "asgard": _scored("asgard"),
    "vanaheim": _vanaheim,
    "vanaheim_token": _vanaheim_token,
    "doomed": _doomed,
    "valhalla": _scored("valhalla"),
    "return": _none,
    "sets": _scored("sets"),
    "game_over": _game_over,
}
assert set(_FACTS) == OWN


def facts(event: dict, state: Any) -> tuple:
    """The shared facts one raw event states (`state`: the state after its step)."""
    return _FACTS[event["t"]](event, state)


# --- what only this game says of an event, for the board's marks (game.core.events.Told)
class Destroy(NamedTuple):
    """Destroy Kingdom's province ("destroy"; its Vikings' moves to Valhalla follow)."""

    province: int


class KingdomScored(NamedTuple):
    """The provinces of a kingdom a seat scored for controlling ("kingdom_points"; the
    points: the Scored fact)."""

    provinces: tuple[int, ...]


_OWN_RECORDS = {
    "destroy": lambda e: Destroy(e["province"]),
    "kingdom_points": lambda e: KingdomScored(tuple(e["provinces"])),
}


def told(events: list, state: Any) -> list[Told]:
    """One step's events as the board reads them: each one's kind, facts and own record
    (`state`: the state after the step)."""
    out = []
    for e in events:
        rec = _OWN_RECORDS.get(e["t"])
        out.append(Told(e["t"], facts(e, state), rec(e) if rec is not None else None, e))
    return out
