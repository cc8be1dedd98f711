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
THRONE = next(c.id for c in CARDS[:NUM_CARDS] if c.effect == "throne")


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


def _best_step_gain(st, seat):
    """best_step_gain as written before its table (the three stats' gains, the best)."""
    best = 0.0
    for k in range(3):
        if st.steps[seat][k] < 6:
            best = max(best, B.step_gain(st, seat, k))
    return best


def test_the_best_step_gain_table_in_every_phase_and_step():
    checked = 0
    for age in (1, 2, 3):
        for phase in B.PHASES:
            for a in range(7):
                for b in range(7):
                    for c in range(7):
                        st = SimpleNamespace(age=age, phase=phase, steps=[[6, 6, 6], [a, b, c]])
                        assert B._best_gain(st, 1) == _best_step_gain(st, 1) == B.best_step_gain(st, 1)
                        checked += 1
    assert checked == 3 * len(B.PHASES) * 343
    # a phase outside the table is worked out
    st = SimpleNamespace(age=2, phase="nowhere", steps=[[1, 2, 3]])
    assert B._best_gain(st, 0) == _best_step_gain(st, 0)


def test_the_evaluation_parts_along_games_equal_their_expressions():
    """_parts's quests read Tyr's Throne and the best step gain once a seat: the own
    increments equal quest_chance x (value x throne + best_step_gain) along seeded games."""
    checked = 0
    for n, seed in ((3, 43), (4, 44)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        while not st.is_over():
            # as it is, and with Tyr's Throne (Glory of a met quest doubled) for the first seat
            throne = st.clone()
            throne.ups[0] = [*throne.ups[0], THRONE]
            for s in (st, throne):
                parts = B._parts(s, range(n))
                if parts is None or s.phase not in ("setup", "draft", "action"):
                    continue
                _, own, _, _, _ = parts
                tab = B.strength_table(s)
                for i in range(n):
                    want = []
                    for c in s.quests[i]:
                        g = CARDS[c].value * (2 if s.has(i, "throne") else 1)
                        want.append(B.quest_chance(s, i, c, True, tab) * (g + _best_step_gain(s, i)))
                    assert own[i][:len(want)] == want
                    checked += len(want)
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
    assert checked > 50


def test_the_invade_prior_table_equals_p_invade():
    st = get_game("blood_rage").new_game(4, 45, {})
    for k, v in B._INVADE_PRIOR.items():
        for seat in range(4):
            assert v == B._p_invade(st, seat, ("invade", k), {}, "turn")
    assert "W" not in B._INVADE_PRIOR  # (its cost follows the Warriors' upgrade)


def _base(st, i):
    """_parts's base worth of seat i as written before (has / total_upgrade / upgrade_worth)."""
    doom = B._doom_area(st) if B._ragnarok_pending(st) else None
    rows = B._STAT_ROWS[(st.age, st.phase)]
    steps = st.steps[i]
    v = 0.0
    v += rows[0][steps[0]]
    v += rows[1][steps[1]]
    v += rows[2][steps[2]]
    loki = st.total_upgrade(i, "loki_release")
    dragons = st.has(i, "dragons")
    _, _, on_board, nval = st.places(i)
    for f, loc in on_board:
        if doom is not None and loc in doom:
            w = B._rag_glory(st, i) + B.FIGURE_ON_BOARD * 0.5
            if f in B.MONSTERS:
                w += 0.5
            v += w
            if dragons and B.is_ship(f):
                v += dragons
            continue
        w = B.FIGURE_ON_BOARD * (3 - st.age + 0.5)
        if f in B.MONSTERS:
            w += 0.5
        v += w
    if B._phase(st) <= 6:
        v += loki * nval
    for c in st.ups[i]:
        v += B.upgrade_worth(st, i, c)
    if st.phase == "action" and not st.passed[i]:
        v += B.RAGE_PT * st.rage[i]
    return v


def test_the_evaluation_base_with_dragons_and_loki_equals_its_expression():
    """_parts reads Loki's release and the dragons' Glory by one loop over the upgrades:
    the base worths equal has / total_upgrade's, with those upgrades given to the seats."""
    dragons = [c.id for c in CARDS[:NUM_CARDS] if c.effect == "dragons"]
    loki = [c.id for c in CARDS[:NUM_CARDS] if c.effect == "loki_release"]
    extra = [dragons[:1], loki[:1], [*dragons, *loki], dragons[::-1], []]
    checked = 0
    for n, seed in ((3, 46), (4, 47)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        k = 0
        while not st.is_over():
            if not st.over and k % 3 == 0:
                s = st.clone()
                for i in range(n):
                    s.ups[i] = [*s.ups[i], *extra[(i + k) % len(extra)]]
                for x in (st, s):
                    parts = B._parts(x, range(n))
                    for i in range(n):
                        assert parts[0][i] == _base(x, i)
                        checked += 1
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
            k += 1
    assert checked > 500
