"""Bot benchmark: decisions per second of each level and MCTS iterations per second of
`hard`, for Midgard at 2 and 5 players by default, or any game and player counts.
Prints figures only (never fails on time).

    .venv/bin/python tests/perf/bots.py [--game G] [--players 2,5] [--positions N]
                                        [--iterations K] [--budget S]

Positions are sampled from seeded games played by `normal` bots (every decision with
at least two legal actions); each level then decides on the same views.

    .venv/bin/python tests/perf/bots.py --wait TURNS [--game G] [--players 5] [--setting S | --budget S]
                                        [--cpu-clock]

The human's waiting time at a table of `hard` bots (seat 0, the human, played by
`normal`): the bots' thinking between two of its decisions, and per game round (the
round label's first part) the bots' thinking in all, wall clock and CPU time, and what
of it the human waited (thinking while the human decides too, as in a draft, is not
waiting). The bots think as the app makes them at its default thinking-time setting
(ui.settings: bot_budget), or at --setting S (game.ai.pace: a game's thinking time per
round); with --budget S instead every decision gets S seconds, as before the pace.

    .venv/bin/python tests/perf/bots.py --table [--size N] [--games midgard,...] [--n-easy 30]
        [--n-hard 20] [--n-four 12] [--rows 123456] (row 7: hard as the app paces it, 2p)

The table of issue 21 for every game: normal and easy vs random, hard@100 and hard@200
vs normal (2p), one hard@100 vs three normal (4p), each win rate of the first kind with
its 95% Wilson interval, and hard's iterations per CPU second at 2 and 4 players.
--size N plays N games in every hard cell and 5N in the cells against random (the --n-*
flags set cells apart).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

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
        bot.early_stop = False  # the search's speed, not how soon it settles
    times = []
    iters = 0
    rng = Rng(1)
    phases: dict[str, list[float]] = {}   # phase -> [iterations, CPU seconds]
    c0 = time.process_time()
    for v, seat in views:
        t0 = time.perf_counter()
        p0 = time.process_time()
        bot.choose(v, seat, rng)
        times.append(time.perf_counter() - t0)
        done = getattr(bot, "last_iterations", 0)
        iters += done
        ph = phases.setdefault(_phase(v), [0.0, 0.0])
        ph[0] += done
        ph[1] += time.process_time() - p0
    cpu = time.process_time() - c0
    total = sum(times)
    return {"decisions_per_s": len(times) / total, "ms_mean": 1000 * total / len(times),
            "ms_p95": 1000 * percentile(times, 95), "ms_max": 1000 * max(times),
            "iterations_per_s": iters / total if iters else 0.0, "iterations": iters / len(times),
            # on a machine shared with other work the wall clock undercounts the search
            "iterations_per_cpu_s": iters / cpu if iters and cpu > 0 else 0.0,
            # per phase (a draft pick searches much faster than a move on the board)
            "phases": {k: (int(n), n / c if c > 0 else 0.0) for k, (n, c) in sorted(phases.items())}}


def _phase(view: Any) -> str:
    """The phase part of the view's round label ("Age 1 · Action" -> "Action")."""
    label = str(view.round_label())
    return label.split(" · ")[-1] if " · " in label else label


def table_wait(game_id: str, players: int, seed: int, budget: float | None, human_turns: int,
               hard_seats: int | None = None, cpu_clock: bool = False, setting: float | None = None) -> dict:
    """A table of `players` seats: seat 0 stands for the human (played by `normal`, its
    own time not counted), the others are `hard` bots. With `setting` (the app's "hard
    bot thinking time", seconds) they think as the app makes them: a game with a pace
    (ROUND_SECONDS in its bot module, game.ai.pace) gives each seat a share of it per
    round; a game without one gives each decision the setting, shared by bots that
    decide at the same time (each max(min(s, 0.2), s / their number)). Without `setting`,
    each decision gets `budget` (default: the bot's default budget), shared the same way.
    The human's waiting time is the bots' thinking between two of its decisions; returns
    the waits (seconds) over the first `human_turns` of them, and per game round (the
    round label's first part) the sum of the bots' thinking, wall and CPU time, and the
    part of it spent while the human also had to decide (a draft: the app lets the bots
    think while the human picks).
    cpu_clock: the bots' budgets run on this process's CPU time, as on an idle machine
    (on a machine shared with other work a wall-clock budget buys fewer iterations and
    the wall time counts the others' work)."""
    from game.ai.mcts import DEFAULT_BUDGET
    from game.ai.pace import pace_for, round_key

    full = setting if setting is not None else (budget if budget is not None else DEFAULT_BUDGET)
    spec = get_game(game_id)
    st = spec.new_game(players, seed, {})
    bots = [make_bot("normal", game_id)]
    paces: list = [None]
    for _ in range(1, players):
        b = make_bot("hard", game_id)
        b.configure(budget=full)
        if cpu_clock:
            b.clock = time.process_time
        bots.append(b)
        paces.append(pace_for(b.mod, players - 1, setting) if setting is not None else None)
    rngs = [Rng(seed * 7919 + i + 1) for i in range(players)]
    waits: list[float] = []
    per_round: dict[str, float] = {}
    per_round_cpu: dict[str, float] = {}
    overlapped: dict[str, float] = {}
    waits_cpu: list[float] = []
    wait = wait_cpu = 0.0
    decisions = searched = 0
    iterations = 0
    while not st.is_over() and len(waits) < human_turns:
        acting = st.to_act()
        # the app starts the bots of a simultaneous decision at once, while the human
        # decides too: here they decide first, and their thinking is not waiting
        seat = next((x for x in acting if x != 0), acting[0])
        view = st.view(seat)
        key = round_key(st)
        if seat != 0:
            if paces[seat] is not None:
                bots[seat].configure(budget=paces[seat].budget(key))
            else:
                together = sum(1 for s in acting if s != 0)
                bots[seat].configure(budget=max(min(full, 0.2), full / together) if together > 1 else full)
        t0, c0 = time.perf_counter(), time.process_time()
        action = bots[seat].choose(view, seat, rngs[seat])
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        if seat == 0:
            if wait > 0:
                waits.append(wait)
                waits_cpu.append(wait_cpu)
            wait = wait_cpu = 0.0
        else:
            its = getattr(bots[seat], "last_iterations", 0)
            if paces[seat] is not None:
                paces[seat].record(key, dc if cpu_clock else dt, searched=its > 0)
            label = key
            per_round[label] = per_round.get(label, 0.0) + dt
            per_round_cpu[label] = per_round_cpu.get(label, 0.0) + dc
            if 0 in acting:
                overlapped[label] = overlapped.get(label, 0.0) + (dc if cpu_clock else dt)
            else:
                wait += dt
                wait_cpu += dc
            decisions += 1
            searched += its > 0
            iterations += its
        st.apply(seat, action)
    return {"over": st.is_over(), "waits": waits, "waits_cpu": waits_cpu, "per_round": per_round,
            "per_round_cpu": per_round_cpu, "overlapped": overlapped, "bot_decisions": decisions,
            "searched": searched, "iterations": iterations}


def print_wait(game_id: str, players: int, seed: int, budget: float | None, human_turns: int,
               cpu_clock: bool = False, setting: float | None = None) -> None:
    r = table_wait(game_id, players, seed, budget, human_turns, cpu_clock=cpu_clock, setting=setting)
    if cpu_clock:
        print("(budgets on CPU time: what an idle machine would wait)", flush=True)
    w = r["waits"]
    total = sum(w)
    how = (f"as the app at a setting of {setting:g} s" if setting is not None
           else "at the default budget" if budget is None else f"at {budget} s per decision")
    print(f"{game_id} {players}p, seat 0 the human (normal), {players - 1} hard bots {how}:"
          f" over {len(w)} waits (from one human decision to the next) mean {total / max(1, len(w)):.2f} s,"
          f" p95 {percentile(w, 95):.2f} s, max {max(w) if w else 0:.2f} s wall"
          f" (CPU: mean {sum(r['waits_cpu']) / max(1, len(w)):.2f} s, max {max(r['waits_cpu'] or [0]):.2f} s);"
          f" {r['bot_decisions']} bot decisions, {r['searched']} searched,"
          f" {r['iterations'] / max(1, r['searched']):.0f} iterations per search", flush=True)
    rounds = list(r["per_round"])
    for label in rounds:
        ov = r["overlapped"].get(label, 0.0)
        print(f"    {label}: bots thought {r['per_round'][label]:.1f} s wall, {r['per_round_cpu'][label]:.1f} s CPU"
              f" in all; {ov:.1f} s of it while the human decided too (a draft), so the human waited"
              f" {r['per_round_cpu' if cpu_clock else 'per_round'][label] - ov:.1f} s", flush=True)
    # the last round may be cut short by the number of waits asked for (not if the game ended)
    full = rounds[:-1] if len(rounds) > 1 and not r["over"] else rounds
    if full:
        wall = sum(r["per_round"][x] for x in full) / len(full)
        cpu = sum(r["per_round_cpu"][x] for x in full) / len(full)
        ov = sum(r["overlapped"].get(x, 0.0) for x in full) / len(full)
        waited = (cpu if cpu_clock else wall) - ov
        print(f"    per whole round: {wall:.1f} s wall, {cpu:.1f} s CPU, the human waited {waited:.1f} s"
              f" (mean of {len(full)} rounds)", flush=True)


def app_wait(game_id: str, players: int, seed: int, setting: float, rounds: int = 3) -> None:
    """The wait at the app's own table, on the wall clock: a GameSession with the real bot
    process (ui.botproc), seat 0 the human (answered at once by `normal`, so nothing of
    its own time is counted), the others `hard`, no pause between bot moves. Prints per
    round the time from each human decision until the human has to decide again (bots
    still thinking about a simultaneous decision the human has answered count as wait)."""
    import tempfile

    from game.ai.pace import round_key
    from tests.ui.stubs import StubApp
    from ui import botproc
    from ui.session import GameSession

    with tempfile.TemporaryDirectory() as tmp:
        app = StubApp(Path(tmp), bot_budget=setting)
        seats = [{"name": "Human", "kind": "human", "colour": 0}] + [
            {"name": f"Bot {i}", "kind": "hard", "colour": i} for i in range(1, players)]
        s = GameSession.new(app, game_id, seats, seed)
        human = make_bot("normal", game_id)
        rng = Rng(seed)
        per_round: dict[str, float] = {}
        c0 = time.process_time()
        try:
            while not s.state.is_over():
                label = round_key(s.state)
                if label not in per_round and len(per_round) == rounds:
                    break
                if 0 in s.state.to_act():
                    s.apply(0, human.choose(s.state.view(0), 0, rng))
                t0 = time.perf_counter()
                while not s.state.is_over() and 0 not in s.state.to_act():
                    if not s.update():
                        time.sleep(0.002)
                per_round[label] = per_round.get(label, 0.0) + time.perf_counter() - t0
        finally:
            s.close()
            botproc.shutdown()
    print(f"{game_id} {players}p at the app's table (real bot process, setting {setting:g} s, no pause between"
          f" bot moves), wall clock; this process used {time.process_time() - c0:.1f} s CPU:", flush=True)
    for label, w in per_round.items():
        print(f"    {label}: the human waited {w:.1f} s", flush=True)


GAMES = ("midgard", "blood_rage", "asgard", "vikings")


def _arena(game_id: str, kinds: list[str], games: int, seed: int, iterations: int | None,
           pace: float | None = None) -> dict:
    """Seeded games with rotating seats (as `main.py arena`); the summary of the first kind.
    With YGG_TABLE_LOG=path every finished game is appended to that file as a JSON line
    (`--collect path` prints the cells from it, also of a run still under way)."""
    import json
    import os

    from game.ai.arena import _default_factory, collect, play_game, seat_kinds

    spec = get_game(game_id)
    make = _default_factory(game_id, None, iterations)
    log = os.environ.get("YGG_TABLE_LOG")
    results = []
    for g in range(games):
        r = play_game(spec, seat_kinds(kinds, g), {}, seed + g, make, pace=pace)
        results.append(r)
        if log:
            with open(log, "a", encoding="utf-8") as f:
                f.write(json.dumps({"game": game_id, "cell": kinds, "iterations": iterations, "pace": pace,
                                    "seed": r["seed"],
                                    "kinds": r["kinds"], "scores": r["scores"], "winners": r["winners"]}) + "\n")
    return collect(results, kinds)["kinds"][kinds[0]]


def collect_log(paths: list[str]) -> None:
    """The win-rate cells from YGG_TABLE_LOG files (the games finished so far)."""
    import json

    from game.ai.arena import collect

    cells: dict[tuple, list] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    n = len(r["kinds"])
                    r["times"] = r["cpu"] = [[] for _ in range(n)]   # not logged
                    its = r["iterations"] or (f"pace {r['pace']:g} s" if r.get("pace") else None)
                    cells.setdefault((r["game"], tuple(r["cell"]), its), []).append(r)
    for (game_id, kinds, its), results in sorted(cells.items(), key=lambda c: (c[0][1], str(c[0][2]), c[0][0])):
        d = collect(results, list(kinds))["kinds"][kinds[0]]
        lo, hi = d["ci95"]
        label = f"{kinds[0]}{'@' + str(its) if its else ''} vs {' '.join(kinds[1:])}"
        print(f"{label:36} {game_id:11} {d['winrate'] * 100:5.1f}% [{lo * 100:4.1f},{hi * 100:5.1f}]"
              f" over {len(results)} games", flush=True)


def _iterations_per_s(game_id: str, n: int, positions: int, budget: float) -> float:
    views = sample_views(n, positions, 100 * n, game_id)
    r = bench_level("hard", views, None, budget, game_id)
    return r["iterations_per_cpu_s"]


def issue_table(games: list[str], n_easy: int, n_hard: int, n_four: int, seed: int,
                iterations: int, iterations4: int, positions: int, budget: float,
                rows_wanted: str = "123456") -> None:
    """The table of issue 21: win rates with their 95% Wilson intervals (seeded games,
    seats rotating, one process) and hard's iterations per second."""
    rows = [
        ("normal vs random (2p)", lambda g: _arena(g, ["normal", "random"], n_easy, seed, None)),
        ("easy vs random (2p)", lambda g: _arena(g, ["easy", "random"], n_easy, seed, None)),
        ("hard@100 vs normal (2p)", lambda g: _arena(g, ["hard", "normal"], n_hard, seed, 100)),
        (f"hard@{iterations} vs normal (2p)", lambda g: _arena(g, ["hard", "normal"], n_hard, seed, iterations)),
        (f"1 hard@{iterations4} vs 3 normal (4p)",
         lambda g: _arena(g, ["hard", "normal", "normal", "normal"], n_four, seed, iterations4)),
    ]
    # row 7 (not by default: it costs the app's thinking time): hard as the app makes it
    # think at its default setting (the game's pace per round, on CPU time) vs normal
    from ui.settings import Settings

    setting = float(Settings().bot_budget)
    rows.append((f"hard as the app ({setting:g} s) vs normal (2p)",
                 lambda g: _arena(g, ["hard", "normal"], n_hard, seed, None, pace=setting)))
    print(f"{'':36}" + "".join(f"{g:>28}" for g in games), flush=True)
    for k, (label, run) in zip((1, 2, 3, 4, 5, 7), rows):
        if str(k) not in rows_wanted:
            continue
        cells = []
        for g in games:
            t0 = time.perf_counter()
            d = run(g)
            lo, hi = d["ci95"]
            cells.append(f"{d['winrate'] * 100:5.1f}% [{lo * 100:4.1f},{hi * 100:5.1f}]"
                         f" ({time.perf_counter() - t0:4.0f}s)")
            print(f"  ... {label}, {g}: {cells[-1]} (wins {d['wins']:g})", flush=True)
        print(f"{label:36}" + "".join(f"{c:>28}" for c in cells), flush=True)
    cells = []
    for g in games:
        if "6" not in rows_wanted:
            break
        a = _iterations_per_s(g, 2, positions, budget)
        b = _iterations_per_s(g, 4, positions, budget)
        cells.append(f"{a:,.0f} / {b:,.0f}")
    print(f"{'hard iterations per CPU s, 2p / 4p':36}" + "".join(f"{c:>28}" for c in cells), flush=True)
    print(f"games per cell: {n_easy} (vs random), {n_hard} (2p hard), {n_four} (4p hard); seeds from {seed};"
          f" win rate of the first kind per seat with its 95% Wilson interval (seconds the cell took);"
          f" iterations/s: hard at {budget} s on {positions} sampled positions", flush=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--iterations", type=int, default=50, help="fixed iterations for hard (0: use the budget)")
    p.add_argument("--budget", type=float, default=1.0, help="seconds per decision for hard when iterations is 0")
    p.add_argument("--players", default="2,5")
    p.add_argument("--game", default="midgard")
    p.add_argument("--wait", type=int, default=0, metavar="TURNS",
                   help="instead: the human's waiting time at a table of hard bots (default budget)"
                        " over the first TURNS waits (players from --players, first count)")
    p.add_argument("--table", action="store_true",
                   help="instead: the table of issue 21 for --games (default all four)")
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--n-easy", type=int, default=30, help="--table: games per 'vs random' cell")
    p.add_argument("--n-hard", type=int, default=20, help="--table: games per 2p hard cell")
    p.add_argument("--n-four", type=int, default=12, help="--table: games per 4p hard cell")
    p.add_argument("--hard-iterations", type=int, default=200, help="--table: hard's iterations in 2p")
    p.add_argument("--hard-iterations4", type=int, default=100, help="--table: hard's iterations in 4p")
    p.add_argument("--seed", type=int, default=77)
    p.add_argument("--rows", default="123456", help="--table: which rows (1-6, in the table's order)")
    p.add_argument("--setting", type=float, default=0.0, metavar="S",
                   help="--wait: the app's thinking-time setting (default: the app's default)")
    p.add_argument("--app", action="store_true",
                   help="--wait: at the app's own table (GameSession and the real bot process), wall clock")
    p.add_argument("--cpu-clock", action="store_true",
                   help="--wait: the bots' budgets on CPU time (an idle machine) instead of the wall clock")
    p.add_argument("--size", type=int, default=0, help="--table: games per hard cell, 5x per cell against random (sets the --n-* flags)")
    p.add_argument("--collect", default="", metavar="LOGS",
                   help="instead: the cells from YGG_TABLE_LOG files (comma-separated paths)")
    a = p.parse_args(argv)
    if a.collect:
        collect_log(a.collect.split(","))
        return 0
    if a.table:
        if a.size > 0:
            # games against random are cheap: five times as many, so that a rate near
            # 100% has an interval whose lower end can say whether 97% is met
            a.n_easy, a.n_hard, a.n_four = 5 * a.size, a.size, a.size
        issue_table(a.games.split(","), a.n_easy, a.n_hard, a.n_four, a.seed, a.hard_iterations,
                    a.hard_iterations4, min(a.positions, 12), a.budget, a.rows)
        return 0
    if a.wait:
        n = int(a.players.split(",")[0])
        if "--budget" in (argv or sys.argv):
            print_wait(a.game, n, 2024, a.budget, a.wait, a.cpu_clock)
        else:
            from ui.settings import Settings

            setting = a.setting if a.setting > 0 else float(Settings().bot_budget)
            if a.app:
                app_wait(a.game, n, 2024, setting)
                return 0
            print_wait(a.game, n, 2024, None, a.wait, a.cpu_clock, setting=setting)
        return 0
    for n in (int(x) for x in a.players.split(",")):
        views = sample_views(n, a.positions, 100 * n, a.game)
        for level in ("random", "easy", "normal", "hard"):
            its = a.iterations if a.iterations > 0 else None
            # hard searches a quarter of the positions, spread over whole games (the first
            # ones alone are mostly draft picks, which search much faster)
            hv = views[:: max(1, len(views) // max(5, a.positions // 4))] if level == "hard" else views
            r = bench_level(level, hv, its, a.budget, a.game)
            line = (f"{a.game} {n}p {level:<6}: {r['decisions_per_s']:9.1f} decisions/s,"
                    f" {r['ms_mean']:8.2f} ms mean, {r['ms_p95']:8.2f} ms p95, {r['ms_max']:8.2f} ms max")
            if level == "hard":
                line += (f", {r['iterations_per_s']:7.1f} iterations/s, {r['iterations_per_cpu_s']:7.1f} per CPU s"
                         f" ({r['iterations']:.0f} per decision)")
                line += "".join(f"\n    {ph}: {k} iterations, {rate:7.1f} per CPU s"
                                for ph, (k, rate) in r["phases"].items())
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
