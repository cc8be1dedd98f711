"""A view depends only on what its seat may know: the view of a view is the view, and
applying the seat's own action to its view gives the view of the real result unless
something hidden or random was revealed (undo relies on this)."""

import json

from game.asgard import new_game
from game.core import Rng


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
