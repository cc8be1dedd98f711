"""Blood Rage reads game.core's Draft from its fields (state.draft_done, draft_to_act and
the pick decision's legal actions): the same answers as Draft.done, to_act and choices, at
every step of seeded drafts, in views (hidden cards) and at the draft's end."""

from __future__ import annotations

from game.blood_rage import draft as D
from game.blood_rage.state import draft_done, draft_to_act
from game.core import Draft, Rng
from game.registry import get_game


def _same(d: Draft) -> None:
    assert draft_done(d) == d.done
    assert draft_to_act(d) == d.to_act()


def test_draft_reads_match_the_draft():
    checked = 0
    for n, seed in ((2, 31), (3, 32), (4, 33), (4, 34)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        while not st.is_over() and st.age < 3:
            if st.draft is not None:
                for s in (st, st.view(st.to_act()[0] if st.to_act() else 0)):
                    d = s.draft
                    _same(d)
                    for seat in range(n):
                        assert D._legal_pick(s, s.ask, seat) == [("pick", c) for c in d.choices(seat)]
                checked += 1
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
    assert checked > 100


def test_draft_reads_at_the_end_and_with_picks_pending():
    d = Draft([[1, 2, 3], [4, 5, 6]], direction=1, stop_at=2)
    _same(d)
    assert d.to_act() == [0, 1]
    d.pick(0, 1)
    _same(d)  # seat 0 picked: only seat 1 to act
    d.pick(1, 4)
    _same(d)  # both picked: the packs are down to 2, the draft is done
    assert d.done and draft_to_act(d) == []
    d = Draft([[1, 1, 2], []], direction=0, stop_at=0)
    _same(d)  # an empty pack: its seat never acts; a card twice offered once
    st = get_game("blood_rage").new_game(2, 5, {})
    st.draft = d
    assert D._legal_pick(st, st.ask, 0) == [("pick", 1), ("pick", 2)] == [("pick", c) for c in d.choices(0)]
    assert D._legal_pick(st, st.ask, 1) == [] == d.choices(1)
