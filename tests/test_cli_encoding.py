"""`main.py` on a terminal that is not UTF-8 (issue 34, item 8): every line is printed as
far as the terminal can show it ("Ragnarök" as "Ragnarok" in ASCII), never a
UnicodeEncodeError; errors on stderr too."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "PYTHONUTF8", "LC_ALL", "LANG")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", YGGDRASIL_HOME=str(tmp_path),
               PYGAME_HIDE_SUPPORT_PROMPT="1", **extra)
    return env


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env, capture_output=True,
                          timeout=300)


TERMINALS = {
    "PYTHONIOENCODING=ascii": {"PYTHONIOENCODING": "ascii"},
    "LC_ALL=C PYTHONUTF8=0": {"LC_ALL": "C", "PYTHONUTF8": "0"},
    "PYTHONIOENCODING=latin-1": {"PYTHONIOENCODING": "latin-1"},
}


@pytest.mark.parametrize("terminal", sorted(TERMINALS))
def test_a_blood_rage_log_with_ragnarok_prints_on_any_terminal(tmp_path, terminal):
    done = _run(["play", "--game", "blood_rage", "--players", "2", "--seats", "random", "--seed", "1"],
                _env(tmp_path, **TERMINALS[terminal]))
    err = done.stderr.decode("ascii", "replace")
    assert done.returncode == 0, err[-1500:]
    assert b"Traceback" not in done.stderr and b"UnicodeEncodeError" not in done.stderr
    out = done.stdout.decode("latin-1")
    assert "Ragnar" in out and out.rstrip().splitlines()[-1].startswith("scores: ")
    if "latin-1" in terminal:
        assert "Ragnarök" in out            # what the terminal can show is shown as it is
    else:
        assert "Ragnarok" in out            # else its plain letter
        assert done.stdout.isascii()


@pytest.mark.parametrize("game", ["midgard", "asgard", "vikings"])
def test_every_game_plays_to_the_end_on_an_ascii_terminal(tmp_path, game):
    done = _run(["play", "--game", game, "--players", "2", "--seats", "random", "--seed", "3"],
                _env(tmp_path, PYTHONIOENCODING="ascii"))
    assert done.returncode == 0, done.stderr.decode("ascii", "replace")[-1500:]
    assert done.stdout.decode("ascii").rstrip().splitlines()[-1].startswith("scores: ")


def test_an_error_naming_greek_words_reaches_an_ascii_terminal(tmp_path):
    # (stderr escapes what it cannot show by Python's default; a guard that it stays so)
    done = _run(["play", "--game", "midgard", "--players", "2", "--seats", "ωμέγα,random"],
                _env(tmp_path, PYTHONIOENCODING="ascii", LC_ALL="C.UTF-8"))   # the argument read as UTF-8
    err = done.stderr.decode("ascii")
    assert done.returncode == 2, err
    assert "Traceback" not in err and "unknown seat kind" in err
