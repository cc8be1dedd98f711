"""The history of a game in play: its log, the score history, the round starts, the undo
flags and the checkpoints undo replays from.

Everything here is what a replay of the record from its seed writes (GameRecord.replay),
apart from the lines only play adds ("Undone: …", a concession), so a load and an undo
rebuild it exactly: `rebuild(rec)` from the seed, `replay_to(rec, k)` from the nearest
checkpoint (a clone of the position kept at each round's start and every
CHECKPOINT_EVERY moves, with what the replay had written by then)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import IllegalAction, Msg
from saves import GameRecord, ReplayError, SaveError

LOG_CAP = 400
CHECKPOINT_EVERY = 16   # moves between two kept positions (besides the start of each round)
CHECKPOINT_MAX = 48     # kept positions before the older ones thin out
OVER = "__over__"       # the round of a finished game


def totals(state: Any) -> list[int]:
    """The scores of the seats, then of the rivals no one plays (a solo enemy)."""
    return [*state.scores(), *(int(r.breakdown.get("total", 0)) for r in state.rivals())]


def round_part(state: Any) -> tuple[str, int]:
    """The round (age, era) a position is in, from its `progress()`: (unit, number)."""
    p = state.progress()
    return (p.unit, p.number)


def public_view(state: Any) -> Any:
    """The position as the whole table sees it (None if the game has no such view)."""
    try:
        return state.view(-1)
    except (IndexError, KeyError, ValueError, TypeError, NotImplementedError):
        return None   # a game without a table's view: no round summary can be rebuilt, nothing else lost


class Checkpoint:
    """A position along the game (a clone) with what a replay of the record had written
    by then: the log lines (the replayed ones, capped like the log), their count, the
    score history and the round starts counted in those lines."""

    __slots__ = ("at", "state", "log", "lines", "score_history", "score_labels", "round", "starts")

    def __init__(self, at: int, state: Any, log: list, lines: int, score_history: list, score_labels: list,
                 rnd: Any, starts: list) -> None:
        self.at = at   # moves applied
        self.state = state
        self.log = log
        self.lines = lines
        self.score_history = score_history
        self.score_labels = score_labels
        self.round = rnd
        self.starts = starts


# what a replay rebuilds (an undo that fails puts them back: `kept()` / `restore()`)
_REPLAYED = ("log", "log_total", "score_history", "score_labels", "round", "round_starts", "plog", "plines",
             "pstarts", "checkpoints")


class History:
    """The log (capped at LOG_CAP lines; `log_total` counts every line ever appended, the
    log panel appends the new ones; `log_epoch` is +1 each time it is rebuilt), the score
    history (one entry per round ended, `score_labels` the (unit, number) each ended),
    the last three round starts (round, the table's view, log_total), the undo flag of
    each recorded move and the checkpoints.

    `opening(state)` writes the game's first lines; the session supplies it (it words
    the opening); `flagged(state, seat, action)` applies a move and says whether its seat
    may take it back (GameSession._apply_flagged)."""

    def __init__(self, spec: Any, names: list[str], state: Any, moves: int,
                 opening: Callable[[Any], None]) -> None:
        self.spec = spec
        self.names = names
        self.opening = opening
        self.log: list[Any] = []
        self.log_total = 0
        self.log_epoch = 0
        self.score_history: list[list[int]] = []
        self.score_labels: list[Any] = []
        self.undoable: list[bool] = [False] * moves
        self.round: Any = round_part(state)
        self.round_starts: list[tuple[Any, Any, int]] = [(self.round, public_view(state), 0)]
        # what a replay of the record writes, apart from the lines only play adds: the log
        # (capped), its count of lines, the round starts counted in those lines
        self.plog: list[Any] = []
        self.plines = 0
        self.pstarts: list[tuple[Any, Any, int]] = list(self.round_starts)
        self.checkpoints: list[Checkpoint] = []

    # --- writing ------------------------------------------------------------------------
    def append(self, line: Any, replayed: bool = False) -> None:
        """Append a log line; `replayed`: a line a replay of the record writes again (not
        "Undone: ...", a concession)."""
        self.log.append(line)
        self.log_total += 1
        if len(self.log) > LOG_CAP:
            del self.log[: len(self.log) - LOG_CAP]
        if replayed:
            self.plog.append(line)
            self.plines += 1
            if len(self.plog) > LOG_CAP:
                del self.plog[: len(self.plog) - LOG_CAP]

    def started(self, state: Any) -> None:
        """A new game: its opening is written; the first round starts after it, as a replay
        from the seed counts them; the set-up is the first checkpoint."""
        self.opening(state)
        self.pstarts = [(self.round, self.round_starts[0][1], self.plines)]
        self.keep_checkpoint(0, state)

    def note(self, state: Any, events: list) -> bool:
        """The log lines and the scores of a step; True if a round (age, era) began."""
        for ev in events:
            line = self.spec.describe(ev, self.names, state)
            if line:
                self.append(line, replayed=True)
        if state.is_over():
            if self.round != OVER:
                self.score_history.append(totals(state))
                self.score_labels.append(self.round)
                self.round = OVER
            return False
        rnd = round_part(state)
        if rnd == self.round:
            return False
        self.score_history.append(totals(state))
        self.score_labels.append(self.round)
        self.round = rnd
        public = public_view(state)
        self.round_starts.append((rnd, public, self.log_total))
        del self.round_starts[:-3]
        self.pstarts.append((rnd, public, self.plines))
        del self.pstarts[:-3]
        return True

    def applied(self, at: int, state: Any, events: list, undoable: bool) -> None:
        """A move played: its flag, its lines and scores, a checkpoint when due."""
        self.undoable.append(undoable)
        self.keep_checkpoint(at, state, self.note(state, events))

    # --- checkpoints --------------------------------------------------------------------
    def keep_checkpoint(self, at: int, state: Any, began: bool = False) -> None:
        """Keep the position after `at` moves (a clone) with what the replay wrote so far,
        at the start of a round and every CHECKPOINT_EVERY moves. Older ones thin out past
        CHECKPOINT_MAX, so their memory stays bounded however long the game."""
        if at % CHECKPOINT_EVERY and not began:
            return
        cps = [c for c in self.checkpoints if c.at < at]
        cps.append(Checkpoint(at, state.clone(), list(self.plog), self.plines,
                              [list(x) for x in self.score_history], list(self.score_labels), self.round,
                              list(self.pstarts)))
        if len(cps) > CHECKPOINT_MAX:
            half = len(cps) // 2
            cps = cps[:1] + cps[1:half][1::2] + cps[half:]   # every other older one goes
        self.checkpoints = cps

    def nearest(self, k: int) -> Checkpoint | None:
        """The kept position latest at or before move `k` (None if there is none)."""
        best = None
        for c in self.checkpoints:
            if c.at <= k and (best is None or c.at > best.at):
                best = c
        return best

    # --- replays (GameRecord.replay) ----------------------------------------------------
    def _replay(self, rec: GameRecord, upto: int, start: tuple[int, Any] | None) -> Any:
        """Replay `rec` to move `upto` with the lines, scores and checkpoints of each step
        (from the seed, or from `start`); SaveError if a move cannot be replayed."""
        def each(i: int, state: Any, events: list) -> None:
            if i == 0:
                self.round = round_part(state)
                self.opening(state)
                public = public_view(state)
                self.round_starts = [(self.round, public, self.log_total)]
                self.pstarts = [(self.round, public, self.plines)]
                self.keep_checkpoint(0, state)
            else:
                self.keep_checkpoint(i, state, self.note(state, events))

        try:
            return rec.replay(self.spec, upto=upto, each=each, start=start)
        except ReplayError as e:
            raise SaveError(Msg("session.error.replay", "the save could not be replayed: {reason}",
                                reason=str(e.cause))) from None

    def rebuild(self, rec: GameRecord, upto: int | None = None) -> Any:
        """Replay `rec.actions[:upto]` (all by default) from the seed into a fresh log and
        score history, keeping checkpoints along the way; returns the replayed state."""
        self.log = []
        self.plog = []
        self.plines = 0
        self.score_history = []
        self.score_labels = []
        self.checkpoints = []
        return self._replay(rec, len(rec.actions) if upto is None else upto, None)

    def replay_to(self, rec: GameRecord, k: int) -> Any:
        """The position after `rec.actions[:k]`, with the log, the score history and the
        round starts a replay from the seed gives, replayed from the nearest checkpoint;
        the checkpoints past `k` are dropped."""
        c = self.nearest(k)
        if c is None:
            return self.rebuild(rec, upto=k)
        self.checkpoints = [x for x in self.checkpoints if x.at <= k]
        base = self.log_total   # a rebuild's lines are counted on from here, as from the seed
        self.log, self.plog, self.plines = list(c.log), list(c.log), c.lines
        self.log_total = base + c.lines
        self.score_history = [list(x) for x in c.score_history]
        self.score_labels = list(c.score_labels)
        self.round = c.round
        self.pstarts = list(c.starts)
        self.round_starts = [(r, v, base + n) for r, v, n in c.starts]
        return self._replay(rec, k, (c.at, c.state.clone()))

    def position_before(self, rec: GameRecord, j: int) -> Any:
        """A fresh copy of the position before `rec.actions[j]`, from the nearest checkpoint
        (nothing written)."""
        c = self.nearest(j)
        return rec.replay(self.spec, upto=j, start=None if c is None else (c.at, c.state.clone()))

    def tail_flags(self, rec: GameRecord, moves: int, is_human: Callable[[int], bool],
                   flagged: Callable[[Any, int, Any], tuple[list, bool]]) -> list[bool]:
        """The undo flags of the first `moves` moves of a replayed record, computed as in
        play for the last steps back to the first that cannot be taken back (a barrier);
        every step before the barrier is marked False. Undo takes back only a trailing run
        of steps whose flags are True and never the barrier, so those flags are never
        read; computing them all costs views of every seat at every step (seconds for a
        long hot-seat game), the run a few steps."""
        flags = [False] * moves
        for j in range(moves - 1, -1, -1):
            seat, aj = rec.actions[j]
            if not is_human(seat):
                break   # a bot's step is a barrier
            try:
                _events, flags[j] = flagged(self.position_before(rec, j), seat, self.spec.action_from_json(aj))
            except (ReplayError, IllegalAction):
                flags[j] = False   # it was replayed just now; an engine that disagrees makes a barrier
            if not flags[j]:
                break
        return flags

    # --- an undo that fails puts everything back -----------------------------------------
    def kept(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in _REPLAYED}

    def restore(self, kept: dict[str, Any]) -> None:
        for name, value in kept.items():
            setattr(self, name, value)
