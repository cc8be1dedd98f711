"""The end of an Age at 1280x720: a clan's Glory at the right of its row of revealed
quests stays clear of the tiles and their ✓ / ✗ marks (Portuguese "+14 Glória" ran under
a ✓), and the quest names stay whole in the narrower tiles."""

import pytest

from game.blood_rage.data import CARDS
from tests.ui.tables import window_app
from ui import i18n
from ui.boards import blood_rage_layout as L
from ui.boards import blood_rage_text as T
from ui.boards.blood_rage_story import QUEST_MARK_W, quest_row, tile_name_lines


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    yield from window_app(tmp_path_factory)


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_the_glory_of_a_quest_row_is_clear_of_its_tiles(app, lang):
    i18n.set_language(lang)
    R = L.AGE_END_RECT
    quests = [c for c in range(len(CARDS)) if CARDS[c].kind == "quest"]
    glory_w = app.fonts.get("text-bold", 16).size(i18n.t("blood_rage.battle.glory", g=24))[0]
    for k in (1, 2):
        x, ty, tw, row_h = quest_row(k, glory_w)
        if ty == 0:     # beside the name, on the Glory's line: the last tile (and its mark) before it
            assert x + k * (tw + 6) - 6 < R.right - 14 - glory_w
        else:           # on a line of their own under the name and the Glory, inside the panel
            assert ty >= 30 and ty + 36 <= row_h and x + k * (tw + 6) - 6 <= R.right - 16
        for c in quests:
            name = T.card_name(c)
            lines = tile_name_lines(app.fonts, name, tw - 18 - QUEST_MARK_W)
            assert " ".join(p for p, _ in lines).split() == name.split(), (k, name, lines)


STEPS = ("call", "cards", "reveal", "late", "result")


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_a_battle_s_step_line_fits_its_panel(app, lang):
    """The battle panel's line under its title (Portuguese "Cartas de Heimdall ainda podem
    ser jogadas, viradas para cima." was cut at 1280x720)."""
    i18n.set_language(lang)
    R = L.BATTLE_RECT
    wide = [t for t in (i18n.t(f"blood_rage.battle.step_{s}") for s in STEPS)
            if app.fonts.get("text", 16).size(t)[0] > R.w - 24]
    assert wide == []
