"""Screenshot of a told moment in hot seat (issue 33 defect 15): a Blood Rage game with
two humans and a bot, a narration concerning both humans after the first one pressed
Continue: it is told again, "For <the second>", and the table behind shows nobody's cards.

    python scripts/screenshots_narration.py [--out /tmp/shots]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import shots

shots.environment()


from ui.overlays import NarrationOverlay  # noqa: E402

frames = shots.frames


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", default="/tmp/shots")
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app()
    board, session = shots.table(app, "blood_rage", ("human", "human", "random"), 8, threads=True)
    frames(app, 60, 1 / 30)
    if board.handoff_for is not None:
        board.confirm_handoff()
        for s in [s for s in app.stack if type(s).__name__ == "HandoffScene"]:
            app.stack.remove(s)
    frames(app, 4)
    story = NarrationOverlay(board, "Battle in Jotunheim", [
        "Astrid plays Heimdall's Horn: strength 3 + 2 = 5",
        "Bjorn plays a Troll's Wrath: strength 4 + 1 = 5",
        ("A tie: every figure in Jotunheim is destroyed", (230, 120, 90)),
    ], step_seconds=0.0, seats=[0, 1]).open()
    frames(app, 4)
    story.go_on()                 # the first human has read it
    frames(app, 8)
    shots.save(app, out / "narration_second_human.png")
    print("reader:", story.reader(), "viewer:", board.viewer())
    session.close()


if __name__ == "__main__":
    main()
