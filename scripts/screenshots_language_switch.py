"""Screenshots of a language switched while a screen is open (Settings -> language, no
restart), and of the Hint button beside the keys' help:

    python scripts/screenshots_language_switch.py [--out screenshots/i18n] [--lang el]

- switch_game_over_<lang>.png: the results of a Blood Rage game shown in English, then
  the language switched: the chart (title, round labels) and the table of points redrawn;
- switch_summary_<lang>.png: a solo Tiny Epic Vikings end-of-era summary open, then the
  language switched: its title and the enemy clan's row redrawn;
- hint_help_<lang>.png: a Tiny Epic Vikings board in that language with the keys' help
  open over it and the Hint button in the tray (two different words).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-shots-")

import pygame  # noqa: E402

from ui import i18n  # noqa: E402
from ui.app import App  # noqa: E402
from ui.settings import Settings  # noqa: E402

NAMES = ["Astrid", "Bjorn", "Sigrid"]


def save(app: App, path: Path) -> None:
    for _ in range(3):
        app.step(1 / 60, [])
    pygame.image.save(app.screen, str(path))
    print("wrote", path)


def game_over(app: App, lang: str, out: Path) -> None:
    from ui.scenes.game_over import GameOverScene
    from ui.session import GameSession

    app.set_language("en")
    seats = [{"name": n, "kind": "human", "colour": i} for i, n in enumerate(NAMES)]
    session = GameSession.new(app, "blood_rage", seats, 3, {})
    session.score_history = [[8, 5, 11], [20, 15, 22], [31, 36, 29]]
    session.score_labels = ["Age 1", "Age 2", "Age 3"]
    app.clear_to(GameOverScene(app, session))
    app.step(1 / 60, [])
    app.set_language(lang)
    save(app, out / f"switch_game_over_{lang}.png")


def summary(app: App, lang: str, out: Path) -> None:
    from tests.ui.tables import play_until_summary
    from ui.boards import board_scene_for
    from ui.session import GameSession

    app.set_language("en")
    session = GameSession.new(app, "vikings", [{"name": "Astrid", "kind": "human", "colour": 0}], 5,
                              {"expansion": "none"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(7)
    play_until_summary(board, session, rng)
    app.step(1 / 60, [])
    app.set_language(lang)
    save(app, out / f"switch_summary_{lang}.png")


def hint_and_help(app: App, lang: str, out: Path) -> None:
    from ui.boards import board_scene_for
    from ui.session import GameSession

    app.set_language(lang)
    seats = [{"name": n, "kind": "human" if i == 0 else "random", "colour": i} for i, n in enumerate(NAMES)]
    session = GameSession.new(app, "vikings", seats, 7, {"expansion": "none"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(3)
    for _ in range(12):
        session.run_bots_until_human()
        seat = session.pending_humans()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        board.update(0.4)
        board.close_summary()
    session.run_bots_until_human()
    board.update(0.5)
    board.help_open = True
    save(app, out / f"hint_help_{lang}.png")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "screenshots" / "i18n"))
    ap.add_argument("--lang", action="append", default=[], choices=[c for c in i18n.LANGUAGES if c != "en"])
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    app = App(headless=headless, settings=Settings(animation_speed=0, bot_pause=0.0))
    for lang in args.lang or ["el"]:
        game_over(app, lang, out)
        summary(app, lang, out)
        hint_and_help(app, lang, out)
    app.set_language("en")
    app.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
