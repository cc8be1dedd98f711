"""Where the frame puts "Back to the draft" and its short notices (issue 33, 23: the
button covered Blood Rage's and Midgard's headings at the top of the board, "Nothing to
undo now" sat over "Ages and Ragnarök"): the button in the tray's button column, the
notice where the board says; neither over another text."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.session import GameSession
from ui.widgets.text_check import check_frame

TABLES = {"asgard": ("human", "random"), "blood_rage": ("human", "random", "random"),
          "midgard": ("human", "random"), "vikings": ("human", "random")}
NOTICE = "Nothing to undo now"
BACK = "Back to the draft"


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_back_to_the_draft_and_a_notice_cover_no_text(app, game):
    session = GameSession.new(app, game, seats(*TABLES[game]), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(2)
    drafting = game != "asgard"
    for _ in range(400):
        session.run_bots_until_human()
        board.update(0.0)
        board.close_summary()
        if hasattr(board, "close_story"):
            board.close_story()
        if 0 in session.pending_humans() and (not drafting or board.draft_of(session.state.view(0)) is not None):
            break
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    board.draft_minimised = True
    board.toast(NOTICE)
    board.invalidate()
    board.update(0.0)
    board.refresh()
    if drafting:
        back = next(r for r, _l, k in board.buttons if k == "draft_min")
        assert board.layout.TRAY.contains(back)
    found = [str(f) for f in check_frame(app) if {f.text, f.other.split("'")[1] if "'" in f.other else ""} & {NOTICE, BACK}]
    assert found == []
    session.close()
