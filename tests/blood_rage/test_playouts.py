"""Seeded random playouts with invariants after every step, JSON round trips,
determinism and the CLI."""

from __future__ import annotations

import os

import pytest
from br_helpers import aggressive, playout

from game.blood_rage import from_json, new_game
from game.core import IllegalAction, Rng

SOAK = int(os.environ.get("YGG_SOAK", "0"))
SEEDS = range(40 if SOAK else 6)


@pytest.mark.parametrize("first_game", ["off", "on"])
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_invariants(n, seed, first_game):
    """Every player count and option value; game/blood_rage/invariants.py after every step."""
    s, steps = playout(n, seed, options={"first_game": first_game})
    assert s.is_over()
    assert s.round_label() == "Game over"
    assert len(s.scores()) == n
    bd = s.score_breakdown()
    for i in range(n):
        assert bd[i]["total"] == s.scores()[i]
        assert sum(v for k, v in bd[i].items() if k != "total") == bd[i]["total"]
    w = s.winners()
    assert w and all(s.scores()[i] == max(s.scores()) for i in w)


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_aggressive_playout_invariants(n, seed):
    """Playouts that fight a lot: battles, cards and upgrades with invariants each step."""
    s, steps = playout(n, 500 + seed, policy=aggressive)
    assert s.is_over() and steps > 100


def test_different_seeds_differ():
    assert new_game(3, 1).to_json() != new_game(3, 2).to_json()


def test_illegal_action_rejected():
    s = new_game(3, 5)
    seat = s.to_act()[0]
    with pytest.raises(IllegalAction):
        s.apply(seat, ("pick", 999))
    other = [i for i in range(3) if i not in s.to_act()]
    assert other == []  # the draft asks everybody at once
    assert s.round_label() == "Age 1 · Gods' Gifts"


def test_clone_and_view_do_not_change_state():
    s = new_game(4, 9)
    rng = Rng(3)
    for _ in range(80):
        d = s.to_json()
        c = s.clone()
        assert c.to_json() == d
        for seat in s.to_act():
            s.view(seat)
        assert s.to_json() == d
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_view_playable_for_own_actions(n):
    """A bot's view accepts the viewer's own action and a few more steps after it, and
    survives a JSON round trip, at every decision of whole games."""
    for seed in range(3 if not SOAK else 15):
        s = new_game(n, seed)
        rng = Rng(seed)
        while not s.is_over():
            seat = s.to_act()[0]
            v = s.view(seat)
            a = aggressive(rng, v.legal_actions(seat))
            v.apply(seat, a)
            assert from_json(v.to_json()).to_json() == v.to_json()
            r2 = Rng(seed + 7)
            for _ in range(4):
                if v.is_over():
                    break
                st = v.to_act()[0]
                v.apply(st, r2.choice(v.legal_actions(st)))
            s.apply(seat, a)


def test_from_json_rejects_garbage():
    with pytest.raises(ValueError):
        from_json({"game": "midgard"})
    d = new_game(2, 1).to_json()
    d["stack"] = [["no_such_task"]]
    with pytest.raises(ValueError):
        from_json(d)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_cli_play_prints_scores(n, capsys):
    import main
    rc = main.main(["play", "--game", "blood_rage", "--players", str(n), "--seats", "random",
                    "--seed", str(n)])
    assert rc == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0].startswith("Setup: ") and out[1] == "Age 1: Gods' Gifts phase."
    assert out[-1].startswith("scores: ")
    assert len(out[-1].split()) == n + 1


def test_prompts_and_action_labels_cover_every_decision():
    from br_helpers import aggressive

    from game.blood_rage import action_label, prompt
    for n in (2, 4):
        s = new_game(n, 31)
        rng = Rng(2)
        while not s.is_over():
            seat = s.to_act()[0]
            text = prompt(s, seat)
            assert text and text != s.ask[0]
            legal = s.legal_actions(seat)
            for a in legal:
                label = action_label(a)
                assert label and not label.startswith("("), a
            s.apply(seat, aggressive(rng, legal))
        assert prompt(s) == "The game is over"


def test_first_game_variant_skips_age1_draft():
    s = new_game(3, 4, {"first_game": "on"})
    assert s.phase == "action" and [len(h) for h in s.hand] == [8, 8, 8]
    assert from_json(s.to_json()).to_json() == s.to_json()
    rng = Rng(1)
    saw_draft = False
    while not s.is_over():
        seat = s.to_act()[0]
        saw_draft = saw_draft or s.ask[0] == "pick"
        if saw_draft:
            assert s.age >= 2
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert saw_draft
