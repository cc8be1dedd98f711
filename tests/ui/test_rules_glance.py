"""The rules screen's "At a glance" page (ui/scenes/rules_glance.py, issue 36): each
game's round and scoring in six lines each, every line whole in its column at 1280x720
and 1024x576 in all five languages (nothing shortened, nothing over another text), in
each language's own words; the screen opens straight at a game's glance page from
elsewhere, and its full text is laid out only when that page is shown."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from saves import SaveStore
from ui import i18n
from ui.app import App
from ui.scenes.rules import RulesScene
from ui.scenes.rules_glance import GLANCE, LINES, glance_texts, string_families
from ui.scenes.title import TitleScene
from ui.settings import Settings
from ui.widgets import text_check as TC

LANGS = ("en", "it", "el", "pl", "pt")
GAME_IDS = ("midgard", "blood_rage", "asgard", "vikings")


@pytest.fixture(scope="module", params=[(1280, 720), (1024, 576)], ids=["1280x720", "1024x576"])
def sized_app(request, tmp_path_factory):
    a = App(headless=True, settings=Settings(), store=SaveStore(tmp_path_factory.mktemp("saves")),
            window_size=request.param)
    a.push(TitleScene(a))
    yield a
    a.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_glance_line_is_whole_in_its_column(sized_app, lang):
    app = sized_app
    app.set_language(lang)
    for game_id in GAME_IDS:
        scene = RulesScene(app, game_id, page="glance")
        app.push(scene)
        app.step(1 / 60, [])
        assert [str(f) for f in TC.check_frame(app, lang)] == [], game_id
        layout = scene.glance_page()
        assert layout.fits, (lang, game_id)
        turn_title, turn, score_title, score = glance_texts(game_id)
        for col, title, lines in zip(layout.columns, (turn_title, score_title), (turn, score)):
            assert col.title[0] == title and col.box.contains(col.title[1])
            assert [d for d, _ in col.badges] == [str(n + 1) for n in range(LINES)]
            inside = col.box.inflate(-4, -4)
            assert all(inside.contains(r) for _, r in col.lines + col.badges), (lang, game_id, title)
            # every word of every line is drawn, none shortened
            assert " ".join(p for p, _ in col.lines) == " ".join(lines)
            assert not any("…" in p for p, _ in col.lines)
        app.pop()


@pytest.fixture
def app(tmp_path):
    a = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    a.push(TitleScene(a))
    yield a
    a.set_language("en")


def test_each_language_has_its_own_glance_words(app):
    english = string_families()
    assert len(english) == len(GLANCE) * (2 * LINES + 2)
    for lang in LANGS[1:]:
        app.set_language(lang)
        same = [k for k in english if not i18n.has(k) or i18n.t(k) == english[k]]
        assert same == [], lang


def count_layouts(monkeypatch) -> list:
    calls: list = []
    real = pygame_gui.elements.UITextBox.parse_html_into_style_data

    def counting(self):
        calls.append(self)
        return real(self)

    monkeypatch.setattr(pygame_gui.elements.UITextBox, "parse_html_into_style_data", counting)
    return calls


def test_the_screen_opens_at_a_games_glance_page_and_lays_the_full_text_out_when_shown(app, monkeypatch):
    layouts = count_layouts(monkeypatch)
    scene = RulesScene.open(app, "asgard", page="glance")
    assert scene.game_id == "asgard" and scene.page == "glance" and scene.describe()["page"] == "glance"
    assert scene.buttons["page:glance"].is_selected and not scene.buttons["page:full"].is_selected
    assert scene.box is None and layouts == []          # the long text is not laid out for the glance
    app.push(scene)
    app.run_frames(1)
    scene.press("page:full")
    assert scene.page == "full" and scene.box is not None and scene.box.visible and len(layouts) == 1
    assert "Asgard" in scene.box.html_text
    scene.on_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    assert scene.page == "glance" and not scene.box.visible
    scene.show_page("full")
    assert scene.box.visible and len(layouts) == 1          # kept, not laid out again
    scene.press("game:vikings")                             # another game: its own page, same tab
    assert scene.game_id == "vikings" and scene.page == "full" and "Valkyrie" in scene.box.html_text
    app.pop()
    # opened again from elsewhere at a game's glance: the kept screen, at that page
    again = RulesScene.open(app, "midgard", page="glance")
    assert again is scene and again.game_id == "midgard" and again.page == "glance"
    assert not any(b.visible for b in [again.box] if b is not None)
    # the default page is the glance; an unknown page is the glance too
    assert RulesScene(app, "blood_rage").page == "glance"
    assert RulesScene(app, "blood_rage", page="nonsense").page == "glance"
