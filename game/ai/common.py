"""Shared pieces of the bots: loading a game's heuristic module and small maths helpers.

A game that wants bots above `random` provides `game/<id>/bot.py` with:

    evaluate(view, seat) -> float          expected final score margin of `seat`
                                            (its projected score minus the best other
                                            projected score), from what the view shows
    priors(view, seat, actions) -> list[float]
                                            a quick estimate, in points, of each action's
                                            worth (higher is better); used by `easy`, for
                                            tie-breaks and by the rollout policy of `hard`
    determinize(view, seat, rng) -> State   a full state consistent with the view: hidden
                                            cards, deck order, secret choices filled in from
                                            what `seat` cannot see; its RNG reseeded from rng

and optionally:

    evaluate_all(state) -> list[float]      evaluate() for every seat at once (faster)
    MARGIN_SCALE: float                     points of margin that make a clear favourite
                                            (turns margins into win chances; default 10)
    round_index(state) -> int               rollouts of `hard` stop when this changes
    observed_action(state, observer, actor, action) -> Any
                                            what `observer` learns of `actor`'s action
                                            (None if nothing, e.g. a secret draft pick)
    rollout_policy(state, seat, actions, rng) -> action
                                            a fast playout policy (default: epsilon-greedy
                                            on priors)
    PRIOR_VISITS, UCT_C, ROLLOUT_DEPTH      search settings of `hard` (mcts.py)
    OWN_TREE_PLAYERS: int                   from this many seats on, the tree of `hard` holds
                                            the searching seat's choices only; the
                                            opponents play the playout policy (mcts.py)
    PAIRED_ROOT: bool                       `hard` compares its root actions on common
                                            random numbers: the k-th visit of every root
                                            action runs on the same determinisation and
                                            random stream (mcts.py)
    rollout_until(state, seat) -> stop(state) -> bool
                                            where a playout of `hard` ends, decided once
                                            per iteration from where it starts (replaces
                                            round_index)
    ROUND_SECONDS: float                    the seconds a whole table of `hard` bots may
                                            think per round at the default setting (the
                                            pace, pace.py; without it every decision gets
                                            the whole setting)
    SEARCHES_PER_ROUND: int                 a seat's searches in its first round (pace.py
                                            learns the later ones)
"""

from __future__ import annotations

import importlib
import math
from types import ModuleType
from typing import Any

from game.core import Rng

REQUIRED = ("evaluate", "priors", "determinize")


def load_heuristic(game_id: str) -> ModuleType:
    """The `game.<id>.bot` module, or ValueError with a clear message if the game has none."""
    name = f"game.{game_id}.bot"
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name is not None and (name == e.name or name.startswith(e.name + ".")):
            raise ValueError(
                f"{game_id} has no bot heuristic yet: only the 'random' bot can play it"
            ) from None
        raise
    missing = [f for f in REQUIRED if not hasattr(mod, f)]
    if missing:
        raise ValueError(f"{game_id}'s bot module lacks {', '.join(missing)}: only the 'random' bot can play it")
    return mod


def softmax_choice(values: list[float], temperature: float, rng: Rng) -> int:
    """Index drawn with probability proportional to exp(value / temperature)."""
    if temperature <= 0:
        return max(range(len(values)), key=lambda i: (values[i], -i))
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    x = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(values) - 1


def argmax(values: list[float]) -> int:
    """Index of the largest value (first one on ties)."""
    best = 0
    for i in range(1, len(values)):
        if values[i] > values[best]:
            best = i
    return best


def win_chance(margin: float, scale: float) -> float:
    """A margin in points turned into a win chance in (0, 1)."""
    x = margin / scale
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def evaluate_all(mod: ModuleType, state: Any) -> list[float]:
    f = getattr(mod, "evaluate_all", None)
    if f is not None:
        return list(f(state))
    return [float(mod.evaluate(state, s)) for s in range(state.num_players)]


def final_rewards(state: Any) -> list[float]:
    """Win shares of a finished game: 1 for a sole winner, 1/k each for k tied winners."""
    n = state.num_players
    w = state.winners()
    out = [0.0] * n
    for s in w:
        out[s] = 1.0 / len(w)
    return out


def describe_level(level: str) -> str:
    return {
        "random": "plays any legal move",
        "easy": "a sensible player who makes human mistakes",
        "normal": "looks one step ahead with the game's evaluation",
        "hard": "information-set Monte Carlo tree search under a time budget",
    }.get(level, level)
