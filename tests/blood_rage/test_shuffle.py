"""The draws a search reads from its memo (view.next_u64, below, random, shuffle: worked out
DRAWS at a time) are Rng's own: the same numbers, the same order of a shuffle and the same
generator state after each, also when Rng.below rejects a draw (then Rng itself draws) and
when the generator moves on between two reads without the memo."""

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


def _both(state: int, seq: list, memo: list | None = None) -> tuple:
    a, b = Rng(state), Rng(state)
    x, y = list(seq), list(seq)
    a.shuffle(x)
    V.shuffle(b, y, memo)
    return (x, a.state), (y, b.state)


def test_the_same_as_rng_shuffle():
    seeds = Rng(2024)
    for length in (*range(0, 70), 90):
        for _ in range(12):
            state = seeds.next_u64()
            want, got = _both(state, [f"c{k}" for k in range(length)])
            assert got == want
            # from a memo worked out at a state a few draws before
            back = seeds.below(40)
            memo = V.new_memo((state - back * _G) & _M)
            assert _both(state, [f"c{k}" for k in range(length)], memo)[1] == want


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


def test_draws_read_from_a_memo_are_rng_s():
    plan = Rng(99)
    for start in (0, _M, 12345, plan.next_u64()):
        ref, r = Rng(start), Rng(start)
        memo = V.new_memo(start)
        for step in range(600):
            op = plan.below(6)
            if op == 0:
                assert V.next_u64(memo, r) == ref.next_u64()
            elif op == 1:
                n = 1 + plan.below(70)  # (past the table of bounds too)
                assert V.below(memo, r, n) == ref.below(n)
            elif op == 2:
                assert V.random(memo, r) == ref.random()
            elif op == 3:
                k = plan.below(30)
                x, y = list(range(k)), list(range(k))
                V.shuffle(r, x, memo)
                ref.shuffle(y)
                assert x == y
            elif op == 4:  # the generator moves on without the memo
                for _ in range(plan.below(5)):
                    assert r.next_u64() == ref.next_u64()
            elif step % 50 == 0:  # ... or somewhere else
                r.state = ref.state = plan.next_u64()
            assert r.state == ref.state


def test_a_rejected_draw_read_from_a_memo_is_drawn_again():
    state = _state_drawing(_M)
    memo = V.new_memo((state - 5 * _G) & _M)
    r, ref = Rng(state), Rng(state)
    assert V.below(memo, r, 3) == ref.below(3)
    assert r.state == ref.state == (state + 2 * _G) & _M
    r, ref = Rng(state), Rng(state)
    assert V.below(memo, r, 4) == ref.below(4)  # (a power of 2: never rejected)
    assert r.state == ref.state == (state + _G) & _M
