"""The title and the Load screen list the saves folder in a background thread (the
window never waits for a big folder), and the Load screen draws only the rows in view;
opening a save is done in the background too."""

from __future__ import annotations

import threading

import pygame
import pytest

import ui.scenes.load as load_module
from saves import GameRecord, SaveStore
from ui.app import App
from ui.scenes import LoadScene, TitleScene
from ui.settings import Settings


class DocState:
    def __init__(self, over: bool = False) -> None:
        self.over = over

    def round_label(self) -> str:
        return "Round 1 · Draft"

    def is_over(self) -> bool:
        return self.over

    def to_json(self) -> dict:
        return {}


@pytest.fixture
def app(tmp_path):
    return App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))


def write_saves(store, n: int, prefix: str = "game") -> None:
    rec = GameRecord.start("midgard", [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "human"}], 3, {})
    for i in range(n):
        store.save(f"{prefix} {i:04d}", rec, DocState())


def run_until(app, what, frames: int = 400) -> None:
    for _ in range(frames):
        if what():
            return
        app.run_frames(1)
        threading.Event().wait(0.01)
    pytest.fail("not done in time")


def blocked(monkeypatch, store, names):
    """Listings that wait for a gate (and record the threads they ran on)."""
    gate = threading.Event()
    threads = []
    for name in names:
        real = getattr(store, name)

        def slow(*a, real=real, **k):
            threads.append(threading.current_thread())
            gate.wait(10)
            return real(*a, **k)

        monkeypatch.setattr(store, name, slow)
    return gate, threads


def test_the_title_shows_before_the_folder_is_listed_and_never_lists_it_on_the_main_thread(app, monkeypatch):
    rec = GameRecord.start("midgard", [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "human"}], 3, {})
    app.store.save("autosave-midgard-1", rec, DocState())
    gate, threads = blocked(monkeypatch, app.store, ("list", "latest_autosave", "_list"))
    title = TitleScene(app)
    app.push(title)
    app.run_frames(2)                     # drawn while the listing waits
    assert "continue" not in title.buttons
    gate.set()
    run_until(app, lambda: "continue" in title.buttons)
    assert threads and threading.main_thread() not in threads
    assert title.autosave["name"] == "autosave-midgard-1"


def test_the_load_screen_lists_in_the_background_and_says_so(app, monkeypatch):
    write_saves(app.store, 3)
    gate, threads = blocked(monkeypatch, app.store, ("list",))
    load = LoadScene(app)
    app.push(load)
    app.run_frames(2)
    assert load.reading and load.entries == [] and "Reading" in load.details.html_text
    assert not load.buttons["load"].is_enabled
    gate.set()
    run_until(app, lambda: len(load.entries) == 3)
    assert not load.reading and threading.main_thread() not in threads
    assert len(load.describe()["rows"]) == 3


def test_only_the_rows_in_view_are_drawn_and_the_list_scrolls(app, monkeypatch):
    write_saves(app.store, 400)
    load = LoadScene(app)
    app.push(load)
    run_until(app, lambda: len(load.entries) == 400)
    built = []
    real = load._row_text
    monkeypatch.setattr(load, "_row_text", lambda i, e: built.append(i) or real(i, e))
    load._row_texts.clear()
    app.run_frames(2)
    visible = load.list.visible
    assert 5 < visible < 40 and len(set(built)) <= visible + 1
    top = load.list.top
    load.list.event(pygame.event.Event(pygame.MOUSEMOTION, pos=load.list.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    load.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0,
                                         precise_y=-2.0))
    assert load.list.top == top + 6
    built.clear()
    app.run_frames(1)
    assert set(built) <= set(range(load.list.top, load.list.top + visible + 1))
    # a click picks a row; End and Home go to the ends and keep the selection in view
    r = load.list.rect
    load.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(r.x + 100, r.y + 4 + 2 * load_module.ROW_HEIGHT + 5),
                                         button=1))
    assert load.selected == load.list.top + 2 and load.buttons["delete"].is_enabled
    load.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    assert load.selected == 399 and load.list.top == 400 - visible
    load.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0))
    assert load.selected == 0 and load.list.top == 0
    # the scroll bar: a click at its foot shows the last rows
    load.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(r.right - 10, r.bottom - 6), button=1))
    assert load.list.top == 400 - visible
    app.run_frames(1)


def test_a_double_click_opens_the_save_and_its_error_is_shown(app):
    write_saves(app.store, 2)   # their snapshots are empty: loading fails on replay
    load = LoadScene(app)
    app.push(load)
    r = load.list.rect
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(r.x + 100, r.y + 4 + load_module.ROW_HEIGHT // 2), button=1)
    load.handle_event(click)
    load.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click.pos, button=1))
    load.handle_event(click)
    run_until(app, lambda: bool(load.message))
    assert app.top is load and load.buttons["back"].is_enabled
