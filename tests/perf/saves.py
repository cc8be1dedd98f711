"""Save benchmark (prints figures; never fails on time):

    .venv/bin/python tests/perf/saves.py

For a complete random game of each playable game: the save size, the time of one
autosave (encode + checksum + fsynced atomic write with backups; the program does this
after every move), the time to list the folder, and the time to load (parse, check,
replay every move, compare with the snapshot).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.core import Rng  # noqa: E402
from game.registry import GAMES  # noqa: E402
from saves import GameRecord, SaveStore  # noqa: E402


def full_game(spec, n: int, seed: int):
    rec = GameRecord.start(spec.id, [{"name": f"Seat {i + 1}", "kind": "random"} for i in range(n)], seed)
    state = spec.new_game(n, seed, {})
    r = Rng(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        a = r.choice(state.legal_actions(seat))
        state.apply(seat, a)
        rec.actions.append((seat, spec.action_to_json(a)))
    return rec, state


def main() -> int:
    root = Path(tempfile.mkdtemp(prefix="ygg-perf-saves-"))
    store = SaveStore(root)
    for spec in GAMES.values():
        if not spec.available:
            print(f"{spec.title:18s} not available")
            continue
        n = spec.max_players
        rec, state = full_game(spec, n, 7)
        writes = []
        for _ in range(20):
            t = time.perf_counter()
            path = store.autosave(rec, state)
            writes.append(time.perf_counter() - t)
        t = time.perf_counter()
        store.list()
        listing = time.perf_counter() - t
        loads = []
        for _ in range(5):
            t = time.perf_counter()
            store.load(path.stem)
            loads.append(time.perf_counter() - t)
        print(f"{spec.title:18s} {n} seats, {len(rec.actions):5d} moves, {path.stat().st_size / 1024:7.1f} KB: "
              f"autosave {statistics.median(writes) * 1000:6.1f} ms, list {listing * 1000:5.1f} ms, "
              f"load {statistics.median(loads) * 1000:7.1f} ms (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
