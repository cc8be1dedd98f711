"""Random input on every non-board scene: clicks, keys, wheel and motion never crash."""

from __future__ import annotations

import os

import pygame
import pytest

from game.core import Rng
from saves import SaveStore
from ui.app import App
from ui.scenes import CrashScene, TitleScene
from ui.settings import Settings

EVENTS = int(os.environ.get("YGG_FUZZ_EVENTS", "1000" if os.environ.get("YGG_SOAK") else "80"))
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_a, pygame.K_1, pygame.K_BACKSPACE,
        pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_TAB, pygame.K_F1]


class _State:
    def scores(self):
        return [5, 9]

    def score_breakdown(self):
        return [{"a": 5, "total": 5}, {"a": 9, "total": 9}]

    def winners(self):
        return [1]

    def rivals(self):
        return []

    def progress(self):
        from game.core.progress import Progress

        return Progress("round", 1, 1, "play", "", self.is_over())

    def round_label(self):
        return "Round 1"

    def is_over(self):
        return True


class _Session:
    def __init__(self):
        from game.registry import get_game

        self.spec = get_game("midgard")
        self.state = _State()
        self.names = ["Ada", "Bo"]
        self.seats = [{"name": "Ada", "kind": "human", "colour": 0}, {"name": "Bo", "kind": "human", "colour": 1}]
        self.score_history = [[5, 9]]

    def save_as(self, name):
        from saves import SaveError

        raise SaveError("not in this test")


def random_event(rng: Rng) -> pygame.event.Event:
    pos = (rng.below(1600), rng.below(900))
    kind = rng.below(6)
    if kind <= 1:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    if kind == 2:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind == 3:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind == 4:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0,
                                  precise_y=0.0)
    key = rng.choice(KEYS)
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="a" if key == pygame.K_a else "",
                              scancode=0)


def test_random_input_never_crashes(tmp_path, scene_name, make_scene):
    """One run per scene of tests/ui/conftest.py's SCENES."""
    name = scene_name
    app = App(headless=True, settings=Settings(animation_speed=0, bot_pause=0.0), store=SaveStore(tmp_path / "s"))
    rng = Rng(sum(map(ord, name)))
    app.push(TitleScene(app))
    app.push(make_scene(name, app, _Session()))
    pygame.event.clear()
    for i in range(EVENTS):
        pygame.event.post(random_event(rng))
        app.run_frames(1, dt=0.05)
        if isinstance(app.top, CrashScene) and name != "crash":
            pytest.fail(f"{name}: event {i} crashed: {app.top.message} (log {app.last_crash_log})")
        if not app.running or app.top is None:  # Quit was clicked: start again from the title
            app.running = True
            app.clear_to(TitleScene(app))
    if name != "crash":
        assert app.last_crash_log is None
