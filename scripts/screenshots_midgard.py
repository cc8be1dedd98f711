"""Screenshots of the Midgard board (headless, the table drawn at 1600x900):

    python scripts/screenshots_midgard.py [--out DIR] [--only hand9,summary_long,summary_final]

hand9 (a 9-card hand in the tray after the draft), summary_long (round 1's summary
scrolled up to its kingdom-control lines), summary_final (the last round's summary at the
game's end, before the results)."""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-shots-")

import pygame  # noqa: E402

from saves import SaveStore  # noqa: E402
from ui.app import App  # noqa: E402
from ui.boards import board_scene_for  # noqa: E402
from ui.session import GameSession  # noqa: E402

NAMES = ["Astrid", "Bjorn", "Sigrid", "Ulf"]


def seats(*kinds: str) -> list[dict]:
    return [{"name": NAMES[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]


def new_app() -> App:
    a = App(headless=True, store=SaveStore(Path(tempfile.mkdtemp())))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    return a


def save(app: App, board, path: Path) -> None:
    surf = pygame.Surface((1600, 900))
    for s in app.stack:
        s.draw(surf)
    pygame.image.save(surf, str(path))
    print(path)


def hand9(app: App, out: Path) -> None:
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(1)
    for _ in range(2000):
        session.run_bots_until_human()
        board.update(0.0)
        board.close_summary()
        v = session.state.view(0)
        if 0 not in session.pending_humans():
            continue
        if len(v.hand(0)) >= 9 and not board.draft_showing():
            break
        session.apply(0, rng.choice(session.state.legal_actions(0)))
    board.update(0.0)
    board.refresh()
    save(app, board, out / "midgard_hand9.png")


def summary_long(app: App, out: Path) -> None:
    from tests.ui.tables import play_until_summary

    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    play_until_summary(board, session, random.Random(7))
    board.summary_part.scroll_by(24)
    app.stack[-1].update(0.0)
    save(app, board, out / "midgard_summary_scrolled.png")


def summary_final(app: App, out: Path) -> None:
    session = GameSession.new(app, "midgard", seats("human", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(8)
    while not session.state.is_over():
        session.run_bots_until_human()
        app.stack[-1].update(0.0)
        if session.pending_humans() and not session.state.is_over():
            board.close_summary()
            session.apply(0, rng.choice(session.state.legal_actions(0)))
    for _ in range(5):
        app.stack[-1].update(0.1)
    save(app, board, out / "midgard_summary_final.png")


SHOTS = {"hand9": hand9, "summary_long": summary_long, "summary_final": summary_final}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", default="screenshots")
    p.add_argument("--only", default=",".join(SHOTS))
    a = p.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in a.only.split(","):
        SHOTS[name](new_app(), out)


if __name__ == "__main__":
    main()
