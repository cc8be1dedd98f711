"""Screenshot of Tiny Epic Vikings' hand with its Fight / Slay tabs (a turn's start, when
a card can be led face up or played face down):

    python scripts/screenshots_vikings_tabs.py [--out screenshots] [--lang pl]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from screenshots_vikings import App, new_board, shoot, step  # noqa: E402

from game.core import Rng  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "screenshots"))
    ap.add_argument("--lang", default="en")
    ap.add_argument("--setup", default="RN4")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(headless=True)
    if args.lang != "en":
        app.set_language(args.lang)
    app.settings.bot_pause = 0.0
    app.settings.animation_speed = 1
    board, session = new_board(app, args.setup, 14)
    rng = Rng(5)
    for _ in range(3000):
        session.run_bots_until_human()
        st = session.state
        if st.is_over():
            raise SystemExit("no turn with Fight tabs")
        legal = st.legal_actions(session.pending_humans()[0])
        if st.era >= 2 and any(a[0] == "battle" for a in legal) and any(a[0] == "lead" for a in legal):
            break
        step(board, session, rng)
    board.story = None
    suffix = "" if args.lang == "en" else f"_{args.lang}"
    shoot(board, out / f"vikings_hand_tabs{suffix}.png")


if __name__ == "__main__":
    main()
