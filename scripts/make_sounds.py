"""Synthesise the game's sound effects into assets/sounds/*.wav (the project's own work, CC0).

Pure Python (wave + math): short, quiet, 16-bit mono 22050 Hz clips. Re-run to rebuild:
    python scripts/make_sounds.py
The output is deterministic (a fixed-seed noise generator), so a rebuild changes no byte.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
PEAK = 0.35  # quiet: about -9 dBFS at the loudest sample


def _env(t: float, dur: float, attack: float = 0.004) -> float:
    """A fast attack and an exponential decay that reaches silence at `dur`."""
    if t < attack:
        return t / attack
    fade = max(0.0, 1.0 - t / dur)
    return math.exp(-5.0 * (t - attack) / dur) * fade


def _render(dur: float, fn: Callable[[float], float]) -> list[float]:
    return [fn(i / RATE) for i in range(int(dur * RATE))]


def card_played() -> list[float]:
    """A soft paper swish: filtered noise with a falling brightness."""
    rng = random.Random(1)
    dur, lp, out = 0.16, 0.0, []
    for i in range(int(dur * RATE)):
        t = i / RATE
        a = 0.55 - 0.4 * t / dur  # the filter closes as the card lands
        lp += a * (rng.uniform(-1, 1) - lp)
        out.append(lp * 1.6 * _env(t, dur, 0.02))
    return out


def piece_placed() -> list[float]:
    """A wooden tock: two damped partials."""
    dur = 0.12
    return _render(dur, lambda t: (math.sin(2 * math.pi * 520 * t) + 0.5 * math.sin(2 * math.pi * 1310 * t))
                   * _env(t, dur, 0.002) * 0.8)


def battle() -> list[float]:
    """A low drum hit under a short metallic clang."""
    rng = random.Random(2)
    dur = 0.35

    def f(t: float) -> float:
        drum = math.sin(2 * math.pi * (90 - 40 * t) * t) * _env(t, dur, 0.003)
        clang = sum(math.sin(2 * math.pi * h * t) for h in (740, 1115, 1630)) / 3 * _env(t, dur * 0.5, 0.001)
        hiss = rng.uniform(-1, 1) * _env(t, 0.05, 0.001) * 0.3
        return drum * 0.8 + clang * 0.45 + hiss
    return _render(dur, f)


def round_end() -> list[float]:
    """Two rising horn-like notes (a fifth apart)."""
    dur = 0.38

    def note(t: float, freq: float) -> float:
        return sum(math.sin(2 * math.pi * freq * k * t) / k for k in (1, 2, 3)) / 1.8

    def f(t: float) -> float:
        a = note(t, 294) * _env(t, 0.2, 0.01) if t < 0.2 else 0.0
        b = note(t - 0.14, 440) * _env(t - 0.14, dur - 0.14, 0.01) if t >= 0.14 else 0.0
        return a + b
    return _render(dur, f)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "card": card_played,
    "piece": piece_placed,
    "battle": battle,
    "round": round_end,
}


def write(name: str, samples: list[float], out: Path = OUT) -> Path:
    top = max((abs(s) for s in samples), default=1.0) or 1.0
    data = b"".join(struct.pack("<h", int(round(s / top * PEAK * 32767))) for s in samples)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)
    return path


def main() -> None:
    for name, fn in SOUNDS.items():
        p = write(name, fn())
        print(f"{p.relative_to(OUT.parent.parent)}  {p.stat().st_size} bytes")


if __name__ == "__main__":
    main()
