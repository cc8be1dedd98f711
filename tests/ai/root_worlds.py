"""What a `hard` search's iterations start from, by root action: for the tests of
PAIRED_ROOT (common random numbers at the root, game/ai/mcts.py)."""

from __future__ import annotations

import json
from typing import Any

from game.core import Rng


def worlds_by_root_action(bot: Any, determinize: Any, view: Any, seat: int, seed: int) -> dict:
    """Run `bot.choose` once; for every root action the search forced (None: an iteration
    whose root action the descent chose), the worlds its iterations were determinised
    into, in order (each as canonical JSON)."""
    worlds: dict = {}
    inner = bot._iterate

    def spy(root, v, s, rng, forced=None):
        world = determinize(v, s, rng.clone()).to_json()
        worlds.setdefault(forced, []).append(json.dumps(world, sort_keys=True, default=str))
        return inner(root, v, s, rng, forced)

    bot._iterate = spy
    bot.choose(view, seat, Rng(seed))
    return worlds


def assert_paired(worlds: dict, legal: list) -> None:
    """Every root action's k-th iteration saw the same world as every other's k-th, and
    the first and second worlds differ."""
    assert None not in worlds and len(worlds) >= 2 and set(worlds) <= set(legal)
    firsts = {w[0] for w in worlds.values()}
    assert len(firsts) == 1
    seconds = {w[1] for w in worlds.values() if len(w) > 1}
    assert len(seconds) == 1 and seconds != firsts
