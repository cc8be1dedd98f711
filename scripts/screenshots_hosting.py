"""Two windows at one table: this window hosts a game (New game's "Remote" seat) and
another joins it through the loopback, as a friend's computer would; both are played by
clicks on their boards to the end. Screenshots of both windows along the way.

    python scripts/screenshots_hosting.py [--game midgard] [--out screenshots/hosting] [--lang en]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import shots  # noqa: E402

ROOT = shots.ROOT
shots.environment(driver="dummy", prefix="yggdrasil-hosting-")

import pygame  # noqa: E402

from ui.app import App  # noqa: E402
from ui.boards.base import BoardScene  # noqa: E402
from ui.hosting import HostSession  # noqa: E402
from ui.remote import RemoteSession  # noqa: E402
from ui.scenes.game_over import GameOverScene  # noqa: E402
from ui.scenes.handoff import HandoffScene  # noqa: E402

DT = 1 / 30


def window(lang: str) -> App:
    """One player's window: its own saves, as on its own computer."""
    app = shots.new_app(store=True, quick=False, bot_pause=0.1, animation_speed=2)
    if lang != "en":
        app.set_language(lang)
    return app


def shot(app: App, path: Path) -> None:
    app.draw(app.screen)
    pygame.image.save(pygame.transform.smoothscale(app.screen, (1280, 720)), str(path))


def play_one(app: App, rng: random.Random) -> bool:
    """One frame of the window; a click for its player when a choice is asked. True once
    the game-over screen is up."""
    app.step(DT, [])
    top = app.top
    if isinstance(top, GameOverScene):
        return True
    if isinstance(top, HandoffScene):
        top.ready()
        return False
    if not isinstance(top, BoardScene):
        close = getattr(top, "close", None) or getattr(top, "put_away", None)
        if getattr(top, "board", None) is not None and close is not None:
            close()                      # a story or a summary: read, then put away
        return False
    board = top
    if board.summary_open:
        board.close_summary()
        return False
    if board.confirming is not None:
        board.answer_confirm(True)
        return False
    seat = board.acting_human()
    if seat is None or board.anim.busy:
        return False
    legal = board.session.state.legal_actions(seat)
    targets = [t for t in board.targets if t.action in legal]
    if targets:
        t = rng.choice(targets)
        pos = t.center if t.shape == "circle" else t.rect.center
        app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    return False


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="midgard", choices=("midgard", "blood_rage", "asgard", "vikings"))
    ap.add_argument("--out", default=str(ROOT / "screenshots" / "hosting"))
    ap.add_argument("--lang", default="en")
    ap.add_argument("--seed", type=int, default=9)
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    host_app, guest_app = window(args.lang), window(args.lang)
    seats = [{"name": "Ingrid", "kind": "human", "colour": 0}, {"name": "Astrid", "kind": "remote", "colour": 1},
             {"name": "Bjorn", "kind": "easy", "colour": 2}]
    host = HostSession.new(host_app, args.game, seats, args.seed, {}, port=0, announce=False)
    host.bot_iterations = 40
    host_app.start_session(host)
    for _ in range(10):
        host_app.step(DT, [])
    shot(host_app, out / f"{args.game}_host_waiting.png")
    guest = RemoteSession.join(guest_app, f"ws://127.0.0.1:{host.port}", host.table_id, host.code, "Sigrid")
    guest_app.start_session(guest)
    rng = random.Random(args.seed)
    shots, frames, over = 0, 0, [False, False]
    moves_shot = {20, 60, 120}
    end = time.monotonic() + 600
    while not all(over) and time.monotonic() < end:
        frames += 1
        over[0] = over[0] or play_one(host_app, rng)
        over[1] = over[1] or play_one(guest_app, rng)
        n = len(host.rec.actions)
        if n in moves_shot:
            moves_shot.discard(n)
            for _ in range(5):
                host_app.step(DT, [])
                guest_app.step(DT, [])
            shot(host_app, out / f"{args.game}_host_{shots}.png")
            shot(guest_app, out / f"{args.game}_guest_{shots}.png")
            shots += 1
        time.sleep(0.001)
    for _ in range(10):
        host_app.step(DT, [])
        guest_app.step(DT, [])
    shot(host_app, out / f"{args.game}_host_end.png")
    shot(guest_app, out / f"{args.game}_guest_end.png")
    print({"game": args.game, "moves": len(host.rec.actions), "over": host.state.is_over(),
           "guest_over": guest.state.is_over(), "scores_host": host.state.scores(),
           "scores_guest": guest.state.scores(), "frames": frames,
           "guest_moves": sum(1 for s, _ in host.rec.actions if s == 1)})
    guest.close()
    host.close()
    return 0 if host.state.is_over() and guest.state.scores() == host.state.scores() else 1


if __name__ == "__main__":
    raise SystemExit(main())
