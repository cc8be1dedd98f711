"""The end of a game on a full disk: the final position is saved once there is room,
whatever scene covers the board (the results screen stops the board's frames); a game
left with moves that could not be saved says so when it is continued later."""

from __future__ import annotations

import errno
import time

import pytest

from saves import SaveStore
from saves import store as store_mod
from tests.ui.stubs import StubApp
from ui.session import GameSession
from ui.session import autosave as session_mod

SEATS = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bo", "kind": "human", "colour": 1}]


@pytest.fixture
def disk(monkeypatch):
    """disk["full"]: every save fails with ENOSPC (the small dot files too when
    disk["all"])."""
    real = store_mod.atomic_write
    state = {"full": False, "all": False, "tries": 0}

    def write(path, data, *a, **k):
        if state["full"] and (state["all"] or not path.name.startswith(".")):
            state["tries"] += 1
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data, *a, **k)

    monkeypatch.setattr(store_mod, "atomic_write", write)
    monkeypatch.setattr(session_mod, "SAVE_RETRY", 0.05)
    return state


def _move(session):
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])


def _on_disk(root, name):
    rec, state = SaveStore(root).load(name)
    return len(rec.actions), state.is_over()


def test_the_final_position_is_saved_once_there_is_room_with_no_board_frames(tally, tmp_path, disk):
    session = GameSession.new(StubApp(tmp_path), "tally", SEATS, 7, {"target": "50"})
    for _ in range(3):
        _move(session)
        session.flush_autosave()
    disk["full"] = True
    while not session.state.is_over():
        _move(session)
    session.flush_autosave()
    assert session.save_failed and _on_disk(tmp_path, session.save_name) == (3, False)
    # the results screen is up: nobody calls session.update() any more
    disk["full"] = False
    end = time.monotonic() + 30
    while session.save_failed and time.monotonic() < end:
        time.sleep(0.02)
    assert not session.save_failed, "the final position was not tried again without board frames"
    assert _on_disk(tmp_path, session.save_name) == (len(session.rec.actions), True)
    session.close()


@pytest.mark.parametrize("lock_only", [False, True], ids=["note file", "lock file reused"])
def test_continue_after_leaving_with_unsaved_moves_says_the_game_is_older(tally, tmp_path, disk, lock_only):
    """Three moves could not be saved when the game was left. lock_only: even the small
    note does not fit as a new file; the game's lock file (its room taken already) is
    rewritten into it."""
    app = StubApp(tmp_path)
    session = GameSession.new(app, "tally", SEATS, 7, {"target": "1000000"})
    for _ in range(4):
        _move(session)
        session.flush_autosave()
    disk["full"], disk["all"] = True, lock_only
    for _ in range(3):
        _move(session)
    session.flush_autosave()
    session.close()          # tried once more, in vain
    assert session.save_failed
    disk["full"] = disk["all"] = False
    again = GameSession.load(StubApp(tmp_path), session.save_name)
    assert len(again.rec.actions) == 4
    notice = again.load_notice
    assert "last 3 moves could not be saved" in notice and "after move 4" in notice, notice
    # playing on saves the game again: the note has done its work
    _move(again)
    again.flush_autosave()
    again.close()
    third = GameSession.load(StubApp(tmp_path), session.save_name)
    assert third.load_notice == "" and len(third.rec.actions) == 5
    third.close()


def test_a_game_left_with_everything_saved_has_no_note(tally, tmp_path, disk):
    session = GameSession.new(StubApp(tmp_path), "tally", SEATS, 7, {"target": "1000000"})
    disk["full"] = True
    _move(session)
    session.flush_autosave()
    disk["full"] = False
    session.close()          # the last try on leaving works
    again = GameSession.load(StubApp(tmp_path), session.save_name)
    assert again.load_notice == "" and len(again.rec.actions) == 1
    again.close()
