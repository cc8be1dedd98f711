"""Behaviour fingerprint of the Tiny Epic Vikings engine: seeded random games (solo with and
without Ragnarok, plus 2-4 players), hashing every step's acting seat, action, legal list,
returned events and `to_json()` (and, every few steps, the acting seat's view and a clone).
Used to prove that performance work changes no behaviour.

    .venv/bin/python tests/perf/vikings_fingerprint.py [--solo N] [--multi N] [--check]

`--check` compares against EXPECTED (digests recorded from the engine before the solo
performance work) and exits 1 on a difference. tests/vikings/test_vikings_fingerprint.py
runs a smaller set against its own recorded digest.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core import Rng  # noqa: E402
from game.vikings import new_game  # noqa: E402

# (solo games, multi games) -> digest, recorded before the change; re-recorded after the
# deliberate rules changes of 0.2.0 (Exchange fits the raised track, Harvest up to N, the
# enemy's wild Leader card keeps the rune it read at the start of its turn)
# and the information fix of 0.2.0 (the 2-player neutral's discards stay face down in the
# views after the draft: views and the states of 2-player games changed, no behaviour),
# and the tuned solo enemy mats of 0.2.0 (game/vikings/data.py ENEMY_MATS);
# and the rules change of 0.3.0 (a Ragnarok solo enemy's Build no longer slays a Giant;
# Frost Jarl R1 without its Wood and Food icons); and the rules change of 0.3.1 (that Build
# slays again, as B12 says: "Place a Temple" slays the Giant at the Chieftain Boat)
EXPECTED: dict[tuple[int, int], str] = {
    (200, 10): "0e7f49ebf3ac92e46f55d20c8b82de7f7298aa888eb69f9e2cb1e2bf91b1fe2c",
    (40, 2): "fde38798cdb5e3011a09de4058c90fc40e4abe20a16cbf716cc7e5822ba03ad0",
    (1000, 0): "a8cb6f00cc12bbabaa23e8074b946730f062db7359beb9d811663761d62d2fba",
}


def _dump(x) -> bytes:
    return json.dumps(x, sort_keys=True, separators=(",", ":")).encode()


def play(h, n: int, seed: int, ragnarok: bool) -> int:
    """One seeded random game fed into hash `h`; returns the number of decisions."""
    st = new_game(n, seed, {"expansion": "ragnarok" if ragnarok else "none"})
    h.update(_dump(st.to_json()))
    rng = Rng(seed * 7919 + (13 if ragnarok else 5) + n)
    steps = 0
    while not st.is_over():
        seats = st.to_act()
        seat = seats[rng.below(len(seats))]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        h.update(_dump([seat, list(a) if isinstance(a, tuple) else a, [list(x) for x in legal]]))
        if steps % 5 == 0:
            h.update(_dump(st.view(seat).to_json()))
            cl = st.clone()
            h.update(_dump(cl.apply(seat, a)))  # a clone plays the same move the same way
            h.update(_dump(cl.to_json()))
        ev = st.apply(seat, a)
        h.update(_dump(ev))
        h.update(_dump(st.to_json()))
        steps += 1
    h.update(_dump([st.scores(), st.winners(), st.enemy_score()]))
    return steps


def play_bench(h, seed: int) -> int:
    """A solo game chosen exactly as tests/perf/engine.py plays it."""
    st = new_game(1, seed, {})
    rng = Rng(seed * 31 + 7)
    steps = 0
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        h.update(_dump(st.apply(seat, legal[rng.below(len(legal))])))
        h.update(_dump(st.to_json()))
        steps += 1
    return steps


def fingerprint(solo: int, multi: int) -> tuple[str, int]:
    """Digest of `solo` solo games (half with Ragnarok) and `multi` games each of 2, 3, 4
    players (alternating expansion), plus solo // 10 benchmark games; returns (hex digest, decisions)."""
    h = hashlib.sha256()
    steps = 0
    for g in range(solo):
        steps += play(h, 1, 500 + g, ragnarok=g % 2 == 1)
    for g in range(multi):
        for n in (2, 3, 4):
            steps += play(h, n, 900 + g, ragnarok=(g + n) % 2 == 1)
    for g in range(solo // 10):  # the benchmark's own solo games (tests/perf/engine.py)
        steps += play_bench(h, 1000 + g)
    return h.hexdigest(), steps


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--solo", type=int, default=200)
    ap.add_argument("--multi", type=int, default=10)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    digest, steps = fingerprint(args.solo, args.multi)
    print(f"vikings fingerprint solo={args.solo} multi={args.multi}: {digest} ({steps} decisions)")
    if args.check:
        want = EXPECTED.get((args.solo, args.multi))
        if want is None:
            print("no recorded digest for these sizes")
            return 2
        if want != digest:
            print(f"MISMATCH: expected {want}")
            return 1
        print("identical to the recorded digest")
    return 0


if __name__ == "__main__":
    sys.exit(main())
