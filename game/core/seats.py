"""Seat arithmetic. Seats are numbered 0..N-1 clockwise; "left" is the next seat."""

from __future__ import annotations


def left_of(seat: int, n: int, step: int = 1) -> int:
    """The seat `step` places to the left (clockwise) of `seat`."""
    return (seat + step) % n


def right_of(seat: int, n: int, step: int = 1) -> int:
    return (seat - step) % n


def clockwise_from(first: int, n: int) -> list[int]:
    """All seats in clockwise order starting with `first`."""
    return [(first + i) % n for i in range(n)]


def check_seat(seat: object, n: int) -> int:
    """Return seat if it is a valid seat number for n players, else raise ValueError."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
        raise ValueError(f"seat must be a number from 0 to {n - 1}, not {seat!r}")
    return seat
