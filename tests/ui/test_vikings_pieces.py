"""Tiny Epic Vikings' drawn pieces (ui/boards/vikings_pieces.py): a small temple shows its
clan's colour whatever the colour (issue 33, 12: the yellow clan's temple on its mat was
an ink smudge, the outline drawn over its thin columns)."""

from __future__ import annotations

import pygame
import pytest

from ui import palette as P
from ui.boards.vikings_pieces import draw_temple

BACK = (30, 34, 42)


@pytest.mark.parametrize("seat", range(4))
@pytest.mark.parametrize("size", [8, 11])
def test_a_small_temple_shows_its_clan_colour(seat, size):
    colour = tuple(P.SEAT_COLOURS.get("vikings", P.SEAT_COLOURS["midgard"])[seat][1])
    s = pygame.Surface((40, 40))
    s.fill(BACK)
    draw_temple(s, "circle", colour, (20, 20), size)
    drawn = [tuple(s.get_at((x, y)))[:3] for x in range(40) for y in range(40)]
    ink = [c for c in drawn if c != BACK]
    own = [c for c in ink if c == colour]
    assert ink and len(own) >= 0.4 * len(ink), (colour, len(own), len(ink))
