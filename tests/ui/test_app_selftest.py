"""The self test harness: it passes, restores the environment, and reports failures."""

from __future__ import annotations

import os

import ui.selftest as selftest


def test_selftest_passes_and_restores_the_environment(monkeypatch, capsys):
    if not os.environ.get("YGG_SOAK"):
        # the bot game through the board runs in `python main.py --selftest` (and with YGG_SOAK=1)
        monkeypatch.setattr(selftest, "_board_available", lambda: False)
    home = os.environ["YGGDRASIL_HOME"]
    assert selftest.run_selftest() == 0
    out = capsys.readouterr().out
    assert "selftest: ok" in out and "opened" in out and "crash screen" in out
    assert os.environ["YGGDRASIL_HOME"] == home


def test_selftest_reports_a_failure_with_a_message(monkeypatch, capsys):
    def broken(app, session):
        raise selftest.SelftestError("the title screen is missing")

    monkeypatch.setattr(selftest, "_open_scenes", broken)
    assert selftest.run_selftest() == 1
    assert "FAILED: the title screen is missing" in capsys.readouterr().out


def test_selftest_reports_an_unexpected_error(monkeypatch, capsys):
    monkeypatch.setattr(selftest, "_open_scenes", lambda app, session: 0)
    monkeypatch.setattr(selftest, "_crash_path", lambda app: 1 / 0)
    assert selftest.run_selftest() == 1
    assert "ZeroDivisionError" in capsys.readouterr().out

