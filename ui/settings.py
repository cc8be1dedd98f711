"""Player settings, saved as JSON in the user config folder.

A missing file gives the defaults. A broken file (not a regular file, too large, not
UTF-8, bad JSON, wrong types, values out of range) gives the defaults for what is wrong,
never a crash and never a hang: `Settings.read` returns, with the settings, the notices
that say what was reset and why (the title shows them once). A write that fails says why
(`save_error`) and leaves no temporary file behind.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, ClassVar

from game.core.messages import Msg
from ui import paths as _paths
from ui.i18n import english
from ui.paths import config_dir

_log = logging.getLogger("yggdrasil.settings")

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
ANIMATION_SPEEDS = (0, 1, 2, 3)  # 0 instant, 1 normal, 2 fast, 3 slow
# the order the Settings screen shows them in: Instant, Fast, Normal, Slow
ANIMATION_ORDER = (0, 2, 1, 3)
BOT_PAUSE_RANGE = (0.0, 5.0)
BOT_BUDGET_RANGE = (0.2, 30.0)
# finished games whose autosaves are kept (the most recently played; -1: every game)
KEEP_FINISHED_CHOICES = (6, 12, 30, -1)
# the text size setting, in per cent of the texts' own sizes
TEXT_SIZES = (100, 125, 150)
# a settings file holds well under 1 KiB: anything larger is not one (and is not read)
MAX_FILE_BYTES = 64 * 1024
# the Settings screen's name of each setting, for the notice that says which were reset
LABELS: dict[str, tuple[str, str]] = {
    "window_size": ("settings.window_size", "Window size"),
    "window_fitted": ("settings.window_size", "Window size"),
    "fullscreen": ("settings.fullscreen", "Full screen (F11)"),
    "animation_speed": ("settings.animation", "Animation speed"),
    "bot_pause": ("settings.bot_pause", "Pause between bot moves"),
    "bot_budget": ("settings.bot_budget", "Hard bot thinking time"),
    "confirm_end_turn": ("settings.confirm_end_turn", "Ask before ending my turn"),
    "narration_auto": ("settings.narration_auto", "Move on by itself"),
    "volume": ("settings.volume", "Sound volume"),
    "muted": ("settings.mute", "Mute"),
    "language": ("settings.language", "Language"),
    "keep_finished_games": ("settings.keep_finished", "Finished games kept"),
    "text_size": ("settings.text_size", "Text size"),
}
_EVERYTHING = "every setting is back to its default"
# numbers each write of this process: its temporary file is its own
_WRITES = itertools.count(1)


def settings_path() -> Path:
    return config_dir() / "settings.json"


@dataclass
class Settings:
    window_size: tuple[int, int] = (1600, 900)
    # False until the first window was fitted to the screen (or a size was chosen)
    window_fitted: bool = False
    fullscreen: bool = False
    animation_speed: int = 1
    bot_pause: float = 0.6
    bot_budget: float = 2.0
    # ask before a click that ends the human's turn (a card that ends it at once, Done)
    confirm_end_turn: bool = False
    # a told moment (a battle, an enemy turn) closes by itself after a reading pause,
    # instead of waiting for each human's Continue (ui.overlays.narration)
    narration_auto: bool = False
    # sound effects: volume 0..1 and mute (ui.sound)
    volume: float = 0.6
    muted: bool = False
    # the language of the whole program ("" until chosen: the system's, else English)
    language: str = ""
    # the autosaves of finished games kept (saves.store prunes older ones; -1: all)
    keep_finished_games: int = 12
    # the size of every text, in per cent (ui.fonts applies it with the size rule)
    text_size: int = 100

    # --- validation -----------------------------------------------------------------
    @staticmethod
    def _check(name: str, value: Any) -> Any:
        """The value in the right type, or raise ValueError."""
        if name == "window_size":
            if (not isinstance(value, (list, tuple)) or len(value) != 2
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
                raise ValueError("window_size must be two whole numbers")
            w, h = value
            if not (320 <= w <= 10000 and 240 <= h <= 10000):
                raise ValueError(f"window_size {w}x{h} is out of range")
            return (w, h)
        if name in ("fullscreen", "window_fitted", "confirm_end_turn", "narration_auto", "muted"):
            if not isinstance(value, bool):
                raise ValueError(f"{name} must be true or false")
            return value
        if name == "animation_speed":
            if isinstance(value, bool) or value not in ANIMATION_SPEEDS:
                raise ValueError(f"animation_speed must be one of {ANIMATION_SPEEDS}")
            return int(value)
        if name in ("bot_pause", "bot_budget"):
            lo, hi = BOT_PAUSE_RANGE if name == "bot_pause" else BOT_BUDGET_RANGE
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not lo <= value <= hi:
                raise ValueError(f"{name} must be a number from {lo} to {hi}")
            return float(value)
        if name == "language":
            from ui.i18n import LANGUAGES

            if not isinstance(value, str) or (value and value not in LANGUAGES):
                raise ValueError(f"language must be one of {', '.join(LANGUAGES)}")
            return value
        if name == "keep_finished_games":
            if isinstance(value, bool) or value not in KEEP_FINISHED_CHOICES:
                raise ValueError(f"keep_finished_games must be one of {KEEP_FINISHED_CHOICES}")
            return int(value)
        if name == "text_size":
            if isinstance(value, bool) or value not in TEXT_SIZES:
                raise ValueError(f"text_size must be one of {TEXT_SIZES}")
            return int(value)
        if name == "volume":
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
                raise ValueError("volume must be a number from 0 to 1")
            return float(value)
        raise ValueError(f"unknown setting {name!r}")

    def set(self, name: str, value: Any) -> None:
        setattr(self, name, self._check(name, value))

    # --- JSON -----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        return d

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        return cls._from_json(data)[0]

    @classmethod
    def _from_json(cls, data: Any) -> tuple[Settings, list[tuple[str, Any]]]:
        """The settings of a JSON object, and the (name, value) of each value refused."""
        s = cls()
        if not isinstance(data, dict):
            _log.warning("settings: the file does not hold a JSON object; using the defaults")
            return s, []
        names = {f.name for f in fields(cls)}
        refused: list[tuple[str, Any]] = []
        for k, v in data.items():
            if k not in names:
                # a newer version's setting, or a typo: nothing of ours is reset
                _log.warning("settings: ignoring unknown setting %r", k)
                continue
            try:
                s.set(k, v)
            except ValueError as e:
                _log.warning("settings: %s; keeping the default", e)
                refused.append((k, v))
        return s, refused

    # --- files ----------------------------------------------------------------------
    # why the last save() failed (a message for the player), None after a good one;
    # not a setting (a ClassVar is no dataclass field)
    save_error: ClassVar[Msg | None] = None

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        return cls.read(path)[0]

    @classmethod
    def read(cls, path: Path | None = None) -> tuple[Settings, list[Msg]]:
        """The settings of the file, and what to tell the player about it: for a file
        that is not a regular one, too large, unreadable, not UTF-8, not JSON or not an
        object, every setting is the default; for values not allowed, those settings.
        A missing file is the first start: the defaults, nothing to tell. A UTF-8
        byte-order mark is read as such. A regular file that could not be used at all
        is kept beside it as `settings.json.broken` (the next save would overwrite it):
        nothing the player wrote is lost."""
        path = Path(path) if path is not None else settings_path()
        file = str(path)

        def fail(msg: Msg, keep: bool = True) -> tuple[Settings, list[Msg]]:
            _log.warning("settings: %s", english(msg))
            told = [msg]
            kept = path.with_name(path.name + ".broken")
            if keep:
                try:
                    os.replace(path, kept)
                    told.append(Msg("settings.problem.kept", "What it held is kept in {file}.", file=str(kept)))
                except OSError as e:
                    _log.warning("settings: could not keep %s as %s: %s", path, kept, e)
            return cls(), told

        try:
            raw = _paths.read_regular_file(path, MAX_FILE_BYTES)
        except FileNotFoundError:
            return cls(), []
        except _paths.NotRegularFile:
            return fail(Msg("settings.problem.not_file",
                            "The settings file {file} is not a regular file: " + _EVERYTHING + ".", file=file),
                        keep=False)
        except _paths.FileTooLarge:
            return fail(Msg("settings.problem.too_large", "The settings file {file} is larger than {size} KiB, "
                            "too large for settings: " + _EVERYTHING + ".", file=file, size=MAX_FILE_BYTES // 1024))
        except OSError as e:
            return fail(Msg("settings.problem.unreadable",
                            "The settings file {file} could not be read ({error}): " + _EVERYTHING + ".",
                            file=file, error=e.strerror or type(e).__name__), keep=False)
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            return fail(Msg("settings.problem.not_utf8",
                            "The settings file {file} is not UTF-8 text: " + _EVERYTHING + ".", file=file))
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:
            error = "nested too deeply" if isinstance(e, RecursionError) else str(e)[:80]
            return fail(Msg("settings.problem.not_json",
                            "The settings file {file} is not valid JSON ({error}): " + _EVERYTHING + ".",
                            file=file, error=error))
        if not isinstance(data, dict):
            return fail(Msg("settings.problem.not_object",
                            "The settings file {file} does not hold a JSON object: " + _EVERYTHING + ".", file=file))
        s, refused = cls._from_json(data)
        if not refused:
            return s, []
        items: list[Msg] = []
        seen: set[str] = set()
        for name, value in refused:
            label = LABELS.get(name, (f"settings.{name}", name))
            if label[0] in seen:
                continue
            seen.add(label[0])
            try:
                shown = json.dumps(value, ensure_ascii=False)
            except (TypeError, ValueError):
                shown = repr(value)
            if len(shown) > 24:
                shown = shown[:23] + "…"
            items.append(Msg("settings.problem.value", "{setting} ({value})", setting=Msg(*label), value=shown))
        return s, [Msg("settings.problem.values", "The settings file {file} held values that are not allowed; "
                                                  "these are back to their defaults: {names}.",
                       file=file, names=items)]

    def save(self, path: Path | None = None) -> bool:
        """Write atomically (a temporary file of this process and this write, flushed and
        synced, then renamed over the file); on failure log, keep the reason for the
        player in `save_error`, remove the temporary file and return False (settings are
        not worth a crash)."""
        path = Path(path) if path is not None else settings_path()
        data = (json.dumps(self.to_json(), indent=2) + "\n").encode("utf-8")
        made: Path | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".{path.name}.{os.getpid()}.{next(_WRITES)}.tmp")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
                         | getattr(os, "O_BINARY", 0), 0o644)
            made = tmp
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
            made = None
            self.save_error = None
            return True
        except OSError as e:
            _log.warning("settings: could not save %s: %s", path, e)
            self.save_error = Msg("settings.problem.save", "The settings could not be saved in {file} ({error}); "
                                  "they apply until the program is closed.",
                                  file=str(path), error=e.strerror or type(e).__name__)
            return False
        finally:
            if made is not None:
                try:
                    made.unlink()
                except OSError:
                    pass
