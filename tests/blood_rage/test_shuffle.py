"""view.shuffle (the determiniser's shuffle, its draws worked out together) gives the same
order and leaves the generator in the same state as Rng.shuffle, also when Rng.below rejects
a draw (then Rng.shuffle itself runs)."""

from __future__ import annotations

from game.blood_rage import view as V
from game.core import Rng

_M = (1 << 64) - 1
_G = 0x9E3779B97F4A7C15


def _unshift(y: int, k: int) -> int:
    """The z with z ^ (z >> k) == y (64 bits)."""
    z = y
    for _ in range(64 // k + 1):
        z = y ^ (z >> k)
    return z & _M


def _state_drawing(x: int) -> int:
    """The generator state whose next output is x (SplitMix64's mix inverted)."""
    z = _unshift(x, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & _M
    z = _unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & _M
    s = _unshift(z, 30)
    return (s - _G) & _M


def _both(state: int, seq: list) -> tuple:
    a, b = Rng(state), Rng(state)
    x, y = list(seq), list(seq)
    a.shuffle(x)
    V.shuffle(b, y)
    return (x, a.state), (y, b.state)


def test_the_same_as_rng_shuffle():
    seeds = Rng(2024)
    for length in (*range(0, 70), 90):
        for _ in range(12):
            want, got = _both(seeds.next_u64(), [f"c{k}" for k in range(length)])
            assert got == want


def test_a_rejected_draw_is_drawn_again():
    # the first draw of a shuffle of 3 (Rng.below(3)) is the largest 64-bit number, which
    # below rejects: Rng.shuffle draws three times
    state = _state_drawing(_M)
    r = Rng(state)
    assert r.next_u64() == _M
    want, got = _both(state, ["a", "b", "c"])
    assert got == want
    assert want[1] == (state + 3 * _G) & _M
    # a rejection at the end of a longer shuffle (the last draw: below(2) never rejects, so
    # the draw before it, below(3), the 24th of 25)
    start = (_state_drawing(_M) - 23 * _G) & _M
    want, got = _both(start, list(range(26)))
    assert got == want
    assert want[1] == (start + 26 * _G) & _M
