"""Card faces at 1280x720, side by side, in one language: the Blood Rage, Midgard and Vikings
hand cards whose title, chip or effect is long (a word broken with a hyphen, a name said
shorter; issue 33, 7). The sheet is drawn on the logical surface at the window's text
sizes, each face as the hand draws it, and with the tray's tag ("new", Vikings' tabs).

    .venv/bin/python scripts/screenshots_card_faces.py --lang el [--out screenshots]
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path

import shots

shots.environment(driver="dummy")

import pygame  # noqa: E402

from ui import i18n  # noqa: E402
from ui.widgets.cards import card_size  # noqa: E402

# (game, card) pairs worth a look in each language: long titles, long kingdoms, long effects
BLOOD_RAGE = (3, 4, 11, 13, 16, 37, 60, 71, 72, 90, 91)


def sheet(app, lang: str) -> pygame.Surface:
    from game.blood_rage.data import CARDS  # noqa: F401 - the cards the faces are drawn from
    from tests.ui.test_board_texts_whole import _all_faces
    from ui.boards import blood_rage_text as T
    from ui.boards.blood_rage_cards import BloodRageCardArt
    from ui.widgets.cards import CardArt

    i18n.set_language(lang)
    art = BloodRageCardArt(app.fonts)
    plain = CardArt(app.fonts)
    faces = [(art, T.card_face(c), 166) for c in BLOOD_RAGE]
    faces += [(art, dataclasses.replace(T.card_face(c), mark="new"), 166) for c in BLOOD_RAGE[:6]]
    mid = [f for f in _all_faces("midgard") if f.subtitle or len(f.title) > 8]
    faces += [(plain, f, 146) for f in mid[::max(1, len(mid) // 10)][:10]]
    vik = [f for f in _all_faces("vikings") if f.text]
    faces += [(plain, f, 166) for f in vik[::max(1, len(vik) // 10)][:10]]
    cols, gap = 11, 6
    w, h = card_size(166)
    rows = (len(faces) + cols - 1) // cols
    out = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    out.fill((40, 34, 28))
    for i, (a, face, height) in enumerate(faces):
        x, y = gap + (i % cols) * (w + gap), gap + (i // cols) * (h + gap)
        out.blit(a.face(face, height), (x, y))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--lang", default="el", choices=("en", "pt", "it", "el", "pl"))
    p.add_argument("--out", default=str(shots.ROOT / "screenshots"))
    a = p.parse_args()
    app = shots.new_app()
    app._open_window((1280, 720))       # the window's text sizes (ui.fonts.effective_size)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"card_faces_{a.lang}_1280.png"
    pygame.image.save(sheet(app, a.lang), str(path))
    print(path)


if __name__ == "__main__":
    main()
