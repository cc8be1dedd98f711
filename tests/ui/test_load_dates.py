"""The load screen's rows end with the save's date, whole, in every language: a long
name or position gives way instead (issue 33 item 7: Greek and Portuguese rows cut the
date at the box's edge)."""

from __future__ import annotations

import pytest

import ui.scenes.load as load_module
from saves import SaveStore
from ui.app import App
from ui.scenes import LoadScene

LANGS = ("en", "it", "el", "pl", "pt")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = App(headless=True, store=SaveStore(tmp_path_factory.mktemp("saves")))
    yield a
    a.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seats", (["Astrid"], ["Astrid", "Bjorn", "Sigrid", "Ulf"]))
def test_a_long_row_keeps_its_date_whole(app, lang, seats):
    app.set_language(lang)
    scene = LoadScene(app)
    font = app.fonts.get("text", 18)
    entry = {"game": "blood_rage", "name": "Η μεγάλη μάχη του Ασγκαρντ και του Μίντγκαρντ " * 2,
             "label": "Era 3 · Ragnarök e a pontuação final de todos os clãs", "seats": seats,
             "updated": 1_700_000_000.0}
    row = scene._row_text(11, entry)
    when = load_module._when(entry["updated"])
    assert row.endswith(when), row
    assert font.size(row)[0] <= load_module.ROW_WIDTH, row
