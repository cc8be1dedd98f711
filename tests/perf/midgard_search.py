"""Midgard's hard search at a fixed number of iterations, for instruction counts:

    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .venv/bin/python tests/perf/midgard_search.py --iterations 100

Samples the same 2-player positions as `tests/perf/bots.py` (normal bots, seed 77) and
runs `hard` on each with the early stop off; --iterations 0 samples only, so
(count at N) - (count at 0) is the search alone. Prints the iterations done."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.core import Rng  # noqa: E402
from tests.perf.bots import sample_views  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--positions", type=int, default=6)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=77)
    a = p.parse_args()
    views = sample_views(a.players, a.positions, a.seed)
    done = 0
    if a.iterations > 0:
        bot = make_bot("hard", "midgard")
        bot.configure(budget=None, iterations=a.iterations)
        bot.early_stop = False
        rng = Rng(1)
        picks = []
        for v, seat in views:
            picks.append(bot.choose(v, seat, rng))
            done += getattr(bot, "last_iterations", 0)
        print("picks", [repr(x) for x in picks])
    print(f"positions {len(views)} iterations {done}")


if __name__ == "__main__":
    main()
