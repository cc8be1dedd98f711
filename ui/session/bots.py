"""The bot runner of a game in play: the decisions of its bot seats and the thinking the
hint service asks for, in the shared bot process (ui/botproc.py) or in a thread of this
process, behind one interface.

Every bot seat that has to decide gets a BotJob that computes
`make_bot(kind, game_id).choose(state.view(seat), seat, rng)`: in the bot process for
PROCESS_LEVELS (the view goes there as JSON, the action comes back as JSON, so a search
never holds the drawing back), in a worker thread otherwise or when no process can be
started, at once for a bot that says it is `instant` (the random bot). `take(seat)` hands
a finished decision to the session, which applies it on the main thread.

The process and the threads are reached the same way: `submit(payload, answer)` sends a
job to the process (None: think in a thread instead), `poll()` hands each answer to its
`answer(ok, value)`, `think(work, name)` runs `work` in a daemon thread."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from game.core import IllegalAction, Rng

# what encoding a view for the process, or decoding an action or a hint it sent back, can
# raise on data it does not expect (the decision or the hint is then made in a thread, or
# reported as failed); a game's action_from_json raises IllegalAction for what is no action
DATA_ERRORS = (IllegalAction, TypeError, ValueError, KeyError, IndexError, NotImplementedError)


def setting(app: Any, name: str, default: float) -> float:
    """A number from the app's settings (the default when missing or not a number)."""
    try:
        return float(getattr(getattr(app, "settings", None), name, default))
    except (TypeError, ValueError):
        return default


def fast_switch() -> None:
    """A thinking thread holds the GIL; a short switch interval lets the window's thread
    get it back within a millisecond, so frames stay smooth."""
    if sys.getswitchinterval() > 0.001:
        sys.setswitchinterval(0.001)


class BotJob:
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


class BotRunner:
    """The bot decisions of `session` (GameSession: its spec, seats, record, state,
    `is_human`, the app's settings, and `_bot_worker()`, which a session that thinks in
    no process overrides)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.jobs: dict[int, BotJob] = {}
        self.bots: dict[int, Any] = {}
        # the pace of each `hard` seat (game.ai.pace): its share of the game's thinking
        # time per round; built at its first decision, again if the setting changes
        self.paces: dict[int, Any] = {}
        self._paces_setting: float | None = None
        # bots of PROCESS_LEVELS think in the shared bot process, never in this process's
        # threads; False: threads (tests compare the two)
        self.use_process = True
        self.iterations: int | None = None   # a fixed search size instead of the time budget (tests)
        self.worker: Any = None
        self.last_apply = 0.0                # when the last move was applied (the pause between bots)
        self._answers: dict[int, Callable[[bool, Any], None]] = {}

    def _setting(self, name: str, default: float) -> float:
        return setting(self.session.app, name, default)

    # --- the process and the threads ---------------------------------------------------------
    def process(self) -> Any:
        """The shared bot process, or None if this session's bots think in threads."""
        if not self.use_process or not self.process_can_play():
            return None
        if self.worker is None:
            from ui import botproc

            self.worker = getattr(self.session.app, "bot_worker", None) or botproc.shared_worker()
        return None if self.worker.broken else self.worker

    def process_can_play(self) -> bool:
        """The bot process knows only the games of game.registry and the real bots: a
        game or a bot made up in this process (tests) thinks in a thread."""
        import game.ai
        from game.registry import GAMES

        spec = self.session.spec
        known = GAMES.get(spec.id)
        real = getattr(game.ai.make_bot, "__module__", "") == "game.ai"
        return real and known is not None and known.module_name == spec.module_name \
            and spec.module_name.startswith("game.")

    def submit(self, payload: dict[str, Any], answer: Callable[[bool, Any], None]) -> int | None:
        """Send a job to the bot process; `answer(ok, value)` gets its result at a `poll()`.
        None if there is no process (think in a thread)."""
        worker = self.session._bot_worker()
        if worker is None:
            return None
        job_id = worker.submit(payload)
        self._answers[job_id] = answer
        return job_id

    def forget(self, job_id: int | None, running: bool = True) -> None:
        """The answer of job `job_id` is not wanted any more (a running job in the process
        ends that process: a search cannot be interrupted)."""
        if job_id is None:
            return
        self._answers.pop(job_id, None)
        if running and self.worker is not None:
            self.worker.cancel(job_id)

    def waiting(self) -> bool:
        """An answer of the process is awaited."""
        return bool(self._answers)

    def poll(self) -> None:
        """Hand the answers of the bot process to their jobs (never blocks)."""
        if self.worker is None or not self._answers:
            return
        for job_id, ok, value in self.worker.poll():
            answer = self._answers.pop(job_id, None)
            if answer is not None:
                answer(ok, value)

    @staticmethod
    def think(work: Callable[[], None], name: str) -> threading.Thread:
        """Run `work` in a daemon thread (it reports its own result)."""
        fast_switch()
        thread = threading.Thread(target=work, name=name, daemon=True)
        thread.start()
        return thread

    # --- bots and their time -------------------------------------------------------------------
    def bot_for(self, seat: int) -> Any:
        bot = self.bots.get(seat)
        if bot is None:
            from game.ai import make_bot

            spec = self.session.spec
            kind = self.session.seats[seat].get("kind", "random")
            try:
                bot = make_bot(kind, spec.id)
            except ValueError:
                # a level that is not available yet plays as the random bot
                bot = make_bot("random", spec.id)
            if hasattr(bot, "configure"):
                budget = self._setting("bot_budget", 0.0)
                try:
                    bot.configure(budget=budget if budget > 0 else None, iterations=self.iterations)
                except TypeError:
                    pass   # a bot whose configure takes other arguments keeps its defaults
            self.bots[seat] = bot
        return bot

    def seed(self, seat: int) -> int:
        # derived from the seed and this seat's decision count (not from timing), so a
        # loaded game continues exactly as it would have
        rec = self.session.rec
        k = sum(1 for s, _ in rec.actions if s == seat)
        return (rec.seed * 1_000_003 + k * 7919 + seat * 104_729) & ((1 << 63) - 1)

    def rng(self, seat: int) -> Rng:
        return Rng(self.seed(seat))

    def pace(self, seat: int) -> Any:
        """The seat's pace, or None (not a `hard` seat, a fixed search size, or a game
        that sets no thinking time per round)."""
        seats = self.session.seats
        if self.iterations is not None or str(seats[seat].get("kind", "")) != "hard":
            return None
        value = self._setting("bot_budget", 0.0)
        if value != self._paces_setting:
            # the setting was changed during the game: the paces start again from it
            self.paces.clear()
            self._paces_setting = value
        if seat not in self.paces:
            from game.ai.common import load_heuristic
            from game.ai.pace import pace_for

            hard = sum(1 for i, st in enumerate(seats)
                       if not self.session.is_human(i) and str(st.get("kind", "")) == "hard")
            try:
                self.paces[seat] = pace_for(load_heuristic(self.session.spec.id), hard, value)
            except ValueError:   # a game without a bot module: no hard bot, no pace
                self.paces[seat] = None
        return self.paces[seat]

    def budget(self, seat: int, job: BotJob) -> float:
        """Seconds for this decision of a bot seat (0: the bot's own default). A paced
        seat gets its pace's share (the job keeps the round it counts for); any other
        gets the setting, shared by bots deciding at the same time in the one bot
        process, so the table waits no longer than one setting."""
        pace = self.pace(seat)
        state = self.session.state
        if pace is not None:
            from game.ai.pace import round_key

            job.round = round_key(state)
            return pace.budget(job.round)
        from ui.botproc import PROCESS_LEVELS

        seats = self.session.seats
        budget = self._setting("bot_budget", 0.0)
        together = sum(1 for s in state.to_act()
                       if not self.session.is_human(s) and str(seats[s].get("kind", "")) in PROCESS_LEVELS)
        if budget > 0 and together > 1:
            budget = max(min(budget, 0.2), budget / together)
        return budget

    def paced(self, job: BotJob) -> None:
        """A finished decision's thinking time counts against its seat's pace."""
        pace = self.paces.get(job.seat)
        if pace is not None and job.round is not None:
            pace.record(job.round, job.seconds, job.searched)
            job.round = None

    # --- decisions ----------------------------------------------------------------------------
    def start(self, seat: int, remote: bool = True) -> None:
        """Start the decision of bot `seat` on the session's position."""
        state = self.session.state
        job = BotJob(seat, state.legal_actions(seat))
        view = state.view(seat)  # built on the main thread; the bot gets only this
        self.jobs[seat] = job
        if remote and self._start_remote(job, view):
            return
        bot = self.bot_for(seat)
        rng = self.rng(seat)
        if self.pace(seat) is not None and hasattr(bot, "configure"):
            bot.configure(budget=self.budget(seat, job))

        def work() -> None:
            try:
                job.result = bot.choose(view, seat, rng)
                job.seconds = float(getattr(bot, "last_seconds", 0.0))
                job.searched = getattr(bot, "last_iterations", 1) > 0
            except BaseException as e:  # noqa: BLE001 - a thread's failure is reported on the main thread
                job.error = e   # (take: the seat plays its first legal action and the player is told)
            job.done = True

        if getattr(bot, "instant", False):
            work()   # a pick that takes microseconds: no thread (starting one costs more)
        else:
            job.thread = self.think(work, f"bot-seat-{seat}")

    def _start_remote(self, job: BotJob, view: Any) -> bool:
        """Send the decision to the bot process; False if it must be made in a thread."""
        from ui import botproc

        seat = job.seat
        kind = str(self.session.seats[seat].get("kind", "random"))
        if kind not in botproc.PROCESS_LEVELS or self.session._bot_worker() is None:
            return False
        budget = self.budget(seat, job)
        try:
            payload = botproc.job_payload(self.session.spec.id, kind, view, seat, self.seed(seat),
                                          budget=budget if budget > 0 else None, iterations=self.iterations)
        except DATA_ERRORS:   # a view that cannot be sent: think in a thread
            job.round = None
            return False
        if job.round is not None:
            payload["report"] = True   # the process tells how long it thought
        job.remote = self.submit(payload, lambda ok, value: self._answer(job, ok, value))
        return job.remote is not None

    def _answer(self, job: BotJob, ok: bool, value: Any) -> None:
        """The bot process's answer to a decision."""
        from ui.botproc import LOST

        if self.jobs.get(job.seat) is not job:
            return   # dropped meanwhile
        if not ok and str(value).startswith(LOST):
            # the process died (or could not start): this decision is made in a thread
            del self.jobs[job.seat]
            self.start(job.seat, remote=False)
            return
        if ok:
            if isinstance(value, dict):   # a paced job's report
                job.seconds = float(value.get("seconds", 0.0))
                job.searched = bool(value.get("searched", True))
                value = value.get("action")
            try:
                job.result = self.session.spec.action_from_json(value)
            except DATA_ERRORS as e:   # an answer that is no action: reported like a failed bot
                job.error = e
        else:
            job.error = RuntimeError(str(value).strip().splitlines()[-1] if value else "the bot failed")
        job.done = True

    def start_due(self, pending: list[int]) -> None:
        """Start the decisions of the seats in `pending` that have none and collect the
        bot process's answers."""
        for seat in pending:
            if seat not in self.jobs:
                self.start(seat)
        self.poll()

    def take(self, seat: int) -> tuple[Any, BaseException | None] | None:
        """The finished decision of `seat`, taken out: (action, error). With an error the
        action is the seat's first legal one; None if it was cancelled, or is stale (the
        position changed: it thinks again)."""
        job = self.jobs.pop(seat)
        if job.cancelled:
            return None
        legal = self.session.state.legal_actions(seat)
        if job.error is not None:
            return legal[0], job.error
        if legal != job.legal or job.result not in legal:
            return None
        return job.result, None

    def drop_stale(self) -> None:
        """After a move: decisions that no longer match the position are dropped."""
        state = self.session.state
        for s, job in list(self.jobs.items()):
            if job.done and (s not in state.to_act() or state.legal_actions(s) != job.legal):
                del self.jobs[s]

    def cancel(self) -> None:
        """Discard the decisions being computed (they are started again when needed);
        a decision running in the bot process ends that process."""
        for job in self.jobs.values():
            job.cancelled = True
            self.forget(job.remote, running=not job.done)
        self.jobs.clear()

    def wait(self, timeout: float = 10.0) -> None:
        """Block until every running decision has finished (tests)."""
        end = time.monotonic() + timeout
        for job in list(self.jobs.values()):
            if job.thread is not None:
                job.thread.join(max(0.0, end - time.monotonic()))
        while any(j.remote is not None and not j.done for j in self.jobs.values()) and time.monotonic() < end:
            self.poll()
            time.sleep(0.005)

    @property
    def thinking(self) -> bool:
        return any(not j.done for j in self.jobs.values())

    def thinking_seats(self) -> list[int]:
        return sorted(s for s, j in self.jobs.items() if not j.done)
