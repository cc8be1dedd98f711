"""Texts the Asgard board shows name things, never by the engine's ids: every tooltip,
"Click:" line, button, the status and the log along a seeded game, in English and
Portuguese, hold no Asgard tile code ("AT3")."""

from __future__ import annotations

import re

import pygame
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


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_the_god_boards_counts_and_the_centre_label_stay_in_their_boxes(app, lang):
    """Drawn at a seeded position: each god's "k left" stays under its pile inside the
    god board (Portuguese "restam 4" ran over the support numbers and past the edge),
    the two Legendary counts do not meet, "Board centre" stays in its box; whole."""
    from ui.boards import asgard_draw as AD
    from ui.boards import asgard_layout as L
    from ui.widgets.text import tr

    i18n.set_language(lang)
    session = GameSession.new(app, "asgard", seats("human", "random", "random"), 21, {})
    try:
        board = board_scene_for(app, session)
        app.clear_to(board)
        drawn: list = []
        painter = board.painter
        for name in ("text", "text_in"):
            orig = getattr(painter, name)

            def rec(d, s, pos, *a, _orig=orig, **k):
                r = _orig(d, s, pos, *a, **k)
                drawn.append((s, pygame.Rect(r)))
                return r
            setattr(painter, name, rec)
        board.invalidate()
        board._static = None
        board._refresh()
        surf = pygame.Surface((1600, 900))
        drawn.clear()
        painter._blocks.clear()           # the god boards are drawn, not blitted from the cache
        painter.draw_static(surf)
        v = session.state.view(0)
        from collections import Counter
        painter.draw_position(surf, v, Counter())
        for g in range(10):
            k = len(v.god_pile(g))
            if not k:
                continue
            label = tr("asgard.tiles_left", "{k} left", k=k)
            stack = L.tile_stack_rect(g)
            rects = [r for s, r in drawn if s == label and stack.collidepoint(r.centerx, r.y - 6)]
            assert rects, (g, label, [(s, r) for s, r in drawn if s == label], stack)
            assert L.GOD_RECTS[g].contains(rects[0]) and rects[0].w <= stack.w + 8, (g, label, rects[0])
        lw = [next(r for s, r in drawn if s == tr("asgard.lw_left", "{k} left", k=len(v.legendary_pile(side)))
                   and L.lw_stack_rect(side).inflate(12, 12).colliderect(r)) for side in (0, 1)]
        assert len(lw) == 2 and not lw[0].colliderect(lw[1]), lw
        centre = [r for s, r in drawn if s == tr("asgard.centre", "Board centre")]
        assert centre and AD.centre_rect().contains(centre[0]), centre
    finally:
        i18n.set_language("en")
        session.close()
