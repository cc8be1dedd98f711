"""Asgard's board draws some of its parts once and blits them while nothing in them
changes (`asgard_draw.Painter._cached`: the god blocks, the tiles in the worlds' slots). The
layer tests compare a cached layer with one drawn whole, but both blit from the same
caches; here a position drawn from warm caches (filled along a game) must be the picture
the same position gives drawn from empty ones, with the same hover areas."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _board_region(board) -> tuple[bytes, list]:
    board.invalidate()
    board._refresh()
    rect = board.layout.BOARD
    tips = [(tuple(r), a if isinstance(a, str) else "", b if isinstance(b, str) else "")
            for r, a, b in board.tips if rect.contains(r)]
    return pygame.image.tobytes(board.layers.surface.subsurface(rect), "RGB"), tips


@pytest.mark.parametrize("kinds", [("human", "random"), ("human", "random", "random", "random")], ids=["2", "4"])
def test_a_position_drawn_from_the_caches_is_the_one_drawn_from_nothing(app, kinds):
    session = GameSession.new(app, "asgard", seats(*kinds), 11, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(5)
    painter = board.painter
    compared = 0
    try:
        for i in range(80):
            if session.state.is_over():
                break
            session.run_bots_until_human(limit=3)
            seat = board.acting_human()
            if seat is not None:
                session.apply(seat, rng.choice(session.state.legal_actions(seat)))
            board.close_summary()
            story = board.holding_story()
            if story is not None:
                story.go_on()
            app.step(1 / 60, [], draw=False)   # the moments told go on
            if i % 4:
                continue
            warm = _board_region(board)
            assert any(k[0] == "slot" for k in painter._blocks), "no slot drawn once"
            kept, painter._blocks = painter._blocks, {}
            assert _board_region(board) == warm, f"move {len(session.rec.actions)}"
            painter._blocks = kept             # warm again: filled along the whole game
            compared += 1
    finally:
        session.close()
    assert compared >= 10
