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
A save written by a newer version of the program (a newer save format, or a newer
release whose save does not replay exactly here) is refused, never passed over for an
older copy, never pruned and never overwritten.

Two copies of the program may share one folder: temporary names are unique per process
and write; a quick save (`save(..., fresh=True)`) never takes another game's name; a
game in play holds an OS lock on `.x.json.lock` (see `SaveStore.lock`). A game left with
moves that could not be saved leaves `.x.json.unsaved`, and its next load says so.
Anything broken or hostile raises SaveError and changes no file.

Every message for the player (an error, a notice, a problem of an older copy, a reason
an autosave was pruned) is a `game.core.Msg`: English as text, worded by the window in
the language shown. A message that joins others joins them as messages.
"""

from __future__ import annotations

import errno
import itertools
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
from .format import (
    APP_VERSION,
    FORMAT_NAME,
    MAX_ACTIONS,
    MAX_BYTES,
    THE_SAVE,
    damaged,
    newer_release,
    newer_release_error,
    parse_doc,
    reason_of,
    too_large,
)
from .record import GameRecord, ReplayError

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
# saves of a newer release this process loaded as they are (their moves replay exactly):
# playing on writes over them; any other newer release's save is never overwritten
_ACCEPTED: set[str] = set()


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


_TMP_COUNT = itertools.count(1)
_TMP_RE = re.compile(r"^\.(.+)\.([0-9a-f]{6})-(\d+)-(\d+)\.(?:tmp|bak\.tmp)$", re.DOTALL)
_CLEANED: set[Path] = set()  # files whose leftover temporary files this process removed
LEFTOVER_AGE = 3600.0  # seconds: a temporary file of another machine's copy older than this is left over


def _host_tag() -> str:
    import hashlib

    return hashlib.sha1(_HOST.encode("utf-8", "replace")).hexdigest()[:6]


def _temp_path(path: Path, kind: str = "tmp") -> Path:
    """A temporary name beside `path` unique to this process and this write
    (`.x.json.<host>-<pid>-<n>.tmp`): two copies of the program, or two threads, never
    write into each other's temporary file."""
    return path.with_name(f".{path.name}.{_HOST_TAG}-{os.getpid()}-{next(_TMP_COUNT)}.{kind}")


def _remove_leftovers(path: Path) -> None:
    """Remove the temporary files of `path` that a killed writer left: those of a process
    of this machine that has ended, and any older than LEFTOVER_AGE (another machine's).
    Done once per file and process (a folder is not listed at every write)."""
    if path in _CLEANED:
        return
    _CLEANED.add(path)
    prefix = f".{path.name}."
    now = time.time()
    try:
        with os.scandir(path.parent) as it:
            names = [d.name for d in it if d.name.startswith(prefix)]
    except OSError:
        return
    for fname in names:
        if fname in (f"{prefix}tmp", f"{prefix}bak.tmp"):  # the fixed names of earlier releases
            _unlink_quietly(path.with_name(fname))
            continue
        m = _TMP_RE.match(fname)
        if not m or m.group(1) != path.name:
            continue
        pid = int(m.group(3))
        try:
            age = now - os.stat(path.with_name(fname)).st_mtime
        except OSError:
            continue
        ended = m.group(2) == _HOST_TAG and pid != os.getpid() and not _pid_alive(pid)
        if ended or age > LEFTOVER_AGE:
            _unlink_quietly(path.with_name(fname))


def _write_temp(path: Path, data: bytes) -> Path:
    """The complete bytes in a new temporary file beside `path`, flushed and fsynced."""
    tmp = _temp_path(path)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        _unlink_quietly(tmp)
        raise
    return tmp


def atomic_write(path: Path, data: bytes, keep_backup: bool = True, generations: int = SAVE_KEEP) -> None:
    """Write data to path atomically, keeping `generations - 1` older copies.

    `keep_backup=False` keeps none. Only complete, fsynced files are renamed into place
    (the temporary names are unique per process and write), and the backup is a hard link
    (or a complete copy) renamed over the old one, so a reader never sees a partial
    file, whatever another copy of the program writes at the same moment. A failed write
    removes its temporary files; those a killed writer left are removed later.
    """
    path = Path(path)
    backups = max(0, generations - 1) if keep_backup else 0
    _remove_leftovers(path)
    tmp = tmp_bak = None
    with _WRITE_LOCK:
        try:
            tmp = _write_temp(path, data)
            if backups and path.exists():
                # older generations move down one step (each rename is atomic); one that
                # another copy of the program moved meanwhile is no reason to fail
                for g in range(backups, 1, -1):
                    src = backup_path(path, g - 1)
                    if src.exists():
                        try:
                            _replace(src, backup_path(path, g))
                        except FileNotFoundError:
                            pass
                # the current file becomes the first backup without `path` ever missing:
                # link (or copy) it to a temporary name, then rename that over the backup
                tmp_bak = _temp_path(path, "bak.tmp")
                try:
                    os.link(path, tmp_bak)
                except FileNotFoundError:
                    tmp_bak = None
                except OSError:
                    try:
                        with open(path, "rb") as src_f:
                            old = src_f.read(MAX_BYTES + 1)
                    except FileNotFoundError:
                        tmp_bak = None
                    else:
                        _unlink_quietly(tmp_bak)
                        tmp_bak = _write_temp(path, old)
                if tmp_bak is not None:
                    _replace(tmp_bak, backup_path(path, 1))
                    # a rename between two links of one file does nothing (POSIX): when
                    # the backup already was this file, the temporary link stays
                    _unlink_quietly(tmp_bak)
                    tmp_bak = None
            _replace(tmp, path)
            tmp = None
        except BaseException:
            for t in (tmp, tmp_bak):
                if t is not None:
                    _unlink_quietly(t)
            raise
        _fsync_dir(path.parent)


def _link_new(path: Path, data: bytes) -> bool:
    """Write `data` as the new file `path` only if no file has that name (checked and
    done in one step: a hard link of the complete temporary file, which fails if the
    name exists). True if written; False if the name is taken."""
    path = Path(path)
    _remove_leftovers(path)
    with _WRITE_LOCK:
        tmp = _write_temp(path, data)
        try:
            try:
                os.link(tmp, path)
            except FileExistsError:
                return False
            except OSError:
                # no hard links on this file system: a claim file reserves the name
                claim = path.with_name(f".{path.name}.claim")
                try:
                    os.close(os.open(claim, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
                except FileExistsError:
                    return False  # another copy is saving under this name now
                try:
                    if os.path.lexists(path):
                        return False
                    _replace(tmp, path)
                finally:
                    _unlink_quietly(claim)
        finally:
            _unlink_quietly(tmp)
        _fsync_dir(path.parent)
        return True


_HOST = socket.gethostname() if hasattr(socket, "gethostname") else ""
_HOST_TAG = _host_tag()


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


_LOCK_GUARD = threading.RLock()
# lock file -> [its open descriptor, how many `lock` calls hold it, OS-locked (True) or
# content only (None)]: the locks of games this process plays (any SaveStore of it)
_HELD: dict[str, list[Any]] = {}
_NT_LOCK_AT = 1 << 30  # Windows locks one byte far beyond the content, which stays readable


def _lock_key(p: Path) -> str:
    return os.path.normcase(os.path.abspath(p))


def _os_lock(fd: int) -> bool:
    """An exclusive OS lock on an open file, without waiting: True if taken, False if
    another process (or another descriptor) holds it; OSError if locks are unsupported."""
    if os.name == "nt":
        import msvcrt

        os.lseek(fd, _NT_LOCK_AT, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError as e:
            if e.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        finally:
            os.lseek(fd, 0, os.SEEK_SET)
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as e:
        if e.errno in (errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


def _os_unlock(fd: int) -> None:
    try:
        if os.name == "nt":
            import msvcrt

            os.lseek(fd, _NT_LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass


def _release(fd: int, got: bool | None) -> None:
    if got:
        _os_unlock(fd)
    try:
        os.close(fd)
    except OSError:
        pass


def _lock_info(fd: int) -> tuple[int, str, float] | None:
    """(pid, host, age in seconds) written in a lock file, or None if unreadable."""
    try:
        raw = os.pread(fd, 400, 0) if hasattr(os, "pread") else _read_at_start(fd)
        info = json.loads(raw)
        age = time.time() - os.fstat(fd).st_mtime
        return int(info["pid"]), str(info.get("host", "")), age
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _read_at_start(fd: int) -> bytes:
    os.lseek(fd, 0, os.SEEK_SET)
    return os.read(fd, 400)


def _write_lock_info(fd: int) -> None:
    data = json.dumps({"pid": os.getpid(), "host": _HOST, "since": time.time()}).encode()
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, data)


def _content_holder(info: tuple[int, str, float] | None) -> int | None:
    """The holder a lock file's content names when no OS lock tells (another machine,
    an earlier release, a file system without locks): None if it is us, its process
    ended, or it was not refreshed for LOCK_STALE seconds."""
    if info is None:
        return None
    pid, host, age = info
    if (pid == os.getpid() and host == _HOST) or age > LOCK_STALE:
        return None
    if host != _HOST:
        return pid  # another machine on a shared folder: its process cannot be checked
    return pid if _pid_alive(pid) else None


def _locked(pid: int) -> SaveError:
    return SaveError(Msg("saves.error.locked", "this game is open in another copy of Yggdrasil Tabletop "
                         "(process {pid}); close it there first, so that neither copy overwrites the "
                         "other's moves", pid=pid))


def _not_a_folder(folder: str, culprit: str) -> str:
    if culprit == folder:
        return Msg("saves.error.folder_is_file", "the saves folder {folder} is a file, not a folder; move or rename "
                   "that file so that games can be saved there", folder=folder)
    return Msg("saves.error.folder_in_file", "the saves folder {folder} cannot be made: {file} is a file, not a "
               "folder", folder=folder, file=culprit)


def unsaved_path(path: Path) -> Path:
    """The side file of a save that says its game was left with moves not saved."""
    return path.with_name(f".{path.name}.unsaved")


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
    behind: str = ""     # set when the game was left with moves that could not be saved (a message)

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
        if self.behind:
            lines.append(self.behind)
        return joined(lines)


def joined(lines: list[str]) -> str:
    """Messages one after the other, a space between them, as one message ("" for none)."""
    if not lines:
        return ""
    out = lines[0]
    for line in lines[1:]:
        out = Msg("saves.note.then", "{first} {then}", first=out, then=line)
    return out


def encode_save(rec: GameRecord, state: Any) -> bytes:
    """The bytes of a save of `state` (SaveError if it cannot be saved): what
    `SaveStore.save` writes, and what a table's host sends each seat once its game is over
    (net.table.Table.record_message)."""
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
        if rec.branch:
            doc["branch"] = rec.branch
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


class SaveStore:
    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else default_root()
        self.last_load: Loaded | None = None
        # autosaves of finished games kept by pruning (negative: keep every game)
        self.keep_finished: int = AUTOSAVE_GAMES
        self.pruned: list[tuple[str, str]] = []  # (name, why) of autosaves pruned, for the load screen
        self._heads = _listing.HeadCache(self.root)   # what the listing read of each file
        self._records: Any = None          # saves.records.Records, made when first needed
        self._recorded: set[str] = set()   # record keys of the finished games recorded

    def path_of(self, name: str) -> Path:
        return self.root / f"{check_name(name)}.json"

    # --- writing ------------------------------------------------------------------
    def encode(self, rec: GameRecord, state: Any) -> bytes:
        """The bytes of a save of `state` (SaveError if it cannot be saved)."""
        return encode_save(rec, state)

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
        if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
            return
        if (isinstance(doc.get("version"), int) and not isinstance(doc.get("version"), bool)
                and doc["version"] > _format.FORMAT_VERSION):
            raise NewerVersionError(Msg(
                "saves.error.newer_overwrite",
                "{name} was saved by a newer version of the program (save format "
                "{version}; this program writes format {current}). "
                "It is left unchanged: choose another name.",
                name=repr(name), version=min(doc["version"], 10**6), current=_format.FORMAT_VERSION,
            ))
        if newer_release(doc.get("app_version")) and _lock_key(path) not in _ACCEPTED:
            # the same format from a newer release this program did not load as it is
            raise NewerVersionError(Msg(
                "saves.error.newer_release_overwrite",
                "{name} was saved by a newer version of the program ({version}; this is {mine}). "
                "It is left unchanged: choose another name.",
                name=repr(name), version=_shown(doc["app_version"])[:40], mine=APP_VERSION,
            ))

    def folder_problem(self) -> str | None:
        """What is wrong with the saves folder itself, naming it (a message), or None: a
        file where the folder should be, a link to nothing, a file among its parents.
        A folder that does not exist yet is no problem (the first save makes it)."""
        root = self.root
        shown = _shown(str(root))
        try:
            st = os.stat(root)
        except FileNotFoundError:
            if os.path.islink(root):
                try:
                    target = os.readlink(root)
                except OSError:
                    target = "?"
                return Msg("saves.error.folder_dangling", "the saves folder {folder} is a link to {target}, which "
                           "does not exist; create that folder or remove the link", folder=shown,
                           target=_shown(target))
            for parent in root.parents:  # a missing folder inside a file?
                try:
                    if os.path.exists(parent) and not os.path.isdir(parent):
                        return _not_a_folder(shown, _shown(str(parent)))
                except OSError:
                    continue
            return None
        except NotADirectoryError:
            for parent in root.parents:
                if os.path.exists(parent) and not os.path.isdir(parent):
                    return _not_a_folder(shown, _shown(str(parent)))
            return _not_a_folder(shown, shown)
        except OSError as e:
            return Msg("saves.error.folder_unreadable", "the saves folder {folder} cannot be used: {reason}",
                       folder=shown, reason=str(e.strerror or e))
        if not stat.S_ISDIR(st.st_mode):
            return _not_a_folder(shown, shown)
        return None

    def _check_root(self) -> None:
        problem = self.folder_problem()
        if problem is not None:
            raise SaveError(problem)

    def save(self, name: str, rec: GameRecord, state: Any, generations: int = SAVE_KEEP,
             fresh: bool = False, own_name: bool = False) -> Path:
        """Write the save `name` (its older copy kept) and return its path.

        `fresh=True` (a quick save, whose name is made of the game and the time): the
        name is never taken from another game. When a save of another game (or a file that
        does not read) holds it, " (2)", " (3)"... is added; the name is claimed and
        written in one step (see `_link_new`), so two copies of the program saving at
        the same second each get their own. The path returned names the file written.

        `own_name=True`: a name the store made itself (an autosave's, which may be longer
        than a typed name may be), held only to the rules of a file name."""
        if fresh:
            return self._save_fresh(name, rec, state)
        path = self.existing_path(name) if own_name else self.path_of(name)
        data = self.encode(rec, state)
        holder = self.lock_holder(name)
        if holder is not None:
            raise SaveError(Msg("saves.error.in_play", "{name} is being played in another copy of Yggdrasil "
                                "Tabletop (process {pid}); it was not overwritten", name=repr(name), pid=holder))
        with _WRITE_LOCK:
            self._refuse_newer(path, name)
            try:
                self._check_root()
                self.root.mkdir(parents=True, exist_ok=True)
                atomic_write(path, data, generations=generations)
                st = path.stat()
            except OSError as e:
                raise SaveError(Msg("saves.error.write", "could not write the save {name}: {reason}",
                                    name=repr(name), reason=str(e.strerror or e))) from e
            _WRITTEN[path] = (st.st_mtime_ns, st.st_size)
        _unlink_quietly(unsaved_path(path))  # the game moved on from where it was left
        return path

    def _save_fresh(self, name: str, rec: GameRecord, state: Any) -> Path:
        base = check_name(name)
        data = self.encode(rec, state)
        with _WRITE_LOCK:
            try:
                self._check_root()
                self.root.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise SaveError(Msg("saves.error.write", "could not write the save {name}: {reason}",
                                    name=repr(base), reason=str(e.strerror or e))) from e
            for k in range(1, 100):
                tail = "" if k == 1 else f" ({k})"
                candidate = base[: 64 - len(tail)].rstrip(" .") + tail
                path = self.path_of(candidate)
                try:
                    written = _link_new(path, data)
                    st = path.stat() if written else None
                except OSError as e:
                    raise SaveError(Msg("saves.error.write", "could not write the save {name}: {reason}",
                                        name=repr(candidate), reason=str(e.strerror or e))) from e
                if st is not None:
                    _WRITTEN[path] = (st.st_mtime_ns, st.st_size)
                    return path
                if self._same_game(path, rec):
                    return self.save(candidate, rec, state)  # this game's, a moment ago: saved again
        raise SaveError(Msg("saves.error.no_free_name", "no free name like {name} is left; choose a name",
                            name=repr(base)))

    def _same_game(self, path: Path, rec: GameRecord) -> bool:
        """The save at `path` holds this very game (same game, seed and start time)."""
        try:
            doc = self.read_doc(path)
        except SaveError:
            return False
        return (doc["game"], doc["seed"], float(doc["created"])) == (rec.game_id, rec.seed, float(rec.created))

    def autosave_name(self, rec: GameRecord) -> str:
        base = f"{AUTOSAVE_PREFIX}{rec.game_id}-{int(rec.created * 1000)}"
        return f"{base}-{rec.branch}" if rec.branch else base

    def branch_from(self, save_name: str, rec: GameRecord) -> str:
        """Continuing `rec`, loaded from the save `save_name`: the autosave it will write
        to. When the game's autosave holds another position (the game was played on, or
        to its end, after that save), the record starts a new branch named after the save
        (`rec.branch`), so that nothing of the other position is overwritten."""
        name = self.autosave_name(rec)
        if save_name == name:
            return name
        base = branch_slug(save_name) or "branch"
        for k in range(1, 100):
            if self._holds_other(name, rec) is False:
                return name
            rec.branch = base if k == 1 else f"{base}-{k}"
            name = self.autosave_name(rec)
        return name

    def _holds_other(self, name: str, rec: GameRecord) -> bool:
        """The autosave `name` exists and holds other moves than `rec` (an unreadable one
        counts as other: it is never overwritten by a branch)."""
        try:
            path = self.existing_path(name)
        except SaveError:
            return True
        if not os.path.lexists(path):
            return False
        try:
            doc = self.read_doc(path)
        except SaveError:
            return True
        mine = [[seat, a] for seat, a in rec.actions]
        return _canonical(doc["actions"]) != _canonical(mine)

    @property
    def records(self) -> Any:
        """The database of finished games beside the saves (saves.records), made when first asked."""
        if self._records is None:
            from .records import Records, records_path

            self._records = Records(records_path(self.root))
        return self._records

    def record_finished(self, rec: GameRecord, state: Any, source: str = "") -> None:
        """Put a finished game in the statistics (once; nothing for an unfinished game).
        Never fails the save: a locked or damaged database says so in `records.notice`."""
        try:
            from .records import finished, record_key

            if not finished(rec, state):
                return
            key = record_key(rec)
            if key in self._recorded:
                return
            if self.records.record(rec, state, source=source):
                self._recorded.add(key)
        except Exception:  # noqa: BLE001 - statistics never cost a save
            pass

    def autosave(self, rec: GameRecord, state: Any) -> Path:
        """Save after every applied action; the last three autosaves are kept. When a
        new game's first autosave is written, old autosaves are pruned (see
        `prune_autosaves`: never an unfinished game's)."""
        name = self.autosave_name(rec)
        fresh = not self.existing_path(name).exists()
        path = self.save(name, rec, state, generations=AUTOSAVE_KEEP, own_name=True)
        if fresh:
            self.prune_autosaves()
        self.record_finished(rec, state, source=name)
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
                          if n["updated"] >= e["updated"] and n["moves"] >= e["moves"] and self._continues(n, e)),
                         None)
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
            if self._made_by_newer(name):
                continue  # a newer release's autosave: that release decides about it
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

    def _continues(self, named: dict[str, Any], auto: dict[str, Any]) -> bool:
        """The named save holds the autosave's game further on: both read whole, and the
        autosave's moves begin the named save's (another branch of the game does not)."""
        try:
            later = self.read_doc(Path(named["path"]))
            earlier = self.read_doc(Path(auto["path"]))
        except SaveError:
            return False
        moves = earlier["actions"]
        return _canonical(later["actions"][: len(moves)]) == _canonical(moves)

    def _made_by_newer(self, name: str) -> bool:
        """A copy of the save `name` (the file or a backup) was written by a newer release."""
        try:
            path = self.existing_path(name)
        except SaveError:
            return False
        for g in range(MAX_GENERATIONS + 1):
            try:
                with open(backup_path(path, g), "rb") as f:
                    head = f.read(MAX_BYTES + 1)
                doc = json.loads(head)
            except (OSError, ValueError, RecursionError):
                continue
            if isinstance(doc, dict) and (newer_release(doc.get("app_version"))
                                          or (isinstance(doc.get("version"), int)
                                              and doc["version"] > _format.FORMAT_VERSION)):
                return True
        return False

    # --- a lock per game in play -----------------------------------------------------
    def lock_path(self, name: str) -> Path:
        return self.root / f".{check_existing_name(name)}.json.lock"

    def lock_holder(self, name: str) -> int | None:
        """The process id of another running copy of the program playing this save, or
        None (no lock, our own lock, or a lock its process left when it ended).

        The lock is an OS lock on the lock file (`fcntl.flock`, `msvcrt.locking` on
        Windows), which the system releases when its process ends; the file's content
        (pid, host, time) names the holder. Where no OS lock can be taken, or for the
        content-only lock of an earlier release, the content decides: a live process of
        this machine, or another machine's lock refreshed within LOCK_STALE seconds."""
        try:
            p = self.lock_path(name)
        except SaveError:
            return None
        if _lock_key(p) in _HELD:
            return None
        try:
            fd = os.open(p, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except OSError:
            return None
        try:
            try:
                free = _os_lock(fd)
            except OSError:
                free = None  # no OS locks on this file system
            if free:
                _os_unlock(fd)
            info = _lock_info(fd)
            if free is False and info is None:
                for _ in range(5):  # its holder is writing the content this instant
                    time.sleep(0.01)
                    info = _lock_info(fd)
                    if info is not None:
                        break
        finally:
            os.close(fd)
        if free is False:
            return info[0] if info is not None else 0
        return _content_holder(info)

    def touch_lock(self, name: str) -> bool:
        """Refresh this process's lock on `name` (a game in play does it every few
        seconds); False if the lock is gone or another copy holds it now."""
        try:
            p = self.lock_path(name)
        except SaveError:
            return False
        key = _lock_key(p)
        with _LOCK_GUARD:
            held = _HELD.get(key)
            if held is None:
                return False
            try:
                if os.path.samestat(os.fstat(held[0]), os.stat(p)):
                    os.utime(p)
                    return True
            except OSError:
                pass
            # the file was removed or replaced (by hand?): let go of it, take the lock again
            del _HELD[key]
            _release(held[0], held[2])
            try:
                self.lock(name)
            except SaveError:
                return False
            again = _HELD.get(key)
            if again is None:
                return False
            again[1] = held[1]
            return True

    def lock(self, name: str) -> None:
        """Mark the save `name` as in play by this process, in one step that another copy
        cannot interleave with: the OS lock of the lock file (see `lock_holder`), then
        the pid, host and time written in it. SaveError if another running copy holds it.
        A lock whose process ended is taken over at once. Held by count: every `lock`
        of this process is matched by one `unlock`."""
        p = self.lock_path(name)
        key = _lock_key(p)
        with _LOCK_GUARD:
            held = _HELD.get(key)
            if held is not None:
                held[1] += 1
                return
            try:
                self._check_root()
                self.root.mkdir(parents=True, exist_ok=True)
            except (OSError, SaveError):
                return  # no folder to save in: the game can still be played (and is not saved)
            for attempt in range(40):
                try:
                    fd = os.open(p, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
                except OSError:
                    return  # a read-only folder: the game can still be played (and is not saved)
                try:
                    got = _os_lock(fd)
                except OSError:
                    got = None  # no OS locks here: the content alone tells
                if got is False:
                    info = _lock_info(fd)
                    os.close(fd)
                    if attempt < 4 or info is None and attempt < 20:
                        time.sleep(0.01)  # a copy looking at the lock holds it for an instant
                        continue
                    raise _locked(info[0] if info is not None else 0)
                try:
                    same = os.path.samestat(os.fstat(fd), os.stat(p))
                except OSError:
                    same = False
                if not same:
                    # the holder removed the file as it let go: lock the file now there
                    _release(fd, got)
                    continue
                holder = _content_holder(_lock_info(fd))
                if holder is not None:
                    _release(fd, got)
                    raise _locked(holder)
                try:
                    _write_lock_info(fd)
                    if got is None:
                        # no OS lock: the last to write wins; the other sees it and gives way
                        time.sleep(0.02)
                        holder = _content_holder(_lock_info(fd))
                        if holder is not None:
                            _release(fd, got)
                            raise _locked(holder)
                except OSError:
                    _release(fd, got)
                    return
                _HELD[key] = [fd, 1, got]
                return
            raise _locked(0)

    def unlock(self, name: str) -> None:
        """Give back one `lock` of `name`; the last one removes the lock file (another
        process's lock is left alone)."""
        try:
            p = self.lock_path(name)
        except SaveError:
            return
        key = _lock_key(p)
        with _LOCK_GUARD:
            held = _HELD.get(key)
            if held is None:
                return
            held[1] -= 1
            if held[1] > 0:
                return
            del _HELD[key]
            fd, _count, got = held
            try:
                mine = os.path.samestat(os.fstat(fd), os.stat(p))
            except OSError:
                mine = False
            if os.name == "nt":
                _release(fd, got)   # Windows removes no file that is open
                if mine:
                    _unlink_quietly(p)
            else:
                if mine:
                    _unlink_quietly(p)  # still locked: nobody takes the name meanwhile
                _release(fd, got)

    # --- a game left with moves not saved ------------------------------------------------
    def mark_unsaved(self, name: str, saved: int, played: int) -> bool:
        """Note beside the save `name` that its game was left at move `played` while
        only `saved` moves could be written (a full disk): the next load says the game
        goes on from an earlier position. On a full disk a new file may not fit, so the
        game's own lock file (which has its room already) is rewritten in place and
        renamed to the note. True if the note was written."""
        try:
            path = self.existing_path(name)
        except SaveError:
            return False
        mark = unsaved_path(path)
        data = json.dumps({"saved": int(saved), "played": int(played), "time": time.time()}).encode()
        try:
            atomic_write(mark, data, keep_backup=False)
            return True
        except OSError:
            pass
        lock = self.lock_path(name)
        with _LOCK_GUARD:
            held = _HELD.get(_lock_key(lock))
            if held is None:
                return False
            try:
                fd = held[0]
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, data)
                os.ftruncate(fd, len(data))
                os.fsync(fd)
                os.replace(lock, mark)  # the lock file is given up here (the game is being left)
            except OSError:
                return False
        return True

    def _behind(self, path: Path, moves: int) -> str:
        """The notice for a game loaded with fewer moves than it was left with ("")."""
        try:
            with open(unsaved_path(path), "rb") as f:
                info = json.loads(f.read(400))
            played = int(info["played"])
        except (OSError, ValueError, TypeError, KeyError):
            return ""
        if played <= moves:
            return ""
        k = played - moves
        if k == 1:
            return Msg("saves.note.behind_one", "When this game was left, its last move could not be saved (was the "
                       "disk full?): it goes on after move {n}, one move before where it was left.", n=moves)
        return Msg("saves.note.behind", "When this game was left, its last {k} moves could not be saved (was the "
                   "disk full?): it goes on after move {n}, {k} moves before where it was left.", k=k, n=moves)

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
                doc = self.read_doc(p)
                rec, state = replay_doc(doc, _shown(p.name), notes)
            except NewerVersionError:
                # a newer release's copy: never passed over for an older one (playing on
                # from that would soon push the newer copy out of the folder)
                raise
            except SaveError as e:
                problems.append(reason_of(e))
                continue
            if newer_release(doc.get("app_version")):
                _ACCEPTED.add(_lock_key(p))  # it replays exactly: playing on may write over it
            return Loaded(rec, state, p, g, problems, joined(notes), self._behind(path, len(rec.actions)))
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
        if Path(self._heads.root) != self.root:   # the store was pointed at another folder
            self._heads = _listing.HeadCache(self.root)
        cache = self._heads
        root = str(self.root)
        with cache.lock:
            cache.load_index()
            for stem, present in stems.items():
                entry: dict[str, Any] = {"name": stem, "path": os.path.join(root, f"{stem}.json"),
                                         "autosave": stem.startswith(AUTOSAVE_PREFIX)}
                head = None
                try:
                    if not present:
                        raise SaveError(_missing(_shown(f"{stem}.json")))
                    head = self._head(f"{stem}.json", files[f"{stem}.json"])
                except NewerVersionError as e:
                    entry["error"] = reason_of(e)
                except SaveError as e:
                    entry["error"] = reason_of(e)
                    p = self.root / f"{stem}.json"
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
                _unlink_quietly(unsaved_path(path))
                _CLEANED.discard(path)
                _remove_leftovers(path)
            except OSError as e:
                raise SaveError(Msg("saves.error.delete", "could not delete {name}: {reason}",
                                    name=repr(_shown(name)), reason=str(e.strerror or e))) from e
            _WRITTEN.pop(path, None)


def _branch_of(doc: dict[str, Any]) -> str:
    """The branch a save names (see GameRecord.branch): a short plain name, else ""."""
    b = doc.get("branch", "")
    return branch_slug(b) if isinstance(b, str) else ""


def branch_slug(name: str) -> str:
    """A save's name as the tail of its branch's autosave name: letters, digits and
    dashes, at most 40 characters."""
    slug = re.sub(r"[^\w-]+", "-", str(name), flags=re.UNICODE).strip("-_")
    return slug[:40].strip("-_")


def _strictly_equal(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (so True is not 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(_strictly_equal(x, y) for x, y in zip(a, b))
    return a == b


def _older_version(v: Any) -> bool:
    """True if `v` names an earlier release of the program than this one."""
    mine, theirs = _format.release_tuple(APP_VERSION), _format.release_tuple(v)
    return mine is not None and theirs is not None and theirs < mine


def replay_doc(doc: dict[str, Any], label: str = THE_SAVE,
               notes: list[str] | None = None) -> tuple[GameRecord, Any]:
    """Rebuild the game by replaying the moves; compare with the snapshot (`_replay`).

    A save of a newer release (its app version is later than this one's) that does not
    replay exactly here (a new option, a changed rule, a new kind of move) raises
    NewerVersionError naming that version: it is not damaged, and it is never replaced
    by an older copy."""
    try:
        return _replay(doc, label, notes)
    except NewerVersionError:
        raise
    except SaveError:
        if newer_release(doc.get("app_version")):
            raise newer_release_error(label, doc["app_version"]) from None
        raise


def _legal_strictly(state: Any, seat: int, action: Any) -> None:
    """A loaded move must be one of the legal choices, of the same types: `in` alone would
    take True for 1 (True == 1 in Python)."""
    from game.core import IllegalAction

    if not any(_strictly_equal(action, a) for a in state.legal_actions(seat) if a == action):
        raise IllegalAction(f"{action!r} is not one of the legal choices")


def _replay(doc: dict[str, Any], label: str = THE_SAVE,
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
    rec = GameRecord(doc["game"], seats, doc["seed"], dict(doc["options"]), [(seat, aj) for seat, aj in doc["actions"]],
                     float(doc["created"]), float(doc["updated"]), _branch_of(doc))
    try:
        state = rec.replay(spec, check=_legal_strictly)
    except ReplayError as e:
        if e.move == 0:
            if isinstance(e.cause, ValueError):
                raise SaveError(Msg("saves.error.setup", "{label} cannot be set up: {reason}", label=label,
                                    reason=str(e.cause)[:120])) from None
            raise SaveError(Msg("saves.error.setup_crash", "{label} cannot be set up ({error})", label=label,
                                error=type(e.cause).__name__)) from None
        i = e.move - 1
        if not isinstance(e.cause, IllegalAction):
            raise damaged(label, Msg("saves.error.damaged.move_crash", "move {n} cannot be replayed ({error})",
                                     n=i + 1, error=type(e.cause).__name__)) from None
        if not _older_version(doc.get("app_version")):
            raise damaged(label, Msg("saves.error.damaged.illegal_move", "move {n} is not legal on replay "
                                     "({reason})", n=i + 1, reason=str(e.cause)[:120])) from None
        # an earlier release allowed it: the game goes on from just before it
        if notes is not None:
            dropped = len(rec.actions) - i
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
        del rec.actions[i:]
        return rec, e.state
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
    "backup_path", "check_name", "default_root", "encode_save", "parse_doc", "replay_doc",
]
