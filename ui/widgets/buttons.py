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
    from ui.widgets.text import fit

    text = fit(fonts, label, "text-bold", 16, rect.w - 12)
    s = fonts.render(text, "text-bold", 16, colour)
    surface.blit(s, s.get_rect(center=rect.center))


def button_width(fonts, label: str, minimum: int = 90) -> int:
    return max(minimum, fonts.get("text-bold", 16).size(label)[0] + 28)
