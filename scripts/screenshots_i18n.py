"""Screenshots for the translations: a pangram of each language in each font role, and
every scene and the four boards in a chosen language.

    python scripts/screenshots_i18n.py --pangrams                 # screenshots/i18n/pangrams.png
    python scripts/screenshots_i18n.py --lang it [--lang el ...]  # screenshots/i18n/<code>/*.png
    python scripts/screenshots_i18n.py --all                      # pangrams and every language

The scenes are those of scripts/screenshots.py (title, new game, load, settings, the four
rules, pause, handoff, game over, crash, the Midgard board); the Asgard, Blood Rage and
Tiny Epic Vikings boards are shot a few moves into a seeded game with a tooltip open.
A language without a catalogue yet is shown in English (say so in the output).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import shots

ROOT = shots.ROOT
shots.environment()

import pygame  # noqa: E402

from ui import i18n  # noqa: E402
from ui.app import App  # noqa: E402

# one sentence per language with every letter of its alphabet (Greek with its accents,
# Polish with ą ć ę ł ń ó ś ź ż, Portuguese with á â ã à ç é ê í ó ô õ ú), our own
PANGRAMS = {
    "en": "The quick brown fox jumps over the lazy dog — Ragnarök, Mímir, Týr",
    "it": "Quel vituperabile xenofobo zelante assaggia il whisky ed esclama: alleluja! È però già così",
    "el": "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία — Οργή, Τσεκούρια, Κέρατα, Ϊ ϋ ΐ ΰ ά έ ή ί ό ύ ώ",
    "pl": "Zażółć gęślą jaźń; Pchnąć w tę łódź jeża lub ośm skrzyń fig — ŻÓŁW, ĄĆĘŁŃŚŹ",
    "pt": "À noite, vovô Kowalsky vê o ímã cair no pé do pinguim queixoso e vovó põe açúcar no chá de tâmaras",
}
ROLES = ("display", "display-bold", "text", "text-bold")


def pangrams(app: App, path: Path) -> None:
    """Every pangram in every font role (FontCache, as the boards draw), and once more
    through pygame-gui (as the scenes' labels draw), on the table's dark background."""
    import pygame_gui

    surf = pygame.Surface(app.size)
    surf.blit(app.background(), (0, 0))
    f = app.fonts
    y = 24
    for code, text in PANGRAMS.items():
        head = f.render(f"{code} · {i18n.LANGUAGES[code]}", "text-bold", 16, (212, 167, 44))
        surf.blit(head, (40, y))
        y += 22
        for role in ROLES:
            line = f.render(text, role, 22, (236, 226, 200))
            surf.blit(f.render(role, "text", 13, (150, 150, 150)), (40, y + 6))
            surf.blit(line, (150, y))
            y += 28
        y += 6
    manager = app.make_ui_manager()
    for k, text in enumerate(PANGRAMS.values()):
        pygame_gui.elements.UILabel(pygame.Rect(40, y + k * 28, 1520, 28), f"pygame-gui: {text}", manager)
    manager.update(0.01)
    manager.draw_ui(surf)
    pygame.image.save(surf, str(path))
    print(f"screenshots_i18n: wrote {path}")


def board_shots(app: App) -> list[tuple[str, object]]:
    """The three other boards a few moves into a seeded game, a tooltip open."""
    from game.core import Rng

    def go(game: str, n: int, moves: int, options: dict) -> object:
        def make() -> None:
            board, session = shots.table(app, game, ["human"] + ["random"] * (n - 1), 7, options)
            rng = Rng(3)
            for _ in range(moves):
                session.run_bots_until_human()
                if session.state.is_over():
                    break
                seat = session.pending_humans()[0]
                session.apply(seat, rng.choice(session.state.legal_actions(seat)))
                board.update(0.4)
                board.close_summary()
            session.run_bots_until_human()
            board.update(0.5)
            surf = pygame.Surface(app.size)
            board.draw(surf)   # the tooltips of this frame are known after a draw
            tips = list(getattr(board, "tips", []))
            if tips:
                board.mouse = tips[len(tips) // 2][0].center
            for _ in range(4):
                app.step(1 / 60, [])
            board.update(1.0)
        return make

    return [("asgard_board", go("asgard", 3, 14, {})), ("blood_rage_board", go("blood_rage", 3, 14, {})),
            ("vikings_board", go("vikings", 3, 10, {"expansion": "ragnarok"}))]


def language_shots(app: App, code: str, out: Path) -> int:
    app.set_language(code)
    if code != i18n.BASE and not i18n.read_catalogue(code):
        print(f"screenshots_i18n: no catalogue for {code} yet: the texts are English")
    return shoot_all(app, out)


def shoot_all(app: App, out: Path) -> int:
    """Every shot of scripts/screenshots.py and the three other boards, in the language
    shown now; the number that crashed."""
    import screenshots as base

    return shots.run(app, base.scene_shots(app) + board_shots(app), out, tag="screenshots_i18n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "screenshots" / "i18n"))
    ap.add_argument("--pangrams", action="store_true")
    ap.add_argument("--lang", action="append", default=[], choices=list(i18n.LANGUAGES))
    ap.add_argument("--all", action="store_true", help="the pangrams and every language")
    ap.add_argument("--long", action="store_true",
                    help="every scene and board with every text a third longer (screenshots/i18n/long/)")
    ap.add_argument("--pseudo", action="store_true",
                    help="list texts drawn outside the catalogue (every catalogue text marked ⟦…⟧)")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app()
    import screenshots as base

    base._prepare_saves(app)
    failed = 0
    if args.pangrams or args.all:
        pangrams(app, out / "pangrams.png")
    if args.long:
        from ui.catalogue import Pseudo

        with Pseudo(app, stretch=0.35):
            failed += shoot_all(app, out / "long")
    if args.pseudo:
        for name, texts in pseudo_run(app).items():
            for text in sorted(texts):
                print(f"{name}: {text!r}")
    for code in (list(i18n.LANGUAGES) if args.all else args.lang):
        failed += language_shots(app, code, out / code)
    app.set_language(i18n.BASE)
    app.shutdown()
    return 1 if failed else 0



# --- the pseudo-language: what is drawn without going through the catalogue ---------------------
ALLOWED = {"Astrid", "Bjorn", "Sigrid", "Ulf", "Eyvind", "Ada", "Bo"}   # the players of the shots


def pseudo_run(app: App) -> dict[str, set[str]]:
    """Show every shot in the pseudo-language (every catalogue text marked ⟦…⟧) and
    return, per shot, the texts drawn with words outside the markers."""
    import screenshots as base
    from ui.catalogue import Pseudo, suspicious

    found: dict[str, set[str]] = {}
    with Pseudo(app) as pseudo:
        for name, make in base.scene_shots(app) + board_shots(app):
            pseudo.take()
            try:
                make()
            except LookupError:
                continue
            for _ in range(3):
                app.step(1 / 60, [])
            if name.startswith("rules"):
                continue   # the rules are whole files per language (assets/rules/<code>/)
            bad = {t for t in pseudo.take() if suspicious(t, ALLOWED)}
            if bad:
                found[name] = bad
    return found


if __name__ == "__main__":
    sys.exit(main())
