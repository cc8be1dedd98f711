"""Crash safety, proven: a child process saves a growing game in a loop and is killed
with SIGKILL at random moments; after every kill the save on disk must be complete,
readable and replayable, and never older than the last save the child reported as
finished. Default 240 kills; `YGG_SOAK=1` for 2,000."""

from __future__ import annotations

import glob
import os
import random
import select
import signal
import struct
import time
import traceback
from pathlib import Path

import pytest

from saves import GameRecord, SaveError, SaveStore, backup_path
from saves.store import replay_doc
from tests.saves.fakegame import play

KILLS = 2000 if os.environ.get("YGG_SOAK") else 240
SEATS = [{"name": "Sigrid", "kind": "human"}, {"name": "Ulf", "kind": "easy"}, {"name": "Bo", "kind": "random"}]

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL (POSIX)")


def _child(root: Path, name: str, autosave: bool, wfd: int, seed: int) -> None:
    """Continue the game on disk (or start one) and save after every move, forever."""
    from game.registry import get_game

    store = SaveStore(root)
    spec = get_game("tally")
    try:
        rec, state = store.load(name)
    except SaveError:
        rec = GameRecord.start("tally", SEATS, 5)
        rec.created = 1_700_000_000.0  # a fixed autosave name
        state = spec.new_game(3, 5, {})
    step = 0
    while True:
        step += 1
        play(spec, state, rec, 1, rng_seed=seed * 1000 + step)
        if autosave:
            store.autosave(rec, state)
        else:
            store.save(name, rec, state)
        os.write(wfd, struct.pack("<I", len(rec.actions)))


def _read_all(fd: int) -> bytes:
    chunks = []
    while True:
        b = os.read(fd, 65536)
        if not b:
            return b"".join(chunks)
        chunks.append(b)


def _moves_on_disk(store: SaveStore, path: Path) -> int:
    """Parse and fully replay one file; any failure here is a test failure."""
    rec, _ = replay_doc(store.read_doc(path), path.name)
    return len(rec.actions)


def test_sigkill_at_random_moments_never_breaks_the_save(tally, tmp_path):
    rnd = random.Random(20261129)
    store = SaveStore(tmp_path)
    names = {False: "manual save", True: None}
    on_disk = {False: 0, True: 0}
    kills = mid_write = fallbacks = writes_seen = 0
    t0 = time.perf_counter()
    for i in range(KILLS):
        autosave = i % 2 == 1
        if autosave and names[True] is None:
            rec = GameRecord.start("tally", SEATS, 5)
            rec.created = 1_700_000_000.0
            names[True] = store.autosave_name(rec)
        name = names[autosave]
        r, w = os.pipe()
        started = time.time_ns()
        pid = os.fork()
        if pid == 0:  # the child: never returns into pytest
            code = 0
            try:
                os.close(r)
                _child(tmp_path, name, autosave, w, i)
            except BaseException:
                traceback.print_exc()
                code = 3
            finally:
                os._exit(code)
        os.close(w)
        # a random moment: sometimes right away (while it loads), mostly while it writes
        mode = rnd.random()
        first = b""
        if mode < 0.2:
            time.sleep(rnd.uniform(0, 0.004))
        elif mode < 0.6:
            ready, _, _ = select.select([r], [], [], 30.0)
            assert ready, "the child wrote no save in 30 s"
            first = os.read(r, 4)  # first save finished: the next one is under way
            time.sleep(rnd.uniform(0, 0.002))
        else:
            time.sleep(rnd.uniform(0, 0.03))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert not os.WIFEXITED(status), f"the child failed by itself (exit status {os.WEXITSTATUS(status)})"
        kills += 1
        reports = first + _read_all(r)
        os.close(r)
        counts = [c for (c,) in struct.iter_unpack("<I", reports[: len(reports) // 4 * 4])]
        writes_seen += len(counts)
        completed = max(counts) if counts else on_disk[autosave]
        path = store.path_of(name)
        # the temporary files are named per process and write: .x.json.<host>-<pid>-<n>.tmp
        tmps = [t for t in tmp_path.glob(f".{glob.escape(path.name)}.*-{pid}-*.tmp")
                if t.stat().st_mtime_ns >= started]
        if tmps:
            mid_write += 1  # this child was killed between writing the temporary file and renaming it
        if not path.exists():
            assert completed == 0, "the save vanished after a completed write"
            continue
        # the save itself is always complete and replays (never partial, never unreadable)
        moves = _moves_on_disk(store, path)
        assert completed <= moves <= completed + 1, (i, completed, moves)
        # the store loads it without needing a backup
        rec, _ = store.load(name)
        assert len(rec.actions) == moves
        fallbacks += store.last_load.from_backup
        # every older generation present is complete too, and not newer (a kill between
        # linking the backup and the final rename leaves the backup equal to the save)
        prev = moves
        keep = 3 if autosave else 2
        for g in range(1, keep):
            b = backup_path(path, g)
            if b.exists():
                older = _moves_on_disk(store, b)
                assert moves - g <= older <= prev, (i, g, moves, older)
                prev = older
        assert not backup_path(path, keep).exists()
        on_disk[autosave] = moves
    elapsed = time.perf_counter() - t0
    print(f"\ncrash test: {kills} SIGKILLs survived, {writes_seen} completed writes, "
          f"{mid_write} kills landed inside a write, {fallbacks} fallbacks, "
          f"final games {on_disk[False]} and {on_disk[True]} moves, {elapsed:.1f} s")
    assert kills >= 200 and fallbacks == 0
    assert mid_write > 0 and on_disk[False] > 20 and on_disk[True] > 20
    # leftovers: at most the temporary files of the last killed writer of each save (the
    # next writer removes those of ended processes)
    stray = [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]
    assert len(stray) <= 4, stray
