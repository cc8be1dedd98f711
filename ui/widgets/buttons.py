"""Drawn buttons for the board's tray and top bar (their clicks go through the board's
one map from screen targets to legal actions)."""

from __future__ import annotations

import pygame

from ui.palette import GOLD, INK, PANEL_BORDER, PANEL_LIGHT, PARCHMENT, TEXT_DIM


def draw_button(surface: pygame.Surface, fonts, rect: pygame.Rect, label: str, *, hover: bool = False,
                enabled: bool = True, glow: float = 0.0, primary: bool = False) -> None:
    if not enabled:
        fill, border, colour = PANEL_LIGHT, PANEL_BORDER, TEXT_DIM
    elif primary:
        fill, border, colour = (GOLD if hover else (184, 144, 36)), INK, INK
    else:
        fill, border, colour = ((58, 70, 86) if hover else PANEL_LIGHT), GOLD, PARCHMENT
    pygame.draw.rect(surface, fill, rect, 0, 8)
    pygame.draw.rect(surface, border, rect, 2 + int(glow * 2), 8)
    lines = button_lines(fonts, label, rect)
    line_h = fonts.size_for(lines[0][1]) + 2      # the size drawn at (the text size rule)
    top = rect.centery - line_h * len(lines) / 2
    for k, (text, size) in enumerate(lines):
        s = fonts.render(text, "text-bold", size, colour)
        surface.blit(s, s.get_rect(center=(rect.centerx, round(top + line_h * (k + 0.5)))))


LABEL_SIZE = 16
ONE_LINE_SIZES = (15, 14)      # a label a little too long shrinks on one line
# then splits on two lines, if the button is tall enough (down to 11 px: Polish Asgard
# "Oddaj wszystkich swoich: pomarańczowych wojowników" on a 204 px tray button)
TWO_LINE_SIZES = (14, 13, 12, 11)
TWO_LINE_HEIGHT = 30    # (lines that fit: 2 x (size + 2) within the button less 4 px)


def button_lines(fonts, label: str, rect: pygame.Rect) -> list[tuple[str, int]]:
    """A button's label as (line, size) pairs that fit inside it: one line in LABEL_SIZE,
    else one smaller line, else two lines on a button TWO_LINE_HEIGHT tall or more (a
    Blood Rage action "Invade with the Warrior" beside the hand read "Invade with the
    Wa…"), else one line shortened with an ellipsis."""
    key = (fonts.key, label, rect.w, rect.h)
    got = _LINES.get(key)
    if got is None:
        if len(_LINES) > 512:
            _LINES.clear()
        got = _LINES[key] = _button_lines(fonts, label, rect.w - 12, rect.h)
    return got


_LINES: dict[tuple, list[tuple[str, int]]] = {}   # drawn every frame: worked out once per label and size


def _button_lines(fonts, label: str, width: int, height: int) -> list[tuple[str, int]]:
    from ui.widgets.text import fit_lines

    two = tuple((size, 2) for size in TWO_LINE_SIZES
                if height >= TWO_LINE_HEIGHT and 2 * (fonts.size_for(size) + 2) <= height - 4)
    one = tuple((size, 1) for size in (LABEL_SIZE, *ONE_LINE_SIZES))
    return fit_lines(fonts, label, "text-bold", width, (*one, *two, (ONE_LINE_SIZES[-1], 1)))


def button_width(fonts, label: str, minimum: int = 90) -> int:
    return max(minimum, fonts.get("text-bold", 16).size(label)[0] + 28)
