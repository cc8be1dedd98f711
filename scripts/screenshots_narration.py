"""Screenshot of a told moment in hot seat (issue 33 defect 15): a Blood Rage game with
two humans and a bot, a narration concerning both humans after the first one pressed
Continue: it is told again, "For <the second>", and the table behind shows nobody's cards.

    python scripts/screenshots_narration.py [--out /tmp/shots]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-shots-")

import pygame  # noqa: E402

from ui.app import App  # noqa: E402
from ui.boards import board_scene_for  # noqa: E402
from ui.overlays import NarrationOverlay  # noqa: E402
from ui.session import GameSession  # noqa: E402
from ui.settings import Settings  # noqa: E402


def frames(app: App, n: int = 4, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt, pygame.event.get())
        if not app.headless:
            pygame.display.flip()


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", default="/tmp/shots")
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings()
    settings.bot_pause = 0.0
    settings.animation_speed = 0
    app = App(headless=not os.environ.get("DISPLAY"), settings=settings)
    seats = [{"name": n, "kind": k, "colour": i} for i, (n, k) in enumerate(
        [("Astrid", "human"), ("Bjorn", "human"), ("Sigrid", "random")])]
    session = GameSession.new(app, "blood_rage", seats, 8, {})
    session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
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
    pygame.image.save(app.screen, str(out / "narration_second_human.png"))
    print(out / "narration_second_human.png", "reader:", story.reader(), "viewer:", board.viewer())
    session.close()


if __name__ == "__main__":
    main()
