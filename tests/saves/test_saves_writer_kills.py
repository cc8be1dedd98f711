"""The autosave writer keeps up at any pace: bots playing with bot pause 0 in a real
process are killed with SIGKILL at random moments; the game on disk is never more than
one move behind the moves the process had applied (it printed each count as it went)."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from saves import SaveStore

ROOT = Path(__file__).resolve().parents[2]
KILLS = 20

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")


def _line(p: subprocess.Popen, deadline: float) -> str:
    left = deadline - time.monotonic()
    ready, _, _ = select.select([p.stdout], [], [], max(0.0, left))
    if not ready:
        raise AssertionError("the playing process fell silent")
    return p.stdout.readline()


def test_a_sigkill_at_any_pace_loses_at_most_one_move(tally, tmp_path):
    rnd = random.Random(20261202)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    behind = []
    for i in range(KILLS):
        folder = tmp_path / f"run{i}"
        p = subprocess.Popen([sys.executable, "-m", "tests.saves.two_copies", "player", str(folder), str(i + 1)],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             bufsize=1)
        try:
            deadline = time.monotonic() + 60
            first = _line(p, deadline)
            assert first.startswith("name "), first + p.stderr.read()
            name = first.split()[1]
            want = rnd.randint(5, 80)
            applied = 0
            while applied < want:
                line = _line(p, deadline)
                assert line.startswith("applied "), line + p.stderr.read()
                applied = int(line.split()[1])
            time.sleep(rnd.uniform(0, 0.01))
            os.kill(p.pid, signal.SIGKILL)
            out, _err = p.communicate(timeout=30)
        finally:
            if p.poll() is None:
                p.kill()
                p.communicate()
        counts = [int(x.split()[1]) for x in out.splitlines() if x.startswith("applied ")]
        applied = max([applied, *counts])
        rec, _state = SaveStore(folder).load(name)
        behind.append(applied - len(rec.actions))
    print(f"\nwriter kills: {KILLS} SIGKILLs at bot pause 0, moves lost per kill: {sorted(behind)}")
    assert max(behind) <= 1, sorted(behind)
