"""The save format: one JSON document with a format name, a version and a checksum.

Version history (the migration chain upgrades older documents in memory only; a file
on disk is never rewritten by loading it):
- 1: the first format (no checksum).
- 2: adds "checksum": "sha256:<hex>" over the canonical JSON of every other field, so a
     damaged byte anywhere (a seat name, a timestamp, the snapshot) is detected even
     when the document still parses. Upgrading 1 -> 2 needs no change of the fields.

`parse_doc(raw)` turns the bytes of a file into a checked, current-version document or
raises SaveError with a message for the player; it never raises anything else.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable
from typing import Any

from .errors import NewerVersionError, SaveError
from .record import SEAT_KINDS

FORMAT_NAME = "yggdrasil-tabletop-save"
FORMAT_VERSION = 2
FIRST_CHECKSUM_VERSION = 2
MAX_BYTES = 5 * 1024 * 1024
MAX_ACTIONS = 100_000
MAX_SEATS = 8
MAX_NAME = 64
MAX_OPTIONS = 16
MAX_TIME = 1e11  # seconds since 1970: far beyond any real clock, rules out inf and junk

# version -> function turning a document of that version into the next version.
# A step receives and returns a dict; it may raise SaveError (anything else it raises
# is turned into a SaveError naming the step).
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no checksum; its fields are those of version 2."""
    doc.pop("checksum", None)
    return doc


MIGRATIONS[1] = _v1_to_v2


# --- checksum -------------------------------------------------------------------------
def canonical_bytes(doc: dict[str, Any]) -> bytes:
    """The canonical JSON of a document without its checksum (what the checksum covers)."""
    body = {k: v for k, v in doc.items() if k != "checksum"}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def checksum_of(doc: dict[str, Any]) -> str:
    return "sha256:" + hashlib.sha256(canonical_bytes(doc)).hexdigest()


def seal(doc: dict[str, Any]) -> bytes:
    """Add the checksum and return the bytes to write (compact UTF-8 JSON)."""
    doc = dict(doc)
    doc.pop("checksum", None)
    doc["checksum"] = checksum_of(doc)
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


# --- versions -------------------------------------------------------------------------
def doc_version(doc: dict[str, Any]) -> int:
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no valid format version")
    return version


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """Bring a document up to FORMAT_VERSION (in memory), or raise SaveError."""
    current = FORMAT_VERSION
    version = doc_version(doc)
    if version > current:
        raise NewerVersionError(
            f"this save was written by a newer version of the program (save format "
            f"{min(version, 10**6)}; this program reads formats up to {current}). "
            f"Update the program to open it; the file is left unchanged."
        )
    if version < 1:
        raise SaveError(f"unknown save format version {max(version, -(10**6))}")
    while version < current:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"no way to upgrade a save of format version {version} to {current}")
        try:
            doc = step(doc)
        except SaveError:
            raise
        except Exception as e:  # a step is code: keep its failure readable
            raise SaveError(
                f"the save could not be upgraded from format version {version} "
                f"({type(e).__name__}: {str(e)[:80]})"
            ) from None
        if not isinstance(doc, dict):
            raise SaveError(f"the upgrade from format version {version} gave no document")
        version += 1
        doc["version"] = version
    return doc


# --- parsing and checking --------------------------------------------------------------
def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _finite_float(text: str) -> float:
    x = float(text)
    if not math.isfinite(x):
        raise ValueError("a number is too large")
    return x


def _utf8_ok(s: str) -> bool:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_doc(raw: bytes, label: str = "the save") -> dict[str, Any]:
    """Bytes of a save file -> a checked document of the current version (no replay)."""
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{label} is too large to be a save ({len(raw) // 1024} KB; at most 5 MB)")
    if not raw.strip():
        raise SaveError(f"{label} is empty (it may have been cut short)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{label} is not a text file (it may be damaged)") from None
    try:
        doc = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except RecursionError:
        raise SaveError(f"{label} is nested too deeply to be a save") from None
    except ValueError as e:  # JSONDecodeError, too many digits, inf / NaN
        raise SaveError(f"{label} is damaged (not valid JSON: {str(e)[:80]})") from None
    if not isinstance(doc, dict):
        raise SaveError(f"{label} is not a save (the top level is not an object)")
    if doc.get("format") != FORMAT_NAME:
        raise SaveError(f"{label} is not a Yggdrasil Tabletop save")
    version = doc_version(doc)
    if FIRST_CHECKSUM_VERSION <= version <= FORMAT_VERSION:
        given = doc.get("checksum")
        if not isinstance(given, str):
            raise SaveError(f"{label} is damaged: its checksum is missing")
        try:
            expected = checksum_of(doc)
        except (ValueError, TypeError, RecursionError):
            raise SaveError(f"{label} is damaged: it cannot be checked") from None
        if given != expected:
            raise SaveError(f"{label} is damaged: its checksum does not match its contents")
    try:
        doc = migrate(doc)
    except SaveError as e:
        raise type(e)(f"{label}: {e}") from None
    check_fields(doc, label)
    clean_strings(doc)
    return doc


def clean_strings(doc: dict[str, Any]) -> None:
    """The seat names and the label of a checked document, cleaned where they enter the
    program (see saves.names): no control or zero-width characters, a length limit. The
    checksum was checked on the bytes as written; only what is kept in memory changes."""
    from .names import clean_label, clean_name

    for i, s in enumerate(doc["seats"]):
        s["name"] = clean_name(s["name"], fallback=f"Player {i + 1}")
    if "label" in doc:
        doc["label"] = clean_label(doc["label"])


def check_fields(doc: dict[str, Any], label: str = "the save") -> None:
    """Types, ranges and sizes of every field a current-version document uses."""
    from game.registry import GAMES

    def bad(what: str) -> SaveError:
        return SaveError(f"{label} is damaged: {what}")

    def need(key: str, kind: type | tuple[type, ...], what: str) -> Any:
        v = doc.get(key)
        if not isinstance(v, kind) or (isinstance(v, bool) and bool not in (kind if isinstance(kind, tuple)
                                                                             else (kind,))):
            raise bad(f"{what} is missing or has the wrong type")
        return v

    game = need("game", str, "the game name")
    if game not in GAMES:
        raise SaveError(f"{label} is for an unknown game {game[:40]!r}")
    spec = GAMES[game]
    seats = need("seats", list, "the seats")
    if not 1 <= len(seats) <= MAX_SEATS:
        raise bad(f"it has {len(seats)} seats")
    if not spec.min_players <= len(seats) <= spec.max_players:
        raise bad(f"{spec.title} is played by {spec.min_players} to {spec.max_players} players, "
                  f"not {len(seats)}")
    for s in seats:
        if not isinstance(s, dict) or not isinstance(s.get("name"), str):
            raise bad("a seat has no valid name")
        kind = s.get("kind")
        if not isinstance(kind, str) or kind not in SEAT_KINDS:
            raise bad("a seat has no valid kind (human or a bot level)")
        if len(s["name"]) > MAX_NAME or not _utf8_ok(s["name"]):
            raise bad("a seat name is too long or not valid text")
        if "hints" in s:
            # hints the seat took ("Ask the bot"); a save from before hints has none
            h = s["hints"]
            if not isinstance(h, int) or isinstance(h, bool) or not 0 <= h <= MAX_ACTIONS:
                raise bad("a seat's count of hints is not valid")
        if "colour" in s:
            # a colour is the index of one of the game's seat colours (as many as seats)
            c = s["colour"]
            if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < spec.max_players:
                shown = repr(c[:20]) if isinstance(c, str) else str(c)[:20] if isinstance(c, int) else type(c).__name__
                raise bad(f"a seat colour is not one of the {spec.max_players} colours of {spec.title} ({shown})")
    seed = need("seed", int, "the seed")
    if abs(seed) >= 1 << 63:
        raise bad("the seed is out of range")
    options = need("options", dict, "the options")
    if len(options) > MAX_OPTIONS:
        raise bad("it has too many options")
    for k, v in options.items():
        if (not isinstance(v, str) or len(k) > MAX_NAME or len(v) > MAX_NAME
                or not _utf8_ok(k) or not _utf8_ok(v)):
            raise bad(f"option {k[:40]!r} is not valid")
    actions = need("actions", list, "the list of moves")
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"{label} holds too many moves to be a real game")
    n = len(seats)
    for i, a in enumerate(actions):
        if not (isinstance(a, list) and len(a) == 2 and isinstance(a[0], int)
                and not isinstance(a[0], bool) and 0 <= a[0] < n):
            raise bad(f"move {i + 1} is not of the form [seat, action]")
    need("snapshot", dict, "the game snapshot")
    for key in ("created", "updated"):
        t = need(key, (int, float), f"the {key} time")
        if not 0 <= t < MAX_TIME:
            raise bad(f"the {key} time is out of range")
    for key, kind, limit in (("label", str, 200), ("app_version", str, 40)):
        if key in doc and (not isinstance(doc[key], kind) or len(doc[key]) > limit
                           or not _utf8_ok(doc[key])):
            raise bad(f"the {key.replace('_', ' ')} is not valid")
    if "over" in doc and not isinstance(doc["over"], bool):
        raise bad("the game-over flag is not valid")
