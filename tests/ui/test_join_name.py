"""The Join screen's default player name is New game's first one, never a card's name
(it offered "Astrid", a Tiny Epic Vikings card; issue 33, 12)."""

from __future__ import annotations

import pytest

from saves import SaveStore
from ui import i18n
from ui.app import App


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = App(headless=True, store=SaveStore(tmp_path_factory.mktemp("saves")))
    yield a
    a.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_the_join_name_is_no_card_of_any_game(app, make_scene, lang):
    app.set_language(lang)
    app.clear_to(make_scene("join", app, None))
    app.step(1 / 60, [])
    name = app.top.name_entry.get_text()
    assert name == i18n.t("newgame.default_names").split(",")[0].strip()
    # every card's name of every game, in this language and in English
    cards = {v for code in (lang, "en") for k, v in i18n.read_catalogue(code).items() if ".card." in k}
    assert "Astrid" in cards
    assert name not in cards
