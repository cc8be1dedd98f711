"""The guide's progress is saved with the game (ui/guide/state.py: the learner's seat
entry "guide"): the game left at a step and opened again with Continue on the title
screen has its guide at that step, with the same steps shown; "Keep playing without the
guide" makes it an ordinary saved game that loads (Continue) with no guide; a damaged
entry is ignored."""

from __future__ import annotations

import pytest

from saves import SaveStore
from ui import guide
from ui.app import App
from ui.guide.drive import board_of, click_events, guide_of, play_guided
from ui.guide.state import GuideState, learner_of
from ui.scenes import TitleScene


@pytest.fixture
def app(tmp_path):
    a = App(headless=True, store=SaveStore(tmp_path / "saves"))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    return a


def continue_from_title(app: App) -> None:
    """Back to the title screen, then Continue, as a player would (bounded)."""
    app.go_to_title()
    for _ in range(200):
        title = app.top
        if isinstance(title, TitleScene) and "continue" in title.buttons:
            break
        app.step(0.05, [], draw=False)
    assert isinstance(app.top, TitleScene) and "continue" in app.top.buttons
    app.top.press("continue")
    for _ in range(400):
        if board_of(app) is not None:
            return
        app.step(0.05, [], draw=False)
    raise AssertionError("Continue did not open the game")


def test_guide_continue_resumes_at_the_step(app):
    assert guide.start(app, "midgard") is None
    play_guided(app, max_frames=3000, until=lambda b, g: g is not None and g.step is not None and g.step.id == "move")
    g = guide_of(board_of(app))
    shown = list(g.state.shown)
    moves = len(board_of(app).session.rec.actions)
    continue_from_title(app)
    board = board_of(app)
    g2 = guide_of(board)
    assert g2 is not None and g2 is not g
    assert g2.step is not None and g2.step.id == "move"
    assert g2.state.shown == shown
    assert len(board.session.rec.actions) == moves
    assert board.action_filter == g2.filter
    # and the guide goes on from there to the game's end
    r = play_guided(app, max_frames=6000)
    assert r["over"] and r["steps"][-1] == "end"


def test_guide_leave_makes_an_ordinary_saved_game(app):
    assert guide.start(app, "vikings") is None
    play_guided(app, max_frames=3000, until=lambda b, g: g is not None and g.step is not None and g.step.id == "draft")
    board = board_of(app)
    g = guide_of(board)
    app.step(0.1, click_events(g.button_rects["leave"].center), draw=False)
    assert guide_of(board) is None and board.action_filter is None
    assert "guide" not in board.session.seats[0]
    continue_from_title(app)
    board = board_of(app)
    assert guide_of(board) is None and board.action_filter is None
    assert learner_of(board.session) is None
    assert board.session.is_human(0)
    r = play_guided(app, max_frames=6000)      # an ordinary game, played to its end
    assert r["over"]


def test_guide_state_ignores_a_damaged_entry():
    assert GuideState.from_json({"lesson": 3}) is None
    assert GuideState.from_json({"lesson": "asgard", "shown": "x"}) is None
    assert GuideState.from_json("asgard") is None
    s = GuideState.from_json({"lesson": "asgard", "shown": ["welcome"], "at": 5})
    assert s is not None and s.at == "" and s.shown == ["welcome"]
    assert GuideState.from_json(GuideState("midgard", ["a"], "a", True).to_json()) == \
        GuideState("midgard", ["a"], "a", True)
