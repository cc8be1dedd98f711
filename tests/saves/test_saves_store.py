"""SaveStore: round trips, backups, rotating autosaves, fallback, versions, names."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from saves import GameRecord, NewerVersionError, SaveError, SaveStore, backup_path
from saves import format as fmt
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bot", "kind": "random"}]


def folder_hash(root: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(root.iterdir()) if p.is_file()}


def new(spec, moves: int = 5, seed: int = 11):
    rec = GameRecord.start("tally", SEATS, seed)
    state = spec.new_game(2, seed, {})
    play(spec, state, rec, moves, rng_seed=seed)
    return rec, state


def rewrite(path: Path, change, reseal: bool = True) -> None:
    """Edit a save's document and write it back with a valid checksum (a hostile file)."""
    doc = json.loads(path.read_bytes())
    change(doc)
    path.write_bytes(fmt.seal(doc) if reseal else json.dumps(doc).encode())


def test_round_trip_and_listing(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 7)
    path = store.save("Evening game", rec, state)
    assert path == tmp_path / "Evening game.json"
    rec2, state2 = store.load("Evening game")
    assert state2.to_json() == state.to_json()
    assert rec2.actions == [(s, list(a)) for s, a in rec.actions]
    assert rec2.seats == SEATS and rec2.seed == 11 and rec2.game_id == "tally"
    assert store.last_load.path == path and not store.last_load.from_backup and store.last_load.notice == ""
    doc = json.loads(path.read_bytes())
    assert doc["version"] == fmt.FORMAT_VERSION == 2
    assert doc["checksum"] == fmt.checksum_of(doc)
    [entry] = store.list()
    assert entry["name"] == "Evening game" and entry["game"] == "tally" and entry["moves"] == 7
    assert entry["seats"] == ["Astrid", "Bot"] and entry["label"] == "Move 8" and "error" not in entry


def test_second_save_keeps_the_previous_as_bak_and_load_falls_back(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 3)
    store.save("g", rec, state)
    play(tally, state, rec, 2, rng_seed=99)
    path = store.save("g", rec, state)
    bak = backup_path(path, 1)
    assert json.loads(bak.read_bytes())["actions"] == [[s, list(a)] for s, a in rec.actions[:3]]
    assert not backup_path(path, 2).exists()  # a named save keeps one backup
    path.write_bytes(path.read_bytes()[:100])  # cut short
    before = folder_hash(tmp_path)
    rec2, state2 = store.load("g")
    assert len(rec2.actions) == 3
    info = store.last_load
    assert info.from_backup and info.path == bak and info.generation == 1
    assert "g.json" in info.notice and "previous copy" in info.notice
    assert folder_hash(tmp_path) == before  # loading repairs nothing, changes nothing
    [entry] = store.list()
    assert entry["recovered_from"] == "g.json.bak" and entry["moves"] == 3 and "error" not in entry


def test_autosave_keeps_three_generations_and_skips_one_that_replays_into_an_error(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 1)
    counts = []
    for _ in range(5):
        path = store.autosave(rec, state)
        counts.append(len(rec.actions))
        play(tally, state, rec, 1, rng_seed=len(rec.actions))
    files = sorted(p.name for p in tmp_path.iterdir())
    name = path.name
    assert files == sorted([name, name + ".bak", name + ".bak2"])
    got = [len(json.loads(backup_path(path, g).read_bytes())["actions"]) for g in range(3)]
    assert got == counts[::-1][:3] == [5, 4, 3]

    # the newest autosave parses and has a valid checksum, but its last move is illegal
    def illegal_last(doc):
        doc["actions"][-1][1] = ["add", 9]
    rewrite(path, illegal_last)
    # the previous one is cut short on disk
    backup_path(path, 1).write_bytes(b'{"format": "yggdrasil-tabletop-save", "vers')
    before = folder_hash(tmp_path)
    rec2, state2 = store.load(path.stem)
    assert len(rec2.actions) == 3 and store.last_load.generation == 2
    assert "move 5 is not legal on replay" in store.last_load.problems[0]
    assert "not valid JSON" in store.last_load.problems[1]
    assert "3 saves earlier" not in store.last_load.notice and "2 saves earlier" in store.last_load.notice
    assert folder_hash(tmp_path) == before
    # listing only parses (no replay): the entry still offers the game, and loading it
    # is what falls back
    latest = store.latest_autosave()
    assert latest is not None and latest["name"] == path.stem and latest["moves"] == 5


def test_all_copies_broken_gives_one_readable_error(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 2)
    path = store.save("x", rec, state)
    store.save("x", rec, state)
    path.write_bytes(b"\x00\xff garbage")
    backup_path(path, 1).write_bytes(b"[1, 2, 3]")
    with pytest.raises(SaveError) as e:
        store.load("x")
    msg = str(e.value)
    assert "x.json is not a text file" in msg and "1 older copy could not be used either" in msg
    with pytest.raises(SaveError, match="no save called 'nothing'"):
        store.load("nothing")


def test_delete_removes_every_generation(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 2)
    for _ in range(4):
        store.autosave(rec, state)
    assert len(list(tmp_path.iterdir())) == 3
    store.delete(store.autosave_name(rec))
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(SaveError):
        store.delete(store.autosave_name(rec))


@pytest.mark.parametrize("name", ["../evil", "a/b", "a\\b", "..", ".", "", "   ", "x" * 65, "nul\x00byte",
                                  "/etc/passwd", "C:\\Windows\\x", "dot.", "\n", "tab\tname", "CON", "nul.txt",
                                  "com1", "Lpt9"])
def test_bad_names_are_refused_and_nothing_is_written(tally, tmp_path, name):
    root = tmp_path / "saves"
    store = SaveStore(root)
    rec, state = new(tally, 1)
    with pytest.raises(SaveError):
        store.save(name, rec, state)
    with pytest.raises(SaveError):
        store.load(name)
    assert [p for p in tmp_path.rglob("*")] == []


def test_newer_version_is_refused_naming_both_versions_and_never_overwritten(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 3)
    path = store.save("future", rec, state)
    store.save("future", rec, state)
    rewrite(path, lambda d: d.update(version=fmt.FORMAT_VERSION + 5, new_field={"x": 1}))
    before = folder_hash(tmp_path)
    with pytest.raises(NewerVersionError) as e:
        store.load("future")
    msg = str(e.value)
    assert f"save format {fmt.FORMAT_VERSION + 5}" in msg and f"up to {fmt.FORMAT_VERSION}" in msg
    # the .bak is fine, but a newer save is not silently replaced by an older copy
    assert store.last_load is None
    with pytest.raises(NewerVersionError, match="left unchanged"):
        store.save("future", rec, state)
    with pytest.raises(NewerVersionError):
        SaveStore(tmp_path).save("future", rec, state)  # another store, same answer
    assert folder_hash(tmp_path) == before
    [entry] = store.list()
    assert "newer version" in entry["error"]


def test_version_1_documents_are_upgraded_in_memory(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 4)
    path = store.save("old", rec, state)
    doc = json.loads(path.read_bytes())
    del doc["checksum"]
    doc["version"] = 1
    raw = json.dumps(doc).encode()
    path.write_bytes(raw)
    rec2, state2 = store.load("old")
    assert state2.to_json() == state.to_json() and len(rec2.actions) == 4
    assert path.read_bytes() == raw  # upgrading never rewrites the file
    assert fmt.parse_doc(raw)["version"] == fmt.FORMAT_VERSION


def test_migration_chain_runs_every_registered_step_in_order(tally, tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 2)
    path = store.save("chain", rec, state)
    raw = path.read_bytes()
    seen = []

    def step_2_to_3(doc):
        seen.append(doc["version"])
        doc["seats"] = [dict(s, name=s["name"].upper()) for s in doc["seats"]]
        return doc

    monkeypatch.setattr(fmt, "FORMAT_VERSION", 3)
    monkeypatch.setitem(fmt.MIGRATIONS, 2, step_2_to_3)
    rec2, _ = store.load("chain")
    assert seen == [2] and [s["name"] for s in rec2.seats] == ["ASTRID", "BOT"]
    assert path.read_bytes() == raw
    # a version-1 document goes through both steps: 1 -> 2 -> 3
    doc = json.loads(raw)
    del doc["checksum"]
    doc["version"] = 1
    up = fmt.migrate(doc)
    assert up["version"] == 3 and seen == [2, 2] and up["seats"][0]["name"] == "ASTRID"
    # a missing step and a failing step are readable SaveErrors
    monkeypatch.delitem(fmt.MIGRATIONS, 2)
    with pytest.raises(SaveError, match="no way to upgrade a save of format version 2 to 3"):
        store.load("chain")

    def broken(doc):
        return doc["no such field"]
    monkeypatch.setitem(fmt.MIGRATIONS, 2, broken)
    with pytest.raises(SaveError, match=r"could not be upgraded from format version 2 \(KeyError"):
        store.load("chain")
    assert path.read_bytes() == raw


def test_checksum_catches_a_change_that_still_parses(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 2)
    path = store.save("c", rec, state)
    path.write_bytes(path.read_bytes().replace(b"Astrid", b"Astrud"))
    with pytest.raises(SaveError, match="checksum does not match"):
        store.read_doc(path)


def test_an_unsaveable_state_gives_save_error_and_writes_nothing(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 1)
    rec.actions.append((0, {1, 2}))  # not JSON
    with pytest.raises(SaveError, match="cannot be saved"):
        store.save("bad", rec, state)
    rec.actions.pop()
    rec.seats[0]["name"] = "\ud800"  # not encodable text
    with pytest.raises(SaveError, match="cannot be saved"):
        store.save("bad", rec, state)
    assert not tmp_path.exists() or list(tmp_path.iterdir()) == []


def test_a_failed_write_raises_save_error_and_keeps_the_old_save(tally, tmp_path, monkeypatch):
    import errno
    import os

    store = SaveStore(tmp_path)
    rec, state = new(tally, 3)
    path = store.save("full disk", rec, state)
    before = folder_hash(tmp_path)
    play(tally, state, rec, 2, rng_seed=5)

    def no_space(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    with monkeypatch.context() as m:
        m.setattr(os, "fsync", no_space)
        with pytest.raises(SaveError, match="could not write the save 'full disk': No space left on device"):
            store.save("full disk", rec, state)
    assert folder_hash(tmp_path) == before  # no temporary file left, the save untouched
    rec2, _ = store.load("full disk")
    assert len(rec2.actions) == 3 and path.exists()


def test_a_move_with_true_in_place_of_1_is_refused(tally, tmp_path):
    """Python says True == 1, so ("add", True) would pass a plain `in legal` check."""
    store = SaveStore(tmp_path)
    rec, state = new(tally, 6)
    path = store.save("bool", rec, state)
    doc = json.loads(path.read_bytes())
    i = next(k for k, (_, a) in enumerate(doc["actions"]) if a[1] == 1)

    def to_bool(d):
        d["actions"][i][1][1] = True
    rewrite(path, to_bool)
    with pytest.raises(SaveError, match=f"move {i + 1} is not legal on replay"):
        store.load("bool")


def test_a_save_from_an_earlier_release_survives_a_rules_change(tally, tmp_path):
    """Moves that are still legal but lead elsewhere (a rule was corrected since the save
    was written): kept, with a line for the player, if an earlier release wrote it;
    refused as damaged if this release wrote it."""
    from saves.store import APP_VERSION

    store = SaveStore(tmp_path)
    rec, state = new(tally, 6)
    path = store.save("g", rec, state)

    def rules_changed(version):
        def change(doc):
            doc["app_version"] = version
            doc["snapshot"]["points"][0] += 5      # what the older rules had made of the moves
            doc["over"] = not doc["over"]
        return change

    rewrite(path, rules_changed("0.0.9"))
    rec2, state2 = store.load("g")
    assert state2.to_json() == state.to_json() and len(rec2.actions) == 6
    note = store.last_load.notice
    assert "saved by version 0.0.9" in note and "replayed" in note and not store.last_load.from_backup

    for version in (APP_VERSION, APP_VERSION.removesuffix(".0"), "x.y", "99.0.0"):  # "0.2" is 0.2.0
        path = store.save("h", rec, state)
        backup_path(path, 1).unlink(missing_ok=True)
        rewrite(path, rules_changed(version))
        with pytest.raises(SaveError, match="do not lead to the position it recorded|newer"):
            store.load("h")


def test_a_move_an_earlier_release_allowed_is_where_the_game_goes_on(tally, tmp_path):
    from saves.store import APP_VERSION

    store = SaveStore(tmp_path)
    rec, state = new(tally, 6)
    path = store.save("g", rec, state)
    before = tally.new_game(2, 11, {})
    for seat, aj in rec.actions[:3]:
        before.apply(seat, tally.action_from_json(aj))

    def illegal_fourth(version):
        def change(doc):
            doc["app_version"] = version
            doc["actions"][3][1] = ["add", 9]       # the older rules had allowed it
        return change

    rewrite(path, illegal_fourth("0.0.9"))
    rec2, state2 = store.load("g")
    assert len(rec2.actions) == 3 and state2.to_json() == before.to_json()
    note = store.last_load.notice
    assert "saved by version 0.0.9" in note and "move 4" in note and "3 moves dropped" in note

    path = store.save("h", rec, state)
    backup_path(path, 1).unlink(missing_ok=True)
    rewrite(path, illegal_fourth(APP_VERSION))
    with pytest.raises(SaveError, match="move 4 is not legal on replay"):
        store.load("h")
