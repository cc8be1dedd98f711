"""Blood Rage's heuristic (game/blood_rage/bot.py) and the bots playing Blood Rage."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.ai import LEVELS, available_levels, make_bot
from game.blood_rage import bot as brbot
from game.blood_rage import new_game
from game.blood_rage.data import CARDS, NUM_CARDS, RAGNAROK_GLORY, age_deck, card_id
from game.blood_rage.state import RES
from game.core import HIDDEN, Rng

sys.path.insert(0, str(Path(__file__).resolve().parent))
from br_helpers import aggressive, blank, check_invariants  # noqa: E402


def _cards(s) -> list[int]:
    """Every card id a full state places (outside the played cards of a battle)."""
    out: list[int] = []
    for i in range(s.n):
        out += s.hand[i] + s.quests[i] + s.ups[i]
        if s.kept[i] is not None:
            out.append(s.kept[i])
    out += s.discard + s.unseen
    d = s.draft
    if d is not None:
        for p in d.packs + d.picked:
            out += p
        out += [x for x in d.pending if x is not None] + d.leftover
    if s.battle is not None:
        out += [c for c in s.battle["choice"] if c is not None]
    if s.ask is not None and s.ask[0] == "slot":
        out.append(s.ask[2])
    return out


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


# --- determinisation ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_determinize_is_consistent_with_the_view(n):
    """At every step of seeded playouts, for every seat to act and one other: the
    determinised state shows the same view, holds every card of the Ages so far exactly
    once, no hidden placeholder is left, and it plays on legally."""
    checked = 0
    for seed in range(2):
        s = new_game(n, seed)
        rng, r2 = Rng(seed), Rng(100 + seed)
        step = 0
        while not s.is_over():
            seats = list(s.to_act())
            seats.append((seats[0] + 1) % n)
            for seat in seats:
                v = s.view(seat)
                d = brbot.determinize(v, seat, r2)
                assert d.view(seat).to_json() == v.to_json()
                cards = _cards(d)
                assert all(0 <= c < NUM_CARDS for c in cards)
                assert len(cards) == len(set(cards)), "a card in two places"
                if s.battle is None:
                    pool = sorted(c for a in range(1, d.age + 1) for c in age_deck(a, n))
                    assert sorted(cards) == pool
                assert d.legal_actions(seat) == s.legal_actions(seat)
                checked += 1
            if step % 25 == 0:
                d = brbot.determinize(s.view(s.to_act()[0]), s.to_act()[0], r2)
                check_invariants(d)
                for _ in range(40):
                    if d.is_over():
                        break
                    a = d.to_act()[0]
                    d.apply(a, r2.choice(d.legal_actions(a)))
            seat = rng.choice(s.to_act())
            s.apply(seat, aggressive(rng, s.legal_actions(seat)))
            step += 1
    assert checked > 200


def test_determinize_plays_to_the_end_and_returns_cards_to_the_right_hand():
    s = new_game(3, 11)
    # a battle just decided, losers' cards back in hand: find one
    s = _advance_to(s, lambda st: st.battle is not None and brbot._battle_stage(st) not in brbot._OPEN
                    and len(st.battle["parts"]) > 1 and st.battle["plays"], 4)
    b = s.battle
    seat = b["win"] if b["win"] >= 0 else b["parts"][0]
    d = brbot.determinize(s.view(seat), seat, Rng(5))
    for e in b["plays"]:
        if e[0] != b["win"] and e[0] != seat and not e[4]:
            assert e[1] in d.hand[e[0]], "a loser's played card must be back in its hand"
    rng = Rng(9)
    while not d.is_over():
        a = d.to_act()[0]
        d.apply(a, rng.choice(d.legal_actions(a)))
    assert len(d.scores()) == 3


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


def test_a_seat_sees_the_cards_it_threw_away_in_the_discard_phase():
    """Discard-phase discards leave play face down: their owner still knows them (its view
    shows them), nobody else does, and a determinisation never deals them elsewhere."""
    for n, seed in ((2, 3), (3, 4), (4, 5)):
        s = new_game(n, seed)
        rng = Rng(seed)
        bots = make_bot("normal", "blood_rage")
        while s.age == 1:
            seat = s.to_act()[0]
            s.apply(seat, bots.choose(s.view(seat), seat, rng))
        thrown = {i: [c for c, by in zip(s.unseen, s.unseen_by) if by == i] for i in range(n)}
        assert sum(len(v) for v in thrown.values()) > 0
        assert all(by == -1 or by in thrown for by in s.unseen_by)
        for seat in range(n):
            v = s.view(seat)
            shown = [c for c in v.unseen if c != HIDDEN]
            assert sorted(shown) == sorted(thrown[seat]), (n, seat)
            for _ in range(3):
                d = brbot.determinize(v, seat, Rng(seat + 9))
                assert sorted(c for c, by in zip(d.unseen, d.unseen_by) if by == seat) == sorted(thrown[seat])
                for other in range(n):
                    if other != seat:
                        assert not set(thrown[seat]) & set(d.hand[other] + d.quests[other])
        t = type(s).from_json(json.loads(json.dumps(s.to_json())))
        assert t.unseen_by == s.unseen_by and t.to_json() == s.to_json()
