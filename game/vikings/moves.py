"""The actions of Tiny Epic Vikings as named types (issue 32), and their JSON codec.

Every action is a NamedTuple whose first field `kind` is its verb ("lead", "sail to" is
"to", ...): the tuple, its JSON list, its equality and its hash are those of the bare tuples
the engine used before (old saves load unchanged). One type per JSON shape (verb and
length), so that `action_from_json` needs no context; where one shape serves several
decisions (a Boat picked to sail and a Boat built both say ("boat", at)) the docstring
names them. "slay" is the one verb whose shape has two meanings: a card (play it to slay a
Giant) or a Region (the Giant slain); card ids and Region ids never meet.

The rules build the actions of their legal lists from the interned tables below (`ON[x]`
is the action `("on", x)` made once), or with `new(Cls, (...))` (tuple.__new__: no
Python frame), because the bots' playouts build millions of them.
"""

from __future__ import annotations

from typing import Any, NamedTuple, get_type_hints

from game.core import IllegalAction
from game.core.actions import action_from_json as _core_from_json
from game.core.actions import action_to_json as _core_to_json

from . import data as D

new = tuple.__new__  # new(Cls, (kind, ...)): a named action without the NamedTuple __new__ frame


# ------------------------------------------------------------------ verbs alone
class Done(NamedTuple):
    """End the current action (Explore, Build, Harvest, Frigg's deployment, a sail's
    deployment) before its steps are used up."""
    kind: str
    tag = "done"


class Skip(NamedTuple):
    """Leave out an optional part: the Leader action, the rune action, the Exchange,
    entering the battle."""
    kind: str
    tag = "skip"


class Pass(NamedTuple):
    """Dedicate no Village this turn."""
    kind: str
    tag = "pass"


class Stop(NamedTuple):
    """Stop sailing with movement left."""
    kind: str
    tag = "stop"


class Join(NamedTuple):
    """Solo: join the enemy's battle with the card played this turn."""
    kind: str
    tag = "join"


class Decline(NamedTuple):
    """Solo: let the enemy's battle be resolved without you."""
    kind: str
    tag = "decline"


class UseLeader(NamedTuple):
    """Take the Leader action of the card just played."""
    kind: str
    tag = "leader"


class UseRune(NamedTuple):
    """Take the rune action of the card just played (its requirement met)."""
    kind: str
    tag = "rune"


class Raid(NamedTuple):
    """Raid the Village at the dock the Boat reached (a sail, Tyr)."""
    kind: str
    tag = "raid"


class NoRaid(NamedTuple):
    """Leave the Village at the dock reached."""
    kind: str
    tag = "noraid"


class Boon(NamedTuple):
    """A lost battle: take the god's Valhalla Boon."""
    kind: str
    tag = "boon"


class NoBoon(NamedTuple):
    kind: str
    tag = "noboon"


class NoSend(NamedTuple):
    """A lost battle (Ragnarok): send no Valkyrie."""
    kind: str
    tag = "nosend"


class Enter(NamedTuple):
    """The rune action Enter Battle: the card joins the battle under way."""
    kind: str
    tag = "enter"


# ------------------------------------------------------------------ one thing named
class ToDock(NamedTuple):
    """A Boat to `dock`: the set-up placement, Tyr's Boon."""
    kind: str
    dock: str
    tag = "dock"


class Pick(NamedTuple):
    """Draft `card` (the pack passed, or a solo pile)."""
    kind: str
    card: str
    tag = "pick"


class Lead(NamedTuple):
    """Play `card` face up into the Leader row (its Leader and rune actions)."""
    kind: str
    card: str
    tag = "lead"


class Battle(NamedTuple):
    """Play `card` face down to start or join a battle."""
    kind: str
    card: str
    tag = "battle"


class SlayWith(NamedTuple):
    """Play `card` to slay a Giant (Ragnarok)."""
    kind: str
    card: str
    tag = "slay"


class SlayAt(NamedTuple):
    """The Giant of `region` is the one slain."""
    kind: str
    region: str
    tag = "slay"


class Recall(NamedTuple):
    """Take a Settler back from `region` to the mat."""
    kind: str
    region: str
    tag = "recall"


class Dedicate(NamedTuple):
    """Dedicate a Village to `slot` (a dedication space or a god)."""
    kind: str
    slot: str
    tag = "dedicate"


class Boat(NamedTuple):
    """The Boat at `at`: the one that sails (a sail, Tyr's Boon), or a new one built there."""
    kind: str
    at: str
    tag = "boat"


class SailTo(NamedTuple):
    """Sail one step to `to` (a fjord or a dock)."""
    kind: str
    to: str
    tag = "to"


class Deploy(NamedTuple):
    """A Settler onto `region` (a sail's deployment, Frigg's Boon)."""
    kind: str
    region: str
    tag = "deploy"


class Temple(NamedTuple):
    """Build a Temple on `region`."""
    kind: str
    region: str
    tag = "temple"


class Take(NamedTuple):
    """Harvest one `resource` ("wood", "food", "steel")."""
    kind: str
    resource: str
    tag = "take"


class ReturnFavor(NamedTuple):
    """Give back the held Favor card `card` (one too many held)."""
    kind: str
    card: str
    tag = "return"


class NameRune(NamedTuple):
    """Name `rune` for a wild card (a lost battle, a slain Giant's Fury)."""
    kind: str
    rune: str
    tag = "rune"


class Send(NamedTuple):
    """A lost battle (Ragnarok): send the Valkyrie to `region`."""
    kind: str
    region: str
    tag = "send"


class Thor(NamedTuple):
    """Thor's Boon: every other clan loses a Settler on `region`."""
    kind: str
    region: str
    tag = "thor"


class Baldur(NamedTuple):
    """Baldur's Boon: the action of the dedication space `slot`."""
    kind: str
    slot: str
    tag = "baldur"


class Count(NamedTuple):
    """Heimdall's Boon: move `n` Settlers."""
    kind: str
    n: int
    tag = "count"


class Nanna(NamedTuple):
    """Nanna's Boon: 6 `resource` (3 to every other clan)."""
    kind: str
    resource: str
    tag = "nanna"


class Sigyn(NamedTuple):
    """Sigyn's Boon: the actions of the face-up row card `card` again."""
    kind: str
    card: str
    tag = "sigyn"


class Discard(NamedTuple):
    """Throw away `card` from the hand (Draw and Replace)."""
    kind: str
    card: str
    tag = "discard"


class RaidFree(NamedTuple):
    """Raid the Village at `dock` for free (a rune action)."""
    kind: str
    dock: str
    tag = "raid"


class Tie(NamedTuple):
    """Solo: break the enemy's tie for `label` (a Region, dock or end)."""
    kind: str
    label: str
    tag = "tie"


# ------------------------------------------------------------------ from one place to another
class Move(NamedTuple):
    """Explore: a Settler from `frm` to the next Region `to`."""
    kind: str
    frm: str
    to: str
    tag = "move"


class Fly(NamedTuple):
    """Explore (Ragnarok): a Valkyrie flies from `frm` to `to`."""
    kind: str
    frm: str
    to: str
    tag = "fly"


class Carry(NamedTuple):
    """Explore (Ragnarok): a Valkyrie carries a Settler from `frm` to `to` (1 Food)."""
    kind: str
    frm: str
    to: str
    tag = "carry"


class CarryTemple(NamedTuple):
    """Explore (Ragnarok): a Valkyrie carries a Temple from `frm` to `to` (3 Steel)."""
    kind: str
    frm: str
    to: str
    tag = "carryt"


class TempleMove(NamedTuple):
    """The rune action Temple Explore: a Temple from `frm` to `to`."""
    kind: str
    frm: str
    to: str
    tag = "temple"


class Heimdall(NamedTuple):
    """Heimdall's Boon: Settlers go from `frm` to `to` (how many: `Count`)."""
    kind: str
    frm: str
    to: str
    tag = "heimdall"


class MoveGiant(NamedTuple):
    """The rune action Move a Giant: from `frm` to `to`."""
    kind: str
    frm: str
    to: str
    tag = "giant"


# ------------------------------------------------------------------ more parts
class Exchange(NamedTuple):
    """Lower `give` by `amount` and raise `get` by as much."""
    kind: str
    give: str
    get: str
    amount: int
    tag = "exchange"


class TakeFavor(NamedTuple):
    """Start a battle for the Favor card at the `end` ("left"/"right") of Favor row `row`."""
    kind: str
    row: int
    end: str
    tag = "favor"


class PlaceFavor(NamedTuple):
    """Put the returned Favor card at the `end` of Favor row `row`."""
    kind: str
    row: int
    end: str
    tag = "place"


class Loki(NamedTuple):
    """Loki's Boon: take 2 `resource` from `clan`."""
    kind: str
    clan: int
    resource: str
    tag = "loki"


class Smite(NamedTuple):
    """The rune action Smite: a Settler of `clan` leaves `region`."""
    kind: str
    region: str
    clan: int
    tag = "smite"


class Nature(NamedTuple):
    """The rune action Nature: `god`'s Fury changes by `step` (+1 or -1)."""
    kind: str
    god: str
    step: int
    tag = "nature"


class Sol(NamedTuple):
    """Sol's Boon: swap the held Favor card `mine` with the one at `end` of row `row`."""
    kind: str
    mine: str
    row: int
    end: str
    tag = "sol"


MOVES: tuple[type, ...] = (
    Done, Skip, Pass, Stop, Join, Decline, UseLeader, UseRune, Raid, NoRaid, Boon, NoBoon, NoSend,
    Enter, ToDock, Pick, Lead, Battle, SlayWith, SlayAt, Recall, Dedicate, Boat, SailTo, Deploy,
    Temple, Take, ReturnFavor, NameRune, Send, Thor, Baldur, Count, Nanna, Sigyn, Discard, RaidFree,
    Tie, Move, Fly, Carry, CarryTemple, TempleMove, Heimdall, MoveGiant, Exchange, TakeFavor,
    PlaceFavor, Loki, Smite, Nature, Sol,
)

# the verbs alone, made once
DONE = new(Done, ("done",))
SKIP = new(Skip, ("skip",))
PASS = new(Pass, ("pass",))
STOP = new(Stop, ("stop",))
JOIN = new(Join, ("join",))
DECLINE = new(Decline, ("decline",))
LEADER = new(UseLeader, ("leader",))
RUNE = new(UseRune, ("rune",))
RAID = new(Raid, ("raid",))
NORAID = new(NoRaid, ("noraid",))
BOON = new(Boon, ("boon",))
NOBOON = new(NoBoon, ("noboon",))
NOSEND = new(NoSend, ("nosend",))
ENTER = new(Enter, ("enter",))


class _Interned(dict):
    """cls's action for one id, made on first use (`T[x]` is `cls(cls.tag, x)`); ids are
    a finite set (cards, Regions, docks, fjords, resources), so the table stays small."""

    __slots__ = ("cls",)

    def __init__(self, cls: type) -> None:
        super().__init__()
        self.cls = cls

    def __missing__(self, x: Any) -> Any:
        a = self[x] = new(self.cls, (self.cls.tag, x))
        return a


class _Interned2(dict):
    """cls's action for two ids: `T[x][y]` is `cls(cls.tag, x, y)`, made on first use."""

    __slots__ = ("cls",)

    def __init__(self, cls: type) -> None:
        super().__init__()
        self.cls = cls

    def __missing__(self, x: Any) -> dict:
        row = self[x] = _Row(self.cls, x)
        return row


class _Row(dict):
    __slots__ = ("cls", "x")

    def __init__(self, cls: type, x: Any) -> None:
        super().__init__()
        self.cls = cls
        self.x = x

    def __missing__(self, y: Any) -> Any:
        a = self[y] = new(self.cls, (self.cls.tag, self.x, y))
        return a


class _InternedN(dict):
    """cls's action for its parts after the verb: `T[(x, y, z)]`, made on first use."""

    __slots__ = ("cls",)

    def __init__(self, cls: type) -> None:
        super().__init__()
        self.cls = cls

    def __missing__(self, parts: tuple) -> Any:
        a = self[parts] = new(self.cls, (self.cls.tag,) + parts)
        return a


TO_DOCK = _Interned(ToDock)
PICK = _Interned(Pick)
LEAD = _Interned(Lead)
BATTLE = _Interned(Battle)
SLAY_WITH = _Interned(SlayWith)
SLAY_AT = _Interned(SlayAt)
RECALL = _Interned(Recall)
DEDICATE = _Interned(Dedicate)
BOAT = _Interned(Boat)
SAIL_TO = _Interned(SailTo)
DEPLOY = _Interned(Deploy)
TEMPLE = _Interned(Temple)
TAKE = _Interned(Take)
RETURN = _Interned(ReturnFavor)
NAME_RUNE = _Interned(NameRune)
SEND = _Interned(Send)
THOR = _Interned(Thor)
BALDUR = _Interned(Baldur)
COUNT = _Interned(Count)
NANNA = _Interned(Nanna)
SIGYN = _Interned(Sigyn)
DISCARD = _Interned(Discard)
RAID_FREE = _Interned(RaidFree)
TIE = _Interned(Tie)
MOVE = _Interned2(Move)
FLY = _Interned2(Fly)
CARRY = _Interned2(Carry)
CARRY_TEMPLE = _Interned2(CarryTemple)
TEMPLE_MOVE = _Interned2(TempleMove)
HEIMDALL = _Interned2(Heimdall)
MOVE_GIANT = _Interned2(MoveGiant)
TAKE_FAVOR = _Interned2(TakeFavor)
PLACE_FAVOR = _Interned2(PlaceFavor)
LOKI = _Interned2(Loki)
SMITE = _Interned2(Smite)
NATURE = _Interned2(Nature)
EXCHANGE = _InternedN(Exchange)
SOL = _InternedN(Sol)
# the Valkyrie moves of Explore by their verb (ragnarok.valk_move reads the verb)
VALKYRIE_MOVES = {"fly": FLY, "carry": CARRY, "carryt": CARRY_TEMPLE}


# ------------------------------------------------------------------ the codec
_SHAPES: dict[tuple[str, int], type] = {}
for _cls in MOVES:
    if _cls is not SlayAt:  # ("slay", x): by x (a card or a Region), see action_from_json
        _SHAPES[(_cls.tag, len(_cls._fields))] = _cls
# the type of each field after `kind` (from the annotations: str or int)
_FIELD_TYPES: dict[type, tuple[type, ...]] = {
    cls: tuple(get_type_hints(cls)[f] for f in cls._fields[1:]) for cls in MOVES
}


def action_to_json(a: Any) -> Any:
    """The JSON of an action: its tuple as a list (the same JSON as the bare tuples before)."""
    return _core_to_json(a)


def action_from_json(d: Any) -> Any:
    """The named action of its JSON list; IllegalAction for anything that is not one."""
    t = _core_from_json(d)  # the shared bounds: depth, length, text size, number range
    if not isinstance(t, tuple) or not t or not isinstance(t[0], str):
        raise IllegalAction(f"not a Tiny Epic Vikings action: {d!r}")
    cls = _SHAPES.get((t[0], len(t)))
    if cls is None:
        raise IllegalAction(f"not a Tiny Epic Vikings action: {d!r}")
    if cls is SlayWith and t[1] not in D.CARDS:
        cls = SlayAt
    for x, want in zip(t[1:], _FIELD_TYPES[cls]):
        if type(x) is not want:
            raise IllegalAction(f"{d!r}: {cls.__name__} takes {', '.join(cls._fields[1:])}"
                                f" ({', '.join(w.__name__ for w in _FIELD_TYPES[cls])})")
    return new(cls, t)


__all__ = ["MOVES", "action_from_json", "action_to_json", "new"] + [c.__name__ for c in MOVES]
