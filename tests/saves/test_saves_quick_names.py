"""Quick-save names (the game and the time to the second): never another game's save;
this game's own save of a moment ago is saved again. Temporary files are unique per
process and write, and those a killed writer left are removed."""

from __future__ import annotations

import os

from saves import GameRecord, SaveStore
from saves import store as store_mod
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bo", "kind": "human"}]
NAME = "Tally 2026-12-02 06.00.00"


def _game(spec, seed, moves=3):
    rec = GameRecord.start("tally", SEATS, seed)
    state = spec.new_game(2, seed, {})
    play(spec, state, rec, moves, rng_seed=seed)
    return rec, state


def test_another_games_quick_save_of_the_same_second_gets_its_own_name(tally, tmp_path):
    store = SaveStore(tmp_path)
    mine, theirs = _game(tally, 1), _game(tally, 2)
    assert store.save(NAME, *theirs, fresh=True).stem == NAME
    path = store.save(NAME, *mine, fresh=True)
    assert path.stem == f"{NAME} (2)"
    assert store.load(NAME)[0].seed == 2 and store.load(f"{NAME} (2)")[0].seed == 1
    # the same game again within the second: its own save is written again, with a backup
    play(tally, mine[1], mine[0], 2, rng_seed=9)
    assert store.save(NAME, *mine, fresh=True).stem == f"{NAME} (2)"
    assert len(store.load(f"{NAME} (2)")[0].actions) == 5
    assert store.load_report(f"{NAME} (2)").generation == 0 and (tmp_path / f"{NAME} (2).json.bak").exists()


def test_a_file_that_does_not_read_is_never_taken_over(tally, tmp_path):
    store = SaveStore(tmp_path)
    (tmp_path / f"{NAME}.json").write_bytes(b"{ broken")
    assert store.save(NAME, *_game(tally, 1), fresh=True).stem == f"{NAME} (2)"
    assert (tmp_path / f"{NAME}.json").read_bytes() == b"{ broken"


def test_without_hard_links_a_claim_file_reserves_the_name(tally, tmp_path, monkeypatch):
    def no_links(src, dst):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(store_mod.os, "link", no_links)
    store = SaveStore(tmp_path)
    assert store.save(NAME, *_game(tally, 2), fresh=True).stem == NAME
    assert store.save(NAME, *_game(tally, 1), fresh=True).stem == f"{NAME} (2)"
    store.save("named", *_game(tally, 1))
    store.save("named", *_game(tally, 1, 4))   # the backup is copied instead of linked
    assert len(store.load("named")[0].actions) == 4 and len(store.load_report("named").record.actions) == 4
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_temporary_names_are_unique_and_a_killed_writers_are_removed(tally, tmp_path):
    path = tmp_path / "g.json"
    a, b = store_mod._temp_path(path), store_mod._temp_path(path)
    assert a != b and str(os.getpid()) in a.name and a.name.startswith(".g.json.") and a.name.endswith(".tmp")
    # a writer of this machine that has ended (no such process), and an older release's fixed name
    dead = path.with_name(f".g.json.{store_mod._HOST_TAG}-999999999-3.tmp")
    dead.write_bytes(b"partial")
    old = path.with_name(".g.json.tmp")
    old.write_bytes(b"partial")
    # another machine's, written a moment ago: it may be in the middle of its write
    other = path.with_name(".g.json.abcdef-4242-1.tmp")
    other.write_bytes(b"in progress")
    SaveStore(tmp_path).save("g", *_game(tally, 1))
    assert not dead.exists() and not old.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [".g.json.abcdef-4242-1.tmp", "g.json"]
