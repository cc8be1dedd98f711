"""Asgard's heuristic for the game-agnostic bots (game/ai): evaluation, priors,
determinisation (contract in game/ai/common.py).

The evaluation projects every seat's final score:
- points already scored, plus the temples' points for the battle phases still to come;
- battle tiles held (scored at Ragnarök) and, for the battle phases to come, the tile the
  seat's victory-area discs would fetch (a disc on a battle space counts as a likely one);
- Ragnarök support: for every support disc, the god's support points times the chance
  that each of the god's tiles in worlds 1-7 wins its world (tile, recruits, weapons and
  magic against the opposite side; a population is expected to get a legendary weapon);
  a god without a tile yet counts a little for the tile a later temple may place;
- resources at small fixed worths (stones, seals, recruits, weapon and magic tiles,
  population tiles, power tiles) and discs that give actions in the rounds to come;
- in phases 1-2, the gods chosen and not yet revealed: a share of what revealing each
  may bring (its best free space, its temple or Asgard), so that the secret choice of
  gods is judged by the evaluation too (without it every choice evaluated the same);
- temples to come are paid from one purse: a seat's discs on temple spaces (and its
  chosen gods that would go to a temple) are worth the temples its stones pay one after
  the other, not each the best temple the same stones could pay (counted once per disc,
  declining a temple kept the phantom worth of the others, and the bot built none).
`evaluate(view, seat)` is the seat's projection minus the best other projection.
"""

from __future__ import annotations

import math

from game.core import HIDDEN, Rng

from . import data as D
from . import moves as M
from .battle import is_god, recruit_strength, strength
from .ragnarok import god_tiles
from .rounds import temple_ok
from .temple import _reqs, _wilds, feasible
from .view import determinize as _determinize

MARGIN_SCALE = 10.0
# the pace of `hard` (game.ai.pace): a whole table of hard bots thinks at most this many
# seconds per round at the default setting (docs/tuning.md)
ROUND_SECONDS = 10.0
SEARCHES_PER_ROUND = 14
# `easy` draws its action by softmax over one-step values at this temperature (points):
# Asgard's one-step values lie close together, so a higher one plays near random
# (measurements: docs/tuning.md)
EASY_TEMPERATURE = 1.0

STONE = 0.4
POTENTIAL = 0.5        # share of a temple's points for the stones that pay it
SEAL = 0.8
RECRUIT = (0.9, 0.9, 1.6)
WEAPON_AVG = 2.9
MAGIC = 3.0
POP_TILE = 1.5
THOR_TILE = 1.5
TYR_TILE = 2.0
DISC_ROUND = 2.0       # one more action in each round still to come
TILE_DISCOUNT = 0.7    # a future battle tile is uncertain
PENDING_BATTLE = 0.55  # chance that a disc on a battle space wins
LW_EXPECTED = 3.0      # a legendary weapon under a population in Ragnarök
FUTURE_TILE = 0.25     # share of support points for a god with no tile yet
CHOSEN_GOD = 0.8       # share of a chosen, unrevealed god's worth (its spaces may be taken)
# worth of each god's power (upper or single space)
POWER_VALUE = (1.5, 0.6, 1.0, 1.5, 1.8, 1.3, 2.5, 1.5, 1.8, 1.0)


def _rounds_left(st) -> int:
    """Battle phases still to come in which temples score."""
    if st.phase in ("ragnarok", "over"):
        return 0
    if st.phase == "battle":
        return D.ROUNDS - st.rnd
    if st.phase == "setup":
        return D.ROUNDS
    return D.ROUNDS - st.rnd + 1


def _win_chance(diff: float) -> float:
    x = diff / 2.5
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def _items_value(st, k: int) -> tuple[float, list[int]]:
    weapons = 0.0
    magic: list[int] = []
    for it in st.rag_items[k]:
        if it[1] == 0:
            weapons += WEAPON_AVG if it[2] == HIDDEN else it[2]
        elif it[2] != HIDDEN:
            magic.append(it[2])
    return weapons, magic


def _side_estimate(st, i: int, side: int, rag: bool) -> float:
    c = st.slot[i][side]
    if not c:
        return 0.0
    if not is_god(c):
        lw = st.rag_lw[i] if rag and st.rag_lw[i] > 0 else LW_EXPECTED
        return strength(c) + lw
    k = 2 * i + side
    if rag:
        rec = recruit_strength(st.rag_rec[k])
    else:
        g = D.tile_god(c)
        rec = recruit_strength(st.god_rec[g]) / max(1, len(god_tiles(st, g)))
    weapons, magic = _items_value(st, k)
    if D.DOUBLE_RECRUITS in magic:
        rec *= 2
    return strength(c) + rec + weapons


def _support_values(st, proj: list[float]) -> None:
    rag = st.phase == "ragnarok"
    left = _rounds_left(st)
    for g in range(10):
        sup = st.support[g]
        if sup[0] < 0 and sup[1] < 0:
            continue
        keys = god_tiles(st, g)
        vp1, vp2 = D.GOD_SUPPORT_VP[g]
        p_total = 0.0
        top_bonus = bottom_bonus = 0.0
        for k in keys:
            i, side = k // 2, k % 2
            mine = _side_estimate(st, i, side, rag)
            other = _side_estimate(st, i, 1 - side, rag)
            p = _win_chance(mine - other)
            p_total += p
            _, magic = _items_value(st, k)
            if D.TOP_BONUS in magic:
                top_bonus += p * D.MAGIC_BONUS_VP
            if D.BOTTOM_BONUS in magic:
                bottom_bonus += p * D.MAGIC_BONUS_VP
        if not keys and st.god_stack[g] and left:
            p_total = FUTURE_TILE
        discs = [s for s in sup if s >= 0]
        if len(discs) == 1:
            proj[discs[0]] += (vp1 + vp2) * p_total + top_bonus
        else:
            proj[discs[0]] += vp1 * p_total + top_bonus
            proj[discs[1]] += vp2 * p_total + bottom_bonus


def projections(st) -> list[float]:
    n = st.n
    if st.phase == "over":
        return [float(x) for x in st.score]
    rag = st.phase == "ragnarok"
    left = _rounds_left(st)
    proj = [float(x) for x in st.score]
    for s in range(n):
        p = 0.0
        p += left * sum(D.TEMPLE_STACK_VP[t // 6] for t in st.temples[s])
        if not rag:
            p += sum(st.bt_held[s])
            v = sum(st.victory[i][s] for i in range(D.NUM_WORLDS))
            pending = sum(1 for b in st.battle for x in b if x == s)
            for r in range(left):
                exp_v = v + (PENDING_BATTLE * pending if r == 0 else pending * 0.3)
                if exp_v > 0:
                    idx = min(int(exp_v + 0.5), 5) - 1
                    if idx >= 0:
                        p += TILE_DISCOUNT * D.BATTLE_VALUES[idx]
            p += STONE * sum(st.stones[s]) + SEAL * sum(st.seals[s])
            p += stone_potential(st, st.stones[s], max(0, left - 1))
            p += sum(RECRUIT[t] * st.rec[s][t] for t in range(3))
            p += len(st.pop_held[s]) * POP_TILE
            discs = st.front[s] + st.asg[s] + st.space.count(s) + st.temple.count(s)
            if st.phase in ("place", "actions"):
                p += pending_value(st, s, left)
            if st.phase in ("gods", "place"):
                p += CHOSEN_GOD * chosen_gods_value(st, s, left, st.temple.count(s))
            p += DISC_ROUND * max(0, left - 1) * discs
            if st.thor == s:
                p += THOR_TILE
            if st.tyr == s and left:
                p += TYR_TILE
        if st.phase != "over":
            p += sum(WEAPON_AVG if w == HIDDEN else w for w in st.w_held[s]) * 0.9
            p += MAGIC * len(st.m_held[s])
        proj[s] += p
    _support_values(st, proj)
    return proj


def stone_potential(st, stones: list[int], left: int) -> float:
    """Worth of stones towards the temples face up now: the best stack's points times
    the share of its cost the stones already cover."""
    if left <= 0:
        return 0.0
    best = 0.0
    for k in range(4):
        stack = st.temple_stack[k]
        if not stack:
            continue
        tid = stack[-1]
        need = [0] * 7
        for c in D.TEMPLE_COST[tid]:
            need[c] += 1
        covered = sum(min(need[c], stones[c]) for c in range(7))
        total = len(D.TEMPLE_COST[tid])
        if D.TEMPLE_EXTRA[tid]:
            total += 1
            if any(stones[c] > need[c] for c in range(7) if c not in D.TEMPLE_COST[tid]):
                covered += 1
        v = D.TEMPLE_STACK_VP[k] * left * POTENTIAL * covered / total
        if v > best:
            best = v
    return best


def temple_value(st, seat: int, left: int) -> float:
    """Points of the best temple the seat could build now (0 if none)."""
    w, sw = _wilds(st, seat)
    best = 0
    for k in range(4):
        stack = st.temple_stack[k]
        if stack and D.TEMPLE_STACK_VP[k] > best:
            tid = stack[-1]
            if feasible(st.stones[seat], _reqs(tid), D.TEMPLE_COST[tid], w, sw):
                best = D.TEMPLE_STACK_VP[k]
    return best * max(1, left) + (1.5 if best else 0.0)


def _pay(stones: list[int], tid: int, wilds: list[int], start: int = 0) -> None:
    """Take a temple's cost (its requirements from index `start` on) out of `stones`
    (wilds = [wild stones, swaps] for what is missing; a swap gives up a surplus stone)."""
    printed = D.TEMPLE_COST[tid]
    for r in _reqs(tid)[start:]:
        if r == D.EXTRA:
            others = [c for c in range(7) if c not in printed and stones[c] > 0]
            c = max(others, key=stones.__getitem__) if others else -1
        else:
            c = r if stones[r] > 0 else -1
        if c >= 0:
            stones[c] -= 1
        elif wilds[0] > 0:
            wilds[0] -= 1
        elif wilds[1] > 0 and max(stones) > 0:
            wilds[1] -= 1
            stones[max(range(7), key=stones.__getitem__)] -= 1


def _temple_worth(k: int, left: int) -> float:
    """A temple of stack k built now: its points in the battles to come, less the actions
    its disc (kept on the support space) would have given in the rounds to come."""
    return D.TEMPLE_STACK_VP[k] * max(1, left) + 1.5 - DISC_ROUND * max(0, left - 1)


def temple_chain(st, seat: int, left: int, count: int, paying: tuple | None = None) -> list[float]:
    """Worth of `count` temples built one after the other from the seat's stones (each
    paid before the next is chosen; 0 once the stones pay no more), best first. A temple
    built costs its disc, which stays on the support space: the disc's actions in the
    rounds to come are taken off."""
    stones = st.stones[seat][:]
    wilds = list(_wilds(st, seat))
    taken = [0, 0, 0, 0]
    if paying is not None:  # (tid, requirements paid): the rest of a temple under payment
        tid, done = paying
        _pay(stones, tid, wilds, done)
        taken[tid // 6] += 1
    out: list[float] = []
    while len(out) < count:
        best = -1
        for k in range(4):
            stack = st.temple_stack[k]
            if len(stack) > taken[k] and (best < 0 or D.TEMPLE_STACK_VP[k] > D.TEMPLE_STACK_VP[best]):
                tid = stack[-1 - taken[k]]
                if feasible(stones, _reqs(tid), D.TEMPLE_COST[tid], wilds[0], wilds[1]):
                    best = k
        if best < 0:
            break
        _pay(stones, st.temple_stack[best][-1 - taken[best]], wilds)
        taken[best] += 1
        out.append(_temple_worth(best, left))
    return out + [0.0] * (count - len(out))


def chosen_gods_value(st, seat: int, left: int, temples_before: int) -> float:
    """What the seat's chosen, unrevealed gods may bring: each its best free space or
    Asgard, or a temple paid after the `temples_before` ones already placed."""
    gods = [g for g in st.sel[seat] if g >= 0]
    if not gods:
        return 0.0
    plain = []
    can_temple = []
    for g in gods:
        best = asgard_value(st, seat)
        for sp in D.GOD_SPACES[g]:
            if st.space[sp] < 0:
                best = max(best, space_value(st, seat, sp))
        plain.append(best)
        can_temple.append(temple_ok(st, seat, g))
    chain = temple_chain(st, seat, left, temples_before + sum(can_temple))[temples_before:]
    seal = [SEAL if st.god_seal[g] else 0.0 for g in gods]
    # the gods that go to a temple: the best choice of a subset (at most 4 gods)
    best_total = sum(plain)
    idx = [i for i in range(len(gods)) if can_temple[i]]
    for mask in range(1, 1 << len(idx)):
        chosen = [idx[b] for b in range(len(idx)) if mask >> b & 1]
        total = sum(plain[i] for i in range(len(gods)) if i not in chosen)
        total += sum(chain[:len(chosen)]) + sum(seal[i] for i in chosen)
        best_total = max(best_total, total)
    return best_total


def space_value(st, seat: int, sp: int) -> float:
    g = D.SPACE_GOD[sp]
    v = (2 * STONE if D.GOD_STONE[g] is not None else STONE if g == D.ODIN else 0.0)
    c = D.GOD_STONE[g] if D.GOD_STONE[g] is not None else (D.WHITE_STONE if g == D.ODIN else None)
    if c is not None:
        left = _rounds_left(st)
        mine = st.stones[seat]
        more = mine[:]
        more[c] += 1 if g == D.ODIN else 2
        v += stone_potential(st, more, max(0, left - 1)) - stone_potential(st, mine, max(0, left - 1))
    if D.SPACE_KIND[sp] != "lo":
        v += POWER_VALUE[g]
    if st.god_seal[g]:
        v += SEAL
    return v


def asgard_value(st, seat: int) -> float:
    return 1.0 + 0.6 * min(5, sum(st.seals[seat])) + (0.8 if any(x > 0 for x in st.at_row) else 0.0)


def pending_value(st, seat: int, left: int) -> float:
    v = 0.0
    for sp, s in enumerate(st.space):
        if s == seat:
            v += space_value(st, seat, sp)
    temples = [g for g, s in enumerate(st.temple) if s == seat]
    if temples:
        # a temple being paid counts as built (its stones are partly paid already), one
        # whose tile is taken (its disc goes on to the support space) costs its disc
        paying = None
        for f in st.stack:
            if f[0] == "pay" and f[1] == seat and f[2] in temples:
                temples.remove(f[2])
                paying = (f[3], f[4])
                v += _temple_worth(f[3] // 6, left) + (SEAL if st.god_seal[f[2]] else 0.0)
            elif f[0] == "tdone" and f[1] == seat and f[2] in temples and not any(
                    x[0] == "pay" and x[2] == f[2] for x in st.stack):
                temples.remove(f[2])
                v -= DISC_ROUND * max(0, left - 1)
        v += sum(temple_chain(st, seat, left, len(temples), paying))
        v += sum(SEAL for g in temples if st.god_seal[g])
    if st.asg[seat]:
        v += st.asg[seat] * asgard_value(st, seat)
    return v


def god_value(st, seat: int, g: int) -> float:
    """What revealing god g may bring: its best free space, its temple or Asgard."""
    left = _rounds_left(st)
    best = asgard_value(st, seat)
    for sp in D.GOD_SPACES[g]:
        if st.space[sp] < 0:
            best = max(best, space_value(st, seat, sp))
    if temple_ok(st, seat, g):
        best = max(best, temple_value(st, seat, left) + (SEAL if st.god_seal[g] else 0.0))
    return best


def _margins(proj: list[float]) -> list[float]:
    n = len(proj)
    return [proj[s] - max(proj[j] for j in range(n) if j != s) for s in range(n)]


def evaluate_all(st) -> list[float]:
    return _margins(projections(st))


def evaluate(view, seat: int) -> float:
    return evaluate_all(view)[seat]


# --- `hard` (game/ai/mcts.py reads these) ---------------------------------------------------
# Rewards (the evaluation's win chance) differ by only 0.01-0.05 between the actions of a
# decision: a small exploration constant, the one-step priors weighing as 15 visits, and
# playouts cut after 12 steps (the evaluation judges what is pending). Measurements:
# docs/tuning.md.
UCT_C = 0.4
PRIOR_VISITS = 15
ROLLOUT_DEPTH = 12


def round_index(st) -> int:
    return st.rnd + (1 if st.phase in ("ragnarok", "over") else 0)


def observed_action(st, observer: int, actor: int, action):
    """Secret god choices and tiles taken from a stack are unseen; a tile placed face
    down in Ragnarök shows only its back."""
    if type(action) is tuple:  # a plain tuple stands for its named form
        action = M.named(action)
    k = type(action)
    if k is M.ChooseGod or action.verb == "take" and st.stack and st.stack[-1][0] == "pick":
        return None
    if k is M.PlaceRagnarokTile:
        return (action.verb, action.kind, action.world, action.side)
    return action


def determinize(view, seat: int, rng: Rng):
    return _determinize(view, seat, rng)


# --- priors: quick action worths for tie-breaks and rollouts ---------------------------------
_VERB = {
    "decline": 0.0, "skip": 0.0, "forgo": 0.0, "stay": 0.5, "done": 0.3, "end": 0.5,
    "thor": 2.0, "bonus": 1.5, "buy": 1.2, "front": 1.5, "battle": 3.0, "free": 3.0,
    "centre": 1.0, "spend": 3.0, "giveup": 0.3, "tyr": 4.0, "claim": 4.0, "recruit": 1.5,
    "warrior": 1.5, "give": 0.5, "stone": 1.0, "seal": 1.0, "giver": 1.0, "order": 0.5,
    "loki": 1.5, "flip": 1.0, "single": 1.0, "combined": 1.5, "move": 1.0, "take": 2.0,
    "pass": 0.2, "slot": 1.0, "recruits": 1.0, "resolve": 2.0, "god": 1.0, "wild": 1.0,
    "swap": 1.0, "perform": 1.0,
}


def _prior(st, seat: int, a: tuple, left: int) -> float:
    """One action's prior; `left`: _rounds_left(st), worked out once per list."""
    k = type(a)
    if k is tuple:  # a plain tuple stands for its named form
        a = M.named(a)
        k = type(a)
    if k is M.PlaceDisc:
        target = a.space
        if target == "temple":
            return temple_chain(st, seat, left, st.temple.count(seat) + 1)[-1]
        if target == "asgard":
            return asgard_value(st, seat)
        return space_value(st, seat, D.SPACE_INDEX[target])
    if k is M.PlaceRagnarokTile:
        return 1.0
    if k is M.ChooseGod:
        return god_value(st, seat, D.GOD_INDEX[a.god])
    if k is M.BuildTemple:
        return D.TEMPLE_STACK_VP[D.TEMPLE_STACK_KEYS.index(a.stack)] * max(1, left)
    if k is M.ResolveTemple:
        return 3.0
    if k is M.Resolve:
        return 2.0
    if k is M.BuyDisc or k is M.BuyDiscWild:
        return 2.5 if st.rnd < D.ROUNDS else 1.0
    if k is M.BuyRecruit or k is M.BuyRecruitWild:
        return 1.8 if a.recruit == "giant" else 1.2
    if k is M.TakeWeapon:
        return float(a.strength)
    if k is M.HelWarrior:
        return float(sum(st.god_rec[D.GOD_INDEX[a.god]]))
    if k is M.PlaceGodTile:
        return 5.0 if a.world == 0 else 1.0
    if k is M.TakeBackCentre:
        return 1.5
    if k is M.TakeBackVictory:
        return 0.5
    if k is M.TakeBackSupport:
        return 0.2
    return _VERB.get(a.verb, 1.0)


def priors(view, seat: int, actions: list) -> list[float]:
    left = _rounds_left(view)
    return [_prior(view, seat, a, left) for a in actions]
