"""No bot sees what its seat cannot: for every game, at every decision of a seeded game,
a twin of the position that differs only in what the deciding seat cannot see (per the
rules, built here without the view code: others' hidden cards swapped with the deck,
hidden stack orders changed, the real RNG changed) gives the same view and the same
decision of `normal` and `hard` (few iterations, the same RNG). Also: the determinisers
resample every hidden order, so two determinisations of one view plan for different
futures."""

from __future__ import annotations

import json

import pytest

from game.ai import make_bot
from game.core import HIDDEN, Rng
from game.registry import get_game

HARD_ITERATIONS = 6


def _dump(st) -> str:
    return json.dumps(st.to_json(), sort_keys=True)


def _decide(level: str, game_id: str, view, seat: int, rng: Rng):
    bot = make_bot(level, game_id)
    if level == "hard":
        bot.configure(iterations=HARD_ITERATIONS)
    return bot.choose(view, seat, rng.clone())


def _check(game_id: str, st, seat: int, twin, rng: Rng) -> bool:
    """True if the twin really differs; asserts the views and decisions agree."""
    if _dump(twin) == _dump(st):
        return False
    va, vb = st.view(seat), twin.view(seat)
    assert _dump(va) == _dump(vb), f"{game_id}: the view of seat {seat} shows what differs"
    for level in ("normal", "hard"):
        a = _decide(level, game_id, va, seat, rng)
        b = _decide(level, game_id, vb, seat, rng)
        assert a == b, f"{game_id} {level}: seat {seat} decides {a} or {b} by what it cannot see"
    return True


def _play(game_id: str, n: int, seed: int, options: dict, twin_of, limit: int = 10_000,
          track=None) -> int:
    """Play a seeded game (random moves); at every decision check the twin. Returns how
    many decisions had a twin that differed."""
    st = get_game(game_id).new_game(n, seed, options)
    rng = Rng(seed * 31 + 5)
    memo: dict = {}
    checked = 0
    steps = 0
    while not st.is_over() and steps < limit:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if len(legal) > 1:
            twin = twin_of(st, seat, memo)
            if twin is not None and _check(game_id, st, seat, twin, rng):
                checked += 1
        before = st.clone() if track else None
        st.apply(seat, legal[rng.below(len(legal))])
        if track:
            track(before, st, memo)
        steps += 1
    return checked


def _rotate(cards: list) -> list:
    return cards[1:] + cards[:1]


# --------------------------------------------------------------------------- Midgard
def _midgard_twin(st, seat, memo):
    from game.midgard.data import CARD_DECK, GOLD
    t = st.clone()
    for o in range(st.n):
        if o == seat:
            continue
        h = t.hands[o]
        for i, c in enumerate(h):
            deck = t.decks[CARD_DECK[c]]
            if CARD_DECK[c] != GOLD and deck:
                h[i], deck[0] = deck[0], h[i]
                break
        h.sort()
        tk = t.tokens[o]
        t.tokens[o] = [tk[1], tk[2], tk[0]]
    for d in t.decks:
        d.reverse()
    t.rng = Rng(987654321)
    return t


# ------------------------------------------------------------------------ Blood Rage
def _blood_rage_twin(st, seat, memo):
    from game.blood_rage.data import CARDS
    t = st.clone()
    others = [o for o in range(st.n) if o != seat]
    # cards in others' hands and committed quests, and cards this seat did not see go,
    # swapped among themselves (same Age only: the backs show the Age)
    slots = [(t.hand[o], j) for o in others for j in range(len(t.hand[o]))]
    slots += [(t.quests[o], j) for o in others for j in range(len(t.quests[o]))]
    slots += [(t.unseen, j) for j, by in enumerate(t.unseen_by) if by != seat]
    by_age: dict[int, list] = {}
    for lst, j in slots:
        by_age.setdefault(CARDS[lst[j]].age, []).append((lst, j))
    for group in by_age.values():
        cards = _rotate([lst[j] for lst, j in group])
        for (lst, j), c in zip(group, cards):
            lst[j] = c
    t.rng = Rng(424242)
    t.lcache = None
    return t


# ---------------------------------------------------------------------------- Asgard
def _asgard_twin(st, seat, memo):
    t = st.clone()
    t.at_stack.reverse()
    for stack in t.god_stack + t.temple_stack:
        if len(stack) > 2:
            stack[:-1] = stack[-2::-1]
    top = st.stack[-1] if st.stack else None
    looking = top is not None and top[0] == "pick" and top[1] == seat
    for kind, stack, held in ((0, t.w_stack, t.w_held), (1, t.m_stack, t.m_held)):
        if looking and top[2] == kind:
            continue
        if not stack:
            continue
        stack.reverse()
        for o in range(st.n):
            if o != seat and held[o] and stack and held[o][0] != stack[0]:
                held[o][0], stack[0] = stack[0], held[o][0]
                held[o].sort()
                break
    t.rng = Rng(13579)
    return t


# ---------------------------------------------------------------- Tiny Epic Vikings
def _vikings_track(before, after, memo):
    """The 2-player neutral's discards are face down: the test tracks where they lie
    (cards drawn into the discard pile during the draft), as long as they stay there."""
    down = memo.setdefault("down", [])
    if before.phase == "draft" and len(after.discard) > len(before.discard):
        down.extend(range(len(before.discard), len(after.discard)))
        memo.setdefault("cards", {}).update({i: after.discard[i] for i in down})
    cards = memo.get("cards", {})
    down[:] = [i for i in down if i < len(after.discard) and after.discard[i] == cards.get(i)]


def _vikings_twin(st, seat, memo):
    t = st.clone()
    o = 1 - seat
    down = memo.get("down", [])
    slots = [(t.hands[o], j) for j in range(len(t.hands[o]))]
    slots += [(t.discard, i) for i in down]
    slots += [(t.deck, j) for j in range(len(t.deck))]
    if len(slots) < 2:
        return None
    cards = [lst[j] for lst, j in slots]
    new = _rotate(cards)
    moved = dict(zip(cards, new))
    for (lst, j), c in zip(slots, new):
        lst[j] = c
    dr = t.draft
    if dr is not None and -1 in t.dmap:
        npos = t.dmap.index(-1)
        dr.picked[npos] = [moved.get(x, x) for x in dr.picked[npos]]
        if dr.pending[npos] is not None:
            dr.pending[npos] = moved.get(dr.pending[npos], dr.pending[npos])
    t.rng = Rng(97531)
    return t


def _vikings_twin_n(st, seat, memo):
    """Three or four players (no neutral): the other clans' hands and the deck's cards
    rotated among themselves, another RNG. Not during the draft (the packets are
    masked by position; their cards are drafted into hands as the draft goes)."""
    if st.draft is not None:
        return None
    t = st.clone()
    slots = [(t.hands[o], j) for o in range(st.n) if o != seat for j in range(len(t.hands[o]))]
    slots += [(t.deck, j) for j in range(len(t.deck))]
    if len(slots) < 2:
        return None
    for (lst, j), c in zip(slots, _rotate([lst[j] for lst, j in slots])):
        lst[j] = c
    t.rng = Rng(97531)
    t._legal = None
    return t


CASES = [
    ("midgard", 2, 3, {}, _midgard_twin, None),
    ("midgard", 4, 4, {}, _midgard_twin, None),
    ("blood_rage", 4, 5, {}, _blood_rage_twin, None),
    ("blood_rage", 2, 12, {}, _blood_rage_twin, None),
    ("asgard", 2, 6, {}, _asgard_twin, None),
    ("asgard", 4, 7, {}, _asgard_twin, None),
    ("vikings", 2, 8, {}, _vikings_twin, _vikings_track),
    ("vikings", 2, 9, {"expansion": "ragnarok"}, _vikings_twin, _vikings_track),
    ("vikings", 4, 10, {}, _vikings_twin_n, None),
]


@pytest.mark.parametrize("game_id,n,seed,options,twin_of,track", CASES,
                         ids=[f"{c[0]}-{c[1]}p-{c[2]}" for c in CASES])
def test_hidden_information_changes_no_decision(game_id, n, seed, options, twin_of, track):
    checked = _play(game_id, n, seed, options, twin_of, track=track)
    assert checked >= 20


def test_vikings_neutral_discards_are_face_down_after_the_draft():
    """The neutral seat's discards stay face down in the discard pile after the draft
    (they were readable in the view once the draft had ended)."""
    st = get_game("vikings").new_game(2, 21, {})
    rng = Rng(4)
    memo: dict = {}
    seen_actions = False
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        before = st.clone()
        st.apply(seat, legal[rng.below(len(legal))])
        _vikings_track(before, st, memo)
        if st.phase == "actions" and memo.get("down"):
            seen_actions = True
            for s in (0, 1):
                v = st.view(s)
                assert all(v.discard[i] == HIDDEN for i in memo["down"])
                assert sum(x == HIDDEN for x in v.discard) == len(memo["down"])
        if st.era >= 3:
            break
    assert seen_actions


# --------------------------------------------------------- determinisers resample orders
def _advance(game_id: str, n: int, seed: int, steps: int):
    st = get_game(game_id).new_game(n, seed, {})
    rng = Rng(seed)
    for _ in range(steps):
        if st.is_over():
            break
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    return st


def test_asgard_determinisations_resample_every_hidden_order():
    from game.asgard.bot import determinize
    st = _advance("asgard", 3, 11, 10)
    assert len(st.at_stack) >= 2
    seat = st.to_act()[0]
    view = st.view(seat)
    rng = Rng(5)
    at, gods, temples, lw = set(), set(), set(), set()
    for _ in range(12):
        d = determinize(view, seat, rng)
        assert sorted(d.at_stack) == sorted(st.at_stack)
        at.add(tuple(d.at_stack))
        lw.add(tuple(tuple(s) for s in d.lw_stack))
        gods.add(tuple(tuple(s) for s in d.god_stack))
        temples.add(tuple(tuple(s) for s in d.temple_stack))
        for g in range(len(st.god_stack)):
            assert d.god_stack[g][-1:] == st.god_stack[g][-1:]  # the top is public
            assert sorted(d.god_stack[g]) == sorted(st.god_stack[g])
        for k in range(len(st.temple_stack)):
            assert d.temple_stack[k][-1:] == st.temple_stack[k][-1:]
            assert sorted(d.temple_stack[k]) == sorted(st.temple_stack[k])
    assert len(at) > 1 and len(lw) > 1
    if any(len(s) > 2 for s in st.god_stack):
        assert len(gods) > 1
    if any(len(s) > 2 for s in st.temple_stack):
        assert len(temples) > 1


def test_vikings_determinisations_resample_the_neutral_discards():
    from game.vikings.bot import determinize
    st = get_game("vikings").new_game(2, 21, {})
    rng = Rng(4)
    while st.phase != "actions" or st.era < 2:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    seat = st.to_act()[0]
    view = st.view(seat)
    hidden = [i for i, x in enumerate(view.discard) if x == HIDDEN]
    assert hidden
    fills = set()
    for _ in range(10):
        d = determinize(view, seat, rng)
        assert HIDDEN not in d.discard
        fills.add(tuple(d.discard[i] for i in hidden))
        assert d.view(seat).to_json() == view.to_json()
    assert len(fills) > 1
