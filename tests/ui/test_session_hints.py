"""The HintService of a session (ui/session/hints.py): a hint asked goes to the bot process
through the session's BotRunner (or a thread), its answer is decoded, a bad answer or a
search that fails becomes a failed hint (never a hint that waits forever), a dead process
hands it to a thread, a hint arrived counts once, and it is dropped when its seat acts."""

from __future__ import annotations

import pytest

import game.ai
from game.core import Rng
from tests.ui.stubs import StubApp
from tests.ui.test_session_bots import FakeWorker
from ui.botproc import LOST, hint_to_json
from ui.session import GameSession
from ui.session.bots import BotRunner

SEATS = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]


@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path, bot_budget=0.1)


@pytest.fixture
def worker(app, monkeypatch):
    w = FakeWorker()
    app.bot_worker = w
    monkeypatch.setattr(BotRunner, "process_can_play", lambda self: True)
    return w


def hot_seat(app) -> GameSession:
    s = GameSession.new(app, "midgard", SEATS, 6, {})
    s.hint_iterations = 20
    return s


def test_a_hint_goes_to_the_process_and_its_answer_is_counted_once(app, worker):
    s = hot_seat(app)
    assert s.ask_hint(0) and s.ask_hint(0)          # asked once: the second is the same hint
    assert len(worker.sent) == 1 and worker.sent[0]["hint"] == 3 and worker.sent[0]["seat"] == 0
    hint = s.hint_for(0)
    assert hint is not None and hint.remote == 1 and s.poll_hint() is hint and not hint.done
    from game.ai import Suggestion

    legal = s.state.legal_actions(0)
    worker.answers.append((1, True, hint_to_json(s.spec, [Suggestion(legal[2], 40, 0.6), Suggestion(legal[0], 5, None)])))
    assert s.poll_hint() is hint and hint.done and [x.action for x in hint.suggestions] == [legal[2], legal[0]]
    assert s.hints_taken(0) == 1
    s.poll_hint()
    assert s.hints_taken(0) == 1                   # counted once
    s.apply(0, legal[0])                           # its seat acted: the hint goes
    assert s.hint is None and s.hint_for(0) is None
    s.close()


def test_an_answer_that_is_no_list_of_suggestions_is_a_failed_hint(app, worker):
    s = hot_seat(app)
    s.ask_hint(0)
    worker.answers.append((1, True, [["no", "such", "action"]]))
    hint = s.poll_hint()
    assert hint.done and hint.error and not hint.suggestions and s.hints_taken(0) == 0
    s.close()


def test_a_dead_process_hands_the_hint_to_a_thread(app, worker):
    s = hot_seat(app)
    s.ask_hint(0)
    worker.answers.append((1, False, LOST + "the process ended"))
    hint = s.poll_hint()
    assert hint.remote is None and hint.thread is not None
    hint.thread.join(30)
    assert s.poll_hint() is hint and hint.done and not hint.error and hint.suggestions
    assert all(x.action in s.state.legal_actions(0) for x in hint.suggestions)
    s.close()


def test_a_search_that_fails_in_its_thread_is_a_failed_hint(app, monkeypatch):
    """The reasoned `except Exception` of the hint's thread."""
    def broken(*a, **k):
        raise RuntimeError("the search broke")

    monkeypatch.setattr(game.ai, "suggest", broken)
    s = hot_seat(app)
    s.bot_process = False
    s.ask_hint(0)
    hint = s.hint_for(0)
    hint.thread.join(10)
    assert hint.done and "the search broke" in hint.error and s.poll_hint() is hint and s.hints_taken(0) == 0
    s.close()


def test_another_seats_step_keeps_the_hint_unless_it_changes_the_choices(app, worker):
    s = GameSession.new(app, "midgard", SEATS, 6, {})
    rng = Rng(6)
    # the draft: both pick at once; the other's secret pick keeps seat 0's hint
    assert len(s.state.to_act()) == 2
    s.ask_hint(0)
    s.apply(1, rng.choice(s.state.legal_actions(1)))
    assert s.hint_for(0) is not None
    s.cancel_bots()                       # leaving, an undo: the hint goes, its job is cancelled
    assert s.hint is None and worker.cancelled == [1]
    s.close()
