"""Sharing a game (issue 35 item 5): export a save's record as one JSON file with a clear
name into the data folder's `exports/`, and import such files from its `imports/`.

An exported file is the save itself, written again by this program (the same format, so
it loads anywhere a save loads), with the bot's stored reviews of the game in "reviews"
(an import keeps those that are well formed and of this game). An import gets the same checks as a load (size, a
regular file, the format and its checksum, every move replayed and compared with the
snapshot); a hostile or broken file raises SaveError with a message and nothing is
written. An imported game joins the saves folder under a name of its own (never over
another game) and, when finished, the statistics.

A game played at another computer's table comes the same way: once it is over, the host
sends each seat the game as a save document (docs/network.md, the `record` message);
`received_game` checks it as a load checks a file and `keep_received` saves it.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

from game.core.messages import Msg

from .errors import SaveError
from .format import MAX_BYTES, parse_doc, seal
from .record import GameRecord
from .records import data_folder
from .reviews import keep_carried, stored_reviews
from .store import SaveStore, _shown, atomic_write, check_name, replay_doc

EXPORTS = "exports"
IMPORTS = "imports"
MAX_IMPORTS = 200   # files looked at by one Import


def exports_folder(store: SaveStore) -> Path:
    return data_folder(store.root) / EXPORTS


def imports_folder(store: SaveStore) -> Path:
    return data_folder(store.root) / IMPORTS


def _slug(text: str, limit: int = 40) -> str:
    return re.sub(r"[^\w-]+", "-", str(text), flags=re.UNICODE).strip("-_")[:limit].strip("-_") or "game"


def export_name(rec: Any, save_name: str) -> str:
    """`<game>-<date the game began>-<save name>.json`, plain letters only."""
    try:
        when = time.strftime("%Y-%m-%d_%H%M", time.localtime(float(rec.created)))
    except (OverflowError, OSError, ValueError):
        when = "undated"
    return f"{rec.game_id}-{when}-{_slug(save_name)}.json"


def export_save(store: SaveStore, save_name: str) -> Path:
    """Write the save `save_name` (checked by loading it) as one JSON file in the exports
    folder; returns its path. SaveError with a message if it cannot."""
    loaded = store.load_report(save_name)
    try:
        data = loaded.path.read_bytes()   # the copy that just loaded, as it is (its times kept)
    except OSError:
        data = store.encode(loaded.record.copy(), loaded.state)
    reviews = stored_reviews(store.root, loaded.record)
    if reviews:                           # the bot's reviews of it travel with the game
        doc = json.loads(data)
        doc["reviews"] = reviews
        data = seal(doc)
    folder = exports_folder(store)
    base = export_name(loaded.record, save_name)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / base
        k = 2
        while path.exists() and path.read_bytes() != data:
            path = folder / f"{base[:-5]}-{k}.json"
            k += 1
        atomic_write(path, data, keep_backup=False)
    except OSError as e:
        raise SaveError(Msg("share.error.export", "could not write the export in {folder}: {reason}",
                            folder=_shown(str(folder)), reason=str(e.strerror or e))) from None
    return path


def import_file(store: SaveStore, path: str | os.PathLike[str]) -> str:
    """Import one exported game into the saves folder; returns the save's name. SaveError
    (nothing written) for a file that would not load."""
    path = Path(path)
    label = _shown(path.name)
    doc = store.read_doc(path)           # a regular file, at most MAX_BYTES, the format and checksum
    rec, state = replay_doc(doc, label)  # every move replayed and checked against the snapshot
    stem = _slug(path.stem, 50).replace("_", " ")
    try:
        name = check_name(f"Imported {stem}")
    except SaveError:
        name = "Imported game"
    written = store.save(name, rec, state, fresh=True)
    store.record_finished(rec, state, source=written.stem)
    keep_carried(store.root, rec, doc.get("reviews"))
    return written.stem


def import_all(store: SaveStore) -> tuple[list[str], list[tuple[str, Any]], Path]:
    """Import every .json file of the imports folder (made if missing): the names of the
    saves written, the (file, message) of the files refused, and the folder."""
    folder = imports_folder(store)
    done: list[str] = []
    refused: list[tuple[str, Any]] = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with os.scandir(folder) as it:
            files = sorted(d.name for d in it if d.name.lower().endswith(".json") and not d.name.startswith("."))
    except OSError as e:
        raise SaveError(Msg("share.error.imports_folder", "the imports folder {folder} cannot be read: {reason}",
                            folder=_shown(str(folder)), reason=str(e.strerror or e))) from None
    for fname in files[:MAX_IMPORTS]:
        try:
            done.append(import_file(store, folder / fname))
        except SaveError as e:
            from .format import reason_of

            refused.append((_shown(fname), reason_of(e)))
    return done, refused, folder


def received_game(doc: Any, label: str) -> tuple[GameRecord, Any]:
    """A game sent from another computer as a save document (a table's host, once the game
    is over), checked exactly as a save loaded from a file: its size, the format and its
    checksum, every field, every move replayed from the seed and checked legal, the
    position reached compared with its snapshot. SaveError (a message) otherwise."""
    try:
        raw = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    except (TypeError, ValueError, RecursionError, UnicodeEncodeError):
        raise SaveError(Msg("share.error.not_a_save", "{label} is not a save", label=label)) from None
    return replay_doc(parse_doc(raw, label), label)


_NAME_CHAR = re.compile(r"[\w .\-()'!,&+]", re.UNICODE)   # what saves.store.check_name allows


def safe_save_name(text: str, fallback: str = "Network game") -> str:
    """`text` made a save name `check_name` takes (any name a table or a player was given:
    the characters it refuses become spaces, no '..', at most 64 characters), else
    `fallback` made one, else "Network game"."""
    from .names import clean_text

    for candidate in (text, fallback, "Network game"):
        kept = "".join(ch if _NAME_CHAR.fullmatch(ch) else " " for ch in clean_text(candidate, 200))
        kept = re.sub(r"\.{2,}", ".", " ".join(kept.split()))
        kept = kept.lstrip(" .-()'!,&+")[:64].rstrip(" .")
        try:
            return check_name(kept)
        except SaveError:
            continue
    return "Network game"


def keep_received(store: SaveStore, rec: GameRecord, state: Any, name: str) -> str:
    """Save a received game in the saves folder under `name` made safe (never over another
    game's save: a suffix is added; this same game is saved again in its place) and count it
    in the statistics once it is finished (once, whatever the number of times it comes).
    Returns the save's name; SaveError if it cannot be written."""
    written = store.save(safe_save_name(name), rec, state, fresh=True)
    store.record_finished(rec, state, source=written.stem)
    return written.stem


__all__ = ["EXPORTS", "IMPORTS", "MAX_BYTES", "export_name", "export_save", "exports_folder", "import_all",
           "import_file", "imports_folder", "keep_received", "received_game", "safe_save_name"]
