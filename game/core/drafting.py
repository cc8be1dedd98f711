"""A reusable drafting mechanism: deal packs, simultaneous hidden picks, pass.

Every seat holding a non-empty pack picks one card from it; picks stay hidden (the
pending pick of a seat is known only to that seat) until every seat has picked, then
each picked card joins its seat's drafted pile and the packs pass to the next seat in
the draft's direction (+1 = left/clockwise, -1 = right). Cards a seat already holds
(Midgard's kept cards) are never part of a pack: they live in the game's hand, not
here, so they are never passed.

`stop_at`: the draft ends when every pack has at most this many cards; the remaining
cards go to `leftover` (Blood Rage discards the last cards of each pack).
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction

HIDDEN = -1  # placeholder for a card a seat may not see


class Draft:
    __slots__ = ("packs", "picked", "pending", "direction", "stop_at", "leftover")

    def __init__(self, packs: list[list[Any]], direction: int = 1, stop_at: int = 0) -> None:
        self.packs = [list(p) for p in packs]
        self.picked: list[list[Any]] = [[] for _ in packs]
        self.pending: list[Any] = [None] * len(packs)
        self.direction = direction
        self.stop_at = stop_at
        self.leftover: list[Any] = []
        self._maybe_finish()

    # --- queries ------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return all(len(p) <= self.stop_at for p in self.packs) and all(
            x is None for x in self.pending
        )

    def to_act(self) -> list[int]:
        """Seats that still have to pick in the current step."""
        if self.done:
            return []
        return [i for i, p in enumerate(self.packs) if p and self.pending[i] is None]

    def choices(self, seat: int) -> list[Any]:
        """The distinct cards seat may pick now (empty if it has picked)."""
        if self.pending[seat] is not None or self.done:
            return []
        seen: list[Any] = []
        for c in self.packs[seat]:
            if c not in seen:
                seen.append(c)
        return seen

    # --- changes ------------------------------------------------------------------
    def pick(self, seat: int, card: Any) -> bool:
        """Record seat's pick. Returns True when this completed a step (packs passed)."""
        if self.done:
            raise IllegalAction("the draft is over")
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
        return d

    def masked(self, seat: int) -> Draft:
        """What `seat` may know: its own pack, picks and pending pick; others' packs and
        picks become HIDDEN placeholders of the same size, others' pending picks only
        show that they picked."""
        d = self.clone()
        for i in range(len(d.packs)):
            if i == seat:
                continue
            d.packs[i] = [HIDDEN] * len(d.packs[i])
            d.picked[i] = [HIDDEN] * len(d.picked[i])
            if d.pending[i] is not None:
                d.pending[i] = HIDDEN
        d.leftover = [HIDDEN] * len(d.leftover)
        return d

    def to_json(self) -> dict:
        return {
            "packs": [list(p) for p in self.packs],
            "picked": [list(p) for p in self.picked],
            "pending": list(self.pending),
            "direction": self.direction,
            "stop_at": self.stop_at,
            "leftover": list(self.leftover),
        }

    @classmethod
    def from_json(cls, d: dict) -> Draft:
        x = cls.__new__(cls)
        x.packs = [list(p) for p in d["packs"]]
        x.picked = [list(p) for p in d["picked"]]
        x.pending = list(d["pending"])
        x.direction = int(d["direction"])
        x.stop_at = int(d["stop_at"])
        x.leftover = list(d["leftover"])
        if not (len(x.packs) == len(x.picked) == len(x.pending)):
            raise ValueError("draft lists of different lengths")
        return x
