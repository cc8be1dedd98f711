"""Screenshots of issue 33's texts: a board at a seeded position mid-game in English, then
switched to Italian and to Portuguese (no text of the previous language may stay), and the
load screen with long rows in Greek and Portuguese (the date whole at each row's end):

    python scripts/screenshots_texts.py [--out /tmp/texts-shots] [--root /path/to/checkout]

--root draws with another checkout's code (the same script before and after a change).
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import shots

ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("--out", default="/tmp/texts-shots")
ap.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
args = ap.parse_args()
shots.environment(driver="dummy", root=args.root)


from saves import GameRecord  # noqa: E402
from ui.app import App  # noqa: E402
from ui.scenes import LoadScene  # noqa: E402


def save(app: App, path: Path) -> None:
    app.step(1 / 60, [])
    shots.save(app, path, draw=True, say="wrote ")


def board(app: App, game: str, options: dict, out: Path) -> None:
    app.set_language("en")
    b, session = shots.table(app, game, ("human", "random", "random"), 5, options)
    rng = random.Random(3)
    for _ in range(30):
        session.run_bots_until_human()
        pending = session.pending_humans()
        if not pending:
            break
        session.apply(pending[0], rng.choice(session.state.legal_actions(pending[0])))
        b.update(0.4)
        b.close_summary()
    session.run_bots_until_human()
    b.update(0.5)
    save(app, out / f"switch_{game}_en.png")
    for lang in ("it", "pt"):
        app.set_language(lang)
        save(app, out / f"switch_{game}_{lang}.png")


class _Doc:
    """A position for the save list: its label and nothing else."""

    def __init__(self, label: str) -> None:
        self.label = label

    def round_label(self) -> str:
        return self.label

    def is_over(self) -> bool:
        return False

    def to_json(self) -> dict:
        return {}


def load_screen(app: App, out: Path) -> None:
    seats = [{"name": n, "kind": "human"} for n in ("Astrid", "Bjorn", "Sigrid", "Ulf")]
    rec = GameRecord.start("blood_rage", seats, 3, {})
    for name, label in (("Η μεγάλη μάχη του Ασγκαρντ και του Μίντγκαρντ", "Εποχή 3 · Ραγκναρόκ και η τελική βαθμολογία"),
                        ("A grande batalha de Asgard contra os gigantes", "Era 3 · Ragnarök e a pontuação final"),
                        ("short", "Age 1")):
        app.store.save(name, rec, _Doc(label))
    for lang in ("el", "pt"):
        app.set_language(lang)
        app.clear_to(LoadScene(app))
        for _ in range(30):
            app.run_frames(1)
            time.sleep(0.02)
        save(app, out / f"load_{lang}.png")


def main() -> int:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app()
    board(app, "asgard", {}, out)
    board(app, "vikings", {"expansion": "none"}, out)
    try:
        load_screen(app, out)
    except Exception as e:   # the save store's API differs between checkouts
        print("no load screen shots:", e)
    app.set_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
