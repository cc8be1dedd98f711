"""Midgard's rules: rounds, draft, turns and every card (rules sections 4, 5, 6, 12).

The functions here work on a `MidgardState` (see state.py for the fields). Actions:

    ("pick", card)            draft: take a card from your packet (D2)
    ("play", card)            play a card from your hand (D3, D10)
    ("viking", loc, "W"|"C")  choose one of your Vikings at a movable source (D4-D7)
    ("to", area)              send the chosen Viking to a province or realm (D4-D6)
    ("attack", prov, victim)  Attack: take the village of victim's warrior in prov (D6 b)
    ("kill", victim)          Attack in a realm: send victim's warrior to Valhalla (D6)
    ("nokill",)               Attack in a realm: kill nobody
    ("target", area)          Viking Horde: the target area (D7)
    ("destroy", prov)         Destroy Kingdom: the province (D8)
    ("place", area)           New Warriors in Kingdom: put a supply warrior there (D9)
    ("token", colour)         Vanaheim: one token colour 0 grey, 1 brown, 2 blue (D11)
    ("done",)                 stop the current card early

Automatic steps (doom draw, deal, reveal, scoring, Ragnarok, the end) happen inside
`apply_action`, so some seat always has a decision until the game is over. A sub-step
whose only choice would be "done" is finished automatically.
"""

from __future__ import annotations

from game.core import HIDDEN, Draft, IllegalAction, clockwise_from

from . import scoring
from .data import (
    ASGARD,
    ATTACK,
    BOAT,
    CARD_DECK,
    CARD_GOLD,
    CARD_KINGDOM,
    CARD_TYPE,
    DESTROY_KINGDOM,
    DOOMED_PER_ROUND,
    DRAW_CARDS,
    DRAW_CARDS_COUNT,
    GOLD,
    HORDE,
    HORDE_MOVES,
    INVASION,
    INVASION_MOVES,
    KINGDOM_PROVINCES,
    MOVABLE_SOURCES,
    NEW_WARRIOR,
    NEW_WARRIORS_KINGDOM,
    NEW_WARRIORS_KINGDOM_MAX,
    NUM_PROVINCES,
    NUM_ROUNDS,
    PACKET,
    QUOTAS,
    REALMS,
    REALMS_TARGET,
    SCORE_KINGDOM,
    SUPPLY,
    TAKE_TOKENS,
    TAKE_TOKENS_COUNT,
    VALHALLA,
    VANAHEIM,
    VANAHEIM_TOKENS,
    VILLAGES,
)

# phases and card sub-steps (strings: readable in JSON and in the UI)
DRAFT, ACTION, VANAHEIM_CHOICE, OVER = "draft", "action", "vanaheim", "over"
ST_PLAY, ST_PICK, ST_DEST, ST_KILL = "play", "pick", "dest", "kill"
ST_HTARGET, ST_HPICK, ST_DESTROY, ST_PLACE = "htarget", "hpick", "destroy", "place"

# pre-built action tuples (no allocation in the hot path)
DONE = ("done",)
NOKILL = ("nokill",)
VIKING_W = tuple(("viking", loc, "W") for loc in range(15))
VIKING_C = tuple(("viking", loc, "C") for loc in range(15))
TO = tuple(("to", a) for a in range(12))
TARGET = tuple(("target", a) for a in range(12))
PLACE = tuple(("place", a) for a in range(12))
DESTROY = tuple(("destroy", p) for p in range(NUM_PROVINCES))
KILL = tuple(("kill", s) for s in range(5))
TOKEN = tuple(("token", c) for c in range(3))
ATTACK_ACT = tuple(tuple(("attack", p, s) for s in range(5)) for p in range(NUM_PROVINCES))
PLAY = {}
PICK = {}
for _c in range(-1, 100):
    PLAY[_c] = ("play", _c)
    PICK[_c] = ("pick", _c)
ALL_PROVINCES = tuple(range(NUM_PROVINCES))


# --- small board helpers ----------------------------------------------------------------
def move(st, seat: int, chief: bool, src: int, dst: int, events: list) -> None:
    """Move one of seat's Vikings from src to dst (any locations), keeping counts."""
    if chief:
        st.chief[seat] = dst
    else:
        st.w[src][seat] -= 1
        st.w[dst][seat] += 1
    if src < 13:
        st.occ[src] -= 1
    if dst < 13:
        st.occ[dst] += 1
    events.append({"t": "move", "seat": seat, "kind": "C" if chief else "W", "from": src, "to": dst})


def has_viking_outside(st, seat: int, exclude: int) -> bool:
    """True if seat has a Viking at a movable source other than `exclude`."""
    c = st.chief[seat]
    if c != exclude and c != VALHALLA:
        return True
    w = st.w
    for loc in MOVABLE_SOURCES:
        if loc != exclude and w[loc][seat]:
            return True
    return False


def viking_choices(st, seat: int, exclude: int = -1) -> list:
    """("viking", loc, kind) for each own Viking at a movable source (not `exclude`)."""
    out = []
    c = st.chief[seat]
    if c != exclude and c != VALHALLA:
        out.append(VIKING_C[c])
    w = st.w
    for loc in MOVABLE_SOURCES:
        if loc != exclude and w[loc][seat]:
            out.append(VIKING_W[loc])
    return out


def _room(st, p: int) -> bool:
    return st.occ[p] < VILLAGES[p]


def _opp_warriors(st, area: int, seat: int) -> list:
    row = st.w[area]
    return [x for x in range(st.n) if x != seat and row[x]]


# --- legal actions ------------------------------------------------------------------------
def to_act(st) -> list:
    ph = st.phase
    if ph == ACTION:
        return [st.cur]
    if ph == DRAFT:
        return st.draft.to_act()
    if ph == VANAHEIM_CHOICE:
        return [st.van_seat]
    return []


def legal_actions(st, seat: int) -> list:
    ph = st.phase
    if ph == ACTION:
        if seat != st.cur:
            return []
        return _action_legal(st, seat)
    if ph == DRAFT:
        return [PICK[c] for c in st.draft.choices(seat)]
    if ph == VANAHEIM_CHOICE:
        return list(TOKEN) if seat == st.van_seat else []
    return []


def _action_legal(st, seat: int) -> list:
    step = st.step
    if step == ST_PLAY:
        hand = st.hands[seat]
        out = [PLAY[c] for c in hand if c != HIDDEN]
        if not out and hand:
            out = [PLAY[HIDDEN]]
        return out
    if step == ST_PICK:
        out = viking_choices(st, seat)
        out.append(DONE)
        return out
    card = st.card
    typ = CARD_TYPE[card]
    if step == ST_DEST:
        src = st.src
        if typ == NEW_WARRIOR:
            provs = ALL_PROVINCES
        else:
            provs = KINGDOM_PROVINCES[CARD_KINGDOM[card]]
        occ = st.occ
        out = []
        if typ == ATTACK:
            row_w = st.w
            for p in provs:
                if p != src and occ[p] < VILLAGES[p]:
                    out.append(TO[p])
                row = row_w[p]
                for x in range(st.n):
                    if x != seat and row[x]:
                        out.append(ATTACK_ACT[p][x])
            for r in REALMS:
                if r != src or _opp_warriors(st, r, seat):
                    out.append(TO[r])
            return out
        for p in provs:
            if p != src and occ[p] < VILLAGES[p]:
                out.append(TO[p])
        if src != ASGARD:
            out.append(TO[ASGARD])
        if src != VANAHEIM:
            out.append(TO[VANAHEIM])
        return out
    if step == ST_KILL:
        out = [KILL[x] for x in _opp_warriors(st, st.target, seat)]
        out.append(NOKILL)
        return out
    if step == ST_HTARGET:
        occ = st.occ
        out = [TARGET[p] for p in ALL_PROVINCES if occ[p] < VILLAGES[p]]
        out.append(TARGET[ASGARD])
        out.append(TARGET[VANAHEIM])
        out.append(DONE)
        return out
    if step == ST_HPICK:
        out = viking_choices(st, seat, st.target)
        out.append(DONE)
        return out
    if step == ST_DESTROY:
        return [DESTROY[p] for p in KINGDOM_PROVINCES[CARD_KINGDOM[card]]]
    if step == ST_PLACE:
        out = _place_spots(st)
        out = [PLACE[a] for a in out]
        out.append(DONE)
        return out
    return []


def _place_spots(st) -> list:
    k = CARD_KINGDOM[st.card]
    if k == REALMS_TARGET:
        return [ASGARD, VANAHEIM]
    occ = st.occ
    return [p for p in KINGDOM_PROVINCES[k] if occ[p] < VILLAGES[p]]


# --- applying -------------------------------------------------------------------------
def apply_action(st, seat: int, action: tuple) -> list:
    events: list = []
    ph = st.phase
    if ph == ACTION:
        _apply_action_phase(st, seat, action, events)
    elif ph == DRAFT:
        _apply_draft(st, seat, action, events)
    elif ph == VANAHEIM_CHOICE:
        _apply_vanaheim(st, seat, action, events)
    else:
        raise IllegalAction("the game is over")
    return events


def _apply_draft(st, seat: int, action: tuple, events: list) -> None:
    card = action[1]
    draft = st.draft
    passed = draft.pick(seat, card)
    events.append({"t": "pick", "seat": seat})
    if passed and draft.done:
        for s in range(st.n):
            st.hands[s].extend(draft.picked[s])
            st.hands[s].sort()
        st.draft = None
        events.append({"t": "draft_done", "round": st.round})
        start_action_phase(st, events)


def _apply_vanaheim(st, seat: int, action: tuple, events: list) -> None:
    colour = action[1]
    st.tokens[seat][colour] += 1
    st.van_left -= 1
    events.append({"t": "vanaheim_token", "seat": seat, "colour": colour, "secret": True})
    if st.van_left <= 0:
        st.van_seat = -1
        end_of_round(st, events)


def _apply_action_phase(st, seat: int, action: tuple, events: list) -> None:
    verb = action[0]
    step = st.step
    if step == ST_PLAY:
        _play_card(st, seat, action[1], events)
        return
    if verb == "done":
        events.append({"t": "stop", "seat": seat, "card": st.card})
        _finish_card(st, events)
        return
    card = st.card
    typ = CARD_TYPE[card]
    if step == ST_PICK:
        st.src = action[1]
        st.typ = 1 if action[2] == "C" else 0
        st.step = ST_DEST
        return
    if step == ST_DEST:
        src, chief = st.src, st.typ == 1
        if verb == "attack":
            p, victim = action[1], action[2]
            events.append({"t": "kill", "seat": seat, "victim": victim, "area": p})
            move(st, victim, False, p, VALHALLA, events)
            if src != p:
                move(st, seat, chief, src, p, events)
            _finish_card(st, events)
            return
        dst = action[1]
        if src != dst:
            move(st, seat, chief, src, dst, events)
        if typ == ATTACK:
            if dst >= 10 and _opp_warriors(st, dst, seat):
                st.target = dst
                st.step = ST_KILL
                return
            _finish_card(st, events)
            return
        st.left -= 1
        if st.left <= 0 or not has_viking_outside(st, seat, -1):
            _finish_card(st, events)
        else:
            st.step = ST_PICK
        return
    if step == ST_KILL:
        if verb == "kill":
            victim = action[1]
            events.append({"t": "kill", "seat": seat, "victim": victim, "area": st.target})
            move(st, victim, False, st.target, VALHALLA, events)
        else:
            events.append({"t": "nokill", "seat": seat, "area": st.target})
        _finish_card(st, events)
        return
    if step == ST_HTARGET:
        st.target = action[1]
        events.append({"t": "horde_target", "seat": seat, "area": st.target})
        st.left = HORDE_MOVES
        st.step = ST_HPICK
        if not has_viking_outside(st, seat, st.target):
            _finish_card(st, events)
        return
    if step == ST_HPICK:
        tgt = st.target
        move(st, seat, action[2] == "C", action[1], tgt, events)
        st.left -= 1
        if st.left <= 0 or (tgt < NUM_PROVINCES and not _room(st, tgt)) \
                or not has_viking_outside(st, seat, tgt):
            _finish_card(st, events)
        return
    if step == ST_DESTROY:
        p = action[1]
        _destroy(st, seat, p, events)
        _finish_card(st, events)
        return
    if step == ST_PLACE:
        move(st, seat, False, SUPPLY, action[1], events)
        st.left -= 1
        if st.left <= 0 or not st.w[SUPPLY][seat] or not _place_spots(st):
            _finish_card(st, events)
        return
    raise IllegalAction(f"unexpected step {step!r}")


def _destroy(st, seat: int, p: int, events: list) -> None:
    events.append({"t": "destroy", "seat": seat, "province": p, "count": st.occ[p]})
    row = st.w[p]
    for s in range(st.n):
        if st.chief[s] == p:
            move(st, s, True, p, VALHALLA, events)
        for _ in range(row[s]):
            move(st, s, False, p, VALHALLA, events)


def _play_card(st, seat: int, card: int, events: list) -> None:
    hand = st.hands[seat]
    hand.remove(card)
    st.played[seat].append(card)
    if not st.extra:
        st.turns[seat] += 1     # a regular turn (extra turns never count, 4.4)
    st.card = card
    st.src = -1
    st.typ = 0
    st.target = -1
    events.append({"t": "play", "seat": seat, "card": card, "extra": st.extra})
    if card == HIDDEN:          # only in a view that was not determinised: no effect
        _finish_card(st, events)
        return
    typ = CARD_TYPE[card]
    k = CARD_KINGDOM[card]
    if typ == INVASION or typ == ATTACK:
        st.left = INVASION_MOVES if typ == INVASION else 1
        st.step = ST_PICK
        if not has_viking_outside(st, seat, -1):
            _finish_card(st, events)
        return
    if typ == NEW_WARRIOR:
        if st.w[SUPPLY][seat]:
            move(st, seat, False, SUPPLY, BOAT, events)
        st.left = 1
        st.step = ST_PICK
        if not has_viking_outside(st, seat, -1):
            _finish_card(st, events)
        return
    if typ == HORDE:
        st.step = ST_HTARGET
        return
    if typ == SCORE_KINGDOM:
        scoring.score_kingdom(st, k, events)
        _finish_card(st, events)
        return
    if typ == TAKE_TOKENS:
        st.tokens[seat][k] += TAKE_TOKENS_COUNT
        events.append({"t": "tokens", "seat": seat, "colour": k, "count": TAKE_TOKENS_COUNT,
                       "why": "card"})
        _finish_card(st, events)
        return
    if typ == DRAW_CARDS:
        deck = st.decks[k]
        got = min(DRAW_CARDS_COUNT, len(deck))
        for _ in range(got):
            hand.append(deck.pop())
        hand.sort()
        events.append({"t": "draw", "seat": seat, "deck": k, "count": got})
        _finish_card(st, events)
        return
    if typ == DESTROY_KINGDOM:
        st.step = ST_DESTROY
        return
    if typ == NEW_WARRIORS_KINGDOM:
        st.left = min(NEW_WARRIORS_KINGDOM_MAX, st.w[SUPPLY][seat])
        st.step = ST_PLACE
        if st.left <= 0 or not _place_spots(st):
            events.append({"t": "no_effect", "seat": seat, "card": card,
                           "why": "supply" if st.left <= 0 else "full"})
            _finish_card(st, events)
        return
    raise IllegalAction(f"unknown card {card}")


def _finish_card(st, events: list) -> None:
    """The current card is resolved: extra turn after Draw Cards, else the next turn."""
    card = st.card
    st.card = -1
    st.step = ST_PLAY
    st.src = -1
    st.target = -1
    st.left = 0
    seat = st.cur
    if card != HIDDEN and CARD_TYPE[card] == DRAW_CARDS and st.hands[seat]:
        st.extra = True
        events.append({"t": "extra_turn", "seat": seat})
        return
    # the regular turn (with any extra turns it caused) is over
    st.extra = False
    _next_turn(st, events)


def _next_turn(st, events: list) -> None:
    n = st.n
    total = n * st.quota
    while True:
        st.t += 1
        if st.t >= total:
            end_action_phase(st, events)
            return
        s = st.order[st.t % n]
        if st.hands[s]:
            st.cur = s
            return
        # a seat with no card left loses the turn (cannot happen in a real game: 5.2)
        st.turns[s] += 1
        events.append({"t": "skip", "seat": s})


# --- rounds -------------------------------------------------------------------------------
def start_round(st, events: list) -> None:
    """Doom phase, shuffle and deal, then the draft (or straight to the action phase)."""
    st.round += 1
    r = st.round
    events.append({"t": "round", "round": r})
    doomed = st.rng.sample(range(NUM_PROVINCES), DOOMED_PER_ROUND)
    doomed.sort()
    st.doom = [1 if p in doomed else 0 for p in range(NUM_PROVINCES)]
    events.append({"t": "doom", "provinces": doomed})
    for d in st.decks:
        st.rng.shuffle(d)
    packets = []
    for _ in range(st.n):
        pk = []
        for deck, cnt in zip(st.decks, PACKET):
            for _ in range(min(cnt, len(deck))):
                pk.append(deck.pop())
        pk.sort()
        packets.append(pk)
    st.turns = [0] * st.n
    if r == 1 and st.beginner:
        for s in range(st.n):
            st.hands[s].extend(packets[s])
            st.hands[s].sort()
        events.append({"t": "dealt", "round": r, "draft": False})
        start_action_phase(st, events)
        return
    st.draft = Draft(packets, direction=1)
    st.phase = DRAFT
    events.append({"t": "dealt", "round": r, "draft": True})


def start_action_phase(st, events: list) -> None:
    """6.3 step 1: reveal gold cards; the highest number starts, then clockwise."""
    n = st.n
    best, first = 0, -1
    for s in range(n):
        golds = sorted(c for c in st.hands[s] if c != HIDDEN and CARD_DECK[c] == GOLD)
        events.append({"t": "reveal", "seat": s, "cards": golds})
        for c in golds:
            if CARD_GOLD[c] > best:
                best, first = CARD_GOLD[c], s
    if first < 0:       # only possible in an undeterminised view
        first = 0
    st.order = clockwise_from(first, n)
    st.quota = QUOTAS[st.round - 1]
    st.t = -1
    st.phase = ACTION
    st.step = ST_PLAY
    st.card = -1
    st.extra = False
    events.append({"t": "order", "order": list(st.order), "quota": st.quota})
    _next_turn(st, events)


def end_action_phase(st, events: list) -> None:
    """Every card of the round is played: the scoring phase (pausing for Vanaheim's
    choice if it has a controller), then Ragnarok and the next round or the end."""
    events.append({"t": "action_done", "round": st.round})
    st.card = -1
    st.step = ST_PLAY
    v = scoring.scoring_phase(st, events)
    if v >= 0:
        st.phase = VANAHEIM_CHOICE
        st.van_seat = v
        st.van_left = VANAHEIM_TOKENS
        return
    end_of_round(st, events)


def end_of_round(st, events: list) -> None:
    scoring.ragnarok(st, events)
    if st.round >= NUM_ROUNDS:
        scoring.final_sets(st, events)
        st.phase = OVER
        st.step = ""
        events.append({"t": "game_over", "scores": st.scores(), "winners": scoring.winners(st)})
        return
    start_round(st, events)
