"""Short sound effects, played by name at the volume setting; never raises.

The clips are assets/sounds/<name>.wav (made by scripts/make_sounds.py). The mixer is
started and each clip loaded the first time it is played. Without an audio device (the
mixer cannot start, a file cannot be read) nothing plays and nothing fails: the reason
is logged once.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from ui.paths import asset_path

_log = logging.getLogger("yggdrasil.sound")

NAMES = ("card", "piece", "battle", "round")


class SoundPlayer:
    def __init__(self, volume: float = 0.6, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self._ready: bool | None = None  # None: the mixer was not tried yet
        self._clips: dict[str, Any] = {}
        self.played: list[str] = []  # names actually played (for tests and the log)

    def set_volume(self, volume: float, muted: bool | None = None) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        if muted is not None:
            self.muted = bool(muted)

    def available(self) -> bool:
        """Whether the mixer runs (starting it the first time)."""
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._ready = bool(pygame.mixer.get_init())
            except Exception as e:  # no device, no driver, no mixer module
                _log.info("sound: no audio (%s); playing silently", e)
                self._ready = False
        return self._ready

    def clip(self, name: str) -> Any | None:
        if name not in NAMES or not self.available():
            return None
        if name not in self._clips:
            try:
                self._clips[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            except Exception as e:
                _log.info("sound: could not load %s (%s)", name, e)
                self._clips[name] = None
        return self._clips[name]

    def play(self, name: str) -> bool:
        """Play the clip `name` at the volume; True when it was started."""
        if self.muted or self.volume <= 0.0:
            return False
        try:
            c = self.clip(name)
            if c is None:
                return False
            c.set_volume(self.volume)
            c.play()
        except Exception as e:
            _log.info("sound: could not play %s (%s)", name, e)
            return False
        self.played.append(name)
        del self.played[:-50]
        return True


_player: SoundPlayer | None = None


def player() -> SoundPlayer:
    """The application's one player."""
    global _player
    if _player is None:
        _player = SoundPlayer()
    return _player


def apply_settings(settings: Any) -> None:
    """Take the volume and mute from the settings."""
    player().set_volume(getattr(settings, "volume", 0.6), getattr(settings, "muted", False))


def play(name: str) -> bool:
    return player().play(name)
