"""Player settings, saved as JSON in the user config folder.

A missing file gives the defaults; a broken file (bad JSON, wrong types, values out
of range) gives the defaults for what is wrong, with a log line, never a crash.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

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
    # sound effects: volume 0..1 and mute (ui.sound)
    volume: float = 0.6
    muted: bool = False
    # the language of the whole program ("" until chosen: the system's, else English)
    language: str = ""
    # the autosaves of finished games kept (saves.store prunes older ones; -1: all)
    keep_finished_games: int = 12

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
        if name in ("fullscreen", "window_fitted", "confirm_end_turn", "muted"):
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
        s = cls()
        if not isinstance(data, dict):
            _log.warning("settings: the file does not hold a JSON object; using the defaults")
            return s
        names = {f.name for f in fields(cls)}
        for k, v in data.items():
            if k not in names:
                _log.warning("settings: ignoring unknown setting %r", k)
                continue
            try:
                s.set(k, v)
            except ValueError as e:
                _log.warning("settings: %s; keeping the default", e)
        return s

    # --- files ----------------------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = Path(path) if path is not None else settings_path()
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return cls()
        except OSError as e:
            _log.warning("settings: could not read %s (%s); using the defaults", path, e)
            return cls()
        if len(raw) > 64 * 1024:
            _log.warning("settings: %s is too large to be a settings file; using the defaults", path)
            return cls()
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as e:
            _log.warning("settings: %s is broken (%s); using the defaults", path, str(e)[:120])
            return cls()
        return cls.from_json(data)

    def save(self, path: Path | None = None) -> bool:
        """Write atomically; on failure log and return False (settings are not worth a crash)."""
        path = Path(path) if path is not None else settings_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self.to_json(), indent=2), encoding="utf-8")
            os.replace(tmp, path)
            return True
        except OSError as e:
            _log.warning("settings: could not save %s: %s", path, e)
            return False
