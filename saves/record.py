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
               moves: list | None = None, *, start: tuple[int, Any] | None = None,
               check: Callable[[Any, int, Any], None] | None = None) -> Any:
        """The position after the record's first `upto` moves (all by default), replayed
        from its seed: the one place a record is replayed (the load, undo, the replay of
        the others' moves, the timeline). `each(i, state, events)` is called at the set-up
        (i = 0, no events) and after every move i; `moves` receives the decoded
        (seat, action) pairs.

        `start=(k, state)` goes on from `state`, the position after the first k moves (a
        kept checkpoint, changed in place), instead of the seed; `each` is then called
        only after the moves replayed. `check(state, seat, action)` runs before each move
        is applied (the load's strict test of legality); what it raises stops the replay.

        Whatever the set-up or a move raises (decoding, `check`, the engine, `each`) is
        raised as ReplayError naming the move (0: the set-up) with the position reached."""
        first, state = (0, None) if start is None else start
        k = first
        try:
            if state is None:
                state = spec.new_game(len(self.seats), self.seed, self.options)
                if each is not None:
                    each(0, state, [])
            end = len(self.actions) if upto is None else min(len(self.actions), max(0, int(upto)))
            for k in range(first, end):
                seat, aj = self.actions[k]
                action = spec.action_from_json(aj)
                if check is not None:
                    check(state, seat, action)
                events = state.apply(seat, action)
                if moves is not None:
                    moves.append((seat, action))
                if each is not None:
                    each(k + 1, state, events)
        except ReplayError:
            raise
        except Exception as e:  # noqa: BLE001 - a record is data from a file or the network: whatever
            # the engine raises on it is reported naming the move; the caller words it (saves.store)
            raise ReplayError(0 if state is None else k + 1, e, state) from e
        return state


class ReplayError(Exception):
    """A record that cannot be replayed: `move` is the number of the move that failed (1
    for the first; 0: the game could not be set up), `cause` what was raised, `state` the
    position after the moves before it (None if the set-up failed; half-changed if the
    engine failed in the middle of applying the move)."""

    def __init__(self, move: int, cause: BaseException, state: Any) -> None:
        super().__init__(f"move {move}: {cause}" if move else f"set-up: {cause}")
        self.move = move
        self.cause = cause
        self.state = state
