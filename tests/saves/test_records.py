"""The statistics database (saves/records.py): every finished game recorded once, the
summary per game, level and name, the rebuild from the saves, CSV, migrations, and the
damage cases (a truncated file, garbage, a locked database, a folder that cannot be
written): never a crash, nothing lost."""

from __future__ import annotations

import csv
import os
import sqlite3

import pytest

from saves import GameRecord, SaveStore
from saves.records import (
    HOT_SEAT,
    RECORDS_NAME,
    SCHEMA_VERSION,
    Records,
    record_key,
    records_path,
    summary,
)
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bot", "kind": "normal"}]


def finished_game(spec, seed: int = 3, seats=SEATS, created: float | None = None):
    rec = GameRecord.start("tally", seats, seed, {"target": "10"})
    if created is not None:
        rec.created = created
    state = spec.new_game(len(seats), seed, {"target": "10"})
    play(spec, state, rec, 200, rng_seed=seed)
    assert state.is_over()
    return rec, state


def test_a_finished_autosave_is_recorded_once_with_its_seats(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    rec, state = finished_game(tally)
    rec.seats[0]["hints"] = 2
    rec.seats[0]["undos"] = 1
    store.autosave(rec, state)
    store.autosave(rec, state)          # the game over autosave is written again
    store.save("final", rec, state)     # and saved by name: still one game
    db = Records(records_path(store.root))
    assert db.path == tmp_path / RECORDS_NAME   # the data folder, beside saves/
    fresh = Records(db.path)
    assert fresh.catch_up(store) == 0
    rows = fresh.rows()
    assert len(rows) == 2 and {r.key for r in rows} == {record_key(rec)}
    me = next(r for r in rows if r.kind == "human")
    assert (me.name, me.hints, me.undos, me.decisions) == ("Astrid", 2, 1, len(rec.actions))
    assert me.score == state.scores()[0] and me.won == (0 in state.winners())
    assert me.opponents == "normal" and me.options == {"target": "10"}
    with sqlite3.connect(db.path) as c:
        assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert c.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_an_unfinished_game_is_not_recorded(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    rec = GameRecord.start("tally", SEATS, 1, {"target": "1000000"})
    state = tally.new_game(2, 1, {"target": "1000000"})
    play(tally, state, rec, 5)
    store.autosave(rec, state)
    assert Records(records_path(store.root)).rows() == []


def test_summary_per_game_level_and_name_with_streaks():
    from saves.records import SeatRow

    def row(key, t, won, score, opp="hard", name="Astrid", game="midgard"):
        return SeatRow(key, game, 2, t, 10, 1.0, 0, name, "human", 0, score, won, 0, 0, opp)

    rows = [row("a", 1, True, 30), row("b", 2, True, 40), row("c", 3, False, 10), row("d", 4, True, 20),
            row("e", 5, False, 5, opp="easy"), row("f", 6, True, 50, opp=HOT_SEAT, name="Bjorn")]
    s = summary(rows)
    hard = s.by_game_level[("midgard", "hard")]
    assert (hard.played, hard.won, hard.best, hard.streak) == (4, 3, 40, 2)
    assert hard.average == 25 and hard.win_rate == 0.75
    assert s.by_name["Astrid"].played == 5 and s.by_name["Bjorn"].won == 1
    assert len(s.by_level["hard"].games) == 4
    assert list(s.by_level) == ["easy", "hard", HOT_SEAT]
    assert s.games == 6 and [x[3] for x in s.scores] == [30, 40, 10, 20, 5, 50]


def test_rebuild_from_the_saves_and_csv(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    for seed in (1, 2, 3):
        rec, state = finished_game(tally, seed, created=1000.0 + seed)
        store.save(f"game {seed}", rec, state)   # named saves: not recorded by saving
    db = Records(records_path(store.root))
    assert db.rows() == []
    assert db.rebuild(store) == 3
    assert db.rebuild(store) == 3      # idempotent
    out = tmp_path / "stats.csv"
    assert db.write_csv(out) == 6
    with open(out, newline="", encoding="utf-8") as f:
        lines = list(csv.DictReader(f))
    assert len(lines) == 6 and {x["name"] for x in lines} == {"Astrid", "Bot"}
    assert {x["game"] for x in lines} == {"tally"}


def test_filters_by_game_and_player_count(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    three = [*SEATS, {"name": "Cara", "kind": "easy"}]
    store.autosave(*finished_game(tally, 1, created=10.0))
    store.autosave(*finished_game(tally, 2, seats=three, created=20.0))
    db = store.records
    assert len(db.rows()) == 5
    assert len(db.rows(players=3)) == 3 and len(db.rows(players=2)) == 2
    assert db.rows(game="midgard") == [] and len(db.rows(game="tally", players=2)) == 2


def test_a_version_1_database_is_migrated_keeping_its_games(tally, tmp_path):
    path = tmp_path / RECORDS_NAME
    c = sqlite3.connect(path)
    from saves.records import MIGRATIONS

    MIGRATIONS[0](c)
    c.execute("INSERT INTO games VALUES ('k','tally','{}',2,1,1.0,2.0,5,1.0,'')")
    c.execute("INSERT INTO seats VALUES ('k',0,'Old','human',0,7,1,0,0)")
    c.execute("INSERT INTO seats VALUES ('k',1,'Bot','easy',1,3,0,0,0)")
    c.execute("PRAGMA user_version=1")
    c.commit()
    c.close()
    rows = Records(path).rows()
    assert [(r.name, r.score, r.undos) for r in rows] == [("Old", 7, 0), ("Bot", 3, 0)]
    with sqlite3.connect(path) as c:
        assert c.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


@pytest.mark.parametrize("damage", ["truncated", "garbage"])
def test_a_damaged_database_is_set_aside_and_rebuilt_from_the_saves(tally, tmp_path, damage):
    store = SaveStore(tmp_path / "saves")
    store.autosave(*finished_game(tally, 1, created=10.0))
    store.autosave(*finished_game(tally, 2, created=20.0))
    path = records_path(store.root)
    c = sqlite3.connect(path)
    c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    c.close()
    raw = path.read_bytes()
    assert len(raw) > 4096
    if damage == "truncated":
        path.write_bytes(raw[: len(raw) // 2 + 100])
    else:
        path.write_bytes(os.urandom(3000) + b"not a database" * 50)
    for side in ("-wal", "-shm"):
        p = path.with_name(path.name + side)
        if p.exists():
            p.unlink()
    db = Records(path)
    rows = db.rows(store=store)
    assert len({r.key for r in rows}) == 2
    assert "set aside" in str(db.notice) and (tmp_path / f"{RECORDS_NAME}.broken").exists()
    assert len(Records(path).rows()) == 4   # made again on disk, not only in memory


def test_a_locked_database_gives_up_with_a_notice_and_the_game_is_counted_later(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    store.autosave(*finished_game(tally, 1, created=10.0))
    path = records_path(store.root)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        store.records.lock_wait = 0.2
        rec, state = finished_game(tally, 2, created=20.0)
        store.autosave(rec, state)        # not recorded, and the save is written all the same
        assert "in use" in str(store.records.notice)
        assert store.load(store.autosave_name(rec))[0].actions == rec.actions
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    db = Records(path)
    assert len({r.key for r in db.rows()}) == 1
    assert db.catch_up(store) == 1
    assert {r.key for r in db.rows()} == {record_key(rec), record_key(finished_game(tally, 1, created=10.0)[0])}


def test_a_game_conceded_while_the_database_was_locked_is_counted_later(tally, tmp_path):
    """A conceded game's save says over=false (its moves did not end it): the catch-up
    still counts it, as the rebuild does."""
    store = SaveStore(tmp_path / "saves")
    rec = GameRecord.start("tally", [dict(s) for s in SEATS], 5, {"target": "10"})
    state = tally.new_game(len(SEATS), 5, {"target": "10"})
    play(tally, state, rec, 3, rng_seed=5)
    assert not state.is_over()
    rec.seats[0]["conceded"] = True
    path = records_path(store.root)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        store.records.lock_wait = 0.2
        store.autosave(rec, state)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    db = Records(path)
    assert db.rows() == []
    assert db.catch_up(store) == 1
    assert {r.key for r in db.rows()} == {record_key(rec)}
    assert db.catch_up(store) == 0


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_folder_counts_from_the_saves(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    rec, state = finished_game(tally, 1)
    store.save("g", rec, state)
    os.chmod(tmp_path, 0o555)
    try:
        db = Records(records_path(store.root))
        assert db.record(rec, state, store=store) is True
        assert len(db.rows(store=store)) == 2 and "cannot be written" in str(db.notice)
    finally:
        os.chmod(tmp_path, 0o755)


def test_a_folder_that_cannot_be_made_counts_from_the_saves(tally, tmp_path):
    store = SaveStore(tmp_path / "saves")
    rec, state = finished_game(tally, 1)
    store.save("g", rec, state)
    (tmp_path / "blocked").write_text("a file where the data folder should be")
    db = Records(tmp_path / "blocked" / RECORDS_NAME)
    rows = db.rows(store=store)
    assert len(rows) == 2 and "cannot be written" in str(db.notice)


def test_a_database_that_refuses_writes_counts_from_the_saves(tally, tmp_path, monkeypatch):
    store = SaveStore(tmp_path / "saves")
    rec, state = finished_game(tally, 1)
    store.save("g", rec, state)
    real = sqlite3.connect

    def read_only(path, *a, **kw):
        if str(path) != ":memory:":
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return real(path, *a, **kw)

    monkeypatch.setattr(sqlite3, "connect", read_only)
    db = Records(records_path(store.root))
    assert len(db.rows(store=store)) == 2 and "cannot be written" in str(db.notice)
