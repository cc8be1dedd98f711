"""Screenshots of network play in the window: the Join screen with a server's tables
listed, and a board of a seat played through a table server on the loopback.

    python scripts/screenshots_join.py [--out screenshots] [--lang en]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import shots

ROOT = shots.ROOT
shots.environment()


from net.client import NetClient  # noqa: E402
from net.server import ServerThread, TableServer  # noqa: E402
from ui.app import App  # noqa: E402
from ui.scenes.join import JoinScene  # noqa: E402


def frames(app: App, n: int = 4) -> None:
    shots.frames(app, n, dt=1 / 30, pause=0.02)


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
    app = shots.new_app(quick=False, animation_speed=0)
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
    shots.save(app, out / f"join_{a.lang}.png", say="saved ")
    scene.press("join")
    frames(app, 30)
    shots.save(app, out / f"join_board_{a.lang}.png", say="saved ")
    app.go_to_title()
    thread.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
