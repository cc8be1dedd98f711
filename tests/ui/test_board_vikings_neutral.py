"""The 2-player neutral clan of Tiny Epic Vikings (rules A13) on the table (issue 33, 12):
a panel of its own under the seats (its pieces and the islands it holds), the log below
it, and its set-up in the log; with 3 players, no such panel."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from ui.boards import board_scene_for
from ui.session import GameSession
from ui.widgets.text import text_of
from ui.widgets.text_check import drawn_texts


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_the_neutral_clan_has_a_panel_and_its_set_up_is_logged(app):
    session = GameSession.new(app, "vikings", seats("human", "random"), 5, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    session.run_bots_until_human()
    board.update(0.0)
    board._refresh()
    lay = board.layout
    panel = lay.neutral_panel()
    assert panel is not None and lay.RIGHT.contains(panel)
    assert panel.top >= lay.seat_panel(1).bottom and lay.log_rect().top >= panel.bottom
    assert board.log_panel.rect == lay.log_rect()
    texts = drawn_texts(app)
    assert "The neutral clan" in texts and "Temples 3 · Settlers 6 · islands held 3" in texts
    assert any(r.colliderect(panel) and "neutral clan" in str(t).lower() for r, t, _b in
               [(r, t() if callable(t) else t, b) for r, t, b in board.tips])
    lines = [text_of(x) for x in session.log]
    assert any(ln.startswith("The neutral clan holds ") and "1 Temple and 2 Settlers" in ln for ln in lines)
    session.close()


def test_three_players_have_no_neutral_panel(app):
    session = GameSession.new(app, "vikings", seats("human", "random", "random"), 5, {})
    board = board_scene_for(app, session)
    lay = board.layout
    assert lay.neutral_panel() is None
    assert lay.log_rect().top == lay.seat_panel(3).top
    assert not any("neutral clan" in text_of(x) for x in session.log)
    session.close()
