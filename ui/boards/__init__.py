"""One board scene per game. `board_scene_for(app, session)` returns the scene that
draws a game session (ValueError for a game that has no board yet)."""

from __future__ import annotations

from typing import Any


def board_scene_for(app: Any, session: Any):
    game_id = session.spec.id
    if game_id == "midgard":
        from ui.boards.midgard import MidgardBoard

        return MidgardBoard(app, session)
    raise ValueError(f"{session.spec.title} has no board in this version yet")


def has_board(game_id: str) -> bool:
    return game_id in ("midgard",)
