"""Seeded random playouts with invariants after every step; JSON round trips;
determinism; the headless play command."""

from __future__ import annotations

import contextlib
import io
import json
import os

import pytest
from midgard_helpers import check_invariants

import main
from game.core import Rng
from game.midgard import from_json, new_game
from game.registry import get_game

SOAK = int(os.environ.get("YGG_SOAK", "0"))
GAMES_PER_COUNT = 200 if SOAK else 20


def _random_game(n: int, seed: int, options=None, *, check=True, roundtrip=False, views=True):
    st = new_game(n, seed, options or {})
    rng = Rng(seed + 99)
    actions = []
    rounds_seen = {st.round}
    steps = 0
    while not st.is_over():
        ta = st.to_act()
        assert ta, "nobody to act before the end"
        if check:
            check_invariants(st)
            for s in ta:
                legal = st.legal_actions(s)
                assert legal, f"seat {s} in to_act has no legal action"
                if views:
                    assert st.view(s).legal_actions(s) == legal
            for s in range(n):
                if s not in ta:
                    assert st.legal_actions(s) == []
        if roundtrip:
            d = st.to_json()
            assert json.loads(json.dumps(d)) == d
            assert from_json(d).to_json() == d
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        st.apply(seat, a)
        actions.append((seat, a))
        rounds_seen.add(st.round)
        steps += 1
        assert steps < 5000
    check_invariants(st)
    assert rounds_seen == {1, 2, 3}
    assert st.round == 3
    assert st.to_act() == []
    return st, actions


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_playouts_keep_invariants(n):
    for g in range(GAMES_PER_COUNT):
        st, _ = _random_game(n, 1000 * n + g, {"beginner_round1": "on" if g % 3 == 0 else "off"})
        sc = st.scores()
        bd = st.score_breakdown()
        assert [b["total"] for b in bd] == sc
        for b in bd:
            assert set(b) == {"provinces", "asgard", "ragnarok", "valhalla", "sets", "total"}
            assert b["total"] == sum(v for k, v in b.items() if k != "total")
        assert st.winners()
        # all played cards are distinct and each player played exactly 4+5+6 turns
        allc = [c for p in st.played for c in p] + [c for h in st.hands for c in h]
        assert len(allc) == len(set(allc))


def test_clone_and_view_do_not_change_the_state():
    st = new_game(4, 5, {})
    rng = Rng(1)
    for _ in range(120):
        before = st.to_json()
        c = st.clone()
        for s in range(4):
            st.view(s)
        assert st.to_json() == before
        assert c.to_json() == before
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        c.apply(seat, legal[0])  # changing the clone leaves the original alone
        assert st.to_json() == before
        st.apply(seat, legal[rng.below(len(legal))])


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_headless_play_command_ends_with_scores(n):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = main.main(["play", "--game", "midgard", "--players", str(n), "--seats", "random",
                        "--seed", str(10 + n)])
    assert rc == 0
    lines = out.getvalue().strip().splitlines()
    assert lines[-1].startswith("scores: ")
    assert len(lines[-1].split()) == n + 1
    assert any("plays" in ln for ln in lines)


def test_registry_spec_plays():
    spec = get_game("midgard")
    assert spec.available
    st = spec.new_game(3, 1, {"beginner_round1": "on"})
    assert st.phase == "action"  # no draft in round 1
    st2 = spec.new_game(3, 1, {})
    assert st2.phase == "draft" and sorted(st2.to_act()) == [0, 1, 2]


def test_illegal_actions_and_broken_json_are_refused():
    from game.core import GameDataError, IllegalAction

    st = new_game(3, 9, {})
    with pytest.raises(IllegalAction):
        st.apply(0, ("play", 0))
    legal = st.legal_actions(0)
    st.apply(0, legal[0])
    with pytest.raises(IllegalAction):
        st.apply(0, st.legal_actions(1)[0])      # seat 0 has already picked
    d = st.to_json()
    for key, bad in (("w", [[0]]), ("chief", [14, 13, 13]), ("phase", "party"), ("n", 7),
                     ("hands", [[0, 0], [], []]), ("rng", 5)):
        broken = dict(d)
        broken[key] = bad
        with pytest.raises(GameDataError):
            from_json(broken)
    with pytest.raises(GameDataError):
        from_json({"game": "asgard"})
    with pytest.raises(GameDataError):
        from_json(None)
