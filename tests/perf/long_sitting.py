"""Long sitting benchmark (prints figures; never fails on time): one window process
(headless, dummy video driver) plays N games in a row the way a player does: New game
from the title, every seat a bot, the bots play it out on the board, the results screen,
back to the title. After each game it prints the resident memory (RSS) and, with
--tracemalloc, the Python objects that grew most since the first game.

    .venv/bin/python tests/perf/long_sitting.py                  # 8 games of Midgard
    .venv/bin/python tests/perf/long_sitting.py --games 50       # the full run, by hand
    .venv/bin/python tests/perf/long_sitting.py --game vikings --players 2 --tracemalloc

The figure to watch is the growth after the first few games (the first ones fill the
caches of fonts, card images and the like): it should stay flat.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def rss_mib() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play_one(app, game_id: str, players: int, seed: int, max_frames: int = 200_000) -> tuple[int, int]:
    """From the title: New game, bots only, play to the results, back to the title.
    Returns (moves, frames)."""
    from ui.scenes import GameOverScene, NewGameScene, TitleScene

    title = app.top
    assert isinstance(title, TitleScene), app.top
    title.press("new")
    scene = app.top
    assert isinstance(scene, NewGameScene), scene
    if scene.game_id != game_id:
        scene._pick_game(game_id)
    scene._set_count(players)
    for i in range(players):
        scene._set_kind(i, "random")
    scene.seed_text = str(seed)
    scene.seed_entry.set_text(str(seed))
    scene.press("start")
    session = app.top.session
    del title, scene  # the benchmark must not keep the scenes alive itself
    frames = 0
    while not isinstance(app.top, GameOverScene):
        app.run_frames(1)
        frames += 1
        if frames > max_frames or not app.running:
            raise RuntimeError(f"game {seed} did not reach the results screen ({type(app.top).__name__})")
    moves = len(session.rec.actions)
    del session
    app.run_frames(2)
    app.top.press("title")
    app.run_frames(4)
    return moves, frames


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--game", default="midgard")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--tracemalloc", action="store_true", help="show the Python allocations that grew")
    args = p.parse_args(argv)

    if args.tracemalloc:
        import tracemalloc

        tracemalloc.start(12)
    from saves import SaveStore
    from ui.app import App
    from ui.scenes import TitleScene
    from ui.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings()
        settings.bot_pause = 0.0
        settings.animation_speed = 0
        app = App(headless=True, settings=settings, store=SaveStore(Path(tmp) / "saves"))
        app.push(TitleScene(app))
        app.run_frames(2)
        gc.collect()
        start = rss_mib()
        print(f"{args.game}, {args.players} bots, {args.games} games in one window process; "
              f"RSS at the title {start:.1f} MiB")
        figures = []
        snap0 = None
        t0 = time.perf_counter()
        for g in range(args.games):
            moves, frames = play_one(app, args.game, args.players, seed=g + 1)
            gc.collect()
            rss = rss_mib()
            figures.append(rss)
            print(f"game {g + 1:3d}: {moves:4d} moves, {frames:5d} frames, RSS {rss:7.1f} MiB "
                  f"({rss - start:+.1f} since the title)", flush=True)
            if args.tracemalloc and g == min(2, args.games - 1):
                import tracemalloc

                snap0 = tracemalloc.take_snapshot()
        elapsed = time.perf_counter() - t0
        if args.tracemalloc and snap0 is not None:
            import tracemalloc

            snap = tracemalloc.take_snapshot()
            print("Python allocations grown since game 3 (top 12):")
            for stat in snap.compare_to(snap0, "traceback")[:12]:
                print(f"  {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+6d} blocks  "
                      f"{stat.traceback.format()[-1].strip() if stat.traceback else ''}")
                for line in stat.traceback.format()[-6:-1]:
                    print("        " + line.strip())
        base = figures[min(2, len(figures) - 1)]
        print(f"after game {min(3, len(figures))}: {base:.1f} MiB; after game {len(figures)}: {figures[-1]:.1f} MiB; "
              f"growth {figures[-1] - base:+.1f} MiB over {len(figures) - min(3, len(figures))} games "
              f"({(figures[-1] - base) / max(1, len(figures) - 3):+.2f} MiB a game); {elapsed:.0f} s")
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
