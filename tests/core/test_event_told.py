"""The games' `events.told(events, state)` (game.core.events.Told): over seeded random
games, one Told per event, in order, of a kind the game declares (`OWN`), with an own
record of the game's events module or None, and facts that are the step's facts in the
same order (the step's facts may add what no single event says: a phase begun, a reveal
of the whole step)."""

from __future__ import annotations

import importlib

import pytest

from game.core import Rng
from game.core.events import FACTS, Told
from game.registry import GAMES, get_game


def _subsequence(part: list, whole: list) -> bool:
    it = iter(whole)
    return all(any(x == y for y in it) for x in part)


def test_subsequence():
    assert _subsequence([1, 3], [1, 2, 3]) and not _subsequence([3, 1], [1, 2, 3])


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_told_is_the_events_with_their_facts(game_id, seed):
    spec = get_game(game_id)
    mod = importlib.import_module(f"game.{game_id}.events")
    n = 1 if game_id == "vikings" and seed == 2 else 3
    st = spec.new_game(n, seed, {"expansion": "ragnarok"} if game_id == "vikings" else {})
    rng = Rng(seed)
    records = set()
    for _ in range(3000):
        if st.is_over():
            break
        seat = st.to_act()[0]
        events = st.apply(seat, rng.choice(st.legal_actions(seat)))
        told = mod.told(events, st)
        assert [x.event for x in told] == events
        for x in told:
            assert type(x) is Told and x.kind in mod.OWN and x.kind == x.event["t"]
            assert all(type(f) in FACTS for f in x.facts)
            if x.own is not None:
                assert type(x.own).__module__ == mod.__name__ and hasattr(type(x.own), "_fields")
                records.add(type(x.own).__name__)
        flat = [f for x in told for f in x.facts]
        step = list(st.facts(events))
        if game_id == "midgard":
            assert flat == step
        else:
            assert _subsequence(flat, step), (events, flat, step)
    assert st.is_over()
    assert records, "no own record told in a whole game"
