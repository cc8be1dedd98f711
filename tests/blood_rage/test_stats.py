"""Clan stats (stats.py): raises are capped at the top of the track, and a raise beyond it is lost."""

from __future__ import annotations

from br_helpers import act, cid, put, three

A, B, C = 0, 1, 2


def test_stat_raise_capped_and_lost():
    s = three(3)
    s.tokens["MUS"] = "H"
    s.steps[A] = [6, 6, 5]
    s.ups[A] = [cid("Lord of Spears")]
    put(s, A, "L", "MUS")
    act(s, A, "pillage", "MUS")
    assert s.steps[A] == [6, 6, 6]
    s = three(2)
    s.phase = "quest"
    s.steps[A] = [6, 6, 6]
    put(s, A, "W", "YGG")
    s.quests[A] = [cid("Yggdrasil", 2)]
    s.stack = [["questph"]]
    s.ask = None
    s._run()
    assert s.glory[A] == 8 and s.ask is None and s.steps[A] == [6, 6, 6]
