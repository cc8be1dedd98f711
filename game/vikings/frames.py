"""The pending-decision stack. Every rule that needs a player's choice pushes a *frame*
(a small JSON-safe dict with key "k"); the top frame decides who acts and what is legal.

DECIDE[k] = (legal(st, f) -> list, apply(st, f, action, ev) -> None)
AUTO[k]   = run(st, f, ev) -> None   (the frame is popped before it runs)
"""

from __future__ import annotations

from collections.abc import Callable

DECIDE: dict[str, tuple[Callable, Callable]] = {}
AUTO: dict[str, Callable] = {}


def decide(kind: str):
    def wrap(pair_legal: Callable):
        DECIDE[kind] = (pair_legal, None)  # apply filled by `applies`
        return pair_legal
    return wrap


def applies(kind: str):
    def wrap(fn: Callable):
        DECIDE[kind] = (DECIDE[kind][0], fn)
        return fn
    return wrap


def auto(kind: str):
    def wrap(fn: Callable):
        AUTO[kind] = fn
        return fn
    return wrap


def clone_frame(f: dict) -> dict:
    d = dict(f)
    for k, v in d.items():
        if isinstance(v, list):
            d[k] = list(v)
    return d
