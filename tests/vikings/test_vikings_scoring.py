"""Final scoring (game/vikings/scoring.py, A12): wild Favor runes, the winner's tie-breakers."""

from __future__ import annotations

from vikings_scen import R, blank

from game.vikings.scoring import score_clan

A, B, C = 0, 1, 2


def test_wild_favor_rune_scores_best():
    st = blank(3)
    st.fury = [1, 5, 3]  # Odin (H) first
    st.favors[A] = ["FV16"]  # F + any
    sc = score_clan(st, A)
    assert sc["favors"] == 1 + 3


def test_winner_tiebreakers():
    st = blank(3)
    st.ctrl[R(st, "N")] = A  # 1 island
    st.favors[B] = ["FV01", "FV02"]  # F, F
    st.fury = [0, 0, 0]
    # A: island F 2 points; B: 1 + 1 = 2 points -> tie; A has more Island Runes
    assert st.scores() == [2, 2, 0]
    assert st.winners() == [A]
