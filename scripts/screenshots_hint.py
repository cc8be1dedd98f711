"""Screenshots of a hint ("Ask the bot") on each board: a seeded game with seat 0 human
and bots is played (the human's moves by an `easy` bot) to a decision of the human
with several choices, the Hint button is pressed, the `hard` search thinks from seat
0's view (in a thread here, at the default budget) and the board is saved with the
numbered marks and the panel:

    python scripts/screenshots_hint.py [--out screenshots] [--only midgard,asgard]

Each hint's verdict (told apart, or too close to call) and the seconds it took are
printed. Also one shot while the bot is still thinking (midgard_hint_thinking.png) and the help
overlay with the hint's key (midgard_help_keys.png). Run under
Xvfb (scripts/screenshots.sh) or with SDL's dummy driver.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import shots

ROOT = shots.ROOT
shots.environment()


from game.ai import make_bot  # noqa: E402
from game.ai.hint import verdict  # noqa: E402
from game.core import Rng  # noqa: E402
from ui.app import App  # noqa: E402

# game, seats, seed, human decisions to play before the hint, options
CASES = {
    "midgard": (("human", "normal", "normal"), 7, 9, {}),
    "blood_rage": (("human", "normal", "normal"), 8, 10, {}),
    "asgard": (("human", "normal", "normal"), 9, 14, {}),
    "vikings": (("human", "normal", "normal"), 10, 12, {}),
}


frames = shots.frames


def calm(b: Any) -> None:
    """No round summary or story panel over the board."""
    for name in ("moments", "stories"):
        v = getattr(b, name, None)
        if isinstance(v, list):
            v.clear()
    if hasattr(b, "_summary_later"):
        b._summary_later = False
    b.summary_open = False
    b.anim.clear()
    b.invalidate()


def drive(app: App, game_id: str, kinds: tuple[str, ...], seed: int, turns: int, options: dict) -> tuple[Any, Any]:
    """Seat 0 plays `turns` decisions (an easy bot), then stops at its next decision with
    at least three choices."""
    board, session = shots.table(app, game_id, kinds, seed, options, threads=True)
    helper = make_bot("easy", game_id)
    rng = Rng(seed)
    done = 0
    while not session.state.is_over():
        session.run_bots_until_human()
        st = session.state
        if st.is_over() or not session.pending_humans():
            break
        legal = st.legal_actions(0)
        if done >= turns and len(legal) >= 3:
            break
        session.apply(0, helper.choose(st.view(0), 0, Rng(rng.next_u64())))
        done += 1
    calm(board)
    frames(app, 3)
    calm(board)
    return session, board


def shoot(app: App, game_id: str, out: Path, thinking: bool = False) -> Path:
    kinds, seed, turns, options = CASES[game_id]
    session, board = drive(app, game_id, kinds, seed, turns, options)
    assert board.acting_human() == 0, "no decision of the human on screen"
    board.toggle_hint()
    if thinking:
        frames(app, 3)
        path = out / f"{game_id}_hint_thinking.png"
    else:
        end = time.monotonic() + 60
        while time.monotonic() < end:
            frames(app, 1)
            h = session.hint
            if h is not None and h.done:
                break
            time.sleep(0.02)
        frames(app, 3)
        h = session.hint
        took = time.monotonic() - h.started
        print(f"{game_id}: {verdict(h.suggestions)} after {took:.1f} s: "
              f"{[(board.action_text(s.action), s.visits, s.win_chance) for s in h.suggestions]}"
              f"{' error ' + h.error if h.error else ''}; hints taken {session.hints_taken(0)}")
        path = out / f"{game_id}_hint.png"
    shots.save(app, path, say="saved ")
    session.cancel_hint()
    session.close()
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots"))
    p.add_argument("--only", default="")
    a = p.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app()
    want = [g for g in (a.only.split(",") if a.only else CASES) if g in CASES]
    for g in want:
        shoot(app, g, out)
    if not a.only or "thinking" in a.only:
        shoot(app, "midgard", out, thinking=True)
    if not a.only or "help" in a.only:
        # the help overlay lists the hint's key
        session, board = drive(app, "midgard", ("human", "normal"), 3, 0, {})
        board.help_open = True
        frames(app, 2)
        shots.save(app, out / "midgard_help_keys.png", say="saved ")
        session.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
