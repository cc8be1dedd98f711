"""Tiny Epic Vikings: the end-of-era summary opens over the next era's draft (the solo
draft's piles, or the frame's draft overlay) and no board button shows under it or just
below it ("Look at the board" peeked out under the panel's foot). The table is 1600x900
at every window size (scaled), so the geometry is the same at 1280x720, 1600x900 and
1920x1080; each size is still checked through a real App of that window size."""

from __future__ import annotations

import random

import pytest

from saves import SaveStore
from tests.ui.tables import play_until_summary
from ui.app import App
from ui.boards import board_scene_for
from ui.boards.base import SUMMARY_MARGIN
from ui.session import GameSession
from ui.widgets.draft_overlay import look_button

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]


def make_app(tmp_path, size) -> App:
    app = App(headless=True, store=SaveStore(tmp_path / "saves"), window_size=size)
    app.settings.bot_pause = 0.0
    app.settings.animation_speed = 0
    return app


def to_next_draft(app: App, players: int, expansion: str, seed: int):
    """Random decisions until the end of era 1: its summary opens over era 2's draft."""
    seats = [{"name": n, "kind": "human" if i == 0 else "random", "colour": i}
             for i, n in enumerate(["Astrid", "Bjorn", "Sigrid"][:players])]
    session = GameSession.new(app, "vikings", seats, seed, {"expansion": expansion})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(seed)
    play_until_summary(board, session, rng)
    assert board.summary_open and session.state.phase == "draft" and session.state.era == 2
    return board, session


def crowding(board) -> list:
    """Buttons on the board drawn within SUMMARY_MARGIN of the open summary's panel."""
    near = board._summary_rect().inflate(2 * SUMMARY_MARGIN, 2 * SUMMARY_MARGIN)
    return [(r, label) for r, label, _k in board.buttons
            if board.layout.BOARD.colliderect(r) and near.colliderect(r)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_button_under_or_below_the_summary_in_the_solo_draft(tmp_path, size):
    app = make_app(tmp_path, size)
    board, session = to_next_draft(app, 1, "ragnarok", 3)
    app.step(1 / 60, [])
    look = look_button(board.layout.BOARD)
    panel = board._summary_rect()
    # the case seen: the panel's foot reaches into the piles' "Look at the board"
    assert panel.bottom > look.y - SUMMARY_MARGIN
    assert crowding(board) == []
    assert "draft_min" not in [k for _r, _l, k in board.buttons]
    # Continue: the piles and their button come back, where they were
    board.close_summary()
    app.step(1 / 60, [])
    assert (look, "draft_min") in [(r, k) for r, _l, k in board.buttons]
    # the panel reopened from the top bar hides it again
    board.open_summary()
    app.step(1 / 60, [])
    assert crowding(board) == []
    app.shutdown()


@pytest.mark.parametrize("expansion", ["none", "ragnarok"])
def test_no_button_under_the_summary_in_the_frame_draft(tmp_path, expansion):
    app = make_app(tmp_path, (1600, 900))
    board, session = to_next_draft(app, 3, expansion, 3)
    app.step(1 / 60, [])
    assert crowding(board) == []
    board.close_summary()
    app.step(1 / 60, [])
    assert "draft_min" in [k for _r, _l, k in board.buttons]
    app.shutdown()


def test_buttons_off_the_board_stay_while_the_summary_is_open(tmp_path):
    app = make_app(tmp_path, (1600, 900))
    board, _session = to_next_draft(app, 1, "none", 4)
    app.step(1 / 60, [])
    keys = [k for _r, _l, k in board.buttons]
    assert "menu" in keys and "rules" in keys and "summary" in keys
    assert not any(board.under_summary(r) for r in (board.layout.MENU_BUTTON, board.layout.RULES_BUTTON))
    app.shutdown()
