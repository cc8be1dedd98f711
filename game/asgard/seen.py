"""Asgard's events as each seat may know them (network play, docs/network.md). The log
tells every step to the whole table, and the raw events hold nothing more: the gods
chosen in secret are only counted ("chosen"), a tile kept face down names its stack,
not the tile ("picktile").

`OPEN` names the kinds whose fields come from a choice made in the open that the
position keeps no trace of (who gives a seal or a stone in a shortage:
tests/net/test_seen.py).
"""

from __future__ import annotations

from typing import Any

from game.core.seen import redact

PRIVATE: dict[str, dict[str, Any]] = {}
SECRET: frozenset[str] = frozenset()
OPEN: frozenset[str] = frozenset({"sealgive", "gain", "noseal", "asgard", "asgdecline"})


def seen_by(events: list, seat: int | None, state: Any = None) -> list:
    """The events of one step as `seat` may know them (None: a watcher)."""
    return redact(events, seat, PRIVATE, SECRET)
