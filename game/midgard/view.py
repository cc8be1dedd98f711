"""What a seat may know (rules section 11) and a full state consistent with it.

`view(state, seat)` masks the hidden parts of a state for one seat (the state's
`view(seat)`); `determinize(view, rng)` fills a view's hidden cards and token colours with
a guess consistent with what its viewer knows (the bots' lookahead: `bot.determinize`).
`MidgardView` lists the read-only accessors a board (or a remote player) reads a view by.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.core import HIDDEN, Msg, Rng
from game.core.progress import Progress

from .data import CARD_DECK, DECK_CARDS, GOLD, OVER


class MidgardView(Protocol):
    """What a board reads of a Midgard state or view: accessors only (MidgardState's),
    each returning a number, a tuple or a fresh list (never a list the rules mutate).
    Locations are data.py's ids; cards are ids, HIDDEN where the viewer cannot see them."""

    @property
    def num_players(self) -> int: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list: ...
    def is_over(self) -> bool: ...
    def scores(self) -> list[int]: ...
    def winners(self) -> list[int]: ...
    def round_label(self) -> str: ...
    def progress(self) -> Progress: ...
    def phase_name(self) -> str: ...
    def prompt(self, seat: int | None = None) -> Msg: ...
    # the board
    def controller(self, area: int) -> int: ...
    def strength(self, area: int, seat: int) -> float: ...
    def free_villages(self, province: int) -> int: ...
    def warriors(self, loc: int, seat: int) -> int: ...
    def chieftain_at(self, seat: int) -> int: ...
    def present(self, area: int, seat: int) -> bool: ...
    def doomed(self) -> list[int]: ...
    # cards and tokens
    def hand(self, seat: int) -> tuple[int, ...]: ...
    def hand_size(self, seat: int) -> int: ...
    def drafted(self, seat: int) -> tuple[int, ...]: ...
    def played_this_round(self, seat: int) -> list[int]: ...
    def turns_left(self, seat: int) -> int: ...
    def tokens_held(self, seat: int) -> tuple[int, int, int]: ...
    def token_count(self, seat: int) -> int: ...
    # what is being decided
    def choice(self) -> str: ...
    def choice_progress(self) -> tuple[int, int] | None: ...
    def current_card(self) -> int: ...
    def chosen_viking(self) -> tuple[int, str] | None: ...
    def chosen_area(self) -> int: ...


def view(st: Any, seat: int) -> Any:
    """What `seat` may know (section 11). Gold cards in hands are public (every gold
    card in a hand was revealed at an action-phase reveal); other cards of other
    hands, packets and picks of others, deck contents and order, and other seats'
    token colours become placeholders of the same size (token colours are public
    once the game is over: section 10.1)."""
    v = st.clone()
    v.viewer = seat
    for s in range(st.n):
        if s == seat:
            continue
        h = v.hands[s]
        golds = [c for c in h if c != HIDDEN and CARD_DECK[c] == GOLD]
        v.hands[s] = [HIDDEN] * (len(h) - len(golds)) + golds
        if st.phase != OVER:        # every pile is revealed at game end (10.1, 11)
            v.tok_hidden[s] += sum(v.tokens[s])
            v.tokens[s] = [0, 0, 0]
    v.decks = [[HIDDEN] * len(d) for d in v.decks]
    if v.draft is not None:
        v.draft = st.draft.masked(seat)
    v.rng = Rng(public_hash(st, seat))
    return v


def public_hash(st: Any, seat: int) -> int:
    """A seed made only of public information (and the viewer), for a view's Rng."""
    h = 0x5EED ^ seat
    parts = (st.round, st.t, st.n, st.cur, st.card, st.left,
             tuple(st.doom), tuple(st.chief), tuple(tuple(r) for r in st.w),
             tuple(tuple(p) for p in st.played), tuple(len(x) for x in st.hands),
             tuple(tuple(p) for p in st.pts))
    for x in parts:
        h = (h * 1000003) ^ (hash(x) & 0xFFFFFFFFFFFFFFFF)
        h &= 0xFFFFFFFFFFFFFFFF
    return h


def determinize(v: Any, rng: Rng) -> Any:
    """A copy of the view `v` in which every hidden card and hidden token colour is
    replaced by a guess consistent with what the viewer knows (for lookahead)."""
    d = v.clone()
    known = set()
    for h in d.hands:
        known.update(c for c in h if c != HIDDEN)
    for h in d.played:
        known.update(h)
    for dk in d.decks:
        known.update(c for c in dk if c != HIDDEN)
    dr = d.draft
    if dr is not None:
        for p in dr.packs + dr.picked:
            known.update(c for c in p if c != HIDDEN)
        known.update(c for c in dr.pending if c is not None and c != HIDDEN)
        known.update(c for c in dr.leftover if c != HIDDEN)
    pool = [[c for c in DECK_CARDS[k] if c not in known] for k in range(3)]
    for p in pool:
        rng.shuffle(p)
    # decks first (their deck is known), then others' hands (never gold), then the draft
    for k in range(3):
        dk = d.decks[k]
        for i in range(len(dk)):
            if dk[i] == HIDDEN and pool[k]:
                dk[i] = pool[k].pop()
    rest_bs = pool[0] + pool[1]
    rng.shuffle(rest_bs)
    gold_left = pool[2]
    draft_slots = 0
    if dr is not None:
        draft_slots = sum(p.count(HIDDEN) for p in dr.packs + dr.picked) + sum(
            1 for c in dr.pending if c == HIDDEN)
    mixed = gold_left + rest_bs[: max(0, draft_slots - len(gold_left))]
    rest_bs = rest_bs[len(mixed) - len(gold_left):]
    rng.shuffle(mixed)
    for h in d.hands:
        for i in range(len(h)):
            if h[i] == HIDDEN and rest_bs:
                h[i] = rest_bs.pop()
        h.sort()
    if dr is not None:
        for p in dr.packs + dr.picked:
            for i in range(len(p)):
                if p[i] == HIDDEN and mixed:
                    p[i] = mixed.pop()
        for i in range(len(dr.pending)):
            if dr.pending[i] == HIDDEN and mixed:
                dr.pending[i] = mixed.pop()
    for s in range(d.n):
        for _ in range(d.tok_hidden[s]):
            d.tokens[s][rng.below(3)] += 1
        d.tok_hidden[s] = 0
    d.rng = rng.fork()
    return d
