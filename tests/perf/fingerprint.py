"""Behaviour fingerprint of any game engine: seeded random games for every player count and
every option value, hashing after every step the seats to act, the acting seat, the legal
list, the action taken, the events returned and `to_json()`, and every few steps the view
of every seat. Any change of behaviour in any step changes the digest; a refactor that
keeps the digest changes nothing a player, a save or a bot can see.

    .venv/bin/python tests/perf/fingerprint.py [--game ID] [--seeds N] [--view-every K]

prints one digest per game (and the number of decisions hashed). tests/test_fingerprints.py
holds the digests of a small set per game (Vikings: tests/perf/vikings_fingerprint.py).

The option settings of a game are its defaults plus, for each option, every other value of
that option with the rest at their defaults (`option_settings`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core import Rng  # noqa: E402
from game.registry import GAMES, GameSpec, get_game  # noqa: E402


def _dump(x: Any) -> bytes:
    """Canonical bytes of a JSON-able value (tuples as lists, keys sorted, True != 1)."""
    return json.dumps(x, sort_keys=True, separators=(",", ":")).encode()


def option_settings(spec: GameSpec) -> list[dict[str, str]]:
    """The defaults, then each non-default value of each option (others at default)."""
    base = {k: o.default for k, o in spec.options.items()}
    out = [dict(base)]
    for k, o in spec.options.items():
        for v in o.choices:
            if v != o.default:
                out.append({**base, k: v})
    return out


def play(h: Any, spec: GameSpec, n: int, seed: int, options: dict[str, str],
         view_every: int = 7, max_steps: int = 100_000) -> int:
    """One seeded random game fed into hash `h`; returns the number of decisions."""
    st = spec.new_game(n, seed, options)
    h.update(_dump([spec.id, n, seed, options]))
    h.update(_dump(st.setup_events()))
    h.update(_dump(st.to_json()))
    rng = Rng(seed * 7919 + n * 131 + zlib.crc32(_dump(options)) % 100_003)
    steps = 0
    while not st.is_over():
        if steps >= max_steps:
            raise RuntimeError(f"{spec.id} {n}p seed {seed} {options}: no end after {steps} steps")
        seats = st.to_act()
        seat = seats[rng.below(len(seats))]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        h.update(_dump([seats, seat, a, legal]))
        if steps % view_every == 0:
            for s in range(n):
                h.update(_dump(st.view(s).to_json()))
        h.update(_dump(st.apply(seat, a)))
        h.update(_dump(st.to_json()))
        steps += 1
    h.update(_dump([st.scores(), st.winners(), st.score_breakdown()]))
    for s in range(n):
        h.update(_dump(st.view(s).to_json()))
    return steps


def fingerprint(game_id: str, seeds: list[int] | range, view_every: int = 7) -> tuple[str, int]:
    """Digest of one random game per seed, player count and option setting of a game;
    returns (hex digest, decisions hashed)."""
    spec = get_game(game_id)
    h = hashlib.sha256()
    steps = 0
    for n in spec.player_counts:
        for options in option_settings(spec):
            for seed in seeds:
                steps += play(h, spec, n, seed, options, view_every)
    return h.hexdigest(), steps


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default=None, help="one game id (default: all)")
    ap.add_argument("--seeds", type=int, default=2, help="seeds 1..N per player count and option")
    ap.add_argument("--view-every", type=int, default=7)
    args = ap.parse_args(argv)
    for game_id in GAMES:
        if args.game and game_id != args.game:
            continue
        digest, steps = fingerprint(game_id, range(1, args.seeds + 1), args.view_every)
        print(f"{game_id} seeds=1..{args.seeds}: {digest} ({steps} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
