"""Midgard's heuristic (game/midgard/bot.py) and the bots playing Midgard."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.ai import LEVELS, available_levels, make_bot
from game.core import HIDDEN, Rng
from game.midgard import bot as mbot
from game.midgard import cards, moves, new_game
from game.midgard import data as rules
from game.midgard.data import BOAT, CARD_DECK, GOLD, GOLD_ID
from game.midgard.invariants import check

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "midgard"))
from midgard_helpers import position, take_card  # noqa: E402

from .root_worlds import assert_paired, worlds_by_root_action  # noqa: E402


def _advance(st, steps, seed):
    rng = Rng(seed)
    for _ in range(steps):
        if st.is_over():
            break
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    return st


def test_all_levels_available_for_midgard():
    assert available_levels("midgard") == LEVELS
    for level in LEVELS:
        assert make_bot(level, "midgard").level == level


def test_token_value_and_kingdom_steps():
    assert mbot.token_value(1, 1, 1) == 5
    assert mbot.token_value(0, 0, 2) == 1.0          # two of one colour: far from a set
    assert mbot.token_value(0, 1, 1) == 1.5          # one token short of a set
    assert mbot.token_value(2, 3, 5) == 10 + 1.5 + 1.0
    assert [mbot._g(x) for x in (0, 1, 2, 3, 4)] == [0, 3, 7, 12, 20]
    assert mbot._g(2.5) == 9.5


def _settled(st):
    """The last turn of the round: leads count in full."""
    st.t = st.n * st.quota - 1
    return st


def test_projection_of_an_exact_position():
    # round 3 (nothing carries on), last turn: red C in Asgard and 2W in doomed Gimle
    # (black 1W there); black 1W in Utgard. Each holds two New Warrior cards and an
    # empty supply (worth 3.6 - 1 each).
    st = _settled(position(2, {"Gimle": {0: "2W", 1: "1W"}, "Asgard": {0: "C"},
                               "Utgard": {1: "1W"}}, doom=("Gimle",), round_=3))
    red = 3 + 2 * 3 + 5 + mbot.token_value(1, 0, 0) + 2 * 2.6     # Gimle, doom, Asgard, grey, hand
    black = 3 + 1 * 3 + mbot.token_value(1, 0, 1) + 2 * 2.6       # Utgard, doom, grey + blue, hand
    proj = mbot.projections(st)
    assert proj == pytest.approx([red, black])
    assert mbot.evaluate(st, 0) == pytest.approx(red - black)
    assert mbot.evaluate(st, 1) == pytest.approx(black - red)
    assert mbot.evaluate_all(st) == pytest.approx([red - black, black - red])


def test_score_kingdom_worth_follows_the_board():
    st = _settled(position(2, {"Myrkvior": {0: "2W"}, "Vigrid": {0: "1W"}, "Hindarfjall": {1: "C"}}))
    b = mbot._analyse(st)
    score_mannheim = GOLD_ID[2]
    # red controls two Mannheim provinces (7 points) and is present in two (2 tokens)
    assert mbot.card_worth(st, 0, score_mannheim, b) == pytest.approx(7 + 1.2 * 2)
    assert mbot.card_worth(st, 1, score_mannheim, b) == pytest.approx(3 + 1.2 * 1)
    assert mbot.card_worth(st, 0, HIDDEN, b) == mbot.AVG_WORTH


def test_doomed_vikings_and_a_taken_province_raise_the_evaluation():
    st = _settled(position(2, {"Gimle": {1: "1W"}}, doom=("Gimle",)))
    base = mbot.evaluate(st, 0)
    into_doom = st.clone()
    into_doom.w[BOAT][0] -= 1
    into_doom.w[2][0] += 1        # Vidblain (not doomed): a province of its own
    into_doom.occ[2] += 1
    assert mbot.evaluate(into_doom, 0) > base
    tie = st.clone()
    tie.w[BOAT][0] -= 1
    tie.w[0][0] += 1              # Gimle: doomed, and breaks black's control
    tie.occ[0] += 1
    assert mbot.evaluate(tie, 0) > mbot.evaluate(into_doom, 0)


def test_normal_chooses_the_scarcest_vanaheim_colour():
    st = position(2, {"Vanaheim": {0: "1W"}})
    st.tokens[0] = [2, 0, 3]
    st.phase = rules.VANAHEIM_CHOICE
    st.van_seat = 0
    st.van_left = 2
    bot = make_bot("normal", "midgard")
    assert bot.choose(st.view(0), 0, Rng(1)) == ("token", 1)


def test_normal_takes_an_uncontested_majority_with_its_move():
    # red's boat warrior, chosen for an Invasion of Jotunheim; black 2W hold Utgard, the
    # other Jotunheim provinces are empty; red has nothing on the board
    st = _settled(position(2, {"Utgard": {1: "2W"}, "Asgard": {1: "C+2W"}, "Vanaheim": {1: "3W"}}))
    card = 25    # Invasion - Jotunheim (ids 24..37)
    take_card(st, card)
    st.hands[0].append(card)
    cards.play_card(st, rules.ST_PLAY, 0, moves.PLAY[card], [])
    st.apply(0, ("viking", BOAT, "W"))
    assert st.step == rules.ST_DEST
    choice = make_bot("normal", "midgard").choose(st.view(0), 0, Rng(4))
    assert choice in (("to", 7), ("to", 8), ("to", 9))   # an empty Jotunheim province


def _hidden_twin(st, seat):
    """A copy differing from st only in what `seat` cannot see: an opponent's non-gold
    hand card swapped with a deck card, opponents' token colours shuffled (same
    counts), the deck order reversed and the real RNG changed."""
    other = st.clone()
    o = (seat + 1) % st.n
    h = other.hands[o]
    idx = [i for i, c in enumerate(h) if CARD_DECK[c] != GOLD]
    if idx:
        i = idx[0]
        deck = other.decks[CARD_DECK[h[i]]]
        h[i], deck[0] = deck[0], h[i]
        h.sort()
    for s in range(st.n):
        if s != seat:
            t = other.tokens[s]
            other.tokens[s] = [t[1], t[2], t[0]]
    for d in other.decks:
        d.reverse()
    other.rng = Rng(987654321)
    return other


@pytest.mark.parametrize("steps", [5, 60, 150])
def test_bots_decide_the_same_whatever_the_hidden_information(steps):
    st = _advance(new_game(3, 17, {}), steps, seed=steps)
    st.tokens[1] = [2, 0, 1]
    st.tokens[2] = [0, 3, 1]
    seat = st.to_act()[-1]
    twin = _hidden_twin(st, seat)
    assert twin.to_json() != st.to_json()
    assert json.dumps(st.view(seat).to_json()) == json.dumps(twin.view(seat).to_json())
    for level in LEVELS:
        picks = []
        for s in (st, twin):
            bot = make_bot(level, "midgard")
            if level == "hard":
                bot.configure(iterations=12)
            picks.append(bot.choose(s.view(seat), seat, Rng(55)))
        assert picks[0] == picks[1], level
        assert picks[0] in st.legal_actions(seat)


def test_draft_pick_of_another_seat_stays_hidden():
    st = new_game(2, 9, {})
    assert st.phase == rules.DRAFT
    a = st.clone()
    b = st.clone()
    a.apply(0, a.legal_actions(0)[0])
    b.apply(0, b.legal_actions(0)[-1])
    assert a.to_json() != b.to_json()
    assert a.view(1).to_json() == b.view(1).to_json()
    for level in ("easy", "normal", "hard"):
        picks = []
        for s in (a, b):
            bot = make_bot(level, "midgard")
            if level == "hard":
                bot.configure(iterations=10)
            picks.append(bot.choose(s.view(1), 1, Rng(8)))
        assert picks[0] == picks[1], level
    pa = make_bot("normal", "midgard").choose(a.view(1), 1, Rng(3))
    pb = make_bot("normal", "midgard").choose(b.view(1), 1, Rng(3))
    assert pa == pb


@pytest.mark.parametrize("n,kinds", [(2, ("normal", "easy")), (5, ("random", "easy", "normal", "easy", "random"))])
def test_bots_play_whole_games_legally(n, kinds):
    st = new_game(n, 40 + n, {})
    bots = [make_bot(k, "midgard") for k in kinds]
    rngs = [Rng(i + 1) for i in range(n)]
    steps = 0
    while not st.is_over():
        seat = st.to_act()[0]
        v = st.view(seat)
        a = bots[seat].choose(v, seat, rngs[seat])
        assert a in st.legal_actions(seat)
        st.apply(seat, a)
        steps += 1
        if steps % 40 == 0:
            assert not check(st)
    assert len(st.winners()) >= 1


def test_hard_plays_a_round_legally_and_reproducibly():
    st = new_game(2, 3, {})
    bots = [make_bot("hard", "midgard"), make_bot("normal", "midgard")]
    bots[0].configure(iterations=8)
    rng = Rng(5)
    checked = 0
    while st.round == 1:
        seat = st.to_act()[0]
        v = st.view(seat)
        r = rng.fork()
        a = bots[seat].choose(v, seat, r.clone())
        assert a in st.legal_actions(seat)
        if seat == 0 and len(v.legal_actions(0)) > 1 and checked < 3:
            again = make_bot("hard", "midgard")
            again.configure(iterations=8)
            assert again.choose(v, 0, r.clone()) == a
            assert 1 <= again.last_iterations <= 8
            checked += 1
        st.apply(seat, a)
    assert st.round == 2 and checked == 3


def test_normal_beats_random_in_a_few_games():
    from game.ai.arena import collect, play_game, seat_kinds
    from game.registry import get_game

    spec = get_game("midgard")

    def factory(k):
        return make_bot(k, "midgard")

    res = [play_game(spec, seat_kinds(["normal", "random"], g), {}, 500 + g, factory) for g in range(4)]
    s = collect(res, ["normal", "random"])
    assert s["kinds"]["normal"]["wins"] == 4
    assert s["kinds"]["normal"]["mean_margin"] > 30


def test_main_arena_command_prints_json(capsys):
    import main

    code = main.main(["arena", "--game", "midgard", "--players", "2", "--seats", "normal,random",
                      "--games", "2", "--seed", "9", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["games"] == 2
    assert out["kinds"]["normal"]["wins"] == 2
    assert out["kinds"]["random"]["winrate"] == 0
    assert out["kinds"]["normal"]["decision_ms_p95"] > 0


def test_main_play_with_hard_iterations(capsys):
    import main

    code = main.main(["play", "--game", "midgard", "--players", "2", "--seats", "hard,random",
                      "--seed", "4", "--iterations", "3", "--quiet"])
    assert code == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("scores: ")
    a, b = (int(x) for x in last.split()[1:])
    assert a > b


@pytest.mark.parametrize("n", [2, 4])
def test_hard_searches_its_own_choices_only(n):
    """Midgard's `hard` keeps the opponents out of its tree (OWN_TREE_PLAYERS): every
    edge of a search's tree is one of the searching seat's actions, several deep."""
    st = new_game(n, 12)
    _advance(st, 40, 3)
    seat = st.to_act()[0]
    bot = make_bot("hard", "midgard")
    bot.configure(iterations=120)
    bot.early_stop = False
    bot.choose(st.view(seat), seat, Rng(5))

    def edges(node, depth=1):
        for (actor, _a), ch in node.children.items():
            yield actor, depth
            yield from edges(ch, depth + 1)

    found = list(edges(bot.last_root))
    assert {actor for actor, _ in found} == {seat}
    assert max(d for _, d in found) >= 2


@pytest.mark.parametrize("n", [2, 4])
def test_hard_playouts_of_the_last_round_end_at_its_last_card(n, monkeypatch):
    """In round 3 `hard`'s playouts stop at the round's last card (rollout_until), so the
    evaluation's win chance judges them, never the game's end (a whole win or loss);
    earlier rounds end their playouts at the round's end as before."""
    import game.ai.mcts as mcts

    st = new_game(n, 21)
    rng = Rng(8)
    assert mbot.rollout_until(st, 0) is None
    while not (st.round == rules.NUM_ROUNDS and st.phase == rules.ACTION and st.t <= 1):
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    seat = st.to_act()[0]
    ends = []
    monkeypatch.setattr(mcts, "final_rewards", lambda s: ends.append(s) or [0.0] * s.num_players)
    bot = make_bot("hard", "midgard")
    bot.configure(iterations=30)
    bot.early_stop = False
    bot.choose(st.view(seat), seat, Rng(3))
    assert bot.last_iterations == 30
    assert ends == []
    # what a playout then judges: the last turn, its card not chosen yet
    stop = mbot.rollout_until(st, seat)
    while not stop(st):
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))])
    assert st.phase == rules.ACTION and st.t == n * st.quota - 1 and st.step == rules.ST_PLAY
    assert not st.is_over()


@pytest.mark.parametrize("n", [2, 4])
def test_hard_compares_its_root_actions_on_the_same_determinisations(n):
    """Midgard's `hard` pairs its root actions (PAIRED_ROOT): the k-th visit of each plays
    from the same hidden cards and draws as the k-th visit of every other."""
    st = new_game(n, 12)
    _advance(st, 40, 3)
    seat = st.to_act()[0]
    legal = st.legal_actions(seat)
    assert len(legal) >= 2
    bot = make_bot("hard", "midgard")
    bot.configure(iterations=80)
    bot.early_stop = False
    assert_paired(worlds_by_root_action(bot, mbot.determinize, st.view(seat), seat, 5), legal)
