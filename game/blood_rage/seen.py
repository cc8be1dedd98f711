"""Blood Rage's events as each seat may know them (network play, docs/network.md). The
log tells every step to the whole table, and the raw events hold nothing more: a draft
pick, a quest or a battle card committed face down names no card ("pick",
"keep_card", "quest", "card_chosen"); the battle cards are named when they are turned up
for everyone ("reveal", then "take_back" and "winner_discards"), a late card or an
upgrade when it is played face up.

`OPEN` names the kinds whose fields come from a choice made in the open that the
position keeps no trace of (tests/net/test_seen.py).
"""

from __future__ import annotations

from typing import Any

from game.core.seen import redact

PRIVATE: dict[str, dict[str, Any]] = {}
SECRET: frozenset[str] = frozenset()
OPEN: frozenset[str] = frozenset()


def seen_by(events: list, seat: int | None, state: Any = None) -> list:
    """The events of one step as `seat` may know them (None: a watcher)."""
    return redact(events, seat, PRIVATE, SECRET)
