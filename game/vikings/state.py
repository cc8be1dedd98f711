"""The state of a game of Tiny Epic Vikings (with or without Ragnarok).

Clans are indexed like seats: 0..n-1 are the players; in solo clan 1 is the enemy
clan; in a 2-player game clan 2 is the neutral "enemy" pieces. Regions are indexed
by their order in the map table; actions and events name them by id ("NE", "2A").
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import Any

from game.core import Draft, IllegalAction, Msg, Rng, State
from game.core.machine import Machine
from game.core.progress import Progress
from game.core.result import Rival
from game.core.state import is_legal, same_types

from . import data as D
from .active_runes import active_runes as _active_runes
from .board import Board, board
from .events import facts_of as _facts_of
from .influence import influence_table as _influence_table
from .scoring import score_all
from .scoring import winners as _winners
from .strength import strength as _strength
from .view import determinize as _determinize
from .view import view as _view

# The decision machine (game/core/machine.py). Every rule that needs a player's choice
# pushes a *frame* (a small JSON-safe dict: "k" its kind, "c" the deciding clan); the top
# frame decides who acts and what is legal. The rules modules register their kinds on it
# (`@MACHINE.decision(kind, legal)` on apply(st, f, action, ev); `@MACHINE.step(kind)`
# on run(st, f, ev), popped before it runs); `__init__.py` freezes it. The simultaneous
# draft has no frame: the state asks the decision "draft" with {"k": "draft", "c": seat}.
MACHINE = Machine("vikings", kind_of=itemgetter("k"), pop_before_step=True)  # dict_kind, in C

# the machine's tables, read-only (MACHINE.legal / apply / advance in the state's hot paths,
# written out: the same lookups without the calls in between)
_STEPS = MACHINE.steps
_DECISIONS = MACHINE.decisions

RETRY = ("eact", "eicons", "eloss")  # solo-enemy steps that may stop for a tie (DP20)


class NeedChoice(Exception):
    """Raised by a solo-enemy step whose rules end in a tie the human must break (DP20);
    see `VikingsState._run_enemy_step` and `solo._pick`."""

    def __init__(self, labels: list, why: str) -> None:
        super().__init__(why)
        self.labels = labels
        self.why = why


# solo.py registers its kinds with these names: a decision legal first, then its apply;
# a step of RETRY runs through the tie rollback of `VikingsState._run_enemy_step`
decide = MACHINE.decision_legal
applies = MACHINE.decision_apply


def auto(kind: str) -> Callable[[Callable], Callable]:
    def wrap(fn: Callable) -> Callable:
        MACHINE.step(kind)(_tie_breakable(kind, fn) if kind in RETRY else fn)
        return fn
    return wrap


def _tie_breakable(kind: str, fn: Callable) -> Callable:
    if kind == "eicons":  # no icon queued: nothing can tie
        def run(st, f: dict, ev: list) -> None:
            if st.eicons:
                st._run_enemy_step(fn, f, ev)
            else:
                fn(st, f, ev)
        return run

    def run_step(st, f: dict, ev: list) -> None:
        st._run_enemy_step(fn, f, ev)
    return run_step

_LIST2 = ("settlers", "temples", "boats", "valk", "slain", "hands", "rows", "favors", "res")
_LIST1 = ("smat", "tmat", "ctrl", "vheld", "deck", "discard", "fury", "gods", "god_rune", "down",
          "invaders", "giants", "erow_b", "last_play", "emaxed", "eicons", "eraided", "ewild")
_SCALARS = ("n", "nclans", "solo", "ragnarok", "mapid", "enemy", "neutral", "phase", "era", "chief",
            "cur", "play_no", "chief_dock", "emat", "chief_start", "first_chief", "eturns", "hturns",
            "viewer", "over", "pile_turn")
_LIST1 += ("ndown",)  # indices in discard of its face-down cards (the 2-player neutral's discards)


class VikingsState(State):
    game_id = "vikings"
    __slots__ = _LIST2 + _LIST1 + _SCALARS + (
        "rng", "villages", "ded", "frows", "fhome", "battle", "stack", "draft", "dmap", "piles", "_legal",
        "_board", "answers", "answers_used", "_cc")

    # ------------------------------------------------------------------ basics
    @property
    def b(self) -> Board:
        return self._board

    @property
    def num_players(self) -> int:
        return self.n

    def clans(self) -> range:
        return range(self.nclans)

    def players(self) -> range:
        return range(self.n)

    def is_over(self) -> bool:
        return self.over

    # ------------------------------------------------------------------ contract
    def to_act(self) -> list[int]:
        if self.over:
            return []
        if self.phase == "draft" and self.draft is not None:
            return sorted(self.dmap[i] for i in self.draft.to_act() if self.dmap[i] >= 0)
        if self.stack:
            c = self.stack[-1].get("c", -1)
            if 0 <= c < self.n:
                return [c]
        return []

    def _acts(self, seat: int) -> bool:
        """`seat in self.to_act()`, without building the list."""
        if self.over:
            return False
        if self.phase == "draft" and self.draft is not None:
            return seat in self.to_act()
        stack = self.stack
        if stack:
            c = stack[-1].get("c", -1)
            return 0 <= c < self.n and c == seat
        return False

    def legal_actions(self, seat: int) -> list:
        if not self._acts(seat):
            return []
        if self.phase == "draft" and self.draft is not None:
            return _DECISIONS["draft"].legal(self, {"k": "draft", "c": seat})
        if self._legal is None:
            f = self.stack[-1]
            self._legal = _DECISIONS[f["k"]].legal(self, f)
        return list(self._legal)

    def apply(self, seat: int, action: Any) -> list:
        """As `State.apply`, without copying the cached legal list (same checks)."""
        if not self._acts(seat):
            raise IllegalAction(f"it is not seat {seat}'s turn to decide")
        if self._legal is not None and not (self.phase == "draft" and self.draft is not None):
            legal = self._legal
        else:
            legal = self.legal_actions(seat)
        try:
            i = legal.index(action)
        except ValueError:
            i = -1
        # an action taken from the legal list itself is legal; otherwise the type-strict check
        if i < 0 or (legal[i] is not action and not is_legal(action, legal)):
            named = _named(action, legal, i)
            if named is None:
                raise IllegalAction(self.explain_illegal(seat, action, legal))
            action = named
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Any) -> list:
        ev: list = []
        self._legal = None
        if self.phase == "draft" and self.draft is not None:
            _DECISIONS["draft"].apply(self, {"k": "draft", "c": seat}, action, ev)  # era.draft_pick
        else:
            f = self.stack[-1]
            _DECISIONS[f["k"]].apply(self, f, action, ev)
        self.run(ev)
        return ev

    # State.apply_legal (apply without the check, the bots' playouts) is _apply itself:
    # one call less per playout step (as Blood Rage)
    apply_legal = _apply

    def run(self, ev: list) -> None:
        """Run automatic frames until a decision is needed (or the game ends); a decision
        with nothing to choose (or for no player) is skipped."""
        stack = self.stack
        n = self.n
        steps = _STEPS
        decisions = _DECISIONS
        while stack and not self.over:
            f = stack[-1]
            k = f["k"]
            if k in steps:  # MACHINE.advance, written out (pop_before_step; no auto_single here)
                stack.pop()
                steps[k](self, f, ev)
                continue
            if self.phase == "draft" and self.draft is not None:
                return
            c = f.get("c", -1)
            legal = decisions[k].legal(self, f) if 0 <= c < n else []
            if legal:
                self._legal = legal
                return
            stack.pop()  # nothing to choose: the step is skipped
        self._legal = None

    def _run_enemy_step(self, fn: Callable, f: dict, ev: list) -> None:
        """Run a solo-enemy step (its frame `f` already popped); if its rules end in a tie
        the human must break, undo the step and ask (the step is replayed with the answers
        recorded in its frame). The stack list stays the same object (the machine runs on it)."""
        snap = _snapshot(self)
        n0 = len(ev)
        self.answers = list(f.get("ans", ()))
        self.answers_used = 0
        try:
            fn(self, f, ev)
        except NeedChoice as nc:
            used = self.answers_used
            live = self.stack
            _restore(self, snap)
            live[:] = self.stack
            self.stack = live
            live.append(f)
            del ev[n0:]
            if "ans" in f:
                f["ans"] = f["ans"][:used]  # keep only the answers that were used
            live.append({"k": "etie", "c": 0, "opts": list(nc.labels), "why": nc.why})
        finally:
            self.answers = []

    def prompt(self, seat: int | None = None) -> str:
        from .text import prompt  # the texts are imported when first asked for (__init__.py)
        return prompt(self, seat)

    def setup_events(self) -> list:
        """The set-up done by `new_game` (map, gods and Fury markers, Chieftain, solo
        enemy), as events for the start of a log."""
        ev = [{"t": "setup", "map": self.b.name, "gods": list(self.gods), "runes": list(self.god_rune),
               "expansion": "ragnarok" if self.ragnarok else "none"}]
        if self.solo:
            ev.append({"t": "enemy_setup", "mat": self.emat, "dock": self.chief_start})
        else:
            ev.append({"t": "chieftain", "seat": self.first_chief})
        if self.neutral >= 0:   # 2 players (A13): the neutral clan's pieces on the outer islands
            ev.append({"t": "neutral_setup", "regions": [self.b.regions[r] for r in self.b.outer]})
        return ev

    def scores(self) -> list[int]:
        return [score_all(self)[c]["total"] for c in self.players()]

    def enemy_score(self) -> int:
        """Solo: the enemy clan's score (0 otherwise)."""
        if self.enemy < 0:
            return 0
        return score_all(self)[self.enemy]["total"]

    def score_breakdown(self) -> list[dict[str, int]]:
        return [dict(score_all(self)[c]) for c in self.players()]

    def rivals(self) -> list[Rival]:
        """Solo: the enemy clan, a side of the result no one plays (its points by source;
        it wins when the player does not beat it, A14)."""
        if self.enemy < 0:
            return []
        won = self.over and not self.winners()
        return [Rival(Msg("vikings.name.clan.enemy", "The enemy clan"), dict(score_all(self)[self.enemy]), won)]

    def winners(self) -> list[int]:
        return _winners(self)

    def round_label(self) -> str:
        if self.over:
            return "Game over"
        names = {"boats": "Setup", "draft": "Draft", "actions": "Actions"}
        return f"Era {self.era} · {names.get(self.phase, self.phase.capitalize())}"

    def facts(self, events: list) -> tuple:
        """The shared facts (game.core.events) of `events`, the events of the step just
        applied to this state (events.py)."""
        return _facts_of(events, self)

    def progress(self) -> Progress:
        """The era (of 3), the phase ("boats": the set-up's Boat placement, "draft",
        "actions", "over") and its name's key (the catalogue's round.phase.vikings.* keys,
        which round_label's words map to). The set-up counts as era 1, as round_label
        says ("Era 1 · Setup"): its Boats are placed for the first era."""
        ph = self.phase
        return Progress("era", self.era, D.ERAS, ph, _PHASE_KEYS.get(ph, "round.phase.vikings.actions"), self.over)

    # ------------------------------------------------------------------ copies
    def clone(self) -> VikingsState:
        s = VikingsState.__new__(VikingsState)
        _copy_fields(self, s)
        s.rng = self.rng.clone()
        s.villages = set(self.villages)
        s.ded = dict(self.ded)
        s.frows = [[list(p) for p in row] for row in self.frows]
        s.fhome = {k: list(v) for k, v in self.fhome.items()}
        s.battle = _clone_battle(self.battle)
        s.stack = [clone_frame(f) for f in self.stack]
        s.draft = self.draft.clone() if self.draft is not None else None
        s.dmap = list(self.dmap)
        s.piles = [list(p) for p in self.piles]
        s._legal = self._legal
        s._board = self._board
        s.answers = []
        s.answers_used = 0
        s._cc = self._cc  # a tuple of copies, never changed: shared
        return s

    def view(self, seat: int) -> VikingsState:
        """What `seat` may know (view.py): the others' hands, the deck, face-down cards,
        others' Favor cards and slain Giants, the Giants' values hidden."""
        return _view(self, seat)

    # ------------------------------------------------------------------ json
    def to_json(self) -> dict:
        d: dict[str, Any] = {"game": "vikings", "version": 1}
        for k in _SCALARS:
            d[k] = getattr(self, k)
        for k in _LIST1:
            d[k] = list(getattr(self, k))
        if not self.ndown:
            del d["ndown"]  # only 2-player games have face-down discards (from_json: empty)
        for k in _LIST2:
            d[k] = [list(x) for x in getattr(self, k)]
        d["rng"] = self.rng.to_json()
        d["villages"] = sorted(self.villages)
        d["ded"] = dict(self.ded)
        d["frows"] = [[list(p) for p in row] for row in self.frows]
        d["fhome"] = {k: list(v) for k, v in self.fhome.items()}
        d["battle"] = _clone_battle(self.battle)
        d["stack"] = [clone_frame(f) for f in self.stack]
        d["draft"] = self.draft.to_json() if self.draft is not None else None
        d["dmap"] = list(self.dmap)
        d["piles"] = [list(p) for p in self.piles]
        return d

    @classmethod
    def from_json(cls, d: dict) -> VikingsState:
        if not isinstance(d, dict) or d.get("game") != "vikings":
            raise ValueError("not a Tiny Epic Vikings state")
        s = cls.__new__(cls)
        try:
            for k in _SCALARS:
                setattr(s, k, d[k])
            for k in _LIST1:
                setattr(s, k, list(d[k] if k in d or k not in _LIST1_ADDED else ()))
            for k in _LIST2:
                setattr(s, k, [list(x) for x in d[k]])
            s.rng = Rng.from_json(d["rng"])
            s.villages = set(d["villages"])
            s.ded = {str(k): int(v) for k, v in d["ded"].items()}
            s.frows = [[list(p) for p in row] for row in d["frows"]]
            s.fhome = {k: list(v) for k, v in d["fhome"].items()}
            s.battle = _clone_battle(d["battle"])
            s.stack = [clone_frame(f) for f in d["stack"]]
            s.draft = Draft.from_json(d["draft"]) if d["draft"] is not None else None
            s.dmap = list(d["dmap"])
            s.piles = [list(p) for p in d["piles"]]
            if s.mapid not in D.MAPS:
                raise ValueError(f"unknown map {s.mapid!r}")
            s._board = board(s.mapid)
        except (KeyError, TypeError) as e:
            raise ValueError(f"broken Tiny Epic Vikings state: {e}") from None
        s._legal = None
        s.answers = []
        s.answers_used = 0
        s._cc = None
        if not s.over and s.stack:
            top = s.stack[-1]
            if not MACHINE.knows(top["k"]):
                raise ValueError(f"unknown step {top['k']!r}")
        return s

    def determinize(self, rng: Rng) -> VikingsState:
        """A full state consistent with this view: every hidden card, Favor card and
        Giant value filled in at random from what the viewer cannot place."""
        return _determinize(self, rng)

    # ------------------------------------------------------------------ for a board (read-only)
    # Accessors (game/vikings/view.py lists them in VikingsView): immutable values or
    # copies, never the lists the rules change; clans are indexed like seats, regions by
    # their order on the map (self.b.regions), cards and places by their ids.
    @property
    def clan_count(self) -> int:
        """Clans on the map: the players, and the solo enemy or the 2-player neutral clan."""
        return self.nclans

    @property
    def is_solo(self) -> bool:
        return self.solo

    @property
    def with_ragnarok(self) -> bool:
        return self.ragnarok

    @property
    def map_id(self) -> str:
        return self.mapid

    @property
    def enemy_clan(self) -> int:
        """The solo enemy clan (1), or -1."""
        return self.enemy

    @property
    def neutral_clan(self) -> int:
        """The 2-player neutral clan (2), or -1."""
        return self.neutral

    @property
    def phase_id(self) -> str:
        """"boats" (set-up), "draft", "actions" or "over"."""
        return self.phase

    @property
    def era_number(self) -> int:
        return self.era

    @property
    def current_clan(self) -> int:
        """The clan whose turn it is (the actions phase)."""
        return self.cur

    @property
    def chieftain_dock(self) -> str | None:
        """Solo: the dock of the enemy's Chieftain Boat."""
        return self.chief_dock

    @property
    def enemy_mat(self) -> str:
        """Solo: the enemy mat's id ("" otherwise)."""
        return self.emat

    @property
    def solo_pile(self) -> int:
        """Solo draft: the pile (0 or 1) the next card is taken from."""
        return self.pile_turn

    def settlers_of(self, clan: int) -> tuple[int, ...]:
        """Settlers of `clan` on each region."""
        return tuple(self.settlers[clan])

    def temples_of(self, clan: int) -> tuple[int, ...]:
        return tuple(self.temples[clan])

    def valkyries(self, clan: int) -> tuple[int, ...]:
        """The regions of `clan`'s Valkyries, one per slot (F, H, P; the solo enemy has two
        per rune), -1 for one not sent; empty without Ragnarok (and for the neutral clan)."""
        return tuple(self.valk[clan])

    def boats_of(self, clan: int) -> tuple[str | None, ...]:
        """Where each of `clan`'s Boats is (a dock or fjord id), None for one not built."""
        return tuple(self.boats[clan])

    def settlers_left(self, clan: int) -> int:
        """Settlers on `clan`'s mat."""
        return self.smat[clan]

    def temples_left(self, clan: int) -> int:
        return self.tmat[clan]

    def villages_held(self, clan: int) -> int:
        """Raided Villages waiting on `clan`'s mat to be dedicated."""
        return self.vheld[clan]

    def resources(self, clan: int) -> tuple[int, int, int]:
        """(wood, food, steel) of `clan`."""
        r = self.res[clan]
        return (r[0], r[1], r[2])

    def hand(self, seat: int) -> tuple:
        """`seat`'s hand (HIDDEN for a card this view may not see)."""
        return tuple(self.hands[seat])

    def leader_row(self, clan: int) -> tuple:
        """The cards `clan` played this era (face-down battle cards of others HIDDEN)."""
        return tuple(self.rows[clan])

    def favor_cards(self, clan: int) -> tuple:
        """The Favor cards `clan` holds (HIDDEN for others' until the end)."""
        return tuple(self.favors[clan])

    def slain_of(self, clan: int) -> tuple[int, ...]:
        """The points of the Giants `clan` slew (HIDDEN for others' until the end)."""
        return tuple(self.slain[clan])

    def controllers(self) -> tuple[int, ...]:
        """The clan holding each region's rune, -1 for none."""
        return tuple(self.ctrl)

    def giant_values(self) -> tuple[int, ...]:
        """Each region's Giant: 0 for none, its points or HIDDEN (hidden until the end)."""
        return tuple(self.giants)

    def village_docks(self) -> frozenset[str]:
        """The docks whose Village is still there."""
        return frozenset(self.villages)

    def god_ids(self) -> tuple[str, ...]:
        """The three gods in play, in the order of their mats."""
        return tuple(self.gods)

    def god_runes(self) -> tuple[str, ...]:
        """The rune of each god (the same order)."""
        return tuple(self.god_rune)

    def fury_levels(self) -> tuple[int, ...]:
        """Each god's Fury (the same order)."""
        return tuple(self.fury)

    def dedication_counts(self) -> dict[str, int]:
        """Villages dedicated to each dedication space and god (a copy)."""
        return dict(self.ded)

    def favor_row(self, row: int) -> tuple[tuple[int, str], ...]:
        """Favor row 0 (top) or 1: its (position, card) pairs, left to right."""
        return tuple((p[0], p[1]) for p in self.frows[row])

    def face_down_cards(self) -> tuple:
        """The battle cards lying face down (HIDDEN for others' in a view)."""
        return tuple(self.down)

    def invader_cards(self) -> tuple[str, ...]:
        """The Invader cards drawn so far, in order."""
        return tuple(self.invaders)

    def enemy_battle_row(self) -> tuple:
        """Solo: the enemy's battle cards this era."""
        return tuple(self.erow_b)

    def enemy_maxed(self) -> tuple[int, ...]:
        """Solo: per resource track, 1 if the enemy's track reached its end this turn."""
        return tuple(self.emaxed)

    def deck_count(self) -> int:
        return len(self.deck)

    def discard_count(self) -> int:
        return len(self.discard)

    def solo_piles(self) -> tuple[tuple[str, ...], ...]:
        """Solo draft: the two piles (empty outside the draft)."""
        return tuple(tuple(p) for p in self.piles)

    def draft_seats(self) -> tuple[int, ...]:
        """The seat of each draft position (-1: the 2-player neutral), empty outside a draft."""
        return tuple(self.dmap)

    def draft_now(self) -> Draft | None:
        """A copy of the draft under way (as this view may know it), or None."""
        return self.draft.clone() if self.draft is not None else None

    def battle_now(self) -> dict | None:
        """A copy of the battle under way, or None: "favor" (the card fought for), "starter",
        "parts" ([clan, card] each, HIDDEN for a card this view may not see), "bonus",
        "lr" (a loser's rune by clan), "res" (1 once it is being resolved)."""
        return _clone_battle(self.battle)

    def decision(self) -> dict:
        """The pending decision, for a board: its kind ("play", "sail", "build", "etie", ...)
        and public details: the deciding seat, the card being played, a sail's or Tyr's
        phase and Boat, the steps left, a tie's reason. {} when nobody decides."""
        if self.over or not self.stack:
            return {}
        if self.phase == "draft" and self.draft is not None:
            return {"kind": "draft"}
        f = self.stack[-1]
        out = {"kind": f["k"], "seat": f.get("c", -1)}
        for k in ("card", "ph", "loc", "left", "n", "why", "region", "src"):
            if k in f:
                out[k] = f[k]
        return out

    def influence_table(self) -> tuple[list[list[int]], list[list[bool]]]:
        """(influence[clan][region], boots[clan][region]) now (A11; Valkyries and the
        Chieftain Boat included)."""
        infl, bts = _influence_table(self)
        return [list(r) for r in infl], [list(r) for r in bts]

    def active_rune_counts(self, clan: int) -> list[int]:
        """[F, H, P, wild] active runes of a clan (island runes and face-up row cards)."""
        return list(_active_runes(self, clan))

    def card_strength(self, clan: int, card: str) -> int:
        """The battle Strength `card` would have for `clan` now (boosts counted)."""
        return _strength(self, clan, card)


_PHASE_KEYS = {"boats": "round.phase.vikings.setup", "draft": "round.phase.vikings.draft",
               "actions": "round.phase.vikings.actions", "over": "round.phase.vikings.game_over"}
_LIST1_ADDED = ("ewild", "ndown")  # fields added after 0.1.0: a state written before has none (empty)
_OTHER = ("rng", "villages", "ded", "frows", "fhome", "battle", "stack", "draft", "dmap", "piles", "_legal",
          "_board")
# answers, answers_used: a solo-enemy step's tie answers; _cc: check_control's last inputs (influence.py)
assert set(_SCALARS + _LIST1 + _LIST2 + _OTHER + ("answers", "answers_used", "_cc")) == set(VikingsState.__slots__)


_UNTOUCHED = ("hands", "favors", "rows")  # never changed by an enemy step (see _make_snapshot)


def _copy_fields(self: VikingsState, s: VikingsState) -> None:
    """Copy the plain fields of `self` into `s`: _SCALARS as they are, _LIST1 one level
    deep, _LIST2 two levels deep (written out: faster than a getattr loop)."""
    s.n = self.n
    s.nclans = self.nclans
    s.solo = self.solo
    s.ragnarok = self.ragnarok
    s.mapid = self.mapid
    s.enemy = self.enemy
    s.neutral = self.neutral
    s.phase = self.phase
    s.era = self.era
    s.chief = self.chief
    s.cur = self.cur
    s.play_no = self.play_no
    s.chief_dock = self.chief_dock
    s.emat = self.emat
    s.chief_start = self.chief_start
    s.first_chief = self.first_chief
    s.eturns = self.eturns
    s.hturns = self.hturns
    s.viewer = self.viewer
    s.over = self.over
    s.pile_turn = self.pile_turn
    s.smat = self.smat[:]
    s.tmat = self.tmat[:]
    s.ctrl = self.ctrl[:]
    s.vheld = self.vheld[:]
    s.deck = self.deck[:]
    s.discard = self.discard[:]
    s.fury = self.fury[:]
    s.gods = self.gods[:]
    s.god_rune = self.god_rune[:]
    s.down = self.down[:]
    s.invaders = self.invaders[:]
    s.giants = self.giants[:]
    s.erow_b = self.erow_b[:]
    s.last_play = self.last_play[:]
    s.emaxed = self.emaxed[:]
    s.eicons = self.eicons[:]
    s.eraided = self.eraided[:]
    s.ewild = self.ewild[:]
    s.ndown = self.ndown[:]
    s.settlers = [x[:] for x in self.settlers]
    s.temples = [x[:] for x in self.temples]
    s.boats = [x[:] for x in self.boats]
    s.valk = [x[:] for x in self.valk]
    s.slain = [x[:] for x in self.slain]
    s.hands = [x[:] for x in self.hands]
    s.rows = [x[:] for x in self.rows]
    s.favors = [x[:] for x in self.favors]
    s.res = [x[:] for x in self.res]


def _snapshot(s: VikingsState) -> tuple:
    """The copies `clone` makes, as one tuple, for the solo-enemy step rollback
    (`_restore` puts every field but the tie answers back). Some copies are shallower than
    clone's, or not made, because an enemy step (eact, eicons, eloss: solo.py and the
    influence/resources/settlers/battle/ragnarok helpers it calls) never changes those objects: fhome's
    [row, pos] values are only ever replaced; a Favor row's [pos, card] pairs are changed in
    place only by a human god power (gods.py); an enemy step neither pushes frames nor
    writes into any frame (its own frame is popped before it runs), so the frames are
    shared; and it never touches the hands, the Favor cards held or the Leader rows
    (_UNTOUCHED: the enemy's card joins its row in "eturn", before the step), so those are
    kept as they are. tests/vikings/test_vikings_fingerprint.py checks all of this on
    random solo games; tests/vikings/test_state_copy.py checks that these three functions
    name every field, in the order of the field lists above."""
    cp = list.copy
    return (
        # _SCALARS
        s.n, s.nclans, s.solo, s.ragnarok, s.mapid, s.enemy, s.neutral, s.phase, s.era, s.chief,
        s.cur, s.play_no, s.chief_dock, s.emat, s.chief_start, s.first_chief, s.eturns, s.hturns,
        s.viewer, s.over, s.pile_turn,
        # _LIST1
        s.smat[:], s.tmat[:], s.ctrl[:], s.vheld[:], s.deck[:], s.discard[:], s.fury[:], s.gods[:],
        s.god_rune[:], s.down[:], s.invaders[:], s.giants[:], s.erow_b[:], s.last_play[:],
        s.emaxed[:], s.eicons[:], s.eraided[:], s.ewild[:], s.ndown[:],
        # _LIST2 (hands, rows, favors: _UNTOUCHED)
        list(map(cp, s.settlers)), list(map(cp, s.temples)), list(map(cp, s.boats)),
        list(map(cp, s.valk)), list(map(cp, s.slain)), s.hands, s.rows, s.favors, list(map(cp, s.res)),
        # _OTHER
        s.rng.state, set(s.villages), dict(s.ded), list(map(cp, s.frows)), dict(s.fhome),
        None if s.battle is None else _clone_battle(s.battle), s.stack[:],
        s.draft.clone() if s.draft is not None else None, s.dmap[:], list(map(cp, s.piles)),
        s._legal, s._board,
    )


def _restore(s: VikingsState, snap: tuple) -> None:
    """Put back a `_snapshot` (the RNG from its state)."""
    (
        s.n, s.nclans, s.solo, s.ragnarok, s.mapid, s.enemy, s.neutral, s.phase, s.era, s.chief,
        s.cur, s.play_no, s.chief_dock, s.emat, s.chief_start, s.first_chief, s.eturns, s.hturns,
        s.viewer, s.over, s.pile_turn,
        s.smat, s.tmat, s.ctrl, s.vheld, s.deck, s.discard, s.fury, s.gods,
        s.god_rune, s.down, s.invaders, s.giants, s.erow_b, s.last_play,
        s.emaxed, s.eicons, s.eraided, s.ewild, s.ndown,
        s.settlers, s.temples, s.boats,
        s.valk, s.slain, s.hands, s.rows, s.favors, s.res,
        rng_state, s.villages, s.ded, s.frows, s.fhome,
        s.battle, s.stack,
        s.draft, s.dmap, s.piles,
        s._legal, s._board,
    ) = snap
    s.rng = Rng(rng_state)


def _named(action: Any, legal: list, i: int) -> Any:
    """The legal named action (moves.py) that a bare tuple of the same parts stands for, as
    callers written before the named actions pass them (("pick", "F10")); None otherwise.
    Only the tuple's own type may differ: its parts are compared type-strictly."""
    if i < 0 or type(action) is not tuple:
        return None
    for a in legal[i:]:
        if a == action and same_types(action, tuple(a)):
            return a
    return None


def clone_frame(f: dict) -> dict:
    """A frame's copy: its lists copied, its other values shared (JSON-safe scalars)."""
    d = f.copy()
    for k, v in f.items():
        if isinstance(v, list):
            d[k] = v[:]
    return d


def _clone_battle(b: dict | None) -> dict | None:
    if b is None:
        return None
    out = dict(b)
    out["parts"] = [list(p) for p in b["parts"]]
    out["lr"] = dict(b.get("lr", {}))
    return out


def check(cond: bool, msg: str) -> None:
    if not cond:
        raise IllegalAction(msg)

