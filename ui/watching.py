"""Watching a recorded game again on its board (issue 35 item 1): a session that plays no
move of its own, shows position k of the record from one seat's view (or, for a finished
game, everything open), and follows the timeline with its log and score history.

    open_watch(app, save_name) -> error text or None

The board is pushed over the scene it was opened from (the load screen, the results);
leaving the watch pops it and nothing of the game's own save is touched."""

from __future__ import annotations

from typing import Any

from saves.record import GameRecord
from saves.timeline import TABLE, HiddenPartsError, Timeline
from ui.session import GameSession


class OpenPosition:
    """A position whose every view is the whole position: a finished game watched with
    everything open (the board draws `state.view(viewer)` as always)."""

    def __init__(self, state: Any) -> None:
        self._state = state

    def view(self, seat: int | None = None) -> Any:
        return self._state

    def __getattr__(self, name: str) -> Any:
        return getattr(self._state, name)


class WatchSession(GameSession):
    """A GameSession over a record that never moves by itself: no bots, no saving, no
    undo, no hints; `goto(k)` shows position k. `pov` is the seat whose view is drawn,
    TABLE for what the whole table sees, None for everything open (a finished game only)."""

    watching = True      # the frame words its tray for a game watched, not played

    def __init__(self, app: Any, spec: Any, rec: GameRecord, timeline: Timeline, pov: int | None = 0) -> None:
        self.timeline = timeline
        self.pov: int | None = 0
        self.k = timeline.steps
        super().__init__(app, spec, rec, timeline.state_at(timeline.steps))
        self.save_name = ""
        self.set_pov(pov)

    # --- what is shown ------------------------------------------------------------------
    def set_pov(self, seat: int | None) -> None:
        """Watch from `seat`'s view, the table's (TABLE) or everything open (None), as the
        timeline allows (saves.timeline.Timeline.may_view)."""
        if not self.timeline.may_view(seat):
            raise HiddenPartsError("this view would show what no player watching could see in play")
        self.pov = seat
        self._show(self.k)

    def goto(self, k: int, announce: bool = True) -> None:
        """Show position k (0 = the set-up). One step forward tells the board that step
        (its slides, marks, stories and round summaries); any other jump resets them."""
        k = max(0, min(self.timeline.steps, int(k)))
        before = self.k
        self._show(k)
        if not announce or k == before:
            return
        if k == before + 1:
            seat, action = self.timeline.move_at(k)
            events = self.timeline.events_at(k)
            for f in list(self.on_applied):
                f(seat, action, events)
        else:
            seat, action = self.timeline.move_at(max(1, before)) if self.timeline.steps else (0, None)
            for g in list(self.on_undone):
                g(seat, action)

    def _show(self, k: int) -> None:
        self.k = k
        # the log and the score history up to k (replayed from the seed, with checkpoints)
        replayed = self._rebuild_history(upto=k, flags=False)
        self.log_epoch += 1
        self.state = OpenPosition(replayed) if self.pov is None else replayed

    # --- a session that plays nothing ---------------------------------------------------
    def human_seats(self) -> list[int]:
        # the board draws the private parts of its human seat: the seat watched from
        return [self.pov] if self.pov is not None and self.pov >= 0 else []

    def pending_humans(self) -> list[int]:
        return []

    def pending_bots(self) -> list[int]:
        return []

    @property
    def finished(self) -> bool:
        return False     # the results screen is not opened again while watching

    def _bot_worker(self) -> Any:
        return None

    def start_bots(self) -> list[int]:
        return []

    def update(self, now: float | None = None) -> list[tuple[int, Any, list]]:
        return []

    def apply(self, seat: int, action: Any) -> list:
        raise PermissionError("a watched game is not played")

    def can_undo(self, seat: int | None = None) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def can_hint(self, seat: int | None) -> bool:
        return False

    def ask_hint(self, seat: int) -> bool:
        return False

    def lock(self) -> None:
        return None

    def unlock(self) -> None:
        return None

    def autosave(self, wait: bool = False) -> None:
        return None

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        return True

    def retry_autosave(self, now: float | None = None, force: bool = False) -> bool:
        return False

    def save_as(self, name: str) -> Any:
        raise PermissionError("a watched game is not saved again")

    def save_fresh(self, name: str) -> Any:
        raise PermissionError("a watched game is not saved again")

    def close(self) -> None:
        self._closed = True


def watch_session(app: Any, rec: GameRecord, pov: int | None = None) -> WatchSession:
    """A WatchSession of `rec`, at its last position, from `pov` (by default: the one
    human's seat in a solo game, else everything open for a finished game and the
    table's view for one in progress)."""
    from game.registry import get_game

    spec = get_game(rec.game_id)
    tl = Timeline(spec, rec)
    if pov is None or not tl.may_view(pov):
        humans = tl.humans()
        if len(humans) == 1:
            pov = humans[0]
        else:
            pov = None if tl.finished else TABLE
    return WatchSession(app, spec, rec, tl, pov)


def open_watch(app: Any, save_name: str) -> str | None:
    """Open the watch of a save over the scene on top; an error text for the player, or None."""
    from saves import SaveError
    from ui.widgets.text import error_text

    try:
        rec, _state = app.store.load(save_name)
    except SaveError as e:
        return error_text(e)
    return watch_record(app, rec)


def watch_record(app: Any, rec: GameRecord, pov: int | None = None, at: int | None = None,
                 marked: tuple[Any, Any] | None = None) -> str | None:
    """Push the board of `rec` watched (ui.overlays.watch.WatchOverlay) over the scene on
    top, at position `at` (the end by default) from `pov` (see watch_session), with the
    moves `marked` (a review's turning point: the move made, the bot's) shown at `at`; an
    error text for the player, or None."""
    from ui.boards import BOARDS, board_scene_for
    from ui.overlays.watch import WatchOverlay

    if rec.game_id not in BOARDS:
        from ui.i18n import t
        from ui.scenes.base import game_title

        return t("error.no_board", game=game_title(rec.game_id))
    session = watch_session(app, rec, pov)
    if at is not None:
        session.goto(at, announce=False)
    board = board_scene_for(app, session)
    board.gameover_shown = True
    app.push(board)
    WatchOverlay(board, marked=marked).open()
    return None
