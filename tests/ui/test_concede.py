"""Concede from the pause menu (issue 16): the game ends at once, the results follow
(the winner among the others), and the save records who conceded."""

from __future__ import annotations

import pygame
import pytest

from saves import SaveStore
from ui.app import App
from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture
def app(tmp_path):
    a = App(headless=True, store=SaveStore(tmp_path / "saves"))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    return a


def seats(*kinds):
    names = ["Ingrid", "Bjorn", "Sigrid"]
    return [{"name": names[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]


def test_conceding_ends_the_game_and_is_recorded(app):
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 4, {"beginner_round1": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    session.run_bots_until_human()
    for _ in range(6):                               # a few moves, so the scores differ
        session.apply(0, session.state.legal_actions(0)[0])
        session.run_bots_until_human()
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    pause = app.top
    assert type(pause).__name__ == "PauseScene" and pause.buttons["concede"].is_enabled
    n = len(session.rec.actions)
    pause.press("concede")
    assert app.top is pause and not session.finished and "again" in pause.message   # asked first
    pause.press("concede")
    assert app.top is board and session.finished and session.conceded == [0]
    assert session.pending_humans() == [] and session.pending_bots() == [] and not session.can_undo()
    for _ in range(100):
        app.step(1 / 30, [])
        if type(app.top).__name__ == "GameOverScene":
            break
    over = app.top
    assert type(over).__name__ == "GameOverScene"
    assert 0 not in over.winners and over.winners == session.winners()
    scores = session.state.scores()
    assert all(scores[w] == max(scores[1:]) for w in over.winners)
    assert "Ingrid conceded" in over.winners_text()
    assert len(session.rec.actions) == n                   # nobody moved after it
    session.flush_autosave()
    again = GameSession.load(app, session.save_name)
    assert again.conceded == [0] and again.finished and again.pending_bots() == []
    session.close()
    again.close()


def test_no_concede_for_a_table_of_bots(app):
    session = GameSession.new(app, "midgard", seats("random", "random"), 4, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.open_pause()
    assert not app.top.buttons["concede"].is_enabled
    assert not session.concede(0) and not session.finished
    session.close()
