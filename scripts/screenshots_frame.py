"""Screenshots of the board frame's overlays on every board (issue 38): the table mid-game
with the mouse over a target, then the help (?), the confirm ("This ends your turn"),
the round summary, the replay of the others' moves (R), a story told step by step
where the game has one, and the hot seat's handoff; in one language per run:

    python scripts/screenshots_frame.py [--out screenshots/frame] [--only midgard,asgard] [--lang el]

Each table is a seeded game: seat 0 and seat 3 human (their moves random legal ones, so
that the handoff shows), the others random bots. The hint and the watched game have
their own scripts (screenshots_hint.py, screenshots_watch.py)."""

from __future__ import annotations

import argparse
from pathlib import Path

import shots

ROOT = shots.ROOT
shots.environment()

from game.core import Rng  # noqa: E402
from ui.overlays import ConfirmOverlay, HelpOverlay  # noqa: E402

SEEDS = {"midgard": 3, "blood_rage": 4, "asgard": 3, "vikings": 2}


def _step(app, board, session, rng: Rng, handoffs: bool = True) -> None:
    """One step: the stories read, the handoff's "ready", a human's random move."""
    shots.frames(app, 1)
    story = board.holding_story()
    if story is not None:
        story.go_on()
    top = app.top
    if handoffs and hasattr(top, "ready") and top is not board:
        top.ready()
    seat = board.acting_human()
    if seat is not None and board.top_modal() is None:
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))


def _until(app, board, session, rng: Rng, done, limit: int = 3000, handoffs: bool = True) -> bool:
    for _ in range(limit):
        if done():
            return True
        if session.state.is_over():
            return False
        if board.summary_open and not done():
            board.close_summary()
        _step(app, board, session, rng, handoffs)
    return done()


def board_shots(app, game_id: str, lang: str, out: Path) -> list[Path]:
    saved: list[Path] = []

    def save(tag: str) -> None:
        shots.frames(app, 3)
        saved.append(shots.save(app, out / f"{game_id}_{tag}_{lang}.png", draw=True, say="saved "))

    board, session = shots.table(app, game_id, ("human", "random", "random", "human"), SEEDS[game_id])
    rng = Rng(SEEDS[game_id])
    try:
        # mid-game, seat 0 deciding with a few moves of the others behind it
        _until(app, board, session, rng, lambda: len(session.rec.actions) > 12 and board.acting_human() is not None
               and board.top_modal() is None and app.top is board)
        if board.targets:
            board.mouse = board.targets[len(board.targets) // 2].rect.center
        save("table")
        board.mouse = (-1, -1)
        HelpOverlay(board).open()
        save("help")
        board.help_open = False
        if board.legal:
            ConfirmOverlay(board, board.legal[0]).open()
            save("confirm")
            board.confirming = None
        if board.start_replay():
            board.replay_step(1)
            save("replay")
            board.stop_replay()
        if _until(app, board, session, rng, lambda: board.handoff_for is not None and app.top is not board,
                  handoffs=False):
            save("handoff")
            app.top.ready()
        if _until(app, board, session, rng, lambda: board.holding_story() is not None):
            save("story")
        if _until(app, board, session, rng, lambda: board.summary_open):
            save("summary")
    finally:
        session.close()
    return saved


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots" / "frame"))
    p.add_argument("--only", default="")
    p.add_argument("--lang", default="en")
    a = p.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app(language=a.lang)
    app.set_language(a.lang)
    for game_id in SEEDS:
        if a.only and game_id not in a.only.split(","):
            continue
        board_shots(app, game_id, a.lang, out)
    app.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
