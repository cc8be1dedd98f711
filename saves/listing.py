"""The listing of the saves folder, fast for thousands of saves.

A save's small fields (format, version, game, seats, seed, options, label, over, times,
number of moves) come first in the file (`SaveStore.encode` writes them in that order),
so a listing reads only the first HEADER_BYTES and the last TAIL_BYTES of each file: the
head gives the fields, the tail must end with the checksum field (a file cut short is
broken). The checksum itself and the moves are checked when the save is loaded (a save
damaged inside its moves or snapshot is listed, and loading it says so and falls back to
its older copy). A file whose fields do not all fit in the head (a save from before this
order, or one with a long option list) is read and checked whole, as before.

What was read is kept per file, keyed by (mtime_ns, size, inode): in memory for the
store's life and in a small index beside the saves (INDEX_NAME, written atomically when
it changed), so a listing of an unchanged folder reads no save at all; a changed file
(any write replaces the file, so its inode, time or size differ) is read again. The
index is checked like the head of a save when it is read back; a broken index is ignored
and rebuilt. Broken saves are not kept: they are read again each time. A folder of fewer
than INDEX_MIN saves gets no index (reading their heads takes milliseconds).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import threading
from typing import Any

from game.core.messages import Msg

from . import format as _format
from .errors import SaveError
from .format import FORMAT_NAME, MAX_ACTIONS, MAX_BYTES, too_large

HEADER_BYTES = 4096   # the head read of each save (the fields of a usual save take a few hundred bytes)
TAIL_BYTES = 128      # the end read of each save: its checksum field
INDEX_NAME = ".saves-index.json"
INDEX_FORMAT = "yggdrasil-tabletop-index"
INDEX_VERSION = 1
INDEX_MAX_BYTES = 64 * 1024 * 1024
INDEX_MIN = 64   # saves in a folder before an index is kept (fewer are read in milliseconds)
HEAD_FIELDS = ("format", "version", "app_version", "game", "seats", "seed", "options", "label", "over",
               "created", "updated", "moves")
_NEEDED = ("format", "version", "game", "seats", "seed", "options", "created", "updated", "moves")
_BIG = frozenset(("actions", "snapshot", "checksum"))   # the head ends at the first of these
_TAIL_RE = re.compile(rb'"checksum"\s*:\s*"sha256:[0-9a-f]{64}"\s*}\s*$')
_WS = " \t\n\r"

Key = tuple[int, int, int]


def file_key(st: os.stat_result) -> Key:
    return (st.st_mtime_ns, st.st_size, st.st_ino)


class _Incomplete(Exception):
    """The head does not hold every field: the file is read whole."""


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] in _WS:
        i += 1
    return i


def parse_head(head: bytes) -> dict[str, Any]:
    """The fields before the moves in the first bytes of a save (raises _Incomplete when
    they are not all there, ValueError when the bytes are no JSON object's beginning)."""
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError as e:
        if e.start < len(head) - 3:
            raise ValueError("not UTF-8 text") from None
        text = head[:e.start].decode("utf-8")   # a character cut by the end of the head
    # the quick way: this program writes the moves right after the head, and `,"actions":`
    # cannot occur inside a string (its quotes would be escaped); cut inside a nested
    # object, the text is no JSON (its braces do not close), and the slow way decides
    cut = text.find(',"actions":')
    if cut > 0:
        try:
            fields = json.loads(text[:cut] + "}", parse_constant=_format._no_constant,
                                parse_float=_format._finite_float)
        except (ValueError, RecursionError):
            fields = None
        if isinstance(fields, dict) and all(k in fields for k in _NEEDED):
            return fields
    decoder = json.JSONDecoder(parse_constant=_format._no_constant, parse_float=_format._finite_float)
    i = _skip(text, 0)
    if not text.startswith("{", i):
        raise ValueError("not a JSON object")
    i += 1
    fields: dict[str, Any] = {}
    while True:
        i = _skip(text, i)
        if i >= len(text):
            raise _Incomplete()
        if text[i] == "}":
            break
        try:
            key, i = decoder.raw_decode(text, i)
        except ValueError:
            if len(text) - i < 200:
                raise _Incomplete() from None
            raise
        if not isinstance(key, str):
            raise ValueError("a key is not a string")
        i = _skip(text, i)
        if i >= len(text):
            raise _Incomplete()
        if text[i] != ":":
            raise ValueError("no ':' after a key")
        if key in _BIG:
            break
        try:
            value, i = decoder.raw_decode(text, _skip(text, i + 1))
        except ValueError:
            raise _Incomplete() from None   # cut by the end of the head (a broken value: read whole)
        if key in fields:
            raise ValueError("a field twice")
        fields[key] = value
        i = _skip(text, i)
        if i >= len(text):
            raise _Incomplete()
        if text[i] == ",":
            i += 1
        elif text[i] != "}":
            raise ValueError("no ',' between fields")
    if any(k not in fields for k in _NEEDED):
        raise _Incomplete()
    return fields


def head_checksum(fields: dict[str, Any]) -> str:
    """The checksum of a save's head fields (all but itself), written with them: the
    listing checks the head without reading the rest."""
    body = {k: v for k, v in fields.items() if k != "head_checksum"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_head(fields: dict[str, Any], label: str) -> dict[str, Any]:
    """The head fields checked as a save's fields are, and against their checksum;
    returns the cleaned fields kept for the listing. Raises when the head alone cannot
    tell (the caller then reads the file whole, which says what is wrong)."""
    if fields.get("format") != FORMAT_NAME or fields.get("version") != _format.FORMAT_VERSION:
        raise _Incomplete()   # not ours, newer or older: the whole file tells
    moves = fields.get("moves")
    if not isinstance(moves, int) or isinstance(moves, bool) or not 0 <= moves <= MAX_ACTIONS:
        raise _Incomplete()
    doc = dict(fields)
    doc.update(actions=[], snapshot={})
    _format.check_fields(doc, label)
    if fields.get("head_checksum") != head_checksum(fields):
        raise _Incomplete()
    doc = {k: fields[k] for k in HEAD_FIELDS if k in fields}
    doc["seats"] = [dict(s) for s in doc["seats"]]
    _format.clean_strings(doc)
    return doc


def read_head(path: str, label: str) -> dict[str, Any]:
    """The checked head fields of the save at `path` (SaveError if it is broken): only
    its first and last bytes are read when its head checks; otherwise it is read and
    checked whole (an older save, or a broken one: the full check words the fault)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise SaveError(Msg("saves.error.file_missing", "{file} is missing", file=label)) from None
    except OSError as e:
        raise SaveError(Msg("saves.error.read", "could not read {file}: {reason}", file=label,
                            reason=str(e.strerror or e))) from None
    try:
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise SaveError(Msg("saves.error.not_regular", "{file} is not a save (not a regular file)",
                                    file=label))
            if st.st_size > MAX_BYTES:
                raise too_large(label, st.st_size)
            head = f.read(HEADER_BYTES)
            small = len(head) < HEADER_BYTES   # the whole file is in `head`
            try:
                fields = check_head(parse_head(head), label)
                tail = head[-TAIL_BYTES:] if small else b""
                if not small:
                    f.seek(max(0, st.st_size - TAIL_BYTES))
                    tail = f.read(TAIL_BYTES)
                if not _TAIL_RE.search(tail):
                    raise _Incomplete()   # cut short, or something after the checksum
                return fields
            except (_Incomplete, SaveError, ValueError, RecursionError, TypeError, AttributeError, KeyError):
                pass
            if not small:
                f.seek(0)
                head = f.read(MAX_BYTES + 1)
            return _whole(head, label)
    except OSError as e:
        raise SaveError(Msg("saves.error.read", "could not read {file}: {reason}", file=label,
                            reason=str(e.strerror or e))) from None


def _whole(raw: bytes, label: str) -> dict[str, Any]:
    doc = _format.parse_doc(raw, label)
    head = {k: doc[k] for k in HEAD_FIELDS if k in doc}
    head["moves"] = len(doc["actions"])
    return head


def entry_fields(head: dict[str, Any]) -> dict[str, Any]:
    """What a listing entry shows of a checked save head (its strings already cleaned)."""
    from .names import clean_label

    return dict(
        game=head["game"],
        seats=[s["name"] for s in head["seats"]],
        label=clean_label(head.get("label", ""), 80),
        updated=float(head["updated"]),
        over=bool(head.get("over", False)),
        # a human conceded: the game ended in the window, though its moves did not end it
        conceded=any(isinstance(s, dict) and bool(s.get("conceded")) for s in head["seats"]),
        moves=head["moves"],
        created=float(head["created"]),
        seed=head["seed"],
    )


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def valid_fields(f: Any) -> bool:
    """An entry of the index has the types a listing entry has (the index is this
    program's own file, but may be damaged or written by anyone: what does not check is
    read from its save again). Strings are cleaned again when drawn."""
    from game.registry import GAMES

    return (isinstance(f, dict) and isinstance(f.get("game"), str) and f["game"] in GAMES
            and isinstance(f.get("seats"), list) and 1 <= len(f["seats"]) <= _format.MAX_SEATS
            and all(isinstance(n, str) and len(n) <= 80 for n in f["seats"])
            and isinstance(f.get("label"), str) and len(f["label"]) <= 200
            and isinstance(f.get("over"), bool) and _is_int(f.get("moves")) and 0 <= f["moves"] <= MAX_ACTIONS
            and _is_int(f.get("seed")) and abs(f["seed"]) < 1 << 63
            and all(type(f.get(k)) is float and 0 <= f[k] < _format.MAX_TIME for k in ("updated", "created"))
            and isinstance(f.get("title"), str) and len(f["title"]) <= 200)


class HeadCache:
    """What the listing shows of each save read (`entry_fields` and its cleaned title), by
    file name and file key; loaded from and saved to the index file beside the saves.
    Shared by the threads of one store (under `lock`)."""

    def __init__(self, root: os.PathLike[str] | str) -> None:
        self.root = root
        self.lock = threading.Lock()
        self.heads: dict[str, tuple[Key, dict[str, Any]]] = {}
        self.loaded = False
        self.dirty = False

    def _index_path(self) -> str:
        return os.path.join(self.root, INDEX_NAME)

    def load_index(self) -> None:
        """Read the index once (a missing, broken or hostile one is ignored)."""
        if self.loaded:
            return
        self.loaded = True
        try:
            p = self._index_path()
            st = os.stat(p)
            if not stat.S_ISREG(st.st_mode) or st.st_size > INDEX_MAX_BYTES:
                return
            with open(p, "rb") as f:
                doc = json.loads(f.read(INDEX_MAX_BYTES + 1))
        except (OSError, ValueError, RecursionError):
            return
        if not (isinstance(doc, dict) and doc.get("format") == INDEX_FORMAT and doc.get("version") == INDEX_VERSION
                and isinstance(doc.get("files"), dict)):
            return
        for name, item in doc["files"].items():
            try:
                key, fields = (int(item[0]), int(item[1]), int(item[2])), item[3]
            except (ValueError, TypeError, IndexError, KeyError, OverflowError):
                continue
            if isinstance(name, str) and valid_fields(fields):
                self.heads[name] = (key, fields)

    def get(self, name: str, key: Key) -> dict[str, Any] | None:
        item = self.heads.get(name)
        return item[1] if item is not None and item[0] == key else None

    def put(self, name: str, key: Key, head: dict[str, Any]) -> None:
        self.heads[name] = (key, head)
        self.dirty = True

    def keep_only(self, names: set[str]) -> None:
        gone = [n for n in self.heads if n not in names]
        for n in gone:
            del self.heads[n]
        if gone:
            self.dirty = True

    def save_index(self) -> None:
        """Write the index if it changed (atomically; a read-only folder keeps none)."""
        if not self.dirty or (len(self.heads) < INDEX_MIN and not os.path.exists(self._index_path())):
            return
        from .store import atomic_write

        files = {name: [k[0], k[1], k[2], fields] for name, (k, fields) in self.heads.items()}
        data = json.dumps({"format": INDEX_FORMAT, "version": INDEX_VERSION, "files": files},
                          separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        try:
            atomic_write(self._index_path(), data, keep_backup=False)
        except OSError:
            return
        self.dirty = False


__all__ = ["HEADER_BYTES", "INDEX_NAME", "HeadCache", "check_head", "entry_fields", "file_key", "head_checksum",
           "parse_head", "read_head"]
