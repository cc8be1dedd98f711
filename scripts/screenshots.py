"""Render every scene of the window to PNG files (and the Midgard board when it exists).

    python scripts/screenshots.py [--out screenshots] [--only title,rules]

Run it under a real X display (scripts/screenshots.sh starts a virtual one with Xvfb);
without a display it falls back to SDL's dummy driver, which renders the same pixels.
Every shot is the 1600x900 logical surface the window shows. Saves and settings go to
a temporary YGGDRASIL_HOME, never the player's own.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shots

ROOT = shots.ROOT
shots.environment(quiet=False)


from ui.app import App  # noqa: E402


class _State:
    def __init__(self, over: bool = False) -> None:
        self.over = over

    def scores(self) -> list[int]:
        return [38, 52, 41, 52]

    def score_breakdown(self) -> list[dict[str, int]]:
        return [
            {"provinces": 17, "asgard": 5, "ragnarok": 8, "valhalla": 3, "sets": 5, "total": 38},
            {"provinces": 24, "asgard": 10, "ragnarok": 6, "valhalla": 2, "sets": 10, "total": 52},
            {"provinces": 20, "asgard": 0, "ragnarok": 12, "valhalla": 4, "sets": 5, "total": 41},
            {"provinces": 27, "asgard": 5, "ragnarok": 10, "valhalla": 5, "sets": 5, "total": 52},
        ]

    def winners(self) -> list[int]:
        return [1]

    def round_label(self) -> str:
        return "Game over" if self.over else "Round 2 · Action"

    def is_over(self) -> bool:
        return self.over

    def to_json(self) -> dict:
        return {}


class _Session:
    """A stand-in for scenes that need a session when the engine or board is missing."""

    def __init__(self) -> None:
        from game.registry import get_game

        self.spec = get_game("midgard")
        self.state = _State(over=True)
        self.names = ["Astrid", "Bjorn", "Sigrid", "Ulf"]
        self.seats = [{"name": n, "kind": "random", "colour": i} for i, n in enumerate(self.names)]
        self.score_history = [[9, 12, 14, 10], [22, 31, 27, 30], [38, 52, 41, 52]]

    def save_as(self, name: str) -> Any:
        return Path(name + ".json")


def _demo(app: App, which: str) -> Any | None:
    try:
        from ui.boards.demo import demo_session
    except ImportError:
        return None
    return demo_session(app, which)


def _frames(app: App, n: int = 6) -> None:
    shots.frames(app, n)


def _prepare_saves(app: App) -> None:
    """A few saves so the title shows Continue and the load list has rows."""
    from saves import GameRecord

    seats = [{"name": "Astrid", "kind": "human"}, {"name": "Bjorn", "kind": "normal"},
             {"name": "Sigrid", "kind": "random"}]
    session = _demo(app, "midround")
    if session is not None:
        session.save_as("Saturday evening")
    else:
        app.store.save("Saturday evening", GameRecord.start("midgard", seats, 5, {}), _State())
    app.store.root.mkdir(parents=True, exist_ok=True)
    (app.store.root / "half written.json").write_bytes(b'{"format": "yggdrasil-tabletop-save", "vers')


def scene_shots(app: App) -> list[tuple[str, Callable[[], None]]]:
    from ui.scenes import (
        CrashScene,
        GameOverScene,
        HandoffScene,
        LoadScene,
        NewGameScene,
        PauseScene,
        RulesScene,
        SettingsScene,
        TitleScene,
    )

    def show(*scenes: Any, frames: int = 6) -> None:
        app.clear_to(scenes[0])
        for s in scenes[1:]:
            app.push(s)
        _frames(app, frames)

    def load_scene() -> None:
        scene = LoadScene(app)
        show(TitleScene(app), scene)
        if scene.entries:
            scene.select(0)
        _frames(app, 3)

    def board(which: str) -> Callable[[], None]:
        def go() -> None:
            session = _demo(app, which)
            if session is None:
                raise LookupError("no board yet")
            from ui.boards import board_scene_for

            # the board pushes the game-over screen after about a second: shoot it before
            show(board_scene_for(app, session), frames=20 if which == "gameover" else 30)
        return go

    def draft_hover() -> None:
        """The draft with the pointer on the second card of the packet: its tooltip."""
        session = _demo(app, "draft")
        if session is None:
            raise LookupError("no board yet")
        from ui.boards import board_scene_for
        from ui.boards import midgard_layout as L

        scene = board_scene_for(app, session)
        app.clear_to(scene)
        _frames(app, 2)
        scene.mouse = L.draft_rects(len(session.state.draft.packs[0]))[1].center
        _frames(app, 10)

    def load_notice() -> None:
        """A game loaded from an earlier release's save: the notice over the board."""
        session = _demo(app, "midround")
        if session is None:
            raise LookupError("no board yet")
        from ui.boards import board_scene_for

        session.load_notice = ("This game was saved by version 0.0.9. This version's corrected rules no longer "
                               "allow its move 41, so the game goes on from just before that move (3 moves dropped).")
        show(board_scene_for(app, session), frames=20)

    def pause() -> None:
        session = _demo(app, "midround")
        if session is not None:
            from ui.boards import board_scene_for

            show(board_scene_for(app, session), PauseScene(app, session), frames=20)
        else:
            show(TitleScene(app), PauseScene(app, _Session()))

    def game_over() -> None:
        session = _demo(app, "gameover")
        if session is not None:  # over its finished board, as in play
            from ui.boards import board_scene_for

            board_scene = board_scene_for(app, session)
            show(board_scene)
            app.push(GameOverScene(app, session))
            _frames(app, 6)
        else:
            show(TitleScene(app), GameOverScene(app, _Session()))

    def game_over_tie() -> None:
        """A Tiny Epic Vikings game (random decisions, seed 2) whose best score is shared and
        whose tie-break settles it: the headline says with whom and by which rule."""
        import random

        from ui.session import GameSession

        session = GameSession.new(app, "vikings", shots.seats("human", "human", "human"), 2, {})
        rng = random.Random(2)
        while not session.state.is_over():
            seat = session.state.to_act()[0]
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        show(TitleScene(app), GameOverScene(app, session))

    return [
        ("title", lambda: show(TitleScene(app))),
        ("new_game", lambda: show(TitleScene(app), NewGameScene(app))),
        ("load", load_scene),
        ("settings", lambda: show(TitleScene(app), SettingsScene(app))),
        ("rules", lambda: show(TitleScene(app), RulesScene(app, "midgard"))),
        ("rules_blood_rage", lambda: show(TitleScene(app), RulesScene(app, "blood_rage"))),
        ("rules_asgard", lambda: show(TitleScene(app), RulesScene(app, "asgard"))),
        ("rules_vikings", lambda: show(TitleScene(app), RulesScene(app, "vikings"))),
        ("pause", pause),
        ("handoff", lambda: show(TitleScene(app), HandoffScene(app, "Sigrid", lambda: None))),
        ("game_over", game_over),
        ("game_over_tie", game_over_tie),
        ("crash", lambda: show(CrashScene(app, "ZeroDivisionError: division by zero (a test of the crash screen)",
                                          app.last_crash_log or Path("~/.local/state/yggdrasil-tabletop/log/crash.log")))),
        ("midgard_draft", board("draft")),
        ("midgard_midround", board("midround")),
        ("midgard_draft_hover", draft_hover),
        ("midgard_load_notice", load_notice),
        ("midgard_gameover", board("gameover")),
    ]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots"))
    p.add_argument("--only", default="", help="comma-separated shot names")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app()
    _prepare_saves(app)
    failed = shots.run(app, scene_shots(app), out, args.only.split(","))
    app.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
