"""Screenshots of the Asgard board at its main moments, each reached by driving a real
game session with seeded bots (the human seat plays random legal moves through the same
session):

    python scripts/screenshots_asgard.py [--out screenshots] [--only phase1,battle] [--lang el]

phase1 (secret choice of gods), phase2 (placing discs), phase3 (mid-action: an Asgard
action or a temple), battle (a battle world shown with its numbers), ragnarok_draft
(the Valhalla draft), ragnarok_tiles (weapons and magic placed face down), ragnarok
(a world resolved), hover_world (a world's tooltip), hotseat (a handoff between two
humans), gameover (the finished board). Run under Xvfb (scripts/screenshots.sh) or with
SDL's dummy driver.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shots

ROOT = shots.ROOT
shots.environment()


from game.core import Rng  # noqa: E402
from ui.app import App  # noqa: E402

frames = shots.frames


def drive(app: App, kinds: tuple[str, ...], seed: int, stop: Callable[[Any, Any], bool],
          prefer: Callable[[Any, list], list] | None = None, limit: int = 5000, tries: int = 12) -> tuple[Any, Any]:
    """A session with seat 0 human and bots, played until `stop(state, board)` holds (or
    the game ends: then the next seed is tried). The human's moves are made by an easy
    bot, or chosen among `prefer`'s actions when it returns some."""
    from game.ai import make_bot

    for k in range(tries):
        board, session = shots.table(app, "asgard", kinds, seed + 100 * k)
        rng = Rng(seed + k)
        helper = make_bot("easy", "asgard")
        hit = False
        for _ in range(limit):
            while session.pending_bots() and not stop(session.state, board):
                seat = session.pending_bots()[0]
                session.apply(seat, session.bot_for(seat).choose(session.state.view(seat), seat,
                                                                  session.bots.rng(seat)))
            st = session.state
            if stop(st, board):
                hit = True
                break
            if st.is_over():
                break
            seat = session.pending_humans()[0]
            legal = st.legal_actions(seat)
            choices = prefer(st, legal) if prefer else []
            if choices:
                session.apply(seat, rng.choice(choices))
            else:
                session.apply(seat, helper.choose(st.view(seat), seat, Rng(rng.next_u64())))
        if hit:
            break
    board.anim.clear()   # the moves above were applied at once: no piece is still on its way
    return session, board


def calm(b: Any) -> None:
    """No panel over the board: the shot shows the decision itself."""
    b.moments.clear()       # the story closes at the next frame
    b.summary_open = False
    b.invalidate()


def human(pred: Callable[[Any], bool]) -> Callable[[Any, Any], bool]:
    """A stop for a decision of the human seat 0."""
    return lambda st, b: not st.is_over() and 0 in st.to_act() and pred(st)


def world_panel(title: str) -> Callable[[Any, Any], bool]:
    return lambda st, b: any(m.world >= 0 and m.title.startswith(title) for m in b.moments)


def show_world_panel(b: Any, title: str) -> None:
    ms = [m for m in b.moments if m.world >= 0 and m.title.startswith(title)]
    # the most eventful world panel
    b.moments[:] = sorted(ms, key=lambda m: -len(m.lines))[:1] or b.moments[:1]
    b.summary_open = False
    b.over_since = None
    b.invalidate()


def _prefer_temples(st: Any, legal: list) -> list:
    good = [a for a in legal if a[0] in ("build", "slot") or (a[0] == "place" and len(a) == 3 and a[2] == "temple")]
    good += [a for a in legal if a[0] == "resolve" and a[1] == "temple"]
    return good


def _prefer_battles(st: Any, legal: list) -> list:
    return [a for a in legal if a[0] in ("disc", "battle")]


def asgard_shots(app: App) -> list[tuple[str, Callable[[], Any]]]:
    def phase1() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 11, human(lambda st: st.rnd == 2 and st.decision() == "choose"))
        st = _s.state
        _s.apply(0, st.legal_actions(0)[1])   # one god chosen, more to choose
        calm(b)
        frames(app, 3)
        b.mouse = (b.layout.TRAY.x + 150, b.layout.TRAY.bottom - 60)
        return b

    def phase2() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 12,
                      human(lambda st: st.rnd == 2 and st.decision() == "place"))
        calm(b)
        frames(app, 3)
        return b

    def phase3() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 13,
                      human(lambda st: st.rnd >= 2 and st.decision() in ("buyrec", "buydisc", "dplace")))
        calm(b)
        frames(app, 3)
        return b

    def phase3_temple() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 14,
                      human(lambda st: st.decision() in ("slot", "pay") and st.rnd >= 2), prefer=_prefer_temples)
        calm(b)
        frames(app, 3)
        return b

    def battle() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 15, human(lambda st: st.decision() == "rescue"),
                      prefer=_prefer_battles, tries=30)
        calm(b)
        frames(app, 3)
        return b

    def battle_moment() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 16, world_panel("Battle in"), prefer=_prefer_battles)
        show_world_panel(b, "Battle in")
        frames(app, 2, dt=0.001)
        return b

    def ragnarok_draft() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 17, human(lambda st: st.decision() == "vdraft"),
                      prefer=_prefer_temples, tries=30)
        calm(b)
        frames(app, 3)
        return b

    def ragnarok_tiles() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 18, human(lambda st: st.decision() == "wmplace"),
                      tries=30)
        calm(b)
        frames(app, 3)
        return b

    def ragnarok() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 19, world_panel("Ragnarök in"), prefer=_prefer_temples)
        show_world_panel(b, "Ragnarök in")
        frames(app, 2, dt=0.001)
        return b

    def odin() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 23, human(lambda st: st.decision() == "odin"),
                      prefer=lambda st, legal: [a for a in legal if a[0] == "place" and len(a) == 3
                                                and a[2] == "ODIN_UP"])
        calm(b)
        b._refresh()
        t = next((t for t in b.targets if t.action[0] == "order"), None)
        if t is not None:
            b.mouse = (t.rect.x + 40, t.rect.centery)
        frames(app, 3)
        return b

    def hover_world() -> Any:
        _s, b = drive(app, ("human", "easy", "easy"), 20, human(lambda st: st.rnd == 3 and st.decision() == "place"))
        from ui.boards import asgard_layout as L

        calm(b)
        r = L.WORLD_RECTS[4]
        b.mouse = (r.x + 30, r.y + 20)
        frames(app, 3)
        return b

    def hotseat() -> Any:
        b, session = shots.table(app, "asgard", ("human", "human"), 21)
        frames(app, 3)
        return b

    def gameover() -> Any:
        _s, b = drive(app, ("human", "easy", "easy", "easy"), 22, lambda st, b: False, prefer=_prefer_temples)
        calm(b)
        b.over_since = None
        frames(app, 40, dt=0.05)   # the game-over screen (the breakdown by source, the chart by round)
        return b

    def ragnarok_told(k: int) -> Callable[[], Any]:
        def make() -> Any:
            # the game's end told world by world: the k-th Ragnarök panel (the top bar and
            # the seat panels still show the position before it)
            _s, b = drive(app, ("human", "easy", "easy", "easy"), 22, lambda st, b: False, prefer=_prefer_temples)
            while b.moments and not b.moments[0].title.startswith("Ragnarök in"):
                b.on_button("moment_next")
            for _ in range(k):
                if len(b.moments) > 1:
                    b.on_button("moment_next")
            frames(app, 3)
            return b
        return make

    def summary_after_battle() -> Any:
        # the battles of round 1 read (Continue on each), then the round's summary
        _s, b = drive(app, ("human", "easy", "easy"), 16, lambda st, b: st.rnd == 2 and bool(b.moments))
        while b.moments:
            b.on_button("moment_next")
        frames(app, 3)
        return b

    return [("asgard_ragnarok_told1", ragnarok_told(0)), ("asgard_ragnarok_told2", ragnarok_told(1)),
            ("asgard_summary_after_battle", summary_after_battle), ("asgard_phase1", phase1), ("asgard_phase2", phase2), ("asgard_phase3", phase3),
            ("asgard_phase3_temple", phase3_temple), ("asgard_battle", battle),
            ("asgard_battle_moment", battle_moment), ("asgard_ragnarok_draft", ragnarok_draft),
            ("asgard_ragnarok_tiles", ragnarok_tiles), ("asgard_ragnarok", ragnarok), ("asgard_odin", odin),
            ("asgard_hover_world", hover_world), ("asgard_hotseat", hotseat), ("asgard_gameover", gameover)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots"))
    p.add_argument("--only", default="", help="comma-separated shot names (without asgard_)")
    p.add_argument("--lang", default="en", help="the language of the window: en, it, el, pl, pt")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app(animation_speed=1)
    if args.lang != "en":
        app.set_language(args.lang)
    failed = shots.run(app, asgard_shots(app), out, args.only.split(","), prefix="asgard_")
    app.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
