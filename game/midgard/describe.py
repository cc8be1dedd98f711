"""One readable English line per event (the log panel and the headless `play`)."""

from __future__ import annotations

from .data import (
    BOAT,
    DECK_NAMES,
    KINGDOMS,
    LOC_NAMES,
    PROVINCES,
    SUPPLY,
    TOKEN_COLOURS,
    card_name,
)


def _loc(loc: int) -> str:
    if loc == BOAT:
        return "the boat"
    if loc == SUPPLY:
        return "the supply"
    return LOC_NAMES[loc]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def describe(event: dict, names: list[str]) -> str:
    t = event.get("t")
    s = event.get("seat", -1)
    who = names[s] if isinstance(s, int) and 0 <= s < len(names) else "Nobody"
    if t == "round":
        return f"— Round {event['round']} —"
    if t == "doom":
        return "Doom falls on " + ", ".join(PROVINCES[p] for p in event["provinces"])
    if t == "dealt":
        return "Cards are dealt" + ("; the draft begins" if event["draft"] else " (no draft this round)")
    if t == "pick":
        return ""
    if t == "draft_done":
        return "The draft is over"
    if t == "reveal":
        if not event["cards"]:
            return f"{who} shows no gold card"
        return f"{who} shows gold " + ", ".join(card_name(c).split(":")[0][5:] for c in event["cards"])
    if t == "order":
        return "Turn order: " + ", ".join(names[x] for x in event["order"]) + \
            f"; {event['quota']} cards each"
    if t == "play":
        extra = " (extra turn)" if event.get("extra") else ""
        return f"{who} plays {card_name(event['card'])}{extra}"
    if t == "move":
        kind = "chieftain" if event["kind"] == "C" else "warrior"
        return f"{who}'s {kind} moves from {_loc(event['from'])} to {_loc(event['to'])}"
    if t == "kill":
        return f"{who} kills {names[event['victim']]}'s warrior in {LOC_NAMES[event['area']]}"
    if t == "nokill":
        return f"{who} spares the warriors in {LOC_NAMES[event['area']]}"
    if t == "stop":
        return f"{who} stops"
    if t == "horde_target":
        return f"{who}'s horde heads for {LOC_NAMES[event['area']]}"
    if t == "destroy":
        return f"{who} destroys {PROVINCES[event['province']]}"
    if t == "no_effect":
        return f"{who}'s card has no effect"
    if t == "draw":
        return f"{who} draws {_plural(event['count'], DECK_NAMES[event['deck']] + ' card')}"
    if t == "extra_turn":
        return f"{who} takes an extra turn"
    if t == "skip":
        return f"{who} has no card and loses the turn"
    if t == "action_done":
        return "All cards are played"
    if t == "phase":
        return f"— {event['phase'].capitalize()} —"
    if t == "control":
        parts = []
        for p, c in zip(event["provinces"], event["controllers"]):
            parts.append(f"{PROVINCES[p]} {names[c] if c >= 0 else 'nobody'}")
        return f"{KINGDOMS[event['kingdom']]}: " + ", ".join(parts)
    if t == "kingdom_points":
        provs = ", ".join(PROVINCES[p] for p in event["provinces"])
        return f"{KINGDOMS[event['kingdom']]}: {who} controls {provs}, +{event['points']}"
    if t == "tokens":
        why = " (card)" if event.get("why") == "card" else ""
        return f"{who} takes {_plural(event['count'], TOKEN_COLOURS[event['colour']] + ' token')}{why}"
    if t == "asgard":
        if s < 0:
            return "Asgard: nobody controls it"
        return f"Asgard: {who} controls it, +{event['points']}"
    if t == "vanaheim":
        if s < 0:
            return "Vanaheim: nobody controls it"
        return f"Vanaheim: {who} controls it and chooses 2 tokens"
    if t == "vanaheim_token":
        return f"{who} takes a secret token from Vanaheim"
    if t == "doomed":
        verb = "dies" if event["count"] == 1 else "die"
        return f"Ragnarok: {_plural(event['count'], 'Viking')} of {who} {verb} in " \
               f"{PROVINCES[event['province']]}, +{event['points']}"
    if t == "valhalla":
        return f"Valhalla: {who} has {_plural(event['count'], 'Viking')} there, +{event['points']}"
    if t == "return":
        verb = "returns" if event["count"] == 1 else "return"
        return f"{who}'s {_plural(event['count'], 'Viking')} {verb} from Valhalla to the boat"
    if t == "sets":
        g, b, u = event["tokens"]
        return f"{who} reveals {g} grey, {b} brown, {u} blue: {_plural(event['sets'], 'set')}, " \
               f"+{event['points']}"
    if t == "game_over":
        win = " and ".join(names[x] for x in event["winners"])
        return f"Game over: {win} {'wins' if len(event['winners']) == 1 else 'share the win'}"
    return ""
