"""Blood Rage's `hard` search: its behaviour fingerprint and its speed. Prints figures only
(never fails on time).

    .venv/bin/python tests/perf/blood_rage_search.py --fingerprint OUT.json [--check BEFORE.json]
    .venv/bin/python tests/perf/blood_rage_search.py --bench [--players 4,2] [--iterations 60]
    .venv/bin/python tests/perf/blood_rage_search.py --profile [--players 4] [--phase Action]

The positions are those of tests/perf/bots.py (`sample_views`: every 5th decision with two
or more legal actions of seeded games played by `normal`, seed 100 x players), 96 per
player count, of which every 4th is searched (24 spread over whole games), as
`bots.py --game blood_rage --players 4 --positions 96 --iterations 60` does.

--fingerprint: for 30 sampled 4-player and 30 2-player views, `hard` at 60 fixed iterations
(seeded, no early stop) records the decision, every root action's visits and the exact sums
of its rewards; `normal`'s one-step values; and, along seeded random games of 2-4 players,
a search state's (determinised, with the board cache) evaluate_all and priors at every
step and its to_json. Identical files = the same decisions and the same numbers.

--bench: iterations per CPU second of `hard` at fixed iterations (no early stop), over all
positions and per phase, best of --repeat runs (the machine is shared).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.core import Rng  # noqa: E402
from game.registry import get_game  # noqa: E402

GAME = "blood_rage"
CACHE = Path("/tmp/br8/views")


def _bots():
    import importlib.util

    spec = importlib.util.spec_from_file_location("perf_bots", Path(__file__).resolve().parent / "bots.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def views(n: int, count: int = 96) -> list:
    """(view, seat) of bots.py's sample_views(n, count, 100 n), kept as JSON in CACHE
    (sampling plays whole games of `normal`)."""
    spec = get_game(GAME)
    path = CACHE / f"{n}p_{count}.json"
    if path.exists():
        data = json.loads(path.read_text())
        return [(spec.from_json(d), seat) for d, seat in data]
    got = _bots().sample_views(n, count, 100 * n, GAME)
    CACHE.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps([(v.to_json(), seat) for v, seat in got]))
    return got


def searched(n: int, which: str = "first") -> list:
    """24 positions: "first", the first 24 sampled (`bench_level("hard", sample_views(n, 24,
    100 n), 60, ...)`, the brief's figures of session 8: 4p Gods' Gifts, Action, a Quest);
    "spread", the 24 that bots.py searches of 96 (every 4th)."""
    vs = views(n)
    if which == "first":
        return vs[:24]
    return vs[:: max(1, len(vs) // max(5, len(vs) // 4))]


def phase_of(view) -> str:
    label = str(view.round_label())
    return label.split(" · ")[-1] if " · " in label else label


# --- fingerprint -------------------------------------------------------------------------------
def _h(x) -> str:
    return hashlib.sha256(json.dumps(x, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:16]


def _plain(x):
    """x with every tuple (a named action too) a plain tuple: its repr as the actions' of old."""
    return tuple(map(_plain, x)) if isinstance(x, tuple) else x


def search_record(view, seat: int, k: int, iterations: int = 60) -> dict:
    bot = make_bot("hard", GAME)
    bot.configure(iterations=iterations)
    bot.early_stop = False
    a = bot.choose(view, seat, Rng(1000 + k))
    root = bot.last_root
    legal = view.legal_actions(seat)
    visits, totals = [], []
    for x in legal:
        ch = root.children.get((seat, x)) if root is not None else None
        visits.append(ch.visits if ch is not None else 0)
        totals.append([repr(t) for t in ch.total] if ch is not None else None)
    # the whole tree's shape and statistics, in one digest
    def walk(node):
        return [[repr(_plain(key)), c.visits, c.avail, [repr(t) for t in c.total], walk(c)]
                for key, c in node.children.items()]
    tree = _h(walk(root)) if root is not None else None
    # early stop on (as the app plays): the same decision
    bot2 = make_bot("hard", GAME)
    bot2.configure(iterations=iterations)
    a2 = bot2.choose(view, seat, Rng(1000 + k))
    return {"phase": phase_of(view), "seat": seat, "action": repr(_plain(a)), "action_early": repr(_plain(a2)),
            "early_iterations": bot2.last_iterations, "visits": visits, "totals": totals, "tree": tree}


def numbers_record(n: int, seed: int) -> dict:
    """evaluate_all, priors and to_json of search states (determinised views, board cache on)
    along a seeded random game, and the same of the plain state."""
    from game.blood_rage import bot as B

    st = get_game(GAME).new_game(n, seed, {})
    rng = Rng(seed)
    h = hashlib.sha256()
    steps = 0
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if steps % 3 == 0:
            d = B.determinize(st.view(seat), seat, Rng(seed * 1000 + steps))
            h.update(json.dumps([repr(x) for x in B.evaluate_all(d)]).encode())
            dl = d.legal_actions(d.to_act()[0])
            h.update(json.dumps([repr(x) for x in B.priors(d, d.to_act()[0], dl)]).encode())
            h.update(json.dumps(d.to_json(), sort_keys=True).encode())
            # a short seeded playout of the search state
            r2 = Rng(steps)
            for _ in range(8):
                if d.is_over():
                    break
                s2 = d.to_act()[0]
                l2 = d.legal_actions(s2)
                ev = d.apply_legal(s2, l2[r2.below(len(l2))])
                h.update(json.dumps(ev, sort_keys=True).encode())
            h.update(json.dumps(d.to_json(), sort_keys=True).encode())
            h.update(json.dumps([repr(x) for x in B.evaluate_all(d)]).encode())
        if steps % 5 == 0:
            h.update(json.dumps([repr(x) for x in B.evaluate_all(st)]).encode())
            h.update(json.dumps([repr(x) for x in B.priors(st, seat, legal)]).encode())
            v = st.view(seat)
            h.update(json.dumps([repr(B.evaluate(v, seat))]).encode())
        st.apply(seat, legal[rng.below(len(legal))])
        steps += 1
    return {"steps": steps, "digest": h.hexdigest()}


def fingerprint(out: str, iterations: int = 60) -> dict:
    rec: dict = {"iterations": iterations, "search": {}, "normal": {}, "numbers": {}}
    t0 = time.process_time()
    for n in (4, 2):
        vs = views(n)
        pick = vs[:: max(1, len(vs) // 30)][:30]
        normal = make_bot("normal", GAME)
        for k, (v, seat) in enumerate(pick):
            label = f"{n}p-{k}"
            rec["search"][label] = search_record(v, seat, k, iterations)
            rec["normal"][label] = repr(_plain(normal.choose(v, seat, Rng(k))))
            print(label, rec["search"][label]["phase"], rec["search"][label]["action"],
                  rec["search"][label]["visits"], flush=True)
    for n, seed in ((2, 5), (3, 6), (4, 7), (4, 8)):
        rec["numbers"][f"{n}p-{seed}"] = numbers_record(n, seed)
        print(n, seed, rec["numbers"][f"{n}p-{seed}"], flush=True)
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    Path(out).write_text(json.dumps(rec, indent=1, sort_keys=True))
    print(f"written {out} ({time.process_time() - t0:.0f} s CPU)")
    return rec


def compare(a: dict, b: dict) -> int:
    bad = 0
    for part in ("search", "normal", "numbers"):
        for k in sorted(set(a[part]) | set(b[part])):
            if a[part].get(k) != b[part].get(k):
                bad += 1
                print(f"DIFFERENT {part} {k}:\n  before {a[part].get(k)}\n  after  {b[part].get(k)}")
    print("identical" if not bad else f"{bad} differences")
    return bad


# --- speed -------------------------------------------------------------------------------------
def bench(n: int, iterations: int, repeat: int, which: str = "first", limit: int = 0) -> dict:
    vs = searched(n, which)
    if limit:
        vs = vs[:limit]
    best = None
    for _ in range(repeat):
        bot = make_bot("hard", GAME)
        bot.configure(iterations=iterations)
        bot.early_stop = False
        rng = Rng(1)
        phases: dict[str, list[float]] = {}
        tot_it, tot_cpu = 0, 0.0
        for v, seat in vs:
            p0 = time.process_time()
            bot.choose(v, seat, rng)
            dt = time.process_time() - p0
            ph = phases.setdefault(phase_of(v), [0, 0.0])
            ph[0] += bot.last_iterations
            ph[1] += dt
            tot_it += bot.last_iterations
            tot_cpu += dt
        r = {"all": tot_it / tot_cpu, "phases": {k: (int(i), i / c) for k, (i, c) in sorted(phases.items())}}
        if best is None or r["all"] > best["all"]:
            best = r
    return best


def profile(n: int, phase: str, iterations: int, top: int, which: str = "first", sampler: bool = False,
            flat: bool = False) -> None:
    import cProfile
    import pstats

    vs = [(v, s) for v, s in searched(n, which) if not phase or phase_of(v) == phase]
    bot = make_bot("hard", GAME)
    bot.configure(iterations=iterations)
    bot.early_stop = False
    rng = Rng(1)
    if sampler:  # pyinstrument (a sampling profiler: no per-call overhead)
        from pyinstrument import Profiler

        prof = Profiler(interval=0.0005)
        prof.start()
        for v, seat in vs:
            bot.choose(v, seat, rng)
        prof.stop()
        print(prof.output_text(unicode=False, show_all=False, flat=flat))
        return
    pr = cProfile.Profile(time.process_time)
    pr.enable()
    for v, seat in vs:
        bot.choose(v, seat, rng)
    pr.disable()
    st = pstats.Stats(pr)
    st.sort_stats("tottime").print_stats(top)
    st.sort_stats("cumulative").print_stats(top)
    st.sort_stats("ncalls").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fingerprint", default="")
    ap.add_argument("--check", default="")
    ap.add_argument("--bench", action="store_true")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--sampler", action="store_true", help="--profile with pyinstrument")
    ap.add_argument("--flat", action="store_true", help="--sampler: self time per function")
    ap.add_argument("--players", default="4,2")
    ap.add_argument("--phase", default="Action")
    ap.add_argument("--iterations", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--top", type=int, default=45)
    ap.add_argument("--limit", type=int, default=0, help="--bench: the first LIMIT positions only")
    ap.add_argument("--set", default="first", choices=("first", "spread"),
                    help="the positions searched (see `searched`)")
    a = ap.parse_args(argv)
    if a.fingerprint:
        rec = fingerprint(a.fingerprint, a.iterations)
        if a.check:
            return 1 if compare(json.loads(Path(a.check).read_text()), rec) else 0
        return 0
    if a.bench:
        for n in (int(x) for x in a.players.split(",")):
            r = bench(n, a.iterations, a.repeat, a.set, a.limit)
            print(f"blood_rage {n}p hard@{a.iterations} ({a.set} 24): {r['all']:,.0f} iterations per CPU s"
                  + "".join(f"; {k} {rate:,.0f} ({i})" for k, (i, rate) in r["phases"].items()), flush=True)
        return 0
    if a.profile:
        for n in (int(x) for x in a.players.split(",")):
            profile(n, a.phase, a.iterations, a.top, a.set, a.sampler, a.flat)
        return 0
    ap.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
