"""The App's scene stack, frame loop and window-level keys (headless)."""

from __future__ import annotations

import pygame
import pytest

from saves import SaveStore
from ui.app import App
from ui.scene import Scene
from ui.settings import Settings


class Recorder(Scene):
    def __init__(self, app, name, log, overlay=False, colour=(0, 0, 0)):
        super().__init__(app)
        self.name, self.log, self.overlay, self.colour = name, log, overlay, colour
        self.events = []
        self.updates = 0

    def on_enter(self):
        self.log.append(("enter", self.name))

    def on_exit(self):
        self.log.append(("exit", self.name))

    def handle_event(self, event):
        self.events.append(event.type)

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.log.append(("draw", self.name))
        if self.overlay:
            surface.fill(self.colour, pygame.Rect(0, 0, 10, 10))
        else:
            surface.fill(self.colour)


@pytest.fixture
def app(tmp_path):
    return App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))


def test_push_pop_replace_clear(app):
    log = []
    a, b, c, d = (Recorder(app, n, log) for n in "abcd")
    app.push(a)
    app.push(b)
    assert app.stack == [a, b] and app.top is b
    assert app.pop() is b
    assert log == [("enter", "a"), ("enter", "b"), ("exit", "b"), ("enter", "a")]
    log.clear()
    app.replace(c)
    assert app.stack == [c] and log == [("exit", "a"), ("enter", "c")]
    app.push(a)
    log.clear()
    app.clear_to(d)
    assert app.stack == [d]
    assert log == [("exit", "a"), ("exit", "c"), ("enter", "d")]


def test_only_the_top_scene_gets_events_and_updates(app):
    log = []
    a, b = Recorder(app, "a", log), Recorder(app, "b", log)
    app.push(a)
    app.push(b)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=4))
    app.run_frames(3)
    assert pygame.KEYDOWN in b.events and pygame.KEYDOWN not in a.events
    assert b.updates == 3 and a.updates == 0


def test_overlay_draws_the_scene_below_first(app):
    log = []
    board = Recorder(app, "board", log, colour=(200, 0, 0))
    pause = Recorder(app, "pause", log, overlay=True, colour=(0, 0, 200))
    app.push(Recorder(app, "title", log))
    app.push(board)
    app.push(pause)
    log.clear()
    app.run_frames(1)
    assert [x for x in log if x[0] == "draw"] == [("draw", "board"), ("draw", "pause")]
    assert app.screen.get_at((5, 5))[:3] == (0, 0, 200)  # the overlay's corner
    assert app.screen.get_at((500, 500))[:3] == (200, 0, 0)  # the board shows through
    app.pop()
    log.clear()
    app.run_frames(1)
    assert [x for x in log if x[0] == "draw"] == [("draw", "board")]


def test_popping_the_last_scene_ends_the_loop(app):
    app.push(Recorder(app, "a", []))
    app.pop()
    assert not app.running and app.top is None


def test_quit_event_and_quit_method(app):
    app.push(Recorder(app, "a", []))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    assert app.running is False


def test_f11_toggles_fullscreen_setting(app):
    app.push(Recorder(app, "a", []))
    pygame.event.clear()
    before = app.settings.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68))
    app.run_frames(1)
    assert app.settings.fullscreen is (not before)
    assert pygame.KEYDOWN not in app.top.events  # consumed by the window


def test_window_and_managers(app):
    assert app.screen.get_size() == (1600, 900)
    assert pygame.display.get_caption()[0] == "Yggdrasil Tabletop"
    m1, m2 = app.make_ui_manager(), app.make_ui_manager()
    assert m1 is not m2


def test_text_cache_renders_each_string_once(app):
    f = app.fonts
    a = f.render("Valhalla", "text", 18, (255, 255, 255))
    n = f.renders
    for _ in range(50):
        assert f.render("Valhalla", "text", 18, (255, 255, 255)) is a
    assert f.renders == n
    f.render("Valhalla", "text", 20, (255, 255, 255))
    assert f.renders == n + 1
    with pytest.raises(ValueError):
        f.get("comic", 12)


def test_main_loop_returns_the_exit_code(app):
    class QuitSoon(Recorder):
        def update(self, dt):
            super().update(dt)
            if self.updates == 5:
                self.app.quit()

    scene = QuitSoon(app, "q", [])
    app.push(scene)
    assert app.main_loop() == 0
    assert scene.updates == 5 and app.stack == []  # left cleanly
    assert ("exit", "q") in scene.log


def test_run_opens_the_title_and_returns_0(monkeypatch):
    import warnings

    import ui.app
    from ui.scenes.title import TitleScene

    seen = []

    def update(self, dt):
        seen.append(type(self).__name__)
        if len(seen) == 3:
            self.press("quit")

    monkeypatch.setattr(TitleScene, "update", update)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "no fast renderer" under the dummy driver
        assert ui.app.run() == 0
    assert seen == ["TitleScene"] * 3


def test_run_reports_a_broken_title_screen(monkeypatch, capsys):
    import warnings

    import ui.app
    from ui.scenes.title import TitleScene

    def broken(self):
        raise RuntimeError("no title today")

    monkeypatch.setattr(TitleScene, "build", broken)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert ui.app.run() == 1
    assert "no title today" in capsys.readouterr().out
