"""`normal`: one-step lookahead. Each legal action is applied to a copy of one
determinisation of the view and the result is judged by the game's evaluation; the
best is played (the game's priors break near-ties)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from game.core import Rng

from .common import argmax, load_heuristic

TIE = 1e-6


def one_step_values(mod: ModuleType, view: Any, seat: int, legal: list, rng: Rng) -> list[float]:
    """Evaluation for `seat` after each action in `legal`, on one determinisation."""
    base = mod.determinize(view, seat, rng)
    out = []
    for a in legal:
        s = base.clone()
        s.apply(seat, a)
        out.append(float(mod.evaluate(s, seat)))
    return out


class NormalBot:
    level = "normal"

    def __init__(self, game_id: str, module: ModuleType | None = None) -> None:
        self.game_id = game_id
        self.mod = module if module is not None else load_heuristic(game_id)

    def choose(self, view: Any, seat: int, rng: Rng) -> Any:
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        values = one_step_values(self.mod, view, seat, legal, rng)
        top = max(values)
        near = [i for i, v in enumerate(values) if v >= top - TIE]
        if len(near) == 1:
            return legal[near[0]]
        pri = self.mod.priors(view, seat, [legal[i] for i in near])
        return legal[near[argmax(pri)]]
