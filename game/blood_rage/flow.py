"""Registries filled by the rules modules.

HANDLERS[task name](state, task): runs the top task of the stack; it pops itself when
done, may push further tasks, or sets `state.ask` to wait for a decision.
LEGAL[ask kind](state, seat) -> list of legal actions for that decision.
DECIDE[ask kind](state, seat, action): applies a (legal) answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

HANDLERS: dict[str, Callable[[Any, list], None]] = {}
LEGAL: dict[str, Callable[[Any, int], list]] = {}
DECIDE: dict[str, Callable[[Any, int, Any], None]] = {}


def task(name: str):
    def deco(f):
        HANDLERS[name] = f
        return f
    return deco


def decision(name: str, legal: Callable[[Any, int], list]):
    def deco(f):
        LEGAL[name] = legal
        DECIDE[name] = f
        return f
    return deco
