"""Midgard's heuristic for the game-agnostic bots (game/ai): evaluation, priors,
determinisation (see game/ai/common.py for the contract).

The evaluation projects every seat's final score:
- points already scored;
- this round's scoring still to come: province control per kingdom by the steps
  0/3/7/12/20 (a narrow lead counts a little less while opponents still have turns),
  Asgard's 5 points, Vanaheim's 2 tokens, presence tokens, and at Ragnarok 2 + 1 points
  per Viking in a doomed province plus 1 per Viking already in Valhalla;
- standing: a province held outside doom carries into the next round;
- kingdom tokens valued towards sets of one of each colour (5 per set; the scarcest
  colour is worth most);
- the cards in hand: each card's worth for the rest of the round (cards beyond this
  round's remaining turns count less, and nothing in round 3); while drafting, the
  picked cards, and the best card of the packet a seat is about to receive;
- Vikings in play (not in the off-board supply) for the rounds still to come;
- a card being resolved: the best completion of the current sub-step, or an allowance
  per move still to make.
`evaluate(view, seat)` is the seat's projection minus the best other projection.
"""

from __future__ import annotations

from game.core import HIDDEN, Rng

from .data import (
    ACTION,
    ASGARD,
    ASGARD_POINTS,
    ATTACK,
    BOAT,
    CARD_DECK,
    CARD_KINGDOM,
    CARD_TYPE,
    CONTROL_POINTS,
    DESTROY_KINGDOM,
    DOOM_POINTS,
    DRAFT,
    DRAW_CARDS,
    GOLD,
    HORDE,
    INVASION,
    KINGDOM_PROVINCES,
    NEW_WARRIOR,
    NEW_WARRIORS_KINGDOM,
    NUM_PROVINCES,
    NUM_ROUNDS,
    OVER,
    PROVINCE_KINGDOM,
    QUOTAS,
    SCORE_KINGDOM,
    SET_POINTS,
    ST_DEST,
    ST_DESTROY,
    ST_HPICK,
    ST_HTARGET,
    ST_KILL,
    ST_PICK,
    ST_PLACE,
    SUPPLY,
    TAKE_TOKENS,
    TAKE_TOKENS_COUNT,
    VALHALLA,
    VALHALLA_POINTS,
    VANAHEIM,
    VANAHEIM_CHOICE,
    VANAHEIM_TOKENS,
    VILLAGES,
    WARRIORS_PER_CLAN,
)
from .moves import (
    Attack,
    ChooseViking,
    Destroy,
    Done,
    HordeTarget,
    Kill,
    KillNobody,
    MoveTo,
    Pick,
    PlaceWarrior,
    Play,
    TakeToken,
    named,
)
from .view import determinize as determinize_view

MARGIN_SCALE = 8.0        # points of margin that make a clear favourite
EASY_TEMPERATURE = 1.5    # points: the easy bot's softmax temperature
# the pace of `hard` (game.ai.pace): a whole table of hard bots thinks at most this many
# seconds per round at the default setting, a seat's share spread over its searches
ROUND_SECONDS = 5.0
SEARCHES_PER_ROUND = 22   # a seat's searches in round 1 (about 20-25 at 2-5 players)
# from this many seats on (every count), the tree of `hard` holds its own choices only: the opponents
# play the playout policy during the descent (game.ai.mcts); measured as good as a tree
# of every seat's choices and cheaper (docs/tuning.md)
OWN_TREE_PLAYERS = 2
# `hard` compares its root actions on common random numbers (game.ai.mcts: the k-th visit
# of every root action plays from the same determinisation and draws), at no extra CPU:
# a gain at 4 players (docs/tuning.md)
PAIRED_ROOT = True

# --- weights (points) -----------------------------------------------------------------
MOVE_VALUE = 1.6          # a move still to make on the card being resolved
CARRY_FACTOR = 0.75       # a card kept for a later round, against one played this round
STANDING = 1.2            # a province held outside doom, per later round
IN_PLAY = 0.5             # a Viking in play (not in the supply), per later round
PACKET_SHARE = 0.6        # share of the best card of the packet a seat receives next
BASE_WORTH = {INVASION: 4.0, NEW_WARRIOR: 3.6, ATTACK: 4.6, HORDE: 5.6}
AVG_WORTH = 4.3           # a card nobody has seen
DRAW_WORTH = (7.0, 7.5)   # Draw Cards: bronze, silver (two cards and an extra turn)


def _g(x: float) -> float:
    """CONTROL_POINTS interpolated: the kingdom points for x (fractional) provinces."""
    if x <= 0:
        return 0.0
    i = int(x)
    if i >= 4:
        return float(CONTROL_POINTS[4])
    lo = CONTROL_POINTS[i]
    return lo + (CONTROL_POINTS[i + 1] - lo) * (x - i)


def token_value(g: float, b: float, u: float) -> float:
    """Worth of a token pile towards sets: 5 per complete set, and partial credit for
    the colours ahead of the scarcest (they complete sets once it catches up)."""
    a, m, c = sorted((g, b, u))
    return SET_POINTS * a + 1.5 * (m - a) + 0.5 * (c - m)


class _Board:
    """One pass over the board: per seat projections of this round's scoring."""

    __slots__ = ("proj", "tok", "kpts", "ktok")


def _analyse(st) -> _Board:
    n = st.n
    w = st.w
    chief = st.chief
    occ = st.occ
    phase = st.phase
    rnd = st.round
    later = NUM_ROUNDS - rnd           # rounds after this one
    proj = [float(sum(p)) for p in st.pts]
    tok = [[float(t) for t in st.tokens[s]] for s in range(n)]
    for s in range(n):
        h = st.tok_hidden[s]
        if h:
            for k in range(3):
                tok[s][k] += h / 3.0
    kpts = [[0.0, 0.0, 0.0] for _ in range(n)]
    ktok = [[0, 0, 0] for _ in range(n)]
    b = _Board()
    b.proj, b.tok, b.kpts, b.ktok = proj, tok, kpts, ktok
    if phase == OVER:
        return b
    scoring_ahead = phase != VANAHEIM_CHOICE
    # how settled the board is: opponents' turns still to come this round
    if phase == ACTION:
        left = n * st.quota - st.t
        settle = 1.0 if left <= 1 else 0.0
    elif phase == DRAFT:
        left, settle = 99, 0.0
    else:
        left, settle = 0, 1.0
    doom = st.doom
    if scoring_ahead:
        for k in range(3):
            cnt = [0.0] * n
            for p in KINGDOM_PROVINCES[k]:
                if not occ[p]:
                    continue
                row = w[p]
                best = second = 0
                who = -1
                for s in range(n):
                    v = row[s] * 2
                    if chief[s] == p:
                        v += 3
                    if v:
                        ktok[s][k] += 1
                        if doom[p]:
                            proj[s] += (DOOM_POINTS + VALHALLA_POINTS) * (v // 2)
                    if v > best:
                        second = best
                        best = v
                        who = s
                    elif v == best:
                        second = v
                        who = -1
                    elif v > second:
                        second = v
                if who >= 0:
                    gap = best - second        # doubled strength: 1 = chieftain edge, 2 = a warrior
                    if settle:
                        conf = 1.0
                    else:
                        conf = 0.62 + 0.1 * gap
                        if conf > 1.0:
                            conf = 1.0
                        if VILLAGES[p] - occ[p] > 0 and gap <= 2:
                            conf -= 0.05
                    cnt[who] += conf
                    if later and not doom[p]:
                        proj[who] += STANDING * later * conf
            for s in range(n):
                if cnt[s]:
                    pts = _g(cnt[s])
                    kpts[s][k] = pts
                    proj[s] += pts
                if ktok[s][k]:
                    tok[s][k] += ktok[s][k]
        # Asgard and Vanaheim
        for area in (ASGARD, VANAHEIM):
            if not occ[area]:
                continue
            row = w[area]
            best = second = 0
            who = -1
            for s in range(n):
                v = row[s] * 2
                if chief[s] == area:
                    v += 3
                if v > best:
                    second, best, who = best, v, s
                elif v == best:
                    second, who = v, -1
                elif v > second:
                    second = v
            if who >= 0:
                conf = 1.0 if settle else min(1.0, 0.62 + 0.1 * (best - second))
                if area == ASGARD:
                    proj[who] += ASGARD_POINTS * conf
                else:
                    t = tok[who]
                    for _ in range(VANAHEIM_TOKENS):
                        k = min(range(3), key=t.__getitem__)
                        t[k] += conf
    else:
        # Vanaheim's choice is pending: the remaining tokens go to the scarcest colour
        if st.van_seat >= 0:
            t = tok[st.van_seat]
            for _ in range(st.van_left):
                k = min(range(3), key=t.__getitem__)
                t[k] += 1
        for p in range(NUM_PROVINCES):
            if doom[p] and occ[p]:
                row = w[p]
                for s in range(n):
                    c = row[s] + (1 if chief[s] == p else 0)
                    if c:
                        proj[s] += (DOOM_POINTS + VALHALLA_POINTS) * c
    # Vikings already in Valhalla score 1 each at Ragnarok
    val = w[VALHALLA]
    for s in range(n):
        c = val[s] + (1 if chief[s] == VALHALLA else 0)
        if c:
            proj[s] += VALHALLA_POINTS * c
        if later:
            proj[s] += IN_PLAY * later * (WARRIORS_PER_CLAN + 1 - w[SUPPLY][s])
    return b


def card_worth(st, seat: int, card: int, b: _Board) -> float:
    """What `card` in seat's hand should bring when played this round (points)."""
    if card == HIDDEN:
        return AVG_WORTH
    typ = CARD_TYPE[card]
    base = BASE_WORTH.get(typ)
    if base is not None:
        if typ == NEW_WARRIOR and not st.w[SUPPLY][seat]:
            return base - 1.0
        return base
    k = CARD_KINGDOM[card]
    if typ == SCORE_KINGDOM:
        return max(2.0, b.kpts[seat][k] + 1.2 * b.ktok[seat][k])
    if typ == TAKE_TOKENS:
        t = b.tok[seat]
        before = token_value(t[0], t[1], t[2])
        after = list(t)
        after[k] += TAKE_TOKENS_COUNT
        return token_value(after[0], after[1], after[2]) - before + 0.5
    if typ == DRAW_CARDS:
        return DRAW_WORTH[k]
    if typ == DESTROY_KINGDOM:
        return 3.5
    if typ == NEW_WARRIORS_KINGDOM:
        return 2.6 * min(2, st.w[SUPPLY][seat]) + 0.5
    return AVG_WORTH


def _hand_value(st, seat: int, cards: list, playable: int, b: _Board) -> float:
    if not cards:
        return 0.0
    worths = []
    for c in cards:           # a loop, not a generator: no frame resumed per card
        worths.append(card_worth(st, seat, c, b))
    worths.sort(reverse=True)
    carry = CARRY_FACTOR if st.round < NUM_ROUNDS else 0.0
    v = 0.0
    for i, x in enumerate(worths):
        v += x if i < playable else x * carry
    return v


def projections(st) -> list[float]:
    """Projected final score of every seat (static: no search)."""
    b = _analyse(st)
    proj = b.proj
    n = st.n
    phase = st.phase
    if phase == OVER:
        return [float(x) for x in st.scores()]
    draft = st.draft if phase == DRAFT else None
    for s in range(n):
        if phase == ACTION:
            playable = st.quota - st.turns[s]
            if st.extra and st.cur == s:
                playable += 1
            proj[s] += _hand_value(st, s, st.hands[s], playable, b)
        elif draft is not None:
            cards = list(st.hands[s]) + draft.picked[s]
            if draft.pending[s] is not None:
                cards.append(draft.pending[s])
            quota = QUOTAS[st.round - 1]
            proj[s] += _hand_value(st, s, cards, quota, b)
            # the packet this seat receives next (or holds now if it has not picked)
            src = s if draft.pending[s] is None else (s - draft.direction) % n
            pk = draft.packs[src]
            if pk and len(draft.picked[s]) + (draft.pending[s] is not None) < 6:
                best = max(card_worth(st, s, c, b) for c in pk)
                proj[s] += PACKET_SHARE * best
        else:
            quota = QUOTAS[st.round] if st.round < NUM_ROUNDS else 0
            proj[s] += _hand_value(st, s, st.hands[s], quota, b)
        t = b.tok[s]
        proj[s] += token_value(t[0], t[1], t[2])
    # the card being resolved: an allowance per move still to make
    if phase == ACTION and st.card >= 0:
        step = st.step
        if step == ST_PICK or step == ST_HPICK:
            proj[st.cur] += MOVE_VALUE * st.left
    return proj


def _margins(proj: list[float]) -> list[float]:
    n = len(proj)
    out = []
    for s in range(n):
        best = max(proj[j] for j in range(n) if j != s)
        out.append(proj[s] - best)
    return out


# sub-steps where the acting seat's best completion is looked at (one level)
_DECIDE = (ST_DEST, ST_KILL, ST_HTARGET, ST_DESTROY, ST_PLACE)


def evaluate_all(st) -> list[float]:
    """evaluate() for every seat."""
    if st.phase == ACTION and st.card >= 0 and st.step in _DECIDE:
        actor = st.cur
        best = None
        for a in st.legal_actions(actor):
            c = st.clone()
            c.apply(actor, a)
            proj = projections(c)
            if best is None or proj[actor] > best[actor]:
                best = proj
        if best is not None:
            return _margins(best)
    return _margins(projections(st))


def evaluate(view, seat: int) -> float:
    """Expected final score margin of seat: projection minus the best other one."""
    return evaluate_all(view)[seat]


def round_index(st) -> int:
    return st.round


def rollout_until(st, seat: int):
    """Where a playout of `hard` ends (game.ai.mcts). Before the last round: at the end of
    the round (None: round_index), where the evaluation judges the next round's draft
    (cutting there at the round's last card instead lost: docs/tuning.md). In the
    last round: at its last card (the last turn, before the card is chosen, not during an
    extra turn), where the board is settled and the evaluation's margin turns into a win
    chance, instead of the game's end, where a playout is a whole win or loss."""
    if st.round < NUM_ROUNDS:
        return None

    def stop(s) -> bool:
        return s.phase == ACTION and s.card < 0 and not s.extra and s.t >= s.n * s.quota - 1
    return stop


def observed_action(st, observer: int, actor: int, action):
    """Draft picks and Vanaheim token colours are secret; everything else is seen."""
    verb = action[0]          # positional: hot in every playout (verb first, moves.py)
    if verb == "pick" or verb == "token":
        return None
    return action


def determinize(view, seat: int, rng: Rng):
    """A full state consistent with the view (view.py), RNG reseeded."""
    return determinize_view(view, rng)


# --- priors: quick action values for easy/tie-breaks/rollouts ----------------------------------
def _strengths(st, area: int) -> list[int]:
    row = st.w[area]
    chief = st.chief
    v = []
    for s in range(st.n):     # a loop, not a comprehension: no frame per call (3.11)
        v.append(row[s] * 2 + (3 if chief[s] == area else 0))
    return v


def _ctrl(v: list[int]) -> int:
    best, who = 0, -1
    for s, x in enumerate(v):
        if x > best:
            best, who = x, s
        elif x == best:
            who = -1
    return who


def _area_worth(st, area: int) -> float:
    if area == ASGARD:
        return 5.0
    if area == VANAHEIM:
        return 2.5
    return 3.5 + (1.0 if PROVINCE_KINGDOM[area] == 2 else 0.0)


def _arrive_gain(st, seat: int, area: int, add: int, victim: int = -1) -> float:
    """Quick value for seat of adding `add` (doubled strength) to area, optionally
    removing one warrior of victim there."""
    v = _strengths(st, area)
    before = _ctrl(v)
    v[seat] += add
    if victim >= 0:
        v[victim] -= 2
    after = _ctrl(v)
    gain = 0.0
    worth = _area_worth(st, area)
    if after == seat and before != seat:
        gain += worth
        if before >= 0:
            gain += 0.5 * worth      # taken from an opponent
    elif before == seat:
        gain += 0.3
    elif after == -1 and before >= 0:
        gain += 0.4 * worth          # broke someone's control
    if area < NUM_PROVINCES:
        if st.doom[area]:
            gain += (DOOM_POINTS + VALHALLA_POINTS) * 0.9
        if not (st.w[area][seat] or st.chief[seat] == area):
            gain += 1.0              # a presence token
    if victim >= 0:
        gain += 1.0
    return gain


def _leave_loss(st, seat: int, src: int, add: int) -> float:
    if src == BOAT or src == SUPPLY:
        return 0.0
    v = _strengths(st, src)
    before = _ctrl(v)
    v[seat] -= add
    after = _ctrl(v)
    loss = 0.0
    if before == seat and after != seat:
        loss += _area_worth(st, src)
    if src < NUM_PROVINCES:
        if st.doom[src]:
            loss += DOOM_POINTS + VALHALLA_POINTS
        if v[seat] <= 0:
            loss += 1.0
    return loss + 0.2


_NEEDS_BOARD = (SCORE_KINGDOM, TAKE_TOKENS)


def priors(view, seat: int, actions: list) -> list[float]:
    st = view
    out = []
    b = None
    leave = None          # the loss of leaving st.src, the same for every MoveTo
    for a in actions:
        # the search's hottest loop: an action's type says its kind (an identity test,
        # where reading a field of a tuple subclass costs a generic lookup), and a field
        # is read by position once (moves.py's order, verb first)
        t = type(a)
        if t is Play or t is Pick:
            c = a[1]
            if b is None and c >= 0 and CARD_TYPE[c] in _NEEDS_BOARD:
                b = _analyse(st)          # only these cards' worth reads the board
            x = card_worth(st, seat, c, b)
            if c >= 0:
                if t is Play:
                    typ = CARD_TYPE[c]
                    if typ == DRAW_CARDS:
                        x += 10.0            # more choice now
                    elif typ == SCORE_KINGDOM or typ == TAKE_TOKENS:
                        x -= 1.0
                elif st.draft is not None:
                    nxt = (seat + st.draft.direction) % st.n
                    if nxt != seat:
                        x += 0.3 * card_worth(st, nxt, c, b)     # denial to the next seat
                    if CARD_DECK[c] == GOLD:
                        x += 0.3
            out.append(x)
        elif t is MoveTo or t is PlaceWarrior:
            add = 3 if (t is MoveTo and st.typ == 1) else 2
            x = _arrive_gain(st, seat, a[1], add)
            if t is MoveTo:
                if leave is None:
                    leave = _leave_loss(st, seat, st.src, add)
                x -= leave
            out.append(x)
        elif t is ChooseViking:
            out.append(-_leave_loss(st, seat, a[1], 3 if a[2] == "C" else 2))
        elif t is Attack:
            add = 3 if st.typ == 1 else 2
            out.append(_arrive_gain(st, seat, a[1], add, a[2]) - _leave_loss(st, seat, st.src, add))
        elif t is Kill:
            out.append(1.0 + (1.5 if _ctrl(_strengths(st, st.target)) == a[1] else 0.0))
        elif t is HordeTarget:
            out.append(1.6 * _arrive_gain(st, seat, a[1], 2))
        elif t is Destroy:
            p = a[1]
            v = _strengths(st, p)
            out.append(0.8 * (sum(v) - v[seat]) - 1.2 * v[seat] - (6.0 if st.doom[p] else 0.0) * (v[seat] > 0))
        elif t is TakeToken:
            tk = list(st.tokens[seat])
            before = token_value(*tk)
            tk[a[1]] += 1
            out.append(token_value(*tk) - before)
        elif t is KillNobody:
            out.append(0.0)
        elif t is Done:
            out.append(-0.1)
        elif t is tuple and named(a) is not a:
            out.append(priors(view, seat, [named(a)])[0])   # a bare tuple of an action's parts
        else:
            out.append(0.0)
    return out


__all__ = ["evaluate", "evaluate_all", "priors", "determinize", "round_index", "rollout_until", "observed_action",
           "projections", "card_worth", "token_value", "MARGIN_SCALE"]

_ = (ATTACK,)
