"""The Blood Rage game state: data, board queries, the task stack, view/clone/JSON.

The game runs on the shared decision machine (game.core.machine): a stack of small
tasks (lists of JSON-safe values), the machine's automatic steps. `_run()` runs the top
task until some seat has to decide; the decision is stored apart from the stack in `ask`
([kind, seats, ...]) and the rules module that registered `kind` on `MACHINE` gives the
legal actions and applies the answer. Every rules module registers its steps and
decisions on `MACHINE`; the package freezes it once they are imported.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from operator import countOf
from typing import Any

from game.core import Draft, IllegalAction, Rng, State
from game.core.machine import Machine
from game.core.progress import Progress

from .battle_record import ACTIVE, CARD, GONE, LATE, SEAT, bonus, total
from .data import (
    CARDS,
    EPIC_GLORY,
    FJORD_OF,
    FJORDS,
    MONSTERS,
    NUM_CARDS,
    OUTER,
    PROVINCES,
    SLOTS,
    STATS,
    SUPPORTS,
    TRACK,
    VILLAGES,
    WARRIORS,
    YGG,
    is_ship,
    kind_of,
)
from .events import step_facts
from .moves import named
from .view import masked_view

SOURCES = ("pillage", "battles", "quests", "ragnarok", "cards", "upgrades", "stats")
PHASE_LABEL = {
    "setup": "Setup", "draft": "Gods' Gifts", "action": "Action", "discard": "Discard",
    "quest": "Quest", "ragnarok": "Ragnarök", "release": "Release Valhalla", "over": "Game over",
}
# Cards out of play: `discard` holds what everybody saw (played battle cards, replaced
# upgrades, revealed quests); `unseen` what nobody else saw (deal and draft leftovers,
# Discard-phase discards), hidden in every view but its owner's: `unseen_by` gives, for
# each card of `unseen`, the seat that threw it away (-1: nobody, e.g. deal leftovers).
RES = "R"   # reserve
VAL = "V"   # Valhalla
# the search cache's per-seat lists (fcache, see BloodRageState): each clan's places,
# strengths and upgrade effects, worked out from its own figures and upgrades alone
SEAT_CACHES = ("pl", "st", "ef")
# what the search cache holds that the figures' places alone give (kept when only
# upgrades change, see upgrades_changed)
_FIGURES_ONLY = ("occ", "open", "pl")


def _effects(ups: list[int]) -> dict[str, int]:
    """Upgrade effect -> the best parameter among the upgrades with it (a parameter that is
    no number, or 0, counts as 1): what `has` gives."""
    out: dict[str, int] = {}
    for c in ups:
        card = CARDS[c]
        v = card.param if isinstance(card.param, int) and card.param else 1
        if v > out.get(card.effect, 0):
            out[card.effect] = v
    return out


def _fig_strength(fid: str) -> int:
    """A figure's own strength (-1: a Warrior, counted by pairs; -2: the Elf, by place)."""
    if fid[0] == "W" and len(fid) == 2:
        return -1
    if fid == "L":
        return 3
    if fid == "S":
        return 2
    if fid == "ELF":
        return -2
    return MONSTERS[fid][1]


# read-only tables: a figure's own strength; the provinces a figure standing in a place
# counts in (a fjord's ships: the provinces it supports; the reserve and Valhalla: none)
_FIG_STRENGTH: dict[str, int] = {f: _fig_strength(f) for f in (
    *(f"W{j}" for j in range(WARRIORS)), "L", "S", *MONSTERS)}
_PROVINCE_SET = frozenset(PROVINCES)
# a card's Rage cost as an upgrade before Frigga's Charm (the Dwarf Chieftain and the Soldier
# of Hel cost nothing), by card id (CARDS[-1] too): read-only
_UPGRADE_COST = tuple(0 if c.param in ("DWARF", "HEL") else c.value for c in CARDS)
# a Warriors' upgrade card's effect, by card id (read-only)
_WARRIOR_EFFECT: dict[int, str] = {c.id: c.effect for c in CARDS if c.kind == "warrior"}
# every figure id's kind (kind_of as a table)
_FIG_KIND: dict[str, str] = {f: kind_of(f) for f in _FIG_STRENGTH}
_PROVINCES_AT: dict[str, tuple[str, ...]] = {
    **{p: (p,) for p in PROVINCES},
    **{f: tuple(p for p in PROVINCES if FJORD_OF.get(p) == f) for f in set(FJORD_OF.values())}}


def _cp(x: Any) -> Any:
    """Copy nested lists/dicts of plain values (no deepcopy in game/; a plain value is
    taken as it is, without a call)."""
    if isinstance(x, list):
        return [_cp(v) if isinstance(v, (list, dict)) else v for v in x]
    if isinstance(x, dict):
        return {k: _cp(v) if isinstance(v, (list, dict)) else v for k, v in x.items()}
    return x


_list_copy = list.copy
_dict_copy = dict.copy


# the tasks whose frames hold a list (["kill", seat, cause, stage, [figure ids]]): the only
# frames a copy of the stack copies deeper than one level (a test checks that no other
# frame of a game holds a list)
NESTED_FRAMES = frozenset(("kill",))


def _copy_stack(stack: list) -> list:
    """A copy of the task stack (every frame copied; a kill's figure list too)."""
    out = list(map(_list_copy, stack))
    for i, f in enumerate(out):
        if f[0] in NESTED_FRAMES:
            out[i] = [x[:] if type(x) is list else x for x in f]
    return out


# a battle's values that are lists (battle_record.start_pillage), each copied by clone; of
# them, "plays" holds lists (entries) and "tide" may (a chosen [place, kind]). A test checks
# that a copy shares no list with its original along seeded games
_BATTLE_LISTS = ("parts", "choice", "dead", "bought")


def _copy_battle(b: dict) -> dict:
    """A copy of a battle (what _cp gives)."""
    c = b.copy()
    for k in _BATTLE_LISTS:
        c[k] = b[k][:]
    c["plays"] = list(map(_list_copy, b["plays"]))
    c["tide"] = [x[:] if type(x) is list else x for x in b["tide"]]
    return c


def _copy_ask(ask: list | None) -> list | None:
    """A copy of a decision ([kind, seats, *values]; its lists copied too)."""
    if ask is None:
        return None
    return [x[:] if type(x) is list else x for x in ask]


def draft_done(d: Draft) -> bool:
    """d.done (game.core's Draft), read from its fields without generators: every pack
    down to its last `stop_at` cards and no pick pending ("each" passing: no pack in front
    of a seat or queued behind one)."""
    if d.passing == "each":
        for p in d.packs:
            if p:
                return False
        for q in d.queues:
            if q:
                return False
        return True
    stop = d.stop_at
    for p in d.packs:
        if len(p) > stop:
            return False
    for x in d.pending:
        if x is not None:
            return False
    return True


def draft_to_act(d: Draft) -> list[int]:
    """d.to_act(): the seats with cards in their pack and no pick yet (none once done;
    "each" passing: the seats whose pack in front of them has more than `stop_at` cards)."""
    if draft_done(d):
        return []
    out = []  # (a loop, no comprehension)
    if d.passing == "each":
        stop = d.stop_at
        for i, p in enumerate(d.packs):
            if len(p) > stop:
                out.append(i)
        return out
    pending = d.pending
    for i, p in enumerate(d.packs):
        if p and pending[i] is None:
            out.append(i)
    return out


def frame_kind(frame: list) -> str:
    """The machine's kind of a frame: a task's or a decision's name, save that the task
    ["lordmove", seat, loc] (Lord of Hammers after a pillage) shares its saved name with the
    decision ["lordmove", [seat], loc] it asks: as a step it is "lordmove_task"."""
    k = frame[0]
    if k == "lordmove" and type(frame[1]) is not list:
        return "lordmove_task"
    return k


# the decision machine: the rules modules register their steps (tasks) and decisions
MACHINE = Machine("blood_rage", frame_kind)
_OUTER_VILLAGES: dict[str, int] = {p: VILLAGES[p] for p in OUTER}


def machine_tables() -> tuple[dict, dict, dict, dict]:
    """(steps, legal, apply, auto_single) by kind: plain-dict copies of the frozen MACHINE's
    public tables, a decision's fields apart, which a state keeps (step_fns, legal_fns,
    apply_fns, auto_single) and its run loop reads (cheaper than the read-only proxies and
    a Decision's fields: docs/tuning.md). An ask's kind is its first item, so the state
    reads them directly (what MACHINE.legal / MACHINE.apply do, without working out the
    kind)."""
    if not MACHINE.frozen:
        raise RuntimeError("blood_rage: a state before the rules are registered (MACHINE not frozen)")
    ds = MACHINE.decisions
    return (dict(MACHINE.steps), {k: d.legal for k, d in ds.items()}, {k: d.apply for k, d in ds.items()},
            {k: d.auto_single for k, d in ds.items()})


_new_rng = Rng.__new__


class BloodRageState(State):
    # lcache: the legal actions just worked out for the ask (legal_actions). fcache: what
    # is worked out from the figures' places, the destroyed provinces and the upgrades
    # (the occupancy, the open provinces, the bots' strength table), kept only in the
    # states of a search (determinize starts it; None elsewhere, so a state changed by
    # hand, as a test's scenario, never reads a stale entry), shared by copies, emptied
    # by board_changed() at every such change. vcache: in a view that a bot determinises,
    # a copy of its board and the search cache shared by the states drawn from it
    # (view.determinize). dcache: in a view that a bot determinises and the states drawn
    # from it (shared), the bots' memo of a random generator's next draws (view.draws;
    # what a generator state gives is fixed, so it never goes stale). step_fns, legal_fns,
    # apply_fns, auto_single: the machine's tables (machine_tables, shared by clones). None
    # of them is part of the game (not in to_json).
    __slots__ = (
        "n", "age", "phase", "first", "turn", "acted", "passed", "rage", "steps", "glory", "gsrc",
        "fig", "ups", "hand", "quests", "kept", "discard", "unseen", "unseen_by", "draft", "draft_step", "destroyed",
        "pillaged", "tokens", "rag", "doom", "rng", "stack", "ask", "battle", "ev", "viewer",
        "pending", "over", "lcache", "first_game", "fcache", "vcache", "dcache",
        "step_fns", "legal_fns", "apply_fns", "auto_single",
    )
    game_id = "blood_rage"

    # --- construction -------------------------------------------------------------
    @classmethod
    def new(cls, num_players: int, seed: int, first_game: bool = False) -> BloodRageState:
        if not 2 <= num_players <= 4:
            raise ValueError("Blood Rage is played by 2 to 4 players")
        s = cls.__new__(cls)
        n = s.n = num_players
        s.rng = Rng(seed)
        s.age = 1
        s.phase = "setup"
        s.first = 0
        s.turn = 0
        s.acted = False
        s.passed = [False] * n
        s.steps = [[1, 1, 1] for _ in range(n)]
        # the current-Rage marker starts on the Rage stat's value (6), not 0 (rules: set-up)
        s.rage = [s.stat_value(i, 0) for i in range(n)]
        s.glory = [0] * n
        s.gsrc = [dict.fromkeys(SOURCES, 0) for _ in range(n)]
        s.fig = []
        for _ in range(n):
            d = {f"W{i}": RES for i in range(WARRIORS)}
            d["L"] = RES
            d["S"] = RES
            s.fig.append(d)
        s.ups = [[] for _ in range(n)]
        s.hand = [[] for _ in range(n)]
        s.quests = [[] for _ in range(n)]
        s.kept = [None] * n
        s.discard = []
        s.unseen = []
        s.unseen_by = []
        s.draft = None
        s.draft_step = 0
        s.destroyed = []
        s.pillaged = []
        s.stack = []
        s.ask = None
        s.battle = None
        s.ev = []
        s.viewer = -1
        s.pending = [None] * n
        s.over = False
        s.lcache = None
        s.fcache = None
        s.vcache = None
        s.dcache = None
        s.step_fns, s.legal_fns, s.apply_fns, s.auto_single = machine_tables()
        s.first_game = bool(first_game)
        # setup (§6)
        toks = list(data_tokens())
        s.rng.shuffle(toks)
        s.tokens = {"YGG": "Y"}
        for p, t in zip(OUTER, toks):
            s.tokens[p] = t
        rag = list(OUTER)
        s.rng.shuffle(rag)
        s.rag = rag[:3]
        s.doom = s.rag[0]
        rest = rag[3:]
        s.rng.shuffle(rest)
        s.destroyed = sorted(rest[: {4: 1, 3: 2, 2: 3}[n]], key=PROVINCES.index)
        s.first = s.rng.below(n)
        s.ev.append({"t": "setup", "destroyed": list(s.destroyed), "doom": s.doom, "first": s.first,
                     "tokens": dict(s.tokens)})
        s.stack = [["age"]]
        s._run()
        return s

    # --- the contract -----------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def to_act(self) -> list[int]:
        a = self.ask
        if a is None:
            return []
        if a[0] == "pick":
            return draft_to_act(self.draft)  # self.draft.to_act()
        return list(a[1])

    def legal_actions(self, seat: int) -> list:
        a = self.ask
        if a is None:
            return []
        lc = self.lcache
        if lc is not None and lc[0] == seat and lc[1] is a:
            return list(lc[2])
        kind = a[0]
        if seat not in (draft_to_act(self.draft) if kind == "pick" else a[1]):  # to_act()
            return []
        out = self.legal_fns[kind](self, a, seat)  # MACHINE.legal (an ask is always a decision)
        # kept until the next change: `apply` checks against the list just offered
        self.lcache = (seat, a, out)
        return list(out)

    def apply(self, seat: int, action: Any) -> list:
        """State.apply; a plain tuple of a named action's form stands for it (moves.named:
        the same fields of the same types), as callers wrote actions before the named types."""
        if type(action) is tuple:
            action = named(action)
        return State.apply(self, seat, action)

    def _apply(self, seat: int, action: Any) -> list:
        self.lcache = None
        self.ev = []
        a = self.ask
        self.apply_fns[a[0]](self, a, seat, action)  # MACHINE.apply
        self._run()
        ev = self.ev
        self.ev = []
        return ev

    # State.apply_legal (apply without the check, the bots' playouts) is _apply itself:
    # one call less per playout step
    apply_legal = _apply

    def _run(self) -> None:
        """Run tasks until a decision is needed. A decision with a single legal option is
        applied without asking (rules §9); the events still say what happened."""
        steps = self.step_fns
        stack = self.stack
        while True:
            # MACHINE.advance(self, stack, pending=<the ask>) written out (one call and a
            # frame_kind call per step less): steps run while no decision is asked; a
            # frame on top that is no step is returned as the decision
            a = self.ask
            while a is None:
                if not stack:
                    return
                top = stack[-1]
                k = top[0]
                if k == "lordmove" and type(top[1]) is not list:  # frame_kind
                    k = "lordmove_task"
                fn = steps.get(k)
                if fn is None:
                    a = top
                    break
                fn(self, top)
                a = self.ask
            kind = a[0]
            if not self.auto_single[kind]:  # the draft: a pack always offers 3+ cards
                return
            seats = a[1]  # to_act() (no draft here); an answer applied ends the loop at once
            lc = self.lcache  # the legal actions a step may have worked out for this very ask
            for seat in seats:
                if lc is not None and lc[1] is a and lc[0] == seat:
                    legal = lc[2]
                else:
                    legal = self.legal_fns[kind](self, a, seat)
                if len(legal) == 1:
                    self.apply_fns[kind](self, a, seat, legal[0])
                    break
                if len(seats) == 1:
                    self.lcache = (seat, a, legal)
            else:
                return

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        return list(self.glory)

    def winners(self) -> list[int]:
        best = max(self.glory)
        return [i for i, g in enumerate(self.glory) if g == best]

    def setup_events(self) -> list[dict]:
        """The set-up events of `new_game` (no `apply` returns them), for a log's start."""
        first = (self.first - (self.age - 1)) % self.n
        return [
            {"t": "setup", "destroyed": [p for p in self.destroyed if p not in self.rag],
             "doom": self.rag[0], "first": first, "tokens": dict(self.tokens)},
            {"t": "phase", "phase": "draft", "age": 1},
        ]

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for i in range(self.n):
            d = dict(self.gsrc[i])
            d["total"] = self.glory[i]
            out.append(d)
        return out

    def facts(self, events: list) -> tuple:
        """The shared facts (game.core.events) of this step's `events` (events.py; self is
        the state after the step)."""
        return step_facts(events, self)

    def progress(self) -> Progress:
        """The Age (1-3) and its phase; the phase's name is the message
        blood_rage.name.phase.<phase> (text.py: round_label's words)."""
        ph = self.phase
        return Progress("age", self.age, 3, ph, "blood_rage.name.phase." + ph, self.over)

    def round_label(self) -> str:
        if self.over:
            return "Game over"
        return f"Age {self.age} · {PHASE_LABEL.get(self.phase, self.phase)}"

    # --- read-only accessors (what a board, a replay or a remote player reads: view.py's
    # BloodRageView; immutable values or copies, never the lists the rules change) -------
    def age_number(self) -> int:
        """The Age (1-3)."""
        return self.age

    def phase_id(self) -> str:
        """The phase: "setup", "draft", "action", "discard", "quest", "ragnarok", "release"
        or "over" (PHASE_LABEL's keys)."""
        return self.phase

    def rage_of(self, seat: int) -> int:
        """seat's Rage left this Age."""
        return self.rage[seat]

    def has_passed(self, seat: int) -> bool:
        """seat passed in the Action phase."""
        return self.passed[seat]

    def glory_of(self, seat: int) -> int:
        return self.glory[seat]

    def stat_step(self, seat: int, stat: int) -> int:
        """seat's step (1-6) on the clan stat `stat` (0 Rage, 1 Axes, 2 Horns; stat_value
        gives its value)."""
        return self.steps[seat][stat]

    def figure_places(self, seat: int) -> tuple[tuple[str, str], ...]:
        """seat's figures as (figure id, place) pairs: a province, a fjord, "R" (reserve) or
        "V" (Valhalla); kind_of(figure id) gives a figure's kind."""
        return tuple(self.fig[seat].items())

    def upgrades_of(self, seat: int) -> tuple[int, ...]:
        """The cards installed on seat's clan sheet, in the order installed."""
        return tuple(self.ups[seat])

    def hand_of(self, seat: int) -> tuple[int, ...]:
        """seat's hand (HIDDEN for each card a view hides)."""
        return tuple(self.hand[seat])

    def quests_of(self, seat: int) -> tuple[int, ...]:
        """The quests seat committed this Age (HIDDEN in another seat's view)."""
        return tuple(self.quests[seat])

    def kept_card(self, seat: int) -> int | None:
        """The card seat keeps for the next Age (HIDDEN in another seat's view), or None."""
        return self.kept[seat]

    def draft_picks(self, seat: int) -> tuple[int, ...]:
        """The cards seat has drafted in this Gods' Gifts (none outside the draft)."""
        d = self.draft
        return tuple(d.picked[seat]) if d is not None else ()

    def destroyed_provinces(self) -> tuple[str, ...]:
        """The provinces out of the game (Ragnarök's and, at fewer than 4 players, the set-up's)."""
        return tuple(self.destroyed)

    def is_pillaged(self, province: str) -> bool:
        """province's Pillage token is face down (pillaged this Age)."""
        return province in self.pillaged

    def token_at(self, province: str) -> str:
        """province's Pillage token ("Y", "R", "A", "H" or "G")."""
        return self.tokens[province]

    def doom_province(self) -> str:
        """Where the Ragnarök marker stands: the province Ragnarök destroys at this Age's end."""
        return self.doom

    def ragnarok_province(self, age: int) -> str:
        """The province Ragnarök destroys at the end of Age `age` (1-3)."""
        return self.rag[age - 1]

    # --- helpers: glory, stats -------------------------------------------------------
    def gain(self, seat: int, amount: int, source: str, why: str = "") -> None:
        """Add Glory; `source` is the score-breakdown key, `why` the card named in the log."""
        if amount <= 0:
            return
        self.glory[seat] += amount
        self.gsrc[seat][source] += amount
        ev = {"t": "glory", "seat": seat, "n": amount, "src": source}
        if why:
            ev["why"] = why
        self.ev.append(ev)

    def stat_value(self, seat: int, stat: int) -> int:
        return TRACK[stat][self.steps[seat][stat]]

    def raise_stat(self, seat: int, stat: int, why: str = "") -> None:
        if self.steps[seat][stat] < 6:
            self.steps[seat][stat] += 1
            ev = {"t": "stat", "seat": seat, "stat": STATS[stat],
                  "step": self.steps[seat][stat], "value": self.stat_value(seat, stat)}
            if why:
                ev["why"] = why
            self.ev.append(ev)

    def has(self, seat: int, effect: str) -> int:
        """The parameter (truthy) of seat's upgrade with this effect, else 0."""
        ups = self.ups[seat]
        if not ups:
            return 0
        c = self.fcache
        if c is not None:  # a search's state: the cached effects (effects(), read in place)
            lst = c.get("ef")
            got = lst[seat] if lst is not None else None
            if got is None:
                got = self.effects(seat)
            return got.get(effect, 0)
        best = 0
        for c in ups:
            card = CARDS[c]
            if card.effect == effect:
                v = card.param if isinstance(card.param, int) and card.param else 1
                best = max(best, v)
        return best

    def total_upgrade(self, seat: int, effect: str) -> int:
        t = 0
        for c in self.ups[seat]:
            card = CARDS[c]
            if card.effect == effect:
                t += card.param
        return t

    def warrior_upgrade(self, seat: int) -> str:
        warrior = _WARRIOR_EFFECT
        for c in self.ups[seat]:
            if c in warrior:
                return warrior[c]
        return ""

    def effects(self, seat: int) -> dict[str, int]:
        """The effects of seat's installed upgrades, each with what `has` gives for it
        (read only; in a search's state kept until its upgrades change)."""
        c = self.fcache
        if c is None:
            return _effects(self.ups[seat])
        lst = c.get("ef")
        if lst is None:
            lst = c["ef"] = [None] * self.n
        got = lst[seat]
        if got is None:
            got = lst[seat] = _effects(self.ups[seat])
        return got

    def group_cards(self, seat: int, group: str) -> list[int]:
        return [c for c in self.ups[seat] if CARDS[c].kind == group]

    # --- helpers: board ---------------------------------------------------------------
    def board_changed(self, seat: int = -1) -> None:
        """Called wherever a figure changes place, comes or goes, a province is destroyed
        or an upgrade is installed: empties the search's cache (fcache) of what was
        worked out from them. `seat`: only that clan's figures or upgrades changed, so
        what the cache holds of each other clan alone stays (its places, strengths and
        upgrade effects: the per-seat lists SEAT_CACHES of fcache)."""
        c = self.fcache
        if c is not None:
            new: dict = {}
            if seat >= 0:
                for key in SEAT_CACHES:
                    lst = c.get(key)
                    if lst is not None:
                        lst = lst[:]
                        lst[seat] = None
                        new[key] = lst
            self.fcache = new

    def upgrades_changed(self, seat: int, warriors: bool) -> None:
        """Called when seat's upgrades changed but no figure came or went (board_changed
        otherwise): the search's cache keeps what the figures alone give (the occupancy,
        the open provinces, every clan's places) and, unless the Warriors' upgrade
        changed (`warriors`), the strengths; seat's upgrade effects are dropped."""
        c = self.fcache
        if c is not None:
            new: dict = {}
            for key in _FIGURES_ONLY:
                got = c.get(key)
                if got is not None:
                    new[key] = got
            st = c.get("st")
            if st is not None:
                if warriors:
                    st = st[:]
                    st[seat] = None
                else:
                    tab = c.get("tab")
                    if tab is not None:
                        new["tab"] = tab
                new["st"] = st
            ef = c.get("ef")
            if ef is not None:
                ef = ef[:]
                ef[seat] = None
                new["ef"] = ef
            self.fcache = new

    def move_figs(self, seat: int, fids: Sequence[str], dest: str) -> None:
        """Move seat's figures `fids` to `dest` (a place, the reserve or Valhalla). In a
        search's state the cached occupancy is carried over, counted on (board_changed's
        other cases drop it)."""
        figs = self.fig[seat]
        c = self.fcache
        if c is None:
            for f in fids:
                figs[f] = dest
            return
        new: dict = {}
        occ = c.get("occ")
        if occ is not None:
            occ = dict(occ)
            # the open provinces stay unless an outer province fills up or gets room
            # (its count crosses its villages; the destroyed ones do not change here)
            opn = c.get("open")
            full = _OUTER_VILLAGES
            for f in fids:
                frm = figs.get(f)  # (where it stands: the figures move below)
                if frm is not None:
                    k = occ[frm] - 1
                    occ[frm] = k
                    if frm in full and k == full[frm] - 1:
                        opn = None
                k = occ.get(dest, 0) + 1
                occ[dest] = k
                if dest in full and k == full[dest]:
                    opn = None
            new["occ"] = occ
            if opn is not None:
                new["open"] = opn
        for f in fids:
            figs[f] = dest
        # the clan's places and strengths dropped (its upgrades stay)
        lst = c.get("pl")
        if lst is not None:
            lst = lst[:]
            lst[seat] = None
            new["pl"] = lst
        lst = c.get("st")
        if lst is not None:
            lst = lst[:]
            lst[seat] = None
            new["st"] = lst
        ef = c.get("ef")
        if ef is not None:
            new["ef"] = ef
        self.fcache = new

    def places(self, seat: int) -> tuple[dict[str, list[str]], int, list[tuple[str, str]], int]:
        """One clan's figures by place: its kinds in each place where it has figures
        (reserve and Valhalla included; in the order of its figures), how many stand on
        the board, those figures as (figure, place) in order, and how many are in
        Valhalla. Read only (in a search's state kept until the clan's figures change)."""
        c = self.fcache
        if c is None:
            return self._places(seat)
        lst = c.get("pl")
        if lst is None:
            lst = c["pl"] = [None] * self.n
        got = lst[seat]
        if got is None:
            got = lst[seat] = self._places(seat)
        return got

    def _places(self, seat: int) -> tuple[dict[str, list[str]], int, list[tuple[str, str]], int]:
        kinds: dict[str, list[str]] = {}
        kind = _FIG_KIND
        figs = self.fig[seat]
        on: list[tuple[str, str]] = []
        for f, v in figs.items():
            if v in kinds:
                lst = kinds[v]
                k = kind[f]
                if k not in lst:
                    lst.append(k)
            else:
                kinds[v] = [kind[f]]
            if v != RES and v != VAL:
                on.append((f, v))
        return kinds, len(on), on, countOf(figs.values(), VAL)

    def _occ(self) -> dict[str, int]:
        """The search's cached occupancy (places without figures absent, or 0)."""
        c = self.fcache
        occ = c.get("occ")
        if occ is None:
            occ = c["occ"] = self.occupancy()
        return occ

    def alive(self, p: str) -> bool:
        return p not in self.destroyed

    def fjord_open(self, f: str) -> bool:
        a, b = SUPPORTS[f]
        return a not in self.destroyed or b not in self.destroyed

    def count_in(self, loc: str) -> int:
        if self.fcache is not None:  # a search's state: the occupancy of every place, counted once
            return self._occ().get(loc, 0)
        n = 0
        for d in self.fig:
            n += countOf(d.values(), loc)
        return n

    def occupancy(self) -> Counter:
        """How many figures stand in each place (reserve and Valhalla included)."""
        where: list[str] = []
        for d in self.fig:
            where += d.values()
        return Counter(where)

    def open_provinces(self) -> list[str]:
        """The outer provinces, in order, not destroyed and with a free village (a new
        list; in a search's state worked out once until a figure moves)."""
        if self.fcache is not None:
            return list(self.open_cached())
        return self._open_provinces()

    def open_cached(self) -> list[str]:
        """open_provinces, read only: in a search's state the cached list itself."""
        c = self.fcache
        if c is None:
            return self._open_provinces()
        got = c.get("open")
        if got is None:
            occ = self._occ().get
            destroyed = self.destroyed
            got = c["open"] = [p for p in OUTER if p not in destroyed and occ(p, 0) < VILLAGES[p]]
        return got

    def _open_provinces(self) -> list[str]:
        where: list[str] = []
        for d in self.fig:
            where += d.values()
        destroyed = self.destroyed
        return [p for p in OUTER if p not in destroyed and where.count(p) < VILLAGES[p]]

    def free_villages(self, p: str) -> int:
        if p == YGG:
            return 99
        c = self.fcache
        if c is not None:  # (count_in from the search's occupancy, read in place)
            occ = c.get("occ")
            if occ is None:
                occ = self._occ()
            return VILLAGES[p] - occ.get(p, 0)
        return VILLAGES[p] - self.count_in(p)

    def put_unseen(self, cards: list, by: int) -> None:
        """Cards leave play face down; `by` is the seat that saw them go (-1: nobody)."""
        self.unseen.extend(cards)
        self.unseen_by.extend([by] * len(cards))

    def on_board(self, seat: int) -> int:
        n = 0
        for v in self.fig[seat].values():
            if v != RES and v != VAL:
                n += 1
        return n

    def horns(self, seat: int) -> int:
        return TRACK[2][self.steps[seat][2]]

    def first_fid(self, seat: int, kind: str, loc: str) -> str | None:
        if kind == "W":
            for f, v in self.fig[seat].items():
                if v == loc and f[0] == "W" and len(f) == 2:
                    return f
            return None
        return kind if self.fig[seat].get(kind) == loc else None

    def kinds_at(self, seat: int, loc: str) -> list[str]:
        out: list[str] = []
        for f, v in self.fig[seat].items():
            if v == loc:
                k = kind_of(f)
                if k not in out:
                    out.append(k)
        return out

    def area(self, p: str) -> tuple[str, ...]:
        f = FJORD_OF.get(p)
        return (p, f) if f else (p,)

    def present(self, seat: int, p: str) -> bool:
        """seat has a figure in province p or a ship in its supporting fjord."""
        c = self.fcache
        if c is not None:
            got = c.get("pl")  # (places(seat), read in place when kept)
            got = got[seat] if got is not None else None
            where = (got if got is not None else self.places(seat))[0]
            if p in where:
                return True
            f = FJORD_OF.get(p)
            return f is not None and f in where
        vals = self.fig[seat].values()
        if p in vals:
            return True
        f = FJORD_OF.get(p)
        return f is not None and f in vals

    def strength(self, seat: int, p: str) -> int:
        c = self.fcache
        if c is not None and p in _PROVINCE_SET:
            got = c.get("st")  # (strengths(seat), read in place when kept)
            got = got[seat] if got is not None else None
            return (got if got is not None else self.strengths(seat)).get(p, 0)
        return self._strength(seat, p)

    def strengths(self, seat: int) -> dict[str, int]:
        """seat's strength in every province where it is not 0 (read only; in a search's
        state kept until its figures or upgrades change): the same as `strength`."""
        c = self.fcache
        if c is None:
            return self._strengths(seat, self.fig[seat].items())
        lst = c.get("st")
        if lst is None:
            lst = c["st"] = [None] * self.n
        got = lst[seat]
        if got is None:
            got = lst[seat] = self._strengths(seat, self.places(seat)[2])
        return got

    def strength_rows(self) -> list[dict[str, int]]:
        """strengths(i) of every seat i (a new list)."""
        c = self.fcache
        lst = c.get("st") if c is not None else None
        if lst is None:
            return [self.strengths(i) for i in range(self.n)]
        out = lst[:]  # (the kept rows, the missing ones worked out: a loop, no comprehension)
        for i, x in enumerate(out):
            if x is None:
                out[i] = self.strengths(i)
        return out

    def _strengths(self, seat: int, figs) -> dict[str, int]:
        """seat's strengths from its (figure, place) pairs, in the order of its figures."""
        at = _PROVINCES_AT
        fs = _FIG_STRENGTH
        nw: dict[str, int] = {}
        tot: dict[str, int] = {}
        for fid, v in figs:
            if v not in at:
                continue  # reserve, Valhalla
            provs = at[v]
            x = fs[fid]
            if x == -1:
                for p in provs:
                    if p in nw:
                        nw[p] += 1
                    else:
                        nw[p] = 1
                        if p not in tot:
                            tot[p] = 0
                continue
            if x == -2:
                x = 3 if v == YGG else 1
            for p in provs:
                if p in tot:
                    tot[p] += x
                else:
                    tot[p] = x
        if nw:
            w = self.warrior_upgrade(seat)
            for p, k in nw.items():
                if w == "experts":
                    tot[p] += 2 * k
                elif w == "brothers":
                    tot[p] += 3 * (k // 2) + k % 2
                elif w == "masters":
                    tot[p] += 6 * (k // 2) + 2 * (k % 2)
                else:
                    tot[p] += k
        return tot

    def _strength(self, seat: int, p: str) -> int:
        f = FJORD_OF.get(p)
        total = 0
        nw = 0
        for fid, v in self.fig[seat].items():
            if v != p and (f is None or v != f):
                continue
            if fid[0] == "W" and len(fid) == 2:
                nw += 1
            elif fid == "L":
                total += 3
            elif fid == "S":
                total += 2
            elif fid == "ELF":
                total += 3 if v == YGG else 1
            else:
                total += MONSTERS[fid][1]
        if nw:
            w = self.warrior_upgrade(seat)
            if w == "experts":
                total += 2 * nw
            elif w == "brothers":
                total += 3 * (nw // 2) + nw % 2
            elif w == "masters":
                total += 6 * (nw // 2) + 2 * (nw % 2)
            else:
                total += nw
        return total

    def invade_cost(self, seat: int, kind: str) -> int:
        if kind == "W":
            return 2 if self.warrior_upgrade(seat) in ("experts", "masters") else 1
        if kind == "L":
            return 0
        if kind == "S":
            return 2
        return MONSTERS[kind][2]

    def invade_dests(self, seat: int, kind: str) -> list[str]:
        if kind == "S" or kind == "SERPENT":
            return [f for f in FJORDS if self.fjord_open(f)]
        out = self.open_provinces()
        if kind == "ELF":
            out.append(YGG)
        return out

    def upgrade_cost(self, seat: int, c: int) -> int:
        cost = _UPGRADE_COST[c]
        if cost > 0 and self.ups[seat] and self.has(seat, "charm"):  # Frigga's Charm: one less, never below 0
            cost -= 1
        return cost

    # --- events ----------------------------------------------------------------------
    def emit(self, **ev: Any) -> None:
        """Log an event (the rules' frequent events append their dict to `ev` directly,
        one call less in a search's playouts: the same events)."""
        self.ev.append(ev)

    # --- copies -----------------------------------------------------------------------
    def clone(self) -> BloodRageState:
        s = BloodRageState.__new__(BloodRageState)
        # (list(map(_list_copy, x)) is [list(y) for y in x], without a Python loop)
        s.n = self.n
        s.age = self.age
        s.phase = self.phase
        s.first = self.first
        s.turn = self.turn
        s.acted = self.acted
        s.passed = self.passed[:]
        s.rage = self.rage[:]
        s.steps = list(map(_list_copy, self.steps))
        s.glory = self.glory[:]
        s.gsrc = list(map(_dict_copy, self.gsrc))
        s.fig = list(map(_dict_copy, self.fig))
        s.ups = list(map(_list_copy, self.ups))
        s.hand = list(map(_list_copy, self.hand))
        s.quests = list(map(_list_copy, self.quests))
        s.kept = self.kept[:]
        s.discard = self.discard[:]
        s.unseen = self.unseen[:]
        s.unseen_by = self.unseen_by[:]
        s.draft = self.draft.clone() if self.draft is not None else None
        s.draft_step = self.draft_step
        s.destroyed = self.destroyed[:]
        s.pillaged = self.pillaged[:]
        s.tokens = self.tokens.copy()
        s.rag = self.rag[:]
        s.doom = self.doom
        r = _new_rng(Rng)  # self.rng.clone()
        r.state = self.rng.state
        s.rng = r
        s.stack = _copy_stack(self.stack)
        a = self.ask
        s.ask = None if a is None else [x[:] if type(x) is list else x for x in a]  # _copy_ask
        b = self.battle
        s.battle = None if b is None else _copy_battle(b)
        s.ev = []
        s.viewer = self.viewer
        s.pending = self.pending[:]
        s.over = self.over
        s.lcache = None
        s.fcache = self.fcache  # shared: what it holds was worked out from these figures
        s.vcache = None
        s.dcache = self.dcache  # shared (a memo of fixed numbers)
        s.step_fns = self.step_fns  # the machine's tables: shared (read-only)
        s.legal_fns = self.legal_fns
        s.apply_fns = self.apply_fns
        s.auto_single = self.auto_single
        s.first_game = self.first_game
        return s

    def view(self, seat: int) -> BloodRageState:
        """What `seat` may know (view.py masks the rest)."""
        return masked_view(self, seat)

    # --- JSON -------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "game": "blood_rage", "version": 1,
            "n": self.n, "age": self.age, "phase": self.phase, "first": self.first,
            "turn": self.turn, "acted": self.acted, "passed": list(self.passed),
            "rage": list(self.rage), "steps": [list(x) for x in self.steps],
            "glory": list(self.glory), "gsrc": [dict(x) for x in self.gsrc],
            "fig": [dict(x) for x in self.fig], "ups": [list(x) for x in self.ups],
            "hand": [list(x) for x in self.hand], "quests": [list(x) for x in self.quests],
            "kept": list(self.kept), "discard": list(self.discard), "unseen": list(self.unseen),
            "unseen_by": list(self.unseen_by),
            "draft": self.draft.to_json() if self.draft is not None else None,
            "draft_step": self.draft_step, "destroyed": list(self.destroyed),
            "pillaged": list(self.pillaged), "tokens": dict(self.tokens), "rag": list(self.rag),
            "doom": self.doom, "rng": self.rng.to_json(), "stack": _cp(self.stack),
            "ask": _cp(self.ask), "battle": _cp(self.battle), "viewer": self.viewer,
            "pending": list(self.pending), "over": self.over, "first_game": self.first_game,
        }

    @classmethod
    def from_json(cls, d: dict) -> BloodRageState:
        try:
            if d.get("game") != "blood_rage":
                raise ValueError("not a Blood Rage state")
            s = cls.__new__(cls)
            s.n = int(d["n"])
            if not 2 <= s.n <= 4:
                raise ValueError("bad player count")
            s.age = int(d["age"])
            s.phase = str(d["phase"])
            s.first = int(d["first"])
            s.turn = int(d["turn"])
            s.acted = bool(d["acted"])
            s.passed = [bool(x) for x in d["passed"]]
            s.rage = [int(x) for x in d["rage"]]
            s.steps = [[int(v) for v in x] for x in d["steps"]]
            s.glory = [int(x) for x in d["glory"]]
            s.gsrc = [{str(k): int(v) for k, v in x.items()} for x in d["gsrc"]]
            s.fig = [{str(k): str(v) for k, v in x.items()} for x in d["fig"]]
            s.ups = [[int(v) for v in x] for x in d["ups"]]
            s.hand = [[int(v) for v in x] for x in d["hand"]]
            s.quests = [[int(v) for v in x] for x in d["quests"]]
            s.kept = [None if x is None else int(x) for x in d["kept"]]
            s.discard = [int(x) for x in d["discard"]]
            s.unseen = [int(x) for x in d["unseen"]]
            s.unseen_by = [int(x) for x in d["unseen_by"]]
            if len(s.unseen_by) != len(s.unseen):
                raise ValueError("unseen_by must give one seat per unseen card")
            s.draft = Draft.from_json(d["draft"]) if d["draft"] is not None else None
            s.draft_step = int(d["draft_step"])
            s.destroyed = [str(x) for x in d["destroyed"]]
            s.pillaged = [str(x) for x in d["pillaged"]]
            s.tokens = {str(k): str(v) for k, v in d["tokens"].items()}
            s.rag = [str(x) for x in d["rag"]]
            s.doom = str(d["doom"])
            s.rng = Rng.from_json(d["rng"])
            s.stack = _cp(d["stack"])
            s.ask = _cp(d["ask"])
            s.battle = _cp(d["battle"])
            s.viewer = int(d["viewer"])
            s.pending = [None if x is None else int(x) for x in d["pending"]]
            s.over = bool(d["over"])
            s.ev = []
            s.lcache = None
            s.fcache = None
            s.vcache = None
            s.dcache = None
            s.step_fns, s.legal_fns, s.apply_fns, s.auto_single = machine_tables()
            s.first_game = bool(d.get("first_game", False))
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"broken Blood Rage state: {e}") from None
        for t in s.stack:
            if not isinstance(t, list) or not t or not isinstance(t[0], str) or (
                    len(t) < 2 and t[0] == "lordmove") or not MACHINE.is_step(t):
                raise ValueError("broken Blood Rage state: unknown task")
        if s.ask is not None and (not isinstance(s.ask, list) or len(s.ask) < 2
                                  or not isinstance(s.ask[0], str) or not MACHINE.is_decision(s.ask)):
            raise ValueError("broken Blood Rage state: unknown decision")
        return s

    # --- read-only accessors for a board ---------------------------------------------------
    def decision(self) -> dict | None:
        """What is being chosen now, in plain values (None when nobody decides):
        {"kind": the decision (turn, inv_to, march_to, march_fig, slot, free, succor,
        thordom, sac2, stat, volur, protect, call, card, tyr, tide, late, prowess,
        lordmove, blessing, keep, pick), "seats": who decides, and its context:
        inv_to: figure, source ("reserve" | "valhalla"); march_to: origin;
        march_fig: origin, dest, moved (figures moved so far); slot: card;
        free: kinds; succor / thordom / lordmove: loc; sac2: first (loc, kind);
        stat: excluded (a stat name or ""), why; protect: at_risk [(loc, kind)]}."""
        a = self.ask
        if a is None:
            return None
        kind = a[0]
        d: dict = {"kind": kind, "seats": self.to_act()}
        if kind == "inv_to":
            d["figure"] = a[2]
            d["source"] = "valhalla" if a[3] == VAL else "reserve"
        elif kind == "march_to":
            d["origin"] = a[2]
        elif kind == "march_fig":
            d["origin"], d["dest"], d["moved"] = a[2], a[3], a[4]
        elif kind == "slot":
            d["card"] = a[2]
        elif kind == "free":
            d["kinds"] = list(a[2])
        elif kind in ("succor", "thordom", "lordmove"):
            d["loc"] = a[2]
        elif kind == "sac2":
            d["first"] = (a[2], a[3])
        elif kind == "stat":
            d["excluded"] = STATS[a[2]] if a[2] >= 0 else ""
            t = self.stack[-1] if self.stack else []
            d["why"] = t[3] if len(t) > 3 and t[0] == "raise" else ""
        elif kind == "protect":
            t = self.stack[-1]
            seat = a[1][0]
            d["at_risk"] = [(self.fig[seat][f], kind_of(f)) for f in t[4]]
        return d

    def battle_view(self) -> dict | None:
        """The pillage or battle in progress (None when there is none), from what this
        state holds (a view masks the cards others chose face down):
        loc, pillager, again (Tyr's Challenge), fight (False until a battle starts),
        participants (from the pillager clockwise), step ("call" | "cards" | "reveal" |
        "late" | "result"), chosen (seats whose face-down card is chosen), choice (per
        seat: the chosen card, HIDDEN, or None), plays [{seat, card, late, gone, active,
        bonus}], strength and total per participant, winner (-1 tie; None before the
        comparison), dead (figures lost per seat in this battle)."""
        b = self.battle
        if b is None:
            return None
        stage = "call"
        for t in reversed(self.stack):
            if t[0] == "battle":
                stage = t[1]
                break
        step = {"call": "call", "setup": "cards", "cards": "cards", "reveal": "reveal", "w5": "reveal",
                "late": "late"}.get(stage, "result")
        if self.ask is not None and self.ask[0] == "card":
            step = "cards"
        p = b["p"]
        parts = list(b["parts"]) if b["fight"] else []
        return {
            "loc": p, "pillager": b["pill"], "again": bool(b["again"]), "fight": bool(b["fight"]),
            "participants": parts, "step": step,
            "chosen": [i for i in range(self.n) if b["choice"][i] is not None],
            "choice": list(b["choice"]),
            "plays": [{"seat": e[SEAT], "card": e[CARD], "late": bool(e[LATE]), "gone": bool(e[GONE]),
                       "active": bool(e[ACTIVE]), "bonus": bonus(b, e)} for e in b["plays"]],
            "strength": {i: self.strength(i, p) for i in parts},
            "total": {i: total(self, i) for i in parts},
            "winner": b["win"] if step == "result" else None,
            "dead": list(b["dead"]),
        }

    # --- final scoring (§7.13) -----------------------------------------------------------
    def final_scoring(self) -> None:
        for i in range(self.n):
            for st in range(3):
                self.gain(i, EPIC_GLORY[self.steps[i][st]], "stats")
            c = self.has(i, "conquest")
            if c:
                self.gain(i, 3 * self.on_board(i), "upgrades", "Thor's Conquest")


def data_tokens() -> tuple[str, ...]:
    from .data import OUTER_TOKENS
    return OUTER_TOKENS


def check_card(c: Any) -> int:
    if not isinstance(c, int) or not (0 <= c < NUM_CARDS):
        raise IllegalAction(f"no such card {c!r}")
    return c


__all__ = ["BloodRageState", "RES", "VAL", "kind_of", "is_ship", "SLOTS"]
