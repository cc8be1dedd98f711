"""The frame's number keys (BoardScene.number_key): when the k-th card of the hand is
there but cannot be played now, every board says so (Blood Rage's hand items give such a
card no action)."""

from __future__ import annotations

import random

import pytest

from tests.ui.tables import table_app
from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_blood_rage_number_key_on_an_unplayable_card_toasts(app):
    seats = [{"name": n, "kind": k, "colour": i}
             for i, (n, k) in enumerate([("Astrid", "human"), ("Bjorn", "random"), ("Sigrid", "random")])]
    session = GameSession.new(app, "blood_rage", seats, 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(1)
    for _ in range(3000):
        session.run_bots_until_human()
        board.update(0.0)
        board.close_summary()
        seat = board.acting_human()
        if seat is not None and board.draft_of(board.view) is None:
            items = board.hand_items(board.view, seat)
            dead = [it for it in items if 1 <= it.number <= 9 and it.action is None and it.key_action is None]
            if dead:
                n = len(session.rec.actions)
                board.toast_text = ""
                assert board.number_key(dead[0].number) is False
                assert len(session.rec.actions) == n
                assert board.toast_text == "That card cannot be played now"
                return
        seat = next(iter(session.pending_humans()), None)
        if seat is None:
            session.run_bots_until_human()
            continue
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    raise AssertionError("no unplayable card in hand was found")
