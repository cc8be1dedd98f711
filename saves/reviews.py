"""The bot's reviews of a game (issue 35 item 2), kept beside the saves as
`<saves>/reviews/<key>-<level>.json` (the key a hash of the record, so a game is reviewed
once at each precision) and carried inside an exported game, so an imported game keeps
its review. The documents are checked here for their shape; their judgements are read
(and checked again) by `game.ai.review.from_json` where they are used.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any

from game.ai.review import LEVELS

from .record import GameRecord

FOLDER = "reviews"
REVIEW_VERSION = 1


def review_key(rec: GameRecord) -> str:
    """The identity of a record's game: its game, seed, options, seats and moves."""
    doc = [rec.game_id, rec.seed, rec.options, [s.get("kind") for s in rec.seats], rec.actions]
    return hashlib.sha256(json.dumps(doc, sort_keys=True, default=str).encode()).hexdigest()[:32]


def review_file(root: str | os.PathLike[str], rec: GameRecord, level: str) -> Path:
    return Path(root) / FOLDER / f"{review_key(rec)}-{level}.json"


def well_formed(doc: Any, rec: GameRecord, level: str) -> bool:
    """A review document of this record at this precision, of this version, with a dict
    of seats (each a list), for seats the game has."""
    if not isinstance(doc, dict) or doc.get("version") != REVIEW_VERSION or doc.get("key") != review_key(rec):
        return False
    seats = doc.get("seats")
    if doc.get("level") != level or not isinstance(seats, dict) or len(seats) > len(rec.seats):
        return False
    return all(isinstance(k, str) and k.isdigit() and int(k) < len(rec.seats) and isinstance(v, list)
               for k, v in seats.items())


def read_review(root: str | os.PathLike[str], rec: GameRecord, level: str) -> dict | None:
    """The stored review document, or None (missing, unreadable or not this game's)."""
    path = review_file(root, rec, level)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return doc if well_formed(doc, rec, level) else None


def write_review(root: str | os.PathLike[str], rec: GameRecord, level: str, doc: dict) -> bool:
    """Write a review document atomically; False if it could not be written (it is then
    computed again next time: nothing else is lost)."""
    path = review_file(root, rec, level)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(doc), encoding="utf-8")
        tmp.replace(path)
        return True
    except OSError:
        return False


def stored_reviews(root: str | os.PathLike[str], rec: GameRecord) -> dict[str, dict]:
    """Every stored review of this game, by precision (what an export carries)."""
    out = {}
    for level in LEVELS:
        doc = read_review(root, rec, level)
        if doc is not None:
            out[level] = doc
    return out


def keep_carried(root: str | os.PathLike[str], rec: GameRecord, carried: Any) -> int:
    """Store the reviews an imported game carried (those of this game, well formed);
    returns how many were kept. Anything else in `carried` is ignored."""
    if not isinstance(carried, dict):
        return 0
    kept = 0
    for level, doc in list(carried.items())[:len(LEVELS)]:
        if level in LEVELS and well_formed(doc, rec, level) and write_review(root, rec, level, doc):
            kept += 1
    return kept


__all__ = ["FOLDER", "REVIEW_VERSION", "keep_carried", "read_review", "review_file", "review_key",
           "stored_reviews", "well_formed", "write_review"]
