"""Scores (state.py): the round label, the breakdown by source, shared wins."""

from __future__ import annotations

from br_helpers import three

A, B, C = 0, 1, 2


def test_round_label_and_breakdown_keys():
    s = three(2)
    assert s.round_label() == "Age 2 · Action"
    assert set(s.score_breakdown()[0]) == {"pillage", "battles", "quests", "ragnarok", "cards",
                                          "upgrades", "stats", "total"}


def test_winners_share_ties():
    s = three()
    s.glory = [5, 7, 7]
    assert s.winners() == [1, 2]
