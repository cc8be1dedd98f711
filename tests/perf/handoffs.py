"""Hot seat handoffs (issue 33 defect 16): a whole game of each board with four humans,
each deciding by a random legal choice through the board (the frame decides when the
table is hidden; a card to play is asked for with "Show my cards"), counting the handoffs pushed and the decisions made. The goal: at most
one handoff per three decisions in Blood Rage.

    python tests/perf/handoffs.py [--seed N] [--games midgard,blood_rage,...]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# the repository this file is in, unless PYTHONPATH names another (to measure an older checkout)
sys.path.insert(0, os.environ.get("PYTHONPATH") or str(Path(__file__).resolve().parents[2]))

from saves import SaveStore  # noqa: E402
from ui.app import App  # noqa: E402
from ui.boards import board_scene_for  # noqa: E402
from ui.session import GameSession  # noqa: E402

GAMES = ("midgard", "blood_rage", "asgard", "vikings")
NAMES = ("Astrid", "Bjorn", "Sigrid", "Ulf")


def play(game_id: str, seed: int, limit: int = 6000) -> tuple[int, int, bool]:
    """(handoffs, decisions, finished) of one 4-human game driven by random choices."""
    app = App(headless=True, store=SaveStore(Path(tempfile.mkdtemp())))
    app.settings.bot_pause = 0.0
    app.settings.animation_speed = 0
    seats = [{"name": NAMES[i], "kind": "human", "colour": i} for i in range(4)]
    session = GameSession.new(app, game_id, seats, seed, {})
    session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(seed)
    pushed = [0]
    push = board._push_handoff

    def counted(seat: int) -> None:
        pushed[0] += 1
        push(seat)

    board._push_handoff = counted
    decisions = 0
    wanted = None
    try:
        for _ in range(limit * 4):
            if session.state.is_over():
                break
            app.step(0.6, [])
            if board.handoff_for is not None:
                h = [s for s in app.stack if type(s).__name__ == "HandoffScene"]
                if h:
                    h[-1].ready()
                else:
                    board.confirm_handoff()
                continue
            while app.top is not board:          # summaries, stories: read and put away
                top = app.top
                if hasattr(top, "close"):
                    top.close()
                else:
                    app.pop()
            seat = board.acting_human()
            if seat is None:
                continue
            legal = session.state.legal_actions(seat)
            if not legal:
                continue
            # a random choice of the whole decision; one the public table does not offer
            # (a card to play) is asked for with "Show my cards", and played once shown
            action = wanted if wanted is not None and wanted in legal else rng.choice(legal)
            wanted = None
            if action not in board.legal_now(seat):
                board.show_cards()
                wanted = action
                continue
            board.apply_human(seat, action)
            decisions += 1
            if decisions >= limit:
                break
        return pushed[0], decisions, session.state.is_over()
    finally:
        session.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--games", default=",".join(GAMES))
    args = ap.parse_args()
    print(f"{'game':12} {'handoffs':>9} {'decisions':>10} {'per decision':>13}  finished")
    for g in args.games.split(","):
        h, d, over = play(g, args.seed)
        print(f"{g:12} {h:9d} {d:10d} {h / max(1, d):13.2f}  {over}")


if __name__ == "__main__":
    main()
