"""Ragnarök (§7.10), Release Valhalla (§7.11), end of an Age (§7.12) and of the game (§7.13)."""

from __future__ import annotations

from .data import CARDS, FJORD_OF
from .destruction import push_kills
from .state import MACHINE, RES, VAL


@MACHINE.step("age")
def run_age(s, t: list) -> None:
    s.stack.pop()
    for name in ("endage", "release", "ragnarok", "questph", "discard"):
        s.stack.append([name])
    s.stack.append(["action", 0])
    s.stack.append(["draft"])


@MACHINE.step("ragnarok")
def run_ragnarok(s, t: list) -> None:
    s.phase = "ragnarok"
    s.stack.pop()
    p = s.rag[s.age - 1]
    area = (p, FJORD_OF[p])
    victims = {}
    for i in range(s.n):
        fids = [f for f, v in s.fig[i].items() if v in area]
        if fids:
            victims[i] = fids
    s.doom = s.rag[s.age] if s.age < 3 else ""
    s.emit(t="ragnarok", loc=p, doom=s.doom)
    # the province counts as destroyed once its figures are gone (Volur may still flee)
    s.stack.append(["ruin", p])
    push_kills(s, victims, s.first, "rag")


@MACHINE.step("ruin")
def run_ruin(s, t: list) -> None:
    s.stack.pop()
    s.destroyed.append(t[1])
    s.board_changed()


@MACHINE.step("release")
def run_release(s, t: list) -> None:
    s.phase = "release"
    s.stack.pop()
    for i in range(s.n):
        back = [f for f, v in s.fig[i].items() if v == VAL]
        s.move_figs(i, back, RES)
        if back:
            s.emit(t="release", seat=i, n=len(back))
            why = " + ".join(CARDS[c].name for c in s.ups[i] if CARDS[c].effect == "loki_release")
            s.gain(i, s.total_upgrade(i, "loki_release") * len(back), "upgrades", why)


@MACHINE.step("endage")
def run_endage(s, t: list) -> None:
    s.stack.pop()
    s.pillaged = []
    if s.age == 3:
        s.final_scoring()
        s.over = True
        s.phase = "over"
        s.emit(t="game_over", scores=list(s.glory))
        return
    s.age += 1
    s.first = (s.first + 1) % s.n
    s.emit(t="age", age=s.age, first=s.first)
    s.stack.append(["age"])
