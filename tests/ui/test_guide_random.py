"""Random clicks during every step of every guide still reach the end or a clear
message: while a step shows, the window gets random clicks (anywhere below the top bar,
the guide's own Back / Pause / Leave buttons and the tray's Undo included; not the Hint
buttons, the tray's and the guide's, whose search would only slow CI), then the clicks
the guide asks for go on.

Held: the game ends (the results screen) within the frame bound; no click found a
target whose action was not legal; the refused clicks were answered with the guide's
message (the toast), and a guide left by a random click said so and let the game go on
as an ordinary one."""

from __future__ import annotations

import pytest

from game.core import Rng
from saves import SaveStore
from ui import guide
from ui.app import App
from ui.guide.drive import board_of, click_events, guide_of, guided_click
from ui.guide.overlay import GuideOverlay
from ui.scenes.game_over import GameOverScene
from ui.widgets.text import tr

MAX_FRAMES = 15000
RANDOM_PER_STEP = 12


@pytest.mark.parametrize("game_id", guide.LESSONS)
def test_guide_random_clicks_reach_the_end_or_a_message(tmp_path, monkeypatch, game_id):
    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    app.settings.bot_pause = 0.0
    app.settings.animation_speed = 0
    refused: list[str] = []
    real_filter = GuideOverlay.filter

    def counting(self, action):
        msg = real_filter(self, action)
        if msg:
            refused.append(msg)
        return msg

    monkeypatch.setattr(GuideOverlay, "filter", counting)
    assert guide.start(app, game_id) is None
    rng = Rng(36)
    random_left = 0
    step_seen = None
    left_told = False
    for _frame in range(MAX_FRAMES):
        if isinstance(app.top, GameOverScene):
            break
        board = board_of(app)
        g = guide_of(board) if board is not None else None
        if g is not None and g.step is not None and g.step.id != step_seen:
            step_seen, random_left = g.step.id, RANDOM_PER_STEP
        if g is None and board is not None and board.toast_text == tr("guide.left", ""):
            left_told = True
        if random_left > 0 and board is not None and app.top in [board] + list(app.stack[1:]):
            random_left -= 1
            p = (rng.below(1600), 48 + rng.below(852))
            hint = g.button_rects.get("hint") if g is not None else None
            if board.layout.HINT_BUTTON.collidepoint(p) or (hint is not None and hint.collidepoint(p)):
                continue
            app.step(0.25, click_events(p), draw=False)
            continue
        p = guided_click(app)
        app.step(0.25, click_events(p) if p is not None else [], draw=False)
    board = board_of(app)
    assert isinstance(app.top, GameOverScene), f"{game_id}: no end within {MAX_FRAMES} frames, " \
                                                f"stack {[type(s).__name__ for s in app.stack]}"
    assert board.illegal_clicks == 0
    only = tr("guide.only_lit", "")
    assert all(m == only for m in refused)
    if guide_of(board) is None and not board.session.state.is_over():
        assert left_told, "the guide went without a word"
