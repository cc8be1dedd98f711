"""Screen targets of the legal actions: hit-testing, the gold glow by shape, and the
tray rule (every legal action without a target becomes a tray button).

A board returns its targets from `map_targets(v, legal)`; the frame adds the targets
of the draft overlay, the hand and the tray buttons. Order matters: the FIRST target in
the list whose area holds the point wins a click (put pieces before the areas they
stand in); the glows are drawn in list order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ui.widgets.pieces import glow_circle, glow_polygon, glow_rect

SHAPES = ("rect", "circle", "region", "card", "button")
CIRCLE_SLACK = 4          # a circle target takes clicks this many pixels beyond its radius


class Target:
    """A clickable screen area bound to one legal action.

    shape: "rect" (a piece or a slot: rounded glow), "circle" (center, radius: round
    glow, hit within radius + 4), "region" (an area of the board: the glow fills and
    outlines `poly` when given, else a rounded rect), "card" (a card: glow, and the card
    rises under the mouse; `card` names it for `card_face`), "button" (a tray button).
    Hit-testing uses the rect, or the circle for "circle".
    """

    __slots__ = ("rect", "action", "shape", "center", "radius", "poly", "card")

    def __init__(self, rect: pygame.Rect | tuple, action: Any, shape: str = "rect",
                 center: tuple[float, float] | None = None, radius: int = 0,
                 poly: list[tuple[int, int]] | None = None, card: Any = None) -> None:
        if shape not in SHAPES:
            raise ValueError(f"unknown target shape {shape!r}; the shapes are {', '.join(SHAPES)}")
        self.rect = pygame.Rect(rect)
        self.action = action
        self.shape = shape
        self.center = center or self.rect.center
        self.radius = radius
        self.poly = poly
        self.card = card

    def hit(self, pos: tuple[int, int]) -> bool:
        if self.shape == "circle":
            dx, dy = pos[0] - self.center[0], pos[1] - self.center[1]
            return dx * dx + dy * dy <= (self.radius + CIRCLE_SLACK) ** 2
        return self.rect.collidepoint(pos)

    def __repr__(self) -> str:
        return f"Target({self.action!r}, {self.shape}, {tuple(self.rect)})"


def target_at(targets: list[Target], pos: tuple[int, int]) -> Target | None:
    """The first target holding pos (pieces before areas: see the module doc)."""
    for t in targets:
        if t.hit(pos):
            return t
    return None


def draw_glow(surface: pygame.Surface, t: Target, strength: float) -> None:
    """The gold glow of one target (strength 0..1: the pulse, 1 under the mouse)."""
    if t.shape == "region":
        if t.poly:
            glow_polygon(surface, t.poly, t.rect, strength, t.action)
        else:
            glow_rect(surface, t.rect, strength, 14)
    elif t.shape == "circle":
        glow_circle(surface, t.center, t.radius + CIRCLE_SLACK, strength)
    else:
        glow_rect(surface, t.rect, strength, 8)


def untargeted(legal: list, targets: list[Target]) -> list:
    """The tray rule: the legal actions no target stands for, in the legal order (each
    becomes a tray button, so no legal action is ever out of reach)."""
    have = {_hashable(t.action) for t in targets}
    out = []
    seen = set()
    for a in legal:
        h = _hashable(a)
        if h in have or h in seen:
            continue
        seen.add(h)
        out.append(a)
    return out


def _hashable(a: Any) -> Any:
    try:
        hash(a)
        return a
    except TypeError:
        return repr(a)


@dataclass
class HandItem:
    """One card the tray shows in the viewing seat's hand (from `hand_items`).

    card: passed to the board's `card_face` / `card_tip`;
    action: the legal action a click on it applies (None: not playable now; the frame
        makes a target only when the action is legal);
    badge: a small gold mark at its foot ("new" for a card drafted this round);
    number: its number key 1-9 (0: none), named in its tooltip;
    key_action: what that number key does (default: `action`); it may be an action that
        is not legal now: the key then says "That card cannot be played now".
    """

    card: Any
    action: Any = None
    badge: str = ""
    number: int = 0
    key_action: Any = None
