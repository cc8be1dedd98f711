"""Short English texts for the UI: the pending decision and each legal action."""

from __future__ import annotations

from typing import Any

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


def prompt(state: Any, seat: int | None = None) -> str:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return "The game is over"
    if not state.stack:
        return ""
    f = state.stack[-1]
    t = f[0]
    text = _ASK.get(t, t)
    fields: dict[str, Any] = {}
    if t == "choose":
        s = seat if seat is not None else (state.to_act() or [0])[0]
        if len(state.sel[s]) >= state.need[s]:
            return "Waiting for the other players to choose their gods"
        fields = {"have": len(state.sel[s]) + 1, "need": state.need[s]}
    elif t in ("temple", "demand", "slot"):
        fields = {"god": D.GOD_NAMES[f[2]]}
    elif t == "sealgiver":
        fields = {"god": D.GOD_NAMES[f[2]]}
    elif t == "giver":
        from .shortage import piece_name

        fields = {"piece": piece_name(f[2], f[3])}
    elif t == "rescue":
        fields = {"w": f[2] + 1, "need": f[4]}
    elif t == "pick":
        text = "Look through the {} stack and keep one tile".format("weapon" if f[2] == 0 else "magic")
    elif t == "powertile":
        text = f"Take {D.GOD_NAMES[f[2]]}'s power tile?"
    return text.format(**fields) if fields else text


def _space(sid: str) -> str:
    from .describe import _space as sp

    return sp(sid)


def action_label(action: tuple) -> str:
    """One legal action as a button label."""
    v = action[0]
    a = action
    if v == "god":
        return D.GOD_NAMES[D.GOD_INDEX[a[1]]]
    if v == "place" and len(a) == 3:
        where = "temple space" if a[2] == "temple" else _space(a[2])
        return f"{D.GOD_NAMES[D.GOD_INDEX[a[1]]]}: {where}"
    if v == "place":
        return f"{a[1].capitalize()} {a[2]} under world {a[3]} ({'light' if a[4] == 'L' else 'dark'})"
    if v == "resolve":
        if a[1] == "asgard":
            return "Asgard area disc"
        if a[1] == "temple":
            return f"{D.GOD_NAMES[D.GOD_INDEX[a[2]]]}'s temple"
        return _space(a[1])
    if v == "bonus":
        return f"Use {a[1]} ({D.POP_BONUS[D.POP_INDEX[a[1]]].replace('_', ' ').lower()})"
    if v in ("recruit", "warrior", "buy", "recruits"):
        name = D.RECRUIT_NAMES[D.RECRUIT_INDEX[a[1]]]
        if v == "buy":
            price = D.RECRUIT_PRICE[D.RECRUIT_INDEX[a[1]]]
            extra = f" (wild seal as {'light' if a[2] == 'L' else 'dark'})" if len(a) > 2 else ""
            return f"Buy {name}: {price[0]} light + {price[1]} dark{extra}"
        if v == "warrior" and len(a) > 2:
            return f"{name.capitalize()} to world {a[2]}"
        return name.capitalize()
    if v == "disc":
        return "Buy a disc" + (f" (wild seal as {'light' if a[1] == 'L' else 'dark'})" if len(a) > 1 else "")
    if v in ("battle", "centre"):
        return f"World {a[1]}, {'light' if a[2] == 'L' else 'dark'} side"
    if v == "front":
        return "In front of you"
    if v in ("stone", "give", "take") and len(a) > 1 and isinstance(a[1], str) and a[1] in D.STONE_INDEX:
        name = D.STONE_NAMES[D.STONE_INDEX[a[1]]]
        return {"stone": f"{name.capitalize()} stone", "give": f"Give {name}", "take": f"Take {name}"}[v]
    if v == "take" and len(a) > 1:
        return f"Weapon {a[1]}" if isinstance(a[1], int) else a[1].replace("_", " ").capitalize()
    if v == "swap":
        return f"Pay with {D.STONE_NAMES[D.STONE_INDEX[a[1]]]} (stone swap)"
    if v == "wild":
        return "Pay with the wild stone"
    if v == "seal":
        return "Light seal" if a[1] == "L" else "Dark seal"
    if v in ("giver",):
        return f"Player {a[1] + 1}"
    if v == "order":
        return "Order " + ", ".join(f"{i + 1}: player {s + 1}" for i, s in enumerate(a[1:]))
    if v in ("loki", "hel"):
        return f"{D.GOD_NAMES[D.GOD_INDEX[a[1]]]}: {D.RECRUIT_NAMES[D.RECRUIT_INDEX[a[2]]]}"
    if v == "move":
        return "Move to " + _space(a[1])
    if v == "flip":
        if len(a) == 2:
            return f"Turn {a[1]}"
        return f"Flip the population in {'the underworld' if a[1] == 0 else f'world {a[1]}'}"
    if v == "slot":
        return "The underworld (5 points)" if a[1] == 0 else f"World {a[1]}"
    if v == "build":
        k = D.TEMPLE_STACK_KEYS.index(a[1])
        return f"Build a {D.TEMPLE_STACK_VP[k]}-point temple (stack {a[1]})"
    if v == "takeback":
        if a[1] == "support":
            return f"From {D.GOD_NAMES[D.GOD_INDEX[a[2]]]}'s support space {'I' * a[3]}"
        if a[1] == "victory":
            return f"From world {a[2]}'s victory area"
        return "From the board centre"
    if v == "spend":
        return f"Send {D.RECRUIT_NAMES[D.RECRUIT_INDEX[a[1]]]}"
    if v == "claim":
        return f"Claim victory with {a[1]}"
    return {
        "end": "End turn", "thor": "Use Thor's tile: extra turn", "skip": "Skip", "done": "Done",
        "decline": "Decline", "stay": "Stay", "single": "Single action", "combined": "Combined action",
        "free": "Take it", "forgo": "Forgo", "giveup": "Give up (disc to the centre)",
        "tyr": "Use Týr's tile", "pass": "Pass", "take": "Take it",
    }.get(v, " ".join(str(x) for x in a))
