"""Two copies of the program on one saves folder, as real processes racing for a few
seconds: no "saved as" names another game's save, no save is refused because the other
copy took its temporary file, a reader never sees a partial save, and a game's lock is
taken by one copy only (the other is told before it plays)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from saves import SaveStore
from saves import store as store_mod

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 3.0


def _run(*args: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "tests.saves.two_copies", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _result(p: subprocess.Popen, timeout: float = 60.0) -> dict:
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        raise AssertionError("a child copy of the program did not finish in time") from None
    assert p.returncode == 0, err[-2000:]
    return json.loads(out.strip().splitlines()[-1])


def test_two_copies_quick_saving_every_move_never_tell_a_false_name(tally, tmp_path):
    writers = [_run("writer", str(tmp_path), str(seed), str(SECONDS)) for seed in (11, 22)]
    reader = _run("reader", str(tmp_path), str(SECONDS))
    results = [_result(p) for p in writers]
    reads = _result(reader)
    store = SaveStore(tmp_path)
    false = told = 0
    for r in results:
        game = tuple(r["game"])
        for stem, moves in r["told"].items():
            told += 1
            doc = store.read_doc(tmp_path / f"{stem}.json")   # complete and checked, or it raises
            if (doc["game"], doc["seed"], doc["created"]) != game:
                false += 1                                     # "Saved as X", but X holds the other game
            else:
                assert len(doc["actions"]) >= moves
    refused = [m for r in results for m in r["refused"]]
    print(f"\ntwo copies, {SECONDS:.0f} s: {told} quick-save names told, {false} false; "
          f"{sum(r['steps'] for r in results)} moves saved twice each, {len(refused)} refused; "
          f"{reads['reads']} reads, {reads['bad']} not a complete save")
    assert told > 4 and reads["reads"] > 50
    assert false == 0
    assert refused == []
    assert reads["bad"] == 0, reads["examples"]
    # both games have names of their own, and every file left is a complete save
    assert {store.read_doc(p)["seed"] for p in tmp_path.glob("Tally *.json")} == {11, 22}
    for p in tmp_path.glob("*.json*"):
        store.read_doc(p)
    # no temporary file is left behind by writers that ended normally
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("how", ["session", "lock"])
def test_two_copies_opening_one_game_at_the_same_instant_never_both_hold_it(tally, tmp_path, how):
    """As Load and Continue do (`GameSession.load`), or the lock alone: both copies at
    the same instants, many times. Never do both hold the game at once; each time one
    does not get it, it is told before it plays, naming the other's process."""
    name = "autosave-tally-1700000000000"
    if how == "session":
        from tests.ui.stubs import StubApp
        from ui.session import GameSession

        session = GameSession.new(StubApp(tmp_path), "tally", [{"name": "A", "kind": "human"},
                                                               {"name": "B", "kind": "human"}], 5, {})
        session.close()
        name = session.save_name
    rounds, slot = 15, (0.8 if how == "session" else 0.4)
    at = time.time() + 1.5
    copies = [_run("locker", str(tmp_path), name, str(rounds), str(slot), str(at)) for _ in range(2)]
    outs = []
    for p in copies:
        try:
            out, err = p.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
            raise AssertionError("a child copy of the program did not finish in time") from None
        assert p.returncode == 0, err[-2000:]
        outs.append([json.loads(line) for line in out.splitlines()])
    both = told = 0
    for k in range(rounds):
        a, b = (next(r for r in out if r["round"] == k) for out in outs)
        if a["locked"] and b["locked"]:
            (a0, a1), (b0, b1) = a["held"], b["held"]
            if a0 < b1 and b0 < a1:
                both += 1                      # both held the game at the same time
        for me, other in ((a, copies[1]), (b, copies[0])):
            if not me["locked"]:
                told += 1
                assert f"process {other.pid}" in me["why"] and "another copy" in me["why"], me
    print(f"\n{how}: {rounds} rounds, {both} with both copies holding the game, {told} refusals told")
    assert both == 0
    assert told >= 3   # the copies did meet
    assert SaveStore(tmp_path).lock_holder(name) is None  # released when they ended
    assert not (tmp_path / f".{name}.json.lock").exists()


def test_a_stale_lock_left_by_a_killed_copy_is_taken_over_at_once(tally, tmp_path):
    name = "g"
    p = _run("locker", str(tmp_path), name, "1", "120", str(time.time()))
    try:
        time.sleep(0.5)
        end = time.monotonic() + 60
        while not (tmp_path / ".g.json.lock").exists() and time.monotonic() < end:
            time.sleep(0.05)
        store = SaveStore(tmp_path)
        assert store.lock_holder(name) == p.pid
    finally:
        p.kill()
        p.communicate()
    assert (tmp_path / ".g.json.lock").exists()   # a SIGKILL leaves the file ...
    store.lock(name)                               # ... but not the lock
    assert json.loads((tmp_path / ".g.json.lock").read_bytes())["pid"] == os.getpid()
    store.unlock(name)


def test_a_session_dropped_without_being_closed_lets_go_of_its_game(tally, tmp_path):
    import gc

    from tests.ui.stubs import StubApp
    from ui.session import GameSession

    session = GameSession.new(StubApp(tmp_path), "tally", [{"name": "A", "kind": "human"},
                                                           {"name": "B", "kind": "human"}], 5, {})
    session.flush_autosave()
    name = session.save_name
    lock = tmp_path / f".{name}.json.lock"
    assert lock.exists()
    del session
    end = time.monotonic() + 30
    while lock.exists() and time.monotonic() < end:   # the writer thread lets go of it first
        gc.collect()
        time.sleep(0.1)
    assert not lock.exists()


def test_a_lock_file_removed_by_hand_is_taken_again_at_the_next_refresh(tally, tmp_path):
    store = SaveStore(tmp_path)
    store.lock("g")
    lock = tmp_path / ".g.json.lock"
    lock.unlink()
    assert store.touch_lock("g") and lock.exists()
    assert json.loads(lock.read_bytes())["pid"] == os.getpid()
    store.unlock("g")
    assert not lock.exists() and store_mod._lock_key(lock) not in store_mod._HELD
