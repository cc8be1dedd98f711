"""A long sitting keeps no memory per game: the text image cache is bounded by bytes
(every game brings its own lines), and back at the title the game just left is freed and
its memory handed back to the system. The figures: tests/perf/long_sitting.py."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

import pygame
import pytest

from saves import SaveStore


def test_the_text_image_cache_is_bounded_by_bytes():
    from ui.fonts import FontCache

    pygame.display.init()
    cache = FontCache(max_surfaces=10_000, max_bytes=1 << 20)
    for i in range(3000):
        cache.render(f"log line {i}: a Viking raids the north of the map " * 2, "text", 18, (255, 255, 255))
    kept = sum(s.get_width() * s.get_height() * s.get_bytesize() for s in cache._surfaces.values())
    assert kept == cache.bytes <= 1 << 20
    assert 0 < len(cache._surfaces) < 3000
    # the newest lines are the ones kept
    assert any(k[0].startswith("log line 2999") for k in cache._surfaces)


@pytest.fixture
def app(tmp_path: Path):
    from ui.app import App
    from ui.settings import Settings

    a = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    a.settings.bot_pause = 0.0
    yield a
    a.shutdown()


def test_back_at_the_title_the_game_is_freed_and_its_memory_given_back(app, monkeypatch):
    import ui.scenes.title as title_mod
    from ui.scenes import GameOverScene, TitleScene
    from ui.session import GameSession

    calls = []
    alive_at_call = []
    board_ref: list[weakref.ref] = []

    def spy() -> None:
        gc.collect()
        calls.append(app.frames)
        alive_at_call.append(board_ref[0]() is not None)

    monkeypatch.setattr(title_mod, "give_back_memory", spy)
    app.push(TitleScene(app))
    seats = [{"name": f"Bot {i}", "kind": "random", "colour": i} for i in range(2)]
    session = GameSession.new(app, "midgard", seats, 5, {})
    app.start_session(session)
    board_ref.append(weakref.ref(app.top))
    session.run_bots_until_human()
    del session
    for _ in range(400):
        app.run_frames(1)
        if isinstance(app.top, GameOverScene):
            break
    assert isinstance(app.top, GameOverScene)
    app.top.press("title")
    app.run_frames(4)
    assert len(calls) == 1, calls
    assert alive_at_call == [False]  # the board was gone when the memory was handed back
