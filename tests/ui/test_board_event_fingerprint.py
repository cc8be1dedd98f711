"""What the boards make of a step's events stays the same (issue 32, "no consumer reads a
game's keys"): over a seeded game of bots of each board, every step's slides (from, to,
payload), last-move marks and stories (Vikings' battle and enemy stories, Blood Rage's
battle and Age-end records, Asgard's moments) are hashed; the digests were taken before
the boards were moved from the events' dict keys to the facts and the games' typed
records, and must not change. The demo positions (ui/boards/demo.py) are hashed too.

Run with FINGERPRINT_PRINT=1 to print the digests (and the first lines of each record)."""

from __future__ import annotations

import hashlib
import os
from dataclasses import asdict, is_dataclass
from typing import Any

import pytest
from tables import seats, table_app

from ui.boards import board_scene_for
from ui.session import GameSession

# (game, seat kinds, seed, options)
GAMES = {
    "midgard": (("random", "random", "random"), (7, 8), {}),
    "blood_rage": (("random", "random", "random", "random"), (11, 12, 13), {}),
    "asgard": (("random", "random", "random"), (5, 6), {}),
    "vikings": (("random", "random", "random"), (3, 4), {}),
    "vikings_solo": (("random",), (4, 5, 6), {}),
    "vikings_ragnarok": (("random", "random"), (9, 10), {"expansion": "ragnarok"}),
    "vikings_solo_ragnarok": (("random",), (4, 5, 6, 7, 8, 9), {"expansion": "ragnarok"}),
}

DIGESTS = {
    "midgard": "6acc4bee57f24512",
    "blood_rage": "a2906039416f7109",
    "asgard": "8cd58f82705db29c",
    "vikings": "7e0bffd305284732",
    "vikings_solo": "67e77a38e7cc5651",
    "vikings_ragnarok": "6152870807ba6cb8",
    "vikings_solo_ragnarok": "90e4b5c9c55fecbb",
    "asgard_battles": "2b67ae6b1bd2cf4b",
    "vikings_enemy": "ff0458221b18d406",
    "demo": "c93334f8f809d9fb",
}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def norm(x: Any) -> Any:
    """A plain, ordered form of what a board made (sets sorted, floats rounded, records
    as dicts, messages as their English text)."""
    if is_dataclass(x) and not isinstance(x, type):
        return norm(asdict(x))
    if isinstance(x, dict):
        return {str(k): norm(v) for k, v in sorted(x.items(), key=lambda kv: repr(kv[0]))}
    if isinstance(x, (set, frozenset)):
        return sorted((norm(v) for v in x), key=repr)
    if isinstance(x, (list, tuple)):
        return [norm(v) for v in x]
    if isinstance(x, float):
        return round(x, 2)
    if isinstance(x, str):
        return str(x)
    return x


def record(app: Any, name: str) -> list:
    """Every step's slides, marks and stories of the seeded games `name`."""
    return [x for seed in GAMES[name][1] for x in record_one(app, name, seed)]


def record_one(app: Any, name: str, seed: int) -> list:
    kinds, _seeds, options = GAMES[name]
    game = "vikings" if name.startswith("vikings") else name
    session = GameSession.new(app, game, seats(*kinds), seed, options)
    board = board_scene_for(app, session)
    app.clear_to(board)
    out: list = []

    def wrap(attr: str, tag: str, keep: Any = None) -> None:
        fn = getattr(board, attr)

        def wrapped(*a: Any, **k: Any) -> Any:
            got = fn(*a, **k)
            out.append((tag, norm(keep(got) if keep else got)))
            return got
        setattr(board, attr, wrapped)

    wrap("slides_for", "slides", lambda ss: [(s.start, s.end, s.payload) for s in ss])
    wrap("mark_points", "marks")
    if game == "vikings":
        wrap("_story_of", "story")
    elif game == "asgard":
        wrap("_moments_from", "moments")
    elif game == "blood_rage":
        story = board.story
        feed = story.feed

        def fed(events: list) -> list:
            got = feed(events)
            out.append(("feed", norm(got)))
            out.append(("battle", norm(story.battle)))
            out.append(("age_end", norm(story.age_end)))
            return got
        story.feed = fed
    session.run_bots_until_human()
    assert session.state.is_over()
    session.close()
    return out


def demo_record(app: Any) -> list:
    from ui.boards.demo import DEMO_STATES, demo_session

    out = []
    for which in DEMO_STATES:
        s = demo_session(app, which)
        out.append((which, s.state.to_json(), [a for a in s.rec.actions]))
        s.close()
    return norm(out)


def asgard_battle_record(app: Any) -> list:
    """Asgard's battle moments of steps a random game seldom makes (recruits sent, a
    battle lost), from a step's events written out."""
    session = GameSession.new(app, "asgard", seats("random", "random", "random"), 5, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    steps = [
        [{"t": "templevp", "seat": 1, "vp": 4}, {"t": "legendary", "light": 2, "dark": 3},
         {"t": "fight", "w": 2, "light": 5, "dark": 7, "seats": [0, 1]},
         {"t": "spend", "seat": 0, "r": 1}, {"t": "spend", "seat": 0, "r": 2},
         {"t": "win", "seat": 0, "w": 2, "side": 0, "how": "recruits"},
         {"t": "lose", "seat": 1, "w": 2, "side": 1}, {"t": "btile", "seat": 0, "vp": 3},
         {"t": "btile", "seat": 2, "vp": 0}],
        [{"t": "fight", "w": 3, "light": 4, "dark": 1, "seats": [-1, 2]},
         {"t": "win", "seat": 2, "w": 3, "side": 1, "how": "claim"}],
        [{"t": "ragnarok"}, {"t": "btilevp", "seat": 1, "vp": 6}, {"t": "popsleave", "w": 4},
         {"t": "ragworld", "w": 4, "light": 3, "dark": 3, "res": "tie"},
         {"t": "ragworld", "w": 5, "light": 9, "dark": 3, "res": "god", "god": 2},
         {"t": "support_vp", "seat": 0, "god": 2, "vp": 5, "w": 5}, {"t": "magic_vp", "seat": 1, "vp": 2, "w": 5}],
    ]
    out = [norm(board._moments_from(ev)) for ev in steps]
    session.close()
    return out


def vikings_enemy_record(app: Any) -> list:
    """The solo enemy's stories of steps a random game seldom makes (a dedication or a
    rune action before its slaying, a Leader Action's Sail), from events written out."""
    session = GameSession.new(app, "vikings", seats("random"), 21, {"expansion": "ragnarok"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    st = session.state
    e, region = st.enemy_clan, st._board.regions[0]
    turn = [{"t": "turn", "seat": e}, {"t": "play", "seat": e, "card": "P06", "mode": "lead"}]
    steps = [
        turn + [{"t": "dedicate", "seat": e, "slot": "D3"}, {"t": "slay", "seat": e, "region": region}],
        turn + [{"t": "dedicate", "seat": e, "slot": "D1"}, {"t": "slay", "seat": e, "region": region}],
        turn + [{"t": "rune_action", "seat": e, "card": "P06", "action": "BUILD"},
                {"t": "slay", "seat": e, "region": region}],
        turn + [{"t": "leader", "seat": e, "card": "P06", "action": "SAIL", "n": 1},
                {"t": "enemy_icon", "icon": "HUNT", "track": "wood"}, {"t": "slay", "seat": e, "region": region}],
        [{"t": "battle_start", "seat": e, "favor": "F01"}, {"t": "strengths", "s": {"0": 3, str(e): 4}},
         {"t": "battle_won", "seat": e, "favor": "F01"}],
    ]
    out = [norm(board._story_of(ev, None)) for ev in steps]
    session.close()
    return out


def digest(rec: Any) -> str:
    return hashlib.sha256(repr(rec).encode()).hexdigest()[:16]


def told_kinds(rec: list) -> set[str]:
    return {tag for tag, got in rec if got}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_what_the_board_makes_of_the_events(app, name):
    rec = record(app, name)
    wanted = {"slides", "marks", "story" if name.startswith("vikings") else
                                  {"asgard": "moments", "blood_rage": "feed"}.get(name, "slides")}
    assert wanted <= told_kinds(rec), f"the seeded game told nothing of {wanted - told_kinds(rec)}"
    got = digest(rec)
    if os.environ.get("FINGERPRINT_PRINT"):
        print(name, got, len(rec))
    assert got == DIGESTS[name]


def test_asgard_battle_moments(app):
    rec = asgard_battle_record(app)
    lines = [line for step in rec for m in step for line, _s in m["lines"]]
    assert any("sends" in line for line in lines) and any("loses" in line for line in lines)
    got = digest(rec)
    if os.environ.get("FINGERPRINT_PRINT"):
        print("asgard_battles", got)
    assert got == DIGESTS["asgard_battles"]


def test_vikings_enemy_stories(app):
    rec = vikings_enemy_record(app)
    texts = " ".join(line for step in rec if step for line, _c in step[2])
    assert "instead of being placed" in texts and "a Build with a Temple" in texts
    got = digest(rec)
    if os.environ.get("FINGERPRINT_PRINT"):
        print("vikings_enemy", got)
    assert got == DIGESTS["vikings_enemy"]


def test_the_demo_positions(app):
    got = digest(demo_record(app))
    if os.environ.get("FINGERPRINT_PRINT"):
        print("demo", got)
    assert got == DIGESTS["demo"]
