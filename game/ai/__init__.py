"""Game-agnostic bots. `make_bot(level, game_id)` returns an object with
`choose(view, seat, rng) -> action`; bots only ever receive `state.view(seat)`.

Levels:
- `random`: any legal action (every game);
- `easy`: one-step values with noise (softmax with a temperature), see heuristic.py;
- `normal`: one-step lookahead with the game's evaluation, see lookahead.py;
- `hard`: information-set MCTS under a time budget, see mcts.py
  (`configure(budget=seconds, iterations=n)`).
`suggest(game_id, view, seat, rng, k=3)` (hint.py) returns the `hard` search's k best
actions for a seat with their estimated win chances (the board's "Ask the bot").
The levels above `random` need the game's heuristic module `game/<id>/bot.py`
(see common.py for what it provides); without it `make_bot` raises ValueError.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from game.core import Rng

LEVELS = ("random", "easy", "normal", "hard")

__all__ = ["LEVELS", "RandomBot", "Suggestion", "available_levels", "make_bot", "suggest", "top_actions"]


class RandomBot:
    """Picks uniformly among the legal actions."""

    level = "random"
    instant = True   # a pick takes microseconds: a caller needs no thread for it

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def choose(self, view: Any, seat: int, rng: Rng) -> Any:
        return rng.choice(view.legal_actions(seat))


def make_bot(level: str, game_id: str, module: ModuleType | Any | None = None) -> Any:
    """A bot of `level` for `game_id`. `module` replaces `game.<id>.bot` (tests use it)."""
    if level == "random":
        return RandomBot(game_id)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; the levels are {', '.join(LEVELS)}")
    from .common import load_heuristic

    mod = module if module is not None else load_heuristic(game_id)
    if level == "easy":
        from .heuristic import EasyBot

        return EasyBot(game_id, mod)
    if level == "normal":
        from .lookahead import NormalBot

        return NormalBot(game_id, mod)
    from .mcts import HardBot

    return HardBot(game_id, mod)


def available_levels(game_id: str) -> tuple[str, ...]:
    """The levels that can play `game_id` (just `random` if it has no heuristic)."""
    from .common import load_heuristic

    try:
        load_heuristic(game_id)
    except ValueError:
        return ("random",)
    return LEVELS


def __getattr__(name: str) -> Any:
    # the hint functions, imported on first use (game.ai stays light to import)
    if name in ("Suggestion", "suggest", "top_actions"):
        from . import hint

        return getattr(hint, name)
    raise AttributeError(name)
