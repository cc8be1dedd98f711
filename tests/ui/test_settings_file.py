"""The settings file from outside (issue 34, items 6 and 9): a pipe, a device, a folder,
a huge, broken or hostile file never hangs nor floods the start and is told once on the
title; a byte-order mark is read; a write that fails says why and leaves nothing behind."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
# how the reader is run where it could hang or eat the memory: in its own process, with a
# time limit and an address-space cap (the old reader took 2.9 GB of /dev/zero in 6 s)
READER = ("import sys; from ui.settings import Settings; s = Settings.load(sys.argv[1]); "
          "print('loaded', s == Settings())")


def _run_reader(path: Path) -> subprocess.CompletedProcess:
    def cap() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", READER, str(path)], capture_output=True, text=True, timeout=60,
                          cwd=ROOT, env=env, preexec_fn=cap if sys.platform != "win32" else None)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_as_the_settings_file_does_not_hang_the_start(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    try:
        done = _run_reader(fifo)
    except subprocess.TimeoutExpired:
        pytest.fail("reading a settings file that is a pipe hung (killed after 60 s)")
    assert done.returncode == 0, done.stderr
    assert "loaded True" in done.stdout
    s, notes = Settings.read(fifo)
    assert s == Settings() and len(notes) == 1
    assert str(fifo) in str(notes[0]) and "not a regular file" in str(notes[0])


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_dev_zero_is_not_read(tmp_path):
    link = tmp_path / "settings.json"
    link.symlink_to("/dev/zero")
    try:
        done = _run_reader(link)
    except subprocess.TimeoutExpired:
        pytest.fail("reading a settings file linked to /dev/zero did not end")
    assert done.returncode == 0, done.stderr[-500:]
    assert "loaded True" in done.stdout
    s, notes = Settings.read(link)
    assert s == Settings() and "not a regular file" in str(notes[0])


# every file below gives the defaults (all of them, or those it got wrong) and exactly one
# notice naming the file and saying why; the old reader said nothing to the player
BROKEN = {
    "invalid JSON": (b'{"animation_speed": 2,', "not valid JSON"),
    "empty": (b"", "not valid JSON"),
    "truncated string": (b'{"language": "e', "not valid JSON"),
    "not UTF-8": (b'{"language": "\xff\xfe"}', "not UTF-8"),
    "a list": (b"[1, 2, 3]", "does not hold a JSON object"),
    "null": (b"null", "does not hold a JSON object"),
    "a string": (b'"settings"', "does not hold a JSON object"),
    "a number": (b"42", "does not hold a JSON object"),
    "nested too deeply": (b"[" * 20_000 + b"]" * 20_000, "not valid JSON"),
    "too large": (b" " * (2 << 20), "too large"),   # 2 MiB: past any limit a settings file has
}
BAD_VALUES = {
    "window size of text": ({"window_size": "big"}, "Window size"),
    "window size too small": ({"window_size": [10, 10]}, "Window size"),
    "window size of three": ({"window_size": [1600, 900, 1]}, "Window size"),
    "full screen as text": ({"fullscreen": "yes"}, "Full screen"),
    "animation speed out of range": ({"animation_speed": 7}, "Animation speed"),
    "animation speed as a bool": ({"animation_speed": True}, "Animation speed"),
    "negative bot pause": ({"bot_pause": -1}, "Pause between bot moves"),
    "bot budget too large": ({"bot_budget": 1e9}, "Hard bot thinking time"),
    "volume as text": ({"volume": "loud"}, "Sound volume"),
    "volume above one": ({"volume": 3}, "Sound volume"),
    "unknown language": ({"language": "klingon"}, "Language"),
    "language as a number": ({"language": 7}, "Language"),
    "finished games kept not a choice": ({"keep_finished_games": 7}, "Finished games kept"),
    "muted as a number": ({"muted": 1}, "Mute"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_file_gives_the_defaults_and_one_notice(tmp_path, case):
    content, why = BROKEN[case]
    p = tmp_path / "settings.json"
    p.write_bytes(content)
    s, notes = Settings.read(p)
    assert s == Settings()
    text = str(notes[0])
    assert str(p) in text and why in text and "every setting is back to its default" in text
    # what the player wrote is kept beside it (the next save writes the defaults over settings.json)
    kept = tmp_path / "settings.json.broken"
    assert kept.read_bytes() == content and not p.exists()
    assert len(notes) == 2 and str(kept) in str(notes[1])
    assert Settings.read(p) == (Settings(), [])   # told once: the next start finds no file


@pytest.mark.parametrize("case", sorted(BAD_VALUES))
def test_a_bad_value_resets_that_setting_and_says_which(tmp_path, case):
    data, label = BAD_VALUES[case]
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({**data, "bot_budget": 3.0} if "bot_budget" not in data else data), encoding="utf-8")
    s, notes = Settings.read(p)
    name = next(iter(data))
    assert getattr(s, name) == getattr(Settings(), name)
    if name != "bot_budget":
        assert s.bot_budget == 3.0           # the good value next to it is kept
    assert len(notes) == 1
    from ui.widgets.text import tr

    text = tr(notes[0])
    assert str(p) in text and label in text and "back to their defaults" in text
    assert json.dumps(data[name])[:10] in text   # the value found, as written


def test_several_bad_values_are_one_notice_listing_each(tmp_path):
    from ui.widgets.text import tr

    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"window_size": [10, "x"], "fullscreen": "yes", "animation_speed": 7, "bot_pause": -1,
                             "bot_budget": 3.0, "mystery": 1}), encoding="utf-8")
    s, notes = Settings.read(p)
    assert s.bot_budget == 3.0 and len(notes) == 1
    text = tr(notes[0])
    for label in ("Window size", "Full screen", "Animation speed", "Pause between bot moves"):
        assert label in text
    assert "Hard bot thinking time" not in text and "mystery" not in text   # a setting unknown to us resets nothing


def test_a_good_file_and_a_missing_file_say_nothing(tmp_path):
    p = tmp_path / "settings.json"
    assert Settings.read(p) == (Settings(), [])
    Settings(animation_speed=2, language="el").save(p)
    s, notes = Settings.read(p)
    assert notes == [] and s.animation_speed == 2 and s.language == "el"


def test_a_file_with_a_byte_order_mark_keeps_its_settings(tmp_path):
    p = tmp_path / "settings.json"
    p.write_bytes(b"\xef\xbb\xbf" + json.dumps({"animation_speed": 3, "language": "pl", "volume": 0.2}).encode())
    s = Settings.load(p)
    assert (s.animation_speed, s.language, s.volume) == (3, "pl", 0.2)   # the old reader lost them all
    assert Settings.read(p)[1] == []


def test_a_folder_as_the_settings_file_is_told(tmp_path):
    p = tmp_path / "settings.json"
    p.mkdir()
    s, notes = Settings.read(p)
    assert s == Settings() and len(notes) == 1 and str(p) in str(notes[0])
    assert p.is_dir()   # not moved away: a folder is not something the player wrote as settings


# --- writing ---------------------------------------------------------------------------------------
def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_a_write_that_cannot_replace_the_file_says_why_and_leaves_no_temporary_file(tmp_path):
    p = tmp_path / "settings.json"
    p.mkdir()   # os.replace of a file over a folder fails after the temporary file was written
    s = Settings(animation_speed=2)
    assert s.save(p) is False
    assert _leftovers(tmp_path) == []
    from ui.widgets.text import tr

    assert str(p) in tr(s.save_error) and "could not be saved" in tr(s.save_error)


def test_a_write_that_fails_half_way_leaves_no_temporary_file(tmp_path, monkeypatch):
    import errno

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    p = tmp_path / "settings.json"
    s = Settings(animation_speed=2)
    assert s.save(p) is False
    assert _leftovers(tmp_path) == [] and not p.exists()
    assert "No space left on device" in str(s.save_error)
    monkeypatch.undo()
    assert s.save(p) is True and s.save_error is None and Settings.load(p).animation_speed == 2


def test_a_folder_that_cannot_be_made_says_why(tmp_path):
    blocker = tmp_path / "config"
    blocker.write_text("not a folder")
    s = Settings()
    assert s.save(blocker / "settings.json") is False
    assert str(blocker / "settings.json") in str(s.save_error)
