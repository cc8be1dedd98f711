"""The bot's review of a finished game, computed without holding the window (issue 35
item 2): one search per decision of each human seat, from that seat's view, in a bot
process of its own (ui.botproc.BotWorker: the session's worker keeps serving the table),
or in a thread when no process can be started. Stored beside the saves
(`<saves>/reviews/<key>.json`, the key a hash of the record), so a game is reviewed once
at each precision.

    job = ReviewJob(app, rec, "default"); job.start()
    job.poll()        # once a frame: (done, total); job.finished, job.cancel()
    job.result        # {seat: [Judgement, ...]} once finished
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from game.ai.review import LEVELS, decision_seed, decisions, from_json, judge, to_json
from saves.record import GameRecord
from saves.reviews import REVIEW_VERSION, read_review, review_file, review_key, write_review
from saves.timeline import Timeline

# the record's identity and the stored documents live in saves.reviews
record_key = review_key


def reviewed_seats(rec: GameRecord) -> list[int]:
    """The seats a review is for: the humans (every seat when none is human)."""
    humans = [i for i, s in enumerate(rec.seats) if s.get("kind") == "human"]
    return humans or list(range(len(rec.seats)))


def review_path(app: Any, rec: GameRecord, level: str) -> Path | None:
    root = getattr(getattr(app, "store", None), "root", None)
    return None if root is None else review_file(root, rec, level)


def load_review(app: Any, rec: GameRecord, level: str) -> dict[int, list] | None:
    """A stored review of this record at this precision, or None (missing or unreadable:
    it is computed again)."""
    from game.registry import get_game

    root = getattr(getattr(app, "store", None), "root", None)
    doc = None if root is None else read_review(root, rec, level)
    if doc is None:
        return None
    try:
        spec = get_game(rec.game_id)
        return {int(s): from_json(js, spec.action_from_json) for s, js in doc["seats"].items()}
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def store_review(app: Any, rec: GameRecord, level: str, result: dict[int, list]) -> bool:
    """Write the review beside the saves; False if it could not be written."""
    from game.registry import get_game

    root = getattr(getattr(app, "store", None), "root", None)
    if root is None:
        return False
    spec = get_game(rec.game_id)
    doc = {"version": REVIEW_VERSION, "key": record_key(rec), "level": level,
           "seats": {str(s): to_json(js, spec.action_to_json) for s, js in result.items()}}
    return write_review(root, rec, level, doc)


class ReviewJob:
    """The review of a record's seats (`reviewed_seats`), one decision at a time."""

    def __init__(self, app: Any, rec: GameRecord, level: str = "default", use_process: bool = True,
                 iterations: int | None = None) -> None:
        from game.registry import get_game

        if level not in LEVELS:
            raise ValueError(f"unknown review precision {level!r}; one of {', '.join(LEVELS)}")
        self.app, self.rec, self.level = app, rec, level
        # a search size other than the level's (tests); such a review is not stored
        self.iterations = int(iterations) if iterations else LEVELS[level]
        self.keep = iterations is None
        self.spec = get_game(rec.game_id)
        self.timeline = Timeline(self.spec, rec)
        self.seats = reviewed_seats(rec)
        self.todo: list[tuple[int, int, Any, Any]] = []   # (seat, step, view, played)
        positions = [(k, st.clone(), seat, a) for k, st, seat, a in self.timeline.positions()]
        for seat in self.seats:
            self.todo += [(seat, k, v, a) for k, v, a in decisions(positions, seat)]
        self.total = len(self.todo)
        self.done = 0
        self.result: dict[int, list] = {s: [] for s in self.seats}
        self.finished = False
        self.cancelled = False
        self.error = ""
        self.stored = False
        self.use_process = use_process
        self._worker: Any = None
        self._running: int | None = None     # the worker's job id
        self._thread: threading.Thread | None = None
        self._answer: list | None = None
        self._lock = threading.Lock()

    # --- running -------------------------------------------------------------------------
    def start(self) -> None:
        kept = load_review(self.app, self.rec, self.level) if self.keep else None
        if kept is not None:
            self.result, self.done, self.finished = kept, self.total, True
            self.stored = True
            return
        if self.use_process:
            from ui.botproc import BotWorker

            self._worker = BotWorker()
        self._next()

    def _next(self) -> None:
        if self.cancelled:
            return
        if self.done >= self.total:
            self._finish()
            return
        seat, step, view, _played = self.todo[self.done]
        k = len(view.legal_actions(seat))
        seed = decision_seed(self.rec.seed, step)
        iterations = self.iterations
        if self._worker is not None and not self._worker.broken:
            from ui.botproc import hint_payload

            self._running = self._worker.submit(hint_payload(self.spec.id, view, seat, seed, iterations=iterations,
                                                             k=k))
            return
        self._worker = None

        def work() -> None:
            from game.ai.hint import suggest
            from game.core import Rng

            found = suggest(self.spec.id, view, seat, Rng(seed), k=k, iterations=iterations)
            with self._lock:
                self._answer = found

        self._thread = threading.Thread(target=work, name="review", daemon=True)
        self._thread.start()

    def poll(self) -> tuple[int, int]:
        """Collect what has been computed (never blocks); returns (done, total)."""
        if self.finished or self.cancelled:
            return self.done, self.total
        found = None
        if self._worker is not None and self._running is not None:
            from ui.botproc import LOST, hint_from_json

            for job_id, ok, value in self._worker.poll():
                if job_id != self._running:
                    continue
                self._running = None
                if ok:
                    found = hint_from_json(self.spec, value)
                elif str(value).startswith(LOST):
                    self._worker.close()
                    self._worker = None      # on in a thread
                    self._next()
                    return self.done, self.total
                else:
                    self.error = str(value).strip().splitlines()[-1] if value else "the search failed"
                    self.cancel()
                    return self.done, self.total
        else:
            with self._lock:
                found, self._answer = self._answer, None
        if found is not None:
            seat, step, _view, played = self.todo[self.done]
            self.result[seat].append(judge(step, seat, played, found))
            self.done += 1
            self._next()
        return self.done, self.total

    def run(self) -> None:
        """The whole review here and now (tests, the command line)."""
        import time

        self.start()
        while not self.finished and not self.cancelled:
            self.poll()
            time.sleep(0.005)

    def _finish(self) -> None:
        self.finished = True
        self.stored = self.keep and store_review(self.app, self.rec, self.level, self.result)
        self._close_worker()

    def cancel(self) -> None:
        """Stop: what was computed is dropped (nothing is stored), the process ends."""
        self.cancelled = True
        self._close_worker()

    def _close_worker(self) -> None:
        if self._worker is not None:
            if self._running is not None:
                self._worker.cancel(self._running)   # a search half way: the process is ended
                self._running = None
            self._worker.close()
            self._worker = None
