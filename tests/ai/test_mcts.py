"""The search of `hard` (game/ai/mcts.py): availability counts, opponents' actions told
apart only by what the searching seat sees of them, and stopping once the decision is
settled (the same decision as the whole search)."""

from __future__ import annotations

from types import SimpleNamespace

from game.ai import make_bot
from game.core import Rng
from game.registry import get_game

from .toygames import BIDS_BOT, NIM_BLIND, Bids, Nim


def _size(state, observer, actor, action):
    """A variant of Bids in which a bid is seen as big or small (not its card)."""
    if observer == actor:
        return action
    return ("bid", "big" if action[1] > 6 else "small")


BIDS_SIZE_SEEN = SimpleNamespace(**{**vars(BIDS_BOT), "observed_action": _size})


class _Seq(Bids):
    """Bids in turn order (seat 0 then seat 1), so that seat 1's bid is a tree node."""

    def to_act(self) -> list[int]:
        w = super().to_act()
        return w[:1]


def _walk(node, depth=0):
    yield node, depth
    for ch in node.children.values():
        yield from _walk(ch, depth + 1)


def _search(iterations=300, seed=3):
    st = _Seq.new(2, seed)
    bot = make_bot("hard", "bids", module=BIDS_SIZE_SEEN)
    bot.configure(iterations=iterations)
    bot.early_stop = False
    bot.choose(st.view(0), 0, Rng(seed))
    return st, bot.last_root


def test_partly_seen_opponent_actions_share_one_edge():
    _, root = _search()
    opp_keys = set()
    for node, _ in _walk(root):
        for (actor, key) in node.children:
            if actor == 1:
                opp_keys.add(key)
    assert opp_keys, "the search never reached seat 1's bid"
    assert opp_keys <= {("bid", "big"), ("bid", "small")}


def test_availability_counts_follow_the_determinisations():
    """An edge counts as available only in the iterations whose determinisation offered
    it: seat 1 holds a big card in some determinisations only, so below seat 0's actions
    the big bid is available less often than the node was passed through."""
    _, root = _search()
    rarer = 0
    for node, _depth in _walk(root):
        if not node.children or node is root:
            continue
        passes = node.visits
        for key, ch in node.children.items():
            assert ch.visits <= ch.avail <= passes
            if key[0] == 1 and ch.avail < passes - 1:
                rarer += 1
    assert rarer > 0


def test_early_stop_keeps_the_decision_and_saves_iterations():
    saved = 0
    for game_id, n, seed in (("midgard", 2, 5), ("asgard", 2, 6), ("vikings", 2, 7)):
        st = get_game(game_id).new_game(n, seed, {})
        rng = Rng(seed)
        checked = 0
        while not st.is_over() and checked < 6:
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            if len(legal) > 1 and rng.below(3) == 0:
                picks, its = [], []
                for stop in (False, True):
                    bot = make_bot("hard", game_id)
                    bot.configure(iterations=40)
                    bot.early_stop = stop
                    picks.append(bot.choose(st.view(seat), seat, Rng(checked)))
                    its.append(bot.last_iterations)
                assert picks[0] == picks[1], game_id
                assert its[0] == 40 and its[1] <= 40
                saved += its[0] - its[1]
                checked += 1
            st.apply(seat, legal[rng.below(len(legal))])
    assert saved > 0


def test_one_legal_action_costs_no_search():
    calls = []
    mod = SimpleNamespace(**{**vars(BIDS_BOT),
                             "determinize": lambda v, s, r: calls.append(1) or BIDS_BOT.determinize(v, s, r)})
    st = Bids.new(2, 1)
    st.hands[0] = [5]
    bot = make_bot("hard", "bids", module=mod)
    assert bot.choose(st.view(0), 0, Rng(1)) == ("bid", 5)
    assert calls == [] and bot.last_iterations == 0


def test_the_next_step_of_an_action_reuses_the_subtree_under_a_budget_only():
    """Midgard: after choosing a card the same seat picks its Vikings; under a time
    budget that decision starts from the chosen card's subtree (never with a fixed
    iteration count, where a decision depends only on its view)."""
    for budget_mode in (True, False):
        st = get_game("midgard").new_game(2, 5, {})
        rng = Rng(1)
        bot = make_bot("hard", "midgard")
        if budget_mode:
            bot.configure(budget=0.05)
        else:
            bot.configure(iterations=12)
        reused = steps = 0
        last = None
        while not st.is_over() and steps < 300:
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            if seat == 0:
                a = bot.choose(st.view(0), 0, rng)
                assert a in legal
                if len(legal) > 1:
                    reused += bot.last_reused
                    if bot.last_reused:
                        assert last is not None and last[0] == 0  # it follows its own decision
                last = (seat, a)
            else:
                a = legal[rng.below(len(legal))]
                last = (seat, a)
            st.apply(seat, a)
            steps += 1
        assert (reused > 0) == budget_mode


def test_a_game_can_end_playouts_relative_to_where_the_search_started():
    """`rollout_until(state, seat)` (optional, in a game's bot module) is asked once per
    iteration, on its determinisation, for a test that ends that iteration's playout: the
    test is asked before every playout step and the playout ends at its first yes (here
    two tricks after the iteration's first state, where round_index alone would play on
    to the end of the game)."""
    runs = []

    def until(state, seat):
        assert seat == 0
        start = state.done
        answers = []
        runs.append(answers)

        def stop(s):
            answers.append(s.done > start + 1)
            return answers[-1]
        return stop

    mod = SimpleNamespace(**{**vars(BIDS_BOT), "rollout_until": until, "round_index": lambda s: 0})
    st = _Seq.new(2, 4)
    bot = make_bot("hard", "bids", module=mod)
    bot.configure(iterations=30)
    bot.early_stop = False
    bot.choose(st.view(0), 0, Rng(4))
    assert len(runs) == 30
    assert all(True not in a[:-1] for a in runs)  # never asked again after a yes
    assert any(a and a[-1] for a in runs)  # playouts ended by the test, not the game's end
    assert any(a.count(False) for a in runs)  # and played on until then


def test_without_rollout_until_playouts_follow_round_index():
    st = _Seq.new(2, 4)
    picks = []
    for mod in (BIDS_BOT, SimpleNamespace(**{**vars(BIDS_BOT), "rollout_until": None})):
        bot = make_bot("hard", "bids", module=mod)
        bot.configure(iterations=60)
        picks.append((bot.choose(st.view(0), 0, Rng(9)), bot.last_iterations,
                      sorted((k, ch.visits) for k, ch in bot.last_root.children.items())))
    assert picks[0] == picks[1]


def test_a_game_can_keep_the_opponents_out_of_the_tree():
    """OWN_TREE_PLAYERS: from that many seats on, the tree holds the searching seat's
    own choices only (the opponents' bids are drawn by the playout policy); below it,
    the opponents' actions are tree edges as before."""
    def seats_in_tree(own_from):
        mod = SimpleNamespace(**{**vars(BIDS_BOT), "OWN_TREE_PLAYERS": own_from})
        st = _Seq.new(2, 3)
        bot = make_bot("hard", "bids", module=mod)
        bot.configure(iterations=300)
        bot.early_stop = False
        bot.choose(st.view(0), 0, Rng(3))
        actors = {actor for node, _ in _walk(bot.last_root) for (actor, _k) in node.children}
        deepest = max(d for _n, d in _walk(bot.last_root))
        return actors, deepest

    own, own_depth = seats_in_tree(2)
    both, both_depth = seats_in_tree(3)   # 2 seats: below the threshold, the usual tree
    assert own == {0}
    assert both == {0, 1}
    # the iterations the opponent's edges took now deepen seat 0's own line
    assert own_depth >= 2


def _paired_runs(mod, iterations=120, seed=3):
    """The random stream each iteration of a search starts from, by the root action it
    was made for (None: chosen during the descent, the usual way)."""
    st = _Seq.new(2, seed)
    bot = make_bot("hard", "bids", module=mod)
    bot.configure(iterations=iterations)
    bot.early_stop = False
    runs: dict = {}
    inner = bot._iterate

    def spy(root, view, seat, rng, forced=None):
        runs.setdefault(forced, []).append(rng.state)
        return inner(root, view, seat, rng, forced)

    bot._iterate = spy
    bot.choose(st.view(0), 0, Rng(seed))
    return st.legal_actions(0), runs, bot.last_root


def test_paired_root_gives_every_root_action_the_same_determinisations():
    """PAIRED_ROOT (common random numbers): the k-th visit of every root action starts
    from the k-th of one list of random streams, so actions are compared on the same
    hidden cards and draws; without it every iteration draws its own."""
    legal, runs, root = _paired_runs(SimpleNamespace(**{**vars(BIDS_BOT), "PAIRED_ROOT": True}))
    assert None not in runs and set(runs) == set(legal)
    longest = max(runs.values(), key=len)
    assert len(set(longest)) == len(longest)  # a new stream for each rank
    for action, streams in runs.items():
        assert streams == longest[:len(streams)], action
        assert root.children[(0, action)].visits >= len(streams)
    assert sum(len(s) for s in runs.values()) == 120
    assert min(len(s) for s in runs.values()) >= 2
    # the same stream gives the same determinisation
    st = _Seq.new(2, 3)
    a, b = (BIDS_BOT.determinize(st.view(0), 0, Rng(longest[0])) for _ in range(2))
    assert a.to_json() == b.to_json()

    legal, runs, _root = _paired_runs(BIDS_BOT)
    assert list(runs) == [None] and len(set(runs[None])) == 120  # the stream goes on


def test_paired_root_still_finds_the_winning_move():
    mod = SimpleNamespace(**{**vars(NIM_BLIND), "PAIRED_ROOT": True})
    for pile, best in ((5, 1), (6, 2), (7, 3)):
        bot = make_bot("hard", "nim", module=mod)
        bot.configure(iterations=1500)
        assert bot.choose(Nim(pile), 0, Rng(pile)) == ("take", best)
