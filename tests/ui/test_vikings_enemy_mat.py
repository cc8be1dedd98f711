"""The solo enemy's mat header (ui/boards/vikings_draw.draw_enemy_mat): its title,
"Sail +k" and the enemy's score share one row without overlapping in every language
(issue 33, 7: Portuguese "Velejar +2" ran under "pontos 14+")."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from ui import i18n
from ui.boards import board_scene_for
from ui.session import GameSession
from ui.widgets.text_check import check_frame


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
@pytest.mark.parametrize("mat", ["E1", "R3"])
def test_the_enemy_mat_header_holds_a_two_digit_score(app, lang, mat, monkeypatch):
    i18n.set_language(lang)
    try:
        session = GameSession.new(app, "vikings", seats("human"), 7,
                                  {"expansion": "ragnarok" if mat.startswith("R") else "none", "enemy_mat": mat})
        board = board_scene_for(app, session)
        monkeypatch.setattr(type(board), "_score_seen", staticmethod(lambda v, c: "88+"))
        app.clear_to(board)
        session.run_bots_until_human()
        board.update(0.0)
        sail = i18n.t("vikings.enemy.sail").split("{")[0].strip()
        score = i18n.t("vikings.enemy.score").split("{")[0].strip()
        found = [str(f) for f in check_frame(app, lang) if f.kind == "overlap"
                 and ((sail in f.text and score in f.other) or (score in f.text and sail in f.other))]
        assert found == []
        session.close()
    finally:
        i18n.set_language("en")
