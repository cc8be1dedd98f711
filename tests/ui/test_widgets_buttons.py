"""The drawn buttons (ui/widgets/buttons.py): a label keeps its words whole when the
button can hold it, on one smaller line or two, and never draws outside its button."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.tables import table_app
from ui import palette as P
from ui.widgets.buttons import LABEL_SIZE, button_lines, draw_button


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def words(lines):
    return " ".join(t for t, _ in lines).split()


def test_a_short_label_is_one_line_in_the_full_size(app):
    assert button_lines(app.fonts, "Pass", pygame.Rect(0, 0, 190, 40)) == [("Pass", LABEL_SIZE)]


def test_a_long_action_splits_on_two_lines_instead_of_being_cut(app):
    """Blood Rage's "Invade with the Warrior" beside the hand read "Invade with the Wa…"."""
    label = "Invade with the Warrior"
    rect = pygame.Rect(0, 0, 190, 40)
    assert app.fonts.get("text-bold", LABEL_SIZE).size(label)[0] > rect.w - 12   # the case itself
    lines = button_lines(app.fonts, label, rect)
    assert len(lines) == 2 and words(lines) == label.split()
    for text, size in lines:
        assert app.fonts.get("text-bold", size).size(text)[0] <= rect.w - 12


def test_a_low_button_shortens_its_label_on_one_line(app):
    lines = button_lines(app.fonts, "Invade with the Warrior", pygame.Rect(0, 0, 150, 28))
    assert len(lines) == 1 and lines[0][0].endswith("…")


def test_the_label_is_drawn_inside_its_button(app):
    surf = pygame.Surface((400, 120))
    surf.fill((0, 0, 0))
    rect = pygame.Rect(100, 40, 190, 40)
    draw_button(surf, app.fonts, rect, "Invade with the Warrior")
    inked = [(x, y) for x in range(400) for y in range(120) if surf.get_at((x, y))[:3] == P.PARCHMENT]
    assert inked
    assert all(rect.collidepoint(p) for p in inked)
    rows = sorted({y for _, y in inked})
    assert rows[-1] - rows[0] > 20          # two lines of text, not one
