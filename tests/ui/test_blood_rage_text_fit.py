"""Blood Rage's texts drawn whole at 1280x720 (issue 33, closing playthroughs): the phase
labels of the age track ("Ragna…", "Desca…" were cut in equal boxes) and the effect
texts of the cards in the hand ("A quest you reveal in battle co…")."""

import pytest
from tables import mid_game, table_app

from ui import i18n
from ui.widgets import text as text_widgets
from ui.widgets.text_check import check_frame


def shortened(app, lang: str) -> list[str]:
    """Every text `fit` shortened with "…" while the scene on top is drawn again from nothing."""
    from collections import Counter

    text_widgets.SHORTENED = Counter()
    try:
        check_frame(app, lang)
        return [text for (_where, text) in text_widgets.SHORTENED]
    finally:
        text_widgets.SHORTENED = None


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = table_app(tmp_path_factory)
    yield a
    a._open_window((1600, 900))
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_phase_labels_are_drawn_whole(app, lang, size):
    from ui.boards.blood_rage_layout import PHASES
    from ui.boards.blood_rage_text import PHASE_NAMES

    i18n.set_language(lang)
    app._open_window((1600, 900))
    session, _board = mid_game(app, "blood_rage")
    app._open_window(size)
    labels = {i18n.t(f"blood_rage.phase.{ph}") if i18n.has(f"blood_rage.phase.{ph}") else PHASE_NAMES[ph]
              for ph in PHASES}
    cut = [t for t in shortened(app, lang) if t in labels]
    session.close()
    assert cut == []
