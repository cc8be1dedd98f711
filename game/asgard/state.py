"""The Asgard game state: plain lists and ints, the decision machine, the engine
contract and JSON.

The state keeps a stack of frames (plain JSON lists ``[kind, seat, *data]``) run by
`MACHINE` (game.core.machine): each rules module registers its automatic steps
(``@MACHINE.step``) and its decisions (``@decision``) on it at import; `__init__.py`
freezes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from game.core import HIDDEN, GameDataError, IllegalAction, Rng, State
from game.core.machine import Machine
from game.core.progress import Progress
from game.core.state import is_legal

from . import data as D
from .data import MAGIC, WEAPON, is_god, recruit_strength, strength
from .events import facts_of

MACHINE = Machine("asgard")
# read-only views of the machine's tables (filled as the rules modules are imported): the
# state's loop reads them directly, one call less per frame than `MACHINE.advance`
_STEPS = MACHINE.steps
_DECISIONS = MACHINE.decisions

# A decision with a single legal choice is taken without asking (the log still shows
# it), except the secret choice of gods and the phase-2 reveal (their choices depend on
# hidden cards in other seats' views) and the phase-3 choice of a disc (a turn always
# starts with a click, where held population bonuses are offered too).
ALWAYS_ASK = frozenset({"choose", "place", "resolve"})


def decision(kind: str, legal: Callable[..., list]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a decision on `MACHINE`: ``legal(state, frame, seat)`` lists its actions,
    the decorated ``apply(state, frame, seat, action)`` carries one out."""
    return MACHINE.decision(kind, legal, auto_single=kind not in ALWAYS_ASK)

# field name -> copy depth (0: immutable value, 1: flat list, 2: list of lists, 3: deeper)
FIELDS: dict[str, int] = {
    "n": 0, "rnd": 0, "phase": 0, "steps": 0, "thor": 0, "tyr": 0, "last": 0, "viewer": 0,
    "order": 1, "score": 1, "stone_res": 1, "seal_res": 1, "god_seal": 1, "rec_res": 1,
    "valhalla": 1, "rec_out": 1, "front": 1, "row": 1, "space": 1, "temple": 1, "asg": 1,
    "centre": 1, "home": 1, "god_out": 1, "pop_disc": 1, "pop_setup": 1, "w_stack": 1,
    "m_stack": 1, "bt_stack": 1, "at_stack": 1, "at_row": 1, "at_disc": 1, "need": 1,
    "rag_lw": 1, "rag_pass": 1, "closed": 1, "first_order": 1,
    "stones": 2, "seals": 2, "rec": 2, "god_rec": 2, "support": 2, "battle": 2, "victory": 2,
    "god_stack": 2, "slot": 2, "pop_held": 2, "w_held": 2, "m_held": 2, "lw_stack": 2,
    "lw_shown": 2, "temple_stack": 2, "temples": 2, "bt_held": 2, "sel": 2, "stack": 2,
    "rag_disc": 2, "rag_rec": 2, "revealed": 2,
    "rag_items": 3,
    "src": -1,
}

PHASE_LABELS = {
    "setup": "Setup", "start": "Round start", "gods": "Choose gods", "place": "Choose actions",
    "actions": "Actions", "battle": "Battles", "ragnarok": "Ragnarök", "over": "Game over",
}
# phase id -> the message key of its name: the keys the round labels are already translated
# by ("round.phase.asgard.<name>", listed by ui/boards/strings.py from PHASE_LABELS)
PHASE_KEYS = {
    "setup": "round.phase.asgard.setup", "start": "round.phase.asgard.round_start",
    "gods": "round.phase.asgard.choose_gods", "place": "round.phase.asgard.choose_actions",
    "actions": "round.phase.asgard.actions", "battle": "round.phase.asgard.battles",
    "ragnarok": "round.phase.asgard.ragnar_k", "over": "round.phase.asgard.game_over",
}


class Resolving(NamedTuple):
    """The disc being resolved in phase 3: `where` "space" (`key` the space id), "temple"
    (`key` the god key) or "asgard" (`key`: the combined action)."""

    where: str
    key: Any


class BattleNow(NamedTuple):
    """The world being fought in the battle phase (1-7) and its sides' base values."""

    world: int
    light: int
    dark: int


def _copy(x: Any, depth: int) -> Any:
    if depth == 0:
        return x
    if depth == 1:
        return x[:]
    if depth == 2:
        return [y[:] for y in x]
    if depth == 3:
        return [[z[:] for z in y] for y in x]
    return [dict(d) for d in x]


class AsgardState(State):
    __slots__ = tuple(FIELDS) + ("rng", "ev", "_lc")
    game_id = "asgard"

    # --- construction helpers -----------------------------------------------------
    @classmethod
    def blank(cls) -> AsgardState:
        s = cls.__new__(cls)
        s.ev = []
        s._lc = None
        return s

    # --- frames -------------------------------------------------------------------
    def push(self, *frames: list) -> None:
        """Push frames so that the first one given runs first."""
        for f in reversed(frames):
            self.stack.append(f)

    def emit(self, t: str, **kw: Any) -> None:
        kw["t"] = t
        self.ev.append(kw)

    def gain(self, seat: int, vp: int, source: str) -> None:
        if vp:
            self.score[seat] += vp
            d = self.src[seat]
            d[source] = d.get(source, 0) + vp

    def seat_of(self, num: int) -> int:
        return self.order.index(num)

    def by_order(self) -> list[int]:
        return sorted(range(self.n), key=self.order.__getitem__)

    def next_actor(self, has_work) -> int:
        start = self.order[self.last] + 1 if self.last >= 0 else 1
        n = self.n
        for k in range(n):
            num = (start - 1 + k) % n + 1
            seat = self.order.index(num)
            if has_work(self, seat):
                return seat
        return -1

    def risen(self, g: int) -> bool:
        return D.GOD_RISES[g] <= self.rnd

    # --- the loop -------------------------------------------------------------------
    def advance(self) -> None:
        """Run automatic steps until a decision is pending (`MACHINE.advance` written out
        for speed: frames are lists ``[kind, seat, ...]``; an ``auto_single`` decision with
        one legal action is taken at once)."""
        stack = self.stack
        steps = _STEPS
        decisions = _DECISIONS
        while stack:
            f = stack[-1]
            fn = steps.get(f[0])
            if fn is not None:
                fn(self, f)
                continue
            d = decisions.get(f[0])
            if d is not None and d.auto_single:
                legal = d.legal(self, f, f[1])
                if len(legal) == 1:
                    d.apply(self, f, f[1], legal[0])
                    continue
            return

    # --- contract -------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def to_act(self) -> list[int]:
        if not self.stack:
            return []
        f = self.stack[-1]
        if f[0] == "choose":
            return [s for s in self.by_order() if len(self.sel[s]) < self.need[s]]
        return [f[1]]

    def legal_actions(self, seat: int) -> list:
        if not self.stack:
            return []
        f = self.stack[-1]
        if f[0] == "choose":
            if len(self.sel[seat]) >= self.need[seat]:
                return []
        elif f[1] != seat:
            return []
        legal = _DECISIONS[f[0]].legal(self, f, seat)
        # remembered for the check in `apply` (the usual caller asks, then applies)
        self._lc = (self.steps, seat, f, len(self.stack), legal)
        return legal[:]

    def apply(self, seat: int, action: Any) -> list:
        """Check and apply one action (the legal list just computed is reused). A plain
        tuple equal to a legal action stands for its named form (moves.py)."""
        if type(action) is tuple:
            from .moves import named

            action = named(action)
        if seat not in self.to_act():
            raise IllegalAction(f"it is not seat {seat}'s turn to decide")
        c = self._lc
        if (c is not None and c[0] == self.steps and c[1] == seat and c[2] is self.stack[-1]
                and c[3] == len(self.stack)):
            legal = c[4]
        else:
            legal = self.legal_actions(seat)
        if not is_legal(action, legal):
            raise IllegalAction(self.explain_illegal(seat, action, legal))
        self._lc = None
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Any) -> list:
        self.ev = []
        f = self.stack[-1]
        self.steps += 1
        _DECISIONS[f[0]].apply(self, f, seat, action)
        self.advance()
        ev, self.ev = self.ev, []
        return ev

    # State.apply_legal (apply without the check, the bots' playouts) is _apply itself:
    # one call less per playout step (as Blood Rage)
    apply_legal = _apply

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        return self.score[:]

    def winners(self) -> list[int]:
        best = max(self.score)
        tied = [s for s in range(self.n) if self.score[s] == best]
        return [min(tied, key=self.order.__getitem__)]

    def prompt(self, seat: int | None = None) -> str:
        """A short English description of the pending decision (for the UI)."""
        from .text import prompt

        return prompt(self, seat)

    def setup_events(self) -> list:
        """The set-up done by `new_game` (no `apply` returns it): the order tiles dealt."""
        return [{"t": "setup", "order": self.first_order[:]}]

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for s in range(self.n):
            d = dict(self.src[s])
            d["total"] = self.score[s]
            out.append(d)
        return out

    # --- read-only accessors for a board, a bot or a remote player (view.py AsgardView) ---
    # Immutable copies (tuples, ints); HIDDEN (-1) stands for what this view may not see,
    # -1 for "no one" where a seat is asked for.
    def phase_id(self) -> str:
        """The phase: "setup", "start", "gods", "place", "actions", "battle", "ragnarok",
        "over"."""
        return self.phase

    def current_round(self) -> int:
        """The round 1-5 (0 during the set-up; 5 through Ragnarök)."""
        return self.rnd

    def order_of(self, seat: int) -> int:
        """The seat's order tile (1 acts first)."""
        return self.order[seat]

    def discs_in_front(self, seat: int) -> int:
        return self.front[seat]

    def asgard_discs(self, seat: int) -> int:
        """The seat's discs in the Asgard area."""
        return self.asg[seat]

    def centre_discs(self, seat: int) -> int:
        """The seat's discs in the centre of the board (battles lost)."""
        return self.centre[seat]

    def gods_chosen(self, seat: int) -> tuple[int, ...]:
        """The gods the seat chose this round and has not revealed (HIDDEN for another
        seat's)."""
        return tuple(self.sel[seat])

    def gods_revealed(self, seat: int) -> tuple[int, ...]:
        """The gods the seat revealed this round."""
        return tuple(self.revealed[seat])

    def stones_of(self, seat: int) -> tuple[int, ...]:
        """Stones by colour (data.STONE_KEYS)."""
        return tuple(self.stones[seat])

    def seals_of(self, seat: int) -> tuple[int, int]:
        """(light, dark) seals."""
        s = self.seals[seat]
        return (s[0], s[1])

    def recruits_of(self, seat: int) -> tuple[int, int, int]:
        """(white warriors, orange warriors, giants)."""
        r = self.rec[seat]
        return (r[0], r[1], r[2])

    def temples_of(self, seat: int) -> tuple[int, ...]:
        """The temple tiles (ids 0-23) the seat built."""
        return tuple(self.temples[seat])

    def weapons_of(self, seat: int) -> tuple[int, ...]:
        """Weapon tiles held (strengths; HIDDEN for another seat's)."""
        return tuple(self.w_held[seat])

    def magic_of(self, seat: int) -> tuple[int, ...]:
        """Magic tiles held (data.MAGIC_KEYS indices; HIDDEN for another seat's)."""
        return tuple(self.m_held[seat])

    def battle_tiles_of(self, seat: int) -> tuple[int, ...]:
        """Battle tiles held (their points)."""
        return tuple(self.bt_held[seat])

    def populations_of(self, seat: int) -> tuple[int, ...]:
        """Population tiles held (1-16) for their bonus."""
        return tuple(self.pop_held[seat])

    def thor_holder(self) -> int:
        """The seat holding Thor's tile, -1 when it lies on Thor."""
        return self.thor

    def tyr_holder(self) -> int:
        """The seat holding Týr's tile, -1 when it lies on Týr."""
        return self.tyr

    def space_holder(self, sp: int) -> int:
        """The seat whose disc is on prayer space `sp` (data.SPACES index), -1 if none."""
        return self.space[sp]

    def temple_holder(self, g: int) -> int:
        """The seat whose disc is on god g's temple space, -1 if none."""
        return self.temple[g]

    def supporters(self, g: int) -> tuple[int, int]:
        """The seats on god g's support spaces I and II (-1: free)."""
        s = self.support[g]
        return (s[0], s[1])

    def god_has_seal(self, g: int) -> bool:
        return bool(self.god_seal[g])

    def god_recruits(self, g: int) -> tuple[int, int, int]:
        """The recruits lying on god g (white, orange, giants)."""
        r = self.god_rec[g]
        return (r[0], r[1], r[2])

    def god_pile(self, g: int) -> tuple[int, ...]:
        """God g's tiles still to place, the face-up one last (the order below it is
        hidden: arbitrary in a view)."""
        return tuple(self.god_stack[g])

    def temple_pile(self, k: int) -> tuple[int, ...]:
        """Temple stack k (A-D), the face-up tile last."""
        return tuple(self.temple_stack[k])

    def stone_reserve(self) -> tuple[int, ...]:
        return tuple(self.stone_res)

    def valhalla_warriors(self) -> tuple[int, int]:
        """(white, orange) warriors in Valhalla."""
        return (self.valhalla[0], self.valhalla[1])

    def asgard_tiles(self) -> tuple[int, ...]:
        """The Asgard tile row: tile id face up, -id turned, 0 empty."""
        return tuple(self.at_row)

    def asgard_pile(self) -> tuple[int, ...]:
        """The Asgard tiles still to draw (their order is hidden: arbitrary in a view)."""
        return tuple(self.at_stack)

    def asgard_discards(self) -> tuple[int, ...]:
        return tuple(self.at_disc)

    def disc_row(self) -> tuple[int, ...]:
        """The influence disc row, column by column: a bit per seat that still has its
        disc there (bit `seat`)."""
        return tuple(self.row)

    def weapon_pile(self) -> tuple[int, ...]:
        """The weapon stack (HIDDEN unless this view's seat looks through it)."""
        return tuple(self.w_stack)

    def magic_pile(self) -> tuple[int, ...]:
        """The magic stack (HIDDEN unless this view's seat looks through it)."""
        return tuple(self.m_stack)

    def battle_tiles_left(self) -> tuple[int, ...]:
        """Battle tiles left by value (data.BATTLE_VALUES order)."""
        return tuple(self.bt_stack)

    def world_slot(self, i: int) -> tuple[int, int]:
        """(light, dark) tile of world index i (0-6; 7, 8 the underworlds): a population
        1-16 (negative: turned), a god tile (>= data.GOD_TILE_BASE), or 0."""
        s = self.slot[i]
        return (s[0], s[1])

    def world_closed(self, i: int) -> bool:
        return bool(self.closed[i])

    def battle_space(self, i: int) -> tuple[int, int]:
        """The seats on world index i's (light, dark) battle spaces (-1: free)."""
        b = self.battle[i]
        return (b[0], b[1])

    def victory_discs(self, i: int) -> tuple[int, ...]:
        """Per seat, its discs in world index i's victory area."""
        return tuple(self.victory[i])

    def legendary_shown(self, side: int) -> tuple[int, ...]:
        """The legendary weapons of a side shown so far this game (the current one last)."""
        return tuple(self.lw_shown[side])

    def legendary_pile(self, side: int) -> tuple[int, ...]:
        """A side's legendary weapons still face down (HIDDEN in Ragnarök's views)."""
        return tuple(self.lw_stack[side])

    def ragnarok_supporters(self, k: int) -> tuple[int, ...]:
        """Ragnarök: the seats whose support discs lie under the tile of slot key k
        (2 * world index + side)."""
        return tuple(self.rag_disc[k])

    def ragnarok_recruits(self, k: int) -> tuple[int, int, int]:
        """Ragnarök: the recruits beside the tile of slot key k."""
        r = self.rag_rec[k]
        return (r[0], r[1], r[2])

    def ragnarok_items(self, k: int) -> tuple[tuple[int, int, int], ...]:
        """Ragnarök: the tiles placed face down at slot key k: (seat, kind (data.WEAPON /
        data.MAGIC), value (HIDDEN for another seat's until the end))."""
        return tuple((it[0], it[1], it[2]) for it in self.rag_items[k])

    def ragnarok_legendary(self, i: int) -> int:
        """Ragnarök: the legendary weapon under world index i's population (HIDDEN until
        the end; 0 none)."""
        return self.rag_lw[i]

    # --- read-only accessors for a board (what is being decided now) ------------------
    def decision(self) -> str:
        """The kind of the pending decision ("choose", "place", "resolve", "temple",
        "pay", "rescue", "vdraft", "wmplace", ...), "" when none is pending."""
        return self.stack[-1][0] if self.stack and self.stack[-1][0] in _DECISIONS else ""

    def resolving(self) -> Resolving | None:
        """The disc whose action is being performed in phase 3, if any:
        ("space", space id) / ("temple", god key) / ("asgard", combined: bool)."""
        for f in reversed(self.stack):
            if f[0] == "asgstep":
                return Resolving("asgard", bool(f[2]))
            if f[0] == "asgmode":
                return Resolving("asgard", False)
            if f[0] in ("tdone", "temple"):
                return Resolving("temple", D.GOD_KEYS[f[2]])
            if f[0] == "ret" and f[2] == "space":
                return Resolving("space", D.SPACE_IDS[f[3]])
            if f[0] in ("p3", "p2", "game"):
                return None
        return None

    def action_step(self) -> tuple[str, int, int]:
        """The progress of the action being performed: ("asgard", step 0-4 (tile, recruits,
        discs, centre discs, done), 4) / ("pay", stones paid, stones to pay) /
        ("temple", 0, 0) / ("", 0, 0)."""
        if not self.stack:
            return ("", 0, 0)
        top = self.stack[-1]
        if top[0] == "pay":
            total = len(D.TEMPLE_COST[top[3]]) + (1 if D.TEMPLE_EXTRA[top[3]] else 0)
            return ("pay", top[4], total)
        for f in reversed(self.stack):
            if f[0] == "asgstep":
                return ("asgard", max(0, f[3] - 1), 4)
            if f[0] in ("tdone", "temple"):
                return ("temple", 0, 0)
            if f[0] in ("p3", "game"):
                break
        return ("", 0, 0)

    def battle_now(self) -> BattleNow | None:
        """The world being fought in the battle phase (world 1-7, light base value, dark
        base value), while its discs are settled; None otherwise."""
        for f in reversed(self.stack):
            if f[0] == "world" and len(f) >= 5:
                return BattleNow(f[2] + 1, f[3], f[4])
            if f[0] in ("p4", "game"):
                break
        return None

    def ragnarok_parts(self, world: int, side: int) -> dict[str, int]:
        """Ragnarök: the parts of one side's strength in world 1-7 as the resolution adds
        them (tile, recruits after doubling, weapons kept, weapons broken, total). Values
        hidden in this view count as 0."""
        i = world - 1
        k, o = 2 * i + side, 2 * i + 1 - side
        c = self.slot[i][side]
        mine = [it for it in self.rag_items[k] if it[2] != HIDDEN]
        opp_magic = [it[2] for it in self.rag_items[o] if it[1] == 1 and it[2] != HIDDEN]
        my_magic = [it[2] for it in mine if it[1] == 1]
        tile = 0
        if c:
            tile = 0 if D.NULLIFY_TILE in opp_magic else (D.tile_num(c) if c >= D.GOD_TILE_BASE
                                                         else D.POP_STRENGTH[abs(c)])
        r = self.rag_rec[k]
        rec = r[0] + r[1] + 2 * r[2]
        doubled = D.DOUBLE_RECRUITS in my_magic
        weapons = sorted([it[2] for it in mine if it[1] == 0], reverse=True)
        lw = self.rag_lw[i] if (c and c < D.GOD_TILE_BASE and self.rag_lw[i] not in (0, HIDDEN)) else 0
        if lw:
            weapons = sorted(weapons + [lw], reverse=True)
        breaks = opp_magic.count(D.BREAK_WEAPON)
        kept = sum(weapons[breaks:])
        out = {"tile": tile, "recruits": rec * (2 if doubled else 1), "doubled": int(doubled), "weapons": kept,
               "broken": sum(weapons[:breaks]), "legendary": lw}
        out["total"] = side_value(self, i, side) if not any(HIDDEN in (it[2],) for it in
                                                            self.rag_items[k] + self.rag_items[o]) \
            and self.rag_lw[i] != HIDDEN else tile + out["recruits"] + kept
        return out

    def facts(self, events: list) -> tuple:
        """The shared facts (game.core.events) of the events one step just returned
        (events.py)."""
        return facts_of(events, self)

    def progress(self) -> Progress:
        """Round 0 (the set-up) to 5; Ragnarök and the end keep round 5."""
        ph = self.phase
        return Progress("round", self.rnd, D.ROUNDS, ph, PHASE_KEYS[ph], ph == "over")

    def round_label(self) -> str:
        if self.phase == "over":
            return PHASE_LABELS[self.phase]
        if self.phase == "setup":
            return "Setup"
        return f"Round {self.rnd} · {PHASE_LABELS.get(self.phase, self.phase)}"

    # --- copies -----------------------------------------------------------------------
    def clone(self) -> AsgardState:
        c = AsgardState.__new__(AsgardState)
        for k, d in FIELDS.items():
            setattr(c, k, _copy(getattr(self, k), d))
        c.rng = self.rng.clone()
        c.ev = []
        c._lc = None
        return c

    def to_json(self) -> dict:
        d = {"game": "asgard", "version": 1}
        for k, dep in FIELDS.items():
            d[k] = _copy(getattr(self, k), dep)
        d["rng"] = self.rng.to_json()
        return d

    @classmethod
    def from_json(cls, d: dict) -> AsgardState:
        if not isinstance(d, dict) or d.get("game") != "asgard":
            raise GameDataError("this is not an Asgard state")
        s = cls.blank()
        try:
            for k, dep in FIELDS.items():
                v = d[k]
                if dep == -1:
                    v = [{str(a): int(b) for a, b in x.items()} for x in v]
                elif dep >= 1:
                    v = _copy(_lists(v), dep)
                setattr(s, k, v)
            s.rng = Rng.from_json(d["rng"])
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise GameDataError(f"broken Asgard state: {e}") from None
        return s

    # --- hidden information -----------------------------------------------------------
    def view(self, seat: int) -> AsgardState:
        """What `seat` may know (view.py)."""
        from .view import view

        return view(self, seat)


def _lists(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return [_lists(x) for x in v]
    return v


def side_value(st: AsgardState, i: int, side: int) -> int:
    """Ragnarök: the strength of one side of world index i (rules 10, step 8): the tile (unless
    nullified), the recruits (doubled by magic), the weapons kept after breaks."""
    k = 2 * i + side
    o = 2 * i + 1 - side
    c = st.slot[i][side]
    if not c:
        return 0
    mine = st.rag_items[k]
    opp_magic = [it[2] for it in st.rag_items[o] if it[1] == MAGIC]
    my_magic = [it[2] for it in mine if it[1] == MAGIC]
    tile = 0 if D.NULLIFY_TILE in opp_magic else strength(c)
    rec = recruit_strength(st.rag_rec[k])
    if D.DOUBLE_RECRUITS in my_magic:
        rec *= 2
    weapons = sorted([it[2] for it in mine if it[1] == WEAPON], reverse=True)
    if not is_god(c) and st.rag_lw[i] > 0:
        weapons.append(st.rag_lw[i])
        weapons.sort(reverse=True)
    breaks = opp_magic.count(D.BREAK_WEAPON)
    return tile + rec + sum(weapons[breaks:])
