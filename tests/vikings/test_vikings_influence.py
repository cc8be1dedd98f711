"""Influence and island control (game/vikings/influence.py, A11; the 2-player neutral clan, A13)."""

from __future__ import annotations

from vikings_scen import R, blank

from game.vikings.influence import check_control, influence

A, B, C = 0, 1, 2


def test_two_player_neutral_islands():
    st = blank(2)
    nt = st.neutral
    n = R(st, "N")
    st.temples[nt][n] = 1
    st.settlers[nt][n] = 2
    st.ctrl[n] = nt
    assert influence(st, nt, n) == 6
    st.settlers[A][n] = 3
    st.res[A] = [0, 0, 0]
    from game.vikings.settlers import attack
    attack(st, A, [n], [])
    assert st.settlers[nt][n] == 1 and st.smat[nt] == 0  # to the box, not a mat
    check_control(st, [])
    assert st.ctrl[n] == nt  # 3 < 5
    st.boats[A][0] = "N.cw"
    st.temples[A][n] = 1
    ev: list = []
    check_control(st, ev)
    assert st.ctrl[n] == A and st.fury[0] == 1  # taken from the island: Frigg +1
