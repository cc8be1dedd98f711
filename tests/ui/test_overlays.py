"""The board's modal things are scenes on the app's stack (ui/overlays, issue 38): help,
confirm the end of a turn, the round summary, the replay, the hint and a story told step
by step; each takes the events it uses and passes the rest down, and drawing the board
changes nothing."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.tables import seats, table_app
from ui.boards import board_scene_for
from ui.overlays import (
    ConfirmOverlay,
    HelpOverlay,
    NarrationOverlay,
    ReplayOverlay,
    SummaryOverlay,
)
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _table(app, game_id="midgard", kinds=("human", "random", "random"), seed=5):
    session = GameSession.new(app, game_id, seats(*kinds), seed, {})
    session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
    for _ in range(3):
        app.step(1 / 60, [])
    board.close_summary()
    return session, board


def _key(app, key, unicode=""):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)])


def _click(app, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def test_the_help_is_a_scene_over_the_board_and_any_key_closes_it(app):
    session, board = _table(app)
    try:
        _key(app, pygame.K_h)
        assert isinstance(app.top, HelpOverlay) and app.stack[-2] is board
        assert board.help_open and board.describe()["overlays"] == ["HelpOverlay"]
        assert board.covered()                      # no hover or tooltip of the board under it
        _key(app, pygame.K_p)                       # any key: closes it, does nothing else
        assert app.top is board and not board.help_open and not board.bots_paused
    finally:
        session.close()


@pytest.mark.parametrize("lang", ("en", "it", "el", "pl", "pt"))
def test_the_help_holds_every_line_in_its_panel_in_every_language(app, lang):
    """Greek's "B" line ran past the panel's right edge: a long line wraps under itself."""
    from ui import i18n
    from ui.overlays.modal import HELP_KEYS
    from ui.widgets.text import tr
    from ui.widgets.text_check import check_frame

    session, board = _table(app)
    try:
        i18n.set_language(lang)
        board.on_language()
        _key(app, pygame.K_h)
        assert isinstance(app.top, HelpOverlay)
        words = [tr(k, d) for _key_name, k, d in HELP_KEYS]
        found = [str(f) for f in check_frame(app, lang) if any(f.text in w for w in words)]
        assert found == []
        panel = app.top.surface().get_rect(center=board.layout.BOARD.center)
        assert app.screen.get_rect().contains(panel)
    finally:
        i18n.set_language("en")
        session.close()


def test_the_confirm_question_is_a_scene_and_no_drops_the_action(app):
    session, board = _table(app)
    app.settings.confirm_end_turn = True
    try:
        ending = None
        for _ in range(200):                        # on to a decision that ends the turn
            session.run_bots_until_human()
            app.step(1 / 60, [])
            board.close_summary()
            seat = board.acting_human()
            if seat is None:
                continue
            legal = session.state.legal_actions(seat)
            ending = next((a for a in legal if board.ends_turn(a)), None)
            if ending is not None:
                break
            session.apply(seat, legal[0])
        assert ending is not None
        n = len(session.rec.actions)
        assert not board.apply_human(seat, ending)
        assert isinstance(app.top, ConfirmOverlay) and board.confirming == ending
        _key(app, pygame.K_ESCAPE)                  # No: the pause menu does not open
        assert app.top is board and board.confirming is None and len(session.rec.actions) == n
        board.apply_human(seat, ending)
        _box, yes, _no = app.top.rects()
        _click(app, yes.center)                     # Yes: applied
        assert app.top is not board or board.confirming is None
        assert len(session.rec.actions) > n
    finally:
        app.settings.confirm_end_turn = False
        session.close()


def test_the_round_summary_is_a_scene_and_passes_the_keys_it_does_not_use(app):
    session, board = _table(app)
    try:
        board.summary = board.summary_part.summary or _fake_summary(board)
        board.summary_open = True
        assert isinstance(app.top, SummaryOverlay) and board.summary_open
        _key(app, pygame.K_p)                       # not one of its keys: the board pauses the bots
        assert board.bots_paused and board.summary_open
        _key(app, pygame.K_SPACE)
        assert not board.summary_open and app.top is board
    finally:
        session.close()


def _fake_summary(board):
    from ui.widgets.round_summary import RoundSummary

    rows = [{"total": 0} for _ in range(board.n)]
    return RoundSummary.between("End of Round 1", list(board.names), rows, rows, [], list(board.colours),
                                list(board.symbols))


def test_the_replay_is_a_scene_the_board_draws_the_position_it_shows(app):
    session, board = _table(app)
    try:
        while board.acting_human() is None or len(session.rec.actions) < 4:
            seat = next(iter(session.pending_humans()), None)
            if seat is not None:
                session.apply(seat, session.state.legal_actions(seat)[0])
            session.run_bots_until_human()
            app.step(1 / 60, [])
            board.close_summary()
        assert board.start_replay()
        ov = app.top
        assert isinstance(ov, ReplayOverlay) and board.replay == ov.states and board.acting_human() is None
        app.step(1 / 60, [])
        assert board.view.to_json() == ov.state().view(board.viewer()).to_json()
        _click(app, (600, 400))                     # a click goes back to the game, applies nothing
        assert app.top is board and board.replay == [] and board.acting_human() is not None
    finally:
        session.close()


def test_drawing_the_board_changes_nothing(app):
    session, board = _table(app)
    try:
        board.focus = ("no such action",)           # the position moved on: update drops it, draw does not
        surf = pygame.Surface((1600, 900))
        board.draw(surf)
        assert board.focus == ("no such action",)
        app.step(1 / 60, [])
        assert board.focus is None
    finally:
        session.close()


def test_a_narration_holds_the_bots_until_it_is_read(app):
    session, board = _table(app, kinds=("human", "random", "random"))
    try:
        while not session.pending_humans() or True:
            seat = next(iter(session.pending_humans()), None)
            if seat is None:
                break
            session.apply(seat, session.state.legal_actions(seat)[0])
        assert not session.pending_humans()
        n = len(session.rec.actions)
        story = NarrationOverlay(board, "A battle", ["one", ("two", (200, 80, 60)), "three"], step_seconds=1.0)
        story.open()
        for _ in range(30):
            app.step(1 / 60, [])
        assert len(session.rec.actions) == n        # the bots wait
        assert story.shown() == 1 and story.needs_redraw()
        _key(app, pygame.K_RETURN)                  # Continue: every step at once
        assert story.all_shown() and story.is_open()
        assert [t for t, _c in story.visible_lines()] == ["one", "two", "three"]
        _key(app, pygame.K_RETURN)                  # Continue again: closed, the bots go on
        assert not story.is_open()
        for _ in range(30):
            app.step(1 / 60, [])
            if len(session.rec.actions) > n:
                break
        assert len(session.rec.actions) > n
    finally:
        session.close()


def test_a_long_narration_scrolls_back(app):
    session, board = _table(app)
    try:
        steps = [f"step {i}" for i in range(40)]
        story = NarrationOverlay(board, "Long", steps, step_seconds=0.0).open()
        app.step(1 / 60, [])
        newest = story.visible_lines()
        assert newest[-1][0] == "step 39" and len(newest) == story.rows() < 40
        board.mouse = story.box.center
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)])
        assert story.visible_lines()[-1][0] == "step 36"
        story.close()
    finally:
        session.close()
