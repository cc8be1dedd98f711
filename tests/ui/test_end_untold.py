"""Nothing of a game's outcome shows before its end was told (issue 33, 3): while the
last step's story (Asgard's Ragnarök panels, Blood Rage's "Ragnarök and the final Glory")
or the last round's summary (its final scoring) is open, the side log stops before the
lines of the step that ended the game, the top bar's label names the last round (not
"Game over") and no seat panel says "winner"; once it was read, all of it shows."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.overlays import SummaryOverlay
from ui.overlays.base import overlays_of
from ui.overlays.narration import NarrationOverlay
from ui.session import GameSession
from ui.widgets.text import text_of
from ui.widgets.text_check import drawn_texts

TABLES = {
    "asgard": ("human", "random", "random"),
    "blood_rage": ("human", "random", "random"),
    "midgard": ("human", "random"),
    "vikings": ("human", "random"),
}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _put_away(board) -> None:
    """Every story and summary open now, read."""
    for ov in list(overlays_of(board)):
        if isinstance(ov, SummaryOverlay):
            ov.put_away()
        elif isinstance(ov, NarrationOverlay):
            for _ in range(200):      # Continue until it closes (the last of a row of panels too)
                if ov not in board.app.stack:
                    break
                ov.go_on()


def _play_to_the_end(app, board, session, rng) -> None:
    for _ in range(6000):
        session.run_bots_until_human()
        if session.state.is_over():
            return
        board.update(0.0)       # the human at the screen is the viewer, as in play
        _put_away(board)
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", sorted(TABLES))
def test_nothing_of_the_outcome_shows_before_the_end_was_told(app, game):
    app.settings.animation_speed = 1
    try:
        session = GameSession.new(app, game, seats(*TABLES[game]), 5, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        _play_to_the_end(app, board, session, Rng(3))
        for _ in range(6):
            app.step(0.5, [])
        assert board.end_untold(), "the end is being told"
        assert not board.gameover_shown
        board._refresh()
        last = session.log[-1]          # the step that ended the game: its last line (the result)
        lines, total = board.told_log()
        assert total < session.log_total and last not in lines[-3:]
        assert board.log_panel.seen == total
        label = board.top_bar.label
        assert label and label != "Game over" and str(session.state.progress().number) in label
        texts = drawn_texts(app)
        assert "winner" not in texts and "Game over" not in texts
        assert not any(t.startswith("Game over") for t in texts), texts
        # nor in the last round's summary, when it is open now (Midgard, Vikings)
        verdict = [text_of(x) for x in board.verdict_lines]
        assert bool(verdict) == (game != "vikings")   # Vikings' last line names no winner
        assert not set(verdict) & set(texts), verdict
        summary = board.summary_part.summary
        assert summary is not None and not set(board.verdict_lines) & set(summary.lines)
        if game == "vikings" and getattr(board.story, "kind", "") == "final":
            # the final scoring told as its own moment: the last era's summary waits for it
            assert "Final scoring" in texts and board.overlay_of(SummaryOverlay) is None
        elif game == "vikings" and board.story is not None:   # the final scoring after the last battle
            assert "Final scoring" not in texts
            rec = session.rec
            seen = rec.replay(board.spec, upto=len(rec.actions) - 1).view(0)
            shown = [board.seat_score(board.view, s) for s in range(board.n)]
            assert shown == [board._score_seen(seen, s) for s in range(board.n)]
            assert any(x.endswith("+") for x in shown)      # Favor cards still face down
        if game == "blood_rage":   # the last Age's summary waits for the story of the end
            assert board.overlay_of(SummaryOverlay) is None
        # read to the end: then all of it shows
        for _ in range(40):
            if not board.end_untold():
                break
            _put_away(board)
            app.step(0.5, [])
        assert not board.end_untold()
        board.gameover_shown = False     # the board under the results screen, drawn again
        board._refresh()
        assert board.log_panel.seen == session.log_total
        assert board.told_log()[1] == session.log_total
        session.close()
    finally:
        app.settings.animation_speed = 0
