"""Engine benchmark: random decisions per second and ms per full game, per game and
player count. Prints figures only (never fails on time).

    .venv/bin/python tests/perf/engine.py [--games N] [--only GAME]

To add a game, add one line to PLAYER_COUNTS (games whose engine is not available yet
are skipped).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core import Rng  # noqa: E402
from game.registry import GAMES, get_game  # noqa: E402

# game id -> player counts to measure (one line per game)
PLAYER_COUNTS: dict[str, tuple[int, ...]] = {
    "midgard": (2, 3, 4, 5),
    "blood_rage": (2, 3, 4),
    "asgard": (2, 3, 4),
    "vikings": (1, 2, 3, 4),
}


def play_random(spec, n: int, seed: int, options: dict | None = None) -> int:
    """One full random game; returns the number of decisions taken."""
    st = spec.new_game(n, seed, options or {})
    rng = Rng(seed * 31 + 7)
    steps = 0
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
        steps += 1
    return steps


def bench(game_id: str, n: int, games: int) -> tuple[float, float, int]:
    spec = get_game(game_id)
    decisions = 0
    t0 = time.perf_counter()
    for g in range(games):
        decisions += play_random(spec, n, 1000 + g)
    dt = time.perf_counter() - t0
    return decisions / dt, dt * 1000 / games, decisions // games


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30, help="games per player count")
    ap.add_argument("--only", default=None, help="one game id")
    args = ap.parse_args(argv)
    for game_id, counts in PLAYER_COUNTS.items():
        if args.only and game_id != args.only:
            continue
        if game_id not in GAMES or not get_game(game_id).available:
            print(f"{game_id}: not available, skipped")
            continue
        for n in counts:
            rate, ms, per_game = bench(game_id, n, args.games)
            print(f"{game_id} {n}p: {rate:,.0f} decisions/s, {ms:.1f} ms per game "
                  f"({per_game} decisions per game)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
