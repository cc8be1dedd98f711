"""bot.determinize (view.py: its plan kept per view, its draws read from the search's memo)
draws exactly the state that the plain determiniser draws with Rng's own draws (written out
below as it was, `reference`): the same state and generator state, for every seat's view at
every step of seeded games (drafts, battles with cards taken back, Discard and Tide
choices), several draws per view, also after a view shows other cards."""

from __future__ import annotations

from game.blood_rage import view as V
from game.blood_rage.battle_record import active as active_cards
from game.blood_rage.data import NUM_CARDS, age_deck, kind_of
from game.core import HIDDEN, Rng
from game.registry import get_game
from tests.blood_rage.br_helpers import aggressive

_CARD_AGE = V._CARD_AGE


def reference(view, seat, rng):
    """A full state consistent with the view: every hidden card (other hands, committed
    quests, kept cards, draft packs and picks, battle choices, the unseen pile) drawn
    from the cards of the Ages so far that the view does not place; cards revealed in the
    battle under way and taken back go to the hand they returned to; secret Tide and
    Discard choices drawn among the legal ones; the RNG (future deck orders) reseeded."""
    s = view.clone()
    s.viewer = -1
    # a search's state: the bots may keep what they work out from the figures (fcache).
    # The figures, upgrades and destroyed provinces are public, the same in every state
    # drawn from one view: they share one cache, kept while the view's board is unchanged
    s.rng = Rng(rng.next_u64())
    n = s.n
    # the cards the view places (None and HIDDEN left out below)
    seen = [*s.kept, *s.pending, *s.discard, *s.unseen]
    for i in range(n):
        seen += s.hand[i]
        seen += s.quests[i]
        seen += s.ups[i]
    d = s.draft
    if d is not None:
        for i in range(n):
            seen += d.packs[i]
            seen += d.picked[i]
        seen += d.pending
        seen += d.leftover
        for q in d.queues + d.spent:  # packs waiting behind a seat, finished packs
            for p in q:
                seen += p
    b = s.battle
    if b is not None:
        seen += b["choice"]
    placed = {c for c in seen if c is not None and c >= 0}
    if s.ask is not None and s.ask[0] == "slot":
        placed.add(s.ask[2])  # the upgrade card being installed (public)
    pool = []
    for a in range(1, s.age + 1):
        pool.extend(age_deck(a, n))
    missing = [c for c in pool if c not in placed]
    # hidden slots: (list, index), hands/quests/draft/choices are "active", kept "old"
    active: list[tuple[list, int]] = []
    old: list[tuple[list, int]] = []
    rest: list[tuple[list, int]] = []
    hand_slots: dict[int, list[tuple[list, int]]] = {}
    for i in range(n):
        for j, c in enumerate(s.hand[i]):
            if c == HIDDEN:
                active.append((s.hand[i], j))
                hand_slots.setdefault(i, []).append((s.hand[i], j))
        for j, c in enumerate(s.quests[i]):
            if c == HIDDEN:
                active.append((s.quests[i], j))
    kept_box = [s.kept]
    for i in range(n):
        if s.kept[i] == HIDDEN:
            old.append((s.kept, i))
    if d is not None:
        for i in range(n):
            for lst in (d.packs[i], d.picked[i]):
                for j, c in enumerate(lst):
                    if c == HIDDEN:
                        active.append((lst, j))
            if d.pending[i] == HIDDEN:
                active.append((d.pending, i))
        for j, c in enumerate(d.leftover):
            if c == HIDDEN:
                rest.append((d.leftover, j))
        # the packs waiting behind a seat drawn as the packs, the finished ones as the leftover
        for slots, lists in ((active, d.queues), (rest, d.spent)):
            for q in lists:
                for p in q:
                    for j, c in enumerate(p):
                        if c == HIDDEN:
                            slots.append((p, j))
    if b is not None:
        for i in range(n):
            if b["choice"][i] == HIDDEN:
                active.append((b["choice"], i))
    for j, c in enumerate(s.unseen):
        if c == HIDDEN:
            rest.append((s.unseen, j))
    nslots = len(active) + len(old) + len(rest)
    # cards revealed in this battle and not placed: in limbo, or back in a hidden hand
    if b is not None:
        limbo_cands = []
        for e in b["plays"]:
            if e[1] in missing and all(e[1] != x[1] for x in limbo_cands):
                limbo_cands.append((e[0], e[1]))
        if limbo_cands and len(missing) != nslots + len(limbo_cands):
            w = b["win"]
            poisoner = -1
            if b.get("poisoned"):
                for i in b["parts"]:
                    if i != w and active_cards(b, i, "poison"):
                        poisoner = i
                        break
            moves = []
            for owner, c in limbo_cands:
                if owner != w:
                    tgt = owner
                elif poisoner >= 0:
                    tgt = poisoner
                elif c in b["bought"]:
                    tgt = w
                else:
                    tgt = -1
                moves.append((tgt, c))
            for tgt, c in moves:
                slots = hand_slots.get(tgt)
                if tgt >= 0 and slots:
                    lst, j = slots.pop()
                    lst[j] = c
                    active.remove((lst, j))
                    missing.remove(c)
                else:
                    missing.remove(c)  # still in the battle's played cards
        else:
            for _, c in limbo_cands:
                missing.remove(c)
    age, card_age = s.age, _CARD_AGE
    cur = [c for c in missing if card_age[c] == age]
    prev = [c for c in missing if card_age[c] != age]
    rng.shuffle(cur)  # rng.shuffle(cur), rng.shuffle(prev)
    rng.shuffle(prev)

    # each slot draws from its preferred pile (this Age's cards, or the earlier Ages' for a
    # kept card), else from the other; with both empty (never on a consistent view) any
    # real card keeps the state playable
    last = NUM_CARDS - 1
    # draft picks and packs of this Age before the unseen pile
    for lst, j in active:
        lst[j] = cur.pop() if cur else (prev.pop() if prev else last)
    for lst, j in old:
        lst[j] = prev.pop() if prev else (cur.pop() if cur else last)
    for lst, j in rest:
        lst[j] = cur.pop() if cur else (prev.pop() if prev else last)
    _ = kept_box
    # secret choices that are not cards
    for i in range(n):
        if s.pending[i] == HIDDEN:
            h = s.hand[i]
            s.pending[i] = h[rng.below(len(h))] if h and rng.random() < 0.75 else -2
    if b is not None:
        area = s.area(b["p"])
        for i in range(n):
            if b["tide"][i] == HIDDEN:
                figs = [[loc, kind_of(f)] for f, loc in s.fig[i].items() if loc in area]
                b["tide"][i] = figs[rng.below(len(figs))] if figs else None
    # the seat's legal actions at the root: the view's (a seat's legal actions follow from
    # what it may know, the engine contract), when the view has just worked them out
    s.lcache = None
    return s


def _same(view, seat, state):
    a, b = Rng(state), Rng(state)
    got = V.determinize(view, seat, a)
    want = reference(view, seat, b)
    assert got.to_json() == want.to_json()
    assert a.state == b.state
    return got


def test_determinize_draws_what_the_plain_determiniser_draws():
    views = back = 0
    for n, seed in ((2, 91), (3, 92), (4, 93), (4, 94)):
        st = get_game("blood_rage").new_game(n, seed, {})
        rng = Rng(seed)
        step = 0
        while not st.is_over():
            for seat in (st.to_act() if step % 3 == 0 else st.to_act()[:1]):
                v = st.view(seat)
                for k in range(3):
                    _same(v, seat, seed * 7919 + step * 31 + k)
                plan = V._plan(v, v.dcache)
                back += bool(plan[0])
                views += 1
            seat = st.to_act()[0]
            st.apply(seat, aggressive(rng, st.legal_actions(seat)))
            step += 1
    assert views > 1000 and back > 0


def test_a_view_that_shows_other_cards_gets_a_new_plan():
    st = get_game("blood_rage").new_game(3, 5, {})
    rng = Rng(5)
    while st.phase != "action":
        seat = st.to_act()[0]
        st.apply(seat, aggressive(rng, st.legal_actions(seat)))
    seat = st.to_act()[0]
    v = st.view(seat)
    _same(v, seat, 1)
    # the same view object, changed in place: a card of the seat's hand discarded
    v.discard.append(v.hand[seat].pop())
    _same(v, seat, 2)
    other = (seat + 1) % 3
    v.hand[other].append(HIDDEN)  # another seat holds one more hidden card
    _same(v, seat, 3)
