"""The round (rules section 6): the doom phase and the deal (6.1), the start of the
action phase (6.3 step 1: gold reveal and turn order), the turns and the end of a card,
the scoring phase (6.4, pausing for Vanaheim's choice), Ragnarok (6.5) and the end of the
game (10). These automatic parts run inside the decision that leads to them (draft.py,
cards.py, vanaheim.py), so some seat always has a decision until the game is over.
"""

from __future__ import annotations

from typing import Any

from game.core import HIDDEN, Draft, clockwise_from

from . import scoring
from .data import (
    ACTION,
    CARD_DECK,
    CARD_GOLD,
    CARD_TYPE,
    DOOMED_PER_ROUND,
    DRAFT,
    DRAW_CARDS,
    GOLD,
    NUM_PROVINCES,
    NUM_ROUNDS,
    OVER,
    PACKET,
    QUOTAS,
    ST_PLAY,
    VANAHEIM_CHOICE,
    VANAHEIM_TOKENS,
)
from .ragnarok import ragnarok
from .state import winners


def start_round(st: Any, events: list) -> None:
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


def start_action_phase(st: Any, events: list) -> None:
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
    next_turn(st, events)


def finish_card(st: Any, events: list) -> None:
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
    next_turn(st, events)


def next_turn(st: Any, events: list) -> None:
    """The next regular turn in turn order, or the end of the action phase."""
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


def end_action_phase(st: Any, events: list) -> None:
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


def end_of_round(st: Any, events: list) -> None:
    """Ragnarok (6.5), then the next round, or after round 3 the final sets and the end."""
    ragnarok(st, events)
    if st.round >= NUM_ROUNDS:
        scoring.final_sets(st, events)
        st.phase = OVER
        st.step = ""
        events.append({"t": "game_over", "scores": st.scores(), "winners": winners(st)})
        return
    start_round(st, events)
