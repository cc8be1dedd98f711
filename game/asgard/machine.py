"""The decision machine shared by the Asgard rules modules.

The state keeps a stack of frames (plain JSON lists ``[type, seat, *data]``). The top
frame is either *automatic* (a function in RUN performs it: it pops itself or pushes
new frames) or a *decision* (DECIDE gives its legal-action and apply functions).
Each rules module registers its frames here; `state.py` runs the loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

RUN: dict[str, Callable[[Any, list], None]] = {}
DECIDE: dict[str, tuple[Callable[[Any, list, int], list], Callable[[Any, list, int, tuple], None]]] = {}
# decisions that are taken automatically when exactly one choice exists
AUTO_SINGLE: set[str] = set()


def run(name: str):
    def deco(fn):
        RUN[name] = fn
        return fn
    return deco


def decide(name: str, auto_single: bool = False):
    """Register the legal-actions function; the apply function is attached with `.act`."""

    def deco(legal):
        holder: dict[str, Any] = {}

        def act(fn):
            DECIDE[name] = (legal, fn)
            return fn

        legal.act = act  # type: ignore[attr-defined]
        holder["legal"] = legal
        if auto_single:
            AUTO_SINGLE.add(name)
        return legal

    return deco
