"""The game-agnostic bots on the two toy games of toygames.py."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from game.ai import LEVELS, RandomBot, available_levels, make_bot
from game.ai.arena import collect, mean_ci, percentile, run_arena, seat_kinds, wilson
from game.ai.common import softmax_choice, win_chance
from game.core import HIDDEN, Rng

from .toygames import BIDS_BOT, NIM_BLIND, NIM_PERFECT, Bids, BidsSpec, Nim


def test_make_bot_levels_and_errors():
    assert isinstance(make_bot("random", "no_such_game"), RandomBot)
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("genius", "midgard")
    # a package without bot.py (game.core stands in for a game whose heuristic is not
    # written yet) and a missing package: only random
    for game_id in ("core", "no_such_game"):
        for level in ("easy", "normal", "hard"):
            with pytest.raises(ValueError, match="only the 'random' bot"):
                make_bot(level, game_id)
        assert available_levels(game_id) == ("random",)
    for level in LEVELS:
        bot = make_bot(level, "bids", module=BIDS_BOT)
        assert bot.level == level


def test_hard_configure():
    bot = make_bot("hard", "nim", module=NIM_BLIND)
    bot.configure(budget=0.25, iterations=None)
    assert bot.budget == 0.25 and bot.iterations is None
    bot.configure(budget=None, iterations=50)
    assert bot.iterations == 50 and bot.budget == 0.25
    with pytest.raises(ValueError):
        bot.configure(iterations=0)


def test_softmax_and_win_chance():
    rng = Rng(3)
    picks = [softmax_choice([0.0, 5.0, 0.0], 1.0, rng) for _ in range(400)]
    assert picks.count(1) > 350  # exp(5) ~ 148 times likelier
    assert softmax_choice([1.0, 3.0, 2.0], 0.0, rng) == 1
    assert win_chance(0.0, 10.0) == 0.5
    assert win_chance(100.0, 10.0) > 0.99 and win_chance(-100.0, 10.0) < 0.01


@pytest.mark.parametrize("pile,best", [(5, 1), (6, 2), (7, 3), (9, 1), (11, 3)])
def test_normal_takes_winning_nim_move(pile, best):
    bot = make_bot("normal", "nim", module=NIM_PERFECT)
    assert bot.choose(Nim(pile), 0, Rng(1)) == ("take", best)


@pytest.mark.parametrize("pile,best", [(5, 1), (6, 2), (7, 3)])
def test_hard_finds_nim_win_by_search_alone(pile, best):
    bot = make_bot("hard", "nim", module=NIM_BLIND)
    bot.configure(iterations=1500)
    assert bot.choose(Nim(pile), 0, Rng(pile)) == ("take", best)


def test_hard_is_reproducible_with_fixed_iterations():
    s = Bids.new(3, 11)
    v = s.view(1)
    picks = []
    for _ in range(2):
        bot = make_bot("hard", "bids", module=BIDS_BOT)
        bot.configure(iterations=200)
        picks.append(bot.choose(v, 1, Rng(99)))
        assert 1 <= bot.last_iterations <= 200  # it stops once the choice is settled
    assert picks[0] == picks[1]


def test_hard_respects_time_budget():
    bot = make_bot("hard", "bids", module=BIDS_BOT)
    bot.configure(budget=0.05)
    s = Bids.new(2, 4)
    a = bot.choose(s.view(0), 0, Rng(1))
    assert a in s.legal_actions(0)
    assert bot.last_iterations >= 1 and bot.iterations is None


def _swap_hidden(state: Bids, seat: int) -> Bids:
    """A state that differs from `state` only in what `seat` cannot see: another
    seat's hand card exchanged with a deck card, and the prize order reversed."""
    other = (seat + 1) % state.n
    t = state.clone()
    i = 0
    t.hands[other][i], t.deck[0] = t.deck[0], t.hands[other][i]
    t.hands[other].sort()
    t.prizes.reverse()
    return t


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_bots_never_see_hidden_information(level):
    a = Bids.new(2, 5)
    a.apply(1, a.legal_actions(1)[-1])  # seat 1 has bid secretly
    b = _swap_hidden(a, 0)
    b.pending[1] = b.deck[1]            # ... and a different secret bid
    b.deck[1] = a.pending[1]
    assert a.to_json() != b.to_json()
    assert json.dumps(a.view(0).to_json()) == json.dumps(b.view(0).to_json())
    picks = []
    for s in (a, b):
        bot = make_bot(level, "bids", module=BIDS_BOT)
        if level == "hard":
            bot.configure(iterations=150)
        picks.append(bot.choose(s.view(0), 0, Rng(2024)))
    assert picks[0] == picks[1]


def test_view_does_not_leak_through_rng():
    a = Bids.new(2, 5)
    b = a.clone()
    b.rng = Rng(12345)
    assert a.view(0).to_json() == b.view(0).to_json()


@pytest.mark.parametrize("n", [2, 3])
def test_every_level_plays_legal_full_games(n):
    kinds = ["random", "easy", "normal", "hard"][:n] if n == 3 else ["hard", "easy"]
    bots = [make_bot(k, "bids", module=BIDS_BOT) for k in kinds]
    for b in bots:
        if b.level == "hard":
            b.configure(iterations=40)
    for seed in range(3):
        s = Bids.new(n, seed)
        rngs = [Rng(seed * 10 + i) for i in range(n)]
        while not s.is_over():
            seat = s.to_act()[0]
            v = s.view(seat)
            assert all(c == HIDDEN for i in range(n) if i != seat for c in v.hands[i])
            a = bots[seat].choose(v, seat, rngs[seat])
            assert a in s.legal_actions(seat)
            s.apply(seat, a)
        assert sum(s.scores()) <= 21


def test_normal_beats_random_at_bids():
    args = SimpleNamespace(games=100, seed=1, players=2, json=True, budget=None, iterations=None)
    factory = {"normal": lambda: make_bot("normal", "bids", module=BIDS_BOT),
               "random": lambda: make_bot("random", "bids")}
    from game.ai import arena

    results = [arena.play_game(BidsSpec(), seat_kinds(["normal", "random"], g), {}, 1 + g,
                               lambda k: factory[k]()) for g in range(args.games)]
    summary = collect(results, ["normal", "random"])
    assert summary["kinds"]["normal"]["winrate"] >= 0.55
    assert summary["kinds"]["normal"]["mean_margin"] > 0
    assert summary["kinds"]["normal"]["wins"] + summary["kinds"]["random"]["wins"] == pytest.approx(100)


def test_run_arena_json_and_table(capsys):
    args = SimpleNamespace(games=6, seed=3, players=3, json=True, budget=None, iterations=20)

    def factory(kind):
        b = make_bot(kind, "bids", module=BIDS_BOT)
        if hasattr(b, "configure"):
            b.configure(iterations=20)
        return b

    assert run_arena(BidsSpec(), ["hard", "normal", "normal"], {}, args, factory=factory) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6
    assert set(out["kinds"]) == {"hard", "normal"}
    h, nm = out["kinds"]["hard"], out["kinds"]["normal"]
    assert h["seats"] == 1 and nm["seats"] == 2
    assert h["wins"] + nm["wins"] == pytest.approx(6)
    assert h["ci95"][0] <= h["winrate"] <= h["ci95"][1]
    assert h["decision_ms_p95"] >= 0 and nm["decisions"] > 0
    assert h["decision_cpu_ms_p95"] >= 0 and "decision_cpu_ms_mean" in nm
    args.json = False
    run_arena(BidsSpec(), ["hard", "normal", "normal"], {}, args, factory=factory)
    text = capsys.readouterr().out
    assert "hard" in text and "win rate" in text and "95% CI" in text


def test_arena_statistics_helpers():
    assert seat_kinds(["a", "b", "c"], 1) == ["b", "c", "a"]
    assert seat_kinds(["a", "b", "c"], 3) == ["a", "b", "c"]
    lo, hi = wilson(0.5, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(1.0, 10)[1] == 1.0
    m, lo, hi = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert m == 2.5 and lo < 2.5 < hi
    assert percentile([1, 2, 3, 4, 5], 50) == 3
    assert percentile(list(range(101)), 95) == 95
    res = [{"kinds": ["x", "y"], "scores": [5, 5], "winners": [0, 1], "times": [[0.001], [0.002]]}]
    s = collect(res, ["x", "y"])
    assert s["kinds"]["x"]["wins"] == 0.5 and s["kinds"]["y"]["mean_margin"] == 0
