"""R: the replay of the others' moves since the viewer last acted (ui.overlays.ReplayOverlay),
the positions replayed from the seed and the record (saves.GameRecord.replay)."""

from __future__ import annotations

from typing import Any

from ui.overlays import ReplayOverlay
from ui.widgets.text import tr


def start_replay(frame: Any) -> bool:
    """Show the moves of the other seats since the viewer last acted, one position at a
    time (R / → next, ← back, Esc or a click: back to the game), drawn from the viewer's
    view; False (with a toast where it says why) when there is none."""
    viewer = frame.viewer()
    acts = frame.session.rec.actions
    if viewer is None or not acts:
        return False
    last = max((i for i, (seat, _a) in enumerate(acts) if seat == viewer), default=-1)
    if last >= len(acts) - 1:
        frame.toast(tr("board.replay_none", "No moves of the others to replay"))
        return False
    from saves import ReplayError

    states: list = []

    def keep(i: int, st: Any, _events: list) -> None:   # the positions after the others' moves
        if i - 1 > last:
            states.append(st.clone())

    try:
        frame.session.rec.replay(frame.session.spec, each=keep)
    except ReplayError as e:   # no replay rather than a crash
        frame.toast(tr("board.replay_failed", "The moves cannot be replayed: {msg}", msg=str(e.cause)))
        return False
    states = states[-40:]
    ReplayOverlay(frame, states, len(acts) - len(states)).open()
    return True
