"""Asgard (Pierluca Zizzi, 2012): the complete rules engine for 2-4 players.

Exports the game-package contract: `new_game`, `from_json`, `describe`, `prompt`,
`action_label`, the action codec `action_to_json` / `action_from_json` (moves.py) and
`message_keys`, the catalogue of its texts, and `asgard_tile` (an Asgard tile's name, for
the board: the tiles have no name but what they give).
"""

from __future__ import annotations

from typing import Any

# rules modules register their frames with the machine on import
from . import asgard_area, battle, population, prayer, ragnarok, rounds, shortage, temple  # noqa: F401
from .moves import action_from_json, action_to_json
from .setup import new_state
from .state import MACHINE, AsgardState
from .text import action_label, asgard_tile, describe, message_keys, prompt

MACHINE.freeze()


def new_game(num_players: int, seed: int, options: dict[str, Any] | None = None) -> AsgardState:
    return new_state(num_players, seed)


def from_json(d: dict) -> AsgardState:
    return AsgardState.from_json(d)


__all__ = ["AsgardState", "action_from_json", "action_label", "action_to_json", "asgard_tile", "describe", "from_json",
           "message_keys", "new_game", "prompt"]
