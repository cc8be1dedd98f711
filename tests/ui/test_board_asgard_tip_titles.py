"""Asgard's prayer spaces' tooltip titles keep the words' own capitals: the title was
`str.capitalize()`d, which lowers every other letter (Portuguese "Espaço de oração
inferior de hel" for "espaço de Oração inferior de Hel")."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from game.asgard import data as D
from ui import i18n
from ui.boards import asgard_text as T
from ui.boards import board_scene_for
from ui.session import GameSession
from ui.widgets.text import text_of


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_a_prayer_spaces_title_keeps_the_gods_name(app, lang):
    i18n.set_language(lang)
    try:
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), 7, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        session.run_bots_until_human()
        board.update(0.0)
        board.draw(app.screen)
        titles = {str(text_of(t() if callable(t) else t)) for _r, t, _b in board.tips}
        for sid in D.SPACE_IDS:
            name = T.space_name(sid)
            assert name[:1].upper() + name[1:] in titles, (sid, name)
        session.close()
    finally:
        i18n.set_language("en")
