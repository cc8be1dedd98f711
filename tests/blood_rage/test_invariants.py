"""game/blood_rage/invariants.py: `check` is silent on sound states (the seeded playouts of
test_playouts.py run it after every step) and names each broken invariant."""

from __future__ import annotations

from br_helpers import put, three

from game.blood_rage import invariants, new_game
from game.blood_rage.state import RES, VAL
from game.core import Rng


def test_sound_states_pass():
    s = new_game(3, 5)
    rng = Rng(5)
    steps = 0
    while not s.is_over():
        assert invariants.check(s) == []
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
        steps += 1
    assert invariants.check(s) == [] and steps > 100


def test_each_broken_invariant_is_named():
    s = three()
    put(s, 0, "W", "MUS")
    assert invariants.check(s) == []
    bad = s.clone()
    bad.fig[0]["S"] = "MUS"                       # a ship in a province
    bad.glory[1] = 5                              # Glory without a source
    bad.steps[2][0] = 7                           # past the track
    out = invariants.check(bad)
    assert any("ship S in the province MUS" in x for x in out)
    assert any("seat 1: Glory 5 is not the sum" in x for x in out)
    assert any("seat 2 has stat steps" in x for x in out)
    twice = s.clone()
    twice.hand[0] = [3]
    twice.discard = [3]
    assert invariants.check(twice) == ["a card is in two places"]
    lost = s.clone()
    del lost.fig[1]["L"]
    assert invariants.check(lost) == ["seat 1 lost its figure L"]
    crowd = s.clone()
    for f in crowd.fig[1]:
        if crowd.fig[1][f] == RES and f[0] == "W":
            crowd.fig[1][f] = VAL
    assert invariants.check(crowd) == []
