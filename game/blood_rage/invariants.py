"""What must hold in every Blood Rage state, between any two steps: `check(state)` lists
the violations (empty when all hold). Run by the seeded playouts of tests/blood_rage and
by `main.py arena --check-invariants`.

- figures: every clan keeps its 8 Warriors, Leader and Ship; a monster belongs to one
  clan and only with its upgrade card; figures stand in a known place, ships only in open
  fjords, others only in provinces not destroyed; no more figures on the board than the
  clan's Horns; no province holds more figures than its villages;
- tracks: Rage and Glory not negative; Glory equals the sum of its sources; stat steps
  1 to 6; upgrades within the slots of their group;
- cards (outside a battle, whose played cards are in the battle record): every card in
  exactly one place (hands, quests, upgrades, kept, discard, unseen, the draft), real
  card ids only, one seat (or -1) per unseen card;
- the draft: 8 cards a seat, at most 6 picks each; with packs passed as soon as picked
  from ("each"), no pick pending, a pack in front of a seat is empty or still to be picked
  from, packs wait behind a seat only while one is in front of it, each finished;
- a seat that must act has a legal action.
"""

from __future__ import annotations

from typing import Any

from .data import CARDS, FJORDS, MONSTERS, NUM_CARDS, OUTER, PROVINCES, SLOTS, VILLAGES, is_ship
from .state import RES, VAL

_FIXED = tuple(f"W{j}" for j in range(8)) + ("L", "S")


def check(s: Any) -> list[str]:
    """Every broken invariant of state `s`, in words (empty when all hold)."""
    out: list[str] = []
    n = s.n
    if not 1 <= s.age <= 3:
        out.append(f"age {s.age} out of 1-3")
    owner_of_monster: dict[str, int] = {}
    for i in range(n):
        d = s.fig[i]
        for k in _FIXED:
            if k not in d:
                out.append(f"seat {i} lost its figure {k}")
        for f, loc in d.items():
            if f in MONSTERS:
                if f in owner_of_monster:
                    out.append(f"monster {f} owned twice")
                owner_of_monster[f] = i
                if not any(CARDS[c].param == f for c in s.ups[i]):
                    out.append(f"seat {i} has the {f} without its card")
            if not (loc in PROVINCES or loc in FJORDS or loc in (RES, VAL)):
                out.append(f"seat {i}'s {f} in an unknown place {loc!r}")
            elif loc in FJORDS:
                if not is_ship(f):
                    out.append(f"seat {i}'s {f} (not a ship) in the fjord {loc}")
                if not s.fjord_open(loc):
                    out.append(f"seat {i}'s {f} in the closed fjord {loc}")
            elif loc in PROVINCES:
                if is_ship(f):
                    out.append(f"seat {i}'s ship {f} in the province {loc}")
                if loc in s.destroyed:
                    out.append(f"seat {i}'s {f} in the destroyed {loc}")
        if s.on_board(i) > s.horns(i):
            out.append(f"seat {i} has {s.on_board(i)} figures on the board, Horns {s.horns(i)}")
        if s.rage[i] < 0:
            out.append(f"seat {i} has Rage {s.rage[i]}")
        if s.glory[i] < 0:
            out.append(f"seat {i} has Glory {s.glory[i]}")
        if s.glory[i] != sum(s.gsrc[i].values()):
            out.append(f"seat {i}: Glory {s.glory[i]} is not the sum of its sources {s.gsrc[i]}")
        if not all(1 <= st <= 6 for st in s.steps[i]):
            out.append(f"seat {i} has stat steps {s.steps[i]}")
        groups: dict[str, int] = {}
        for c in s.ups[i]:
            groups[CARDS[c].kind] = groups.get(CARDS[c].kind, 0) + 1
        for g, cap in SLOTS.items():
            if groups.get(g, 0) > cap:
                out.append(f"seat {i} has {groups[g]} {g} upgrades ({cap} slots)")
    for p in OUTER:
        if s.count_in(p) > VILLAGES[p]:
            out.append(f"{p} holds {s.count_in(p)} figures, {VILLAGES[p]} villages")
    if s.battle is None:
        cards: list[int] = []
        for i in range(n):
            cards += s.hand[i] + s.quests[i] + s.ups[i]
            if s.kept[i] is not None:
                cards.append(s.kept[i])
        cards += s.discard + s.unseen
        if len(s.unseen_by) != len(s.unseen) or not all(-1 <= x < n for x in s.unseen_by):
            out.append("unseen_by does not give one seat per unseen card")
        if s.draft is not None:
            for p in s.draft.packs + s.draft.picked:
                cards += p
            cards += [x for x in s.draft.pending if x is not None] + s.draft.leftover
            for q in s.draft.queues + s.draft.spent:
                for p in q:
                    cards += p
        if len(cards) != len(set(cards)):
            out.append("a card is in two places")
        if not all(isinstance(c, int) and 0 <= c < NUM_CARDS for c in cards):
            out.append("a card that does not exist (or is hidden) is in play")
    if s.draft is not None:
        out += _draft_checks(s.draft, n)
    for seat in s.to_act():
        if not s.legal_actions(seat):
            out.append(f"seat {seat} must act but has no legal action")
    return out


def _draft_checks(d: Any, n: int) -> list[str]:
    """The draft's own invariants (see the module doc)."""
    out: list[str] = []
    total = sum(len(p) for p in d.packs + d.picked) + len(d.leftover) + sum(x is not None for x in d.pending)
    total += sum(len(p) for q in d.queues + d.spent for p in q)
    if total != 8 * n:
        out.append(f"the draft holds {total} cards, not {8 * n}")
    if any(len(p) > 6 for p in d.picked):
        out.append("a seat drafted more than 6 cards")
    if d.passing != "each":
        return out
    stop = d.stop_at
    if any(x is not None for x in d.pending):
        out.append("a pick pending in a draft that passes each pack at once")
    for i in range(n):
        if 0 < len(d.packs[i]) <= stop:
            out.append(f"seat {i} holds a finished pack in front of it")
        if d.queues[i] and not d.packs[i]:
            out.append(f"packs wait behind seat {i} with none in front of it")
        if any(len(p) <= stop for p in d.queues[i]):
            out.append(f"a finished pack waits behind seat {i}")
        if any(len(p) > stop for p in d.spent[i]):
            out.append(f"an unfinished pack set aside at seat {i}")
    return out
