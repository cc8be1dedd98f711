"""Asgard's events in the shared vocabulary (game/asgard/events.py): every raw event is of
a declared kind, its facts are shared facts, the points scored add up to the scores, and
the reveals are told to every seat that was shown something (the undo barrier)."""

from __future__ import annotations

import json

import pytest

from game.asgard import events as E
from game.asgard.view import hidden_count
from game.core import HIDDEN, Rng
from game.core.events import FACTS, GameOver, Revealed, Scored
from game.registry import get_game

SPEC = get_game("asgard")


def _norm(d):
    return json.loads(json.dumps(d, sort_keys=True))


def _game(n: int, seed: int):
    """(state after, seat, action, outcome, views before) along a seeded random game."""
    st = SPEC.new_game(n, seed, {})
    rng = Rng(seed * 5 + n)
    while not st.is_over():
        ta = st.to_act()
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        views = [st.view(s) for s in range(n)]
        out = st.apply_reported(seat, a)
        yield st, seat, a, out, views


@pytest.mark.parametrize("n", [2, 3, 4])
def test_events_are_declared_and_points_add_up(n):
    for seed in (1, 2):
        for e in SPEC.new_game(n, seed, {}).setup_events():
            assert e["t"] in E.OWN
        points = [0] * n
        over = []
        st = None
        for after, _seat, _a, out, _views in _game(n, seed):
            st = after
            for e in out.events:
                assert e["t"] in E.OWN, e
            assert all(type(f) in FACTS for f in out.facts)
            for f in out.facts:
                if type(f) is Scored:
                    points[f.seat] += f.points
                elif type(f) is GameOver:
                    over.append(f)
        assert points == st.scores()
        assert over == [GameOver(tuple(st.winners()), tuple(st.scores()))]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_reveal_is_told(n):
    """After every step, a seat whose view holds fewer hidden values (counted where Asgard
    hides things), or the acting seat when its view could not foresee the step, is among
    those the step's facts reveal something to (unless the step drew on the generator)."""
    told = 0
    for st, seat, a, out, views in _game(n, 7):
        told += bool(out.revealed_to)
        if out.random:
            continue
        for s in range(n):
            if hidden_count(st.view(s)) < hidden_count(views[s]):
                assert s in out.revealed_to, (s, a, out.events)
        v = views[seat]
        if seat in v.to_act():
            v.apply(seat, a)
            if _norm(v.view(seat).to_json()) != _norm(st.view(seat).to_json()):
                assert seat in out.revealed_to, (seat, a, out.events)
    assert told


def test_a_secret_choice_reveals_nothing_and_its_placement_reveals_it():
    st = SPEC.new_game(3, 4, {})
    while st.decision() != "choose":
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    while st.decision() == "choose":
        s = st.to_act()[0]
        out = st.apply_reported(s, st.legal_actions(s)[0])
        assert out.revealed_to == frozenset()
    assert st.decision() == "place"
    s = st.to_act()[0]
    out = st.apply_reported(s, st.legal_actions(s)[0])
    assert Revealed(None, "god") in out.facts and out.revealed_to == frozenset(range(3))


def test_hidden_count_counts_only_the_hidden_fields():
    st = SPEC.new_game(2, 1, {})
    v = st.view(0)
    base = hidden_count(v)
    assert base == len(v.w_stack) + len(v.m_stack) + len(v.pop_setup)
    v.space[0] = 1  # a disc on an empty space (-1: no one) is nothing hidden
    assert hidden_count(v) == base
    v.sel[1] = [HIDDEN, HIDDEN]
    assert hidden_count(v) == base + 2


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_phase_of_every_round_begins_once_in_order(n):
    """Phases 1-3 (gods chosen, discs placed, discs resolved) have Began facts as the
    battle phase and Ragnarök do: each round's, once, in order."""
    from game.core.events import Began
    want = [(r, p) for r in range(1, 6) for p in ("gods", "place", "actions", "battle")] + [(5, "ragnarok")]
    for seed in (1, 2, 3):
        began = [(f.number, f.name) for _st, _s, _a, out, _v in _game(n, seed) for f in out.facts
                 if type(f) is Began and f.unit == "phase"]
        assert began == want


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_seals_paid_and_gained_are_the_seals_spent(n):
    """Every step: the seals the facts say a seat paid and gained are the change of its
    seals (a wild seal tile standing for one of two sides due: one seal left untold)."""
    from game.core.events import Gained, Paid
    for seed in (1, 2):
        st = SPEC.new_game(n, seed, {})
        rng = Rng(seed * 7 + n)
        paid_seals = 0
        while not st.is_over():
            ta = st.to_act()
            seat = ta[rng.below(len(ta))]
            legal = st.legal_actions(seat)
            a = legal[rng.below(len(legal))]
            before = [list(x) for x in st.seals]
            out = st.apply_reported(seat, a)
            for s in range(n):
                for side, key in enumerate(("L", "D")):
                    told = sum(f.amount for f in out.facts if type(f) is Gained and f.seat == s
                               and f.resource == f"seal:{key}") \
                        - sum(f.amount for f in out.facts if type(f) is Paid and f.seat == s
                              and f.resource == f"seal:{key}")
                    change = st.seals[s][side] - before[s][side]
                    wild_both = any(e["t"] in ("buyrec", "buydisc") and e["seat"] == s for e in out.events) \
                        and any(e["t"] == "bonus" and e["seat"] == s for e in out.events)
                    assert told == change or (wild_both and told - change == 1), (out.events, out.facts)
            paid_seals += sum(f.amount for f in out.facts if type(f) is Paid and f.resource.startswith("seal:"))
        assert paid_seals > 0


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_stones_paid_and_gained_are_the_stones_held(n):
    """Every step: the stones the facts say a seat gained and paid (a temple's stones, a
    swap, Odin's stones...) are the change of its stones, colour by colour."""
    from game.asgard.data import STONE_KEYS
    from game.core.events import Gained, Paid
    temples = 0
    for seed in (1, 2):
        st = SPEC.new_game(n, seed, {})
        rng = Rng(seed * 11 + n)
        while not st.is_over():
            ta = st.to_act()
            seat = ta[rng.below(len(ta))]
            legal = st.legal_actions(seat)
            a = legal[rng.below(len(legal))]
            before = [list(x) for x in st.stones]
            out = st.apply_reported(seat, a)
            for s in range(n):
                for c, key in enumerate(STONE_KEYS):
                    res = f"stone:{key}"
                    told = sum(f.amount for f in out.facts if type(f) is Gained and f.seat == s
                               and f.resource == res) \
                        - sum(f.amount for f in out.facts if type(f) is Paid and f.seat == s
                              and f.resource == res)
                    assert told == st.stones[s][c] - before[s][c], (a, out.events, out.facts)
            if any(type(f) is Gained and f.resource == "temple" for f in out.facts):
                temples += 1     # a temple built (its stones are told as they are paid)
    assert temples > 0
