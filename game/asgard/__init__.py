"""Asgard (Pierluca Zizzi, 2012): the complete rules engine for 2-4 players.

Exports the game-package contract: `new_game`, `from_json`, `describe`.
"""

from __future__ import annotations

from typing import Any

# rules modules register their frames with the machine on import
from . import asgard_area, battle, population, prayer, ragnarok, rounds, shortage, temple  # noqa: F401
from .describe import describe
from .machine import AUTO_SINGLE, DECIDE
from .setup import new_state
from .state import AsgardState

# A decision with a single legal choice is taken without asking (the log still shows
# it), except the secret choice of gods and the phase-2 reveal (their choices depend on
# hidden cards in other seats' views) and the phase-3 choice of a disc (a turn always
# starts with a click, where held population bonuses are offered too).
AUTO_SINGLE.update(set(DECIDE) - {"choose", "place", "resolve"})


def new_game(num_players: int, seed: int, options: dict[str, Any] | None = None) -> AsgardState:
    return new_state(num_players, seed)


def from_json(d: dict) -> AsgardState:
    return AsgardState.from_json(d)


__all__ = ["AsgardState", "describe", "from_json", "new_game"]
