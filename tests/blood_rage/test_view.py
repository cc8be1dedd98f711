"""What a seat may know (game/blood_rage/view.py): the view masks what others hid, and
a determinisation fills it back consistently (every card once, the view unchanged)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.ai import make_bot
from game.blood_rage import bot as brbot
from game.blood_rage import new_game, view
from game.blood_rage.data import NUM_CARDS, age_deck
from game.core import HIDDEN, Rng

sys.path.insert(0, str(Path(__file__).resolve().parent))
from br_helpers import aggressive, check_invariants  # noqa: E402
from test_bot import _advance_to  # noqa: E402


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
        for q in d.queues + d.spent:  # packs waiting behind a seat, finished packs
            for p in q:
                out += p
    if s.battle is not None:
        out += [c for c in s.battle["choice"] if c is not None]
    if s.ask is not None and s.ask[0] == "slot":
        out.append(s.ask[2])
    return out


def test_the_bot_determinises_with_the_view_module():
    assert brbot.determinize is view.determinize


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
