"""What a board shows, in words, for the tests and the self test (`BoardScene.describe`)."""

from __future__ import annotations

from typing import Any

from ui.overlays import overlays_of
from ui.widgets.text import text_of


def describe(fr: Any) -> dict[str, Any]:
    fr._refresh()
    h = fr.shown_hint()
    return {
        "scene": type(fr).__name__,
        "game": fr.game_id,
        "label": text_of(fr.session.state.round_label()),
        "shown_seat": fr.shown_seat,
        "viewer": fr.viewer(),
        "acting_human": fr.acting_human(),
        "handoff_for": fr.handoff_for,
        "hand_faces": list(fr.drawn_hand),
        "hidden_hands": list(fr.drawn_hidden),
        "targets": [t.action for t in fr.targets],
        "thinking": fr.session.thinking,
        "can_undo": fr.can_undo(),
        "over": fr.session.state.is_over(),
        "summary": fr.summary.title if fr.summary_open and fr.summary is not None else None,
        "marks": {s: fr.mark_part.points_now(s) for s in fr.marks},
        "mark_areas": {s: fr.mark_part.areas_now(s) for s in fr.marks},
        "help": fr.help_open,
        "bots_paused": fr.bots_paused,
        "confirming": fr.confirming,
        "replay": (fr.replay_i, len(fr.replay)) if fr.replay else None,
        "focus": fr.focus,
        "hint": [s.action for s in h.suggestions] if h is not None and h.done else None,
        "overlays": [type(ov).__name__ for ov in overlays_of(fr)],
    }
