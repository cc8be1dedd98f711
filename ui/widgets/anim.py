"""Animation helpers: ease-out slides whose duration follows the animation-speed
setting (0 = instant, 1 = normal, 2 = fast, 3 = slow)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

BASE_DURATION = 0.26  # seconds at normal speed (inside the 150-300 ms of STYLE.md)


def ease_out(t: float) -> float:
    """Cubic ease-out on [0, 1]."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def duration_for(speed: int | float, base: float = BASE_DURATION) -> float:
    """Seconds for one slide: 0 for instant, base for normal, a bit over half for fast
    (never under 150 ms unless instant), 1.7 times base for slow."""
    if not speed:
        return 0.0
    if speed >= 3:        # slow: for following every move closely
        return base * 1.7
    if speed >= 2:
        return max(0.15, base * 0.6)
    return base


@dataclass
class Slide:
    """A piece travelling from one point to another."""

    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    payload: Any = None
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def pos(self) -> tuple[float, float]:
        if self.duration <= 0:
            return self.end
        k = ease_out(self.t / self.duration)
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)


@dataclass
class Animator:
    """A list of slides advanced together."""

    slides: list[Slide] = field(default_factory=list)

    def add(self, slide: Slide) -> None:
        if slide.duration > 0:
            self.slides.append(slide)

    def update(self, dt: float) -> None:
        for s in self.slides:
            s.t += dt
        self.slides = [s for s in self.slides if not s.done]

    @property
    def busy(self) -> bool:
        return bool(self.slides)

    def clear(self) -> None:
        self.slides.clear()


def pulse(time_s: float, period: float = 1.6) -> float:
    """A slow 0..1 pulse for the gold glow of legal targets."""
    import math

    return 0.5 + 0.5 * math.sin(2 * math.pi * time_s / period)
