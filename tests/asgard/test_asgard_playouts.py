"""Seeded random playouts with invariants after every step, JSON round trips,
determinism, hidden information in views, and the headless `play` command."""

from __future__ import annotations

import os

import pytest
from asgard_helpers import check_invariants, playout, position

import main
from game.asgard import describe, from_json, new_game
from game.registry import get_game

SOAK = int(os.environ.get("YGG_SOAK", "0"))
SEEDS = range(40 if SOAK else 3)


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_invariants(n, seed):
    st, steps, rounds = playout(n, seed, check=True)
    assert st.is_over()
    assert rounds == [0, 1, 2, 3, 4, 5]  # five rounds, then Ragnarök
    assert st.phase == "over" and st.to_act() == []
    assert len(st.winners()) == 1
    bd = st.score_breakdown()
    for s in range(n):
        assert bd[s]["total"] == st.scores()[s] == sum(v for k, v in bd[s].items() if k != "total")


def test_setup_counts():
    for n, (closed, row) in {4: (0, 3), 3: (1, 2), 2: (2, 1)}.items():
        st = new_game(n, 5, {})
        assert sum(st.closed) == closed
        assert len(st.at_row) == row and all(x > 0 for x in st.at_row)
        assert st.front == [3] * n and all(r == (1 << n) - 1 for r in st.row)
        check_invariants(st)
    st = new_game(4, 5, {})
    # the start picks: order 4, 3, 2; reserve as in the rules (7 white, 6 orange, 7 giants
    # once all three pieces are taken)
    for num in (4, 3):  # order 2 then takes the last piece without a choice
        seat = st.to_act()[0]
        assert st.order[seat] == num and len(st.legal_actions(seat)) == num - 1
        st.apply(seat, st.legal_actions(seat)[0])
    assert st.rec_res == [7, 6, 7] and st.valhalla == [2, 3]
    assert st.round_label() == "Round 1 · Choose gods"
    assert sorted(st.to_act()) == [0, 1, 2, 3]  # simultaneous secret choice


def test_registry_and_labels():
    spec = get_game("asgard")
    assert spec.available
    st = spec.new_game(2, 1, {})
    st2 = spec.from_json(st.to_json())
    assert st2.to_json() == st.to_json()
    assert st.round_label().startswith("Round 1") or st.round_label() == "Setup"
    ev = st.setup_events()
    assert ev == [{"t": "setup", "order": st.order}]
    assert describe(ev[0], ["A", "B"]).startswith("Player order tiles: 1 ")
    a = st.legal_actions(st.to_act()[0])[0]
    assert spec.action_from_json(spec.action_to_json(a)) == a


def test_from_json_rejects_garbage():
    from game.core import GameDataError

    with pytest.raises(GameDataError):
        from_json({"game": "midgard"})
    with pytest.raises(GameDataError):
        from_json({"game": "asgard", "n": 2})


@pytest.mark.parametrize("n", [2, 3, 4])
def test_cli_play(n, capsys):
    rc = main.main(["play", "--game", "asgard", "--players", str(n), "--seats", "random", "--seed", str(n)])
    out = capsys.readouterr().out.strip().splitlines()
    assert rc == 0
    assert out[-1].startswith("scores:") and len(out[-1].split()) == n + 1


def test_winner_tiebreak_by_order_tile():
    st = position(4)
    st.score = [20, 30, 30, 5]
    st.order = [1, 4, 2, 3]
    assert st.winners() == [2]
    st.order = [1, 2, 4, 3]
    assert st.winners() == [1]


def test_apply_checks_legality_with_and_without_a_fresh_legal_list():
    from game.core import IllegalAction

    st = new_game(2, 3, {})
    seat = st.to_act()[0]
    legal = st.legal_actions(seat)
    legal.append(("bogus",))  # the caller's copy: the engine's list is unchanged
    with pytest.raises(IllegalAction):
        st.apply(seat, ("bogus",))
    assert st.to_act() == [seat]  # the only starting pick of a 2-player game
    with pytest.raises(IllegalAction):
        st.apply(1 - seat, ("recruit", "white"))
    st.apply(seat, st.legal_actions(seat)[0])
    seat = st.to_act()[0]
    st.apply(seat, st.legal_actions(seat)[0])  # a new decision: a new list
