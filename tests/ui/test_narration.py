"""A told moment (ui/overlays/narration.py, issue 33 defect 15): it stays until each human
it concerns has read it and pressed Continue (in hot seat it is told again for the next
one, and the handoff waits for it); bots never move it on; with "Move on by itself" it
closes after its steps and a reading pause."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.tables import seats, table_app
from ui.boards import board_scene_for
from ui.overlays import NarrationOverlay
from ui.session import GameSession
from ui.settings import Settings


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _table(app, kinds, game_id="midgard", seed=5):
    session = GameSession.new(app, game_id, seats(*kinds), seed, {})
    session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
    for _ in range(3):
        app.step(1 / 60, [])
    board.close_summary()
    return session, board


def _key(app, key):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def _ready(app, board):
    """Press the handoff screen's Enter when one is up."""
    for _ in range(40):
        app.step(1 / 30, [])
    if board.handoff_for is not None:
        _key(app, pygame.K_RETURN)
        app.step(1 / 60, [])


def _handoffs(app):
    return [s for s in app.stack if type(s).__name__ == "HandoffScene"]


def test_two_humans_concerned_each_read_it_before_it_closes(app):
    app.settings.narration_auto = False
    session, board = _table(app, ("human", "human", "random"))
    try:
        _ready(app, board)
        first = board.shown_seat
        assert first is not None
        story = NarrationOverlay(board, "A battle", ["one", "two"], step_seconds=0.5, seats=[0, 1]).open()
        app.step(1 / 60, [])
        # the first reader is the one at the screen; nothing private is drawn under a story
        # the table reads (issue 33, 17)
        assert story.reader() == first and board.viewer() is None
        _key(app, pygame.K_RETURN)          # every step at once
        _key(app, pygame.K_RETURN)          # the first human has read it
        assert story.is_open(), "it stays for the other human it concerns"
        other = 1 - first
        assert story.reader() == other and story.shown() == 1     # told again from the start
        assert board.viewer() is None       # nothing private of the first human shows to the second
        assert not _handoffs(app)
        _key(app, pygame.K_RETURN)
        _key(app, pygame.K_RETURN)
        assert not story.is_open()
    finally:
        session.close()


def test_a_story_of_one_human_closes_at_his_continue(app):
    app.settings.narration_auto = False
    session, board = _table(app, ("human", "human", "random"))
    try:
        _ready(app, board)
        story = NarrationOverlay(board, "A battle", ["one"], step_seconds=0.0, seats=[board.shown_seat, 2]).open()
        app.step(1 / 60, [])
        _key(app, pygame.K_RETURN)
        assert not story.is_open()
    finally:
        session.close()


def _click(app, board, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=app.to_window(pos))])


@pytest.mark.parametrize("told", [True, False])
def test_a_choice_clicked_beside_a_story_told_whole_is_its_read_and_the_choice(app, told):
    # after a Vikings battle the Valhalla Boon's buttons beside the story did nothing
    app.settings.narration_auto = False
    session, board = _table(app, ("human", "random", "random"), game_id="vikings", seed=3)
    try:
        _ready(app, board)
        app.step(1 / 60, [], draw=True)
        story = NarrationOverlay(board, "A battle", ["one", "two"], step_seconds=0.0 if told else 30.0,
                                 seats=[0]).open()
        app.step(1 / 60, [], draw=True)
        target = next(t for t in board.targets if not story.box.collidepoint(t.rect.center)
                      and not story.box.colliderect(t.rect))
        def mine():
            return sum(1 for seat, _a in session.rec.actions if seat == 0)

        n = mine()
        _click(app, board, target.rect.center)
        if not told:   # a story still being told shows every step, and nothing is chosen unseen
            assert story.is_open() and story.all_shown() and mine() == n
            _click(app, board, target.rect.center)
        assert not story.is_open() and mine() == n + 1
    finally:
        session.close()


def test_the_handoff_waits_until_the_story_is_closed(app):
    app.settings.narration_auto = False
    session, board = _table(app, ("human", "human", "random"))
    try:
        _ready(app, board)
        seat = board.shown_seat
        n = 0
        # the shown human acts until the next decision is the other human's
        while board.shown_seat == seat and seat in session.pending_humans() and n < 200:
            story = None
            board.apply_human(seat, session.state.legal_actions(seat)[0])
            n += 1
            app.step(1 / 60, [])
        if board.handoff_for is None and not session.pending_humans():
            session.run_bots_until_human()
        story = NarrationOverlay(board, "A battle", ["one", "two"], step_seconds=0.2).open()
        for _ in range(200):                 # well past the handoff's pause
            app.step(1 / 30, [])
        want = [h for h in session.pending_humans() if h != board.shown_seat]
        assert want, "the next decision is the other human's"
        assert not _handoffs(app) and app.top is story
        for _ in range(4):                   # both read it (twice Continue each)
            _key(app, pygame.K_RETURN)
        assert not story.is_open()
        for _ in range(5):
            app.step(1 / 30, [])
        assert _handoffs(app) and board.handoff_for == want[0]
    finally:
        session.close()


def test_move_on_by_itself_closes_it_after_a_reading_pause_and_only_then(app):
    session, board = _table(app, ("human", "random", "random"))
    try:
        for auto in (False, True):
            app.settings.narration_auto = auto
            story = NarrationOverlay(board, "A battle", ["one", "two", "three"], step_seconds=0.5).open()
            t = 0.0
            while t < story.step_seconds * 3 + 0.1:      # every step shown, no pause yet
                app.step(1 / 30, [])
                t += 1 / 30
            assert story.all_shown() and story.is_open()
            while t < story.read_seconds() + 0.5:
                app.step(1 / 30, [])
                t += 1 / 30
            assert story.is_open() != auto
            story.close()
    finally:
        app.settings.narration_auto = False
        session.close()


def test_move_on_by_itself_is_a_setting_off_by_default():
    s = Settings()
    assert s.narration_auto is False
    s.set("narration_auto", True)
    assert Settings.from_json(s.to_json()).narration_auto is True
    with pytest.raises(ValueError):
        s.set("narration_auto", "yes")


def test_the_settings_screen_offers_move_on_by_itself(app):
    from ui.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    assert {"narr:0", "narr:1"} <= set(scene.buttons)
    scene.buttons["narr:1"].select()
    scene._set("narration_auto", True)
    assert scene.draft.narration_auto is True and not app.settings.narration_auto
