"""Gods' Gifts (§7.1) with game.core.Draft, and the Discard phase (§7.8)."""

from __future__ import annotations

from game.core import Draft

from .data import age_deck
from .moves import KEEP, KEEP_NONE, PICK
from .state import MACHINE, draft_done

HAND = 8
KEEP_LAST = 2


@MACHINE.step("draft")
def run_draft(s, t: list) -> None:
    s.phase = "draft"
    deck = age_deck(s.age, s.n)
    s.rng.shuffle(deck)
    packs = [deck[i * HAND:(i + 1) * HAND] for i in range(s.n)]
    s.put_unseen(deck[s.n * HAND:], -1)
    s.stack.pop()
    s.emit(t="phase", phase="draft", age=s.age)
    if s.age == 1 and s.first_game:
        # "first game" variant (§7.1.6): no draft in Age 1, play with the 8 dealt cards
        for i in range(s.n):
            s.hand[i] = packs[i]
        s.emit(t="draft_done", age=s.age)
        return
    # each pack passes as soon as it is picked from (two picks first with 2 players, §7.1.4):
    # a seat picks from the packs passed to it as they arrive, nobody waits for the table
    s.draft = Draft(packs, direction=1, stop_at=KEEP_LAST, passing="each", per_pass=2 if s.n == 2 else 1)
    s.draft_step = 0
    s.stack.append(["draft_wait"])
    s.ask = ["pick", []]


@MACHINE.step("draft_wait")
def run_draft_wait(s, t: list) -> None:
    s.stack.pop()


def _legal_pick(s, ask, seat: int) -> list:
    # [("pick", c) for c in s.draft.choices(seat)]: the distinct cards of seat's pack, in
    # order (none once it picked, while it waits for a pack, or once the draft is done)
    d = s.draft
    if d.pending[seat] is not None or draft_done(d):
        return []
    if d.passing == "each" and len(d.packs[seat]) <= d.stop_at:
        return []
    return list(map(PICK.__getitem__, dict.fromkeys(d.packs[seat])))  # (in order, each once)


@MACHINE.decision("pick", _legal_pick)
def decide_pick(s, ask, seat: int, a: tuple) -> None:
    d = s.draft
    if d.passing == "each":
        d.pick(seat, a.card)  # (per_pass=2 with 2 players keeps the pack for a second pick)
        # the rounds of picks every seat has made (what the draft below counts in steps):
        # the same state as it leaves at the draft's end
        s.draft_step = min(map(len, d.picked))
    else:
        # a draft saved before "each" passing: all packs pass together after each step;
        # with 2 players two picks in a row before passing: after every second step
        if s.n == 2:
            d.direction = 1 if s.draft_step % 2 == 1 else 0
        if d.pick(seat, a.card):
            s.draft_step += 1
    if draft_done(d):  # d.done
        for i in range(s.n):
            s.hand[i] = list(d.picked[i])
            if s.kept[i] is not None:
                s.hand[i].append(s.kept[i])
                s.kept[i] = None
        s.put_unseen(d.leftover, -1)
        s.draft = None
        s.ask = None
        s.emit(t="draft_done", age=s.age)


@MACHINE.step("discard")
def run_discard(s, t: list) -> None:
    s.phase = "discard"
    s.stack.pop()
    if s.age == 3:
        for i in range(s.n):
            s.put_unseen(s.hand[i], i)
            s.hand[i] = []
        return
    seats = [i for i in range(s.n) if s.hand[i]]
    if seats:
        s.ask = ["keep", seats]
        s.stack.append(["discard_end"])


def _legal_keep(s, ask, seat: int) -> list:
    out = []
    for c in s.hand[seat]:
        a = KEEP[c]
        if a not in out:
            out.append(a)
    out.append(KEEP_NONE)
    return out


@MACHINE.decision("keep", _legal_keep, auto_single=True)
def decide_keep(s, ask, seat: int, a: tuple) -> None:
    s.pending[seat] = a.card if a.verb == "keep" else -2
    s.ask[1].remove(seat)
    s.emit(t="keep_chosen", seat=seat)
    if not s.ask[1]:
        s.ask = None


@MACHINE.step("discard_end")
def run_discard_end(s, t: list) -> None:
    s.stack.pop()
    for i in range(s.n):
        c = s.pending[i]
        s.pending[i] = None
        if c is not None and c >= 0:
            s.hand[i].remove(c)
            s.kept[i] = c
            s.emit(t="keep_card", seat=i)
        s.put_unseen(s.hand[i], i)
        s.hand[i] = []
