"""The bottom tray: its panel, the prompt line, the hand's card rects (overlapping
when the hand is wide), the button column at its right and the Undo button at the
column's top."""

from __future__ import annotations

import pygame

from ui import palette as P
from ui.widgets.cards import card_size
from ui.widgets.text import fit_lines, fit_size

BUTTON_W, BUTTON_H, BUTTON_GAP = 260, 44, 4   # two lines of a 1280x720 window's larger texts
UNDO_PAIR_W = 240      # Undo and Hint side by side: "Desfazer" whole at the larger text sizes
GRID_W = 284            # a grid's buttons widen up to this where the tray has the room
GRID_H = 40             # and are at most this tall, or as tall as two lines of the text drawn need
GRID_TWO_LINES_H = 36   # two lines of 14 px text and their margins (at 1280x720 the text is drawn larger:
                        # `two_lines_height`)


def two_lines_height(fonts) -> int:
    """How tall a button holding two lines of 14 px text is, as the window draws them
    (36 px at 1600x900; 44 at 1280x720, whose text-size rule draws 14 px larger)."""
    return max(GRID_TWO_LINES_H, 2 * (fonts.size_for(14) + 2) + 4)
PROMPT_BAND = 34      # the prompt's line at the tray's top: the cards start below it (its ink ends at +29)


def draw_tray_panel(d: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(d, P.PANEL, rect, 0, 10)
    pygame.draw.rect(d, P.PANEL_BORDER, rect, 2, 10)


def draw_prompt(d: pygame.Surface, fonts, rect: pygame.Rect, text: str, colour: tuple[int, int, int],
                right_limit: int | None = None, two_lines: bool = False) -> None:
    """The prompt line at the top left of the tray, ending before right_limit: smaller
    (down to 14 px) before it is shortened (Midgard's long Portuguese prompts lost their
    "(até 2)"). `two_lines`: no card is drawn under it, so a long prompt may take a
    second line (Portuguese "Chamado à batalha em Yggdrasil: envie uma miniatura…")."""
    right = rect.right - 10 if right_limit is None else right_limit
    width = right - rect.x - 20
    if two_lines and fonts.get("text-bold", 14).size(text)[0] > width:
        lines = fit_lines(fonts, text, "text-bold", width, ((16, 2), (15, 2), (14, 2)))
        pitch = fonts.get("text-bold", lines[0][1]).get_linesize()
        for k, (line, size) in enumerate(lines):
            d.blit(fonts.render(line, "text-bold", size, colour), (rect.x + 14, rect.y + 6 + pitch * k))
        return
    shown, size = fit_size(fonts, text, "text-bold", 18, width, min_size=14)
    d.blit(fonts.render(shown, "text-bold", size, colour), (rect.x + 14, rect.y + 8 + (18 - size) // 2))


def undo_rect(rect: pygame.Rect) -> pygame.Rect:
    """The Undo button: top of the button column (prompt buttons stack from the bottom;
    three of them never reach it)."""
    return pygame.Rect(rect.right - 10 - UNDO_PAIR_W, rect.y + 10, UNDO_PAIR_W, 36)


def button_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Prompt buttons, stacked at the right of the tray (bottom up; returned top down)."""
    x = rect.right - BUTTON_W - 10
    return [pygame.Rect(x, rect.bottom - 10 - (i + 1) * BUTTON_H - i * BUTTON_GAP, BUTTON_W, BUTTON_H)
            for i in range(count)][::-1]


def hand_room(card_w: int) -> int:
    """The width the hand keeps left of a button grid: nine cards overlapping at the
    deepest usual step (24 px), and a gap."""
    return card_w + 8 * 24 + 24


def grid_rects(rect: pygame.Rect, count: int, top: int, keep_left: int = 0,
               two_lines_h: int = GRID_TWO_LINES_H) -> list[pygame.Rect]:
    """More buttons than one column holds: a grid at the right of the tray, between
    `top` and the tray's foot, filled from the right column to the left, each column
    bottom up. The grid stays in the column right of `keep_left` px of the tray (the
    hand's room): rows get lower (down to 4 rows) and buttons narrower before it would
    reach further left."""
    area_h = rect.bottom - 10 - top
    area_w = max(BUTTON_W, rect.w - 20 - keep_left)
    options: list[tuple[int, int, int, int]] = []
    for rows in (2, 3, 4):
        h = min(max(GRID_H, two_lines_h), (area_h - (rows - 1) * 6) // rows)
        cols = -(-count // rows)
        w = min(GRID_W, (area_w - (cols - 1) * 8) // cols)
        options.append((rows, cols, w, h))
    # the widest buttons that hold two lines of the least text size (a long action's
    # words whole: "Sacrifice the Dwarf Chieftain in Andlang (1 of 2)" at 14 px)
    tall = [o for o in options if o[3] >= two_lines_h and o[2] >= 150]
    best = max(tall, key=lambda o: (o[2], -o[0])) if tall else \
        next((o for o in options if o[2] >= 150), max(options, key=lambda o: o[2]))
    rows, cols, w, h = best
    out: list[pygame.Rect] = []
    for i in range(count):
        col, row = divmod(i, rows)
        x = rect.right - 10 - (col + 1) * w - col * 8
        y = rect.bottom - 10 - (rows - row) * h - (rows - 1 - row) * 6
        out.append(pygame.Rect(x, y, w, h))
    return out


def hand_rects(rect: pygame.Rect, count: int, right_limit: int, height: int) -> list[pygame.Rect]:
    """Card rects in the tray, overlapping when the hand is wide."""
    w, h = card_size(height)
    # never over the prompt: "Play a card (turn 1 of 6)" touched the tops of 166-px cards
    x0, y = rect.x + 10, min(max(rect.bottom - h - 8, rect.y + PROMPT_BAND), rect.bottom - h - 2)
    room = right_limit - x0
    step = w + 8
    if count > 1 and (count - 1) * step + w > room:
        step = max(24, (room - w) // (count - 1))
        if (count - 1) * step + w > room:      # never past the limit (the buttons): overlap deeper
            step = max(6, (room - w) // (count - 1))
    return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]


def draw_badge(d: pygame.Surface, fonts, card: pygame.Rect, text: str, centre_y: int | None = None) -> pygame.Rect:
    """A small gold tag on a card's left edge, beside the icon ("new"): clear of the
    title, the subtitle and the effect text. centre_y: the icon's centre below the
    card's top (`cards.icon_centre_y`)."""
    tag = fonts.render(text, "text-bold", 14, P.INK)
    r = pygame.Rect(0, 0, tag.get_width() + 8, tag.get_height())
    r.midleft = (card.x + 3, card.y + (centre_y if centre_y is not None else int(card.h * 0.47)))
    pygame.draw.rect(d, P.GOLD, r, 0, 5)
    pygame.draw.rect(d, P.INK, r, 1, 5)
    d.blit(tag, tag.get_rect(center=r.center))
    return r
