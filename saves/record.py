"""GameRecord: what a save holds besides the snapshot (seats, seed, options, actions)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

SEAT_KINDS = ("human", "random", "easy", "normal", "hard")


@dataclass
class GameRecord:
    game_id: str
    seats: list[dict[str, Any]]
    seed: int
    options: dict[str, Any]
    actions: list[tuple[int, Any]] = field(default_factory=list)
    created: float = 0.0
    updated: float = 0.0

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: list[dict[str, Any]],
        seed: int,
        options: dict[str, Any] | None = None,
    ) -> GameRecord:
        now = time.time()
        return cls(game_id, [dict(s) for s in seats], int(seed), dict(options or {}), [], now, now)

    def copy(self) -> GameRecord:
        return GameRecord(
            self.game_id, [dict(s) for s in self.seats], self.seed, dict(self.options),
            list(self.actions), self.created, self.updated,
        )
