"""Stat raises (§4.1): one step, capped at step 6, chosen by the gaining player (D15)."""

from __future__ import annotations

from .data import STATS
from .moves import NO, STAT, YES
from .state import MACHINE


def stat_options(s, seat: int, excl: int) -> list[int]:
    return [st for st in range(3) if st != excl and s.steps[seat][st] < 6]


@MACHINE.step("raise")
def run_raise(s, t: list) -> None:
    """["raise", seat, excluded stat or -1, why (optional: the card or reason, for the log)]"""
    seat, excl = t[1], t[2]
    why = t[3] if len(t) > 3 else ""
    opts = stat_options(s, seat, excl)
    if len(opts) == 0:
        s.stack.pop()
        s.emit(t="raise_lost", seat=seat)
        return
    if len(opts) == 1:
        s.stack.pop()
        s.raise_stat(seat, opts[0], why)
        return
    s.ask = ["stat", [seat], excl]


def _legal_stat(s, ask, seat: int) -> list:
    return [STAT[STATS[st]] for st in stat_options(s, seat, s.ask[2])]


@MACHINE.decision("stat", _legal_stat, auto_single=True)
def decide_stat(s, ask, seat: int, action: tuple) -> None:
    s.ask = None
    t = s.stack.pop()  # the "raise" task that asked
    s.raise_stat(seat, STATS.index(action.stat), t[3] if len(t) > 3 else "")


def yes_no(s, ask, seat: int) -> list:
    return [YES, NO]
