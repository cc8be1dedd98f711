"""Where a game stands: `state.progress()` (structured, so nobody parses a label)."""

from __future__ import annotations

from typing import NamedTuple

UNITS = ("round", "age", "era")


class Progress(NamedTuple):
    """The game's unit ("round", "age" or "era"), its number (1-based; 0 during the
    set-up before the first one) and how many there are, the phase's id and the message
    key of its name (`game.core.Msg` key; the English default is in the game's text.py).
    `over` once the game has ended."""

    unit: str
    number: int
    count: int
    phase: str
    phase_key: str
    over: bool = False
