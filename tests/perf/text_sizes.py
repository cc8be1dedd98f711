"""Text size benchmark: how large the texts of each board are in windows of five sizes,
and how many sit past their box or over another (prints figures only; asserts no goal).
Sizes are the ones drawn: the font cache's size rule applied (ui.fonts.effective_size).

    .venv/bin/python tests/perf/text_sizes.py [--boards midgard,asgard] [--seed 4] [--lang pt]
                                              [--decisions 40] [--smallest 1280x720] [--findings]

For each board: a game of 4 seats (the first played by this script, a seeded random
legal action, the others `random` bots) is played `--decisions` of the human's decisions
in, then the frame is drawn again from nothing (`ui.widgets.text_check`) in windows of
1024x576, 1280x720, 1600x900, 1920x1080 and 3840x2160. Per board and window size:

- the smallest text drawn, in window pixels: its font's pixel size times the window's
  scale (the table is drawn on the logical 1600x900 surface and scaled into the window,
  `ui/app.py`), as issue 33, defect 6 counts ("labels like '4 left' about 7 px");
- the 5th percentile of the texts' sizes (each text drawn counted once);
- the texts drawn, and those the frame's check flags (past their box, past the surface
  they are drawn on, or over another text).

Then the five smallest texts at `--smallest` with their strings. Texts drawn into an
image that is scaled afterwards (none on the boards today) would be missed: the size
is the font's at render time. pygame-gui's own widgets are not boards' and not counted.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# the project first: tests/perf/saves.py (a benchmark) would hide the `saves` package
sys.path[:] = [str(ROOT)] + [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).parent]

SIZES = ((1024, 576), (1280, 720), (1600, 900), (1920, 1080), (3840, 2160))
GAMES = ("midgard", "blood_rage", "asgard", "vikings")


def _setup_env() -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    if "YGGDRASIL_HOME" not in os.environ:
        os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="ygg-perf-texts-")


def measure(app) -> tuple[list[tuple[float, str]], int, list[str]]:
    """The texts on the screen as (size in window pixels, string), how many the check
    flags and those findings, for the scene on top at the window's present size."""
    from ui.widgets import text_check as TC

    texts, found = TC.sized_frame(app)
    return texts, len({f.text for f in found}), [str(f) for f in found]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    k = max(0, min(len(values) - 1, int(round(q * (len(values) - 1)))))
    return sorted(values)[k]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--boards", default=",".join(GAMES))
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--decisions", type=int, default=40, help="the human's decisions played before measuring")
    ap.add_argument("--smallest", default="1280x720", help="the window size whose five smallest texts are listed")
    ap.add_argument("--findings", action="store_true", help="list what the check flags at each window size")
    ap.add_argument("--lang", default="en", help="the language of the window: en, it, el, pl, pt")
    args = ap.parse_args()
    _setup_env()
    import pygame

    from saves import SaveStore
    from tests.ui.tables import mid_game  # the board tests' own mid-game position
    from ui.app import App

    pygame.init()
    store = SaveStore(Path(os.environ["YGGDRASIL_HOME"]) / "saves")
    app = App(headless=True, store=store, window_size=(1600, 900))
    app.settings.bot_pause = 0.0
    app.settings.animation_speed = 0
    app.set_language(args.lang)
    small_at = tuple(int(x) for x in args.smallest.lower().split("x"))
    rows = []
    smallest: dict[str, list[tuple[float, str]]] = {}
    flagged: dict[str, list[str]] = {}
    for game in [g for g in args.boards.split(",") if g]:
        session, board = mid_game(app, game, args.seed, args.decisions)
        label = str(board.describe()["label"])
        for w, h in SIZES:
            app._open_window((w, h))
            texts, bad, found = measure(app)
            sizes = [s for s, _t in texts]
            rows.append((game, f"{w}x{h}", min(sizes) if sizes else 0.0, percentile(sizes, 0.05), len(texts), bad))
            if (w, h) == small_at:
                smallest[game] = texts[:5]
            if found:
                flagged[f"{game} at {w}x{h}"] = found
        app._open_window((1600, 900))
        print(f"# {game}: {label} (seed {args.seed}, {args.decisions} decisions of the human, {args.lang})", flush=True)
        session.close()
    print()
    print(f"{'board':<11} {'window':>10} {'smallest px':>12} {'p5 px':>7} {'texts':>6} {'flagged':>8}")
    for game, size, lo, p5, n, bad in rows:
        print(f"{game:<11} {size:>10} {lo:>12.1f} {p5:>7.1f} {n:>6} {bad:>8}")
    print()
    print(f"the five smallest texts at {args.smallest} (window px, string):")
    for game, texts in smallest.items():
        print(f"  {game}: " + "; ".join(f"{s:.1f} {t!r}" for s, t in texts))
    if args.findings:
        print()
        for game, found in flagged.items():
            print(f"flagged on {game}:")
            for f in found:
                print("   ", f)


if __name__ == "__main__":
    main()
