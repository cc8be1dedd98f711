"""The events of Tiny Epic Vikings (the dicts keyed "t" that `apply` returns, worded by
text.py) and the shared facts they state (game.core.events), for the consumers: sound,
slides, last-move marks, the round summary, the undo barrier.

`facts(event, state)` reads `state` as it is after the step that made the event (the
rules never call it: the playouts make millions of events). A `Revealed` fact names the
seats a step showed something hidden from them: a card played or turned face up (all),
a card drawn into a hand (its seat), new packs in the draft (every player), a Giant's
value to its slayer, a held Favor card put back in a row (all), the final scoring (all).
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
    # set-up (setup_events)
    "setup", "enemy_setup", "neutral_setup", "chieftain", "place_boat",
    # the era: draft, turns, cleanup
    "era", "pick", "turn", "play", "leader", "rune_action", "dedicate", "recall", "decline", "cleanup",
    "game_over",
    # pieces and resources
    "sail", "bumped", "explore", "build", "raid", "settler_on", "settler_off", "settler_shift",
    "temple_move", "gain", "lose", "pay", "fury", "rune_taken", "rune_back", "draw", "discard",
    # battles
    "battle_card", "battle_start", "battle_join", "reveal", "dropout", "strengths", "invaders",
    "battle_won", "battle_lost", "battle_tie", "battle_void", "battle_over", "favor_back",
    "favor_returned", "boon",
    # Valhalla Boons
    "baldur", "sol",
    # Ragnarok
    "slay", "giant_move", "valkyrie_move", "valkyrie_sent",
    # the solo enemy
    "chief_sail", "enemy_icon", "enemy_loses", "enemy_no_battle", "enemy_track_reset", "no_effect",
})

_CARRIED = {"carry": "settler", "carryt": "temple"}  # what a Valkyrie carries along (valkyrie_move)
_DESTROYED = ("attack", "thor", "smite")  # settler_off reasons that kill the Settler


def facts(event: dict, state: Any, competing: tuple[int, ...] = ()) -> tuple:
    """The shared facts `event` states (often none). `competing`: the clans of the step's
    battle that fought (its "strengths" event), for the winners and losers."""
    t = event["t"]
    seat = event.get("seat")
    if t == "sail" or t == "bumped":
        return (Moved(seat, "boat", event["from"], event["to"]),)
    if t == "explore":
        return (Moved(seat, "settler", event["from"], event["to"]),) * event.get("n", 1)
    if t == "build" or t == "place_boat":
        return (Placed(seat, event.get("what", "boat"), event.get("at", event.get("dock"))),)
    if t == "settler_on":
        return (Placed(seat, "settler", event["region"]),)
    if t == "settler_off":
        return (Removed(seat, "settler", event["region"], event["why"] in _DESTROYED),)
    if t == "recall" or t == "settler_shift":
        return (Removed(seat, "settler", event.get("region", event.get("from")), False),)
    if t == "temple_move":
        return (Moved(seat, "temple", event["from"], event["to"]),)
    if t == "gain":
        return (Gained(seat, event["res"], event["n"]),)
    if t == "lose":
        return (Paid(seat, event["res"], event["n"]),)
    if t == "pay":
        return tuple(Paid(seat, D.RES[i], n) for i, n in enumerate(event["cost"]) if n)
    if t == "fury":
        return (Moved(None, "fury:" + event["god"], event["from"], event["to"]),)
    if t == "raid":
        return (Removed(None, "village", event["dock"], False), Gained(seat, "village", 1))
    if t == "dedicate":
        return (Paid(seat, "village", 1), Placed(seat, "village", event["slot"]))
    if t == "rune_taken":
        return (Placed(seat, "control", event["region"]),)
    if t == "rune_back":
        return (Removed(event["from"], "control", event["region"], False),)
    if t == "play":  # face up, from a hidden hand (the solo enemy's from the deck)
        return (Played(seat, event["card"], "play"), Revealed(None, "card"))
    if t == "battle_card" or t == "battle_join":  # face down
        return (Played(seat, None, "play"),)
    if t == "pick":
        return _pick(seat, state)
    if t == "draw":
        return (Revealed((seat,), "card"),) if 0 <= seat < state.n else ()
    if t == "discard":
        return (Revealed(None, "card"),)
    if t == "reveal":
        return (Revealed(None, "battle card"),)
    if t == "invaders":
        return (Revealed(None, "invaders card"),)
    if t == "sol" or t == "favor_returned":  # a held Favor card (hidden from the others) into a row
        return (Revealed(None, "favor card"),)
    if t == "battle_won":
        return (BattleResolved(event["favor"], (seat,), tuple(c for c in competing if c != seat)),)
    if t == "battle_lost" or t == "battle_tie":
        return (BattleResolved("", (), competing),)
    if t == "battle_void":
        return (BattleResolved("", (), ()),)
    if t == "slay":  # a Giant slain: its value goes face down to the slayer
        out: tuple = (Removed(None, "giant", event["region"], True),
                      BattleResolved(event["region"], (seat,), ()))
        return out + ((Revealed((seat,), "giant"),) if 0 <= seat < state.n else ())
    if t == "giant_move":
        return (Moved(None, "giant", event["from"], event["to"]),)
    if t == "valkyrie_move":
        out = (Moved(seat, "valkyrie", event["from"], event["to"]),)
        what = _CARRIED.get(event["kind"])
        return out + ((Moved(seat, what, event["from"], event["to"]),) if what else ())
    if t == "valkyrie_sent":
        return (Placed(seat, "valkyrie", event["region"]),)
    if t == "chief_sail":
        return (Moved(state.enemy, "chieftain boat", event["from"], event["to"]),)
    if t == "enemy_setup":
        return (Placed(state.enemy, "chieftain boat", event["dock"]),)
    if t == "neutral_setup":
        return tuple(Placed(state.neutral_clan, piece, r) for r in event["regions"] for piece in ("temple", "settler"))
    if t == "era":  # new packs (a solo player's two piles): each player sees its own
        era = event["era"]
        return (Began("era", era, ""), Began("phase", era, "draft"), Revealed(tuple(range(state.n)), "cards dealt"))
    if t == "cleanup":
        era = event["era"]
        return (Ended("phase", era, "actions"), Ended("era", era, ""))
    if t == "game_over":  # the final scoring turns every Favor card and slain Giant face up
        # every point is scored there: each seat's points by source (score_breakdown)
        scored = tuple(Scored(s, pts, why) for s, part in enumerate(state.score_breakdown())
                       for why, pts in part.items() if why != "total" and pts)
        return (Revealed(None, "favor cards and slain giants"), *scored,
                GameOver(tuple(state.winners()), tuple(event["scores"])))
    return ()


def _pick(seat: int, state: Any) -> tuple:
    """A draft pick (hidden). A pick that made the packs pass shows every player its new
    pack; the last pick of the draft ends the draft phase and begins the actions."""
    out: tuple = (Played(seat, None, "pick"),)
    dr = state.draft
    if dr is not None and seat in state.dmap and dr.pending[state.dmap.index(seat)] is None:
        # the pick is no longer pending: every pick was made and the packs passed (the
        # 2-player neutral seat picks from its new pack at once)
        out += (Revealed(tuple(range(state.n)), "pack passed"),)
    elif state.phase == "actions" and dr is None and not state.piles:
        out += (Ended("phase", state.era, "draft"), Began("phase", state.era, "actions"))
    return out


def _each(events: list, state: Any):
    """Each event of a step with its facts (a battle's clans read from its "strengths")."""
    competing: tuple[int, ...] = ()
    for e in events:
        if e["t"] == "strengths":
            competing = tuple(sorted(int(c) for c in e["s"]))
        yield e, facts(e, state, competing)


def facts_of(events: list, state: Any) -> tuple:
    """The facts of one step's events, in order (the state's `facts`)."""
    out: list = []
    for _e, fs in _each(events, state):
        out.extend(fs)
    stack = state.stack
    if stack and stack[-1]["k"] == "fplace":
        # a Favor card given back (a step with no event): the decision to place it names
        # the card, which the others could not see in its holder's hand
        out.append(Revealed(None, "favor card"))
    return tuple(out)


# --- what only this game says of an event, for the boards' stories (game.core.events.Told)
class Turn(NamedTuple):
    """A clan's turn begins ("turn")."""

    seat: int


class BattleStart(NamedTuple):
    """A clan starts a battle for a Favor card ("battle_start")."""

    seat: int
    favor: Any


class EnemyIcon(NamedTuple):
    """An icon of the solo enemy's mat fired on a resource track ("enemy_icon")."""

    track: str
    icon: str


class Leader(NamedTuple):
    """A card's Leader Action taken ("leader"): `action` its code (data.ACTIONS)."""

    seat: int
    card: str
    action: str


class RuneAction(NamedTuple):
    """A card's rune action taken ("rune_action")."""

    seat: int
    card: str
    action: str


_OWN_RECORDS = {
    "turn": lambda e: Turn(e["seat"]),
    "battle_start": lambda e: BattleStart(e["seat"], e.get("favor")),
    "enemy_icon": lambda e: EnemyIcon(e["track"], e["icon"]),
    "leader": lambda e: Leader(e["seat"], e["card"], e["action"]),
    "rune_action": lambda e: RuneAction(e["seat"], e["card"], e["action"]),
}


def told(events: list, state: Any) -> list[Told]:
    """One step's events as the boards read them: each one's kind, facts and own record
    (`state`: the state after the step)."""
    out = []
    for e, fs in _each(events, state):
        rec = _OWN_RECORDS.get(e["t"])
        out.append(Told(e["t"], fs, rec(e) if rec is not None else None, e))
    return out
