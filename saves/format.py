"""The save format: one JSON document with a format name, a version and a checksum.

Version history (the migration chain upgrades older documents in memory only; a file
on disk is never rewritten by loading it):
- 1: the first format (no checksum).
- 2: adds "checksum": "sha256:<hex>" over the canonical JSON of every other field, so a
     damaged byte anywhere (a seat name, a timestamp, the snapshot) is detected even
     when the document still parses. Upgrading 1 -> 2 needs no change of the fields.

`parse_doc(raw)` turns the bytes of a file into a checked, current-version document or
raises SaveError with a message for the player; it never raises anything else.

Every message for the player is a `game.core.Msg` (key `saves.error.<name>`, its English,
its parameters; a word such as "the save" is a message too): its text is the English
sentence, and the window words it in the language shown (`ui.widgets.text.error_text`).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable
from typing import Any

from game.core.messages import Msg

from .errors import NewerVersionError, SaveError
from .record import SEAT_KINDS

# the release of the program; 0.3.1: a Ragnarok solo enemy's Build with a Temple on its mat
# slays the Giant at its Chieftain Boat again (B12); 0.3.0: the Ragnarok solo enemy's Builds no longer slay Giants,
# Frost Jarl retuned; 0.2.0: Tiny Epic Vikings rules corrected (Exchange, Harvest, the solo enemy)
APP_VERSION = "0.3.1"
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

# what a message calls a save when it has no file name to give
THE_SAVE = Msg("saves.word.the_save", "the save")


def reason_of(error: BaseException) -> str:
    """The message an error was raised with: its `Msg` when it has one (so that it can be
    worded in another language), else its text."""
    if error.args and isinstance(error.args[0], Msg):
        return error.args[0]
    return str(error)


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
        raise SaveError(Msg("saves.error.no_version", "the save has no valid format version"))
    return version


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """Bring a document up to FORMAT_VERSION (in memory), or raise SaveError."""
    current = FORMAT_VERSION
    version = doc_version(doc)
    if version > current:
        raise NewerVersionError(Msg(
            "saves.error.newer_format",
            "this save was written by a newer version of the program (save format "
            "{version}; this program reads formats up to {current}). "
            "Update the program to open it; the file is left unchanged.",
            version=min(version, 10**6), current=current,
        ))
    if version < 1:
        raise SaveError(Msg("saves.error.unknown_version", "unknown save format version {version}",
                            version=max(version, -(10**6))))
    while version < current:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(Msg("saves.error.no_upgrade", "no way to upgrade a save of format version {version} "
                                "to {current}", version=version, current=current))
        try:
            doc = step(doc)
        except SaveError:
            raise
        except Exception as e:  # a step is code: keep its failure readable
            raise SaveError(Msg(
                "saves.error.upgrade_failed", "the save could not be upgraded from format version {version} "
                "({error})", version=version, error=f"{type(e).__name__}: {str(e)[:80]}",
            )) from None
        if not isinstance(doc, dict):
            raise SaveError(Msg("saves.error.upgrade_empty", "the upgrade from format version {version} "
                                "gave no document", version=version))
        version += 1
        doc["version"] = version
    return doc


# --- releases -------------------------------------------------------------------------
def release_tuple(v: Any) -> tuple[int, ...] | None:
    """'0.3.0' -> (0, 3); None for anything that is not dotted digits (0.1 and 0.1.0 are
    the same release)."""
    if not isinstance(v, str) or not v or len(v) > 40:
        return None
    parts = v.split(".")
    if not all(p.isdigit() and len(p) <= 9 for p in parts):
        return None
    t = [int(p) for p in parts]
    while t and t[-1] == 0:
        t.pop()
    return tuple(t)


def newer_release(v: Any) -> bool:
    """True if `v` names a later release of the program than this one."""
    mine, theirs = release_tuple(APP_VERSION), release_tuple(v)
    return mine is not None and theirs is not None and theirs > mine


def newer_release_error(label: str, version: str) -> NewerVersionError:
    """A save of a newer release that this one cannot open as it is (a new option, a
    changed rule, a new kind of move): said so, never called damaged."""
    from .names import clean_text

    return NewerVersionError(Msg(
        "saves.error.newer_release",
        "{label} was made by a newer version of Yggdrasil Tabletop ({version}); this is version {mine}. "
        "Update the program to open it; the file is left unchanged.",
        label=label, version=clean_text(version, 40), mine=APP_VERSION,
    ))


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


def damaged(label: str, what: str) -> SaveError:
    """"<label> is damaged: <what>" (both may be messages)."""
    return SaveError(Msg("saves.error.damaged", "{label} is damaged: {what}", label=label, what=what))


def too_large(label: str, size: int) -> SaveError:
    return SaveError(Msg("saves.error.too_large", "{label} is too large to be a save ({kb} KB; at most 5 MB)",
                         label=label, kb=size // 1024))


def parse_doc(raw: bytes, label: str = THE_SAVE) -> dict[str, Any]:
    """Bytes of a save file -> a checked document of the current version (no replay)."""
    if len(raw) > MAX_BYTES:
        raise too_large(label, len(raw))
    if not raw.strip():
        raise SaveError(Msg("saves.error.empty", "{label} is empty (it may have been cut short)", label=label))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(Msg("saves.error.not_text", "{label} is not a text file (it may be damaged)",
                            label=label)) from None
    try:
        doc = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except RecursionError:
        raise SaveError(Msg("saves.error.too_deep", "{label} is nested too deeply to be a save",
                            label=label)) from None
    except ValueError as e:  # JSONDecodeError, too many digits, inf / NaN
        raise SaveError(Msg("saves.error.not_json", "{label} is damaged (not valid JSON: {error})",
                            label=label, error=str(e)[:80])) from None
    if not isinstance(doc, dict):
        raise SaveError(Msg("saves.error.not_object", "{label} is not a save (the top level is not an object)",
                            label=label))
    if doc.get("format") != FORMAT_NAME:
        raise SaveError(Msg("saves.error.not_ours", "{label} is not a Yggdrasil Tabletop save", label=label))
    version = doc_version(doc)
    if FIRST_CHECKSUM_VERSION <= version <= FORMAT_VERSION:
        given = doc.get("checksum")
        if not isinstance(given, str):
            raise damaged(label, Msg("saves.error.damaged.no_checksum", "its checksum is missing"))
        try:
            expected = checksum_of(doc)
        except (ValueError, TypeError, RecursionError):
            raise damaged(label, Msg("saves.error.damaged.unchecked", "it cannot be checked")) from None
        if given != expected:
            raise damaged(label, Msg("saves.error.damaged.checksum", "its checksum does not match its contents"))
    try:
        doc = migrate(doc)
    except SaveError as e:
        raise type(e)(Msg("saves.error.of_file", "{label}: {reason}", label=label, reason=reason_of(e))) from None
    try:
        check_fields(doc, label)
    except SaveError:
        if newer_release(doc.get("app_version")):
            # its checksum holds: what does not fit is what a newer release added
            raise newer_release_error(label, doc["app_version"]) from None
        raise
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


def check_fields(doc: dict[str, Any], label: str = THE_SAVE) -> None:
    """Types, ranges and sizes of every field a current-version document uses."""
    from game.registry import GAMES

    def bad(what: str) -> SaveError:
        return damaged(label, what)

    def need(key: str, kind: type | tuple[type, ...], what: str) -> Any:
        v = doc.get(key)
        if not isinstance(v, kind) or (isinstance(v, bool) and bool not in (kind if isinstance(kind, tuple)
                                                                             else (kind,))):
            raise bad(Msg("saves.error.damaged.field", "{what} is missing or has the wrong type", what=what))
        return v

    game = need("game", str, Msg("saves.field.game", "the game name"))
    if game not in GAMES:
        raise SaveError(Msg("saves.error.unknown_game", "{label} is for an unknown game {game}",
                            label=label, game=repr(game[:40])))
    spec = GAMES[game]
    title = Msg(f"game.{game}", spec.title)
    seats = need("seats", list, Msg("saves.field.seats", "the seats"))
    if not 1 <= len(seats) <= MAX_SEATS:
        raise bad(Msg("saves.error.damaged.seat_count", "it has {n} seats", n=len(seats)))
    if not spec.min_players <= len(seats) <= spec.max_players:
        raise bad(Msg("saves.error.damaged.players", "{game} is played by {low} to {high} players, not {n}",
                      game=title, low=spec.min_players, high=spec.max_players, n=len(seats)))
    for s in seats:
        if not isinstance(s, dict) or not isinstance(s.get("name"), str):
            raise bad(Msg("saves.error.damaged.seat_name", "a seat has no valid name"))
        kind = s.get("kind")
        if not isinstance(kind, str) or kind not in SEAT_KINDS:
            raise bad(Msg("saves.error.damaged.seat_kind", "a seat has no valid kind (human or a bot level)"))
        if len(s["name"]) > MAX_NAME or not _utf8_ok(s["name"]):
            raise bad(Msg("saves.error.damaged.seat_name_text", "a seat name is too long or not valid text"))
        if "hints" in s:
            # hints the seat took ("Ask the bot"); a save from before hints has none
            h = s["hints"]
            if not isinstance(h, int) or isinstance(h, bool) or not 0 <= h <= MAX_ACTIONS:
                raise bad(Msg("saves.error.damaged.hints", "a seat's count of hints is not valid"))
        if "undos" in s:
            # decisions the seat took back (counted from this release on)
            u = s["undos"]
            if not isinstance(u, int) or isinstance(u, bool) or not 0 <= u <= MAX_ACTIONS:
                raise bad(Msg("saves.error.damaged.undos", "a seat's count of undos is not valid"))
        if "colour" in s:
            # a colour is the index of one of the game's seat colours (as many as seats)
            c = s["colour"]
            if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < spec.max_players:
                shown = repr(c[:20]) if isinstance(c, str) else str(c)[:20] if isinstance(c, int) else type(c).__name__
                raise bad(Msg("saves.error.damaged.colour", "a seat colour is not one of the {k} colours of {game} "
                              "({shown})", k=spec.max_players, game=title, shown=shown))
    seed = need("seed", int, Msg("saves.field.seed", "the seed"))
    if abs(seed) >= 1 << 63:
        raise bad(Msg("saves.error.damaged.seed", "the seed is out of range"))
    options = need("options", dict, Msg("saves.field.options", "the options"))
    if len(options) > MAX_OPTIONS:
        raise bad(Msg("saves.error.damaged.options", "it has too many options"))
    for k, v in options.items():
        if (not isinstance(v, str) or len(k) > MAX_NAME or len(v) > MAX_NAME
                or not _utf8_ok(k) or not _utf8_ok(v)):
            raise bad(Msg("saves.error.damaged.option", "option {name} is not valid", name=repr(k[:40])))
    actions = need("actions", list, Msg("saves.field.actions", "the list of moves"))
    if len(actions) > MAX_ACTIONS:
        raise SaveError(Msg("saves.error.too_many_moves", "{label} holds too many moves to be a real game",
                            label=label))
    n = len(seats)
    for i, a in enumerate(actions):
        if not (isinstance(a, list) and len(a) == 2 and isinstance(a[0], int)
                and not isinstance(a[0], bool) and 0 <= a[0] < n):
            raise bad(Msg("saves.error.damaged.move_form", "move {n} is not of the form [seat, action]", n=i + 1))
    need("snapshot", dict, Msg("saves.field.snapshot", "the game snapshot"))
    times = {"created": Msg("saves.field.created", "the created time"),
             "updated": Msg("saves.field.updated", "the updated time")}
    for key, what in times.items():
        t = need(key, (int, float), what)
        if not 0 <= t < MAX_TIME:
            raise bad(Msg("saves.error.damaged.range", "{what} is out of range", what=what))
    fields = (("label", str, 200, Msg("saves.field.label", "the label")),
              ("app_version", str, 40, Msg("saves.field.app_version", "the app version")))
    for key, kind, limit, what in fields:
        if key in doc and (not isinstance(doc[key], kind) or len(doc[key]) > limit
                           or not _utf8_ok(doc[key])):
            raise bad(Msg("saves.error.damaged.invalid", "{what} is not valid", what=what))
    if "over" in doc and not isinstance(doc["over"], bool):
        raise bad(Msg("saves.error.damaged.over", "the game-over flag is not valid"))
