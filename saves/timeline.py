"""A recorded game step by step, for watching it again (issue 35): any position of the
record, the move that led to it and its events, the starts of the rounds (ages, eras),
and who may see what.

Positions are kept at every round start and every `KEEP_EVERY` steps; any other one is
reached by replaying from the nearest kept one before it, so a jump costs at most
`KEEP_EVERY` steps (tests/perf/timeline.py prints it).

Hidden parts (`may_view`): a finished game may be watched from any seat's view, from the
table's (what everybody sees, `TABLE`) or with everything open (None). A game still in
progress shows no hidden part that a player watching it could not see in play: the
table's view, and its one human's own view in a solo game; never a rival's hand in hot
seat, never everything open."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from saves.record import GameRecord

KEEP_EVERY = 24
TABLE = -1      # the view of the whole table (no seat's hidden parts)


class HiddenPartsError(ValueError):
    """An open view of a game still in progress was asked for."""


@dataclass(frozen=True)
class Mark:
    """A round (age, era) start on the timeline: the step it begins after."""

    step: int
    unit: str
    number: int


class Timeline:
    def __init__(self, spec: Any, rec: GameRecord, keep_every: int = KEEP_EVERY) -> None:
        self.spec = spec
        self.rec = rec
        self.keep_every = max(1, int(keep_every))
        self._kept: dict[int, Any] = {}
        self.marks: list[Mark] = []
        self.moves: list[tuple[int, Any]] = []
        last = [None]

        def keep(i: int, state: Any, _events: list) -> None:
            p = state.progress()
            key = (p.unit, p.number)
            if key != last[0] and p.number > 0:
                self.marks.append(Mark(i, p.unit, p.number))
                self._kept[i] = state.clone()
            elif i % self.keep_every == 0:
                self._kept[i] = state.clone()
            last[0] = key

        self.final = rec.replay(spec, each=keep, moves=self.moves)
        self._kept.setdefault(0, spec.new_game(len(rec.seats), rec.seed, rec.options))
        self._keys = sorted(self._kept)

    # --- what the record holds ----------------------------------------------------------
    @property
    def steps(self) -> int:
        """How many moves the record holds (positions 0 .. steps)."""
        return len(self.moves)

    @property
    def finished(self) -> bool:
        return bool(self.final.is_over())

    def move_at(self, k: int) -> tuple[int, Any]:
        """The seat and the action of the move that led to position k (k >= 1)."""
        if not 1 <= k <= self.steps:
            raise IndexError(f"no move leads to position {k}: the record has {self.steps}")
        return self.moves[k - 1]

    # --- positions ---------------------------------------------------------------------
    def state_at(self, k: int) -> Any:
        """The full position after k moves (0: the set-up). A fresh copy each time."""
        k = self._check(k)
        if k == self.steps:
            return self.final.clone()
        base = self._keys[bisect.bisect_right(self._keys, k) - 1]
        return self.rec.replay(self.spec, upto=k, start=(base, self._kept[base].clone()))

    def events_at(self, k: int) -> list:
        """The events of the move that led to position k."""
        seat, action = self.move_at(k)
        return self.state_at(k - 1).apply(seat, action)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.rec.seats) if s.get("kind") == "human"]

    def views(self) -> list[int | None]:
        """The views this record may be watched from (`may_view`), the table's first."""
        if self.finished:
            return [TABLE, *range(len(self.rec.seats)), None]
        humans = self.humans()
        return [TABLE, *humans] if len(humans) == 1 else [TABLE]

    def may_view(self, seat: int | None) -> bool:
        return seat in self.views()

    def view_at(self, k: int, seat: int | None) -> Any:
        """Position k as `seat` saw it, as the table saw it (TABLE), or everything open
        (None); HiddenPartsError for a view `may_view` refuses."""
        if seat is not None and not TABLE <= seat < len(self.rec.seats):
            raise ValueError(f"no seat {seat} in a game of {len(self.rec.seats)}")
        if not self.may_view(seat):
            raise HiddenPartsError("a game still in progress shows no hidden part a rival could not see in play")
        st = self.state_at(k)
        return st if seat is None else st.view(seat)

    def positions(self, upto: int | None = None) -> Any:
        """(step, the full position before it, seat, move) for every move in order (the
        position is the replay's own: look, do not change it)."""
        st = self._kept[0].clone()
        for k, (seat, action) in enumerate(self.moves[:upto], 1):
            yield k, st, seat, action
            st.apply(seat, action)

    def mark_before(self, k: int) -> int:
        """The step of the last round start before position k (0 if none): PgUp."""
        starts = [m.step for m in self.marks if m.step < k]
        return starts[-1] if starts else 0

    def mark_after(self, k: int) -> int:
        """The step of the next round start after position k (the end if none): PgDn."""
        starts = [m.step for m in self.marks if m.step > k]
        return starts[0] if starts else self.steps

    def _check(self, k: int) -> int:
        k = int(k)
        if not 0 <= k <= self.steps:
            raise IndexError(f"position {k} is outside the record (0..{self.steps})")
        return k
