"""Two tiny games implementing the engine contract, to test the game-agnostic bots.

- Nim: one pile, take 1-3 stones, whoever takes the last stone wins (perfect information).
- Bids: a hidden-information card game for 2-3 players. Cards 1..12; each player holds
  3 hidden cards. Six prizes (1..6, shuffled, hidden order) are revealed one at a time;
  every player bids one card simultaneously (secret until all have bid); the single
  highest bid wins the prize's points (a tie for highest: nobody). Bids are discarded
  face up and each bidder draws a card from the hidden deck while it lasts.
  Two "rounds" of three prizes each (for rollout truncation).
Each comes with heuristic modules in the shape `game/<id>/bot.py` has.
"""

from __future__ import annotations

from types import SimpleNamespace

from game.core import HIDDEN, IllegalAction, Rng, State

# ----------------------------------------------------------------------------- Nim


class Nim(State):
    __slots__ = ("pile", "turn", "winner")
    game_id = "nim"

    def __init__(self, pile: int = 10) -> None:
        self.pile = pile
        self.turn = 0
        self.winner: int | None = None

    @property
    def num_players(self) -> int:
        return 2

    def to_act(self) -> list[int]:
        return [] if self.is_over() else [self.turn]

    def legal_actions(self, seat: int) -> list:
        if self.is_over() or seat != self.turn:
            return []
        return [("take", k) for k in (1, 2, 3) if k <= self.pile]

    def _apply(self, seat: int, action) -> list:
        self.pile -= action[1]
        if self.pile == 0:
            self.winner = seat
        self.turn = 1 - seat
        return [{"t": "take", "seat": seat, "n": action[1]}]

    def is_over(self) -> bool:
        return self.winner is not None

    def scores(self) -> list[int]:
        return [int(self.winner == s) for s in (0, 1)]

    def clone(self) -> Nim:
        c = Nim.__new__(Nim)
        c.pile, c.turn, c.winner = self.pile, self.turn, self.winner
        return c

    def view(self, seat: int) -> Nim:
        return self.clone()

    def to_json(self) -> dict:
        return {"pile": self.pile, "turn": self.turn, "winner": self.winner}


def _nim_perfect_eval(state: Nim, seat: int) -> float:
    if state.is_over():
        return 10.0 if state.winner == seat else -10.0
    mover_wins = state.pile % 4 != 0
    return 10.0 if mover_wins == (state.turn == seat) else -10.0


NIM_PERFECT = SimpleNamespace(
    evaluate=_nim_perfect_eval,
    priors=lambda view, seat, actions: [0.0] * len(actions),
    determinize=lambda view, seat, rng: view.clone(),
    MARGIN_SCALE=5.0,
)

# a heuristic that knows nothing: search has to find the win on its own
NIM_BLIND = SimpleNamespace(
    evaluate=lambda view, seat: (10.0 if view.winner == seat else -10.0) if view.is_over() else 0.0,
    priors=lambda view, seat, actions: [0.0] * len(actions),
    determinize=lambda view, seat, rng: view.clone(),
)

# ----------------------------------------------------------------------------- Bids

CARDS = tuple(range(1, 13))
PRIZES = tuple(range(1, 7))


class Bids(State):
    __slots__ = ("n", "hands", "deck", "prizes", "prize", "pending", "points", "discards",
                 "done", "rng", "viewer")
    game_id = "bids"

    @property
    def num_players(self) -> int:
        return self.n

    @classmethod
    def new(cls, n: int, seed: int) -> Bids:
        s = cls.__new__(cls)
        s.n = n
        s.rng = Rng(seed)
        deck = list(CARDS)
        s.rng.shuffle(deck)
        s.hands = [sorted(deck[3 * i:3 * i + 3]) for i in range(n)]
        s.deck = deck[3 * n:]
        s.prizes = list(PRIZES)
        s.rng.shuffle(s.prizes)
        s.prize = s.prizes.pop()
        s.pending = [None] * n
        s.points = [0] * n
        s.discards = []
        s.done = 0
        s.viewer = None
        return s

    def to_act(self) -> list[int]:
        if self.is_over():
            return []
        return [i for i in range(self.n) if self.pending[i] is None]

    def legal_actions(self, seat: int) -> list:
        if self.is_over() or self.pending[seat] is not None:
            return []
        return [("bid", c) for c in sorted(set(self.hands[seat]))]

    def _apply(self, seat: int, action) -> list:
        card = action[1]
        if card == HIDDEN or card not in self.hands[seat]:
            raise IllegalAction("not in hand")
        self.hands[seat].remove(card)
        self.pending[seat] = card
        if any(p is None for p in self.pending):
            return [{"t": "bid", "seat": seat}]
        bids = list(self.pending)
        top = max(bids)
        events = [{"t": "reveal", "bids": bids, "prize": self.prize}]
        if bids.count(top) == 1:
            w = bids.index(top)
            self.points[w] += self.prize
            events.append({"t": "win", "seat": w, "points": self.prize})
        self.discards.extend(bids)
        for i in range(self.n):
            if self.deck:
                self.hands[i].append(self.deck.pop())
                self.hands[i].sort()
        self.pending = [None] * self.n
        self.done += 1
        self.prize = self.prizes.pop() if self.prizes and self.hands[0] else 0
        return events

    def is_over(self) -> bool:
        return self.prize == 0

    def scores(self) -> list[int]:
        return list(self.points)

    def clone(self) -> Bids:
        c = Bids.__new__(Bids)
        c.n = self.n
        c.hands = [list(h) for h in self.hands]
        c.deck = list(self.deck)
        c.prizes = list(self.prizes)
        c.prize = self.prize
        c.pending = list(self.pending)
        c.points = list(self.points)
        c.discards = list(self.discards)
        c.done = self.done
        c.rng = self.rng.clone()
        c.viewer = self.viewer
        return c

    def view(self, seat: int) -> Bids:
        v = self.clone()
        for i in range(self.n):
            if i != seat:
                v.hands[i] = [HIDDEN] * len(self.hands[i])
                if v.pending[i] is not None:
                    v.pending[i] = HIDDEN
        v.deck = [HIDDEN] * len(self.deck)
        v.prizes = sorted(self.prizes)
        public = (self.done, self.prize, tuple(self.points), tuple(self.discards), seat)
        v.rng = Rng(hash(public) & 0xFFFFFFFF)
        v.viewer = seat
        return v

    def to_json(self) -> dict:
        return {"n": self.n, "hands": self.hands, "deck": self.deck, "prizes": self.prizes,
                "prize": self.prize, "pending": self.pending, "points": self.points,
                "discards": self.discards, "done": self.done, "rng": self.rng.to_json(),
                "viewer": self.viewer}


def bids_determinize(view: Bids, seat: int, rng: Rng) -> Bids:
    s = view.clone()
    known = set(s.hands[seat]) | set(s.discards)
    if s.pending[seat] is not None:
        known.add(s.pending[seat])
    unseen = [c for c in CARDS if c not in known]
    rng.shuffle(unseen)
    for i in range(s.n):
        if i == seat:
            continue
        s.hands[i] = sorted(unseen.pop() for _ in s.hands[i])
        if s.pending[i] is not None:
            s.pending[i] = unseen.pop()
    s.deck = [unseen.pop() for _ in s.deck]
    rng.shuffle(s.prizes)
    s.rng = rng.fork()
    s.viewer = None
    return s


def _bids_projection(state: Bids, seat: int) -> float:
    hand = [c for c in state.hands[seat] if c != HIDDEN]
    unknown = len(state.hands[seat]) - len(hand)
    value = state.points[seat] + 0.15 * (sum(hand) + 6.5 * unknown)
    bid = state.pending[seat]
    if bid is not None and not state.is_over():
        # chance that this bid is the highest
        chance = 0.5 if bid == HIDDEN else ((bid - 1) / 11) ** (state.n - 1)
        value += state.prize * chance
    return value


def bids_evaluate(state: Bids, seat: int) -> float:
    proj = [_bids_projection(state, i) for i in range(state.n)]
    return proj[seat] - max(p for i, p in enumerate(proj) if i != seat)


def bids_priors(state: Bids, seat: int, actions: list) -> list[float]:
    # bid high for big prizes, low for small ones
    want = state.prize * 2
    return [-abs(a[1] - want) * 0.5 for a in actions]


def bids_observed(state: Bids, observer: int, actor: int, action):
    return None  # a bid is secret until every seat has bid


BIDS_BOT = SimpleNamespace(
    evaluate=bids_evaluate,
    priors=bids_priors,
    determinize=bids_determinize,
    round_index=lambda s: s.done // 3,
    observed_action=bids_observed,
    MARGIN_SCALE=4.0,
)


class BidsSpec:
    """Just enough of a GameSpec for the arena."""

    id = "bids"
    title = "Bids"
    min_players = 2
    max_players = 3

    def new_game(self, num_players: int, seed: int, options: dict | None = None) -> Bids:
        return Bids.new(num_players, seed)
