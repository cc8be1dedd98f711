"""Screenshots of the Tiny Epic Vikings board, from real seeded sessions (a human seat
0 playing from a seeded generator, random bots for the rest):

    python scripts/screenshots_vikings.py [--out screenshots] [--only draft,battle]
    python scripts/screenshots_vikings.py --tabs [--lang el]   (the hand's Fight tabs)
    python scripts/screenshots_vikings.py --tie      # the final scoring of a broken tie
    python scripts/screenshots_vikings.py --lang el --out /tmp/el   # in another language

For each side of the map (Runic Isles at 3 players, Nine Holds at 4, and the two
Relentless North sides with Ragnarok): the draft, the middle of an era with a decision
glowing, a battle being told, game over; and a solo enemy turn being told, with and
without Ragnarok. Files: screenshots/vikings_<map>_<moment>.png.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import shots

ROOT = shots.ROOT
shots.environment(driver="dummy")

import pygame  # noqa: E402

from game.core import Rng  # noqa: E402
from ui.app import App  # noqa: E402
from ui.boards import board_scene_for  # noqa: E402
from ui.overlays.base import overlays_of  # noqa: E402
from ui.scenes.handoff import GUARD_SECONDS as HANDOFF_GUARD  # noqa: E402
from ui.session import GameSession  # noqa: E402

SETUPS = {  # map id: (players, expansion)
    "A": (3, "none"), "B": (4, "none"), "RN13": (3, "ragnarok"), "RN4": (4, "ragnarok"),
    "soloA": (1, "none"), "soloRN13": (1, "ragnarok"),
}
MOMENTS = ("draft", "midera", "battle", "enemy", "buildslay", "gameover")


def new_board(app: App, setup: str, seed: int, bots: str = "random") -> tuple[Any, GameSession]:
    """Seat 0 is a human; the others are `bots` (a bot level, or "human" for hot seat)."""
    n, exp = SETUPS[setup]
    return shots.table(app, "vikings", ["human"] + [bots] * (n - 1), seed, {"expansion": exp})


def step(board: Any, session: GameSession, rng: Rng, prefer=None) -> bool:
    """One decision of the human (seeded, or `prefer(legal)`), after the bots have moved.
    False when the game is over."""
    session.run_bots_until_human()
    st = session.state
    if st.is_over():
        return False
    seat = session.pending_humans()[0]
    legal = st.legal_actions(seat)
    a = prefer(legal) if prefer is not None else None
    session.apply(seat, a if a is not None else rng.choice(legal))
    board.update(0.35)    # the slides of that move end
    board.close_summary()  # the frame's end-of-era summary (shot in --play)
    return True


def shoot(board: Any, path: Path, mouse: tuple[int, int] | None = None, wait: float = 0.0) -> None:
    story = board.story
    if story is not None:
        story.update(wait)      # a told story ages (and the board under it)
    else:
        board.update(wait)
        board.session.run_bots_until_human()
    board.update(0.0)
    if mouse is not None:
        board.mouse = mouse
    surf = pygame.Surface((1600, 900))
    board.draw(surf)
    for ov in overlays_of(board):   # the told story over the board
        ov.draw(surf)
    pygame.image.save(surf, str(path))
    print("wrote", path, flush=True)


def shoot_top(app: App, path: Path) -> None:
    """Save what the window shows now (the scene on top, e.g. a handoff screen)."""
    app.step(0.0, [])
    shots.save(app, path, say="wrote ")


def confirm_handoff(app: App) -> None:
    """The next player's Enter on the handoff screen, after its guard against stray input."""
    scene = app.top
    app.step(HANDOFF_GUARD + 0.05, [])
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    if app.top is scene:
        raise RuntimeError("the handoff screen did not take Enter")


def _prefer_fight(legal: list) -> Any:
    for verb in ("battle", "favor", "join"):
        for a in legal:
            if a[0] == verb:
                return a
    return None


def _prefer_sail(legal: list) -> Any:
    for a in legal:
        if a[0] == "lead":
            return None
    return None


def moment(app: App, setup: str, what: str, out: Path) -> None:
    seed = {"A": 11, "B": 12, "RN13": 13, "RN4": 14, "soloA": 21, "soloRN13": 22}[setup]
    board, session = new_board(app, setup, seed)
    rng = Rng(seed * 7)
    name = f"vikings_{setup}_{what}.png"
    if what == "draft":
        while session.state.phase != "draft" or not session.pending_humans():
            step(board, session, rng)
            session.run_bots_until_human()
        board.story = None
        first = board.targets[0].rect.center if board.targets else None
        shoot(board, out / name, mouse=first)
        return
    if what == "midera":
        # era 2, the human in the middle of a sail (the fjords and docks it may reach glow)
        for _ in range(3000):
            st = session.state
            d = st.decision()
            if st.era >= 2 and d.get("kind") == "sail" and d.get("ph") == "move" and d.get("seat") == 0:
                break
            if not step(board, session, rng, prefer=_sail_first):
                break
        board.story = None
        region = next(iter(board.geo.region_rects.values())).center
        shoot(board, out / name, mouse=region)
        return
    if what == "battle":
        for _ in range(3000):
            before = board.story_seen
            if not step(board, session, rng, prefer=_prefer_fight):
                break
            if board.story_seen > before and board.story and board.story.kind == "battle":
                break
        shoot(board, out / name, wait=6.0)
        return
    if what == "enemy":
        for _ in range(3000):
            before = board.story_seen
            if not step(board, session, rng):
                break
            s = board.story
            if board.story_seen > before and s and s.kind == "enemy" and s.fired and session.state.era >= 2 \
                    and session.state.phase == "actions":
                break
        shoot(board, out / name, wait=30.0)
        return
    if what == "buildslay":
        # an enemy turn whose Build slew a Giant (Ragnarok, B12), its rule said in the step
        for _ in range(6000):
            before = board.story_seen
            if not step(board, session, rng):
                break
            s = board.story
            if board.story_seen > before and s and s.kind == "enemy" and any(
                    "Build" in t and "slay" in t for t, _c in s.steps):
                break
            board.story = None
        shoot(board, out / name, wait=60.0)
        return
    if what == "gameover":
        while step(board, session, rng):
            pass
        board.story = None
        board.gameover_shown = True    # the board as it stays behind the results screen
        # the mouse rests on a region under the final scoring: no tooltip shows through it
        region = board.geo.region_rects[board.geo.b.regions[len(board.geo.b.regions) // 2]].center
        shoot(board, out / name, mouse=region, wait=1.0)
        return
    raise ValueError(what)


def _sail_first(legal: list) -> Any:
    """Steer the seeded human towards sailing: play a Sail card face up and take its
    Leader Action."""
    from game.vikings import data as D

    for a in legal:
        if a[0] == "lead" and D.CARDS[a[1]][4] == "SAIL":
            return a
    if ("leader",) in legal:
        return ("leader",)
    return None


def sensible(board: Any, legal: list, rng: Rng) -> Any:
    """How a careful new player might choose: sail to land Settlers and raid, build
    Temples, take the Leader and Rune Actions, fight with strong cards, take boons."""
    from game.vikings import data as D

    st = board.session.state
    b = board.geo.b
    verbs = {a[0] for a in legal}

    def pick(pred):
        xs = [a for a in legal if pred(a)]
        return rng.choice(xs) if xs else None

    kind = st.decision().get("kind", "")
    if kind == "play":
        strong = pick(lambda a: a[0] == "battle" and D.CARDS[a[1]][2][0] >= 5 and st.res[0][2] >= D.CARDS[a[1]][3])
        if strong is not None and rng.below(3) == 0:
            return strong
        slay = pick(lambda a: a[0] == "slay")
        if slay is not None:
            return slay
        sail = pick(lambda a: a[0] == "lead" and D.CARDS[a[1]][4] == "SAIL")
        return sail or pick(lambda a: a[0] == "lead") or rng.choice(legal)
    for v in ("leader", "rune", "boon", "raid", "join", "enter"):
        if (v,) in legal:
            return (v,)
    if "deploy" in verbs:
        return pick(lambda a: a[0] == "deploy" and st.ctrl[b.ridx[a[1]]] != 0) or pick(lambda a: a[0] == "deploy")
    if kind == "sail" and "to" in verbs:
        dock = pick(lambda a: a[0] == "to" and a[1] in b.dock_fjord and
                    any(st.ctrl[r] != 0 for r in b.dock_regions[a[1]]))
        return dock or pick(lambda a: a[0] == "to")
    if "temple" in verbs:
        return pick(lambda a: a[0] == "temple")
    if kind == "harvest":
        low = min(range(3), key=lambda i: st.res[0][i])
        return ("take", D.RES[low]) if ("take", D.RES[low]) in legal else rng.choice(legal)
    if "move" in verbs:
        return pick(lambda a: a[0] == "move" and st.ctrl[b.ridx[a[2]]] != 0) or ("done",)
    if "dedicate" in verbs:
        return pick(lambda a: a[0] == "dedicate" and a[1] in ("D1", "D4")) or pick(lambda a: a[0] == "dedicate")
    if "send" in verbs:
        return pick(lambda a: a[0] == "send" and st.giants[b.ridx[a[1]]] != 0) or pick(lambda a: a[0] == "send")
    if "pick" in verbs:
        return pick(lambda a: a[0] == "pick" and D.CARDS[a[1]][4] == "SAIL") if rng.below(2) else None
    return None


def playthrough(app: App, setup: str, seed: int, out: Path, every: int = 12, bots: str = "easy") -> None:
    """A whole game played through the board's own targets (each decision is a click
    on the target of the chosen action), screenshots along the way."""
    board, session = new_board(app, setup, seed, bots)
    rng = Rng(seed)
    k = shots = handoffs = 0
    while True:
        session.run_bots_until_human()
        board.update(0.0)
        if session.state.is_over():
            break
        if board.handoff_for is not None:   # hot seat: the next player presses Enter when ready
            if handoffs == 0:
                shoot_top(app, out / f"vikings_play_{setup}_handoff.png")
            confirm_handoff(app)
            handoffs += 1
            continue
        seat = board.acting_human()
        legal = session.state.legal_actions(seat) if seat is not None else []
        if not legal:   # the human has picked; the others' picks come in with the next update
            board.update(0.1)
            continue
        a = sensible(board, legal, rng) or rng.choice(legal)
        if a not in legal:
            a = rng.choice(legal)
        if board.summary_open:
            shoot(board, out / f"vikings_play_{setup}_{shots:02d}_summary.png")
            shots += 1
            board.close_summary()
        if board.story is not None and k % every == 0:
            shoot(board, out / f"vikings_play_{setup}_{shots:02d}.png", wait=30.0)
            shots += 1
        board.story = None
        board.invalidate()
        board._refresh()
        t = next(t for t in board.targets if t.action == a)
        board.mouse = t.center
        if k % every == 0:
            shoot(board, out / f"vikings_play_{setup}_{shots:02d}.png")
            shots += 1
        board.click(t.center if t.shape == "circle" else t.rect.center)
        k += 1
    board.gameover_shown = True
    shoot(board, out / f"vikings_play_{setup}_{shots:02d}_end.png")
    st = session.state
    print(setup, "decisions", k, "handoffs", handoffs, "scores", st.scores(), "enemy", st.enemy_score() if st.solo else "-",
          "winners", st.winners())


def tie(app: App, out: Path, seed: int = 2) -> None:
    """The final scoring of a 3-seat game of random decisions that ends in a tie on the
    best total, broken by the rules (seed 2): the box names who tied and the chain of
    tie-breaks."""
    import random

    session = GameSession.new(app, "vikings", shots.seats("human", "human", "human"), seed, {"expansion": "none"})
    rng = random.Random(seed)
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    board = board_scene_for(app, session)
    board.gameover_shown = True
    assert board.final_tie_text(), "this seed no longer ends in a broken tie"
    shoot(board, out / "vikings_final_tie.png", mouse=(1590, 890))


def hand_tabs(app: App, out: Path, suffix: str = "") -> None:
    """The hand at the start of a turn in era 2 (4 players), when its cards can be led
    face up or played face down: the Fight tabs across the cards' icons."""
    board, session = new_board(app, "RN4", 14)
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
    shoot(board, out / f"vikings_hand_tabs{suffix}.png")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "screenshots"))
    ap.add_argument("--only", default="")
    ap.add_argument("--maps", default="A,B,RN13,RN4,soloA,soloRN13")
    ap.add_argument("--play", default="", help="play whole games through the board: soloA,RN13,...")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="easy", help="bot level of the other seats in --play, or human (hot seat)")
    ap.add_argument("--tie", action="store_true", help="only the final scoring of a game that ended in a broken tie")
    ap.add_argument("--lang", default="en", help="the language of the window: en, it, el, pl, pt")
    ap.add_argument("--tabs", action="store_true", help="only the hand with its Fight / Slay tabs (a turn's start)")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = shots.new_app(animation_speed=1)
    if args.lang != "en":
        app.set_language(args.lang)
    if args.tie:
        tie(app, out)
        return
    if args.tabs:
        hand_tabs(app, out, "" if args.lang == "en" else f"_{args.lang}")
        return
    if args.play:
        for setup in args.play.split(","):
            playthrough(app, setup, args.seed, out, bots=args.bots)
        return
    only = set(filter(None, args.only.split(",")))
    for setup in args.maps.split(","):
        for what in MOMENTS:
            if only and what not in only:
                continue
            solo = setup.startswith("solo")
            if what == "enemy" and not solo or what == "buildslay" and setup != "soloRN13":
                continue
            if solo and what in ("battle",):
                continue
            moment(app, setup, what, out)


if __name__ == "__main__":
    main()
