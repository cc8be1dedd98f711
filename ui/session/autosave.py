"""The autosaver of a game in play: its autosave in the saves folder, written by a thread,
and the lock that marks the game as played by this copy of the program.

`queue(rec, state)` takes copies and returns at once; a writer thread encodes and writes
the newest (fsync can take tens of milliseconds, which must not stall a frame).
`caught_up()` says without waiting whether every queued position is on disk: a bot's
move is applied only then, so a kill loses at most one move at any pace (issue 34).
A failed write is tried again every SAVE_RETRY seconds by the writer itself, whatever
scene is up; the player is told once that saving failed and once that it works again
(`notice`, also handed to `tell`)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from saves import GameRecord, SaveError
from saves.format import reason_of

SAVE_RETRY = 5.0  # seconds between tries of a failed autosave while nobody moves
LOCK_TOUCH = 10.0  # seconds between refreshes of the lock of the game in play
IDLE_END = 5.0     # seconds the writer thread waits for work before it ends


def _text(key: str, default: str, **fmt: Any) -> str:
    from ui.widgets.text import tr

    return tr(key, default, **fmt)


class Autosaver:
    """Writes the autosave `name` of one game into `app.store` (none: nothing is written)
    and holds its lock. `tell(text)` receives the notices (the session shows them)."""

    def __init__(self, app: Any, name: str, tell: Callable[[str], None]) -> None:
        self.app = app
        self.store = getattr(app, "store", None)
        self.name = name
        self.tell = tell
        self.failed = False      # the last write failed (a retry is due)
        self.notice = ""         # the last thing the player was told about saving
        self.saved_moves: int | None = None   # moves in the last autosave written (None: none yet)
        self.closed = False      # the game was left: no more retries
        self._cv = threading.Condition()
        self._pending: tuple[GameRecord, Any] | None = None
        self._failed_copy: tuple[GameRecord, Any] | None = None
        self._retry_at = 0.0
        self._thread: threading.Thread | None = None
        self._writing = False
        self.locked = False
        self._lock_touched = 0.0

    # --- the lock -----------------------------------------------------------------------
    def lock(self) -> None:
        """Mark this game as in play in the saves folder (SaveError if another running
        copy of the program plays it: neither copy may overwrite the other's moves)."""
        take = getattr(self.store, "lock", None)
        if take is not None and self.name and not self.locked:
            take(self.name)
            self.locked = True
            self._lock_touched = time.monotonic()

    def keep_lock(self) -> str:
        """While the board is shown, the lock is refreshed every LOCK_TOUCH seconds (a
        lock left alone for a minute is stale). Returns the reason (a message) if it was
        lost to another copy, else ""."""
        now = time.monotonic()
        if not self.locked or now - self._lock_touched < LOCK_TOUCH:
            return ""
        self._lock_touched = now
        if self.store.touch_lock(self.name):
            return ""
        try:
            self.store.lock(self.name)
        except SaveError as e:
            self.locked = False
            return reason_of(e)
        return ""

    def unlock(self) -> None:
        release = getattr(self.store, "unlock", None)
        if release is not None and self.locked:
            release(self.name)
            self.locked = False

    # --- writing ------------------------------------------------------------------------
    def queue(self, rec: GameRecord, state: Any) -> None:
        """Queue an autosave of this position: copies are taken now, the newest wins."""
        if self.store is None:
            return
        with self._cv:
            self._pending = (rec.copy(), state.clone())
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._writer, name="autosave", daemon=True)
                self._thread.start()
            self._cv.notify_all()

    def _writer(self) -> None:
        while True:
            with self._cv:
                while self._pending is None:
                    if self.failed and self._failed_copy is not None and not self.closed:
                        # a failed save is tried again from here, whatever scene is shown
                        # (the results screen covers the board, whose frames stop)
                        left = self._retry_at - time.monotonic()
                        if left <= 0:
                            self._retry_at = time.monotonic() + SAVE_RETRY
                            self._pending = self._failed_copy
                            break
                        self._cv.wait(timeout=min(left, SAVE_RETRY))
                    elif not self._cv.wait(timeout=IDLE_END) and self._pending is None:
                        self._thread = None
                        return
                rec, state = self._pending
                self._pending = None
                self._writing = True
            error = self._write(rec, state)
            with self._cv:
                self._writing = False
                self._saved(error, rec, state)
                self._cv.notify_all()

    def _write(self, rec: GameRecord, state: Any) -> str:
        """Write one autosave; the reason it failed, or ""."""
        keep = getattr(getattr(self.app, "settings", None), "keep_finished_games", None)
        try:
            if isinstance(keep, int) and not isinstance(keep, bool) and hasattr(self.store, "keep_finished"):
                self.store.keep_finished = keep
            self.store.autosave(rec, state)
        except SaveError as e:
            return reason_of(e) or "the game could not be saved"
        except Exception as e:  # noqa: BLE001 - this thread must live on: a write that fails for a
            # reason the store did not foresee (a position that cannot be encoded) is told and retried
            return f"autosave failed: {e!r}"
        return ""

    def _saved(self, error: str, rec: GameRecord, state: Any) -> None:
        """After a write (under the lock): remember a failure for a retry, and tell the
        player when saving starts failing and when it works again."""
        if error:
            if self._pending is None:
                self._failed_copy = (rec, state)  # what to write when trying again
            self._retry_at = time.monotonic() + SAVE_RETRY
            if not self.failed:
                self.failed = True
                self.notice = _text("session.save_failed", "Saving failed: {reason}. The game goes on; saving is "
                                    "tried again at every move, and the last good save is kept.", reason=error)
                self.tell(self.notice)
        else:
            self._failed_copy = None
            self.saved_moves = len(rec.actions)
            if self.failed:
                self.failed = False
                self.notice = _text("session.save_works", "Saving works again: the game is saved.")
                self.tell(self.notice)

    def retry_due(self, now: float | None = None, force: bool = False) -> bool:
        """A failed autosave is to be tried again now (or `force`): True once per
        SAVE_RETRY seconds (the caller queues the position of now)."""
        now = time.monotonic() if now is None else now
        with self._cv:
            if not self.failed or self._failed_copy is None or self._pending is not None or self._writing:
                return False
            if not force and now < self._retry_at:
                return False
            self._retry_at = now + SAVE_RETRY
        return True

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued autosave is written; False on timeout."""
        end = time.monotonic() + timeout
        with self._cv:
            while self._pending is not None or self._writing:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cv.wait(timeout=min(left, 0.2))
        return True

    def writing(self) -> bool:
        """An autosave is queued or being written (a failed one waiting to be tried again
        does not count)."""
        with self._cv:
            return self._pending is not None or self._writing

    def caught_up(self) -> bool:
        """Every queued position is on disk (never waits)."""
        return not self.writing()

    def close(self) -> None:
        """The game is left: the writer stops trying again."""
        self.closed = True
        with self._cv:
            self._cv.notify_all()

    def lost_moves(self, moves: int) -> bool:
        """Saving failed and the last `moves` moves are not in the autosave: the next
        load is told the game goes on from earlier (SaveStore.mark_unsaved)."""
        if not (self.failed and self.saved_moves is not None and moves > self.saved_moves):
            return False
        mark = getattr(self.store, "mark_unsaved", None)
        if mark is not None:
            mark(self.name, self.saved_moves, moves)
        return True
