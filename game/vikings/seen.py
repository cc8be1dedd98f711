"""Tiny Epic Vikings' events as each seat may know them (network play, docs/network.md).
The log tells every step to the whole table, and the raw events hold nothing more: a
card drawn or picked in the draft names no card ("draw", "pick"); a card is named when it
is played or turned face up for everyone.

`OPEN` names the kinds whose fields come from a choice made in the open that the
position keeps no trace of (tests/net/test_seen.py).
"""

from __future__ import annotations

from typing import Any

from game.core.seen import redact

PRIVATE: dict[str, dict[str, Any]] = {}
SECRET: frozenset[str] = frozenset()
OPEN: frozenset[str] = frozenset({"boon"})


def seen_by(events: list, seat: int | None, state: Any = None) -> list:
    """The events of one step as `seat` may know them (None: a watcher)."""
    return redact(events, seat, PRIVATE, SECRET)
