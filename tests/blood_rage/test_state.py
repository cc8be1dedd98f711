"""The read-only accessors a board uses: `decision()` (what is being chosen now) and
`battle_view()` (the pillage or battle in progress), over random games, from the full
state and from views (a view never shows a card another seat chose face down); the
state's shortcuts (the legal actions a step kept for its ask, the open provinces) give
what the rules work out afresh."""

from __future__ import annotations

import pytest

from game.blood_rage import new_game
from game.blood_rage.data import CARDS, OUTER, PROVINCES, STATS, VILLAGES
from game.blood_rage.state import MACHINE
from game.core import HIDDEN, Rng


@pytest.mark.parametrize("n,seed", [(2, 3), (3, 8), (4, 21)])
def test_decision_and_battle_view_follow_random_games(n, seed):
    s = new_game(n, seed)
    rng = Rng(seed)
    kinds: set[str] = set()
    steps: set[str] = set()
    hidden_seen = 0
    while not s.is_over():
        d = s.decision()
        assert d is not None and d["seats"] == s.to_act() and d["kind"] == s.ask[0]
        kinds.add(d["kind"])
        if d["kind"] == "march_fig":
            assert d["origin"] in PROVINCES and d["dest"] in PROVINCES and d["moved"] >= 0
        if d["kind"] == "stat":
            assert d["excluded"] in ("",) + STATS
        b = s.battle_view()
        if d["kind"] in ("call", "card", "late", "tide", "tyr", "prowess"):
            assert b is not None
        if b is not None:
            steps.add(b["step"])
            assert b["loc"] in PROVINCES and 0 <= b["pillager"] < n
            if d["kind"] == "card":
                assert b["step"] == "cards" and b["fight"]
                assert set(b["participants"]) >= set(d["seats"])
            for i in b["participants"]:
                assert b["total"][i] >= b["strength"][i] >= 0
            for p in b["plays"]:
                assert 0 <= p["card"] < len(CARDS) - 1
            for seat in range(n):
                vb = s.view(seat).battle_view()
                for j, c in enumerate(vb["choice"]):
                    if j != seat and c is not None:
                        assert c == HIDDEN
                        hidden_seen += 1
                    elif c is not None:
                        assert c == b["choice"][j]
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert s.decision() is None and s.battle_view() is None
    assert {"turn", "pick"} <= kinds
    assert "cards" in steps and "call" in steps
    assert hidden_seen > 0


@pytest.mark.parametrize("n,seed", [(2, 5), (4, 9)])
def test_kept_legal_actions_and_open_provinces_match_a_fresh_count(n, seed):
    s = new_game(n, seed)
    rng = Rng(seed)
    kept = 0
    while not s.is_over():
        occ = s.occupancy()
        assert s.open_provinces() == [p for p in OUTER if p not in s.destroyed and occ[p] < VILLAGES[p]]
        seat = s.to_act()[0]
        if s.lcache is not None:
            kept += 1
        legal = s.legal_actions(seat)
        assert legal == MACHINE.legal(s, s.ask, seat)
        s.apply(seat, rng.choice(legal))
    assert kept > 20



def test_the_states_tables_are_the_frozen_machines():
    """A state's tables (its run loop reads them) hold every step and every decision's parts
    of MACHINE; a clone shares them, a state read from JSON has its own."""
    from game.blood_rage import from_json

    st = new_game(3, 4)
    steps, legal, apply, auto_single = st.step_fns, st.legal_fns, st.apply_fns, st.auto_single
    assert MACHINE.frozen and steps and steps == dict(MACHINE.steps)
    assert set(legal) == set(apply) == set(auto_single) == set(MACHINE.decisions)
    for kind, d in MACHINE.decisions.items():
        assert legal[kind] is d.legal and apply[kind] is d.apply and auto_single[kind] is d.auto_single
    c = st.clone()
    assert (c.step_fns, c.legal_fns, c.apply_fns, c.auto_single) == (steps, legal, apply, auto_single)
    assert c.step_fns is steps and c.legal_fns is legal and c.apply_fns is apply and c.auto_single is auto_single
    again = from_json(st.to_json())
    assert (again.step_fns, again.legal_fns, again.apply_fns, again.auto_single) == (steps, legal, apply, auto_single)
    assert not {"step_fns", "legal_fns", "apply_fns", "auto_single"} & set(st.to_json())
