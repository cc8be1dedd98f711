"""Fixtures of the save tests: the tiny "tally" game registered beside the real ones."""

from __future__ import annotations

import pytest

from game.registry import GAMES, GameSpec, Option

TALLY = GameSpec(
    "tally", "Tally", 1, 4,
    {"target": Option("target", ("10", "50", "1000000"), "1000000", "Target")},
    "tests.saves.fakegame",
)


@pytest.fixture
def tally(monkeypatch: pytest.MonkeyPatch) -> GameSpec:
    monkeypatch.setitem(GAMES, "tally", TALLY)
    return TALLY

