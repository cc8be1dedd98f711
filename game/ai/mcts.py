"""`hard`: information-set Monte Carlo tree search (single-observer ISMCTS).

Every iteration
1. determinises the view (the game's `determinize`: hidden cards, deck order and
   secret choices sampled consistently with what the seat knows; RNG reseeded);
2. descends one tree, shared by all determinisations, whose edges are the actions of
   every seat in turn; at each node the seat to act picks the child maximising its own
   mean reward plus an exploration term (UCT with availability counts, Cowling et al.
   2012: an edge's exploration uses the number of iterations whose determinisation
   offered it, not the parent's visits, so a rarely legal action is not over-trusted);
   an opponent's actions are told apart only by what the searching seat sees of them
   (the game's `observed_action`): actions that look alike (a secret draft pick, None;
   a card played face down) share one edge, and the action behind it is drawn by the
   playout policy;
   a game may instead keep the opponents out of the tree (OWN_TREE_PLAYERS in its bot
   module: from that many seats on): their actions are then drawn by the playout
   policy during the descent as well, and the tree holds the searching seat's own
   choices only (fewer, deeper statistics where a small budget meets many seats);
3. expands one new action, then plays on with the heuristic policy (the best action by
   the game's priors, or a random one with probability epsilon) until the current round
   ends (the game's `round_index` changes) or the game ends; a game may instead say where
   a playout ends relative to where the search started: its `rollout_until(state, seat)`,
   called on each iteration's determinisation before the descent, returns a test
   `stop(state) -> bool` asked before every playout step (e.g. "the searching seat is
   about to play its next card"), which then replaces `round_index`;
   a game may also pair its root actions (PAIRED_ROOT in its bot module: common random
   numbers): the root action is then chosen before the determinisation, and the k-th
   visit of every root action runs on the k-th of one list of random streams (the same
   hidden cards, deck order and draws), so root actions are compared on the same luck;
4. scores the result as a vector, one reward per seat (win share at the end of the
   game, else the game's evaluation margin turned into a win chance) and backs it up.

The decision is the most visited action at the root. A time budget (default 1 s)
bounds each decision; a fixed iteration count instead makes it reproducible. A single
legal action costs no search, and the search stops as soon as the most visited action
can no longer be overtaken within the iterations left (with a fixed count: the same
decision as the whole search; under a time budget the runner-up is assumed to get at
most RUNNER_UP_SHARE of the iterations the time left allows). Under a time budget, a
decision that directly follows the seat's previous one (the next step of the same
action, nothing drawn or revealed in between) starts from that action's subtree and
only tops it up (REUSED_TARGET).
"""

from __future__ import annotations

import math
import time
from types import ModuleType
from typing import Any

from game.core import Rng

from .common import argmax, evaluate_all, final_rewards, load_heuristic, win_chance
from .lookahead import one_step_values

DEFAULT_BUDGET = 1.0
DEFAULT_C = 0.7
DEFAULT_EPSILON = 0.1
DEFAULT_PRIOR_VISITS = 8
CHECK_EVERY = 4  # iterations between two checks whether the decision is already settled
# under a time budget, the runner-up is assumed to get at most this share of the
# iterations left (UCT gives it more only while it looks better, which is when it
# has already closed on the leader)
RUNNER_UP_SHARE = 0.5
# a decision that reuses the subtree of the previous one (the next step of one action,
# whose continuations that search already weighed) tops it up to this share of a fresh
# decision's iterations, and spends at least the second share of the budget
REUSED_TARGET = 0.6
MIN_REUSED_SHARE = 0.1


def _lead(root: _Node, keys: list) -> int:
    """Visits of the most visited root action minus those of the runner-up."""
    v1 = v2 = 0
    children = root.children
    for k in keys:
        ch = children.get(k)
        if ch is None:
            continue
        v = ch.visits
        if v > v1:
            v1, v2 = v, v1
        elif v > v2:
            v2 = v
    return v1 - v2


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "sq")

    def __init__(self, n: int) -> None:
        self.children: dict = {}
        self.visits = 0
        self.avail = 0
        self.total = [0.0] * n
        self.sq = 0.0   # a root action's sum of the searching seat's squared results (a hint's spread)


class HardBot:
    level = "hard"

    def __init__(self, game_id: str, module: ModuleType | None = None, budget: float = DEFAULT_BUDGET,
                 iterations: int | None = None, c: float = DEFAULT_C,
                 epsilon: float = DEFAULT_EPSILON, prior_visits: int = DEFAULT_PRIOR_VISITS,
                 rollout_depth: int | None = None) -> None:
        self.game_id = game_id
        self.mod = module if module is not None else load_heuristic(game_id)
        self.budget = float(budget)
        self.iterations = iterations
        # the exploration constant fits rewards that are often a whole win or loss; a
        # game whose rewards are mostly close evaluation margins asks for less (UCT_C)
        self.c = float(getattr(self.mod, "UCT_C", c))
        self.epsilon = epsilon
        # a game whose rollout policy is much weaker than its one-step judgement asks
        # for more virtual visits on that judgement (PRIOR_VISITS in its bot module)
        self.prior_visits = int(getattr(self.mod, "PRIOR_VISITS", prior_visits))
        # a game whose playouts are long and whose evaluation judges a position well cuts
        # them after ROLLOUT_DEPTH steps (in its bot module)
        self.rollout_depth = rollout_depth if rollout_depth is not None else getattr(self.mod, "ROLLOUT_DEPTH", None)
        self.early_stop = True  # stop once the most visited action can no longer be overtaken
        self.scale = float(getattr(self.mod, "MARGIN_SCALE", 10.0))
        self._round_index = getattr(self.mod, "round_index", None)
        # optional: where a playout ends, relative to the iteration's starting state
        self._rollout_until = getattr(self.mod, "rollout_until", None)
        self._observed = getattr(self.mod, "observed_action", None)
        self._policy = getattr(self.mod, "rollout_policy", None)
        # a game may keep its opponents out of the tree (OWN_TREE_PLAYERS: from that many
        # seats on, or at every count): their actions are then drawn by the playout policy
        # during the descent too, and every iteration deepens the searching seat's own
        # choices instead of spreading over the others' replies
        self.own_tree_players: int | None = getattr(self.mod, "OWN_TREE_PLAYERS", None)
        # a game may pair its root actions (PAIRED_ROOT, common random numbers): the k-th
        # visit of every root action starts from the same determinisation and random
        # stream, so that actions are compared on the same hidden cards and draws
        self.paired_root = bool(getattr(self.mod, "PAIRED_ROOT", False))
        self.last_iterations = 0
        self.last_seconds = 0.0
        self.last_root: _Node | None = None  # the tree of the last decision (tests, hints)
        self.last_reused = False
        # a hint's search (game.ai.hint): under a time budget it goes on past the budget
        # until it has run `min_iterations` or `settled(root)` says its answer is clear,
        # but never past `max_seconds` in all
        self.min_iterations = 0
        self.max_seconds: float | None = None
        self.settled: Any = None
        self.last_prior: dict = {}  # root action -> the reward each of its virtual prior visits counted
        # with a time budget, a decision that directly follows the previous one of the
        # same seat (the next step of one action) starts from that action's subtree;
        # never with a fixed iteration count (a decision then depends only on its view)
        self.reuse = True
        self._previous: tuple | None = None
        self._rate = 0.0  # iterations per second of the last timed search
        # the clock the budget runs on (a benchmark on a shared machine may pass
        # time.process_time: the CPU time an idle machine would spend)
        self.clock = time.perf_counter

    def configure(self, budget: float | None = None, iterations: int | None = None) -> None:
        """Seconds per decision and/or a fixed number of iterations (which wins if set)."""
        if budget is not None:
            if budget <= 0:
                raise ValueError("the hard bot's budget must be positive")
            self.budget = float(budget)
        if iterations is not None:
            if iterations < 1:
                raise ValueError("the hard bot needs at least one iteration")
            self.iterations = int(iterations)

    # --- the decision -------------------------------------------------------------
    def choose(self, view: Any, seat: int, rng: Rng) -> Any:
        legal = view.legal_actions(seat)
        self.last_root = None
        if len(legal) == 1:
            self.last_iterations = 0
            self.last_seconds = 0.0
            return legal[0]
        start = self.clock()
        root = self._reused_root(view, seat, legal) if self.reuse and self.iterations is None else None
        self.last_reused = root is not None
        budget = self.budget
        if root is None:
            root = _Node(view.num_players)
        elif self._rate > 0:
            # the reused subtree already holds part of a decision's worth of iterations
            budget = max(budget * MIN_REUSED_SHARE, budget * REUSED_TARGET - root.visits / self._rate)
        if self.prior_visits > 0:
            self._seed_root(root, view, seat, legal, rng)
        keys = [(seat, a) for a in legal]
        it = 0
        step = self._iterate
        if self.paired_root:
            step = self._paired_step(legal, rng)
        if self.iterations is not None:
            total = self.iterations
            while it < total:
                step(root, view, seat, rng)
                it += 1
                # the most visited action is played: stop once no other can catch up
                if self.early_stop and it % CHECK_EVERY == 0 and _lead(root, keys) > total - it:
                    break
        else:
            deadline = start + budget
            cap = start + max(budget, self.max_seconds) if self.max_seconds is not None else deadline
            t0 = self.clock()
            while True:
                step(root, view, seat, rng)
                it += 1
                now = self.clock()
                per = (now - t0) / it
                # stop when the next iteration would likely overrun the budget (a hint's
                # floor of iterations may hold it on, up to its cap)
                if now + per > deadline and (it >= self.min_iterations or now + per > cap
                                             or (self.settled is not None and it % CHECK_EVERY == 0
                                                 and self.settled(root))):
                    break
                if (self.early_stop and it % CHECK_EVERY == 0
                        and _lead(root, keys) > RUNNER_UP_SHARE * (deadline - now) / per):
                    break
            self._rate = it / max(1e-9, self.clock() - t0)
        self.last_iterations = it
        self.last_seconds = self.clock() - start
        self.last_root = root
        best, best_key = None, None
        for a in legal:
            ch = root.children.get((seat, a))
            if ch is None:
                continue
            key = (ch.visits, ch.total[seat] / ch.visits if ch.visits else 0.0)
            if best_key is None or key > best_key:
                best, best_key = a, key
        if best is None:
            best = legal[0]
        self._previous = (view, seat, best, root)
        return best

    def _reused_root(self, view: Any, seat: int, legal: list) -> _Node | None:
        """The subtree of the previous decision's action, if this decision follows it
        directly: the same seat decides again (the next step of the same action) and its
        previous view with that action applied is this view (nothing was drawn or
        revealed). Its statistics came from determinisations that this view allows too."""
        prev = self._previous
        self._previous = None
        if prev is None or prev[1] != seat:
            return None
        pview, _, action, proot = prev
        node = proot.children.get((seat, action))
        if node is None or not any((seat, a) in node.children for a in legal):
            return None
        try:
            after = pview.clone()
            after.apply(seat, action)
            same = after.view(seat).to_json() == view.to_json()
        except Exception:  # noqa: BLE001 - a view that cannot replay the action: a fresh tree
            return None
        return node if same else None

    def _seed_root(self, root: _Node, view: Any, seat: int, legal: list, rng: Rng) -> None:
        """Start each root action with `prior_visits` virtual visits worth its one-step
        value (the `normal` bot's judgement), so search has to find real evidence to
        overturn it."""
        values = one_step_values(self.mod, view, seat, legal, rng)
        k = self.prior_visits
        n = len(root.total)
        children = root.children
        self.last_prior = {}
        for a, v in zip(legal, values):
            ch = children.get((seat, a))
            if ch is None:
                ch = children[(seat, a)] = _Node(n)
            r = win_chance(v, self.scale)
            self.last_prior[a] = r
            ch.visits += k
            ch.avail += k
            t = ch.total
            for j in range(n):
                t[j] += k * (r if j == seat else 1.0 - r)

    # --- one iteration -----------------------------------------------------------
    def _paired_step(self, legal: list, rng: Rng):
        """An iteration with common random numbers at the root (PAIRED_ROOT): the root
        action is chosen first (UCT, as the descent would), then its k-th visit in this
        decision runs on the k-th of one list of random streams, shared by every root
        action, so that each action's visits so far saw the first of the same worlds."""
        seeds: list[int] = []
        real: dict = {}
        c = self.c

        def step(root: _Node, view: Any, seat: int, _rng: Rng) -> None:
            children = root.children
            best_a, best_u = None, -1.0
            for a in legal:
                ch = children.get((seat, a))
                if ch is None or ch.visits == 0:
                    best_a = a
                    break
                u = ch.total[seat] / ch.visits + c * math.sqrt(math.log(ch.avail + 1) / ch.visits)
                if u > best_u:
                    best_a, best_u = a, u
            k = real.get(best_a, 0)
            real[best_a] = k + 1
            while len(seeds) <= k:
                seeds.append(rng.next_u64())
            self._iterate(root, view, seat, Rng(seeds[k]), forced=best_a)
        return step

    def _policy_action(self, state: Any, actor: int, legal: list, rng: Rng) -> Any:
        if len(legal) == 1:
            return legal[0]
        if self._policy is not None:
            return self._policy(state, actor, legal, rng)
        if rng.random() < self.epsilon:
            return legal[rng.below(len(legal))]
        return legal[argmax(self.mod.priors(state, actor, legal))]

    def _iterate(self, root: _Node, view: Any, seat: int, rng: Rng, forced: Any = None) -> None:
        mod = self.mod
        state = mod.determinize(view, seat, rng)
        until = self._rollout_until
        stop = until(state, seat) if until is not None else None
        rnd = self._round_index(state) if self._round_index is not None and stop is None else None
        node = root
        path = [root]
        first = True
        c = self.c
        observed = self._observed
        nseats = len(root.total)
        own = self.own_tree_players is not None and nseats >= self.own_tree_players
        while not state.is_over():
            actor = seat if first else state.to_act()[0]
            legal = state.legal_actions(actor)
            if len(legal) == 1 and not first:
                state.apply_legal(actor, legal[0])
                continue
            if first and forced is not None:
                # the root action was chosen before the determinisation (PAIRED_ROOT)
                first = False
                children = node.children
                for a in legal:
                    ch = children.get((actor, a))
                    if ch is not None:
                        ch.avail += 1
                child = children.get((actor, forced))
                if child is None:
                    child = children[(actor, forced)] = _Node(nseats)
                    child.avail += 1
                state.apply_legal(actor, forced)
                path.append(child)
                node = child
                continue
            first = False
            if own and actor != seat:
                # the opponents play as the playout does: no edge, no statistics
                state.apply_legal(actor, self._policy_action(state, actor, legal, rng))
                continue
            children = node.children
            if actor != seat and observed is not None:
                # the searching seat tells an opponent's actions apart only by what it
                # sees of them: actions that look alike share one edge (a secret one,
                # None, or a partly seen one, e.g. a card played face down), and the
                # action behind the edge is drawn by the playout policy
                groups: dict = {}
                for a in legal:
                    k = observed(state, seat, actor, a)
                    g = groups.get(k)
                    if g is None:
                        groups[k] = [a]
                    else:
                        g.append(a)
                if len(groups) < len(legal) or None in groups:
                    untried = []
                    best_child, best_k, best_u = None, None, -1.0
                    for k in groups:
                        ch = children.get((actor, k))
                        if ch is None:
                            untried.append(k)
                            continue
                        ch.avail += 1
                        if not untried:
                            u = ch.total[actor] / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                            if u > best_u:
                                best_child, best_k, best_u = ch, k, u
                    if untried:
                        k = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                        child = children[(actor, k)] = _Node(nseats)
                        child.avail += 1
                        state.apply_legal(actor, self._policy_action(state, actor, groups[k], rng))
                        path.append(child)
                        break
                    state.apply_legal(actor, self._policy_action(state, actor, groups[best_k], rng))
                    path.append(best_child)
                    node = best_child
                    continue
            # UCT with availability counts (ISMCTS): an action counts as tried only in
            # the iterations whose determinisation offered it
            untried = []
            best_child, best_a, best_u = None, None, -1.0
            for a in legal:
                ch = children.get((actor, a))
                if ch is None:
                    untried.append(a)
                    continue
                ch.avail += 1
                if not untried:
                    u = ch.total[actor] / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if u > best_u:
                        best_child, best_a, best_u = ch, a, u
            if untried:
                a = untried[rng.below(len(untried))]
                child = children[(actor, a)] = _Node(nseats)
                child.avail += 1
                state.apply_legal(actor, a)
                path.append(child)
                break
            state.apply_legal(actor, best_a)
            path.append(best_child)
            node = best_child
        # playout to the end of the current round
        round_index = self._round_index
        depth = self.rollout_depth if self.rollout_depth is not None else 1 << 30
        policy = self._policy
        while not state.is_over() and (rnd is None or round_index(state) == rnd) and depth > 0:
            if stop is not None and stop(state):
                break
            depth -= 1
            actor = state.to_act()[0]
            legal = state.legal_actions(actor)
            # _policy_action, written out for the game's own policy (one call less a step)
            if len(legal) == 1:
                action = legal[0]
            elif policy is not None:
                action = policy(state, actor, legal, rng)
            else:
                action = self._policy_action(state, actor, legal, rng)
            state.apply_legal(actor, action)
        if state.is_over():
            rewards = final_rewards(state)
        else:
            scale = self.scale
            rewards = [win_chance(v, scale) for v in evaluate_all(mod, state)]
        for nd in path[1:]:
            nd.visits += 1
            t = nd.total
            for j, r in enumerate(rewards):
                t[j] += r
        if len(path) > 1:
            path[1].sq += rewards[seat] * rewards[seat]
