"""The BotRunner of a session (ui/session/bots.py): an `instant` bot decides at once, any
other in a thread, the searching levels in the bot process, all behind one interface
(submit / poll / think); a failing bot plays its seat's first legal action and the player
is told; a stale or cancelled decision is never applied; a process that dies hands the
decision to a thread; and no code in ui/ tells bots (or anything) apart by type name."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest

import game.ai
from tests.ui.stubs import StubApp
from ui.botproc import LOST
from ui.session import GameSession

SEATS = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}, {"name": "C", "kind": "random"}]


@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path, bot_budget=0.1)


def session(app, seats=SEATS, seed=3) -> GameSession:
    s = GameSession.new(app, "midgard", seats, seed, {})
    s.bot_process = False
    return s


class FakeWorker:
    """A bot process that answers what the test says."""

    broken = False

    def __init__(self) -> None:
        self.sent: list[dict] = []
        self.cancelled: list[int] = []
        self.answers: list[tuple[int, bool, object]] = []

    def prestart(self) -> None:
        pass

    def submit(self, payload: dict) -> int:
        self.sent.append(payload)
        return len(self.sent)

    def poll(self):
        out, self.answers = self.answers, []
        return out

    def cancel(self, job_id: int) -> None:
        self.cancelled.append(job_id)


def test_an_instant_bot_decides_without_a_thread_and_another_in_one(app, monkeypatch):
    s = session(app)
    s.apply(0, s.state.legal_actions(0)[0])   # the draft: the bots pick
    s.bots.start(2)                            # the random bot: instant
    job = s.bots.jobs[2]
    assert job.done and job.thread is None and job.result in job.legal
    gate = threading.Event()

    class Careful:
        def choose(self, view, seat, rng):
            gate.wait(5)
            return view.legal_actions(seat)[-1]

    monkeypatch.setattr(game.ai, "make_bot", lambda level, gid: Careful())
    s.bots.bots.clear()
    s.bots.start(1)
    job = s.bots.jobs[1]
    assert job.thread is not None and not job.done and s.thinking and s.thinking_seats() == [1]
    gate.set()
    s.wait_for_bots()
    assert job.done and s.bots.take(1) == (job.legal[-1], None)
    s.close()


@pytest.mark.parametrize("instant", [True, False])
def test_a_failing_bot_plays_its_first_legal_action_and_the_player_is_told(app, monkeypatch, instant):
    """The reasoned catch of a bot's failure (in its thread or at once)."""
    class Broken:
        def choose(self, view, seat, rng):
            raise RuntimeError("the bot broke")

    Broken.instant = instant
    monkeypatch.setattr(game.ai, "make_bot", lambda level, gid: Broken())
    s = session(app, [{"name": "A", "kind": "random"}, {"name": "B", "kind": "human"}])
    first = s.state.legal_actions(0)[0]
    done = s.update()                     # an instant bot: at once
    if not done:
        s.wait_for_bots()                 # else in its thread
        done = s.update()
    assert done and done[0][:2] == (0, first) and s.rec.actions[0][1] == s.spec.action_to_json(first)
    assert "A's bot failed" in s.last_error and "the bot broke" in s.last_error
    s.close()


def test_a_stale_or_cancelled_decision_is_never_taken(app):
    s = session(app, [{"name": "A", "kind": "random"}, {"name": "B", "kind": "random"}])
    s.bots.start(0)
    s.bots.jobs[0].legal = ["another position"]
    assert s.bots.take(0) is None and 0 not in s.bots.jobs
    s.bots.start(0)
    job = s.bots.jobs[0]
    s.cancel_bots()
    assert job.cancelled and s.bots.jobs == {}
    s.bots.jobs[0] = job
    assert s.bots.take(0) is None
    s.close()


def test_the_process_and_its_answers(app, monkeypatch):
    worker = FakeWorker()
    app.bot_worker = worker
    monkeypatch.setattr(type(GameSession.new(app, "midgard", SEATS, 1, {}).bots), "process_can_play",
                        lambda self: True)
    s = GameSession.new(app, "midgard", SEATS, 3, {})
    s.apply(0, s.state.legal_actions(0)[0])
    s.start_bots()                        # B (easy) goes to the process, C (random) thinks here
    assert [p["level"] for p in worker.sent] == ["easy"] and s.bots.jobs[2].done
    job = s.bots.jobs[1]
    assert job.remote == 1 and not job.done and s.bots.waiting()
    legal = s.state.legal_actions(1)
    worker.answers.append((99, True, None))                        # nobody's: ignored
    worker.answers.append((1, True, s.spec.action_to_json(legal[1])))
    s.bots.poll()
    assert job.done and job.result == legal[1] and not s.bots.waiting()
    # an answer that is no action: reported like a failed bot
    del s.bots.jobs[1]
    s.bots.start(1)
    worker.answers.append((2, True, {"not": "an action"}))
    s.bots.poll()
    assert s.bots.jobs[1].done and s.bots.jobs[1].error is not None
    # the process dies: the decision is made in a thread instead
    del s.bots.jobs[1]
    s.bots.start(1)
    assert s.bots.jobs[1].remote == 3
    worker.answers.append((3, False, LOST + "the process ended"))
    s.bots.poll()
    again = s.bots.jobs[1]
    assert again.remote is None and again.thread is not None
    s.wait_for_bots()
    assert again.done and again.result in again.legal
    # a job running in the process is cancelled there when the game is left
    del s.bots.jobs[1]
    s.bots.start(1)
    s.close()
    assert worker.cancelled == [4]


def test_nothing_in_ui_tells_apart_by_type_name():
    root = Path(__file__).resolve().parents[2] / "ui"
    sniff = re.compile(r"type\([^)]*\)\.__(name|module)__\s*(==|!=|in\b)|__class__\.__name__\s*(==|!=|in\b)")
    found = [f"{p.relative_to(root)}:{i}" for p in root.rglob("*.py")
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if sniff.search(line)]
    assert not found, found
    assert sniff.search('if type(bot).__name__ == "RandomBot":')   # the pattern finds what it looks for
