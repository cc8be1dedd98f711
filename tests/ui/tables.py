"""Shared by the board tests: the headless table app, the seats of a test game, a board
played into mid-game and a state class that counts every IllegalAction reaching the engine."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core import IllegalAction
from saves import SaveStore
from ui.app import App
from ui.overlays import NarrationOverlay, overlays_of
from ui.scene import Scene

NAMES = ("Astrid", "Bjorn", "Sigrid", "Ulf", "Frida")


def table_app(tmp_path_factory: Any) -> App:
    """A headless app with its own save folder; bots move at once, no animation."""
    a = App(headless=True, store=SaveStore(tmp_path_factory.mktemp("saves")))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    return a


def window_app(tmp_path_factory: Any, size: tuple[int, int] = (1280, 720)) -> Iterator[App]:
    """A table_app whose window is `size` (its text size rule applies), for a module's
    fixture: `yield from window_app(tmp_path_factory)`; afterwards 1600x900 and English."""
    from ui import i18n

    a = table_app(tmp_path_factory)
    a._open_window(size)
    yield a
    a._open_window((1600, 900))
    i18n.set_language("en")


def seats(*kinds: str) -> list[dict[str, Any]]:
    return [{"name": NAMES[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]


def to_next_human(session: Any, board: Any) -> int | None:
    """The bots play until a human decides; the board is updated, its summaries and
    stories put away. The human seat that decides now, or None (the game is over, or
    nobody decides)."""
    session.run_bots_until_human()
    board.update(0.5)
    board.close_summary()
    while board.holding_story() is not None:
        board.holding_story().close()
    pending = session.pending_humans()
    return pending[0] if pending and not session.state.is_over() else None


def mid_game(app: App, game: str, seed: int = 4, decisions: int = 24,
             kinds: tuple[str, ...] = ("human", "random", "random", "random")) -> tuple[Any, Any]:
    """The board of a game `decisions` of its first human's seeded random decisions in
    (the bots moved, summaries and stories put away), no tooltip: (session, board)."""
    import random

    from ui.boards import board_scene_for
    from ui.session import GameSession

    session = GameSession.new(app, game, seats(*kinds), seed, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(seed)
    for _ in range(decisions + 1):
        seat = to_next_human(session, board)
        if seat is None:
            break
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    board.mouse = (-100, -100)      # no tooltip, no hover
    return session, board


def counting_state(base: type) -> type:
    """A subclass of a game's state class that counts the IllegalActions that reach it
    (`illegal`) and the actions applied (`applied`); its clones count too."""

    class CountingState(base):
        __slots__ = ()
        illegal = 0
        applied = 0

        def apply(self, seat: int, action: Any) -> list:
            try:
                ev = base.apply(self, seat, action)
            except IllegalAction:
                CountingState.illegal += 1
                raise
            CountingState.applied += 1
            return ev

        def clone(self) -> Any:
            s = base.clone(self)
            s.__class__ = CountingState
            return s

    return CountingState


class StubHandoff(Scene):
    """Stands in for the app's handoff scene (same contract: ready() pops, then on_ready)."""

    def __init__(self, app: Any, on_ready: Any) -> None:
        super().__init__(app)
        self.on_ready = on_ready

    def ready(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_ready()


def play_until_summary(board: Any, session: Any, rng: Any, limit: int = 4000) -> bool:
    """Random decisions for the humans (`rng.choice`), the bots moving themselves, until the
    board's end-of-round summary opens; whether it did within `limit` steps. A story told
    is read (closed) as a human would: the summary waits for it and opens at the next
    update. Used by the tests and the screenshot scripts."""
    for _ in range(limit):
        session.run_bots_until_human()
        board.update(0.0)
        stories = overlays_of(board, NarrationOverlay)
        for story in stories:
            story.close()
        if stories:
            board.update(0.0)
        if board.summary_open:
            return True
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return False
