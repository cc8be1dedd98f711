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
import random
from pathlib import Path

import shots

ROOT = shots.ROOT
shots.environment()


from ui import i18n  # noqa: E402
from ui.app import App  # noqa: E402


def save(app: App, path: Path) -> None:
    for _ in range(3):
        app.step(1 / 60, [])
    shots.save(app, path, say="wrote ")


def game_over(app: App, lang: str, out: Path) -> None:
    from ui.scenes.game_over import GameOverScene
    from ui.session import GameSession

    app.set_language("en")
    session = GameSession.new(app, "blood_rage", shots.seats("human", "human", "human"), 3, {})
    session.score_history = [[8, 5, 11], [20, 15, 22], [31, 36, 29]]
    session.score_labels = [("age", 1), ("age", 2), ("age", 3)]
    app.clear_to(GameOverScene(app, session))
    app.step(1 / 60, [])
    app.set_language(lang)
    save(app, out / f"switch_game_over_{lang}.png")


def summary(app: App, lang: str, out: Path) -> None:
    from tests.ui.tables import play_until_summary

    app.set_language("en")
    board, session = shots.table(app, "vikings", ("human",), 5, {"expansion": "none"})
    rng = random.Random(7)
    play_until_summary(board, session, rng)
    app.step(1 / 60, [])
    app.set_language(lang)
    save(app, out / f"switch_summary_{lang}.png")


def hint_and_help(app: App, lang: str, out: Path) -> None:
    app.set_language(lang)
    board, session = shots.table(app, "vikings", ("human", "random", "random"), 7, {"expansion": "none"})
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
    app = shots.new_app()
    for lang in args.lang or ["el"]:
        game_over(app, lang, out)
        summary(app, lang, out)
        hint_and_help(app, lang, out)
    app.set_language("en")
    app.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
