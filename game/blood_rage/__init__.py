"""Blood Rage (base game, 2-4 players): the complete rules engine.

Exports the registry contract: `new_game`, `from_json`, the action codec
`action_to_json` / `action_from_json` (moves.py: the named actions), `describe` (with `prompt`,
`action_label`, `message_keys` and `reason`, the words of a card or rule an event
names as its reason, from text.py).
"""

from __future__ import annotations

from . import actions, battle, destruction, draft, quest, ragnarok, stats, upgrades  # noqa: F401  (register rules)
from .moves import action_from_json, action_to_json
from .state import MACHINE, BloodRageState
from .text import action_label, describe, message_keys, prompt, reason

MACHINE.freeze()

__all__ = ["BloodRageState", "new_game", "from_json", "describe", "prompt", "action_label", "message_keys",
           "reason", "action_to_json", "action_from_json"]


def new_game(num_players: int, seed: int, options: dict | None = None) -> BloodRageState:
    """options: {"first_game": "on"} plays Age 1 without the draft (rules §7.1.6)."""
    first = str((options or {}).get("first_game", "off")) == "on"
    return BloodRageState.new(num_players, seed, first)


def from_json(d: dict) -> BloodRageState:
    return BloodRageState.from_json(d)
