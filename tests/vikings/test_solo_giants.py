"""How the solo enemy slays Giants with Ragnarok (B12): its TEMPLE track icon and the
Valkyries it sends do; a Build only places a Temple (this edition's reading)."""

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


def test_an_enemy_build_does_not_slay_the_giant_at_the_chieftain_boat():
    st = _ragnarok_solo()
    r4, r5 = R(st, "4"), R(st, "5")
    st.giants = [0] * len(st.giants)
    st.giants[r4] = 5
    st.settlers[E][r4] = 3
    st.settlers[E][r5] = 2
    solo.do_action(st, "BUILD", 1, "H", [])
    assert st.slain[E] == [] and st.giants[r4] == 5 and st.settlers[E][r4] == 3
    # the Build places its Temple where there is no Giant (B6.1), half the Settlers go home
    assert st.temples[E][r5] == 1 and st.temples[E][r4] == 0
    assert st.settlers[E][r5] == 1


def test_an_enemy_build_with_giants_wherever_it_stands_does_nothing():
    st = _ragnarok_solo()
    r4 = R(st, "4")
    st.giants = [3] * len(st.giants)
    st.settlers[E][r4] = 3
    tmat = st.tmat[E]
    solo.do_action(st, "BUILD", 1, "H", [])
    assert st.slain[E] == [] and st.tmat[E] == tmat and sum(st.temples[E]) == 0


def test_the_temple_icon_still_slays_the_giant_at_the_chieftain_boat():
    st = _ragnarok_solo()
    r4 = R(st, "4")
    st.giants[r4] = 5
    st.settlers[E][r4] = 3
    solo.do_icon(st, "TEMPLE", [])
    assert st.slain[E] == [5] and st.giants[r4] == 0 and st.settlers[E][r4] == 0
