"""Midgard (Eric M. Lang, 2006): the complete rules engine.

Exports the game-package interface of `game.registry`: `new_game`, `from_json`,
`describe`. The rules are in `/work/shared/rules/midgard.md`; see `state.py` for the
state layout and helpers and `rules.py` for the actions.
"""

from __future__ import annotations

from typing import Any

from .describe import describe
from .rules import start_round
from .state import MidgardState


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


__all__ = ["MidgardState", "describe", "from_json", "new_game"]
