"""Midgard's actions as named types, one per kind of decision (rules section 4, D2-D11),
and the game's JSON codec.

Each type is a `NamedTuple` whose first field `verb` is the word the action had as a bare
tuple ("play", "viking", "to"...): an action equals, hashes and serialises exactly as the
tuple it replaces (`Play("play", 5) == ("play", 5)`, JSON `["play", 5]`), so old saves
load unchanged. Every action of the game is finite: the tables below hold each one once
(built at import), and the rules hand out these instances (no allocation in the hot path).

    Play(card)                  play a card from the hand (D3, D10)
    ChooseViking(location, figure)  one of your Vikings ("W" warrior, "C" chieftain) (D4-D7)
    MoveTo(area)                send the chosen Viking to a province or realm (D4-D6)
    Attack(province, victim)    Attack: take the village of victim's warrior (D6 b)
    Kill(victim)                Attack in a realm: send victim's warrior to Valhalla (D6)
    KillNobody()                Attack in a realm: kill nobody
    HordeTarget(area)           Viking Horde: the target area (D7)
    Destroy(province)           Destroy Kingdom: the province (D8)
    PlaceWarrior(area)          New Warriors in Kingdom: a supply warrior goes there (D9)
    Done()                      stop the current card early
    Pick(card)                  the draft: keep a card of the packet (D2)
    TakeToken(colour)           Vanaheim: a kingdom token's colour, 0 grey 1 brown 2 blue (D11)
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core import HIDDEN, IllegalAction
from game.core.actions import action_to_json as _core_to_json

from .data import NUM_CARDS, NUM_LOCS, NUM_PROVINCES, VALHALLA


class Play(NamedTuple):
    """Play a card from the hand (HIDDEN only in a view that was not determinised)."""

    verb: str
    card: int


class ChooseViking(NamedTuple):
    """Choose one of your Vikings at `location`: `figure` "W" a warrior, "C" the chieftain."""

    verb: str
    location: int
    figure: str


class MoveTo(NamedTuple):
    """The chosen Viking goes to `area` (a province, Asgard or Vanaheim)."""

    verb: str
    area: int


class Attack(NamedTuple):
    """The chosen Viking takes the village of `victim`'s warrior in `province`."""

    verb: str
    province: int
    victim: int


class Kill(NamedTuple):
    """Attack in a realm: `victim`'s warrior there goes to Valhalla."""

    verb: str
    victim: int


class KillNobody(NamedTuple):
    """Attack in a realm: nobody is killed."""

    verb: str


class HordeTarget(NamedTuple):
    """Viking Horde: the area the horde goes to."""

    verb: str
    area: int


class Destroy(NamedTuple):
    """Destroy Kingdom: the province whose Vikings all go to Valhalla."""

    verb: str
    province: int


class PlaceWarrior(NamedTuple):
    """New Warriors in Kingdom: a warrior of the supply goes to `area`."""

    verb: str
    area: int


class Done(NamedTuple):
    """Stop the current card early."""

    verb: str


class Pick(NamedTuple):
    """The draft: keep `card` of the packet (HIDDEN in a view not determinised)."""

    verb: str
    card: int


class TakeToken(NamedTuple):
    """Vanaheim: take a kingdom token of `colour` (0 grey, 1 brown, 2 blue)."""

    verb: str
    colour: int


MOVES: tuple[type, ...] = (Play, ChooseViking, MoveTo, Attack, Kill, KillNobody, HordeTarget,
                           Destroy, PlaceWarrior, Done, Pick, TakeToken)
Move = (Play | ChooseViking | MoveTo | Attack | Kill | KillNobody | HordeTarget | Destroy
        | PlaceWarrior | Done | Pick | TakeToken)

# --- every action, once (the rules hand these out) ------------------------------------------
_AREAS = range(VALHALLA)            # provinces, Asgard, Vanaheim
_SEATS = range(5)
_CARDS = range(HIDDEN, NUM_CARDS)

DONE = Done("done")
NOKILL = KillNobody("nokill")
VIKING_W = tuple(ChooseViking("viking", loc, "W") for loc in range(NUM_LOCS))
VIKING_C = tuple(ChooseViking("viking", loc, "C") for loc in range(NUM_LOCS))
TO = tuple(MoveTo("to", a) for a in _AREAS)
TARGET = tuple(HordeTarget("target", a) for a in _AREAS)
PLACE = tuple(PlaceWarrior("place", a) for a in _AREAS)
DESTROY = tuple(Destroy("destroy", p) for p in range(NUM_PROVINCES))
KILL = tuple(Kill("kill", s) for s in _SEATS)
TOKEN = tuple(TakeToken("token", c) for c in range(3))
ATTACK_ACT = tuple(tuple(Attack("attack", p, s) for s in _SEATS) for p in range(NUM_PROVINCES))
PLAY = {c: Play("play", c) for c in _CARDS}
PICK = {c: Pick("pick", c) for c in _CARDS}

# the JSON's parts (after the verb) -> the action; every legal action of any position is here
_TABLE: dict[tuple, Any] = {}
for _a in (DONE, NOKILL, *VIKING_W, *VIKING_C, *TO, *TARGET, *PLACE, *DESTROY, *KILL, *TOKEN,
           *(x for row in ATTACK_ACT for x in row), *PLAY.values(), *PICK.values()):
    _TABLE[tuple(_a)] = _a
del _a
VERBS = frozenset(k[0] for k in _TABLE)


# --- the codec ------------------------------------------------------------------------------------
def action_to_json(a: Any) -> list:
    """An action as JSON: the list of its parts (the same as the bare tuple's)."""
    if not isinstance(a, tuple):
        raise TypeError(f"not a Midgard action: {a!r}")
    return _core_to_json(a)


def action_from_json(d: Any) -> Move:
    """The named action of its JSON (today's and every older save's list of parts);
    IllegalAction for anything that is not one of Midgard's actions."""
    if not isinstance(d, list) or not d or len(d) > 3:
        raise IllegalAction(f"a Midgard action is a list of 1 to 3 parts, not {_short(d)}")
    for x in d:
        # bool is an int in Python, but never a location, seat or card here
        if isinstance(x, bool) or not isinstance(x, (int, str)):
            raise IllegalAction(f"a Midgard action's part has the wrong type: {_short(x)}")
    if d[0] not in VERBS:
        raise IllegalAction(f"not a Midgard action: {_short(d)}")
    try:
        return _TABLE[tuple(d)]
    except (KeyError, TypeError):
        raise IllegalAction(f"a Midgard {d[0]!r} action with wrong or out-of-range parts: {_short(d)}") from None


def named(a: tuple) -> Any:
    """The named action a bare tuple of the same parts stands for (callers written before
    the named types, tests), or `a` itself when no action has exactly those parts."""
    if type(a) is not tuple or not all(type(x) is int or type(x) is str for x in a):
        return a
    return _TABLE.get(a, a)


def _short(x: Any) -> str:
    r = repr(x)
    return r if len(r) <= 60 else r[:57] + "..."


__all__ = ["MOVES", "Move", "Play", "ChooseViking", "MoveTo", "Attack", "Kill", "KillNobody",
           "HordeTarget", "Destroy", "PlaceWarrior", "Done", "Pick", "TakeToken",
           "action_to_json", "action_from_json", "named"]
