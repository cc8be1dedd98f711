"""A lesson: the steps of one game's guided first game (ui/guide/<game>.py holds them).

A `Step` is one new idea. It is shown the first time its trigger `when(ctx)` holds (the
guide looks at the steps in their order and shows the first one not shown yet whose
trigger holds). Two kinds:

- a teaching step (`allow` given): it triggers only while the learner decides; while it
  shows, only the actions `allow` accepts are played (the frame's `action_filter`
  answers the others with a gentle message) and their targets are lit. If `allow`
  accepts none of the legal actions (a position the lesson did not foresee), every
  legal action is allowed and the step says so: the guide can never get stuck.
  It is done when the learner plays an allowed action.
- a telling step (`allow` None): it tells (a battle, the scoring at a round's end, the
  end); every move goes through; it is done with Next, or when the learner moves.

Triggers look at decision kinds and the game's progress, never at exact positions, so a
lesson survives any play of the bots.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Ctx:
    """What a trigger sees: the learner's seat, the position (the learner's view), the
    learner's legal actions now ([] while others decide), the game's progress and
    the kinds of the learner's earlier decisions."""

    seat: int
    view: Any
    legal: list
    progress: Any
    over: bool = False
    state: Any = None

    @property
    def deciding(self) -> bool:
        return bool(self.legal)

    def has(self, *kinds: type) -> bool:
        """One of the legal actions is of one of these types."""
        return any(isinstance(a, kinds) for a in self.legal)

    def phase(self) -> str:
        return str(getattr(self.progress, "phase", "") or "")

    def number(self) -> int:
        return int(getattr(self.progress, "number", 0) or 0)


@dataclass
class Step:
    id: str
    default: str                                   # the English text (key: guide.<game>.<id>)
    when: Callable[[Ctx], bool]
    allow: Callable[[Any], bool] | None = None     # None: a telling step
    glance: str = ""                               # a link to the rules' "at a glance" page (game id)
    # of the moves `allow` lets through, those the position favours (an attack card for a
    # kingdom where a rival stands): `prefer(action, ctx)`; when none is, all of `allow`'s
    prefer: Callable[[Any, Ctx], bool] | None = None

    @property
    def teaches(self) -> bool:
        return self.allow is not None

    def allowed(self, legal: list, ctx: Ctx | None = None) -> tuple[list, bool]:
        """The legal actions this step lets through, and whether that is a fallback
        (the step found none of its own: every legal action)."""
        if self.allow is None:
            return list(legal), False
        mine = [a for a in legal if self._ok(a)]
        if mine and self.prefer is not None and ctx is not None:
            best = [a for a in mine if self._ok(a, ctx)]
            mine = best or mine
        if mine:
            return mine, False
        return list(legal), True

    def _ok(self, a: Any, ctx: Ctx | None = None) -> bool:
        try:
            if ctx is not None:
                return bool(self.prefer(a, ctx))   # type: ignore[misc]
            return bool(self.allow(a))   # type: ignore[misc]
        except Exception:  # noqa: BLE001 - a predicate that fails lets nothing through (then: any legal)
            return False

    def triggers(self, ctx: Ctx) -> bool:
        if self.teaches and not ctx.deciding:
            return False
        try:
            return bool(self.when(ctx))
        except Exception:  # noqa: BLE001 - a trigger that fails never shows its step
            return False


@dataclass
class Lesson:
    game_id: str
    seed: int
    players: int                     # seats: the learner first, then `easy` bots
    steps: list[Step] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    learner: int = 0
    name: str = ""                   # the lesson's own id when a game has two (Vikings' solo); else the game's

    @property
    def id(self) -> str:
        return self.name or self.game_id

    def key(self, step: Step) -> str:
        return f"guide.{self.id}.{step.id}"

    def step(self, step_id: str) -> Step | None:
        return next((s for s in self.steps if s.id == step_id), None)

    def index(self, step_id: str) -> int:
        return next((i for i, s in enumerate(self.steps) if s.id == step_id), -1)

    def next_step(self, ctx: Ctx, shown: list[str]) -> Step | None:
        """The first step not shown yet whose trigger holds now."""
        for s in self.steps:
            if s.id not in shown and s.triggers(ctx):
                return s
        return None


def kind(*types: type) -> Callable[[Any], bool]:
    """An `allow` (or part of a `when`): the action is of one of these types."""
    return lambda a: isinstance(a, types)


def offers(*types: type) -> Callable[[Ctx], bool]:
    """A `when`: the learner may now play an action of one of these types."""
    return lambda c: c.has(*types)


def at_end(c: Ctx) -> bool:
    return c.over
