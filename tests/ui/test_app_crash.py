"""An exception inside a scene shows the crash screen and writes the traceback to a log."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from saves import SaveStore
from ui.app import App
from ui.scene import Scene
from ui.scenes.crash import CrashScene
from ui.scenes.title import TitleScene
from ui.settings import Settings


class Boom(Scene):
    def __init__(self, app, where):
        super().__init__(app)
        self.where = where

    def update(self, dt):
        if self.where == "update":
            raise ZeroDivisionError("the scene divided by zero")

    def draw(self, surface):
        if self.where == "draw":
            raise KeyError("missing piece")


@pytest.fixture
def app(tmp_path):
    return App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))


@pytest.mark.parametrize("where", ["update", "draw"])
def test_a_failing_scene_shows_the_crash_screen(app, where):
    app.push(TitleScene(app))
    app.push(Boom(app, where))
    app.run_frames(2)
    assert app.running
    top = app.top
    assert isinstance(top, CrashScene) and app.stack == [top]
    expected = "ZeroDivisionError" if where == "update" else "KeyError"
    assert expected in top.message
    log = app.last_crash_log
    assert log is not None and log.exists()
    assert Path(os.environ["YGGDRASIL_HOME"]) / "logs" == log.parent
    text = log.read_text()
    assert "Traceback" in text and expected in text and "Boom" in text
    # back to the title
    top.press("title")
    app.run_frames(1)
    assert isinstance(app.top, TitleScene)


def test_crash_screen_failing_too_ends_with_an_error_code(app, monkeypatch):
    app.push(Boom(app, "update"))
    app.run_frames(1)
    assert isinstance(app.top, CrashScene)
    monkeypatch.setattr(CrashScene, "update", lambda self, dt: 1 / 0)
    app.run_frames(1)
    assert app.running is False and app.exit_code == 1


def test_repeated_crashes_give_up(app):
    for _ in range(4):
        app.clear_to(Boom(app, "update"))
        app.run_frames(1)
    assert app.running is False and app.exit_code == 1


def test_event_handler_exception_is_caught(app):
    import pygame

    class BadKeys(Scene):
        def handle_event(self, event):
            raise RuntimeError("bad key handling")

    app.push(BadKeys(app))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=27))
    app.run_frames(1)
    assert isinstance(app.top, CrashScene) and "bad key handling" in app.top.message
