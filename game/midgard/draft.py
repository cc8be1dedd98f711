"""The draft phase (rules section 6.2, D2): every seat keeps one card of its packet and
passes the rest, all at once; when the packets are empty the action phase begins."""

from __future__ import annotations

from typing import Any

from .data import DRAFT
from .moves import PICK, Pick
from .rounds import start_action_phase
from .state import MACHINE


def _legal_pick(st: Any, frame: str, seat: int) -> list:
    return [PICK[c] for c in st.draft.choices(seat)]


@MACHINE.decision(DRAFT, _legal_pick)
def pick(st: Any, frame: str, seat: int, action: Pick, events: list) -> None:
    """Pick(card): keep a card of the packet (passed on when every seat has picked)."""
    card = action.card
    draft = st.draft
    passed = draft.pick(seat, card)
    events.append({"t": "pick", "seat": seat})
    if passed and draft.done:
        for s in range(st.n):
            st.hands[s].extend(draft.picked[s])
            st.hands[s].sort()
        st.draft = None
        events.append({"t": "draft_done", "round": st.round})
        start_action_phase(st, events)
