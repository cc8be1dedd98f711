"""GameRecord: what a save holds besides the snapshot (seats, seed, options, actions)."""

from __future__ import annotations

import time
from collections.abc import Callable
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
    # "" for the game as it was started; the name of the save it was continued from when
    # a player played on from an older save (its own autosave: SaveStore.autosave_name)
    branch: str = ""

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
            list(self.actions), self.created, self.updated, self.branch,
        )

    def replay(self, spec: Any, upto: int | None = None,
               each: Callable[[int, Any, list], None] | None = None,
               moves: list | None = None) -> Any:
        """The position after the record's first `upto` moves (all by default), replayed
        from its seed: the one place a record is replayed (load checks a save's moves
        more strictly in saves.store). `each(i, state, events)` is called at the set-up
        (i = 0, no events) and after every move i; `moves` receives the decoded
        (seat, action) pairs."""
        state = spec.new_game(len(self.seats), self.seed, self.options)
        if each is not None:
            each(0, state, [])
        acts = self.actions if upto is None else self.actions[:max(0, int(upto))]
        for i, (seat, aj) in enumerate(acts, 1):
            action = spec.action_from_json(aj)
            events = state.apply(seat, action)
            if moves is not None:
                moves.append((seat, action))
            if each is not None:
                each(i, state, events)
        return state
