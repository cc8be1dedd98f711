"""GameSession: one game being played in the window, made of four services.

The session owns the full state (never handed to a bot) and the save record, and composes:

- **BotRunner** (`ui/session/bots.py`): the bot seats' decisions, each a BotJob computed
  in the shared bot process for the searching levels (ui/botproc.py: the view goes
  there as JSON, the action comes back as JSON, so a search never holds the drawing
  back) or in a worker thread (`random`, or when no process can be started), behind one
  interface (`submit(payload, answer)` / `poll()` / `think(work)`); a bot that says it
  is `instant` picks at once. It keeps the bots, their seeds and the `hard` seats' paces.
- **HintService** (`ui/session/hints.py`): "Ask the bot": the `hard` search thinks about
  a human seat's decision from that seat's view only, through the same runner; `hint`
  holds its best actions when they arrive. A hint is dropped when that seat acts, when
  an undo or another seat's step changes its choices, or when the game is left; each
  hint delivered counts in the seat's entry of the save (`hints_taken`).
- **Autosaver** (`ui/session/autosave.py`): every move queues an autosave (copies taken
  at once; a writer thread encodes and writes them, fsync must not stall a frame); the
  newest position wins; a failed write is tried again by the writer, whatever scene is
  up; the player is told once that saving failed and once that it works again. It also
  holds the game's lock in the saves folder.
- **History** (`ui/session/history.py`): the log, the score history, the round starts,
  the undo flags and the checkpoints (a clone of the position at each round's start and
  every CHECKPOINT_EVERY moves, with what the replay had written by then). A load
  rebuilds it by replaying the record from its seed, an undo from the nearest
  checkpoint, both through `GameRecord.replay` (saves/record.py), so it cannot
  desynchronise.

The board scene calls `update()` once a frame: it starts the bot decisions that are due
and applies a finished one (at most one per call) after checking that it is still legal;
between two bot moves on a sequential turn it waits `app.settings.bot_pause` seconds so
a person can follow the game; simultaneous picks (drafts) are applied as soon as each
bot has chosen. A bot's move is applied only once the autosave of the move before it is
on disk, so a kill at any pace loses at most one move; in the window (`app.real_clock`)
the frame never waits for the disk: until then `update()` returns at once and the move
lands at a later frame (frames stepped without a clock wait up to WRITE_WAIT). Human
clicks come through `apply(seat, action)`; listeners in `on_applied` receive
`(seat, action, events)` for every applied action, those in `on_undone` `(seat, action)`
after an undo.

Undo: a human may take back their own last decisions, one at a time, back to the last
point where hidden information was revealed to them or to another human, a random event
happened, or another seat acted (Board Game Arena's rule). Whether a step can be taken
back is what the engine reports when it is applied (`State.apply_reported`). The flags
are not saved: a load computes them again by the same replay, only for the last steps
back to the first barrier (`History.tail_flags`): undo never reaches further.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core import IllegalAction, Msg
from game.registry import GameSpec, get_game
from saves import GameRecord, SaveError
from ui.session.autosave import Autosaver
from ui.session.bots import BotRunner, setting
from ui.session.hints import HINT_K, Hint, HintService, hints_taken
from ui.session.history import LOG_CAP, History, round_part

_round_part = round_part   # the name ui/remote.py imports
WRITE_WAIT = 0.25  # seconds a stepped frame waits for the last autosave before a bot's move (_write_wait)

__all__ = ["HINT_K", "LOG_CAP", "GameSession", "Hint"]


class GameSession:
    # what a board offers for this session: a bot pause (P, "Pause bots") where its bots
    # run here, an Undo (the button, Ctrl+Z) where a decision may be taken back here
    runs_bots: bool = True
    can_take_back: bool = True
    can_concede: bool = True    # the pause menu's Concede (a seat at another's table cannot end it)
    can_rematch: bool = True    # the results' Rematch (at another's table the host starts the next game)

    def __init__(self, app: Any, spec: GameSpec, rec: GameRecord, state: Any) -> None:
        self.app = app
        self.spec = spec
        self.rec = rec
        self.state = state
        self.seats: list[dict[str, Any]] = rec.seats
        self.names: list[str] = [str(s.get("name", f"Player {i + 1}")) for i, s in enumerate(rec.seats)]
        self.on_applied: list[Callable[[int, Any, list], None]] = []
        self.on_undone: list[Callable[[int, Any], None]] = []
        self.last_error: str = ""
        self.load_notice: str = ""
        self.in_seat_order = False     # see update(): a guided game sets it
        self._closed = False
        # a save loaded under another name than this game's autosave: the autosave may
        # hold another position of the game (played on after that save), so it is
        # rewritten with the loaded one when the board first updates (Continue must
        # resume what was shown, not the later position)
        self._resave = False
        self.history = History(spec, self.names, state, len(rec.actions), self._opening_line)
        self.bots = BotRunner(self)
        self.hints = HintService(self, self.bots)
        store = getattr(app, "store", None)
        self.autosaver = Autosaver(app, store.autosave_name(rec) if store is not None else "", self._tell)
        from ui.botproc import PROCESS_LEVELS

        if any(str(seat.get("kind")) in PROCESS_LEVELS for seat in self.seats):
            worker = self._bot_worker()
            if worker is not None:
                worker.prestart()   # in the background: ready when the first bot decides

    def _tell(self, notice: str) -> None:
        self.last_error = notice   # the board shows it as a toast

    # --- what the services hold, by the names the boards and scenes read ----------------------
    log = property(lambda self: self.history.log, lambda self, v: setattr(self.history, "log", v))
    log_total = property(lambda self: self.history.log_total, lambda self, v: setattr(self.history, "log_total", v))
    log_epoch = property(lambda self: self.history.log_epoch, lambda self, v: setattr(self.history, "log_epoch", v))
    score_history = property(lambda self: self.history.score_history,
                             lambda self, v: setattr(self.history, "score_history", v))
    score_labels = property(lambda self: self.history.score_labels,
                            lambda self, v: setattr(self.history, "score_labels", v))
    round_starts = property(lambda self: self.history.round_starts,
                            lambda self, v: setattr(self.history, "round_starts", v))
    undoable = property(lambda self: self.history.undoable, lambda self, v: setattr(self.history, "undoable", v))
    _round = property(lambda self: self.history.round, lambda self, v: setattr(self.history, "round", v))
    hint = property(lambda self: self.hints.hint)
    hint_iterations = property(lambda self: self.hints.iterations,
                               lambda self, v: setattr(self.hints, "iterations", v))
    bot_process = property(lambda self: self.bots.use_process, lambda self, v: setattr(self.bots, "use_process", v))
    bot_iterations = property(lambda self: self.bots.iterations, lambda self, v: setattr(self.bots, "iterations", v))
    save_name = property(lambda self: self.autosaver.name, lambda self, v: setattr(self.autosaver, "name", v))
    save_failed = property(lambda self: self.autosaver.failed)
    save_notice = property(lambda self: self.autosaver.notice)

    # --- the game's lock in the saves folder -----------------------------------------------------
    def lock(self) -> None:
        """Mark this game as in play in the saves folder (SaveError if another running
        copy of the program plays it: neither copy may overwrite the other's moves)."""
        self.autosaver.lock()

    def unlock(self) -> None:
        self.autosaver.unlock()

    def __del__(self) -> None:
        # a session dropped without close() (its board could not be shown): the OS lock
        # it holds would otherwise keep the game from other copies until this one ends
        try:
            self.unlock()
        except Exception:  # noqa: BLE001 - a finaliser must never raise (a half-built session has no
            pass           # autosaver yet; a store that fails now has nobody left to tell)

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
        session.history.started(state)
        session.autosave()
        return session

    def rematch(self, seed: int) -> GameSession | None:
        """The same table again with a new seed (the results screen's Rematch); None where
        this program cannot start it (a seat at another's table)."""
        return GameSession.new(self.app, self.spec.id, [dict(s) for s in self.seats], seed,
                               dict(getattr(self.rec, "options", {}) or {}))

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
        except (AttributeError, KeyError, IndexError, TypeError, ValueError):
            events = []   # a position that cannot tell its set-up (a view, a test's game): a log without it
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
        session.autosaver.saved_moves = len(rec.actions)
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
        steps that matter (History.tail_flags)."""
        replay = self.history.rebuild(self.rec, upto)
        if flags:
            n = len(self.rec.actions) if upto is None else min(len(self.rec.actions), upto)
            self.undoable = self.history.tail_flags(self.rec, n, self.is_human, self._apply_flagged)
        self.bots.last_apply = 0.0
        return replay

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
        return self.bots.thinking

    def thinking_seats(self) -> list[int]:
        return self.bots.thinking_seats()

    def waiting_for_bots(self) -> bool:
        return bool(self.pending_bots())

    # --- moves --------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list:
        """Apply one action (IllegalAction if it is not legal): record it, autosave,
        append the log lines and notify the listeners."""
        events, flag = self._apply_flagged(self.state, seat, action)
        self.rec.actions.append((seat, self.spec.action_to_json(action)))
        self.hints.after_step(seat)
        self.history.applied(len(self.rec.actions), self.state, events, flag)
        self.bots.last_apply = time.monotonic()
        self.autosave()
        self.bots.drop_stale()   # decisions that no longer match the position
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

    def _append_log(self, line: Any, replayed: bool = False) -> None:
        """Append a log line; `replayed`: a line a replay of the record writes again (not
        "Undone: ...", a concession)."""
        self.history.append(line, replayed)

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
        the position is replayed without it from the nearest checkpoint, the log and the
        score history are rebuilt, the autosave is rewritten. False if nothing was undone."""
        seat = self._undo_candidate()
        if seat is None:
            return False
        k = len(self.rec.actions) - 1
        _seat, aj = self.rec.actions[k]
        action = self.spec.action_from_json(aj)
        self.cancel_bots()   # no bot result computed for another position is applied
        kept = self.history.kept()
        try:
            replay = self.history.replay_to(self.rec, k)
        except SaveError as e:   # a move that does not replay: the game goes on unchanged
            self.history.restore(kept)
            self.last_error = self._text("session.undo_failed", "Undo failed: {reason}", reason=e)
            return False
        what = self._describe_action(replay, seat, action)
        del self.rec.actions[k:]
        del self.undoable[k:]   # the flags of the steps before stay what they were
        self.state = replay
        self.log_epoch += 1
        self._append_log(self._text("session.undone", "Undone: {what}", what=what))
        self.bots.last_apply = time.monotonic()
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
        except (IllegalAction, KeyError, IndexError, TypeError, ValueError):
            lines = []   # an engine that disagrees with its own record: only the text is missing then
        if lines:
            # each line in the language shown, not English; whole sentences, one after the other
            # (joined by "; " they read "…seal.; …")
            return " ".join(tr(x) for x in lines)
        return tr("session.undone_choice", "{name}'s last choice", name=self.names[seat])

    # --- saving -------------------------------------------------------------------
    def autosave(self, wait: bool = False) -> None:
        """Queue an autosave of the current position (Autosaver.queue: copies now, written
        by a thread; the newest position wins); `wait`: until it is written."""
        self.autosaver.queue(self.rec, self.state)
        if wait:
            self.flush_autosave()

    def retry_autosave(self, now: float | None = None, force: bool = False) -> bool:
        """Queue the failed autosave again if it is due (or `force`); True if queued."""
        if not self.autosaver.retry_due(now, force):
            return False
        self.autosave()
        return True

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait until every queued autosave is written; False on timeout."""
        return self.autosaver.flush(timeout)

    def writing(self) -> bool:
        """An autosave is queued or being written (a failed one waiting to be tried
        again does not count)."""
        return self.autosaver.writing()

    def save_as(self, name: str) -> Path:
        return self.app.store.save(name, self.rec, self.state)

    def save_fresh(self, name: str) -> Path:
        """A quick save: never over another game's save (a suffix is added instead); the
        path returned names the file written."""
        return self.app.store.save(name, self.rec, self.state, fresh=True)

    # --- bots ---------------------------------------------------------------------
    def _setting(self, name: str, default: float) -> float:
        return setting(self.app, name, default)

    def bot_for(self, seat: int) -> Any:
        return self.bots.bot_for(seat)

    def _bot_worker(self) -> Any:
        """The shared bot process, or None if this session's bots think in threads (a
        session that thinks nothing itself overrides this)."""
        return self.bots.process()

    def start_bots(self) -> list[int]:
        """Start the decisions of the bot seats that have to decide and collect the bot
        process's answers; returns those seats."""
        pending = self.pending_bots()
        self.bots.start_due(pending)
        return pending

    def update(self, now: float | None = None) -> list[tuple[int, Any, list]]:
        """Start bot decisions that are due and apply finished ones (at most one per
        call). Returns the (seat, action, events) applied."""
        if not self._closed:
            if self._resave:
                self._resave = False   # after the game left for this one has written its autosave
                self.autosave()
            if self.save_failed:
                self.retry_autosave(now)
            lost = self.autosaver.keep_lock()
            if lost:
                self.last_error = lost   # a message: the board words it in the language shown
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
            job = self.bots.jobs.get(seat)
            if job is None or not job.done:
                if ordered:
                    break
                continue
            self.bots.paced(job)
            if now - self.bots.last_apply < pause:
                break
            if self.writing() and not self.flush_autosave(timeout=self._write_wait()):
                # the last move's autosave is not on disk yet: a bot's move waits for it
                # (a kill loses at most one move at any pace; bot pause 0 outruns the writer)
                break
            taken = self.bots.take(seat)
            if taken is None:
                continue   # cancelled, or stale: it thinks again next frame
            action, error = taken
            if error is not None:
                self.last_error = self._text("session.bot_failed", "{name}'s bot failed: {reason}",
                                             name=self.names[seat], reason=repr(error))
            events = self.apply(seat, action)
            return [(seat, action, events)]
        return []

    def _write_wait(self) -> float:
        """How long this frame may wait for the last autosave before a bot's move: not at
        all in a window whose frames come at a real clock's pace (`app.real_clock`: the
        move lands at a later frame, the frame is not held); WRITE_WAIT where frames are
        stepped without one (tests, the self test, screenshots), as a stepped frame
        stands for time that did not pass."""
        return 0.0 if getattr(self.app, "real_clock", False) else WRITE_WAIT

    def run_bots_until_human(self, limit: int = 100_000) -> int:
        """Play bot moves synchronously (no threads, no pause) until a human has to
        decide or the game ends. For scripts, tests and the demo states."""
        n = 0
        while not self.state.is_over() and n < limit:
            bots = self.pending_bots()
            if not bots:
                break
            seat = bots[0]
            action = self.bots.bot_for(seat).choose(self.state.view(seat), seat, self.bots.rng(seat))
            self.bots.jobs.pop(seat, None)
            self.apply(seat, action)
            n += 1
        return n

    def wait_for_bots(self, timeout: float = 10.0) -> None:
        """Block until every running bot job has finished (tests)."""
        self.bots.wait(timeout)

    def cancel_bots(self) -> None:
        """Discard the decisions being computed (they are started again when needed);
        a decision running in the bot process ends that process. The hint goes too."""
        self.bots.cancel()
        self.cancel_hint()

    # --- hints ("Ask the bot") ----------------------------------------------------------
    def hints_taken(self, seat: int) -> int:
        """How many hints `seat` has taken in this game (saved with its seat; 0 in a save
        from before hints)."""
        return hints_taken(self.seats, seat)

    def can_hint(self, seat: int | None) -> bool:
        """A hint can be asked for a human seat's decision that is on now."""
        return (seat is not None and not self._closed and not self.finished and self.is_human(seat)
                and seat in self.state.to_act() and bool(self.state.legal_actions(seat)))

    def hint_for(self, seat: int | None) -> Hint | None:
        """The current hint of `seat` (asked or arrived), if any."""
        return self.hints.of(seat)

    def ask_hint(self, seat: int) -> bool:
        """Have the `hard` search think about `seat`'s decision from its view only (in the
        bot process; in a thread without one). True if a hint is on its way or here."""
        if not self.can_hint(seat):
            return False
        if self.hint_for(seat) is None:
            self.hints.ask(seat)
        return True

    def poll_hint(self) -> Hint | None:
        """Collect a hint that has arrived (the board calls this each frame, even while
        the bots are paused); count it for its seat the first time. Returns the current
        hint."""
        hint, arrived = self.hints.poll()
        if arrived:
            self.seats[hint.seat]["hints"] = self.hints_taken(hint.seat) + 1
            self.autosave()
        return hint

    def cancel_hint(self) -> None:
        """Drop the current hint (one being thought out in the bot process ends it)."""
        self.hints.cancel()

    # --- leaving ------------------------------------------------------------------------
    def close(self) -> None:
        """The game is left: the last autosave is written (a failed one is tried once
        more), pending bot results are discarded, the game's lock is released."""
        if self._resave and not self._closed:
            self._resave = False   # a branch left before its first frame: its autosave is written now
            self.autosave()
        self.flush_autosave()
        if self.save_failed and self.retry_autosave(force=True):
            self.flush_autosave()
        self._closed = True
        self.autosaver.close()   # the writer stops trying again
        # the last moves lost: the next load says the game goes on from earlier
        self.autosaver.lost_moves(len(self.rec.actions))
        self.unlock()
        self.cancel_bots()
