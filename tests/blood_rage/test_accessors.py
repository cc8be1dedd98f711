"""BloodRageState's read-only accessors (view.py's BloodRageView, what the boards read):
they give what the fields hold, as immutable values or copies, in states and views."""

from __future__ import annotations

import typing

from game.blood_rage import new_game
from game.blood_rage.view import BloodRageView
from game.core import Rng


def _check(v) -> None:
    n = v.num_players
    assert v.age_number() == v.age and v.phase_id() == v.phase
    assert v.destroyed_provinces() == tuple(v.destroyed)
    assert v.doom_province() == v.doom
    assert [v.ragnarok_province(a) for a in (1, 2, 3)] == list(v.rag)
    for p, tok in v.tokens.items():
        assert v.token_at(p) == tok and v.is_pillaged(p) == (p in v.pillaged)
    for s in range(n):
        assert (v.rage_of(s), v.has_passed(s), v.glory_of(s)) == (v.rage[s], v.passed[s], v.glory[s])
        assert [v.stat_step(s, k) for k in range(3)] == v.steps[s]
        assert v.figure_places(s) == tuple(v.fig[s].items())
        assert v.upgrades_of(s) == tuple(v.ups[s]) and v.hand_of(s) == tuple(v.hand[s])
        assert v.quests_of(s) == tuple(v.quests[s]) and v.kept_card(s) == v.kept[s]
        assert v.draft_picks(s) == (tuple(v.draft.picked[s]) if v.draft is not None else ())
        for got in (v.figure_places(s), v.upgrades_of(s), v.hand_of(s), v.quests_of(s), v.destroyed_provinces()):
            assert type(got) is tuple  # never the lists the rules change


def test_accessors_give_the_fields_in_states_and_views():
    for n, seed in ((2, 4), (4, 9)):
        st = new_game(n, seed)
        rng = Rng(seed)
        step = 0
        while not st.is_over():
            if step % 7 == 0:
                _check(st)
                for s in range(n):
                    _check(st.view(s))
            seat = st.to_act()[rng.below(len(st.to_act()))]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
            step += 1
        _check(st)


def test_the_state_offers_everything_the_protocol_lists():
    st = new_game(3, 1)
    names = [m for m in dir(BloodRageView) if not m.startswith("_")]
    assert len(names) > 25
    for m in names:
        assert hasattr(st, m), m
    assert typing.get_type_hints(BloodRageView.hand_of)["return"] == tuple[int, ...]
