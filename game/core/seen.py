"""What a seat may know of a step's events: the shared part of each game's `seen.py`.

A step's events (the dicts keyed "t" that `apply` returns) are told to the whole table in
hot seat, so most of them hold nothing hidden; what one of them holds for its own seat
only (a secret choice, a card drawn) is named by the game's `seen.py` as `PRIVATE`: kind
-> {field: the placeholder another seat gets instead}. `SECRET` kinds are only for their
own seat: the others get none of it. A seat is the event's own when the event's "seat"
is that seat. Every event given is a fresh copy made of JSON values (what a network
seat is sent: docs/network.md).
"""

from __future__ import annotations

import json
from typing import Any


def redact(events: list, seat: int | None, private: dict[str, dict[str, Any]],
           secret: frozenset[str] = frozenset()) -> list[dict[str, Any]]:
    """`events` as `seat` may know them (None or -1: a watcher of the whole table)."""
    out: list[dict[str, Any]] = []
    for e in events:
        kind = e.get("t")
        own = seat is not None and seat >= 0 and e.get("seat") == seat
        if not own and kind in secret:
            continue
        copy = json.loads(json.dumps(e))
        if not own and kind in private:
            for name, placeholder in private[kind].items():
                if name in copy:
                    copy[name] = placeholder
        out.append(copy)
    return out
