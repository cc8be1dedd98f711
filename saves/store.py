"""SaveStore: atomic JSON saves in one folder, loaded by replaying the moves.

Writing (`atomic_write`): the new bytes go to a temporary file in the same folder, are
flushed and fsynced; the older copies move one generation down (`x.json.bak` becomes
`x.json.bak2`, ...); the current file is hard-linked (or copied) to `x.json.bak`; then the
temporary file is `os.replace`d over `x.json`. At every instant `x.json` is a complete
save, so a crash or a kill at any moment loses at most the write in progress.

Generations kept: a named save keeps its previous copy (`.bak`); an autosave keeps the
last three autosaves of its game (`autosave-<game>-<id>.json`, `.bak`, `.bak2`).

Loading replays the recorded actions from the seed and checks the result against the
snapshot (a save from an earlier release whose moves all still replay is kept even when a
corrected rule leads them elsewhere, and the player is told). When the newest file is broken (unreadable, damaged, or its moves replay
into an error), loading falls back to the next older copy and says so (`last_load`).
A save written by a newer version of the program is refused and never overwritten.
Anything broken or hostile raises SaveError and changes no file.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import format as _format
from .errors import NewerVersionError, SaveError
from .format import FORMAT_NAME, MAX_ACTIONS, MAX_BYTES, parse_doc
from .record import GameRecord

APP_VERSION = "0.2.0"  # 0.2.0: Tiny Epic Vikings rules corrected (Exchange, Harvest, the solo enemy)
AUTOSAVE_PREFIX = "autosave-"
AUTOSAVE_KEEP = 3  # autosave generations kept per game: the file and two backups
AUTOSAVE_GAMES = 12  # games whose autosaves are kept (the most recently played)
SAVE_KEEP = 2  # a named save: the file and its .bak
MAX_GENERATIONS = 9  # never look further than x.json.bak9
_NAME_RE = re.compile(r"^[\w][\w .\-()'!,&+]{0,63}$", re.UNICODE)
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
_WRITE_LOCK = threading.RLock()
# (mtime_ns, size) of the files this process wrote last: no need to re-read them
_WRITTEN: dict[Path, tuple[int, int]] = {}


def default_root() -> Path:
    """YGGDRASIL_HOME/saves if set, else the platformdirs user data folder."""
    home = os.environ.get("YGGDRASIL_HOME")
    if home:
        return Path(home) / "saves"
    import platformdirs

    return Path(platformdirs.user_data_dir("yggdrasil-tabletop")) / "saves"


def check_name(name: str) -> str:
    """A save name is one plain file name: letters, digits, spaces and a few signs."""
    if not isinstance(name, str) or not name.strip():
        raise SaveError("a save needs a name")
    name = name.strip()
    if "/" in name or "\\" in name or name in (".", "..") or ".." in name or "\x00" in name:
        raise SaveError(f"a save name cannot contain path separators or '..': {name[:64]!r}")
    if name.split(".")[0].strip().upper() in _RESERVED:
        raise SaveError(f"{name!r} is a name Windows keeps for a device; choose another name")
    if not _NAME_RE.match(name) or name.endswith("."):
        raise SaveError(
            "a save name may use letters, digits, spaces and . - ( ) ' ! , & + "
            "(at most 64 characters, not ending with a dot)"
        )
    return name


def backup_path(path: Path, generation: int) -> Path:
    """Generation 0 is the file itself; 1 is `x.json.bak`, 2 is `x.json.bak2`, ..."""
    if generation == 0:
        return path
    suffix = ".bak" if generation == 1 else f".bak{generation}"
    return path.with_name(path.name + suffix)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _unlink_quietly(p: Path) -> None:
    try:
        p.unlink()
    except OSError:
        pass


def atomic_write(path: Path, data: bytes, keep_backup: bool = True, generations: int = SAVE_KEEP) -> None:
    """Write data to path atomically, keeping `generations - 1` older copies.

    `keep_backup=False` keeps none. The temporary files have fixed names
    (`.x.json.tmp`, `.x.json.bak.tmp`), so a killed writer leaves at most one behind,
    which the next write reuses.
    """
    path = Path(path)
    backups = max(0, generations - 1) if keep_backup else 0
    tmp = path.with_name(f".{path.name}.tmp")
    with _WRITE_LOCK:
        try:
            with open(tmp, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            if backups and path.exists():
                # older generations move down one step (each rename is atomic)
                for g in range(backups, 1, -1):
                    src = backup_path(path, g - 1)
                    if src.exists():
                        os.replace(src, backup_path(path, g))
                # the current file becomes the first backup without `path` ever missing:
                # link (or copy) it to a temporary name, then rename that over the backup
                tmp_bak = path.with_name(f".{path.name}.bak.tmp")
                _unlink_quietly(tmp_bak)
                try:
                    os.link(path, tmp_bak)
                except OSError:
                    with open(path, "rb") as src_f, open(tmp_bak, "wb") as dst:
                        dst.write(src_f.read())
                        dst.flush()
                        os.fsync(dst.fileno())
                os.replace(tmp_bak, backup_path(path, 1))
            os.replace(tmp, path)
        except BaseException:
            _unlink_quietly(tmp)
            raise
        _fsync_dir(path.parent)


def _canonical(obj: Any) -> str:
    """Canonical JSON text: tuples and lists alike, keys sorted, types kept apart."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


@dataclass
class Loaded:
    """What `SaveStore.load_report` found: the game, and which file it came from."""

    record: GameRecord
    state: Any
    path: Path
    generation: int = 0  # 0: the save itself; 1: its .bak; 2: .bak2 ...
    problems: list[str] = field(default_factory=list)  # why the newer copies were not used
    replayed: str = ""   # set when an older version's save was replayed under today's rules

    @property
    def from_backup(self) -> bool:
        return self.generation > 0

    @property
    def notice(self) -> str:
        """A line for the player when an older copy had to be used, or an older version's
        save was replayed under today's rules ("" otherwise)."""
        lines = []
        if self.from_backup:
            why = self.problems[0] if self.problems else "it could not be read"
            older = "the previous copy" if self.generation == 1 else f"the copy from {self.generation} saves earlier"
            lines.append(f"The newest save could not be used ({why}); {older} ({self.path.name}) was loaded instead.")
        if self.replayed:
            lines.append(self.replayed)
        return " ".join(lines)


class SaveStore:
    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else default_root()
        self.last_load: Loaded | None = None

    def path_of(self, name: str) -> Path:
        return self.root / f"{check_name(name)}.json"

    # --- writing ------------------------------------------------------------------
    def encode(self, rec: GameRecord, state: Any) -> bytes:
        """The bytes of a save of `state` (SaveError if it cannot be saved)."""
        from game.registry import get_game

        try:
            get_game(rec.game_id)
            rec.updated = time.time()
            doc = {
                "format": FORMAT_NAME,
                "version": _format.FORMAT_VERSION,
                "app_version": APP_VERSION,
                "game": rec.game_id,
                "seats": rec.seats,
                "seed": rec.seed,
                "options": rec.options,
                "actions": [[seat, a] for seat, a in rec.actions],
                "label": str(state.round_label())[:200],
                "over": bool(state.is_over()),
                "created": rec.created,
                "updated": rec.updated,
                "snapshot": state.to_json(),
            }
            data = _format.seal(doc)
        except SaveError:
            raise
        except (TypeError, ValueError, RecursionError, UnicodeEncodeError) as e:
            raise SaveError(f"this game cannot be saved ({type(e).__name__}: {str(e)[:80]})") from None
        if len(data) > MAX_BYTES:
            raise SaveError("the game is too long to save (over 5 MB)")
        if len(rec.actions) > MAX_ACTIONS:
            raise SaveError("the game has too many moves to save")
        return data

    def _refuse_newer(self, path: Path, name: str) -> None:
        """Never overwrite a save written by a newer version of the program."""
        try:
            st = path.stat()
        except OSError:
            return
        if _WRITTEN.get(path) == (st.st_mtime_ns, st.st_size) or st.st_size > MAX_BYTES:
            return  # our own last write, or not a save we could read anyway
        try:
            doc = json.loads(path.read_bytes())
        except (OSError, ValueError, RecursionError):
            return  # unreadable: it will be kept as the backup
        if (isinstance(doc, dict) and doc.get("format") == FORMAT_NAME
                and isinstance(doc.get("version"), int) and not isinstance(doc.get("version"), bool)
                and doc["version"] > _format.FORMAT_VERSION):
            raise NewerVersionError(
                f"{name!r} was saved by a newer version of the program (save format "
                f"{min(doc['version'], 10**6)}; this program writes format {_format.FORMAT_VERSION}). "
                f"It is left unchanged: choose another name."
            )

    def save(self, name: str, rec: GameRecord, state: Any, generations: int = SAVE_KEEP) -> Path:
        path = self.path_of(name)
        data = self.encode(rec, state)
        with _WRITE_LOCK:
            self._refuse_newer(path, name)
            try:
                self.root.mkdir(parents=True, exist_ok=True)
                atomic_write(path, data, generations=generations)
                st = path.stat()
            except OSError as e:
                raise SaveError(f"could not write the save {name!r}: {e.strerror or e}") from e
            _WRITTEN[path] = (st.st_mtime_ns, st.st_size)
        return path

    def autosave_name(self, rec: GameRecord) -> str:
        return f"{AUTOSAVE_PREFIX}{rec.game_id}-{int(rec.created * 1000)}"

    def autosave(self, rec: GameRecord, state: Any) -> Path:
        """Save after every applied action; the last three autosaves are kept. When a
        new game's first autosave is written, autosaves of all but the
        AUTOSAVE_GAMES most recent games are removed, so they never pile up."""
        name = self.autosave_name(rec)
        fresh = not self.path_of(name).exists()
        path = self.save(name, rec, state, generations=AUTOSAVE_KEEP)
        if fresh:
            self.prune_autosaves()
        return path

    def prune_autosaves(self, keep_games: int | None = None) -> list[str]:
        """Delete the autosaves of all but the `keep_games` most recently written games;
        returns the names removed. Named saves are never touched."""
        keep = AUTOSAVE_GAMES if keep_games is None else keep_games
        try:
            files = [p for p in self.root.glob(f"{AUTOSAVE_PREFIX}*.json")]
            files.sort(key=lambda p: p.stat().st_mtime_ns, reverse=True)
        except OSError:
            return []
        removed = []
        for p in files[keep:]:
            try:
                self.delete(p.stem)
                removed.append(p.stem)
            except SaveError:
                pass
        return removed

    # --- reading ------------------------------------------------------------------
    def read_doc(self, path: Path) -> dict[str, Any]:
        """Read and check the outer shape of a save document (no replay)."""
        path = Path(path)
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            raise SaveError(f"there is no save called {path.stem!r}") from None
        except OSError as e:
            raise SaveError(f"could not read {path.name}: {e.strerror or e}") from e
        if size > MAX_BYTES:
            raise SaveError(f"{path.name} is too large to be a save ({size // 1024} KB; at most 5 MB)")
        try:
            with open(path, "rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except OSError as e:
            raise SaveError(f"could not read {path.name}: {e.strerror or e}") from e
        return parse_doc(raw, path.name)

    def _load_generations(self, path: Path, what: str) -> Loaded:
        problems: list[str] = []
        found = False
        for g in range(MAX_GENERATIONS + 1):
            p = backup_path(path, g)
            if not p.exists():
                if g == 0:
                    problems.append(f"{p.name} is missing")
                continue
            found = True
            notes: list[str] = []
            try:
                rec, state = replay_doc(self.read_doc(p), p.name, notes)
            except NewerVersionError:
                if g == 0:
                    raise
                problems.append(f"{p.name} is from a newer version")
                continue
            except SaveError as e:
                problems.append(str(e))
                continue
            return Loaded(rec, state, p, g, problems, " ".join(notes))
        if not found:
            raise SaveError(f"there is no save called {what!r}")
        others = len(problems) - 1
        tail = f" (and its {others} older cop{'y' if others == 1 else 'ies'} could not be used either)" if others else ""
        raise SaveError(problems[0] + tail)

    def load_report(self, name: str) -> Loaded:
        """Load a save, falling back to its older copies; says which file was used."""
        result = self._load_generations(self.path_of(name), name)
        self.last_load = result
        return result

    def load(self, name: str) -> tuple[GameRecord, Any]:
        """(record, state) of a save. `self.last_load` tells which file was used."""
        result = self.load_report(name)
        return result.record, result.state

    def load_path(self, path: str | os.PathLike[str]) -> tuple[GameRecord, Any]:
        result = self._load_generations(Path(path), Path(path).stem)
        self.last_load = result
        return result.record, result.state

    def list(self) -> list[dict[str, Any]]:
        """Every save in the folder, newest first; a broken one carries 'error'.

        When a save is broken but an older copy reads, the entry describes that copy
        and carries 'recovered_from' (its file name) and 'problem'.
        """
        out: list[dict[str, Any]] = []
        if not self.root.is_dir():
            return out
        for p in self.root.glob("*.json"):
            if p.name.startswith("."):
                continue
            entry: dict[str, Any] = {"name": p.stem, "path": str(p), "autosave": p.stem.startswith(AUTOSAVE_PREFIX)}
            doc = None
            try:
                doc = self.read_doc(p)
            except NewerVersionError as e:
                entry["error"] = str(e)
            except SaveError as e:
                entry["error"] = str(e)
                for g in range(1, MAX_GENERATIONS + 1):
                    b = backup_path(p, g)
                    if not b.exists():
                        continue
                    try:
                        doc = self.read_doc(b)
                    except SaveError:
                        continue
                    entry.update(recovered_from=b.name, problem=entry.pop("error"))
                    break
            try:
                mtime = p.stat().st_mtime
            except OSError:
                mtime = 0.0
            if doc is not None:
                entry.update(
                    game=doc["game"],
                    seats=[s["name"] for s in doc["seats"]],
                    label=str(doc.get("label", ""))[:80],
                    updated=float(doc["updated"]) or mtime,
                    over=bool(doc.get("over", False)),
                    moves=len(doc["actions"]),
                )
            else:
                entry["updated"] = mtime
            out.append(entry)
        out.sort(key=lambda e: e.get("updated", 0), reverse=True)
        return out

    def latest_autosave(self) -> dict[str, Any] | None:
        for e in self.list():
            if e["autosave"] and "error" not in e and not e.get("over"):
                return e
        return None

    def delete(self, name: str) -> None:
        """Remove a save with all its older copies."""
        path = self.path_of(name)
        if not path.exists() and not backup_path(path, 1).exists():
            raise SaveError(f"there is no save called {name!r}")
        with _WRITE_LOCK:
            try:
                for g in range(MAX_GENERATIONS + 1):
                    p = backup_path(path, g)
                    if p.exists():
                        p.unlink()
                for t in (path.with_name(f".{path.name}.tmp"), path.with_name(f".{path.name}.bak.tmp")):
                    _unlink_quietly(t)
            except OSError as e:
                raise SaveError(f"could not delete {name!r}: {e.strerror or e}") from e
            _WRITTEN.pop(path, None)


def _strictly_equal(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (so True is not 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(_strictly_equal(x, y) for x, y in zip(a, b))
    return a == b


def _older_version(v: Any) -> bool:
    """True if `v` names an earlier release of the program than this one."""
    def parse(x: str) -> tuple[int, ...] | None:
        parts = x.split(".")
        if not all(p.isdigit() for p in parts):
            return None
        t = [int(p) for p in parts]
        while t and t[-1] == 0:      # 0.1 and 0.1.0 are the same release
            t.pop()
        return tuple(t)

    if not isinstance(v, str):
        return False
    mine, theirs = parse(APP_VERSION), parse(v)
    return mine is not None and theirs is not None and theirs < mine


def replay_doc(doc: dict[str, Any], label: str = "the save",
               notes: list[str] | None = None) -> tuple[GameRecord, Any]:
    """Rebuild the game by replaying the moves; compare with the snapshot.

    Raises SaveError only: whatever goes wrong inside the engine while replaying a
    hostile list of moves is reported as a damaged save naming the move. A save written
    by an earlier release whose moves are all still legal but lead elsewhere (a rule
    was corrected since) is kept: the game goes on from the replayed position and a line
    saying so is appended to `notes`; if one of its moves has become illegal, the game
    goes on from just before that move, also said in `notes`. From this release, a
    different position or an illegal move means damage.
    """
    from game.core import IllegalAction
    from game.registry import get_game

    try:
        spec = get_game(doc["game"])
        available = spec.available
    except Exception as e:
        raise SaveError(f"{label} is for a game this version cannot open ({type(e).__name__})") from None
    if not available:
        raise SaveError(f"{label} is a {spec.title} game, which this version cannot play yet")
    seats = [dict(s) for s in doc["seats"]]
    try:
        state = spec.new_game(len(seats), doc["seed"], doc["options"])
    except ValueError as e:
        raise SaveError(f"{label} cannot be set up: {str(e)[:120]}") from None
    except Exception as e:
        raise SaveError(f"{label} cannot be set up ({type(e).__name__})") from None
    rec = GameRecord(doc["game"], seats, doc["seed"], dict(doc["options"]), [],
                     float(doc["created"]), float(doc["updated"]))
    for i, (seat, aj) in enumerate(doc["actions"]):
        try:
            action = spec.action_from_json(aj)
            if not any(_strictly_equal(action, a) for a in state.legal_actions(seat) if a == action):
                # `in` alone would take True for 1 (True == 1 in Python)
                raise IllegalAction(f"{action!r} is not one of the legal choices")
            state.apply(seat, action)
        except IllegalAction as e:
            if _older_version(doc.get("app_version")):
                # an earlier release allowed it: the game goes on from just before it
                if notes is not None:
                    dropped = len(doc["actions"]) - i
                    notes.append(f"This game was saved by version {doc['app_version']}. This version's corrected "
                                 f"rules no longer allow its move {i + 1}, so the game goes on from just before "
                                 f"that move ({dropped} move{'s' if dropped != 1 else ''} dropped).")
                return rec, state
            raise SaveError(f"{label} is damaged: move {i + 1} is not legal on replay ({str(e)[:120]})") from None
        except Exception as e:
            raise SaveError(f"{label} is damaged: move {i + 1} cannot be replayed ({type(e).__name__})") from None
        rec.actions.append((seat, aj))
    try:  # compared as canonical JSON text, so that 1, 1.0 and true all differ
        same = _canonical(state.to_json()) == _canonical(doc["snapshot"])
    except Exception as e:
        raise SaveError(f"{label} is damaged: its position cannot be compared ({type(e).__name__})") from None
    if not same and _older_version(doc.get("app_version")):
        if notes is not None:
            notes.append(f"This game was saved by version {doc['app_version']}; its moves were replayed under "
                         f"this version's rules, which changed since, so the position may differ a little.")
        return rec, state
    if not same:
        raise SaveError(f"{label} is damaged: its moves do not lead to the position it recorded")
    if "over" in doc and doc["over"] != bool(state.is_over()):
        raise SaveError(f"{label} is damaged: it says the game is {'over' if doc['over'] else 'not over'}, "
                        f"but its moves say otherwise")
    return rec, state


__all__ = [
    "APP_VERSION", "AUTOSAVE_KEEP", "AUTOSAVE_PREFIX", "Loaded", "SaveStore", "atomic_write",
    "backup_path", "check_name", "default_root", "parse_doc", "replay_doc",
]
