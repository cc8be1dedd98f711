"""The draft overlay over the dimmed board: a heading (the prompt), a line saying where
the rest of the packet goes, the packet as large cards, and the button that puts the
overlay away to look at the board. Fed by `BoardScene` from the viewing seat's
`game.core.drafting.Draft` (its `packs[seat]`); each card whose pick is legal becomes a
target there."""

from __future__ import annotations

import pygame

from ui import palette as P
from ui.widgets.cards import card_size

CARD_GAP = 16


def card_rects(board: pygame.Rect, count: int, height: int) -> list[pygame.Rect]:
    """The packet's cards in one centred row (overlapping when the packet is wide)."""
    w, h = card_size(height)
    gap = CARD_GAP
    if count > 1 and count * w + (count - 1) * gap > board.w - 40:
        gap = (board.w - 40 - count * w) // (count - 1)
    total = count * w + (count - 1) * gap
    x0 = board.centerx - total // 2
    y = board.y + 120
    return [pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(count)]


def look_button(board: pygame.Rect) -> pygame.Rect:
    """"Look at the board": at the foot of the overlay."""
    return pygame.Rect(board.centerx - 110, board.bottom - 60, 220, 38)


def back_button(tray: pygame.Rect, count: int = 0) -> pygame.Rect:
    """"Back to the draft" while the overlay is put away: in the tray's button column,
    above the `count` buttons there (at the top of the board it covered its headings:
    Blood Rage's "Ages and Ragnarök", Midgard's Valhalla)."""
    from ui.widgets import tray as TR

    return TR.button_rects(tray, count + 1)[0]


class DraftOverlay:
    def __init__(self, fonts, banner: bool = True) -> None:
        self.fonts = fonts
        # the heading on a banner of its own (drawn straight on the dimmed board it crossed
        # the boxes under it: Vikings' Favor row, Blood Rage's Ages)
        self.banner = banner
        self._dim: pygame.Surface | None = None

    def clear(self) -> None:
        self._dim = None

    def draw_backdrop(self, d: pygame.Surface, board: pygame.Rect, head: str, sub: str) -> None:
        """Dim the board and write the heading and the line under it."""
        if self._dim is None or self._dim.get_size() != board.size:
            self._dim = pygame.Surface(board.size, pygame.SRCALPHA)
            self._dim.fill(P.DIM_OVERLAY)
        d.blit(self._dim, board)
        if self.banner:
            if head or sub:
                self.draw_banner(d, board, head, sub)
            return
        hs = self.fonts.render(head, "display-bold", 28, P.GOLD)
        d.blit(hs, hs.get_rect(midtop=(board.centerx, board.y + 40)))
        if sub:
            ss = self.fonts.render(sub, "text", 18, P.PARCHMENT)
            d.blit(ss, ss.get_rect(midtop=(board.centerx, board.y + 80)))

    def draw_banner(self, d: pygame.Surface, board: pygame.Rect, head: str, sub: str) -> None:
        """The heading and the line under it on a banner of their own, at the top of the
        board; a heading wider than the board (Blood Rage's Portuguese two-pick prompt)
        takes a smaller size, then two lines, above the cards' row."""
        from ui.widgets.text import fit_lines

        f = self.fonts
        room = board.w - 36
        heads = [f.render(t, "display-bold", z, P.GOLD)
                 for t, z in fit_lines(f, head, "display-bold", room, ((28, 1), (24, 1), (22, 2), (20, 2)))]
        subs = [f.render(t, "text", z, P.PARCHMENT)
                for t, z in fit_lines(f, sub, "text", room, ((18, 1), (16, 1), (16, 2)))] if sub else []
        rows = heads + subs
        # tight: the smallest box around the heading is the banner, not a box under it
        w = min(board.w - 16, max(r.get_width() for r in rows) + 20)
        banner = pygame.Surface((w, sum(r.get_height() for r in rows) + 4))   # a panel of its own
        banner.fill(P.PANEL)
        pygame.draw.rect(banner, P.GOLD, banner.get_rect(), 1)
        y = 1
        for r in rows:
            banner.blit(r, r.get_rect(midtop=(w // 2, y)))
            y += r.get_height()
        # above the cards' row (card_rects: board.y + 120) whatever its lines
        top = max(board.y + 4, min(board.y + 36, board.y + 116 - banner.get_height()))
        d.blit(banner, banner.get_rect(midtop=(board.centerx, top)))
