"""Midgard's game state (engine contract of DESIGN.md; rules in `midgard.md`).

Board representation (compact, for speed):
    w[loc][seat]   warriors of `seat` at location `loc` (0..9 provinces, 10 Asgard,
                   11 Vanaheim, 12 Valhalla, 13 the seat's boat, 14 its off-board supply)
    chief[seat]    the location of the seat's chieftain (never the supply)
    occ[area]      figures of all seats in area 0..12 (free villages = VILLAGES - occ)
    doom[p]        1 if province p is doomed this round

Cards are ids 0..99 (data.py). hands[seat] (sorted), played[seat], decks[0..2] (the last
element is the top), draft (game.core.Draft during the draft phase, else None).

Turn bookkeeping: order (turn order of the round), t (index of the current regular turn,
the seat is order[t % n]), quota (cards to play this round), turns[seat] (regular turns
taken this round), extra (the current turn is an extra turn after Draw Cards), cur.

The card being resolved: card (-1 none), step (its sub-step: data.STEPS), left (moves
left), src/typ (the chosen Viking: location, 1 chieftain / 0 warrior), target (area).

The pending decision is derived from these fields (`frame()`: the sub-step during the
action phase, else the phase) and dispatched through `MACHINE` (game.core.machine), on
which the rules modules (draft, cards, vanaheim) register their decisions; the automatic
parts of a round (doom, deal, reveal, scoring, Ragnarok, the end) run inside the decision
that leads to them (rounds.py), so some seat always has a decision until the game is over.

Points: pts[seat] = [provinces, asgard, ragnarok, valhalla, sets]. tokens[seat] =
[grey, brown, blue]; tok_hidden[seat] counts tokens whose colour the viewer of a view
cannot see (always 0 in the real state).

Helpers for the UI and bots: `controller(area)`, `strength(area, seat)`,
`free_villages(province)`, `present(area, seat)`, `warriors(area, seat)`,
`chieftain_at(seat)`, `token_count(seat)`, `hand(seat)`, `hand_size(seat)`, `drafted(seat)`,
`turns_left(seat)`,
`phase_name()`, `prompt()` (text.py), `choice()`, `current_card()`, `chosen_viking()`,
`chosen_area()`, `choice_progress()`, `progress()`, `played_this_round(seat)`, `doomed()`, `view(seat)` and
`determinize(rng)` (view.py).
"""

from __future__ import annotations

from typing import Any

from game.core import HIDDEN, Draft, GameDataError, IllegalAction, Msg, Rng, State
from game.core.machine import Machine
from game.core.progress import Progress
from game.core.state import is_legal

from . import events as _events
from . import moves, text, view
from .data import (
    ACTION,
    BOAT,
    CARD_DECK,
    CARD_TYPE,
    COLOURS,
    DECK_CARDS,
    DRAFT,
    DRAW_CARDS,
    GOLD,
    INVASION,
    NUM_CARDS,
    NUM_LOCS,
    NUM_PROVINCES,
    NUM_ROUNDS,
    OVER,
    PHASES,
    POINT_KEYS,
    QUOTAS,
    ST_DEST,
    ST_DESTROY,
    ST_HPICK,
    ST_HTARGET,
    ST_KILL,
    ST_PICK,
    ST_PLACE,
    ST_PLAY,
    START_BOAT_WARRIORS,
    START_SUPPLY_WARRIORS,
    STEPS,
    SUPPLY,
    VALHALLA,
    VANAHEIM_CHOICE,
    VILLAGES,
    WARRIORS_PER_CLAN,
)


def _kind(frame: str) -> str:
    """Midgard's frames are their kinds (see `MidgardState.frame`)."""
    return frame


# the decision machine: draft.py, cards.py and vanaheim.py register their decisions on it
MACHINE = Machine("midgard", kind_of=_kind)
_DECISIONS = MACHINE.decisions      # read-only view of its table (filled as the rules import)

_FIELDS = (
    "n", "rng", "beginner", "round", "phase", "doom",
    "w", "chief", "occ",
    "hands", "played", "decks", "draft",
    "order", "t", "quota", "turns", "extra", "cur",
    "card", "step", "left", "src", "typ", "target",
    "pts", "tokens", "tok_hidden", "van_seat", "van_left", "viewer",
)


_CHOICES = {ST_PLAY: "play", ST_PICK: "viking", ST_DEST: "destination", ST_KILL: "kill",
            ST_HTARGET: "horde_area", ST_HPICK: "viking", ST_DESTROY: "destroy", ST_PLACE: "place"}


# --- board queries (section 7; strength is kept doubled: warrior 2, chieftain 3) ------------
def strength2(st: Any, area: int, seat: int) -> int:
    """Twice the strength of seat in area (warriors x2, chieftain 3)."""
    return st.w[area][seat] * 2 + (3 if st.chief[seat] == area else 0)


def controller(st: Any, area: int) -> int:
    """The seat controlling area (strictly strongest), or -1 (section 7). Valhalla: -1."""
    if area == VALHALLA:
        return -1
    row = st.w[area]
    chief = st.chief
    best = 0
    who = -1
    for s in range(st.n):
        v = row[s] * 2
        if chief[s] == area:
            v += 3
        if v > best:
            best = v
            who = s
        elif v == best and v > 0:
            who = -1
    return who


def present(st: Any, area: int, seat: int) -> bool:
    return st.w[area][seat] > 0 or st.chief[seat] == area


def winners(st: Any) -> list[int]:
    """Highest score; ties broken by total kingdom tokens; then shared (10.3-10.5)."""
    sc = st.scores()
    best = max(sc)
    tied = [s for s in range(st.n) if sc[s] == best]
    if len(tied) == 1:
        return tied
    tok = [st.token_count(s) for s in tied]
    most = max(tok)
    return [s for s, t in zip(tied, tok) if t == most]


class MidgardState(State):
    __slots__ = _FIELDS
    game_id = "midgard"

    # --- construction ------------------------------------------------------------------
    @classmethod
    def blank(cls, n: int, seed: int = 0, beginner: bool = False) -> MidgardState:
        """Set-up position (5.1) before round 1: no doom, no cards dealt."""
        if not isinstance(n, int) or not 2 <= n <= 5:
            raise ValueError(f"Midgard is played by 2 to 5 players, not {n!r}")
        st = cls.__new__(cls)
        st.n = n
        st.rng = Rng(seed)
        st.beginner = bool(beginner)
        st.round = 0
        st.phase = ACTION
        st.doom = [0] * NUM_PROVINCES
        st.w = [[0] * n for _ in range(NUM_LOCS)]
        st.w[BOAT] = [START_BOAT_WARRIORS] * n
        st.w[SUPPLY] = [START_SUPPLY_WARRIORS] * n
        st.chief = [BOAT] * n
        st.occ = [0] * 13
        st.hands = [[] for _ in range(n)]
        st.played = [[] for _ in range(n)]
        st.decks = [list(DECK_CARDS[d]) for d in range(3)]
        st.draft = None
        st.order = list(range(n))
        st.t = 0
        st.quota = QUOTAS[0]
        st.turns = [0] * n
        st.extra = False
        st.cur = 0
        st.card = -1
        st.step = ST_PLAY
        st.left = 0
        st.src = -1
        st.typ = 0
        st.target = -1
        st.pts = [[0] * 5 for _ in range(n)]
        st.tokens = [[0, 0, 0] for _ in range(n)]
        st.tok_hidden = [0] * n
        st.van_seat = -1
        st.van_left = 0
        st.viewer = -1
        return st

    # --- the contract ------------------------------------------------------------------
    def frame(self) -> str | None:
        """The pending decision (a kind of `MACHINE`): the sub-step of the card being
        resolved during the action phase, else the phase ("draft", "vanaheim"); None once
        the game is over."""
        ph = self.phase
        if ph == ACTION:
            return self.step
        if ph == OVER:
            return None
        return ph

    def to_act(self) -> list[int]:
        ph = self.phase
        if ph == ACTION:
            return [self.cur]
        if ph == DRAFT:
            return self.draft.to_act()
        if ph == VANAHEIM_CHOICE:
            return [self.van_seat]
        return []

    def legal_actions(self, seat: int) -> list:
        # the machine's table of decisions read directly (MACHINE.legal without its
        # generic dispatch: the hot path of every playout)
        ph = self.phase
        if ph == ACTION:
            if seat != self.cur:
                return []
            step = self.step
            return _DECISIONS[step].legal(self, step, seat)
        if ph == OVER:
            return []
        return _DECISIONS[ph].legal(self, ph, seat)

    def apply(self, seat: int, action: Any) -> list:
        """Check and apply one action (State.apply); a bare tuple of an action's parts
        stands for that named action (moves.named: callers from before the named types)."""
        if type(action) is tuple:
            action = moves.named(action)
        # State.apply written out (one call less on the hot path of every checked step)
        if seat not in self.to_act():
            raise IllegalAction(f"it is not seat {seat}'s turn to decide")
        legal = self.legal_actions(seat)
        if not is_legal(action, legal):
            raise IllegalAction(self.explain_illegal(seat, action, legal))
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Any) -> list:
        ph = self.phase
        if ph == OVER:
            raise IllegalAction("the game is over")
        f = self.step if ph == ACTION else ph
        events: list = []
        _DECISIONS[f].apply(self, f, seat, action, events)
        return events

    # State.apply_legal (apply without the check, the bots' playouts) is _apply itself:
    # one call less per playout step (as Blood Rage)
    apply_legal = _apply

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return [sum(p) for p in self.pts]

    @property
    def num_players(self) -> int:
        return self.n

    def round_label(self) -> str:
        if self.phase == OVER:
            return "Game over"
        return f"Round {self.round} · {self.phase_name()}"

    def facts(self, events: list) -> tuple:
        """The shared facts (game.core.events) of one step's events (events.py), read
        against this state as the step left it."""
        f = _events.facts
        return tuple(x for e in events for x in f(e, self))

    def progress(self) -> Progress:
        """The round (1-3; 0 in the set-up of `blank`) of 3 and its phase (draft, action,
        vanaheim: the scoring's Vanaheim choice, over), as `round_label` words them."""
        ph = self.phase
        return Progress("round", self.round, NUM_ROUNDS, ph, text.phase_key(ph), ph == OVER)

    def winners(self) -> list[int]:
        return winners(self)

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for p in self.pts:
            d = dict(zip(POINT_KEYS, p))
            d["total"] = sum(p)
            out.append(d)
        return out

    # --- helpers for the UI and bots ----------------------------------------------------
    def controller(self, area: int) -> int:
        """Seat controlling a province, Asgard or Vanaheim now, or -1 (section 7)."""
        return controller(self, area)

    def strength(self, area: int, seat: int) -> float:
        """Warriors + 1.5 for the chieftain."""
        return strength2(self, area, seat) / 2

    def free_villages(self, province: int) -> int:
        return VILLAGES[province] - self.occ[province]

    def warriors(self, loc: int, seat: int) -> int:
        return self.w[loc][seat]

    def chieftain_at(self, seat: int) -> int:
        return self.chief[seat]

    def present(self, area: int, seat: int) -> bool:
        return present(self, area, seat)

    def doomed(self) -> list[int]:
        return [p for p in range(NUM_PROVINCES) if self.doom[p]]

    def tokens_held(self, seat: int) -> tuple[int, int, int]:
        """Seat's kingdom tokens by colour (grey, brown, blue) as far as this state
        knows them (a view hides other seats' colours until the game is over)."""
        t = self.tokens[seat]
        return (t[0], t[1], t[2])

    def token_count(self, seat: int) -> int:
        return sum(self.tokens[seat]) + self.tok_hidden[seat]

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat])

    def hand(self, seat: int) -> tuple[int, ...]:
        """Seat's hand, sorted (HIDDEN for the cards this view's viewer cannot see)."""
        return tuple(self.hands[seat])

    def drafted(self, seat: int) -> tuple[int, ...]:
        """The cards seat has kept in this round's draft so far, its pick waiting to be
        passed last (HIDDEN where the viewer cannot see them); () outside the draft."""
        d = self.draft
        if d is None or d.done:
            return ()
        got = tuple(d.picked[seat])
        return got if d.pending[seat] is None else got + (d.pending[seat],)

    def turns_left(self, seat: int) -> int:
        """Regular turns seat still has to take this round (0 outside the action phase)."""
        if self.phase != ACTION:
            return 0
        return self.quota - self.turns[seat]

    def turns_taken(self, seat: int) -> int:
        """Regular turns seat has taken this round (0 outside the action phase)."""
        return self.turns[seat] if self.phase == ACTION else 0

    def current_card(self) -> int:
        """The card being resolved (-1 when none)."""
        return self.card

    def chosen_viking(self) -> tuple[int, str] | None:
        """(location, "C"/"W") of the Viking picked and waiting for a destination."""
        if self.phase == ACTION and self.step == ST_DEST:
            return (self.src, "C" if self.typ else "W")
        return None

    def phase_name(self) -> str:
        return text.PHASE_NAMES[self.phase]

    # --- what is being decided (for boards: no board reads the step fields) -------------
    def choice(self) -> str:
        """What is being chosen now: "pick" (a card of the draft packet), "play" (a card
        from the hand), "viking" (one of one's Vikings to move), "destination" (where
        the chosen Viking goes), "kill" (an opponent's warrior in the realm of an
        Attack), "horde_area" (where a Viking Horde goes), "destroy" (the province of
        Destroy Kingdom), "place" (where a supply warrior goes), "token" (the colour of
        a Vanaheim token), or "" once the game is over."""
        ph = self.phase
        if ph == DRAFT:
            return "pick"
        if ph == VANAHEIM_CHOICE:
            return "token"
        if ph != ACTION:
            return ""
        return _CHOICES[self.step]

    def chosen_area(self) -> int:
        """The area already chosen for the current card (the target of a Viking Horde
        while its Vikings are picked, the realm of an Attack's kill), or -1."""
        if self.phase == ACTION and self.step in (ST_HPICK, ST_KILL) and 0 <= self.target < 12:
            return self.target
        return -1

    def choice_progress(self) -> tuple[int, int] | None:
        """The progress of a multi-step choice: (this step, at most) — the k-th Viking of
        an Invasion (of up to 2) or a Horde (of up to 3), the k-th warrior placed by New
        Warriors (of up to 2); None otherwise."""
        if self.phase != ACTION or self.card < 0:
            return None
        typ = CARD_TYPE[self.card]
        if self.step == ST_PICK and typ == INVASION:
            return (3 - self.left, 2)
        if self.step == ST_HPICK:
            return (4 - self.left, 3)
        if self.step == ST_PLACE:
            return (3 - self.left, 2)
        return None

    def played_this_round(self, seat: int) -> list[int]:
        """The cards seat played this round, in order (public: every played card is
        shown). The played pile of the whole game is cut after the earlier rounds'
        quotas and the extra plays that followed Draw Cards."""
        cards = self.played[seat]
        i = 0
        for rnd in range(max(0, self.round - 1)):
            need = QUOTAS[rnd]
            extra = False
            while i < len(cards) and (need > 0 or extra):
                c = cards[i]
                if not extra:
                    need -= 1
                extra = c != HIDDEN and CARD_TYPE[c] == DRAW_CARDS
                i += 1
        return cards[i:]

    def prompt(self, seat: int | None = None) -> Msg:
        """The pending decision as a message (text.prompt)."""
        return text.prompt(self, seat)

    def setup_events(self) -> list[dict]:
        """The events of the current round's doom phase and deal (for a log that starts
        after `new_game`, whose own set-up events are not returned by any `apply`)."""
        beginner_start = self.round == 1 and self.beginner
        events = [{"t": "round", "round": self.round},
                  {"t": "doom", "provinces": self.doomed()},
                  {"t": "dealt", "round": self.round, "draft": not beginner_start}]
        if beginner_start and self.phase == ACTION and not any(self.played):
            # no draft: the action phase began inside new_game with the gold reveal
            for s in range(self.n):
                golds = sorted(c for c in self.hands[s] if c != HIDDEN and CARD_DECK[c] == GOLD)
                events.append({"t": "reveal", "seat": s, "cards": golds})
            events.append({"t": "order", "order": list(self.order), "quota": self.quota})
        return events

    # --- copies ---------------------------------------------------------------------------
    def clone(self) -> MidgardState:
        c = MidgardState.__new__(MidgardState)
        c.n = self.n
        c.rng = self.rng.clone()
        c.beginner = self.beginner
        c.round = self.round
        c.phase = self.phase
        c.doom = self.doom[:]
        c.w = [r[:] for r in self.w]
        c.chief = self.chief[:]
        c.occ = self.occ[:]
        c.hands = [h[:] for h in self.hands]
        c.played = [h[:] for h in self.played]
        c.decks = [d[:] for d in self.decks]
        c.draft = self.draft.clone() if self.draft is not None else None
        c.order = self.order[:]
        c.t = self.t
        c.quota = self.quota
        c.turns = self.turns[:]
        c.extra = self.extra
        c.cur = self.cur
        c.card = self.card
        c.step = self.step
        c.left = self.left
        c.src = self.src
        c.typ = self.typ
        c.target = self.target
        c.pts = [p[:] for p in self.pts]
        c.tokens = [t[:] for t in self.tokens]
        c.tok_hidden = self.tok_hidden[:]
        c.van_seat = self.van_seat
        c.van_left = self.van_left
        c.viewer = self.viewer
        return c

    def view(self, seat: int) -> MidgardState:
        """What `seat` may know (view.py, section 11)."""
        return view.view(self, seat)

    def determinize(self, rng: Rng) -> MidgardState:
        """A full state consistent with this view (view.py)."""
        return view.determinize(self, rng)

    # --- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "game": "midgard",
            "n": self.n,
            "rng": self.rng.to_json(),
            "beginner": self.beginner,
            "round": self.round,
            "phase": self.phase,
            "doom": self.doom[:],
            "w": [r[:] for r in self.w],
            "chief": self.chief[:],
            "hands": [h[:] for h in self.hands],
            "played": [h[:] for h in self.played],
            "decks": [d[:] for d in self.decks],
            "draft": self.draft.to_json() if self.draft is not None else None,
            "order": self.order[:],
            "t": self.t,
            "quota": self.quota,
            "turns": self.turns[:],
            "extra": self.extra,
            "cur": self.cur,
            "card": self.card,
            "step": self.step,
            "left": self.left,
            "src": self.src,
            "typ": self.typ,
            "target": self.target,
            "pts": [p[:] for p in self.pts],
            "tokens": [t[:] for t in self.tokens],
            "tok_hidden": self.tok_hidden[:],
            "van_seat": self.van_seat,
            "van_left": self.van_left,
            "viewer": self.viewer,
        }

    @classmethod
    def from_json(cls, d: dict) -> MidgardState:
        try:
            return cls._from_json(d)
        except GameDataError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise GameDataError(f"broken Midgard state: {e}") from None

    @classmethod
    def _from_json(cls, d: dict) -> MidgardState:
        if not isinstance(d, dict) or d.get("game") != "midgard":
            raise GameDataError("not a Midgard state")
        n = d["n"]
        if not isinstance(n, int) or not 2 <= n <= 5:
            raise GameDataError("Midgard state with a wrong number of players")

        def ints(x, size=None):
            if not isinstance(x, list) or not all(isinstance(i, int) and not isinstance(i, bool)
                                                  for i in x):
                raise GameDataError("a list of whole numbers was expected")
            if size is not None and len(x) != size:
                raise GameDataError("a list has the wrong length")
            return list(x)

        def cards(x):
            x = ints(x)
            if any(not -1 <= c < NUM_CARDS for c in x):
                raise GameDataError("a card id is out of range")
            return x

        st = cls.__new__(cls)
        st.n = n
        st.rng = Rng.from_json(d["rng"])
        st.beginner = bool(d["beginner"])
        st.round = int(d["round"])
        st.phase = str(d["phase"])
        if st.phase not in PHASES:
            raise GameDataError("unknown phase")
        st.doom = ints(d["doom"], NUM_PROVINCES)
        if not isinstance(d["w"], list) or len(d["w"]) != NUM_LOCS:
            raise GameDataError("board with the wrong number of locations")
        st.w = [ints(r, n) for r in d["w"]]
        st.chief = ints(d["chief"], n)
        if any(not 0 <= c < SUPPLY for c in st.chief):
            raise GameDataError("a chieftain is off the board")
        for s in range(n):
            if sum(r[s] for r in st.w) != WARRIORS_PER_CLAN or min(r[s] for r in st.w) < 0:
                raise GameDataError(f"{COLOURS[s]} does not have exactly 11 warriors")
        st.occ = [sum(st.w[a]) + st.chief.count(a) for a in range(13)]
        for p in range(NUM_PROVINCES):
            if st.occ[p] > VILLAGES[p]:
                raise GameDataError("a province holds more Vikings than it has villages")
        st.hands = [cards(h) for h in d["hands"]]
        st.played = [cards(h) for h in d["played"]]
        st.decks = [cards(x) for x in d["decks"]]
        if len(st.hands) != n or len(st.played) != n or len(st.decks) != 3:
            raise GameDataError("wrong number of hands or decks")
        st.draft = Draft.from_json(d["draft"]) if d["draft"] is not None else None
        if st.phase == DRAFT and (st.draft is None or len(st.draft.packs) != n):
            raise GameDataError("draft phase without a draft")
        st.order = ints(d["order"], n)
        if sorted(st.order) != list(range(n)):
            raise GameDataError("bad turn order")
        st.t = int(d["t"])
        st.quota = int(d["quota"])
        st.turns = ints(d["turns"], n)
        st.extra = bool(d["extra"])
        st.cur = int(d["cur"])
        st.card = int(d["card"])
        st.step = str(d["step"])
        st.left = int(d["left"])
        st.src = int(d["src"])
        st.typ = int(d["typ"])
        st.target = int(d["target"])
        st.pts = [ints(p, 5) for p in d["pts"]]
        st.tokens = [ints(t, 3) for t in d["tokens"]]
        st.tok_hidden = ints(d["tok_hidden"], n)
        if len(st.pts) != n or len(st.tokens) != n:
            raise GameDataError("wrong number of score rows")
        st.van_seat = int(d["van_seat"])
        st.van_left = int(d["van_left"])
        st.viewer = int(d["viewer"])
        if not 0 <= st.cur < n or not -1 <= st.card < NUM_CARDS:
            raise GameDataError("bad current seat or card")
        if st.phase == ACTION:
            if st.step not in STEPS:
                raise GameDataError("unknown card step")
            if st.step != ST_PLAY and st.card < 0:
                raise GameDataError("a card step without a card")
            if st.step == ST_DEST and not (0 <= st.src < SUPPLY and st.src != VALHALLA):
                raise GameDataError("bad chosen Viking")
            if st.step in (ST_KILL, ST_HPICK) and not 0 <= st.target < VALHALLA:
                raise GameDataError("bad target area")
        everything = [c for h in st.hands + st.played + st.decks for c in h]
        if st.draft is not None:
            dr = st.draft
            everything += [c for p in dr.packs + dr.picked for c in p] + list(dr.leftover)
            everything += [c for c in dr.pending if c is not None]
        known = [c for c in everything if c != HIDDEN]
        if len(known) != len(set(known)) or (st.viewer < 0 and sorted(everything) != list(range(NUM_CARDS))):
            raise GameDataError("the cards of the game are not exactly the 100 Midgard cards")
        if st.phase == VANAHEIM_CHOICE and not 0 <= st.van_seat < n:
            raise GameDataError("bad Vanaheim seat")
        return st

    def __repr__(self) -> str:
        return f"<Midgard {self.n}p {self.round_label()} scores={self.scores()}>"

