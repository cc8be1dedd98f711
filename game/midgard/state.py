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

The card being resolved: card (-1 none), step (sub-step, see rules.py), left (moves
left), src/typ (the chosen Viking: location, 1 chieftain / 0 warrior), target (area).

Points: pts[seat] = [provinces, asgard, ragnarok, valhalla, sets]. tokens[seat] =
[grey, brown, blue]; tok_hidden[seat] counts tokens whose colour the viewer of a view
cannot see (always 0 in the real state).

Helpers for the UI and bots: `controller(area)`, `strength(area, seat)`,
`free_villages(province)`, `present(area, seat)`, `warriors(area, seat)`,
`chieftain_at(seat)`, `token_count(seat)`, `hand_size(seat)`, `turns_left(seat)`,
`phase_name()`, `prompt()`, `choice()`, `current_card()`, `chosen_viking()`,
`chosen_area()`, `progress()`, `played_this_round(seat)`, `doomed()`,
`determinize(rng)` (fill a view's hidden cards and token colours with a consistent guess).
"""

from __future__ import annotations

from game.core import HIDDEN, Draft, GameDataError, Msg, Rng, State

from . import rules, scoring
from .data import (
    ATTACK,
    BOAT,
    CARD_DECK,
    CARD_KINGDOM,
    CARD_TYPE,
    COLOURS,
    DECK_CARDS,
    DRAW_CARDS,
    GOLD,
    INVASION,
    KINGDOMS,
    LOC_NAMES,
    NUM_CARDS,
    NUM_LOCS,
    NUM_PROVINCES,
    QUOTAS,
    REALMS_TARGET,
    START_BOAT_WARRIORS,
    START_SUPPLY_WARRIORS,
    SUPPLY,
    VALHALLA,
    VILLAGES,
    WARRIORS_PER_CLAN,
    card_name,
)

_FIELDS = (
    "n", "rng", "beginner", "round", "phase", "doom",
    "w", "chief", "occ",
    "hands", "played", "decks", "draft",
    "order", "t", "quota", "turns", "extra", "cur",
    "card", "step", "left", "src", "typ", "target",
    "pts", "tokens", "tok_hidden", "van_seat", "van_left", "viewer",
)


_STEPS = (rules.ST_PLAY, rules.ST_PICK, rules.ST_DEST, rules.ST_KILL, rules.ST_HTARGET,
          rules.ST_HPICK, rules.ST_DESTROY, rules.ST_PLACE)


_CHOICES = {rules.ST_PLAY: "play", rules.ST_PICK: "viking", rules.ST_DEST: "destination", rules.ST_KILL: "kill",
            rules.ST_HTARGET: "horde_area", rules.ST_HPICK: "viking", rules.ST_DESTROY: "destroy",
            rules.ST_PLACE: "place"}


def _card_msg(c: int) -> Msg:
    """A card's name as a message (its key names the card)."""
    return Msg(f"midgard.card_name.{c}", card_name(c))


def _loc_msg(loc: int) -> Msg:
    if loc == BOAT:
        return Msg("midgard.loc.boat", "the boat")
    return Msg(f"midgard.loc.{loc}", LOC_NAMES[loc])


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
        st.phase = rules.ACTION
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
        st.step = rules.ST_PLAY
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
    def to_act(self) -> list[int]:
        return rules.to_act(self)

    def legal_actions(self, seat: int) -> list:
        return rules.legal_actions(self, seat)

    def _apply(self, seat: int, action) -> list:
        return rules.apply_action(self, seat, action)

    def is_over(self) -> bool:
        return self.phase == rules.OVER

    def scores(self) -> list[int]:
        return [sum(p) for p in self.pts]

    @property
    def num_players(self) -> int:
        return self.n

    def round_label(self) -> str:
        if self.phase == rules.OVER:
            return "Game over"
        return f"Round {self.round} · {self.phase_name()}"

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for p in self.pts:
            d = dict(zip(scoring.POINT_KEYS, p))
            d["total"] = sum(p)
            out.append(d)
        return out

    # --- helpers for the UI and bots ----------------------------------------------------
    def controller(self, area: int) -> int:
        """Seat controlling a province, Asgard or Vanaheim now, or -1 (section 7)."""
        return scoring.controller(self, area)

    def strength(self, area: int, seat: int) -> float:
        """Warriors + 1.5 for the chieftain."""
        return scoring.strength2(self, area, seat) / 2

    def free_villages(self, province: int) -> int:
        return VILLAGES[province] - self.occ[province]

    def warriors(self, loc: int, seat: int) -> int:
        return self.w[loc][seat]

    def chieftain_at(self, seat: int) -> int:
        return self.chief[seat]

    def present(self, area: int, seat: int) -> bool:
        return scoring.present(self, area, seat)

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

    def turns_left(self, seat: int) -> int:
        """Regular turns seat still has to take this round (0 outside the action phase)."""
        if self.phase != rules.ACTION:
            return 0
        return self.quota - self.turns[seat]

    def current_card(self) -> int:
        """The card being resolved (-1 when none)."""
        return self.card

    def chosen_viking(self) -> tuple[int, str] | None:
        """(location, "C"/"W") of the Viking picked and waiting for a destination."""
        if self.phase == rules.ACTION and self.step == rules.ST_DEST:
            return (self.src, "C" if self.typ else "W")
        return None

    def phase_name(self) -> str:
        return {rules.DRAFT: "Draft", rules.ACTION: "Action", rules.VANAHEIM_CHOICE: "Scoring",
                rules.OVER: "Game over"}[self.phase]

    # --- what is being decided (for boards: no board reads the step fields) -------------
    def choice(self) -> str:
        """What is being chosen now: "pick" (a card of the draft packet), "play" (a card
        from the hand), "viking" (one of one's Vikings to move), "destination" (where
        the chosen Viking goes), "kill" (an opponent's warrior in the realm of an
        Attack), "horde_area" (where a Viking Horde goes), "destroy" (the province of
        Destroy Kingdom), "place" (where a supply warrior goes), "token" (the colour of
        a Vanaheim token), or "" once the game is over."""
        ph = self.phase
        if ph == rules.DRAFT:
            return "pick"
        if ph == rules.VANAHEIM_CHOICE:
            return "token"
        if ph != rules.ACTION:
            return ""
        return _CHOICES[self.step]

    def chosen_area(self) -> int:
        """The area already chosen for the current card (the target of a Viking Horde
        while its Vikings are picked, the realm of an Attack's kill), or -1."""
        if self.phase == rules.ACTION and self.step in (rules.ST_HPICK, rules.ST_KILL) and 0 <= self.target < 12:
            return self.target
        return -1

    def progress(self) -> tuple[int, int] | None:
        """The progress of a multi-step choice: (this step, at most) — the k-th Viking of
        an Invasion (of up to 2) or a Horde (of up to 3), the k-th warrior placed by New
        Warriors (of up to 2); None otherwise."""
        if self.phase != rules.ACTION or self.card < 0:
            return None
        typ = CARD_TYPE[self.card]
        if self.step == rules.ST_PICK and typ == INVASION:
            return (3 - self.left, 2)
        if self.step == rules.ST_HPICK:
            return (4 - self.left, 3)
        if self.step == rules.ST_PLACE:
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
        """The pending decision (of `seat` during the simultaneous draft; by default the
        first seat to act) as a message: English text with a key and parameters."""
        ph = self.phase
        if ph == rules.OVER:
            return Msg("midgard.prompt.over", "The game is over")
        if ph == rules.DRAFT:
            d = self.draft
            if seat is None:
                ta = d.to_act()
                seat = ta[0] if ta else 0
            got = len(d.picked[seat]) + (0 if d.pending[seat] is None else 1)
            total = got + len(d.packs[seat])
            if d.pending[seat] is not None:
                return Msg("midgard.prompt.draft_wait", "Draft: waiting for the others ({k} of {total} picked)",
                           k=got, total=total)
            return Msg("midgard.prompt.draft", "Draft: pick a card to keep ({k} of {total})", k=got + 1, total=total)
        if ph == rules.VANAHEIM_CHOICE:
            return Msg("midgard.prompt.vanaheim", "Vanaheim: choose the colour of a kingdom token ({k} of 2)",
                       k=3 - self.van_left)
        step = self.step
        if step == rules.ST_PLAY:
            if self.extra:
                return Msg("midgard.prompt.extra", "Extra turn: play a card")
            s = self.cur if seat is None else seat
            return Msg("midgard.prompt.play", "Play a card (turn {k} of {q})", k=self.turns[s] + 1, q=self.quota)
        name = _card_msg(self.card)
        typ = CARD_TYPE[self.card]
        if step == rules.ST_PICK:
            if typ == INVASION:
                return Msg("midgard.prompt.pick_invasion", "{card}: choose a Viking to move ({k} of up to 2)",
                           card=name, k=3 - self.left)
            if typ == ATTACK:
                return Msg("midgard.prompt.pick_attack", "{card}: choose the attacking Viking", card=name)
            return Msg("midgard.prompt.pick", "{card}: choose a Viking to move", card=name)
        if step == rules.ST_DEST:
            who = Msg("midgard.chieftain", "chieftain") if self.typ else Msg("midgard.warrior", "warrior")
            where = _loc_msg(self.src)
            if typ == ATTACK:
                return Msg("midgard.prompt.dest_attack", "{card}: choose the target of the {who} from {src}",
                           card=name, who=who, src=where)
            return Msg("midgard.prompt.dest", "{card}: where does the {who} from {src} go?", card=name, who=who,
                       src=where)
        if step == rules.ST_KILL:
            return Msg("midgard.prompt.kill", "{card}: kill a warrior in {area}?", card=name,
                       area=_loc_msg(self.target))
        if step == rules.ST_HTARGET:
            return Msg("midgard.prompt.htarget", "{card}: choose the target area", card=name)
        if step == rules.ST_HPICK:
            return Msg("midgard.prompt.hpick", "{card} → {area}: choose a Viking to move ({k} of up to 3)",
                       card=name, area=_loc_msg(self.target), k=4 - self.left)
        if step == rules.ST_DESTROY:
            return Msg("midgard.prompt.destroy", "{card}: choose the province to destroy", card=name)
        if step == rules.ST_PLACE:
            k = CARD_KINGDOM[self.card]
            where = (Msg("midgard.where.realms_short", "Asgard or Vanaheim") if k == REALMS_TARGET
                     else Msg(f"midgard.kingdom.{k}", KINGDOMS[k]))
            if self.left == 1:
                return Msg("midgard.prompt.place_last", "{card}: place a warrior from your supply in {where} (1 more)",
                           card=name, where=where)
            return Msg("midgard.prompt.place", "{card}: place a warrior from your supply in {where} (up to {k})",
                       card=name, where=where, k=self.left)
        return Msg("midgard.prompt.none", "")

    def setup_events(self) -> list[dict]:
        """The events of the current round's doom phase and deal (for a log that starts
        after `new_game`, whose own set-up events are not returned by any `apply`)."""
        beginner_start = self.round == 1 and self.beginner
        events = [{"t": "round", "round": self.round},
                  {"t": "doom", "provinces": self.doomed()},
                  {"t": "dealt", "round": self.round, "draft": not beginner_start}]
        if beginner_start and self.phase == rules.ACTION and not any(self.played):
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
        """What `seat` may know (section 11). Gold cards in hands are public (every gold
        card in a hand was revealed at an action-phase reveal); other cards of other
        hands, packets and picks of others, deck contents and order, and other seats'
        token colours become placeholders of the same size (token colours are public
        once the game is over: section 10.1)."""
        v = self.clone()
        v.viewer = seat
        for s in range(self.n):
            if s == seat:
                continue
            h = v.hands[s]
            golds = [c for c in h if c != HIDDEN and CARD_DECK[c] == GOLD]
            v.hands[s] = [HIDDEN] * (len(h) - len(golds)) + golds
            if self.phase != rules.OVER:        # every pile is revealed at game end (10.1, 11)
                v.tok_hidden[s] += sum(v.tokens[s])
                v.tokens[s] = [0, 0, 0]
        v.decks = [[HIDDEN] * len(d) for d in v.decks]
        if v.draft is not None:
            v.draft = self.draft.masked(seat)
        v.rng = Rng(self._public_hash(seat))
        return v

    def _public_hash(self, seat: int) -> int:
        """A seed made only of public information (and the viewer), for a view's Rng."""
        h = 0x5EED ^ seat
        parts = (self.round, self.t, self.n, self.cur, self.card, self.left,
                 tuple(self.doom), tuple(self.chief), tuple(tuple(r) for r in self.w),
                 tuple(tuple(p) for p in self.played), tuple(len(x) for x in self.hands),
                 tuple(tuple(p) for p in self.pts))
        for x in parts:
            h = (h * 1000003) ^ (hash(x) & 0xFFFFFFFFFFFFFFFF)
            h &= 0xFFFFFFFFFFFFFFFF
        return h

    def determinize(self, rng: Rng) -> MidgardState:
        """A copy of this view in which every hidden card and hidden token colour is
        replaced by a guess consistent with what the viewer knows (for lookahead)."""
        d = self.clone()
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
        if st.phase not in (rules.DRAFT, rules.ACTION, rules.VANAHEIM_CHOICE, rules.OVER):
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
        if st.phase == rules.DRAFT and (st.draft is None or len(st.draft.packs) != n):
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
        if st.phase == rules.ACTION:
            if st.step not in _STEPS:
                raise GameDataError("unknown card step")
            if st.step != rules.ST_PLAY and st.card < 0:
                raise GameDataError("a card step without a card")
            if st.step in (rules.ST_DEST,) and not (0 <= st.src < SUPPLY and st.src != VALHALLA):
                raise GameDataError("bad chosen Viking")
            if st.step in (rules.ST_KILL, rules.ST_HPICK) and not 0 <= st.target < VALHALLA:
                raise GameDataError("bad target area")
        everything = [c for h in st.hands + st.played + st.decks for c in h]
        if st.draft is not None:
            dr = st.draft
            everything += [c for p in dr.packs + dr.picked for c in p] + list(dr.leftover)
            everything += [c for c in dr.pending if c is not None]
        known = [c for c in everything if c != HIDDEN]
        if len(known) != len(set(known)) or (st.viewer < 0 and sorted(everything) != list(range(NUM_CARDS))):
            raise GameDataError("the cards of the game are not exactly the 100 Midgard cards")
        if st.phase == rules.VANAHEIM_CHOICE and not 0 <= st.van_seat < n:
            raise GameDataError("bad Vanaheim seat")
        return st

    def __repr__(self) -> str:
        return f"<Midgard {self.n}p {self.round_label()} scores={self.scores()}>"


def check_invariants(st: MidgardState) -> None:
    """Raise AssertionError if the board breaks a rule of the figures (used by tests)."""
    n = st.n
    for s in range(n):
        assert sum(st.w[loc][s] for loc in range(NUM_LOCS)) == WARRIORS_PER_CLAN, s
        assert all(st.w[loc][s] >= 0 for loc in range(NUM_LOCS))
        assert 0 <= st.chief[s] < SUPPLY
    for a in range(13):
        assert st.occ[a] == sum(st.w[a]) + st.chief.count(a), a
    for p in range(NUM_PROVINCES):
        assert st.occ[p] <= VILLAGES[p], p
    assert st.occ[VALHALLA] == 0 or st.phase in (rules.ACTION, rules.VANAHEIM_CHOICE)
