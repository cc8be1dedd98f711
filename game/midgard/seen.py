"""Midgard's events as each seat may know them (network play, docs/network.md). The log
tells every step to the whole table; what a step holds for one seat only:

- the colour of the token taken from Vanaheim (kept face down until the end: the others
  are told a token was taken, colour -1);
- a draft pick names no card; cards drawn are counted, never named.

`OPEN` names the kinds whose fields come from a choice made in the open that the
position keeps no trace of (a Destroy card played at an empty province): the whole
table saw it (tests/net/test_seen.py).
"""

from __future__ import annotations

from typing import Any

from game.core.seen import redact

PRIVATE: dict[str, dict[str, Any]] = {"vanaheim_token": {"colour": -1}}
SECRET: frozenset[str] = frozenset()
OPEN: frozenset[str] = frozenset({"destroy", "horde_target", "nokill", "no_effect"})


def seen_by(events: list, seat: int | None, state: Any = None) -> list:
    """The events of one step as `seat` may know them (None: a watcher)."""
    return redact(events, seat, PRIVATE, SECRET)
