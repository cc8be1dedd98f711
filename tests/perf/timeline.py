"""Benchmark: how long a jump anywhere on a watched game's timeline takes (issue 35 asks
≤ 150 ms in a 400-decision game). Prints the building time and the jump times per game.

    python tests/perf/timeline.py [--jumps N] [--seed S] [--session]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.registry import GAMES  # noqa: E402
from saves.timeline import Timeline  # noqa: E402
from tests.saves.timeline_games import random_record  # noqa: E402

CASES = [("midgard", 5), ("blood_rage", 4), ("asgard", 4), ("vikings", 4)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jumps", type=int, default=60)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--session", action="store_true", help="also the jumps of a watched board's session")
    a = ap.parse_args(argv)
    rng = random.Random(a.seed)
    print(f"{'game':<12}{'players':>8}{'steps':>7}{'build ms':>10}{'jump med':>10}{'jump p95':>10}{'jump max':>10}")
    for game_id, n in CASES:
        spec = GAMES[game_id]
        rec = random_record(game_id, n, a.seed)
        t0 = time.perf_counter()
        tl = Timeline(spec, rec)
        build = (time.perf_counter() - t0) * 1000
        times = []
        for _ in range(a.jumps):
            k = rng.randint(0, tl.steps)
            t0 = time.perf_counter()
            tl.view_at(k, rng.randrange(n))
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{game_id:<12}{n:>8}{tl.steps:>7}{build:>10.0f}{statistics.median(times):>10.1f}{p95:>10.1f}"
              f"{times[-1]:>10.1f}")
    if a.session:
        session_jumps(a)
    return 0


def session_jumps(a: argparse.Namespace) -> None:
    """The same jumps on a watched board's session (ui.watching): the position, the log and
    the score history up to it."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from saves import SaveStore
    from ui.app import App
    from ui.watching import watch_session

    app = App(headless=True, store=SaveStore(Path(tempfile.mkdtemp(prefix="ygg-timeline-"))))
    rng = random.Random(a.seed)
    print(f"\nwatched (with the log): {'game':<12}{'open ms':>9}{'jump med':>10}{'jump max':>10}")
    for game_id, n in CASES:
        rec = random_record(game_id, n, a.seed)
        for seat in rec.seats:
            seat["kind"] = "hard"
        t0 = time.perf_counter()
        ws = watch_session(app, rec)
        opened = (time.perf_counter() - t0) * 1000
        times = []
        for _ in range(a.jumps):
            k = rng.randint(0, ws.timeline.steps)
            t0 = time.perf_counter()
            ws.goto(k)
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        print(f"{'':<24}{game_id:<12}{opened:>9.0f}{statistics.median(times):>10.1f}{times[-1]:>10.1f}")


if __name__ == "__main__":
    raise SystemExit(main())
