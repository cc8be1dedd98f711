"""Bots that think in a separate process, so a long search never holds the drawing back.

A bot in a thread of the window's process shares Python's interpreter lock with the
drawing: while `hard` searches, frames wait for the lock. Here one long-lived worker
process (started the first time a decision is asked for, reused for every later one,
'spawn' start method on every platform) computes the decisions on the other CPU core:

    worker = shared_worker()
    job = worker.submit(job_payload("midgard", "hard", view, seat, seed, budget=2.0))
    ...                                  # once a frame:
    for job_id, ok, value in worker.poll():   # value: the action as JSON, or an error text
        ...
    worker.cancel(job)                   # the game was left: the result is never used
    shutdown()                           # the app closes: the process ends

The worker only ever receives the deciding seat's VIEW (`view.to_json()`), the level,
the time budget or iteration count and the seed of the decision's random generator; it
rebuilds the view with the game's `from_json`, asks `make_bot(level, game_id)` and sends
back `action_to_json(action)` (a paced job, `report`: with the seconds it thought). A
`hard` bot under a time budget is kept per game and seat, so the next step of the same
action starts from the tree its search grew (`_KEPT`). A hint job (`hint_payload`: "Ask the bot" on the board)
runs the `hard` search from the asking seat's view the same way and sends back its best
actions (`game.ai.suggest`) as plain data. `decide()` is that computation: the same call in a thread
or a test gives the same action for the same seed (with a fixed iteration count; a time
budget depends on the machine's speed anyway).

One job runs at a time; the others wait in this process (not in the pipe), so a
waiting job is cancelled by forgetting it. Cancelling the running job ends the worker
process (a search cannot be interrupted); a new one starts with the next job. If the
worker cannot be started or dies, the job gets an error and the session falls back to
a thread.
"""

from __future__ import annotations

import _thread
import atexit
import itertools
import logging
import multiprocessing
import os
import threading
import time
import traceback
from collections import deque
from typing import Any

_log = logging.getLogger("yggdrasil.botproc")

# levels whose decisions are computed in the worker (random is instant: no process)
PROCESS_LEVELS = ("easy", "normal", "hard")
START_METHOD = os.environ.get("YGG_BOT_START_METHOD", "spawn")
MAX_START_FAILURES = 3
LOST = "lost: "   # an error text starting so: the process died, not the bot


def job_payload(game_id: str, level: str, view: Any, seat: int, seed: int, budget: float | None = None,
                iterations: int | None = None) -> dict[str, Any]:
    """What the worker needs for one decision: plain data only (the view as JSON)."""
    return {"game_id": game_id, "level": level, "view": view.to_json(), "seat": int(seat), "seed": int(seed),
            "budget": budget, "iterations": iterations}


def hint_payload(game_id: str, view: Any, seat: int, seed: int, budget: float | None = None,
                 iterations: int | None = None, k: int = 3) -> dict[str, Any]:
    """A hint job: the `hard` search's `k` best actions for `seat`, from its view only."""
    d = job_payload(game_id, "hard", view, seat, seed, budget, iterations)
    d["hint"] = int(k)
    return d


def hint_to_json(spec: Any, suggestions: list) -> list[list]:
    """Suggestions as plain data: [action JSON, visits, win chance or None, spread or None] each."""
    return [[spec.action_to_json(s.action), int(s.visits), s.win_chance, getattr(s, "spread", None)]
            for s in suggestions]


def hint_from_json(spec: Any, data: list) -> list:
    """The suggestions back from `hint_to_json` (game.ai.Suggestion; a row without its
    spread, from before it was sent, has none)."""
    from game.ai import Suggestion

    out = []
    for a, v, w, *rest in data:
        sd = rest[0] if rest else None
        out.append(Suggestion(spec.action_from_json(a), int(v), None if w is None else float(w),
                              None if sd is None else float(sd)))
    return out


def _bot(game_id: str, level: str) -> Any:
    """A fresh bot (as cheap as a lookup, and no setting of an earlier job can linger)."""
    from game.ai import make_bot

    try:
        return make_bot(level, game_id)
    except ValueError:
        # a level that is not available for this game plays as the random bot
        return make_bot("random", game_id)


# The `hard` bot of each (game, seat) that thinks under a time budget is kept from one
# job to the next: a decision that directly follows the seat's previous one (the next
# step of the same card or action) starts from the subtree that search already grew
# (game.ai.mcts: it checks that the previous view with the action applied is this view,
# so a bot of another game or session is never misled). Only in the process that
# decides; a job with a fixed iteration count gets a fresh bot (same seed, same action).
_KEPT: dict[tuple[str, int], Any] = {}


def _kept_bot(game_id: str, seat: int) -> Any:
    bot = _KEPT.get((game_id, seat))
    if bot is None:
        bot = _KEPT[(game_id, seat)] = _bot(game_id, "hard")
    return bot


def decide(payload: dict[str, Any]) -> Any:
    """One decision from a job payload; returns the action as JSON (a hint job: its
    suggestions, `hint_to_json`)."""
    from game.core import Rng
    from game.registry import get_game

    spec = get_game(payload["game_id"])
    view = spec.from_json(payload["view"])
    if payload.get("hint"):
        from game.ai import suggest

        budget = payload.get("budget")
        found = suggest(spec.id, view, int(payload["seat"]), Rng(int(payload["seed"])), k=int(payload["hint"]),
                        budget=budget if budget and budget > 0 else None, iterations=payload.get("iterations"))
        return hint_to_json(spec, found)
    timed = payload["level"] == "hard" and payload.get("iterations") is None
    bot = _kept_bot(spec.id, int(payload["seat"])) if timed else _bot(spec.id, payload["level"])
    if hasattr(bot, "configure"):
        budget = payload.get("budget")
        if timed and not (budget and budget > 0):
            from game.ai.mcts import DEFAULT_BUDGET

            budget = DEFAULT_BUDGET   # a kept bot must not keep an earlier job's budget
        bot.configure(budget=budget if budget and budget > 0 else None, iterations=payload.get("iterations"))
    action = bot.choose(view, int(payload["seat"]), Rng(int(payload["seed"])))
    if payload.get("report"):
        # a paced decision (game.ai.pace): the session counts the thinking time
        return {"action": spec.action_to_json(action), "seconds": float(getattr(bot, "last_seconds", 0.0)),
                "searched": getattr(bot, "last_iterations", 1) > 0}
    return spec.action_to_json(action)


def _worker_main(conn: Any) -> None:
    """The worker process: decide each job received until told to stop (None) or the
    window's process goes away (the pipe closes)."""
    import signal

    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl+C in a terminal is for the window's process
    except (ValueError, OSError, AttributeError):
        pass
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        job_id, payload = msg
        try:
            reply = (job_id, True, decide(payload))
        except Exception:  # noqa: BLE001 - reported to the window's process
            reply = (job_id, False, traceback.format_exc(limit=8))
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


class BotWorker:
    """The window's side of the worker process (used from the main thread only)."""

    def __init__(self, start_method: str = START_METHOD) -> None:
        self.start_method = start_method
        self._ctx = multiprocessing.get_context(start_method)
        self._proc: Any = None
        self._conn: Any = None
        self._starting: threading.Event | None = None   # set when a start has finished
        self._start_error: str | None = None
        self._ids = itertools.count(1)
        self._waiting: deque[tuple[int, dict[str, Any]]] = deque()
        self._running: int | None = None
        self._running_since = 0.0
        self._results: list[tuple[int, bool, Any]] = []
        self.start_failures = 0
        self._answered = False   # the current process has answered at least once
        self.starts = 0          # processes started (tests: reuse, restart after a cancel)
        self.decisions = 0

    # --- the process ----------------------------------------------------------------
    @property
    def broken(self) -> bool:
        """True once the worker failed to start too often (the session uses threads)."""
        return self.start_failures >= MAX_START_FAILURES

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def _begin_start(self) -> None:
        """Start a process in a background thread (starting one takes a few
        milliseconds of this process's time, which must not fall into a frame)."""
        self._stop(kill=True)
        self._start_error = None
        done = threading.Event()
        self._starting = done
        # the low-level call: threading.Thread.start() would wait until the new thread
        # runs, which on a busy machine can take a frame or more
        _thread.start_new_thread(self._spawn, (done,))

    def _spawn(self, done: threading.Event) -> None:
        try:
            self._spawn_process()
        finally:
            done.set()

    def _spawn_process(self) -> None:
        try:
            parent, child = self._ctx.Pipe(duplex=True)
            proc = self._ctx.Process(target=_worker_main, args=(child,), name="yggdrasil-bots", daemon=True)
            proc.start()
            child.close()
        except Exception as e:  # noqa: BLE001 - no process: threads instead
            self._start_error = repr(e)
            return
        self._answered = False
        self.starts += 1
        self._proc, self._conn = proc, parent

    def prestart(self) -> None:
        """Start the process now, in the background, if it is not running (a game with
        bots is about to be played: its first decision then need not wait for it)."""
        if not self.alive and self._starting is None and not self.broken:
            self._begin_start()

    def _started(self, wait: float = 0.0) -> bool | None:
        """True when a process is running, None while one is being started, False if
        starting it failed."""
        t = self._starting
        if t is not None:
            if not t.wait(wait):
                return None
            self._starting = None
            if self._start_error is not None:
                self.start_failures += 1
                _log.warning("the bot process could not be started: %s", self._start_error)
                return False
        if self.alive:
            return True
        self._begin_start()
        return self._started(wait)

    def _stop(self, kill: bool) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            if not kill:
                try:
                    conn.send(None)
                except (OSError, ValueError):
                    pass
            try:
                conn.close()
            except OSError:
                pass
        if proc is not None:
            if not kill:
                proc.join(1.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(2.0)
            if proc.is_alive() and hasattr(proc, "kill"):
                proc.kill()
                proc.join(1.0)
            try:
                proc.close()
            except (ValueError, AttributeError):
                pass

    # --- jobs ------------------------------------------------------------------------
    def submit(self, payload: dict[str, Any]) -> int:
        """Queue a decision; returns its job id (results come from `poll`)."""
        job_id = next(self._ids)
        self._waiting.append((job_id, payload))
        self._pump()
        return job_id

    def _pump(self, wait: float = 0.0) -> None:
        while self._running is None and self._waiting:
            if self.broken:
                job_id, _ = self._waiting.popleft()
                self._results.append((job_id, False, LOST + "the bot process cannot be started"))
                continue
            ready = self._started(wait)
            if ready is None:
                return      # being started: the job is sent on a later poll
            if not ready:
                job_id, _ = self._waiting.popleft()
                self._results.append((job_id, False, LOST + "the bot process could not be started"))
                continue
            job_id, payload = self._waiting.popleft()
            try:
                self._conn.send((job_id, payload))
            except (OSError, ValueError) as e:
                self._stop(kill=True)
                self._results.append((job_id, False, LOST + f"the bot process went away: {e!r}"))
                continue
            self._running = job_id
            self._running_since = time.monotonic()

    def poll(self) -> list[tuple[int, bool, Any]]:
        """Finished jobs since the last call: (job id, ok, action JSON or error text).
        Never blocks."""
        if self._running is not None and self._conn is not None:
            try:
                while self._conn.poll(0):
                    job_id, ok, value = self._conn.recv()
                    if job_id == self._running:
                        self._running = None
                    self._answered = True
                    self.start_failures = 0
                    self.decisions += 1
                    self._results.append((job_id, ok, value))
            except (EOFError, OSError) as e:
                self._lost(f"the bot process ended: {e!r}")
            if self._running is not None and not self.alive:
                self._lost("the bot process ended unexpectedly")
        self._pump()
        out, self._results = self._results, []
        return out

    def _lost(self, why: str) -> None:
        """The process died with a job in hand: that job fails (LOST: the session
        thinks again in a thread); a process that died before its first answer counts
        as a failed start."""
        lost = self._running
        self._running = None
        if not self._answered:
            self.start_failures += 1
        self._stop(kill=True)
        _log.warning("%s", why)
        if lost is not None:
            self._results.append((lost, False, LOST + why))

    def busy(self) -> bool:
        return self._running is not None or bool(self._waiting)

    def cancel(self, job_id: int) -> None:
        """Forget a job: a waiting one is dropped; the running one ends the process (a
        search cannot be stopped half way; the next job starts a new process)."""
        before = len(self._waiting)
        self._waiting = deque(j for j in self._waiting if j[0] != job_id)
        if len(self._waiting) != before:
            return
        self._results = [r for r in self._results if r[0] != job_id]
        if self._running == job_id:
            self._running = None
            self._stop(kill=True)
            self._pump()

    def close(self) -> None:
        """End the process (the app closes)."""
        self._waiting.clear()
        self._running = None
        if self._starting is not None:
            self._starting.wait(10.0)
            self._starting = None
        self._stop(kill=False)


_SHARED: BotWorker | None = None


def shared_worker() -> BotWorker:
    """The one worker of this process (created on first use; its process starts with
    the first job)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = BotWorker()
    return _SHARED


def shutdown() -> None:
    """End the shared worker's process (App.shutdown, and at interpreter exit)."""
    global _SHARED
    if _SHARED is not None:
        _SHARED.close()
        _SHARED = None


atexit.register(shutdown)
