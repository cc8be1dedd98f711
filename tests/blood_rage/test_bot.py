"""Blood Rage's heuristic (game/blood_rage/bot.py) and the bots playing Blood Rage."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.ai import LEVELS, available_levels, make_bot
from game.blood_rage import bot as brbot
from game.blood_rage import new_game
from game.blood_rage.data import CARDS, NUM_CARDS, RAGNAROK_GLORY, card_id
from game.blood_rage.state import RES
from game.core import HIDDEN, Rng

sys.path.insert(0, str(Path(__file__).resolve().parent))
from br_helpers import aggressive, blank, check_invariants  # noqa: E402


def _advance_to(st, pred, seed: int, limit: int = 5000):
    rng = Rng(seed)
    for _ in range(limit):
        if st.is_over() or pred(st):
            return st
        seat = rng.choice(st.to_act())
        st.apply(seat, aggressive(rng, st.legal_actions(seat)))
    raise AssertionError("position not reached")


def test_all_levels_available():
    assert available_levels("blood_rage") == LEVELS
    for level in LEVELS:
        assert make_bot(level, "blood_rage").level == level


# --- no hidden information -----------------------------------------------------------------------
def _swap_hidden(s, seat: int):
    """A copy differing only in what seat cannot see: another seat's hand card (or
    committed quest) swapped with an unseen card, and the generator (future decks)."""
    t = s.clone()
    t.rng = Rng(987654321)
    for o in range(t.n):
        if o == seat:
            continue
        for lst in (t.hand[o], t.quests[o]):
            if lst and t.unseen:
                lst[0], t.unseen[0] = t.unseen[0], lst[0]
                return t
    if t.draft is not None:
        o = (seat + 1) % t.n
        pk = t.draft.packs[o]
        if len(pk) >= 1 and t.draft.leftover:
            pk[0], t.draft.leftover[0] = t.draft.leftover[0], pk[0]
    return t


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_never_read_hidden_information(level):
    positions = []
    s = new_game(3, 21)
    positions.append(s.clone())  # the first draft pick
    s = _advance_to(s, lambda st: st.phase == "action" and st.age == 2 and st.ask[0] == "turn", 3)
    positions.append(s.clone())
    s = _advance_to(s, lambda st: st.ask is not None and st.ask[0] == "card", 4)
    positions.append(s.clone())
    differing = 0
    for a in positions:
        seat = a.to_act()[0]
        b = _swap_hidden(a, seat)
        if b.to_json() != a.to_json():
            differing += 1
        assert json.dumps(a.view(seat).to_json()) == json.dumps(b.view(seat).to_json())
        picks = []
        for st in (a, b):
            bot = make_bot(level, "blood_rage")
            if level == "hard":
                bot.configure(iterations=30)
            picks.append(bot.choose(st.view(seat), seat, Rng(2024)))
        assert picks[0] == picks[1]
        assert picks[0] in a.legal_actions(seat)
    assert differing == len(positions)


def test_evaluate_reads_nothing_hidden_in_a_full_state():
    """evaluate(state, seat) on two full states that differ only in others' hands, quests
    and the unseen pile gives the same number."""
    s = _advance_to(new_game(4, 8), lambda st: st.phase == "action" and st.age == 1
                    and sum(len(q) for q in st.quests) >= 1 and st.ask[0] == "turn", 2)
    for seat in range(4):
        t = s.clone()
        for o in range(4):
            if o != seat and t.hand[o] and t.unseen:
                t.hand[o][0], t.unseen[-1] = t.unseen[-1], t.hand[o][0]
            if o != seat and t.quests[o] and t.unseen:
                t.quests[o][0], t.unseen[0] = t.unseen[0], t.quests[o][0]
        assert brbot.evaluate(s, seat) == pytest.approx(brbot.evaluate(t, seat))


def test_observed_action_hides_secret_choices():
    s = new_game(3, 2)
    seat = s.to_act()[0]
    assert brbot.observed_action(s, (seat + 1) % 3, seat, s.legal_actions(seat)[0]) is None
    assert brbot.observed_action(s, seat, seat, ("pick", 3)) == ("pick", 3)
    assert brbot.observed_action(s, 1, 0, ("pass",)) == ("pass",)


# --- evaluation ---------------------------------------------------------------------------------
def test_finished_game_evaluates_to_the_glory_margin():
    s = new_game(3, 4)
    rng = Rng(4)
    while not s.is_over():
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    g = s.glory
    for seat in range(3):
        assert brbot.evaluate(s, seat) == g[seat] - max(g[o] for o in range(3) if o != seat)


def test_stat_worth_counts_epic_steps():
    s = blank(2, age=3)
    s.phase = "over"
    assert [brbot.stat_worth(s, 0, 1, k) for k in range(1, 7)] == [0, 0, 0, 10, 10, 20]
    s.phase = "action"
    # raising Axes 3 -> 4 is worth at least the +10 end bonus in the last Age
    s.steps[0][1] = 3
    assert brbot.step_gain(s, 0, 1) >= 10


def test_a_figure_in_the_doomed_province_is_worth_its_ragnarok_glory():
    s = blank(2, age=2)
    doom = s.rag[1]
    s.destroyed = [p for p in s.destroyed if p != doom]
    s.pillaged = ["YGG"] + [p for p in ("ELV", "ANG", "MUS", "HOR", "UTG", "AND", "GIM", "MYR")]
    before = brbot.projections(s, 0)[0]
    s.fig[0]["W0"] = doom
    after = brbot.projections(s, 0)[0]
    assert after - before == pytest.approx(RAGNAROK_GLORY[2] + brbot.FIGURE_ON_BOARD * 0.5)


def test_pillage_prospect_grows_with_the_lead():
    s = blank(2, age=1)
    p = next(q for q in ("ELV", "ANG", "MUS", "HOR", "UTG", "AND", "GIM", "MYR")
             if q not in s.destroyed and q != s.rag[0])
    s.fig[1]["W0"] = p
    values = []
    for k in range(4):
        s.fig[0][f"W{k}"] = p if k > 0 else RES
        values.append(brbot.evaluate(s, 0))
    s.fig[0]["W0"] = p
    values.append(brbot.evaluate(s, 0))
    assert values == sorted(values) and values[-1] > values[0] + 2


# --- decisions of the normal bot ------------------------------------------------------------------
def test_normal_pillages_an_unopposed_province():
    """Seat 0 fills its Horns (Leader and 3 Warriors) in the doomed province, which nobody
    contests and which holds the Glory token. With 1 Rage left (a March would spend it),
    pillaging beats marching away and passing."""
    s = blank(2, age=1)
    p = "ANG"
    s.rag = ["ANG", "MUS", "HOR"]
    s.doom = "ANG"
    s.tokens[p] = "G"
    for f in ("L", "W0", "W1", "W2"):
        s.fig[0][f] = p
    s.rage[0] = 1
    s.turn = 0
    s.ask = ["turn", [0]]
    s.stack = [["action", 2]]
    s.lcache = None
    legal = s.legal_actions(0)
    assert ("pillage", p) in legal
    a = make_bot("normal", "blood_rage").choose(s.view(0), 0, Rng(1))
    assert a == ("pillage", p)


def test_normal_plays_the_card_that_is_enough():
    """Seat 0 (Leader, 3) fights seat 1 (Leader and a Warrior, 4) who has no card; with
    Tyr's Bash (+2) enough to win, the bot keeps Tyr's Smite (+5)."""
    s = blank(2, age=1)
    p = next(q for q in ("ELV", "ANG", "MUS", "HOR", "UTG", "AND", "GIM", "MYR")
             if q not in s.destroyed and q != s.rag[0])
    s.fig[0]["L"] = p
    s.fig[1]["L"] = p
    s.fig[1]["W0"] = p
    bash, smite = card_id("Tyr's Bash"), card_id("Tyr's Smite")
    s.hand[0] = [smite, bash]
    s.hand[1] = []
    s.turn = 0
    s.ask = ["turn", [0]]
    s.stack = [["action", 2]]
    s.lcache = None
    s.apply(0, ("pillage", p))
    assert s.ask[0] == "card" and s.to_act() == [0]
    bot = make_bot("normal", "blood_rage")
    assert bot.choose(s.view(0), 0, Rng(3)) == ("play", bash)
    # against a stronger side (Leader and 3 Warriors, 6) only the Smite wins
    s2 = s.clone()
    s2.fig[1]["W1"] = p
    s2.fig[1]["W2"] = p
    assert bot.choose(s2.view(0), 0, Rng(3)) == ("play", smite)


def test_priors_are_sane():
    s = new_game(3, 6)
    seat = s.to_act()[0]
    legal = s.legal_actions(seat)
    pri = brbot.priors(s.view(seat), seat, legal)
    assert len(pri) == len(legal) and all(isinstance(x, float) for x in pri)
    # in the draft a Tyr's Rage (+6) beats a Tyr's Bash (+2) for everyone
    st = blank(2, age=2)
    assert brbot.card_worth(st, 0, card_id("Tyr's Rage")) > brbot.card_worth(st, 0, card_id("Tyr's Crush", 2))
    assert brbot.card_worth(st, 0, HIDDEN) == brbot.OPP_CARD[2]
    _ = CARDS


# --- full games ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_normal_and_easy_play_full_games(n):
    kinds = (["normal", "easy", "random", "normal"])[:n]
    bots = [make_bot(k, "blood_rage") for k in kinds]
    s = new_game(n, 40 + n)
    rngs = [Rng(7 * n + i) for i in range(n)]
    steps = 0
    while not s.is_over():
        seat = s.to_act()[0]
        v = s.view(seat)
        a = bots[seat].choose(v, seat, rngs[seat])
        assert a in s.legal_actions(seat)
        s.apply(seat, a)
        steps += 1
        if steps % 50 == 0:
            check_invariants(s)
    assert s.age == 3 and len(s.scores()) == n


def test_hard_plays_a_full_two_player_game():
    bots = [make_bot("hard", "blood_rage"), make_bot("normal", "blood_rage")]
    bots[0].configure(iterations=8)
    s = new_game(2, 77)
    rng = Rng(77)
    while not s.is_over():
        seat = s.to_act()[0]
        a = bots[seat].choose(s.view(seat), seat, rng)
        assert a in s.legal_actions(seat)
        s.apply(seat, a)
    assert s.is_over()


def test_normal_beats_random_clearly():
    """A small seeded arena (the full 100-game figures are in the report)."""
    normal, rnd = make_bot("normal", "blood_rage"), make_bot("random", "blood_rage")
    wins = 0.0
    games = 6
    for g in range(games):
        s = new_game(2, 500 + g)
        seats = [normal, rnd] if g % 2 == 0 else [rnd, normal]
        me = 0 if g % 2 == 0 else 1
        rng = Rng(g)
        while not s.is_over():
            seat = s.to_act()[0]
            s.apply(seat, seats[seat].choose(s.view(seat), seat, rng))
        w = s.winners()
        if me in w:
            wins += 1 / len(w)
    assert wins >= games - 1


def test_a_begun_action_is_judged_by_its_best_completion():
    """After the Invade verb (Rage paid, figure still in the reserve) the evaluation is
    that of the best destination; a figure about to be destroyed already counts as lost."""
    s = blank(2, age=1)
    s.apply(0, ("invade", "W"))
    assert s.ask[0] == "inv_to"
    outs = []
    for a in s.legal_actions(0):
        c = s.clone()
        c.apply(0, a)
        outs.append(brbot.evaluate(c, 0))
    assert brbot.evaluate(s, 0) == pytest.approx(max(outs))
    assert max(outs) > min(outs)
    # a pending destruction of seat 0's Leader lowers its projection by the Leader's worth
    t = blank(2, age=1)
    p = next(q for q in ("ELV", "ANG", "MUS", "HOR", "UTG", "AND", "GIM", "MYR") if q != t.rag[0])
    t.fig[0]["L"] = p
    t.pillaged = ["YGG", "ELV", "ANG", "MUS", "HOR", "UTG", "AND", "GIM", "MYR"]
    base = brbot.projections(t, 0)[0]
    t.stack.append(["kill", 0, "effect", 1, ["L"]])
    assert brbot.projections(t, 0)[0] == pytest.approx(base - brbot._fig_worth(t, 0, "L", p))


def test_normal_keeps_its_best_card_for_the_next_age():
    s = blank(2, age=1)
    rage, bash = card_id("Tyr's Smite", 1), card_id("Tyr's Bash", 1)
    s.phase = "discard"
    s.hand[0] = [bash, rage]
    s.hand[1] = []
    s.stack = [["discard_end"]]
    s.ask = ["keep", [0]]
    s.lcache = None
    assert s.legal_actions(0) == [("keep", bash), ("keep", rage), ("none",)]
    assert make_bot("normal", "blood_rage").choose(s.view(0), 0, Rng(1)) == ("keep", rage)


def test_quest_chances_from_the_strength_table_match_the_plain_path():
    """The priors read quest chances from their strength table: the same numbers as
    reading the state, for every quest card, seat and moment of seeded games."""
    quests = [c for c in range(NUM_CARDS) if CARDS[c].kind == "quest"]
    checked = 0
    for n, seed in ((2, 4), (4, 6)):
        st = new_game(n, seed)
        rng = Rng(seed)
        while not st.is_over():
            if rng.below(4) == 0:
                tab = brbot.strength_table(st)
                for seat in range(n):
                    for c in quests:
                        for committed in (False, True):
                            assert brbot.quest_chance(st, seat, c, committed, tab) == \
                                brbot.quest_chance(st, seat, c, committed), (seat, c)
                            checked += 1
            seat = st.to_act()[0]
            st.apply(seat, aggressive(rng, st.legal_actions(seat)))
    assert checked > 1000
