"""Asgard's words: the prompt of the pending decision, the label of each action and the
log line of each event, all as messages (`game.core.Msg`: a key, the English default
and parameters, so that a translation can word them its own way; our own words).

Names of game things inside a text are messages too, from the families the board uses:
gods `asgard.god.<key>`, sides `asgard.side.<0|1>`, stones `asgard.stone.<i>`, recruits
`asgard.recruit.<i>`, worlds `asgard.world`; the texts' own names are
`asgard.name.<kind>...` (spaces, population and Asgard tiles, pieces, reasons) and lists
of names `asgard.list.<n>` ("a, b, c"). Player names are plain parameters.
`message_keys()` gives every key with its English default, for the translation
catalogue.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import Msg

from . import data as D
from . import moves as M

# --- names inside texts ----------------------------------------------------------------------
_BONUS_WORDS = {
    "WEAPON_PICK": "pick a weapon tile", "MAGIC_PICK": "pick a magic tile",
    "TAKE_ORDER_1": "take player-order tile 1", "ASGARD_FLIP": "turn an Asgard tile",
    "CLAIM_VICTORY": "claim a victory in battle", "WILD_STONE": "a stone of any colour",
    "STONE_SWAP": "exchange a stone", "WILD_SEAL": "a seal of either colour",
}
_AT_WORDS = {
    "ONE_RECRUIT": "1 recruit", "TWO_DIFFERENT": "2 recruits of different types",
    "THREE_RECRUITS": "2 recruits of one type + 1 of another", "STONE_EXCHANGE": "exchange a stone",
}
_WIN_HOW = {
    "strength": "by strength", "recruits": "by sending recruits",
    "tyr": "with Týr's power tile", "claim": "with a claim-of-victory population tile",
}
# why a bonus gives nothing (the `why` of a "nothing" event)
_WHY = {
    "no_stone": "no stone can be exchanged", "no_tile": "no face-up Asgard tile",
    "claim_later": "a claim of victory only works in the battle phase", "empty": "the stack is empty",
}
_WHY_KEY = {text: key for key, text in _WHY.items()}
_SPACE_KIND = {"up": "upper prayer space", "lo": "lower prayer space", "only": "prayer space"}
_LIST_MAX = 6


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def god(g: int) -> Msg:
    return Msg(f"asgard.god.{D.GOD_KEYS[g]}", D.GOD_NAMES[g])


def god_id(key: str) -> Msg:
    return god(D.GOD_INDEX[key])


def side(s: int) -> Msg:
    return Msg(f"asgard.side.{s}", D.SIDE_NAMES[s])


def side_key(k: str) -> Msg:
    """A side by its key "L" / "D"."""
    return side(D.SEAL_INDEX[k])


def stone(i: int) -> Msg:
    return Msg(f"asgard.stone.{i}", D.STONE_NAMES[i])


def recruit(i: int) -> Msg:
    return Msg(f"asgard.recruit.{i}", D.RECRUIT_NAMES[i])


def a_recruit(i: int) -> Msg:
    """A recruit with its article ("an orange warrior")."""
    return Msg(f"asgard.a_recruit.{i}", _a(D.RECRUIT_NAMES[i]))


def world(w: int) -> Msg:
    return Msg("asgard.world", "world {w}", w=w)


def space_text(sid: str) -> str:
    """A space in English: a prayer space id, "asgard" or "temple:<god key>"."""
    if sid == "asgard":
        return "the Asgard area"
    if sid.startswith("temple:"):
        return D.GOD_NAMES[D.GOD_INDEX[sid[7:]]] + "'s temple space"
    i = D.SPACE_INDEX[sid]
    return D.GOD_NAMES[D.SPACE_GOD[i]] + "'s " + _SPACE_KIND[D.SPACE_KIND[i]]


def space(sid: str) -> Msg:
    return Msg(f"asgard.space.{sid}", space_text(sid))


def _space_ids() -> list[str]:
    return ["asgard", *D.SPACE_IDS, *(f"temple:{k}" for k in D.GOD_KEYS)]


def pop_tile(p: int) -> Msg:
    """A population tile with its bonus: "L3 (take player-order tile 1)"."""
    kind = D.POP_BONUS[p]
    return Msg("asgard.name.pop", "{tile} ({bonus})", tile=D.POP_NAMES[p],
               bonus=Msg(f"asgard.name.bonus.{kind}", _BONUS_WORDS[kind]))


def asgard_tile(x: int) -> Msg:
    """An Asgard tile named by what it gives ("2 recruits of different types"): the
    tiles bear no other name (AT3 is the engine's id)."""
    kind = D.AT_KINDS[x]
    return Msg("asgard.name.at_tile", "“{kind}”", kind=Msg(f"asgard.name.at_kind.{kind}", _AT_WORDS[kind]))


def piece(kind: str, idx: int) -> Msg:
    """A piece of a shortage: a stone, a recruit or a seal."""
    if kind == "s":
        return Msg("asgard.name.piece.stone", "{stone} stone", stone=stone(idx))
    if kind == "r":
        return recruit(idx)
    return Msg("asgard.name.piece.seal", "{side} seal", side=side(idx))


def join(items: list) -> Msg:
    """Names as one list message ("a, b, c")."""
    return Msg(f"asgard.list.{len(items)}", ", ".join(f"{{i{k}}}" for k in range(len(items))),
               **{f"i{k}": x for k, x in enumerate(items)})


def _stack(which: int) -> Msg:
    return Msg("asgard.stack.weapon", "weapon") if which == 0 else Msg("asgard.stack.magic", "magic")


# --- event texts ----------------------------------------------------------------------------
EVENTS: dict[str, str] = {
    "none": "",
    "setup": "Player order tiles: {order}.",
    "setup_item": "{num} {who}",
    "round": "— Round {rnd} —",
    "rise": "{god} rises and can now be chosen.",
    "startpick": "{who} takes a starting {recruit}.",
    "gain": "{who} receives {n} × {piece}.",
    "gain_from": "{who} receives {n} × {piece} from {src}.",
    "lost": "{who} receives no {piece}: none is left.",
    "noseal": "No seal is left for {god}.",
    "sealgive": "The reserve has no {side} seal: {who} gives one of theirs to {god}.",
    "row": "The Asgard row is refreshed: {tiles}.",
    "row_empty": "The Asgard row is refreshed: no Asgard tile is left.",
    "takeback": "{who} takes a disc back from {place} (fewer than two in front).",
    "takeback_support": "{god}'s support space {n}",
    "takeback_victory": "world {w}'s victory area",
    "takeback_centre": "the board centre",
    "chosen": "{who} has secretly chosen {n} gods.",
    "place": "{who} reveals {god} and places a disc on {where}.",
    "place_temple": "the temple space",
    "seal": "{who} takes {god}'s seal.",
    "pray": "{who} prays at {space}.",
    "freyja": "{who} takes {recruit} from Valhalla.",
    "order": "New player order: {order}.",
    "powertile": "{who} takes {god}'s power tile.",
    "thor": "{who} returns Thor's tile for an extra turn.",
    "loki": "{who} takes {recruit} from {god}.",
    "hel": "{who} scores {vp} for {god}'s recruits and sends {recruit} from {god} to Valhalla.",
    "move": "{who} moves a disc from {frm} to {to}.",
    "surtr": "{who} flips population {pop} in {where} and takes its bonus.",
    "underworld": "the {side} underworld",
    "bonus": "{who} uses population tile {pop}.",
    "nothing": "{who} gains nothing: {why}.",
    "picktile": "{who} keeps a {stack} tile face down.",
    "swap": "{who} exchanges a {give} stone for a {take} one.",
    "decline": "{who} declines the temple of {god}.",
    "decline_poor": "{who} cannot afford a temple of {god}; the disc goes back in front.",
    "temple": "{who} builds a {vp}-point temple for {god}.",
    "recruits": "{who} gives {n} × {recruit} to {god}.",
    "notile": "{god} has no god tile left.",
    "tileout": "{god}'s tile has no free place and leaves the game.",
    "godtile": "{who} places {god} {num} in {where}{replaced}{scores}.",
    "godtile_kept": ", replacing population {pop}, which {who} keeps",
    "godtile_discarded": ", replacing the flipped population {tile} (discarded)",
    "godtile_scores": ", and scores {vp}",
    "support": "{who}'s disc goes to {god}'s support space {n}.",
    "asgard_single": "{who} takes a single Asgard action.",
    "asgard_combined": "{who} takes a combined Asgard action.",
    "asgdecline": "{who} declines the Asgard action and takes the disc back.",
    "atflip": "{who} turns Asgard tile {tile}.",
    "buyrec": "{who} buys {recruit}.",
    "buydisc": "{who} buys a disc from column {col}, paying seals: light {light}, dark {dark}.",
    "freedisc": "{who} takes the column-{col} disc for free.",
    "newdisc": "{who} puts the new disc on world {w}'s {side} battle space.",
    "newdisc_front": "{who} puts the new disc in front.",
    "centremove": "{who} moves a centre disc to world {w}'s {side} battle space.",
    "templevp": "{who} scores {vp} for temples.",
    "legendary": "Legendary weapons: light {light}, dark {dark}.",
    "fight": "Battle in world {w}: light {light}{by_light} against dark {dark}{by_dark}.",
    "fight_by": " ({who})",
    "win": "{who} wins in world {w} {how}; the disc goes to the victory area.",
    "lose": "{who} loses in world {w}; the disc goes to the centre.",
    "spend": "{who} sends {recruit} into battle.",
    "btile": "{who} takes a {vp}-point battle tile (face down).",
    "btile_none": "{who} finds no battle tile left.",
    "ragnarok": "— Ragnarök —",
    "btilevp": "{who} reveals battle tiles worth {vp}.",
    "popsleave": "The two populations of world {w} leave.",
    "vpass": "{who} passes in the Valhalla draft.",
    "vdraft": "{who} brings {recruit} from Valhalla to world {w}.",
    "wmplace": "{who} places a tile face down in world {w} ({side}).",
    "raglw": "The lone {side} population of world {w} gets a legendary weapon face down.",
    "recleave_one": "{god} has no tile in the worlds: its only recruit leaves the board.",
    "recleave": "{god} has no tile in the worlds: its {n} recruits leave the board.",
    "ragsup_one": "Under {god} in world {w}: {top}.",
    "ragsup": "Under {god} in world {w}: {top} (top), {others}.",
    "ragworld": "Ragnarök in world {w}: light {light}, dark {dark}.",
    "ragworld_tie": "Ragnarök in world {w}: light {light}, dark {dark} — a tie, nobody scores.",
    "ragworld_pop": "Ragnarök in world {w}: light {light}, dark {dark} — the population holds, nobody scores.",
    "ragworld_god": "Ragnarök in world {w}: light {light}, dark {dark} — {god} wins.",
    "support_vp": "{who} scores {vp} for supporting {god} in world {w}.",
    "magic_vp": "{who} scores {vp} from a magic bonus in world {w}.",
    "end": "Game over. {who} wins.",
    "end_tie": "Game over. {who} wins the tie at {n} points on the lower player-order number.",
}

Params = tuple[str, dict[str, Any]]


def event_msg(name: str, **params: Any) -> Msg:
    return Msg(f"asgard.event.{name}", EVENTS[name], **params)


def _who(e: dict, names: list[str], k: str = "seat") -> str:
    s = e.get(k, -1)
    return names[s] if isinstance(s, int) and 0 <= s < len(names) else "?"


def _in_order(order: list[int]) -> list[int]:
    """Seats by their player-order number."""
    return sorted(range(len(order)), key=order.__getitem__)


def _where(w: int, side_: int) -> Msg:
    return world(w) if w else event_msg("underworld", side=side(side_))


def _common(e: dict, names: list[str]) -> dict[str, Any]:
    """The parameters of the fields that mean the same in every event: the seat, a god, a
    recruit (with its article), a side, a population tile and the numbers."""
    p: dict[str, Any] = {"who": _who(e, names)} if "seat" in e else {}
    for k in ("rnd", "n", "vp", "w", "num", "light", "dark", "col"):
        if k in e:
            p[k] = e[k]
    if "god" in e:
        p["god"] = god(e["god"])
    if "r" in e:
        p["recruit"] = a_recruit(e["r"])
    if "side" in e:
        p["side"] = side(e["side"])
    if "pop" in e and e["pop"] > 0:
        p["pop"] = pop_tile(e["pop"])
    return p


def _startpick(e: dict, names: list[str]) -> Params:
    return "startpick", {"who": _who(e, names), "recruit": recruit(e["r"])}


def _pray(e: dict, names: list[str]) -> Params:
    return "pray", {"who": _who(e, names), "space": space(e["space"])}


def _support(e: dict, names: list[str]) -> Params:
    return "support", {"who": _who(e, names), "god": god(e["god"]), "n": "I" * e["space"]}


def _move(e: dict, names: list[str]) -> Params:
    return "move", {"who": _who(e, names), "frm": space(e["frm"]), "to": space(e["to"])}


def _picktile(e: dict, names: list[str]) -> Params:
    return "picktile", {"who": _who(e, names), "stack": _stack(e["which"])}


def _temple(e: dict, names: list[str]) -> Params:
    return "temple", {"who": _who(e, names), "vp": D.TEMPLE_STACK_VP[e["tile"] // 6], "god": god(e["god"])}


def _atflip(e: dict, names: list[str]) -> Params:
    return "atflip", {"who": _who(e, names), "tile": asgard_tile(e["tile"])}


def _buydisc(e: dict, names: list[str]) -> Params:
    light, dark = e["price"]
    return "buydisc", {"who": _who(e, names), "col": e["col"], "light": light, "dark": dark}


def _setup(e: dict, names: list[str]) -> Params:
    seq = _in_order(e["order"])
    return "setup", {"order": join([event_msg("setup_item", num=i + 1, who=names[s]) for i, s in enumerate(seq)])}


def _order(e: dict, names: list[str]) -> Params:
    return "order", {"order": join([names[s] for s in _in_order(e["order"])])}


def _gain(e: dict, names: list[str]) -> Params:
    p = {"who": _who(e, names), "n": e["n"], "piece": piece(e["kind"], e["idx"])}
    src = e.get("src", -1)
    if src >= 0:
        return "gain_from", {**p, "src": names[src]}
    return "gain", p


def _lost(e: dict, names: list[str]) -> Params:
    return "lost", {"who": _who(e, names), "piece": piece(e["kind"], e["idx"])}


def _sealgive(e: dict, names: list[str]) -> Params:
    return "sealgive", {"side": side(e.get("side", D.GOD_SIDE[e["god"]])), "who": _who(e, names),
                        "god": god(e["god"])}


def _row(e: dict, names: list[str]) -> Params:
    up = [x for x in e.get("row", []) if x > 0]
    if not up:
        return "row_empty", {}
    return "row", {"tiles": join([asgard_tile(x) for x in up])}


def _takeback(e: dict, names: list[str]) -> Params:
    where = e["where"]
    if where[0] == "support":
        place = event_msg("takeback_support", god=god_id(where[1]), n="I" * where[2])
    elif where[0] == "victory":
        place = event_msg("takeback_victory", w=where[1])
    else:
        place = event_msg("takeback_centre")
    return "takeback", {"who": _who(e, names), "place": place}


def _place(e: dict, names: list[str]) -> Params:
    to = e["to"]
    return "place", {"who": _who(e, names), "god": god(e["god"]),
                     "where": event_msg("place_temple") if to == "temple" else space(to)}


def _surtr(e: dict, names: list[str]) -> Params:
    return "surtr", {"who": _who(e, names), "pop": pop_tile(e["pop"]), "where": _where(e["w"], D.POP_SIDE[e["pop"]])}


def _nothing(e: dict, names: list[str]) -> Params:
    why = e["why"]
    key = _WHY_KEY.get(why)
    return "nothing", {"who": _who(e, names), "why": Msg(f"asgard.name.why.{key}", why) if key else why}


def _swap(e: dict, names: list[str]) -> Params:
    return "swap", {"who": _who(e, names), "give": stone(e["give"]), "take": stone(e["take"])}


def _recruits(e: dict, names: list[str]) -> Params:
    if not e["n"]:
        return "none", {}
    return "recruits", {"who": _who(e, names), "n": e["n"], "recruit": recruit(e["r"]), "god": god(e["god"])}


def _godtile(e: dict, names: list[str]) -> Params:
    who = _who(e, names)
    pop = e.get("pop", 0)
    replaced: Any = ""
    if pop > 0:
        replaced = event_msg("godtile_kept", pop=pop_tile(pop), who=who)
    elif pop < 0:
        replaced = event_msg("godtile_discarded", tile=D.POP_NAMES[-pop])
    scores: Any = "" if e["w"] else event_msg("godtile_scores", vp=D.UNDERWORLD_VP)
    return "godtile", {"who": who, "god": god(e["god"]), "num": e["num"],
                       "where": _where(e["w"], D.GOD_SIDE[e["god"]]), "replaced": replaced, "scores": scores}


def _asgard(e: dict, names: list[str]) -> Params:
    return ("asgard_combined" if e["combined"] else "asgard_single"), {"who": _who(e, names)}


def _newdisc(e: dict, names: list[str]) -> Params:
    if e["to"] == "front":
        return "newdisc_front", {"who": _who(e, names)}
    return "newdisc", {"who": _who(e, names), "w": e["w"], "side": side(e["side"])}


def _fight(e: dict, names: list[str]) -> Params:
    seats = e.get("seats") or [-1, -1]

    def by(s: int) -> Any:
        return event_msg("fight_by", who=names[s]) if 0 <= s < len(names) else ""
    return "fight", {"w": e["w"], "light": e["light"], "by_light": by(seats[0]), "dark": e["dark"],
                     "by_dark": by(seats[1])}


def _win(e: dict, names: list[str]) -> Params:
    how = e["how"]
    return "win", {"who": _who(e, names), "w": e["w"],
                   "how": Msg(f"asgard.name.win_how.{how}", _WIN_HOW[how]) if how in _WIN_HOW else how}


def _btile(e: dict, names: list[str]) -> Params:
    if e["vp"]:
        return "btile", {"who": _who(e, names), "vp": e["vp"]}
    return "btile_none", {"who": _who(e, names)}


def _recleave(e: dict, names: list[str]) -> Params:
    return ("recleave_one" if e["n"] == 1 else "recleave"), {"god": god(e["god"]), "n": e["n"]}


def _ragsup(e: dict, names: list[str]) -> Params:
    seats = e["seats"]
    p = {"god": god(e["god"]), "w": e["w"], "top": names[seats[0]]}
    if len(seats) > 1:
        return "ragsup", {**p, "others": join([names[s] for s in seats[1:]])}
    return "ragsup_one", p


def _ragworld(e: dict, names: list[str]) -> Params:
    res = e.get("res")
    name = {"tie": "ragworld_tie", "pop": "ragworld_pop", "god": "ragworld_god"}.get(res, "ragworld")
    p = {"w": e["w"], "light": e["light"], "dark": e["dark"]}
    if res == "god":
        p["god"] = god(e["god"])
    return name, p


def _decline(e: dict, names: list[str]) -> Params:
    p = {"who": _who(e, names), "god": god(e["god"])}
    return ("decline_poor" if e.get("poor") else "decline"), p


def _end(e: dict, names: list[str]) -> Params:
    sc = e.get("scores") or []
    if sc and sc.count(max(sc)) > 1:
        return "end_tie", {"who": names[e["winner"]], "n": max(sc)}
    return "end", {"who": names[e["winner"]]}


# event type -> its parameters (the other events use only the common fields, under their
# own name)
_PARAMS: dict[str, Callable[[dict, list[str]], Params]] = {
    "setup": _setup, "startpick": _startpick, "pray": _pray, "support": _support, "move": _move,
    "picktile": _picktile, "temple": _temple, "atflip": _atflip, "buydisc": _buydisc, "order": _order, "gain": _gain, "lost": _lost,
    "sealgive": _sealgive, "row": _row, "takeback": _takeback, "place": _place, "surtr": _surtr,
    "nothing": _nothing, "swap": _swap, "recruits": _recruits, "godtile": _godtile, "asgard": _asgard,
    "newdisc": _newdisc, "fight": _fight, "win": _win, "btile": _btile, "recleave": _recleave,
    "ragsup": _ragsup, "ragworld": _ragworld, "end": _end, "decline": _decline,
}


# templates that are parts or variants of a line, never an event type of their own
_NOT_EVENTS = frozenset({"none", "setup_item", "gain_from", "row_empty", "takeback_support", "takeback_victory",
                         "takeback_centre", "place_temple", "underworld", "godtile_kept", "godtile_discarded",
                         "godtile_scores", "asgard_single", "asgard_combined", "newdisc_front", "fight_by",
                         "btile_none", "recleave_one", "ragsup_one", "ragworld_tie", "ragworld_pop",
                         "ragworld_god", "end_tie", "decline_poor"})


def describe(event: dict, names: list[str]) -> Msg:
    """The log line of an event (an empty message for an event the log skips)."""
    t = event.get("t")
    fn = _PARAMS.get(t)
    if fn is not None:
        name, params = fn(event, names)
        return event_msg(name, **params)
    if t in EVENTS and t not in _NOT_EVENTS:
        return event_msg(t, **_common(event, names))
    return event_msg("none")


# --- prompts ----------------------------------------------------------------------------------
PROMPTS: dict[str, str] = {
    "over": "The game is over",
    "none": "",
    "startpick": "Take a starting recruit",
    "sealgiver": "Seal shortage: choose who gives the seal to {god}",
    "giver": "Shortage: choose who gives you the {piece}",
    "takeback": "Fewer than two discs: take a disc back",
    "choose": "Choose your gods in secret ({have} of {need})",
    "choose_wait": "Waiting for the other players to choose their gods",
    "place": "Reveal a god and place a disc",
    "resolve": "Choose a disc to resolve",
    "turnend": "End your turn, use Thor's tile or a population tile",
    "freyja": "Freyja: take up to two warriors from Valhalla",
    "baldrpow": "Baldr: exchange a stone with the reserve?",
    "swap2": "Choose the stone you take from the reserve",
    "swap": "Exchange one of your stones with the reserve?",
    "odin": "Odin: hand out the player-order tiles",
    "odinlo": "Odin: choose the colour of your stone",
    "powertile": "Take {god}'s power tile?",
    "loki": "Loki: take a recruit from a god",
    "hel": "Hel: choose a god to score, and a warrior to kill",
    "mimir": "Mímir: move this disc?",
    "fenrir": "Fenrir: move this disc to a temple space or to Asgard?",
    "surtr": "Surtr: flip a population tile and take its bonus",
    "wildstone": "Choose the colour of your stone",
    "wildseal": "Choose a light or a dark seal",
    "pick": "Look through the {stack} stack and keep one tile",
    "temple": "Temple of {god}: build one, or decline",
    "pay": "Pay the temple: next stone",
    "demand": "Give recruits to {god}: which type?",
    "slot": "Place the god tile of {god}",
    "asgmode": "Asgard: single action, combined action, or decline",
    "atflip": "Turn an Asgard tile",
    "atrec": "Asgard tile: choose the recruits",
    "buyrec": "Asgard: buy recruits, or done",
    "buydisc": "Asgard: buy an influence disc, or done",
    "freedisc": "Combined action: take your leftmost row disc for free?",
    "dplace": "Place the new disc in front of you or on a battle space",
    "centre": "Move your centre disc to a battle space",
    "rescue": "World {w}: your disc is losing by {need} — spend recruits or give up",
    "vdraft": "Valhalla: take a warrior for a light god, or pass",
    "wmplace": "Ragnarök: place a weapon or magic tile face down",
}


def prompt_msg(name: str, **params: Any) -> Msg:
    return Msg(f"asgard.ask.{name}", PROMPTS[name], **params)


def prompt(state: Any, seat: int | None = None) -> Msg:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return prompt_msg("over")
    if not state.stack:
        return prompt_msg("none")
    f = state.stack[-1]
    t = f[0]
    if t not in PROMPTS:
        return Msg(f"asgard.ask.{t}", str(t))
    if t == "choose":
        s = seat if seat is not None else (state.to_act() or [0])[0]
        if len(state.sel[s]) >= state.need[s]:
            return prompt_msg("choose_wait")
        return prompt_msg(t, have=len(state.sel[s]) + 1, need=state.need[s])
    if t in ("temple", "demand", "slot", "sealgiver", "powertile"):
        return prompt_msg(t, god=god(f[2]))
    if t == "giver":
        return prompt_msg(t, piece=piece(f[2], f[3]))
    if t == "rescue":
        return prompt_msg(t, w=f[2] + 1, need=f[4])
    if t == "pick":
        return prompt_msg(t, stack=_stack(f[2]))
    return prompt_msg(t)


# --- action labels --------------------------------------------------------------------------------
LABELS: dict[str, str] = {
    "god": "{god}",
    "place_god": "{god}: {where}",
    "temple_space": "temple space",
    "place_pop": "{what} {n} under world {w} ({side})",
    "resolve_asgard": "Asgard area disc",
    "resolve_temple": "{god}'s temple",
    "resolve": "{space}",
    "bonus": "Use {tile} ({bonus})",
    "buy_wild": "Buy {name}: {light} light + {dark} dark (wild seal as {side})",
    "buy": "Buy {name}: {light} light + {dark} dark",
    "warrior_to": "{name} to world {w}",
    "recruit": "{name}",
    "disc_wild": "Buy a disc (wild seal as {side})",
    "disc": "Buy a disc",
    "battle": "World {w}, {side} side",
    "front": "In front of you",
    "stone_stone": "{Name} stone",
    "give_stone": "Give {name}",
    "take_stone": "Take {name}",
    "take_weapon": "Weapon {n}",
    "take_tile": "{tile}",
    "swap": "Pay with {name} (stone swap)",
    "wild": "Pay with the wild stone",
    "seal_light": "Light seal",
    "seal_dark": "Dark seal",
    "giver": "Player {n}",
    "order": "Order {list}",
    "order_item": "{num}: player {n}",
    "god_recruit": "{god}: {recruit}",
    "move": "Move to {space}",
    "turn": "Turn {tile}",
    "flip_under": "Flip the population in the underworld",
    "flip": "Flip the population in world {w}",
    "slot_under": "The underworld (5 points)",
    "slot": "World {w}",
    "build": "Build a {vp}-point temple (stack {stack})",
    "takeback_support": "From {god}'s support space {n}",
    "takeback_victory": "From world {w}'s victory area",
    "takeback_centre": "From the board centre",
    "spend": "Send {recruit}",
    "claim": "Claim victory with {what}",
    "end": "End turn", "thor": "Use Thor's tile: extra turn", "skip": "Skip", "done": "Done",
    "decline": "Decline", "stay": "Stay", "single": "Single action", "combined": "Combined action",
    "free": "Take it", "forgo": "Forgo", "giveup": "Give up (disc to the centre)",
    "tyr": "Use Týr's tile", "pass": "Pass", "take": "Take it",
    "other": "{action}",
}
# actions labelled by their verb alone
_WORDS = frozenset({"end", "thor", "skip", "done", "decline", "stay", "single", "combined", "free", "forgo",
                    "giveup", "tyr", "pass", "take"})


def label_msg(label: str, **params: Any) -> Msg:
    return Msg(f"asgard.action.{label}", LABELS[label], **params)


def _recruit_cap(i: int) -> Msg:
    return Msg(f"asgard.recruit_cap.{i}", D.RECRUIT_NAMES[i].capitalize())


def _stone_cap(i: int) -> Msg:
    return Msg(f"asgard.stone_cap.{i}", D.STONE_NAMES[i].capitalize())


def _bonus_kind(kind: str) -> Msg:
    return Msg(f"asgard.name.bonus_kind.{kind}", kind.replace("_", " ").lower())


def _magic(key: str) -> Msg:
    return Msg(f"asgard.name.magic.{key}", key.replace("_", " ").capitalize())


def action_label(action: tuple) -> Msg:
    """One legal action (moves.py; a plain tuple stands for its named form) as a button
    label."""
    a = M.named(action) if type(action) is tuple else action
    k = type(a)
    if k is M.ChooseGod:
        return label_msg("god", god=god_id(a.god))
    if k is M.PlaceDisc:
        where = label_msg("temple_space") if a.space == "temple" else space(a.space)
        return label_msg("place_god", god=god_id(a.god), where=where)
    if k is M.PlaceRagnarokTile:
        what = Msg(f"asgard.name.tile_kind.{a.kind}", a.kind.capitalize())
        n = a.value if isinstance(a.value, int) else Msg(f"asgard.name.magic_id.{a.value}", a.value)
        return label_msg("place_pop", what=what, n=n, w=a.world, side=side_key(a.side))
    if k is M.Resolve:
        if a.space == "asgard":
            return label_msg("resolve_asgard")
        return label_msg("resolve", space=space(a.space))
    if k is M.ResolveTemple:
        return label_msg("resolve_temple", god=god_id(a.god))
    if k is M.UseBonus:
        return label_msg("bonus", tile=a.tile, bonus=_bonus_kind(D.POP_BONUS[D.POP_INDEX[a.tile]]))
    if k in (M.BuyRecruit, M.BuyRecruitWild):
        i = D.RECRUIT_INDEX[a.recruit]
        light, dark = D.RECRUIT_PRICE[i]
        if k is M.BuyRecruitWild:
            return label_msg("buy_wild", name=recruit(i), light=light, dark=dark, side=side_key(a.seal))
        return label_msg("buy", name=recruit(i), light=light, dark=dark)
    if k is M.WarriorToWorld:
        return label_msg("warrior_to", name=_recruit_cap(D.RECRUIT_INDEX[a.recruit]), w=a.world)
    if k in (M.Recruit, M.Warrior, M.SendRecruits):
        return label_msg("recruit", name=_recruit_cap(D.RECRUIT_INDEX[a.recruit]))
    if k is M.BuyDiscWild:
        return label_msg("disc_wild", side=side_key(a.seal))
    if k is M.BuyDisc:
        return label_msg("disc")
    if k in (M.DiscToBattle, M.CentreToBattle):
        return label_msg("battle", w=a.world, side=side_key(a.side))
    if k is M.KeepInFront:
        return label_msg("front")
    if k in (M.Stone, M.GiveStone, M.TakeStone):
        i = D.STONE_INDEX[a.colour]
        return label_msg(f"{a.verb}_stone", name=stone(i), Name=_stone_cap(i))
    if k is M.TakeWeapon:
        return label_msg("take_weapon", n=a.strength)
    if k is M.TakeMagic:
        return label_msg("take_tile", tile=_magic(a.magic))
    if k is M.SwapStone:
        return label_msg("swap", name=stone(D.STONE_INDEX[a.colour]))
    if k is M.WildStone:
        return label_msg("wild")
    if k is M.Seal:
        return label_msg("seal_light") if a.seal == "L" else label_msg("seal_dark")
    if k is M.Giver:
        return label_msg("giver", n=a.seat + 1)
    if k in (M.Order2, M.Order3, M.Order4):
        return label_msg("order", list=join([label_msg("order_item", num=i + 1, n=s + 1)
                                             for i, s in enumerate(a.seats())]))
    if k is M.LokiRecruit:
        return label_msg("god_recruit", god=god_id(a.god), recruit=recruit(D.RECRUIT_INDEX[a.recruit]))
    if k is M.HelWarrior:
        return label_msg("god_recruit", god=god_id(a.god), recruit=recruit(D.RECRUIT_INDEX[a.warrior]))
    if k is M.MoveDisc:
        return label_msg("move", space=space(a.to))
    if k is M.FlipAsgardTile:
        return label_msg("turn", tile=a.tile)
    if k is M.FlipPopulation:
        return label_msg("flip_under") if a.world == 0 else label_msg("flip", w=a.world)
    if k is M.PlaceGodTile:
        return label_msg("slot_under") if a.world == 0 else label_msg("slot", w=a.world)
    if k is M.BuildTemple:
        i = D.TEMPLE_STACK_KEYS.index(a.stack)
        return label_msg("build", vp=D.TEMPLE_STACK_VP[i], stack=a.stack)
    if k is M.TakeBackSupport:
        return label_msg("takeback_support", god=god_id(a.god), n="I" * a.space)
    if k is M.TakeBackVictory:
        return label_msg("takeback_victory", w=a.world)
    if k is M.TakeBackCentre:
        return label_msg("takeback_centre")
    if k is M.Spend:
        return label_msg("spend", recruit=recruit(D.RECRUIT_INDEX[a.recruit]))
    if k is M.Claim:
        return label_msg("claim", what=a.tile)
    if len(a) == 1 and a[0] in _WORDS:
        return label_msg(a[0])
    return label_msg("other", action=" ".join(str(x) for x in a))


# --- the catalogue --------------------------------------------------------------------------------
def message_keys() -> dict[str, str]:
    """Every key this module can produce, with its English default."""
    out: dict[str, str] = {}
    for table, family in ((EVENTS, "event"), (PROMPTS, "ask"), (LABELS, "action")):
        for name, text in table.items():
            out[f"asgard.{family}.{name}"] = text
    names: list[Msg] = []
    names += [god(g) for g in range(len(D.GOD_KEYS))]
    names += [side(s) for s in (0, 1)]
    names += [m for i in range(len(D.STONE_NAMES)) for m in (stone(i), _stone_cap(i))]
    names += [m for i in range(len(D.RECRUIT_NAMES)) for m in (recruit(i), a_recruit(i), _recruit_cap(i))]
    names += [world(1), _stack(0), _stack(1), piece("s", 0), piece("L", 0)]
    names += [space(sid) for sid in _space_ids()]
    names += [pop_tile(p) for p in range(1, len(D.POP_NAMES))]
    names += [Msg(f"asgard.name.bonus.{k}", w) for k, w in _BONUS_WORDS.items()]
    names += [asgard_tile(1)]
    names += [Msg(f"asgard.name.at_kind.{k}", w) for k, w in _AT_WORDS.items()]
    names += [Msg(f"asgard.name.win_how.{k}", w) for k, w in _WIN_HOW.items()]
    names += [Msg(f"asgard.name.why.{k}", w) for k, w in _WHY.items()]
    names += [_bonus_kind(k) for k in D.BONUS_KINDS]
    names += [_magic(k) for k in D.MAGIC_KEYS]
    names += [Msg(f"asgard.name.magic_id.{k}", k) for k in D.MAGIC_KEYS]
    names += [Msg(f"asgard.name.tile_kind.{k}", k.capitalize()) for k in ("weapon", "magic")]
    names += [join([""] * n) for n in range(_LIST_MAX + 1)]
    for m in names:
        out[m.key] = m.default
    return out
