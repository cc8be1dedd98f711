"""A seat's panel in the right column: colour bar, symbol, name, tag (you / human /
bot level / thinking… / winner), score, and a gold border while the seat is to act.
The board fills the body below the first row (`BoardScene.draw_seat_panel`)."""

from __future__ import annotations

import pygame

from ui import palette as P
from ui.widgets.pieces import outline_for, shade
from ui.widgets.text import fit

HEADER_H = 36      # the first row; a board's body starts below it


def draw_seat_frame(d: pygame.Surface, fonts, rect: pygame.Rect, *, colour: tuple[int, int, int], symbol: str,
                    name: str, score: str, tag: str, tag_colour: tuple[int, int, int] = P.TEXT_DIM,
                    tag_bold: bool = False, acting: bool = False) -> None:
    r = rect
    pygame.draw.rect(d, P.PANEL, r, 0, 10)
    pygame.draw.rect(d, P.GOLD if acting else P.PANEL_BORDER, r, 3 if acting else 2, 10)
    pygame.draw.rect(d, colour, pygame.Rect(r.x + 3, r.y + 8, 5, r.h - 16), 0, 2)
    P.draw_symbol(d, symbol, (r.x + 24, r.y + 20), 10, colour, outline_for(colour), 2)
    sc = fonts.render(score, "display-bold", 28, P.GOLD)
    d.blit(sc, (r.right - sc.get_width() - 12, r.y + 2))
    shown = fit(fonts, name, "text-bold", 18, r.w - 140 - sc.get_width())
    ns = fonts.render(shown, "text-bold", 18, P.PARCHMENT)
    d.blit(ns, (r.x + 40, r.y + 8))
    d.blit(fonts.render(tag, "text-bold" if tag_bold else "text", 16, tag_colour), (r.x + 48 + ns.get_width(), r.y + 10))


def mini_back(d: pygame.Surface, rect: pygame.Rect) -> None:
    """A small card back (hand counts in the seat panels): dark, gold edge, a knot mark."""
    pygame.draw.rect(d, (43, 35, 26), rect, 0, 3)
    pygame.draw.rect(d, P.GOLD, rect, 1, 3)
    c = rect.center
    pts = [(c[0], c[1] - 5), (c[0] + 4, c[1]), (c[0], c[1] + 5), (c[0] - 4, c[1])]
    pygame.draw.polygon(d, shade(P.GOLD, 0.8), pts, 1)
