"""No summary of a set-up that scored nothing (issue 33, 12: an "End of Setup" of zeros
before the first round): the first summary a game shows sums up its first round."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.session import GameSession

TABLES = {"asgard": ("human", "random"), "blood_rage": ("human", "random", "random"),
          "midgard": ("human", "random"), "vikings": ("human", "random")}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_first_summary_is_the_first_rounds(app, game):
    session = GameSession.new(app, game, seats(*TABLES[game]), 4, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    made = []
    part = board.summary_part
    summarise = part.summarise
    part.summarise = lambda ended, *a, **k: (made.append(ended), summarise(ended, *a, **k))[-1]
    rng = Rng(4)
    for _ in range(3000):
        session.run_bots_until_human()
        board.update(0.0)
        if made or session.state.is_over():
            break
        board.close_summary()
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    assert made, "a round ended"
    first = made[0]
    gains = board.summary_part.summary.gained
    assert first[1] >= 1 or any(gains), (first, gains)
    session.close()
