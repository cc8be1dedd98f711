"""The solo enemy's mechanics are tested on the mats as the rules file gives them (A14.8,
B12.1), registered under ids of their own, so that tuning the game's mats
(game/vikings/data.py) does not change what these tests check."""

from __future__ import annotations

import pytest

from game.vikings import data as D

SPEC_MATS = {
    "SPEC_E1": ("Wolf Clan (rules file)", 2, {2: "HUNT", 4: "FURY", 6: "FERRY"},
                {2: "SETTLER", 4: "BOAT", 6: "TEMPLE"}, {3: "BATTLE+1", 5: "FURY", 7: "BATTLE+3"},
                {"F": ("SETTLER", "SETTLER"), "H": ("HUNT",), "P": ("HARV2",)}),
    "SPEC_R1": ("Frost Jarl (rules file)", 1, {2: "HUNT", 5: "FERRY"}, {2: "SETTLER", 4: "TEMPLE", 6: "BOAT"},
                {3: "BATTLE+1", 6: "FURY"}, {"F": ("HARV2",), "H": ("SETTLER", "SETTLER"), "P": ("HUNT",)}),
}


@pytest.fixture(autouse=True)
def _park(monkeypatch):
    """The scenarios' "park" decision (vikings_scen.park), on the frozen machine for one test."""
    from vikings_scen import PARK

    from game.vikings.state import MACHINE
    monkeypatch.setitem(MACHINE._decisions, "park", PARK)


@pytest.fixture(autouse=True)
def _spec_mats(monkeypatch):
    for k, v in SPEC_MATS.items():
        monkeypatch.setitem(D.ENEMY_MATS, k, v)
