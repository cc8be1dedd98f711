"""Blood Rage's told moments (ui/boards/blood_rage_narration.py): a battle's result stays
on the table until each human in it pressed Continue; bots never move it on; in hot seat
the handoff waits until it is closed; with only bots it goes on by itself."""

from __future__ import annotations

import pytest
from tables import StubHandoff, seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def play_until_told(app, session, board, want, rng, limit=6000):
    """Random human decisions (bots move themselves) until a narration is open whose
    record satisfies `want(kind, rec)`; the other narrations are closed on the way."""
    for _ in range(limit):
        if session.state.is_over():
            return None
        t = board.telling
        if t is not None:
            if want(*t.record):
                return t
            board.close_story()
            continue
        if isinstance(app.top, StubHandoff):
            app.top.ready()
            continue
        seat = next(iter(session.pending_humans()), None)
        if seat is None:
            app.step(1 / 30, [])
            continue
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return None


def lost_by(seat):
    return lambda kind, rec: kind == "battle" and seat in rec["parts"] and rec["winner"] != seat


@pytest.mark.parametrize("speed", [1, 0])
def test_a_battle_lost_by_a_human_stays_until_continue(app, speed):
    session = GameSession.new(app, "blood_rage", seats("human", "random", "random"), 5, {"first_game": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.settings.animation_speed = speed
    try:
        story = play_until_told(app, session, board, lost_by(0), Rng(3))
        assert story is not None and story in app.stack and story.seats == [0]
        n = len(session.rec.actions)
        for _ in range(400):            # 20 s of frames: the bots wait, the story stays
            app.step(0.05, [])
        assert len(session.rec.actions) == n and board.telling is story and story in app.stack
        assert story.all_shown()
        lines = " ".join(t for t, _c in story.steps)
        assert "Valhalla" in lines or "tie" in lines
        story.click(story.button().center)   # Continue
        assert story not in app.stack and board.telling is None
    finally:
        app.settings.animation_speed = 0


def test_hot_seat_the_handoff_waits_for_the_battle_to_be_read(app):
    pushed: list = []
    story = None
    for seed in range(7, 40):       # a game in which a battle of a human is followed by the other's decision
        session = GameSession.new(app, "blood_rage", seats("human", "human", "random", "random"), seed,
                                  {"first_game": "on"})
        board = board_scene_for(app, session)
        app.clear_to(board)

        def stub(seat, board=board):
            pushed.append(seat)
            board._handoff_scene = StubHandoff(app, lambda: board.confirm_handoff(seat))
            app.push(board._handoff_scene)

        board._push_handoff = stub
        # the table would be handed over at once: the other human decides next
        def other_next(kind, rec, session=session, board=board):
            return kind == "battle" and bool(set(rec["parts"]) & {0, 1}) and \
                bool(set(session.pending_humans()) - {board.shown_seat})

        story = play_until_told(app, session, board, other_next, Rng(seed))
        if story is not None:
            break
    assert story is not None and story.seats and set(story.seats) <= {0, 1}
    pushed.clear()
    for _ in range(200):
        app.step(0.05, [])
    assert pushed == [] and app.top is story         # nothing covers the result
    for k, seat in enumerate(story.seats):
        assert story.continue_label() == f"{board.names[seat]}: Continue"
        story.go_on()                                # each human in the battle presses Continue
        assert (story in app.stack) == (k < len(story.seats) - 1)
    for _ in range(40):
        app.step(0.05, [])
    assert pushed                                    # then the table is handed over


def test_with_only_bots_the_story_goes_on_by_itself(app):
    session = GameSession.new(app, "blood_rage", seats("random", "random", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.settings.animation_speed = 1
    try:
        told = 0
        for _ in range(3000):
            if session.state.is_over() or told >= 2:
                break
            t = board.telling
            app.step(0.1, [])
            if t is not None and board.telling is not t:
                told += 1
        assert told >= 2
    finally:
        app.settings.animation_speed = 0
