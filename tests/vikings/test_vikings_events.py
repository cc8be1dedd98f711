"""The events of Tiny Epic Vikings and the shared facts they state (game/vikings/events.py),
the undo barrier the facts give (`Revealed`), and `progress()`."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import HIDDEN, Rng
from game.core.events import FACTS, BattleResolved, Began, Ended, GameOver, Moved, Played, Revealed
from game.vikings import data as D
from game.vikings import events as E
from game.vikings import new_game

SETTINGS = [(1, "none"), (1, "ragnarok"), (2, "none"), (2, "ragnarok"), (3, "none"), (3, "ragnarok"),
            (4, "none"), (4, "ragnarok")]
_IDS = set(D.CARDS) | set(D.FAVORS)


def _steps(seeds=range(2)):
    """(state before, seat, action, state after, outcome) along seeded random games."""
    for n, exp in SETTINGS:
        for seed in seeds:
            st = new_game(n, 40 + seed, {"expansion": exp})
            rng = Rng(seed * 5 + n)
            while not st.is_over():
                seats = st.to_act()
                seat = seats[rng.below(len(seats))]
                legal = st.legal_actions(seat)
                a = legal[rng.below(len(legal))]
                before = st.clone()
                out = st.apply_reported(seat, a)
                yield before, seat, a, st, out


def _seen(view) -> set:
    """What a view shows of the hidden kinds of things: the card and Favor card ids in it
    (each card is one of a kind; shown twice, in a row and the face-down list, is seen
    once) and the values of slain Giants (as many as there are of each value)."""
    out: Counter = Counter()

    def walk(x, key=""):
        if isinstance(x, dict):
            for k, y in x.items():
                if k != "rng":
                    walk(y, k)
        elif isinstance(x, list):
            for y in x:
                walk(y, key)
        elif isinstance(x, str) and x in _IDS:
            out[x] = 1
        elif key == "slain" and isinstance(x, int) and x != HIDDEN:
            out[("giant", x)] += 1

    walk(view.to_json())
    return {(k, i) for k, m in out.items() for i in range(m)}


def _missed_reveals(fact_filter=None, seeds=range(2)) -> tuple[int, list]:
    """(reveals found, the ones the facts left out): a step shows seat s something when
    s's view after it shows an id (or a slain Giant's value) more often than before."""
    found, missed = 0, []
    for before, seat, a, st, out in _steps(seeds):
        facts = st.facts(out.events) if fact_filter is None else fact_filter(st.facts(out.events))
        told = set()
        for f in facts:
            if type(f) is Revealed:
                told |= set(range(st.n)) if f.to is None else set(f.to)
        for s in range(st.n):
            new = _seen(st.view(s)) - _seen(before.view(s))
            if new:
                found += 1
                if s not in told:
                    missed.append((st.n, seat, a, s, dict(new), out.events))
    return found, missed


def test_every_step_that_shows_a_seat_something_says_so():
    found, missed = _missed_reveals()
    assert found > 500
    assert missed == [], missed[:3]


def test_the_reveal_check_can_fail():
    """Without its Revealed facts the check above finds the reveals left out."""
    found, missed = _missed_reveals(lambda fs: tuple(f for f in fs if type(f) is not Revealed), seeds=range(1))
    assert found > 100 and len(missed) == found


def test_a_step_that_shows_nothing_reveals_nothing():
    """Honest, not blanket: most steps of the actions phase show nobody anything."""
    quiet = told = 0
    for before, _seat, _a, st, out in _steps(range(1)):
        if before.phase != "actions":
            continue
        if all(not (_seen(st.view(s)) - _seen(before.view(s))) for s in range(st.n)):
            quiet += 1
            told += bool(out.revealed_to)
    assert quiet > 500 and told < quiet // 4


def test_events_are_declared_and_facts_are_shared():
    kinds: set[str] = set()
    facts: Counter = Counter()
    for n, exp in SETTINGS:
        st = new_game(n, 3, {"expansion": exp})
        for e in st.setup_events():
            assert e["t"] in E.OWN
            kinds.add(e["t"])
    for _before, _seat, _a, st, out in _steps():
        for e in out.events:
            assert e["t"] in E.OWN, e
            kinds.add(e["t"])
        assert out.facts == st.facts(out.events)
        for f in out.facts:
            assert type(f) in FACTS
            facts[type(f)] += 1
    assert len(kinds) >= 50, sorted(E.OWN - kinds)
    assert {Moved, Played, Revealed, BattleResolved, Began, Ended, GameOver} <= set(facts)


def test_battles_name_winners_and_losers():
    won = lost = 0
    for _before, _seat, _a, _st, out in _steps(range(1)):
        ts = [e["t"] for e in out.events]
        slain = {e["region"] for e in out.events if e["t"] == "slay"}
        for f in out.facts:
            if type(f) is BattleResolved and f.at in slain:  # a Giant slain
                assert f.losers == ()
            elif type(f) is BattleResolved and "battle_won" in ts:
                ev = next(e for e in out.events if e["t"] == "battle_won")
                strengths = next(e for e in out.events if e["t"] == "strengths")["s"]
                assert f.at == ev["favor"] and f.winners == (ev["seat"],)
                assert set(f.losers) == {int(c) for c in strengths} - {ev["seat"]}
                won += 1
            elif type(f) is BattleResolved and ("battle_tie" in ts or "battle_lost" in ts):
                assert f.winners == () and f.losers
                lost += 1
    assert won > 10 and lost > 0


def test_the_era_and_its_phases_begin_and_end_and_the_game_is_over():
    st = new_game(3, 8, {})
    rng = Rng(8)
    units = []
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        out = st.apply_reported(seat, legal[rng.below(len(legal))])
        units += [(type(f).__name__, f.unit, f.number, f.name) for f in out.facts if type(f) in (Began, Ended)]
        over = [f for f in out.facts if type(f) is GameOver]
    assert units == [u for era in (1, 2, 3) for u in (
        ("Began", "era", era, ""), ("Began", "phase", era, "draft"), ("Ended", "phase", era, "draft"),
        ("Began", "phase", era, "actions"), ("Ended", "phase", era, "actions"), ("Ended", "era", era, ""))]
    assert over == [GameOver(tuple(st.winners()), tuple(st.scores()))]


@pytest.mark.parametrize("n,exp", SETTINGS)
def test_progress_moves_forward_and_agrees_with_the_round_label(n, exp):
    st = new_game(n, 2, {"expansion": exp})
    rng = Rng(2)
    last = st.progress()
    assert (last.unit, last.number, last.count, last.phase) == ("era", 1, 3, "boats")
    seen = set()
    while not st.is_over():
        p = st.progress()
        assert (p.unit, p.count) == ("era", 3) and not p.over
        assert (p.number, _ORDER.index(p.phase)) >= (last.number, _ORDER.index(last.phase))
        assert st.round_label() == f"Era {p.number} · " + {"boats": "Setup", "draft": "Draft",
                                                          "actions": "Actions"}[p.phase]
        assert p.phase_key == "round.phase.vikings." + {"boats": "setup", "draft": "draft",
                                                        "actions": "actions"}[p.phase]
        seen.add((p.number, p.phase))
        last = p
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    p = st.progress()
    assert p.over and p.number == 3 and p.phase == "over" and p.phase_key == "round.phase.vikings.game_over"
    assert seen == {(1, "boats")} | {(e, ph) for e in (1, 2, 3) for ph in ("draft", "actions")}


_ORDER = ("boats", "draft", "actions", "over")


@pytest.mark.parametrize("n,exp", SETTINGS)
def test_the_points_scored_add_up_to_the_scores(n, exp):
    """Every point is told by a Scored fact (the final scoring's, by source)."""
    from game.core.events import Scored
    st = new_game(n, 5, {"expansion": exp})
    rng = Rng(5)
    points = [0] * n
    whys = set()
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        for f in st.apply_reported(seat, legal[rng.below(len(legal))]).facts:
            if type(f) is Scored:
                points[f.seat] += f.points
                whys.add(f.why)
    assert points == st.scores() and any(points)
    assert whys <= {k for part in st.score_breakdown() for k in part} - {"total"}
