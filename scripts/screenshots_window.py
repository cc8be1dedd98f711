"""One screenshot of the real window at a given size (run by scripts/screenshots_window.sh
on a virtual X screen): the title, the Settings screen or the Midgard board, with the
mouse moved by X itself (a real pointer, in window pixels) over a button or a target,
so the picture also shows that hovering lands where it is drawn. Two more scenes show
that the board's hover never shows through what covers it: `vikings_pause` (the pointer
on a region of a Tiny Epic Vikings map, then the pause menu opened over the board) and
`vikings_over` (the pointer on a region under the final scoring at game over). And
`vikings_solo_summary`: a solo Ragnarok game at the start of era 2, its end-of-era summary
open over the solo draft's piles (no "Look at the board" crowding the panel), then with
`--closed` the same moment after Continue (the piles and their button). And
`blood_rage_public_turn`: a hot-seat turn asked on the public table, the hand hidden
behind "Show my cards" (the pointer on it).

    python scripts/screenshots_window.py --size 1366x768 --scene settings --out shot.png

The PNG is the whole window as X shows it (the table scaled into it, with its bars).
Settings and saves go to a temporary YGGDRASIL_HOME.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import shots

shots.environment(driver="x11", prefix="yggdrasil-winshots-")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", required=True, help="window size WxH")
    ap.add_argument("--scene", choices=("title", "settings", "stats", "asgard_setup", "midgard", "vikings_pause",
                                        "vikings_over", "vikings_solo_summary", "blood_rage_public_turn"),
                    required=True)
    ap.add_argument("--lang", default="en", help="the language shown: en, it, el, pl, pt")
    ap.add_argument("--out", required=True)
    ap.add_argument("--fullscreen", action="store_true", help="full screen instead of a window of --size")
    ap.add_argument("--closed", action="store_true", help="vikings_solo_summary: the summary put away")
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.lower().split("x"))

    import pygame

    from saves import SaveStore
    from ui.app import App
    from ui.settings import Settings

    settings = Settings(window_size=(w, h), window_fitted=True, fullscreen=args.fullscreen, animation_speed=0,
                        bot_pause=0.0)
    app = App(settings=settings, store=SaveStore(Path(os.environ["YGGDRASIL_HOME"]) / "saves"),
              window_size=None if args.fullscreen else (w, h))
    if args.lang != "en":
        app.set_language(args.lang)
    hover = None
    if args.scene == "stats":
        # a solo game, one against a bot and a hot-seat game, finished and recorded
        from game.core import Rng
        from game.registry import get_game
        from saves import GameRecord
        from ui.scenes.stats import StatsScene

        me = {"name": "Astrid", "kind": "human"}
        for seed, (game, others) in enumerate((("vikings", []), ("vikings", [{"name": "Bot", "kind": "normal"}]),
                                                ("midgard", [{"name": "Ingrid", "kind": "human"}]))):
            spec, rng = get_game(game), Rng(seed)
            rec = GameRecord.start(game, [me, *others], seed, {})
            state = spec.new_game(len(rec.seats), seed, {})
            while not state.is_over():
                seat = state.to_act()[0]
                a = rng.choice(state.legal_actions(seat))
                state.apply(seat, a)
                rec.actions.append((seat, spec.action_to_json(a)))
            app.store.autosave(rec, state)
        scene = StatsScene(app)
        app.push(scene)
        if scene._job is not None:
            scene._job.wait(30)
        hover = scene.buttons["rebuild"].rect.center
    elif args.scene == "asgard_setup":
        # the set-up's three two-line tray buttons (starting recruits)
        board, session = shots.table(app, "asgard", ("human", "random", "random"), 4, {})
        session.run_bots_until_human()
        board.update(0.5)
        hover = None
    elif args.scene == "blood_rage_public_turn":
        from game.core import Rng

        board, session = shots.table(app, "blood_rage", ("human", "human"), 5, {}, threads=True)
        rng = Rng(5)
        for _ in range(20000):
            board.update(1 / 30)
            if board.handoff_for is not None:
                board.confirm_handoff()
                continue
            while app.top is not board:
                app.top.close() if hasattr(app.top, "close") else app.pop()
            seat = board.acting_human()
            if seat is None:
                continue
            if session.state.ask[0] == "turn" and board.handoff.cards_hidden():
                break
            offered = board.legal_now(seat)
            board.apply_human(seat, rng.choice(offered))
        board.update(0.5)
        hover = next((r.center for r, _label, key in board.buttons if key == "cards"), None)
    elif args.scene == "title":
        from ui.scenes.title import TitleScene

        scene = TitleScene(app)
        app.push(scene)
        hover = scene.buttons["settings"].rect.center if "settings" in scene.buttons else None
    elif args.scene == "settings":
        from ui.scenes.settings import SettingsScene
        from ui.scenes.title import TitleScene

        app.push(TitleScene(app))
        scene = SettingsScene(app)
        app.push(scene)
        hover = scene.buttons["save"].rect.center
    elif args.scene == "vikings_solo_summary":
        import random

        from tests.ui.tables import play_until_summary

        board, session = shots.table(app, "vikings", ("human",), 3, {"expansion": "ragnarok"})
        rnd = random.Random(3)
        play_until_summary(board, session, rnd)
        if args.closed:
            board.close_summary()
    elif args.scene.startswith("vikings"):
        from game.core import Rng

        board, session = shots.table(app, "vikings", ("human", "random", "random"), 5, {"expansion": "none"})
        rng = Rng(2)
        moves = 10_000 if args.scene == "vikings_over" else 12
        for _ in range(moves):
            session.run_bots_until_human()
            if session.state.is_over():
                break
            session.apply(0, rng.choice(session.state.legal_actions(0)))
        board.update(0.5)
        board.close_summary()
        board.gameover_shown = True      # the board as it stays behind the results screen
        geo = board.geo
        hover = geo.region_rects[geo.b.regions[3]].center
    else:
        from ui.boards import board_scene_for
        from ui.boards.demo import demo_session

        session = demo_session(app, "midround")
        board = board_scene_for(app, session)
        app.clear_to(board)
        for _ in range(5):
            app.step(1 / 60, pygame.event.get())
        targets = getattr(board, "targets", [])
        if targets:
            t = targets[0]
            hover = getattr(t, "center", None) or t.rect.center
    # draw a few frames, move the real pointer (window pixels), draw more, capture
    shots.present(app, 10, tick=False)
    if hover is not None:
        pygame.mouse.set_pos(app.to_window(hover))
    shots.present(app, 40)
    if args.scene == "vikings_pause":
        app.open_scene("pause", session)   # the pointer stays on the region below (a story may be on top)
        shots.present(app, 20)
    window = pygame.display.get_surface()
    shots.save(app, args.out, window=True, say=None)
    print(f"screenshot: {args.out} window {window.get_size()} table at {tuple(app.view_rect)}"
          f" hover {hover} -> window {app.to_window(hover) if hover else None}")
    app.shutdown()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
