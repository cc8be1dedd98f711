"""Movement rules shared by all cards (rules section 4.2): moving one Viking, which of
a seat's Vikings may move, and the prebuilt action tuples of the card steps.

Actions of the action phase (cards.py registers their decisions):

    ("play", card)            play a card from your hand (D3, D10)
    ("viking", loc, "W"|"C")  choose one of your Vikings at a movable source (D4-D7)
    ("to", area)              send the chosen Viking to a province or realm (D4-D6)
    ("attack", prov, victim)  Attack: take the village of victim's warrior in prov (D6 b)
    ("kill", victim)          Attack in a realm: send victim's warrior to Valhalla (D6)
    ("nokill",)               Attack in a realm: kill nobody
    ("target", area)          Viking Horde: the target area (D7)
    ("destroy", prov)         Destroy Kingdom: the province (D8)
    ("place", area)           New Warriors in Kingdom: put a supply warrior there (D9)
    ("done",)                 stop the current card early
and of the other decisions: ("pick", card) in the draft (draft.py, D2) and
("token", colour) for Vanaheim (vanaheim.py, D11; 0 grey, 1 brown, 2 blue).
"""

from __future__ import annotations

from typing import Any

from .data import MOVABLE_SOURCES, NUM_PROVINCES, VALHALLA, VILLAGES

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
PLAY = {c: ("play", c) for c in range(-1, 100)}
PICK = {c: ("pick", c) for c in range(-1, 100)}
ALL_PROVINCES = tuple(range(NUM_PROVINCES))


def move(st: Any, seat: int, chief: bool, src: int, dst: int, events: list) -> None:
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


def has_viking_outside(st: Any, seat: int, exclude: int) -> bool:
    """True if seat has a Viking at a movable source other than `exclude`."""
    c = st.chief[seat]
    if c != exclude and c != VALHALLA:
        return True
    w = st.w
    for loc in MOVABLE_SOURCES:
        if loc != exclude and w[loc][seat]:
            return True
    return False


def viking_choices(st: Any, seat: int, exclude: int = -1) -> list:
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


def room(st: Any, p: int) -> bool:
    """A free village in province p."""
    return st.occ[p] < VILLAGES[p]


def opp_warriors(st: Any, area: int, seat: int) -> list:
    """The other seats with a warrior in area."""
    row = st.w[area]
    return [x for x in range(st.n) if x != seat and row[x]]
