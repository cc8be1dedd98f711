"""game/core/events.py: the sound of a step and the seats a step revealed something to,
read from the shared facts alone."""

from __future__ import annotations

import pytest

from game.core.events import (
    FACTS,
    BattleResolved,
    Began,
    Moved,
    Placed,
    Played,
    Removed,
    Revealed,
    Scored,
    effect_of,
    revealed_to,
)


@pytest.mark.parametrize(("facts", "want"), [
    ((Played(0, 12, "play"),), "card"),
    ((Played(1, None, "pick"),), "card"),
    ((Moved(0, "boat", 1, 2),), "piece"),
    ((Placed(2, "warrior", "Gimle"), Scored(2, 1, "warrior")), "piece"),
    ((Removed(1, "viking", 4, destroyed=True),), "battle"),
    ((Removed(1, "viking", 4, destroyed=False),), None),
    ((Moved(0, "warrior", 1, 3), BattleResolved(3, (1,), (0,))), "battle"),
    ((Began("round", 2, ""),), None),
    ((), None),
])
def test_effect_of_facts(facts, want):
    assert effect_of(facts) == want


def test_revealed_to():
    assert revealed_to((Revealed((1,), "hand"), Revealed((3,), "tile")), 4) == frozenset({1, 3})
    assert revealed_to((Moved(0, "x", 1, 2), Revealed(None, "card")), 3) == frozenset({0, 1, 2})
    assert revealed_to((Scored(0, 3, "quest"),), 3) == frozenset()


def test_facts_are_small_named_types():
    for cls in FACTS:
        assert issubclass(cls, tuple) and cls._fields
