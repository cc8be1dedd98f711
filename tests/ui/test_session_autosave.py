"""The Autosaver of a session (ui/session/autosave.py): the newest position wins, a failed
write (even one the store did not foresee) is told once, retried and told again when it
works, lost moves are marked, the lock is kept; and in the window a bot's move waits for
the last autosave without holding the frame (issue 34's guarantee: at most one move lost)."""

from __future__ import annotations

import threading
import types

import pytest

from saves import SaveError, SaveStore
from ui.session import WRITE_WAIT, GameSession
from ui.session.autosave import SAVE_RETRY, Autosaver


class Store:
    """A store that writes nothing: it counts the moves of each autosave, can be held
    (`gate`) and made to fail (`fail`)."""

    def __init__(self) -> None:
        self.written: list[int] = []
        self.gate = threading.Event()
        self.gate.set()
        self.entered = threading.Event()
        self.fail: BaseException | None = None
        self.marked: list[tuple] = []
        self.locks: list[str] = []
        self.touch_ok = True
        self.lock_error: SaveError | None = None

    def autosave(self, rec, state) -> None:
        self.entered.set()
        self.gate.wait(5)
        if self.fail is not None:
            raise self.fail
        self.written.append(len(rec.actions))

    def mark_unsaved(self, name, saved, moves) -> None:
        self.marked.append((name, saved, moves))

    def lock(self, name) -> None:
        if self.lock_error is not None:
            raise self.lock_error
        self.locks.append(name)

    def touch_lock(self, name) -> bool:
        return self.touch_ok

    def unlock(self, name) -> None:
        self.locks.remove(name)


class Rec:
    def __init__(self, n: int) -> None:
        self.actions = [(0, i) for i in range(n)]

    def copy(self) -> Rec:
        return Rec(len(self.actions))


class Pos:
    def clone(self) -> Pos:
        return self


@pytest.fixture
def saver():
    told: list[str] = []
    store = Store()
    s = Autosaver(types.SimpleNamespace(store=store, settings=None), "auto", told.append)
    s.told = told
    yield s
    store.gate.set()
    s.close()


def test_the_newest_position_wins(saver):
    store = saver.store
    store.gate.clear()
    saver.queue(Rec(1), Pos())
    assert store.entered.wait(5)           # the writer holds move 1
    saver.queue(Rec(2), Pos())
    saver.queue(Rec(3), Pos())
    assert saver.writing() and not saver.caught_up()
    assert not saver.flush(timeout=0.05)   # held: not on disk
    store.gate.set()
    assert saver.flush() and saver.caught_up()
    assert store.written == [1, 3] and saver.saved_moves == 3 and saver.told == []


@pytest.mark.parametrize("error", [SaveError("the disk is full"), RuntimeError("cannot encode")])
def test_a_failed_write_is_told_once_retried_and_told_when_it_works(saver, error):
    """RuntimeError: the reasoned `except Exception` of the writer (it must live on)."""
    store = saver.store
    store.fail = error
    saver.queue(Rec(1), Pos())
    saver.flush()
    saver.queue(Rec(2), Pos())
    saver.flush()
    assert saver.failed and len(saver.told) == 1 and "Saving failed" in saver.told[0]
    assert str(error) in saver.told[0] and saver.saved_moves is None
    assert not saver.retry_due()                                   # not yet
    import time

    assert saver.retry_due(now=time.monotonic() + SAVE_RETRY + 1)
    assert not saver.retry_due(now=time.monotonic() + SAVE_RETRY + 1)   # once per SAVE_RETRY
    store.fail = None
    saver.queue(Rec(3), Pos())
    saver.flush()
    assert not saver.failed and saver.told[-1].startswith("Saving works again") and store.written == [3]


def test_moves_lost_to_a_failing_disk_are_marked_for_the_next_load(saver):
    store = saver.store
    saver.queue(Rec(4), Pos())
    saver.flush()
    store.fail = SaveError("no space")
    saver.queue(Rec(6), Pos())
    saver.flush()
    assert not saver.lost_moves(4)        # nothing lost past the last good autosave
    assert saver.lost_moves(6) and store.marked == [("auto", 4, 6)]


def test_the_lock_is_taken_kept_and_lost_to_another_copy(saver):
    store = saver.store
    saver.lock()
    assert saver.locked and store.locks == ["auto"]
    assert saver.keep_lock() == ""        # just taken: not refreshed yet
    saver._lock_touched -= 60
    assert saver.keep_lock() == ""        # refreshed
    store.touch_ok = False
    store.lock_error = SaveError("another copy plays it")
    saver._lock_touched -= 60
    assert saver.keep_lock() == "another copy plays it" and not saver.locked
    saver.unlock()                        # not held any more: nothing to release


# --- in a session ------------------------------------------------------------------------


class HeldStore(SaveStore):
    gate: threading.Event

    def autosave(self, rec, state):
        self.gate.wait(5)
        return super().autosave(rec, state)


@pytest.fixture
def held(tmp_path):
    store = HeldStore(tmp_path)
    store.gate = threading.Event()
    store.gate.set()
    app = types.SimpleNamespace(store=store, real_clock=True,
                                settings=types.SimpleNamespace(bot_pause=0.0, bot_budget=0.1, animation_speed=0))
    yield app
    store.gate.set()


def test_in_the_window_a_bots_move_waits_for_the_disk_but_the_frame_does_not(held, monkeypatch):
    s = GameSession.new(held, "midgard", [{"name": "A", "kind": "human"}, {"name": "B", "kind": "random"},
                                          {"name": "C", "kind": "random"}], 8, {})
    s.flush_autosave()
    waits: list[float] = []
    real = s.autosaver.flush
    monkeypatch.setattr(s.autosaver, "flush", lambda timeout=10.0: waits.append(timeout) or real(timeout))
    # the draft: the human picks, the random bots pick at once
    held.store.gate.clear()
    s.apply(0, s.state.legal_actions(0)[0])
    n = len(s.rec.actions)
    for _ in range(5):
        assert s.update() == []            # the human's pick is not on disk: no bot move yet
    assert len(s.rec.actions) == n and waits and set(waits) == {0.0}   # and no frame waited for it
    held.store.gate.set()
    assert real()
    assert s.update() and len(s.rec.actions) == n + 1
    held.real_clock = False                # frames stepped without a clock wait as before
    held.store.gate.clear()
    waits.clear()
    assert s.pending_bots()                # the other bot's pick is still to land
    s.autosave()
    threading.Timer(0.05, held.store.gate.set).start()
    s.update()
    assert waits[:1] == [WRITE_WAIT]
    s.close()


def test_a_session_dropped_with_a_failing_store_never_raises_from_its_finaliser(tmp_path):
    """The reasoned `except Exception` of GameSession.__del__."""
    class Failing(SaveStore):
        def unlock(self, name):
            raise OSError("the folder went away")

    app = types.SimpleNamespace(store=Failing(tmp_path), settings=None)
    s = GameSession.new(app, "midgard", [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 2, {})
    s.flush_autosave()
    assert s.autosaver.locked
    s.__del__()                            # would raise OSError without the guard
    half = GameSession.__new__(GameSession)   # a session whose __init__ never ran: no autosaver
    half.__del__()
    s.autosaver.locked = False
