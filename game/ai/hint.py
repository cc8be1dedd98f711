"""Hints: the `hard` search's best actions for one seat, from that seat's view only.

`suggest(game_id, view, seat, rng, k=3, budget=..., iterations=...)` runs the `hard`
bot's search (ISMCTS, game/ai/mcts.py) on `view` and returns its `k` best root actions
as `Suggestion`s, best first, in the order the bot itself would choose (most visits,
then mean value). `top_actions(root, seat, legal, k)` reads them off a searched tree
(`HardBot.last_root`).

What the figure means (`Suggestion.win_chance`): the search scores every simulated
game as one result per seat — 1 for a win (a shared win split between the winners),
0 for a loss; a simulation cut short at the end of the round scores each seat by the
game's evaluation, its projected margin turned into a chance (common.win_chance). The
win chance of an action is the asking seat's share of the results summed over the
simulations through it, including the `prior_visits` virtual ones worth the `normal`
bot's one-step judgement that every root action starts with. For two players and for
finished simulations the results of the seats add up to 1, so the share is the mean
result; at more players the share keeps four equal seats at 25% each, not 50%. It is an
estimate of a search of about a second, not a promise.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

from game.core import Rng


@dataclass(frozen=True)
class Suggestion:
    """One of the search's best actions for the asking seat."""

    action: Any
    visits: int                 # simulations through this action (virtual prior visits not counted)
    win_chance: float | None    # the asking seat's share of their results, 0..1 (None: no search)


def top_actions(root: Any, seat: int, legal: list, k: int = 3, prior_visits: int = 0) -> list[Suggestion]:
    """The `k` best of `legal` at a searched root (`HardBot.last_root`), best first: the
    order of the bot's own choice (visits, then mean value). `prior_visits` (the bot's)
    are subtracted from the visits shown; actions the search never reached are left out."""
    ranked = []
    for i, a in enumerate(legal):
        ch = root.children.get((seat, a)) if root is not None else None
        if ch is None or ch.visits <= 0:
            continue
        mean = ch.total[seat] / ch.visits
        ranked.append(((ch.visits, mean, -i), a, ch))
    ranked.sort(key=lambda r: r[0], reverse=True)
    out = []
    for _key, a, ch in ranked[:max(0, k)]:
        total = sum(ch.total)
        share = ch.total[seat] / total if total > 0 else 0.0
        out.append(Suggestion(a, max(0, ch.visits - prior_visits), min(1.0, max(0.0, share))))
    return out


def suggest(game_id: str, view: Any, seat: int, rng: Rng, k: int = 3, budget: float | None = None,
            iterations: int | None = None, module: ModuleType | Any | None = None) -> list[Suggestion]:
    """The `hard` bot's `k` best actions for `seat`, searched from `view` (the seat's
    own view: the bot determinises what it cannot see), best first. With one legal
    action there is nothing to weigh: that action alone, without a figure. The search
    runs its whole budget (no early stop), so the runners-up get real visits."""
    from .mcts import HardBot

    legal = view.legal_actions(seat)
    if not legal:
        return []
    if len(legal) == 1:
        return [Suggestion(legal[0], 0, None)]
    bot = HardBot(game_id, module)
    bot.configure(budget=budget, iterations=iterations)
    bot.early_stop = False
    bot.reuse = False
    bot.choose(view, seat, rng)
    return top_actions(bot.last_root, seat, legal, k, bot.prior_visits)
