"""Game-agnostic bots. `make_bot(level, game_id)` returns an object with
`choose(view, seat, rng) -> action`; bots only ever receive `state.view(seat)`."""

from __future__ import annotations

from typing import Any

from game.core import Rng

LEVELS = ("random", "easy", "normal", "hard")


class RandomBot:
    """Picks uniformly among the legal actions."""

    level = "random"

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def choose(self, view: Any, seat: int, rng: Rng) -> Any:
        return rng.choice(view.legal_actions(seat))


def make_bot(level: str, game_id: str) -> Any:
    if level == "random":
        return RandomBot(game_id)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; the levels are {', '.join(LEVELS)}")
    raise ValueError(f"bot level {level!r} is not available yet")
