"""The record of finished games: an embedded SQLite database beside the saves (issue 35
item 3). Engine-free and pygame-free: the window, `main.py stats` and the tests use it alike.

    db = Records(store.root.parent / RECORDS_NAME)   # the data folder, beside saves/
    db.record(rec, state)        # True once the game is in (idempotent: keyed by record_key)
    db.rows(game=None, players=None) -> list[SeatRow]   # every recorded seat, oldest game first
    summary(rows)                # per game and opponent level, per player name
    db.rebuild(store)            # forget everything and record every finished save again
    db.catch_up(store)           # record the finished saves not recorded yet
    db.write_csv(path)

The file is in WAL mode, its schema version is `PRAGMA user_version` and MIGRATIONS bring
an older file up to SCHEMA_VERSION. Nothing here raises for a bad file: a damaged database
is set aside (renamed `.broken`) and made again (rebuilt from the saves when a store is at
hand); a locked one is tried for LOCK_WAIT seconds, then left alone (the game stays in its
save: the next catch-up or rebuild records it); a folder that cannot be written is read
from memory (the statistics are built from the saves each time). What happened is said in
`notice` (a `Msg`, "" when all is well).
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.messages import Msg

from .record import GameRecord

RECORDS_NAME = "records.sqlite3"
SCHEMA_VERSION = 2
LOCK_WAIT = 1.0          # seconds a locked database is waited for before giving up
LEVELS = ("random", "easy", "normal", "hard")   # bot levels, weakest first
HOT_SEAT = "humans"      # the opponent "level" of a table of humans only
SOLO = "solo"            # the opponent "level" of a lone seat: the game's own solo opponent


def record_key(rec: GameRecord) -> str:
    """The identity of a finished game: its game, seed, start time and every move. The
    same game saved under two names is one game; two branches of it are two."""
    doc = [rec.game_id, rec.seed, float(rec.created), [[s, a] for s, a in rec.actions]]
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def finished(rec: GameRecord, state: Any) -> bool:
    """Played to its end, or a human conceded (the window ends the game there)."""
    try:
        over = bool(state.is_over())
    except Exception:  # noqa: BLE001 - a state that cannot tell is not finished
        over = False
    return over or any(s.get("conceded") for s in rec.seats)


def winners_of(rec: GameRecord, state: Any) -> list[int]:
    """The game's own winners; after a concession the best among those who did not concede
    (as the window's results say)."""
    scores = [int(x) for x in state.scores()]
    conceded = [i for i, s in enumerate(rec.seats) if s.get("conceded")]
    if not conceded:
        return [int(i) for i in state.winners()]
    rest = [i for i in range(len(scores)) if i not in conceded]
    if not rest:
        return []
    best = max(scores[i] for i in rest)
    return [i for i in rest if scores[i] == best]


def _count(v: Any) -> int:
    return int(v) if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10**6 else 0


# --- schema ----------------------------------------------------------------------------
def _v0_to_v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE IF NOT EXISTS games (
        key TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, players INTEGER NOT NULL,
        seed INTEGER NOT NULL, created REAL NOT NULL, finished REAL NOT NULL, decisions INTEGER NOT NULL,
        minutes REAL NOT NULL, source TEXT NOT NULL DEFAULT '')""")
    db.execute("""CREATE TABLE IF NOT EXISTS seats (
        key TEXT NOT NULL REFERENCES games(key) ON DELETE CASCADE, seat INTEGER NOT NULL,
        name TEXT NOT NULL, kind TEXT NOT NULL, colour INTEGER NOT NULL, score INTEGER NOT NULL,
        won INTEGER NOT NULL, hints INTEGER NOT NULL, conceded INTEGER NOT NULL,
        PRIMARY KEY (key, seat))""")
    db.execute("CREATE INDEX IF NOT EXISTS games_by_time ON games(finished)")


def _v1_to_v2(db: sqlite3.Connection) -> None:
    """Version 2 counts the undos each seat took (0 for the games recorded before)."""
    db.execute("ALTER TABLE seats ADD COLUMN undos INTEGER NOT NULL DEFAULT 0")


# version -> the step from it to the next (run in one transaction with the version bump)
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _v0_to_v1, 1: _v1_to_v2}


class Damaged(Exception):
    """The database file is not a database of ours (or is cut short)."""


class Locked(Exception):
    """Another connection holds the database longer than LOCK_WAIT."""


def _is_locked(e: BaseException) -> bool:
    text = str(e).lower()
    return "locked" in text or "busy" in text


def _is_unwritable(e: BaseException) -> bool:
    text = str(e).lower()
    return "readonly" in text or "read-only" in text or "unable to open" in text or "disk i/o" in text


@dataclass
class SeatRow:
    """One seat of one recorded game, as the statistics read it."""

    key: str
    game: str
    players: int
    finished: float
    decisions: int
    minutes: float
    seat: int
    name: str
    kind: str
    colour: int
    score: int
    won: bool
    hints: int
    undos: int
    opponents: str            # the strongest bot level among the other seats, HOT_SEAT or SOLO
    options: dict[str, str] = field(default_factory=dict)


class Records:
    """The database of finished games at `path` (see the module's docstring)."""

    def __init__(self, path: str | os.PathLike[str], lock_wait: float = LOCK_WAIT) -> None:
        self.path = Path(path)
        self.lock_wait = lock_wait
        self.notice: Any = ""          # a Msg for the player, "" when all went well
        self._memory: sqlite3.Connection | None = None   # when the file cannot be used

    # --- opening -----------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        """A connection to a checked, current database (Damaged, Locked, or OSError for a
        folder that cannot be written)."""
        if self._memory is not None:
            return self._memory
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=self.lock_wait, isolation_level=None)
        try:
            try:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise Damaged(f"schema {version} is newer than {SCHEMA_VERSION}")
                mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
                if str(mode).lower() != "wal" and version == 0:
                    raise sqlite3.OperationalError("unable to open the database in WAL mode")
                db.execute("PRAGMA foreign_keys=ON")
                check = db.execute("PRAGMA quick_check").fetchone()[0]
                if check != "ok":
                    raise Damaged(str(check))
                self._migrate(db, version)
                tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                if not {"games", "seats"} <= tables:
                    raise Damaged("tables missing")
            except sqlite3.OperationalError as e:
                if _is_locked(e):
                    raise Locked(str(e)) from None
                if _is_unwritable(e):
                    raise OSError(str(e)) from None
                raise Damaged(str(e)) from None
            except sqlite3.DatabaseError as e:
                raise Damaged(str(e)) from None
        except BaseException:
            db.close()
            raise
        return db

    def _migrate(self, db: sqlite3.Connection, version: int) -> None:
        while version < SCHEMA_VERSION:
            db.execute("BEGIN IMMEDIATE")
            try:
                MIGRATIONS[version](db)
                version += 1
                db.execute(f"PRAGMA user_version={version}")
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def _set_aside(self) -> Path:
        """Rename the damaged file (and its WAL side files) to `.broken`; returns its new name."""
        broken = self.path.with_name(self.path.name + ".broken")
        for suffix in ("", "-wal", "-shm"):
            src = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(src):
                try:
                    os.replace(src, broken.with_name(broken.name + suffix))
                except OSError:
                    try:
                        src.unlink()
                    except OSError:
                        pass
        return broken

    def _in_memory(self) -> sqlite3.Connection:
        db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        self._migrate(db, 0)
        self._memory = db
        return db

    def open(self, store: Any = None) -> sqlite3.Connection | None:
        """A usable connection, whatever the file is like (None only when it is locked).
        A damaged file is set aside and made again, rebuilt from `store`'s saves; a folder
        that cannot be written gives a database in memory, filled from the saves."""
        try:
            return self._connect()
        except Locked:
            self.notice = Msg("records.locked", "The statistics are in use by another copy of the program; "
                              "this game is kept in its save and counted at the next rebuild.")
            return None
        except Damaged:
            broken = self._set_aside()
            try:
                db = self._connect()
            except (Damaged, Locked, OSError, sqlite3.Error):
                db = self._in_memory()
            self.notice = Msg("records.rebuilt", "The statistics file was damaged: it was set aside as {file} "
                              "and made again from the saves.", file=broken.name)
            if store is not None:
                self._fill(db, store, every=True)
            return db
        except (OSError, sqlite3.Error):
            db = self._in_memory()
            self.notice = Msg("records.read_only", "The statistics cannot be written in {folder}; they are "
                              "counted from the saves each time.", folder=str(self.path.parent))
            if store is not None:
                self._fill(db, store, every=True)
            return db

    def close(self, db: sqlite3.Connection | None) -> None:
        if db is not None and db is not self._memory:
            db.close()

    # --- writing -------------------------------------------------------------------------
    def record(self, rec: GameRecord, state: Any, source: str = "", store: Any = None) -> bool:
        """Record a finished game (nothing for an unfinished one); True if it is in the
        database now. Never raises for the database's sake (see `notice`)."""
        if not finished(rec, state):
            return False
        db = self.open(store)
        if db is None:
            return False
        try:
            return self._insert(db, rec, state, source)
        except sqlite3.OperationalError as e:
            if _is_locked(e):
                self.notice = Msg("records.locked", "The statistics are in use by another copy of the program; "
                                  "this game is kept in its save and counted at the next rebuild.")
            return False
        except sqlite3.Error:
            return False
        finally:
            self.close(db)

    def _insert(self, db: sqlite3.Connection, rec: GameRecord, state: Any, source: str) -> bool:
        key = record_key(rec)
        scores = [int(x) for x in state.scores()]
        won = set(winners_of(rec, state))
        ended = float(rec.updated or time.time())
        minutes = max(0.0, (ended - float(rec.created)) / 60.0) if rec.created else 0.0
        seats = []
        for i, s in enumerate(rec.seats):
            c = s.get("colour", i)
            seats.append((key, i, str(s.get("name", f"Player {i + 1}"))[:64], str(s.get("kind", "human")),
                          c if isinstance(c, int) and not isinstance(c, bool) else i,
                          scores[i] if i < len(scores) else 0, int(i in won), _count(s.get("hints", 0)),
                          int(bool(s.get("conceded"))), _count(s.get("undos", 0))))
        db.execute("BEGIN IMMEDIATE")
        try:
            if db.execute("SELECT 1 FROM games WHERE key=?", (key,)).fetchone() is not None:
                db.execute("ROLLBACK")
                return True   # recorded already: once per game
            db.execute("INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?)",
                       (key, rec.game_id, json.dumps(rec.options, sort_keys=True), len(rec.seats), int(rec.seed),
                        float(rec.created), ended, len(rec.actions), minutes, source[:200]))
            db.executemany("INSERT INTO seats (key, seat, name, kind, colour, score, won, hints, conceded, undos)"
                           " VALUES (?,?,?,?,?,?,?,?,?,?)", seats)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return True

    def _fill(self, db: sqlite3.Connection, store: Any, every: bool) -> int:
        """Record the finished saves of `store` (only those not recorded yet unless
        `every`); returns how many games were added."""
        known = set() if every else {(g, s, round(c, 3), d) for g, s, c, d in
                                      db.execute("SELECT game, seed, created, decisions FROM games")}
        added = 0
        try:
            entries = store.list()
        except Exception:  # noqa: BLE001 - an unreadable folder records nothing
            return 0
        for e in entries:
            if "error" in e:
                continue
            if not every and (not (e.get("over") or e.get("conceded")) or
                              (e.get("game"), e.get("seed"), round(float(e.get("created", 0)), 3),
                               e.get("moves")) in known):
                continue
            try:
                rec, state = store.load(e["name"])
            except Exception:  # noqa: BLE001 - a save that does not load is not counted
                continue
            if not finished(rec, state):
                continue
            before = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
            try:
                self._insert(db, rec, state, str(e["name"]))
            except sqlite3.Error:
                continue
            added += db.execute("SELECT COUNT(*) FROM games").fetchone()[0] - before
        return added

    def catch_up(self, store: Any) -> int:
        """Record the finished saves not recorded yet (a game finished while the database
        was locked, an imported game); how many were added."""
        db = self.open(store)
        if db is None:
            return 0
        try:
            return self._fill(db, store, every=False)
        except sqlite3.Error:
            return 0
        finally:
            self.close(db)

    def rebuild(self, store: Any) -> int:
        """Forget every record and record every finished save again; how many games."""
        db = self.open(store)
        if db is None:
            return -1
        try:
            db.execute("BEGIN IMMEDIATE")
            db.execute("DELETE FROM seats")
            db.execute("DELETE FROM games")
            db.execute("COMMIT")
            self._fill(db, store, every=True)
            return db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        except sqlite3.Error:
            return -1
        finally:
            self.close(db)

    # --- reading -------------------------------------------------------------------------
    def rows(self, game: str | None = None, players: int | None = None, store: Any = None) -> list[SeatRow]:
        """Every recorded seat (filtered by game and player count), oldest game first."""
        db = self.open(store)
        if db is None:
            return []
        try:
            sql = ("SELECT g.key, g.game, g.players, g.finished, g.decisions, g.minutes, s.seat, s.name, s.kind,"
                   " s.colour, s.score, s.won, s.hints, s.undos, g.options FROM seats s JOIN games g ON g.key = s.key")
            where, args = [], []
            if game:
                where.append("g.game = ?")
                args.append(game)
            if players:
                where.append("g.players = ?")
                args.append(int(players))
            if where:
                sql += " WHERE " + " AND ".join(where)
            sql += " ORDER BY g.finished, g.key, s.seat"
            raw = db.execute(sql, args).fetchall()
        except sqlite3.Error:
            return []
        finally:
            self.close(db)
        kinds: dict[str, list[str]] = {}
        for r in raw:
            kinds.setdefault(r[0], []).append(r[8])
        out = []
        for r in raw:
            try:
                options = json.loads(r[14])
            except ValueError:
                options = {}
            others = [k for j, k in enumerate(kinds[r[0]]) if j != r[6]]
            level = SOLO if r[2] == 1 else opponent_level(others)
            out.append(SeatRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], bool(r[11]),
                               r[12], r[13], level, options if isinstance(options, dict) else {}))
        return out

    def names(self, limit: int = 8) -> list[str]:
        """The names human seats played under, most recent first (New game offers them).
        Read only: a missing, damaged or locked file gives none (and is left as it is)."""
        if not self.path.is_file():
            return []
        try:
            db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=0.2)
        except (sqlite3.Error, ValueError):
            return []
        try:
            raw = db.execute("SELECT s.name FROM seats s JOIN games g ON g.key = s.key WHERE s.kind = 'human'"
                             " GROUP BY s.name ORDER BY MAX(g.finished) DESC LIMIT ?", (int(limit),)).fetchall()
        except sqlite3.Error:
            return []
        finally:
            db.close()
        return [str(r[0]) for r in raw if isinstance(r[0], str) and r[0].strip()]

    def write_csv(self, path: str | os.PathLike[str], store: Any = None) -> int:
        """Every recorded seat as one CSV row; returns the number of rows (OSError if the
        file cannot be written)."""
        rows = self.rows(store=store)
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["game_key", "game", "options", "players", "finished", "decisions", "minutes", "seat",
                        "name", "kind", "colour", "score", "won", "hints", "undos", "opponents"])
            for r in rows:
                w.writerow([r.key, r.game, json.dumps(r.options, sort_keys=True), r.players,
                            time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(r.finished)), r.decisions,
                            f"{r.minutes:.1f}", r.seat, r.name, r.kind, r.colour, r.score, int(r.won), r.hints,
                            r.undos, r.opponents])
        return len(rows)


def opponent_level(kinds: Iterable[str]) -> str:
    """The strongest bot level among `kinds`; HOT_SEAT when they are all human."""
    bots = [k for k in kinds if k in LEVELS]
    return max(bots, key=LEVELS.index) if bots else HOT_SEAT


# --- the statistics -------------------------------------------------------------------------
@dataclass
class Line:
    """Played, won, scores and the longest run of wins of one group of seats."""

    played: int = 0
    won: int = 0
    total: int = 0
    best: int | None = None
    streak: int = 0
    _run: int = 0
    games: set[str] = field(default_factory=set)   # the games these seats sat at (a hot seat counts once)

    def add(self, row: SeatRow) -> None:
        self.games.add(row.key)
        self.played += 1
        self.total += row.score
        self.best = row.score if self.best is None else max(self.best, row.score)
        if row.won:
            self.won += 1
            self._run += 1
            self.streak = max(self.streak, self._run)
        else:
            self._run = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def average(self) -> float:
        return self.total / self.played if self.played else 0.0


@dataclass
class Summary:
    by_game_level: dict[tuple[str, str], Line]
    by_name: dict[str, Line]
    by_level: dict[str, Line]
    scores: list[tuple[float, str, str, int]]   # (finished, name, game, score) of the human seats
    games: int


def summary(rows: Iterable[SeatRow]) -> Summary:
    """The statistics of the human seats (every seat of a game without humans) of `rows`
    (which come oldest first, so the streaks run in time)."""
    rows = list(rows)
    humans_in: dict[str, bool] = {}
    for r in rows:
        humans_in[r.key] = humans_in.get(r.key, False) or r.kind == "human"
    by_gl: dict[tuple[str, str], Line] = {}
    by_name: dict[str, Line] = {}
    by_level: dict[str, Line] = {}
    scores = []
    for r in rows:
        if humans_in[r.key] and r.kind != "human":
            continue
        by_gl.setdefault((r.game, r.opponents), Line()).add(r)
        by_name.setdefault(r.name, Line()).add(r)
        by_level.setdefault(r.opponents, Line()).add(r)
        scores.append((r.finished, r.name, r.game, r.score))
    order = {k: i for i, k in enumerate((*LEVELS, SOLO, HOT_SEAT))}
    return Summary(dict(sorted(by_gl.items(), key=lambda kv: (kv[0][0], order.get(kv[0][1], 9)))),
                   dict(sorted(by_name.items(), key=lambda kv: (-kv[1].played, kv[0]))),
                   dict(sorted(by_level.items(), key=lambda kv: order.get(kv[0], 9))),
                   scores, len(humans_in))


def data_folder(store_root: str | os.PathLike[str]) -> Path:
    """The folder that holds the saves folder (`<data>/saves`), where the statistics and
    the exports live; a saves folder of another name (a test's) holds them itself."""
    root = Path(store_root)
    return root.parent if root.name == "saves" else root


def records_path(store_root: str | os.PathLike[str]) -> Path:
    """The database beside the saves folder: the data folder's RECORDS_NAME."""
    return data_folder(store_root) / RECORDS_NAME


__all__ = ["HOT_SEAT", "LEVELS", "MIGRATIONS", "RECORDS_NAME", "Records", "SCHEMA_VERSION", "SOLO", "SeatRow", "Summary",
           "data_folder", "finished", "opponent_level", "record_key", "records_path", "summary", "winners_of"]
