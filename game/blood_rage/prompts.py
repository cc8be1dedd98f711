"""Short English texts for the UI: the pending decision and each legal action."""

from __future__ import annotations

from typing import Any

from .data import CARDS, FIGURE_NAMES, NAMES, NUM_CARDS

_ASK = {
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


def prompt(state: Any, seat: int | None = None) -> str:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return "The game is over"
    a = state.ask
    if a is None:
        return ""
    return _ASK.get(a[0], a[0])


def _p(loc: Any) -> str:
    return NAMES.get(loc, str(loc))


def _f(kind: Any) -> str:
    return FIGURE_NAMES.get(kind, str(kind))


def _c(c: Any) -> str:
    return CARDS[c].name if isinstance(c, int) and 0 <= c < NUM_CARDS else "a hidden card"


def action_label(action: tuple) -> str:
    """One legal action as a button label."""
    v = action[0]
    if v == "pass":
        return "Pass"
    if v == "invade":
        return f"Invade with the {_f(action[1])}"
    if v == "recall":
        return f"Bring the {_f(action[1])} back from Valhalla (1 Rage)"
    if v == "march":
        return f"March from {_p(action[1])}"
    if v == "upgrade":
        return f"Upgrade: {_c(action[1])}"
    if v == "quest":
        return f"Quest: {_c(action[1])}"
    if v == "pillage":
        return f"Pillage {_p(action[1])}"
    if v == "repillage":
        return f"Pillage {_p(action[1])} again (2 Rage)"
    if v == "sacrifice" or v == "sac":
        return f"Sacrifice the {_f(action[2])} in {_p(action[1])}"
    if v == "to":
        return f"To {_p(action[1])}"
    if v == "move":
        return f"Move the {_f(action[1])}"
    if v == "slot":
        return "An empty slot" if action[1] < 0 else f"Replace {_c(action[1])}"
    if v == "free":
        return f"Free invade: {_f(action[1])} to {_p(action[2])}"
    if v == "stat":
        return f"Raise {str(action[1]).capitalize()}"
    if v == "keep":
        if len(action) == 3:
            return f"Keep the {_f(action[2])} in {_p(action[1])}"
        return f"Keep {_c(action[1])}"
    if v == "join":
        return f"Send the {_f(action[2])} from {_p(action[1])}"
    if v in ("play", "late", "pick", "buy"):
        return {"play": "Play ", "late": "Play late: ", "pick": "Keep ", "buy": "Buy back "}[v] + _c(action[1])
    return {"done": "Done", "skip": "Skip", "stay": "Stay", "none": "Keep nothing", "yes": "Yes",
            "no": "No", "escape": "Flee to Yggdrasil", "die": "Die"}.get(v, str(action))
