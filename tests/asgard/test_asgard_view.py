"""The view (game/asgard/view.py): what a seat may know is all its view shows; the view of
a view is the view, and applying the seat's own action to its view gives the view of the
real result unless something hidden or random was revealed (undo relies on this); the
determinisation is a full state consistent with the view."""

from __future__ import annotations

import json

import pytest
from asgard_helpers import check_invariants, position

from game.asgard import new_game
from game.asgard.view import determinize
from game.core import HIDDEN, Rng


def _norm(d):
    return json.loads(json.dumps(d))


def test_view_of_a_view_is_the_view():
    for n in (2, 3, 4):
        st = new_game(n, 17 + n, {})
        rng = Rng(n)
        for _ in range(150):
            if st.is_over():
                break
            s = st.to_act()[0]
            v = st.view(s)
            assert _norm(v.view(s).to_json()) == _norm(v.to_json())
            legal = st.legal_actions(s)
            st.apply(s, legal[rng.below(len(legal))])


def test_some_own_steps_leave_the_view_predictable():
    st = new_game(3, 5, {})
    rng = Rng(9)
    same = 0
    for _ in range(200):
        if st.is_over():
            break
        s = st.to_act()[0]
        before = st.view(s)
        legal = st.legal_actions(s)
        a = legal[rng.below(len(legal))]
        st.apply(s, a)
        try:
            before.apply(s, a)
        except Exception:
            continue
        if _norm(before.view(s).to_json()) == _norm(st.view(s).to_json()):
            same += 1
    assert same > 20


def test_secret_gods_hidden_until_revealed():
    st = new_game(3, 2, {})
    while st.phase != "gods":
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    seats = st.to_act()
    assert len(seats) == 3
    st.apply(seats[0], ("god", "thor"))
    v = st.view(seats[1])
    assert v.sel[seats[0]] == [HIDDEN]
    assert st.view(seats[0]).sel[seats[0]] == [4]
    assert v.legal_actions(seats[1]) == st.legal_actions(seats[1])


def test_view_hides_tiles_and_uses_another_rng():
    st = position(4)
    st.w_held[1] = [st.w_stack.pop()]
    st.m_held[2] = [st.m_stack.pop()]
    st.rag_lw[0] = 3
    st.rag_items[0] = [[1, 0, 4], [0, 0, 2]]
    v = st.view(0)
    assert v.w_held[1] == [HIDDEN] and v.m_held[2] == [HIDDEN]
    assert set(v.w_stack) == {HIDDEN} and set(v.m_stack) == {HIDDEN}
    assert v.rag_lw[0] == HIDDEN and v.rag_items[0] == [[1, 0, HIDDEN], [0, 0, 2]]
    assert set(v.pop_setup) <= {HIDDEN}
    assert v.rng.state != st.rng.state
    assert sorted(v.at_stack) == sorted(st.at_stack)
    assert sorted(v.lw_stack[0]) == sorted(st.lw_stack[0])  # rounds: known contents, order hidden
    st.phase = "ragnarok"  # some lie face down under populations: the stacks are hidden too
    assert set(st.view(0).lw_stack[0]) == {HIDDEN}
    # the viewer looking through a stack sees it
    st.stack = [["pick", 0, 0]]
    assert st.view(0).w_stack == st.w_stack
    assert set(st.view(1).w_stack) == {HIDDEN}


# what the whole table sees: equal in a view and in the real state
PUBLIC = ("score", "src", "stones", "seals", "rec", "front", "home", "centre", "asg", "space", "temple",
          "battle", "support", "victory", "row", "order", "rnd", "phase", "god_rec", "valhalla", "stone_res",
          "seal_res", "rec_res", "slot", "temples", "thor", "tyr", "pop_held", "at_row", "bt_held")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_view_is_playable_for_the_viewer(n):
    """At every decision of whole games, the acting seat's view offers that seat exactly
    the choices of the real state and takes any of them (bots apply actions to views for
    lookahead); when the view's step reports the same events as the real one (nothing
    hidden was drawn or revealed), everything public is the same after it, and that is
    most steps."""
    same = steps = 0
    for seed in (11, 12):
        st = new_game(n, seed, {})
        rng = Rng(3)
        while not st.is_over():
            seat = st.to_act()[0]
            v = st.view(seat)
            legal = v.legal_actions(seat)
            assert legal == st.legal_actions(seat), (steps, seat)
            a = legal[rng.below(len(legal))]
            v_events = v.apply(seat, a)
            events = st.apply(seat, a)
            if v_events == events:
                same += 1
                assert [k for k in PUBLIC if getattr(v, k) != getattr(st, k)] == [], (steps, a)
            steps += 1
    assert steps > 200 and same > 0.9 * steps


@pytest.mark.parametrize("n", [2, 3, 4])
def test_determinize_is_consistent_with_the_view(n):

    st = new_game(n, 40 + n, {})
    rng = Rng(n)
    while not st.is_over():
        seat = st.to_act()[0]
        d = determinize(st.view(seat), seat, rng)
        check_invariants(d)
        assert d.legal_actions(seat) == st.legal_actions(seat)
        assert d.sel[seat] == st.sel[seat] and d.w_held[seat] == st.w_held[seat]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        d.apply(seat, a)
        st.apply(seat, a)
