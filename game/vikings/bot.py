"""Tiny Epic Vikings' heuristic for the game-agnostic bots (game/ai): evaluation,
priors, determinisation (see game/ai/common.py for the contract).

The evaluation projects every clan's final score from what a view shows:
- points already standing: Island Runes by their god's current rank, Favor cards
  (a hidden one counts as an average card), slain Giants (a hidden one as 4);
- what the clan can still turn into points, worth less as the eras pass: resources,
  raided Villages, Settlers / Temples / Boats / Valkyries on the map, cards in hand,
  and pressure on regions it contests (boots there but not the rune).
`evaluate(view, seat)` is the seat's projection minus the best other projection (the
solo enemy clan counts as an opponent). A position in the middle of a seat's turn (after
it chose how to play its card) is first finished greedily on a copy, up to
COMPLETE_DEPTH sub-steps, each chosen by the projection: without it, leading with a card,
fighting with it, sailing here or there all looked the same until their effect landed.
"""

from __future__ import annotations

from game.core import HIDDEN, Rng

from . import data as D
from .influence import influence_table
from .moves import BATTLE
from .scoring import rune_rank
from .strength import strength

MARGIN_SCALE = 8.0
# the pace of `hard` (game.ai.pace): a whole table of hard bots thinks at most this many
# seconds per Era at the default setting (an Era asks a seat 26-37 searches; before the
# pace each took up to the whole setting, about 45 s of waiting per Era at 4 players)
ROUND_SECONDS = 16.0
SEARCHES_PER_ROUND = 26
EASY_TEMPERATURE = 1.5
HIDDEN_FAVOR = 3.0
HIDDEN_GIANT = 4.0


def _potential_weight(st) -> float:
    if st.over:
        return 0.0
    return (4 - st.era) / 3.0


def projections(st) -> list[float]:
    w = _potential_weight(st)
    island_pts = [D.ISLAND_POINTS[rune_rank(st, rn)] for rn in D.RUNES]
    favor_pts = [D.FAVOR_POINTS[rune_rank(st, rn)] for rn in D.RUNES]
    best_favor = max(favor_pts)
    table, bts = influence_table(st)
    out = []
    for c in range(st.nclans):
        if c == st.neutral:
            continue
        p = 0.0
        for r, h in enumerate(st.ctrl):
            rn = "FHP".index(st.b.rune[r])
            if h == c:
                p += island_pts[rn]
            elif bts[c][r]:
                mine = table[c][r]
                other = table[h][r] if h >= 0 else 0
                p += w * island_pts[rn] * 0.5 * mine / (mine + other + 1.0)
        for f in st.favors[c]:
            if f in D.FAVORS:
                p += sum(best_favor if x == "W" else favor_pts["FHP".index(x)] for x in D.FAVORS[f][0])
            else:
                p += HIDDEN_FAVOR
        for g in st.slain[c]:
            p += g if g != HIDDEN else HIDDEN_GIANT
        pot = 0.25 * sum(st.res[c]) + 0.9 * st.vheld[c]
        pot += 0.3 * sum(st.settlers[c]) + 1.0 * sum(st.temples[c])
        pot += 0.3 * sum(1 for x in st.boats[c] if x is not None)
        pot += 0.8 * sum(1 for x in st.valk[c] if x >= 0)
        if c < st.n:
            get = _HELD.get
            for x in st.hands[c]:
                pot += get(x, HELD_AVG)
            dr = st.draft
            if dr is not None and c in st.dmap:  # the cards picked so far in the draft
                pos = st.dmap.index(c)
                for x in dr.picked[pos]:
                    pot += get(x, HELD_AVG)
                if dr.pending[pos] is not None:
                    pot += get(dr.pending[pos], HELD_AVG)
        p += w * pot
        out.append(p)
    return out


HELD_AVG = 0.4  # a card in hand (or picked in the draft) nobody else can see


def _held_worths() -> dict:
    """A card in hand by its worth (the draft prior), scaled to HELD_AVG on average: the
    draft's picks look different to the evaluation (they all looked alike before)."""
    w = {c: _card_prior(None, 0, c) for c in D.CARDS}
    mean = sum(w.values()) / len(w)
    return {c: HELD_AVG * x / mean for c, x in w.items()}


COMPLETE_DEPTH = 6        # sub-steps of a turn finished greedily before judging
COMPLETE_WIDTH = 12       # choices looked at per sub-step (the best by priors)


def _mid_turn_seat(st) -> int:
    """The seat in the middle of its turn (after choosing how to play its card), or -1."""
    if st.over or st.phase != "actions" or not st.stack:
        return -1
    f = st.stack[-1]
    c = f.get("c", -1)
    if not 0 <= c < st.n or f.get("k") == "play":
        return -1
    return c


def _complete_turn(st):
    """A copy of st with the acting seat's turn finished greedily (each sub-step chosen
    by the static projection, the best few by priors looked at), so that choosing how
    to play a card is judged by what it leads to. st itself is not changed."""
    seat = _mid_turn_seat(st)
    if seat < 0:
        return st
    st = st.clone()
    for _ in range(COMPLETE_DEPTH):
        if _mid_turn_seat(st) != seat:
            break
        legal = st.legal_actions(seat)
        if not legal:
            break
        if len(legal) > COMPLETE_WIDTH:
            pri = priors(st, seat, legal)
            order = sorted(range(len(legal)), key=lambda i: -pri[i])[:COMPLETE_WIDTH]
            legal = [legal[i] for i in order]
        if len(legal) == 1:
            st.apply_legal(seat, legal[0])
            continue
        best, best_v = None, None
        for a in legal:
            c = st.clone()
            c.apply_legal(seat, a)
            v = _margin(projections(c), seat)
            if best_v is None or v > best_v:
                best, best_v = c, v
        st = best
    return st


def _margin(proj: list[float], c: int) -> float:
    """Clan c's projection minus the best other one."""
    return proj[c] - max((x for o, x in enumerate(proj) if o != c), default=0.0)


def evaluate_all(st) -> list[float]:
    if COMPLETE_DEPTH:
        st = _complete_turn(st)
    proj = projections(st)
    return [_margin(proj, c) for c in range(st.n)]


def evaluate(view, seat: int) -> float:
    return evaluate_all(view)[seat]


# `hard`: the one-step judgement (the turn finished greedily) weighs as 40 visits at the
# root, its rollout policy being far weaker (measured: docs/tuning.md)
PRIOR_VISITS = 40
# `hard`'s exploration constant: its rewards are win chances after two card plays that
# differ by 0.01-0.03 between actions, so the generic 0.7 spread the visits evenly
# (docs/tuning.md)
UCT_C = 0.2


def rollout_until(st, seat: int):
    """`hard`'s playouts end when the searching seat is about to play its next card (every
    other seat has played once since), or when the phase or the era changes; then the
    evaluation judges. A battle started now resolves at the start of its starter's next
    turn, before that card: the evaluation does not see a battle in progress (its Favor
    card, the Strengths), so cutting playouts at the era, its phase and every second card
    played judged 'battle' and 'lead' with a card alike, and valued half of the card plays
    before the opponent's reply and half after it, by the parity of the card count.
    It plays as strongly as that cut at half the CPU time (docs/tuning.md).
    A draft pick at 2 players (DRAFT_PLAYS, DRAFT_PLAYERS) plays on past the draft until
    the seat is about to play its second card of the era: ending with the draft judged a
    pick by the drafted hand's static worth alone, as `normal` does."""
    start = st.play_no
    era, phase = st.era, st.phase
    if phase == "draft" and DRAFT_PLAYS > 0 and st.n == DRAFT_PLAYERS:
        plays = DRAFT_PLAYS

        def stop_draft(s) -> bool:
            if s.era != era or s.phase not in ("draft", "actions"):
                return True
            if s.phase == "draft" or not s.stack:
                return False
            f = s.stack[-1]
            if f.get("k") != "play" or f.get("c") != seat:
                return False
            # the seat is about to play a card: stop before its first of the era (1) or
            # its second (2: it has played one since the draft)
            return plays < 2 or s.last_play[seat] >= start
        return stop_draft

    def stop(s) -> bool:
        if s.era != era or s.phase != phase:
            return True
        if s.play_no > start and s.stack:
            f = s.stack[-1]
            return f.get("k") == "play" and f.get("c") == seat
        return False
    return stop


def observed_action(st, observer: int, actor: int, action):
    """What `observer` learns of `actor`'s action: a draft pick is secret, a battle card
    is played face down; everything else is seen."""
    if observer == actor:
        return action
    if action.kind == "pick":
        return None
    if action.kind == "battle":
        return BATTLE[HIDDEN]
    return action


# `hard`'s tree branches on the searching seat's own actions only at 2 players (the
# others' actions come from the playout policy): noisy opponent edges at 100-200
# iterations cost games (docs/tuning.md)
OWN_TREE_PLAYERS = 2
# `hard` compares its root actions on common random numbers (the k-th visit of each plays
# from the same determinisation and draws): the actions differ by less than one
# playout's noise (docs/tuning.md)
PAIRED_ROOT = True
# At 2 players a draft pick's playout goes on to the seat's second card of the era, so a
# pick is judged by a card played from the drafted hand, not by the hand's static worth;
# off at 3-4 players, where that playout is too long (docs/tuning.md)
DRAFT_PLAYS = 2
DRAFT_PLAYERS = 2
# Under a time budget `hard` reuses the previous decision's subtree (game.ai.mcts);
# searching afresh was tried and not adopted (docs/tuning.md).

def determinize(view, seat: int, rng: Rng):
    return view.determinize(rng)


# --------------------------------------------------------------------- priors
def _card_prior(st, seat: int, card) -> float:
    if card not in D.CARDS:
        return 0.5
    _n, _r, (base, per, _k), _s, _l, ln, _req, _ra, _a = D.CARDS[card]
    return 0.3 * ln + 0.15 * (base + 2 * per)


def priors(view, seat: int, actions: list) -> list[float]:
    st = view
    out = []
    for a in actions:
        v = a.kind
        x = 0.0
        if v == "lead":
            x = 1.0 + 0.2 * _card_prior(st, seat, a.card)
        elif v == "battle":
            x = 0.6 + (0.15 * strength(st, seat, a.card) if a.card in D.CARDS else 0.0)
        elif v == "slay":
            x = 4.0
        elif v in ("leader", "rune", "boon", "enter", "join"):
            x = 1.0
        elif v in ("deploy", "temple"):
            x = 1.5 if v == "temple" else 1.0
        elif v in ("raid",):
            x = 1.5
        elif v == "dedicate":
            x = 1.2
        elif v == "boat":
            x = 0.6
        elif v == "take":
            x = 0.5 + (D.TRACK_MAX - st.res[seat][D.RES.index(a.resource)]) / 14.0
        elif v == "move" or v == "fly" or v == "carry" or v == "carryt":
            d = st.b.ridx.get(a.to, -1)
            x = 0.4 + (0.6 if d >= 0 and st.ctrl[d] != seat else 0.0)
        elif v == "smite" or v == "thor" or v == "loki" or v == "baldur":
            x = 1.0
        elif v == "send":
            x = 1.0
        elif v == "count":
            x = 0.3 * a.n
        elif v == "pick":
            x = _card_prior(st, seat, a.card)
        elif v == "recall":
            x = -1.0
        elif v == "to":
            x = 0.3 if a.to in st.b.dock_fjord else 0.1
        out.append(x)
    return out


_HELD = _held_worths()
