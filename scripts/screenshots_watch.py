"""Screenshots of a game watched again (ui.watching): a seeded game of random moves with
seat 0 human, opened at a position in its middle, from the human's seat, the table and
with everything open:

    python scripts/screenshots_watch.py [--out screenshots] [--only midgard,asgard] [--lang el]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-shots-")

import pygame  # noqa: E402

from saves.timeline import TABLE  # noqa: E402
from tests.saves.timeline_games import random_record  # noqa: E402
from ui.app import App  # noqa: E402
from ui.settings import Settings  # noqa: E402
from ui.watching import watch_record  # noqa: E402

CASES = {"midgard": 3, "blood_rage": 4, "asgard": 3, "vikings": 1}


def frames(app: App, n: int = 4) -> None:
    for _ in range(n):
        app.step(1 / 60, pygame.event.get())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots"))
    p.add_argument("--only", default="")
    p.add_argument("--lang", default="en")
    p.add_argument("--review", type=int, default=0, metavar="ITERATIONS",
                   help="also the review scene and a turning point (searches of this size, in a thread)")
    a = p.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings()
    settings.animation_speed = 0
    settings.language = a.lang
    app = App(headless=not os.environ.get("DISPLAY"), settings=settings)
    app.set_language(a.lang) if hasattr(app, "set_language") else None
    for game_id, n in CASES.items():
        if a.only and game_id not in a.only.split(","):
            continue
        rec = random_record(game_id, n, 12)
        for i, seat in enumerate(rec.seats):
            seat["kind"] = "human" if i == 0 else "hard"
            seat["name"] = ["Astrid", "Bjorn", "Sigrid", "Ulf"][i]
        app.go_to_title()
        assert watch_record(app, rec) is None
        ov = app.top
        ov.goto(ov.session.timeline.marks[min(2, len(ov.session.timeline.marks) - 1)].step + 3)
        for view, tag in ((0, "seat"), (TABLE, "table"), (None, "open")):
            ov.press(f"view:{'open' if view is None else view}")
            frames(app)
            path = out / f"{game_id}_watch_{tag}_{a.lang}.png"
            pygame.image.save(app.screen, str(path))
            print("saved", path)
        ov.leave()
        if a.review:
            review_shots(app, rec, game_id, a, out)
    return 0


def review_shots(app: App, rec, game_id: str, a: argparse.Namespace, out: Path) -> None:
    from ui.scenes.review import ReviewScene

    app.go_to_title()
    scene = ReviewScene(app, rec, use_process=False, iterations=a.review)
    app.push(scene)
    frames(app, 2)
    pygame.image.save(app.screen, str(out / f"{game_id}_review_progress_{a.lang}.png"))
    while not scene.job.finished:
        app.step(1 / 60, pygame.event.get())
    frames(app)
    path = out / f"{game_id}_review_{a.lang}.png"
    pygame.image.save(app.screen, str(path))
    print("saved", path)
    points = [n for n in scene.buttons if n.startswith("point:")]
    if points:
        scene.press(points[0])
        frames(app, 6)
        path = out / f"{game_id}_review_point_{a.lang}.png"
        pygame.image.save(app.screen, str(path))
        print("saved", path)


if __name__ == "__main__":
    raise SystemExit(main())
