"""Rules screen benchmark (prints figures; never fails on time):

    .venv/bin/python tests/perf/rules_screen.py [--languages en,el] [--repeat 3]

For each language and game: the CPU time (and wall time) of opening the rules screen
the first time (`RulesScene.open`: pygame-gui parses and lays out the whole text, once
with `RulesText`), of opening it again (the screen shown last comes back) and, for
comparison, "before": a new screen each time with pygame-gui's own UITextBox (which lays
a long text out twice), what every opening cost before. All three open the "Full rules"
page; "glance" is a new screen opened at its "At a glance" page (the page the rules
screen opens at since issue 36: no long text laid out). Each opening includes its first
frame. CPU time is the figure to compare on
a loaded machine; the load average is printed.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-rules-")

import pygame_gui  # noqa: E402

from saves import SaveStore  # noqa: E402
from ui.app import App  # noqa: E402
from ui.scenes import rules  # noqa: E402
from ui.scenes.rules import RulesScene  # noqa: E402
from ui.scenes.title import TitleScene  # noqa: E402

GAME_IDS = ("midgard", "blood_rage", "asgard", "vikings")


def timed(app: App, make) -> tuple[float, float]:
    """(CPU s, wall s) of pushing the scene `make()` gives and drawing one frame; the
    scene is popped after."""
    c0, w0 = time.process_time(), time.perf_counter()
    app.push(make())
    app.run_frames(1)
    c1, w1 = time.process_time(), time.perf_counter()
    app.pop()
    return c1 - c0, w1 - w0


@contextlib.contextmanager
def plain_text_box():
    """The rules screen with pygame-gui's own UITextBox (as it was before RulesText)."""
    kept = rules.RulesText
    rules.RulesText = pygame_gui.elements.UITextBox
    try:
        yield
    finally:
        rules.RulesText = kept


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--languages", default="en,el")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    app = App(headless=True, store=SaveStore(Path(tempfile.mkdtemp(prefix="yggdrasil-rules-saves-"))))
    app.push(TitleScene(app))
    print(f"load average {os.getloadavg()[0]:.2f}; CPU ms (wall ms), median of {args.repeat}")
    print(f"{'lang':5} {'game':11} {'before':>16} {'first open':>16} {'opened again':>16} {'glance':>16}")
    for lang in args.languages.split(","):
        app.set_language(lang)
        for gid in GAME_IDS:
            with plain_text_box():
                fresh = [timed(app, lambda g=gid: RulesScene(app, g, page="full")) for _ in range(args.repeat)]
            other = "midgard" if gid != "midgard" else "asgard"
            RulesScene.open(app, other, page="full")   # another game kept
            first = [timed(app, lambda g=gid: RulesScene.open(app, g, page="full"))]
            for _ in range(args.repeat - 1):
                RulesScene.open(app, other, page="full")
                first.append(timed(app, lambda g=gid: RulesScene.open(app, g, page="full")))
            again = [timed(app, lambda g=gid: RulesScene.open(app, g, page="full")) for _ in range(args.repeat)]
            glance = [timed(app, lambda g=gid: RulesScene(app, g, page="glance")) for _ in range(args.repeat)]

            def cell(xs: list[tuple[float, float]]) -> str:
                return (f"{statistics.median(c for c, _ in xs) * 1000:7.1f} "
                        f"({statistics.median(w for _, w in xs) * 1000:6.1f})")

            print(f"{lang:5} {gid:11} {cell(fresh):>16} {cell(first):>16} {cell(again):>16} {cell(glance):>16}")
    app.set_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
