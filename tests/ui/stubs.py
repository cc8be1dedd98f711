"""What a GameSession needs of the App in tests that run no window: a save store and
the settings it reads."""

from __future__ import annotations

import types
from pathlib import Path

from saves import SaveStore


class StubApp:
    def __init__(self, root: Path, bot_budget: float = 1.0) -> None:
        self.store = SaveStore(root)
        self.settings = types.SimpleNamespace(bot_pause=0.0, bot_budget=bot_budget, animation_speed=0)
