"""The last moves' rings (ui/boards/frame_parts/marks.py) are drawn on the board only
(issue 33, 23): not over the draft's cards while the draft shows, not through the pause
menu's dimming; on the plain board they are."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def rings_drawn(board, monkeypatch) -> int:
    drawn = []
    circle = pygame.draw.circle
    monkeypatch.setattr(pygame.draw, "circle", lambda s, c, p, r, *a, **k: (drawn.append(r), circle(s, c, p, r, *a, **k))[1])
    board.mark_part.draw(pygame.Surface((1600, 900)))
    monkeypatch.setattr(pygame.draw, "circle", circle)
    return sum(1 for r in drawn if r == 18)


def test_rings_stay_off_the_draft_and_the_pause_menu(app, monkeypatch):
    session = GameSession.new(app, "midgard", seats("human", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    session.run_bots_until_human()
    board.update(0.0)
    assert board.draft_showing()
    board.mark_part.marks = {1: [(300, 300), (500, 400)]}
    assert rings_drawn(board, monkeypatch) == 0       # the draft shows
    board.draft_minimised = True
    board.invalidate()
    board.update(0.0)
    assert rings_drawn(board, monkeypatch) == 4       # the plain board: two rings, each an ink and a colour circle
    pause = app.open_scene("pause", session)
    assert rings_drawn(board, monkeypatch) == 0       # under the pause menu's dimming
    app.pop() if app.top is pause else None
    session.close()
