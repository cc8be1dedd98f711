"""Blood Rage's actions as named types (typing.NamedTuple: a tuple's JSON, equality and
hash, so saves keep today's lists), one per kind of decision, and the game's codec.

Each action's first field, `verb`, is the word its JSON starts with. The rules build the
actions of a finite domain (a card, a figure kind, a place) from the interned tables below
(`PICK[c]`, `MARCH[p]`, ...: a lookup, no construction on the bots' hot path); a verb alone
is one constant (`PASS`, `DONE`, ...). Places are province / fjord ids, figures are kinds
("W", "L", "S" or a monster), cards are ids (data.CARDS).
"""

from __future__ import annotations

from typing import Any, NamedTuple, get_type_hints

from game.core import HIDDEN, IllegalAction
from game.core.actions import action_from_json as _plain_from_json

from .data import FJORDS, MONSTERS, NUM_CARDS, PROVINCES, STATS


# --- Gods' Gifts (the draft, §7.1) and the Discard phase (§7.4) -----------------------------
class Pick(NamedTuple):
    """Take a card of the pack (the rest passes on)."""

    verb: str  # "pick"
    card: int


class Keep(NamedTuple):
    """Discard phase: keep this card for the next Age."""

    verb: str  # "keep"
    card: int


class KeepNone(NamedTuple):
    """Discard phase: keep no card."""

    verb: str  # "none"


# --- a Turn of the Action phase (§7.2-7.3) --------------------------------------------------
class Invade(NamedTuple):
    """Invade: a figure of this kind from the reserve (the province is asked next: To)."""

    verb: str  # "invade"
    figure: str


class March(NamedTuple):
    """March: figures from this province (the destination is asked next: To)."""

    verb: str  # "march"
    province: str


class Upgrade(NamedTuple):
    """Upgrade: install this card from the hand."""

    verb: str  # "upgrade"
    card: int


class Quest(NamedTuple):
    """Quest: commit this card face down."""

    verb: str  # "quest"
    card: int


class Pillage(NamedTuple):
    """Pillage this province."""

    verb: str  # "pillage"
    province: str


class Repillage(NamedTuple):
    """Pillage an already pillaged province again (an upgrade's effect, 2 Rage)."""

    verb: str  # "repillage"
    province: str


class Recall(NamedTuple):
    """Frigga's Domain: invade with a figure of this kind from Valhalla."""

    verb: str  # "recall"
    figure: str


class Sacrifice(NamedTuple):
    """Frigga's Sacrifice: the first of two figures (place, kind) to destroy."""

    verb: str  # "sacrifice"
    place: str
    figure: str


class Pass(NamedTuple):
    """Pass (the Turn: end the Action phase for this clan; a call or a late window: no)."""

    verb: str  # "pass"


# --- the steps a Turn's action asks ------------------------------------------------------
class To(NamedTuple):
    """The destination of an Invade, a March or the Lord of Hammers' move."""

    verb: str  # "to"
    place: str


class Move(NamedTuple):
    """March: one more figure of this kind goes."""

    verb: str  # "move"
    figure: str


class Done(NamedTuple):
    """No more: the March's figures, the Rage spent on protecting, the cards bought."""

    verb: str  # "done"


class SacrificeSecond(NamedTuple):
    """Frigga's Sacrifice: the second figure (place, kind)."""

    verb: str  # "sac"
    place: str
    figure: str


class Slot(NamedTuple):
    """The upgrade's place: the card it replaces (-1: an empty slot)."""

    verb: str  # "slot"
    replaced: int


class Free(NamedTuple):
    """An upgrade's free Invade: a figure of this kind into this place."""

    verb: str  # "free"
    figure: str
    place: str


class Skip(NamedTuple):
    """No free Invade."""

    verb: str  # "skip"


# --- battles (§7.3.5) and what comes with them -----------------------------------------------
class Join(NamedTuple):
    """Call to battle: send a figure of this kind from the adjacent place `origin`."""

    verb: str  # "join"
    origin: str
    figure: str


class Play(NamedTuple):
    """The battle card played face down."""

    verb: str  # "play"
    card: int


class Late(NamedTuple):
    """A card played after the reveal (its effect is "late")."""

    verb: str  # "late"
    card: int


class KeepFigure(NamedTuple):
    """This figure (place, kind) stays: Odin's Tide's choice, or Rage spent to protect it."""

    verb: str  # "keep"
    place: str
    figure: str


class Buy(NamedTuple):
    """Lord of Spears' prowess: take back this card played (1 Rage)."""

    verb: str  # "buy"
    card: int


class Stay(NamedTuple):
    """The Lord of Hammers stays."""

    verb: str  # "stay"


class Yes(NamedTuple):
    """Use the effect offered (Tyr's Challenge, Succor, Thor's Domain, a blessing)."""

    verb: str  # "yes"


class No(NamedTuple):
    """Do not use the effect offered."""

    verb: str  # "no"


class Escape(NamedTuple):
    """The Völva escapes to Yggdrasil instead of being destroyed."""

    verb: str  # "escape"


class Die(NamedTuple):
    """The Völva is destroyed."""

    verb: str  # "die"


class Stat(NamedTuple):
    """Raise this clan stat ("RAGE", "AXES" or "HORNS") one step."""

    verb: str  # "stat"
    stat: str


MOVES: tuple[type, ...] = (
    Pick, Keep, KeepNone, Invade, March, Upgrade, Quest, Pillage, Repillage, Recall, Sacrifice,
    Pass, To, Move, Done, SacrificeSecond, Slot, Free, Skip, Join, Play, Late, KeepFigure, Buy,
    Stay, Yes, No, Escape, Die, Stat,
)
# any of them (for annotations)
Action = (Pick | Keep | KeepNone | Invade | March | Upgrade | Quest | Pillage | Repillage | Recall
         | Sacrifice | Pass | To | Move | Done | SacrificeSecond | Slot | Free | Skip | Join | Play
         | Late | KeepFigure | Buy | Stay | Yes | No | Escape | Die | Stat)

# the verb of each type, and each field's Python type after the verb (read-only)
VERB: dict[type, str] = {
    Pick: "pick", Keep: "keep", KeepNone: "none", Invade: "invade", March: "march",
    Upgrade: "upgrade", Quest: "quest", Pillage: "pillage", Repillage: "repillage",
    Recall: "recall", Sacrifice: "sacrifice", Pass: "pass", To: "to", Move: "move",
    Done: "done", SacrificeSecond: "sac", Slot: "slot", Free: "free", Skip: "skip",
    Join: "join", Play: "play", Late: "late", KeepFigure: "keep", Buy: "buy", Stay: "stay",
    Yes: "yes", No: "no", Escape: "escape", Die: "die", Stat: "stat",
}
_FIELD_TYPES: dict[type, tuple[type, ...]] = {
    cls: tuple(get_type_hints(cls)[f] for f in cls._fields[1:]) for cls in MOVES}
# a JSON list's type: by its verb and length (the two "keep"s differ by length)
_FORMS: dict[tuple[str, int], type] = {(VERB[cls], len(cls._fields)): cls for cls in MOVES}
assert len(_FORMS) == len(MOVES)

_new = tuple.__new__

# --- interned actions (read-only): the rules take them from here -----------------------------
PLACES: tuple[str, ...] = (*PROVINCES, *FJORDS, "R", "V")  # (and the reserve, Valhalla)
FIGURES: tuple[str, ...] = ("W", "L", "S", *MONSTERS)


def _by(cls: type, keys: tuple) -> dict:
    verb = VERB[cls]
    return {k: _new(cls, (verb, k)) for k in keys}


def _by2(cls: type, first: tuple, second: tuple) -> dict:
    verb = VERB[cls]
    return {a: {b: _new(cls, (verb, a, b)) for b in second} for a in first}


# every card id, and HIDDEN (-1: a card a view hides, as in another seat's pack)
_CARD_IDS = (HIDDEN, *range(NUM_CARDS))
# by card id
PICK: dict[int, Pick] = _by(Pick, _CARD_IDS)
KEEP: dict[int, Keep] = _by(Keep, _CARD_IDS)
UPGRADE: dict[int, Upgrade] = _by(Upgrade, _CARD_IDS)
QUEST: dict[int, Quest] = _by(Quest, _CARD_IDS)
PLAY: dict[int, Play] = _by(Play, _CARD_IDS)
LATE: dict[int, Late] = _by(Late, _CARD_IDS)
BUY: dict[int, Buy] = _by(Buy, _CARD_IDS)
SLOT: dict[int, Slot] = _by(Slot, _CARD_IDS)  # (-1: an empty slot)
# by figure kind, by place, by stat
INVADE: dict[str, Invade] = _by(Invade, FIGURES)
RECALL: dict[str, Recall] = _by(Recall, FIGURES)
MOVE: dict[str, Move] = _by(Move, FIGURES)
MARCH: dict[str, March] = _by(March, PROVINCES)
PILLAGE: dict[str, Pillage] = _by(Pillage, PROVINCES)
REPILLAGE: dict[str, Repillage] = _by(Repillage, PROVINCES)
TO: dict[str, To] = _by(To, PLACES)
STAT: dict[str, Stat] = _by(Stat, STATS)
# by place, then figure kind (FREE: by figure kind, then place)
SACRIFICE: dict[str, dict[str, Sacrifice]] = _by2(Sacrifice, PLACES, FIGURES)
SACRIFICE_SECOND: dict[str, dict[str, SacrificeSecond]] = _by2(SacrificeSecond, PLACES, FIGURES)
JOIN: dict[str, dict[str, Join]] = _by2(Join, PLACES, FIGURES)
KEEP_FIGURE: dict[str, dict[str, KeepFigure]] = _by2(KeepFigure, PLACES, FIGURES)
FREE: dict[str, dict[str, Free]] = _by2(Free, FIGURES, PLACES)
# the verbs alone
PASS = Pass("pass")
DONE = Done("done")
SKIP = Skip("skip")
STAY = Stay("stay")
YES = Yes("yes")
NO = No("no")
ESCAPE = Escape("escape")
DIE = Die("die")
KEEP_NONE = KeepNone("none")


# --- the codec -----------------------------------------------------------------------------
def action_to_json(a: Any) -> list:
    """An action's JSON: its fields as a list (what saves held before the named types)."""
    if not isinstance(a, tuple):
        raise TypeError(f"not a Blood Rage action: {a!r}")
    return list(a)


def action_from_json(d: Any) -> Any:
    """The named action of a JSON list (old saves' lists too). Raises IllegalAction for
    anything that is no Blood Rage action (game.core.actions' bounds, then the verb, the
    length and each field's type: an int is never a bool)."""
    t = _plain_from_json(d)
    if type(t) is not tuple or not t or type(t[0]) is not str:
        raise IllegalAction(f"a Blood Rage action is a list starting with its verb, not {d!r}")
    cls = _FORMS.get((t[0], len(t)))
    if cls is None:
        raise IllegalAction(f"no Blood Rage action has the form {d!r}")
    for x, want in zip(t[1:], _FIELD_TYPES[cls]):
        if type(x) is not want:
            raise IllegalAction(f"{d!r}: {VERB[cls]!r} takes {want.__name__} fields")
    return _new(cls, t)


def named(a: tuple) -> Any:
    """A plain tuple as its named action (unchanged if it has no such form): what a caller
    handing plain tuples to `apply` means."""
    cls = _FORMS.get((a[0], len(a))) if a and type(a[0]) is str else None
    if cls is None:
        return a
    for x, want in zip(a[1:], _FIELD_TYPES[cls]):
        if type(x) is not want:
            return a
    return _new(cls, a)
