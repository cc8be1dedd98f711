"""Enter and Space press the gold button, whatever it is (issue 33, 22): the board's
primary action (Done, End the turn), else the only action button drawn ("The Leader
stays", "Pass", "Kill nobody", "Skip the power"). A test per board at a decision whose
gold button is not Done."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _key(board, key: int) -> None:
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" " if key == pygame.K_SPACE else "\r"))


def _action_buttons(board, legal: list) -> list:
    """The tray's buttons of legal actions (labelled with their action text)."""
    out = []
    for r, label, k in board.buttons:
        if not isinstance(k, str) and k in legal and k not in out and board.layout.TRAY.contains(r) \
                and label == board.action_text(k):
            out.append(k)
    return out


def _is_done(action) -> bool:
    return action == ("done",) or type(action).__name__ == "Done" or getattr(action, "kind", None) == "done"


def _gold_drawn(board, monkeypatch) -> list[str]:
    """The labels of the buttons a frame draws gold."""
    import ui.boards.base as base

    gold: list[str] = []
    real = base.draw_button

    def spy(surface, fonts, rect, label, *a, **kw):
        if kw.get("primary"):
            gold.append(label)
        return real(surface, fonts, rect, label, *a, **kw)

    monkeypatch.setattr(base, "draw_button", spy)
    board.draw(pygame.Surface(board.layout.SCREEN.size))
    monkeypatch.setattr(base, "draw_button", real)
    return gold


def _to_a_gold_button_not_done(app, game_id: str, want=None, seeds=range(1, 12)):
    """A game of one human and bots played by random choices until the human's decision
    has a gold button that is not Done (`want(action)` picks which); returns
    (board, session, the gold action)."""
    for seed in seeds:
        session = GameSession.new(app, game_id, seats("human", "random", "random"), seed, {})
        session.bot_process = False
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = Rng(seed)
        for _ in range(1500):
            if session.state.is_over():
                break
            session.run_bots_until_human()
            app.step(1 / 60, [])
            while app.top is not board:
                top = app.top
                top.close() if hasattr(top, "close") else app.pop()
            seat = board.acting_human()
            if seat is None:
                continue
            board.invalidate()
            board._refresh()
            legal = session.state.legal_actions(seat)
            drawn = _action_buttons(board, legal)
            gold = board.primary_action(legal)
            if gold is None and len(drawn) == 1:
                gold = drawn[0]
            if gold is not None and not _is_done(gold) and (want is None or want(gold)):
                return board, session, gold
            session.apply(seat, rng.choice(legal))
        session.close()
    raise AssertionError(f"no decision with a gold button other than Done in {game_id}")


@pytest.mark.parametrize("game_id,want,key", [
    ("blood_rage", lambda a: type(a).__name__ == "Stay", pygame.K_SPACE),   # "The Leader stays"
    ("blood_rage", None, pygame.K_RETURN),
    ("midgard", None, pygame.K_SPACE),
    ("asgard", None, pygame.K_SPACE),
    ("vikings", None, pygame.K_RETURN),
])
def test_space_and_enter_press_the_gold_button_that_is_not_done(app, game_id, want, key, monkeypatch):
    board, session, gold = _to_a_gold_button_not_done(app, game_id, want)
    try:
        seat = board.acting_human()
        # the only action button is the gold one, and it is drawn gold
        assert _gold_drawn(board, monkeypatch) == [board.action_text(gold)]
        got: list = []
        session.on_applied.append(lambda s, a, _ev: got.append((s, a)))
        board.focus = None
        _key(board, key)
        assert got == [(seat, gold)], f"{pygame.key.name(key)} did not press {board.action_text(gold)!r}: {got}"
    finally:
        session.close()


def test_no_gold_button_when_the_tray_offers_several_choices(app, monkeypatch):
    """Two action buttons and no Done: nothing is gold, Space does nothing (it never
    picks one of several answers by itself)."""
    for seed in range(1, 12):
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), seed, {})
        session.bot_process = False
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = Rng(seed)
        for _ in range(1500):
            if session.state.is_over():
                break
            session.run_bots_until_human()
            app.step(1 / 60, [])
            while app.top is not board:
                top = app.top
                top.close() if hasattr(top, "close") else app.pop()
            seat = board.acting_human()
            if seat is None:
                continue
            board.invalidate()
            board._refresh()
            legal = session.state.legal_actions(seat)
            drawn = _action_buttons(board, legal)
            if len(drawn) >= 2 and board.primary_action(legal) is None:
                assert _gold_drawn(board, monkeypatch) == []
                n = len(session.rec.actions)
                _key(board, pygame.K_SPACE)
                assert len(session.rec.actions) == n
                session.close()
                return
            session.apply(seat, rng.choice(legal))
        session.close()
    raise AssertionError("no decision with several tray buttons and no Done")
