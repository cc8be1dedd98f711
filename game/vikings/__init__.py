"""Tiny Epic Vikings with the Ragnarok expansion and the solo enemy clan.

`new_game(num_players, seed, options)` with option `expansion` = "none" | "ragnarok";
`from_json(d)`; `describe(event, names, mapid)`, `prompt(state, seat)`, `action_label(action)`
(text.py).
"""

from __future__ import annotations

from . import actions, battle, era, gods, ragnarok, rune_actions, solo  # noqa: F401  (register their frames)
from .era import new_game
from .state import MACHINE, VikingsState
from .text import action_label, describe, prompt

MACHINE.freeze()


def from_json(d: dict) -> VikingsState:
    return VikingsState.from_json(d)


__all__ = ["new_game", "from_json", "describe", "prompt", "action_label", "VikingsState"]
