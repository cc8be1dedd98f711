"""How the solo enemy slays Giants with Ragnarok (B12): its TEMPLE track icon and the
Valkyries it sends do, and so does a Build with a Temple on its mat (it performs "Place
a Temple")."""

from __future__ import annotations

from vikings_scen import R, blank

from game.vikings import solo

E = 1


def _ragnarok_solo(chief: str = "4.n"):
    st = blank(1, ragnarok=True)
    st.emat = "SPEC_R1"
    st.chief_dock = chief
    st.rng.state = 12345
    st.rows[E] = ["H01"]
    return st


def test_an_enemy_build_with_a_temple_on_its_mat_slays_the_giant_at_the_chieftain_boat():
    """B12 (issue 33 defect 13): the Build performs "Place a Temple", which with a Giant in
    the Chieftain Boat's Region slays it instead: no Temple placed, its Settlers there go home."""
    st = _ragnarok_solo()
    r4, r5 = R(st, "4"), R(st, "5")
    st.giants = [0] * len(st.giants)
    st.giants[r4] = 5
    st.settlers[E][r4] = 3
    st.settlers[E][r5] = 2
    tmat, smat = st.tmat[E], st.smat[E]
    ev: list = []
    solo.do_action(st, "BUILD", 1, "H", ev)
    assert st.slain[E] == [5] and st.giants[r4] == 0
    assert st.settlers[E][r4] == 0 and st.smat[E] == smat + 3
    assert sum(st.temples[E]) == 0 and st.tmat[E] == tmat and st.settlers[E][r5] == 2
    assert not any(e.get("t") == "build" for e in ev)


def test_an_enemy_build_without_a_giant_at_the_chieftain_boat_places_a_temple():
    st = _ragnarok_solo()
    r4, r5 = R(st, "4"), R(st, "5")
    st.giants = [0] * len(st.giants)
    st.settlers[E][r4] = 3
    st.settlers[E][r5] = 2
    solo.do_action(st, "BUILD", 1, "H", [])
    assert st.slain[E] == [] and st.temples[E][r4] == 1 and st.settlers[E][r4] == 1


def test_the_temple_icon_still_slays_the_giant_at_the_chieftain_boat():
    st = _ragnarok_solo()
    r4 = R(st, "4")
    st.giants[r4] = 5
    st.settlers[E][r4] = 3
    solo.do_icon(st, "TEMPLE", [])
    assert st.slain[E] == [5] and st.giants[r4] == 0 and st.settlers[E][r4] == 0
