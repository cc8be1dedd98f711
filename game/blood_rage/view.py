"""What a seat may know of a Blood Rage state, and a full state consistent with it.

`masked_view(state, seat)` is the state's `view(seat)`: other seats' hands, committed
quests, kept cards and Discard choices, the cards others threw away unseen, the draft
packs and picks, and the battle cards and Odin's Tide choices others made face down
become HIDDEN; the view's generator says nothing of the real one.
`determinize(view, seat, rng)` (the bots' determiniser) fills every HIDDEN back.
`BloodRageView` is the typed view the boards read (the state's read-only accessors).
"""

from __future__ import annotations

import struct
from typing import Any, Protocol

from game.core import HIDDEN, Rng
from game.core.progress import Progress

from .battle_record import active as active_cards
from .data import CARDS, NUM_CARDS, age_deck, kind_of

# a card's Age by id (read-only)
_CARD_AGE = tuple(c.age for c in CARDS)

# --- a generator's draws worked out together ------------------------------------------------
# game.core's Rng is SplitMix64: its k-th next output depends only on its state plus k times
# a constant, so many draws can be worked out at once, as 64-bit lanes 128 bits apart in one
# Python int (every operation then runs over all lanes in C, instead of a dozen operations on
# 64-bit ints per draw). A search keeps the next DRAWS draws of its generator in a memo
# (state.dcache: [the state after the last draw read, its index, the outputs, the state
# before the first]), which the determiniser's shuffles and draws and the playout policy
# read; a generator only moves on, by one step per draw, so a state's place in the memo is
# known from the state alone. tests/blood_rage/test_shuffle.py checks every reader against Rng.
_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15  # SplitMix64's increment
_GOLDEN_INV = pow(_GOLDEN, -1, 1 << 64)  # (odd: the steps from one state to another)
DRAWS = 64
# Rng.below(n)'s bound: a draw at or above it is rejected (drawn again), by n (read-only)
BELOW_LIMIT = (0, *((1 << 64) - ((1 << 64) % n) for n in range(1, DRAWS + 2)))


def _lane_tables(m: int) -> tuple:
    """For m draws: each lane's 1 (to spread the state), each lane's increment ((t + 1)
    times the constant for lane t), each lane's 64-bit mask, and the lanes' unpacker."""
    one = sum(1 << (128 * t) for t in range(m))
    steps = sum((((t + 1) * _GOLDEN) & _MASK64) << (128 * t) for t in range(m))
    return one, steps, one * _MASK64, struct.Struct("<" + "Q8x" * m).unpack


_ONE, _STEPS, _LANES, _UNPACK = _lane_tables(DRAWS)  # read-only


def new_memo(state: int) -> list:
    """A memo of draws (state.dcache), from a generator in `state` on (its fifth item: the
    determiniser's plan for the view, see _plan)."""
    return [state, 0, _outputs(state), state, None]


def _outputs(state: int) -> tuple[int, ...]:
    """Rng(state)'s next DRAWS outputs (next_u64)."""
    lanes = _LANES
    z = (state * _ONE + _STEPS) & lanes  # the states after draws 1..DRAWS (mod 2^64 in each lane)
    z = ((z ^ (z >> 30)) & lanes) * 0xBF58476D1CE4E5B9 & lanes
    z = ((z ^ (z >> 27)) & lanes) * 0x94D049BB133111EB & lanes
    z ^= z >> 31  # (the bits shifted in above each lane's 64 are not read)
    return _UNPACK(z.to_bytes(16 * DRAWS, "little"))


def _place(memo: list, s: int, m: int) -> int:
    """The index in the memo of the next draw of a generator in state s, m draws of it
    there (the memo worked out again from s if they are not)."""
    if s == memo[0]:
        i = memo[1]
    else:
        i = ((s - memo[3]) * _GOLDEN_INV) & _MASK64  # the steps from the memo's first state
    if i + m > DRAWS:
        memo[2] = _outputs(s)
        memo[3] = s
        i = 0
    return i


def next_u64(memo: list, rng: Rng) -> int:
    """rng.next_u64(), read from the memo."""
    s = rng.state
    i = memo[1]
    if s != memo[0] or i >= DRAWS:  # (_place's quick case written out)
        i = _place(memo, s, 1)
    rng.state = memo[0] = (s + _GOLDEN) & _MASK64
    memo[1] = i + 1
    return memo[2][i]


def below(memo: list, rng: Rng, n: int) -> int:
    """rng.below(n), read from the memo."""
    s = rng.state
    i = _place(memo, s, 1)
    x = memo[2][i]
    if 0 < n <= DRAWS and x < BELOW_LIMIT[n]:
        rng.state = memo[0] = (s + _GOLDEN) & _MASK64
        memo[1] = i + 1
        return x % n
    return rng.below(n)  # (n out of the table, or a draw Rng.below rejects)


def random(memo: list, rng: Rng) -> float:
    """rng.random(), read from the memo."""
    return (next_u64(memo, rng) >> 11) * (1.0 / (1 << 53))


def shuffle(rng: Rng, seq: list, memo: list | None = None) -> None:
    """rng.shuffle(seq): the same order and the same generator state after it (its draws
    read from the memo, or worked out at once without one)."""
    m = len(seq) - 1
    if m <= 0:
        return  # (no draw)
    if m > DRAWS:
        rng.shuffle(seq)
        return
    s0 = rng.state
    if memo is None:
        memo = new_memo(s0)
    i = _place(memo, s0, m)
    before = seq[:]
    limit = BELOW_LIMIT
    k = m
    for x in memo[2][i:i + m]:
        n = k + 1
        if x >= limit[n]:  # Rng.below would draw again
            seq[:] = before
            rng.shuffle(seq)
            return
        j = x % n
        seq[k], seq[j] = seq[j], seq[k]
        k -= 1
    rng.state = memo[0] = (s0 + m * _GOLDEN) & _MASK64
    memo[1] = i + m


def masked_view(state: Any, seat: int) -> Any:
    """A copy of `state` as `seat` may know it (see the module doc)."""
    s = state.clone()
    s.viewer = seat
    s.dcache = None
    for i in range(state.n):
        if i == seat:
            continue
        s.hand[i] = [HIDDEN] * len(s.hand[i])
        s.quests[i] = [HIDDEN] * len(s.quests[i])
        if s.kept[i] is not None:
            s.kept[i] = HIDDEN
        if s.pending[i] is not None:
            s.pending[i] = HIDDEN
    s.unseen = [c if by == seat else HIDDEN for c, by in zip(state.unseen, state.unseen_by)]
    if s.draft is not None:
        s.draft = s.draft.masked(seat)
    b = s.battle
    if b is not None:
        ch = b["choice"]
        for i in range(state.n):
            if i != seat and ch[i] is not None:
                ch[i] = HIDDEN
        tk = b["tide"]
        for i in range(state.n):
            if i != seat and tk[i] is not None:
                tk[i] = HIDDEN
    # the view's generator must not reveal the real one
    h = 1469598103934665603
    for x in (state.age, state.n, seat, sum(state.glory), len(state.stack), sum(state.rage),
              len(state.discard) + len(state.unseen), state.on_board(seat), len(state.doom)):
        h = ((h ^ (x & 0xFFFFFFFF)) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    s.rng = Rng(h)
    return s


def _board_cache(view: Any) -> dict:
    """The search cache (fcache) for the states drawn from `view`: the one kept in the
    view (its vcache) by the last call if the view's board is still the same (figures in
    the same order, upgrades, destroyed provinces), else a new one kept there."""
    last = view.vcache
    fig = view.fig
    if (last is not None and last[0] == fig and last[1] == view.ups and last[2] == view.destroyed
            and last[4] == [list(d) for d in fig]):
        return last[3]  # (the figures in the same order too: places() keeps their order)
    cache: dict = {}
    view.vcache = ([dict(d) for d in fig], [list(u) for u in view.ups], list(view.destroyed), cache,
                   [list(d) for d in fig])
    return cache


def _card_lists(s: Any) -> list[list]:
    """The lists of a state that hold cards a view may hide, in the plan's order: the
    hands, the committed quests, the kept cards, the draft's packs, picks, pending picks,
    leftover, queued and finished packs, the battle's choices, the unseen pile."""
    out = [*s.hand, *s.quests, s.kept]
    d = s.draft
    if d is not None:
        out += d.packs
        out += d.picked
        out.append(d.pending)
        out.append(d.leftover)
        for q in d.queues:  # ("each" passing: the packs waiting behind a seat, then the finished ones)
            out += q
        for sp in d.spent:
            out += sp
    if s.battle is not None:
        out.append(s.battle["choice"])
    out.append(s.unseen)
    return out


def _shown(v: Any) -> tuple:
    """What the determiniser's plan reads of a view (its lists themselves, not copies)."""
    d, b, a = v.draft, v.battle, v.ask
    return (v.n, v.age, v.kept, v.pending, v.discard, v.unseen, v.hand, v.quests, v.ups,
            None if d is None else (d.packs, d.picked, d.pending, d.leftover, d.queues, d.spent),
            None if b is None else (b["choice"], b["plays"], b["win"], b.get("poisoned"), b["parts"], b["bought"]),
            a[2] if a is not None and a[0] == "slot" else None)


def _deep(x: Any) -> Any:
    """A copy of nested lists and tuples (for a plan's record of what it read)."""
    if type(x) is list:
        return [_deep(y) for y in x]
    if type(x) is tuple:
        return tuple(_deep(y) for y in x)
    return x


def _plan(view: Any, memo: list) -> tuple:
    """_make_plan(view), kept in the view's draw memo (its fifth item) with what it read,
    and made again when the view shows other cards."""
    shown = _shown(view)
    got = memo[4]
    if got is not None and got[0] == shown:
        return got[1]
    plan = _make_plan(view)
    memo[4] = (_deep(shown), plan)
    return plan


def _make_plan(v: Any) -> tuple:
    """What determinize draws for a view: the hidden slots as (index in _card_lists, index
    in that list), "active" (hands, quests, draft, battle choices), "old" (kept cards) and
    "rest" (the draft's leftover, the unseen pile), each in the order they draw; the cards
    revealed in the battle that go back to a hidden hand ((list, index, card)); and the
    cards not placed by the view, this Age's and the earlier Ages', before the shuffles.
    (The view is not changed: its lists are copied; a slot is removed from "active" as the
    list (list, index) it was is, by value.)"""
    n = v.n
    # the cards the view places (None and HIDDEN left out below)
    seen = [*v.kept, *v.pending, *v.discard, *v.unseen]
    for i in range(n):
        seen += v.hand[i]
        seen += v.quests[i]
        seen += v.ups[i]
    d = v.draft
    if d is not None:
        for i in range(n):
            seen += d.packs[i]
            seen += d.picked[i]
        seen += d.pending
        seen += d.leftover
        for q in d.queues + d.spent:
            for p in q:
                seen += p
    b = v.battle
    if b is not None:
        seen += b["choice"]
    placed = {c for c in seen if c is not None and c >= 0}
    if v.ask is not None and v.ask[0] == "slot":
        placed.add(v.ask[2])  # the upgrade card being installed (public)
    pool = []
    for a in range(1, v.age + 1):
        pool.extend(age_deck(a, n))
    missing = [c for c in pool if c not in placed]
    work = [list(x) for x in _card_lists(v)]
    # hidden slots: (list, index), hands/quests/draft/choices are "active", kept "old"
    active: list[tuple[int, int]] = []
    old: list[tuple[int, int]] = []
    rest: list[tuple[int, int]] = []
    hand_slots: dict[int, list[tuple[int, int]]] = {}
    for i in range(n):
        for j, c in enumerate(v.hand[i]):
            if c == HIDDEN:
                active.append((i, j))
                hand_slots.setdefault(i, []).append((i, j))
        for j, c in enumerate(v.quests[i]):
            if c == HIDDEN:
                active.append((n + i, j))
    for i in range(n):
        if v.kept[i] == HIDDEN:
            old.append((2 * n, i))
    k = 2 * n + 1
    if d is not None:
        for i in range(n):
            for lk, lst in ((2 * n + 1 + i, d.packs[i]), (3 * n + 1 + i, d.picked[i])):
                for j, c in enumerate(lst):
                    if c == HIDDEN:
                        active.append((lk, j))
            if d.pending[i] == HIDDEN:
                active.append((4 * n + 1, i))
        for j, c in enumerate(d.leftover):
            if c == HIDDEN:
                rest.append((4 * n + 2, j))
        k = 4 * n + 3
        # the queued packs (this Age's cards, as the packs), then the finished ones (as the leftover)
        for slots, lists in ((active, d.queues), (rest, d.spent)):
            for q in lists:
                for p in q:
                    for j, c in enumerate(p):
                        if c == HIDDEN:
                            slots.append((k, j))
                    k += 1
    if b is not None:
        for i in range(n):
            if b["choice"][i] == HIDDEN:
                active.append((k, i))
        k += 1
    for j, c in enumerate(v.unseen):
        if c == HIDDEN:
            rest.append((k, j))
    nslots = len(active) + len(old) + len(rest)
    assigns: list[tuple[int, int, int]] = []
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
                    lk, j = slots.pop()
                    work[lk][j] = c
                    assigns.append((lk, j, c))
                    # active.remove((list, j)): the first slot whose list equals this one
                    for x, (lk2, j2) in enumerate(active):
                        if work[lk2] == work[lk] and j2 == j:
                            del active[x]
                            break
                    else:
                        raise ValueError("list.remove(x): x not in list")
                    missing.remove(c)
                else:
                    missing.remove(c)  # still in the battle's played cards
        else:
            for _, c in limbo_cands:
                missing.remove(c)
    age, card_age = v.age, _CARD_AGE
    cur = [c for c in missing if card_age[c] == age]
    prev = [c for c in missing if card_age[c] != age]
    return assigns, active, old, rest, cur, prev


def determinize(view: Any, seat: int, rng: Rng) -> Any:
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
    s.fcache = _board_cache(view)
    # the bots' memo of random draws (of the search's generator), shared by the states
    # drawn from one view: every draw below reads it (the same numbers as rng's own)
    memo = view.dcache
    if memo is None:
        memo = view.dcache = new_memo(rng.state)
    s.dcache = memo
    s.rng = Rng(next_u64(memo, rng))
    n = s.n
    # the hidden slots and the cards to draw for them, worked out from the view alone (its
    # plan, kept in its draw memo while the cards it shows stay the same)
    assigns, active, old, rest, cur, prev = _plan(view, memo)
    lists = _card_lists(s)
    for k, j, c in assigns:  # cards revealed in the battle, back in a hidden hand
        lists[k][j] = c
    cur = cur[:]
    prev = prev[:]
    shuffle(rng, cur, memo)  # rng.shuffle(cur), rng.shuffle(prev)
    shuffle(rng, prev, memo)

    # each slot draws from its preferred pile (this Age's cards, or the earlier Ages' for a
    # kept card), else from the other; with both empty (never on a consistent view) any
    # real card keeps the state playable
    last = NUM_CARDS - 1
    # draft picks and packs of this Age before the unseen pile
    for k, j in active:
        lists[k][j] = cur.pop() if cur else (prev.pop() if prev else last)
    for k, j in old:
        lists[k][j] = prev.pop() if prev else (cur.pop() if cur else last)
    for k, j in rest:
        lists[k][j] = cur.pop() if cur else (prev.pop() if prev else last)
    b = s.battle
    # secret choices that are not cards
    for i in range(n):
        if s.pending[i] == HIDDEN:
            h = s.hand[i]
            s.pending[i] = h[below(memo, rng, len(h))] if h and random(memo, rng) < 0.75 else -2
    if b is not None:
        area = s.area(b["p"])
        for i in range(n):
            if b["tide"][i] == HIDDEN:
                figs = [[loc, kind_of(f)] for f, loc in s.fig[i].items() if loc in area]
                b["tide"][i] = figs[below(memo, rng, len(figs))] if figs else None
    # the seat's legal actions at the root: the view's (a seat's legal actions follow from
    # what it may know, the engine contract), when the view has just worked them out
    lc = view.lcache
    s.lcache = (seat, s.ask, lc[2]) if lc is not None and lc[0] == seat and lc[1] is view.ask else None
    return s


# --- the typed view ----------------------------------------------------------------------------
class BloodRageView(Protocol):
    """What a board (or a replay, a remote player) reads of a Blood Rage state or view: the
    read-only accessors of BloodRageState, never its slots (tests/test_board_reads.py).
    HIDDEN stands for a card the view hides."""

    # the contract
    @property
    def num_players(self) -> int: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list: ...
    def is_over(self) -> bool: ...
    def scores(self) -> list[int]: ...
    def round_label(self) -> str: ...
    def progress(self) -> Progress: ...
    def decision(self) -> dict | None: ...
    def battle_view(self) -> dict | None: ...
    # the Age, the clans
    def age_number(self) -> int: ...
    def phase_id(self) -> str: ...
    def rage_of(self, seat: int) -> int: ...
    def has_passed(self, seat: int) -> bool: ...
    def glory_of(self, seat: int) -> int: ...
    def stat_step(self, seat: int, stat: int) -> int: ...
    def stat_value(self, seat: int, stat: int) -> int: ...
    def horns(self, seat: int) -> int: ...
    def on_board(self, seat: int) -> int: ...
    # cards
    def upgrades_of(self, seat: int) -> tuple[int, ...]: ...
    def hand_of(self, seat: int) -> tuple[int, ...]: ...
    def quests_of(self, seat: int) -> tuple[int, ...]: ...
    def kept_card(self, seat: int) -> int | None: ...
    def draft_picks(self, seat: int) -> tuple[int, ...]: ...
    # the board
    def figure_places(self, seat: int) -> tuple[tuple[str, str], ...]: ...
    def kinds_at(self, seat: int, loc: str) -> list[str]: ...
    def present(self, seat: int, province: str) -> bool: ...
    def strength(self, seat: int, province: str) -> int: ...
    def destroyed_provinces(self) -> tuple[str, ...]: ...
    def is_pillaged(self, province: str) -> bool: ...
    def token_at(self, province: str) -> str: ...
    def doom_province(self) -> str: ...
    def ragnarok_province(self, age: int) -> str: ...
