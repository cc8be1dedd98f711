"""The Asgard heuristic for the generic bots: contract, sensible values, full games."""

from __future__ import annotations

from asgard_helpers import RED, give_stones, position, run_frames

import main
from game.ai import make_bot
from game.asgard import bot, new_game
from game.asgard import data as D
from game.core import Rng


def test_bot_module_contract_and_full_game():
    st = new_game(3, 5, {})
    bots = [make_bot("normal", "asgard"), make_bot("easy", "asgard"), make_bot("random", "asgard")]
    rng = Rng(1)
    while not st.is_over():
        seat = st.to_act()[0]
        view = st.view(seat)
        legal = view.legal_actions(seat)
        pri = bot.priors(view, seat, legal)
        assert len(pri) == len(legal)
        a = bots[seat].choose(view, seat, rng)
        assert a in st.legal_actions(seat)
        st.apply(seat, a)
    s = st.scores()
    assert bot.evaluate_all(st) == [s[i] - max(s[j] for j in range(3) if j != i) for i in range(3)]
    assert bot.round_index(st) == 6


def test_temple_worth_more_than_a_prayer_when_affordable():
    st = position(4, rnd=2)
    st.phase = "place"
    give_stones(st, RED, P=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 0] + [0]
    st.sel[RED] = [D.FREYJA]
    run_frames(st, ["place", RED])
    legal = st.legal_actions(RED)
    pri = dict(zip(legal, bot.priors(st, RED, legal)))
    assert pri[("place", "freyja", "temple")] > pri[("place", "freyja", "FREYJA_UP")]
    assert bot.evaluate(st, RED) > bot.evaluate(position(4, rnd=2), RED)


def test_secret_choices_are_not_observed():
    st = new_game(2, 1, {})
    assert bot.observed_action(st, 0, 1, ("god", "odin")) is None
    assert bot.observed_action(st, 0, 1, ("place", "weapon", 3, 2, "L")) == ("place", "weapon", 2, "L")
    assert bot.observed_action(st, 0, 1, ("place", "odin", "asgard")) == ("place", "odin", "asgard")


def test_cli_with_bots(capsys):
    rc = main.main(["play", "--game", "asgard", "--players", "2", "--seats", "normal,easy", "--seed", "4",
                    "--quiet"])
    out = capsys.readouterr().out.strip().splitlines()
    assert rc == 0 and out[-1].startswith("scores:")


def _temple_discs(*gods):
    """Red on the temple spaces of `gods` with the stones of one temple (2 pink: the top
    of stack A; the next tile of stack A wants 2 yellow)."""
    st = position(4, rnd=2)
    st.phase = "actions"
    give_stones(st, RED, P=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t not in (0, 1)] + [1, 0]
    for g in gods:
        st.temple[g] = RED
        st.front[RED] -= 1
    return st


def test_temples_to_come_are_paid_from_one_purse():
    st = _temple_discs(D.FREYJA, D.BALDR)
    left = 4
    chain = bot.temple_chain(st, RED, left, 2)
    assert chain[0] > 0 and chain[1] == 0  # the second temple finds no stones left
    # two temple discs with the stones of one temple are worth one temple, not two
    assert bot.pending_value(st, RED, left) < 1.5 * chain[0]
    give_stones(st, RED, Y=2)
    assert bot.temple_chain(st, RED, left, 2)[1] > 0  # 2 yellow pay the next one


def test_building_the_temple_beats_declining_it():
    st = _temple_discs(D.FREYJA)
    run_frames(st, ["temple", RED, D.FREYJA])
    legal = st.legal_actions(RED)
    assert ("decline",) in legal and ("build", "A") in legal
    values = {}
    for a in (("decline",), ("build", "A")):
        s = st.clone()
        s.apply(RED, a)
        values[a] = bot.evaluate(s, RED)
    assert values[("build", "A")] > values[("decline",)]


def test_the_secret_choice_of_gods_is_judged():
    """In phase 1 the evaluation tells the gods apart (each chosen god is worth a share of
    what revealing it may bring), so `easy` and `normal` do not choose blindly."""
    from game.ai.lookahead import one_step_values

    st = new_game(3, 8, {})
    rng = Rng(2)
    while st.phase != "gods":
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    seat = st.to_act()[0]
    view = st.view(seat)
    legal = view.legal_actions(seat)
    values = one_step_values(bot, view, seat, legal, rng)
    assert len(set(round(v, 6) for v in values)) > 1
