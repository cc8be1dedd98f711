"""The shared event vocabulary: the facts every game reports in the same words.

A game's `apply` returns its own events (small dicts keyed "t", worded by its `text.py`
for the log; the bots' playouts make millions of them, so they stay cheap). Each game's
`events.py` declares the kinds it emits (`OWN`) and maps each event to the common facts
below (`facts(event, state)`); consumers (sound, slides, last-move marks, the round
summary, replays, the network) read only these facts, never a game's keys.

Places, pieces, cards and resources are the game's own ids (str or int), as its views and
actions name them; `seat` is None for what belongs to nobody (a monster, a Giant, the
doom). `to` of `Revealed` is None when everyone is shown the thing.
"""

from __future__ import annotations

from typing import Any, NamedTuple

Place = Any  # a game's place id (region, province, fjord, world, village...): str or int


class Moved(NamedTuple):
    """A piece went from one place to another."""

    seat: int | None
    piece: str
    frm: Place
    to: Place


class Placed(NamedTuple):
    """A piece came onto the board (from a reserve, a supply, a hand)."""

    seat: int | None
    piece: str
    at: Place


class Removed(NamedTuple):
    """A piece left the board: `destroyed` when killed, slain or sunk; else taken back."""

    seat: int | None
    piece: str
    at: Place
    destroyed: bool


class Scored(NamedTuple):
    """Points scored (negative when lost); `why` is the game's word for the source."""

    seat: int
    points: int
    why: str


class Gained(NamedTuple):
    """A resource (or track step) gained."""

    seat: int
    resource: str
    amount: int


class Paid(NamedTuple):
    """A resource paid or lost."""

    seat: int
    resource: str
    amount: int


class Played(NamedTuple):
    """A card (or tile, disc, rune) played or picked by a seat; `card` its id, None when
    it stays hidden from the others."""

    seat: int
    card: Any
    kind: str  # "play" (into effect) or "pick" (drafted, chosen into a hand)


class Revealed(NamedTuple):
    """Something hidden was shown: to the seats in `to` (None: to everyone)."""

    to: tuple[int, ...] | None
    what: str


class BattleResolved(NamedTuple):
    """A battle (or fight, raid, slaying) ended."""

    at: Place
    winners: tuple[int, ...]
    losers: tuple[int, ...]


class Began(NamedTuple):
    """A unit of the game began: `unit` is "round", "age", "era" or "phase"; `name` the
    phase's id (empty for a round/age/era)."""

    unit: str
    number: int
    name: str


class Ended(NamedTuple):
    """A unit of the game ended (as `Began`)."""

    unit: str
    number: int
    name: str


class GameOver(NamedTuple):
    winners: tuple[int, ...]
    scores: tuple[int, ...]


FACTS: tuple[type, ...] = (Moved, Placed, Removed, Scored, Gained, Paid, Played, Revealed,
                           BattleResolved, Began, Ended, GameOver)
Fact = (Moved | Placed | Removed | Scored | Gained | Paid | Played | Revealed | BattleResolved
        | Began | Ended | GameOver)


class Outcome(NamedTuple):
    """What one applied step did, as `State.apply_reported` tells it: the game's own
    events, their facts, the seats shown something hidden from them (the undo barrier for
    another human), and whether the step drew on the generator (a barrier for everyone)."""

    events: list
    facts: tuple[Fact, ...]
    revealed_to: frozenset[int]
    random: bool


class Told(NamedTuple):
    """One raw event as a consumer reads it (a game's `told(events, state)`): its `kind`
    (one of the game's `OWN`), the common `facts` it states, and `own`, what only the
    game says of it as a typed record of the game's events module (None when nothing).
    `event` is the raw event, only to hand back to the game (its `describe`)."""

    kind: str
    facts: tuple
    own: Any
    event: dict

    def first(self, fact_type: type) -> Any:
        """The first of its facts of `fact_type` (Moved, Played...), or None."""
        for f in self.facts:
            if type(f) is fact_type:
                return f
        return None


def revealed_to(facts: tuple[Fact, ...] | list, num_players: int) -> frozenset[int]:
    """The seats that the `Revealed` facts among `facts` showed something."""
    out: set[int] = set()
    for f in facts:
        if type(f) is Revealed:
            if f.to is None:
                return frozenset(range(num_players))
            out.update(f.to)
    return frozenset(out)


def effect_of(facts: tuple[Fact, ...] | list) -> str | None:
    """The sound of one step: "battle" for a battle or a piece destroyed, "piece" for a
    piece moved or placed, "card" for a card played or picked; None for anything else."""
    kinds = {type(f) for f in facts}
    if BattleResolved in kinds or any(type(f) is Removed and f.destroyed for f in facts):
        return "battle"
    if Moved in kinds or Placed in kinds:
        return "piece"
    if Played in kinds:
        return "card"
    return None
