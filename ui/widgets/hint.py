"""The hint ("Ask the bot") on a board: numbered marks on the suggested actions' targets
and a panel that lists them with their estimated chance of winning.

The frame (ui/boards/base.py) knows which target stands for which action; it calls
`mark_target(surface, fonts, target, k)` for every target of the k-th suggestion and
`HintPanel.draw(...)` with the rows. The panel's surface is cached per content (no text
is rendered per frame).
"""

from __future__ import annotations

from typing import Any

import pygame

from ui import palette as P
from ui.widgets.text import fit, tr

HINT_COLOUR = P.ICE            # marks and the panel's frame: not the gold of the legal targets
PANEL_W = 560
BADGE_R = 13


def chance_text(chance: float | None) -> str:
    """A win chance as the panel shows it ("62%"; "<1%" / ">99%" at the ends)."""
    if chance is None:
        return tr("hint.only", "the only move")
    pct = chance * 100
    if pct < 1:
        return "<1%"
    if pct > 99:
        return ">99%"
    return f"{pct:.0f}%"


def badge_pos(target: Any) -> tuple[int, int]:
    """Where the number of a suggestion sits on one of its targets: the top right of a
    circle or an area, the top edge of a card near its left, the left end of a button."""
    r = target.rect
    if target.shape == "circle":
        cx, cy = target.center
        d = int(target.radius * 0.75) + 4
        return int(cx) + d, int(cy) - d
    if target.shape == "button":
        return r.x + 4, r.centery
    if target.shape == "card":
        # on the top edge, near the left: the part of a card that overlapping cards in a
        # hand never cover, clear of the badges cards carry at their top right
        return r.x + 20, r.y
    return r.right - 6, r.y + 6


def mark_target(surface: pygame.Surface, fonts: Any, target: Any, k: int) -> None:
    """The k-th suggestion's mark on one target: an outline in the hint colour and its
    number in a round badge."""
    if target.shape == "circle":
        c = (int(target.center[0]), int(target.center[1]))
        pygame.draw.circle(surface, P.INK, c, target.radius + 7, 5)
        pygame.draw.circle(surface, HINT_COLOUR, c, target.radius + 7, 3)
    elif target.shape == "region" and target.poly:
        pygame.draw.polygon(surface, P.INK, target.poly, 5)
        pygame.draw.polygon(surface, HINT_COLOUR, target.poly, 3)
    else:
        r = target.rect.inflate(6, 6)
        pygame.draw.rect(surface, P.INK, r, 5, 8)
        pygame.draw.rect(surface, HINT_COLOUR, r, 3, 8)
    x, y = badge_pos(target)
    w, h = surface.get_size()
    x = max(BADGE_R + 1, min(w - BADGE_R - 1, x))
    y = max(BADGE_R + 1, min(h - BADGE_R - 1, y))
    pygame.draw.circle(surface, P.INK, (x, y), BADGE_R + 2)
    pygame.draw.circle(surface, HINT_COLOUR, (x, y), BADGE_R)
    num = fonts.render(str(k), "text-bold", 17, P.INK)
    surface.blit(num, num.get_rect(center=(x, y + 1)))


class HintPanel:
    """The list of a hint: a title, one row per suggestion (its number, what it does,
    its chance of winning and the simulations behind it) and what the figure is."""

    def __init__(self, fonts: Any) -> None:
        self.fonts = fonts
        self._key: Any = None
        self._surf: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def clear(self) -> None:
        self._key = None
        self._surf = None

    def _build(self, rows: list[tuple[str, float | None, int, bool]], thinking: bool, error: str,
               name: str) -> pygame.Surface:
        f = self.fonts
        w = PANEL_W
        pad = 14
        lines: list[tuple[pygame.Surface, int]] = []     # (surface, x)
        title = tr("hint.title", "Hint for {name}: the hard bot's best moves", name=name)
        lines.append((f.render(fit(f, title, "text-bold", 18, w - 2 * pad), "text-bold", 18, HINT_COLOUR), pad))
        body: list[tuple[pygame.Surface, int, int]] = []  # (surface, x, y)
        y = 40
        if thinking:
            msg = tr("hint.thinking", "The bot is thinking about your move, from what you can see…")
            body.append((f.render(fit(f, msg, "text", 17, w - 2 * pad), "text", 17, P.PARCHMENT), pad, y))
            y += 28
        elif error:
            msg = tr("hint.failed", "No hint this time: {reason}", reason=error)
            body.append((f.render(fit(f, msg, "text", 17, w - 2 * pad), "text", 17, P.PARCHMENT), pad, y))
            y += 28
        else:
            for i, (label, chance, visits, marked) in enumerate(rows, 1):
                num = f.render(f"{i}.", "text-bold", 18, HINT_COLOUR)
                body.append((num, pad, y))
                right = chance_text(chance)
                rs = f.render(right, "text-bold", 18, P.GOLD if i == 1 else P.PARCHMENT)
                body.append((rs, w - pad - rs.get_width(), y))
                room = w - 2 * pad - 34 - rs.get_width() - 16
                # a long label takes a second line rather than losing its end
                wrapped = f.wrap(label, "text", 17, room) or [label]
                if len(wrapped) > 2:
                    wrapped = [wrapped[0], " ".join(wrapped[1:])]
                for j, part in enumerate(wrapped):
                    ls = f.render(fit(f, part, "text", 17, room), "text", 17, P.PARCHMENT)
                    body.append((ls, pad + 30, y + 1))
                    y += 24 if j == len(wrapped) - 1 else 21
                if chance is not None:
                    where = "" if marked else " · " + tr("hint.not_on_board", "not marked on the board")
                    sub = tr("hint.simulated", "{n} simulated games through this move", n=visits) + where
                    body.append((f.render(fit(f, sub, "text", 14, room), "text", 14, P.TEXT_DIM), pad + 30, y))
                    y += 22
                else:
                    y += 4
            note = tr("hint.note", "Chance of winning: the bot's estimate from games it simulated from what you "
                                   "can see (unfinished ones judged by the score margin). A guide, not a promise.")
            for ln in f.wrap(note, "text", 14, w - 2 * pad):
                body.append((f.render(ln, "text", 14, P.TEXT_DIM), pad, y + 4))
                y += 18
            y += 4
        foot = tr("hint.hide", "B or the Hint button: hide · it goes when you move")
        body.append((f.render(fit(f, foot, "text", 14, w - 2 * pad), "text", 14, P.TEXT_DIM), pad, y + 6))
        h = y + 32
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*P.PANEL, 238), surf.get_rect(), 0, 12)
        pygame.draw.rect(surf, HINT_COLOUR, surf.get_rect(), 2, 12)
        for s, x in lines:
            surf.blit(s, (x, 12))
        for s, x, yy in body:
            surf.blit(s, (x, yy))
        return surf

    @staticmethod
    def place(size: tuple[int, int], area: pygame.Rect, avoid: list[pygame.Rect]) -> pygame.Rect:
        """The panel's rect: the first corner of `area` (bottom right, top right, bottom
        left, top left) where it covers none of `avoid` (buttons, the marked targets),
        else the corner where it covers the least of them."""
        best, best_cover = None, None
        for corner in ("bottomright", "topright", "bottomleft", "topleft"):
            r = pygame.Rect((0, 0), size)
            x = area.right - 8 if "right" in corner else area.x + 8
            y = area.bottom - 8 if "bottom" in corner else area.y + 8
            setattr(r, corner, (x, y))
            cover = sum(c.w * c.h for c in (r.clip(a) for a in avoid))
            if cover == 0:
                return r
            if best_cover is None or cover < best_cover:
                best, best_cover = r, cover
        return best

    def lay_out(self, area: pygame.Rect, rows: list[tuple[str, float | None, int, bool]], thinking: bool = False,
                error: str = "", name: str = "", avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
        """Build the panel (cached per content) and place it in a corner of `area` (the
        board) that covers none of `avoid`; returns its rect (also `self.rect`). rows:
        (label, win chance or None, simulations, marked on the board)."""
        key = (tuple(rows), thinking, error, name)
        if key != self._key or self._surf is None:
            self._key = key
            self._surf = self._build(rows, thinking, error, name)
        self.thinking = thinking
        self.rect = self.place(self._surf.get_size(), area, list(avoid or []))
        return self.rect

    def blit(self, surface: pygame.Surface, time: float = 0.0) -> None:
        """Draw the panel laid out last (`lay_out`); its dots pulse while the bot thinks."""
        if self._surf is None:
            return
        r = self.rect
        surface.blit(self._surf, r)
        if getattr(self, "thinking", False):
            for i in range(3):
                a = 0.5 + 0.5 * ((time * 2 - i * 0.3) % 1.0)
                col = tuple(int(P.PANEL[j] + (HINT_COLOUR[j] - P.PANEL[j]) * a) for j in range(3))
                pygame.draw.circle(surface, col, (r.right - 60 + i * 14, r.y + 22), 4)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, rows: list[tuple[str, float | None, int, bool]],
             thinking: bool = False, error: str = "", name: str = "", time: float = 0.0,
             avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
        """`lay_out` and `blit` at once; returns the panel's rect."""
        r = self.lay_out(area, rows, thinking, error, name, avoid)
        self.blit(surface, time)
        return r
