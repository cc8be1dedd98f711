"""The engine contract shared by every game (see DESIGN.md, "The engine contract").

Each game's state class derives from `State` and implements the abstract methods.
The base class gives the common `apply` check (the seat must be in `to_act()` and the
action among its legal actions) so that games only write `_apply`.

Beyond DESIGN.md's binding names, every state also offers, for the UI, saves and the
headless commands:
- `num_players` (int) and `round_label() -> str` ("Round 2 · action", for the load screen
  and the top bar);
- `winners() -> list[int]`: the winning seats once the game is over (ties shared);
- `score_breakdown() -> list[dict[str, int]]`: per seat, points by source;
- `rivals() -> list[Rival]` (game.core.result): sides of the result that no one plays
  (a solo enemy), with their points by source and whether they won;
- `setup_events() -> list`: the events of the set-up done by `new_game` (no `apply`
  returns them), so a log can start with them;
- `apply_legal(seat, action)`: `apply` without the check, for an action just taken
  from `legal_actions(seat)` (the bots' playouts);
- `progress() -> Progress` (game.core.progress): unit, number, count and phase;
- `facts(events) -> tuple`: the game's events in the shared vocabulary (game.core.events,
  from the game's events.py);
- `apply_reported(seat, action) -> Outcome`: `apply`, telling also whom the step showed
  something hidden and whether it drew on the generator (the undo barriers).
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction
from .events import Outcome, revealed_to
from .progress import Progress
from .result import Rival


def same_types(a: Any, b: Any) -> bool:
    """True if a and b (equal actions) have the same types all the way down, so that
    True never stands for 1 nor 1.0 for 1."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return all(same_types(x, y) for x, y in zip(a, b))
    return True


def is_legal(action: Any, legal: list) -> bool:
    """`action in legal`, type-strict."""
    try:
        i = legal.index(action)
    except ValueError:
        return False
    found = legal[i]
    # the very object offered (the usual caller picks from the list): nothing to compare
    return found is action or same_types(action, found) or any(
        x == action and same_types(action, x) for x in legal[i + 1:]
    )


class State:
    """Base class of every game state. Subclasses define `__slots__`."""

    __slots__ = ()

    game_id: str = ""

    # --- the contract -------------------------------------------------------------
    def to_act(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list:
        raise NotImplementedError

    def apply(self, seat: int, action: Any) -> list:
        """Check and apply one action; returns the list of events."""
        if seat not in self.to_act():
            raise IllegalAction(f"it is not seat {seat}'s turn to decide")
        legal = self.legal_actions(seat)
        if not is_legal(action, legal):
            raise IllegalAction(self.explain_illegal(seat, action, legal))
        return self._apply(seat, action)

    def apply_legal(self, seat: int, action: Any) -> list:
        """Apply an action the caller has just taken, unchanged, from
        `legal_actions(seat)` of this very state, without checking it again (the bots'
        playouts). Anything else goes through `apply`."""
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Any) -> list:
        raise NotImplementedError

    def apply_reported(self, seat: int, action: Any) -> Outcome:
        """`apply`, and what the step revealed and whether it drew on the generator: the
        facts' `Revealed` seats, and a change of the generator's state."""
        before = self.rng.state
        events = self.apply(seat, action)
        facts = self.facts(events)
        return Outcome(events, facts, revealed_to(facts, self.num_players), self.rng.state != before)

    def facts(self, events: list) -> tuple:
        """The shared facts (game.core.events) of this game's `events`, in order."""
        raise NotImplementedError

    def progress(self) -> Progress:
        """The unit, its number and count, and the phase (game.core.progress)."""
        raise NotImplementedError

    def explain_illegal(self, seat: int, action: Any, legal: list) -> str:
        """The message of the IllegalAction for an action not in `legal`."""
        shown = ", ".join(repr(a) for a in legal[:8])
        more = f" and {len(legal) - 8} more" if len(legal) > 8 else ""
        return f"{action!r} is not a legal choice now; the choices are {shown}{more}"

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def view(self, seat: int) -> State:
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError

    def to_json(self) -> dict:
        raise NotImplementedError

    # --- shared extras ------------------------------------------------------------
    @property
    def num_players(self) -> int:
        raise NotImplementedError

    def round_label(self) -> str:
        return ""

    def winners(self) -> list[int]:
        """Seats with the best score (a game overrides this with its tiebreak)."""
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    def setup_events(self) -> list:
        return []

    def rivals(self) -> list[Rival]:
        """Sides of the result that are no seat (a solo enemy), after the seats."""
        return []

    def score_breakdown(self) -> list[dict[str, int]]:
        return [{"total": v} for v in self.scores()]
