"""Actions are small tuples of str / int / bool / None (nested tuples allowed).

In JSON they become lists; these two functions are the shared `action_to_json` /
`action_from_json` of every game (a game may wrap them with extra checks).
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction

Action = tuple


def action_to_json(action: Any) -> Any:
    if isinstance(action, tuple):
        return [action_to_json(x) for x in action]
    if action is None or isinstance(action, (str, int, bool)):
        return action
    raise TypeError(f"not an action part: {action!r}")


def action_from_json(data: Any, _depth: int = 0) -> Any:
    if _depth > 8:
        raise IllegalAction("an action is nested too deeply")
    if isinstance(data, list):
        if len(data) > 32:
            raise IllegalAction("an action has too many parts")
        return tuple(action_from_json(x, _depth + 1) for x in data)
    if data is None or isinstance(data, (bool, str)):
        if isinstance(data, str) and len(data) > 64:
            raise IllegalAction("an action has a text part that is too long")
        return data
    if isinstance(data, int):
        if abs(data) > 1_000_000:
            raise IllegalAction("an action has a number that is out of range")
        return data
    raise IllegalAction(f"an action part has the wrong type: {type(data).__name__}")
