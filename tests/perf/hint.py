"""Benchmark: the search behind a hint ("Ask the bot"), per game, at the default thinking
time (the `bot_budget` setting, 2 s) and the game's floor of iterations
(game.ai.hint.HINT_MIN_ITERATIONS): for the first decisions with three choices or more
of seat 0 in a seeded game (the seats played by the `easy` bot), the seconds the hint
took, the simulations of its three moves and whether it told them apart. Prints.

    python tests/perf/hint.py [--games asgard,midgard] [--decisions 4] [--budget 2] [--no-floor]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai import hint as H  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.core import Rng  # noqa: E402
from game.registry import get_game  # noqa: E402

GAMES = ("midgard", "blood_rage", "asgard", "vikings")


def positions(game_id: str, players: int, seed: int, count: int) -> list:
    """The states at the first `count` decisions of seat 0 with three choices or more
    (every 3rd one, to spread them over the game)."""
    spec = get_game(game_id)
    st = spec.new_game(players, seed)
    bot = make_bot("easy", game_id)
    rng = Rng(seed)
    out, seen = [], 0
    while not st.is_over() and len(out) < count:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if seat == 0 and len(set(legal)) >= 3:
            if seen % 3 == 0:
                out.append(st.clone())
            seen += 1
        st.apply(seat, bot.choose(st.view(seat), seat, Rng(rng.next_u64())))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--decisions", type=int, default=4)
    ap.add_argument("--budget", type=float, default=2.0)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--no-floor", action="store_true", help="the search as before the floor (the budget only)")
    a = ap.parse_args(argv)
    if a.no_floor:
        H.HINT_MIN_ITERATIONS.clear()
        H.DEFAULT_MIN_ITERATIONS = 0
    for game_id in a.games.split(","):
        secs, clear, least = [], 0, []
        for i, st in enumerate(positions(game_id, a.players, a.seed, a.decisions)):
            t0 = time.perf_counter()
            out = H.suggest(game_id, st.view(0), 0, Rng(a.seed * 100 + i), k=3, budget=a.budget)
            sec = time.perf_counter() - t0
            v = H.verdict(out)
            secs.append(sec)
            clear += v == H.CLEAR
            least.append(min(s.visits for s in out))
            moves = ", ".join(f"{s.visits} sims {100 * (s.win_chance or 0):.0f}%±{100 * (s.spread or 0):.0f}"
                              for s in out)
            print(f"{game_id} #{i}: {len(set(st.legal_actions(0)))} moves, {sec:.1f} s, {v}: {moves}")
        if secs:
            print(f"== {game_id}: {sum(secs) / len(secs):.1f} s a hint (max {max(secs):.1f}), "
                  f"fewest simulations of a listed move {min(least)}, told apart {clear}/{len(secs)}"
                  f"{' (no floor)' if a.no_floor else f' (floor {H.min_iterations(game_id)} iterations)'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
