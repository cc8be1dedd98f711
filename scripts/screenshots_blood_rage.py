"""Screenshots of the Blood Rage board at its key moments, from real seeded games:
the draft, a march, a battle at its reveal, the end of an Age and game over.

    python scripts/screenshots_blood_rage.py [--out screenshots] [--only draft,march]
        [--lang el] [--window 1280x720]

Every moment is reached by playing a session (one human seat played by clicks chosen
by an easy bot, the other seats easy bots), so what is shown is what a player sees.
Saves and settings go to a temporary YGGDRASIL_HOME.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shots

ROOT = shots.ROOT
shots.environment()


from game.ai import make_bot  # noqa: E402
from game.core import Rng  # noqa: E402
from ui.app import App  # noqa: E402


def new_table(app: App, n: int, seed: int, kinds: list[str] | None = None) -> tuple[Any, Any]:
    board, session = shots.table(app, "blood_rage", kinds or ["human"] + ["easy"] * (n - 1), seed)
    return session, board


frames = shots.frames


def human_move(board: Any, session: Any, bot: Any, rng: Rng, prefer: Callable[[list], Any] | None = None) -> None:
    """The human seat decides: `prefer` may pick from the legal list, else the bot;
    applied by a click on its target when it has one (the tray otherwise)."""
    seat = board.acting_human()
    legal = session.state.legal_actions(seat)
    a = prefer(legal) if prefer else None
    if a is None:
        a = bot.choose(session.state.view(seat), seat, rng)
    board._refresh()
    t = next((t for t in board.targets if t.action == a), None)
    if t is not None and board.click(t.center):
        return
    session.apply(seat, a)


def play_until(app: App, board: Any, session: Any, stop: Callable[[], bool], prefer: Any = None,
               limit: int = 3000, seed: int = 1) -> bool:
    bot = make_bot("easy", "blood_rage")
    rng = Rng(seed)
    for _ in range(limit):
        if stop():
            return True
        if board.telling is not None:
            board.close_story()      # a told moment that is not the one wanted: read
            continue
        if session.state.is_over():
            return False
        session.run_bots_until_human()
        board.update(1 / 60)
        if stop():
            return True
        if board.acting_human() is not None:
            human_move(board, session, bot, rng, prefer)
    return False


def blood_rage_shots(app: App) -> list[tuple[str, Callable[[], None]]]:
    def draft() -> None:
        session, board = new_table(app, 4, 11)
        play_until(app, board, session, lambda: board.acting_human() is not None)
        frames(app, 6)
        pack = session.state.draft.packs[0]
        board.mouse = board.layout.draft_rects(len(pack))[2].center
        frames(app, 4)

    def march() -> None:
        session, board = new_table(app, 3, 5)

        def marching() -> bool:
            d = session.state.decision() or {}
            return d.get("kind") == "march_fig" and board.acting_human() == 0

        def prefer(legal: list) -> Any:
            st = session.state
            ms = [a for a in legal if a[0] == "march"]
            ms = [a for a in ms if sum(1 for w in st.fig[0].values() if w == a[1]) >= 2]
            if ms:
                return ms[0]
            if (st.decision() or {}).get("kind") == "march_to" and ("to", "YGG") in legal:
                return ("to", "YGG")
            inv = [a for a in legal if a[0] == "invade" and a[1] == "W"]
            return inv[0] if inv else None

        play_until(app, board, session, marching, prefer)
        frames(app, 6)
        d = session.state.decision()
        from ui.boards import blood_rage_layout as L

        board.mouse = L.PROVINCE_POLY[d["origin"]][8]
        frames(app, 4)

    def battle() -> None:
        session, board = new_table(app, 4, 23)

        def revealed() -> bool:
            b = board.story.battle
            return b is not None and bool(b["rounds"]) and len(b["parts"]) >= 2 and 0 in b["parts"]

        def prefer(legal: list) -> Any:
            pil = [a for a in legal if a[0] == "pillage"]
            return pil[0] if pil and session.state.age >= 1 else None

        play_until(app, board, session, revealed, prefer)
        frames(app, 8)

    def told(k: int) -> Callable[[], None]:
        def battle_told() -> None:
            """A battle's result told: `k` frames of 0.1 s after it opened (steps 0.75 s)."""
            session, board = new_table(app, 4, 23)
            play_until(app, board, session, lambda: board.telling is not None and board.telling.record[0] == "battle"
                       and board.telling.record[1]["rounds"] != [])
            for _ in range(k):
                app.step(0.1, [])
            frames(app, 2)
        return battle_told

    def ragnarok() -> None:
        session, board = new_table(app, 3, 11)
        play_until(app, board, session, lambda: board.telling is not None and board.telling.record[1].get("final"),
                   limit=20000)
        board.telling.go_on()
        frames(app, 4)

    def draft_panels() -> None:
        session, board = new_table(app, 4, 11)
        play_until(app, board, session, lambda: board.acting_human() is not None)
        board.draft_minimised = True
        board.invalidate()
        frames(app, 6)

    def battle_cards() -> None:
        session, board = new_table(app, 4, 23)

        def choosing() -> bool:
            d = session.state.decision() or {}
            return d.get("kind") == "card" and board.acting_human() == 0

        def prefer(legal: list) -> Any:
            pil = [a for a in legal if a[0] == "pillage"]
            return pil[0] if pil else None

        play_until(app, board, session, choosing, prefer)
        session.run_bots_until_human()     # the bots choose their cards (face down to Astrid)
        frames(app, 6)
        hand = board.layout.hand_rects(len(session.state.hand[0]), 900)
        board.mouse = hand[0].center
        frames(app, 4)

    def hover() -> None:
        """The pointer on a province where two clans stand: strengths, reward, quests."""
        session, board = new_table(app, 3, 5)
        from ui.boards import blood_rage_layout as L

        def crowded() -> bool:
            st = session.state
            if board.acting_human() is None or (st.decision() or {}).get("kind") != "turn":
                return False
            return any(sum(1 for s in range(st.n) if st.present(s, p)) >= 2 for p in L.VILLAGE_POS)

        play_until(app, board, session, crowded)
        st = session.state
        p = next(p for p in L.VILLAGE_POS if sum(1 for s in range(st.n) if st.present(s, p)) >= 2)
        x, y = L.polar((L.R_IN + L.R_OUT) / 2 - 20, L.mid_angle(p) + 12)
        frames(app, 4)
        board.mouse = (int(x), int(y))
        frames(app, 4)

    def age_end() -> None:
        session, board = new_table(app, 3, 8)
        play_until(app, board, session, lambda: board.telling is not None and board.telling.record[0] == "age")
        frames(app, 4)
        board.close_story()
        # the frame's round summary is put away, then the board is looked at
        board.close_summary()
        board.draft_minimised = True
        board.invalidate()
        frames(app, 6)

    def game_over() -> None:
        session, board = new_table(app, 4, 3)
        play_until(app, board, session, lambda: session.state.is_over(), limit=20000)
        board.close_story()
        frames(app, 8)
        board.open_results()
        frames(app, 6)

    def game_over_board() -> None:
        session, board = new_table(app, 2, 9)
        play_until(app, board, session, lambda: session.state.is_over(), limit=20000)
        board.close_story()
        frames(app, 8)

    return [
        ("blood_rage_battle_told_1", told(2)),
        ("blood_rage_battle_told_2", told(40)),
        ("blood_rage_battle_told_3", told(200)),
        ("blood_rage_ragnarok", ragnarok),
        ("blood_rage_draft_panels", draft_panels),
        ("blood_rage_draft", draft),
        ("blood_rage_march", march),
        ("blood_rage_battle", battle),
        ("blood_rage_battle_cards", battle_cards),
        ("blood_rage_hover", hover),
        ("blood_rage_age_end", age_end),
        ("blood_rage_gameover_board", game_over_board),
        ("blood_rage_gameover", game_over),
    ]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "screenshots"))
    p.add_argument("--only", default="", help="comma-separated shot names (without the blood_rage_ prefix)")
    p.add_argument("--lang", default="en", choices=("en", "pt", "it", "el", "pl"))
    p.add_argument("--window", default="1600x900", help="the window's size, e.g. 1280x720 (its text sizes)")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    try:
        size = tuple(int(v) for v in args.window.lower().split("x"))
        assert len(size) == 2 and min(size) > 0
    except (ValueError, AssertionError):
        p.error(f"--window {args.window!r}: give WIDTHxHEIGHT, e.g. 1280x720")
    app = shots.new_app(animation_speed=1)
    if size != (1600, 900):
        app._open_window(size)      # the window's text sizes (ui.fonts.effective_size)
    if args.lang != "en":
        from ui import i18n

        i18n.set_language(args.lang)
    failed = shots.run(app, blood_rage_shots(app), out, args.only.split(","), prefix="blood_rage_")
    app.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
