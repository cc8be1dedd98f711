"""A broken install (issue 34, item 11): a missing en.json, a missing catalogue of the
language chosen, a missing or empty rules file are each told with the file's name; the
window never shows raw keys for them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ui import i18n
from ui.paths import asset_path


@pytest.fixture
def assets(tmp_path, monkeypatch):
    """A copy of the catalogues and the rules the test may break; i18n and the rules
    screen read from it."""
    root = tmp_path / "assets"
    shutil.copytree(asset_path("i18n"), root / "i18n")
    shutil.copytree(asset_path("rules"), root / "rules")
    from ui.scenes import rules

    monkeypatch.setattr(i18n, "asset_path", lambda *parts: root.joinpath(*parts))
    monkeypatch.setattr(rules, "asset_path", lambda *parts: root.joinpath(*parts))
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path / "home"))
    yield root
    monkeypatch.undo()
    i18n.load("en")


def _app(tmp_path: Path, language: str = ""):
    from saves import SaveStore
    from ui.app import App
    from ui.settings import Settings

    return App(headless=True, settings=Settings(language=language), store=SaveStore(tmp_path / "saves"))


def _title(app):
    from ui.scenes.title import TitleScene

    scene = TitleScene(app)
    app.push(scene)
    app.run_frames(2)
    return scene


def test_a_missing_english_catalogue_is_told_and_shows_no_raw_keys(assets, tmp_path, capsys):
    (assets / "i18n" / "en.json").unlink()
    app = _app(tmp_path)
    title = _title(app)
    file = str(assets / "i18n" / "en.json")
    assert file in title.message and "installation is broken" in title.message
    assert file in capsys.readouterr().err
    labels = [b.text for b in title.buttons.values()]
    assert not [t for t in labels if "." in t], labels          # "title.new" was shown before
    assert "New" in labels and "Quit" in labels
    assert i18n.t("app.title") == "Yggdrasil Tabletop"   # the window's title, not "Title"
    from ui.widgets.text import tr

    assert tr("settings.problem.value", "{setting} ({value})", setting="a", value=1) == "a (1)"  # the code's English


def test_a_broken_english_catalogue_is_told(assets, tmp_path):
    (assets / "i18n" / "en.json").write_text("{ not json", encoding="utf-8")
    i18n.load("en")
    problems = i18n.problems()
    assert len(problems) == 1 and str(assets / "i18n" / "en.json") in problems[0]
    assert i18n.t("common.back") == "Back"


def test_a_missing_catalogue_of_the_language_chosen_is_told(assets, tmp_path):
    (assets / "i18n" / "el.json").unlink()
    app = _app(tmp_path, "el")
    assert i18n.language() == "el"
    title = _title(app)
    assert str(assets / "i18n" / "el.json") in title.message and "Ελληνικά" in title.message
    assert "shown in English" in title.message
    assert title.buttons["new"].text == "New game"   # English, as said


def test_choosing_a_language_whose_catalogue_is_missing_is_told_on_the_settings_screen(assets, tmp_path):
    from ui.scenes.settings import SettingsScene

    (assets / "i18n" / "pl.json").unlink()
    app = _app(tmp_path, "en")
    _title(app)
    scene = SettingsScene(app)
    app.push(scene)
    scene.press("lang:pl")
    assert str(assets / "i18n" / "pl.json") in scene.message and "Polski" in scene.message
    scene.press("lang:it")
    assert scene.message == ""                       # Italian is there: nothing to say


def test_a_missing_rules_file_is_told_naming_it(assets, tmp_path):
    from ui.scenes.rules import RulesScene

    (assets / "rules" / "midgard.md").unlink()
    (assets / "rules" / "it" / "midgard.md").unlink()
    app = _app(tmp_path)
    scene = RulesScene(app, "midgard", page="full")
    app.push(scene)
    app.run_frames(2)
    file = str(assets / "rules" / "midgard.md")
    assert file in scene.box.html_text and "installation is broken" in scene.box.html_text
    assert "not been written yet" not in scene.box.html_text
    assert scene.describe()["problem"] and not scene.describe()["has_text"]


def test_an_empty_rules_file_is_told(assets, tmp_path):
    from ui.scenes.rules import RulesScene

    (assets / "rules" / "asgard.md").write_text("", encoding="utf-8")
    app = _app(tmp_path)
    scene = RulesScene(app, "asgard", page="full")
    assert str(assets / "rules" / "asgard.md") in scene.box.html_text and "empty" in scene.box.html_text


def test_a_missing_translation_of_a_rules_file_shows_english_and_says_so(assets, tmp_path):
    from ui.scenes.rules import RulesScene

    (assets / "rules" / "el" / "vikings.md").unlink()
    app = _app(tmp_path, "el")
    scene = RulesScene(app, "vikings", page="full")
    assert scene.describe()["has_text"] and "Valkyrie" in scene.box.html_text   # the English rules
    assert str(assets / "rules" / "el" / "vikings.md") in scene.box.html_text
    assert RulesScene(app, "midgard").describe()["problem"] is None           # the others are there
