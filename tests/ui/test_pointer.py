"""The pointer part (ui/boards/frame_parts/pointer.py): after a handoff no tooltip stays
at the place the last player left the mouse; it comes back when the mouse moves
(issue 33 defect 19)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.tables import seats, table_app
from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _tips_drawn(board, monkeypatch):
    drawn = []
    monkeypatch.setattr(board.tooltip, "draw", lambda surface, pos, title, body: drawn.append(title))
    board.pointer.draw_tooltip(pygame.Surface((1600, 900)))
    return drawn


def test_no_stale_tooltip_after_a_handoff_until_the_mouse_moves(app, monkeypatch):
    session = GameSession.new(app, "midgard", seats("human", "human", "random"), 5, {})
    session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
    try:
        for _ in range(40):
            app.step(1 / 30, [])
        assert board.handoff_for is not None
        seat = board.handoff_for
        rect = board.layout.UNDO_BUTTON          # a tip every table has, at a fixed place
        board.mouse = rect.center                # where the last player left the mouse
        board.confirm_handoff(seat)
        for scene in [s for s in app.stack if type(s).__name__ == "HandoffScene"]:
            app.stack.remove(scene)              # the handoff screen's own part is done
        board.refresh()
        assert board.viewer() == seat
        assert _tips_drawn(board, monkeypatch) == []
        x, y = rect.center
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 2, y), rel=(2, 0), buttons=(0, 0, 0))])
        board.refresh()
        assert _tips_drawn(board, monkeypatch), "the tooltip is back once the mouse moved"
    finally:
        session.close()
