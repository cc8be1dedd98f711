"""Midgard (Eric M. Lang, 2006): the complete rules engine.

Exports the game-package interface of `game.registry`: `new_game`, `from_json`,
`describe`, `prompt`, `action_label`, the action codec `action_to_json` /
`action_from_json` (and `message_keys` for the catalogue). The rules are in
`assets/rules/midgard.md`. The folder: `data.py` tables; `state.py` the state and the
decision machine `MACHINE`; the rules by phase: `rounds.py` (the round: doom, deal,
turns, scoring phase, end), `draft.py`, `cards.py` (playing a card and its sub-steps),
`movement.py`, `scoring.py`, `ragnarok.py`, `vanaheim.py`; `moves.py` (the named actions
and their codec); `events.py` (the events in the shared vocabulary); `view.py` (a seat's
view, determinisation, the board's typed protocol); `text.py` (prompts, action labels
and the event log as tables of message keys); `invariants.py`; `bot.py`.
"""

from __future__ import annotations

from typing import Any

from . import cards, draft, vanaheim  # noqa: F401  (register their decisions on MACHINE)
from .moves import (
    DONE,
    MOVES,
    PICK,
    PLAY,
    Attack,
    ChooseViking,
    Destroy,
    Done,
    HordeTarget,
    Kill,
    KillNobody,
    MoveTo,
    Pick,
    PlaceWarrior,
    Play,
    TakeToken,
    action_from_json,
    action_to_json,
    named,
)
from .rounds import start_round
from .state import MACHINE, MidgardState
from .text import action_label, describe, message_keys, prompt
from .view import MidgardView

MACHINE.freeze()


def new_game(num_players: int, seed: int, options: dict | None = None) -> MidgardState:
    """A new game, already at round 1's first decision (doom drawn, cards dealt)."""
    options = options or {}
    beginner = options.get("beginner_round1", "off")
    if beginner not in ("off", "on"):
        raise ValueError(f"option beginner_round1 must be off or on, not {beginner!r}")
    st = MidgardState.blank(num_players, seed, beginner == "on")
    start_round(st, [])
    return st


def from_json(d: Any) -> MidgardState:
    return MidgardState.from_json(d)


__all__ = ["MACHINE", "MidgardState", "action_from_json", "action_label", "action_to_json", "describe", "from_json",
           "message_keys", "new_game", "prompt",
           # the named actions (moves.py) and the view's protocol (view.py), for the board
           "MOVES", "DONE", "PICK", "PLAY", "Attack", "ChooseViking", "Destroy", "Done", "HordeTarget", "Kill",
           "KillNobody", "MoveTo", "Pick", "PlaceWarrior", "Play", "TakeToken", "named", "MidgardView"]
