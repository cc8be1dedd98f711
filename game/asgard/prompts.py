"""Short English texts for the UI: the pending decision and each legal action, as
messages (`game.core.Msg`: the English text with a key and parameters, so a
translation can word them its own way)."""

from __future__ import annotations

from typing import Any

from game.core import Msg

from . import data as D

_ASK = {
    "startpick": "Take a starting recruit",
    "sealgiver": "Seal shortage: choose who gives the seal to {god}",
    "giver": "Shortage: choose who gives you the {piece}",
    "takeback": "Fewer than two discs: take a disc back",
    "choose": "Choose your gods in secret ({have} of {need})",
    "place": "Reveal a god and place a disc",
    "resolve": "Choose a disc to resolve",
    "turnend": "End your turn, use Thor's tile or a population tile",
    "freyja": "Freyja: take up to two warriors from Valhalla",
    "baldrpow": "Baldr: exchange a stone with the reserve?",
    "swap2": "Choose the stone you take from the reserve",
    "swap": "Exchange one of your stones with the reserve?",
    "odin": "Odin: hand out the player-order tiles",
    "odinlo": "Odin: choose the colour of your stone",
    "powertile": "Take the power tile?",
    "loki": "Loki: take a recruit from a god",
    "hel": "Hel: choose a god to score, and a warrior to kill",
    "mimir": "Mímir: move this disc?",
    "fenrir": "Fenrir: move this disc to a temple space or to Asgard?",
    "surtr": "Surtr: flip a population tile and take its bonus",
    "wildstone": "Choose the colour of your stone",
    "wildseal": "Choose a light or a dark seal",
    "pick": "Look through the stack and keep one tile",
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


def prompt(state: Any, seat: int | None = None) -> Msg:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return Msg("asgard.prompt.over", "The game is over")
    if not state.stack:
        return Msg("asgard.prompt.none", "")
    f = state.stack[-1]
    t = f[0]
    text = _ASK.get(t, str(t))
    fields: dict[str, Any] = {}
    if t == "choose":
        s = seat if seat is not None else (state.to_act() or [0])[0]
        if len(state.sel[s]) >= state.need[s]:
            return Msg("asgard.prompt.choose_wait", "Waiting for the other players to choose their gods")
        fields = {"have": len(state.sel[s]) + 1, "need": state.need[s]}
    elif t in ("temple", "demand", "slot", "sealgiver"):
        fields = {"god": _god(f[2])}
    elif t == "giver":
        from .describe import piece_name

        fields = {"piece": piece_name(f[2], f[3])}
    elif t == "rescue":
        fields = {"w": f[2] + 1, "need": f[4]}
    elif t == "pick":
        stack = Msg("asgard.stack.weapon", "weapon") if f[2] == 0 else Msg("asgard.stack.magic", "magic")
        return Msg("asgard.prompt.pick", "Look through the {stack} stack and keep one tile", stack=stack)
    elif t == "powertile":
        return Msg("asgard.prompt.powertile", "Take {god}'s power tile?", god=_god(f[2]))
    return Msg(f"asgard.prompt.{t}", text, **fields)


def _god(i: int) -> Msg:
    return Msg(f"asgard.god.{i}", D.GOD_NAMES[i])


def _god_id(gid: Any) -> Msg:
    return _god(D.GOD_INDEX[gid])


def _recruit(r: Any) -> Msg:
    i = D.RECRUIT_INDEX[r]
    return Msg(f"asgard.recruit.{i}", D.RECRUIT_NAMES[i])


def _side(x: Any) -> Msg:
    return Msg("asgard.side.light", "light") if x == "L" else Msg("asgard.side.dark", "dark")


def _m(key: str, default: str, **params: Any) -> Msg:
    return Msg(f"asgard.act.{key}", default, **params)


def _space(sid: str) -> Msg:
    from .describe import _space as sp

    return Msg(f"asgard.space.{sid}", sp(sid))


def action_label(action: tuple) -> Msg:
    """One legal action as a button label."""
    v = action[0]
    a = action
    if v == "god":
        return _m("god", "{god}", god=_god_id(a[1]))
    if v == "place" and len(a) == 3:
        where = Msg("asgard.act.temple_space", "temple space") if a[2] == "temple" else _space(a[2])
        return _m("place_god", "{god}: {where}", god=_god_id(a[1]), where=where)
    if v == "place":
        return _m("place_pop", "{what} {n} under world {w} ({side})", what=a[1].capitalize(), n=a[2], w=a[3],
                  side=_side(a[4]))
    if v == "resolve":
        if a[1] == "asgard":
            return _m("resolve_asgard", "Asgard area disc")
        if a[1] == "temple":
            return _m("resolve_temple", "{god}'s temple", god=_god_id(a[2]))
        return _m("resolve", "{space}", space=_space(a[1]))
    if v == "bonus":
        return _m("bonus", "Use {tile} ({bonus})", tile=a[1],
                  bonus=D.POP_BONUS[D.POP_INDEX[a[1]]].replace("_", " ").lower())
    if v in ("recruit", "warrior", "buy", "recruits"):
        i = D.RECRUIT_INDEX[a[1]]
        name = D.RECRUIT_NAMES[i]
        if v == "buy":
            price = D.RECRUIT_PRICE[i]
            if len(a) > 2:
                return _m("buy_wild", "Buy {name}: {light} light + {dark} dark (wild seal as {side})",
                          name=_recruit(a[1]), light=price[0], dark=price[1], side=_side(a[2]))
            return _m("buy", "Buy {name}: {light} light + {dark} dark", name=_recruit(a[1]), light=price[0],
                      dark=price[1])
        cap = Msg(f"asgard.recruit_cap.{i}", name.capitalize())
        if v == "warrior" and len(a) > 2:
            return _m("warrior_to", "{name} to world {w}", name=cap, w=a[2])
        return _m("recruit", "{name}", name=cap)
    if v == "disc":
        if len(a) > 1:
            return _m("disc_wild", "Buy a disc (wild seal as {side})", side=_side(a[1]))
        return _m("disc", "Buy a disc")
    if v in ("battle", "centre"):
        return _m("battle", "World {w}, {side} side", w=a[1], side=_side(a[2]))
    if v == "front":
        return _m("front", "In front of you")
    if v in ("stone", "give", "take") and len(a) > 1 and isinstance(a[1], str) and a[1] in D.STONE_INDEX:
        i = D.STONE_INDEX[a[1]]
        name = D.STONE_NAMES[i]
        text = {"stone": "{Name} stone", "give": "Give {name}", "take": "Take {name}"}[v]
        return _m(f"{v}_stone", text, name=Msg(f"asgard.stone.{i}", name),
                  Name=Msg(f"asgard.stone_cap.{i}", name.capitalize()))
    if v == "take" and len(a) > 1:
        if isinstance(a[1], int):
            return _m("take_weapon", "Weapon {n}", n=a[1])
        return _m("take_tile", "{tile}", tile=a[1].replace("_", " ").capitalize())
    if v == "swap":
        i = D.STONE_INDEX[a[1]]
        return _m("swap", "Pay with {name} (stone swap)", name=Msg(f"asgard.stone.{i}", D.STONE_NAMES[i]))
    if v == "wild":
        return _m("wild", "Pay with the wild stone")
    if v == "seal":
        return _m("seal_light", "Light seal") if a[1] == "L" else _m("seal_dark", "Dark seal")
    if v in ("giver",):
        return _m("giver", "Player {n}", n=a[1] + 1)
    if v == "order":
        return _m("order", "Order {list}", list=", ".join(f"{i + 1}: player {s + 1}" for i, s in enumerate(a[1:])))
    if v in ("loki", "hel"):
        return _m("god_recruit", "{god}: {recruit}", god=_god_id(a[1]), recruit=_recruit(a[2]))
    if v == "move":
        return _m("move", "Move to {space}", space=_space(a[1]))
    if v == "flip":
        if len(a) == 2:
            return _m("turn", "Turn {tile}", tile=a[1])
        if a[1] == 0:
            return _m("flip_under", "Flip the population in the underworld")
        return _m("flip", "Flip the population in world {w}", w=a[1])
    if v == "slot":
        return _m("slot_under", "The underworld (5 points)") if a[1] == 0 else _m("slot", "World {w}", w=a[1])
    if v == "build":
        k = D.TEMPLE_STACK_KEYS.index(a[1])
        return _m("build", "Build a {vp}-point temple (stack {stack})", vp=D.TEMPLE_STACK_VP[k], stack=a[1])
    if v == "takeback":
        if a[1] == "support":
            return _m("takeback_support", "From {god}'s support space {n}", god=_god_id(a[2]), n="I" * a[3])
        if a[1] == "victory":
            return _m("takeback_victory", "From world {w}'s victory area", w=a[2])
        return _m("takeback_centre", "From the board centre")
    if v == "spend":
        return _m("spend", "Send {recruit}", recruit=_recruit(a[1]))
    if v == "claim":
        return _m("claim", "Claim victory with {what}", what=a[1])
    words = {
        "end": "End turn", "thor": "Use Thor's tile: extra turn", "skip": "Skip", "done": "Done",
        "decline": "Decline", "stay": "Stay", "single": "Single action", "combined": "Combined action",
        "free": "Take it", "forgo": "Forgo", "giveup": "Give up (disc to the centre)",
        "tyr": "Use Týr's tile", "pass": "Pass", "take": "Take it",
    }
    if v in words:
        return _m(str(v), words[v])
    return _m("other", "{action}", action=" ".join(str(x) for x in a))
