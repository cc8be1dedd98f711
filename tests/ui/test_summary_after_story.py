"""A round summary and a told story never cover each other (issue 33: the end-of-Age
summary was drawn over its story, and the story's "For NAME" named another human than
its Continue button): the summary waits until the story is read, then opens; every
Age's summary is still shown; the tray says what the table waits for."""

from __future__ import annotations

import pytest
from tables import StubHandoff, seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.i18n import t as tr_key
from ui.overlays import NarrationOverlay, SummaryOverlay, overlays_of
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_the_age_summary_waits_for_its_story_and_is_shown(app):
    session = GameSession.new(app, "blood_rage", seats("human", "human", "random", "random"), 4,
                              {"first_game": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)

    def stub(seat):
        board._handoff_scene = StubHandoff(app, lambda: board.confirm_handoff(seat))
        app.push(board._handoff_scene)

    board._push_handoff = stub
    rng = Rng(4)
    summaries, both, over, labels, trays = [], 0, 0, [], []
    for _ in range(20000):
        app.step(1 / 30, [])
        telling = overlays_of(board, NarrationOverlay)
        summary = board.overlay_of(SummaryOverlay)
        both += bool(telling and summary)
        if summary is not None:     # a summary is opened on the table, never over a handoff screen
            over += any(isinstance(sc, StubHandoff) for sc in app.stack[:app.stack.index(summary)])
        if telling:
            t = telling[-1]
            if session.state.is_over() and board.viewer() is None and board.acting_human() is None:
                trays.append(board.tray.nobodys_text(board.view))
            if t.all_shown() and t.waiting_for() is not None:
                # the "For NAME" line and the button name the same human
                labels.append((t.reader(), t.continue_label()))
            t.go_on()
            continue
        if summary is not None:
            summaries.append(board.summary.title if hasattr(board.summary, "title") else len(summaries))
            summary.put_away()
            continue
        if board.gameover_shown or app.top is not board and not isinstance(app.top, StubHandoff):
            if board.gameover_shown:
                break
        if isinstance(app.top, StubHandoff):
            app.top.ready()
            continue
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    assert session.state.is_over() and board.gameover_shown
    assert both == 0, f"a summary and a story were open together in {both} frames"
    assert over == 0, f"a summary was drawn over a handoff screen in {over} frames"
    assert len(summaries) == 3, summaries          # the summary of each of the three Ages
    assert labels and all(label == f"{board.names[who]}: Continue" for who, label in labels)
    # the end told in hot seat: the tray says a story is read, not "The bots are playing"
    assert trays and set(trays) == {tr_key("board.tray.read_story")}
