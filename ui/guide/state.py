"""The guide's progress, saved WITH the game: an entry "guide" in the learner's seat of
the save (`seats[i]["guide"]`, beside the seat's "hints" and "undos" counts; the save
format keeps a seat's extra entries). Continue (or Load) finds it there and the guide
picks up at the step it was at; "keep playing this game" removes it, and the game is an
ordinary one from then on.

    {"lesson": "<game id>", "shown": [step ids shown, in order], "at": "<step showing>"
     or "", "paused": bool, "done": bool}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

KEY = "guide"
MAX_STEPS = 64


@dataclass
class GuideState:
    lesson: str
    shown: list[str] = field(default_factory=list)
    at: str = ""               # the step on screen ("" while the guide lets the learner play)
    paused: bool = False
    done: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"lesson": self.lesson, "shown": list(self.shown), "at": self.at, "paused": self.paused,
                "done": self.done}

    @classmethod
    def from_json(cls, data: Any) -> GuideState | None:
        """The state of a save's entry; None when it is not a valid one (a damaged or
        foreign entry is ignored: the game then plays as an ordinary one)."""
        if not isinstance(data, dict) or not isinstance(data.get("lesson"), str):
            return None
        shown = data.get("shown", [])
        if not isinstance(shown, list) or len(shown) > MAX_STEPS or not all(isinstance(s, str) for s in shown):
            return None
        at = data.get("at", "")
        return cls(data["lesson"], list(shown), at if isinstance(at, str) else "",
                   bool(data.get("paused", False)), bool(data.get("done", False)))


def learner_of(session: Any) -> tuple[int, GuideState] | None:
    """The seat that follows a guide in this game and its progress, or None."""
    for i, seat in enumerate(getattr(session, "seats", []) or []):
        if isinstance(seat, dict) and KEY in seat:
            st = GuideState.from_json(seat[KEY])
            if st is not None and not st.done:
                return i, st
    return None


def store(session: Any, seat: int, state: GuideState | None) -> None:
    """Write the progress into the seat (None: the guide is left); saved with the next
    autosave, which is asked for now."""
    seats = session.seats
    if state is None:
        seats[seat].pop(KEY, None)
    else:
        seats[seat][KEY] = state.to_json()
    save = getattr(session, "autosave", None)
    if callable(save):
        save()
