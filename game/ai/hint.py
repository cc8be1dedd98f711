"""Hints: the `hard` search's best actions for one seat, from that seat's view only.

`suggest(game_id, view, seat, rng, k=3, budget=..., iterations=...)` runs the `hard`
bot's search (ISMCTS, game/ai/mcts.py) on `view` and returns its `k` best root actions
as `Suggestion`s, best first, in the order the bot itself would choose (most visits,
then mean value), each distinct action once. `top_actions(root, seat, legal, k)` reads
them off a searched tree (`HardBot.last_root`).

What the figure means (`Suggestion.win_chance`): the search scores every simulated
game as one result per seat — 1 for a win (a shared win split between the winners),
0 for a loss; a simulation cut short scores each seat by the game's evaluation, its
projected margin turned into a chance (common.win_chance). The win chance of an action
is the asking seat's share of the results summed over the REAL simulations through it
(the `prior_visits` virtual ones every root action starts with are taken out: a move the
search never played has no figure). For two players and for finished simulations the
results of the seats add up to 1, so the share is the mean result; at more players the
share keeps four equal seats at 25% each, not 50%. `spread` is the standard deviation
of the seat's results through the move.

When a hint tells its moves apart (`verdict`): a figure needs MIN_SIMS simulations of
its move; the hint is "clear" only when the best move has them and its lead over the
runner-up is larger than Z standard errors of the difference of their mean results (a
one-sided 95% bound; a runner-up on fewer games counts at the widest spread), else it is "too close to call" (the panel then
lists the moves without figures). The search behind a hint runs its whole budget and,
under a time budget, on until it has run the game's floor of iterations
(`HINT_MIN_ITERATIONS`) or its answer is clear, at most `HINT_MAX_SECONDS`. It is an estimate, not a promise.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from game.core import Rng

# a move's figure rests on at least this many simulated games through it
MIN_SIMS = 30
# the best move's lead over the runner-up must exceed this many standard errors (one-sided 95%)
Z = 1.645
# the iterations a hint's search runs at least under a time budget (it goes on past the
# budget for them), per game: Asgard's iterations are slow and its moves many
HINT_MIN_ITERATIONS = {"asgard": 900}
DEFAULT_MIN_ITERATIONS = 400
HINT_MAX_SECONDS = 8.0   # ... but a hint never thinks longer than this in all

CLEAR, CLOSE, ONLY = "clear", "close", "only"


@dataclass(frozen=True)
class Suggestion:
    """One of the search's best actions for the asking seat."""

    action: Any
    visits: int                 # simulations through this action (virtual prior visits not counted)
    win_chance: float | None    # the asking seat's share of their results, 0..1 (None: no search or no game)
    spread: float | None = None  # the standard deviation of the seat's results through it (None: unknown)


def shows_chance(s: Suggestion) -> bool:
    """A suggestion's figure may be shown: it rests on MIN_SIMS simulated games or more."""
    return s.win_chance is not None and s.visits >= MIN_SIMS


def _std_error(s: Suggestion) -> float:
    """The standard error of a move's mean result: its spread, else (unknown, or on fewer
    than MIN_SIMS games, too few to trust it) the widest a result in 0..1 can have."""
    p = s.win_chance or 0.0
    if s.spread is None:
        sd = math.sqrt(max(0.0, p * (1 - p)))
    elif s.visits < MIN_SIMS:
        sd = 0.5
    else:
        sd = s.spread
    return sd / math.sqrt(max(1, s.visits))


def verdict(suggestions: list[Suggestion]) -> str:
    """ONLY (one legal action, no search), CLEAR (the best move is told apart from the
    runner-up: it rests on MIN_SIMS games, the runner-up on one at least, and the lead
    exceeds Z standard errors of the difference) or CLOSE ("too close to call": the list is shown without figures)."""
    if not suggestions:
        return CLOSE
    best = suggestions[0]
    if best.win_chance is None:
        return ONLY if len(suggestions) == 1 and best.visits == 0 else CLOSE
    if not shows_chance(best):
        return CLOSE
    if len(suggestions) == 1:
        return CLEAR
    second = suggestions[1]
    if second.win_chance is None or second.visits <= 0:
        return CLOSE
    # a runner-up the search played fewer than MIN_SIMS times (it looked worse) is
    # compared at the widest spread its few results allow
    lead = best.win_chance - (second.win_chance or 0.0)
    se = math.hypot(_std_error(best), _std_error(second))
    return CLEAR if lead > Z * se else CLOSE


def merged(a: Suggestion, b: Suggestion) -> Suggestion:
    """Two suggestions shown as one row (two actions with the same text): their
    simulations added, their figures weighed by them, the spread of the pooled results."""
    n = a.visits + b.visits
    if n <= 0 or a.win_chance is None or b.win_chance is None:
        return Suggestion(a.action, n, a.win_chance if a.win_chance is not None else b.win_chance, a.spread)
    p = (a.win_chance * a.visits + b.win_chance * b.visits) / n
    spread = None
    if a.spread is not None and b.spread is not None:
        # pooled second moment minus the pooled mean squared
        m2 = ((a.spread ** 2 + a.win_chance ** 2) * a.visits + (b.spread ** 2 + b.win_chance ** 2) * b.visits) / n
        spread = math.sqrt(max(0.0, m2 - p * p))
    return Suggestion(a.action, n, p, spread)


def top_actions(root: Any, seat: int, legal: list, k: int = 3, prior_visits: int = 0,
                prior: dict | None = None) -> list[Suggestion]:
    """The `k` best of `legal` at a searched root (`HardBot.last_root`), best first: the
    order of the bot's own choice (visits, then mean value), each distinct action once.
    `prior_visits` (the bot's) are subtracted from the visits shown, and with `prior`
    (`HardBot.last_prior`: the reward each virtual visit counted) from the figures too;
    actions the search never simulated (virtual visits only) are left out."""
    ranked = []
    seen: set = set()
    for i, a in enumerate(legal):
        if a in seen:
            continue     # the same action listed twice is one move
        seen.add(a)
        ch = root.children.get((seat, a)) if root is not None else None
        if ch is None or ch.visits <= 0:
            continue
        mean = ch.total[seat] / ch.visits
        ranked.append(((ch.visits, mean, -i), a, ch))
    ranked.sort(key=lambda r: r[0], reverse=True)
    out: list[Suggestion] = []
    for _key, a, ch in ranked:
        if len(out) >= k:
            break
        total = list(ch.total)
        real = ch.visits
        if prior is not None and a in prior:
            # the virtual visits out: what the simulations alone gave
            r = prior[a]
            real = ch.visits - prior_visits
            total = [t - prior_visits * (r if j == seat else 1.0 - r) for j, t in enumerate(total)]
        n = max(0, real if prior is not None else ch.visits - prior_visits)
        if n == 0:
            continue     # never simulated: the search has nothing to say of it
        whole = sum(total)
        if len(total) == 1:
            share = total[seat] / n     # solo: the seat's mean result is its chance of beating the enemy
        else:
            share = total[seat] / whole if whole > 0 else 0.0
        spread = None
        if prior is not None:
            mean = total[seat] / n
            spread = math.sqrt(max(0.0, ch.sq / n - mean * mean))
        out.append(Suggestion(a, n, min(1.0, max(0.0, share)), spread))
    return out


def suggest(game_id: str, view: Any, seat: int, rng: Rng, k: int = 3, budget: float | None = None,
            iterations: int | None = None, module: ModuleType | Any | None = None) -> list[Suggestion]:
    """The `hard` bot's `k` best actions for `seat`, searched from `view` (the seat's
    own view: the bot determinises what it cannot see), best first. With one legal
    action there is nothing to weigh: that action alone, without a figure. The search
    runs its whole budget (no early stop), so the runners-up get real visits, and under
    a time budget on to the game's floor of iterations (at most HINT_MAX_SECONDS)."""
    from .mcts import HardBot

    legal = view.legal_actions(seat)
    if not legal:
        return []
    if len(set(legal)) == 1:
        return [Suggestion(legal[0], 0, None)]
    bot = HardBot(game_id, module)
    bot.configure(budget=budget, iterations=iterations)
    bot.early_stop = False
    bot.reuse = False
    bot.min_iterations = min_iterations(game_id)
    bot.max_seconds = HINT_MAX_SECONDS
    # past the budget, the floor is not needed once the answer is clear
    bot.settled = lambda root: verdict(top_actions(root, seat, legal, k, bot.prior_visits, bot.last_prior)) == CLEAR
    bot.choose(view, seat, rng)
    return top_actions(bot.last_root, seat, legal, k, bot.prior_visits, bot.last_prior)


def min_iterations(game_id: str) -> int:
    """The iterations a hint's timed search runs at least for this game."""
    return HINT_MIN_ITERATIONS.get(game_id, DEFAULT_MIN_ITERATIONS)
