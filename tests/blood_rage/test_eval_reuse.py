"""The evaluation's reuse of other seats' parts between the states of one evaluation
(bot._parts's `reuse`, shared by an action's completions in evaluate): the parts equal a
fresh computation's for every completion of seeded games' continuations, and for states
changed in anything a seat's parts read (Rage, pass, steps, upgrades, quests, hand, kept
card, figures) that share one reuse dict."""

from __future__ import annotations

from game.blood_rage import bot as B
from game.blood_rage.data import CARDS, NUM_CARDS, SLOTS
from game.core import Rng
from game.registry import get_game
from tests.blood_rage.br_helpers import aggressive

UPGRADES = [c.id for c in CARDS[:NUM_CARDS] if c.kind in SLOTS]


def _plain(st, persps):
    c = st.clone()
    c.fcache = None
    return B._parts(c, persps)


def _search_state(st):
    c = st.clone()
    c.fcache = {}
    return c


def test_completions_sharing_reuse_equal_fresh_parts():
    checked = 0
    for n, seed in ((3, 71), (4, 72), (4, 73)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            a = st.ask
            if a is not None and a[0] in B.CONTINUATIONS and not st.over:
                leaf = _search_state(st)
                reuse: dict = {}
                for act in leaf.legal_actions(seat):
                    c = leaf.clone()
                    c.apply_legal(seat, act)
                    if c.over:
                        continue
                    assert B._parts(c, (seat,), reuse) == _plain(c, (seat,))
                    checked += 1
                # evaluate with and without the reuse: the same number
                assert B.evaluate(leaf, seat) == B.evaluate(leaf.clone(), seat, 0, None)
            st.apply(seat, aggressive(rng, legal))
    assert checked > 300


def _changes(st, i, k):
    """A copy of st with one thing of seat i changed (k picks which)."""
    c = st.clone()
    which = k % 8
    if which == 0:
        c.rage[i] += 1
    elif which == 1:
        c.passed[i] = not c.passed[i]
    elif which == 2:
        c.steps[i][k % 3] = min(6, c.steps[i][k % 3] + 1)
    elif which == 3:
        c.ups[i] = [*c.ups[i], UPGRADES[k % len(UPGRADES)]]
    elif which == 4:
        c.quests[i] = [*c.quests[i], 0]
    elif which == 5:
        c.hand[i] = [*c.hand[i], 1]
    elif which == 6:
        c.kept[i] = 2 if c.kept[i] is None else None
    else:  # a figure moved (through the engine, which drops its places from the cache)
        figs = c.fig[i]
        f = next(iter(figs))
        c.move_figs(i, (f,), "V" if figs[f] != "V" else "R")
    return c


def test_states_changed_in_what_a_seat_reads_do_not_reuse_stale_parts():
    checked = 0
    for n, seed in ((3, 74), (4, 75)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        k = 0
        while not st.is_over():
            if k % 4 == 0 and st.phase in ("action", "draft", "discard", "quest"):
                s = _search_state(st)
                reuse: dict = {}
                persp = k % n
                assert B._parts(s, (persp,), reuse) == _plain(s, (persp,))
                for i in range(n):
                    if i == persp:
                        continue
                    c = _changes(s, i, k + i)
                    assert B._parts(c, (persp,), reuse) == _plain(c, (persp,))
                    checked += 1
            seat = st.to_act()[0]
            st.apply(seat, aggressive(rng, st.legal_actions(seat)))
            k += 1
    assert checked > 300
