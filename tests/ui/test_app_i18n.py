"""Text catalogue: lookups, formatting, the language laid over English, the system's
language, the language switched at once in a running app, and pygame-gui's own locale."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from ui import i18n
from ui.i18n import t

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = json.loads((ROOT / "assets" / "i18n" / "en.json").read_text(encoding="utf-8"))


@pytest.fixture
def english_after():
    """Whatever a test does to the language, the next one starts in English."""
    yield
    i18n.set_language("en")


@pytest.fixture
def fake_italian(monkeypatch, english_after):
    """An Italian catalogue of three keys (the real one may not exist yet), English for
    the rest."""
    real = i18n.read_catalogue
    it = {"title.quit": "Esci", "settings.title": "Impostazioni", "newgame.range": "da {lo} a {hi} giocatori",
          "app.title": "Yggdrasil da tavolo"}
    monkeypatch.setattr(i18n, "read_catalogue", lambda code: dict(it) if code == "it" else real(code))
    return it


def test_lookup_and_format():
    assert t("app.title") == "Yggdrasil Tabletop"
    assert t("newgame.range", lo=2, hi=5) == "2 to 5 players"
    assert t("no.such.key") == "no.such.key"
    assert "no.such.key" in i18n.missing
    assert t("newgame.range") == "{lo} to {hi} players"  # no fields given: the template itself
    assert t("newgame.range", lo=2) == "{lo} to {hi} players"  # a missing field never raises
    assert i18n.has("title.quit") and not i18n.has("title.nothing")


def test_a_language_is_laid_over_english(fake_italian):
    assert i18n.set_language("it") == "it" and i18n.language() == "it"
    assert t("title.quit") == "Esci"
    assert t("newgame.range", lo=2, hi=5) == "da 2 a 5 giocatori"
    # a key the language lacks shows its English
    assert t("common.back") == CATALOGUE["common.back"]
    i18n.set_language("en")
    assert t("title.quit") == CATALOGUE["title.quit"]


def test_an_unknown_language_is_english(english_after):
    assert i18n.set_language("xx") == "en"
    assert t("title.quit") == CATALOGUE["title.quit"]


def test_tr_reads_the_language_and_falls_back_to_its_default(fake_italian):
    from game.core import Msg
    from ui.widgets.text import tr

    i18n.set_language("it")
    assert tr("settings.title", "Settings") == "Impostazioni"
    assert tr("no.such.key.at.all", "Plain {x}", x=1) == "Plain 1"
    m = Msg("newgame.range", "{lo} to {hi} players", lo=1, hi=4)
    assert str(m) == "1 to 4 players" and tr(m) == "da 1 a 4 giocatori"


@pytest.mark.parametrize(("env", "code"), [
    ({"LANG": "it_IT.UTF-8"}, "it"), ({"LC_ALL": "el_GR.UTF-8", "LANG": "en_GB.UTF-8"}, "el"),
    ({"LANG": "pl_PL"}, "pl"), ({"LANG": "pt_BR.UTF-8"}, "pt"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"), ({"LANGUAGE": "pt:en"}, "pt"), ({"LANG": "Italian_Italy.1252"}, "it"),
    ({"YGGDRASIL_LANG": "pl", "LANG": "it_IT"}, "pl"), ({}, "en"),
])
def test_the_system_language_when_it_is_one_of_ours(env, code):
    assert i18n.system_language(env) == code


def test_every_language_is_offered_by_its_own_name():
    assert i18n.LANGUAGES == {"en": "English", "it": "Italiano", "el": "Ελληνικά", "pl": "Polski",
                              "pt": "Português"}


def test_the_language_setting_is_checked_and_remembered(tmp_path):
    from ui.settings import Settings

    s = Settings()
    assert s.language == ""
    s.set("language", "el")
    with pytest.raises(ValueError):
        s.set("language", "klingon")
    s.save(tmp_path / "s.json")
    assert Settings.load(tmp_path / "s.json").language == "el"
    (tmp_path / "b.json").write_text(json.dumps({"language": 7}), encoding="utf-8")
    assert Settings.load(tmp_path / "b.json").language == ""


def _texts(scene) -> list[str]:
    """The texts of a pygame-gui scene's buttons and labels."""
    out = []
    for el in scene.manager.get_root_container().elements:
        text = getattr(el, "text", None)
        if isinstance(text, str):
            out.append(text)
    return out


def test_the_app_switches_language_without_a_restart(tmp_path, fake_italian):
    from saves import SaveStore
    from ui.app import App
    from ui.scenes.settings import SettingsScene
    from ui.scenes.title import TitleScene
    from ui.settings import Settings

    app = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    assert i18n.language() == "en"
    title = TitleScene(app)
    app.push(title)
    settings = SettingsScene(app)
    app.push(settings)
    assert CATALOGUE["title.quit"] in _texts(title)
    assert settings.buttons["lang:en"].is_selected
    settings.press("lang:it")
    assert i18n.language() == "it" and app.settings.language == "it"
    # both scenes on the stack were built again in Italian; pygame-gui follows
    assert "Esci" in _texts(title) and CATALOGUE["title.quit"] not in _texts(title)
    assert settings.buttons["lang:it"].is_selected and not settings.buttons["lang:en"].is_selected
    assert title.manager.get_locale() == "it" and settings.manager.get_locale() == "it"
    assert pygame.display.get_caption()[0] == "Yggdrasil da tavolo"
    # every language keeps its own name on the buttons
    assert [settings.buttons[f"lang:{c}"].text for c in i18n.LANGUAGES] == list(i18n.LANGUAGES.values())
    app.run_frames(2)
    # remembered: a new app starts in it
    from ui.settings import settings_path

    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "it"
    settings.press("lang:en")
    assert CATALOGUE["title.quit"] in _texts(title)


def test_pygame_gui_has_a_translation_for_every_language():
    """pygame-gui ships it, pl and pt; Greek comes from assets/i18n/pygame_gui."""
    import pygame_gui

    shipped = Path(pygame_gui.__file__).parent / "data" / "translations"
    ours = ROOT / "assets" / "i18n" / "pygame_gui"
    english = json.loads((shipped / "pygame-gui.en.json").read_text(encoding="utf-8"))["en"]
    for code in i18n.LANGUAGES:
        files = [p for p in (shipped / f"pygame-gui.{code}.json", ours / f"pygame-gui.{code}.json") if p.exists()]
        assert files, code
        data = json.loads(files[-1].read_text(encoding="utf-8"))[code]
        assert set(english) <= set(data), (code, set(english) - set(data))
    el = json.loads((ours / "pygame-gui.el.json").read_text(encoding="utf-8"))["el"]
    assert re.search("[α-ω]", el["Cancel"])


def test_pygame_gui_speaks_greek(tmp_path, english_after):
    import i18n as gui_i18n

    from saves import SaveStore
    from ui.app import App
    from ui.settings import Settings

    app = App(headless=True, settings=Settings(language="el"), store=SaveStore(tmp_path / "saves"))
    assert i18n.language() == "el"
    manager = app.make_ui_manager()
    assert manager.get_locale() == "el"
    assert gui_i18n.t("pygame-gui.Cancel") == "Άκυρο"
    assert len(gui_i18n.load_path) == len(set(gui_i18n.load_path))


def test_every_literal_key_used_in_the_scenes_exists():
    files = [ROOT / "ui" / "app.py", ROOT / "ui" / "selftest.py", *sorted((ROOT / "ui" / "scenes").glob("*.py"))]
    pattern = re.compile(r"""\bt\(\s*["']([a-z_]+\.[a-z0-9_.]+)["']""")
    used = {k for f in files for k in pattern.findall(f.read_text(encoding="utf-8"))}
    assert len(used) > 60
    missing = sorted(k for k in used if k not in CATALOGUE)
    assert missing == []


def test_dynamic_key_families_exist():
    for kind in ("human", "random", "easy", "normal", "hard"):
        assert f"kind.{kind}" in CATALOGUE
    for name in ("continue", "new", "load", "settings", "rules", "quit"):
        assert f"title.{name}" in CATALOGUE
    for name in ("load", "settings", "rules", "quit"):
        assert f"pause.{name}" in CATALOGUE
    for speed in (0, 1, 2):
        assert f"settings.anim.{speed}" in CATALOGUE
    from ui.palette import SEAT_COLOURS

    for table in SEAT_COLOURS.values():
        for name, _ in table:
            assert f"colour.{name}" in CATALOGUE
    from game.registry import GAMES

    for spec in GAMES.values():
        assert f"game.{spec.id}" in CATALOGUE
        for key, opt in spec.options.items():
            assert f"option.{key}" in CATALOGUE
            for c in opt.choices:
                assert f"option.{key}.{c}" in CATALOGUE


def test_catalogue_values_are_strings():
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in CATALOGUE.items())
    # (empty only where the code itself says nothing: tests/ui/test_i18n_catalogue.py)
    assert sum(1 for v in CATALOGUE.values() if v) > 0.99 * len(CATALOGUE)


def test_a_message_given_as_a_parameter_is_translated_too(fake_italian):
    from game.core import Msg
    from ui.widgets.text import tr

    i18n.set_language("it")
    title = Msg("settings.title", "Settings")
    assert t("rules.placeholder", game=title).count("Impostazioni") == 1
    assert tr("no.such.key.here", "Open {what}", what=title) == "Open Impostazioni"
    assert i18n.word(Msg("no.such.msg", "{a} and {b}", a=title, b=2)) == "Impostazioni and 2"
    assert i18n.word(5) == 5


def test_the_rules_are_read_in_the_language_shown_else_in_english(tmp_path, monkeypatch, english_after):
    from ui.scenes import rules

    (tmp_path / "rules" / "it").mkdir(parents=True)
    (tmp_path / "rules" / "midgard.md").write_text("# Midgard\nEnglish", encoding="utf-8")
    (tmp_path / "rules" / "asgard.md").write_text("# Asgard\nEnglish", encoding="utf-8")
    (tmp_path / "rules" / "it" / "midgard.md").write_text("# Midgard\nItaliano", encoding="utf-8")
    monkeypatch.setattr(rules, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    assert "Italiano" in rules.rules_text("midgard", "it")
    assert "English" in rules.rules_text("asgard", "it")       # not translated yet: English
    assert "English" in rules.rules_text("midgard", "en")
    assert "English" in rules.rules_text("midgard", "pl")
    assert rules.rules_text("vikings", "it") is None
    i18n.set_language("it")
    assert "Italiano" in rules.rules_text("midgard")
