"""The arena: many seeded games between bot kinds, seats rotating from game to game.

`run_arena(spec, kinds, options, args)` is what `python main.py arena` calls (args has
.games, .seed, .players, .json, .budget, .iterations; optional .workers, else the
environment variable YGG_ARENA_WORKERS, default 1). With YGG_ARENA_LOG=path each
finished game is also appended to that file as one JSON line (for long runs). Game k uses seed `args.seed + k`
and rotates the seat list by k places, so every kind plays every seat equally often.

Per kind it reports wins (a shared win counts 1/k to each of the k winners), the win
rate per seat of that kind with a 95% Wilson interval, the mean final score, the mean
margin (own score minus the best other score) with a 95% interval, and the mean and
95th percentile time of a decision (only decisions with at least two legal actions).

With args.check_invariants (`main.py arena --check-invariants`, a debug mode) the game's
own invariants (`game.<id>.invariants.check(state)`, a list of what is broken) are checked
after the set-up and after every step; the first broken one stops the arena with a clear
message (InvariantBroken: the game, seed, step and action) and exit code 1.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
from collections.abc import Callable
from typing import Any

from game.core import Rng

from .pace import round_key

MAX_STEPS = 1_000_000


class InvariantBroken(RuntimeError):
    """A game's invariants do not hold after a step (the arena's --check-invariants)."""


def invariant_check(game_id: str) -> Callable[[Any], list[str]]:
    """`check(state) -> list[str]` of the game's invariants module (game/<id>/invariants.py)."""
    import importlib
    import importlib.util

    name = f"game.{game_id}.invariants"
    if importlib.util.find_spec(name) is None:
        raise ValueError(f"{game_id} has no invariants module (game/{game_id}/invariants.py)")
    return importlib.import_module(name).check


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion p observed over n trials."""
    if n <= 0:
        return (0.0, 1.0)
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(xs: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean and its 95% normal interval."""
    n = len(xs)
    if n == 0:
        return (0.0, 0.0, 0.0)
    m = sum(xs) / n
    if n == 1:
        return (m, m, m)
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    h = z * math.sqrt(var / n)
    return (m, m - h, m + h)


def percentile(xs: list[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation."""
    if not xs:
        return 0.0
    s = sorted(xs)
    k = (len(s) - 1) * q / 100.0
    lo = math.floor(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def seat_kinds(kinds: list[str], game_index: int) -> list[str]:
    """The kinds by seat in game `game_index`: the list rotated by that many places."""
    n = len(kinds)
    r = game_index % n
    return [kinds[(i + r) % n] for i in range(n)]


def _check(check: Callable[[Any], list[str]] | None, state: Any, where: str) -> None:
    if check is None:
        return
    broken = check(state)
    if broken:
        raise InvariantBroken(f"invariant broken {where}: " + "; ".join(broken))


def play_game(spec: Any, kinds: list[str], options: dict, seed: int,
              factory: Callable[[str], Any], check: Callable[[Any], list[str]] | None = None,
              pace: float | None = None) -> dict:
    """One game; returns scores, winners and each seat's decision times in seconds.
    `check(state)` (the game's invariants) runs after the set-up and after every step.
    `pace`: the `hard` seats think as in the app at this thinking-time setting (seconds):
    a share of the game's thinking time per round each (game.ai.pace), counted on this
    process's CPU time so that a loaded machine plays the same games."""
    n = len(kinds)
    state = spec.new_game(n, seed, options)
    _check(check, state, f"in {spec.id} seed {seed} after the set-up")
    bots = [factory(k) for k in kinds]
    paces = _paces(bots, pace) if pace is not None else [None] * n
    rngs = [Rng(seed * 7919 + i + 1) for i in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(seat)
        many = len(view.legal_actions(seat)) > 1
        pc = paces[seat]
        if pc is not None:
            key = round_key(state)
            bots[seat].configure(budget=pc.budget(key))
        c0 = time.process_time()
        t0 = time.perf_counter()
        action = bots[seat].choose(view, seat, rngs[seat])
        dt = time.perf_counter() - t0
        if pc is not None:
            pc.record(key, time.process_time() - c0, searched=getattr(bots[seat], "last_iterations", 0) > 0)
        if many:
            times[seat].append(dt)
            cpu[seat].append(time.process_time() - c0)
        state.apply(seat, action)
        steps += 1
        _check(check, state, f"in {spec.id} seed {seed} at step {steps} (seat {seat} took {action!r})")
        if steps > MAX_STEPS:
            raise RuntimeError(f"game with seed {seed} did not end")
    out = {"seed": seed, "kinds": kinds, "scores": list(state.scores()),
           "winners": list(state.winners()), "times": times, "cpu": cpu}
    if len(kinds) == 1 and hasattr(state, "enemy_score"):
        out["enemy"] = state.enemy_score()  # solo: the margin is against the enemy clan
    return out


def _paces(bots: list, setting: float) -> list:
    """The app's pace for every `hard` seat (the others: None); their budgets run on CPU time."""
    from .pace import pace_for

    hard = [b for b in bots if getattr(b, "level", "") == "hard"]
    out: list = []
    for b in bots:
        pc = pace_for(b.mod, len(hard), setting) if b in hard else None
        if b in hard:
            b.clock = time.process_time
            b.iterations = None
            b.configure(budget=setting)   # a game that sets no pace: the whole setting per decision
        out.append(pc)
    return out


def _default_factory(game_id: str, budget: float | None, iterations: int | None) -> Callable[[str], Any]:
    from game.ai import make_bot

    def make(kind: str) -> Any:
        bot = make_bot(kind, game_id)
        if hasattr(bot, "configure"):
            bot.configure(budget=budget, iterations=iterations)
        return bot

    return make


def _worker(job: tuple) -> dict:
    game_id, kinds, options, seed, budget, iterations, checking, pace = job
    from game.registry import get_game

    check = invariant_check(game_id) if checking else None
    return play_game(get_game(game_id), kinds, options, seed, _default_factory(game_id, budget, iterations),
                     check, pace)


def collect(results: list[dict], kinds: list[str]) -> dict:
    """Aggregate game results per kind (the JSON object of `--json`)."""
    order: list[str] = []
    for k in kinds:
        if k not in order:
            order.append(k)
    count = {k: kinds.count(k) for k in order}
    wins = {k: 0.0 for k in order}
    scores: dict[str, list[float]] = {k: [] for k in order}
    margins: dict[str, list[float]] = {k: [] for k in order}
    times: dict[str, list[float]] = {k: [] for k in order}
    cpu: dict[str, list[float]] = {k: [] for k in order}
    for r in results:
        sc = r["scores"]
        for s, k in enumerate(r["kinds"]):
            if s in r["winners"]:
                wins[k] += 1.0 / len(r["winners"])
            scores[k].append(sc[s])
            rivals = [v for j, v in enumerate(sc) if j != s]
            if "enemy" in r:
                rivals.append(r["enemy"])
            margins[k].append(sc[s] - max(rivals) if rivals else 0)
            times[k].extend(r["times"][s])
            cpu[k].extend(r.get("cpu", r["times"])[s])
    games = len(results)
    out: dict[str, Any] = {"games": games, "kinds": {}}
    for k in order:
        n = games * count[k]
        rate = wins[k] / n if n else 0.0
        lo, hi = wilson(rate, n)
        ms, _, _ = mean_ci(scores[k])
        mm, mlo, mhi = mean_ci(margins[k])
        tm = [t * 1000 for t in times[k]]
        cm = [t * 1000 for t in cpu[k]]
        out["kinds"][k] = {
            "seats": count[k],
            "wins": round(wins[k], 3),
            "winrate": round(rate, 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(ms, 2),
            "mean_margin": round(mm, 2),
            "margin_ci95": [round(mlo, 2), round(mhi, 2)],
            "decisions": len(tm),
            "decision_ms_mean": round(sum(tm) / len(tm), 3) if tm else 0.0,
            "decision_ms_p95": round(percentile(tm, 95), 3) if tm else 0.0,
            "decision_cpu_ms_mean": round(sum(cm) / len(cm), 3) if cm else 0.0,
            "decision_cpu_ms_p95": round(percentile(cm, 95), 3) if cm else 0.0,
        }
    return out


def format_table(summary: dict, title: str) -> str:
    lines = [title,
             f"{'kind':<8} {'seats':>5} {'wins':>8} {'win rate':>9} {'95% CI':>15} {'score':>7}"
             f" {'margin':>7} {'margin 95% CI':>16} {'ms mean':>8} {'ms p95':>8} {'cpu p95':>8}"]
    for k, d in summary["kinds"].items():
        lo, hi = d["ci95"]
        mlo, mhi = d["margin_ci95"]
        lines.append(
            f"{k:<8} {d['seats']:>5} {d['wins']:>8.1f} {d['winrate'] * 100:>8.1f}%"
            f" {f'[{lo * 100:.1f}, {hi * 100:.1f}]':>15} {d['mean_score']:>7.1f} {d['mean_margin']:>+7.1f}"
            f" {f'[{mlo:+.1f}, {mhi:+.1f}]':>16} {d['decision_ms_mean']:>8.1f} {d['decision_ms_p95']:>8.1f}"
            f" {d['decision_cpu_ms_p95']:>8.1f}")
    lines.append("win rate is per seat of that kind; a shared win counts 1/k to each of k winners;"
                 " times (wall clock; cpu = process time) cover decisions with 2+ choices")
    return "\n".join(lines)


def run_arena(spec: Any, kinds: list[str], options: dict, args: Any,
              factory: Callable[[str], Any] | None = None) -> int:
    """Play args.games games and print the table (or JSON with args.json). Returns 0."""
    games = int(args.games)
    seed = int(args.seed)
    budget = getattr(args, "budget", None)
    iterations = getattr(args, "iterations", None)
    workers = getattr(args, "workers", None) or int(os.environ.get("YGG_ARENA_WORKERS", "1") or 1)
    checking = bool(getattr(args, "check_invariants", False))
    pace = getattr(args, "pace", None)
    check = invariant_check(spec.id) if checking else None
    jobs = [(spec.id, seat_kinds(list(kinds), g), options, seed + g, budget, iterations, checking, pace)
            for g in range(games)]
    results: list[dict] = []
    log_path = os.environ.get("YGG_ARENA_LOG")
    log = open(log_path, "a", encoding="utf-8") if log_path else None  # noqa: SIM115

    def record(r: dict) -> None:
        results.append(r)
        if log is not None:
            log.write(json.dumps(r) + "\n")
            log.flush()

    try:
        if factory is None and workers > 1 and games > 1:
            import multiprocessing

            with multiprocessing.get_context("fork").Pool(workers) as pool:
                for r in pool.imap(_worker, jobs, chunksize=1):
                    record(r)
        else:
            make = factory or _default_factory(spec.id, budget, iterations)
            for job in jobs:
                record(play_game(spec, job[1], options, job[3], make, check, pace))
    except InvariantBroken as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        if log is not None:
            log.close()
    summary = collect(results, list(kinds))
    if getattr(args, "json", False):
        print(json.dumps(summary))
    else:
        extra = []
        if pace is not None:
            extra.append(f"hard: paced as the app at {pace:g} s (CPU time)")
        elif iterations is not None:
            extra.append(f"hard: {iterations} iterations")
        elif budget is not None:
            extra.append(f"hard: {budget} s")
        title = (f"{spec.title}, {len(kinds)} players, {games} games (seeds {seed}..{seed + games - 1}),"
                 f" seats rotate{'; ' + ', '.join(extra) if extra else ''}")
        print(format_table(summary, title))
    sys.stdout.flush()
    return 0
