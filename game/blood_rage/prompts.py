"""Short English texts for the UI: the pending decision and each legal action, as
messages (`game.core.Msg`: the English text with a key and parameters, so a
translation can word them its own way)."""

from __future__ import annotations

from typing import Any

from game.core import Msg

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


def prompt(state: Any, seat: int | None = None) -> Msg:
    """The pending decision in a few words ('' when nobody has to decide)."""
    if state.is_over():
        return Msg("blood_rage.prompt.over", "The game is over")
    a = state.ask
    if a is None:
        return Msg("blood_rage.prompt.none", "")
    return Msg(f"blood_rage.prompt.{a[0]}", _ASK.get(a[0], str(a[0])))


def _p(loc: Any) -> Msg:
    return Msg(f"blood_rage.place.{loc}", NAMES.get(loc, str(loc)))


def _f(kind: Any) -> Msg:
    return Msg(f"blood_rage.figure.{kind}", FIGURE_NAMES.get(kind, str(kind)))


def _c(c: Any) -> Msg:
    if isinstance(c, int) and 0 <= c < NUM_CARDS:
        return Msg(f"blood_rage.card.{c}", CARDS[c].name)
    return Msg("blood_rage.card.hidden", "a hidden card")


def _m(key: str, default: str, **params: Any) -> Msg:
    return Msg(f"blood_rage.act.{key}", default, **params)


def action_label(action: tuple) -> Msg:
    """One legal action as a button label."""
    v = action[0]
    if v == "pass":
        return _m("pass", "Pass")
    if v == "invade":
        return _m("invade", "Invade with the {fig}", fig=_f(action[1]))
    if v == "recall":
        return _m("recall", "Bring the {fig} back from Valhalla (1 Rage)", fig=_f(action[1]))
    if v == "march":
        return _m("march", "March from {place}", place=_p(action[1]))
    if v == "upgrade":
        return _m("upgrade", "Upgrade: {card}", card=_c(action[1]))
    if v == "quest":
        return _m("quest", "Quest: {card}", card=_c(action[1]))
    if v == "pillage":
        return _m("pillage", "Pillage {place}", place=_p(action[1]))
    if v == "repillage":
        return _m("repillage", "Pillage {place} again (2 Rage)", place=_p(action[1]))
    if v == "sacrifice" or v == "sac":
        return _m("sacrifice", "Sacrifice the {fig} in {place}", fig=_f(action[2]), place=_p(action[1]))
    if v == "to":
        return _m("to", "To {place}", place=_p(action[1]))
    if v == "move":
        return _m("move", "Move the {fig}", fig=_f(action[1]))
    if v == "slot":
        if action[1] < 0:
            return _m("slot_empty", "An empty slot")
        return _m("slot", "Replace {card}", card=_c(action[1]))
    if v == "free":
        return _m("free", "Free invade: {fig} to {place}", fig=_f(action[1]), place=_p(action[2]))
    if v == "stat":
        return _m("stat", "Raise {stat}", stat=Msg(f"blood_rage.stat.{action[1]}", str(action[1]).capitalize()))
    if v == "keep":
        if len(action) == 3:
            return _m("keep_fig", "Keep the {fig} in {place}", fig=_f(action[2]), place=_p(action[1]))
        return _m("keep", "Keep {card}", card=_c(action[1]))
    if v == "join":
        return _m("join", "Send the {fig} from {place}", fig=_f(action[2]), place=_p(action[1]))
    if v in ("play", "late", "pick", "buy"):
        text = {"play": "Play {card}", "late": "Play late: {card}", "pick": "Keep {card}", "buy": "Buy back {card}"}[v]
        return _m(v, text, card=_c(action[1]))
    words = {"done": "Done", "skip": "Skip", "stay": "Stay", "none": "Keep nothing", "yes": "Yes",
             "no": "No", "escape": "Flee to Yggdrasil", "die": "Die"}
    if v in words:
        return _m(str(v), words[v])
    return _m("other", "{action}", action=str(action))
