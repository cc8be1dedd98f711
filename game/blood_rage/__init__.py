"""Blood Rage (base game, 2-4 players): the complete rules engine.

Exports the registry contract: `new_game`, `from_json`, `describe`.
"""

from __future__ import annotations

from typing import Any

from . import actions, battle, destruction, draft, quest, ragnarok, stats, upgrades  # noqa: F401  (register rules)
from .data import CARDS, FIGURE_NAMES, NAMES
from .prompts import action_label, prompt
from .state import MACHINE, BloodRageState

MACHINE.freeze()

__all__ = ["BloodRageState", "new_game", "from_json", "describe", "prompt", "action_label"]


def new_game(num_players: int, seed: int, options: dict | None = None) -> BloodRageState:
    """options: {"first_game": "on"} plays Age 1 without the draft (rules §7.1.6)."""
    first = str((options or {}).get("first_game", "off")) == "on"
    return BloodRageState.new(num_players, seed, first)


def from_json(d: dict) -> BloodRageState:
    return BloodRageState.from_json(d)


def _place(loc: str) -> str:
    return NAMES.get(loc, loc)


def _fig(k: str) -> str:
    return FIGURE_NAMES.get(k, k)


def _card(c: Any) -> str:
    if isinstance(c, int) and 0 <= c < len(CARDS) - 1:
        return CARDS[c].name
    return "a hidden card"


def _played(c: Any) -> str:
    """A revealed card with its printed bonus; quests and upgrades add nothing in a battle."""
    if not (isinstance(c, int) and 0 <= c < len(CARDS) - 1):
        return "a hidden card"
    card = CARDS[c]
    if card.kind == "battle":
        return f"{card.name} (+X)" if card.effect == "sight" else f"{card.name} (+{card.value})"
    return f"{card.name} ({'quest' if card.kind == 'quest' else 'upgrade'}, +0)"


_SOURCES = {"pillage": "Glory token", "battles": "battle won", "quests": "quest", "ragnarok": "Ragnarök",
            "cards": "card", "upgrades": "upgrade", "stats": "epic stats"}
_PHASES = {"draft": "Gods' Gifts", "action": "Action", "quest": "Quest"}
_TOKENS = {"Y": "Yggdrasil token", "R": "Rage token", "A": "Axes token", "H": "Horns token",
           "G": "Glory token"}


def describe(event: dict, names: list[str]) -> str:
    """One readable English line for an event ("" to skip)."""
    t = event.get("t")

    def who(key: str = "seat") -> str:
        i = event.get(key)
        return names[i] if isinstance(i, int) and 0 <= i < len(names) else "?"

    if t == "setup":
        gone = ", ".join(_place(p) for p in event["destroyed"])
        first = names[event["first"]] if 0 <= event.get("first", -1) < len(names) else "?"
        return (f"Setup: {gone} destroyed before the game; Ragnarök first threatens "
                f"{_place(event['doom'])}; {first} is first player.")
    if t == "phase":
        return f"Age {event['age']}: {_PHASES.get(event['phase'], event['phase'])} phase."
    if t == "age":
        return f"Age {event['age']} begins; {names[event['first']]} is first player."
    if t == "draft_done":
        return "The Gods' Gifts are drafted."
    if t == "pass":
        return f"{who()} passes."
    if t in ("invade", "recall", "succor", "blessing"):
        how = {"invade": "invades", "recall": "returns from Valhalla into", "succor":
               "(Frigga's Succor) adds a Warrior to", "blessing": "(Loki's Blessing) invades"}[t]
        if t == "succor":
            return f"{who()} {how} {_place(event['to'])}."
        free = " for free (upgrade bonus)" if event.get("free") else ""
        return f"{who()} {how} {_place(event['to'])} with the {_fig(event['fig'])}{free}."
    if t == "march":
        return f"{who()} moves the {_fig(event['fig'])} from {_place(event['frm'])} to {_place(event['to'])}."
    if t == "lord_move":
        return (f"{who()} moves the Leader from {_place(event['frm'])} to {_place(event['to'])} "
                "(Lord of Hammers).")
    if t == "upgrade":
        if "replaced" in event:
            return (f"{who()} upgrades with {_card(event['card'])}, "
                    f"discarding the upgrade {_card(event['replaced'])}.")
        return f"{who()} upgrades with {_card(event['card'])}."
    if t == "replace":
        return f"{who()} discards the upgrade {_card(event['card'])}."
    if t == "monster_gone":
        return f"{who()}'s {_fig(event['fig'])} leaves the game."
    if t == "monster_strike":
        return f"{who()}'s {_fig(event['fig'])} strikes in {_place(event['loc'])}."
    if t == "quest":
        return f"{who()} commits to a quest."
    if t == "pillage":
        again = " again (Tyr's Challenge)" if event.get("again") else ""
        return f"{who()} pillages {_place(event['loc'])}{again}!"
    if t == "thor_domain":
        return f"{who()} pays 2 Rage (Thor's Domain) to pillage {_place(event['loc'])}."
    if t == "join":
        return f"{who()} answers the call: {_fig(event['fig'])} from {_place(event['frm'])}."
    if t == "call_pass":
        return ""
    if t == "unopposed":
        return f"Nobody opposes {who()} in {_place(event['loc'])}."
    if t == "battle":
        strs = event.get("str") or [None] * len(event["seats"])
        return (f"Battle in {_place(event['loc'])}: "
                + ", ".join(names[i] + (f" (strength {v})" if v is not None else "")
                            for i, v in zip(event["seats"], strs)) + ".")
    if t == "card_chosen" or t == "keep_chosen":
        return ""
    if t == "reveal":
        return "Revealed: " + ", ".join(f"{names[i]} {_played(c)}" for i, c in event["plays"]) + "."
    if t == "primacy":
        return "Thor's Primacy cancels the opponents' card texts."
    if t == "watch":
        return f"Heimdall's Watch: the revealed cards are discarded ({event['n']} Glory); play again."
    if t == "smite":
        return f"{who()}'s Odin's Smite strikes."
    if t == "tide":
        return f"{who()}'s Odin's Tide: every clan keeps one figure."
    if t == "tyr_quest":
        return f"{who()} uses a quest as a +{event['n']} battle card."
    if t == "late":
        return f"{who()} plays {_played(event['card'])} late."
    if t == "compare":
        tot = ", ".join(f"{names[i]} {v}" for i, v in zip(event["seats"], event["totals"]))
        res = f"{names[event['winner']]} wins" if event["winner"] >= 0 else "a tie: everyone loses"
        return f"Totals with cards: {tot}; {res}."
    if t == "take_back":
        return f"{who()} takes back into hand: " + ", ".join(_card(c) for c in event["cards"]) + "."
    if t == "winner_discards":
        return f"{who()} discards the played cards: " + ", ".join(_card(c) for c in event["cards"]) + "."
    if t == "keep_card":
        return f"{who()} keeps one card for the next Age."
    if t == "trickery":
        return f"{who()} takes 1 Rage from {who('frm')} (Loki's Trickery)."
    if t == "poison":
        return f"{who()} takes {who('frm')}'s cards (Loki's Poison)."
    if t == "prowess":
        return f"{who()} buys back {_card(event['card'])} (Tyr's Prowess)."
    if t == "backstab":
        return f"{who()} steals {event['n']} Glory from {who('frm')} (Loki's Backstab)."
    if t == "destroyed":
        figs = ", ".join(_fig(k) for k in event["figs"])
        return f"{who()} loses to Valhalla: {figs}."
    if t == "escape":
        return f"{who()}'s Volur Witch escapes to Yggdrasil."
    if t == "protect":
        return f"{who()} pays 1 Rage to save the {_fig(event['fig'])} (Frigga's Protection)."
    if t == "pillaged":
        twice = " twice" if event.get("times", 1) == 2 else ""
        return (f"{who()}'s pillage of {_place(event['loc'])} succeeds: "
                f"{_TOKENS.get(event['token'], '')}{twice}.")
    if t == "glory":
        src = _SOURCES.get(event["src"], event["src"])
        why = event.get("why")
        if why:
            src = why if src in ("card", "upgrade") else f"{src}, {why}"
        return f"{who()} gains {event['n']} Glory ({src})."
    if t == "stat":
        why = f" ({event['why']})" if event.get("why") else ""
        return f"{who()} raises {event['stat'].capitalize()} to {event['value']}{why}."
    if t == "raise_lost":
        return f"{who()} cannot raise any stat further."
    if t == "rage":
        return f"{who()} gains {event['n']} Rage."
    if t == "sacrifice":
        return f"{who()} sacrifices two figures (Frigga's Sacrifice)."
    if t == "quest_reveal":
        return f"{who()} reveals quest {_card(event['card'])}: {'fulfilled' if event['ok'] else 'failed'}."
    if t == "ragnarok":
        nxt = f"; Doom moves to {_place(event['doom'])}" if event.get("doom") else ""
        return f"Ragnarök destroys {_place(event['loc'])}{nxt}."
    if t == "release":
        n = event["n"]
        return f"{who()} gets {n} figure{'s' if n != 1 else ''} back from Valhalla."
    if t == "phase_end":
        return "The Action phase ends."
    if t == "battle_end":
        return ""
    if t == "game_over":
        sc = event.get("scores") or []
        if not sc:
            return "The game is over."
        best = max(sc)
        top = [names[i] if i < len(names) else "?" for i, g in enumerate(sc) if g == best]
        if len(top) == 1:
            return f"The game is over: {top[0]} wins with {best} Glory."
        return f"The game is over: {' and '.join(top)} share the victory with {best} Glory."
    return str(event)
