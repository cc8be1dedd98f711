"""Asset and user folders: never relative to the current directory; YGGDRASIL_HOME wins."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import ui.paths as paths
from ui.app import MAX_CRASH_LOGS, write_crash_log


def test_asset_path_is_absolute_and_independent_of_cwd(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    p = paths.asset_path("theme.json")
    assert p.is_absolute() and p.exists()
    assert paths.asset_path("i18n", "en.json").exists()
    assert paths.asset_path("icons", "icon-64.png").exists()


def test_frozen_bundle_uses_meipass(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    try:
        frozen = importlib.reload(paths)
        assert frozen.asset_path("theme.json") == tmp_path / "assets" / "theme.json"
    finally:
        monkeypatch.delattr(sys, "_MEIPASS")
        importlib.reload(paths)
    assert paths.asset_path("theme.json").exists()


def test_user_folders_follow_yggdrasil_home(tmp_path, monkeypatch):
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    assert paths.config_dir() == tmp_path / "config"
    assert paths.log_dir() == tmp_path / "logs"
    monkeypatch.delenv("YGGDRASIL_HOME")
    assert "yggdrasil-tabletop" in str(paths.log_dir())
    assert "yggdrasil-tabletop" in str(paths.config_dir())


def test_crash_logs_are_pruned(tmp_path, monkeypatch):
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    written = [write_crash_log(f"crash {i}") for i in range(MAX_CRASH_LOGS + 5)]
    assert all(isinstance(p, Path) for p in written)
    left = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(left) == MAX_CRASH_LOGS and written[-1] in left
    blocker = tmp_path / "blocked"
    blocker.write_text("x")
    monkeypatch.setenv("YGGDRASIL_HOME", str(blocker))
    assert write_crash_log("nowhere to go") is None
