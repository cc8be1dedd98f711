"""The action phase (actions.py): march, and the end of the phase."""

from __future__ import annotations

from br_helpers import act, put, three, turn

A, B, C = 0, 1, 2


def test_march_never_moves_ships_and_costs_one():
    s = three()
    put(s, A, "S", "F_MH")
    assert not any(a[0] == "march" for a in s.legal_actions(A))
    put(s, A, "L", "YGG")
    turn(s, A)
    assert ("march", "YGG") in s.legal_actions(A)


def test_action_phase_ends_when_everything_pillaged():
    s = three()
    s.destroyed = ["GIM", "AND"] + ["MYR", "ELV", "ANG", "MUS", "HOR"]
    s.pillaged = ["YGG"]
    put(s, A, "W", "UTG")
    s.stack = [["discard_end"], ["action", 2]]
    act(s, A, "pillage", "UTG")
    assert s.rage == [0, 0, 0] and s.ask is None
