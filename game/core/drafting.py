"""A reusable drafting mechanism: deal packs, simultaneous hidden picks, pass.

Two ways of passing (`passing`):

- "all" (the default; Midgard, Tiny Epic Vikings): every seat holding a non-empty pack
  picks one card from it; picks stay hidden (the pending pick of a seat is known only to
  that seat) until every seat has picked, then each picked card joins its seat's drafted
  pile and the packs pass to the next seat in the draft's direction (+1 = left/clockwise,
  -1 = right, 0 = they stay).
- "each" (Blood Rage): as at a real table, a seat passes its pack as soon as it has
  picked from it (after every `per_pass` picks: Blood Rage's 2-player draft keeps two
  before passing); the pick joins its drafted pile at once (`pending` stays None). A pack
  passed to a seat that is still busy waits behind it in `queues[seat]` (arrival order),
  so a seat may pick from several packs in a row once they have arrived. `packs[seat]` is
  the pack it picks from now (empty while it waits). A pack down to `stop_at` cards goes
  no further: it waits, unseen, in `spent[seat]` of the seat it was passed to, and joins
  `leftover` (in seat order, as the "all" draft leaves them) when the draft is done.
  `passed` is [from, to] of the last pick that passed a pack on to another seat (None if
  the last pick kept it or finished it): the step that showed `to` a pack.

Every pack goes round in the same order and loses one card per pick either way: a list of
picks legal in the "all" draft is legal in the "each" draft and drafts the same cards.

Cards a seat already holds (Midgard's kept cards) are never part of a pack: they live in
the game's hand, not here, so they are never passed.

`stop_at`: the draft ends when every pack has at most this many cards; the remaining
cards go to `leftover` (Blood Rage discards the last cards of each pack).
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction

HIDDEN = -1  # placeholder for a card a seat may not see
PASSINGS = ("all", "each")


class Draft:
    __slots__ = ("packs", "picked", "pending", "direction", "stop_at", "leftover",
                 "passing", "per_pass", "queues", "spent", "passed")

    def __init__(self, packs: list[list[Any]], direction: int = 1, stop_at: int = 0,
                 passing: str = "all", per_pass: int = 1) -> None:
        if passing not in PASSINGS:
            raise ValueError(f"passing must be one of {PASSINGS}, not {passing!r}")
        if per_pass < 1 or (per_pass != 1 and passing != "each"):
            raise ValueError("per_pass above 1 needs passing='each'")
        n = len(packs)
        self.packs = [list(p) for p in packs]
        self.picked: list[list[Any]] = [[] for _ in packs]
        self.pending: list[Any] = [None] * n
        self.direction = direction
        self.stop_at = stop_at
        self.leftover: list[Any] = []
        self.passing = passing
        self.per_pass = per_pass
        self.queues: list[list[list[Any]]] = [[] for _ in packs]
        self.spent: list[list[list[Any]]] = [[] for _ in packs]
        self.passed: list[int] | None = None
        if passing == "each":
            for i in range(n):  # a pack dealt with stop_at cards or fewer is never picked from
                if len(self.packs[i]) <= stop_at:
                    self.spent[i].append(self.packs[i])
                    self.packs[i] = []
        self._maybe_finish()

    # --- queries ------------------------------------------------------------------
    @property
    def done(self) -> bool:
        if self.passing == "each":
            return not any(self.packs) and not any(self.queues)
        return all(len(p) <= self.stop_at for p in self.packs) and all(
            x is None for x in self.pending
        )

    def to_act(self) -> list[int]:
        """Seats that still have to pick in the current step ("each": the seats whose
        current pack has more than `stop_at` cards)."""
        if self.done:
            return []
        if self.passing == "each":
            return [i for i, p in enumerate(self.packs) if len(p) > self.stop_at]
        return [i for i, p in enumerate(self.packs) if p and self.pending[i] is None]

    def choices(self, seat: int) -> list[Any]:
        """The distinct cards seat may pick now (empty if it has picked, or waits)."""
        if self.pending[seat] is not None or self.done:
            return []
        if self.passing == "each" and len(self.packs[seat]) <= self.stop_at:
            return []
        seen: list[Any] = []
        for c in self.packs[seat]:
            if c not in seen:
                seen.append(c)
        return seen

    # --- changes ------------------------------------------------------------------
    def pick(self, seat: int, card: Any) -> bool:
        """Record seat's pick. Returns True when this completed a step (packs passed;
        "each": when seat's pack left it)."""
        if self.done:
            raise IllegalAction("the draft is over")
        if self.passing == "each":
            return self._pick_each(seat, card)
        if self.pending[seat] is not None:
            raise IllegalAction("you have already picked from this pack")
        pack = self.packs[seat]
        if card not in pack:
            raise IllegalAction(f"card {card!r} is not in your pack")
        pack.remove(card)
        self.pending[seat] = card
        if any(self.packs[i] and self.pending[i] is None for i in range(len(self.packs))):
            # someone with cards has not picked yet (a seat whose pack just emptied
            # with this pick still counts as picked)
            return False
        self._pass()
        return True

    def _pick_each(self, seat: int, card: Any) -> bool:
        pack = self.packs[seat]
        if len(pack) <= self.stop_at:
            raise IllegalAction("you are waiting for a pack")
        if card not in pack:
            raise IllegalAction(f"card {card!r} is not in your pack")
        pack.remove(card)
        self.picked[seat].append(card)
        self.passed = None
        if len(pack) > self.stop_at and len(self.picked[seat]) % self.per_pass:
            return False  # seat keeps the pack for its next pick
        # the pack leaves seat: its next queued pack (if any) is in front of it now
        q = self.queues[seat]
        self.packs[seat] = q.pop(0) if q else []
        to = (seat + self.direction) % len(self.packs)
        if len(pack) <= self.stop_at:
            self.spent[to].append(pack)  # finished: passed on unseen, discarded at the end
        elif self.packs[to]:
            self.queues[to].append(pack)
        else:
            self.packs[to] = pack
        if to != seat and len(pack) > self.stop_at:
            self.passed = [seat, to]
        self._maybe_finish()
        return True

    def _pass(self) -> None:
        n = len(self.packs)
        for i in range(n):
            if self.pending[i] is not None:
                self.picked[i].append(self.pending[i])
                self.pending[i] = None
        d = self.direction
        self.packs = [self.packs[(i - d) % n] for i in range(n)]
        self._maybe_finish()

    def _maybe_finish(self) -> None:
        if self.passing == "each":
            if self.done and any(self.spent):
                for s in self.spent:  # in seat order: where the "all" draft leaves them
                    for p in s:
                        self.leftover.extend(p)
                    s.clear()
            return
        if all(len(p) <= self.stop_at for p in self.packs) and all(
            x is None for x in self.pending
        ):
            for p in self.packs:
                self.leftover.extend(p)
                p.clear()

    # --- copies -------------------------------------------------------------------
    def clone(self) -> Draft:
        d = Draft.__new__(Draft)
        d.packs = [list(p) for p in self.packs]
        d.picked = [list(p) for p in self.picked]
        d.pending = list(self.pending)
        d.direction = self.direction
        d.stop_at = self.stop_at
        d.leftover = list(self.leftover)
        d.passing = self.passing
        d.per_pass = self.per_pass
        d.queues = [[list(p) for p in q] for q in self.queues]
        d.spent = [[list(p) for p in s] for s in self.spent]
        d.passed = None if self.passed is None else list(self.passed)
        return d

    def masked(self, seat: int) -> Draft:
        """What `seat` may know: its own pack, queued packs, picks and pending pick;
        others' packs, queued packs and picks become HIDDEN placeholders of the same size,
        others' pending picks only show that they picked; finished packs and the leftover
        are hidden from everyone."""
        d = self.clone()
        for i in range(len(d.packs)):
            d.spent[i] = [[HIDDEN] * len(p) for p in d.spent[i]]
            if i == seat:
                continue
            d.packs[i] = [HIDDEN] * len(d.packs[i])
            d.picked[i] = [HIDDEN] * len(d.picked[i])
            d.queues[i] = [[HIDDEN] * len(p) for p in d.queues[i]]
            if d.pending[i] is not None:
                d.pending[i] = HIDDEN
        d.leftover = [HIDDEN] * len(d.leftover)
        return d

    def to_json(self) -> dict:
        out = {
            "packs": [list(p) for p in self.packs],
            "picked": [list(p) for p in self.picked],
            "pending": list(self.pending),
            "direction": self.direction,
            "stop_at": self.stop_at,
            "leftover": list(self.leftover),
        }
        if self.passing != "all":  # (an "all" draft writes what it wrote before "each")
            out["passing"] = self.passing
            out["per_pass"] = self.per_pass
            out["queues"] = [[list(p) for p in q] for q in self.queues]
            out["spent"] = [[list(p) for p in s] for s in self.spent]
            out["passed"] = None if self.passed is None else list(self.passed)
        return out

    @classmethod
    def from_json(cls, d: dict) -> Draft:
        """A draft from to_json; one written before "each" existed (no "passing") is an
        "all" draft."""
        x = cls.__new__(cls)
        x.packs = [list(p) for p in d["packs"]]
        x.picked = [list(p) for p in d["picked"]]
        x.pending = list(d["pending"])
        x.direction = int(d["direction"])
        x.stop_at = int(d["stop_at"])
        x.leftover = list(d["leftover"])
        n = len(x.packs)
        x.passing = d.get("passing", "all")
        if x.passing not in PASSINGS:
            raise ValueError(f"unknown draft passing {x.passing!r}")
        x.per_pass = int(d.get("per_pass", 1))
        x.queues = [[list(p) for p in q] for q in d.get("queues", [[] for _ in range(n)])]
        x.spent = [[list(p) for p in s] for s in d.get("spent", [[] for _ in range(n)])]
        p = d.get("passed")
        x.passed = None if p is None else [int(p[0]), int(p[1])]
        if not (n == len(x.picked) == len(x.pending) == len(x.queues) == len(x.spent)):
            raise ValueError("draft lists of different lengths")
        return x
