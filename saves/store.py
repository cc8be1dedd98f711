"""SaveStore: atomic JSON saves in one folder, loaded by replaying the moves.

Writes go to a temporary file in the same folder, are flushed and fsynced, then
`os.replace`d over the save; the previous save is first kept as `<name>.json.bak`.
Loading replays the recorded actions from the seed and checks the result against the
snapshot. Anything broken or hostile raises SaveError and changes no file.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

from .errors import SaveError
from .format import FORMAT_NAME, FORMAT_VERSION, MAX_ACTIONS, MAX_BYTES, migrate
from .record import SEAT_KINDS, GameRecord

APP_VERSION = "0.1.0"
AUTOSAVE_PREFIX = "autosave-"
_NAME_RE = re.compile(r"^[\w][\w .\-()'!,&+]{0,63}$", re.UNICODE)


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
    if "/" in name or "\\" in name or name in (".", "..") or ".." in name:
        raise SaveError(f"a save name cannot contain path separators or '..': {name!r}")
    if not _NAME_RE.match(name):
        raise SaveError(
            "a save name may use letters, digits, spaces and . - ( ) ' ! , & + "
            "(at most 64 characters)"
        )
    return name


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


def atomic_write(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Write data to path atomically; the old file becomes path + '.bak'."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    if keep_backup and path.exists():
        # the current file becomes the backup without ever leaving `path` missing:
        # link (or copy) it to a temporary name, then rename that over the backup
        bak = path.with_name(path.name + ".bak")
        tmp_bak = path.with_name(f".{path.name}.{os.getpid()}.bak.tmp")
        try:
            if tmp_bak.exists():
                tmp_bak.unlink()
            os.link(path, tmp_bak)
        except OSError:
            with open(path, "rb") as src, open(tmp_bak, "wb") as dst:
                dst.write(src.read())
                dst.flush()
                os.fsync(dst.fileno())
        os.replace(tmp_bak, bak)
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def _normalise(obj: Any) -> Any:
    """JSON round trip, so tuples and lists compare equal."""
    return json.loads(json.dumps(obj))


class SaveStore:
    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root) if root is not None else default_root()

    def path_of(self, name: str) -> Path:
        return self.root / f"{check_name(name)}.json"

    # --- writing ------------------------------------------------------------------
    def encode(self, rec: GameRecord, state: Any) -> bytes:
        from game.registry import get_game

        spec = get_game(rec.game_id)
        rec.updated = time.time()
        doc = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "app_version": APP_VERSION,
            "game": rec.game_id,
            "seats": rec.seats,
            "seed": rec.seed,
            "options": rec.options,
            "actions": [[seat, a] for seat, a in rec.actions],
            "label": state.round_label(),
            "over": state.is_over(),
            "created": rec.created,
            "updated": rec.updated,
            "snapshot": state.to_json(),
        }
        del spec
        data = json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        if len(data) > MAX_BYTES:
            raise SaveError("the game is too long to save (over 5 MB)")
        return data

    def save(self, name: str, rec: GameRecord, state: Any) -> Path:
        path = self.path_of(name)
        data = self.encode(rec, state)
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            atomic_write(path, data)
        except OSError as e:
            raise SaveError(f"could not write the save {name!r}: {e.strerror or e}") from e
        return path

    def autosave_name(self, rec: GameRecord) -> str:
        return f"{AUTOSAVE_PREFIX}{rec.game_id}-{int(rec.created * 1000)}"

    def autosave(self, rec: GameRecord, state: Any) -> Path:
        return self.save(self.autosave_name(rec), rec, state)

    # --- reading ------------------------------------------------------------------
    def read_doc(self, path: Path) -> dict[str, Any]:
        """Read and check the outer shape of a save document (no replay)."""
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            raise SaveError(f"there is no save called {path.stem!r}") from None
        except OSError as e:
            raise SaveError(f"could not read {path.name}: {e.strerror or e}") from e
        if size > MAX_BYTES:
            raise SaveError(f"{path.name} is too large to be a save ({size // 1024} KB; at most 5 MB)")
        try:
            raw = path.read_bytes()
        except OSError as e:
            raise SaveError(f"could not read {path.name}: {e.strerror or e}") from e
        return parse_doc(raw, path.name)

    def load(self, name: str) -> tuple[GameRecord, Any]:
        path = self.path_of(name)
        doc = self.read_doc(path)
        return replay_doc(doc, path.name)

    def load_path(self, path: Path) -> tuple[GameRecord, Any]:
        return replay_doc(self.read_doc(Path(path)), Path(path).name)

    def list(self) -> list[dict[str, Any]]:
        """Every save in the folder, newest first; a broken one carries 'error'."""
        out: list[dict[str, Any]] = []
        if not self.root.is_dir():
            return out
        for p in self.root.glob("*.json"):
            entry: dict[str, Any] = {"name": p.stem, "path": str(p), "autosave": p.stem.startswith(AUTOSAVE_PREFIX)}
            try:
                doc = self.read_doc(p)
                entry.update(
                    game=doc["game"],
                    seats=[s.get("name", "?") for s in doc["seats"]],
                    label=str(doc.get("label", ""))[:80],
                    updated=float(doc.get("updated") or p.stat().st_mtime),
                    over=bool(doc.get("over", False)),
                )
            except SaveError as e:
                entry.update(error=str(e), updated=p.stat().st_mtime)
            out.append(entry)
        out.sort(key=lambda e: e.get("updated", 0), reverse=True)
        return out

    def latest_autosave(self) -> dict[str, Any] | None:
        for e in self.list():
            if e["autosave"] and "error" not in e and not e.get("over"):
                return e
        return None

    def delete(self, name: str) -> None:
        path = self.path_of(name)
        if not path.exists():
            raise SaveError(f"there is no save called {name!r}")
        try:
            path.unlink()
            bak = path.with_name(path.name + ".bak")
            if bak.exists():
                bak.unlink()
        except OSError as e:
            raise SaveError(f"could not delete {name!r}: {e.strerror or e}") from e


def parse_doc(raw: bytes, label: str = "the save") -> dict[str, Any]:
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{label} is too large to be a save (at most 5 MB)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{label} is not a text file (it may be damaged)") from None
    try:
        doc = json.loads(text)
    except RecursionError:
        raise SaveError(f"{label} is nested too deeply to be a save") from None
    except ValueError as e:
        raise SaveError(f"{label} is damaged (not valid JSON: {str(e)[:80]})") from None
    if not isinstance(doc, dict):
        raise SaveError(f"{label} is not a save (the top level is not an object)")
    if doc.get("format") != FORMAT_NAME:
        raise SaveError(f"{label} is not a Yggdrasil Tabletop save")
    doc = migrate(doc)
    _check_fields(doc, label)
    return doc


def _check_fields(doc: dict[str, Any], label: str) -> None:
    from game.registry import GAMES

    def need(key: str, kind: type | tuple[type, ...], what: str) -> Any:
        v = doc.get(key)
        if not isinstance(v, kind) or isinstance(v, bool) and kind is not bool:
            raise SaveError(f"{label} is damaged: {what} is missing or has the wrong type")
        return v

    game = need("game", str, "the game name")
    if game not in GAMES:
        raise SaveError(f"{label} is for an unknown game {game[:40]!r}")
    seats = need("seats", list, "the seats")
    if not 1 <= len(seats) <= 8:
        raise SaveError(f"{label} is damaged: it has {len(seats)} seats")
    for s in seats:
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or s.get("kind") not in SEAT_KINDS:
            raise SaveError(f"{label} is damaged: a seat has no valid name or kind")
        if len(s["name"]) > 64:
            raise SaveError(f"{label} is damaged: a seat name is too long")
    seed = need("seed", int, "the seed")
    if abs(seed) >= 1 << 63:
        raise SaveError(f"{label} is damaged: the seed is out of range")
    options = need("options", dict, "the options")
    for k, v in options.items():
        if not isinstance(v, str) or len(k) > 64 or len(v) > 64:
            raise SaveError(f"{label} is damaged: option {k[:40]!r} is not valid")
    actions = need("actions", list, "the list of moves")
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"{label} holds too many moves to be a real game")
    for a in actions:
        if not (isinstance(a, list) and len(a) == 2 and isinstance(a[0], int)
                and not isinstance(a[0], bool) and 0 <= a[0] < len(seats)):
            raise SaveError(f"{label} is damaged: a move is not of the form [seat, action]")
    need("snapshot", dict, "the game snapshot")


def replay_doc(doc: dict[str, Any], label: str = "the save") -> tuple[GameRecord, Any]:
    """Rebuild the game by replaying the moves; compare with the snapshot."""
    from game.core import IllegalAction
    from game.registry import get_game

    spec = get_game(doc["game"])
    if not spec.available:
        raise SaveError(f"{label} is a {spec.title} game, which this version cannot play yet")
    seats = doc["seats"]
    try:
        state = spec.new_game(len(seats), doc["seed"], doc["options"])
    except ValueError as e:
        raise SaveError(f"{label} cannot be set up: {e}") from None
    rec = GameRecord(doc["game"], seats, doc["seed"], doc["options"], [],
                     float(doc.get("created") or 0), float(doc.get("updated") or 0))
    for i, (seat, aj) in enumerate(doc["actions"]):
        try:
            action = spec.action_from_json(aj)
            state.apply(seat, action)
        except IllegalAction as e:
            raise SaveError(f"{label} is damaged: move {i + 1} is not legal on replay ({e})") from None
        except (TypeError, ValueError, KeyError, IndexError, RecursionError) as e:
            raise SaveError(f"{label} is damaged: move {i + 1} cannot be read ({type(e).__name__})") from None
        rec.actions.append((seat, aj))
    if _normalise(state.to_json()) != doc["snapshot"]:
        raise SaveError(f"{label} is damaged: its moves do not lead to the position it recorded")
    return rec, state
