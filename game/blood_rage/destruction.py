"""The destruction procedure (§7.7): Volur Witch escape, Frigga's Protection, then Valhalla.

Task ["kill", seat, cause, stage, [figure ids]]; cause is "battle" (W5-W9 inside a
battle), "effect" (Troll / Fire Giant), "rag" (Ragnarök) or "sac" (Frigga's Sacrifice).
"""

from __future__ import annotations

from .data import CARDS, OUTER, RAGNAROK_GLORY, YGG
from .moves import DIE, DONE, ESCAPE, KEEP_FIGURE
from .state import MACHINE, VAL, is_ship, kind_of
from .stats import yes_no


def push_kills(s, victims: dict[int, list[str]], start: int, cause: str) -> None:
    """Push one kill task per owner so that owners resolve clockwise from `start`."""
    n = s.n
    for k in range(n - 1, -1, -1):  # the seats from `start` clockwise, last first
        seat = (start + k) % n
        fids = victims.get(seat)
        if fids:
            s.stack.append(["kill", seat, cause, 0, list(fids)])


@MACHINE.step("kill")
def run_kill(s, t: list) -> None:
    seat, cause, fids = t[1], t[2], t[4]
    if t[3] == 0:
        t[3] = 1
        if cause != "sac" and "VOLUR" in fids and s.fig[seat].get("VOLUR") in OUTER:
            s.ask = ["volur", [seat]]
            return
    if t[3] == 1:
        if (cause != "sac" and cause != "rag" and s.phase == "action" and fids
                and s.rage[seat] >= 1 and s.has(seat, "protection")):
            s.ask = ["protect", [seat]]
            return
        t[3] = 2
    s.stack.pop()
    if not fids:
        return
    dragons = s.has(seat, "dragons")
    s.move_figs(seat, fids, VAL)
    s.ev.append({"t": "destroyed", "seat": seat, "figs": list(map(kind_of, fids)), "cause": cause})
    if dragons:
        ships = sum(1 for f in fids if is_ship(f))
        if ships:
            dragon_name = next((CARDS[c].name for c in s.ups[seat] if CARDS[c].effect == "dragons"), "")
            s.gain(seat, dragons * ships, "upgrades", dragon_name)
    if cause == "rag":
        per = RAGNAROK_GLORY[s.age] * (2 if s.has(seat, "inspiration") else 1)
        s.gain(seat, per * len(fids), "ragnarok", "Odin's Inspiration" if per > RAGNAROK_GLORY[s.age] else "")
    elif s.battle is not None and cause == "battle":
        s.battle["dead"][seat] += len(fids)


@MACHINE.decision("volur", lambda s, ask, seat: [ESCAPE, DIE], auto_single=True)
def decide_volur(s, ask, seat: int, action: tuple) -> None:
    s.ask = None
    t = s.stack[-1]
    if action.verb == "escape":
        t[4].remove("VOLUR")
        s.move_figs(seat, ("VOLUR",), YGG)
        s.emit(t="escape", seat=seat)


def _legal_protect(s, ask, seat: int) -> list:
    t = s.stack[-1]
    out = []
    for f in t[4]:
        a = KEEP_FIGURE[s.fig[seat][f]][kind_of(f)]
        if a not in out:
            out.append(a)
    out.append(DONE)
    return out


@MACHINE.decision("protect", _legal_protect, auto_single=True)
def decide_protect(s, ask, seat: int, action: tuple) -> None:
    t = s.stack[-1]
    s.ask = None
    if action.verb == "done":
        t[3] = 2
        return
    loc, kind = action.place, action.figure
    for f in t[4]:
        if s.fig[seat][f] == loc and kind_of(f) == kind:
            t[4].remove(f)
            break
    s.rage[seat] -= 1
    s.emit(t="protect", seat=seat, fig=kind, loc=loc)
    # the kill task asks again while Rage and figures remain


__all__ = ["push_kills", "yes_no"]
