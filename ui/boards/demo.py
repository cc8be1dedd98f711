"""Sessions in known Midgard positions, for screenshot scripts, the self test and tests.

    from ui.boards.demo import demo_session, DEMO_STATES
    session = demo_session(app, "draft")       # or "midround", "gameover"
    app.clear_to(board_scene_for(app, session))

- "draft": round 1, the human (seat 0) picks from the first packet; the bots have
  already picked in the background.
- "midround": round 2, action phase, the human's turn in the middle of a card: an
  Invasion has been played and one Viking chosen, so its legal destinations glow.
- "gameover": a finished game (the board pushes the game-over screen after ~1 s).

The human's own choices come from a seeded generator, the bots' from their levels, so
each state is the same every time.
"""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.midgard import (
    PLAY,
    ChooseViking,
)
from game.midgard import data as D
from ui.session import GameSession

DEMO_STATES = ("draft", "midround", "gameover")
DEMO_SEATS = [
    {"name": "Astrid", "kind": "human", "colour": 0},
    {"name": "Bjorn", "kind": "random", "colour": 1},
    {"name": "Sigrid", "kind": "random", "colour": 2},
    {"name": "Ulf", "kind": "random", "colour": 3},
]


def _human_step(session: GameSession, rng: Rng) -> None:
    seat = session.pending_humans()[0]
    session.apply(seat, rng.choice(session.state.legal_actions(seat)))


def play_until(session: GameSession, stop, rng: Rng, limit: int = 5000) -> None:
    """Bots play synchronously, the humans at random, until stop(state) is true at a
    human decision (or the game ends)."""
    for _ in range(limit):
        session.run_bots_until_human()
        st = session.state
        if st.is_over() or stop(st):
            return
        _human_step(session, rng)


def demo_session(app: Any, which: str, seed: int = 2026, seats: list[dict] | None = None) -> GameSession:
    if which not in DEMO_STATES:
        raise ValueError(f"unknown demo state {which!r}; the states are {', '.join(DEMO_STATES)}")
    session = GameSession.new(app, "midgard", [dict(s) for s in (seats or DEMO_SEATS)], seed, {})
    rng = Rng(seed + 1)
    if which == "draft":
        session.run_bots_until_human()
        return session
    if which == "midround":
        def stop(st) -> bool:
            pr = st.progress()
            if pr.number < 2 or pr.phase != D.ACTION:
                return False
            if st.choice() == "destination" and D.CARD_TYPE[st.current_card()] == D.INVASION:
                return True
            if st.choice() == "play" and st.turns_taken(0) >= 1:
                # steer towards an Invasion in progress: play one if the hand has it
                inv = [c for c in st.hand(0) if D.CARD_TYPE[c] == D.INVASION]
                if inv:
                    session.apply(0, PLAY[inv[0]])
                    legal = session.state.legal_actions(0)
                    boat = [a for a in legal if isinstance(a, ChooseViking) and a.location == D.BOAT]
                    if boat:
                        session.apply(0, boat[0])
                        return session.state.choice() == "destination"
            return False

        play_until(session, stop, rng)
        return session
    play_until(session, lambda st: False, rng)
    return session
