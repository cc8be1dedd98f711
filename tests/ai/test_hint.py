"""Hints (game/ai/hint.py): the `hard` search's best actions with their win chances."""

from __future__ import annotations

from game.ai import Suggestion, make_bot, suggest, top_actions
from game.core import Rng

from .toygames import BIDS_BOT, NIM_BLIND, Bids, Nim


def test_the_known_best_move_comes_first_with_the_best_chance():
    # Nim: whoever leaves a multiple of four wins, so from 10 stones only "take 2" wins,
    # from 7 only "take 3"; the blind heuristic gives the search no hint of it
    for pile, best in ((10, ("take", 2)), (7, ("take", 3)), (5, ("take", 1))):
        out = suggest("nim", Nim(pile), 0, Rng(pile), k=3, iterations=1500, module=NIM_BLIND)
        assert [s.action for s in out][0] == best
        assert len(out) == 3 and len({s.action for s in out}) == 3
        assert out[0].win_chance > 0.8
        assert all(out[0].win_chance > s.win_chance for s in out[1:])
        assert all(0.0 <= s.win_chance <= 1.0 for s in out)
        # the real simulations, without the virtual prior visits, add up to the search
        assert sum(s.visits for s in out) == 1500
        assert out[0].visits > out[1].visits >= out[2].visits


def test_k_limits_the_list_and_the_order_is_the_bots_own_choice():
    bot = make_bot("hard", "nim", module=NIM_BLIND)
    bot.configure(iterations=600)
    bot.early_stop = False
    st = Nim(10)
    chosen = bot.choose(st, 0, Rng(3))
    legal = st.legal_actions(0)
    top = top_actions(bot.last_root, 0, legal, k=2, prior_visits=bot.prior_visits)
    assert len(top) == 2 and top[0].action == chosen
    assert top_actions(bot.last_root, 0, legal, k=0) == []
    assert top_actions(None, 0, legal) == []


def test_one_legal_action_is_suggested_without_a_search_or_a_figure():
    st = Nim(1)
    assert suggest("nim", st, 0, Rng(1), iterations=50, module=NIM_BLIND) == [Suggestion(("take", 1), 0, None)]


def test_the_chance_is_the_seats_share_of_the_results_at_three_players():
    """At three players the results of a simulation cut short (each seat's margin as a
    chance) add up to more than 1: the figure is the seat's share of them, below its
    mean result (four even seats would get 25% each, not 50%)."""
    st = Bids.new(3, 4)
    bot = make_bot("hard", "bids", module=BIDS_BOT)
    bot.configure(iterations=300)
    bot.early_stop = False
    bot.choose(st.view(0), 0, Rng(2))
    legal = st.legal_actions(0)
    k = bot.prior_visits
    out = top_actions(bot.last_root, 0, legal, k=3, prior_visits=k, prior=bot.last_prior)
    assert len(out) == 3
    for s in out:
        ch = bot.last_root.children[(0, s.action)]
        # the real simulations only: each virtual visit counted r for the seat, 1 - r for the others
        r = bot.last_prior[s.action]
        real = [t - k * (r if j == 0 else 1 - r) for j, t in enumerate(ch.total)]
        assert s.visits == ch.visits - k
        assert abs(s.win_chance - real[0] / sum(real)) < 1e-9
        assert s.win_chance < real[0] / s.visits
    assert out == suggest("bids", st.view(0), 0, Rng(2), k=3, iterations=300, module=BIDS_BOT)


def test_a_hint_from_a_view_does_not_depend_on_hidden_cards():
    a = Bids.new(2, 9)
    b = a.clone()
    b.hands[1], b.deck[:3] = list(b.deck[:3]), list(b.hands[1])   # what seat 0 cannot see
    b.hands[1].sort()
    assert a.to_json() != b.to_json() and a.view(0).to_json() == b.view(0).to_json()
    ha = suggest("bids", a.view(0), 0, Rng(5), iterations=200, module=BIDS_BOT)
    hb = suggest("bids", b.view(0), 0, Rng(5), iterations=200, module=BIDS_BOT)
    assert ha == hb and len(ha) == 3
