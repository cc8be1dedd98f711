"""The game-over table of points (ui/scenes/game_over.py): the winner's column is marked
from the header down to the total, through the banded rows too."""

from __future__ import annotations

import random

import pytest

from tests.ui.tables import seats, table_app
from ui.scenes.game_over import TABLE_RECT, WINNER_BAND, WINNER_COLUMN, GameOverScene
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_the_winners_column_runs_through_the_banded_rows(app):
    session = GameSession.new(app, "asgard", seats("human", "human", "human"), 3, {})
    rng = random.Random(3)
    while not session.state.is_over():
        seat = next(iter(session.pending_humans()))
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    g = GameOverScene(app, session)
    g.winners = [1]    # one column marked, whoever won
    table = g._build_table()
    rows = len(g.keys) + 1 + (1 if g.show_hints else 0)
    assert len(g.keys) >= 2
    row_h = min(60, max(22, (TABLE_RECT.height - 130) // rows))
    col_w = max(100, (TABLE_RECT.width - 250 - 30) // 3)
    for seat, plain, banded in ((1, WINNER_COLUMN, WINNER_BAND), (0, None, None)):
        x = 250 + col_w * seat + 10                 # inside the column, left of its number
        top = table.get_at((x, 112 + 4))[:3]        # the first row (not banded)
        band = table.get_at((x, 112 + row_h + 4))[:3]   # the second (banded)
        if plain is None:
            assert top not in (WINNER_COLUMN, WINNER_BAND) and band not in (WINNER_COLUMN, WINNER_BAND)
        else:
            assert (tuple(top), tuple(band)) == (plain, banded)
