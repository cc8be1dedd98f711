"""Short English texts for the UI: the pending decision (`prompt`) and each legal
action (`action_label`), as messages (`game.core.Msg`: the English text with a key
and parameters, so a translation can word them its own way)."""

from __future__ import annotations

from typing import Any

from game.core import Msg

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


def prompt(state: Any, seat: int | None = None) -> Msg:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return Msg("vikings.prompt.over", "The game is over")
    if state.phase == "draft" and state.draft is not None:
        return Msg("vikings.prompt.draft", "Draft: keep one card and pass the rest")
    if not state.stack:
        return Msg("vikings.prompt.none", "")
    f = state.stack[-1]
    k = f["k"]
    if k == "sail":
        ph = f["ph"]
        if ph == "boat":
            return Msg("vikings.prompt.sail_boat", "Sail: choose a Boat")
        if ph == "move":
            return Msg("vikings.prompt.sail_move", "Sail: move ({left} left)", left=f["left"])
        if ph == "deploy":
            return Msg("vikings.prompt.sail_deploy", "Sail: deploy Settlers (1 Food each) or done")
        if ph == "raid":
            return Msg("vikings.prompt.sail_raid", "Raid the Village for {cost} Steel?", cost=D.RAID_COST[state.era])
    elif k in ("leader", "rune"):
        text = _ASK[k]
        name = _card_name(f["card"])
        return Msg(f"vikings.prompt.{k}", "{card}: " + text[0].lower() + text[1:], card=name)
    elif k == "etie":
        return Msg("vikings.prompt.etie", "The enemy's rules tie ({why}): you choose", why=f.get("why", "tie"))
    elif k == "heimdall" and f.get("src"):
        return Msg("vikings.prompt.heimdall_count", "Heimdall: how many Settlers move?")
    elif k == "tyr":
        ph = f["ph"]
        if ph in ("boat", "dock", "raid"):
            text = {"boat": "Tyr: choose a Boat", "dock": "Tyr: choose any Dock",
                    "raid": "Tyr: raid the Village for free?"}[ph]
            return Msg(f"vikings.prompt.tyr_{ph}", text)
    return Msg(f"vikings.prompt.{k}", _ASK.get(k, str(k)))


def _card_name(c: Any) -> Msg:
    if c in D.CARDS:
        return Msg(f"vikings.card.{c}", D.CARDS[c][0])
    return Msg("vikings.card.unknown", "card")


def _card(c: Any) -> Msg:
    if c in D.CARDS:
        return Msg("vikings.card_numbered", "{name} ({id})", name=Msg(f"vikings.card.{c}", D.CARDS[c][0]), id=c)
    return Msg("vikings.card.hidden", "a hidden card")


def _god(g: Any) -> Msg:
    return Msg(f"vikings.god.{g}", D.GODS[g][0].split(",")[0])


def _m(key: str, default: str, **params: Any) -> Msg:
    return Msg(f"vikings.act.{key}", default, **params)


def _slay(a: tuple) -> Msg:
    if len(a) > 1 and a[1] in D.CARDS:
        return _m("slay_card", "Slay a Giant with {card}", card=_card(a[1]))
    return _m("slay", "Slay the Giant of {where}", where=a[1])


def _dedicate(a: tuple) -> Msg:
    if a[1] in D.DEDICATIONS:
        what = Msg(f"vikings.dedication.{a[1]}", D.DEDICATIONS[a[1]][0])
    else:
        what = _god(a[1]) if a[1] in D.GODS else a[1]
    return _m("dedicate", "Dedicate to {what}", what=what)


_VERB = {
    "lead": lambda a: _m("lead", "Play {card} face up", card=_card(a[1])),
    "battle": lambda a: _m("battle", "Play {card} face down (battle)", card=_card(a[1])),
    "slay": _slay,
    "recall": lambda a: _m("recall", "Take a Settler back from {where}", where=a[1]),
    "favor": lambda a: _m("favor", "Favor card at the {end} end of row {row}", end=a[2], row=a[1] + 1),
    "leader": lambda a: _m("leader", "Take the Leader Action"),
    "rune": lambda a: _m("rune", "Take the Rune Action") if len(a) == 1 else _m("rune_named", "Rune {rune}", rune=a[1]),
    "skip": lambda a: _m("skip", "Skip"),
    "pass": lambda a: _m("pass", "Pass"),
    "done": lambda a: _m("done", "Done"),
    "dedicate": _dedicate,
    "boat": lambda a: _m("boat", "Boat at {where}", where=a[1]),
    "to": lambda a: _m("to", "To {where}", where=a[1]),
    "stop": lambda a: _m("stop", "Stop here"),
    "deploy": lambda a: _m("deploy", "Deploy a Settler on {where}", where=a[1]),
    "raid": lambda a: _m("raid", "Raid the Village") if len(a) == 1 else _m("raid_at", "Raid the Village at {where}",
                                                                             where=a[1]),
    "noraid": lambda a: _m("noraid", "Do not raid"),
    "move": lambda a: _m("move", "Move a Settler from {src} to {dst}", src=a[1], dst=a[2]),
    "fly": lambda a: _m("fly", "Valkyrie flies from {src} to {dst}", src=a[1], dst=a[2]),
    "carry": lambda a: _m("carry", "Valkyrie carries a Settler from {src} to {dst} (1 Food)", src=a[1], dst=a[2]),
    "carryt": lambda a: _m("carryt", "Valkyrie carries a Temple from {src} to {dst} (3 Steel)", src=a[1], dst=a[2]),
    "temple": lambda a: _m("temple", "Temple on {where}", where=a[1]) if len(a) == 2
    else _m("temple_move", "Move a Temple from {src} to {dst}", src=a[1], dst=a[2]),
    "take": lambda a: _m("take", "Take 1 {res}", res=a[1]),
    "exchange": lambda a: _m("exchange", "Exchange {n} {give} for {get}", n=a[3], give=a[1], get=a[2]),
    "discard": lambda a: _m("discard", "Discard {card}", card=_card(a[1])),
    "smite": lambda a: _m("smite", "Smite a Settler of clan {clan} on {where}", clan=a[2] + 1, where=a[1]),
    "enter": lambda a: _m("enter", "Join the battle"),
    "nature": lambda a: _m("nature", "{god} Fury {delta}", god=_god(a[1]), delta="+1" if a[2] > 0 else "-1"),
    "giant": lambda a: _m("giant", "Move the Giant from {src} to {dst}", src=a[1], dst=a[2]),
    "return": lambda a: _m("return", "Return Favor card {card}", card=a[1]),
    "place": lambda a: _m("place", "Row {row}, {end} end", row=a[1] + 1, end=a[2]),
    "boon": lambda a: _m("boon", "Take the boon"),
    "noboon": lambda a: _m("noboon", "No boon"),
    "send": lambda a: _m("send", "Send the Valkyrie to {where}", where=a[1]),
    "nosend": lambda a: _m("nosend", "Keep the Valkyrie"),
    "thor": lambda a: _m("thor", "Strike {where}", where=a[1]),
    "loki": lambda a: _m("loki", "Take {res} from clan {clan}", res=a[2], clan=a[1] + 1),
    "baldur": lambda a: _m("baldur", "{what}", what=Msg(f"vikings.dedication.{a[1]}", D.DEDICATIONS[a[1]][0])),
    "heimdall": lambda a: _m("heimdall", "From {src} to {dst}", src=a[1], dst=a[2]),
    "count": lambda a: _m("count_one", "1 Settler") if a[1] == 1 else _m("count", "{n} Settlers", n=a[1]),
    "nanna": lambda a: _m("nanna", "Name {res}", res=a[1]),
    "sigyn": lambda a: _m("sigyn", "Use {card}", card=_card(a[1])),
    "sol": lambda a: _m("sol", "Give {card} for the card at the {end} end of row {row}", card=a[1], end=a[3],
                        row=a[2] + 1),
    "dock": lambda a: _m("dock", "Dock {where}", where=a[1]),
    "join": lambda a: _m("join", "Join the battle"),
    "decline": lambda a: _m("decline", "Decline"),
    "tie": lambda a: _m("tie", "Choose {what}", what=a[1]),
    "pick": lambda a: _m("pick", "Keep {card}", card=_card(a[1])),
}


def action_label(action: tuple) -> Msg:
    """One legal action as a button label."""
    f = _VERB.get(action[0])
    return f(action) if f else _m("other", "{action}", action=" ".join(str(x) for x in action))
