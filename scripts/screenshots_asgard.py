"""Screenshots of the Asgard board at its main moments, each reached by driving a real
game session with seeded bots (the human seat plays random legal moves through the same
session):

    python scripts/screenshots_asgard.py [--out screenshots] [--only phase1,battle]

phase1 (secret choice of gods), phase2 (placing discs), phase3 (mid-action: an Asgard
action or a temple), battle (a battle world shown with its numbers), ragnarok_draft
(the Valhalla draft), ragnarok_tiles (weapons and magic placed face down), ragnarok
(a world resolved), hover_world (a world's tooltip), hotseat (a handoff between two
humans), gameover (the finished board). Run under Xvfb (scripts/screenshots.sh) or with
SDL's dummy driver.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-shots-")

import pygame  # noqa: E402

from game.core import Rng  # noqa: E402
from ui.app import App  # noqa: E402
from ui.boards import board_scene_for  # noqa: E402
from ui.session import GameSession  # noqa: E402
from ui.settings import Settings  # noqa: E402

NAMES = ["Astrid", "Bjorn", "Sigrid", "Ulf"]


def seats(*kinds: str) -> list[dict[str, Any]]:
    return [{"name": NAMES[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]


def frames(app: App, n: int = 4, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt, pygame.event.get())
        if not app.headless:
            pygame.display.flip()


def drive(app: App, kinds: tuple[str, ...], seed: int, stop: Callable[[Any], bool],
          prefer: Callable[[Any, list], list] | None = None, limit: int = 5000) -> tuple[Any, Any]:
    """A session with seat 0 human (random legal moves, or `prefer`'s choices) and bots,
    played until `stop(state)` holds while the human is to act (or the game ends)."""
    session = GameSession.new(app, "asgard", seats(*kinds), seed, {})
    rng = Rng(seed)
    for _ in range(limit):
        session.run_bots_until_human()
        st = session.state
        if st.is_over() or stop(st):
            break
        seat = session.pending_humans()[0]
        legal = st.legal_actions(seat)
        choices = (prefer(st, legal) if prefer else None) or legal
        session.apply(seat, rng.choice(choices))
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.moments.clear()
    return session, board


def _prefer_temples(st: Any, legal: list) -> list:
    good = [a for a in legal if a[0] in ("build", "slot") or (a[0] == "place" and len(a) == 3 and a[2] == "temple")]
    good += [a for a in legal if a[0] == "resolve" and a[1] == "temple"]
    return good


def _prefer_battles(st: Any, legal: list) -> list:
    good = [a for a in legal if a[0] in ("disc", "battle", "spend")]
    good += [a for a in legal if a[0] == "place" and len(a) == 3 and a[2] == "asgard"]
    good += [a for a in legal if a[0] == "resolve" and a[1] == "asgard"]
    good += [a for a in legal if a[0] == "single"]
    return good or [a for a in legal if a[0] != "giveup"]


def shots(app: App) -> list[tuple[str, Callable[[], Any]]]:
    def phase1() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 11, lambda st: st.rnd == 2 and st.decision() == "choose")
        st = _s.state
        seat = _s.pending_humans()[0]
        _s.apply(seat, st.legal_actions(seat)[1])   # one god chosen, more to choose
        frames(app, 3)
        b.mouse = (b.layout.TRAY.x + 150, b.layout.TRAY.bottom - 60)
        return b

    def phase2() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 12, lambda st: st.rnd == 2 and st.decision() == "place")
        frames(app, 3)
        return b

    def phase3() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 13,
                      lambda st: st.rnd >= 2 and st.decision() in ("buyrec", "buydisc", "pay", "slot", "dplace"),
                      prefer=_prefer_battles)
        frames(app, 3)
        return b

    def phase3_temple() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 14,
                      lambda st: st.decision() in ("slot", "build") or (st.decision() == "temple" and st.rnd >= 2),
                      prefer=_prefer_temples)
        frames(app, 3)
        return b

    def battle() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 15, lambda st: st.decision() == "rescue", prefer=_prefer_battles)
        frames(app, 3)
        return b

    def battle_moment() -> Any:
        session, b = drive(app, ("human", "easy", "easy"), 16,
                           lambda st: st.phase == "actions" and st.rnd == 3 and st.decision() == "resolve"
                           and sum(1 for x in st.battle for s in x if s >= 0) >= 2, prefer=_prefer_battles)
        # play on until the battle phase's events arrive, then show the first world panel
        rng = Rng(3)
        while session.state.rnd == 3 and not session.state.is_over():
            session.run_bots_until_human()
            if session.state.rnd != 3:
                break
            seat = session.pending_humans()[0]
            legal = session.state.legal_actions(seat)
            session.apply(seat, rng.choice(_prefer_battles(session.state, legal) or legal))
        while b.moments and not b.moments[0].world >= 0:
            b.moments.pop(0)
        frames(app, 2)
        return b

    def ragnarok_draft() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 17, lambda st: st.decision() == "vdraft", prefer=_prefer_temples)
        frames(app, 3)
        return b

    def ragnarok_tiles() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 18, lambda st: st.decision() == "wmplace",
                      prefer=_prefer_temples)
        frames(app, 3)
        return b

    def ragnarok() -> Any:
        session, b = drive(app, ("human", "easy", "easy"), 19, lambda st: st.phase == "ragnarok",
                           prefer=_prefer_temples)
        rng = Rng(5)
        while not session.state.is_over():
            session.run_bots_until_human()
            if session.state.is_over():
                break
            seat = session.pending_humans()[0]
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        worlds = [m for m in b.moments if m.world >= 0]
        b.moments = worlds[-1:] if worlds else b.moments[-1:]
        b.over_since = None
        b.time = 0.0
        frames(app, 2, dt=0.001)
        return b

    def hover_world() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 20, lambda st: st.rnd == 3 and st.decision() == "place")
        from ui.boards import asgard_layout as L

        r = L.WORLD_RECTS[4]
        b.mouse = (r.x + 30, r.y + 20)
        frames(app, 3)
        return b

    def hotseat() -> Any:
        _s, b = drive(app, ("human", "human"), 21, lambda st: st.rnd == 1 and st.decision() == "choose")
        frames(app, 3)
        return b

    def gameover() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 22, lambda st: False, prefer=_prefer_temples)
        b.over_since = None
        frames(app, 2, dt=0.001)
        return b

    return [("asgard_phase1", phase1), ("asgard_phase2", phase2), ("asgard_phase3", phase3),
            ("asgard_phase3_temple", phase3_temple), ("asgard_battle", battle),
            ("asgard_battle_moment", battle_moment), ("asgard_ragnarok_draft", ragnarok_draft),
            ("asgard_ragnarok_tiles", ragnarok_tiles), ("asgard_ragnarok", ragnarok),
            ("asgard_hover_world", hover_world), ("asgard_hotseat", hotseat), ("asgard_gameover", gameover)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots"))
    p.add_argument("--only", default="", help="comma-separated shot names (without asgard_)")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    app = App(headless=headless, settings=Settings(animation_speed=1, bot_pause=0.0))
    only = {s for s in args.only.split(",") if s}
    failed = 0
    for name, make in shots(app):
        if only and name.removeprefix("asgard_") not in only:
            continue
        make()
        from ui.scenes.crash import CrashScene

        if isinstance(app.top, CrashScene):
            print(f"screenshots: {name} crashed: {app.top.message}", file=sys.stderr)
            failed += 1
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        print(f"screenshots: wrote {path}")
    app.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
