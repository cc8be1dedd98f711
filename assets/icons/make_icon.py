"""Draws the window icon (our own art): a gold-ringed ash tree on the slate table.

    python assets/icons/make_icon.py      # writes icon-64.png and icon-256.png beside this file
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

SLATE = (20, 24, 31)
GOLD = (212, 167, 44)
PARCHMENT = (232, 220, 192)
MOSS = (95, 122, 58)


def draw(size: int = 256) -> pygame.Surface:
    s = pygame.Surface((256, 256), pygame.SRCALPHA)
    pygame.draw.rect(s, SLATE, (8, 8, 240, 240), border_radius=44)
    pygame.draw.circle(s, GOLD, (128, 128), 104, 10)
    # trunk and roots
    pygame.draw.line(s, PARCHMENT, (128, 196), (128, 96), 16)
    for dx in (-50, 0, 50):
        pygame.draw.line(s, PARCHMENT, (128, 184), (128 + dx, 214), 11)
    # branches
    for side in (-1, 1):
        pygame.draw.line(s, PARCHMENT, (128, 132), (128 + side * 58, 96), 10)
        pygame.draw.line(s, PARCHMENT, (128, 110), (128 + side * 40, 70), 9)
    # crown
    for cx, cy, r in ((128, 70, 34), (80, 88, 28), (176, 88, 28), (104, 52, 24), (152, 52, 24)):
        pygame.draw.circle(s, MOSS, (cx, cy), r)
    pygame.draw.circle(s, GOLD, (128, 128), 104, 10)
    return pygame.transform.smoothscale(s, (size, size)) if size != 256 else s


def main() -> None:
    pygame.display.init()
    here = Path(__file__).resolve().parent
    for size in (64, 256):
        pygame.image.save(draw(size), str(here / f"icon-{size}.png"))
        print(f"wrote {here / f'icon-{size}.png'}")


if __name__ == "__main__":
    main()
