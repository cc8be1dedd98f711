"""The record of a pillage or battle in `state.battle` (a dict of plain values): starting
one, the entries of played cards and their values. Below the battle rules (battle.py), the
upgrades that start a pillage and the state's `battle_view`, which all read it.

Played cards are entries [seat, card, active, late, gone, value]: active = text not
cancelled by Thor's Primacy; gone = discarded by Heimdall's Watch; value = the declared
bonus of a quest used as a battle card (Tyr's Domain/Wrath), else -1.
"""

from __future__ import annotations

from .data import CARDS

SEAT, CARD, ACTIVE, LATE, GONE, VALUE = range(6)


def start_pillage(s, seat: int, p: str, again: bool) -> None:
    n = s.n
    s.battle = {
        "p": p, "pill": seat, "again": again, "parts": [], "choice": [None] * n, "plays": [],
        "rnd": 0, "dead": [0] * n, "valk": -1, "tide": [None] * n, "tided": False, "win": -1,
        "cur": (seat + 1) % n, "passes": 0, "idx": 0, "sub": 0, "fight": False, "poisoned": False,
        "bought": [],
    }
    s.ev.append({"t": "pillage", "seat": seat, "loc": p, "again": again})
    s.stack.append(["battle", "call"])


# --- card values ---------------------------------------------------------------------------
def raw_bonus(e: list) -> int:
    if e[VALUE] >= 0:
        return e[VALUE]
    c = CARDS[e[CARD]]
    if c.kind != "battle" or c.effect == "sight":
        return 0
    return c.value


def bonus(b: dict, e: list) -> int:
    """The bonus of a played entry now (Heimdall's Sight read against the other plays)."""
    c = CARDS[e[CARD]]
    if c.kind == "battle" and c.effect == "sight" and e[VALUE] < 0:
        if not e[ACTIVE]:
            return 0
        best = 0
        for o in b["plays"]:
            if o[SEAT] != e[SEAT] and not o[GONE]:
                best = max(best, raw_bonus(o))
        return best
    return raw_bonus(e)


# a battle card's effect by card id (None for any other card; CARDS[-1] too): read-only
_BATTLE_EFFECT = tuple(c.effect if c.kind == "battle" else None for c in CARDS)


def active(b: dict, seat: int, effect: str) -> list[list]:
    """seat's entries still in play whose battle card has this effect and its text on."""
    plays = b["plays"]
    out: list[list] = []  # (a loop, no comprehension: a battle has few plays)
    be = _BATTLE_EFFECT
    for e in plays:
        if e[SEAT] == seat and not e[GONE] and e[ACTIVE] and be[e[CARD]] == effect:
            out.append(e)
    return out


def total(s, seat: int) -> int:
    b = s.battle
    t = 0  # the bonuses of seat's cards in play (whole numbers; a loop, no comprehension)
    for e in b["plays"]:
        if e[SEAT] == seat and not e[GONE]:
            t += bonus(b, e)
    return s.strength(seat, b["p"]) + t
