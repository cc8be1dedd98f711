"""Export and import of a game (issue 35 item 5): an export is one JSON file with a clear
name in the data folder's exports/; an import is checked as a load is, and a hostile or
broken file gets a clear message and changes nothing."""

from __future__ import annotations

import json
import os

import pytest

from saves import GameRecord, SaveError, SaveStore
from saves.format import canonical_bytes, checksum_of
from saves.records import record_key
from saves.share import export_save, import_all, import_file, imports_folder
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bot", "kind": "easy"}]


def finished(spec, seed=4):
    rec = GameRecord.start("tally", SEATS, seed, {"target": "10"})
    state = spec.new_game(2, seed, {"target": "10"})
    play(spec, state, rec, 200, rng_seed=seed)
    return rec, state


def folder_files(root):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_export_then_import_elsewhere_lists_loads_and_counts_it(tally, tmp_path):
    mine = SaveStore(tmp_path / "me" / "saves")
    rec, state = finished(tally)
    mine.save("Long evening", rec, state)
    path = export_save(mine, "Long evening")
    assert path.parent == tmp_path / "me" / "exports"
    assert path.name.startswith("tally-") and path.name.endswith("-Long-evening.json")
    assert export_save(mine, "Long evening") == path      # the same game: the same file
    theirs = SaveStore(tmp_path / "friend" / "saves")
    name = import_file(theirs, path)
    assert name == "Imported tally" or name.startswith("Imported ")
    listed = {e["name"]: e for e in theirs.list()}
    assert listed[name]["over"] is True
    rec2, _state2 = theirs.load(name)
    assert rec2.actions == rec.actions and record_key(rec2) == record_key(rec)
    assert {r.key for r in theirs.records.rows()} == {record_key(rec)}


def _hostile(tmp_path, rec, state, store):
    good = export_save(store, "g")
    doc = json.loads(good.read_bytes())
    out = {}
    out["garbage.json"] = os.urandom(500)
    out["cut.json"] = good.read_bytes()[: good.stat().st_size // 2]
    tampered = dict(doc, seed=doc["seed"] + 1)
    out["tampered.json"] = json.dumps(tampered).encode()
    illegal = dict(doc, actions=[[0, ["nonsense", 99]]] + doc["actions"][1:])
    illegal["checksum"] = checksum_of(illegal)
    out["illegal.json"] = json.dumps(illegal).encode()
    out["list.json"] = b"[1, 2, 3]"
    out["big.json"] = b" " * (6 * 1024 * 1024)
    assert canonical_bytes(doc)
    return out


def test_a_hostile_or_broken_file_is_refused_and_changes_nothing(tally, tmp_path):
    mine = SaveStore(tmp_path / "me" / "saves")
    rec, state = finished(tally)
    mine.save("g", rec, state)
    theirs = SaveStore(tmp_path / "friend" / "saves")
    theirs.save("theirs", *finished(tally, 9))
    folder = imports_folder(theirs)
    folder.mkdir(parents=True)
    for fname, data in _hostile(tmp_path, rec, state, mine).items():
        (folder / fname).write_bytes(data)
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
    before = folder_files(theirs.root)
    done, refused, where = import_all(theirs)
    assert done == [] and where == folder
    assert len(refused) == 6 + hasattr(os, "mkfifo")
    assert all(str(why) for _f, why in refused)
    assert folder_files(theirs.root) == before


def test_an_import_never_overwrites_another_game(tally, tmp_path):
    mine = SaveStore(tmp_path / "me" / "saves")
    mine.save("g", *finished(tally, 4))
    other = SaveStore(tmp_path / "other" / "saves")
    other.save("g", *finished(tally, 5))
    theirs = SaveStore(tmp_path / "friend" / "saves")
    a = import_file(theirs, export_save(mine, "g"))
    b = import_file(theirs, export_save(other, "g"))
    assert a != b and len(theirs.list()) == 2


def test_an_empty_imports_folder_is_made_and_said(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    done, refused, folder = import_all(store)
    assert (done, refused) == ([], []) and folder.is_dir() and folder == tmp_path / "imports"


def test_exporting_a_broken_save_says_so(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "bad.json").write_bytes(b"{not json")
    with pytest.raises(SaveError):
        export_save(store, "bad")
    assert not (tmp_path / "exports").exists() or not any((tmp_path / "exports").iterdir())
