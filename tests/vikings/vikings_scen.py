"""Scenario builder: a blank board in the action phase, then exact set-ups."""

from __future__ import annotations

from game.core.machine import Decision
from game.vikings import data as D
from game.vikings import new_game


def blank(n: int = 3, ragnarok: bool = False, seed: int = 1, gods=("frigg", "odin", "thor")):
    """Era 1, action phase, empty map; gods in the order of runes F, H, P."""
    st = new_game(n, seed, {"expansion": "ragnarok" if ragnarok else "none"})
    nr = len(st.b.regions)
    for c in st.clans():
        st.settlers[c] = [0] * nr
        st.temples[c] = [0] * nr
        st.smat[c] = D.SETTLERS
        st.tmat[c] = D.TEMPLES
        st.boats[c] = [None] * D.BOATS
        st.res[c] = [0, 0, 0]
        st.favors[c] = []
        st.rows[c] = []
        if st.valk[c]:
            st.valk[c] = [-1] * len(st.valk[c])
    if st.neutral >= 0:
        st.smat[st.neutral] = 0
        st.tmat[st.neutral] = 0
    st.hands = [[] for _ in range(n)]
    st.ctrl = [-1] * nr
    st.gods = list(gods)
    st.god_rune = ["F", "H", "P"]
    st.fury = [0, 0, 0]
    st.ded = {s: 0 for s in D.DEDICATIONS}
    for g in st.gods:
        st.ded[g] = 0
    st.deck = sorted(D.BASE_CARDS + (D.RAGNAROK_CARDS if ragnarok else ()))
    st.discard = []
    st.invaders = []
    st.down = []
    st.erow_b = []
    st.battle = None
    st.draft = None
    st.dmap = []
    st.piles = []
    st.phase = "actions"
    st.era = 1
    st.stack = []
    st.chief_dock = st.chief_dock
    st.villages = set(st.b.village_docks)
    if ragnarok:
        st.giants = [0] * nr
    st._legal = None
    return st


def R(st, rid: str) -> int:
    return st.b.ridx[rid]


def give(st, seat: int, *cards: str) -> None:
    for c in cards:
        if c in st.deck:
            st.deck.remove(c)
        st.hands[seat].append(c)


def on_top(st, *cards: str) -> None:
    """Put cards on top of the deck, the first one drawn first."""
    for c in cards:
        if c in st.deck:
            st.deck.remove(c)
    for c in reversed(cards):
        st.deck.append(c)


def start_turn(st, seat: int) -> list:
    st.stack = [{"k": "turn", "c": -1, "who": seat}]
    st._legal = None
    ev: list = []
    st.run(ev)
    return ev


def push(st, frame: dict) -> list:
    """Push one frame above a parked turn and settle."""
    st.stack.append(frame)
    st._legal = None
    ev: list = []
    st.run(ev)
    return ev


def park(st, seat: int = 0) -> None:
    """A dummy decision at the bottom so settling stops there (keeps the era alive)."""
    st.stack = [{"k": "park", "c": seat}]


def enemy_turn(st, seat: int = 0) -> list:
    """Run one solo enemy turn on top of a parked `seat`; returns its events."""
    park(st, seat)
    st.stack.append({"k": "eturn"})
    ev: list = []
    st.run(ev)
    return ev


def do(st, seat: int, *actions) -> list:
    ev: list = []
    for a in actions:
        ev += st.apply(seat, a)
    return ev


def favor_row(st, row: int, cards: list) -> None:
    st.frows[row] = [[i, c] for i, c in enumerate(cards)]
    for i, c in enumerate(cards):
        st.fhome[c] = [row, i]


def _park_legal(st, f):
    return [("park",)]


def _park_apply(st, f, a, ev):
    return None


# the test-only decision "park" (the game's machine is frozen: tests/vikings/conftest.py adds
# it to the machine's table for each test and takes it away after)
PARK = Decision(_park_legal, _park_apply, False)
