"""The table's rects at 1600x900, the same at every board, and the per-board sizes (seat
panel height, card heights): `BoardScene.layout`."""

from __future__ import annotations

import pygame

from ui.widgets import tray as TR
from ui.widgets.cards import card_size
from ui.widgets.draft_overlay import card_rects


class FrameLayout:
    """The table's rects at 1600x900 (the same at every board) and the per-board sizes
    (seat panel height, card heights)."""

    SCREEN = pygame.Rect(0, 0, 1600, 900)
    TOP = pygame.Rect(0, 0, 1600, 48)
    BOARD = pygame.Rect(8, 54, 1204, 630)
    TRAY = pygame.Rect(8, 690, 1204, 204)
    RIGHT = pygame.Rect(1220, 54, 372, 840)
    MENU_BUTTON = pygame.Rect(1486, 7, 100, 34)
    RULES_BUTTON = pygame.Rect(1378, 7, 100, 34)
    RESULTS_BUTTON = pygame.Rect(1378 - 118, 7, 110, 34)
    # the top of the tray's button column: Undo, and beside it Hint ("Ask the bot")
    UNDO_BUTTON = pygame.Rect(TR.undo_rect(TRAY).x, TR.undo_rect(TRAY).y, (TR.undo_rect(TRAY).w - 8) // 2,
                              TR.undo_rect(TRAY).h)
    HINT_BUTTON = pygame.Rect(UNDO_BUTTON.right + 8, UNDO_BUTTON.y, TR.undo_rect(TRAY).right - UNDO_BUTTON.right - 8,
                              UNDO_BUTTON.h)
    PANEL_GAP = 6

    def __init__(self, n: int, panel_height: int = 100, hand_height: int = 166, draft_height: int = 236) -> None:
        self.n = n
        self.panel_height = panel_height
        self.hand_height = hand_height
        self.draft_height = draft_height

    def seat_panel(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.RIGHT.x, self.RIGHT.y + seat * (self.panel_height + self.PANEL_GAP),
                           self.RIGHT.w, self.panel_height)

    def log_rect(self) -> pygame.Rect:
        top = self.RIGHT.y + self.n * (self.panel_height + self.PANEL_GAP)
        return pygame.Rect(self.RIGHT.x, top, self.RIGHT.w, self.RIGHT.bottom - top)

    def hand_rects(self, count: int, right_limit: int) -> list[pygame.Rect]:
        return TR.hand_rects(self.TRAY, count, right_limit, self.hand_height)

    def tray_buttons(self, count: int, two_lines_h: int = TR.GRID_TWO_LINES_H) -> list[pygame.Rect]:
        """Prompt buttons: one column at the right of the tray for up to three, more
        columns to the left beyond that (`two_lines_h`: how tall a button holding two
        lines is in the window's text, `tray.two_lines_height`)."""
        if count <= 3:
            return TR.button_rects(self.TRAY, count)
        keep = 10 + TR.hand_room(card_size(self.hand_height)[0])
        return TR.grid_rects(self.TRAY, count, self.UNDO_BUTTON.bottom + 8, keep, two_lines_h)

    def draft_rects(self, count: int) -> list[pygame.Rect]:
        return card_rects(self.BOARD, count, self.draft_height)
