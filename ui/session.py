"""GameSession: one game being played in the window.

It owns the full state (never handed to a bot), the save record, the log lines and the
score history, and it runs the bots: every bot seat that has to decide gets a job that
computes `make_bot(kind, game_id).choose(state.view(seat), seat, rng)`: in the shared
bot process for the searching levels (ui/botproc.py: the view goes there as JSON, the
action comes back as JSON, so a search never holds the drawing back), in a worker
thread for `random` (or when no process can be started). The result is applied on the
main thread in `update()`, after checking that it is still legal. Between two bot moves on a sequential turn the session waits
`app.settings.bot_pause` seconds so a person can follow the game; simultaneous picks
(drafts) are applied as soon as each bot has chosen. A bot's move also waits until the
autosave of the move before it is on disk, so that a kill at any pace loses at most one
move; a failed autosave is tried again by the writer thread itself, whatever scene is up.

The board scene calls `update()` once a frame and `apply(seat, action)` for human
clicks; listeners registered in `on_applied` receive `(seat, action, events)` for every
applied action (animations), those in `on_undone` receive `(seat, action)` after an undo.

Hints ("Ask the bot"): `ask_hint(seat)` has the `hard` search think about a human seat's
decision from that seat's view only (in the bot process, like the bots; a thread when
there is none) and `hint` holds its best actions when they arrive (`game.ai.suggest`).
A hint is dropped when that seat acts, when an undo or another seat's step changes
that seat's choices, or when the game is left. Each hint delivered counts in the seat's
entry of the save (`seats[i]["hints"]`; a save without it counts 0): `hints_taken`.

Undo: a human may take back their own last decisions, one at a time, back to the last
point where hidden information was revealed to them or to another human, a random event
happened, or another seat acted (Board Game Arena's rule). Whether a step can be taken
back is what the engine reports when it is applied (`State.apply_reported`: the seats
it showed something hidden, and whether it drew on the generator). The
flags are not saved: loading a save computes them again by the same replay (so an undo
history survives Continue, and a save cannot claim a step is undoable). `undo()` replays
`rec.actions[:k]` (the same replay that rebuilds the log and the score history on load)
from the nearest checkpoint (a clone of the
position kept at each round's start and every CHECKPOINT_EVERY moves, with what the replay
had written by then), so it cannot desynchronise and costs a few moves' replay, and
rewrites the autosave. Loading computes the flags only for the last steps back to the
first barrier (`_tail_flags`): undo never reaches further.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core import IllegalAction, Msg, Rng
from game.registry import GameSpec, get_game
from saves import GameRecord, SaveError
from saves.format import reason_of

LOG_CAP = 400
SAVE_RETRY = 5.0  # seconds between tries of a failed autosave while nobody moves
LOCK_TOUCH = 10.0  # seconds between refreshes of the lock of the game in play
WRITE_WAIT = 0.25  # seconds a frame waits for the last autosave before a bot's move


def _totals(state: Any) -> list[int]:
    """The scores of the seats, then of the rivals no one plays (a solo enemy)."""
    return [*state.scores(), *(int(r.breakdown.get("total", 0)) for r in state.rivals())]


def _round_part(state: Any) -> tuple[str, int]:
    """The round (age, era) a position is in, from its `progress()`: (unit, number)."""
    p = state.progress()
    return (p.unit, p.number)


class _BotJob:
    """One bot decision, computed in the bot process (`remote` is its job id there) or
    in a worker thread."""

    __slots__ = ("seat", "legal", "thread", "result", "error", "done", "cancelled", "started", "remote",
                 "round", "seconds", "searched")

    def __init__(self, seat: int, legal: list) -> None:
        self.seat = seat
        self.legal = legal
        self.thread: threading.Thread | None = None
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = False
        self.cancelled = False
        self.started = time.monotonic()
        self.remote: int | None = None
        self.round: str | None = None   # a paced decision: the round its thinking counts for
        self.seconds = 0.0              # the bot's thinking time (reported by a paced bot)
        self.searched = True


class Hint:
    """A hint asked by a human seat: the `hard` search's best actions for its decision,
    computed from its view (`suggestions`: game.ai.Suggestion, best first)."""

    __slots__ = ("seat", "view_json", "legal", "suggestions", "error", "done", "cancelled", "remote", "thread",
                 "started", "counted")

    def __init__(self, seat: int, view_json: Any, legal: list) -> None:
        self.seat = seat
        self.view_json = view_json      # the view it was asked from (it stays valid while this is what the seat sees)
        self.legal = legal
        self.suggestions: list = []
        self.error: str = ""
        self.done = False
        self.cancelled = False
        self.remote: int | None = None
        self.thread: threading.Thread | None = None
        self.started = time.monotonic()
        self.counted = False            # counted in the seat's hints once it arrived


HINT_K = 3   # how many actions a hint shows


CHECKPOINT_EVERY = 16   # moves between two kept positions (besides the start of each round)
CHECKPOINT_MAX = 48     # kept positions before the older ones thin out
# what a replay rebuilds besides the position (an undo that fails puts them back)
_REPLAYED = ("log", "log_total", "score_history", "score_labels", "_round", "round_starts", "_plog", "_plines",
             "_pstarts", "_checkpoints")


class _Checkpoint:
    """A position along the game (a clone) with what a replay of the record had written
    by then: the log lines (the replayed ones, capped like the log), their count, the
    score history and the round starts counted in those lines. Undo and the undo flags
    of a load replay from the nearest one instead of the seed."""

    __slots__ = ("at", "state", "log", "lines", "score_history", "score_labels", "round", "starts")

    def __init__(self, at: int, state: Any, log: list, lines: int, score_history: list, score_labels: list,
                 rnd: str, starts: list) -> None:
        self.at = at   # moves applied
        self.state = state
        self.log = log
        self.lines = lines
        self.score_history = score_history
        self.score_labels = score_labels
        self.round = rnd
        self.starts = starts


class GameSession:
    def __init__(self, app: Any, spec: GameSpec, rec: GameRecord, state: Any) -> None:
        self.app = app
        self.spec = spec
        self.rec = rec
        self.state = state
        self.seats: list[dict[str, Any]] = rec.seats
        self.names: list[str] = [str(s.get("name", f"Player {i + 1}")) for i, s in enumerate(rec.seats)]
        self.log: list[str] = []
        self.log_total = 0  # lines ever appended (the log panel appends the new ones)
        self.score_history: list[list[int]] = []
        self.score_labels: list[tuple[str, int]] = []   # per score_history entry: the (unit, number) it ended
        self.on_applied: list[Callable[[int, Any, list], None]] = []
        self.on_undone: list[Callable[[int, Any], None]] = []
        # per recorded action: True if its seat may take it back (see _apply_flagged)
        self.undoable: list[bool] = [False] * len(rec.actions)
        self.log_epoch = 0   # +1 each time the log is rebuilt (the log panel starts again)
        self.last_error: str = ""
        self.load_notice: str = ""
        # saving: a failed autosave is tried again at the next decision, at game over
        # (every SAVE_RETRY seconds while nobody moves) and when the game is left; the
        # player is told once that saving failed and once that it works again
        # (`save_notice`, also put in `last_error`, which the board shows as a toast)
        self.save_failed = False
        self.save_notice: str = ""
        self._save_retry_at = 0.0
        self._save_failed_copy: tuple[GameRecord, Any] | None = None
        # moves in the last autosave written (what a load gives back); None: none written yet
        self._saved_moves: int | None = None
        self._bots: dict[int, Any] = {}
        self._jobs: dict[int, _BotJob] = {}
        # the pace of each `hard` seat (game.ai.pace): its share of the game's thinking
        # time per round; built at its first decision, again if the setting changes
        self._paces: dict[int, Any] = {}
        self._paces_setting: float | None = None
        # bots of PROCESS_LEVELS think in the shared bot process (ui/botproc.py), never
        # in this process's threads; False: threads (tests compare the two)
        self.bot_process = True
        self.bot_iterations: int | None = None   # a fixed search size instead of the time budget (tests)
        self.hint: Hint | None = None            # the last hint asked ("Ask the bot"), while it is current
        self.hint_iterations: int | None = None  # a fixed search size for hints (tests; else bot_iterations)
        self._worker: Any = None
        from ui.botproc import PROCESS_LEVELS

        if any(str(seat.get("kind")) in PROCESS_LEVELS for seat in self.seats):
            worker = self._bot_worker()
            if worker is not None:
                worker.prestart()   # in the background: ready when the first bot decides
        self._last_apply = 0.0
        self.in_seat_order = False     # see update(): a guided game sets it
        self._closed = False
        self._round: Any = _round_part(state)
        # (round, the position as the whole table sees it, log_total) at the start of the
        # last rounds (ages, eras): a board rebuilds the summary of the round that ended
        # last from them after a load
        self.round_starts: list[tuple[tuple[str, int], Any, int]] = [(self._round, self._public(state), 0)]
        # what a replay of the record writes, apart from the lines only play adds ("Undone:",
        # a concession): the log (capped like the log), its count of lines, the round starts
        # counted in those lines. Checkpoints keep them (see _Checkpoint)
        self._plog: list[Any] = []
        self._plines = 0
        self._pstarts: list[tuple[tuple[str, int], Any, int]] = list(self.round_starts)
        self._checkpoints: list[_Checkpoint] = []
        self._save_cv = threading.Condition()
        self._save_pending: tuple[GameRecord, Any] | None = None
        self._save_thread: threading.Thread | None = None
        self._saving = False
        store = getattr(app, "store", None)
        self.save_name = store.autosave_name(rec) if store is not None else ""
        self._locked = False
        self._lock_touched = 0.0
        # a save loaded under another name than this game's autosave: the autosave may
        # hold another position of the game (played on after that save), so it is
        # rewritten with the loaded one when the board first updates (Continue must
        # resume what was shown, not the later position)
        self._resave = False

    def lock(self) -> None:
        """Mark this game as in play in the saves folder (SaveError if another running
        copy of the program plays it: neither copy may overwrite the other's moves)."""
        take = getattr(getattr(self.app, "store", None), "lock", None)
        if take is not None and self.save_name and not self._locked:
            take(self.save_name)
            self._locked = True
            self._lock_touched = time.monotonic()

    def _keep_lock(self) -> None:
        """While the board is shown, the lock is refreshed every LOCK_TOUCH seconds (a
        lock left alone for a minute is stale: the game was left, or the program ended)."""
        now = time.monotonic()
        if now - self._lock_touched < LOCK_TOUCH:
            return
        self._lock_touched = now
        store = self.app.store
        if not store.touch_lock(self.save_name):
            try:
                store.lock(self.save_name)
            except SaveError as e:
                self._locked = False
                self.last_error = reason_of(e)   # a message: the board words it in the language shown

    def unlock(self) -> None:
        release = getattr(getattr(self.app, "store", None), "unlock", None)
        if release is not None and self._locked:
            release(self.save_name)
            self._locked = False

    def __del__(self) -> None:
        # a session dropped without close() (its board could not be shown): the OS lock
        # it holds would otherwise keep the game from other copies until this one ends
        try:
            self.unlock()
        except Exception:  # noqa: BLE001 - never raise from a finaliser
            pass

    # --- creation -----------------------------------------------------------------
    @classmethod
    def new(cls, app: Any, game_id: str, seats: list[dict[str, Any]], seed: int,
            options: dict[str, Any] | None = None) -> GameSession:
        spec = get_game(game_id)
        opts = spec.check_options(options)
        state = spec.new_game(len(seats), int(seed), opts)
        rec = GameRecord.start(game_id, [dict(s) for s in seats], int(seed), opts)
        session = cls(app, spec, rec, state)
        session.lock()
        session._opening_line(state)
        # as a replay from the seed counts them: the first round starts after the opening
        session._pstarts = [(session._round, session.round_starts[0][1], session._plines)]
        session._keep_checkpoint(0, state)
        session.autosave()
        return session

    def _opening_line(self, state: Any) -> None:
        # a message, not text: the log panel words it in the language shown (also after a
        # switch; the round label is worded when the line is written)
        from ui.widgets.text import progress_text

        self._append_log(Msg("session.opening", "A new game of {title} for {names} — {label}",
                             title=Msg(f"game.{self.spec.id}", self.spec.title), names=", ".join(self.names),
                             label=progress_text(state.progress(), self.spec.id)), replayed=True)
        # what new_game did before the first decision (doom, deal, a beginner round's
        # gold reveal and turn order): no apply returns these events
        try:
            events = list(state.setup_events())
        except Exception:  # noqa: BLE001 - a log without them, never a failed start
            events = []
        for ev in events:
            line = self.spec.describe(ev, self.names, state)
            if line:
                self._append_log(line, replayed=True)

    @classmethod
    def load(cls, app: Any, save_name: str) -> GameSession:
        """Load a save (SaveError with a message to show on failure); the log and the
        score history are rebuilt by replaying the recorded moves."""
        report = getattr(app.store, "load_report", None)
        notice = ""
        if report is not None:
            loaded = report(save_name)
            rec, state, notice = loaded.record, loaded.state, loaded.notice
        else:
            rec, state = app.store.load(save_name)
        spec = get_game(rec.game_id)
        session = cls(app, spec, rec, state)
        branch_from = getattr(app.store, "branch_from", None)
        if branch_from is not None:
            # a game whose autosave went on elsewhere (to its end, or further) continues
            # on a branch of its own: that autosave stays as it is (saves.store)
            session.save_name = branch_from(save_name, rec)
        session.lock()   # SaveError if another copy of the program plays this game
        session._saved_moves = len(rec.actions)
        session._rebuild_history()   # the state checked by the store is kept
        # "" unless an older copy of the save had to be used (or an older version's save was
        # replayed): the store's message, worded in the language shown
        from ui.widgets.text import text_of

        session.load_notice = text_of(notice)
        session._resave = save_name != session.save_name
        return session

    def _rebuild_history(self, upto: int | None = None, flags: bool = True) -> Any:
        """Replay `rec.actions[:upto]` (all by default) from the seed into a fresh log and
        score history, keeping checkpoints along the way; returns the replayed state.
        With `flags`, the undo flags are computed again, as they were in play, for the
        steps that matter (see `_tail_flags`)."""
        replay = self.spec.new_game(len(self.rec.seats), self.rec.seed, self.rec.options)
        self.log = []
        self._plog = []
        self._plines = 0
        self.score_history = []
        self.score_labels = []
        self._round = _round_part(replay)
        self._opening_line(replay)
        public = self._public(replay)
        self.round_starts = [(self._round, public, self.log_total)]
        self._pstarts = [(self._round, public, self._plines)]
        self._checkpoints = []
        self._keep_checkpoint(0, replay)
        actions = self.rec.actions if upto is None else self.rec.actions[:upto]
        self._replay_steps(replay, 0, actions)
        if flags:
            self.undoable = self._tail_flags(actions)
        self._last_apply = 0.0
        return replay

    def _replay_steps(self, state: Any, start: int, actions: list) -> None:
        """Apply `actions[start:]` to `state` (the position after `actions[:start]`), with
        their log lines, scores and checkpoints, as in play (but no undo flags)."""
        for i in range(start, len(actions)):
            seat, aj = actions[i]
            try:
                events = state.apply(seat, self.spec.action_from_json(aj))
            except (IllegalAction, TypeError, ValueError, KeyError, IndexError) as e:
                raise SaveError(Msg("session.error.replay", "the save could not be replayed: {reason}",
                                    reason=str(e))) from None
            began = self._note(state, events)
            self._keep_checkpoint(i + 1, state, began)

    def _tail_flags(self, actions: list) -> list[bool]:
        """The undo flags of a replayed record, computed as in play for the last steps back
        to the first that cannot be taken back (a barrier); every step before the barrier is
        marked False. Undo takes back only a trailing run of steps whose flags are True and
        never the barrier, so those flags are never read; computing them all costs views of
        every seat at every step (seconds for a long hot-seat game), the run a few steps."""
        flags = [False] * len(actions)
        for j in range(len(actions) - 1, -1, -1):
            seat, aj = actions[j]
            if not self.is_human(seat):
                break   # a bot's step is a barrier
            try:
                _events, flags[j] = self._apply_flagged(self._position_before(j, actions), seat,
                                                        self.spec.action_from_json(aj))
            except Exception:  # noqa: BLE001 - it was replayed just now; a failure is a barrier
                flags[j] = False
            if not flags[j]:
                break
        return flags

    def _position_before(self, j: int, actions: list) -> Any:
        """A fresh copy of the position before `actions[j]`, from the nearest checkpoint."""
        c = self._nearest_checkpoint(j)
        state = c.state.clone() if c is not None else self.spec.new_game(len(self.rec.seats), self.rec.seed,
                                                                       self.rec.options)
        for seat, aj in actions[(c.at if c is not None else 0):j]:
            state.apply(seat, self.spec.action_from_json(aj))
        return state

    def _nearest_checkpoint(self, k: int) -> _Checkpoint | None:
        """The kept position latest at or before move `k` (None if there is none)."""
        best = None
        for c in self._checkpoints:
            if c.at <= k and (best is None or c.at > best.at):
                best = c
        return best

    def _keep_checkpoint(self, at: int, state: Any, began: bool = False) -> None:
        """Keep the position after `at` moves (a clone) with what the replay wrote so far,
        at the start of a round and every CHECKPOINT_EVERY moves. Older ones thin out past
        CHECKPOINT_MAX, so their memory stays bounded however long the game."""
        if at % CHECKPOINT_EVERY and not began:
            return
        cps = [c for c in self._checkpoints if c.at < at]
        cps.append(_Checkpoint(at, state.clone(), list(self._plog), self._plines,
                               [list(x) for x in self.score_history], list(self.score_labels), self._round,
                               list(self._pstarts)))
        if len(cps) > CHECKPOINT_MAX:
            half = len(cps) // 2
            cps = cps[:1] + cps[1:half][1::2] + cps[half:]   # every other older one goes
        self._checkpoints = cps

    def _replay_to(self, k: int) -> Any:
        """The position after `rec.actions[:k]`, with the log, the score history and the
        round starts a replay from the seed gives (the same objects' values), replayed
        from the nearest checkpoint; the checkpoints past `k` are dropped."""
        c = self._nearest_checkpoint(k)
        if c is None:
            return self._rebuild_history(upto=k, flags=False)
        self._checkpoints = [x for x in self._checkpoints if x.at <= k]
        state = c.state.clone()
        base = self.log_total   # a rebuild's lines are counted on from here, as from the seed
        self.log, self._plog, self._plines = list(c.log), list(c.log), c.lines
        self.log_total = base + c.lines
        self.score_history = [list(x) for x in c.score_history]
        self.score_labels = list(c.score_labels)
        self._round = c.round
        self._pstarts = list(c.starts)
        self.round_starts = [(r, v, base + n) for r, v, n in c.starts]
        self._replay_steps(state, c.at, self.rec.actions[:k])
        self._last_apply = 0.0
        return state

    # --- queries ------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.spec.id

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.get("kind") == "human"]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].get("kind") == "human"

    def pending_humans(self) -> list[int]:
        """Human seats that have to decide now, in seat order."""
        if self.finished:
            return []
        return [s for s in self.state.to_act() if self.is_human(s)]

    def pending_bots(self) -> list[int]:
        if self.finished:
            return []
        return [s for s in self.state.to_act() if not self.is_human(s)]

    # --- conceding -------------------------------------------------------------------
    @property
    def conceded(self) -> list[int]:
        """Seats that conceded (recorded in the save's seats); the game ended there."""
        return [i for i, s in enumerate(self.seats) if s.get("conceded")]

    @property
    def finished(self) -> bool:
        """The game is over: played to its end, or a human conceded."""
        return self.state.is_over() or bool(self.conceded)

    def concede(self, seat: int) -> bool:
        """Human `seat` resigns: the game ends now (no more moves, no bot thinks on),
        recorded in the save as conceded by that seat. False if it cannot."""
        if self.finished or not self.is_human(seat):
            return False
        self.cancel_bots()
        self.seats[seat]["conceded"] = True
        self._append_log(Msg("session.conceded", "{name} concedes the game", name=self.names[seat]))
        self.autosave()
        return True

    def winners(self) -> list[int]:
        """The winners: the game's own at its end; after a concession, the best score
        among the seats that did not concede."""
        if not self.conceded:
            return list(self.state.winners())
        scores = self.state.scores()
        rest = [i for i in range(len(scores)) if i not in self.conceded]
        if not rest:
            return []
        best = max(scores[i] for i in rest)
        return [i for i in rest if scores[i] == best]

    @staticmethod
    def _text(key: str, default: str, **fmt: Any) -> str:
        from ui.widgets.text import tr

        return tr(key, default, **fmt)

    @property
    def thinking(self) -> bool:
        """True while a bot is computing a decision (for the UI's indicator)."""
        return any(not j.done for j in self._jobs.values())

    def thinking_seats(self) -> list[int]:
        return sorted(s for s, j in self._jobs.items() if not j.done)

    def waiting_for_bots(self) -> bool:
        return bool(self.pending_bots())

    # --- moves --------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list:
        """Apply one action (IllegalAction if it is not legal): record it, autosave,
        append the log lines and notify the listeners."""
        events, flag = self._apply_flagged(self.state, seat, action)
        self.rec.actions.append((seat, self.spec.action_to_json(action)))
        self.undoable.append(flag)
        self._hint_after_step(seat)
        began = self._note(self.state, events)
        self._keep_checkpoint(len(self.rec.actions), self.state, began)
        self._last_apply = time.monotonic()
        self.autosave()
        # decisions that no longer match the position are dropped
        for s, job in list(self._jobs.items()):
            if job.done and (s not in self.state.to_act() or self.state.legal_actions(s) != job.legal):
                del self._jobs[s]
        for cb in list(self.on_applied):
            cb(seat, action, events)
        return events

    def _apply_flagged(self, state: Any, seat: int, action: Any) -> tuple[list, bool]:
        """Apply `action` to `state`; return its events and whether `seat` may take it
        back: a human's step that drew on the generator or showed something hidden to
        that seat or to another human is a barrier (the engine reports both:
        `apply_reported`); bots' steps never can be taken back."""
        out = state.apply_reported(seat, action)
        if not self.is_human(seat) or out.random:
            return out.events, False
        watching = {seat, *self.human_seats()}
        return out.events, not (out.revealed_to & watching)

    # --- undo ---------------------------------------------------------------------
    def undo_seat(self) -> int | None:
        """The human seat whose last decision could be taken back now (None if none)."""
        return self._undo_candidate()

    def _undo_candidate(self) -> int | None:
        if self._closed or not self.rec.actions or len(self.undoable) != len(self.rec.actions):
            return None
        if self.finished or not self.undoable[-1]:
            return None
        seat = self.rec.actions[-1][0]
        if not self.is_human(seat):
            return None
        # never while a bot decides (or its decision waits to be applied)
        if self.pending_bots() or self.thinking:
            return None
        acting = self.state.to_act()
        # still this human's decision, or the game waits only on humans
        if seat not in acting and not all(self.is_human(s) for s in acting):
            return None
        return seat

    def can_undo(self, seat: int | None = None) -> bool:
        """True if the human who acted last (`seat`, if given, must be that human) may
        take back that decision now."""
        s = self._undo_candidate()
        return s is not None and (seat is None or seat == s)

    def undo(self) -> bool:
        """Take back exactly one decision of the human who acted last (see `can_undo`):
        the position is replayed from the seed without it, the log and the score history
        are rebuilt, the autosave is rewritten. Returns False if nothing was undone."""
        seat = self._undo_candidate()
        if seat is None:
            return False
        k = len(self.rec.actions) - 1
        _seat, aj = self.rec.actions[k]
        action = self.spec.action_from_json(aj)
        self.cancel_bots()   # no bot result computed for another position is applied
        kept = {name: getattr(self, name) for name in _REPLAYED}
        try:
            replay = self._replay_to(k)
            what = self._describe_action(replay, seat, action)
        except Exception as e:  # noqa: BLE001 - the game goes on unchanged
            for name, value in kept.items():
                setattr(self, name, value)
            self.last_error = self._text("session.undo_failed", "Undo failed: {reason}", reason=e)
            return False
        del self.rec.actions[k:]
        del self.undoable[k:]   # the flags of the steps before stay what they were
        self.state = replay
        self.log_epoch += 1
        from ui.widgets.text import tr

        self._append_log(tr("session.undone", "Undone: {what}", what=what))
        self._last_apply = time.monotonic()
        # counted with the seat, like hints (the statistics read it; an older save has none)
        done = self.seats[seat].get("undos", 0)
        self.seats[seat]["undos"] = (done if isinstance(done, int) and not isinstance(done, bool) else 0) + 1
        self.autosave()
        for cb in list(self.on_undone):
            cb(seat, action)
        return True

    def _describe_action(self, state: Any, seat: int, action: Any) -> str:
        """The log text of `action` by `seat` in `state` (applied to a clone)."""
        from ui.widgets.text import tr

        lines = []
        try:
            for ev in state.clone().apply(seat, action):
                line = self.spec.describe(ev, self.names, state)
                if line:
                    lines.append(line)
        except Exception:  # noqa: BLE001 - only the text is missing then
            lines = []
        if lines:
            # each line in the language shown, not English; whole sentences, one after the other
            # (joined by "; " they read "…seal.; …")
            return " ".join(tr(x) for x in lines)
        return tr("session.undone_choice", "{name}'s last choice", name=self.names[seat])

    def _note(self, state: Any, events: list) -> bool:
        """The log lines and the scores of a step; True if a round (age, era) began."""
        for ev in events:
            line = self.spec.describe(ev, self.names, state)
            if line:
                self._append_log(line, replayed=True)
        if state.is_over():
            if self._round != "__over__":
                self.score_history.append(_totals(state))
                self.score_labels.append(self._round)
                self._round = "__over__"
            return False
        rnd = _round_part(state)
        if rnd != self._round:
            self.score_history.append(_totals(state))
            self.score_labels.append(self._round)
            self._round = rnd
            public = self._public(state)
            self.round_starts.append((rnd, public, self.log_total))
            del self.round_starts[:-3]
            self._pstarts.append((rnd, public, self._plines))
            del self._pstarts[:-3]
            return True
        return False

    @staticmethod
    def _public(state: Any) -> Any:
        """The position as the whole table sees it (None if the game has no such view)."""
        try:
            return state.view(-1)
        except Exception:  # noqa: BLE001 - no summary can be rebuilt then, nothing else lost
            return None

    def _append_log(self, line: str, replayed: bool = False) -> None:
        """Append a log line; `replayed`: a line a replay of the record writes again (not
        "Undone: ...", a concession)."""
        self.log.append(line)
        self.log_total += 1
        if len(self.log) > LOG_CAP:
            del self.log[: len(self.log) - LOG_CAP]
        if replayed:
            self._plog.append(line)
            self._plines += 1
            if len(self._plog) > LOG_CAP:
                del self._plog[: len(self._plog) - LOG_CAP]

    # --- saving -------------------------------------------------------------------
    def autosave(self, wait: bool = False) -> None:
        """Queue an autosave of the current position. A copy of the record and a clone
        of the state are taken now; a writer thread encodes and writes them (fsync can
        take tens of milliseconds, which must not stall a frame). The newest position
        wins; `flush_autosave()` waits for the write."""
        store = getattr(self.app, "store", None)
        if store is None:
            return
        with self._save_cv:
            self._save_pending = (self.rec.copy(), self.state.clone())
            if self._save_thread is None or not self._save_thread.is_alive():
                self._save_thread = threading.Thread(target=self._writer, name="autosave", daemon=True)
                self._save_thread.start()
            self._save_cv.notify_all()
        if wait:
            self.flush_autosave()

    def _writer(self) -> None:
        store = self.app.store
        while True:
            with self._save_cv:
                while self._save_pending is None:
                    if self.save_failed and self._save_failed_copy is not None and not self._closed:
                        # a failed save is tried again from here, whatever scene is shown
                        # (the results screen covers the board, whose frames stop)
                        left = self._save_retry_at - time.monotonic()
                        if left <= 0:
                            self._save_retry_at = time.monotonic() + SAVE_RETRY
                            self._save_pending = self._save_failed_copy
                            break
                        self._save_cv.wait(timeout=min(left, SAVE_RETRY))
                    elif not self._save_cv.wait(timeout=5.0):
                        if self._save_pending is None:
                            self._save_thread = None
                            return
                rec, state = self._save_pending
                self._save_pending = None
                self._saving = True
            error = ""
            try:
                keep = getattr(getattr(self.app, "settings", None), "keep_finished_games", None)
                if isinstance(keep, int) and not isinstance(keep, bool) and hasattr(store, "keep_finished"):
                    store.keep_finished = keep
                store.autosave(rec, state)
            except SaveError as e:
                error = reason_of(e) or "the game could not be saved"
            except Exception as e:  # noqa: BLE001 - a failed autosave must not end the game
                error = f"autosave failed: {e!r}"
            with self._save_cv:
                self._saving = False
                self._saved(error, rec, state)
                self._save_cv.notify_all()

    def _saved(self, error: str, rec: GameRecord, state: Any) -> None:
        """After a write (under _save_cv): remember a failure for a retry, and tell the
        player when saving starts failing and when it works again."""
        from ui.widgets.text import tr

        if error:
            if self._save_pending is None:
                self._save_failed_copy = (rec, state)  # what to write when trying again
            self._save_retry_at = time.monotonic() + SAVE_RETRY
            if not self.save_failed:
                self.save_failed = True
                self.save_notice = tr("session.save_failed", "Saving failed: {reason}. The game goes on; saving is "
                                      "tried again at every move, and the last good save is kept.", reason=error)
                self.last_error = self.save_notice
        else:
            self._save_failed_copy = None
            self._saved_moves = len(rec.actions)
            if self.save_failed:
                self.save_failed = False
                self.save_notice = tr("session.save_works", "Saving works again: the game is saved.")
                self.last_error = self.save_notice

    def retry_autosave(self, now: float | None = None, force: bool = False) -> bool:
        """Queue the failed autosave again if it is due (or `force`); True if queued."""
        now = time.monotonic() if now is None else now
        with self._save_cv:
            copy = self._save_failed_copy
            if not self.save_failed or copy is None or self._save_pending is not None or self._saving:
                return False
            if not force and now < self._save_retry_at:
                return False
            self._save_retry_at = now + SAVE_RETRY
        self.autosave()
        return True

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait until every queued autosave is written; False on timeout."""
        end = time.monotonic() + timeout
        with self._save_cv:
            while self._save_pending is not None or self._saving:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._save_cv.wait(timeout=min(left, 0.2))
        return True

    def writing(self) -> bool:
        """An autosave is queued or being written (a failed one waiting to be tried
        again does not count)."""
        with self._save_cv:
            return self._save_pending is not None or self._saving

    def save_as(self, name: str) -> Path:
        return self.app.store.save(name, self.rec, self.state)

    def save_fresh(self, name: str) -> Path:
        """A quick save: never over another game's save (a suffix is added instead); the
        path returned names the file written."""
        return self.app.store.save(name, self.rec, self.state, fresh=True)

    # --- bots ---------------------------------------------------------------------
    def _setting(self, name: str, default: float) -> float:
        settings = getattr(self.app, "settings", None)
        try:
            return float(getattr(settings, name, default))
        except (TypeError, ValueError):
            return default

    def bot_for(self, seat: int) -> Any:
        bot = self._bots.get(seat)
        if bot is None:
            from game.ai import make_bot

            kind = self.seats[seat].get("kind", "random")
            try:
                bot = make_bot(kind, self.spec.id)
            except ValueError:
                # a level that is not available yet plays as the random bot
                bot = make_bot("random", self.spec.id)
            if hasattr(bot, "configure"):
                budget = self._setting("bot_budget", 0.0)
                try:
                    bot.configure(budget=budget if budget > 0 else None, iterations=self.bot_iterations)
                except TypeError:
                    pass
            self._bots[seat] = bot
        return bot

    def _pace(self, seat: int) -> Any:
        """The seat's pace, or None (not a `hard` seat, a fixed search size, or a game
        that sets no thinking time per round)."""
        if self.bot_iterations is not None or str(self.seats[seat].get("kind", "")) != "hard":
            return None
        setting = self._setting("bot_budget", 0.0)
        if setting != self._paces_setting:
            # the setting was changed during the game: the paces start again from it
            self._paces.clear()
            self._paces_setting = setting
        if seat not in self._paces:
            from game.ai.common import load_heuristic
            from game.ai.pace import pace_for

            hard = sum(1 for i, st in enumerate(self.seats) if not self.is_human(i) and str(st.get("kind", "")) == "hard")
            try:
                self._paces[seat] = pace_for(load_heuristic(self.spec.id), hard, setting)
            except ValueError:   # a game without a bot module: no hard bot, no pace
                self._paces[seat] = None
        return self._paces[seat]

    def _budget(self, seat: int, job: _BotJob) -> float:
        """Seconds for this decision of a bot seat (0: the bot's own default). A paced
        seat gets its pace's share (the job keeps the round it counts for); any other
        gets the setting, shared by bots deciding at the same time in the one bot
        process, so the table waits no longer than one setting."""
        pace = self._pace(seat)
        if pace is not None:
            from game.ai.pace import round_key

            job.round = round_key(self.state)
            return pace.budget(job.round)
        from ui.botproc import PROCESS_LEVELS

        budget = self._setting("bot_budget", 0.0)
        together = sum(1 for s in self.state.to_act()
                       if not self.is_human(s) and str(self.seats[s].get("kind", "")) in PROCESS_LEVELS)
        if budget > 0 and together > 1:
            budget = max(min(budget, 0.2), budget / together)
        return budget

    def _paced(self, job: _BotJob) -> None:
        """A finished decision's thinking time counts against its seat's pace."""
        pace = self._paces.get(job.seat)
        if pace is not None and job.round is not None:
            pace.record(job.round, job.seconds, job.searched)
            job.round = None

    def _bot_seed(self, seat: int) -> int:
        # derived from the seed and this seat's decision count (not from timing), so a
        # loaded game continues exactly as it would have
        k = sum(1 for s, _ in self.rec.actions if s == seat)
        return (self.rec.seed * 1_000_003 + k * 7919 + seat * 104_729) & ((1 << 63) - 1)

    def _bot_rng(self, seat: int) -> Rng:
        return Rng(self._bot_seed(seat))

    def _bot_worker(self) -> Any:
        """The shared bot process, or None if this seat's bots think in threads."""
        if not self.bot_process or not self._process_can_play():
            return None
        if self._worker is None:
            from ui import botproc

            self._worker = getattr(self.app, "bot_worker", None) or botproc.shared_worker()
        return None if self._worker.broken else self._worker

    def _process_can_play(self) -> bool:
        """The bot process knows only the games of game.registry and the real bots: a
        game or a bot made up in this process (tests) thinks in a thread."""
        import game.ai
        from game.registry import GAMES

        known = GAMES.get(self.spec.id)
        real = getattr(game.ai.make_bot, "__module__", "") == "game.ai"
        return real and known is not None and known.module_name == self.spec.module_name \
            and self.spec.module_name.startswith("game.")

    def _start_remote(self, seat: int, job: _BotJob, view: Any) -> bool:
        """Send the decision to the bot process; False if it must be made in a thread."""
        from ui import botproc

        kind = str(self.seats[seat].get("kind", "random"))
        worker = self._bot_worker() if kind in botproc.PROCESS_LEVELS else None
        if worker is None:
            return False
        budget = self._budget(seat, job)
        try:
            payload = botproc.job_payload(self.spec.id, kind, view, seat, self._bot_seed(seat),
                                          budget=budget if budget > 0 else None, iterations=self.bot_iterations)
        except Exception:  # noqa: BLE001 - a view that cannot be sent: think in a thread
            job.round = None
            return False
        if job.round is not None:
            payload["report"] = True   # the process tells how long it thought
        job.remote = worker.submit(payload)
        self._jobs[seat] = job
        return True

    def _poll_remote(self) -> None:
        """Results of the bot process (at most a few a frame; never blocks)."""
        hint = self.hint
        hint_waits = hint is not None and hint.remote is not None and not hint.done
        if self._worker is None or not (hint_waits or any(j.remote is not None and not j.done
                                                          for j in self._jobs.values())):
            return
        from ui.botproc import LOST

        by_id = {j.remote: j for j in self._jobs.values() if j.remote is not None}
        for job_id, ok, value in self._worker.poll():
            if hint_waits and job_id == hint.remote:
                self._hint_answer(hint, ok, value)
                continue
            job = by_id.get(job_id)
            if job is None or self._jobs.get(job.seat) is not job:
                continue
            if not ok and str(value).startswith(LOST):
                # the process died (or could not start): this decision is made in a thread
                del self._jobs[job.seat]
                self._start_job(job.seat, remote=False)
                continue
            if ok:
                if isinstance(value, dict):   # a paced job's report
                    job.seconds = float(value.get("seconds", 0.0))
                    job.searched = bool(value.get("searched", True))
                    value = value.get("action")
                try:
                    job.result = self.spec.action_from_json(value)
                except Exception as e:  # noqa: BLE001 - reported like a failed bot
                    job.error = e
            else:
                job.error = RuntimeError(str(value).strip().splitlines()[-1] if value else "the bot failed")
            job.done = True

    def _start_job(self, seat: int, remote: bool = True) -> None:
        legal = self.state.legal_actions(seat)
        job = _BotJob(seat, legal)
        view = self.state.view(seat)  # built on the main thread; the bot gets only this
        if remote and self._start_remote(seat, job, view):
            return
        bot = self.bot_for(seat)
        rng = self._bot_rng(seat)
        if self._pace(seat) is not None and hasattr(bot, "configure"):
            bot.configure(budget=self._budget(seat, job))
        if type(bot).__name__ == "RandomBot" and type(bot).__module__ == "game.ai":
            # a random pick takes microseconds: no thread (starting one costs more)
            try:
                job.result = bot.choose(view, seat, rng)
            except Exception as e:  # noqa: BLE001 - reported like any failed bot
                job.error = e
            job.done = True
            self._jobs[seat] = job
            return

        def work() -> None:
            try:
                job.result = bot.choose(view, seat, rng)
                job.seconds = float(getattr(bot, "last_seconds", 0.0))
                job.searched = getattr(bot, "last_iterations", 1) > 0
            except BaseException as e:  # noqa: BLE001 - reported on the main thread
                job.error = e
            job.done = True

        if sys.getswitchinterval() > 0.001:
            # a thinking bot holds the GIL; a short switch interval lets the window's
            # thread get it back within a millisecond, so frames stay smooth
            sys.setswitchinterval(0.001)
        job.thread = threading.Thread(target=work, name=f"bot-seat-{seat}", daemon=True)
        self._jobs[seat] = job
        job.thread.start()

    def start_bots(self) -> list[int]:
        """Start the decisions of the bot seats that have to decide and collect the bot
        process's answers; returns those seats."""
        pending = self.pending_bots()
        for seat in pending:
            if seat not in self._jobs:
                self._start_job(seat)
        self._poll_remote()
        return pending

    def update(self, now: float | None = None) -> list[tuple[int, Any, list]]:
        """Start bot decisions that are due and apply finished ones (at most one per
        call). Returns the (seat, action, events) applied."""
        if self._resave and not self._closed:
            self._resave = False   # after the game left for this one has written its autosave
            self.autosave()
        if self.save_failed and not self._closed:
            self.retry_autosave(now)
        if self._locked and not self._closed:
            self._keep_lock()
        if self._closed or self.state.is_over():
            return []
        now = time.monotonic() if now is None else now
        pending = self.start_bots()
        simultaneous = len(self.state.to_act()) > 1
        # a guided game (ui/guide) takes a simultaneous decision in one order whatever the
        # bots' timing: its humans first, then the bots in seat order (the same game each time)
        ordered = simultaneous and self.in_seat_order
        if ordered and self.pending_humans():
            return []
        pause = 0.0 if simultaneous else max(0.0, self._setting("bot_pause", 0.0))
        for seat in pending:
            job = self._jobs.get(seat)
            if job is None or not job.done:
                if ordered:
                    break
                continue
            self._paced(job)
            if now - self._last_apply < pause:
                break
            if self.writing() and not self.flush_autosave(timeout=WRITE_WAIT):
                # the last move's autosave is not on disk yet: a bot's move waits for it,
                # so that a kill loses at most one move at any pace (bot pause 0 outruns
                # the writer); a slow disk holds the bots back, never the frame for long
                break
            del self._jobs[seat]
            if job.cancelled:
                continue
            legal = self.state.legal_actions(seat)
            action = job.result
            if job.error is not None or legal != job.legal or action not in legal:
                if job.error is not None:
                    self.last_error = self._text("session.bot_failed", "{name}'s bot failed: {reason}",
                                                 name=self.names[seat], reason=repr(job.error))
                    action = legal[0]
                else:
                    continue  # stale: think again next frame
            events = self.apply(seat, action)
            return [(seat, action, events)]
        return []

    # --- hints ("Ask the bot") ----------------------------------------------------------
    def hints_taken(self, seat: int) -> int:
        """How many hints `seat` has taken in this game (saved with its seat; 0 in a save
        from before hints)."""
        n = self.seats[seat].get("hints", 0) if 0 <= seat < len(self.seats) else 0
        return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 0

    def can_hint(self, seat: int | None) -> bool:
        """A hint can be asked for a human seat's decision that is on now."""
        return (seat is not None and not self._closed and not self.finished and self.is_human(seat)
                and seat in self.state.to_act() and bool(self.state.legal_actions(seat)))

    def hint_for(self, seat: int | None) -> Hint | None:
        """The current hint of `seat` (asked or arrived), if any."""
        h = self.hint
        return h if h is not None and seat is not None and h.seat == seat and not h.cancelled else None

    def ask_hint(self, seat: int) -> bool:
        """Have the `hard` search think about `seat`'s decision from its view only (in the
        bot process; in a thread without one). True if a hint is on its way or here."""
        if not self.can_hint(seat):
            return False
        if self.hint_for(seat) is not None:
            return True
        self.cancel_hint()
        view = self.state.view(seat)   # the only thing the search receives
        hint = Hint(seat, json.loads(json.dumps(view.to_json(), sort_keys=True)), self.state.legal_actions(seat))
        self.hint = hint
        # its own seed, from the game's seed and the position: the same hint every time
        seed = (self._bot_seed(seat) * 31 + 17 + len(self.rec.actions)) & ((1 << 63) - 1)
        budget = self._setting("bot_budget", 0.0)
        budget_arg = budget if budget > 0 else None
        iterations = self.hint_iterations if self.hint_iterations is not None else self.bot_iterations
        worker = self._bot_worker()
        if worker is not None:
            from ui import botproc

            try:
                payload = botproc.hint_payload(self.spec.id, view, seat, seed, budget_arg, iterations, HINT_K)
            except Exception:  # noqa: BLE001 - a view that cannot be sent: think in a thread
                payload = None
            if payload is not None:
                hint.remote = worker.submit(payload)
                return True
        self._hint_thread(hint, view, seed, budget_arg, iterations)
        return True

    def _hint_thread(self, hint: Hint, view: Any, seed: int, budget: float | None, iterations: int | None) -> None:
        game_id = self.spec.id

        def work() -> None:
            try:
                from game.ai import suggest

                found = suggest(game_id, view, hint.seat, Rng(seed), k=HINT_K, budget=budget, iterations=iterations)
                if not hint.cancelled:
                    hint.suggestions = found
            except Exception as e:  # noqa: BLE001 - shown to the player on the main thread
                hint.error = repr(e)
            hint.done = True

        if sys.getswitchinterval() > 0.001:
            sys.setswitchinterval(0.001)
        hint.thread = threading.Thread(target=work, name=f"hint-seat-{hint.seat}", daemon=True)
        hint.thread.start()

    def _hint_answer(self, hint: Hint, ok: bool, value: Any) -> None:
        """The bot process's answer to a hint job."""
        from ui.botproc import LOST, hint_from_json

        if hint is not self.hint or hint.cancelled:
            return
        if not ok and str(value).startswith(LOST):
            # the process died: the hint is thought out in a thread
            hint.remote = None
            budget = self._setting("bot_budget", 0.0)
            iterations = self.hint_iterations if self.hint_iterations is not None else self.bot_iterations
            view = self.spec.from_json(hint.view_json)
            seed = (self._bot_seed(hint.seat) * 31 + 17 + len(self.rec.actions)) & ((1 << 63) - 1)
            self._hint_thread(hint, view, seed, budget if budget > 0 else None, iterations)
            return
        if ok:
            try:
                hint.suggestions = hint_from_json(self.spec, value)
            except Exception as e:  # noqa: BLE001 - shown like a failed hint
                hint.error = repr(e)
        else:
            hint.error = str(value).strip().splitlines()[-1] if value else "the hint failed"
        hint.done = True

    def poll_hint(self) -> Hint | None:
        """Collect a hint that has arrived (the board calls this each frame, even while
        the bots are paused); count it for its seat the first time. Returns the current
        hint."""
        hint = self.hint
        if hint is None or hint.cancelled:
            return None
        if not hint.done and hint.remote is not None:
            self._poll_remote()
        if hint.done and not hint.error and hint.suggestions and not hint.counted:
            hint.counted = True
            seat = hint.seat
            self.seats[seat]["hints"] = self.hints_taken(seat) + 1
            self.autosave()
        return hint

    def cancel_hint(self) -> None:
        """Drop the current hint (one being thought out in the bot process ends it)."""
        hint, self.hint = self.hint, None
        if hint is None:
            return
        hint.cancelled = True
        if hint.remote is not None and not hint.done and self._worker is not None:
            self._worker.cancel(hint.remote)

    def _hint_after_step(self, seat: int) -> None:
        """After a step: the hint goes when its seat acted, or no longer decides, or its
        choices changed. Another seat's secret pick at the same time (a draft) keeps it:
        the seat's decision is the same and it learnt nothing hidden."""
        hint = self.hint
        if hint is None:
            return
        if (seat == hint.seat or hint.seat not in self.state.to_act()
                or self.state.legal_actions(hint.seat) != hint.legal):
            self.cancel_hint()

    def run_bots_until_human(self, limit: int = 100_000) -> int:
        """Play bot moves synchronously (no threads, no pause) until a human has to
        decide or the game ends. For scripts, tests and the demo states."""
        n = 0
        while not self.state.is_over() and n < limit:
            bots = self.pending_bots()
            if not bots:
                break
            seat = bots[0]
            action = self.bot_for(seat).choose(self.state.view(seat), seat, self._bot_rng(seat))
            self._jobs.pop(seat, None)
            self.apply(seat, action)
            n += 1
        return n

    def wait_for_bots(self, timeout: float = 10.0) -> None:
        """Block until every running bot job has finished (tests)."""
        end = time.monotonic() + timeout
        for job in list(self._jobs.values()):
            if job.thread is not None:
                job.thread.join(max(0.0, end - time.monotonic()))
        while any(j.remote is not None and not j.done for j in self._jobs.values()) and time.monotonic() < end:
            self._poll_remote()
            time.sleep(0.005)

    def cancel_bots(self) -> None:
        """Discard the decisions being computed (they are started again when needed);
        a decision running in the bot process ends that process."""
        for job in self._jobs.values():
            job.cancelled = True
            if job.remote is not None and not job.done and self._worker is not None:
                self._worker.cancel(job.remote)
        self._jobs.clear()
        self.cancel_hint()

    def close(self) -> None:
        """The game is left: the last autosave is written (a failed one is tried once
        more), pending bot results are discarded, the game's lock is released."""
        self.flush_autosave()
        if self.save_failed and self.retry_autosave(force=True):
            self.flush_autosave()
        self._closed = True
        with self._save_cv:
            self._save_cv.notify_all()   # the writer stops trying again
        if self.save_failed and self._saved_moves is not None and len(self.rec.actions) > self._saved_moves:
            # the last moves are lost: the next load says the game goes on from earlier
            mark = getattr(getattr(self.app, "store", None), "mark_unsaved", None)
            if mark is not None:
                mark(self.save_name, self._saved_moves, len(self.rec.actions))
        self.unlock()
        self.cancel_bots()
