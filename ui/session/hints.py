"""The hint service ("Ask the bot"): the `hard` search thinks about a human seat's decision
from that seat's view only, in the bot process like the bots (a thread when there is
none), through the session's BotRunner; `hint` holds its best actions when they arrive
(`game.ai.suggest`).

A hint is dropped when that seat acts, when an undo or another seat's step changes that
seat's choices, or when the game is left. Each hint delivered counts in the seat's entry
of the save (`seats[i]["hints"]`; a save without it counts 0)."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from game.core import Rng
from ui.session.bots import DATA_ERRORS, BotRunner, setting

HINT_K = 3   # how many actions a hint shows


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


def hints_taken(seats: list[dict[str, Any]], seat: int) -> int:
    """How many hints `seat` has taken (saved with its seat; 0 in a save from before hints)."""
    n = seats[seat].get("hints", 0) if 0 <= seat < len(seats) else 0
    return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 0


class HintService:
    """The hints of `session` (GameSession: its spec, record, state and seats), thought out
    by `runner`. `iterations`: a fixed search size for hints (tests; else the runner's)."""

    def __init__(self, session: Any, runner: BotRunner) -> None:
        self.session = session
        self.runner = runner
        self.hint: Hint | None = None   # the last hint asked, while it is current
        self.iterations: int | None = None

    def _seed(self, seat: int) -> int:
        # its own seed, from the game's seed and the position: the same hint every time
        return (self.runner.seed(seat) * 31 + 17 + len(self.session.rec.actions)) & ((1 << 63) - 1)

    def _budget(self) -> float | None:
        budget = setting(self.session.app, "bot_budget", 0.0)
        return budget if budget > 0 else None

    def _iterations(self) -> int | None:
        return self.iterations if self.iterations is not None else self.runner.iterations

    def of(self, seat: int | None) -> Hint | None:
        """The current hint of `seat` (asked or arrived), if any."""
        h = self.hint
        return h if h is not None and seat is not None and h.seat == seat and not h.cancelled else None

    def ask(self, seat: int) -> None:
        """Start a hint for `seat`'s decision (the caller checked it may have one)."""
        self.cancel()
        state = self.session.state
        view = state.view(seat)   # the only thing the search receives
        hint = Hint(seat, json.loads(json.dumps(view.to_json(), sort_keys=True)), state.legal_actions(seat))
        self.hint = hint
        seed = self._seed(seat)
        if self.session._bot_worker() is not None:
            from ui import botproc

            try:
                payload = botproc.hint_payload(self.session.spec.id, view, seat, seed, self._budget(),
                                               self._iterations(), HINT_K)
            except DATA_ERRORS:   # a view that cannot be sent: think in a thread
                payload = None
            if payload is not None:
                hint.remote = self.runner.submit(payload, lambda ok, value: self._answer(hint, ok, value))
                if hint.remote is not None:
                    return
        self._think(hint, view, seed)

    def _think(self, hint: Hint, view: Any, seed: int) -> None:
        game_id = self.session.spec.id
        budget, iterations = self._budget(), self._iterations()

        def work() -> None:
            try:
                from game.ai import suggest

                found = suggest(game_id, view, hint.seat, Rng(seed), k=HINT_K, budget=budget, iterations=iterations)
                if not hint.cancelled:
                    hint.suggestions = found
            except Exception as e:  # noqa: BLE001 - a search that fails in its thread is shown to the
                hint.error = repr(e)  # player as a failed hint (else the hint would wait forever)
            hint.done = True

        hint.thread = self.runner.think(work, f"hint-seat-{hint.seat}")

    def _answer(self, hint: Hint, ok: bool, value: Any) -> None:
        """The bot process's answer to a hint job."""
        from ui.botproc import LOST, hint_from_json

        if hint is not self.hint or hint.cancelled:
            return
        if not ok and str(value).startswith(LOST):
            # the process died: the hint is thought out in a thread
            hint.remote = None
            self._think(hint, self.session.spec.from_json(hint.view_json), self._seed(hint.seat))
            return
        if ok:
            try:
                hint.suggestions = hint_from_json(self.session.spec, value)
            except DATA_ERRORS as e:   # an answer that is no list of suggestions: a failed hint
                hint.error = repr(e)
        else:
            hint.error = str(value).strip().splitlines()[-1] if value else "the hint failed"
        hint.done = True

    def poll(self) -> tuple[Hint | None, bool]:
        """Collect a hint that has arrived: (the current hint, True the first time it is
        here with suggestions; the caller counts it)."""
        hint = self.hint
        if hint is None or hint.cancelled:
            return None, False
        if not hint.done and hint.remote is not None:
            self.runner.poll()
        if hint.done and not hint.error and hint.suggestions and not hint.counted:
            hint.counted = True
            return hint, True
        return hint, False

    def cancel(self) -> None:
        """Drop the current hint (one being thought out in the bot process ends it)."""
        hint, self.hint = self.hint, None
        if hint is None:
            return
        hint.cancelled = True
        self.runner.forget(hint.remote, running=not hint.done)

    def after_step(self, seat: int) -> None:
        """After a step: the hint goes when its seat acted, or no longer decides, or its
        choices changed. Another seat's secret pick at the same time (a draft) keeps it:
        the seat's decision is the same and it learnt nothing hidden."""
        hint = self.hint
        if hint is None:
            return
        state = self.session.state
        if seat == hint.seat or hint.seat not in state.to_act() or state.legal_actions(hint.seat) != hint.legal:
            self.cancel()
