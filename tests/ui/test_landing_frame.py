"""A landing's frame (ui/boards/frame_parts/layers.py, `Layers.holding`; App.step): in the
main loop's way of drawing (`app.spread_layers`), the frame in which a move lands only
updates: the app draws nothing, so the picture of the frame before (the old position,
whole) stays on screen, and the new position is drawn from the next frame on. On every
board in `BOARDS`:

- the frame of a move is not drawn (the screen keeps the picture before, pixel for pixel),
  a move in the next frame holds it one more, and never more than HOLD_RUN frames in a
  row (a move in the frame after those is drawn at once);
- once its regions are drawn, the screen is the picture a frame drawn at once, whole,
  gives for the same position."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import BOARDS, board_scene_for
from ui.boards.frame_parts.layers import HOLD_RUN
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _picture(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _whole(app, board) -> bytes:
    """The frame drawn at once, whole, from nothing (as tests and scripts draw it)."""
    spread, app.spread_layers = app.spread_layers, False
    try:
        board.invalidate()
        board.refresh()
        out = pygame.Surface(app.size)
        app.draw(out)
        return _picture(out)
    finally:
        app.spread_layers = spread


def _move(board, session, rng: Rng) -> bool:
    """A move lands: the human's on screen (at random), else a bot's."""
    if board.top_modal() is not None or session.state.is_over():
        return False
    seat = board.acting_human()
    if seat is not None:
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        return True
    return session.run_bots_until_human(limit=1) == 1


@pytest.mark.parametrize("game_id", list(BOARDS))
def test_a_landing_frame_shows_the_picture_before_then_the_whole_new_one(app, game_id):
    session = GameSession.new(app, game_id, seats("human", "random", "random"), 4, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(3)
    session.update = lambda now=None: []      # the test makes every move, the bots' too
    app.spread_layers = True
    held = 0
    try:
        app.step(1 / 60, [])
        for _ in range(10):
            if session.state.is_over():
                break
            top = app.top
            if hasattr(top, "ready"):
                top.ready()               # the hot seat's handoff
                app.step(1 / 60, [])
            board.close_summary()
            story = board.holding_story()
            if story is not None:
                story.go_on()
            for _ in range(6):                 # the picture before is drawn whole
                app.step(1 / 60, [])
            before = _picture(app.screen)
            drawn = app.frames_drawn
            if not _move(board, session, rng):
                continue
            app.step(1 / 60, [])
            if app.top is not board:
                continue                      # the move opened another scene (drawn at once)
            held += 1
            assert app.frames_drawn == drawn, "the frame of a move was drawn"
            assert _picture(app.screen) == before, "the frame of a move changed the screen"
            # moves in the very next frames: held up to HOLD_RUN frames in a row, then drawn
            for k in range(1, HOLD_RUN + 1):
                again = _move(board, session, rng)
                app.step(1 / 60, [])
                if not again or app.top is not board:
                    break
                if k < HOLD_RUN:
                    assert app.frames_drawn == drawn and _picture(app.screen) == before, f"move {k + 1} in a row"
                else:
                    assert app.frames_drawn == drawn + 1, f"{HOLD_RUN + 1} frames held in a row"
            for _ in range(6):
                if not board.layers.pending:
                    break
                app.step(1 / 60, [])
            assert not board.layers.pending
            if app.top is board:
                assert _picture(app.screen) == _whole(app, board), f"regions drawn last: {board.layers.built}"
    finally:
        app.spread_layers = False
        session.close()
    assert held >= 3
