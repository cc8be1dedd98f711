"""Blood Rage's heuristic for the game-agnostic bots (game/ai): evaluation, priors and
determinisation (contract in game/ai/common.py).

The evaluation projects every seat's final Glory from what one seat (the perspective)
may know, and returns the seat's projection minus the best other one. A projection is:
- Glory already scored, plus the end bonuses its stat steps already guarantee, plus the
  worth of each stat for the Action phases to come (Rage: actions; Axes: Glory per won
  battle; Horns: figures on the board) and some credit for being closer to an epic step;
- the Ragnarök of this Age: Glory for every figure standing in the doomed province or
  its fjord (2/3/4 by Age, doubled by Odin's Inspiration), and the Loki upgrades' Glory
  for figures that Valhalla will release;
- the board: a small worth per figure on it, and for every province not yet pillaged this
  Age the chance of winning a pillage there (strength against the strongest rival,
  battle cards expected) times its reward (token and Axes Glory);
- a battle under way: each participant's chance to win from strength, cards revealed or
  chosen (own choice only for the perspective) and expected cards, with the win's Glory
  and reward, the losers' figures lost and played cards returned or discarded;
- quests: own committed quests by whether they are met now; others' by count only;
- cards: battle cards by bonus and text, upgrades and quests still to play, all only
  while the Action phase can still use them; others' hands by their size only;
- installed upgrades, by a table of worth per Action phase to come; current Rage left.
Nothing hidden from the perspective is read, so a determinisation never leaks into it.
In the middle of an action of the perspective's own (Invade paid but not placed, a March
under way, a slot or a free invade to choose) the best completion is judged instead, a
few steps deep, so that one-step lookahead does not see a paid Rage without its use.
Figures in a destruction still pending count as lost already.
"""

from __future__ import annotations

import math
from operator import countOf
from types import SimpleNamespace

from game.core import HIDDEN

from .battle_record import bonus
from .data import (
    ADJACENT,
    CARDS,
    EPIC_GLORY,
    FJORD_OF,
    MONSTERS,
    NUM_CARDS,
    OUTER,
    PILLAGE_GLORY,
    PROVINCES,
    RAGNAROK_GLORY,
    REGION,
    STATS,
    SUPPORTS,
    TOKEN_STAT,
    TRACK,
    YGG,
)
from .quest import fulfilled
from .state import RES, VAL, is_ship, kind_of
from .view import (
    _GOLDEN,
    _MASK64,
    DRAWS,
    below,
    determinize,  # noqa: F401  (the bots' determiniser, game/ai/common.py)
    next_u64,
)

MARGIN_SCALE = 12.0
# the pace of `hard` (game.ai.pace): a whole table of hard bots thinks at most this many
# seconds per Age at the default setting (an Age asks a seat about 30 searches; before
# the pace each took up to the whole setting, about a minute of waiting per Age at 4p)
ROUND_SECONDS = 20.0
SEARCHES_PER_ROUND = 30
EASY_TEMPERATURE = 1.5
# hard's playouts stop after this many steps (game/ai/mcts.py) and the evaluation judges
# the rest; shorter playouts search more iterations but played weaker (docs/tuning.md)
ROLLOUT_DEPTH = 40

PHASES = ("setup", "draft", "action", "discard", "quest", "ragnarok", "release", "over")
RAGE_PT = 1.0           # one point of current Rage during the Action phase
FIGURE_ON_BOARD = 0.5   # a figure standing on the board, per Age still to come after this one
CARD_SIGMA = 2.6        # spread of a battle total (unknown cards, joiners)
PROSPECT = 0.45         # share of a province's pillage worth counted as a prospect
PROSPECT_IDLE = 0.12    # ... for a clan that can no longer act this phase
USE = (0.7, 0.9, 0.55)  # worth of one point of RAGE / AXES / HORNS per Action phase to come
PROGRESS = 2.2          # credit per stat step towards the next epic bonus (times game left)
AVG_BONUS = (0.0, 2.3, 2.8, 3.2)  # expected bonus of an unknown battle card, by Age
OPP_CARD = (0.0, 1.1, 1.3, 1.5)   # worth of one unknown card in a rival's hand, by Age
OPP_QUEST = 0.5          # share of an unknown committed quest's Glory
DENY = 0.3               # share of the next seat's gain from the pack we pass

EFFECT_EXTRA = {
    "smite": 1.2, "sight": 2.5, "grace": 1.5, "trickery": 0.8, "hammer": 2.0, "late": 1.0,
    "tide": 1.0, "backstab": 1.0, "watch": 1.6, "oath": 2.0, "primacy": 1.5, "ascension": 2.5,
    "judgement": 1.5, "poison": 1.5, "plain": 0.0,
}
# worth of an installed upgrade per Action phase still to come (monsters: their ability)
UPGRADE_PER_PHASE = {
    "charm": 1.2, "thor_glory": 1.3, "succor": 1.8, "tyr_quest": 0.8, "blessing": 0.8,
    "lord_move": 0.8, "lord_stat": 2.5, "lord_all": 6.0, "brothers": 1.5, "experts": 2.5,
    "masters": 4.0, "challenge": 1.5, "protection": 1.0, "prowess": 1.2, "thor_domain": 1.5,
    "frigga_domain": 1.5, "sacrifice": 2.0, "throne": 3.5, "inspiration": 0.0, "dragons": 0.0,
    "loki_release": 0.0, "conquest": 0.0,
}
MONSTER_EXTRA = {"TROLL": 1.0, "DWARF": 1.0, "SERPENT": 0.8, "VALKYRIE": 1.5, "ELF": 1.0, "FIRE": 2.0,
                 "FROST": 2.5, "HEL": 0.8, "VOLUR": 1.0}
VERB_PRIOR = {"pass": -3.0, "done": 0.0, "skip": 0.0, "none": 0.0, "stay": 0.2, "no": 0.0,
              "yes": 1.0, "escape": 2.0, "die": 0.0}


# --- small helpers ----------------------------------------------------------------------------
def _sig(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def strength_table(st) -> list[dict[str, int]]:
    """`st.strength(i, p)` of every seat i in every province p where it is not 0 (read
    only: in a search's state it is kept in the state's fcache until a figure moves, each
    seat's row until that seat's figures or upgrades change: state.strengths)."""
    c = st.fcache
    if c is None:
        return [st.strengths(i) for i in range(st.n)]
    tab = c.get("tab")
    if tab is None:
        tab = c["tab"] = st.strength_rows()
    return tab


_PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}


def _phase(st) -> int:
    return _PHASE_INDEX.get(st.phase, 0)


def _action_phases_left(st, include_current: bool = True) -> int:
    """Action phases still to come (the current one counts while it is not over)."""
    ph = _phase(st)
    if st.phase == "over":
        return 0
    left = 3 - st.age
    if ph <= 1 or (ph == 2 and include_current):
        left += 1
    return left


# _action_phases_left(st) by (age, phase): a read-only table
_PHASES_LEFT: dict[tuple, int] = {(age, phase): _action_phases_left(SimpleNamespace(age=age, phase=phase))
                                  for age in (1, 2, 3) for phase in PHASES}


def _game_left(st) -> float:
    """Fraction of the game still to play (1 at the start, 0 at the end)."""
    if st.phase == "over":
        return 0.0
    return max(0.0, (3 - st.age + (1.0 - _phase(st) / 7.0)) / 3.0)


def _stat_worth(st, stat: int, step: int) -> float:
    """End bonus of a step plus its use in the Action phases to come and epic progress
    (it depends on the Age and phase only)."""
    w = float(EPIC_GLORY[step])
    if step < 6:
        nxt = 4 if step < 4 else 6
        w += PROGRESS * _game_left(st) * (step - (1 if step < 4 else 3)) * (1.0 if nxt == 4 else 1.3)
    if stat == 0:
        phases = _action_phases_left(st, include_current=False)
    else:
        phases = _action_phases_left(st)
    w += TRACK[stat][step] * USE[stat] * phases
    return w


# every (age, phase, stat, step) worked out once at import: a read-only table (never written)
_STAT_WORTH: dict[tuple, float] = {
    (age, phase, stat, step): _stat_worth(SimpleNamespace(age=age, phase=phase), stat, step)
    for age in (1, 2, 3) for phase in PHASES for stat in range(3) for step in range(7)}


# the same table by (age, phase): per stat the worth of each step (read-only)
_STAT_ROWS: dict[tuple, tuple[tuple[float, ...], ...]] = {
    (age, phase): tuple(tuple(_STAT_WORTH[(age, phase, stat, step)] for step in range(7)) for stat in range(3))
    for age in (1, 2, 3) for phase in PHASES}


def stat_worth(st, seat: int, stat: int, step: int) -> float:
    """`_stat_worth` read from the table (worked out for a state outside it)."""
    w = _STAT_WORTH.get((st.age, st.phase, stat, step))
    if w is None:
        w = _stat_worth(st, stat, step)
    return w


# the gain of one or two steps from every (age, phase, stat, step): a read-only table
_STEP_GAIN: dict[tuple, float] = {
    (age, phase, stat, step, times):
        _STAT_WORTH[(age, phase, stat, min(6, step + times))] - _STAT_WORTH[(age, phase, stat, step)]
    for age in (1, 2, 3) for phase in PHASES for stat in range(3) for step in range(7) for times in (1, 2)}


def step_gain(st, seat: int, stat: int, times: int = 1) -> float:
    s = st.steps[seat][stat]
    g = _STEP_GAIN.get((st.age, st.phase, stat, s, times))
    if g is None:
        t = min(6, s + times)
        g = stat_worth(st, seat, stat, t) - stat_worth(st, seat, stat, s)
    return g


def best_step_gain(st, seat: int, excl: int = -1) -> float:
    best = 0.0
    for k in range(3):
        if k != excl and st.steps[seat][k] < 6:
            best = max(best, step_gain(st, seat, k))
    return best


# best_step_gain(st, seat) (no stat left out) by (Age, phase), for every seat's steps
# (s0 * 49 + s1 * 7 + s2): a read-only table
_BEST_GAIN: dict[tuple, tuple[float, ...]] = {
    (age, phase): tuple(best_step_gain(SimpleNamespace(age=age, phase=phase, steps=[[a, b, c]]), 0)
                        for a in range(7) for b in range(7) for c in range(7))
    for age in (1, 2, 3) for phase in PHASES}


def _best_gain(st, seat: int) -> float:
    """best_step_gain(st, seat), read from the table."""
    row = _BEST_GAIN.get((st.age, st.phase))
    s = st.steps[seat]
    if row is None or not (0 <= s[0] <= 6 and 0 <= s[1] <= 6 and 0 <= s[2] <= 6):
        return best_step_gain(st, seat)
    return row[s[0] * 49 + s[1] * 7 + s[2]]


def reward_worth(st, seat: int, p: str, times: int = 1) -> float:
    tok = st.tokens.get(p, "")
    if tok == "G":
        return PILLAGE_GLORY * times
    if tok == "Y":
        # (the sum of the three, in order: no generator in the playouts)
        return step_gain(st, seat, 0, times) + step_gain(st, seat, 1, times) + step_gain(st, seat, 2, times)
    if tok in TOKEN_STAT:
        # step_gain(st, seat, stat, times), read in place
        stat = TOKEN_STAT[tok]
        g = _STEP_GAIN.get((st.age, st.phase, stat, st.steps[seat][stat], times))
        return g if g is not None else step_gain(st, seat, stat, times)
    return 0.0


# a battle card's worth in hand (it depends on the card alone): a read-only table
_BATTLE_WORTH: dict[int, float] = {c.id: 0.55 * c.value + EFFECT_EXTRA.get(c.effect, 0.5)
                                   for c in CARDS[:NUM_CARDS] if c.kind == "battle"}


def card_worth(st, seat: int, c: int, tab: list[dict[str, int]] | None = None) -> float:
    """Worth of holding card c now (a card of this Age or one kept)."""
    w = _BATTLE_WORTH.get(c)
    if w is not None:
        return w
    if c < 0 or c >= NUM_CARDS:
        return OPP_CARD[st.age]
    card = CARDS[c]
    if card.kind == "quest":
        return card.value * quest_chance(st, seat, c, False, tab) * 0.7
    # an upgrade still to play: its worth installed, less its Rage (read from the table
    # but for Thor's Conquest; the cost with Frigga's Charm from its second row)
    rows = _HELD_UPGRADE.get((st.age, st.phase))
    if rows is not None:
        w = rows[0][c]
        if w is not None:
            if _UPGRADE_COST[c] > 0 and st.ups[seat] and st.has(seat, "charm"):
                return rows[1][c]
            return w
    return max(0.3, 0.8 * (upgrade_worth(st, seat, c) - RAGE_PT * 1.5 * st.upgrade_cost(seat, c)))


def upgrade_worth(st, seat: int, c: int) -> float:
    """The worth of upgrade c installed (read from the table but for Thor's Conquest)."""
    row = _UPGRADE_WORTH.get((st.age, st.phase))
    if row is not None:
        w = row[c]
        if w is not None:
            return w
    return _upgrade_worth(st, seat, c)


def _upgrade_worth(st, seat: int, c: int) -> float:
    card = CARDS[c]
    phases = _PHASES_LEFT.get((st.age, st.phase))
    if phases is None:
        phases = _action_phases_left(st)
    eff = card.effect
    if card.kind == "monster":
        m = card.param
        return MONSTERS[m][1] * 0.9 + MONSTER_EXTRA.get(m, 1.0) * max(1, phases)
    if eff == "dragons":
        return card.param * 0.35 * (1 + 3 - st.age)
    if eff == "loki_release":
        return card.param * 2.0 * (1 + 3 - st.age)
    if eff == "inspiration":
        return RAGNAROK_GLORY[st.age] * 1.5 * (1 + 3 - st.age)
    if eff == "conquest":
        return 3.0 * max(2, st.on_board(seat))
    return UPGRADE_PER_PHASE.get(eff, 1.0) * phases


# a card's Rage cost as an upgrade before Frigga's Charm, by card id (read-only)
_UPGRADE_COST = tuple(0 if c.param in ("DWARF", "HEL") else c.value for c in CARDS)


def _worth_rows(age: int, phase: str) -> tuple:
    """For one (Age, phase): _upgrade_worth of every card id (None for Thor's Conquest,
    which counts the figures on the board), and card_worth of every upgrade held, without
    and with Frigga's Charm (the same expressions)."""
    st = SimpleNamespace(age=age, phase=phase)
    ids = range(len(CARDS))
    worth = tuple(None if CARDS[c].effect == "conquest" else _upgrade_worth(st, 0, c) for c in ids)
    held = []
    for charm in (False, True):
        row = []
        for c in ids:
            w = worth[c]
            cost = _UPGRADE_COST[c]
            if charm and cost > 0:
                cost -= 1
            row.append(None if w is None else max(0.3, 0.8 * (w - RAGE_PT * 1.5 * cost)))
        held.append(tuple(row))
    return worth, tuple(held)


# by (Age, phase): upgrade_worth and card_worth of an upgrade held (read-only tables)
_WORTH_ROWS = {(age, phase): _worth_rows(age, phase) for age in (1, 2, 3) for phase in PHASES}
_UPGRADE_WORTH: dict[tuple, tuple] = {k: v[0] for k, v in _WORTH_ROWS.items()}
_HELD_UPGRADE: dict[tuple, tuple] = {k: v[1] for k, v in _WORTH_ROWS.items()}


def quest_chance(st, seat: int, c: int, committed: bool, tab: list[dict[str, int]] | None = None) -> float:
    """The chance a quest is met at the Quest phase (`tab`: the strength table of st, when
    the caller has it; the same answer either way). It reads the phase and the board alone
    (the figures' places, the strengths, the destroyed provinces; not `committed`): in a
    search's state it is kept in the board's cache (fcache, emptied at every change of
    the board) by (phase, seat, quest)."""
    cache = st.fcache
    if cache is None:
        return _quest_chance(st, seat, c, tab)
    memo = cache.get("qc")
    if memo is None:
        memo = cache["qc"] = {}
    key = (st.phase, seat, c)
    got = memo.get(key)
    if got is None:
        got = memo[key] = _quest_chance(st, seat, c, tab)
    return got


def _quest_chance(st, seat: int, c: int, tab: list[dict[str, int]] | None) -> float:
    card = CARDS[c]
    acting = st.phase in ("setup", "draft", "action")
    if st.phase not in ("setup", "draft", "action", "discard", "quest"):
        return 0.0
    ok = fulfilled(st, seat, c) if tab is None else _fulfilled_tab(st, seat, c, tab)
    if not acting:
        return 1.0 if ok else 0.0
    if ok:
        return 0.8
    if card.effect == "death":
        v = countOf(st.fig[seat].values(), VAL)
        return min(0.7, 0.12 * v + 0.1)
    if card.effect == "region":
        if tab is None:
            near = any(st.strength(seat, p) > 0 for p, r in REGION.items() if r == card.param and st.alive(p))
        else:
            mine = tab[seat]
            destroyed = st.destroyed
            near = False
            for p in _REGION_PROVINCES[card.param]:
                if p not in destroyed and mine.get(p, 0) > 0:
                    near = True
                    break
        return 0.45 if near else 0.3
    if card.effect == "ygg":
        return 0.4 if (st.strength(seat, YGG) if tab is None else tab[seat].get(YGG, 0)) > 0 else 0.25
    return 0.3


_AXES = TRACK[1]  # the Axes' value by step (state.stat_value(seat, 1))
_REGION_PROVINCES: dict[str, tuple[str, ...]] = {
    r: tuple(p for p, q in REGION.items() if q == r) for r in set(REGION.values())}


def _strongest_tab(tab: list[dict[str, int]], seat: int, p: str) -> bool:
    """quest.strongest read from a strength table."""
    mine = tab[seat].get(p, 0)
    if mine <= 0:
        return False
    for o, t in enumerate(tab):
        if o != seat and t.get(p, 0) >= mine:
            return False
    return True


def _fulfilled_tab(st, seat: int, c: int, tab: list[dict[str, int]]) -> bool:
    """quest.fulfilled read from a strength table."""
    card = CARDS[c]
    if card.effect == "region":
        destroyed = st.destroyed
        for p in _REGION_PROVINCES[card.param]:
            if p not in destroyed and _strongest_tab(tab, seat, p):
                return True
        return False
    if card.effect == "ygg":
        return _strongest_tab(tab, seat, YGG)
    if card.effect == "death":
        return countOf(st.fig[seat].values(), VAL) >= card.param
    return False


# --- the battle under way -----------------------------------------------------------------------
def _battle_stage(st) -> str:
    for t in reversed(st.stack):
        if t[0] == "battle":
            return t[1]
    return ""


_OPEN = ("call", "setup", "cards", "reveal", "w5", "late", "compare")


def _battle_value(st, persp: int, proj: list[float]) -> None:
    """Adds to proj the expected outcome of the battle in st.battle."""
    b = st.battle
    p = b["p"]
    stage = _battle_stage(st)
    pill = b["pill"]
    # in a search's state: its cached strength table and expected joiners (both read the
    # board alone; every perspective of evaluate_all asks for them)
    cache = st.fcache
    tab = cache.get("tab") if cache is not None else None
    if stage != "call":
        joiners = {}
    elif cache is None:
        joiners = _expected_joiners(st, p, pill)
    else:
        key = ("joiners", p, pill)
        joiners = cache.get(key)
        if joiners is None:
            joiners = cache[key] = _expected_joiners(st, p, pill)
    parts = b["parts"] if b["parts"] else [i for i in range(st.n) if st.present(i, p) or i in joiners]
    if not parts:
        return
    area = st.area(p)
    win_known = stage not in _OPEN
    w = b["win"]
    totals = {}
    unknown = {}
    chosen_cards: dict[int, list[int]] = {i: [] for i in parts}
    for i in parts:
        t = float(tab[i].get(p, 0) if tab is not None else st.strength(i, p)) + joiners.get(i, 0.0)
        unk = stage == "call"  # more figures may still join
        for e in b["plays"]:
            if e[0] == i and not e[4]:
                t += bonus(b, e)
                chosen_cards[i].append(e[1])
        if not win_known and stage in ("call", "setup", "cards", "reveal"):
            ch = b["choice"][i]
            if ch is not None and i == persp and ch >= 0:
                c = CARDS[ch]
                if c.kind == "battle" and c.effect == "sight":
                    t += AVG_BONUS[st.age]
                    unk = True
                elif c.kind == "battle":
                    t += c.value
                chosen_cards[i].append(ch)
            elif ch is not None or st.hand[i]:
                if i == persp:
                    best = 0
                    for c in st.hand[i]:
                        cd = CARDS[c]
                        if cd.kind == "battle":
                            best = max(best, cd.value if cd.effect != "sight" else 3)
                    t += best
                else:
                    t += AVG_BONUS[st.age] * (1.0 + 0.05 * min(6, len(st.hand[i])))
                    unk = True
        if i != persp and not win_known and stage in ("w5", "late") and st.hand[i]:
            unk = True  # a Heimdall card may still come late
        totals[i] = t
        unknown[i] = unk
    if win_known:
        pw = {i: (1.0 if i == w else 0.0) for i in parts}
    else:
        pw = {}
        for i in parts:
            x = 1.0
            for o in parts:
                if o != i:
                    sigma = CARD_SIGMA if (unknown[i] or unknown[o]) else 0.2
                    x *= _sig((totals[i] - totals[o] - 0.5) / sigma)
            pw[i] = x
    reward_pending = stage in _OPEN or stage in ("w8", "prowess_end", "w9", "w10")
    glory_pending = reward_pending or stage == "w11"
    kill_pending = stage in _OPEN or stage in ("w8", "prowess_end", "w9")
    for i in parts:
        v = 0.0
        if glory_pending and len(parts) > 1:
            v += pw[i] * st.stat_value(i, 1)
        if reward_pending and i == pill:
            v += pw[i] * reward_worth(st, i, p, 2 if st.fig[i].get("FROST") == p else 1)
        if kill_pending and len(parts) > 1:
            lost = sum([_fig_worth(st, i, f, loc) for f, loc in st.fig[i].items() if loc in area])
            v -= (1.0 - pw[i]) * lost
        if stage in _OPEN:
            # cards played: a winner discards them, a loser takes them back
            if i == persp:
                back = sum([card_worth(st, i, c) for c in chosen_cards[i]])
                v += (1.0 - pw[i]) * back
            else:
                v += (1.0 - pw[i]) * OPP_CARD[st.age] * (1 if chosen_cards[i] or st.hand[i] else 0)
        proj[i] += v


def _expected_joiners(st, p: str, pill: int) -> dict[int, float]:
    """Strength each clan is expected to bring to the battle in p during the call: a share
    of its strongest figures in the adjacent provinces, as many as the free villages."""
    free = st.free_villages(p)
    if free <= 0:
        return {}
    wup = None
    out: dict[int, float] = {}
    for i in range(st.n):
        figs: list[float] = []
        for f, loc in st.fig[i].items():
            if loc in ADJACENT[p] and loc not in st.destroyed and not is_ship(f):
                k = kind_of(f)
                if k == "W":
                    wup = st.warrior_upgrade(i)
                    figs.append(2.0 if wup in ("experts", "masters") else (1.5 if wup == "brothers" else 1.0))
                elif k == "L":
                    figs.append(3.0)
                elif k == "ELF":
                    figs.append(1.0)
                else:
                    figs.append(float(MONSTERS[k][1]))
        if figs:
            figs.sort(reverse=True)
            share = 0.5 if st.present(i, p) or i == pill else 0.35
            out[i] = share * sum(figs[:min(free, 3)])
    return out


# --- projections -------------------------------------------------------------------------------
def _fig_worth(st, seat: int, f: str, loc: str) -> float:
    """Worth of one figure standing at loc (beyond the province prospects)."""
    if loc == RES or loc == VAL:
        return 0.0
    if _ragnarok_pending(st) and loc in _doom_area(st):
        # it dies at Ragnarök (Glory) and comes back to the reserve
        w = _rag_glory(st, seat) + FIGURE_ON_BOARD * 0.5
    else:
        w = FIGURE_ON_BOARD * (3 - st.age + 0.5)
    if f in MONSTERS:
        w += 0.5
    return w


def _ragnarok_pending(st) -> bool:
    if st.phase == "over":
        return False
    p = st.rag[st.age - 1]
    return p not in st.destroyed and _phase(st) <= 5


def _doom_area(st) -> tuple[str, ...]:
    p = st.rag[st.age - 1]
    return (p, FJORD_OF[p])


def _rag_glory(st, seat: int) -> float:
    if not st.ups[seat]:
        return RAGNAROK_GLORY[st.age] * 1 + 0  # (has and total_upgrade without upgrades)
    per = RAGNAROK_GLORY[st.age] * (2 if st.has(seat, "inspiration") else 1)
    return per + st.total_upgrade(seat, "loki_release")


def projections(st, persp: int, reuse: dict | None = None) -> list[float]:
    """(`reuse`: see _parts; the same numbers either way.)"""
    return _assemble(st, _parts(st, (persp,), reuse), persp)


def projections_all(st) -> list[list[float]]:
    """projections(st, persp) for every seat as persp (the parts that do not depend on
    the perspective are computed once; the same numbers, added in the same order)."""
    if st.over:
        return [[float(g) for g in st.glory] for _ in range(st.n)]
    persps = range(st.n)
    return _assemble_each(st, _parts(st, persps), persps)


def _assemble(st, parts, persp: int) -> list[float]:
    proj = list(map(float, st.glory))
    if parts is None:
        return proj
    base, own, opp, after, tail = parts
    for i in range(st.n):
        v = base[i]
        for x in own[i] if i == persp else opp[i]:
            v += x
        proj[i] += v
    for i, x in after:
        proj[i] += x
    return _finish(st, parts, persp, proj)


def _finish(st, parts, persp: int, proj: list[float]) -> list[float]:
    """The rest of _assemble: the battle under way, the pack passed and the stack's tail."""
    if st.battle is not None:
        _battle_value(st, persp, proj)
    # the pack we are about to pass: what the next seat gains from it
    pack = _passing_pack(st.draft, persp) if st.draft is not None and persp >= 0 else None
    if pack is not None:
        pack = [c for c in pack if c != HIDDEN]
        if pack:
            nxt = (persp + 1) % st.n
            proj[nxt] += DENY * max([card_worth(st, nxt, c) for c in pack])
    for i, x in parts[4]:
        proj[i] += x
    return proj


def _passing_pack(d, persp: int) -> list | None:
    """The pack persp has picked from and passes on, not yet in other hands: with all packs
    passing together, its pack while its pick is pending; with each pack passed at once,
    the one its last pick just passed (the newest behind the seat it went to)."""
    if d.passing != "each":
        return d.packs[persp] if d.pending[persp] is not None else None
    p = d.passed
    if p is None or p[0] != persp:
        return None
    q = d.queues[p[1]]
    return q[-1] if q else d.packs[p[1]]


def _assemble_each(st, parts, persps) -> list[list[float]]:
    """[_assemble(st, parts, persp) for persp in persps] (parts not None): what does not
    depend on the perspective (each seat's sum seen as its own and as a rival's, with the
    pillage prospects after it) is added up once, in the same order."""
    base, own, opp, after, _ = parts
    as_own: list[float] = []
    as_rival: list[float] = []
    for i, g in enumerate(st.glory):
        g = float(g)
        v = base[i]
        for x in own[i]:
            v += x
        as_own.append(g + v)
        v = base[i]
        for x in opp[i]:
            v += x
        as_rival.append(g + v)
    for i, x in after:
        as_own[i] += x
        as_rival[i] += x
    out = []
    for persp in persps:
        proj = as_rival[:]
        proj[persp] = as_own[persp]
        out.append(_finish(st, parts, persp, proj))
    return out


def _parts(st, persps, reuse: dict | None = None):
    """The pieces of the projections: per seat the worth that does not depend on the
    perspective, the increments of its quests and hand seen as its own (for the seats
    in persps) and as a rival's, the pillage prospects and the stack's pending changes
    (each as (seat, increment) in order). None once the game is over.
    `reuse` (a dict shared by the states of one evaluation, e.g. an action's
    completions): a seat outside persps takes its worth and increments from there when
    everything they read is the same (`_seat_key`: the Age, phase and doomed area, its
    places (the very object of the search's cache), steps, upgrades, Rage, pass and the
    sizes of its quests and cards), else stores them there: the same numbers."""
    n = st.n
    if st.over:
        return None
    ph = _phase(st)
    acting = st.phase in ("setup", "draft", "action")
    in_action = st.phase == "action"
    release_left = ph <= 6
    battle_p = st.battle["p"] if st.battle is not None else None
    # the strength table, read by the quests' chances and the pillage prospects (the
    # same answers as the engine's strength, see quest_chance); outside the phases that
    # act, the quests read the engine
    tab = strength_table(st) if acting else None
    doom = _doom_area(st) if _ragnarok_pending(st) else None
    board_worth = FIGURE_ON_BOARD * (3 - st.age + 0.5)
    base: list[float] = []
    own: list[list[float]] = []
    opp: list[list[float]] = []
    rows = _STAT_ROWS.get((st.age, st.phase))
    cache = st.fcache
    kept = cache.get("pl") if cache is not None else None  # the places kept, read in place
    urow = _UPGRADE_WORTH.get((st.age, st.phase))
    opp_quest = OPP_QUEST * (4 + 2 * st.age)
    battle_worth = _BATTLE_WORTH.get
    for i in range(n):
        key = None
        if reuse is not None and kept is not None and i not in persps:
            pl = kept[i]
            if pl is not None:
                key = _seat_key(st, i, doom)
                got = reuse.get(i)
                if got is not None and got[0] is pl and got[1] == key:
                    base.append(got[2])
                    own.append(got[3])
                    opp.append(got[4])
                    continue
        v = 0.0
        # stats
        steps = st.steps[i]
        if rows is not None:
            v += rows[0][steps[0]]
            v += rows[1][steps[1]]
            v += rows[2][steps[2]]
        else:
            for k in range(3):
                v += stat_worth(st, i, k, steps[k])
        # figures: board presence, Ragnarök, Valhalla release
        # st.total_upgrade(i, "loki_release") and st.has(i, "dragons"), by one loop
        loki = dragons = 0
        for c in st.ups[i]:
            card = CARDS[c]
            e = card.effect
            if e == "loki_release":
                loki += card.param
            elif e == "dragons":
                x = card.param if isinstance(card.param, int) and card.param else 1
                if x > dragons:
                    dragons = x
        doomed_worth = None  # _fig_worth in the doomed area (the seat's Ragnarök Glory)
        got = kept[i] if kept is not None else None
        _, _, on_board, nval = got if got is not None else st.places(i)
        for f, loc in on_board:
            # _fig_worth(st, i, f, loc), with the Age's constants worked out once
            if doom is not None and loc in doom:
                if doomed_worth is None:
                    doomed_worth = _rag_glory(st, i) + FIGURE_ON_BOARD * 0.5
                w = doomed_worth
                if f in MONSTERS:
                    w += 0.5
                v += w
                if dragons and is_ship(f):
                    v += dragons
                continue
            w = board_worth
            if f in MONSTERS:
                w += 0.5
            v += w
        if release_left:
            v += loki * nval
        # upgrades installed (upgrade_worth, its row read once)
        for c in st.ups[i]:
            w = urow[c] if urow is not None else None
            v += w if w is not None else _upgrade_worth(st, i, c)
        # current Rage
        if in_action and not st.passed[i]:
            v += RAGE_PT * st.rage[i]
        base.append(v)
        mine: list[float] = []
        theirs: list[float] = []
        # quests committed (Tyr's Throne and the best step gain worked out once a seat)
        quests = st.quests[i]
        if quests:
            persp = i in persps
            gain = None
            for c in quests:
                if persp and c != HIDDEN:
                    if gain is None:
                        throne = 2 if st.has(i, "throne") else 1
                        gain = _best_gain(st, i)
                    mine.append(quest_chance(st, i, c, True, tab) * (CARDS[c].value * throne + gain))
                else:
                    mine.append(opp_quest)
                theirs.append(opp_quest)
        # hand
        if acting or st.phase == "discard":
            cards = list(st.hand[i])
            if st.draft is not None:
                cards += st.draft.picked[i]
                if st.draft.pending[i] is not None:
                    cards.append(st.draft.pending[i])
            if st.kept[i] is not None:
                cards.append(st.kept[i])
            if i in persps:
                ws = []  # the worths of the cards it holds, best first (a loop, no comprehension)
                for c in cards:
                    if c != HIDDEN:
                        w = battle_worth(c)  # (card_worth's battle card, read in place)
                        ws.append(w if w is not None else card_worth(st, i, c, tab))
                ws.sort(reverse=True)
                if st.phase == "discard":
                    pend = st.pending[i]
                    if pend is not None:  # the card chosen to keep (-2: none)
                        mine.append(0.5 * card_worth(st, i, pend) if pend >= 0 else 0.0)
                    else:
                        mine.append(0.5 * sum(ws[:1]))
                else:
                    mine.append(sum(ws))
            k = len(cards)
            if st.phase == "discard":
                k = min(k, 1)
                theirs.append(0.5 * k * OPP_CARD[st.age])
            else:
                theirs.append(k * OPP_CARD[st.age])
        own.append(mine)
        opp.append(theirs)
        if key is not None:
            reuse[i] = (pl, key, v, mine, theirs)
    after: list[tuple[int, float]] = []
    # pillage prospects in the provinces not yet pillaged this Age
    if tab is not None:
        destroyed, pillaged = st.destroyed, st.pillaged
        # per seat: the share of a prospect (whether it can still act) and a won battle's Glory
        shares = []
        for i in range(n):
            shares.append(PROSPECT if not in_action or (st.rage[i] >= 1 and not st.passed[i]) else PROSPECT_IDLE)
        axes = []  # st.stat_value(i, 1) of every seat (a loop, no comprehension)
        for x in st.steps:
            axes.append(_AXES[x[1]])
        # (a province where no clan has strength is skipped at once: its top is 0)
        somebody = set().union(*tab)
        for p in PROVINCES:
            if p not in somebody or p in destroyed or p in pillaged or p == battle_p:
                continue
            strs = []  # each clan's strength in p (a loop, no comprehension)
            for t in tab:
                strs.append(t.get(p, 0))
            ranked = sorted(strs)
            top = ranked[-1]
            if top <= 0:
                continue
            second = ranked[-2]  # the strongest rival of a seat at the top (a tie: the top)
            for i in range(n):
                x = strs[i]
                if x <= 0:
                    continue
                lead = x - (second if x == top else top)
                pw = _sig((lead - 0.5) / CARD_SIGMA)
                after.append((i, shares[i] * pw * (reward_worth(st, i, p) + axes[i])))
    # stat raises and destructions waiting on the stack
    tail: list[tuple[int, float]] = []
    for t in st.stack:
        if t[0] == "kill":
            i, cause = t[1], t[2]
            for f in t[4]:
                loc = st.fig[i].get(f)
                if loc is None:
                    continue
                tail.append((i, -_fig_worth(st, i, f, loc)))
                if cause == "rag":
                    tail.append((i, _rag_glory(st, i)))
                elif release_left:
                    tail.append((i, st.total_upgrade(i, "loki_release")))
        elif t[0] == "raise":
            tail.append((t[1], best_step_gain(st, t[1], t[2])))
        elif t[0] == "raise_all":
            tail.append((t[1], step_gain(st, t[1], 0) + step_gain(st, t[1], 1) + step_gain(st, t[1], 2)))
    return base, own, opp, after, tail


def _seat_key(st, i: int, doom) -> tuple:
    """What _parts reads of the state for a seat outside its perspectives, but its places:
    the Age, phase and doomed area (None once Ragnarök is past), the seat's steps,
    upgrades (in order), pass and Rage, and the sizes of its committed quests, hand, draft
    picks, pending pick and kept card."""
    d = st.draft
    return (st.age, st.phase, doom, tuple(st.steps[i]), tuple(st.ups[i]), st.passed[i], st.rage[i],
            len(st.quests[i]), len(st.hand[i]), st.kept[i] is None,
            -1 if d is None else len(d.picked[i]), d is not None and d.pending[i] is None)


def _margins(proj: list[float]) -> list[float]:
    n = len(proj)
    return [proj[s] - max([proj[j] for j in range(n) if j != s]) for s in range(n)]


# the steps that complete an action the seat has begun (invade, march, upgrade, sacrifice)
CONTINUATIONS = ("inv_to", "march_to", "march_fig", "slot", "free", "sac2")
CONT_DEPTH = 3


def evaluate(view, seat: int, depth: int = 0, reuse: dict | None = None) -> float:
    """Expected final Glory margin of seat (its projection minus the best other one).
    In the middle of an action of seat's own (its Rage paid, the figure not yet placed),
    the action's best completion is judged, a few steps deep (the completions share
    `reuse`, the other seats' parts that a completion left unchanged: see _parts)."""
    if view.over:
        return float(view.glory[seat] - max([view.glory[j] for j in range(view.n) if j != seat]))
    a = view.ask
    if a is not None and a[0] in CONTINUATIONS and a[1] == [seat] and depth < CONT_DEPTH:
        best = None
        if reuse is None:
            reuse = {}
        for act in view.legal_actions(seat):
            c = view.clone()
            c.apply_legal(seat, act)  # an action just offered: no need to check it again
            v = evaluate(c, seat, depth + 1, reuse)
            if best is None or v > best:
                best = v
        if best is not None:
            return best
    return _margin(projections(view, seat, reuse), seat)


def evaluate_all(st) -> list[float]:
    """evaluate(st, s) for every seat s (the projections computed together)."""
    n = st.n
    if st.over:
        return [evaluate(st, s) for s in range(n)]
    a = st.ask
    cont = a is not None and a[0] in CONTINUATIONS and len(a[1]) == 1 and 0 <= a[1][0] < n
    if not cont:
        projs = projections_all(st)
        return [_margin(projs[s], s) for s in range(n)]
    # a seat in the middle of an action is judged by its completions (evaluate): the
    # others' projections need no part of its own perspective (the same numbers)
    c = a[1][0]
    others = [s for s in range(n) if s != c]
    projs = _assemble_each(st, _parts(st, others), others)
    out = []
    for s in range(n):
        if s == c:
            out.append(evaluate(st, s))
        else:
            out.append(_margin(projs[s if s < c else s - 1], s))
    return out


def _margin(proj: list[float], s: int) -> float:
    """proj[s] - max([proj[j] for j in range(len(proj)) if j != s]) (the first of the best
    others, as max gives; without a list)."""
    best = None
    for j, x in enumerate(proj):
        if j != s and (best is None or x > best):
            best = x
    return proj[s] - best


def round_index(st) -> int:
    return st.age * 10 + _PHASE_INDEX.get(st.phase, 0)  # _phase(st), asked every playout step


def observed_action(st, observer: int, actor: int, action):
    """Draft picks, battle cards, Tide and Discard-phase choices and the identity of a
    committed quest are secret; everything else is seen."""
    if actor == observer:
        return action
    verb = action[0]
    if verb in ("pick", "play", "none"):
        return None
    if verb == "keep" and st.ask is not None and st.ask[0] in ("keep", "tide"):
        return None
    if verb == "quest":
        return None
    return action


# --- priors: quick action worths for easy/tie-breaks/rollouts -----------------------------------
# one small function per verb (st, seat, action, ctx, ask kind) -> worth; ctx keeps what
# does not change within one priors call (the strength table, the battle need)
def _p_pick(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    c = a[1]
    if CARDS[c].kind == "quest":
        tab = _table(st, ctx)
        return card_worth(st, seat, c, tab) + DENY * card_worth(st, (seat + 1) % st.n, c, tab)
    return card_worth(st, seat, c) + DENY * card_worth(st, (seat + 1) % st.n, c)


def _p_play(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    c = CARDS[a[1]]
    need = _need(st, seat, ctx)
    if c.kind != "battle":
        return -1.0 if need > -3 else 0.5
    val = c.value if c.effect != "sight" else 3
    # enough to win, without wasting a big card on a hopeless or sure fight
    if need > 8:
        return -val * 0.3 + (1.0 if c.effect in ("trickery", "backstab", "poison") else 0)
    return val - 0.25 * max(0, val - need) + EFFECT_EXTRA.get(c.effect, 0) * 0.3


def _p_late(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return 2.0 if _need(st, seat, ctx) > -2 else -0.5


def _p_keep(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    if ask == "keep":
        return card_worth(st, seat, a[1], _table(st, ctx) if CARDS[a[1]].kind == "quest" else None)
    if ask == "tide":
        k = a[2]
        return {"L": 3, "S": 2}.get(k, MONSTERS[k][1] if k in MONSTERS else 1)
    if ask == "protect":
        return 1.0
    return VERB_PRIOR.get("keep", 0.5)


def _p_stat(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return step_gain(st, seat, STATS.index(a[1]))


def _p_invade(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    k = a[1]
    cost = st.invade_cost(seat, k) if a[0] == "invade" else 1
    return 2.0 + (MONSTERS[k][1] if k in MONSTERS else 0.5) - 0.5 * cost


# _p_invade of an Invade of every kind but the Warriors (whose cost follows the Warriors'
# upgrade): a read-only table
_INVADE_PRIOR: dict[str, float] = {
    k: 2.0 + (MONSTERS[k][1] if k in MONSTERS else 0.5) - 0.5 * (0 if k == "L" else 2 if k == "S" else MONSTERS[k][2])
    for k in ("L", "S", *MONSTERS)}


def _p_to(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return _place_value(st, seat, a[-1], _table(st, ctx))


def _p_upgrade(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return upgrade_worth(st, seat, a[1]) * 0.6 - 0.5 * st.upgrade_cost(seat, a[1]) + 1.0


def _p_slot(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return 1.0 if a[1] < 0 else -upgrade_worth(st, seat, a[1]) * 0.3


def _p_quest(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return CARDS[a[1]].value * quest_chance(st, seat, a[1], True, _table(st, ctx))


def _p_pillage(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    p = a[1]
    tab = ctx.get("tab") or _table(st, ctx)  # (the table of this call, read in place once made)
    best = None  # the strongest rival's strength in p
    for o in range(st.n):
        if o != seat:
            x = tab[o].get(p, 0)
            if best is None or x > best:
                best = x
    lead = tab[seat].get(p, 0) - best
    # (st.stat_value(seat, 1), the Axes' value, read in place)
    return (reward_worth(st, seat, p) + _AXES[st.steps[seat][1]]) * _sig((lead - 0.5) / CARD_SIGMA) - (
        2.0 if a[0] == "repillage" else 0.0) - 1.5


def _p_join(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return 1.5 if st.battle is not None and _need(st, seat, ctx) < 4 else -0.5


def _p_pass(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    if ask == "call" or ask == "late":
        return 0.0
    return -RAGE_PT * st.rage[seat] * 2 - 0.5


def _p_yes(st, seat: int, a: tuple, ctx: dict, ask: str) -> float:
    return 0.5 if ask == "thordom" else VERB_PRIOR["yes"]


# verb -> its prior (read-only tables): worked out by a function, or fixed (any other verb: 0.5)
_PRIOR: dict = {
    "pick": _p_pick, "play": _p_play, "late": _p_late, "keep": _p_keep,
    "stat": _p_stat, "invade": _p_invade, "recall": _p_invade, "to": _p_to, "free": _p_to,
    "upgrade": _p_upgrade, "slot": _p_slot,
    "quest": _p_quest, "pillage": _p_pillage, "repillage": _p_pillage, "join": _p_join,
    "pass": _p_pass, "yes": _p_yes,
}
_FIXED_PRIOR: dict[str, float] = {
    **{k: v for k, v in VERB_PRIOR.items() if k not in _PRIOR},
    "none": 0.0, "march": 0.8, "move": 0.5, "sacrifice": -0.5, "sac": -0.5, "buy": 1.0,
}


_MARCH_PRIOR = _FIXED_PRIOR["march"]


def _prior(st, seat: int, a: tuple, ctx: dict) -> float:
    """The worth of one action (see priors)."""
    fn = _PRIOR.get(a[0])
    if fn is None:
        return _FIXED_PRIOR.get(a[0], 0.5)
    return fn(st, seat, a, ctx, st.ask[0] if st.ask is not None else "")


def _table(st, ctx: dict) -> list[dict[str, int]]:
    """The strength table of st, made once per priors call (st does not change then)."""
    tab = ctx.get("tab")
    if tab is None:
        tab = ctx["tab"] = strength_table(st)
    return tab


def _need(st, seat: int, ctx: dict) -> float:
    need = ctx.get("need")
    if need is None:
        # the strengths in the battle's province (the table made by this call, or the
        # search state's; outside a search, the engine's strengths in that province alone)
        tab = ctx.get("tab")
        if tab is None and st.fcache is not None:
            # (a search's state: its strength table, made and kept for the next asks on
            # this board, e.g. the other clans' calls to battle; the same rows)
            tab = strength_table(st)
        need = ctx["need"] = _battle_need(st, seat, tab)
    return need


def _battle_need(st, seat: int, tab: list[dict[str, int]] | None = None) -> float:
    """How much the seat's card must add to beat the strongest rival (by strength and
    cards already revealed)."""
    b = st.battle
    if b is None:
        return 0.0
    p = b["p"]
    n = st.n
    # the strengths in p (a search's state: its cached rows); a clan is present in a
    # province exactly where its strength there is above 0 (every figure adds some)
    if tab is not None:
        strs = []  # (a loop, no comprehension)
        for t in tab:
            strs.append(t.get(p, 0))
    elif st.fcache is not None:
        strs = []  # (a loop, no comprehension)
        for i in range(n):
            strs.append(st.strengths(i).get(p, 0))
    else:
        strs = [st.strength(i, p) for i in range(n)]
    parts = b["parts"]
    if not parts:  # (the clans present: a loop, no comprehension)
        parts = []
        for i in range(n):
            if strs[i] > 0:
                parts.append(i)
    plays = b["plays"]
    if plays:
        tots = [strs[i] + sum([bonus(b, e) for e in plays if e[0] == i and not e[4]]) for i in range(n)]
    else:
        tots = strs
    mine = tots[seat]
    age_bonus = AVG_BONUS[st.age]
    hand, choice = st.hand, b["choice"]
    # the strongest rival (with an expected card if it may still play one), the first of
    # the strongest as max() gives
    best = None
    for o in parts:
        if o != seat:
            x = tots[o] + (age_bonus if hand[o] or choice[o] is not None else 0)
            if best is None or x > best:
                best = x
    return (best - mine + 1) if best is not None else -10.0


_FJORD_SET = frozenset(FJORD_OF.values())
_PROVINCE_SET = frozenset(PROVINCES)
# 0.2 per outer province next to a place
_NEAR_WORTH: dict[str, float] = {p: 0.2 * sum(1 for q in ADJACENT.get(p, ()) if q in OUTER) for p in PROVINCES}


def _place_value(st, seat: int, p: str, tab: list[dict[str, int]] | None = None) -> float:
    if p in _FJORD_SET:
        return max([_place_value(st, seat, q, tab) for q in SUPPORTS[p] if q not in st.destroyed]) * 0.9
    v = 0.0
    # (p is no fjord here: the doomed area holds it only as the doomed province)
    if p == st.rag[st.age - 1] and _ragnarok_pending(st):
        v += _rag_glory(st, seat)
    if p not in st.pillaged and p in _PROVINCE_SET:
        if tab is not None:
            # seat's strength in p less the strongest rival's (a loop, no list)
            mine = tab[seat].get(p, 0)
            rival = -(1 << 30)
            for o, t in enumerate(tab):
                if o != seat:
                    x = t.get(p, 0)
                    if x > rival:
                        rival = x
            lead = mine - rival
        else:
            strs = [st.strength(i, p) for i in range(st.n)]
            mine = strs[seat]
            strs[seat] = -(1 << 30)
            lead = mine - max(strs)
        if -3 <= lead <= 2:
            v += (reward_worth(st, seat, p) + _AXES[st.steps[seat][1]]) * 0.25  # (+ st.stat_value(seat, 1))
    v += _NEAR_WORTH.get(p, 0.0)
    return v


def priors(view, seat: int, actions: list) -> list[float]:
    ctx: dict = {}
    ask = view.ask[0] if view.ask is not None else ""
    get = _PRIOR.get
    out = []
    for a in actions:
        fn = get(a[0])
        out.append(_FIXED_PRIOR.get(a[0], 0.5) if fn is None else fn(view, seat, a, ctx, ask))
    return out


# the playout policy of `hard` (game/ai/mcts.py's default, epsilon-greedy on the priors, written
# out): with probability ROLLOUT_EPSILON a random action, else the first of the best by priors.
# The same draws and the same choices as the search's default (ROLLOUT_EPSILON is its
# DEFAULT_EPSILON; tests/blood_rage/test_bot_policy.py checks both), without the priors list;
# a call to battle is settled by the battle's need alone (every join move weighs the same,
# _p_join, and the pass 0)
ROLLOUT_EPSILON = 0.1


def _first_draw_at_least(p: float) -> int:
    """The smallest Rng.next_u64 output x with Rng.random()'s (x >> 11) / 2^53 >= p (0 <= p <= 1)."""
    unit = 1.0 / (1 << 53)
    k = int(p * (1 << 53))
    while k > 0 and (k - 1) * unit >= p:
        k -= 1
    while k * unit < p:
        k += 1
    return k << 11


# rng.random() < ROLLOUT_EPSILON exactly when the draw behind it is below this (read-only)
_EPSILON_DRAW = _first_draw_at_least(ROLLOUT_EPSILON)


def rollout_policy(st, seat: int, actions: list, rng) -> tuple:
    memo = st.dcache
    if memo is None:
        if rng.random() < ROLLOUT_EPSILON:
            return actions[rng.below(len(actions))]
    else:
        # (rng.random() < ROLLOUT_EPSILON: its draw read from the search's memo of the
        # generator's next draws, view.next_u64, its quick case written out; the same numbers)
        s = rng.state
        i = memo[1]
        if s == memo[0] and i < DRAWS:
            rng.state = memo[0] = (s + _GOLDEN) & _MASK64
            memo[1] = i + 1
            x = memo[2][i]
        else:
            x = next_u64(memo, rng)
        if x < _EPSILON_DRAW:
            return actions[below(memo, rng, len(actions))]
    ask = st.ask[0] if st.ask is not None else ""
    ctx: dict = {}
    if ask == "call" and actions[0][0] == "join" and actions[-1][0] == "pass":
        # [join moves..., pass]: the first join (1.5) if the need is below 4, else the pass
        # (0.0 beats -0.5)
        return actions[0] if st.battle is not None and _need(st, seat, ctx) < 4 else actions[-1]
    best = top = None  # the first of the best
    if ask == "inv_to" or ask == "march_to":
        # every action is ("to", place): _p_to's worth, with the table made once
        tab = _table(st, ctx)
        # _place_value(st, seat, p, tab) of a province written out, with what it reads of
        # the state once (a fjord's: _place_value itself)
        doom = st.rag[st.age - 1]
        pillaged = st.pillaged
        mine_row = tab[seat]
        near = _NEAR_WORTH.get
        axes = None
        for a in actions:
            p = a[1]
            if p in _FJORD_SET:
                v = _place_value(st, seat, p, tab)
            else:
                v = 0.0
                if p == doom and _ragnarok_pending(st):
                    v += _rag_glory(st, seat)
                if p not in pillaged and p in _PROVINCE_SET:
                    mine = mine_row.get(p, 0)
                    rival = -(1 << 30)
                    for o, t in enumerate(tab):
                        if o != seat:
                            x = t.get(p, 0)
                            if x > rival:
                                rival = x
                    lead = mine - rival
                    if -3 <= lead <= 2:
                        if axes is None:
                            axes = _AXES[st.steps[seat][1]]
                        v += (reward_worth(st, seat, p) + axes) * 0.25
                v += near(p, 0.0)
            if best is None or v > top:
                best, top = a, v
        return best
    get = _PRIOR.get
    fixed = _FIXED_PRIOR.get
    if ask == "turn":
        # (a March's fixed prior and the Pass's, _p_pass in a turn, read in place; an
        # Invade's, a Pillage's, a Quest's and an Upgrade's worked out in place: the same
        # expressions as _p_invade, _p_pillage, _p_quest and _p_upgrade)
        march = _MARCH_PRIOR
        tab = None  # the strength table, made once if asked
        for a in actions:
            verb = a[0]
            if verb == "march":
                v = march
            elif verb == "invade":
                k = a[1]
                v = _INVADE_PRIOR.get(k)
                if v is None:  # Warriors: the cost by the Warriors' upgrade
                    v = _p_invade(st, seat, a, ctx, ask)
            elif verb == "pillage" or verb == "repillage":
                p = a[1]
                if tab is None:
                    tab = _table(st, ctx)
                rival = None  # the strongest rival's strength in p
                for o, t in enumerate(tab):
                    if o != seat:
                        x = t.get(p, 0)
                        if rival is None or x > rival:
                            rival = x
                x = (tab[seat].get(p, 0) - rival - 0.5) / CARD_SIGMA  # _sig's argument
                sig = 1.0 if x > 30 else (0.0 if x < -30 else 1.0 / (1.0 + math.exp(-x)))
                v = (reward_worth(st, seat, p) + _AXES[st.steps[seat][1]]) * sig - (
                    2.0 if verb == "repillage" else 0.0) - 1.5
            elif verb == "pass":
                v = -RAGE_PT * st.rage[seat] * 2 - 0.5
            elif verb == "quest":
                if tab is None:
                    tab = _table(st, ctx)
                c = a[1]
                v = CARDS[c].value * quest_chance(st, seat, c, True, tab)
            elif verb == "upgrade":
                c = a[1]
                row = _UPGRADE_WORTH.get((st.age, st.phase))
                w = row[c] if row is not None else None
                if w is None:
                    w = _upgrade_worth(st, seat, c)
                cost = _UPGRADE_COST[c]  # st.upgrade_cost(seat, c)
                if cost > 0 and st.ups[seat] and st.has(seat, "charm"):
                    cost -= 1
                v = w * 0.6 - 0.5 * cost + 1.0
            else:
                fn = get(verb)
                v = fixed(verb, 0.5) if fn is None else fn(st, seat, a, ctx, ask)
            if best is None or v > top:
                best, top = a, v
        return best
    for a in actions:
        fn = get(a[0])
        v = fixed(a[0], 0.5) if fn is None else fn(st, seat, a, ctx, ask)
        if best is None or v > top:
            best, top = a, v
    return best
