"""The pieces of the table every rule handles, below the rules modules: the Viking deck
(drawing, and a hidden card of a view), the Favor rows (their ends, taking a card) and the
villages raided."""

from __future__ import annotations

from game.core import HIDDEN

from . import data as D

ENDS = ("left", "right")


# ------------------------------------------------------------------ the deck
def draw_card(st) -> str | None:
    """Top card of the Viking deck (the discard pile is reshuffled when it runs out)."""
    if not st.deck:
        if not st.discard:
            return None
        st.deck = st.discard
        st.discard = []
        st.ndown = []
        st.rng.shuffle(st.deck)
    card = st.deck.pop()
    if card == HIDDEN:
        card = _unseen_card(st)
    return card


def _unseen_card(st) -> str:
    """In a view, a hidden deck card becomes one of the cards the viewer cannot place."""
    known = set(st.discard) | set(st.invaders) | set(st.erow_b)
    for rw in st.rows:
        known |= set(rw)
    for h in st.hands:
        known |= set(h)
    pool = [c for c in (D.CARDS if st.ragnarok else D.BASE_CARDS) if c not in known]
    if not pool:
        pool = list(D.BASE_CARDS)
    return st.rng.choice(sorted(pool))


# ------------------------------------------------------------------ Favor rows
def row_ends(st) -> list:
    """(row, end) pairs where a Favor card can be taken."""
    out = []
    for r in (0, 1):
        if st.frows[r]:
            out.append((r, "left"))
            if len(st.frows[r]) > 1:
                out.append((r, "right"))
    return out


def end_card(st, row: int, end: str) -> str:
    return st.frows[row][0 if end == "left" else -1][1]


def take_from_row(st, row: int, end: str) -> str:
    """Take the Favor card at one end ("left" or "right") of a Favor row."""
    p = st.frows[row].pop(0 if end == "left" else -1)
    return p[1]


# ------------------------------------------------------------------ villages
def take_village(st, c: int, dock: str, ev: list) -> None:
    st.villages.discard(dock)
    st.vheld[c] += 1
    ev.append({"t": "raid", "seat": c, "dock": dock})
