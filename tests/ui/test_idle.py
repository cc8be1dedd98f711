"""Idle costs nothing (issue 38): the main loop draws only when a scene asks for a frame
(`Scene.needs_redraw`), after input, and at a slow heartbeat; an idle title and a board
waiting for its human ask for none. The CPU figures are printed by
`tests/perf/frames.py --idle` (no timing is asserted here)."""

from __future__ import annotations

import time

import pygame
import pytest

from tests.ui.tables import seats, table_app
from ui.boards import board_scene_for
from ui.scene import Scene
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _quiet(app):
    """No input for a while and a frame just drawn: only the scenes may ask for one."""
    app.input_at = -1e9
    app.drawn_at = time.monotonic()


def test_a_scene_that_does_not_say_is_drawn_every_frame(app):
    app.clear_to(Scene(app))
    _quiet(app)
    assert app.step(1 / 60, [], draw=None)


def test_the_idle_title_draws_no_frame(app):
    from ui.scenes.title import TitleScene

    app.clear_to(TitleScene(app))
    app.step(1 / 60, [])
    _quiet(app)
    drawn = app.frames_drawn
    for _ in range(10):
        assert not app.step(1 / 60, [], draw=None)
    assert app.frames_drawn == drawn
    # input: drawn at once
    ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0))
    assert app.step(1 / 60, [ev], draw=None)


def test_a_board_waiting_for_its_human_stops_drawing_once_the_glow_holds(app):
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 5, {})
    session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
    try:
        for _ in range(5):
            app.step(1 / 60, [])
        board.close_summary()
        assert board.acting_human() == 0 and board.targets
        _quiet(app)
        # the glow pulses a while after the last change (frames drawn), then holds still
        assert app.step(1 / 60, [], draw=None)
        for _ in range(int(board.PULSE_SECONDS * 60) + 5):
            app.step(1 / 60, [], draw=None)
            _quiet(app)
        drawn = app.frames_drawn
        for _ in range(60):
            app.step(1 / 60, [], draw=None)
        assert app.frames_drawn == drawn
        # the mouse moves: a frame, and the glow pulses again
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 400), rel=(1, 1), buttons=(0, 0, 0))
        app.step(1 / 60, [ev], draw=None)
        _quiet(app)
        assert app.step(1 / 60, [], draw=None)
    finally:
        session.close()


def test_the_main_loop_waits_for_an_event_when_nothing_is_wanted(app, monkeypatch):
    from ui.scenes.title import TitleScene

    app.clear_to(TitleScene(app))
    app.step(1 / 60, [])
    _quiet(app)
    waited: list = []
    import ui.app

    monkeypatch.setattr(ui.app.time, "sleep", lambda seconds: waited.append(seconds))
    pygame.event.get()      # nothing queued: the loop has to wait
    assert not app.wants_frame()
    app.next_events()
    # it slept between looks at the events until IDLE_WAIT_MS passed (no event came)
    assert waited and all(0 < s <= ui.app.IDLE_WAIT_MS / 1000 for s in waited)
