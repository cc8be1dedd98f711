"""saves/listing.py: the listing reads only the head (and the last bytes) of each save,
keeps what it read in an index beside the saves, reads a changed file again, and still
lists a broken file as broken."""

from __future__ import annotations

import json
import os

import pytest

from saves import GameRecord, SaveStore, listing
from saves import format as fmt
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bot", "kind": "random", "colour": 1}]


def game(spec, moves=4, seed=3):
    rec = GameRecord.start("tally", SEATS, seed)
    state = spec.new_game(2, seed, {})
    play(spec, state, rec, moves, rng_seed=seed)
    return rec, state


class Counting:
    """os.fdopen's file, counting the bytes read through it."""

    read_bytes = 0

    def __init__(self, f):
        self.f = f

    def __enter__(self):
        self.f.__enter__()
        return self

    def __exit__(self, *a):
        return self.f.__exit__(*a)

    def read(self, n=-1):
        data = self.f.read(n)
        Counting.read_bytes += len(data)
        return data

    def __getattr__(self, name):
        return getattr(self.f, name)


@pytest.fixture
def counting(monkeypatch):
    real = os.fdopen
    Counting.read_bytes = 0
    monkeypatch.setattr(listing.os, "fdopen", lambda *a, **k: Counting(real(*a, **k)))
    return Counting


def test_a_save_with_a_huge_list_of_moves_is_listed_from_its_head_alone(tally, tmp_path, counting, monkeypatch):
    store = SaveStore(tmp_path)
    rec, state = game(tally, moves=0)
    rec.actions = [(0, ["add", 1])] * 60_000   # never replayed by a listing
    path = store.save("long", rec, state)
    assert path.stat().st_size > 500_000
    monkeypatch.setattr(fmt, "parse_doc", lambda *a, **k: pytest.fail("the whole file was parsed"))
    [entry] = SaveStore(tmp_path).list()
    assert entry["moves"] == 60_000 and entry["seats"] == ["Astrid", "Bot"] and "error" not in entry
    assert counting.read_bytes <= listing.HEADER_BYTES + listing.TAIL_BYTES


def test_the_head_comes_first_with_its_own_checksum(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = game(tally, moves=5)
    raw = store.save("g", rec, state).read_bytes()
    doc = json.loads(raw)
    keys = list(doc)
    assert keys.index("head_checksum") < keys.index("actions") < keys.index("snapshot")
    head = {k: doc[k] for k in keys[:keys.index("head_checksum")]}
    assert doc["head_checksum"] == listing.head_checksum(head) and doc["moves"] == 5
    assert listing.parse_head(raw[:listing.HEADER_BYTES]) == {**head, "head_checksum": doc["head_checksum"]}
    assert store.load("g")[0].actions == rec.actions


def many(tally, store, n=listing.INDEX_MIN + 6):
    rec, state = game(tally)
    for i in range(n):
        store.save(f"game {i:03d}", rec, state)
    return rec, state


def test_an_unchanged_folder_is_listed_from_the_index_and_a_changed_file_is_read_again(tally, tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    rec, state = many(tally, store)
    first = store.list()
    index = tmp_path / listing.INDEX_NAME
    assert index.is_file()   # written (atomically) by the first listing of a big folder
    reads = []
    real = listing.read_head
    monkeypatch.setattr(listing, "read_head", lambda p, label: reads.append(os.path.basename(p)) or real(p, label))
    assert SaveStore(tmp_path).list() == first and reads == []   # a new store: from the index
    play(tally, state, rec, 3, rng_seed=5)
    store.save("game 007", rec, state)                           # one file changes
    fresh = SaveStore(tmp_path)
    entries = {e["name"]: e for e in fresh.list()}
    assert reads == ["game 007.json"] and entries["game 007"]["moves"] == 7 and entries["game 006"]["moves"] == 4
    assert json.loads(index.read_bytes())["files"]["game 007.json"][3]["moves"] == 7   # the index is rebuilt
    reads.clear()
    fresh.list()
    assert reads == []                                           # and kept in memory
    (tmp_path / "game 003.json").unlink()
    assert "game 003" not in {e["name"] for e in SaveStore(tmp_path).list()}
    assert "game 003.json" not in json.loads(index.read_bytes())["files"]


@pytest.mark.parametrize("junk", [b"", b"not json", b'{"format": 1}', b"[" * 100000,
                                  b'{"format":"yggdrasil-tabletop-index","version":1,"files":{"game 001.json":'
                                  b'[1,2,3,{"game":"tally","seats":[1]}]}}'])
def test_a_broken_index_is_ignored_and_rebuilt(tally, tmp_path, junk):
    store = SaveStore(tmp_path)
    many(tally, store)
    good = store.list()
    (tmp_path / listing.INDEX_NAME).write_bytes(junk)
    assert SaveStore(tmp_path).list() == good
    assert json.loads((tmp_path / listing.INDEX_NAME).read_bytes())["format"] == listing.INDEX_FORMAT


def test_an_index_entry_for_a_file_that_changed_is_not_believed(tally, tmp_path):
    """An index that claims what a file holds under a key the file no longer has."""
    store = SaveStore(tmp_path)
    many(tally, store)
    store.list()
    index = tmp_path / listing.INDEX_NAME
    doc = json.loads(index.read_bytes())
    doc["files"]["game 001.json"][3]["moves"] = 999
    doc["files"]["game 001.json"][0] += 1
    index.write_text(json.dumps(doc))
    assert {e["name"]: e for e in SaveStore(tmp_path).list()}["game 001"]["moves"] == 4


def test_broken_files_are_listed_as_broken(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = game(tally, moves=0)
    rec.actions = [(0, ["add", 1])] * 2000
    raw = store.save("cut", rec, state).read_bytes()
    assert len(raw) > 2 * listing.HEADER_BYTES
    (tmp_path / "cut.json").write_bytes(raw[: len(raw) // 2])                     # cut short: its head is whole
    (tmp_path / "garbage.json").write_bytes(b"\x00\xff" * 5000)
    (tmp_path / "astrix.json").write_bytes(raw.replace(b"Astrid", b"Astrix", 1))  # a byte of its head
    (tmp_path / "after.json").write_bytes(raw + b"trailing")
    entries = {e["name"]: e for e in store.list()}
    assert "error" in entries["cut"] and "moves" not in entries["cut"]
    assert "error" in entries["garbage"] and "not a text file" in str(entries["garbage"]["error"])
    assert "checksum does not match" in str(entries["astrix"]["error"])
    assert "error" in entries["after"]


def test_a_cut_save_without_a_backup_is_broken_and_names_the_fault(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = game(tally, moves=0)
    rec.actions = [(0, ["add", 1])] * 2000
    raw = store.save("cut", rec, state).read_bytes()
    (tmp_path / "cut.json").write_bytes(raw[: len(raw) // 2])
    [entry] = store.list()
    assert "not valid JSON" in str(entry["error"])


def test_a_save_written_before_the_head_came_first_is_listed_from_the_whole_file(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = game(tally, moves=6)
    doc = json.loads(store.encode(rec, state))
    old = ("format", "version", "app_version", "game", "seats", "seed", "options", "actions", "label", "over",
           "created", "updated", "snapshot")
    (tmp_path / "old.json").write_bytes(fmt.seal({k: doc[k] for k in old}))
    [entry] = store.list()
    assert entry["moves"] == 6 and entry["seats"] == ["Astrid", "Bot"] and "error" not in entry
    assert store.load("old")[0].actions == rec.actions


def test_pruning_by_a_later_named_save_checks_that_save_whole(tally, tmp_path):
    """The listing trusts the head; before an autosave goes because a named save holds the
    same game further on, that named save is read whole: one damaged in its moves keeps it."""
    store = SaveStore(tmp_path)
    rec, state = game(tally, moves=3)
    store.autosave(rec, state)
    named = store.save("named", rec, state)
    raw = named.read_bytes()
    i = raw.index(b'"actions":')
    named.write_bytes(raw[:i] + raw[i:].replace(b'"add"', b'"adx"', 1))   # the head is intact
    assert store.prune_autosaves() == []
    named.write_bytes(raw)
    assert store.prune_autosaves() == [store.autosave_name(rec)]
