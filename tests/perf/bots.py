"""Bot benchmark: decisions per second of each level and MCTS iterations per second of
`hard`, for Midgard at 2 and 5 players by default, or any game and player counts.
Prints figures only (never fails on time).

    .venv/bin/python tests/perf/bots.py [--game G] [--players 2,5] [--positions N]
                                        [--iterations K] [--budget S]

Positions are sampled from seeded games played by `normal` bots (every decision with
at least two legal actions); each level then decides on the same views.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.ai.arena import percentile  # noqa: E402
from game.core import Rng  # noqa: E402
from game.registry import get_game  # noqa: E402


def sample_views(n: int, count: int, seed: int, game_id: str = "midgard") -> list:
    """(view, seat) pairs with 2+ legal actions, spread over whole games."""
    spec = get_game(game_id)
    bot = make_bot("normal", game_id)
    out: list = []
    g = 0
    while len(out) < count:
        st = spec.new_game(n, seed + g, {})
        rng = Rng(seed + g)
        k = 0
        while not st.is_over():
            seat = st.to_act()[0]
            v = st.view(seat)
            if len(v.legal_actions(seat)) > 1:
                k += 1
                if k % 5 == 0 and len(out) < count:
                    out.append((v, seat))
            st.apply(seat, bot.choose(v, seat, rng))
        g += 1
    return out


def bench_level(level: str, views: list, iterations: int | None, budget: float | None,
                game_id: str = "midgard") -> dict:
    bot = make_bot(level, game_id)
    if level == "hard":
        bot.configure(budget=budget, iterations=iterations)
    times = []
    iters = 0
    rng = Rng(1)
    for v, seat in views:
        t0 = time.perf_counter()
        bot.choose(v, seat, rng)
        times.append(time.perf_counter() - t0)
        iters += getattr(bot, "last_iterations", 0)
    total = sum(times)
    return {"decisions_per_s": len(times) / total, "ms_mean": 1000 * total / len(times),
            "ms_p95": 1000 * percentile(times, 95), "ms_max": 1000 * max(times),
            "iterations_per_s": iters / total if iters else 0.0, "iterations": iters / len(times)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--iterations", type=int, default=50, help="fixed iterations for hard (0: use the budget)")
    p.add_argument("--budget", type=float, default=1.0, help="seconds per decision for hard when iterations is 0")
    p.add_argument("--players", default="2,5")
    p.add_argument("--game", default="midgard")
    a = p.parse_args(argv)
    for n in (int(x) for x in a.players.split(",")):
        views = sample_views(n, a.positions, 100 * n, a.game)
        for level in ("random", "easy", "normal", "hard"):
            its = a.iterations if a.iterations > 0 else None
            hv = views[: max(5, a.positions // 4)] if level == "hard" else views
            r = bench_level(level, hv, its, a.budget, a.game)
            line = (f"{a.game} {n}p {level:<6}: {r['decisions_per_s']:9.1f} decisions/s,"
                    f" {r['ms_mean']:8.2f} ms mean, {r['ms_p95']:8.2f} ms p95, {r['ms_max']:8.2f} ms max")
            if level == "hard":
                line += f", {r['iterations_per_s']:7.1f} iterations/s ({r['iterations']:.0f} per decision)"
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
