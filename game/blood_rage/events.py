"""Blood Rage's events in the shared vocabulary (game.core.events): `OWN`, every kind of
event the rules emit (the dicts keyed "t" that apply returns, set-up included), and
`facts(event, state)`, the common facts each states.

The raw events stay as the rules make them (the log's text.py words them, the behaviour
fingerprint hashes them); only consumers ask for facts (BloodRageState.facts), after a step,
with the state after it. `Revealed` names whom a step showed something hidden from them (the
undo barrier): a card out of a hidden hand (an upgrade, a late card), the battle cards and
quests turned up, Tyr's quest worth, the packs passed in Gods' Gifts (_drafted), Odin's
Tide's secret choices (_tide), and which clans' hidden hands hold a choice (a battle's card
or late-card ask: a clan with a single card plays it unasked). Over-reported: the end of a
battle (see _battle_end).
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

from .data import YGG

OWN: frozenset[str] = frozenset((
    "setup", "phase", "phase_end", "age", "draft_done", "pass", "invade", "recall", "succor", "blessing",
    "march", "lord_move", "join", "upgrade", "monster_gone", "monster_strike", "quest", "pillage", "pillaged",
    "thor_domain", "unopposed", "battle", "compare", "battle_end", "reveal", "card_chosen", "call_pass",
    "primacy", "watch", "smite", "tide", "tyr_quest", "late", "take_back", "winner_discards", "keep_chosen",
    "keep_card", "prowess", "trickery", "poison", "backstab", "destroyed", "escape", "protect", "glory", "stat",
    "raise_lost", "rage", "sacrifice", "quest_reveal", "ragnarok", "release", "game_over",
))

EVERYONE = None  # Revealed.to: every seat


def _placed(e: dict, st: Any) -> tuple:
    return (Placed(e["seat"], e["fig"], e["to"]),)


def _moved(e: dict, st: Any) -> tuple:
    return (Moved(e["seat"], e["fig"], e["frm"], e["to"]),)


def _none(e: dict, st: Any) -> tuple:
    return ()


def _upgrade(e: dict, st: Any) -> tuple:
    # a card of the hidden hand installed face up (a card it replaces was in sight)
    return (Played(e["seat"], e["card"], "play"), Revealed(EVERYONE, "upgrade"))


def _late(e: dict, st: Any) -> tuple:
    return (Played(e["seat"], e["card"], "play"), Revealed(EVERYONE, "card"))


def _reveal(e: dict, st: Any) -> tuple:
    """The battle cards chosen face down turned up."""
    out: list = [Revealed(EVERYONE, "battle cards")]
    for seat, card in e["plays"]:
        out.append(Played(seat, card, "play"))
    return tuple(out)


def _quest_reveal(e: dict, st: Any) -> tuple:
    return (Revealed(EVERYONE, "quest"), Played(e["seat"], e["card"], "play"))


def _compare(e: dict, st: Any) -> tuple:
    w = e["winner"]
    winners = (w,) if w >= 0 else ()
    return (BattleResolved(e["loc"], winners, tuple(s for s in e["seats"] if s != w)),)


def _unopposed(e: dict, st: Any) -> tuple:
    return (BattleResolved(e["loc"], (e["seat"],), ()),)


def _destroyed(e: dict, st: Any, at: Any = None) -> tuple:
    return tuple(Removed(e["seat"], k, at, True) for k in e["figs"])


def _monster_gone(e: dict, st: Any) -> tuple:
    return (Removed(e["seat"], e["fig"], None, False),)


def _glory(e: dict, st: Any) -> tuple:
    return (Scored(e["seat"], e["n"], e.get("why") or e["src"]),)


def _backstab(e: dict, st: Any) -> tuple:
    return (Scored(e["frm"], -e["n"], "Loki's Backstab"),)


def _stat(e: dict, st: Any) -> tuple:
    return (Gained(e["seat"], e["stat"].lower(), 1),)


def _rage(e: dict, st: Any) -> tuple:
    return (Gained(e["seat"], "rage", e["n"]),)


def _paid(amount: int):
    def fact(e: dict, st: Any) -> tuple:
        return (Paid(e["seat"], "rage", amount),)
    return fact


def _hidden_card(e: dict, st: Any) -> tuple:
    """A card committed face down (a quest, a battle card): the others do not see it."""
    return (Played(e["seat"], None, "play"),)


def _escape(e: dict, st: Any) -> tuple:
    return (Moved(e["seat"], "VOLUR", None, YGG),)


def _setup(e: dict, st: Any) -> tuple:
    return (Began("age", 1, ""),)


def _phase(e: dict, st: Any) -> tuple:
    return (Began("phase", e["age"], e["phase"]),)


def _phase_end(e: dict, st: Any) -> tuple:
    return (Ended("phase", st.age, e["phase"]),)


def _age(e: dict, st: Any) -> tuple:
    return (Ended("age", e["age"] - 1, ""), Began("age", e["age"], ""))


def _battle_end(e: dict, st: Any) -> tuple:
    # the battle record goes, with the rows a view showed (-1 in a row stands for "none",
    # which tests/reveal_oracle.py's count of hidden placeholders takes for a hidden card)
    return (Revealed(EVERYONE, "battle"),)


def _tyr_quest(e: dict, st: Any) -> tuple:
    return (Revealed(EVERYONE, "Tyr's quest"),)  # the quest card's worth in the battle


def _draft_done(e: dict, st: Any) -> tuple:
    return (Ended("phase", e["age"], "draft"),)


def _game_over(e: dict, st: Any) -> tuple:
    scores = tuple(e["scores"])
    best = max(scores)
    winners = tuple(st.winners()) if st.is_over() else tuple(i for i, g in enumerate(scores) if g == best)
    return (Ended("age", st.age, ""), GameOver(winners, scores))


_FACTS = {
    "setup": _setup, "phase": _phase, "phase_end": _phase_end, "age": _age, "draft_done": _draft_done,
    "invade": _placed, "recall": _placed, "succor": _placed, "blessing": _placed,
    "march": _moved, "lord_move": _moved, "join": _moved,
    "upgrade": _upgrade, "late": _late, "reveal": _reveal, "quest_reveal": _quest_reveal,
    "quest": _hidden_card, "card_chosen": _hidden_card,
    "compare": _compare, "unopposed": _unopposed, "destroyed": _destroyed, "monster_gone": _monster_gone,
    "glory": _glory, "backstab": _backstab, "stat": _stat, "rage": _rage,
    "thor_domain": _paid(2), "protect": _paid(1), "prowess": _paid(1),
    "escape": _escape, "game_over": _game_over, "battle_end": _battle_end, "tyr_quest": _tyr_quest,
}
# the kinds that state no common fact (the log words them; a battle's start and end,
# choices made, effects whose results have events of their own)
_SILENT = OWN - _FACTS.keys()


def facts(event: dict, state: Any) -> tuple:
    """The common facts of one raw event (state: the state after the step)."""
    fn = _FACTS.get(event["t"])
    return fn(event, state) if fn is not None else ()


def _each(events: list, state: Any):
    """Each event of a step with its facts, a destroyed figure placed where its battle or
    Ragnarök was; then (None, ()) with a battle's kills seen, for the Tide's reveal."""
    at = None  # where figures die: the battle's province, Ragnarök's, a monster's strike
    tide = False
    for e in events:
        t = e["t"]
        if t == "battle" or t == "pillage" or t == "unopposed" or t == "ragnarok" or t == "monster_strike":
            at = e["loc"]
        if t == "destroyed":
            yield e, _destroyed(e, state, at if e["cause"] in ("battle", "rag", "effect") else None)
            if e["cause"] == "battle":
                tide = True
            continue
        yield e, facts(e, state)
    if tide:
        yield None, ()


def step_facts(events: list, state: Any) -> tuple:
    """The facts of one step's events, in order (BloodRageState.facts): each event's, a
    destroyed figure placed where its battle or Ragnarök was, and the reveals no event
    names (_drafted, _tide)."""
    out: list = []
    tide = False
    for e, fs in _each(events, state):
        if e is None:
            tide = True
        out.extend(fs)
    if tide and _tide(state):
        out.append(Revealed(EVERYONE, "Odin's Tide"))
    ask = state.ask[0] if state.ask is not None else ""
    if ask == "card" or ask == "late":
        # the clans asked for a battle card (or a late card) are those whose hidden hands
        # hold a choice: the others' single cards were played without asking
        out.append(Revealed(EVERYONE, "hands"))
    if not events:
        if ask == "slot":  # the upgrade's card, out of the hidden hand, waits for its slot
            out.append(Revealed(EVERYONE, "upgrade"))
        else:
            out.extend(_drafted(state))
    return tuple(out)


def _drafted(state: Any) -> tuple:
    """A Gods' Gifts pick emits no event (the fingerprint holds the events as they are);
    the step that completed a round of picks passed the packs on, so every seat now holds
    a pack it had not seen: in the state after it, a draft with no pick pending. A draft
    that passes each pack at once: the pick that passed one on showed it to the seat it
    went to (`passed`); one kept for a second pick or finished showed nothing."""
    d = state.draft
    if d is None or state.ask is None or state.ask[0] != "pick":
        return ()
    if d.passing == "each":
        return () if d.passed is None else (Revealed((d.passed[1],), "packs"),)
    for x in d.pending:
        if x is not None:
            return ()
    return (Revealed(EVERYONE, "packs"),)


def _tide(state: Any) -> bool:
    """Battle kills after Odin's Tide show the figures each clan chose in secret to keep:
    a step with battle kills in a battle where the Tide was played (or that ended in the
    step: nothing then says whether it was, so it counts as a reveal)."""
    b = state.battle
    return b is None or bool(b["tided"])


# --- what only this game says of an event, for the boards' stories (game.core.events.Told);
# what the facts say (who, which figure, which card, how much Glory) is read from the facts
class Pillage(NamedTuple):
    """A clan pillages a province ("pillage"); `again` with Tyr's Challenge."""

    seat: int
    loc: str
    again: bool


class Battle(NamedTuple):
    """A battle begins between `seats`, with their figures' strength ("battle")."""

    seats: tuple[int, ...]
    strength: dict[int, int]


class Compare(NamedTuple):
    """The battle's totals with the cards, by clan ("compare"; the winner: its fact)."""

    totals: dict[int, int]


class Pillaged(NamedTuple):
    """The pillage succeeds: the province's reward token ("pillaged")."""

    token: str


class QuestRevealed(NamedTuple):
    """A quest turned up at the Age's end ("quest_reveal"; its clan and card: the fact)."""

    fulfilled: bool


class Ragnarok(NamedTuple):
    """Ragnarök destroys a province ("ragnarok")."""

    loc: str


class Destroyed(NamedTuple):
    """Why figures went to Valhalla ("destroyed"): "battle", "rag" (Ragnarök), "effect",
    "sac"..."""

    cause: str


class Glory(NamedTuple):
    """The score-breakdown key Glory was gained under ("glory": "battles", "quests",
    "ragnarok", "stats", "upgrades"...)."""

    source: str


class Release(NamedTuple):
    """Valhalla releases a clan's dead back to its reserve ("release")."""

    seat: int
    n: int


class StatRaised(NamedTuple):
    """A clan stat raised ("stat"): its name as data.STATS spells it, its new value."""

    stat: str
    value: int


_OWN_RECORDS = {
    "pillage": lambda e: Pillage(e["seat"], e["loc"], bool(e.get("again"))),
    "battle": lambda e: Battle(tuple(e["seats"]), dict(zip(e["seats"], e.get("str") or [0] * len(e["seats"])))),
    "compare": lambda e: Compare(dict(zip(e["seats"], e["totals"]))),
    "pillaged": lambda e: Pillaged(e["token"]),
    "quest_reveal": lambda e: QuestRevealed(bool(e["ok"])),
    "ragnarok": lambda e: Ragnarok(e["loc"]),
    "destroyed": lambda e: Destroyed(e.get("cause", "")),
    "glory": lambda e: Glory(e["src"]),
    "release": lambda e: Release(e["seat"], e["n"]),
    "stat": lambda e: StatRaised(e["stat"], e["value"]),
}


def told(events: list, state: Any) -> list[Told]:
    """One step's events as the boards read them: each one's kind, facts (as
    `step_facts` tells them) and own record (`state`: the state after the step)."""
    out = []
    for e, fs in _each(events, state):
        if e is not None:
            rec = _OWN_RECORDS.get(e["t"])
            out.append(Told(e["t"], fs, rec(e) if rec is not None else None, e))
    return out
