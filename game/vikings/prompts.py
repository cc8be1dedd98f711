"""Short English texts for the UI: the pending decision (`prompt`) and each legal
action (`action_label`)."""

from __future__ import annotations

from typing import Any

from . import data as D

_ASK = {
    "place_boat": "Set-up: place your starting Boat on a free Dock",
    "solo_draft": "Draft: take a card from the pile",
    "play": "Play a card: face up for its actions, face down to fight",
    "sjoin": "The enemy clan started a battle: join it or decline",
    "favor_pick": "Battle: choose the Favor card to fight for (a row end)",
    "leader": "Take the card's Leader Action?",
    "rune": "Take the card's Rune Action?",
    "dedicate": "You may dedicate a raided Village",
    "sail": "Sail",
    "explore": "Explore: move a Settler to an adjacent island (or done)",
    "build": "Build: a Boat or a Temple (or done)",
    "harvest": "Harvest: take one resource (or done)",
    "exchange": "Exchange resources",
    "discard": "Discard a card from your hand",
    "temple_explore": "Move one of your Temples to a neighbouring island",
    "smite": "Smite: remove an opposing Settler",
    "enter": "Join the battle with this card?",
    "nature": "Nature's Fury: move a god's Fury marker",
    "move_giant": "Move a Giant to an adjacent Region",
    "raid_free": "Raid a Village for free",
    "freturn": "You hold 4 Favor cards: return one",
    "fplace": "Put the returned Favor card at a row end",
    "lrune": "Your Valkyrie card lost: name its rune",
    "lboon": "You lost the battle: take the Valhalla Boon?",
    "lvalk": "You may send your Valkyrie to any Region",
    "slay": "Slay a Giant",
    "thor": "Thor: choose a region",
    "frigg": "Frigg: deploy a free Settler (up to 2)",
    "loki": "Loki: take up to 2 of a resource from another clan",
    "baldur": "Baldur: perform a dedication action",
    "heimdall": "Heimdall: move up to 3 Settlers",
    "nanna": "Nanna: name a resource",
    "sigyn": "Sigyn: choose a face-up card of your row",
    "sol": "Sol: swap a Favor card",
    "tyr": "Tyr: move a Boat to any Dock",
    "etie": "The enemy's rules tie: you choose",
}


def prompt(state: Any, seat: int | None = None) -> str:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return "The game is over"
    if state.phase == "draft" and state.draft is not None:
        return "Draft: keep one card and pass the rest"
    if not state.stack:
        return ""
    f = state.stack[-1]
    k = f["k"]
    text = _ASK.get(k, k)
    if k == "sail":
        text = {"boat": "Sail: choose a Boat", "move": f"Sail: move ({f['left']} left)",
                "deploy": "Sail: deploy Settlers (1 Food each) or done",
                "raid": f"Raid the Village for {D.RAID_COST[state.era]} Steel?"}.get(f["ph"], text)
    elif k in ("leader", "rune"):
        name = D.CARDS[f["card"]][0] if f["card"] in D.CARDS else "card"
        text = f"{name}: {text[0].lower()}{text[1:]}"
    elif k == "etie":
        text = f"The enemy's rules tie ({f.get('why', 'tie')}): you choose"
    elif k == "heimdall" and f.get("src"):
        text = "Heimdall: how many Settlers move?"
    elif k == "tyr":
        text = {"boat": "Tyr: choose a Boat", "dock": "Tyr: choose any Dock",
                "raid": "Tyr: raid the Village for free?"}.get(f["ph"], text)
    return text


def _card(c: Any) -> str:
    return f"{D.CARDS[c][0]} ({c})" if c in D.CARDS else "a hidden card"


_VERB = {
    "lead": lambda a: f"Play {_card(a[1])} face up",
    "battle": lambda a: f"Play {_card(a[1])} face down (battle)",
    "slay": lambda a: f"Slay a Giant with {_card(a[1])}" if len(a) > 1 and a[1] in D.CARDS
    else f"Slay the Giant of {a[1]}",
    "recall": lambda a: f"Take a Settler back from {a[1]}",
    "favor": lambda a: f"Favor card at the {a[2]} end of row {a[1] + 1}",
    "leader": lambda a: "Take the Leader Action",
    "rune": lambda a: "Take the Rune Action" if len(a) == 1 else f"Rune {a[1]}",
    "skip": lambda a: "Skip",
    "pass": lambda a: "Pass",
    "done": lambda a: "Done",
    "dedicate": lambda a: "Dedicate to " + (D.DEDICATIONS[a[1]][0] if a[1] in D.DEDICATIONS
                                            else D.GODS.get(a[1], (a[1],))[0].split(",")[0]),
    "boat": lambda a: f"Boat at {a[1]}",
    "to": lambda a: f"To {a[1]}",
    "stop": lambda a: "Stop here",
    "deploy": lambda a: f"Deploy a Settler on {a[1]}",
    "raid": lambda a: "Raid the Village" if len(a) == 1 else f"Raid the Village at {a[1]}",
    "noraid": lambda a: "Do not raid",
    "move": lambda a: f"Move a Settler from {a[1]} to {a[2]}",
    "fly": lambda a: f"Valkyrie flies from {a[1]} to {a[2]}",
    "carry": lambda a: f"Valkyrie carries a Settler from {a[1]} to {a[2]} (1 Food)",
    "carryt": lambda a: f"Valkyrie carries a Temple from {a[1]} to {a[2]} (3 Steel)",
    "temple": lambda a: f"Temple on {a[1]}" if len(a) == 2 else f"Move a Temple from {a[1]} to {a[2]}",
    "take": lambda a: f"Take 1 {a[1]}",
    "exchange": lambda a: f"Exchange {a[3]} {a[1]} for {a[2]}",
    "discard": lambda a: f"Discard {_card(a[1])}",
    "smite": lambda a: f"Smite a Settler of clan {a[2] + 1} on {a[1]}",
    "enter": lambda a: "Join the battle",
    "nature": lambda a: f"{D.GODS[a[1]][0].split(',')[0]} Fury {'+1' if a[2] > 0 else '-1'}",
    "giant": lambda a: f"Move the Giant from {a[1]} to {a[2]}",
    "return": lambda a: f"Return Favor card {a[1]}",
    "place": lambda a: f"Row {a[1] + 1}, {a[2]} end",
    "boon": lambda a: "Take the boon",
    "noboon": lambda a: "No boon",
    "send": lambda a: f"Send the Valkyrie to {a[1]}",
    "nosend": lambda a: "Keep the Valkyrie",
    "thor": lambda a: f"Strike {a[1]}",
    "loki": lambda a: f"Take {a[2]} from clan {a[1] + 1}",
    "baldur": lambda a: D.DEDICATIONS[a[1]][0],
    "heimdall": lambda a: f"From {a[1]} to {a[2]}",
    "count": lambda a: f"{a[1]} Settler{'s' if a[1] != 1 else ''}",
    "nanna": lambda a: f"Name {a[1]}",
    "sigyn": lambda a: f"Use {_card(a[1])}",
    "sol": lambda a: f"Give {a[1]} for the card at the {a[3]} end of row {a[2] + 1}",
    "dock": lambda a: f"Dock {a[1]}",
    "join": lambda a: "Join the battle",
    "decline": lambda a: "Decline",
    "tie": lambda a: f"Choose {a[1]}",
    "pick": lambda a: f"Keep {_card(a[1])}",
}


def action_label(action: tuple) -> str:
    """One legal action as a button label."""
    f = _VERB.get(action[0])
    return f(action) if f else " ".join(str(x) for x in action)
