"""The tests' oracle of reveals: did a step show a seat something that was hidden from
it? (The engines report their reveals themselves, `State.apply_reported`; the contract
tests check those reports against this count.)

A view hides what its seat may not know behind `HIDDEN` placeholders in its piles:
hands, packets, picks, decks, face-down tiles. `hidden_count(view)` counts them; when
a step leaves a seat's view with fewer of them, something was turned face up for that
seat (a card played from a hidden hand, the drafted cards joining a hand with their
gold cards shown, a secret choice revealed). A card drawn from a hidden deck into a
hidden hand moves a placeholder without showing anything.

Counted: HIDDEN in a list whose other entries are whole numbers or None (a pile, the
pending picks of a draft). A -1 among words (a list of step arguments) means "none"
there and is not counted. The measure errs on the side of a reveal (a finished battle
whose rows held -1 for "none" counts as one): a step taken for a reveal is only one
that cannot be undone.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from game.core.drafting import HIDDEN


def hidden_count(view: Any) -> int:
    """The HIDDEN placeholders in the piles of a view (a State, or its JSON). A game whose
    lists also hold -1 for "no one" (Asgard's free spaces) counts its own in the fields
    that hide things (`game.<id>.view.hidden_count`)."""
    if hasattr(view, "to_json"):
        own = getattr(sys.modules.get(f"game.{getattr(view, 'game_id', '')}.view"), "hidden_count", None)
        if own is not None:
            return own(view)
    data = view.to_json() if hasattr(view, "to_json") else view
    return _walk(json.loads(json.dumps(data)))


def _walk(x: Any) -> int:
    if isinstance(x, list):
        if x and all(y is None or type(y) is int for y in x):
            return x.count(HIDDEN)
        return sum(_walk(y) for y in x)
    if isinstance(x, dict):
        return sum(_walk(y) for y in x.values())
    return 0


def revealed(before: Any, after: Any) -> bool:
    """True if `after` (a seat's view after a step) shows something `before` (its view
    before the step) hid."""
    return hidden_count(after) < hidden_count(before)
