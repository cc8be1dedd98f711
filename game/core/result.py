"""Sides of a game's result that are no seat (Tiny Epic Vikings' solo enemy clan):
`state.rivals()` lists them, so a results screen shows them beside the seats."""

from __future__ import annotations

from typing import NamedTuple

from .messages import Msg


class Rival(NamedTuple):
    """A side of the result that no one plays: its name, its points by source (with a
    "total"), and whether it won."""

    name: Msg
    breakdown: dict[str, int]
    won: bool
