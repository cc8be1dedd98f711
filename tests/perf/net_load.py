"""Benchmark: the table server under load (issue 37): N tables at once, each with one
player on another computer (a client playing random legal moves as fast as it is sent
positions) and bots, all on this machine. Prints the round trips (an action sent to the
next position received), the moves played and whether every table finished.

    python tests/perf/net_load.py [--tables 50] [--game asgard] [--seconds 120]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from net.client import NetClient  # noqa: E402
from net.server import ServerThread, TableServer  # noqa: E402


def player(url: str, game: str, seed: int, trips: list, done: list, deadline: float) -> None:
    c = NetClient(url, f"P{seed}")
    c.send({"type": "create", "game": game, "seed": seed, "seats": [{"kind": "remote"}, {"kind": "random"},
                                                                      {"kind": "easy"}]})
    made = c.wait_for("created")
    tid = made["table"]
    c.send({"type": "join", "table": tid, "code": made["code"], "seat": 0})
    token = c.wait_for("joined")["token"]
    rng = random.Random(seed)
    acted, sent_at = -1, 0.0
    while time.monotonic() < deadline:
        msg = c.wait_for("", 60, where=lambda m: m.get("type") in ("state", "refused"))
        if msg["type"] == "refused":
            if msg.get("seq") == acted:
                acted -= 1
            continue
        if sent_at and msg["seq"] > acted >= 0:
            trips.append(time.monotonic() - sent_at)
            sent_at = 0.0
        if msg["over"]:
            done.append(tid)
            break
        if 0 in msg["to_act"] and msg["legal"] and msg["seq"] > acted:
            acted = msg["seq"]
            sent_at = time.monotonic()
            c.send({"type": "act", "table": tid, "token": token, "seq": acted, "action": rng.choice(msg["legal"])})
    c.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--game", default="asgard")
    ap.add_argument("--seconds", type=float, default=180.0)
    a = ap.parse_args(argv)
    server = TableServer(None, rate=1000.0, burst=1000)
    thread = ServerThread(server)
    thread.start()
    trips: list[float] = []
    done: list[str] = []
    deadline = time.monotonic() + a.seconds
    t0 = time.monotonic()
    players = [threading.Thread(target=player, args=(thread.url, a.game, 100 + i, trips, done, deadline),
                                daemon=True) for i in range(a.tables)]
    for p in players:
        p.start()
    for p in players:
        p.join(a.seconds + 30)
    wall = time.monotonic() - t0
    moves = sum(len(t.rec.actions) for t in server.tables.values())
    thread.stop()
    trips.sort()
    p95 = trips[int(0.95 * (len(trips) - 1))] * 1000 if trips else float("nan")
    print(f"{a.tables} tables of {a.game} (1 client, 1 random and 1 easy bot each): {len(done)} finished, "
          f"{len(server.tables)} held, {moves} moves in {wall:.1f} s; round trip of the client's actions: "
          f"p50 {statistics.median(trips) * 1000:.1f} ms, p95 {p95:.1f} ms, max {trips[-1] * 1000:.1f} ms "
          f"({len(trips)} actions)" if trips else "no round trip measured")
    return 0 if len(done) == a.tables else 1


if __name__ == "__main__":
    raise SystemExit(main())
