"""Every text of the engine, as messages (`game.core.Msg`: the English text with a key
and parameters, so a translation can word each its own way):

- `prompt(state, seat)`: the pending decision in a few words (keys ``vikings.ask.*``);
- `action_label(action)`: one legal action as a button label (``vikings.label.*``);
- `describe(event, names, mapid)`: the log line of an event (``vikings.event.*``), built
  from the table EVENTS (text name -> English) and small functions giving each event's
  text name and parameters;
- the names of game things inside these texts are messages too, by name and never by the
  data's id ("Jarl's Hoard", not "FV02"): Viking and Favor cards, gods, dedications,
  regions, Docks and fjords, enemy mats and Favor row ends with the board's keys
  (``vikings.card.<id>.name``, ``vikings.favor.<id>.name``, ``vikings.god.<id>.name``,
  ``vikings.ded.<slot>.name``, ``vikings.region.<map>.<id>``, ``vikings.place.*``,
  ``vikings.enemy.mat.<id>``, ``vikings.end.<end>``), the rest (runes: "Fehu") under
  ``vikings.name.<kind>.<id>``;
- `message_keys()`: every key above with its English (the translation catalogue).

Player names are plain parameters. The engine's prompts and labels have keys of their own
(ask, label): the board words some of them differently under ``vikings.prompt.*`` and
``vikings.act.*``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import IllegalAction, Msg

from . import data as D
from . import moves as M
from .board import board

# ================================================================== names of game things
ACTION_NAMES = {
    "SAIL": "Sail", "EXPL": "Explore", "BUILD": "Build", "BUILD_CHEAP": "Build", "HARV": "Harvest",
    "EXCHANGE": "Exchange", "COLLECT": "Collect", "DRAW_REPLACE": "Draw and Replace",
    "TEMPLE_EXPLORE": "Temple Explore", "SMITE": "Smite", "ENTER_BATTLE": "Enter Battle",
    "NATURE": "Nature's Fury", "MOVE_GIANT": "Move a Giant", "RAID_FREE": "Free Raid",
    "SETTLER": "Add a Settler", "HUNT": "Hunt", "FERRY": "Ferry", "BOAT": "Add a Boat",
    "TEMPLE": "Place a Temple", "FURY": "Fury",
}
# reasons in brackets after a gain, a loss, a payment or a Settler placed or removed
WHY = {
    "attack": "Attack Settlers", "favor": "Favor card", "collect": "Collect", "enemy track":
    "the enemy's full track", "icon": "track icon", "valkyrie": "Valkyrie bonus", "boon": "boon",
    "carry": "Valkyrie carry", "battle": "battle card's Steel cost", "raid": "raid", "boat": "a Boat",
    "temple": "a Temple", "harvest": "harvest", "harvest bonus": "harvest bonus", "exchange": "exchange",
    "deploy": "deploy", "smite": "smite", "build": "build",
}
# why a god's Fury moved
FURY_WHY = {
    "rune": "a rune was taken", "battle": "a lost battle", "invaders": "the Invaders' card",
    "dedication": "a Village dedicated", "nature": "Nature's Fury", "slay": "a Giant slain",
    "giant": "a Giant still stands in its Region", "enemy": "the enemy's Fury icon",
}
RES_WORDS = {"wood": "wood", "food": "food", "steel": "steel"}  # as the log writes them
CLANS = {"enemy": "The enemy clan", "neutral": "The neutral clan", "someone": "Someone"}
MAP_BY_NAME = {m["name"]: mid for mid, m in D.MAPS.items()}


def _n(kind: str, x: Any, default: str) -> Msg:
    return Msg(f"vikings.name.{kind}.{x}", default)


def card_name(c: Any) -> Msg:
    if c in D.CARDS:
        return Msg(f"vikings.card.{c}.name", D.CARDS[c][0])
    return Msg("vikings.card.unknown", "card")


def card(c: Any) -> Msg:
    """A Viking card named in a sentence: its name in the language's quotes ("“Astrid”": the
    default player names are Viking names too; the id is not printed on the card), or "a
    hidden card"."""
    if c in D.CARDS:
        return Msg("vikings.card.named", "“{name}”", name=card_name(c))
    return Msg("vikings.card.hidden", "a hidden card")


def favor_name(c: Any) -> Msg:
    """A Favor card's name ("Jarl's Hoard"), or "a hidden Favor card"."""
    if c in D.FAVOR_NAMES:
        return Msg(f"vikings.favor.{c}.name", D.FAVOR_NAMES[c])
    return Msg("vikings.favor.hidden_name", "a hidden Favor card")


def favor(c: Any) -> Msg:
    """A Favor card named in a sentence: its name in the language's quotes ("“Jarl's Hoard”")."""
    if c in D.FAVOR_NAMES:
        return Msg("vikings.favor.named", "“{name}”", name=favor_name(c))
    return favor_name(c)


def god(g: Any) -> Msg | str:
    if g in D.GODS:
        return Msg(f"vikings.god.{g}.name", D.GODS[g][0].split(",")[0])
    return str(g)


def dedication(slot: Any) -> Msg | str:
    if slot in D.DEDICATIONS:
        return Msg(f"vikings.ded.{slot}.name", D.DEDICATIONS[slot][0])
    return god(slot)


def action_name(code: str) -> Msg:
    """Readable name of an action code ("HARV" -> "Harvest", "HARV2" -> "Harvest 2")."""
    if code in ACTION_NAMES:
        return _n("action", code, ACTION_NAMES[code])
    if code.startswith("HARV") and code[4:].isdigit():
        return Msg("vikings.name.action.HARV_n", "Harvest {n}", n=code[4:])
    if code.startswith("BATTLE+"):
        return Msg("vikings.name.action.BATTLE_n", "Battle {bonus}", bonus=code[6:])
    return _n("action", code, code.replace("_", " ").title())


def why(w: Any) -> Msg | str:
    """A reason in brackets: a god's name becomes "<God>'s boon"."""
    if w in D.GODS:
        return Msg("vikings.name.why.god_boon", "{god}'s boon", god=god(w))
    if w in WHY:
        return _n("why", w, WHY[w])
    return str(w)


def res_word(res: str) -> Msg | str:
    return _n("res", res, RES_WORDS[res]) if res in RES_WORDS else str(res)


RUNE_WORDS = {"F": "Fehu", "H": "Hagalaz", "P": "Perthro"}  # as the board names them


def rune(r: str) -> Msg:
    return _n("rune", r, RUNE_WORDS.get(r, r))


def row_end(end: str) -> Msg | str:
    return Msg(f"vikings.end.{end}", end) if end in ("left", "right") else str(end)


# places: each id names the map it belongs to, where only one map has it (the maps of
# the 4-player sides, B and RN4, share their ids: there the caller must give the map)
def _places() -> dict[str, str]:
    seen: dict[str, set] = {}
    for mid, m in D.MAPS.items():
        for x in list(m["regions"]) + list(m["docks"]) + list(m["fjords"]):
            seen.setdefault(x, set()).add(mid)
    return {x: next(iter(ms)) for x, ms in seen.items() if len(ms) == 1}


_MAP_OF_PLACE = _places()  # built once, never changed
_FJORDS = frozenset(f for m in D.MAPS.values() for f in m["fjords"])


def region_name(mid: str, rid: str) -> Msg:
    return Msg(f"vikings.region.{mid}.{rid}", D.MAPS[mid]["regions"][rid][0])


def fjord_name(mid: str, f: str) -> Msg:
    """A fjord by the regions whose Docks open on it ("the fjord between Nordhagi and
    Austrvik", "the fjord off Nordhagi"); a fjord with no Dock (a crossing of straits) by
    the regions of the fjords around it; the one every region of the map opens on is "the
    central fjord". The map's fjords have no printed names, and no two get the same words."""
    b = board(mid)
    names = [region_name(mid, b.regions[i]) for i in b.fjord_regions(f)]
    if len(names) == 1:
        return Msg("vikings.place.fjord_off", "the fjord off {a}", a=names[0])
    if len(names) == 2:
        return Msg("vikings.place.fjord_between", "the fjord between {a} and {b}", a=names[0], b=names[1])
    if len(names) <= 4:
        return Msg("vikings.place.fjord_among", "the fjord between {list} and {last}", list=_joined(names[:-1]),
                   last=names[-1])
    return Msg("vikings.place.fjord_centre", "the central fjord")


def place(x: Any, mapid: str | None = None) -> Msg | str:
    """A region ("Nordhagi"), a Dock ("the Dock of Nordhagi facing Austrvik") or a fjord
    ("the fjord between Nordhagi and Austrvik") in words; a fjord of a map not known is
    "the fjord <id>", another place the id itself."""
    mid = mapid if mapid in D.MAPS else _MAP_OF_PLACE.get(x)
    if mid is not None and x in board(mid).fjord_adj:
        return fjord_name(mid, x)
    if x in _FJORDS:
        return Msg("vikings.place.fjord", "the fjord {id}", id=x)
    if mid is None:
        return str(x)
    b = board(mid)
    if x in b.ridx:
        return region_name(mid, x)
    if x in b.dock_fjord:
        where = _regions_of(mid, b.dock_regions[x])
        to = b.dock_route[x]
        if to:
            return Msg("vikings.place.dock_to", "the Dock of {where} facing {far}", where=where,
                       far=_regions_of(mid, b.dock_regions[to]))
        return Msg("vikings.place.dock_edge", "the Dock of {where} on the open sea", where=where)
    return str(x)


def _regions_of(mid: str, rs: tuple) -> Msg:
    names = [region_name(mid, board(mid).regions[r]) for r in rs]
    return names[0] if len(names) == 1 else _joined(names, "vikings.name.regions", "{a} / {b}")


def _joined(items: list, key: str = "vikings.name.list", default: str = "{a}, {b}") -> Any:
    """Items joined two by two with a keyed separator ("a, b, c"), as one message."""
    out = items[0]
    for x in items[1:]:
        out = Msg(key, default, a=out, b=x)
    return out


# ========================================================================= the log
# text name -> English; key vikings.event.<name>; "" for an event with no line
EVENTS = {
    "none": "",  # an event with no line of its own (an empty message)
    "setup": "Map: {map}. Gods and their runes: {gods}.",
    "god_rune": "{god} ({rune})",
    "enemy_setup": "The enemy clan ({mat}) starts with its Chieftain Boat at {dock}.",
    "neutral_setup": "The neutral clan holds {regions} with 1 Temple and 2 Settlers on each; it never takes a turn.",
    "era": "— Era {era} begins —",
    "place_boat": "{who} places a starting Boat at {dock}.",
    "turn": "{who}'s turn.",
    "play_lead": "{who} plays {card} face up.",
    "play_slay": "{who} plays {card} to slay a Giant.",
    "play_other": "{who} plays {card} {mode}.",
    "battle_card": "{who} plays a card face down to start a battle.",
    "battle_start": "{who} starts a battle for Favor card {favor}.",
    "battle_start_bonus": "{who} starts a battle for Favor card {favor} (+{bonus} Strength).",
    "battle_join": "{who} joins the battle.",
    "reveal": "{who} reveals {card}.",
    "dropout": "{who} cannot pay the Steel cost and drops out of the battle.",
    "strengths": "Battle Strength: {parts}.",
    "strength_of": "{who} {n}",
    "invaders": "The Invaders reveal {card} with Strength {strength} against {vs}.",
    "battle_won": "{who} wins the battle and takes Favor card {favor}.",
    "battle_tie": "The battle is a tie: nobody wins, and every tied clan counts as having lost.",
    "battle_void": "Nobody is left to fight: the battle ends without a winner, and no one gains a boon or Fury.",
    "battle_lost": "The lone fighter does not beat the Invaders.",
    "battle_lost_tie": "The lone fighter ties with the Invaders: both sides lose.",
    "favor_back": "Favor card {card} returns to its row.",
    "favor_returned": "{who} returns Favor card {card} to the {end} end of row {row}.",
    "boon": "{who} takes the Valhalla Boon of {god}.",
    "fury": "{god}'s Fury goes from {old} to {new}.",
    "fury_why": "{god}'s Fury goes from {old} to {new} ({why}).",
    "cleanup": "— Era {era} cleanup —",
    "baldur": "Through Baldur, {who} performs {name} ({action} {n}) without a Village.",
    "leader": "{who} takes the Leader Action {action} {n}.",
    "rune_action": "{who} takes the Rune Action {action}.",
    "rune_action_n": "{who} takes the Rune Action {action} {n}.",
    "rune_action_mat": "{who} takes the Rune Action of {card}: its mat replaces {action} with {done}.",
    "then": "{a} then {b}",
    "sail": "{who}'s Boat sails from {src} to {dst}.",
    "chief_sail": "The Chieftain Boat moves from {src} to {dst}.",
    "chief_sail_via": "The Chieftain Boat moves from {src} to {dst} (via {via}).",
    "bumped": "{who}'s Boat is pushed from {src} into {dst}.",
    "settler_on": "{who} places a Settler on {region} ({why}).",
    "settler_off": "{who} loses a Settler on {region} ({why}).",
    "recall": "{who} takes a Settler back from {region}.",
    "settler_shift": "{who} has no Settler left on its mat: it moves one from {src} to {dst} ({why}).",
    "explore": "{who} moves 1 Settler from {src} to {dst}.",
    "explore_n": "{who} moves {n} Settlers from {src} to {dst}.",
    "build_boat": "{who} builds a Boat at {at}.",
    "build_temple": "{who} builds a Temple at {at}.",
    "build_other": "{who} builds a {what} at {at}.",
    "gain": "{who} gains {n} {res} ({why}).",
    "lose": "{who} loses {n} {res} ({why}).",
    "pay": "{who} pays {amounts} ({why}).",
    "amount": "{n} {res}",
    "raid": "{who} raids the Village at {dock}.",
    "dedicate": "{who} dedicates a Village to {name}.",
    "rune_taken": "{who} takes the {rune} rune of {region}.",
    "rune_taken_from": "{who} takes the {rune} rune of {region} from {whom}.",
    "rune_taken_neutral": "{who} takes the {rune} rune of {region} (its token lay on the island: the neutral clan "
                          "only blocks).",
    "rune_back": "The rune of {region} returns to its island.",
    "draw": "{who} draws a card.",
    "discard": "{who} discards {card}.",
    "temple_move": "{who} moves a Temple from {src} to {dst}.",
    "giant_move": "{who} moves the Giant from {src} to {dst}.",
    "slay": "{who} slays the Giant of {region}.",
    "valkyrie_sent": "{who} sends the {rune} Valkyrie to {region}.",
    "valkyrie_move": "{who}'s Valkyrie moves from {src} to {dst}.",
    "sol": "{who} swaps Favor card {gave} for {took}.",
    "decline": "{who} declines the enemy's battle; it fights the Invaders.",
    "enemy_icon": "The enemy's {track} track triggers {icon}.",
    "no_effect": "Nothing happens.",
    "enemy_track_reset": "The enemy's {res} track returns to 0.",
    "enemy_loses": "The enemy clan loses the battle.",
    "enemy_no_battle": "The enemy cannot start a second battle.",
    "chieftain": "{who} takes the Chieftain Marker.",
    "game_over": "The third era ends: final scoring.",
}
SILENT = frozenset({"battle_over", "pick"})  # events with no line of their own


def _ev(name: str, /, **params: Any) -> Msg:
    return Msg(f"vikings.event.{name}", EVENTS[name], **params)


def _who(ev: dict, names: list, key: str = "seat") -> Msg | str:
    s = ev.get(key, -1)
    if isinstance(s, int) and 0 <= s < len(names):
        return names[s]
    if len(names) == 1 and s == 1:
        return _n("clan", "enemy", CLANS["enemy"])
    if len(names) == 2 and s == 2:
        return _n("clan", "neutral", CLANS["neutral"])
    return _n("clan", "someone", CLANS["someone"])


def _whom(s: Any, names: list) -> Msg | str:
    """A clan as the object of a sentence ("from the enemy clan")."""
    if isinstance(s, int) and 0 <= s < len(names):
        return names[s]
    if len(names) == 1 and s == 1:
        return Msg("vikings.enemy_clan", "the enemy clan")
    if len(names) == 2 and s == 2:
        return Msg("vikings.neutral_clan", "the neutral clan")
    return _n("clan", "someone", CLANS["someone"])


# The parameters of each event's text: event type -> f(event, who, names, mapid) giving
# (text name, params). An event type not listed here uses its own text with {who}.
Params = Callable[[dict, Any, list, Any], tuple[str, dict]]


def _setup(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    mid = MAP_BY_NAME.get(e["map"])
    name = _n("map", mid, e["map"]) if mid else e["map"]
    gods = [_ev("god_rune", god=god(g), rune=rune(r)) for g, r in zip(e["gods"], e["runes"])]
    return "setup", {"map": name, "gods": _joined(gods)}


def _play(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    mode = e["mode"]
    return ("play_" + mode if mode in ("lead", "slay") else "play_other"), {"who": w, "card": card(e["card"]),
                                                                          "mode": mode}


def _rune_action(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    act = action_name(e["action"])
    if e.get("mat"):
        done = _joined([action_name(x) for x in e["mat"]], "vikings.event.then", EVENTS["then"])
        return "rune_action_mat", {"who": w, "card": card(e["card"]), "action": act, "done": done}
    if e.get("n"):
        return "rune_action_n", {"who": w, "action": act, "n": e["n"]}
    return "rune_action", {"who": w, "action": act}


def _rune_taken(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    frm = e.get("from", -1)
    p = {"who": w, "rune": rune(e["rune"]), "region": place(e["region"], m)}
    if len(names) == 2 and frm == 2:  # A13
        return "rune_taken_neutral", p
    if frm is None or frm < 0:
        return "rune_taken", p
    return "rune_taken_from", p | {"whom": _whom(frm, names)}


def _pay(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    parts = [_ev("amount", n=n, res=res_word(D.RES[i])) for i, n in enumerate(e["cost"]) if n]
    if not parts:
        return "none", {}
    return "pay", {"who": w, "amounts": _joined(parts), "why": why(e["why"])}


def _fury(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    p = {"god": god(e["god"]), "old": e["from"], "new": e["to"]}
    reason = e.get("why", "")
    if reason in FURY_WHY:
        return "fury_why", p | {"why": _n("fury_why", reason, FURY_WHY[reason])}
    return "fury", p


def _chief_sail(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    p = {"src": place(e["from"], m), "dst": place(e["to"], m)}
    via = e.get("via") or []
    if via:
        return "chief_sail_via", p | {"via": _joined([place(x, m) for x in via])}
    return "chief_sail", p


def _build(e: dict, w: Any, names: list, m: Any) -> tuple[str, dict]:
    what = e["what"]
    name = "build_" + what if what in ("boat", "temple") else "build_other"
    return name, {"who": w, "what": what.capitalize(), "at": place(e["at"], m)}


def _moved(e: dict, w: Any, names: list, m: Any) -> dict:
    return {"who": w, "src": place(e["from"], m), "dst": place(e["to"], m)}


def _with(f: Callable[[dict, Any, list, Any], dict]) -> Callable[[str], Params]:
    """A text whose name is the event type, with the parameters `f` gives."""
    return lambda t: lambda e, w, names, m: (t, f(e, w, names, m))


_moves = _with(_moved)
_in_region = _with(lambda e, w, names, m: {"who": w, "region": place(e["region"], m)})
_res = _with(lambda e, w, names, m: {"who": w, "n": e["n"], "res": res_word(e["res"]), "why": why(e["why"])})

PARAMS: dict[str, Params] = {
    "setup": _setup,
    "enemy_setup": lambda e, w, names, m: ("enemy_setup", {"mat": Msg(f"vikings.enemy.mat.{e['mat']}",
                                                                      D.ENEMY_MATS[e["mat"]][0]),
                                                           "dock": place(e["dock"], m)}),
    "neutral_setup": lambda e, w, names, m: ("neutral_setup", {"regions": _joined([place(r, m) for r in e["regions"]])}),
    "era": lambda e, w, names, m: ("era", {"era": e["era"]}),
    "cleanup": lambda e, w, names, m: ("cleanup", {"era": e["era"]}),
    "place_boat": lambda e, w, names, m: ("place_boat", {"who": w, "dock": place(e["dock"], m)}),
    "raid": lambda e, w, names, m: ("raid", {"who": w, "dock": place(e["dock"], m)}),
    "play": _play,
    "battle_start": lambda e, w, names, m: ("battle_start_bonus" if e.get("bonus") else "battle_start",
                                            {"who": w, "favor": favor(e["favor"]), "bonus": e.get("bonus", 0)}),
    "reveal": lambda e, w, names, m: ("reveal", {"who": w, "card": card(e["card"])}),
    "discard": lambda e, w, names, m: ("discard", {"who": w, "card": card(e["card"])}),
    "strengths": lambda e, w, names, m: ("strengths", {"parts": _joined(
        [_ev("strength_of", who=_whom(int(k), names), n=v) for k, v in e["s"].items()])}),
    "invaders": lambda e, w, names, m: ("invaders", {"card": card(e["card"]), "strength": e["strength"],
                                                     "vs": e["vs"]}),
    "battle_won": lambda e, w, names, m: ("battle_won", {"who": w, "favor": favor(e["favor"])}),
    "battle_lost": lambda e, w, names, m: ("battle_lost_tie" if e.get("tie") else "battle_lost", {}),
    "favor_back": lambda e, w, names, m: ("favor_back", {"card": favor(e["card"])}),
    "favor_returned": lambda e, w, names, m: ("favor_returned", {"who": w, "card": favor(e["card"]),
                                                                 "end": row_end(e["end"]), "row": e["row"] + 1}),
    "boon": lambda e, w, names, m: ("boon", {"who": w, "god": god(e["god"])}),
    "fury": _fury,
    "baldur": lambda e, w, names, m: ("baldur", {"who": w, "name": dedication(e["slot"]),
                                                 "action": action_name(D.DEDICATIONS[e["slot"]][1]),
                                                 "n": D.DEDICATIONS[e["slot"]][2]}),
    "leader": lambda e, w, names, m: ("leader", {"who": w, "action": action_name(e["action"]), "n": e["n"]}),
    "rune_action": _rune_action,
    "sail": _moves("sail"),
    "bumped": _moves("bumped"),
    "chief_sail": _chief_sail,
    "temple_move": _moves("temple_move"),
    "giant_move": _moves("giant_move"),
    "valkyrie_move": _moves("valkyrie_move"),
    "explore": lambda e, w, names, m: (("explore_n" if e.get("n", 1) != 1 else "explore"),
                                       _moved(e, w, names, m) | {"n": e.get("n", 1)}),
    "settler_shift": lambda e, w, names, m: ("settler_shift", _moved(e, w, names, m) | {"why": why(e["why"])}),
    "settler_on": lambda e, w, names, m: ("settler_on", {"who": w, "region": place(e["region"], m),
                                                         "why": why(e["why"])}),
    "settler_off": lambda e, w, names, m: ("settler_off", {"who": w, "region": place(e["region"], m),
                                                           "why": why(e["why"])}),
    "recall": _in_region("recall"),
    "slay": _in_region("slay"),
    "rune_back": lambda e, w, names, m: ("rune_back", {"region": place(e["region"], m)}),
    "valkyrie_sent": lambda e, w, names, m: ("valkyrie_sent", {"who": w, "rune": rune(e["rune"]),
                                                               "region": place(e["region"], m)}),
    "build": _build,
    "gain": _res("gain"),
    "lose": _res("lose"),
    "pay": _pay,
    "dedicate": lambda e, w, names, m: ("dedicate", {"who": w, "name": dedication(e["slot"])}),
    "rune_taken": _rune_taken,
    "sol": lambda e, w, names, m: ("sol", {"who": w, "gave": favor(e["gave"]), "took": favor(e["took"])}),
    "enemy_icon": lambda e, w, names, m: ("enemy_icon", {"track": res_word(e["track"]),
                                                         "icon": action_name(e["icon"])}),
    "enemy_track_reset": lambda e, w, names, m: ("enemy_track_reset", {"res": res_word(e["res"])}),
}


def describe(ev: dict, names: list, mapid: str | None = None) -> Msg:
    """The log line of one event (an empty message to skip it). `mapid` (the state's map) names the regions
    and Docks of the maps whose ids another map shares (the 4-player sides); without it
    those are named by id."""
    t = ev.get("t")
    if t in SILENT or (t not in PARAMS and t not in EVENTS):
        return _ev("none")
    w = _who(ev, names)
    f = PARAMS.get(t)
    if f is None:
        return _ev(t, who=w)
    name, params = f(ev, w, names, mapid)
    return _ev(name or "none", **params)


# ====================================================================== prompts
ASK = {
    "over": "The game is over",
    "draft": "Draft: keep one card and pass the rest",
    "none": "",
    "place_boat": "Set-up: place your starting Boat on a free Dock",
    "solo_draft": "Draft: take a card from the pile",
    "play": "Play a card: face up for its actions, face down to fight",
    "sjoin": "The enemy clan started a battle: join it or decline",
    "favor_pick": "Battle: choose the Favor card to fight for (a row end)",
    "leader": "{card}: take the card's Leader Action?",
    "rune": "{card}: take the card's Rune Action?",
    "dedicate": "You may dedicate a raided Village",
    "sail": "Sail",
    "sail_boat": "Sail: choose a Boat",
    "sail_move": "Sail: move ({left} left)",
    "sail_deploy": "Sail: deploy Settlers (1 Food each) or done",
    "sail_raid": "Raid the Village for {cost} Steel?",
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
    "heimdall_count": "Heimdall: how many Settlers move?",
    "nanna": "Nanna: name a resource",
    "sigyn": "Sigyn: choose a face-up card of your row",
    "sol": "Sol: swap a Favor card",
    "tyr": "Tyr: move a Boat to any Dock",
    "tyr_boat": "Tyr: choose a Boat",
    "tyr_dock": "Tyr: choose any Dock",
    "tyr_raid": "Tyr: raid the Village for free?",
    "etie": "The enemy's rules tie ({why}): you choose",
}


def _ask(name: str, /, **params: Any) -> Msg:
    return Msg(f"vikings.ask.{name}", ASK[name], **params)


def prompt(state: Any, seat: int | None = None) -> Msg:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return _ask("over")
    if state.phase == "draft" and state.draft is not None:
        return _ask("draft")
    if not state.stack:
        return _ask("none")
    f = state.stack[-1]
    k = f["k"]
    if k == "sail" and f["ph"] in ("boat", "deploy"):
        return _ask("sail_" + f["ph"])
    if k == "sail" and f["ph"] == "move":
        return _ask("sail_move", left=f["left"])
    if k == "sail" and f["ph"] == "raid":
        return _ask("sail_raid", cost=D.RAID_COST[state.era])
    if k in ("leader", "rune"):
        return _ask(k, card=card_name(f["card"]))
    if k == "etie":
        return _ask("etie", why=f.get("why", "tie"))
    if k == "heimdall" and f.get("src"):
        return _ask("heimdall_count")
    if k == "tyr" and f["ph"] in ("boat", "dock", "raid"):
        return _ask("tyr_" + f["ph"])
    if k in ASK:
        return _ask(k)
    return Msg(f"vikings.ask.{k}", str(k))


# ======================================================================= labels
LABELS = {
    "lead": "Play {card} face up",
    "battle": "Play {card} face down (battle)",
    "slay": "Slay the Giant of {where}",
    "slay_card": "Slay a Giant with {card}",
    "recall": "Take a Settler back from {where}",
    "favor": "Favor card at the {end} end of row {row}",
    "leader": "Take the Leader Action",
    "rune": "Take the Rune Action",
    "rune_named": "Rune {rune}",
    "skip": "Skip",
    "pass": "Pass",
    "done": "Done",
    "dedicate": "Dedicate to {what}",
    "boat": "Boat at {where}",
    "to": "To {where}",
    "stop": "Stop here",
    "deploy": "Deploy a Settler on {where}",
    "raid": "Raid the Village",
    "raid_at": "Raid the Village at {where}",
    "noraid": "Do not raid",
    "move": "Move a Settler from {src} to {dst}",
    "fly": "Valkyrie flies from {src} to {dst}",
    "carry": "Valkyrie carries a Settler from {src} to {dst} (1 Food)",
    "carryt": "Valkyrie carries a Temple from {src} to {dst} (3 Steel)",
    "temple": "Temple on {where}",
    "temple_move": "Move a Temple from {src} to {dst}",
    "take": "Take 1 {res}",
    "exchange": "Exchange {n} {give} for {get}",
    "discard": "Discard {card}",
    "smite": "Smite a Settler of clan {clan} on {where}",
    "enter": "Join the battle",
    "nature": "{god} Fury {delta}",
    "giant": "Move the Giant from {src} to {dst}",
    "return": "Return Favor card {card}",
    "place": "Row {row}, {end} end",
    "boon": "Take the boon",
    "noboon": "No boon",
    "send": "Send the Valkyrie to {where}",
    "nosend": "Keep the Valkyrie",
    "thor": "Strike {where}",
    "loki": "Take {res} from clan {clan}",
    "baldur": "{what}",
    "heimdall": "From {src} to {dst}",
    "count_one": "1 Settler",
    "count": "{n} Settlers",
    "nanna": "Name {res}",
    "sigyn": "Use {card}",
    "sol": "Give {card} for the card at the {end} end of row {row}",
    "dock": "Dock {where}",
    "join": "Join the battle",
    "decline": "Decline",
    "tie": "Choose {what}",
    "pick": "Keep {card}",
    "other": "{action}",
}


def _lb(name: str, /, **params: Any) -> Msg:
    return Msg(f"vikings.label.{name}", LABELS[name], **params)


def _where(name: str, field: str) -> Callable[[tuple, str | None], Msg]:
    """A label naming the place in the action's `field` (a region, a Dock, a fjord) by its
    name on the board."""
    return lambda a, m: _lb(name, where=place(getattr(a, field), m))


def _src_dst(name: str) -> Callable[[tuple, str | None], Msg]:
    return lambda a, m: _lb(name, src=place(a.frm, m), dst=place(a.to, m))


def _plain(name: str) -> Callable[[tuple, str | None], Msg]:
    return lambda a, m: _lb(name)


# named action type (moves.py) -> its label, given the action and the map's id (None: the
# map a place id belongs to, where only one has it)
_LABEL: dict[type, Callable[[tuple, str | None], Msg]] = {
    M.Lead: lambda a, m: _lb("lead", card=card(a.card)),
    M.Battle: lambda a, m: _lb("battle", card=card(a.card)),
    M.SlayWith: lambda a, m: _lb("slay_card", card=card(a.card)),
    M.SlayAt: _where("slay", "region"),
    M.Recall: _where("recall", "region"),
    M.TakeFavor: lambda a, m: _lb("favor", end=row_end(a.end), row=a.row + 1),
    M.UseLeader: _plain("leader"),
    M.UseRune: _plain("rune"),
    M.NameRune: lambda a, m: _lb("rune_named", rune=rune(a.rune)),
    M.Skip: _plain("skip"),
    M.Pass: _plain("pass"),
    M.Done: _plain("done"),
    M.Dedicate: lambda a, m: _lb("dedicate", what=dedication(a.slot)),
    M.Boat: _where("boat", "at"),
    M.SailTo: _where("to", "to"),
    M.Stop: _plain("stop"),
    M.Deploy: _where("deploy", "region"),
    M.Raid: _plain("raid"),
    M.RaidFree: _where("raid_at", "dock"),
    M.NoRaid: _plain("noraid"),
    M.Move: _src_dst("move"),
    M.Fly: _src_dst("fly"),
    M.Carry: _src_dst("carry"),
    M.CarryTemple: _src_dst("carryt"),
    M.Temple: _where("temple", "region"),
    M.TempleMove: _src_dst("temple_move"),
    M.Take: lambda a, m: _lb("take", res=res_word(a.resource)),
    M.Exchange: lambda a, m: _lb("exchange", n=a.amount, give=res_word(a.give), get=res_word(a.get)),
    M.Discard: lambda a, m: _lb("discard", card=card(a.card)),
    M.Smite: lambda a, m: _lb("smite", clan=a.clan + 1, where=place(a.region, m)),
    M.Enter: _plain("enter"),
    M.Nature: lambda a, m: _lb("nature", god=god(a.god), delta="+1" if a.step > 0 else "-1"),
    M.MoveGiant: _src_dst("giant"),
    M.ReturnFavor: lambda a, m: _lb("return", card=favor(a.card)),
    M.PlaceFavor: lambda a, m: _lb("place", row=a.row + 1, end=row_end(a.end)),
    M.Boon: _plain("boon"),
    M.NoBoon: _plain("noboon"),
    M.Send: _where("send", "region"),
    M.NoSend: _plain("nosend"),
    M.Thor: _where("thor", "region"),
    M.Loki: lambda a, m: _lb("loki", res=res_word(a.resource), clan=a.clan + 1),
    M.Baldur: lambda a, m: _lb("baldur", what=dedication(a.slot)),
    M.Heimdall: _src_dst("heimdall"),
    M.Count: lambda a, m: _lb("count_one") if a.n == 1 else _lb("count", n=a.n),
    M.Nanna: lambda a, m: _lb("nanna", res=res_word(a.resource)),
    M.Sigyn: lambda a, m: _lb("sigyn", card=card(a.card)),
    M.Sol: lambda a, m: _lb("sol", card=favor(a.mine), end=row_end(a.end), row=a.row + 1),
    M.ToDock: _where("dock", "dock"),
    M.Join: _plain("join"),
    M.Decline: _plain("decline"),
    M.Tie: lambda a, m: _lb("tie", what=place(a.label, m)),
    M.Pick: lambda a, m: _lb("pick", card=card(a.card)),
}


def action_label(action: tuple, mapid: str | None = None) -> Msg:
    """One legal action as a button label, its places named as on the board. `mapid` (the
    state's `mapid`) tells the map: the two 4-player sides share their ids, and without it
    their places keep their ids. A bare tuple is read as its JSON would be."""
    a = action
    if type(a) not in _LABEL:
        try:
            a = M.action_from_json(list(action))
        except (IllegalAction, TypeError):
            return _lb("other", action=" ".join(str(x) for x in action))
    return _LABEL[type(a)](a, mapid)


# ================================================================ the catalogue
def _action_codes() -> set[str]:
    codes = set(ACTION_NAMES)
    for v in D.CARDS.values():
        codes.update((v[4], v[7]))
    codes.update(v[1] for v in D.DEDICATIONS.values())
    for mat in D.ENEMY_MATS.values():
        for track in mat[2:5]:
            codes.update(track.values())
        for acts in mat[5].values():
            codes.update(acts)
    return codes


def message_keys() -> dict[str, str]:
    """Every key this module can produce -> its English default."""
    out: dict[str, str] = {}
    out |= {f"vikings.event.{k}": v for k, v in EVENTS.items()}
    out |= {f"vikings.ask.{k}": v for k, v in ASK.items()}
    out |= {f"vikings.label.{k}": v for k, v in LABELS.items()}
    for c in D.CARDS:
        out[f"vikings.card.{c}.name"] = D.CARDS[c][0]
    out["vikings.card.named"] = "“{name}”"
    out |= {f"vikings.favor.{c}.name": name for c, name in D.FAVOR_NAMES.items()}
    out["vikings.favor.hidden_name"] = "a hidden Favor card"
    out["vikings.favor.named"] = "“{name}”"
    out["vikings.card.hidden"] = "a hidden card"
    out["vikings.card.unknown"] = "card"
    for g in D.GODS:
        out[str(god(g).key)] = str(god(g))
    for slot, (name, _code, _count) in D.DEDICATIONS.items():
        out[f"vikings.ded.{slot}.name"] = name
    for code in _action_codes():
        m = action_name(code)
        out[m.key] = m.default
    out |= {f"vikings.name.why.{k}": v for k, v in WHY.items()}
    out["vikings.name.why.god_boon"] = "{god}'s boon"
    out |= {f"vikings.name.fury_why.{k}": v for k, v in FURY_WHY.items()}
    out |= {f"vikings.name.res.{k}": v for k, v in RES_WORDS.items()}
    out |= {f"vikings.name.rune.{r}": RUNE_WORDS[r] for r in D.RUNES}
    out |= {f"vikings.name.clan.{k}": v for k, v in CLANS.items()}
    out["vikings.enemy_clan"] = "the enemy clan"
    out["vikings.neutral_clan"] = "the neutral clan"
    out |= {f"vikings.name.map.{mid}": m["name"] for mid, m in D.MAPS.items()}
    out |= {f"vikings.enemy.mat.{mat}": v[0] for mat, v in D.ENEMY_MATS.items()}
    out |= {f"vikings.end.{e}": e for e in ("left", "right")}
    for mid, m in D.MAPS.items():
        for rid, row in m["regions"].items():
            out[f"vikings.region.{mid}.{rid}"] = row[0]
    out["vikings.place.fjord"] = "the fjord {id}"
    out["vikings.place.fjord_off"] = "the fjord off {a}"
    out["vikings.place.fjord_between"] = "the fjord between {a} and {b}"
    out["vikings.place.fjord_among"] = "the fjord between {list} and {last}"
    out["vikings.place.fjord_centre"] = "the central fjord"
    out["vikings.place.dock_to"] = "the Dock of {where} facing {far}"
    out["vikings.place.dock_edge"] = "the Dock of {where} on the open sea"
    out["vikings.name.regions"] = "{a} / {b}"
    out["vikings.name.list"] = "{a}, {b}"
    out["vikings.name.action.HARV_n"] = "Harvest {n}"
    out["vikings.name.action.BATTLE_n"] = "Battle {bonus}"
    return dict(sorted(out.items()))
