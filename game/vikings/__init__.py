"""Tiny Epic Vikings with the Ragnarok expansion and the solo enemy clan.

`new_game(num_players, seed, options)` with option `expansion` = "none" | "ragnarok";
`from_json(d)`; `describe(event, names, mapid)`, `prompt(state, seat)`, `action_label(action)`
(text.py); the named actions and their codec `action_to_json` / `action_from_json` (moves.py).
"""

from __future__ import annotations

from typing import Any

from . import actions, battle, era, gods, ragnarok, rune_actions, solo  # noqa: F401  (register their frames)
from .era import new_game
from .moves import action_from_json, action_to_json
from .state import MACHINE, VikingsState

MACHINE.freeze()

_TEXTS = ("describe", "prompt", "action_label")


def __getattr__(name: str) -> Any:
    """describe, prompt and action_label (text.py), imported when first asked for: the
    rules, the bots and the arena never read the texts."""
    if name in _TEXTS:
        from . import text
        return getattr(text, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def describe_context(state: Any) -> dict[str, Any]:
    """The extra arguments of `describe` for events of `state`: its map."""
    return {"mapid": getattr(state, "mapid", None)}


def from_json(d: dict) -> VikingsState:
    return VikingsState.from_json(d)


__all__ = ["new_game", "from_json", "describe", "describe_context", "prompt", "action_label", "VikingsState",
           "action_to_json", "action_from_json"]
