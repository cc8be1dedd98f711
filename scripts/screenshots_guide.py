"""Screenshots of the guided first games (Learn to play, issue 36): three steps of each
game's guide, in English and one other language, at 1280x720 (the 1600x900 table as a
1280x720 window shows it), each reached by playing the guide through the window with
the clicks it asks for:

    python scripts/screenshots_guide.py [--out /tmp/guide] [--games asgard,midgard] [--langs en,it]

Without --langs: English and one other language per game (it, el, pl, pt in turn).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-shots-")

import pygame  # noqa: E402

from saves import SaveStore  # noqa: E402
from ui import guide  # noqa: E402
from ui.app import App  # noqa: E402
from ui.guide.drive import play_guided  # noqa: E402

SHOTS = {"asgard": ("gods", "place", "battle"), "midgard": ("draft", "move", "round_end"),
         "blood_rage": ("invade", "battle", "round_end"), "vikings": ("draft", "lead", "round_end"),
         "vikings_solo": ("welcome", "lead", "enemy")}
OTHERS = ("it", "el", "pl", "pt")


def shoot(out: Path, game_id: str, lang: str, steps: tuple[str, ...] = ()) -> list[Path]:
    app = App(headless=True, store=SaveStore(Path(tempfile.mkdtemp(prefix="guide-saves-"))))
    app.set_language(lang)
    app.settings.bot_pause = 0.0
    app.settings.animation_speed = 0
    err = guide.start(app, game_id)
    if err:
        raise SystemExit(f"screenshots_guide: {game_id} did not start: {err}")
    written = []
    for step in steps or SHOTS[game_id]:
        r = play_guided(app, max_frames=8000, until=lambda b, g, s=step: g is not None and g.step is not None
                        and g.step.id == s)
        if r["over"]:
            print(f"screenshots_guide: {game_id} ended before the step {step}")
            break
        for _ in range(3):
            app.step(1 / 30, [], draw=True)
        path = out / f"guide_{game_id}_{step}_{lang}.png"
        pygame.image.save(pygame.transform.smoothscale(app.screen, (1280, 720)), str(path))
        written.append(path)
        print(f"screenshots_guide: wrote {path}")
        # past this step: the next shot is a later one
        play_guided(app, max_frames=8000, until=lambda b, g, s=step: g is None or g.step is None or g.step.id != s)
    return written


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="screenshots")
    ap.add_argument("--games", default=",".join(SHOTS))
    ap.add_argument("--langs", default="")
    ap.add_argument("--steps", default="", help="these step ids instead of the three of each game")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for k, game_id in enumerate(args.games.split(",")):
        langs = args.langs.split(",") if args.langs else ["en", OTHERS[k % len(OTHERS)]]
        for lang in langs:
            shoot(out, game_id, lang, tuple(s for s in args.steps.split(",") if s))


if __name__ == "__main__":
    main()
