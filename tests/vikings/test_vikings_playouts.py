"""Seeded random playouts with invariants after every step, JSON round trips,
determinism, hidden information in views, and the headless CLI."""

from __future__ import annotations

import io
import os
from contextlib import redirect_stdout

import pytest
from vikings_helpers import playout, random_game

from game.core import Rng
from game.vikings import data as D
from game.vikings import from_json, new_game

SOAK = os.environ.get("YGG_SOAK") == "1"
SEEDS = range(12) if SOAK else range(2)


@pytest.mark.parametrize("rag", [False, True])
@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_invariants(n, seed, rag):
    st, steps = playout(n, seed, ragnarok=rag, check_every=1, json_every=3 if seed == 0 else 0)
    assert st.is_over() and st.round_label() == "Game over"
    assert len(st.scores()) == n
    bd = st.score_breakdown()
    for c in range(n):
        assert bd[c]["total"] == bd[c]["islands"] + bd[c]["favors"] + bd[c].get("giants", 0)
        assert bd[c]["total"] == st.scores()[c]
    w = st.winners()
    if n > 1:
        assert w and all(st.scores()[x] == max(st.scores()) for x in w)


def test_bad_json_is_rejected():
    with pytest.raises(ValueError):
        from_json({"game": "midgard"})
    d = new_game(3, 1, {}).to_json()
    del d["ctrl"]
    with pytest.raises(ValueError):
        from_json(d)


def test_round_label_and_setup_by_player_count():
    for n, mid, row in ((1, "A", 5), (2, "A", 3), (3, "A", 4), (4, "B", 5)):
        st = new_game(n, 1, {})
        assert st.mapid == mid and len(st.frows[0]) == row and len(st.frows[1]) == row
        assert st.round_label() == "Era 1 · Setup"
        assert len(st.villages) == (9 if mid == "A" else 10)
    for n, mid in ((1, "RN13"), (3, "RN13"), (4, "RN4")):
        st = new_game(n, 1, {"expansion": "ragnarok"})
        assert st.mapid == mid
        assert sorted(g for g in st.giants if g) == sorted(st.giants) and all(st.giants)
        assert len(st.deck) == 60
    st = new_game(2, 1, {"expansion": "ragnarok"})
    for rid in ("1", "3", "5"):
        r = st.b.ridx[rid]
        assert st.temples[2][r] == 1 and st.settlers[2][r] == 2 and st.ctrl[r] == 2
    st = new_game(1, 1, {})
    assert st.chief_dock in D.MAP_A["solo_start"] and st.res[1] == [0, 0, 0]


def test_unknown_expansion_rejected():
    with pytest.raises(ValueError):
        new_game(3, 1, {"expansion": "valhalla"})


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("opt", [[], ["--option", "expansion=ragnarok"]])
def test_cli_play(n, opt):
    import main
    buf = io.StringIO()
    with redirect_stdout(buf):
        rc = main.main(["play", "--game", "vikings", "--players", str(n), "--seats", "random",
                        "--seed", "3", "--quiet"] + opt)
    assert rc == 0
    last = buf.getvalue().strip().splitlines()[-1]
    assert last.startswith("scores:") and len(last.split()) == n + 1


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_play_from_views(level):
    from game.ai import make_bot
    bot = make_bot(level, "vikings")
    if hasattr(bot, "configure"):
        bot.configure(budget=None, iterations=8)
    for n, rag in ((1, True), (3, False)):
        st = new_game(n, 9, {"expansion": "ragnarok" if rag else "none"})
        rng = Rng(4)
        steps = 0
        while not st.is_over() and steps < (400 if level != "hard" else 60):
            s = st.to_act()[0]
            a = bot.choose(st.view(s), s, rng) if s == 0 else st.legal_actions(s)[0]
            assert a in st.legal_actions(s)
            st.apply(s, a)
            steps += 1


def test_bot_evaluation_is_a_margin():
    from game.vikings import bot
    st, _ = random_game(3, 2, True)
    ev = bot.evaluate_all(st)
    sc = st.scores()
    assert len(ev) == 3
    best = max(range(3), key=lambda i: ev[i])
    assert sc[best] == max(sc)
