"""game/vikings/invariants.py: `check(state)` names every broken invariant, and holds after
every step of seeded games at every player count and with every option value (the
expansion, each solo enemy mat)."""

from __future__ import annotations

import pytest
from vikings_helpers import playout, random_game

from game.registry import get_game
from game.vikings import data as D
from game.vikings.invariants import check


def test_a_sound_state_has_no_finding():
    st, _ = random_game(3, 4, True, k=80)
    assert check(st) == []


@pytest.mark.parametrize("break_it, finding", [
    (lambda st: st.settlers[0].__setitem__(0, st.settlers[0][0] + 1), "Settlers on the mat"),
    (lambda st: st.deck.append(st.deck[0]), "Viking cards not conserved"),
    (lambda st: st.frows[0].pop(), "Favor cards"),
    (lambda st: st.res[1].__setitem__(2, D.TRACK_MAX + 1), "a resource track at 8"),
    (lambda st: st.boats[1].__setitem__(0, st.boats[0][0]), "two Boats on one Dock"),
    (lambda st: st.villages.clear(), "Villages not conserved"),
    (lambda st: st.fury.__setitem__(0, -1), "a negative Fury"),
    (lambda st: st.giants.__setitem__(st.giants.index(next(g for g in st.giants if g)), 0), "Giants on the map"),
])
def test_each_broken_invariant_is_named(break_it, finding):
    st, _ = random_game(3, 4, True, k=80)
    assert st.boats[0][0] is not None and any(st.giants)
    break_it(st)
    found = check(st)
    assert found and any(finding in x for x in found), found


def test_a_score_that_is_not_the_sum_of_its_sources_is_named(monkeypatch):
    from game.vikings import invariants
    st, _ = random_game(2, 3, False, k=40)
    monkeypatch.setattr(invariants, "score_all",
                        lambda s: [{"islands": 2, "favors": 1, "total": 4}] * s.nclans)
    assert any("is not the sum of its sources" in x for x in check(st))


def _mats() -> list[tuple[str, str]]:
    """(expansion, enemy mat) so that every value of both options is played."""
    spec = get_game("vikings")
    mats = spec.options["enemy_mat"].choices
    return [("ragnarok" if m.startswith("R") else "none", m) for m in mats] + [("ragnarok", "random")]


@pytest.mark.parametrize("expansion, mat", _mats())
def test_solo_games_on_every_enemy_mat_keep_the_invariants(expansion, mat):
    for seed in (1, 2):
        st, steps = playout(1, seed, ragnarok=expansion == "ragnarok", views=False,
                            options={"enemy_mat": mat})
        assert st.is_over() and steps > 20
        if mat != "random":
            assert st.emat == mat
