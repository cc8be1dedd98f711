"""The log's "Undone: …" line tells the step undone in whole sentences: several of them
follow one another, never joined as "seal.; Astrid …"."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from game.core import Rng
from ui.session import GameSession
from ui.widgets.text import text_of


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_an_undone_step_of_several_sentences_reads_well(app):
    session = GameSession.new(app, "asgard", seats("human", "random"), 3, {})
    try:
        rng = Rng(2)
        found = False
        for _ in range(300):
            session.run_bots_until_human()
            if session.state.is_over():
                break
            seat = session.pending_humans()[0]
            a = rng.choice(session.state.legal_actions(seat))
            events = session.apply(seat, a)
            lines = [x for x in (session.spec.describe(e, session.names, session.state) for e in events) if x]
            if len(lines) >= 2 and session.can_undo():
                assert session.undo()
                last = text_of(session.log[-1])
                assert last.startswith("Undone:") and ".;" not in last and ". " in last, last
                found = True
                break
        assert found
    finally:
        session.close()
