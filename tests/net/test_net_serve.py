"""`main.py serve`: the dedicated table server from the command line; a wrong command
line exits 2 with a clear message; a server stopped with Ctrl+C and started again holds
its tables."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from net.client import NetClient

ROOT = Path(__file__).resolve().parents[2]


def _run(*args, timeout=60):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


@pytest.mark.parametrize("args,says", [
    (["serve", "--port", "70000"], "--port"),
    (["serve", "--port", "x"], "--port"),
    (["serve", "--max-tables", "0"], "--max-tables"),
    (["serve", "--host", "no such host ..."], "--host"),
])
def test_a_wrong_command_line_exits_2_and_says_why(args, says, tmp_path):
    r = _run(*args, "--saves", str(tmp_path))
    assert r.returncode == 2, r.stderr
    assert says in r.stderr and "Traceback" not in r.stderr


def _start(saves):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    p = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", "--port", "0", "--saves", str(saves)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    line = p.stdout.readline()
    m = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    assert m, (line, p.stderr.read() if p.poll() is not None else "")
    return p, f"ws://127.0.0.1:{m.group(1)}", line


def test_the_server_serves_stops_on_ctrl_c_and_takes_its_tables_up_again(tmp_path):
    p, url, line = _start(tmp_path)
    try:
        assert "0 table(s)" in line
        c = NetClient(url, "Astrid")
        c.send({"type": "create", "game": "midgard", "seats": [{"kind": "remote"}, {"kind": "easy"}]})
        tid = c.wait_for("created")["table"]
        c.close()
    finally:
        p.send_signal(signal.SIGINT)
        assert p.wait(30) == 0
    p2, url2, line2 = _start(tmp_path)
    try:
        assert "1 table(s)" in line2
        c = NetClient(url2, "Bjorn")
        c.send({"type": "list"})
        assert [t["table"] for t in c.wait_for("tables")["tables"]] == [tid]
        c.close()
    finally:
        p2.send_signal(signal.SIGINT)
        p2.wait(30)
