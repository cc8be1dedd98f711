"""game/midgard/state.py: the pending decision is derived from the state (`frame()`: the
card's sub-step in the action phase, else the phase) and dispatched through the shared
decision machine (`MACHINE`, game.core.machine), frozen once the rules are imported."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.midgard import MACHINE, new_game
from game.midgard.data import DRAFT, STEPS, VANAHEIM_CHOICE


def test_every_decision_is_registered_and_the_machine_is_frozen():
    assert MACHINE.frozen and MACHINE.game == "midgard"
    assert set(MACHINE.decisions) == set(STEPS) | {DRAFT, VANAHEIM_CHOICE}
    assert not MACHINE.steps          # the automatic parts run inside the decisions (rounds.py)
    with pytest.raises(RuntimeError):
        MACHINE.decision("late", lambda st, f, seat: [])(lambda st, f, seat, a, ev: None)


@pytest.mark.parametrize("n", [2, 5])
def test_the_machine_answers_as_the_state_does(n):
    st = new_game(n, 12 + n, {"beginner_round1": "on"})
    rng = Rng(n)
    kinds = set()
    while not st.is_over():
        f = st.frame()
        kinds.add(f)
        assert MACHINE.is_decision(f)
        for s in st.to_act():
            assert MACHINE.legal(st, f, s) == st.legal_actions(s)
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        twin = st.clone()
        events: list = []
        MACHINE.apply(twin, f, seat, a, events)
        assert events == st.apply(seat, a) and twin.to_json() == st.to_json()
    assert st.frame() is None and st.legal_actions(0) == []
    assert {"play", "pick", "dest", DRAFT} <= kinds
