"""The decision machine every game runs on: a stack of pending choices.

A game keeps, in its state, a stack of *frames*: small JSON-safe records (a list
``[kind, seat, *data]`` or a dict ``{"k": kind, ...}``: the game says which through
`kind_of`). The top frame says what happens next. Its kind is either

- an **automatic step**: a function that does its work and pops itself or pushes the
  frames that follow (``Machine.step``), or
- a **decision**: a seat must choose; ``legal`` lists its legal actions and ``apply``
  carries out the one chosen (``Machine.decision``; or ``decision_legal`` then
  ``decision_apply``, for rules written legal first). A decision marked ``auto_single``
  is taken at once when it has exactly one legal action.

`Machine.advance` runs automatic steps until a decision is on top (or the stack is empty)
and returns that frame. Each game builds one `Machine` at import, its rules modules
register their kinds on it, and the state drives it; after the rules are imported the
game calls `freeze()`, so the tables can no longer change (no mutable module state).

The callables keep each game's own argument lists: ``legal(state, frame, *args)``,
``apply(state, frame, *args)``, ``step(state, frame, *args)``; the machine passes on
what the game's state gives it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple


class Decision(NamedTuple):
    """A kind of pending choice: its legal actions, how an answer is applied, and
    whether a single legal action is taken without asking."""

    legal: Callable[..., list]
    apply: Callable[..., Any] | None
    auto_single: bool


def list_kind(frame: Any) -> str:
    """The kind of a list frame ``[kind, seat, *data]``."""
    return frame[0]


def dict_kind(frame: Any) -> str:
    """The kind of a dict frame ``{"k": kind, ...}``."""
    return frame["k"]


class Machine:
    """One game's table of frame kinds (see the module doc)."""

    def __init__(self, game: str, kind_of: Callable[[Any], str] = list_kind,
                 pop_before_step: bool = False) -> None:
        self.game = game
        self.kind_of = kind_of
        # a step whose frame is popped by the machine before it runs (else the step
        # pops itself when it is done)
        self.pop_before_step = pop_before_step
        self._steps: dict[str, Callable[..., Any]] = {}
        self._decisions: dict[str, Decision] = {}
        self.frozen = False
        self.steps: Mapping[str, Callable[..., Any]] = MappingProxyType(self._steps)
        self.decisions: Mapping[str, Decision] = MappingProxyType(self._decisions)

    # --- registering (at import) ----------------------------------------------------
    def _check_new(self, kind: str) -> None:
        if self.frozen:
            raise RuntimeError(f"{self.game}: the machine is frozen; {kind!r} comes too late")
        if kind in self._steps or kind in self._decisions:
            raise ValueError(f"{self.game}: frame kind {kind!r} is registered twice")

    def step(self, kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register an automatic step: ``@M.step("kind") def run(state, frame, ...)``."""

        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            self._check_new(kind)
            self._steps[kind] = fn
            return fn

        return deco

    def decision(self, kind: str, legal: Callable[..., list], *,
                 auto_single: bool = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register a decision: ``@M.decision("kind", legal_fn) def apply(state, frame, ...)``."""

        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            self._check_new(kind)
            self._decisions[kind] = Decision(legal, fn, auto_single)
            return fn

        return deco

    def decision_legal(self, kind: str, *,
                       auto_single: bool = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register a decision by its legal alone: ``@M.decision_legal("kind") def legal(...)``,
        for rules written legal first; its apply follows with ``decision_apply`` (until
        then `apply` raises)."""

        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            self._check_new(kind)
            self._decisions[kind] = Decision(fn, None, auto_single)
            return fn

        return deco

    def decision_apply(self, kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """The apply of a decision registered by ``decision_legal``:
        ``@M.decision_apply("kind") def apply(state, frame, ...)`` (once, before `freeze`)."""

        def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
            if self.frozen:
                raise RuntimeError(f"{self.game}: the machine is frozen; {kind!r} comes too late")
            d = self._decisions.get(kind)
            if d is None or d.apply is not None:
                raise ValueError(f"{self.game}: {kind!r} is no decision waiting for its apply")
            self._decisions[kind] = d._replace(apply=fn)
            return fn

        return deco

    def freeze(self) -> Machine:
        """No more kinds after this (called once the game's rules are imported)."""
        self.frozen = True
        return self

    # --- reading ----------------------------------------------------------------------
    def knows(self, kind: str) -> bool:
        return kind in self._steps or kind in self._decisions

    def is_step(self, frame: Any) -> bool:
        return self.kind_of(frame) in self._steps

    def is_decision(self, frame: Any) -> bool:
        return self.kind_of(frame) in self._decisions

    def legal(self, state: Any, frame: Any, *args: Any) -> list:
        """The legal actions of the decision `frame`."""
        return self._decisions[self.kind_of(frame)].legal(state, frame, *args)

    def apply(self, state: Any, frame: Any, *args: Any) -> Any:
        """Carry out the chosen action of the decision `frame` (args: the game's own,
        usually the seat and the action)."""
        fn = self._decisions[self.kind_of(frame)].apply
        if fn is None:
            raise RuntimeError(f"{self.game}: decision {self.kind_of(frame)!r} has no apply")
        return fn(state, frame, *args)

    # --- running ----------------------------------------------------------------------
    def advance(self, state: Any, stack: list, *args: Any,
                single: Callable[[Any], tuple[tuple, tuple]] | None = None,
                pending: Callable[[Any], Any] | None = None) -> Any:
        """Run automatic steps (and single-choice decisions marked ``auto_single``) until a
        decision is on top; return that frame, or None when the stack is empty.

        `args` are passed to every step after ``(state, frame)``. For an ``auto_single``
        decision, `single(frame)` gives the extra arguments of its ``legal`` and of its
        ``apply`` before the action (default: the frame's seat ``frame[1]`` for both).

        `pending(state)`, for a game that keeps its pending decision apart from the stack
        (Blood Rage's ``ask``; a step that asks leaves itself on the stack and stores the
        decision there): steps run while it gives None; the decision it gives is returned
        as it is (with several seats deciding at once, taking a single choice is the
        game's own affair), or None when the stack runs out first.
        """
        if pending is not None:
            return self._advance_pending(state, stack, args, pending)
        steps = self._steps
        decisions = self._decisions
        kind_of = self.kind_of
        while stack:
            f = stack[-1]
            k = kind_of(f)
            fn = steps.get(k)
            if fn is not None:
                if self.pop_before_step:
                    stack.pop()
                fn(state, f, *args)
                continue
            d = decisions.get(k)
            if d is not None and d.auto_single:
                largs, aargs = single(f) if single is not None else ((f[1],), (f[1],))
                legal = d.legal(state, f, *largs)
                if len(legal) == 1:
                    d.apply(state, f, *aargs, legal[0])
                    continue
            return f
        return None

    def _advance_pending(self, state: Any, stack: list, args: tuple,
                         pending: Callable[[Any], Any]) -> Any:
        steps = self._steps
        kind_of = self.kind_of
        while True:
            f = pending(state)
            if f is not None:
                return f
            if not stack:
                return None
            top = stack[-1]
            fn = steps.get(kind_of(top))
            if fn is None:
                return top
            if self.pop_before_step:
                stack.pop()
            fn(state, top, *args)
