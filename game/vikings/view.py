"""What a seat may know (`view`) and a full state consistent with it, its hidden parts
filled in at random (`determinize`, for the bots' lookahead); `VikingsView`, the typed
read-only face of a state (or a view) that the boards read: the accessors of state.py."""

from __future__ import annotations

from collections import Counter
from typing import Any, Protocol

from game.core import HIDDEN, Draft, Rng
from game.core.progress import Progress

from . import data as D
from .board import Board


class VikingsView(Protocol):
    """What a board reads of a Tiny Epic Vikings state or view (VikingsState has it all):
    values or copies only. Clans are indexed like seats, regions by their order in `b`."""

    @property
    def b(self) -> Board: ...
    @property
    def num_players(self) -> int: ...
    @property
    def clan_count(self) -> int: ...
    @property
    def is_solo(self) -> bool: ...
    @property
    def with_ragnarok(self) -> bool: ...
    @property
    def map_id(self) -> str: ...
    @property
    def enemy_clan(self) -> int: ...
    @property
    def neutral_clan(self) -> int: ...
    @property
    def phase_id(self) -> str: ...
    @property
    def era_number(self) -> int: ...
    @property
    def current_clan(self) -> int: ...
    @property
    def chieftain_dock(self) -> str | None: ...
    @property
    def enemy_mat(self) -> str: ...
    @property
    def solo_pile(self) -> int: ...

    def settlers_of(self, clan: int) -> tuple[int, ...]: ...
    def temples_of(self, clan: int) -> tuple[int, ...]: ...
    def valkyries(self, clan: int) -> tuple[int, ...]: ...
    def boats_of(self, clan: int) -> tuple[str | None, ...]: ...
    def settlers_left(self, clan: int) -> int: ...
    def temples_left(self, clan: int) -> int: ...
    def villages_held(self, clan: int) -> int: ...
    def resources(self, clan: int) -> tuple[int, int, int]: ...
    def hand(self, seat: int) -> tuple: ...
    def leader_row(self, clan: int) -> tuple: ...
    def favor_cards(self, clan: int) -> tuple: ...
    def slain_of(self, clan: int) -> tuple[int, ...]: ...
    def controllers(self) -> tuple[int, ...]: ...
    def giant_values(self) -> tuple[int, ...]: ...
    def village_docks(self) -> frozenset[str]: ...
    def god_ids(self) -> tuple[str, ...]: ...
    def god_runes(self) -> tuple[str, ...]: ...
    def fury_levels(self) -> tuple[int, ...]: ...
    def dedication_counts(self) -> dict[str, int]: ...
    def favor_row(self, row: int) -> tuple[tuple[int, str], ...]: ...
    def face_down_cards(self) -> tuple: ...
    def invader_cards(self) -> tuple[str, ...]: ...
    def enemy_battle_row(self) -> tuple: ...
    def enemy_maxed(self) -> tuple[int, ...]: ...
    def deck_count(self) -> int: ...
    def discard_count(self) -> int: ...
    def solo_piles(self) -> tuple[tuple[str, ...], ...]: ...
    def draft_seats(self) -> tuple[int, ...]: ...
    def draft_now(self) -> Draft | None: ...
    def battle_now(self) -> dict | None: ...
    def decision(self) -> dict: ...
    def influence_table(self) -> tuple[list[list[int]], list[list[bool]]]: ...
    def active_rune_counts(self, clan: int) -> list[int]: ...
    def card_strength(self, clan: int, card: str) -> int: ...
    def clans(self) -> range: ...
    def players(self) -> range: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list: ...
    def is_over(self) -> bool: ...
    def scores(self) -> list[int]: ...
    def enemy_score(self) -> int: ...
    def score_breakdown(self) -> list[dict[str, int]]: ...
    def winners(self) -> list[int]: ...
    def round_label(self) -> str: ...
    def progress(self) -> Progress: ...
    def view(self, seat: int) -> VikingsView: ...



def hidden_count(v) -> int:
    """The HIDDEN placeholders of a view, counted in the fields that hide things only
    (hands, the deck, the draft, face-down discards and battle cards, Favor cards, slain
    and standing Giants): elsewhere -1 means "nobody" (a region's controller, a Valkyrie's
    place, the last play), not a hidden value."""
    n = sum(h.count(HIDDEN) for h in v.hands) + v.deck.count(HIDDEN) + v.discard.count(HIDDEN)
    n += sum(r.count(HIDDEN) for r in v.rows) + v.erow_b.count(HIDDEN) + v.down.count(HIDDEN)
    n += sum(f.count(HIDDEN) for f in v.favors) + sum(g.count(HIDDEN) for g in v.slain)
    n += v.giants.count(HIDDEN)
    if v.battle is not None:
        n += sum(1 for p in v.battle["parts"] if p[1] == HIDDEN)
    d = v.draft
    if d is not None:
        # the 2-player neutral position's picks are dummies or the face-down discards
        # counted above: not counted twice
        neutral = v.dmap.index(-1) if -1 in v.dmap else -1
        n += sum(p.count(HIDDEN) for p in d.packs) + d.leftover.count(HIDDEN)
        n += sum(p.count(HIDDEN) for i, p in enumerate(d.picked) if i != neutral)
        n += sum(1 for i, x in enumerate(d.pending) if x == HIDDEN and i != neutral)
    return n

def view(st, seat: int):
    """A copy of `st` as `seat` sees it (the state's `view`)."""
    v = st.clone()
    v.viewer = seat
    for i in range(st.n):
        if i != seat:
            v.hands[i] = [HIDDEN] * len(v.hands[i])
    v.deck = [HIDDEN] * len(v.deck)
    if v.draft is not None:
        pos = st.dmap.index(seat) if seat in st.dmap else -1
        v.draft = v.draft.masked(pos)
    for i in st.ndown:  # the 2-player neutral's random discards are face down
        v.discard[i] = HIDDEN
    own = set(st.hands[seat]) | set(st.rows[seat])
    for c in st.down:
        if c not in own:
            for rw in v.rows:
                for i, x in enumerate(rw):
                    if x == c:
                        rw[i] = HIDDEN
            for i, x in enumerate(v.erow_b):
                if x == c:
                    v.erow_b[i] = HIDDEN
            if v.battle is not None:
                for p in v.battle["parts"]:
                    if p[1] == c:
                        p[1] = HIDDEN
    v.down = [c if c in own else HIDDEN for c in st.down]
    if not st.over:
        # the final scoring turns every clan's Favor cards and slain Giants face up:
        # hidden at the end, they would make the view's scores and winners differ
        for c in st.clans():
            if c != seat:
                v.favors[c] = [HIDDEN] * len(v.favors[c])
                v.slain[c] = [HIDDEN] * len(v.slain[c])
        v.giants = [HIDDEN if g != 0 else 0 for g in st.giants]
    h = 0x5EED
    for x in (st.era, len(st.deck), len(st.discard), st.play_no, seat, st.eturns, st.hturns):
        h = (h * 1000003 + x) & 0xFFFFFFFFFFFF
    for card in v.discard[-8:]:  # what the seat sees, not the face-down cards
        h = (h * 31 + hash_str(card)) & 0xFFFFFFFFFFFF
    v.rng = Rng(h)
    v._legal = None
    return v


def hash_str(s: Any) -> int:
    h = 7
    for ch in str(s):
        h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return h


def _take(pool: list, rng: Rng):
    return pool.pop(rng.below(len(pool))) if pool else None


def determinize(seen, rng: Rng):
    """A full state consistent with the view `seen`: every hidden card, Favor card and Giant value
    filled in at random from what the viewer cannot place (the state's `determinize`)."""
    st = seen.clone()
    r = Rng(rng.next_u64())
    st.rng = Rng(rng.next_u64())
    st.viewer = -1
    # --- Viking cards
    every = Counter(D.BASE_CARDS + (D.RAGNAROK_CARDS if st.ragnarok else ()))
    seen: Counter = Counter()
    lists = [st.deck, st.discard, st.invaders, st.erow_b, st.down] + st.hands + st.rows + st.piles
    for lst in lists:
        if lst is st.down:
            continue
        seen.update(x for x in lst if x != HIDDEN)
    dr = st.draft
    if dr is not None:
        for p in dr.packs + dr.picked:
            seen.update(x for x in p if x != HIDDEN and x != "--")
        seen.update(x for x in dr.pending if x is not None and x != HIDDEN and x != "--")
        seen.update(x for x in dr.leftover if x != HIDDEN and x != "--")
    pool = list((every - seen).elements())
    r.shuffle(pool)
    # face-down battle cards: one card fills the row, the down list and the battle entry
    bt = st.battle
    if bt is not None:
        for p in bt["parts"]:
            if p[1] == HIDDEN:
                card = _take(pool, r)
                c = p[0]
                row = st.erow_b if c == st.enemy and HIDDEN in st.erow_b else st.rows[c]
                if HIDDEN in row:
                    row[row.index(HIDDEN)] = card
                if HIDDEN in st.down:
                    st.down[st.down.index(HIDDEN)] = card
                p[1] = card
    for lst in [st.discard] + st.hands + st.rows + [st.erow_b, st.deck]:
        for i, x in enumerate(lst):
            if x == HIDDEN:
                lst[i] = _take(pool, r)
    st.down = [x for x in st.down if x != HIDDEN]
    if dr is not None and -1 in st.dmap:
        # the 2-player neutral: its first pick is the placeholder, the others are the
        # cards it discarded (the last ones of the discard pile)
        npos = st.dmap.index(-1)
        k = len(dr.picked[npos]) + (dr.pending[npos] is not None) - 1
        disc = st.discard[len(st.discard) - k:] if k > 0 else []
        if dr.picked[npos]:
            dr.picked[npos] = ["--"] + disc[:len(dr.picked[npos]) - 1]
            if dr.pending[npos] is not None:
                dr.pending[npos] = disc[-1]
        elif dr.pending[npos] is not None:
            dr.pending[npos] = "--"
    if dr is not None:
        for p in dr.packs + dr.picked + [dr.leftover]:
            for i, x in enumerate(p):
                if x == HIDDEN:
                    p[i] = _take(pool, r)
        for i, x in enumerate(dr.pending):
            if x == HIDDEN:
                dr.pending[i] = _take(pool, r)
    for lst in lists:
        while None in lst:
            lst.remove(None)
    # --- Favor cards held by others
    fseen = Counter()
    for row in st.frows:
        fseen.update(p[1] for p in row)
    for fl in st.favors:
        fseen.update(x for x in fl if x != HIDDEN)
    if bt is not None and bt.get("favor"):
        fseen[bt["favor"]] += 1
    fpool = [f for f in D.FAVORS if not fseen[f]]
    r.shuffle(fpool)
    for fl in st.favors:
        for i, x in enumerate(fl):
            if x == HIDDEN:
                fl[i] = _take(fpool, r) or "FV01"
    # --- Giants: unslain values and others' slain Giants
    if st.ragnarok:
        gseen = Counter(g for s in st.slain for g in s if g != HIDDEN)
        gseen.update(g for g in st.giants if g not in (0, HIDDEN))
        gpool = list((Counter(D.GIANT_VALUES) - gseen).elements())
        r.shuffle(gpool)
        for i, g in enumerate(st.giants):
            if g == HIDDEN:
                st.giants[i] = _take(gpool, r) or 4
        for s in st.slain:
            for i, g in enumerate(s):
                if g == HIDDEN:
                    s[i] = _take(gpool, r) or 4
    st._legal = None
    return st
