"""Settings: defaults, JSON round trip, broken files give defaults and a log line."""

from __future__ import annotations

import json
import logging

import pytest

from ui.settings import Settings, settings_path


def test_defaults_when_missing(tmp_path):
    s = Settings.load(tmp_path / "nope.json")
    assert s == Settings()
    assert s.window_size == (1600, 900) and s.animation_speed == 1 and s.fullscreen is False


def test_round_trip(tmp_path):
    p = tmp_path / "cfg" / "settings.json"
    s = Settings(window_size=(1920, 1080), fullscreen=True, animation_speed=2, bot_pause=0.0, bot_budget=5.5)
    assert s.save(p)
    back = Settings.load(p)
    assert back == s
    assert json.loads(p.read_text())["window_size"] == [1920, 1080]


def test_default_path_follows_yggdrasil_home(monkeypatch, tmp_path):
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    assert settings_path() == tmp_path / "config" / "settings.json"
    Settings(animation_speed=0).save()
    assert Settings.load().animation_speed == 0


@pytest.mark.parametrize("content", [
    b"{not json", b"\xff\xfe\x00", b"[1, 2, 3]", b"null", b"[" * 100000 + b"]" * 100000, b" " * (70 * 1024),
])
def test_broken_file_gives_defaults_and_a_log_line(tmp_path, caplog, content):
    p = tmp_path / "settings.json"
    p.write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="yggdrasil.settings"):
        s = Settings.load(p)
    assert s == Settings()
    assert any("settings" in r.getMessage() for r in caplog.records)


def test_bad_values_keep_defaults_for_those_only(tmp_path, caplog):
    p = tmp_path / "settings.json"
    p.write_text(json.dumps({
        "window_size": [10, "x"], "fullscreen": "yes", "animation_speed": 7, "bot_pause": -1,
        "bot_budget": 3.0, "mystery": 1,
    }))
    with caplog.at_level(logging.WARNING, logger="yggdrasil.settings"):
        s = Settings.load(p)
    assert s.bot_budget == 3.0
    assert (s.window_size, s.fullscreen, s.animation_speed, s.bot_pause) == (
        (1600, 900), False, 1, Settings().bot_pause)
    assert len(caplog.records) == 5


def test_set_checks_values():
    s = Settings()
    s.set("bot_pause", 1)
    assert s.bot_pause == 1.0
    for name, bad in (("animation_speed", True), ("bot_budget", 0.0), ("window_size", (100, 100)),
                      ("fullscreen", 1), ("colour", 3)):
        with pytest.raises(ValueError):
            s.set(name, bad)


def test_unwritable_folder_does_not_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert Settings().save(blocker / "sub" / "settings.json") is False


def test_animation_speeds_in_order_with_slow(tmp_path):
    """Issue 16: the animation-speed choices in order: Instant, Fast, Normal, Slow."""
    from ui.settings import ANIMATION_ORDER
    from ui.widgets.anim import duration_for

    assert [duration_for(s) for s in ANIMATION_ORDER] == sorted(duration_for(s) for s in ANIMATION_ORDER)
    assert duration_for(ANIMATION_ORDER[0]) == 0 and len(set(duration_for(s) for s in ANIMATION_ORDER)) == 4
    s = Settings()
    s.set("animation_speed", 3)
    assert s.animation_speed == 3


def test_finished_games_kept_is_a_setting_the_store_follows(tmp_path, monkeypatch):
    """Issue 16: the autosaves of finished games are pruned by a setting (Settings screen:
    6, 12, 30 or all), remembered, and given to the save store at once and at start."""
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    from saves import SaveStore
    from ui.app import App
    from ui.scenes.settings import SettingsScene

    s = Settings()
    assert s.keep_finished_games == 12
    with pytest.raises(ValueError):
        s.set("keep_finished_games", 7)
    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    assert app.store.keep_finished == 12
    scene = SettingsScene(app)
    app.push(scene)
    assert scene.buttons["keep:12"].is_selected
    scene.press("keep:-1")
    assert scene.buttons["keep:-1"].is_selected and not scene.buttons["keep:12"].is_selected
    scene.press("save")
    assert app.settings.keep_finished_games == -1 and app.store.keep_finished == -1
    assert json.loads(settings_path().read_text())["keep_finished_games"] == -1
    again = App(headless=True, store=SaveStore(tmp_path / "saves"))
    assert again.store.keep_finished == -1
