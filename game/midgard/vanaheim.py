"""Vanaheim's tokens (rules section 6.4 step 4, D11): its controller chooses, one at a
time and in secret, the colours of two kingdom tokens; then the round ends (Ragnarok)."""

from __future__ import annotations

from typing import Any

from .data import VANAHEIM_CHOICE
from .moves import TOKEN, TakeToken
from .rounds import end_of_round
from .state import MACHINE


def _legal_token(st: Any, frame: str, seat: int) -> list:
    return list(TOKEN) if seat == st.van_seat else []


@MACHINE.decision(VANAHEIM_CHOICE, _legal_token)
def token(st: Any, frame: str, seat: int, action: TakeToken, events: list) -> None:
    """TakeToken(colour): 0 grey, 1 brown, 2 blue."""
    colour = action.colour
    st.tokens[seat][colour] += 1
    st.van_left -= 1
    events.append({"t": "vanaheim_token", "seat": seat, "colour": colour, "secret": True})
    if st.van_left <= 0:
        st.van_seat = -1
        end_of_round(st, events)
