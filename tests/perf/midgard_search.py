"""Midgard's hard search at a fixed number of iterations, for instruction counts, and its
behaviour fingerprint:

    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .venv/bin/python tests/perf/midgard_search.py --iterations 100
    .venv/bin/python tests/perf/midgard_search.py --fingerprint OUT.json [--check BEFORE.json]

Samples the same 2-player positions as `tests/perf/bots.py` (normal bots, seed 77) and
runs `hard` on each with the early stop off; --iterations 0 samples only, so
(count at N) - (count at 0) is the search alone. Prints the iterations done.

--fingerprint: for 20 sampled 2-player and 20 4-player views, `hard` at 60 fixed iterations
(seeded, no early stop) records the decision, every root action's visits and the exact sums
of its rewards and the whole tree's digest; the decision with the early stop on; and, along
seeded random games of 2-5 players, a determinised state's evaluate_all, priors and a short
playout. Identical files = the same decisions and the same numbers (actions are compared
as plain tuples, so a commit before the named actions can be the reference)."""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.core import Rng  # noqa: E402
from tests.perf.bots import sample_views  # noqa: E402


def _plain(x):
    """x with every tuple (a named action too) a plain tuple."""
    return tuple(map(_plain, x)) if isinstance(x, tuple) else x


def _h(x) -> str:
    return hashlib.sha256(json.dumps(x, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:16]


def search_record(view, seat: int, k: int, iterations: int = 60) -> dict:
    bot = make_bot("hard", "midgard")
    bot.configure(budget=None, iterations=iterations)
    bot.early_stop = False
    a = bot.choose(view, seat, Rng(1000 + k))
    root = bot.last_root
    legal = view.legal_actions(seat)
    visits, totals = [], []
    for x in legal:
        ch = root.children.get((seat, x)) if root is not None else None
        visits.append(ch.visits if ch is not None else 0)
        totals.append([repr(t) for t in ch.total] if ch is not None else None)

    def walk(node):
        return [[repr(_plain(key)), c.visits, c.avail, [repr(t) for t in c.total], walk(c)]
                for key, c in node.children.items()]
    bot2 = make_bot("hard", "midgard")
    bot2.configure(budget=None, iterations=iterations)
    a2 = bot2.choose(view, seat, Rng(1000 + k))
    return {"action": repr(_plain(a)), "action_early": repr(_plain(a2)),
            "early_iterations": bot2.last_iterations, "visits": visits, "totals": totals,
            "tree": _h(walk(root)) if root is not None else None}


def numbers_record(n: int, seed: int) -> dict:
    """evaluate_all, priors and a short seeded playout of determinised states along a
    seeded random game."""
    from game.midgard import bot as B
    from game.registry import get_game

    st = get_game("midgard").new_game(n, seed, {})
    rng = Rng(seed)
    h = hashlib.sha256()
    steps = 0
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if steps % 3 == 0:
            d = B.determinize(st.view(seat), seat, Rng(seed * 1000 + steps))
            h.update(json.dumps([repr(x) for x in B.evaluate_all(d)]).encode())
            s1 = d.to_act()[0]
            h.update(json.dumps([repr(x) for x in B.priors(d, s1, d.legal_actions(s1))]).encode())
            r2 = Rng(steps)
            for _ in range(8):
                if d.is_over():
                    break
                s2 = d.to_act()[0]
                l2 = d.legal_actions(s2)
                h.update(json.dumps([repr(x) for x in B.priors(d, s2, l2)]).encode())
                ev = d.apply_legal(s2, l2[r2.below(len(l2))])
                h.update(json.dumps(ev, sort_keys=True).encode())
            h.update(json.dumps(d.to_json(), sort_keys=True).encode())
            h.update(json.dumps([repr(x) for x in B.evaluate_all(d)]).encode())
        st.apply(seat, legal[rng.below(len(legal))])
        steps += 1
    return {"steps": steps, "digest": h.hexdigest()}


def fingerprint(out: str, iterations: int = 60) -> dict:
    rec: dict = {"iterations": iterations, "search": {}, "numbers": {}}
    for n in (2, 4):
        for k, (v, seat) in enumerate(sample_views(n, 20, 77 * n)):
            label = f"{n}p-{k}"
            rec["search"][label] = search_record(v, seat, k, iterations)
            print(label, rec["search"][label]["action"], rec["search"][label]["visits"], flush=True)
    for n, seed in ((2, 5), (3, 6), (4, 7), (5, 8)):
        rec["numbers"][f"{n}p-{seed}"] = numbers_record(n, seed)
        print(n, seed, rec["numbers"][f"{n}p-{seed}"], flush=True)
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    Path(out).write_text(json.dumps(rec, indent=1, sort_keys=True))
    print(f"written {out}")
    return rec


def compare(a: dict, b: dict) -> int:
    bad = 0
    for part in ("search", "numbers"):
        for k in sorted(set(a[part]) | set(b[part])):
            if a[part].get(k) != b[part].get(k):
                bad += 1
                print(f"DIFFERENT {part} {k}:\n  before {a[part].get(k)}\n  after  {b[part].get(k)}")
    print("identical" if not bad else f"{bad} differences")
    return bad


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--positions", type=int, default=6)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=77)
    p.add_argument("--fingerprint", metavar="OUT.json", default=None)
    p.add_argument("--check", metavar="BEFORE.json", default=None)
    a = p.parse_args()
    if a.fingerprint:
        rec = fingerprint(a.fingerprint)
        if a.check:
            return 1 if compare(json.loads(Path(a.check).read_text()), rec) else 0
        return 0
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
        print("picks", [repr(_plain(x)) for x in picks])
    print(f"positions {len(views)} iterations {done}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
