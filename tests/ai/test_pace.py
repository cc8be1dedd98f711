"""game.ai.pace: a hard seat's thinking time per round, spread over its searches."""

import types

import pytest

from game.ai import make_bot
from game.ai.arena import play_game
from game.ai.pace import FLOOR, MIN_LEARNT, MIN_LEFT, Pace, pace_for, round_key, table_share
from game.registry import get_game


def test_the_share_is_spread_over_the_searches_expected():
    p = Pace(per_round=4.0, cap=2.0, searches=20)
    assert p.budget("Round 1") == pytest.approx(0.2)


def test_time_a_search_does_not_use_stays_for_the_later_ones():
    p = Pace(per_round=4.0, cap=2.0, searches=20)
    p.budget("Round 1")
    p.record("Round 1", 0.05)          # a clear choice stopped early
    assert p.budget("Round 1") == pytest.approx(3.95 / 19)
    p.record("Round 1", 0.0, searched=False)   # a single legal action: no search made
    assert p.made == 1 and p.budget("Round 1") == pytest.approx(3.95 / 19)


def test_the_cap_and_the_floor_bound_one_search():
    p = Pace(per_round=100.0, cap=1.5, searches=10)
    assert p.budget("Round 1") == 1.5
    q = Pace(per_round=1.0, cap=2.0, searches=10)
    q.record("Round 1", 5.0)            # the round's share is gone
    assert q.budget("Round 1") == FLOOR
    assert Pace(per_round=1.0, cap=0.01).budget("Round 1") == 0.01   # the floor never exceeds the cap


def test_the_last_searches_of_a_long_round_do_not_take_all_that_is_left():
    p = Pace(per_round=2.0, cap=5.0, searches=3)
    for _ in range(3):
        p.record("Round 1", 0.1)
    # more searches than expected: what is left is spread over at least MIN_LEFT
    assert p.budget("Round 1") == pytest.approx(1.7 / MIN_LEFT)


def test_a_new_round_starts_afresh_and_learns_the_count_of_the_last():
    p = Pace(per_round=3.0, cap=2.0, searches=20)
    for _ in range(12):
        p.record("Round 1", 0.2)
    assert p.budget("Round 2") == pytest.approx(3.0 / 12)
    assert p.spent == 0.0 and p.made == 0 and p.counts == [12]
    for _ in range(15):
        p.record("Round 2", 0.1)
    # rounds that grow (12, then 15) are expected to keep growing: 15 * 15 / 12
    assert p.budget("Round 3") == pytest.approx(3.0 / 19)


def test_a_round_of_few_searches_teaches_nothing():
    # a set-up round of one search must not make the first real round's first search
    # take half of that round's share
    p = Pace(per_round=4.0, cap=5.0, searches=16)
    p.record("Setup", 0.1)
    assert p.budget("Round 1") == pytest.approx(4.0 / 16)
    assert p.counts == [] and MIN_LEARNT > 1


def test_bad_paces_are_refused():
    with pytest.raises(ValueError):
        Pace(per_round=0.0, cap=1.0)
    with pytest.raises(ValueError):
        Pace(per_round=1.0, cap=0.0)


def test_the_table_share_follows_the_setting_and_the_hard_seats():
    mod = types.SimpleNamespace(ROUND_SECONDS=6.0)
    assert table_share(mod, 1) == pytest.approx(6.0)
    assert table_share(mod, 3) == pytest.approx(2.0)
    assert table_share(mod, 3, setting=4.0) == pytest.approx(4.0)
    assert table_share(types.SimpleNamespace(), 2) is None       # no pace: the setting per decision
    assert table_share(mod, 0) is None


def test_pace_for_builds_a_seats_pace_from_the_game():
    mod = types.SimpleNamespace(ROUND_SECONDS=6.0, SEARCHES_PER_ROUND=12)
    p = pace_for(mod, 2, setting=4.0)
    assert p.per_round == pytest.approx(6.0) and p.cap == 4.0 and p.expected == 12
    assert pace_for(types.SimpleNamespace(ROUND_SECONDS=6.0), 1).expected == 20   # the default count
    assert pace_for(mod, 2, setting=0.0) is None
    assert pace_for(types.SimpleNamespace(), 2) is None


def test_round_key_is_the_first_part_of_the_round_label():
    st = get_game("midgard").new_game(3, 5, {})
    assert round_key(st) == "Round 1"
    assert round_key(types.SimpleNamespace(round_label=lambda: "Age 2 · Action")) == "Age 2"


def test_the_arena_paces_hard_as_the_app(monkeypatch):
    # a whole game of Midgard with a paced hard seat: every decision's budget comes from
    # its pace (between the floor and the setting, following what the round has left)
    from game.ai import mcts

    budgets: list[float] = []
    real = mcts.HardBot.choose

    def spy(self, view, seat, rng):
        budgets.append(self.budget)
        return real(self, view, seat, rng)

    monkeypatch.setattr(mcts.HardBot, "choose", spy)
    spec = get_game("midgard")

    def make(kind):
        return make_bot(kind, "midgard")

    r = play_game(spec, ["hard", "normal"], {}, 3, make, pace=0.5)
    assert r["scores"] and len(budgets) > 30
    assert max(budgets) <= 0.5 and min(budgets) >= FLOOR
    assert len(set(round(b, 6) for b in budgets)) > 5     # budgets follow what the round has left
