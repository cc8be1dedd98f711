"""Quests (quest.py)."""

from __future__ import annotations

from br_helpers import act, cid, put, three

from game.blood_rage.state import VAL

A, B, C = 0, 1, 2


def test_glorious_death_success():
    s = three(2)
    s.phase = "quest"
    put(s, A, "W", VAL, 3)
    put(s, A, "L", VAL)
    s.quests[A] = [cid("Glorious Death", 2)]
    s.stack = [["questph"]]
    s.ask = None
    s._run()
    act(s, A, "stat", "RAGE")
    assert s.glory[A] == 8
