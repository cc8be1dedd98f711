"""The bot's review of a seat's play (issue 35 item 2): at every decision of that seat
with a choice, the `hard` search runs from the seat's own view (what it could see then,
never more) and gives every legal action its estimated chance of winning
(`game.ai.hint.suggest`). The review keeps, per decision, the chance of the best move
(the chance "before": what the position was worth with the best play), the chance of
the move made ("after") and the best move; the turning points are the biggest drops.

    jobs = decisions(positions, seat)            # (step, view, played) per decision
    found = judge(step, seat, played, suggestions) # one Judgement per decision
    points = turning_points(judgements, 3)

`review_seat(game_id, positions, seat, seed, iterations)` does it all in this thread (the
window runs the same jobs in the bot process: ui/review.py)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from game.core import Rng

LEVELS = {"quick": 100, "default": 300, "thorough": 1000}   # search iterations per decision
DEFAULT_LEVEL = "default"


@dataclass(frozen=True)
class Judgement:
    """One decision of the seat: the record's step (the move's 1-based index), the move
    made, the bot's best move, their chances (0..1) and the simulations behind them."""

    step: int
    seat: int
    played: Any
    best: Any
    before: float            # the best move's chance: the position's worth with the best play
    after: float             # the chance of the move made
    visits: int              # simulations of the whole search

    @property
    def drop(self) -> float:
        """What the move made cost against the best one (0 when it was the best)."""
        return max(0.0, self.before - self.after)


def decisions(positions: Iterable[tuple[int, Any, int, Any]], seat: int) -> list[tuple[int, Any, Any]]:
    """(step, the seat's view before the move, the move made) for each decision of `seat`
    with more than one legal action. `positions` yields (step, full state before the
    move, deciding seat, move); only the seat's view is kept of each state."""
    out = []
    for step, state, who, action in positions:
        if who != seat:
            continue
        view = state.view(seat)
        if len(view.legal_actions(seat)) > 1:
            out.append((step, view, action))
    return out


def judge(step: int, seat: int, played: Any, suggestions: list) -> Judgement:
    """A decision's judgement from the search's suggestions for every legal action (each
    with `action`, `visits`, `win_chance`); a move the search did not reach counts as its
    worst-judged one."""
    found = [s for s in suggestions if s.win_chance is not None]
    if not found:
        return Judgement(step, seat, played, played, 0.0, 0.0, 0)
    best = found[0]
    mine = next((s for s in found if s.action == played), None)
    after = mine.win_chance if mine is not None else min(s.win_chance for s in found)
    return Judgement(step, seat, played, best.action, float(best.win_chance), float(after),
                     sum(int(s.visits) for s in found))


def turning_points(judgements: list[Judgement], n: int = 3) -> list[Judgement]:
    """The `n` decisions whose move cost the most (a drop above zero), in the game's order."""
    worst = sorted((j for j in judgements if j.drop > 0), key=lambda j: (-j.drop, j.step))[:n]
    return sorted(worst, key=lambda j: j.step)


def review_seat(game_id: str, positions: Iterable[tuple[int, Any, int, Any]], seat: int, seed: int,
                iterations: int = LEVELS[DEFAULT_LEVEL]) -> list[Judgement]:
    """The whole review of `seat` in this thread (tests, the command line)."""
    from game.ai.hint import suggest

    out = []
    for step, view, played in decisions(positions, seat):
        k = len(view.legal_actions(seat))
        found = suggest(game_id, view, seat, Rng(decision_seed(seed, step)), k=k, iterations=iterations)
        out.append(judge(step, seat, played, found))
    return out


def decision_seed(seed: int, step: int) -> int:
    """The search's seed at a step: the same review for the same record, every time."""
    return (int(seed) * 1_000_003 + int(step) * 7919) & 0x7FFFFFFF


def to_json(judgements: list[Judgement], action_to_json: Any) -> list[dict[str, Any]]:
    out = []
    for j in judgements:
        d = asdict(j)
        d["played"], d["best"] = action_to_json(j.played), action_to_json(j.best)
        out.append(d)
    return out


def from_json(data: list[dict[str, Any]], action_from_json: Any) -> list[Judgement]:
    return [Judgement(int(d["step"]), int(d["seat"]), action_from_json(d["played"]), action_from_json(d["best"]),
                      float(d["before"]), float(d["after"]), int(d["visits"])) for d in data]
