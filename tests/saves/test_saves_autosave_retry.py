"""A failed autosave (the disk is full) is tried again at the next decision, at game
over and when the game is left; the player is told once that saving failed and once
that it works again; the last good save stays intact meanwhile."""

from __future__ import annotations

import errno
import time

import pytest

from saves import SaveStore
from saves import store as store_mod
from tests.ui.stubs import StubApp
from ui.session import GameSession

SEATS = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bo", "kind": "human", "colour": 1}]


@pytest.fixture
def disk(monkeypatch):
    """disk["full"] = True makes every write fail with ENOSPC."""
    real = store_mod.atomic_write
    state = {"full": False, "tries": 0}

    def write(path, data, *a, **k):
        if state["full"] and not path.name.startswith("."):
            state["tries"] += 1
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data, *a, **k)

    monkeypatch.setattr(store_mod, "atomic_write", write)
    return state


class _Toasts:
    """What the board would show: every change of session.last_error."""

    def __init__(self, session):
        self.session, self.seen, self.last = session, [], ""

    def frame(self, now=None):
        self.session.update(now)
        self.session.flush_autosave()
        if self.session.last_error and self.session.last_error != self.last:
            self.last = self.session.last_error
            self.seen.append(self.last)


def _move(session):
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])


def _saved_moves(root, name):
    rec, state = SaveStore(root).load(name)
    return len(rec.actions), state.is_over()


def test_a_game_finished_while_the_disk_is_full_is_saved_once_there_is_room(tally, tmp_path, disk):
    app = StubApp(tmp_path)
    session = GameSession.new(app, "tally", SEATS, 7, {"target": "50"})
    toasts = _Toasts(session)
    for _ in range(3):
        _move(session)
        toasts.frame()
    good = len(session.rec.actions)
    assert _saved_moves(tmp_path, session.save_name) == (good, False)
    disk["full"] = True
    while not session.state.is_over():
        _move(session)
        toasts.frame()
    assert session.save_failed and disk["tries"] > 3
    # told once, although every move failed to save
    assert len(toasts.seen) == 1 and "Saving failed" in toasts.seen[0] and "No space" in toasts.seen[0]
    assert session.save_notice == toasts.seen[0]
    # the last good save is intact
    assert _saved_moves(tmp_path, session.save_name) == (good, False)
    # game over, nobody moves: tried again every few seconds
    tries = disk["tries"]
    toasts.frame(time.monotonic() + 60)
    assert disk["tries"] == tries + 1
    disk["full"] = False
    toasts.frame(time.monotonic() + 120)
    assert not session.save_failed
    assert _saved_moves(tmp_path, session.save_name) == (len(session.rec.actions), True)
    assert len(toasts.seen) == 2 and "works again" in toasts.seen[1]


def test_the_next_decision_saves_again(tally, tmp_path, disk):
    session = GameSession.new(StubApp(tmp_path), "tally", SEATS, 7, {"target": "1000000"})
    toasts = _Toasts(session)
    disk["full"] = True
    _move(session)
    toasts.frame()
    assert session.save_failed
    disk["full"] = False
    _move(session)
    toasts.frame()
    assert not session.save_failed
    assert _saved_moves(tmp_path, session.save_name) == (2, False)
    assert [("failed" in s, "works again" in s) for s in toasts.seen] == [(True, False), (False, True)]


def test_leaving_the_game_tries_the_failed_save_once_more(tally, tmp_path, disk):
    session = GameSession.new(StubApp(tmp_path), "tally", SEATS, 7, {"target": "1000000"})
    session.flush_autosave()
    disk["full"] = True
    _move(session)
    session.flush_autosave()
    assert session.save_failed
    disk["full"] = False
    session.close()
    assert _saved_moves(tmp_path, session.save_name) == (1, False)
