"""When a hint tells its moves apart (game/ai/hint.py: verdict, figures from real
simulations only, each distinct action once, the floor of a hint's search)."""

from __future__ import annotations

from game.ai import make_bot, suggest, top_actions
from game.ai.hint import (
    CLEAR,
    CLOSE,
    DEFAULT_MIN_ITERATIONS,
    MIN_SIMS,
    ONLY,
    Suggestion,
    merged,
    shows_chance,
    verdict,
)
from game.ai.mcts import _Node
from game.core import Rng

from .toygames import NIM_BLIND, Nim


class DupNim(Nim):
    """Nim whose legal list names "take 1" twice (one move, listed twice)."""

    def legal_actions(self, seat: int) -> list:
        legal = super().legal_actions(seat)
        return legal[:1] + legal if legal else legal

    def clone(self) -> DupNim:
        c = DupNim.__new__(DupNim)
        c.pile, c.turn, c.winner = self.pile, self.turn, self.winner
        return c


def test_the_same_action_listed_twice_is_suggested_once():
    # four asked for, three distinct moves: each once
    out = suggest("nim", DupNim(10), 0, Rng(4), k=4, iterations=600, module=NIM_BLIND)
    actions = [s.action for s in out]
    assert sorted(actions) == [("take", 1), ("take", 2), ("take", 3)]


def test_a_move_without_a_real_simulation_is_not_listed():
    # two root actions: one played 40 times, one holding only its 8 virtual prior visits
    root = _Node(2)
    a, b = ("take", 1), ("take", 2)
    ca = root.children[(0, a)] = _Node(2)
    cb = root.children[(0, b)] = _Node(2)
    ca.visits, ca.total = 48, [30.0, 18.0]
    cb.visits, cb.total = 8, [0.5, 7.5]
    out = top_actions(root, 0, [a, b], k=3, prior_visits=8)
    assert [s.action for s in out] == [a]
    assert out[0].visits == 40 and shows_chance(out[0])
    assert not shows_chance(Suggestion(b, 0, None)) and not shows_chance(Suggestion(b, MIN_SIMS - 1, 0.5))


def test_the_figure_leaves_the_virtual_prior_visits_out():
    # 8 virtual visits worth 0.9 each, then 40 real simulations all lost
    root = _Node(2)
    a, b = ("take", 1), ("take", 2)
    ca = root.children[(0, a)] = _Node(2)
    cb = root.children[(0, b)] = _Node(2)
    ca.visits, ca.total = 48, [8 * 0.9, 8 * 0.1 + 40.0]
    cb.visits, cb.total = 8, [8 * 0.2, 8 * 0.8]
    out = top_actions(root, 0, [a, b], k=2, prior_visits=8, prior={a: 0.9, b: 0.2})
    assert out[0].visits == 40 and out[0].win_chance == 0.0 and out[0].spread == 0.0
    assert len(out) == 1


def test_a_clear_best_move_is_told_apart():
    # Nim from 10: only "take 2" wins, and a long search finds it
    out = suggest("nim", Nim(10), 0, Rng(10), k=3, iterations=1500, module=NIM_BLIND)
    assert out[0].action == ("take", 2)
    # the search starved the losing moves (fewer than MIN_SIMS games): still told apart
    assert out[1].visits < MIN_SIMS and verdict(out) == CLEAR


def test_moves_alike_are_too_close_to_call():
    alike = [Suggestion("a", 500, 0.50, 0.3), Suggestion("b", 480, 0.49, 0.3), Suggestion("c", 400, 0.48, 0.3)]
    assert verdict(alike) == CLOSE
    apart = [Suggestion("a", 200, 0.60, 0.2), Suggestion("b", 200, 0.40, 0.2)]
    assert verdict(apart) == CLEAR
    # the same lead on too few simulated games (Asgard's 13 to 28) is not told apart
    few = [Suggestion("a", 20, 0.60, 0.2), Suggestion("b", 13, 0.40, 0.2), Suggestion("c", 28, 0.40, 0.2)]
    assert min(s.visits for s in few) < MIN_SIMS and verdict(few) == CLOSE
    # a runner-up on a few games counts at the widest spread: a small lead is not enough
    assert verdict([Suggestion("a", 400, 0.55, 0.05), Suggestion("b", 12, 0.40, 0.0)]) == CLOSE
    # the runner-up never simulated: nothing to compare the best move with
    assert verdict([Suggestion("a", 300, 0.7, 0.2), Suggestion("b", 0, None)]) == CLOSE
    # without a spread the widest one a 0..1 result can have is assumed
    assert verdict([Suggestion("a", 100, 0.55), Suggestion("b", 100, 0.45)]) == CLOSE
    assert verdict([Suggestion("a", 0, None)]) == ONLY


def test_two_rows_merged_weigh_their_figures_by_their_simulations():
    m = merged(Suggestion("a", 30, 0.2, 0.0), Suggestion("b", 10, 0.6, 0.0))
    assert m.action == "a" and m.visits == 40
    assert abs(m.win_chance - 0.3) < 1e-9
    # pooled results of 0.2 (30 times) and 0.6 (10 times): their standard deviation
    assert abs(m.spread - (0.75 * 0.25 * 0.4 ** 2) ** 0.5) < 1e-9


def test_a_timed_hint_runs_its_floor_of_iterations():
    # a budget far too small for one move's share of simulations: the floor holds it on
    bot = make_bot("hard", "nim", module=NIM_BLIND)
    bot.configure(budget=1e-6)
    bot.early_stop = False
    bot.min_iterations = 300
    bot.max_seconds = 60.0
    bot.choose(Nim(10), 0, Rng(1))
    assert bot.last_iterations >= 300
    # the hint stops short of its floor only once its answer is clear
    out = suggest("nim", Nim(10), 0, Rng(2), k=3, budget=1e-6, module=NIM_BLIND)
    total = sum(s.visits for s in out)
    assert total > 1
    assert total >= DEFAULT_MIN_ITERATIONS or verdict(out) == CLEAR


def test_a_solo_seats_chance_is_its_mean_result_not_its_share_of_one():
    # one seat (a solo game against the enemy clan): its share of the results is always
    # 100 %; its chance is how often the simulations through a move ended in its win
    root = _Node(1)
    for a, wins, visits in (("a", 30.0, 100), ("b", 70.0, 100)):
        ch = root.children[(0, a)] = _Node(1)
        ch.visits, ch.total = visits, [wins]
    got = {s.action: s.win_chance for s in top_actions(root, 0, ["a", "b"], k=2)}
    assert got == {"a": 0.3, "b": 0.7}
