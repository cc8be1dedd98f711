"""A small deterministic random generator whose whole state is one integer.

SplitMix64 (Steele, Lea, Flood 2014): the same sequence on every machine and every
Python version, because it uses only integer arithmetic modulo 2**64. The state
serialises to JSON as a hex string.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Deterministic generator. `Rng(seed)` for any int seed; `clone()` is cheap."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("Rng.below needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi] (both ends included)."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """Float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> Rng:
        """A new generator seeded from this one (advances this one by one step)."""
        return Rng(self.next_u64())

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def to_json(self) -> str:
        return format(self.state, "016x")

    @classmethod
    def from_json(cls, d: str) -> Rng:
        if not isinstance(d, str) or len(d) > 16:
            raise ValueError("random generator state must be a hex string of at most 16 digits")
        r = cls.__new__(cls)
        r.state = int(d, 16) & _MASK
        return r
