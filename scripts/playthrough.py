"""Play whole games of any of the four games through the window as a new player would:
every decision is a click on the board (a target, a tray button), the hot-seat handoff is
passed with Enter, the round summaries are read and put away, until the game-over screen.
Screenshots along the way; at the end, the log is searched for texts that read badly.

    .venv/bin/python scripts/playthrough.py --game midgard --mode hotseat --out /tmp/play
    .venv/bin/python scripts/playthrough.py --game blood_rage --mode bots --players 4 --lang pl
    .venv/bin/python scripts/playthrough.py --game asgard --lang el --cuts   # texts cut short
    .venv/bin/python scripts/playthrough.py --game vikings --mode bots --after   # then watch, review, statistics

The human seats choose as a careful beginner might (the `easy` bot's choice from that
seat's own view); nothing is applied behind the board's back.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.core import Rng  # noqa: E402
from ui.app import App  # noqa: E402
from ui.boards.base import BoardScene  # noqa: E402
from ui.i18n import t  # noqa: E402
from ui.overlays import BoardOverlay, NarrationOverlay, SummaryOverlay  # noqa: E402
from ui.scenes.game_over import GameOverScene  # noqa: E402
from ui.scenes.handoff import HandoffScene  # noqa: E402
from ui.session import GameSession  # noqa: E402
from ui.widgets import text as text_widgets  # noqa: E402

DT = 1 / 30
GAMES = ("midgard", "blood_rage", "asgard", "vikings")
# texts that read badly in any game's log: a grammar slip, an unfilled field, a raw key
BAD = [re.compile(p) for p in (r"\bYou's\b", r"\bYou (plays|takes|controls|moves|scores|draws|has|is)\b",
                               r"\{[a-z_]+\}", r"\bNone\b", "\\b(" + "|".join(GAMES) + r")\.[a-z_]+\.")]
# a game's own spelling: Midgard's rules write Ragnarok without the diaeresis
BAD_IN = {"midgard": [re.compile(r"Ragnarök")]}


# while --cuts: every text drawn past its box, past its surface or over another text, at
# each screenshot (ui.widgets.text_check), as {finding: the first screenshot it was seen in}
BOXES: dict | None = None


SIZES = ((1280, 720), (1920, 1080))
# --window: the game is played in a window of that size (the text size rule of that
# window applies), and every screenshot is the window itself
WINDOW: tuple[int, int] | None = None


def shot_sizes(app: App, path: Path) -> None:
    """The picture a player sees at each window size of SIZES (the table scaled into it);
    with --window, the window as it is."""
    app.draw(app.screen)
    if WINDOW is not None:
        app.present()
        pygame.image.save(app._display, str(path))
        return
    for w, h in SIZES:
        pygame.image.save(pygame.transform.smoothscale(app.screen, (w, h)), str(path.with_name(
            f"{path.stem}_{w}x{h}{path.suffix}")))


def after_the_game(app: App, out: Path, tag: str, review_level: str) -> dict:
    """At the game-over screen: watch the game again (the seat's view, then everything
    open), the bot's review and a turning point, then the statistics from the title."""
    from ui.overlays.watch import WatchOverlay
    from ui.scenes.review import ReviewScene
    from ui.scenes.stats import StatsScene

    over = app.top
    assert isinstance(over, GameOverScene), type(over).__name__
    over.press("watch")
    ov = app.top
    assert isinstance(ov, WatchOverlay), type(ov).__name__
    key(app, pygame.K_HOME)
    for _ in range(3):
        key(app, pygame.K_PAGEDOWN)
    for _ in range(4):
        key(app, pygame.K_RIGHT)
    for _ in range(5):
        app.step(DT, [])
    shot_sizes(app, out / f"{tag}_watch_seat.png")
    ov.press("view:open")
    app.step(DT, [])
    shot_sizes(app, out / f"{tag}_watch_open.png")
    watched = ov.session.k
    key(app, pygame.K_ESCAPE)
    assert app.top is over
    import game.ai.review as R

    scene = ReviewScene(app, over.session.rec.copy(), review_level)
    app.push(scene)
    steps = 0
    while not scene.job.finished and not scene.job.cancelled and steps < 200_000:
        app.step(DT, [])
        steps += 1
    app.step(DT, [])
    shot_sizes(app, out / f"{tag}_review.png")
    points = [n for n in scene.buttons if n.startswith("point:")]
    if points:
        scene.press(points[0])
        for _ in range(5):
            app.step(DT, [])
        shot_sizes(app, out / f"{tag}_review_point.png")
        app.top.leave()
    decisions = sum(len(v) for v in scene.job.result.values())
    scene.leave()
    app.go_to_title()
    app.push(StatsScene(app))
    for _ in range(5):
        app.step(DT, [])
    shot_sizes(app, out / f"{tag}_stats.png")
    return {"watched_at": watched, "reviewed": decisions, "turning_points": len(points),
            "review_level": review_level, "precision": R.LEVELS[review_level]}


def shot(app: App, path: Path) -> None:
    if BOXES is not None:
        from ui.widgets.text_check import check_frame

        for f in check_frame(app):
            BOXES.setdefault(str(f), path.name)
    app.draw(app.screen)
    if WINDOW is not None:
        app.present()
        pygame.image.save(app._display, str(path))
        return
    pygame.image.save(app.screen, str(path))


def click(app: App, pos: tuple[int, int]) -> None:
    """A click at a point of the table (in window pixels when the window is not 1600x900)."""
    pos = app.to_window(pos)
    app.step(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app: App, k: int) -> None:
    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    app.step(DT, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


def english_lines(log: list, lang: str) -> list[str]:
    """Log lines that read the same in `lang` as in English (a text the catalogue does
    not translate), names and numbers aside."""
    from ui import i18n
    from ui.widgets.text import text_of

    if lang == "en":
        return []
    out = []
    for line in log:
        i18n.set_language("en")
        en = text_of(line)
        i18n.set_language(lang)
        shown = text_of(line)
        # a capitalised word is a name (Ragnarök, Jotunheim): the same in every language
        if shown == en and re.search(r"[a-z]{3,}", re.sub(r"\b[A-Z]\w+\b", "", en)):
            out.append(en)
    return out


def play(game: str, mode: str, seed: int, out: Path, every: int, lang: str = "en", players: int = 3,
         after: str = "") -> dict:
    from saves import SaveStore

    # the saves and statistics of the played games stay beside the screenshots, never the player's own
    app = App(headless=True, store=SaveStore(out / "saves"), window_size=WINDOW)
    if lang != "en":
        app.set_language(lang)
    app.settings.bot_pause = 0.2
    app.settings.animation_speed = 2          # fast
    # the names New game offers by default
    names = [n.strip() for n in t("newgame.default_names").split(",")]
    kinds = ["human"] * players if mode == "hotseat" else (["human"] + ["normal", "hard"] * 3)[:players]
    seats = [{"name": names[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]
    session = GameSession.new(app, game, seats, seed, {})
    session.bot_iterations = 300
    app.start_session(session)
    chooser = make_bot("easy", game)
    tag = f"{game}_{mode}_{lang}" + (f"_{WINDOW[0]}x{WINDOW[1]}" if WINDOW else "")
    rng = Rng(seed)
    decisions = handoffs = summaries = shots = frames = 0
    missed = 0
    area_shot = False
    while frames < 200_000:
        frames += 1
        top = app.top
        if isinstance(top, GameOverScene):
            for _ in range(10):
                app.step(DT, [])
            shot(app, out / f"{tag}_zz_gameover.png")
            break
        if isinstance(top, HandoffScene):
            for _ in range(40):              # the 1 s hold before it may be passed
                app.step(DT, [])
            if handoffs < 2:
                shot(app, out / f"{tag}_handoff_{handoffs}.png")
            key(app, pygame.K_RETURN)
            handoffs += 1
            continue
        if isinstance(top, SummaryOverlay):
            if summaries < 3:
                shot(app, out / f"{tag}_summary_{summaries}.png")
            summaries += 1
            key(app, pygame.K_RETURN)        # read, then put away
            for _ in range(3):
                app.step(DT, [])
            continue
        if isinstance(top, BoardOverlay) and not isinstance(top, NarrationOverlay) and not top.modal:
            top = top.board                  # the hint's panel: the board below is played
        if isinstance(top, NarrationOverlay):
            for _ in range(10):
                app.step(DT, [])
            key(app, pygame.K_RETURN)        # a story told: read, then Continue, as a player does
            continue
        if not isinstance(top, BoardScene):
            app.step(DT, [])
            if frames % 300 == 0:
                print("waiting on", type(top).__name__)
            continue
        board = top
        app.step(DT, [])
        if app.top is not board:
            continue        # a story or summary opened in that frame (a bot's last move told): read it first
        if board.summary_open:
            if summaries < 3:
                shot(app, out / f"{tag}_summary_{summaries}.png")
            summaries += 1
            click(app, (800, 450))
            continue
        seat = board.acting_human()
        if seat is not None and not area_shot and any(board.describe()["mark_areas"].values()):
            shot(app, out / f"{tag}_area_marked.png")   # a province another seat destroyed or scored
            area_shot = True
        if seat is None or board.anim.busy or session.thinking or board.confirming is not None:
            if board.confirming is not None:
                key(app, pygame.K_RETURN)
            continue
        legal = session.state.legal_actions(seat)
        if not legal:
            continue
        a = chooser.choose(session.state.view(seat), seat, rng)
        cards = next((r for r, _l, k in board.buttons if k == "cards"), None)
        if a not in board.legal_now(seat) and cards is not None:
            click(app, cards.center)         # a card to play, the hand hidden on the public table: asked for
            continue
        target = next((t for t in board.targets if t.action == a), None)
        if target is None:
            target = next((t for t in board.targets if t.action in legal), None)
        if target is None:
            missed += 1
            if missed > 200:
                raise SystemExit(f"no target for any legal action: {legal[:5]}")
            continue
        missed = 0
        pos = target.center if target.shape == "circle" else target.rect.center
        if decisions % every == 0:
            board.mouse = pos
            shot(app, out / f"{tag}_{shots:02d}.png")
            shots += 1
        n = len(session.rec.actions)
        click(app, pos)
        if len(session.rec.actions) == n and board.confirming is None and not board.summary_open:
            hit = board.target_at(pos)
            print("a click on", target.action, "at", pos, "did nothing; prompt:", board.prompt_text(seat),
                  "| on top:", type(app.top).__name__, "| target there:", None if hit is None else hit.action,
                  "| button there:", [k for r, _l, k in board.buttons if r.collidepoint(pos)])
        decisions += 1
    more = after_the_game(app, out, tag, after) if after and isinstance(app.top, GameOverScene) else {}
    st = session.state
    bad = [(p.pattern, line) for line in session.log for p in BAD + BAD_IN.get(game, []) if p.search(line)]
    bad += [("English in the log", line) for line in english_lines(session.log, lang)]
    return {"game": game, "mode": mode, "lang": lang, "over": st.is_over(), "decisions": decisions, "handoffs": handoffs,
            "summaries": summaries, "scores": st.scores(), "winners": st.winners(),
            "log_lines": session.log_total, "bad_texts": bad[:10], **more}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", choices=GAMES, default="midgard")
    ap.add_argument("--players", type=int, default=3, help="seats at the table (the first is always human)")
    ap.add_argument("--mode", choices=("hotseat", "bots"), default="hotseat")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--every", type=int, default=25, help="a screenshot every N decisions")
    ap.add_argument("--out", default=str(ROOT / "screenshots" / "play"))
    ap.add_argument("--lang", default="en", help="the language of the window: en, it, el, pl, pt")
    ap.add_argument("--after", nargs="?", const="quick", default="", metavar="PRECISION",
                    help="after the game: watch it again, the bot's review (quick, default or thorough) and "
                         "the statistics, with screenshots at 1280x720 and 1920x1080")
    ap.add_argument("--cuts", action="store_true",
                    help="list every text the window shortened with an ellipsis, and where")
    ap.add_argument("--window", default="", metavar="WxH",
                    help="play in a window of that size, e.g. 1280x720 (screenshots are the window)")
    args = ap.parse_args()
    if args.window:
        global WINDOW
        m = re.fullmatch(r"(\d{3,4})x(\d{3,4})", args.window)
        if not m:
            ap.error(f"--window wants WIDTHxHEIGHT such as 1280x720, not {args.window!r}")
        WINDOW = (int(m.group(1)), int(m.group(2)))
    if args.cuts:
        global BOXES
        text_widgets.SHORTENED = Counter()
        BOXES = {}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    result = play(args.game, args.mode, args.seed, out, args.every, args.lang, args.players, args.after)
    print(result)
    if args.cuts:
        for (where, text), k in sorted(text_widgets.SHORTENED.items()):
            print(f"shortened at {where} ({k}x): {text}")
        for finding, where in sorted((BOXES or {}).items()):
            print(f"{finding} (first in {where})")
    if not result["over"] or result["bad_texts"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
