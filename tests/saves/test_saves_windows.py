"""What Windows does to saving: os.replace refused for a moment with PermissionError (a
virus scanner, a backup tool holding the file) is tried again; a second copy of the
program on the same saves folder neither corrupts nor silently overwrites a game the
first one plays (a lock file per game in play, with the pid; a stale lock is taken over)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from saves import GameRecord, SaveError, SaveStore
from saves import store as store_mod
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bot", "kind": "random", "colour": 1}]


def _game(spec, moves=4, seed=3):
    rec = GameRecord.start("tally", SEATS, seed)
    state = spec.new_game(2, seed, {})
    play(spec, state, rec, moves, rng_seed=seed)
    return rec, state


@pytest.fixture
def flaky_replace(monkeypatch):
    """os.replace raises PermissionError for the next `fail[0]` calls (-1: always)."""
    real = os.replace
    fail = [0]
    calls = []

    def replace(src, dst):
        calls.append(dst)
        if fail[0] != 0:
            fail[0] -= 1 if fail[0] > 0 else 0
            raise PermissionError(13, "The process cannot access the file because it is being used by another process")
        return real(src, dst)

    monkeypatch.setattr(store_mod.os, "replace", replace)
    monkeypatch.setattr(store_mod, "REPLACE_WAITS", (0.001, 0.002, 0.004, 0.008))
    return fail, calls


@pytest.mark.parametrize("failures", [1, 2])
def test_a_replace_refused_once_or_twice_is_tried_again_and_saves(tally, tmp_path, flaky_replace, failures):
    fail, calls = flaky_replace
    store = SaveStore(tmp_path)
    rec, state = _game(tally, 2)
    store.save("g", rec, state)
    rec2, state2 = _game(tally, 6)
    fail[0] = failures
    store.save("g", rec2, state2)
    assert fail[0] == 0
    assert store.load("g")[0].actions == rec2.actions
    assert store.load_report("g").generation == 0


def test_a_replace_refused_always_is_a_save_error_and_the_old_save_stays(tally, tmp_path, flaky_replace):
    fail, calls = flaky_replace
    store = SaveStore(tmp_path)
    rec, state = _game(tally, 2)
    store.save("g", rec, state)
    before = (tmp_path / "g.json").read_bytes()
    fail[0] = -1
    with pytest.raises(SaveError, match="could not write"):
        store.save("g", *_game(tally, 6))
    fail[0] = 0
    assert (tmp_path / "g.json").read_bytes() == before
    assert store.load("g")[0].actions == rec.actions
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(calls) >= 5  # tried several times before giving up


def test_a_second_store_in_this_process_shares_the_lock(tally, tmp_path):
    a, b = SaveStore(tmp_path), SaveStore(tmp_path)
    a.lock("autosave-tally-1")
    b.lock("autosave-tally-1")  # the same process: no conflict
    assert a.lock_holder("autosave-tally-1") is None


_OTHER = """
import sys, time
sys.path.insert(0, {root!r})
from saves import SaveStore
store = SaveStore({folder!r})
store.lock({name!r})
print("locked", flush=True)
time.sleep(60)
"""


def _other_copy(tmp_path, name):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    p = subprocess.Popen([sys.executable, "-c", _OTHER.format(root=root, folder=str(tmp_path), name=name)],
                         stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "locked"
    return p


def test_a_game_in_play_in_another_copy_is_neither_loaded_nor_overwritten(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = _game(tally, 3)
    name = store.autosave_name(rec)
    store.autosave(rec, state)
    before = (tmp_path / f"{name}.json").read_bytes()
    other = _other_copy(tmp_path, name)
    try:
        assert store.lock_holder(name) == other.pid
        with pytest.raises(SaveError, match=f"another copy .*process {other.pid}"):
            store.lock(name)
        play(tally, state, rec, 2)
        with pytest.raises(SaveError, match="another copy"):
            store.autosave(rec, state)
        assert (tmp_path / f"{name}.json").read_bytes() == before
        assert store.prune_autosaves(keep_finished=0) == []
    finally:
        other.kill()
        other.wait()
    # its process ended: the lock is stale and is taken over
    assert store.lock_holder(name) is None
    store.lock(name)
    store.autosave(rec, state)
    assert json.loads((tmp_path / f".{name}.json.lock").read_bytes())["pid"] == os.getpid()


def test_a_session_refuses_a_game_another_copy_plays_with_a_clear_message(tally, tmp_path):
    from tests.ui.stubs import StubApp
    from ui.session import GameSession

    app = StubApp(tmp_path)
    session = GameSession.new(app, "tally", SEATS, 4, {})
    session.flush_autosave()
    name = session.save_name
    session.close()
    assert not (tmp_path / f".{name}.json.lock").exists()  # released when the game is left
    other = _other_copy(tmp_path, name)
    try:
        with pytest.raises(SaveError, match="another copy of Yggdrasil Tabletop"):
            GameSession.load(StubApp(tmp_path), name)
    finally:
        other.kill()
        other.wait()
    GameSession.load(StubApp(tmp_path), name).close()


def test_an_os_locked_game_stays_locked_however_long_its_menu_is_up(tally, tmp_path):
    """The holder keeps the OS lock while it lives (a pause menu or the results screen up
    for minutes, no refresh): the file's age does not matter on this machine."""
    store = SaveStore(tmp_path)
    other = _other_copy(tmp_path, "g")
    try:
        assert store.lock_holder("g") == other.pid
        old = os.stat(tmp_path / ".g.json.lock").st_mtime - store_mod.LOCK_STALE - 5
        os.utime(tmp_path / ".g.json.lock", (old, old))
        assert store.lock_holder("g") == other.pid
        with pytest.raises(SaveError, match="another copy"):
            store.lock("g")
    finally:
        other.kill()
        other.wait()
    assert store.lock_holder("g") is None  # its process ended: the system let go at once


def test_a_content_only_lock_not_refreshed_for_a_minute_is_stale(tally, tmp_path):
    """A lock file without an OS lock (an earlier release, another machine) names its
    holder until it is a minute old."""
    store = SaveStore(tmp_path)
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        lock = tmp_path / ".g.json.lock"
        lock.write_text(json.dumps({"pid": other.pid, "host": store_mod._HOST, "since": 0}))
        assert store.lock_holder("g") == other.pid
        with pytest.raises(SaveError, match="another copy"):
            store.lock("g")
        lock.write_text(json.dumps({"pid": other.pid, "host": "elsewhere", "since": 0}))
        assert store.lock_holder("g") == other.pid
        old = os.stat(lock).st_mtime - store_mod.LOCK_STALE - 5
        os.utime(lock, (old, old))
        assert store.lock_holder("g") is None
        store.lock("g")
        assert json.loads(lock.read_bytes())["pid"] == os.getpid()
        store.unlock("g")
        assert not lock.exists()
    finally:
        other.kill()
        other.wait()
