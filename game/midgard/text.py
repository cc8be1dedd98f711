"""Midgard's texts: the pending decision (`prompt`), the log line of each event
(`describe`), as messages (`game.core.Msg`: English text with a key and parameters)."""

from __future__ import annotations

from typing import Any

from game.core import Msg

from .data import (
    ATTACK,
    BOAT,
    CARD_KINGDOM,
    CARD_TYPE,
    DECK_NAMES,
    DRAFT,
    INVASION,
    KINGDOMS,
    LOC_NAMES,
    OVER,
    PROVINCES,
    REALMS_TARGET,
    ST_DEST,
    ST_DESTROY,
    ST_HPICK,
    ST_HTARGET,
    ST_KILL,
    ST_PICK,
    ST_PLACE,
    ST_PLAY,
    SUPPLY,
    TOKEN_COLOURS,
    VALHALLA,
    VANAHEIM_CHOICE,
    card_name,
)


def card_msg(c: int) -> Msg:
    """A card's name as a message (its key names the card)."""
    return Msg(f"midgard.card_name.{c}", card_name(c))


def loc_msg(loc: int) -> Msg:
    """A location's name as a message (the boat: "the boat")."""
    if loc == BOAT:
        return Msg("midgard.loc.boat", "the boat")
    return Msg(f"midgard.loc.{loc}", LOC_NAMES[loc])


def prompt(st: Any, seat: int | None = None) -> Msg:
    """The pending decision (of `seat` during the simultaneous draft; by default the
    first seat to act) as a message: English text with a key and parameters."""
    ph = st.phase
    if ph == OVER:
        return Msg("midgard.prompt.over", "The game is over")
    if ph == DRAFT:
        d = st.draft
        if seat is None:
            ta = d.to_act()
            seat = ta[0] if ta else 0
        got = len(d.picked[seat]) + (0 if d.pending[seat] is None else 1)
        total = got + len(d.packs[seat])
        if d.pending[seat] is not None:
            return Msg("midgard.prompt.draft_wait", "Draft: waiting for the others ({k} of {total} picked)",
                       k=got, total=total)
        return Msg("midgard.prompt.draft", "Draft: pick a card to keep ({k} of {total})", k=got + 1, total=total)
    if ph == VANAHEIM_CHOICE:
        return Msg("midgard.prompt.vanaheim", "Vanaheim: choose the colour of a kingdom token ({k} of 2)",
                   k=3 - st.van_left)
    step = st.step
    if step == ST_PLAY:
        if st.extra:
            return Msg("midgard.prompt.extra", "Extra turn: play a card")
        s = st.cur if seat is None else seat
        return Msg("midgard.prompt.play", "Play a card (turn {k} of {q})", k=st.turns[s] + 1, q=st.quota)
    name = card_msg(st.card)
    typ = CARD_TYPE[st.card]
    if step == ST_PICK:
        if typ == INVASION:
            return Msg("midgard.prompt.pick_invasion", "{card}: choose a Viking to move ({k} of up to 2)",
                       card=name, k=3 - st.left)
        if typ == ATTACK:
            return Msg("midgard.prompt.pick_attack", "{card}: choose the attacking Viking", card=name)
        return Msg("midgard.prompt.pick", "{card}: choose a Viking to move", card=name)
    if step == ST_DEST:
        who = Msg("midgard.chieftain", "chieftain") if st.typ else Msg("midgard.warrior", "warrior")
        where = loc_msg(st.src)
        if typ == ATTACK:
            return Msg("midgard.prompt.dest_attack", "{card}: choose the target of the {who} from {src}",
                       card=name, who=who, src=where)
        return Msg("midgard.prompt.dest", "{card}: where does the {who} from {src} go?", card=name, who=who,
                   src=where)
    if step == ST_KILL:
        return Msg("midgard.prompt.kill", "{card}: kill a warrior in {area}?", card=name,
                   area=loc_msg(st.target))
    if step == ST_HTARGET:
        return Msg("midgard.prompt.htarget", "{card}: choose the target area", card=name)
    if step == ST_HPICK:
        return Msg("midgard.prompt.hpick", "{card} → {area}: choose a Viking to move ({k} of up to 3)",
                   card=name, area=loc_msg(st.target), k=4 - st.left)
    if step == ST_DESTROY:
        return Msg("midgard.prompt.destroy", "{card}: choose the province to destroy", card=name)
    if step == ST_PLACE:
        k = CARD_KINGDOM[st.card]
        where = (Msg("midgard.where.realms_short", "Asgard or Vanaheim") if k == REALMS_TARGET
                 else Msg(f"midgard.kingdom.{k}", KINGDOMS[k]))
        if st.left == 1:
            return Msg("midgard.prompt.place_last", "{card}: place a warrior from your supply in {where} (1 more)",
                       card=name, where=where)
        return Msg("midgard.prompt.place", "{card}: place a warrior from your supply in {where} (up to {k})",
                   card=name, where=where, k=st.left)
    return Msg("midgard.prompt.none", "")



def _loc(loc: int) -> str:
    if loc == BOAT:
        return "the boat"
    if loc == SUPPLY:
        return "the supply"
    return LOC_NAMES[loc]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _name(names: list[str], s: int) -> str:
    return names[s] if 0 <= s < len(names) else "Nobody"


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
        src, dst = event["from"], event["to"]
        if src == SUPPLY:
            return f"{who} brings a new warrior from the supply to {_loc(dst)}"
        if dst == VALHALLA:
            return f"{who}'s {kind} dies in {_loc(src)} and goes to Valhalla"
        return f"{who}'s {kind} moves from {_loc(src)} to {_loc(dst)}"
    if t == "kill":
        return f"{who} attacks {_name(names, event['victim'])}'s warrior in {LOC_NAMES[event['area']]}"
    if t == "nokill":
        return f"{who} spares the warriors in {LOC_NAMES[event['area']]}"
    if t == "stop":
        return f"{who} ends the card there"
    if t == "horde_target":
        return f"{who}'s horde heads for {LOC_NAMES[event['area']]}"
    if t == "destroy":
        prov = PROVINCES[event["province"]]
        if "count" not in event:
            return f"{who} destroys {prov}"
        if event["count"] == 0:
            return f"{who} destroys {prov}, which is empty: nobody dies"
        verb = "dies" if event["count"] == 1 else "die"
        return f"{who} destroys {prov}: {_plural(event['count'], 'Viking')} there {verb}"
    if t == "no_effect":
        why = event.get("why")
        if why == "supply":
            return f"{who} has no warrior in the supply: the card has no effect"
        if why == "full":
            k = CARD_KINGDOM[event["card"]] if 0 <= event.get("card", -1) < len(CARD_KINGDOM) else -1
            where = KINGDOMS[k] if 0 <= k < len(KINGDOMS) else "the named kingdom"
            if k == REALMS_TARGET:
                where = "the named place"
            return f"{where} has no free village: {who}'s card has no effect"
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
            parts.append(f"{PROVINCES[p]}: {_name(names, c) if c >= 0 else 'nobody'}")
        return f"Control of {KINGDOMS[event['kingdom']]} — " + ", ".join(parts)
    if t == "kingdom_points":
        provs = ", ".join(PROVINCES[p] for p in event["provinces"])
        return f"{KINGDOMS[event['kingdom']]}: {who} controls {provs}, +{event['points']}"
    if t == "tokens":
        got = _plural(event["count"], TOKEN_COLOURS[event["colour"]] + " token")
        if event.get("why") == "presence":
            n = event["count"]
            provs = "1 province" if n == 1 else f"{n} provinces"
            return f"{who} takes {got} for Vikings in {provs} of {KINGDOMS[event['colour']]}"
        if event.get("why") == "card":
            return f"{who} takes {got} (card)"
        return f"{who} takes {got}"
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
        if event["count"] == 1:
            return f"{who}'s Viking returns from Valhalla to the boat"
        return f"{who}'s {event['count']} Vikings return from Valhalla to the boat"
    if t == "sets":
        g, b, u = event["tokens"]
        return f"{who} reveals {g} grey, {b} brown, {u} blue: {_plural(event['sets'], 'set')}, " \
               f"+{event['points']}"
    if t == "game_over":
        winners = event["winners"]
        win = " and ".join(_name(names, x) for x in winners)
        line = f"Game over: {win} {'wins' if len(winners) == 1 else 'share the win'}"
        sc = event.get("scores") or []
        if winners and sc:
            best = sc[winners[0]]
            tied = sum(1 for x in sc if x == best)
            if tied > len(winners):
                line += f" (tied on {best} points, more kingdom tokens)"
            elif tied > 1:
                line += f" (tied on {best} points and on kingdom tokens)"
        return line
    return ""
