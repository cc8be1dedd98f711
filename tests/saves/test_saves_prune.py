"""Pruning never deletes an unfinished game in silence: only the autosaves of finished
games beyond the kept number, and an autosave of a game saved later under a name; by a
setting (a negative number keeps everything); the load screen says what was pruned."""

from __future__ import annotations

import os

import pytest

from saves import GameRecord, SaveStore
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bot", "kind": "random", "colour": 1}]


def _autosave(store, spec, i, finished=False, age=0):
    target = "10" if finished else "1000000"
    rec = GameRecord.start("tally", SEATS, 20 + i, {"target": target})
    rec.created = 1000.0 + i  # distinct games
    state = spec.new_game(2, 20 + i, rec.options)
    play(spec, state, rec, 40 if finished else 2, rng_seed=i)
    assert state.is_over() == finished
    path = store.autosave(rec, state)
    t = 10**9 + i * 100 - age
    os.utime(path, (t, t))
    return rec, state, path


def test_unfinished_games_are_never_pruned(tally, tmp_path):
    store = SaveStore(tmp_path)
    store.keep_finished = 1
    paths = [_autosave(store, tally, i)[2] for i in range(6)]
    assert all(p.exists() for p in paths)
    assert store.prune_autosaves() == [] and store.pruned == []


def test_finished_games_beyond_the_setting_are_pruned_and_reported(tally, tmp_path):
    store = SaveStore(tmp_path)
    store.keep_finished = 2
    open_games = [_autosave(store, tally, i)[2] for i in range(3)]
    finished = [_autosave(store, tally, 10 + i, finished=True)[2] for i in range(4)]
    # each new game's first autosave pruned; the two newest finished games are kept
    assert all(p.exists() for p in open_games)
    kept = [p for p in finished if p.exists()]
    assert kept == finished[-2:]
    assert [n for n, _ in store.pruned] == [p.stem for p in finished[:2]]
    assert all(why == "a finished game" for _, why in store.pruned)
    assert not list(tmp_path.glob(finished[0].name + "*"))  # every copy of it


def test_an_autosave_of_a_game_saved_later_under_a_name_is_pruned(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state, path = _autosave(store, tally, 1)
    named = store.save("My saga", rec, state)
    os.utime(path, (10**9 - 50, 10**9 - 50))
    os.utime(named, (10**9, 10**9))
    assert store.prune_autosaves() == [path.stem]
    assert "My saga" in store.pruned[0][1]
    # the named save is the game, and it loads
    assert store.load("My saga")[0].actions == rec.actions
    # played on after the named save: the autosave is newer and is kept
    rec2, state2, path2 = _autosave(store, tally, 2)
    store.save("Other", rec2, state2)
    play(tally, state2, rec2, 2)
    store.autosave(rec2, state2)
    assert store.prune_autosaves() == [] and path2.exists()


def test_a_negative_setting_keeps_every_game(tally, tmp_path):
    store = SaveStore(tmp_path)
    store.keep_finished = -1
    finished = [_autosave(store, tally, 10 + i, finished=True)[2] for i in range(3)]
    assert store.prune_autosaves(keep_finished=-1) == [] and all(p.exists() for p in finished)
    assert store.prune_autosaves(keep_finished=0) == [p.stem for p in reversed(finished)]


def test_the_session_takes_the_setting(tally, tmp_path):
    from tests.ui.stubs import StubApp
    from ui.session import GameSession

    app = StubApp(tmp_path)
    app.settings.keep_finished_games = 0
    _autosave(app.store, tally, 1, finished=True)
    session = GameSession.new(app, "tally", SEATS, 3, {})
    session.flush_autosave()
    assert app.store.keep_finished == 0
    assert [why for _, why in app.store.pruned] == ["a finished game"]
    session.close()


@pytest.fixture
def app(tmp_path):
    from ui.app import App
    from ui.settings import Settings

    a = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    yield a
    a.shutdown()


def test_the_load_screen_says_what_was_pruned(tally, app):
    from ui.scenes import LoadScene

    app.store.keep_finished = 1
    _autosave(app.store, tally, 1, finished=True)
    _autosave(app.store, tally, 2, finished=True)
    assert len(app.store.pruned) == 1
    app.push(LoadScene(app))
    app.run_frames(2)
    assert "Removed" in app.top.message and "finished game" in app.top.message
    assert app.store.pruned == []  # said once
