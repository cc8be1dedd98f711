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

Every message for the player (an error, a notice, a problem of an older copy, a reason
an autosave was pruned) is a `game.core.Msg`: English as text, worded by the window in
the language shown. A message that joins others joins them as messages.
"""

from __future__ import annotations

import json
import os
import re
import socket
import stat
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.messages import Msg

from . import format as _format
from . import listing as _listing
from .errors import NewerVersionError, SaveError
from .format import FORMAT_NAME, MAX_ACTIONS, MAX_BYTES, THE_SAVE, damaged, parse_doc, reason_of, too_large
from .record import GameRecord

APP_VERSION = "0.3.0"  # 0.3.0: the Ragnarok solo enemy's Builds no longer slay Giants, Frost Jarl retuned; 0.2.0: Tiny Epic Vikings rules corrected (Exchange, Harvest, the solo enemy)
AUTOSAVE_PREFIX = "autosave-"
AUTOSAVE_KEEP = 3  # autosave generations kept per game: the file and two backups
AUTOSAVE_GAMES = 12  # finished games whose autosaves are kept (the most recently played)
SAVE_KEEP = 2  # a named save: the file and its .bak
MAX_GENERATIONS = 9  # never look further than x.json.bak9
LOCK_STALE = 60.0  # seconds: a game's lock not refreshed for longer is taken over
_NAME_RE = re.compile(r"^[\w][\w .\-()'!,&+]{0,63}$", re.UNICODE)
_BACKUP_RE = re.compile(r"^(.*)\.json\.bak[2-9]?$", re.DOTALL)
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


def _no_name() -> SaveError:
    return SaveError(Msg("saves.error.no_name", "a save needs a name"))


def _separators(shown: str) -> SaveError:
    return SaveError(Msg("saves.error.separators", "a save name cannot contain path separators or '..': {name}",
                         name=repr(shown)))


def _no_save(shown: str) -> SaveError:
    return SaveError(Msg("saves.error.no_save", "there is no save called {name}", name=repr(shown)))


def check_name(name: str) -> str:
    """A save name is one plain file name: letters, digits, spaces and a few signs."""
    if not isinstance(name, str) or not name.strip():
        raise _no_name()
    name = name.strip()
    if "/" in name or "\\" in name or name in (".", "..") or ".." in name or "\x00" in name:
        raise _separators(name[:64])
    if name.split(".")[0].strip().upper() in _RESERVED:
        raise SaveError(Msg("saves.error.reserved", "{name} is a name Windows keeps for a device; "
                            "choose another name", name=repr(name)))
    if not _NAME_RE.match(name) or name.endswith("."):
        raise SaveError(Msg(
            "saves.error.name_letters",
            "a save name may use letters, digits, spaces and . - ( ) ' ! , & + "
            "(at most 64 characters, not ending with a dot)",
        ))
    return name


def _missing(shown: str) -> str:
    return Msg("saves.error.file_missing", "{file} is missing", file=shown)


def _not_regular(shown: str) -> SaveError:
    return SaveError(Msg("saves.error.not_regular", "{file} is not a save (not a regular file)", file=shown))


def _unreadable(shown: str, e: BaseException) -> SaveError:
    return SaveError(Msg("saves.error.read", "could not read {file}: {reason}", file=shown,
                         reason=str(getattr(e, "strerror", None) or e)))


def _shown(name: str) -> str:
    """A file name as it may appear in a message (no control or zero-width characters)."""
    from .names import clean_text

    return clean_text(name, 120) or "?"


def check_existing_name(name: str) -> str:
    """A name as the listing returns it (any name the file system allows): one plain file
    name in the saves folder, never a path. The strict `check_name` is for names the
    player types."""
    if not isinstance(name, str) or not name:
        raise _no_name()
    if ("/" in name or os.sep in name or "\x00" in name or name in (".", "..")
            or (os.altsep and os.altsep in name)):
        raise _separators(_shown(name)[:64])
    try:
        size = len(os.fsencode(name))
    except (UnicodeError, ValueError):
        raise SaveError(Msg("saves.error.not_file_name", "{name} cannot be a file name",
                            name=repr(_shown(name)[:64]))) from None
    if size > 240:  # with ".json.bak9" and the lock's dot: within the usual 255 bytes
        raise SaveError(Msg("saves.error.name_too_long", "there is no save called {name} (the name is too long "
                            "for a file)", name=repr(_shown(name)[:64])))
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


REPLACE_WAITS = (0.05, 0.1, 0.2, 0.4)  # seconds between tries of a refused os.replace


def _replace(src: Path, dst: Path) -> None:
    """os.replace, tried again a few times when refused with PermissionError: on Windows
    a virus scanner, a backup tool or another program holding the file open for a moment
    makes the rename fail; a moment later it succeeds. The last refusal is raised."""
    for wait in (*REPLACE_WAITS, None):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if wait is None:
                raise
            time.sleep(wait)


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
                        _replace(src, backup_path(path, g))
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
                _replace(tmp_bak, backup_path(path, 1))
            _replace(tmp, path)
        except BaseException:
            _unlink_quietly(tmp)
            _unlink_quietly(path.with_name(f".{path.name}.bak.tmp"))
            raise
        _fsync_dir(path.parent)


_HOST = socket.gethostname() if hasattr(socket, "gethostname") else ""


def _pid_alive(pid: int) -> bool:
    """True if a process with this id is running (on Windows without signalling it)."""
    if pid <= 0:
        return False
    if os.name == "nt":
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        try:
            kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        finally:
            kernel.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, owned by someone else
    except OSError:
        return False
    return True


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
    problems: list[str] = field(default_factory=list)  # why the newer copies were not used (messages)
    replayed: str = ""   # set when an older version's save was replayed under today's rules (a message)

    @property
    def from_backup(self) -> bool:
        return self.generation > 0

    @property
    def notice(self) -> str:
        """A line for the player when an older copy had to be used, or an older version's
        save was replayed under today's rules ("" otherwise); a message (`Msg`)."""
        lines = []
        if self.from_backup:
            why = self.problems[0] if self.problems else Msg("saves.note.unreadable", "it could not be read")
            older = (Msg("saves.note.previous_copy", "the previous copy") if self.generation == 1 else
                     Msg("saves.note.older_copy", "the copy from {k} saves earlier", k=self.generation))
            lines.append(Msg("saves.note.backup_loaded", "The newest save could not be used ({why}); {older} "
                             "({file}) was loaded instead.", why=why, older=older, file=self.path.name))
        if self.replayed:
            lines.append(self.replayed)
        return joined(lines)


def joined(lines: list[str]) -> str:
    """Messages one after the other, a space between them, as one message ("" for none)."""
    if not lines:
        return ""
    out = lines[0]
    for line in lines[1:]:
        out = Msg("saves.note.then", "{first} {then}", first=out, then=line)
    return out


class SaveStore:
    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else default_root()
        self.last_load: Loaded | None = None
        # autosaves of finished games kept by pruning (negative: keep every game)
        self.keep_finished: int = AUTOSAVE_GAMES
        self.pruned: list[tuple[str, str]] = []  # (name, why) of autosaves pruned, for the load screen
        self._heads = _listing.HeadCache(self.root)   # what the listing read of each file

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
                # the small fields first, with their own checksum: a listing reads only
                # the head of each file (saves/listing.py)
                "label": str(state.round_label())[:200],
                "over": bool(state.is_over()),
                "created": rec.created,
                "updated": rec.updated,
                "moves": len(rec.actions),
            }
            doc["head_checksum"] = _listing.head_checksum(doc)
            doc["actions"] = [[seat, a] for seat, a in rec.actions]
            doc["snapshot"] = state.to_json()
            data = _format.seal(doc)
        except SaveError:
            raise
        except (TypeError, ValueError, RecursionError, UnicodeEncodeError) as e:
            raise SaveError(Msg("saves.error.cannot_save", "this game cannot be saved ({error})",
                                error=f"{type(e).__name__}: {str(e)[:80]}")) from None
        if len(data) > MAX_BYTES:
            raise SaveError(Msg("saves.error.save_too_large", "the game is too long to save (over 5 MB)"))
        if len(rec.actions) > MAX_ACTIONS:
            raise SaveError(Msg("saves.error.save_too_many_moves", "the game has too many moves to save"))
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
            raise NewerVersionError(Msg(
                "saves.error.newer_overwrite",
                "{name} was saved by a newer version of the program (save format "
                "{version}; this program writes format {current}). "
                "It is left unchanged: choose another name.",
                name=repr(name), version=min(doc["version"], 10**6), current=_format.FORMAT_VERSION,
            ))

    def save(self, name: str, rec: GameRecord, state: Any, generations: int = SAVE_KEEP) -> Path:
        path = self.path_of(name)
        data = self.encode(rec, state)
        holder = self.lock_holder(name)
        if holder is not None:
            raise SaveError(Msg("saves.error.in_play", "{name} is being played in another copy of Yggdrasil "
                                "Tabletop (process {pid}); it was not overwritten", name=repr(name), pid=holder))
        with _WRITE_LOCK:
            self._refuse_newer(path, name)
            try:
                self.root.mkdir(parents=True, exist_ok=True)
                atomic_write(path, data, generations=generations)
                st = path.stat()
            except OSError as e:
                raise SaveError(Msg("saves.error.write", "could not write the save {name}: {reason}",
                                    name=repr(name), reason=str(e.strerror or e))) from e
            _WRITTEN[path] = (st.st_mtime_ns, st.st_size)
        return path

    def autosave_name(self, rec: GameRecord) -> str:
        return f"{AUTOSAVE_PREFIX}{rec.game_id}-{int(rec.created * 1000)}"

    def autosave(self, rec: GameRecord, state: Any) -> Path:
        """Save after every applied action; the last three autosaves are kept. When a
        new game's first autosave is written, old autosaves are pruned (see
        `prune_autosaves`: never an unfinished game's)."""
        name = self.autosave_name(rec)
        fresh = not self.path_of(name).exists()
        path = self.save(name, rec, state, generations=AUTOSAVE_KEEP)
        if fresh:
            self.prune_autosaves()
        return path

    def prune_autosaves(self, keep_finished: int | None = None) -> list[str]:
        """Delete the autosaves nobody needs; returns their names (also added to
        `self.pruned` as (name, reason), which the load screen reports).

        Deleted: the autosaves of finished games beyond the `keep_finished` most recent
        ones, and an autosave of a game that was saved under a name later, with at least
        as many moves (the named save holds the same game, further on). Never deleted: an
        unfinished game's autosave otherwise, a named save, a damaged file. A negative
        `keep_finished` (the setting "keep every game") deletes nothing."""
        keep = self.keep_finished if keep_finished is None else keep_finished
        if keep is None or keep < 0:
            return []
        try:
            entries = self.list()
        except OSError:
            return []
        ok = [e for e in entries if "error" not in e and "recovered_from" not in e]
        named: dict[tuple[Any, ...], list[dict[str, Any]]] = {}   # the named saves of each game
        for e in ok:
            if not e["autosave"]:
                named.setdefault((e["game"], e["seed"], e["created"]), []).append(e)
        doomed: list[tuple[str, str]] = []  # (name, why: a message)
        finished = 0
        for e in ok:  # newest first
            if not e["autosave"]:
                continue
            later = next((n for n in named.get((e["game"], e["seed"], e["created"]), ())
                          if n["updated"] >= e["updated"] and n["moves"] >= e["moves"] and self._whole_ok(n)), None)
            if (later is not None or e.get("over")) and self.lock_holder(e["name"]) is not None:
                continue  # being played by another copy of the program
            if later is not None:
                doomed.append((e["name"], Msg("saves.note.pruned_later", "the same game is saved later as {name}",
                                              name=repr(later["title"]))))
            elif e.get("over"):
                finished += 1
                if finished > keep:
                    doomed.append((e["name"], Msg("saves.note.pruned_finished", "a finished game")))
        removed = []
        for name, why in doomed:
            try:
                self.delete(name)
            except SaveError:
                continue
            removed.append(name)
            self.pruned.append((name, why))
        return removed

    def _whole_ok(self, entry: dict[str, Any]) -> bool:
        """The listing read only the head of the save: before an autosave is pruned because
        of it, the whole save is checked (a save damaged in its moves holds nothing)."""
        try:
            self.read_doc(Path(entry["path"]))
        except SaveError:
            return False
        return True

    # --- a lock per game in play -----------------------------------------------------
    def lock_path(self, name: str) -> Path:
        return self.root / f".{check_existing_name(name)}.json.lock"

    def lock_holder(self, name: str) -> int | None:
        """The process id of another running copy of the program playing this save, or
        None (no lock, our own lock, or a stale lock left by a process that ended)."""
        try:
            p = self.lock_path(name)
            age = time.time() - p.stat().st_mtime
            info = json.loads(p.read_bytes()[:200])
            pid, host = int(info["pid"]), str(info.get("host", ""))
        except (OSError, ValueError, TypeError, KeyError, SaveError):
            return None
        if pid == os.getpid() or age > LOCK_STALE:
            # our own; or not refreshed for a while: that copy left the game (or hangs)
            return None
        if host != _HOST:
            return pid  # another machine on a shared folder: its process cannot be checked
        return pid if _pid_alive(pid) else None

    def touch_lock(self, name: str) -> bool:
        """Refresh this process's lock on `name` (a game in play does it every few
        seconds); False if the lock is gone or another copy holds it now."""
        try:
            p = self.lock_path(name)
            info = json.loads(p.read_bytes()[:200])
            if int(info.get("pid", -1)) != os.getpid():
                return False
            os.utime(p)
        except (OSError, ValueError, TypeError, AttributeError, SaveError):
            return False
        return True

    def lock(self, name: str) -> None:
        """Mark the save `name` as in play by this process (a small file holding the pid).
        SaveError if another running copy of the program holds it; a stale lock (its
        process has ended) is taken over."""
        holder = self.lock_holder(name)
        if holder is not None:
            raise SaveError(Msg("saves.error.locked", "this game is open in another copy of Yggdrasil Tabletop "
                                "(process {pid}); close it there first, so that neither copy overwrites the "
                                "other's moves", pid=holder))
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            data = json.dumps({"pid": os.getpid(), "host": _HOST, "since": time.time()}).encode()
            atomic_write(self.lock_path(name), data, keep_backup=False)
        except OSError:
            pass  # a read-only folder: the game can still be played (and is not saved)

    def unlock(self, name: str) -> None:
        """Remove this process's lock on `name` (another process's lock is left alone)."""
        try:
            p = self.lock_path(name)
            info = json.loads(p.read_bytes()[:200])
            if int(info.get("pid", -1)) == os.getpid():
                p.unlink()
        except (OSError, ValueError, TypeError, AttributeError, SaveError):
            pass

    # --- reading ------------------------------------------------------------------
    def read_doc(self, path: Path) -> dict[str, Any]:
        """Read and check the outer shape of a save document (no replay)."""
        path = Path(path)
        shown = _shown(path.name)
        try:
            st = path.stat()
        except FileNotFoundError:
            raise _no_save(_shown(path.stem)) from None
        except (OSError, ValueError) as e:
            raise _unreadable(shown, e) from None
        if not stat.S_ISREG(st.st_mode):
            raise _not_regular(shown)
        if st.st_size > MAX_BYTES:
            raise too_large(shown, st.st_size)
        try:
            # opened without blocking and checked again: a FIFO put in its place after the
            # check above must not hang the reader
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
            with os.fdopen(fd, "rb") as f:
                if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                    raise _not_regular(shown)
                raw = f.read(MAX_BYTES + 1)
        except OSError as e:
            raise _unreadable(shown, e) from None
        return parse_doc(raw, shown)

    def _load_generations(self, path: Path, what: str) -> Loaded:
        problems: list[str] = []  # messages
        found = False
        for g in range(MAX_GENERATIONS + 1):
            p = backup_path(path, g)
            if not p.exists():
                if g == 0:
                    problems.append(_missing(_shown(p.name)))
                continue
            found = True
            notes: list[str] = []
            try:
                rec, state = replay_doc(self.read_doc(p), _shown(p.name), notes)
            except NewerVersionError:
                if g == 0:
                    raise
                problems.append(Msg("saves.note.file_newer", "{file} is from a newer version", file=_shown(p.name)))
                continue
            except SaveError as e:
                problems.append(reason_of(e))
                continue
            return Loaded(rec, state, p, g, problems, joined(notes))
        if not found:
            raise _no_save(_shown(what))
        others = len(problems) - 1
        if others == 1:
            raise SaveError(Msg("saves.error.older_copy_too", "{first} (and its 1 older copy could not be used "
                                "either)", first=problems[0]))
        if others:
            raise SaveError(Msg("saves.error.older_copies_too", "{first} (and its {k} older copies could not be "
                                "used either)", first=problems[0], k=others))
        raise SaveError(problems[0])

    def existing_path(self, name: str) -> Path:
        """The file of a save that is in the folder, by the name the listing gave (any
        name the file system allows); strict `check_name` rules apply only when saving."""
        return self.root / f"{check_existing_name(name)}.json"

    def load_report(self, name: str) -> Loaded:
        """Load a save, falling back to its older copies; says which file was used. A save
        whose file is missing but whose backup reads is restored from that backup."""
        path = self.existing_path(name)
        result = self._load_generations(path, name)
        if result.generation > 0 and not os.path.lexists(path):
            self._restore(path, result)
        self.last_load = result
        return result

    def _restore(self, path: Path, result: Loaded) -> None:
        """Put the backup that was loaded back in place of the missing save file."""
        with _WRITE_LOCK:
            try:
                data = result.path.read_bytes()
                atomic_write(path, data, keep_backup=False)
                st = path.stat()
            except OSError:
                return  # the game still loads from its backup
            _WRITTEN[path] = (st.st_mtime_ns, st.st_size)
        result.problems.append(Msg("saves.note.restored", "{file} was restored from {copy}",
                                   file=_shown(path.name), copy=_shown(result.path.name)))

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

        Each entry's 'name' is the file name without '.json', exactly as on disk (any name
        the file system allows), which `load` and `delete` take back; 'title' is the same
        name cleaned for drawing. Only regular files are read (a FIFO or a folder named
        x.json is skipped). When a save is broken, or its file is missing, but an older
        copy reads, the entry describes that copy and carries 'recovered_from' (its file
        name) and 'problem'.
        """
        return self._list()

    def _list(self, autosaves_only: bool = False) -> list[dict[str, Any]]:
        """`list()`; `autosaves_only`: only the autosaves (what Continue needs)."""
        from .names import clean_name

        out: list[dict[str, Any]] = []
        try:
            with os.scandir(self.root) as it:
                files: dict[str, Any] = {}   # name -> its stat (following a link)
                for d in it:
                    if d.name.startswith(".") or (autosaves_only and not d.name.startswith(AUTOSAVE_PREFIX)):
                        continue
                    try:
                        st = d.stat()
                    except OSError:
                        continue
                    if stat.S_ISREG(st.st_mode):   # not FIFOs, devices, folders
                        files[d.name] = st
        except OSError:
            return out
        stems: dict[str, bool] = {}  # name -> its .json file is present
        for fname in files:
            if fname.endswith(".json") and len(fname) > 5:
                stems[fname[:-5]] = True
            else:
                m = _BACKUP_RE.match(fname)
                if m and m.group(1):
                    stems.setdefault(m.group(1), False)
        cache = self._heads
        with cache.lock:
            cache.load_index()
            for stem, present in stems.items():
                p = self.root / f"{stem}.json"
                entry: dict[str, Any] = {"name": stem, "path": str(p), "autosave": stem.startswith(AUTOSAVE_PREFIX)}
                head = None
                try:
                    if not present:
                        raise SaveError(_missing(_shown(p.name)))
                    head = self._head(f"{stem}.json", files[f"{stem}.json"])
                except NewerVersionError as e:
                    entry["error"] = reason_of(e)
                except SaveError as e:
                    entry["error"] = reason_of(e)
                    for g in range(1, MAX_GENERATIONS + 1):
                        b = backup_path(p, g)
                        if b.name not in files:
                            continue
                        try:
                            head = self._head(b.name, files[b.name])
                        except SaveError:
                            continue
                        entry.update(recovered_from=b.name, problem=entry.pop("error"))
                        break
                st = files.get(f"{stem}.json") if present else files.get(f"{stem}.json.bak")
                mtime = st.st_mtime if st is not None else 0.0
                if head is not None:
                    entry.update(head)   # with the title, cleaned when it was read
                    entry["seats"] = list(head["seats"])
                    entry["updated"] = head["updated"] or mtime
                else:
                    entry["title"] = clean_name(stem, fallback="?", limit=80)
                    entry["updated"] = mtime
                if not present and "error" not in entry:
                    entry["missing"] = True  # only its backup is left: loading restores it
                out.append(entry)
            if not autosaves_only:
                cache.keep_only(set(files))
            cache.save_index()
        out.sort(key=lambda e: e.get("updated", 0), reverse=True)
        return out

    def _head(self, fname: str, st: os.stat_result) -> dict[str, Any]:
        """The head of a save file: the one kept if the file is unchanged, else read
        (a broken file is read again each time)."""
        key = _listing.file_key(st)
        fields = self._heads.get(fname, key)
        if fields is None:
            from .names import clean_name

            fields = _listing.entry_fields(_listing.read_head(str(self.root / fname), _shown(fname)))
            m = _BACKUP_RE.match(fname)
            fields["title"] = clean_name(m.group(1) if m else fname[:-5], fallback="?", limit=80)
            self._heads.put(fname, key, fields)
        return fields

    def latest_autosave(self) -> dict[str, Any] | None:
        for e in self._list(autosaves_only=True):
            if e["autosave"] and "error" not in e and not e.get("over"):
                return e
        return None

    def delete(self, name: str) -> None:
        """Remove a save with all its older copies (any name the listing gives)."""
        path = self.existing_path(name)
        if not any(os.path.lexists(backup_path(path, g)) for g in range(MAX_GENERATIONS + 1)):
            raise _no_save(_shown(name))
        with _WRITE_LOCK:
            try:
                for g in range(MAX_GENERATIONS + 1):
                    p = backup_path(path, g)
                    if os.path.lexists(p):
                        p.unlink()
                for t in (path.with_name(f".{path.name}.tmp"), path.with_name(f".{path.name}.bak.tmp")):
                    _unlink_quietly(t)
            except OSError as e:
                raise SaveError(Msg("saves.error.delete", "could not delete {name}: {reason}",
                                    name=repr(_shown(name)), reason=str(e.strerror or e))) from e
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


def replay_doc(doc: dict[str, Any], label: str = THE_SAVE,
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
        raise SaveError(Msg("saves.error.game_unopenable", "{label} is for a game this version cannot open "
                            "({error})", label=label, error=type(e).__name__)) from None
    if not available:
        raise SaveError(Msg("saves.error.game_unavailable", "{label} is a {game} game, which this version cannot "
                            "play yet", label=label, game=Msg(f"game.{doc['game']}", spec.title)))
    seats = [dict(s) for s in doc["seats"]]
    try:
        state = spec.new_game(len(seats), doc["seed"], doc["options"])
    except ValueError as e:
        raise SaveError(Msg("saves.error.setup", "{label} cannot be set up: {reason}", label=label,
                            reason=str(e)[:120])) from None
    except Exception as e:
        raise SaveError(Msg("saves.error.setup_crash", "{label} cannot be set up ({error})", label=label,
                            error=type(e).__name__)) from None
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
                    if dropped == 1:
                        notes.append(Msg("saves.note.move_dropped", "This game was saved by version {version}. "
                                         "This version's corrected rules no longer allow its move {n}, so the game "
                                         "goes on from just before that move (1 move dropped).",
                                         version=doc["app_version"], n=i + 1))
                    else:
                        notes.append(Msg("saves.note.moves_dropped", "This game was saved by version {version}. "
                                         "This version's corrected rules no longer allow its move {n}, so the game "
                                         "goes on from just before that move ({k} moves dropped).",
                                         version=doc["app_version"], n=i + 1, k=dropped))
                return rec, state
            raise damaged(label, Msg("saves.error.damaged.illegal_move", "move {n} is not legal on replay "
                                     "({reason})", n=i + 1, reason=str(e)[:120])) from None
        except Exception as e:
            raise damaged(label, Msg("saves.error.damaged.move_crash", "move {n} cannot be replayed ({error})",
                                     n=i + 1, error=type(e).__name__)) from None
        rec.actions.append((seat, aj))
    try:  # compared as canonical JSON text, so that 1, 1.0 and true all differ
        same = _canonical(state.to_json()) == _canonical(doc["snapshot"])
    except Exception as e:
        raise damaged(label, Msg("saves.error.damaged.uncomparable", "its position cannot be compared ({error})",
                                 error=type(e).__name__)) from None
    if not same and _older_version(doc.get("app_version")):
        if notes is not None:
            notes.append(Msg("saves.note.replayed", "This game was saved by version {version}; its moves were "
                             "replayed under this version's rules, which changed since, so the position may "
                             "differ a little.", version=doc["app_version"]))
        return rec, state
    if not same:
        raise damaged(label, Msg("saves.error.damaged.position", "its moves do not lead to the position it recorded"))
    if "over" in doc and doc["over"] != bool(state.is_over()):
        if doc["over"]:
            raise damaged(label, Msg("saves.error.damaged.said_over", "it says the game is over, but its moves "
                                     "say otherwise"))
        raise damaged(label, Msg("saves.error.damaged.said_not_over", "it says the game is not over, but its "
                                 "moves say otherwise"))
    return rec, state


__all__ = [
    "APP_VERSION", "AUTOSAVE_KEEP", "AUTOSAVE_PREFIX", "Loaded", "SaveStore", "atomic_write",
    "backup_path", "check_name", "default_root", "parse_doc", "replay_doc",
]
