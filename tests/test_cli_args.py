"""The table of bad command lines: each one ends with one clear line naming what is
wrong and exit status 2, at once (no hang, no traceback, nothing accepted in silence).

In pytest every line runs in-process (`main.main(argv)`) under a 20-second alarm, so a
line that would hang fails instead of stalling the run. By hand,

    .venv/bin/python tests/test_cli_args.py

runs every line as its own process under `timeout 20` and prints the table (exit status,
seconds, the message) for a report.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import main  # noqa: E402

MID = ["--game", "midgard", "--players", "2", "--seats", "random,random"]
MID_HARD = ["--game", "midgard", "--players", "2", "--seats", "hard,random"]

# (argv, words the one-line message must contain)
BAD: list[tuple[list[str], tuple[str, ...]]] = []


def bad(argv: list[str], *words: str) -> None:
    BAD.append((argv, words))


for sub in ("play", "arena"):
    # the hard bot's budget: 0.01 to 60 seconds, a finite number
    for v in ("nan", "NaN", "inf", "-inf", "1e308", "0", "-1", "0.001", "61", "1e400", "x", "", "1,5", "0x10"):
        bad([sub, *MID_HARD, "--budget", v], "--budget", "0.01", "60")
    # iterations: a whole number from 1 to 1,000,000
    for v in ("0", "-5", "10000000000000", "1000001", "1.5", "1e3", "nan", "x", "", "9" * 400):
        bad([sub, *MID_HARD, "--iterations", v], "--iterations", "1", "1000000")
    # the seed: a whole number in range
    for v in ("x1", "1.5", "nan", "1e3", "", "9" * 30, "-" + "9" * 30, "0x10"):
        bad([sub, *MID, "--seed", v], "--seed", "whole number")
    # players: a number, and in the game's range
    for v in ("0", "1", "6", "-3", "100000", "9" * 50):
        bad([sub, "--game", "midgard", "--players", v, "--seats", "random"], "players")
    for v in ("two", "2.0", "", "nan"):
        bad([sub, "--game", "midgard", "--players", v, "--seats", "random"], "--players", "whole number")
    bad([sub, "--game", "asgard", "--players", "5", "--seats", "random"], "2 to 4 players")
    bad([sub, "--game", "vikings", "--players", "5", "--seats", "random"], "1 to 4 players")
    bad([sub, "--game", "blood_rage", "--players", "1", "--seats", "random"], "2 to 4 players")
    # seats: count and kinds
    bad([sub, "--game", "midgard", "--players", "3", "--seats", "random,random"], "--seats", "names 2 seats")
    bad([sub, "--game", "midgard", "--players", "2", "--seats", "random,random,random"], "names 3 seats")
    bad([sub, "--game", "midgard", "--players", "2", "--seats", ","], "--seats")
    bad([sub, "--game", "midgard", "--players", "2", "--seats", ""], "--seats")
    bad([sub, "--game", "midgard", "--players", "2", "--seats", "random,genius"], "unknown seat kind 'genius'")
    bad([sub, "--game", "midgard", "--players", "2", "--seats", "human,random"], "human")
    bad([sub, "--game", "midgard", "--players", "2", "--seats", "Random,random"], "unknown seat kind")
    bad([sub, "--game", "midgard", "--players", "2", "--seats", "random\x01,random"], "seat kind")
    # games and their options
    bad([sub, "--game", "chess", "--players", "2", "--seats", "random"], "unknown game 'chess'")
    bad([sub, "--game", "", "--players", "2", "--seats", "random"], "unknown game")
    bad([sub, "--game", "../midgard", "--players", "2", "--seats", "random"], "unknown game")
    bad([sub, *MID, "--option", "colour=blue"], "no option 'colour'")
    bad([sub, *MID, "--option", "expansion=ragnarok"], "no option 'expansion'")       # a Vikings option
    bad([sub, *MID, "--option", "first_game=on"], "no option 'first_game'")          # a Blood Rage option
    bad([sub, *MID, "--option", "beginner_round1=maybe"], "must be one of")
    bad([sub, *MID, "--option", "beginner_round1"], "KEY=VALUE")
    bad([sub, *MID, "--option", "=on"], "option")
    bad([sub, "--game", "vikings", "--players", "2", "--seats", "random", "--option", "expansion=moon"],
        "must be one of")
    bad([sub, "--game", "vikings", "--players", "2", "--seats", "random", "--option", "beginner_round1=on"],
        "no option 'beginner_round1'")
    # a budget or iterations with no hard seat would be ignored: said, refused
    bad([sub, *MID, "--budget", "2"], "--budget", "hard")
    bad([sub, *MID, "--iterations", "50"], "--iterations", "hard")
    # unknown options, options of the other subcommand
    bad([sub, *MID, "--frobnicate"], "unrecognized arguments: --frobnicate")
    bad([sub, *MID, "--seed"], "--seed", "expected one argument")
    bad([sub, *MID, "extra"], "unrecognized arguments: extra")
    bad([sub, "--players", "2", "--seats", "random"], "--game")
    bad([sub, "--game", "midgard", "--seats", "random"], "--players")
    bad([sub, "--game", "midgard", "--players", "2"], "--seats")
    bad([sub, *MID, "--selftest"], "--selftest")

bad(["play", *MID, "--games", "3"], "unrecognized arguments: --games")
bad(["play", *MID, "--workers", "2"], "unrecognized arguments: --workers")
bad(["play", *MID, "--json"], "unrecognized arguments: --json")
bad(["arena", *MID, "--quiet"], "unrecognized arguments: --quiet")
for v in ("0", "-1", "1000001", "10000000000000", "x", "1.5", ""):
    bad(["arena", *MID, "--games", v], "--games", "1", "1000000")
for v in ("0", "-2", "100000", str((os.cpu_count() or 1) + 1), "x", "1.5", "nan", ""):
    bad(["arena", *MID, "--games", "2", "--workers", v], "--workers", "1")
bad(["frobnicate"], "invalid choice")
bad(["play"], "--game")
bad(["play", "--game"], "--game", "expected one argument")
bad(["--selftest", "play", *MID], "--selftest")
# the app's pace (arena only): a thinking-time setting in range, a hard seat, alone
for v in ("0", "-1", "nan", "61", "x"):
    bad(["arena", *MID_HARD, "--pace", v], "--pace", "0.01", "60")
bad(["arena", *MID, "--pace", "2"], "--pace", "hard")
bad(["arena", *MID_HARD, "--pace", "2", "--iterations", "50"], "--pace", "--iterations")
bad(["play", *MID_HARD, "--pace", "2"], "unrecognized arguments: --pace")
bad(["--selftest", "--budget", "1"], "error")
bad(["--frobnicate"], "unrecognized arguments")
bad(["--selftest", "extra"], "invalid choice")


def _ids() -> list[str]:
    return [" ".join(a)[:70] for a, _ in BAD]


class _Hang(Exception):
    pass


def _alarm(signum, frame):  # noqa: ANN001
    raise _Hang()


@pytest.mark.parametrize(("argv", "words"), BAD, ids=_ids())
def test_bad_command_line_is_one_clear_line_and_exit_2(capsys, argv, words):
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(20)
    try:
        code = main.main(list(argv))
    except _Hang:
        pytest.fail(f"hangs: {argv}")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    out, err = capsys.readouterr()
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert code == 2, (code, err[-400:])
    assert len(lines) == 1, err
    assert lines[0].startswith("yggdrasil"), lines[0]
    assert "Traceback" not in err
    for w in words:
        assert w in lines[0], (w, lines[0])
    assert out == ""


def test_workers_within_the_cpu_count_run(capsys):
    code = main.main(["arena", *MID, "--games", "2", "--workers", "1", "--json"])
    assert code == 0, capsys.readouterr().err


def test_budget_range_edges_are_accepted():
    p = main.build_parser()
    args = p.parse_args(["play", *MID_HARD, "--budget", "0.01", "--iterations", "1000000", "--seed", "-7"])
    assert args.budget == 0.01 and args.iterations == 1_000_000 and args.seed == -7
    args = p.parse_args(["play", *MID_HARD, "--budget", "60", "--iterations", "1"])
    assert args.budget == 60.0 and args.iterations == 1


def test_arena_workers_from_the_environment_are_checked(capsys, monkeypatch):
    monkeypatch.setenv("YGG_ARENA_WORKERS", "100000")
    code = main.main(["arena", *MID, "--games", "2"])
    err = capsys.readouterr().err
    assert code == 2 and "YGG_ARENA_WORKERS" in err and len(err.strip().splitlines()) == 1


# --- signals ------------------------------------------------------------------------------
def _spawn(argv: list[str], env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), *argv], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_headless_game_stops_cleanly_on_a_signal(sig):
    env = dict(os.environ)
    # a long game: hard seats with many iterations, so the signal arrives mid-game
    p = _spawn(["play", "--game", "midgard", "--players", "2", "--seats", "hard", "--iterations", "200000",
                "--quiet"], env)
    time.sleep(3.0)
    p.send_signal(sig)
    try:
        out, err = p.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        pytest.fail(f"{sig.name} was ignored")
    assert p.returncode == 128 + sig, (p.returncode, err)
    assert "Traceback" not in err
    assert "stopped" in err and sig.name in err


def _window_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", YGGDRASIL_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    return env


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_the_window_stops_cleanly_on_a_signal_with_the_game_autosaved(tmp_path, sig):
    """A window playing a bots-only game (started by the helper below) gets the signal:
    it closes within seconds, exit 128+signal, and the autosave holds the last move."""
    script = tmp_path / "window_game.py"
    script.write_text(_WINDOW_GAME.format(root=str(ROOT)), encoding="utf-8")
    env = _window_env(tmp_path)
    p = subprocess.Popen([sys.executable, str(script)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    ready = tmp_path / "ready"
    for _ in range(600):
        if ready.exists() or p.poll() is not None:
            break
        time.sleep(0.1)
    assert ready.exists(), p.communicate()[1][-2000:]
    time.sleep(1.5)
    p.send_signal(sig)
    try:
        out, err = p.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        pytest.fail(f"the window ignored {sig.name}")
    assert p.returncode == 128 + sig, (p.returncode, err[-2000:])
    assert "Traceback" not in err
    moves = [int(x) for x in out.split() if x.isdigit()]
    assert moves, out
    from saves import SaveStore

    store = SaveStore(tmp_path / "saves")
    auto = [e for e in store.list() if e["autosave"]]
    assert len(auto) == 1 and "error" not in auto[0], auto
    # everything applied before the window closed is on disk
    assert auto[0]["moves"] == moves[-1], (auto[0]["moves"], moves[-3:])


_WINDOW_GAME = '''
import sys
sys.path.insert(0, {root!r})
import main
from pathlib import Path
import os

def start():
    from ui.app import App
    from ui.session import GameSession
    app = App(headless=True)
    app.settings.bot_pause = 0.0
    seats = [dict(name=f"Bot {{i}}", kind="random", colour=i) for i in range(3)]
    session = GameSession.new(app, "midgard", seats, 5, {{}})
    app.start_session(session)
    Path(os.environ["YGGDRASIL_HOME"], "ready").write_text("1")
    last = [0]
    def note(*_a):
        n = len(session.rec.actions)
        if n != last[0]:
            last[0] = n
            print(n, flush=True)
    session.on_applied.append(note)
    return app

sys.exit(main.run_window(start))
'''


def _table() -> int:
    """Run every bad line as a process under `timeout 20` and print the table."""
    rows = []
    worst = 0
    # YGG_MAIN=path/to/an/older/main.py gives the table of that version (before a fix)
    script = os.environ.get("YGG_MAIN") or str(ROOT / "main.py")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for argv, _ in BAD:
        t0 = time.perf_counter()
        r = subprocess.run(["timeout", "-s", "KILL", "20", sys.executable, script, *argv],
                           cwd=ROOT, capture_output=True, text=True, env=env)
        dt = time.perf_counter() - t0
        lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
        msg = lines[-1] if lines else r.stdout.strip()[-100:]
        ok = r.returncode == 2 and len(lines) == 1 and "Traceback" not in r.stderr
        worst += not ok
        shown = " ".join(a if a and " " not in a else repr(a) for a in argv)
        rows.append((r.returncode, dt, "ok " if ok else "BAD", shown, msg))
    for code, dt, ok, shown, msg in rows:
        print(f"{ok} exit {code:>3} {dt:5.1f}s  {shown[:80]:<80}  {msg[:150]}")
    print(f"{len(rows)} bad command lines; {len(rows) - worst} clean (one line, exit 2); {worst} not")
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(_table())
