"""The engine core shared by every game: rng, seats, actions, the State contract,
drafting and errors. Pure Python; never imports pygame."""

from .actions import action_from_json, action_to_json
from .drafting import HIDDEN, Draft
from .errors import GameDataError, IllegalAction
from .messages import Msg
from .rng import Rng
from .seats import check_seat, clockwise_from, left_of, right_of
from .state import State

__all__ = [
    "Draft", "GameDataError", "HIDDEN", "IllegalAction", "Msg", "Rng", "State",
    "action_from_json", "action_to_json", "check_seat", "clockwise_from", "left_of",
    "right_of",
]
