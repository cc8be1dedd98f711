"""A round summary and a told story never cover each other (issue 33: the end-of-Age
summary was drawn over its story, and the story's "For NAME" named another human than
its Continue button): the summary waits until the story is read, then opens; every
Age's summary is still shown; the tray says what the table waits for."""

from __future__ import annotations

import random

import pygame
import pytest
from tables import StubHandoff, play_until_summary, seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.i18n import t as tr_key
from ui.overlays import NarrationOverlay, SummaryOverlay, overlays_of
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_the_age_summary_waits_for_its_story_and_is_shown(app):
    session = GameSession.new(app, "blood_rage", seats("human", "human", "random", "random"), 4,
                              {"first_game": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)

    def stub(seat):
        board._handoff_scene = StubHandoff(app, lambda: board.confirm_handoff(seat))
        app.push(board._handoff_scene)

    board._push_handoff = stub
    rng = Rng(4)
    summaries, both, over, labels, trays = [], 0, 0, [], []
    for _ in range(20000):
        app.step(1 / 30, [])
        telling = overlays_of(board, NarrationOverlay)
        summary = board.overlay_of(SummaryOverlay)
        both += bool(telling and summary)
        if summary is not None:     # a summary is opened on the table, never over a handoff screen
            over += any(isinstance(sc, StubHandoff) for sc in app.stack[:app.stack.index(summary)])
        if telling:
            t = telling[-1]
            if session.state.is_over() and board.viewer() is None and board.acting_human() is None:
                trays.append(board.tray.nobodys_text(board.view))
            if t.all_shown() and t.waiting_for() is not None:
                # the "For NAME" line and the button name the same human
                labels.append((t.reader(), t.continue_label()))
            t.go_on()
            continue
        if summary is not None:
            summaries.append(board.summary.title if hasattr(board.summary, "title") else len(summaries))
            summary.put_away()
            continue
        if board.gameover_shown or app.top is not board and not isinstance(app.top, StubHandoff):
            if board.gameover_shown:
                break
        if isinstance(app.top, StubHandoff):
            app.top.ready()
            continue
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    assert session.state.is_over() and board.gameover_shown
    assert both == 0, f"a summary and a story were open together in {both} frames"
    assert over == 0, f"a summary was drawn over a handoff screen in {over} frames"
    assert len(summaries) == 3, summaries          # the summary of each of the three Ages
    assert labels and all(label == f"{board.names[who]}: Continue" for who, label in labels)
    # the end told in hot seat: the tray says a story is read, not "The bots are playing"
    assert trays and set(trays) == {tr_key("board.tray.read_story")}


def test_the_summary_is_drawn_from_its_first_frame(app):
    """SummaryOverlay's panel is built when it opens: the frame drawn before its first
    update shows it (it flashed: one frame of the board without it, then the panel)."""
    session = GameSession.new(app, "midgard", seats("human", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    assert play_until_summary(board, session, random.Random(8))
    board.close_summary()
    board.on_resize(app.size)            # the panel's image dropped (a resize, a language switch)
    ov = SummaryOverlay(board).open()
    canvas = pygame.Surface(app.size)
    canvas.fill((0, 0, 0))
    ov.draw(canvas)                      # no update between opening and drawing
    rect = board.summary_part.rect()
    assert rect.w > 0 and canvas.get_at(rect.center)[:3] != (0, 0, 0)
    ov.put_away()


@pytest.mark.parametrize("players,expansion", [(1, "ragnarok"), (3, "none")])
def test_vikings_era_summary_waits_for_the_story_then_opens(app, players, expansion):
    """Tiny Epic Vikings: the era ends while its battle or the solo enemy's turn is told:
    the summary is not drawn over the story; once the story is read it opens."""
    session = GameSession.new(app, "vikings", seats(*(["human"] + ["random"] * (players - 1))), 3,
                              {"expansion": expansion})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(3)
    for _ in range(4000):
        session.run_bots_until_human()
        board.update(0.0)
        if board.summary_waits or board.summary_open:
            break
        for story in overlays_of(board, NarrationOverlay)[:-1]:
            story.close()       # the earlier stories read; the last one stays open
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    assert board.summary_waits and not board.summary_open, "the era ended with no story told"
    assert overlays_of(board, NarrationOverlay)
    for _ in range(10):
        app.step(1 / 30, [])
    assert not board.summary_open         # the story is not read yet: the summary waits
    while board.holding_story() is not None:
        board.holding_story().go_on()
    app.step(1 / 30, [])
    assert board.summary_open and app.top is board.overlay_of(SummaryOverlay)
    assert board.summary.title == "End of Era 1"
    board.overlay_of(SummaryOverlay).put_away()


def test_a_waiting_summary_of_a_round_taken_back_is_not_shown(app):
    """The summary waits for a story; an undo then goes back into the round it sums up
    (that round has not ended any more): when the story is put away, no summary opens
    (it comes again when the round ends again). Without the undo it opens."""
    for undone in (False, True):
        session = GameSession.new(app, "midgard", seats("human", "random"), 8, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        assert play_until_summary(board, session, random.Random(8))
        board.close_summary()
        story = NarrationOverlay(board, "A story", ["one"]).open()
        board.open_summary()                  # as a step ending the round does, under a story
        assert board.summary_waits and not board.summary_open
        if undone:                            # the position is back in the round summed up
            board.summary_part.ended = board._round_of(session.state)
        story.close()
        app.step(1 / 30, [])
        assert board.summary_open == (not undone) and not board.summary_waits
        board.close_summary()
        session.close()
