"""The bot's worth tables (upgrade_worth and an upgrade's card_worth read by Age and phase)
give exactly what their expressions give, with and without Frigga's Charm, along seeded
games and in every (Age, phase)."""

from __future__ import annotations

from types import SimpleNamespace

from game.blood_rage import bot as B
from game.blood_rage.data import CARDS, NUM_CARDS, SLOTS
from game.core import Rng
from game.registry import get_game

UPGRADES = [c.id for c in CARDS[:NUM_CARDS] if c.kind in SLOTS]
CHARM = next(c.id for c in CARDS[:NUM_CARDS] if c.effect == "charm")


def _held(st, seat, c):
    """card_worth of an upgrade held, as written before the table."""
    return max(0.3, 0.8 * (B._upgrade_worth(st, seat, c) - B.RAGE_PT * 1.5 * st.upgrade_cost(seat, c)))


def test_tables_equal_the_expressions_along_games():
    checked = 0
    for n, seed in ((2, 41), (4, 42)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        k = 0
        while not st.is_over():
            if k % 7 == 0:
                for seat in range(n):
                    for c in UPGRADES:
                        assert B.upgrade_worth(st, seat, c) == B._upgrade_worth(st, seat, c)
                        assert B.card_worth(st, seat, c) == _held(st, seat, c)
                        checked += 1
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
            k += 1
    assert checked > 1000


def test_tables_with_frigga_s_charm_in_every_phase():
    st = get_game("blood_rage").new_game(3, 7, {})
    st.ups[1] = [CHARM]
    for age in (1, 2, 3):
        for phase in B.PHASES:
            st.age, st.phase = age, phase
            for c in UPGRADES:
                for seat in (0, 1):
                    assert B.card_worth(st, seat, c) == _held(st, seat, c)
                    assert B.upgrade_worth(st, seat, c) == B._upgrade_worth(SimpleNamespace(
                        age=age, phase=phase, on_board=st.on_board), seat, c)
    assert st.upgrade_cost(1, UPGRADES[0]) <= st.upgrade_cost(0, UPGRADES[0])
