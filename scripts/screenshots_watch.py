"""Screenshots of a game watched again (ui.watching): a seeded game of random moves with
seat 0 human, opened at a position in its middle, from the human's seat, the table and
with everything open:

    python scripts/screenshots_watch.py [--out screenshots] [--only midgard,asgard] [--lang el]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import shots

ROOT = shots.ROOT
shots.environment()

import pygame  # noqa: E402

from saves.timeline import TABLE  # noqa: E402
from tests.saves.timeline_games import random_record  # noqa: E402
from ui.app import App  # noqa: E402
from ui.watching import watch_record  # noqa: E402

CASES = {"midgard": 3, "blood_rage": 4, "asgard": 3, "vikings": 1}


frames = shots.frames


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
    app = shots.new_app(quick=False, animation_speed=0, language=a.lang)
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
            shots.save(app, path, say="saved ")
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
    shots.save(app, out / f"{game_id}_review_progress_{a.lang}.png", say="saved ")
    while not scene.job.finished:
        app.step(1 / 60, pygame.event.get())
    frames(app)
    shots.save(app, out / f"{game_id}_review_{a.lang}.png", say="saved ")
    points = [n for n in scene.buttons if n.startswith("point:")]
    if points:
        scene.press(points[0])
        frames(app, 6)
        shots.save(app, out / f"{game_id}_review_point_{a.lang}.png", say="saved ")


if __name__ == "__main__":
    raise SystemExit(main())
