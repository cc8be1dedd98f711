"""The Quest phase (§7.9) and the quest conditions (§5.6)."""

from __future__ import annotations

from operator import countOf

from .data import CARDS, REGION, YGG
from .state import MACHINE, VAL


def strongest(s, seat: int, p: str) -> bool:
    mine = s.strength(seat, p)
    if mine <= 0:
        return False
    for o in range(s.n):
        if o != seat and s.strength(o, p) >= mine:
            return False
    return True


def fulfilled(s, seat: int, c: int) -> bool:
    card = CARDS[c]
    if card.effect == "region":
        for p, r in REGION.items():
            if r == card.param and s.alive(p) and strongest(s, seat, p):
                return True
        return False
    if card.effect == "ygg":
        return strongest(s, seat, YGG)
    if card.effect == "death":
        return countOf(s.fig[seat].values(), VAL) >= card.param
    return False


@MACHINE.step("questph")
def run_quests(s, t: list) -> None:
    s.phase = "quest"
    s.stack.pop()
    s.emit(t="phase", phase="quest", age=s.age)
    raises = []
    for k in range(s.n):
        i = (s.first + k) % s.n
        for c in s.quests[i]:
            ok = fulfilled(s, i, c)
            s.emit(t="quest_reveal", seat=i, card=c, ok=ok)
            if ok:
                g = CARDS[c].value * (2 if s.has(i, "throne") else 1)
                s.gain(i, g, "quests", "Odin's Throne" if g > CARDS[c].value else "")
                raises.append(i)
        s.discard.extend(s.quests[i])
        s.quests[i] = []
    for i in reversed(raises):
        s.stack.append(["raise", i, -1, "quest"])
