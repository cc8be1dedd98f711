"""Screenshots of the Statistics scene (issue 35 item 3) in a real window of a given size:
empty, then filled by recording seeded bot games (the "human" seats are played by the
`easy` bot, so that they count as a person's games) in every game.

    python scripts/screenshots_stats.py --size 1280x720 --out-dir screenshots [--lang el] [--games 12]

Run on an X screen (scripts/screenshots_stats.sh makes a virtual one per size). Saves go
to a temporary YGGDRASIL_HOME; the PNGs are the whole window as X shows it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import shots

shots.environment(driver="x11", prefix="yggdrasil-stats-shots-")

# (game, seats: kind per seat, seat 0 the "human"); played in turn with growing seeds
TABLES = [("vikings", ["human"]), ("midgard", ["human", "easy", "random"]), ("asgard", ["human", "easy"]),
          ("vikings", ["human", "random"]), ("blood_rage", ["human", "easy"]), ("midgard", ["human", "normal"]),
          ("vikings", ["human", "human"])]
NAMES = ["Astrid", "Bjorn", "Sigrid", "Ulf"]


def record_games(store, count: int) -> None:
    """Seeded games played to their end by bots and autosaved (so recorded)."""
    from game.ai import make_bot
    from game.core import Rng
    from game.registry import get_game
    from saves import GameRecord

    for k in range(count):
        game, kinds = TABLES[k % len(TABLES)]
        spec = get_game(game)
        seats = [{"name": ("Halla" if k % 3 == 2 else NAMES[0]) if i == 0 else
                  (NAMES[i] if kind == "human" else f"{kind.capitalize()} bot"), "kind": kind, "colour": i}
                 for i, kind in enumerate(kinds)]
        seed = 100 + k
        rec = GameRecord.start(game, seats, seed, {})
        rec.created = 1_760_000_000.0 + k * 86_400
        state = spec.new_game(len(seats), seed, {})
        bots = [make_bot("easy" if s["kind"] == "human" else s["kind"], game) for s in seats]
        rngs = [Rng(seed * 31 + i) for i in range(len(seats))]
        while not state.is_over():
            seat = state.to_act()[0]
            action = bots[seat].choose(state.view(seat), seat, rngs[seat])
            state.apply(seat, action)
            rec.actions.append((seat, spec.action_to_json(action)))
        rec.updated = rec.created + 1500 + 60 * k
        store.records.record(rec, state, source=f"seeded {k}")   # as the final autosave does, on its day
        if k < 4:
            store.save(f"Seeded {game} {k}", rec, state)          # a few saves for the load screen
        print(f"recorded {game} seed {seed}: scores {state.scores()}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", required=True, help="window size WxH")
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--games", type=int, default=12)
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.lower().split("x"))


    from saves import SaveStore
    from ui.app import App
    from ui.scenes.stats import StatsScene
    from ui.settings import Settings

    settings = Settings(window_size=(w, h), window_fitted=True, animation_speed=0, bot_pause=0.0)
    settings.language = args.lang
    store = SaveStore(Path(os.environ["YGGDRASIL_HOME"]) / "saves")
    app = App(settings=settings, store=store, window_size=(w, h))
    if hasattr(app, "set_language"):
        app.set_language(args.lang)
    out = Path(args.out_dir)
    out.mkdir(parents=True, exist_ok=True)

    def shot(tag: str) -> None:
        scene = StatsScene(app)
        app.push(scene)
        if scene._job is not None:
            scene._job.wait(120)
        shots.present(app, 20)
        path = shots.save(app, out / f"stats_{tag}_{args.lang}_{w}x{h}.png", window=True, say=None)
        print("saved", path, scene.describe(), flush=True)
        app.pop()

    shot("empty")
    record_games(store, args.games)
    shot("data")
    # the load screen with Export and Import, after an export of the first save
    from ui.scenes.load import LoadScene

    load = LoadScene(app)
    app.push(load)
    if load._listing is not None:
        load._listing.wait(60)
    load.update(0.01)
    load.select(0)
    load.press("export")
    shots.present(app, 20)
    path = shots.save(app, out / f"load_export_{args.lang}_{w}x{h}.png", window=True, say=None)
    print("saved", path, load.message, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
