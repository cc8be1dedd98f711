"""Benchmark: how long the bot's review of one seat takes (issue 35 asks ≤ 60 s for a
3-player Midgard game at the default precision), in the review's own bot process as the
window runs it. Prints the decisions, the seconds and the seconds per decision.

    python tests/perf/review.py [--game midgard] [--players 3] [--level default] [--thread]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from saves import SaveStore  # noqa: E402
from tests.saves.timeline_games import random_record  # noqa: E402
from ui.app import App  # noqa: E402
from ui.review import ReviewJob  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="midgard")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--level", default="default")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--thread", action="store_true", help="in a thread instead of the bot process")
    a = ap.parse_args(argv)
    app = App(headless=True, store=SaveStore(Path(tempfile.mkdtemp(prefix="ygg-review-"))))
    rec = random_record(a.game, a.players, a.seed)
    for i, seat in enumerate(rec.seats):
        seat["kind"] = "human" if i == 0 else "hard"
    job = ReviewJob(app, rec, a.level, use_process=not a.thread)
    t0 = time.perf_counter()
    job.run()
    sec = time.perf_counter() - t0
    n = len(job.result[0])
    print(f"{a.game}, {a.players} players, {len(rec.actions)} moves: seat 0 has {n} decisions with a choice; "
          f"review at '{a.level}' ({job.iterations} simulations each) took {sec:.1f} s "
          f"({sec / max(1, n):.2f} s a decision){' in a thread' if a.thread else ' in its bot process'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
