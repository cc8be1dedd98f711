"""The last moves: what each other seat's steps marked (a ring in its colour with its
symbol, or an area washed in it) stays until a human acts. The board's `mark_points`,
`mark_position` and `mark_area` hooks say what and where."""

from __future__ import annotations

from typing import Any

import pygame

from ui import palette as P


class Marks:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.marks: dict[int, list[Any]] = {}     # seat -> its marks, until a human acts

    def note(self, seat: int, action: Any, events: list, slides: list) -> None:
        fr = self.frame
        if fr.session.is_human(seat):
            # a human acted: their own view starts afresh (marks are for what others did)
            self.marks.clear()
            return
        pts = fr.mark_points(seat, action, events, slides)
        if pts:
            self.marks.setdefault(seat, []).extend(pts)
            del self.marks[seat][:-12]

    def points_now(self, seat: int) -> list[tuple[int, int]]:
        fr = self.frame
        pts = [fr.mark_position(m) for m in self.marks.get(seat, []) if fr.mark_area(m) is None]
        return list(dict.fromkeys(p for p in pts if p is not None))

    def areas_now(self, seat: int) -> list[list[tuple[int, int]]]:
        out: list[list[tuple[int, int]]] = []
        for m in self.marks.get(seat, []):
            poly = self.frame.mark_area(m)
            if poly and poly not in out:
                out.append(poly)
        return out

    def dimmed(self) -> bool:
        """A scene that dims the board (the pause menu) lies over it."""
        stack = getattr(self.frame.app, "stack", None) or []
        if self.frame not in stack:
            return False
        return any(getattr(s, "dim_below", False) for s in stack[stack.index(self.frame) + 1:])

    def draw(self, surface: pygame.Surface) -> None:
        fr = self.frame
        if fr.replay_overlay() is not None or fr.session.state.is_over():
            return   # a replay draws its own position; at the end the results cover the board
        if fr.draft_showing() or self.dimmed():
            return   # the rings were drawn over the draft's cards and through the pause menu's dimming
        for seat in self.marks:
            col = fr.colours[seat]
            for poly in self.areas_now(seat):
                # a light wash of the seat's colour over the area, and its outline
                xs, ys = [p[0] for p in poly], [p[1] for p in poly]
                box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
                wash = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.polygon(wash, (*pygame.Color(col)[:3], 48), [(x - box.x, y - box.y) for x, y in poly])
                surface.blit(wash, box.topleft)
                pygame.draw.polygon(surface, P.INK, poly, 7)
                pygame.draw.polygon(surface, col, poly, 4)
                x = min(p[0] for p in poly)
                y = min(p[1] for p in poly)
                P.draw_symbol(surface, fr.symbols[seat], (x + 12, y + 12), 7, col, P.PARCHMENT, 1)
            for x, y in self.points_now(seat):
                pygame.draw.circle(surface, P.INK, (x, y), 18, 5)
                pygame.draw.circle(surface, col, (x, y), 18, 3)
                P.draw_symbol(surface, fr.symbols[seat], (x + 14, y - 14), 5, col, P.PARCHMENT, 1)
