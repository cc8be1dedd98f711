"""The game's invariants (game/asgard/invariants.py): they hold at every step of seeded
games of every player count, and each kind of broken state is reported."""

from __future__ import annotations

import pytest
from asgard_helpers import playout

from game.asgard import data as D
from game.asgard import invariants, new_game
from game.core import Rng


@pytest.mark.parametrize("n", [2, 3, 4])
def test_invariants_hold_at_every_step(n):
    st = new_game(n, 500 + n, {})
    rng = Rng(n)
    steps = 0
    while not st.is_over():
        assert invariants.check(st) == [], steps
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
        steps += 1
    assert invariants.check(st) == [] and steps > 100


def _mid_game(n: int = 3):
    st, _, _ = playout(n, 9, check=False)  # a finished game: every piece has moved
    return st


def _broken(change) -> list[str]:
    st = _mid_game()
    assert invariants.check(st) == []
    change(st)
    return invariants.check(st)


def test_a_lost_disc_is_reported():
    assert any("discs" in m for m in _broken(lambda st: st.home.__setitem__(0, st.home[0] - 1)))


def test_a_stone_from_nowhere_is_reported():
    assert any("stones not conserved" in m for m in _broken(lambda st: st.stones[1].__setitem__(2, 9)))


def test_a_seal_from_nowhere_is_reported():
    assert any("seals not conserved" in m for m in _broken(lambda st: st.seals[0].__setitem__(1, 20)))


def test_recruits_not_conserved_are_reported():
    assert any("warriors not conserved" in m for m in _broken(lambda st: st.rec_out.__setitem__(0, 50)))


def test_a_score_without_its_source_is_reported():
    assert any("sources" in m for m in _broken(lambda st: st.score.__setitem__(2, st.score[2] + 3)))


def test_a_duplicated_tile_is_reported():
    def dup(st):
        st.w_stack.append(D.WEAPONS[0])
        st.pop_disc.append(1)
        st.temple_stack[0].append(0)
    out = _broken(dup)
    assert any("weapon" in m for m in out) and any("population" in m for m in out)
    assert any("temple" in m for m in out)


def test_order_and_battle_spaces_are_checked():
    def bad(st):
        st.order[0] = st.order[1]
        st.battle[6] = [0, 1]
        st.battle[2] = [1, 1]
    out = _broken(bad)
    assert any("order" in m for m in out) and any("world 7" in m for m in out)
    assert any("both sides of world 3" in m for m in out)
