"""Frame benchmark: how smooth the window stays while bots think (prints figures only;
never fails on time).

    .venv/bin/python tests/perf/frames.py [--boards midgard] [--players 4] [--humans 1]
                                          [--level hard] [--budget 0.5] [--seed 3]
                                          [--max-seconds 600] [--window 1600x900] [--x11]

For each board that exists (`ui.boards.BOARDS` when that mapping exists, else
Midgard) it runs the app with SDL's dummy driver (or a real window under X with
--x11) and plays one whole game: `--humans` seats are played by this script (a random
legal action, applied as a click would, 0.3 s after the seat has to decide), the others
by `--level` bots. It records, over the whole game:

- frame time p50 / p95 / p99 / max and the frames over 16 ms (a frame = the events,
  update and drawing of `App.step` plus the present/flip, not the sleep to 60 fps);
- the board's first frame (the frame after the board scene is shown);
- the same percentiles of the window thread's own CPU time per frame (on a loaded
  machine the wall-clock figures include waiting for a core; the CPU figures do not);
- the time from launch to the title screen (a fresh interpreter: imports, the window,
  the first title frame on screen).

Goals (issue 14, 38): window CPU per frame p99 <= 4 ms, wall p99 <= 8 ms, no frame over
16 ms, first board frame <= 100 ms.
The slowest frames are listed with what happened in them (a bot's move landed, a
human move, the frame after either that drew the new position: "landing drawn", nothing).
Quiet figures need a quiet machine: the load average is printed.

    .venv/bin/python tests/perf/frames.py --idle 20 [--boards midgard,...]

measures what an idle window costs instead (issue 38: <= 3 % of a core): the real main
loop (`App.main_loop`) in a child process on a virtual X screen (Xvfb, started here when
no $DISPLAY is set), first on the title screen, then on each board waiting for its human
(4 players: 1 human, 3 hard bots, once the bots have made their opening moves and none
thinks); the child's own CPU
time (user + system, /proc) over the given seconds after a few to settle.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# run as a script, its own folder comes first on the path, and tests/perf/saves.py (a
# benchmark) would hide the `saves` package
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GOAL_P99 = 8.0
GOAL_MAX = 16.0
GOAL_FIRST = 100.0


def _setup_env(x11: bool) -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not x11:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    if "YGGDRASIL_HOME" not in os.environ:
        os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="ygg-perf-frames-")


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    k = (len(s) - 1) * q / 100.0
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def board_ids() -> list[str]:
    try:
        from ui.boards import BOARDS  # type: ignore[attr-defined]
    except ImportError:
        return ["midgard"]
    return list(BOARDS)


def _make_app(args: argparse.Namespace):
    from saves import SaveStore
    from ui.app import App

    store = SaveStore(Path(os.environ["YGGDRASIL_HOME"]) / "saves")
    w, h = (int(v) for v in args.window.split("x"))
    kw = {}
    try:
        import inspect

        if "window_size" in inspect.signature(App.__init__).parameters:
            kw["window_size"] = (w, h)
    except (TypeError, ValueError):
        pass
    app = App(headless=not args.x11, store=store, **kw)
    app.settings.bot_pause = args.pause
    app.settings.bot_budget = args.budget
    app.settings.animation_speed = 1
    app.spread_layers = True    # as the main loop (App.main_loop) has it
    return app


def _present(app) -> None:
    import pygame

    present = getattr(app, "present", None)
    if callable(present):
        present()
    else:
        pygame.display.flip()


def run_game(game_id: str, args: argparse.Namespace) -> dict:
    """One whole game through the board; frame figures."""
    import pygame

    from game.core import Rng
    from ui.session import GameSession

    app = _make_app(args)
    # the player spends a moment on the title screen first (the app warms up meanwhile)
    from ui.scenes.title import TitleScene

    app.push(TitleScene(app))
    if hasattr(app, "start_warmup"):
        app.start_warmup()
    title_end = time.monotonic() + args.title_seconds
    while time.monotonic() < title_end:
        app.clock.tick(60)
        f0 = time.perf_counter()
        app.step(1 / 60, pygame.event.get())
        _present(app)
        if hasattr(app, "idle"):
            app.idle(f0)
    names = ["Astrid", "Bjorn", "Sigrid", "Ulf", "Frida"]
    seats = [{"name": names[i], "kind": "human" if i < args.humans else args.level, "colour": i}
             for i in range(args.players)]
    session = GameSession.new(app, game_id, seats, args.seed)
    app.real_clock = not args.write_wait   # this loop runs at a real clock's pace, as App.main_loop
    # the time frames spend waiting for the last autosave before a bot's move (ui.session)
    waits: list[float] = []
    flush = session.flush_autosave

    def timed_flush(timeout: float = 10.0) -> bool:
        t = time.perf_counter()
        ok = flush(timeout)
        waits.append((time.perf_counter() - t) * 1000)
        return ok

    session.flush_autosave = timed_flush
    if args.threads and hasattr(session, "bot_process"):
        session.bot_process = False   # bots in threads of this process, as before the bot process
    rng = Rng(args.seed)
    t0 = time.perf_counter()
    ct0 = time.thread_time()
    app.start_session(session)
    first = None
    first_cpu = 0.0
    frames: list[float] = []
    cpus: list[float] = []   # the window thread's own CPU time per frame (not waiting for a core)
    tags: list[str] = []
    regions: list[str] = []   # the dynamic layer's regions drawn in the frame ("2x" when built twice)
    due: dict[int, float] = {}
    start = time.monotonic()
    over_frames = 0
    app.clock.tick()
    while app.running:
        dt = app.clock.tick(60) / 1000.0 if first is not None else 1 / 60
        f0 = time.perf_counter() if first is not None else t0
        c0 = time.thread_time()
        n_before = len(session.rec.actions)
        top_before = app.top
        tag = ""
        now = time.monotonic()
        # a story told step by step holds the bots until it is read: the script's human
        # reads it (Continue twice, half a second apart)
        board = next((s for s in reversed(app.stack) if hasattr(s, "holding_story")), None)
        story = board.holding_story() if board is not None else None
        if story is not None:
            when = due.setdefault(-1, now + 0.5)
            if now >= when:
                story.go_on()
                due.pop(-1, None)
                tag = "story read"
        # the script's humans: a random legal action, 0.3 s after they have to decide
        for seat in session.pending_humans():
            when = due.setdefault(seat, now + 0.3)
            if now >= when:
                legal = session.state.legal_actions(seat)
                session.apply(seat, rng.choice(legal))
                due.pop(seat, None)
                tag = "human move"
                break
        board = next((s for s in reversed(app.stack) if hasattr(s, "layers")), None)
        builds = board.layers.builds if board is not None else 0
        app.step(min(dt, 0.25), pygame.event.get())
        _present(app)
        layers = board.layers if board is not None and hasattr(board.layers, "builds") else None
        done = layers.builds - builds if layers is not None else 0
        drawn = ("2x " if done > 1 else "") + "+".join(layers.built) if done else ""
        ms = (time.perf_counter() - f0) * 1000
        if first is None:
            first = ms
            first_cpu = (time.thread_time() - ct0) * 1000
            if args.first_only:
                break
            continue
        cpu_ms = (time.thread_time() - c0) * 1000
        if not tag and app.top is not top_before:
            tag = "scene change"
        elif not tag and len(session.rec.actions) != n_before:
            tag = "bot move landed"
        elif not tag and tags and tags[-1] in ("bot move landed", "human move") and done:
            tag = "landing drawn"   # the frame after a landing's, which draws the new position (Layers.holding)
        elif not tag and session.thinking:
            tag = "bot thinking"
        frames.append(ms)
        cpus.append(cpu_ms)
        tags.append(tag)
        regions.append(drawn)
        if session.state.is_over():
            over_frames += 1
            if over_frames > 180:   # the game-over screen shows, a few frames more
                break
        if time.monotonic() - start > args.max_seconds:
            break
    over = session.state.is_over()
    moves = len(session.rec.actions)
    waited = [w for w in waits if w > 0.5]   # in play (leaving the game flushes the autosave too)
    try:
        app.shutdown()
    except Exception:  # noqa: BLE001 - figures matter more than a clean exit here
        pass
    slow = sorted(range(len(frames)), key=lambda i: -frames[i])[:8]
    return {
        "game": game_id, "frames": len(frames), "moves": moves, "over": over,
        "seconds": time.monotonic() - start,
        "p50": percentile(frames, 50) if frames else 0.0, "p95": percentile(frames, 95), "p99": percentile(frames, 99),
        "max": max(frames) if frames else 0.0, "over16": sum(1 for f in frames if f > 16.0),
        "cpu_p50": percentile(cpus, 50), "cpu_p99": percentile(cpus, 99), "cpu_max": max(cpus) if cpus else 0.0,
        "cpu_over16": sum(1 for f in cpus if f > 16.0),
        "first": first or 0.0, "first_cpu": first_cpu,
        "waits": waited,
        "slowest": [(round(frames[i], 1), tags[i] or "-") for i in slow] if frames else [],
        "slowest_cpu": [(round(cpus[i], 1), tags[i] or "-", regions[i] or "no layer")
                        for i in sorted(range(len(cpus)), key=lambda i: -cpus[i])[:8]] if cpus else [],
        "built": sum(1 for x in regions if x), "built_all": sum(1 for x in regions if x.count("+") == 3),
        "by_tag": {tag: (len(xs), percentile(xs, 50), percentile(xs, 99), max(xs), percentile(cs, 99), max(cs))
                   for tag in sorted(set(tags))
                   for xs, cs in [([f for f, t in zip(frames, tags) if t == tag],
                                   [c for c, t in zip(cpus, tags) if t == tag])]},
    }


def probe_title(args: argparse.Namespace) -> None:
    """Child process: open the app on the title screen, present one frame, say so."""
    import pygame

    from ui.app import App
    from ui.scenes.title import TitleScene

    app = App(headless=not args.x11)
    app.push(TitleScene(app))
    app.step(1 / 60, pygame.event.get())
    _present(app)
    print("TITLE", flush=True)
    pygame.quit()


def launch_to_title(args: argparse.Namespace, runs: int = 3) -> list[float]:
    out = []
    cmd = [sys.executable, str(Path(__file__).resolve()), "--probe-title"] + (["--x11"] if args.x11 else [])
    for _ in range(runs):
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=dict(os.environ))
        assert p.stdout is not None
        for line in p.stdout:
            if line.startswith("TITLE"):
                out.append((time.perf_counter() - t0) * 1000)
                break
        p.wait(timeout=60)
    return out


def idle_child(args: argparse.Namespace) -> None:
    """Child process: the real main loop on the title (`--idle-child title`) or on a
    board waiting for its human (`--idle-child <game id>`); says READY once it runs."""
    import threading

    import pygame

    from ui.app import App
    from ui.scenes.title import TitleScene

    app = App(headless=False)
    app.settings.bot_pause = 0.0
    app.settings.bot_budget = args.budget
    what = args.idle_child
    if what == "title":
        app.push(TitleScene(app))
    else:
        from ui.session import GameSession

        names = ["Astrid", "Bjorn", "Sigrid", "Ulf", "Frida"]
        seats = [{"name": names[i], "kind": "human" if i == 0 else args.level, "colour": i}
                 for i in range(args.players)]
        session = GameSession.new(app, what, seats, args.seed)
        app.start_session(session)
        # the bots' opening moves until the human decides (the board then only waits)
        end = time.monotonic() + 120
        while (not session.pending_humans() or session.thinking) and time.monotonic() < end \
                and not session.state.is_over():
            app.step(1 / 60, pygame.event.get())
            time.sleep(0.01)
    threading.Timer(2.0, lambda: print("READY", flush=True)).start()
    app.main_loop()


def _proc_cpu(pid: int) -> float:
    """User + system CPU seconds of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _xvfb() -> tuple[subprocess.Popen | None, str]:
    """A virtual screen when none is set: (its process, DISPLAY)."""
    if os.environ.get("DISPLAY"):
        return None, os.environ["DISPLAY"]
    r, w = os.pipe()
    p = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                         pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as f:
        n = f.readline().strip()
    return p, f":{n}"


def measure_idle(args: argparse.Namespace) -> list[tuple[str, float]]:
    """% of a core the idle window takes, on the title and on each board."""
    xvfb, display = _xvfb()
    env = dict(os.environ, DISPLAY=display)
    env.pop("SDL_VIDEODRIVER", None)
    out = []
    try:
        for what in ["title"] + ([b for b in args.boards.split(",") if b] or board_ids()):
            cmd = [sys.executable, str(Path(__file__).resolve()), "--idle-child", what, "--level", args.level,
                   "--players", str(args.players), "--seed", str(args.seed), "--budget", str(args.budget)]
            p = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
            try:
                assert p.stdout is not None
                for line in p.stdout:
                    if line.startswith("READY"):
                        break
                time.sleep(3.0)           # settle: the warm-up, the last bot move's slides
                c0, t0 = _proc_cpu(p.pid), time.monotonic()
                time.sleep(args.idle)
                share = (_proc_cpu(p.pid) - c0) / (time.monotonic() - t0) * 100
            finally:
                p.kill()
                p.wait(timeout=30)
            out.append((what, share))
            print(f"  idle {what:<12} {share:5.1f} % of a core over {args.idle:.0f} s", flush=True)
    finally:
        if xvfb is not None:
            xvfb.kill()
            xvfb.wait(timeout=30)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--boards", default="", help="comma-separated game ids (default: every board)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--humans", type=int, default=1, help="seats played by this script (0 = all bots)")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--budget", type=float, default=0.5, help="the hard bot's seconds per decision")
    ap.add_argument("--pause", type=float, default=0.3, help="seconds between two bot moves")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--max-seconds", type=float, default=900.0)
    ap.add_argument("--window", default="1600x900", help="window size (when the app takes one)")
    ap.add_argument("--x11", action="store_true", help="a real window on $DISPLAY instead of the dummy driver")
    ap.add_argument("--no-launch", action="store_true", help="skip the launch-to-title measure")
    ap.add_argument("--title-seconds", type=float, default=1.5, help="time on the title screen before the game")
    ap.add_argument("--first-only", action="store_true", help="measure only the board's first frame")
    ap.add_argument("--threads", action="store_true", help="bots think in threads of the window's process")
    ap.add_argument("--write-wait", action="store_true",
                    help="a frame waits for the last autosave before a bot's move (as before issue 38 item 3)")
    ap.add_argument("--idle", type=float, default=0.0, help="measure the idle window's CPU over this many seconds")
    ap.add_argument("--probe-title", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--idle-child", default="", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    _setup_env(args.x11 or bool(args.idle_child))
    if args.probe_title:
        probe_title(args)
        return 0
    if args.idle_child:
        idle_child(args)
        return 0
    if args.idle:
        print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}  (cpus: {os.cpu_count()})")
        measure_idle(args)
        print(f"goal: <= 3 % of a core; load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return 0
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}  "
          f"(cpus: {os.cpu_count()}; driver: {'x11' if args.x11 else 'dummy'}; window {args.window}; "
          f"bots: {args.level} {'in threads' if args.threads else 'in the bot process'}, budget {args.budget} s)")
    launch = [] if args.no_launch else launch_to_title(args)
    ids = [b for b in args.boards.split(",") if b] or board_ids()
    rows = []
    for gid in ids:
        r = run_game(gid, args)
        rows.append(r)
        print(f"  {gid}: {r['moves']} moves, {'finished' if r['over'] else 'stopped'} in {r['seconds']:.0f} s; "
              f"slowest frames: " + ", ".join(f"{ms} ms ({tag})" for ms, tag in r["slowest"]), flush=True)
        w = r["waits"]
        print(f"    waited for the autosave: {len(w)} frames"
              + (f", mean {sum(w) / len(w):.1f} ms, max {max(w):.1f} ms" if w else ""), flush=True)
        print("    slowest in cpu: " + ", ".join(f"{ms} ms ({tag}; {drawn})" for ms, tag, drawn in r["slowest_cpu"])
              + f"; frames that drew layer regions: {r['built']}, all four: {r['built_all']}", flush=True)
        for tag, (n, p50, p99, mx, cp99, cmx) in r["by_tag"].items():
            print(f"    {tag or 'quiet':<16} {n:>6} frames  p50 {p50:6.2f}  p99 {p99:6.2f}  max {mx:6.1f} ms"
                  f"   cpu p99 {cp99:6.2f}  max {cmx:6.1f} ms")
    print()
    print(f"{'board':<12}{'frames':>8}{'p50':>8}{'p95':>8}{'p99':>8}{'max':>8}{'>16ms':>7}{'first':>9}"
          f"   | cpu{'p50':>6}{'p99':>7}{'max':>8}{'>16ms':>7}")
    for r in rows:
        print(f"{r['game']:<12}{r['frames']:>8}{r['p50']:>8.2f}{r['p95']:>8.2f}{r['p99']:>8.2f}"
              f"{r['max']:>8.1f}{r['over16']:>7}{r['first']:>9.1f}   |    {r['cpu_p50']:>6.2f}{r['cpu_p99']:>7.2f}"
              f"{r['cpu_max']:>8.1f}{r['cpu_over16']:>7}   first {r['first_cpu']:.1f}")
    print("(wall-clock ms per frame; 'cpu' = the window thread's own CPU time, which a busy machine"
          " does not inflate)")
    if launch:
        print(f"launch to title: {min(launch):.0f} ms best, {max(launch):.0f} ms worst of {len(launch)}")
    print(f"goals: p99 <= {GOAL_P99} ms, max <= {GOAL_MAX} ms, first board frame <= {GOAL_FIRST} ms; "
          f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
