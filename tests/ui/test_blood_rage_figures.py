"""The Blood Rage figures (ui/boards/blood_rage_figures.py): a Sea Serpent of a blue clan
has a light outline, so it stands out in a blue fjord (issue 33 defect 23)."""

import pygame

from ui.boards.blood_rage_figures import ANIMALS, HALO, figure_surface


def test_a_blue_sea_serpent_has_a_light_outline():
    pygame.init()
    blue = (60, 110, 170)
    img = figure_surface("SERPENT", blue, ANIMALS[1], 40)
    light = 0
    for x in range(img.get_width()):
        for y in range(img.get_height()):
            r, g, b, a = img.get_at((x, y))
            if a > 200 and min(r, g, b) >= min(HALO) - 10:
                light += 1
    # the outline runs all around the figure: far more light pixels than its horn and waves
    assert light > 2 * (img.get_width() + img.get_height()) // 2, light
