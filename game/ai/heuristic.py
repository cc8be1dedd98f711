"""`easy`: the one-step values of `normal` with noise. It draws an action with
probability proportional to exp(value / temperature), so it prefers good moves, often
misses the best one when another is close, and rarely makes a blunder that costs many
points (a human-like player, not an absurd one)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from game.core import Rng

from .common import load_heuristic, softmax_choice
from .lookahead import one_step_values

DEFAULT_TEMPERATURE = 2.0  # points of evaluation


class EasyBot:
    level = "easy"

    def __init__(self, game_id: str, module: ModuleType | None = None,
                 temperature: float | None = None) -> None:
        self.game_id = game_id
        self.mod = module if module is not None else load_heuristic(game_id)
        self.temperature = temperature if temperature is not None else float(
            getattr(self.mod, "EASY_TEMPERATURE", DEFAULT_TEMPERATURE))

    def choose(self, view: Any, seat: int, rng: Rng) -> Any:
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        values = one_step_values(self.mod, view, seat, legal, rng)
        return legal[softmax_choice(values, self.temperature, rng)]
