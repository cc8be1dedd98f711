"""Save benchmark (prints figures; never fails on time):

    .venv/bin/python tests/perf/saves.py [games|folder|long|all] [--code DIR] [--count N] [--old-files]

games: for a complete random game of each playable game: the save size, the time of one
autosave (encode + checksum + fsynced atomic write with backups; the program does this
after every move), the time to list the folder, and the time to load (parse, check,
replay every move, compare with the snapshot).

folder: a folder of N saves (5,000 by default, in a temp dir): the title's first frame
and the frame its Continue button appears, the listing cold (no index) and warm, the
Load screen's first frame and until its list is there, the scroll frames of that list
(p99 and max), the resident memory at the start and its peak; each in a fresh process.
`--old-files` writes the saves as the program wrote them before their header came first.

long: a long hot-seat game of each game (every seat human, seeded random moves, stopped
near its end on a step that can be taken back): loading it (GameSession.load) and one
Ctrl+Z (GameSession.undo), CPU milliseconds (median of 7).

`--code DIR` runs the figures against another checkout's code (e.g. /work/main) for a
before/after comparison.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if "--code" in sys.argv:
    ROOT = Path(sys.argv[sys.argv.index("--code") + 1]).resolve()
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


def games() -> int:
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


# --- a folder of many saves -------------------------------------------------------------
OLD_ORDER = ("format", "version", "app_version", "game", "seats", "seed", "options", "actions", "label", "over",
             "created", "updated", "snapshot", "checksum")


def make_folder(root: Path, count: int, old_files: bool) -> None:
    """`count` saves (4 of 5 named, the rest autosaves of unfinished games) of short games
    of the four games, each with its own creation time."""
    import json
    import os

    from saves import format as fmt

    store = SaveStore(root)
    bases = []
    for spec in GAMES.values():
        if not spec.available:
            continue
        for moves in (12, 30):
            rec = GameRecord.start(spec.id, [{"name": f"Player {i + 1}", "kind": "human"} for i in range(3)], 5)
            state = spec.new_game(3, 5, {})
            r = Rng(moves)
            while len(rec.actions) < moves and not state.is_over():
                seat = state.to_act()[0]
                a = r.choice(state.legal_actions(seat))
                state.apply(seat, a)
                rec.actions.append((seat, spec.action_to_json(a)))
            bases.append((rec, state))
    now = time.time()
    root.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        rec, state = bases[i % len(bases)]
        rec = rec.copy()
        rec.created = now - 86400 * 30 + i * 60
        rec.seats = [dict(s, name=f"{s['name']} {i % 97}") for s in rec.seats]
        data = store.encode(rec, state)
        if old_files:
            doc = json.loads(data)
            doc = {k: doc[k] for k in OLD_ORDER if k in doc}
            data = fmt.seal(doc)
        name = f"{store.autosave_name(rec)}.json" if i % 5 == 4 else f"Game {i:05d}.json"
        path = root / name
        path.write_bytes(data)
        os.utime(path, (rec.created, rec.created))


def _rss() -> tuple[float, float]:
    """(resident, peak) MB of this process."""
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            k, _, v = line.partition(":")
            if k in ("VmRSS", "VmHWM"):
                out[k] = int(v.split()[0]) / 1024
    return out.get("VmRSS", 0.0), out.get("VmHWM", 0.0)


def _frame(app, events=()) -> float:
    """The CPU time of one frame (this process's: a busy machine does not count)."""
    t = time.process_time()
    app.step(1 / 60, list(events))
    return time.process_time() - t


def _p99(xs: list[float]) -> str:
    xs = sorted(xs)
    return f"p99 {xs[min(len(xs) - 1, int(len(xs) * 0.99))] * 1000:6.1f} ms, max {xs[-1] * 1000:6.1f} ms"


def folder_child(root: Path, what: str) -> None:
    """One measurement in this (fresh) process; prints one line."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if what in ("cold", "warm"):
        t = time.process_time()
        store = SaveStore(root)
        n = len(store.list())
        first = time.process_time() - t
        t = time.process_time()
        store.list()
        again = time.process_time() - t
        print(f"  list {what:4s} (a new store): {first * 1000:8.1f} ms for {n} saves; "
              f"the same store again {again * 1000:7.1f} ms; peak {_rss()[1]:6.1f} MB")
        return
    from ui.app import App
    from ui.scenes.load import LoadScene
    from ui.scenes.title import TitleScene

    app = App(headless=True, store=SaveStore(root))
    app.settings.keep_finished_games = -1
    rss0 = _rss()[0]
    # wall time (what the player waits on this busy machine) and CPU time of the process
    t, c = time.perf_counter(), time.process_time()
    app.push(TitleScene(app))
    _frame(app)
    title, title_cpu = time.perf_counter() - t, time.process_time() - c
    frames = []
    while "continue" not in app.top.buttons and time.perf_counter() - t < 120:
        frames.append(_frame(app))
        time.sleep(0.005)
    listed, listed_cpu = time.perf_counter() - t, time.process_time() - c
    print(f"  title: first frame {title * 1000:8.1f} ms ({title_cpu * 1000:7.1f} ms CPU); Continue shown after "
          f"{listed * 1000:8.1f} ms ({listed_cpu * 1000:7.1f} ms CPU; {len(frames)} frames drawn meanwhile, "
          f"the longest {max(frames, default=0) * 1000:5.1f} ms CPU)")
    t, c = time.perf_counter(), time.process_time()
    app.push(LoadScene(app))
    _frame(app)
    load_first, load_first_cpu = time.perf_counter() - t, time.process_time() - c
    scene = app.top
    while not getattr(scene, "entries", None) and time.perf_counter() - t < 120:
        _frame(app)
        time.sleep(0.005)
    load_full, load_full_cpu = time.perf_counter() - t, time.process_time() - c
    print(f"  Load: first frame {load_first * 1000:8.1f} ms ({load_first_cpu * 1000:7.1f} ms CPU); list of "
          f"{len(scene.entries)} there after {load_full * 1000:8.1f} ms ({load_full_cpu * 1000:7.1f} ms CPU)")
    for step, label in ((3, "wheel, 3 rows a frame"), (25, "dragged, 25 rows a frame")):
        scroll = []
        for i in range(120):
            if hasattr(scene, "scroll_rows"):        # this version's list (rows drawn by the scene)
                scene.scroll_rows(step if (i // 60) % 2 == 0 else -step)
            else:                                    # pygame-gui's selection list
                bar = getattr(scene.list, "scroll_bar", None)
                if bar is not None:
                    share = step * ((i % 60) if (i // 60) % 2 == 0 else 60 - i % 60) / max(1, len(scene.entries))
                    bar.set_scroll_from_start_percentage(min(1.0, share))
            scroll.append(_frame(app))
        print(f"  scroll ({label}): {len(scroll)} frames, {_p99(scroll)} CPU")
    rss, peak = _rss()
    print(f"  memory {rss0:6.1f} MB after the window opened, {rss:6.1f} MB now, peak {peak:6.1f} MB")


def folder(count: int, old_files: bool) -> int:
    import shutil
    import subprocess

    root = Path(tempfile.mkdtemp(prefix="ygg-perf-folder-"))
    try:
        t = time.perf_counter()
        make_folder(root, count, old_files)
        size = sum(p.stat().st_size for p in root.iterdir())
        print(f"folder of {count} saves, {size / 1e6:.1f} MB ({'old' if old_files else 'this version'}'s files; "
              f"made in {time.perf_counter() - t:.1f} s); code: {ROOT}")
        base = [sys.executable, __file__, "--code", str(ROOT), "--child", str(root)]
        for what in ("cold", "warm", "ui"):
            if what == "cold":
                for p in root.glob(".*"):   # no index: the first listing ever
                    p.unlink() if p.is_file() else shutil.rmtree(p)
            subprocess.run([*base, what], timeout=600, check=False)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return 0


# --- long hot-seat games ---------------------------------------------------------------
def long_games() -> int:
    from tests.ui.stubs import StubApp
    from ui.session import GameSession

    root = Path(tempfile.mkdtemp(prefix="ygg-perf-long-"))
    app = StubApp(root)
    print(f"long hot-seat games (CPU ms); code: {ROOT}")
    for gid, spec in GAMES.items():
        if not spec.available:
            continue
        n = min(spec.max_players, 5 if gid == "midgard" else 4)
        st = spec.new_game(n, 7, {})
        r = Rng(7)
        length = 0
        while not st.is_over():
            seat = st.to_act()[0]
            st.apply(seat, r.choice(st.legal_actions(seat)))
            length += 1
        target = int(length * 0.85)   # near the end, the game still on
        s = GameSession.new(app, gid, [{"name": f"P{i}", "kind": "human", "colour": i} for i in range(n)], 7, {})
        r = Rng(7)
        while not s.state.is_over() and not (len(s.rec.actions) >= target and s.can_undo()):
            seat = s.pending_humans()[0]
            s.apply(seat, r.choice(s.state.legal_actions(seat)))
        s.flush_autosave()
        name = f"long {gid}"
        app.store.save(name, s.rec, s.state)   # an undo rewrites the autosave, never this
        loads, undos = [], []
        for _ in range(7):
            t = time.process_time()
            u = GameSession.load(app, name)
            loads.append(time.process_time() - t)
            t = time.process_time()
            ok = u.undo()
            undos.append(time.process_time() - t)
            u.close()
        print(f"  {spec.title:18s} {n} seats, {len(s.rec.actions):4d} moves: load {statistics.median(loads) * 1000:6.1f} ms, "
              f"Ctrl+Z {statistics.median(undos) * 1000:5.2f} ms (median of {len(loads)}; undone: {ok})")
        s.close()
    return 0


def main() -> int:
    args = sys.argv[1:]
    if "--child" in args:
        i = args.index("--child")
        folder_child(Path(args[i + 1]), args[i + 2])
        return 0
    what = args[0] if args and not args[0].startswith("--") else "all"
    count = int(args[args.index("--count") + 1]) if "--count" in args else 5000
    if what in ("games", "all"):
        games()
    if what in ("folder", "all"):
        folder(count, "--old-files" in args)
    if what in ("long", "all"):
        long_games()
    return 0


if __name__ == "__main__":
    sys.exit(main())
