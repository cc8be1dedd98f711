"""The listing of the saves folder: only regular files are read (a FIFO named x.json
never hangs it); a save with any name the file system allows is listed, loads and can be
deleted; a game whose .json is missing but whose .bak reads is listed and restored."""

from __future__ import annotations

import os
import signal

import pytest

from saves import GameRecord, SaveError, SaveStore
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bot", "kind": "random", "colour": 1}]


class _Hang(Exception):
    pass


@pytest.fixture
def no_hang():
    """Fail instead of stalling: an alarm interrupts anything blocked for 20 seconds."""
    def ring(signum, frame):  # noqa: ANN001
        raise _Hang()

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def _game(spec, moves=4, seed=3):
    rec = GameRecord.start("tally", SEATS, seed)
    state = spec.new_game(2, seed, {})
    play(spec, state, rec, moves, rng_seed=seed)
    return rec, state


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_named_like_a_save_is_skipped_not_read(tally, tmp_path, no_hang):
    store = SaveStore(tmp_path)
    store.save("real", *_game(tally))
    os.mkfifo(tmp_path / "pipe.json")
    os.mkfifo(tmp_path / "pipe2.json.bak")
    (tmp_path / "folder.json").mkdir()
    names = [e["name"] for e in store.list()]
    assert names == ["real"]
    with pytest.raises(SaveError, match="not a regular file|no save"):
        store.load("pipe")
    assert store.latest_autosave() is None


ODD = ["line\nbreak", "-leading dash", "ᚠᚢᚦᚨᚱᚲ" * 12, "tab\there", " spaced ", "emoji 🐺", "a..b",
       "CON", "semi;colon|pipe*?", "back\\slash"]


@pytest.mark.parametrize("name", ODD)
def test_a_save_with_any_file_name_is_listed_loads_and_deletes(tally, tmp_path, name):
    source = SaveStore(tmp_path / "elsewhere")
    rec, state = _game(tally)
    raw = source.save("plain", rec, state).read_bytes()
    (tmp_path / f"{name}.json").write_bytes(raw)  # copied into the folder by hand
    store = SaveStore(tmp_path)
    [entry] = store.list()
    assert entry["name"] == name and "error" not in entry
    assert entry["title"].isprintable()
    loaded, _ = store.load(entry["name"])
    assert loaded.actions == rec.actions
    store.delete(entry["name"])
    assert list(tmp_path.iterdir()) == [tmp_path / "elsewhere"]


def test_typed_names_are_still_checked_strictly(tally, tmp_path):
    store = SaveStore(tmp_path)
    for name in ("line\nbreak", "-dash", "../x", "a/b", "ᚠ" * 70):
        with pytest.raises(SaveError):
            store.save(name, *_game(tally))
    assert not list(tmp_path.iterdir())


def test_a_missing_json_with_an_intact_backup_is_listed_and_restored(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = _game(tally, 3)
    store.save("Saga", rec, state)
    rec2, state2 = _game(tally, 6)
    store.save("Saga", rec2, state2)  # the first version is now Saga.json.bak
    (tmp_path / "Saga.json").unlink()
    [entry] = store.list()
    assert entry["name"] == "Saga" and "error" not in entry and entry.get("missing")
    assert entry["recovered_from"] == "Saga.json.bak" and entry["moves"] == 3
    loaded = store.load_report("Saga")
    assert loaded.record.actions == rec.actions and loaded.from_backup
    # restored: the save file is back, and it loads on its own
    assert (tmp_path / "Saga.json").read_bytes() == (tmp_path / "Saga.json.bak").read_bytes()
    assert store.load_report("Saga").generation == 0
    assert "missing" not in store.list()[0]


def test_an_autosave_whose_json_is_missing_is_offered_to_continue(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = _game(tally, 2)
    path = store.autosave(rec, state)
    play(tally, state, rec, 2)
    store.autosave(rec, state)
    path.unlink()
    latest = store.latest_autosave()
    assert latest is not None and latest["name"] == path.stem
    store.load(latest["name"])
    assert path.exists()


def test_deleting_a_game_that_has_only_its_backup_removes_it(tally, tmp_path):
    store = SaveStore(tmp_path)
    store.save("Only bak", *_game(tally))
    store.save("Only bak", *_game(tally, 5))
    (tmp_path / "Only bak.json").unlink()
    store.delete("Only bak")
    assert not list(tmp_path.iterdir())
