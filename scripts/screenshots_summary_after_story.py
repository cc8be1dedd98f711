"""Screenshots of Blood Rage's end of Age 1 in hot seat, two humans and two bots (issue
33: the round summary was drawn over the Age's story, its "For NAME" named another human
than its button): the story as the first human reads it, as the second one does, then
the summary that waited for it, then what follows it (the handoff):

    python scripts/screenshots_summary_after_story.py [--out screenshots/summary_after_story] [--lang en]"""

from __future__ import annotations

import argparse
from pathlib import Path

import shots

ROOT = shots.ROOT
shots.environment()

from game.core import Rng  # noqa: E402
from ui.overlays import SummaryOverlay  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--out", default=str(ROOT / "screenshots" / "summary_after_story"))
    p.add_argument("--lang", default="en")
    p.add_argument("--seed", type=int, default=4)
    a = p.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app()
    app.set_language(a.lang)
    board, session = shots.table(app, "blood_rage", ("human", "human", "random", "random"), a.seed,
                                 {"first_game": "on"})
    rng = Rng(a.seed)

    def save(tag: str) -> None:
        shots.frames(app, 2)
        shots.save(app, out / f"blood_rage_age1_{tag}_{a.lang}.png", draw=True, say="saved ")

    for _ in range(20000):
        shots.frames(app, 1)
        t = board.telling
        if t is not None:
            if t.record and t.record[0] == "age":
                break
            t.go_on()
            continue
        summary = board.overlay_of(SummaryOverlay)
        if summary is not None:
            summary.put_away()
            continue
        top = app.top
        if hasattr(top, "ready") and top is not board:
            top.ready()
            continue
        seat = board.acting_human()
        if seat is not None and board.top_modal() is None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    else:
        raise SystemExit("no end of Age told")
    t = board.telling
    for k in range(len(t.confirm)):
        t.go_on() if not t.all_shown() else None
        save(f"story_{k + 1}")
        assert board.overlay_of(SummaryOverlay) is None, "the summary is drawn over the story"
        t.go_on()
    save("summary")
    assert board.overlay_of(SummaryOverlay) is not None and app.top is board.overlay_of(SummaryOverlay)
    board.overlay_of(SummaryOverlay).put_away()
    save("after")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
