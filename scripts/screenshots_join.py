"""Screenshots of network play in the window: the Join screen with a server's tables
listed, and a board of a seat played through a table server on the loopback.

    python scripts/screenshots_join.py [--out screenshots] [--lang en]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
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

from net.client import NetClient  # noqa: E402
from net.server import ServerThread, TableServer  # noqa: E402
from ui.app import App  # noqa: E402
from ui.scenes.join import JoinScene  # noqa: E402
from ui.settings import Settings  # noqa: E402


def frames(app: App, n: int = 4) -> None:
    for _ in range(n):
        app.step(1 / 30, pygame.event.get())
        time.sleep(0.02)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots"))
    p.add_argument("--lang", default="en")
    a = p.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    thread = ServerThread(TableServer(None))
    thread.start()
    host = NetClient(thread.url, "Host")
    for game, kinds in (("blood_rage", ["remote", "easy", "remote"]), ("asgard", ["remote", "normal"])):
        host.send({"type": "create", "game": game, "seed": 4, "seats": [{"kind": k} for k in kinds]})
        made = host.wait_for("created")
    settings = Settings()
    settings.animation_speed = 0
    app = App(headless=not os.environ.get("DISPLAY"), settings=settings)
    if a.lang != "en":
        app.set_language(a.lang)
    scene = JoinScene(app, browse=False)
    app.push(scene)
    scene.url_entry.set_text(thread.url)
    scene.press("look")
    while not scene.tables:
        frames(app, 1)
    scene.press("table:1")
    scene.code_entry.set_text(made["code"])
    frames(app)
    pygame.image.save(app.screen, str(out / f"join_{a.lang}.png"))
    scene.press("join")
    frames(app, 30)
    pygame.image.save(app.screen, str(out / f"join_board_{a.lang}.png"))
    print("saved", out / f"join_{a.lang}.png", out / f"join_board_{a.lang}.png")
    app.go_to_title()
    thread.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
