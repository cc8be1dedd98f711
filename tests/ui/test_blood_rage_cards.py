"""Blood Rage's card art (ui/boards/blood_rage_cards.py): a "+N" badge's text stays inside
its circle (issue 33 defect 23)."""

import pytest
from tables import table_app

from ui.boards.blood_rage_cards import fit_badge


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_a_badge_s_text_fits_inside_its_ring(app):
    for r in (11, 13):
        for badge in ("+X", "+10", "+6", "-2"):
            t = fit_badge(app.fonts.render(badge, "text-bold", 16, (0, 0, 0)), r)
            # inside the ring: the text's box fits in the square inscribed in the inner circle
            assert t.get_width() <= int(1.414 * (r - 2)) + 2 and t.get_height() <= 2 * r - 6, (badge, r, t.get_size())
