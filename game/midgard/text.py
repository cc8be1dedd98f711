"""Midgard's words: the pending decision (`prompt`), each legal action (`action_label`)
and the log line of each event (`describe`), as messages (`game.core.Msg`: the English
text with a key and its parameters, so a translation can word them its own way). The
names of the game's things inside them (cards, provinces and realms, kingdoms, token
colours, decks, clans) are keyed messages too; player names are plain parameters.

Every text is a template in one of the tables below (`PROMPTS`, `LABELS`, `EVENTS`,
`WORDS`), under the key `midgard.<table>.<name>`; `message_keys()` lists every key this
module can produce with its English, for the translation catalogue.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import Msg

from .data import (
    ACTION,
    ATTACK,
    BOAT,
    CARD_KINGDOM,
    CARD_TYPE,
    COLOURS,
    DECK_NAMES,
    DRAFT,
    INVASION,
    KINGDOMS,
    LOC_NAMES,
    NUM_CARDS,
    OVER,
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
from .moves import (
    MOVES,
    Attack,
    ChooseViking,
    Destroy,
    HordeTarget,
    Kill,
    MoveTo,
    Pick,
    PlaceWarrior,
    Play,
    TakeToken,
    named,
)

# --- names of the game's things ---------------------------------------------------------------
WORDS = {
    "chieftain": "chieftain",
    "warrior": "warrior",
    "nobody": "Nobody",                  # a seat that is not at the table
    "nobody_controls": "nobody",         # a province nobody controls
    "named_kingdom": "the named kingdom",
    "named_place": "the named place",
    "hidden_card": "a hidden card",
}
# how a list of names is joined (by its length): "A, B, C", "A and B"
_LIST_MAX = 15
_JOINS = (("list", ", "), ("and", " and "))


def word(name: str) -> Msg:
    """One of the `WORDS` (keys "midgard.<name>": chieftain and warrior are shared with the board)."""
    key = f"midgard.{name}" if name in ("chieftain", "warrior") else f"midgard.word.{name}"
    return Msg(key, WORDS[name])


def card_msg(c: int) -> Msg:
    """A card's name as a message (its key names the card)."""
    if not 0 <= c < NUM_CARDS:
        return Msg("midgard.word.hidden_card", WORDS["hidden_card"])
    return Msg(f"midgard.card_name.{c}", card_name(c))


def loc_msg(loc: int) -> Msg:
    """A location's name: a province or realm, "the boat", "the supply"."""
    if loc == BOAT:
        return Msg("midgard.loc.boat", "the boat")
    if loc == SUPPLY:
        return Msg("midgard.loc.supply", "the supply")
    return Msg(f"midgard.loc.{loc}", LOC_NAMES[loc])


def kingdom_msg(k: int) -> Msg:
    return Msg(f"midgard.kingdom.{k}", KINGDOMS[k])


def colour_msg(k: int) -> Msg:
    """A kingdom token's colour (grey, brown, blue)."""
    return Msg(f"midgard.token.{k}", TOKEN_COLOURS[k])


def deck_msg(k: int) -> Msg:
    return Msg(f"midgard.deck.{k}", DECK_NAMES[k])


def clan_msg(seat: int) -> Msg:
    """A clan by its colour (Red, Black...): action labels know no player names."""
    return Msg(f"midgard.clan.{seat}", COLOURS[seat])


def join(items: list, how: str = "list") -> Msg:
    """A list of names as one message: "midgard.list.3" is "{i0}, {i1}, {i2}"."""
    sep = dict(_JOINS)[how]
    return Msg(f"midgard.{how}.{len(items)}", sep.join(f"{{i{k}}}" for k in range(len(items))),
               **{f"i{k}": x for k, x in enumerate(items)})


# --- the phases of a round (state.progress(): "midgard.phase.<phase>") -----------------------------
PHASE_NAMES = {DRAFT: "Draft", ACTION: "Action", VANAHEIM_CHOICE: "Scoring", OVER: "Game over"}


def phase_key(phase: str) -> str:
    """The message key of a phase's name (English in PHASE_NAMES)."""
    return f"midgard.phase.{phase}"


# --- the pending decision -------------------------------------------------------------------------
PROMPTS = {
    "over": "The game is over",
    "draft_wait": "Draft: waiting for the others ({k} of {total} picked)",
    "draft": "Draft: pick a card to keep ({k} of {total})",
    "vanaheim": "Vanaheim: choose the colour of a kingdom token ({k} of 2)",
    "extra": "Extra turn: play a card",
    "play": "Play a card (turn {k} of {q})",
    "pick_invasion": "{card}: choose a Viking to move ({k} of up to 2)",
    "pick_attack": "{card}: choose the attacking Viking",
    "pick": "{card}: choose a Viking to move",
    "dest_attack": "{card}: choose the target of the {who} from {src}",
    "dest": "{card}: where does the {who} from {src} go?",
    "kill": "{card}: kill a warrior in {area}?",
    "htarget": "{card}: choose the target area",
    "hpick": "{card} → {area}: choose a Viking to move ({k} of up to 3)",
    "destroy": "{card}: choose the province to destroy",
    "place_last": "{card}: place a warrior from your supply (1 more)",
    "place": "{card}: place a warrior from your supply (up to {k})",
    "none": "",
}


def _prompt(name: str, **params: Any) -> Msg:
    return Msg(f"midgard.prompt.{name}", PROMPTS[name], **params)


def prompt(st: Any, seat: int | None = None) -> Msg:
    """The pending decision (of `seat` during the simultaneous draft; by default the
    first seat to act) as a message: English text with a key and parameters."""
    ph = st.phase
    if ph == OVER:
        return _prompt("over")
    if ph == DRAFT:
        d = st.draft
        if seat is None:
            ta = d.to_act()
            seat = ta[0] if ta else 0
        got = len(d.picked[seat]) + (0 if d.pending[seat] is None else 1)
        total = got + len(d.packs[seat])
        if d.pending[seat] is not None:
            return _prompt("draft_wait", k=got, total=total)
        return _prompt("draft", k=got + 1, total=total)
    if ph == VANAHEIM_CHOICE:
        return _prompt("vanaheim", k=3 - st.van_left)
    step = st.step
    if step == ST_PLAY:
        if st.extra:
            return _prompt("extra")
        s = st.cur if seat is None else seat
        return _prompt("play", k=st.turns[s] + 1, q=st.quota)
    name = card_msg(st.card)
    typ = CARD_TYPE[st.card]
    if step == ST_PICK:
        if typ == INVASION:
            return _prompt("pick_invasion", card=name, k=3 - st.left)
        if typ == ATTACK:
            return _prompt("pick_attack", card=name)
        return _prompt("pick", card=name)
    if step == ST_DEST:
        who = word("chieftain") if st.typ else word("warrior")
        return _prompt("dest_attack" if typ == ATTACK else "dest", card=name, who=who, src=loc_msg(st.src))
    if step == ST_KILL:
        return _prompt("kill", card=name, area=loc_msg(st.target))
    if step == ST_HTARGET:
        return _prompt("htarget", card=name)
    if step == ST_HPICK:
        return _prompt("hpick", card=name, area=loc_msg(st.target), k=4 - st.left)
    if step == ST_DESTROY:
        return _prompt("destroy", card=name)
    if step == ST_PLACE:
        # the card's name says where ("New Warriors in Asgard/Vanaheim"): not said twice
        if st.left == 1:
            return _prompt("place_last", card=name)
        return _prompt("place", card=name, k=st.left)
    return _prompt("none")


# --- the legal actions (button labels) ------------------------------------------------------------
LABELS = {
    "play": "Play {card}",
    "pick": "Keep {card}",
    "viking": "Choose your {who} in {loc}",
    "to": "Move it to {loc}",
    "attack": "Attack the {clan} warrior in {loc}",
    "kill": "Kill the {clan} warrior",
    "nokill": "Kill nobody",
    "target": "Send the horde to {loc}",
    "destroy": "Destroy {loc}",
    "place": "Place a warrior in {loc}",
    "token": "Take a {colour} token ({kingdom})",
    "done": "Done",
}


def action_label(action: tuple) -> Msg:
    """One legal action in words (a button label)."""
    a = named(action)
    if not isinstance(a, MOVES):
        raise ValueError(f"not a Midgard action: {action!r}")
    if isinstance(a, (Play, Pick)):
        params: dict[str, Any] = {"card": card_msg(a.card)}
    elif isinstance(a, ChooseViking):
        params = {"who": word("chieftain") if a.figure == "C" else word("warrior"), "loc": loc_msg(a.location)}
    elif isinstance(a, (MoveTo, HordeTarget, PlaceWarrior)):
        params = {"loc": loc_msg(a.area)}
    elif isinstance(a, Destroy):
        params = {"loc": loc_msg(a.province)}
    elif isinstance(a, Attack):
        params = {"clan": clan_msg(a.victim), "loc": loc_msg(a.province)}
    elif isinstance(a, Kill):
        params = {"clan": clan_msg(a.victim)}
    elif isinstance(a, TakeToken):
        params = {"colour": colour_msg(a.colour), "kingdom": kingdom_msg(a.colour)}
    else:
        params = {}
    return Msg(f"midgard.act.{a.verb}", LABELS[a.verb], **params)


# --- the log: one line per event ------------------------------------------------------------------
# name -> English template; an event's line is "midgard.event.<name>" with the parameters
# computed by its function in _PARAMS (which also chooses the name: singular or plural...)
EVENTS = {
    "none": "",
    "round": "— Round {round} —",
    "doom": "Doom falls on {provinces}",
    "dealt_draft": "Cards are dealt; the draft begins",
    "dealt": "Cards are dealt (no draft this round)",
    "draft_done": "The draft is over",
    "reveal_none": "{who} shows no gold card",
    "reveal": "{who} shows gold {numbers}",
    "order": "Turn order: {names}; {quota} cards each",
    "play": "{who} plays {card}",
    "play_extra": "{who} plays {card} (extra turn)",
    "move_new": "{who} brings a new warrior from the supply to {dst}",
    "move_dies": "{who}'s {kind} dies in {src} and goes to Valhalla",
    "move": "{who}'s {kind} moves from {src} to {dst}",
    "kill": "{who} attacks {victim}'s warrior in {area}",
    "nokill": "{who} spares the warriors in {area}",
    "stop": "{who} ends the card there",
    "horde_target": "{who}'s horde heads for {area}",
    "destroy": "{who} destroys {province}",
    "destroy_empty": "{who} destroys {province}, which is empty: nobody dies",
    "destroy_one": "{who} destroys {province}: {count} Viking there dies",
    "destroy_many": "{who} destroys {province}: {count} Vikings there die",
    "no_effect_supply": "{who} has no warrior in the supply: the card has no effect",
    "no_effect_full": "{where} has no free village: {who}'s card has no effect",
    "no_effect": "{who}'s card has no effect",
    "draw_one": "{who} draws {count} {deck} card",
    "draw_many": "{who} draws {count} {deck} cards",
    "extra_turn": "{who} takes an extra turn",
    "skip": "{who} has no card and loses the turn",
    "action_done": "All cards are played",
    "phase_scoring": "— Scoring —",
    "phase_ragnarok": "— Ragnarok —",
    "phase": "— {phase} —",
    "control": "Control of {kingdom} — {provinces}",
    "control_part": "{province}: {who}",
    "kingdom_points": "{kingdom}: {who} controls {provinces}, +{points}",
    "tokens_presence_one": "{who} takes {count} {colour} token for Vikings in {count} province of {kingdom}",
    "tokens_presence_many": "{who} takes {count} {colour} tokens for Vikings in {count} provinces of {kingdom}",
    "tokens_card_one": "{who} takes {count} {colour} token (card)",
    "tokens_card_many": "{who} takes {count} {colour} tokens (card)",
    "tokens_one": "{who} takes {count} {colour} token",
    "tokens_many": "{who} takes {count} {colour} tokens",
    "asgard_none": "Asgard: nobody controls it",
    "asgard": "Asgard: {who} controls it, +{points}",
    "vanaheim_none": "Vanaheim: nobody controls it",
    "vanaheim": "Vanaheim: {who} controls it and chooses 2 tokens",
    "vanaheim_token": "{who} takes a secret token from Vanaheim",
    "doomed_one": "Ragnarok: {count} Viking of {who} dies in {province}, +{points}",
    "doomed_many": "Ragnarok: {count} Vikings of {who} die in {province}, +{points}",
    "valhalla_one": "Valhalla: {who} has {count} Viking there, +{points}",
    "valhalla_many": "Valhalla: {who} has {count} Vikings there, +{points}",
    "return_one": "{who}'s Viking returns from Valhalla to the boat",
    "return_many": "{who}'s {count} Vikings return from Valhalla to the boat",
    "sets_one": "{who} reveals {grey} grey, {brown} brown, {blue} blue: {sets} set, +{points}",
    "sets_many": "{who} reveals {grey} grey, {brown} brown, {blue} blue: {sets} sets, +{points}",
    "game_over_one": "Game over: {winners} wins{tie}",
    "game_over_shared": "Game over: {winners} share the win{tie}",
    "tie_tokens": " (tied on {best} points, more kingdom tokens)",
    "tie_all": " (tied on {best} points and on kingdom tokens)",
}

Params = tuple[str, dict[str, Any]]


def event_msg(name: str, **params: Any) -> Msg:
    return Msg(f"midgard.event.{name}", EVENTS[name], **params)


def _seat(names: list[str], s: Any) -> Any:
    """A player's name (plain), or "Nobody" for a seat not at the table."""
    return names[s] if isinstance(s, int) and 0 <= s < len(names) else word("nobody")


def _n(name: str, count: int) -> str:
    """The singular or plural entry of `name`."""
    return f"{name}_one" if count == 1 else f"{name}_many"


def _provinces(ps: list[int]) -> Msg:
    return join([loc_msg(p) for p in ps])


def _round(e: dict, who: Any, names: list[str]) -> Params:
    return "round", {"round": e["round"]}


def _doom(e: dict, who: Any, names: list[str]) -> Params:
    return "doom", {"provinces": _provinces(e["provinces"])}


def _dealt(e: dict, who: Any, names: list[str]) -> Params:
    return ("dealt_draft" if e["draft"] else "dealt"), {}


def _reveal(e: dict, who: Any, names: list[str]) -> Params:
    if not e["cards"]:
        return "reveal_none", {"who": who}
    # the gold number of each card ("Gold 12: ..." -> "12")
    return "reveal", {"who": who, "numbers": join([card_name(c).split(":")[0][5:] for c in e["cards"]])}


def _order(e: dict, who: Any, names: list[str]) -> Params:
    return "order", {"names": join([names[x] for x in e["order"]]), "quota": e["quota"]}


def _play(e: dict, who: Any, names: list[str]) -> Params:
    return ("play_extra" if e.get("extra") else "play"), {"who": who, "card": card_msg(e["card"])}


def _move(e: dict, who: Any, names: list[str]) -> Params:
    kind = word("chieftain") if e["kind"] == "C" else word("warrior")
    src, dst = e["from"], e["to"]
    if src == SUPPLY:
        return "move_new", {"who": who, "dst": loc_msg(dst)}
    if dst == VALHALLA:
        return "move_dies", {"who": who, "kind": kind, "src": loc_msg(src)}
    return "move", {"who": who, "kind": kind, "src": loc_msg(src), "dst": loc_msg(dst)}


def _kill(e: dict, who: Any, names: list[str]) -> Params:
    return "kill", {"who": who, "victim": _seat(names, e["victim"]), "area": loc_msg(e["area"])}


def _who_area(e: dict, who: Any, names: list[str]) -> Params:
    return e["t"], {"who": who, "area": loc_msg(e["area"])}


def _who(e: dict, who: Any, names: list[str]) -> Params:
    return e["t"], {"who": who}


def _plain(e: dict, who: Any, names: list[str]) -> Params:
    return e["t"], {}


def _destroy(e: dict, who: Any, names: list[str]) -> Params:
    params = {"who": who, "province": loc_msg(e["province"])}
    if "count" not in e:
        return "destroy", params
    if e["count"] == 0:
        return "destroy_empty", params
    return _n("destroy", e["count"]), {**params, "count": e["count"]}


def _no_effect(e: dict, who: Any, names: list[str]) -> Params:
    why = e.get("why")
    if why == "supply":
        return "no_effect_supply", {"who": who}
    if why == "full":
        k = CARD_KINGDOM[e["card"]] if 0 <= e.get("card", -1) < len(CARD_KINGDOM) else -1
        where = kingdom_msg(k) if 0 <= k < len(KINGDOMS) else word("named_kingdom")
        if k == REALMS_TARGET:
            where = word("named_place")
        return "no_effect_full", {"who": who, "where": where}
    return "no_effect", {"who": who}


def _draw(e: dict, who: Any, names: list[str]) -> Params:
    return _n("draw", e["count"]), {"who": who, "count": e["count"], "deck": deck_msg(e["deck"])}


def _phase(e: dict, who: Any, names: list[str]) -> Params:
    name = f"phase_{e['phase']}"
    if name in EVENTS:
        return name, {}
    return "phase", {"phase": str(e["phase"]).capitalize()}


def _control(e: dict, who: Any, names: list[str]) -> Params:
    parts = [event_msg("control_part", province=loc_msg(p),
                       who=_seat(names, c) if c >= 0 else word("nobody_controls"))
             for p, c in zip(e["provinces"], e["controllers"])]
    return "control", {"kingdom": kingdom_msg(e["kingdom"]), "provinces": join(parts)}


def _kingdom_points(e: dict, who: Any, names: list[str]) -> Params:
    return "kingdom_points", {"kingdom": kingdom_msg(e["kingdom"]), "who": who,
                              "provinces": _provinces(e["provinces"]), "points": e["points"]}


def _tokens(e: dict, who: Any, names: list[str]) -> Params:
    params = {"who": who, "count": e["count"], "colour": colour_msg(e["colour"])}
    why = e.get("why")
    if why == "presence":
        return _n("tokens_presence", e["count"]), {**params, "kingdom": kingdom_msg(e["colour"])}
    if why == "card":
        return _n("tokens_card", e["count"]), params
    return _n("tokens", e["count"]), params


def _realm(e: dict, who: Any, names: list[str]) -> Params:
    if e.get("seat", -1) < 0:
        return f"{e['t']}_none", {}
    return e["t"], {"who": who, "points": e.get("points", 0)}


def _doomed(e: dict, who: Any, names: list[str]) -> Params:
    return _n("doomed", e["count"]), {"who": who, "count": e["count"], "province": loc_msg(e["province"]),
                                      "points": e["points"]}


def _valhalla(e: dict, who: Any, names: list[str]) -> Params:
    return _n("valhalla", e["count"]), {"who": who, "count": e["count"], "points": e["points"]}


def _return(e: dict, who: Any, names: list[str]) -> Params:
    return _n("return", e["count"]), {"who": who, "count": e["count"]}


def _sets(e: dict, who: Any, names: list[str]) -> Params:
    g, b, u = e["tokens"]
    return _n("sets", e["sets"]), {"who": who, "grey": g, "brown": b, "blue": u, "sets": e["sets"],
                                   "points": e["points"]}


def _game_over(e: dict, who: Any, names: list[str]) -> Params:
    winners = e["winners"]
    tie: Any = ""
    sc = e.get("scores") or []
    if winners and sc:
        best = sc[winners[0]]
        tied = sum(1 for x in sc if x == best)
        if tied > len(winners):
            tie = event_msg("tie_tokens", best=best)
        elif tied > 1:
            tie = event_msg("tie_all", best=best)
    name = "game_over_one" if len(winners) == 1 else "game_over_shared"
    return name, {"winners": join([_seat(names, x) for x in winners], "and"), "tie": tie}


# event type -> the function giving the name of its line in EVENTS and the parameters
_PARAMS: dict[str, Callable[[dict, Any, list[str]], Params]] = {
    "round": _round, "doom": _doom, "dealt": _dealt, "draft_done": _plain, "reveal": _reveal,
    "order": _order, "play": _play, "move": _move, "kill": _kill, "nokill": _who_area,
    "stop": _who, "horde_target": _who_area, "destroy": _destroy, "no_effect": _no_effect,
    "draw": _draw, "extra_turn": _who, "skip": _who, "action_done": _plain, "phase": _phase,
    "control": _control, "kingdom_points": _kingdom_points, "tokens": _tokens, "asgard": _realm,
    "vanaheim": _realm, "vanaheim_token": _who, "doomed": _doomed, "valhalla": _valhalla,
    "return": _return, "sets": _sets, "game_over": _game_over,
}


def describe(event: dict, names: list[str]) -> Msg:
    """The log line of one event ("" for events the log does not show: a draft pick)."""
    f = _PARAMS.get(event.get("t"))
    if f is None:
        return event_msg("none")
    name, params = f(event, _seat(names, event.get("seat", -1)), names)
    return event_msg(name, **params)


# --- every key --------------------------------------------------------------------------------------
def message_keys() -> dict[str, str]:
    """Every key this module can produce -> its English default (events, names, prompts,
    labels), for the translation catalogue."""
    out: dict[str, str] = {}
    out.update({phase_key(k): v for k, v in PHASE_NAMES.items()})
    out.update({f"midgard.prompt.{k}": v for k, v in PROMPTS.items()})
    out.update({f"midgard.act.{k}": v for k, v in LABELS.items()})
    out.update({f"midgard.event.{k}": v for k, v in EVENTS.items()})
    for name in WORDS:
        m = word(name)
        out[m.key] = m.default
    for c in range(-1, NUM_CARDS):
        m = card_msg(c)
        out[m.key] = m.default
    for loc in range(SUPPLY + 1):
        m = loc_msg(loc)
        out[m.key] = m.default
    for k in range(3):
        for m in (kingdom_msg(k), colour_msg(k), deck_msg(k)):
            out[m.key] = m.default
    for s in range(len(COLOURS)):
        out[clan_msg(s).key] = COLOURS[s]
    for how, _sep in _JOINS:
        for n in range(_LIST_MAX + 1):
            m = join(list(range(n)), how)
            out[m.key] = m.default
    return out
