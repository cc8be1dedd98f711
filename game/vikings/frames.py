"""The pending-decision stack. Every rule that needs a player's choice pushes a *frame*
(a small JSON-safe dict with key "k"); the top frame decides who acts and what is legal.

DECIDE[k] = (legal(st, f) -> list, apply(st, f, action, ev) -> None)
AUTO[k]   = run(st, f, ev) -> None   (the frame is popped before it runs)
PICK["draft"] = pick(st, seat, card, ev) -> None   (a pick of the simultaneous draft, which
            has no frame: era.py registers it, the state calls it)

The rules modules fill these tables when they are imported; the state reads them, so it
depends on no rules module.
"""

from __future__ import annotations

from collections.abc import Callable

DECIDE: dict[str, tuple[Callable, Callable]] = {}
AUTO: dict[str, Callable] = {}
PICK: dict[str, Callable] = {}


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


def picks(kind: str):
    def wrap(fn: Callable):
        PICK[kind] = fn
        return fn
    return wrap


class NeedChoice(Exception):
    """Raised by a solo-enemy step whose rules end in a tie the human must break (DP20);
    see `VikingsState._run_enemy_step` and `solo._pick`."""

    def __init__(self, labels: list, why: str) -> None:
        super().__init__(why)
        self.labels = labels
        self.why = why


def clone_frame(f: dict) -> dict:
    d = f.copy()
    for k, v in f.items():
        if isinstance(v, list):
            d[k] = v[:]
    return d
