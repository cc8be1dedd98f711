"""The title tells once what was wrong at the start (issue 34, items 9 and 11): a settings
file that was reset, a text catalogue that is missing; the Settings screen says when the
settings could not be saved."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ui import i18n


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    (tmp_path / "config").mkdir()
    yield tmp_path
    i18n.load("en")


def _app(home: Path):
    from saves import SaveStore
    from ui.app import App

    return App(headless=True, store=SaveStore(home / "saves"))


def _title(app):
    from ui.scenes.title import TitleScene

    scene = TitleScene(app)
    app.push(scene)
    app.run_frames(2)
    return scene


def test_a_broken_settings_file_is_told_once_on_the_title(home, capsys):
    settings = home / "config" / "settings.json"
    settings.write_text('{"animation_speed": 2,', encoding="utf-8")
    app = _app(home)
    assert app.settings.animation_speed == 1
    title = _title(app)
    assert str(settings) in title.message and "not valid JSON" in title.message
    assert "every setting is back to its default" in title.message and title.message_error
    assert str(settings) in capsys.readouterr().err          # and on the terminal
    # once: a title made later (back from a game) says nothing, nor the same title once
    # the player comes back to it from another screen
    assert _title(app).message == ""
    app.clear_to(title)
    from ui.scenes.settings import SettingsScene

    app.push(SettingsScene(app))
    app.pop()
    assert title.message == ""


def test_bad_values_are_named_on_the_title_in_the_language_shown(home):
    (home / "config" / "settings.json").write_text(json.dumps({"language": "el", "animation_speed": 9,
                                                               "volume": "loud"}), encoding="utf-8")
    app = _app(home)
    assert i18n.language() == "el" and app.settings.animation_speed == 1
    title = _title(app)
    # the Settings screen's own Greek names of the two settings, and the values found
    assert i18n.t("settings.animation") in title.message and i18n.t("settings.volume") in title.message
    assert "9" in title.message and '"loud"' in title.message
    assert i18n.t("settings.problem.values", file="", names="").split()[0] in title.message
    app.set_language("en")   # the notice follows the language shown
    assert "Animation speed" in title.message and "Sound volume" in title.message


def test_a_good_settings_file_says_nothing(home):
    (home / "config" / "settings.json").write_text(json.dumps({"animation_speed": 2}), encoding="utf-8")
    app = _app(home)
    assert app.settings.animation_speed == 2 and app.notices == []
    assert _title(app).message == ""


def test_settings_that_cannot_be_saved_are_told_on_the_settings_screen(home):
    from ui.scenes.settings import SettingsScene

    app = _app(home)
    _title(app)
    (home / "config").rmdir()
    (home / "config").write_text("a file where the config folder should be")   # nothing can be written there
    scene = SettingsScene(app)
    app.push(scene)
    scene.press("anim:2")
    scene.press("save")
    assert app.top is scene                      # not back on the title as if saved
    assert "could not be saved" in scene.message and str(home / "config" / "settings.json") in scene.message
    assert app.settings.animation_speed == 2     # applied meanwhile
    app.run_frames(2)
    scene.press("lang:it")                       # a language chosen is remembered: said too
    assert i18n.language() == "it" and scene.message
    assert scene.message == i18n.t("settings.problem.save", file=str(home / "config" / "settings.json"),
                                   error=scene.app.settings.save_error.params["error"])


def test_a_folder_settings_file_leaves_no_temporary_file_when_the_app_saves(home):
    folder = home / "config" / "settings.json"
    folder.mkdir()
    app = _app(home)
    assert len(app.notices) == 1
    app.settings.save()
    assert [p.name for p in (home / "config").iterdir()] == ["settings.json"]
