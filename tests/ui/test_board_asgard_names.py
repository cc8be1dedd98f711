"""Texts the Asgard board shows name things, never by the engine's ids: every tooltip,
"Click:" line, button, the status and the log along a seeded game, in English and
Portuguese, hold no Asgard tile code ("AT3")."""

from __future__ import annotations

import re

import pytest
from tables import seats, table_app

from game.core import Rng
from ui import i18n
from ui.boards import board_scene_for
from ui.session import GameSession
from ui.widgets.text import text_of

ID = re.compile(r"\bAT\d\b")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _texts(board) -> list[str]:
    """Every text the board built for the position on screen."""
    board.invalidate()
    board._refresh()
    out = []
    for _r, title, body in board.tips:
        for x in (title, body):
            x = x() if callable(x) else x
            out.append(text_of(x) if x is not None else "")
    out += [str(label) for _r, label, _k in board.buttons]
    seat = board.acting_human()
    if seat is not None:
        out += [board.action_text(a) for a in board.session.state.legal_actions(seat)]
        out.append(board.prompt_text(seat))
    out.append(board.status_text(board.view))
    out += [text_of(x) for x in board.session.log]
    return out


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_no_asgard_tile_code_in_any_text(app, lang):
    i18n.set_language(lang)
    session = GameSession.new(app, "asgard", seats("human", "random", "random", "random"), 21, {})
    try:
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = Rng(5)
        seen = 0
        found = []
        while not session.state.is_over() and seen < 400:
            session.run_bots_until_human()
            if session.state.is_over():
                break
            board.update(0.0)
            found += [t for t in _texts(board) if ID.search(t)]
            seen += 1
            session.apply(0, rng.choice(session.state.legal_actions(0)))
        assert seen > 30
        assert found == [], sorted(set(found))[:10]
    finally:
        i18n.set_language("en")
        session.close()
