"""Screenshots of the Midgard board (headless, the table drawn at 1600x900):

    python scripts/screenshots_midgard.py [--out DIR] [--only hand9,summary_long,summary_final]

hand9 (a 9-card hand in the tray after the draft), summary_long (round 1's summary
scrolled up to its kingdom-control lines), summary_final (the last round's summary at the
game's end, before the results)."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import shots

shots.environment(driver="dummy")

from ui.app import App  # noqa: E402


def new_app() -> App:
    return shots.new_app(store=True)


def table(app: App, kinds: tuple[str, ...], seed: int):
    return shots.table(app, "midgard", kinds, seed)


def save(app: App, path: Path) -> None:
    shots.save(app, path, draw=True)


def hand9(app: App, out: Path) -> None:
    board, session = table(app, ("human", "random", "random"), 8)
    rng = random.Random(1)
    for _ in range(2000):
        session.run_bots_until_human()
        board.update(0.0)
        board.close_summary()
        v = session.state.view(0)
        if 0 not in session.pending_humans():
            continue
        if len(v.hand(0)) >= 9 and not board.draft_showing():
            break
        session.apply(0, rng.choice(session.state.legal_actions(0)))
    board.update(0.0)
    board.refresh()
    save(app, out / "midgard_hand9.png")


def summary_long(app: App, out: Path) -> None:
    from tests.ui.tables import play_until_summary

    board, session = table(app, ("human", "random", "random"), 8)
    play_until_summary(board, session, random.Random(7))
    board.summary_part.scroll_by(24)
    app.stack[-1].update(0.0)
    save(app, out / "midgard_summary_scrolled.png")


def summary_final(app: App, out: Path) -> None:
    board, session = table(app, ("human", "random"), 8)
    rng = random.Random(8)
    while not session.state.is_over():
        session.run_bots_until_human()
        app.stack[-1].update(0.0)
        if session.pending_humans() and not session.state.is_over():
            board.close_summary()
            session.apply(0, rng.choice(session.state.legal_actions(0)))
    for _ in range(5):
        app.stack[-1].update(0.1)
    save(app, out / "midgard_summary_final.png")


SHOTS = {"hand9": hand9, "summary_long": summary_long, "summary_final": summary_final}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", default="screenshots")
    p.add_argument("--only", default=",".join(SHOTS))
    a = p.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in a.only.split(","):
        SHOTS[name](new_app(), out)


if __name__ == "__main__":
    main()
