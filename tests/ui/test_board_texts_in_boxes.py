"""Texts in their boxes on the boards in every language (issue 33, 7): the frame's check
(`ui.widgets.text_check.check_frame`) finds no text past its box or over another, and
`fit` shortens none of the texts named here with "…", over positions of a played game.

- Tiny Epic Vikings' solo enemy mat: every enemy mat with a two-digit score ("Velejar +2"
  ran under "pontos 14+"); its track rows' names whole (Portuguese "Alimento", Polish
  "Żywność" were cut to "Alime…").
- Asgard: the board along a game ("um deus aqui" ran past the underworld's box, the god
  tiles' short names into their counts, Portuguese "Centro do tabuleiro" was cut)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from tables import seats, table_app

from ui import i18n
from ui.boards import board_scene_for
from ui.session import GameSession
from ui.widgets import text as text_widgets
from ui.widgets.text_check import check_frame

LANGS = ("en", "it", "el", "pl", "pt")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


@pytest.fixture
def shortened(monkeypatch):
    got: Counter = Counter()
    monkeypatch.setattr(text_widgets, "SHORTENED", got)
    yield got
    i18n.set_language("en")


def _cut(shortened: Counter, where: str) -> list[str]:
    return [text for (at, text) in shortened if at.startswith(where)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_solo_enemy_mat_holds_its_texts_in_every_language(app, shortened, lang, monkeypatch):
    from game.vikings import data as D
    from ui.boards import vikings_text as T

    i18n.set_language(lang)
    names = {T.res_name(r) for r in D.RES}
    for mat in D.ENEMY_MATS:
        session = GameSession.new(app, "vikings", seats("human"), 7,
                                  {"expansion": "ragnarok" if mat.startswith("R") else "none", "enemy_mat": mat})
        board = board_scene_for(app, session)
        monkeypatch.setattr(type(board), "_score_seen", staticmethod(lambda v, c: "14+"))
        app.clear_to(board)
        session.run_bots_until_human()
        board.update(0.0)
        assert [str(f) for f in check_frame(app, lang)] == [], mat
        session.close()
    assert [t for t in _cut(shortened, "vikings_draw") if t in names] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_asgard_board_holds_its_texts_along_a_game(app, shortened, lang):
    i18n.set_language(lang)
    session = GameSession.new(app, "asgard", seats("human", "random", "random", "random"), 5, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(1)
    found: list[str] = []
    for step in range(60):
        session.run_bots_until_human()
        board.update(0.0)
        board.close_summary()
        if step % 12 == 0 and app.top is board:
            found += [f"{step}: {f}" for f in check_frame(app, lang)]
        seat = next(iter(session.pending_humans()), None)
        if seat is None:
            break
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    session.close()
    assert found == [], "\n".join(found)
    assert _cut(shortened, "asgard_draw") == []
