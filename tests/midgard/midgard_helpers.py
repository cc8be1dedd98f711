"""Build exact Midgard positions for the worked examples and card tests."""

from __future__ import annotations

from game.midgard import invariants, rounds
from game.midgard.data import (
    ACTION,
    BOAT,
    GOLD_ID,
    LOC_NAMES,
    NUM_PROVINCES,
    QUOTAS,
    ST_PLAY,
    SUPPLY,
    VILLAGES,
    WARRIORS_PER_CLAN,
)
from game.midgard.state import MidgardState

RED, BLACK, GREEN, YELLOW, PURPLE = range(5)
LOC = {name: i for i, name in enumerate(LOC_NAMES)}


def check_invariants(st: MidgardState) -> None:
    """Fail with every broken invariant of the state (game.midgard.invariants)."""
    broken = invariants.check(st)
    assert not broken, broken


def loc(name: str) -> int:
    return LOC[name]


def position(n: int, layout: dict, *, doom=(), supply=None, round_=1) -> MidgardState:
    """layout: {area name: {seat: "C+2W" | "3W" | "C"}}; unlisted Vikings sit in the boat;
    supply: {seat: warriors in the off-board supply} (default 0, as in section 13)."""
    st = MidgardState.blank(n, seed=12345)
    st.round = round_
    st.quota = QUOTAS[round_ - 1]
    st.w = [[0] * n for _ in range(15)]
    st.chief = [BOAT] * n
    placed = [0] * n
    for area, row in layout.items():
        a = LOC[area]
        for seat, text in row.items():
            for part in text.split("+"):
                part = part.strip()
                if part == "C":
                    st.chief[seat] = a
                else:
                    k = int(part[:-1])
                    assert part[-1] == "W"
                    st.w[a][seat] += k
                    placed[seat] += k
    supply = supply or {}
    for s in range(n):
        st.w[SUPPLY][s] = supply.get(s, 0)
        st.w[BOAT][s] += WARRIORS_PER_CLAN - placed[s] - st.w[SUPPLY][s]
        assert st.w[BOAT][s] >= 0
    st.occ = [sum(st.w[a]) + st.chief.count(a) for a in range(13)]
    for p in range(NUM_PROVINCES):
        assert st.occ[p] <= VILLAGES[p]
    st.doom = [1 if LOC_NAMES[p] in doom else 0 for p in range(NUM_PROVINCES)]
    # an action phase in which every seat holds filler cards (never played by the tests)
    st.phase = ACTION
    st.step = ST_PLAY
    st.order = list(range(n))
    st.t = 0
    st.cur = 0
    fill = [c for c in range(38, 50)]  # New Warrior cards as filler
    for s in range(n):
        st.hands[s] = [fill[2 * s], fill[2 * s + 1]]
        for c in st.hands[s]:
            st.decks[0].remove(c)
    check_invariants(st)
    return st


def take_card(st: MidgardState, card: int) -> None:
    """Move `card` out of wherever it is (deck) so that it can be given to a seat."""
    for d in st.decks:
        if card in d:
            d.remove(card)
            return
    for h in st.hands:
        if card in h:
            h.remove(card)
            return


def play(st: MidgardState, seat: int, card: int) -> list:
    """Make it seat's turn with `card` in hand and play it; returns the events."""
    take_card(st, card)
    st.hands[seat].append(card)
    st.hands[seat].sort()
    st.cur = seat
    st.step = ST_PLAY
    st.card = -1
    return st.apply(seat, ("play", card))


def gold(num: int) -> int:
    return GOLD_ID[num]


def end_action_phase(st: MidgardState) -> list:
    ev: list = []
    rounds.end_action_phase(st, ev)
    return ev


def board(st: MidgardState, seat: int) -> dict:
    """{location name: "C+2W"} for the seat (empty places left out)."""
    out = {}
    for a in range(15):
        parts = []
        if st.chief[seat] == a:
            parts.append("C")
        if st.w[a][seat]:
            parts.append(f"{st.w[a][seat]}W")
        if parts:
            out[LOC_NAMES[a]] = "+".join(parts)
    return out
