"""One board scene per game: `BOARDS` maps a game id to its board class
("module:Class", imported on first use), `board_scene_for(app, session)` returns the
scene that draws a game session (ValueError for a game without a board).

Adding a board: one line here; New game then offers the game."""

from __future__ import annotations

import importlib
from typing import Any

BOARDS: dict[str, str] = {
    "midgard": "ui.boards.midgard:MidgardBoard",
    "blood_rage": "ui.boards.blood_rage:BloodRageBoard",
    "asgard": "ui.boards.asgard:AsgardBoard",
    "vikings": "ui.boards.vikings:VikingsBoard",
}


def board_class(game_id: str) -> type:
    """The board class of a game (imported now); ValueError if it has none."""
    try:
        path = BOARDS[game_id]
    except KeyError:
        raise ValueError(f"{game_id} has no board in this version yet") from None
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def board_scene_for(app: Any, session: Any) -> Any:
    game_id = session.spec.id
    if game_id not in BOARDS:
        raise ValueError(f"{session.spec.title} has no board in this version yet")
    return board_class(game_id)(app, session)
