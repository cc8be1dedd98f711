"""Which seed lets each guide teach all its steps: plays the guided game through the
window (the clicks the guide asks for) for seeds 1..N and prints the steps each seed
never reached. Used to choose each lesson's seed (docs/guide.md).

    python scripts/guide_seeds.py --game midgard --seeds 30
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-guide-seeds-")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from saves import SaveStore  # noqa: E402
from ui import guide  # noqa: E402
from ui.app import App  # noqa: E402
from ui.guide.drive import play_guided  # noqa: E402


def missed(game_id: str, seed: int) -> tuple[list[str], bool]:
    lesson = guide.lesson_for(game_id)
    lesson.seed = seed
    app = App(headless=True, store=SaveStore(Path(tempfile.mkdtemp()) / "saves"))
    app.settings.bot_pause = 0.0
    app.settings.animation_speed = 0
    assert guide.start(app, game_id) is None
    out = play_guided(app, max_frames=9000)
    seen = set(out["steps"])
    return [s.id for s in lesson.steps if s.id not in seen], out["over"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", choices=guide.LESSONS, required=True)
    ap.add_argument("--seeds", type=int, default=30)
    args = ap.parse_args()
    for seed in range(1, args.seeds + 1):
        miss, over = missed(args.game, seed)
        print(f"{args.game} seed {seed}: {'over' if over else 'NOT OVER'}; missed {len(miss)}: {', '.join(miss)}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
