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


@pytest.mark.parametrize("round_", range(4))
def test_two_copies_opening_one_game_at_the_same_instant_one_gets_it(tally, tmp_path, round_):
    """As Load and Continue do (`GameSession.load`, rounds 0-1), or the lock alone
    (rounds 2-3): both at the same moment; one plays, the other is told (its message
    names the holder's process) before it plays."""
    name = "autosave-tally-1700000000000"
    if round_ < 2:
        from tests.ui.stubs import StubApp
        from ui.session import GameSession

        session = GameSession.new(StubApp(tmp_path), "tally", [{"name": "A", "kind": "human"},
                                                               {"name": "B", "kind": "human"}], 5, {})
        session.close()
        name = session.save_name
    at = time.time() + 1.0
    copies = [_run("locker", str(tmp_path), name, "1.5", str(at)) for _ in range(2)]
    results = [_result(p) for p in copies]
    got = [r["locked"] for r in results]
    assert sorted(got) == [False, True], results
    loser = results[got.index(False)]
    winner_pid = copies[got.index(True)].pid
    assert f"process {winner_pid}" in loser["why"] and "another copy" in loser["why"]
    assert SaveStore(tmp_path).lock_holder(name) is None  # released when it ended
    assert not (tmp_path / f".{name}.json.lock").exists()


def test_a_stale_lock_left_by_a_killed_copy_is_taken_over_at_once(tally, tmp_path):
    name = "g"
    p = _run("locker", str(tmp_path), name, "60", str(time.time()))
    try:
        assert json.loads(p.stdout.readline())["locked"]
        store = SaveStore(tmp_path)
        assert store.lock_holder(name) == p.pid
    finally:
        p.kill()
        p.communicate()
    assert (tmp_path / ".g.json.lock").exists()   # a SIGKILL leaves the file ...
    store.lock(name)                               # ... but not the lock
    assert json.loads((tmp_path / ".g.json.lock").read_bytes())["pid"] == os.getpid()
    store.unlock(name)
