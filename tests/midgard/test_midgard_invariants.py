"""game/midgard/invariants.py: `check` is empty along real games (the playouts of
test_midgard_playouts.py call it after every step) and names what a broken rule breaks;
`main.py arena --check-invariants` runs it after every step and stops on the first."""

from __future__ import annotations

import contextlib
import io

import pytest
from midgard_helpers import RED, gold, play, position

import main
from game.core import Rng
from game.midgard import cards, invariants, new_game
from game.midgard.data import BOAT, SUPPLY


def _mid_game(n: int = 3, seed: int = 5, turns: int = 3):
    """A real game in round 1's action phase, a few turns in."""
    st = new_game(n, seed, {})
    rng = Rng(seed)
    while not (st.phase == "action" and st.t >= turns and st.step == "play"):
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    return st


def test_a_real_game_keeps_them_and_a_view_too():
    st = _mid_game()
    assert invariants.check(st) == []
    assert invariants.check(st.view(1)) == []
    assert invariants.check(st.view(1).determinize(Rng(3))) == []


@pytest.mark.parametrize("breakage, words", [
    (lambda st: st.w[BOAT].__setitem__(0, st.w[BOAT][0] + 1), "has 12 warriors"),
    (lambda st: st.occ.__setitem__(3, st.occ[3] + 1), "area 3 counts"),
    (lambda st: st.hands[0].append(st.hands[1][0]), "a card is in two places"),
    (lambda st: st.decks[0].pop(), "99 cards in the game"),
    (lambda st: st.pts[1].__setitem__(1, 3), "whole awards"),
    (lambda st: st.tokens[2].__setitem__(0, -1), "negative token count"),
    (lambda st: setattr(st, "cur", (st.cur + 1) % st.n), "is not seat"),
    (lambda st: setattr(st, "phase", "feast"), "unknown phase"),
])
def test_each_broken_invariant_is_named(breakage, words):
    st = _mid_game()
    assert st.phase == "action"
    breakage(st)
    broken = invariants.check(st)
    assert broken and any(words in b for b in broken), broken


def _leaky_move(st, seat, chief, src, dst, events):
    """A rule bug: a warrior leaving the supply is not taken out of it."""
    if not chief and src != SUPPLY:
        st.w[src][seat] -= 1
    if chief:
        st.chief[seat] = dst
    else:
        st.w[dst][seat] += 1
    if src < 13:
        st.occ[src] -= 1
    if dst < 13:
        st.occ[dst] += 1


def test_a_rule_bug_is_caught_after_the_step(monkeypatch):
    st = position(2, {}, supply={RED: 3})
    monkeypatch.setattr(cards, "move", _leaky_move)
    play(st, RED, gold(13))    # New Warriors in Alfheim
    st.apply(RED, ("place", 0))
    assert any("has 12 warriors" in b for b in invariants.check(st))


def _arena(*extra: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main.main(["arena", "--game", "midgard", "--players", "2", "--seats", "random,random",
                        "--games", "2", *extra])
    return rc, out.getvalue(), err.getvalue()


def test_arena_checks_invariants_after_every_step(monkeypatch):
    calls = []
    real = invariants.check

    def counting(st):
        calls.append(st.round)
        return real(st)

    monkeypatch.setattr(invariants, "check", counting)
    rc, out, _err = _arena("--check-invariants")
    assert rc == 0 and "Midgard" in out
    assert len(calls) > 200 and set(calls) == {1, 2, 3}
    calls.clear()
    rc, _out, _err = _arena()
    assert rc == 0 and calls == []          # not without the flag


def test_arena_stops_with_a_clear_message_on_a_broken_invariant(monkeypatch):
    monkeypatch.setattr(cards, "move", _leaky_move)
    rc, out, err = _arena("--check-invariants")
    assert rc == 1 and out == ""
    assert "invariant broken in midgard seed 1 at step" in err and "has 12 warriors" in err
