"""Blood Rage's words: the prompt of the pending decision, the label of each action and
the log line of each event, all as messages (`game.core.Msg`: a key, the English default
and parameters, so that a translation can word them its own way).

Names of game things inside a text are messages too, from the families the boards use:
places `blood_rage.loc.<id>`, figures `blood_rage.fig.<kind>`, cards
`blood_rage.card.<code>.name`, stats `blood_rage.stat.<0-2>`; the log's own names are
`blood_rage.name.<kind>.<id>` (phases, tokens, Glory sources, reasons). Lists of names
are `blood_rage.list.<n>` ("a, b, c"), `blood_rage.and.<n>` ("a and b") and
`blood_rage.plus.<n>` ("a + b"). Prompts are `blood_rage.ask.<decision>` and action labels
`blood_rage.action.<name>` (the board words its own, richer ones under
`blood_rage.prompt.*` and `blood_rage.act.*`). `message_keys()` gives every key with its
English default, for the translation catalogue.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import Msg

from .data import CARDS, FIGURE_NAMES, NAMES, NUM_CARDS, STATS

# --- names inside texts ----------------------------------------------------------------------
# (every phase of state.PHASE_LABEL: progress() names a phase by blood_rage.name.phase.<id>)
_PHASES = {"setup": "Setup", "draft": "Gods' Gifts", "action": "Action", "discard": "Discard", "quest": "Quest",
           "ragnarok": "Ragnarök", "release": "Release Valhalla", "over": "Game over"}
_TOKENS = {"Y": "Yggdrasil token", "R": "Rage token", "A": "Axes token", "H": "Horns token",
           "G": "Glory token"}
_SOURCES = {"pillage": "Glory token", "battles": "battle won", "quests": "quest", "ragnarok": "Ragnarök",
            "cards": "card", "upgrades": "upgrade", "stats": "epic stats"}
# reasons named in the log that are neither a card nor a figure
_REASONS = {"quest": "quest", "Frigga's Sacrifice": "Frigga's Sacrifice", "Thor's Oath": "Thor's Oath",
            "Frigga's Grace": "Frigga's Grace", "Lord of Axes": "Lord of Axes",
            "Lord of Spears": "Lord of Spears", "Odin's Inspiration": "Odin's Inspiration",
            "Odin's Throne": "Odin's Throne", "Thor's Conquest": "Thor's Conquest"}
# a name shared by several cards (one per Age) is the first of them
_CARD_BY_NAME: dict[str, int] = {CARDS[c].name: c for c in range(NUM_CARDS - 1, -1, -1)}
_LISTS = (("list", ", "), ("and", " and "), ("plus", " + "))
_LIST_MAX = 12


def place(loc: Any) -> Msg:
    return Msg(f"blood_rage.loc.{loc}", NAMES.get(loc, str(loc)))


def figure(kind: Any) -> Msg:
    return Msg(f"blood_rage.fig.{kind}", FIGURE_NAMES.get(kind, str(kind)))


def card(c: Any) -> Msg:
    if isinstance(c, int) and 0 <= c < NUM_CARDS:
        return Msg(f"blood_rage.card.{CARDS[c].code}.name", CARDS[c].name)
    return Msg("blood_rage.card.hidden", "a hidden card")


def stat(name: Any) -> Msg:
    """A stat by its id ("RAGE", "AXES", "HORNS"; any case)."""
    up = str(name).upper()
    if up in STATS:
        return Msg(f"blood_rage.stat.{STATS.index(up)}", up.capitalize())
    return Msg(f"blood_rage.name.stat.{name}", str(name).capitalize())


def _name(kind: str, ident: Any, table: dict[str, str], default: str | None = None) -> Msg:
    return Msg(f"blood_rage.name.{kind}.{ident}", table.get(ident, str(ident) if default is None else default))


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in text.lower()).strip("_")


def _reason_one(text: str) -> Msg:
    if text in _CARD_BY_NAME:
        return card(_CARD_BY_NAME[text])
    for k, v in FIGURE_NAMES.items():
        if v == text:
            return figure(k)
    return Msg(f"blood_rage.name.why.{_slug(text)}", text)


def reason(text: str) -> Msg:
    """The card or rule an event names as its reason ("A + B" for several cards)."""
    parts = text.split(" + ")
    if len(parts) == 1:
        return _reason_one(text)
    return join([_reason_one(p) for p in parts], "plus")


def join(items: list, kind: str = "list") -> Msg:
    """Names as one list message (`kind`: "list" a, b; "and" a and b; "plus" a + b)."""
    sep = dict(_LISTS)[kind]
    return Msg(f"blood_rage.{kind}.{len(items)}", sep.join(f"{{i{k}}}" for k in range(len(items))),
               **{f"i{k}": x for k, x in enumerate(items)})


def played(c: Any) -> Msg:
    """A revealed card with its printed bonus; quests and upgrades add nothing in a battle."""
    if not (isinstance(c, int) and 0 <= c < NUM_CARDS):
        return card(c)
    k = CARDS[c]
    if k.kind == "battle":
        if k.effect == "sight":
            return Msg("blood_rage.played.sight", "{card} (+X)", card=card(c))
        return Msg("blood_rage.played.battle", "{card} (+{n})", card=card(c), n=k.value)
    if k.kind == "quest":
        return Msg("blood_rage.played.quest", "{card} (quest, +0)", card=card(c))
    return Msg("blood_rage.played.upgrade", "{card} (upgrade, +0)", card=card(c))


# --- the log: one table of event texts ----------------------------------------------------------
# name -> English template; `describe` picks the name (the event's type, or a variant of it)
# and computes the parameters with the small functions of _PARAMS.
EVENTS: dict[str, str] = {
    "setup": "Setup: {gone} destroyed before the game; Ragnarök first threatens {doom}; {first} is first player.",
    "phase": "Age {age}: {phase} phase.",
    "age": "Age {age} begins; {first} is first player.",
    "draft_done": "The Gods' Gifts are drafted.",
    "pass": "{who} passes.",
    "invade": "{who} invades {to} with the {fig}.",
    "invade_free": "{who} invades {to} with the {fig} for free (upgrade bonus).",
    "recall": "{who} returns from Valhalla into {to} with the {fig}.",
    "recall_free": "{who} returns from Valhalla into {to} with the {fig} for free (upgrade bonus).",
    "blessing": "{who} (Loki's Blessing) invades {to} with the {fig}.",
    "blessing_free": "{who} (Loki's Blessing) invades {to} with the {fig} for free (upgrade bonus).",
    "succor": "{who} (Frigga's Succor) adds a Warrior to {to}.",
    "march": "{who} moves the {fig} from {frm} to {to}.",
    "lord_move": "{who} moves the Leader from {frm} to {to} (Lord of Hammers).",
    "upgrade": "{who} upgrades with {card}.",
    "upgrade_replacing": "{who} upgrades with {card}, discarding the upgrade {replaced}.",
    "replace": "{who} discards the upgrade {card}.",
    "monster_gone": "{who}'s {fig} leaves the game.",
    "monster_strike": "{who}'s {fig} strikes in {loc}.",
    "quest": "{who} commits to a quest.",
    "pillage": "{who} pillages {loc}!",
    "pillage_again": "{who} pillages {loc} again (Tyr's Challenge)!",
    "thor_domain": "{who} pays 2 Rage (Thor's Domain) to pillage {loc}.",
    "join": "{who} answers the call: {fig} from {frm}.",
    "unopposed": "Nobody opposes {who} in {loc}.",
    "battle": "Battle in {loc}: {sides}.",
    "battle_side": "{who} (strength {n})",
    "reveal": "Revealed: {plays}.",
    "reveal_play": "{who} {card}",
    "primacy": "Thor's Primacy cancels the opponents' card texts.",
    "watch": "Heimdall's Watch: the revealed cards are discarded ({n} Glory); play again.",
    "smite": "{who}'s Odin's Smite strikes.",
    "tide": "{who}'s Odin's Tide: every clan keeps one figure.",
    "tyr_quest": "{who} uses a quest as a +{n} battle card.",
    "late": "{who} plays {card} late.",
    "compare": "Totals with cards: {totals}; {who} wins.",
    "compare_tie": "Totals with cards: {totals}; a tie: everyone loses.",
    "compare_total": "{who} {n}",
    "take_back": "{who} takes back into hand: {cards}.",
    "winner_discards": "{who} discards the played cards: {cards}.",
    "keep_card": "{who} keeps one card for the next Age.",
    "trickery": "{who} takes 1 Rage from {frm} (Loki's Trickery).",
    "poison": "{who} takes {frm}'s cards (Loki's Poison).",
    "prowess": "{who} buys back {card} (Tyr's Prowess).",
    "backstab": "{who} steals {n} Glory from {frm} (Loki's Backstab).",
    "destroyed": "{who} loses to Valhalla: {figs}.",
    "escape": "{who}'s Volur Witch escapes to Yggdrasil.",
    "protect": "{who} pays 1 Rage to save the {fig} (Frigga's Protection).",
    "pillaged": "{who}'s pillage of {loc} succeeds: {token}.",
    "pillaged_twice": "{who}'s pillage of {loc} succeeds: {token} twice.",
    "glory": "{who} gains {n} Glory ({src}).",
    "glory_for": "{who} gains {n} Glory ({why}).",
    "glory_src_for": "{who} gains {n} Glory ({src}, {why}).",
    "stat": "{who} raises {stat} to {value}.",
    "stat_for": "{who} raises {stat} to {value} ({why}).",
    "raise_lost": "{who} cannot raise any stat further.",
    "rage": "{who} gains {n} Rage.",
    "sacrifice": "{who} sacrifices two figures (Frigga's Sacrifice).",
    "quest_reveal": "{who} reveals quest {card}: fulfilled.",
    "quest_reveal_failed": "{who} reveals quest {card}: failed.",
    "ragnarok": "Ragnarök destroys {loc}.",
    "ragnarok_doom": "Ragnarök destroys {loc}; Doom moves to {doom}.",
    "release": "{who} gets {n} figures back from Valhalla.",
    "release_one": "{who} gets {n} figure back from Valhalla.",
    "phase_end": "The Action phase ends.",
    "game_over": "The game is over.",
    "game_over_win": "The game is over: {who} wins with {n} Glory.",
    "game_over_shared": "The game is over: {who} share the victory with {n} Glory.",
    "none": "",
    "unknown": "{event}",
}
# events that have no line of their own
SILENT = frozenset({"call_pass", "card_chosen", "keep_chosen", "battle_end"})


def event_msg(name: str, **params: Any) -> Msg:
    return Msg(f"blood_rage.event.{name}", EVENTS[name], **params)


def _seat(names: list[str], i: Any) -> str:
    return names[i] if isinstance(i, int) and 0 <= i < len(names) else "?"


Params = tuple[str, dict[str, Any]]


def _who(e: dict, names: list[str]) -> Params:
    return e["t"], {"who": _seat(names, e.get("seat"))}


def _who_loc(e: dict, names: list[str]) -> Params:
    return e["t"], {"who": _seat(names, e.get("seat")), "loc": place(e["loc"])}


def _who_n(e: dict, names: list[str]) -> Params:
    return e["t"], {"who": _seat(names, e.get("seat")), "n": e["n"]}


def _who_frm(e: dict, names: list[str]) -> Params:
    return e["t"], {"who": _seat(names, e.get("seat")), "frm": _seat(names, e.get("frm"))}


def _who_fig(e: dict, names: list[str]) -> Params:
    return e["t"], {"who": _seat(names, e.get("seat")), "fig": figure(e["fig"])}


def _who_card(e: dict, names: list[str]) -> Params:
    return e["t"], {"who": _seat(names, e.get("seat")), "card": card(e["card"])}


def _who_cards(e: dict, names: list[str]) -> Params:
    return e["t"], {"who": _seat(names, e.get("seat")), "cards": join([card(c) for c in e["cards"]])}


def _setup(e: dict, names: list[str]) -> Params:
    first = names[e["first"]] if 0 <= e.get("first", -1) < len(names) else "?"
    return "setup", {"gone": join([place(p) for p in e["destroyed"]]), "doom": place(e["doom"]), "first": first}


def _invade(e: dict, names: list[str]) -> Params:
    t = e["t"]
    p = {"who": _seat(names, e.get("seat")), "to": place(e["to"])}
    if t == "succor":
        return t, p
    p["fig"] = figure(e["fig"])
    return (t + "_free" if e.get("free") else t), p


def _move(e: dict, names: list[str]) -> Params:
    p = {"who": _seat(names, e.get("seat")), "frm": place(e["frm"]), "to": place(e["to"])}
    if e["t"] == "march":
        p["fig"] = figure(e["fig"])
    return e["t"], p


def _upgrade(e: dict, names: list[str]) -> Params:
    p = {"who": _seat(names, e.get("seat")), "card": card(e["card"])}
    if "replaced" in e:
        p["replaced"] = card(e["replaced"])
        return "upgrade_replacing", p
    return "upgrade", p


def _pillage(e: dict, names: list[str]) -> Params:
    return ("pillage_again" if e.get("again") else "pillage"), {"who": _seat(names, e.get("seat")),
                                                               "loc": place(e["loc"])}


def _join_call(e: dict, names: list[str]) -> Params:
    return "join", {"who": _seat(names, e.get("seat")), "fig": figure(e["fig"]), "frm": place(e["frm"])}


def _battle(e: dict, names: list[str]) -> Params:
    strs = e.get("str") or [None] * len(e["seats"])
    sides = [names[i] if v is None else event_msg("battle_side", who=names[i], n=v)
             for i, v in zip(e["seats"], strs)]
    return "battle", {"loc": place(e["loc"]), "sides": join(sides)}


def _reveal(e: dict, names: list[str]) -> Params:
    return "reveal", {"plays": join([event_msg("reveal_play", who=names[i], card=played(c))
                                     for i, c in e["plays"]])}


def _late(e: dict, names: list[str]) -> Params:
    return "late", {"who": _seat(names, e.get("seat")), "card": played(e["card"])}


def _compare(e: dict, names: list[str]) -> Params:
    totals = join([event_msg("compare_total", who=names[i], n=v) for i, v in zip(e["seats"], e["totals"])])
    if e["winner"] >= 0:
        return "compare", {"totals": totals, "who": names[e["winner"]]}
    return "compare_tie", {"totals": totals}


def _destroyed(e: dict, names: list[str]) -> Params:
    return "destroyed", {"who": _seat(names, e.get("seat")), "figs": join([figure(k) for k in e["figs"]])}


def _protect(e: dict, names: list[str]) -> Params:
    return "protect", {"who": _seat(names, e.get("seat")), "fig": figure(e["fig"])}


def _pillaged(e: dict, names: list[str]) -> Params:
    name = "pillaged_twice" if e.get("times", 1) == 2 else "pillaged"
    return name, {"who": _seat(names, e.get("seat")), "loc": place(e["loc"]),
                  "token": _name("token", e["token"], _TOKENS, "")}


def _glory(e: dict, names: list[str]) -> Params:
    p: dict[str, Any] = {"who": _seat(names, e.get("seat")), "n": e["n"]}
    src = e["src"]
    why = e.get("why")
    if why:
        p["why"] = reason(why)
        if _SOURCES.get(src, src) in ("card", "upgrade"):
            return "glory_for", p
        p["src"] = _name("source", src, _SOURCES)
        return "glory_src_for", p
    p["src"] = _name("source", src, _SOURCES)
    return "glory", p


def _stat(e: dict, names: list[str]) -> Params:
    p = {"who": _seat(names, e.get("seat")), "stat": stat(e["stat"]), "value": e["value"]}
    if e.get("why"):
        p["why"] = reason(e["why"])
        return "stat_for", p
    return "stat", p


def _quest_reveal(e: dict, names: list[str]) -> Params:
    return ("quest_reveal" if e["ok"] else "quest_reveal_failed"), {
        "who": _seat(names, e.get("seat")), "card": card(e["card"])}


def _ragnarok(e: dict, names: list[str]) -> Params:
    if e.get("doom"):
        return "ragnarok_doom", {"loc": place(e["loc"]), "doom": place(e["doom"])}
    return "ragnarok", {"loc": place(e["loc"])}


def _release(e: dict, names: list[str]) -> Params:
    n = e["n"]
    return ("release_one" if n == 1 else "release"), {"who": _seat(names, e.get("seat")), "n": n}


def _game_over(e: dict, names: list[str]) -> Params:
    sc = e.get("scores") or []
    if not sc:
        return "game_over", {}
    best = max(sc)
    top = [names[i] if i < len(names) else "?" for i, g in enumerate(sc) if g == best]
    if len(top) == 1:
        return "game_over_win", {"who": top[0], "n": best}
    return "game_over_shared", {"who": join(top, "and"), "n": best}


def _phase(e: dict, names: list[str]) -> Params:
    return "phase", {"age": e["age"], "phase": _name("phase", e["phase"], _PHASES)}


def _age(e: dict, names: list[str]) -> Params:
    return "age", {"age": e["age"], "first": names[e["first"]]}


def _plain(e: dict, names: list[str]) -> Params:
    return e["t"], {}


def _watch(e: dict, names: list[str]) -> Params:
    return "watch", {"n": e["n"]}


# event type -> the function giving (name in EVENTS, parameters)
_PARAMS: dict[str, Callable[[dict, list[str]], Params]] = {
    "setup": _setup, "phase": _phase, "age": _age, "draft_done": _plain, "pass": _who,
    "invade": _invade, "recall": _invade, "succor": _invade, "blessing": _invade,
    "march": _move, "lord_move": _move, "upgrade": _upgrade, "replace": _who_card,
    "monster_gone": _who_fig, "monster_strike": lambda e, nm: ("monster_strike", {
        "who": _seat(nm, e.get("seat")), "fig": figure(e["fig"]), "loc": place(e["loc"])}),
    "quest": _who, "pillage": _pillage, "thor_domain": _who_loc, "join": _join_call,
    "unopposed": _who_loc, "battle": _battle, "reveal": _reveal, "primacy": _plain, "watch": _watch,
    "smite": _who, "tide": _who, "tyr_quest": _who_n, "late": _late, "compare": _compare,
    "take_back": _who_cards, "winner_discards": _who_cards, "keep_card": _who, "trickery": _who_frm,
    "poison": _who_frm, "prowess": _who_card, "backstab": lambda e, nm: ("backstab", {
        "who": _seat(nm, e.get("seat")), "frm": _seat(nm, e.get("frm")), "n": e["n"]}),
    "destroyed": _destroyed, "escape": _who, "protect": _protect, "pillaged": _pillaged,
    "glory": _glory, "stat": _stat, "raise_lost": _who, "rage": _who_n, "sacrifice": _who,
    "quest_reveal": _quest_reveal, "ragnarok": _ragnarok, "release": _release, "phase_end": _plain,
    "game_over": _game_over,
}


def describe(event: dict, names: list[str]) -> Msg:
    """The log line of an event (an empty message to skip it)."""
    t = event.get("t")
    if t in SILENT:
        return event_msg("none")
    fn = _PARAMS.get(t)
    if fn is None:
        return event_msg("unknown", event=str(event))
    name, params = fn(event, names)
    return event_msg(name, **params)


# --- prompts and action labels -------------------------------------------------------------------
PROMPTS = {
    "over": "The game is over",
    "none": "",
    "pick": "Gods' Gifts: keep one card and pass the rest",
    "turn": "Your turn: choose an action (or pass)",
    "inv_to": "Invade: choose where the figure goes",
    "march_to": "March: choose the destination",
    "march_fig": "March: choose the next figure to move (or done)",
    "slot": "Upgrade: choose the slot (a card there is discarded)",
    "free": "Upgrade: you may invade with the upgraded figure for free",
    "succor": "Frigga's Succor: add a free Warrior to that province?",
    "thordom": "Thor's Domain: pay 2 Rage to pillage that province now?",
    "sac2": "Frigga's Sacrifice: choose the second figure",
    "stat": "Raise one stat",
    "volur": "Volur Witch: flee to Yggdrasil or die?",
    "protect": "Frigga's Protection: pay 1 Rage per figure to save it",
    "call": "Call to battle: move one figure into the battle, or pass",
    "card": "Battle: choose a card to play face down",
    "tyr": "Use your revealed quest as a battle card?",
    "tide": "Odin's Tide: choose the one figure you keep",
    "late": "Play a Heimdall card after the reveal, or pass",
    "prowess": "Tyr's Prowess: buy back played cards for 1 Rage each",
    "lordmove": "Lord of Hammers: move your Leader to a neighbouring province?",
    "blessing": "Loki's Blessing: invade the battle province with a free Warrior?",
    "keep": "Discard phase: keep one card for the next Age, or none",
}


def prompt(state: Any, seat: int | None = None) -> Msg:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return Msg("blood_rage.ask.over", PROMPTS["over"])
    a = state.ask
    if a is None:
        return Msg("blood_rage.ask.none", "")
    return Msg(f"blood_rage.ask.{a[0]}", PROMPTS.get(a[0], str(a[0])))


# label name -> English template (keys blood_rage.action.<name>)
LABELS: dict[str, str] = {
    "pass": "Pass", "invade": "Invade with the {fig}", "recall": "Bring the {fig} back from Valhalla (1 Rage)",
    "march": "March from {place}", "upgrade": "Upgrade: {card}", "quest": "Quest: {card}",
    "pillage": "Pillage {place}", "repillage": "Pillage {place} again (2 Rage)",
    "sacrifice": "Sacrifice the {fig} in {place}", "to": "To {place}", "move": "Move the {fig}",
    "slot_empty": "An empty slot", "slot": "Replace {card}", "free": "Free invade: {fig} to {place}",
    "stat": "Raise {stat}", "keep_fig": "Keep the {fig} in {place}", "keep": "Keep {card}",
    "join": "Send the {fig} from {place}", "play": "Play {card}", "late": "Play late: {card}",
    "pick": "Keep {card}", "buy": "Buy back {card}", "done": "Done", "skip": "Skip", "stay": "Stay",
    "none": "Keep nothing", "yes": "Yes", "no": "No", "escape": "Flee to Yggdrasil", "die": "Die",
    "other": "{action}",
}
_WORDS = frozenset({"done", "skip", "stay", "none", "yes", "no", "escape", "die"})


def _label(name: str, **params: Any) -> Msg:
    return Msg(f"blood_rage.action.{name}", LABELS[name], **params)


def action_label(action: tuple) -> Msg:
    """One legal action as a button label."""
    v = action[0]
    if v in ("invade", "recall"):
        return _label(v, fig=figure(action[1]))
    if v in ("march", "pillage", "repillage", "to"):
        return _label(v, place=place(action[1]))
    if v in ("upgrade", "quest", "play", "late", "pick", "buy"):
        return _label(v, card=card(action[1]))
    if v == "sacrifice" or v == "sac":
        return _label("sacrifice", fig=figure(action[2]), place=place(action[1]))
    if v == "move":
        return _label("move", fig=figure(action[1]))
    if v == "slot":
        return _label("slot_empty") if action[1] < 0 else _label("slot", card=card(action[1]))
    if v == "free":
        return _label("free", fig=figure(action[1]), place=place(action[2]))
    if v == "stat":
        return _label("stat", stat=stat(action[1]))
    if v == "keep":
        if len(action) == 3:
            return _label("keep_fig", fig=figure(action[2]), place=place(action[1]))
        return _label("keep", card=card(action[1]))
    if v == "join":
        return _label("join", fig=figure(action[2]), place=place(action[1]))
    if v == "pass" or v in _WORDS:
        return _label(v)
    return _label("other", action=str(action))


# --- the catalogue --------------------------------------------------------------------------------
def message_keys() -> dict[str, str]:
    """Every key this module can produce, with its English default."""
    out: dict[str, str] = {}
    for name, text in EVENTS.items():
        out[f"blood_rage.event.{name}"] = text
    for name, text in PROMPTS.items():
        out[f"blood_rage.ask.{name}"] = text
    for name, text in LABELS.items():
        out[f"blood_rage.action.{name}"] = text
    for loc, text in NAMES.items():
        out[f"blood_rage.loc.{loc}"] = text
    for k, text in FIGURE_NAMES.items():
        out[f"blood_rage.fig.{k}"] = text
    for c in range(NUM_CARDS):
        out[f"blood_rage.card.{CARDS[c].code}.name"] = CARDS[c].name
    out["blood_rage.card.hidden"] = "a hidden card"
    for i, s in enumerate(STATS):
        out[f"blood_rage.stat.{i}"] = s.capitalize()
    for kind, table in (("phase", _PHASES), ("token", _TOKENS), ("source", _SOURCES)):
        for ident, text in table.items():
            out[f"blood_rage.name.{kind}.{ident}"] = text
    for text in _REASONS.values():
        m = _reason_one(text)
        out[m.key] = m.default
    for kind in ("sight", "battle", "quest", "upgrade"):
        m = played(_example_card(kind))
        out[m.key] = m.default
    for kind, _sep in _LISTS:
        for n in range(_LIST_MAX + 1):
            m = join([""] * n, kind)
            out[m.key] = m.default
    return out


def _example_card(kind: str) -> int:
    for c in range(NUM_CARDS):
        k = CARDS[c]
        if kind == "sight" and k.kind == "battle" and k.effect == "sight":
            return c
        if kind == "battle" and k.kind == "battle" and k.effect != "sight":
            return c
        if kind in ("quest", "upgrade") and (k.kind == "quest") == (kind == "quest") and k.kind != "battle":
            return c
    raise LookupError(kind)
