"""The rules screen is laid out once and kept (ui/scenes/rules.py): opened again for the
same game, in the same language and window size, it is the same screen with its text
already laid out, back at the top; and RulesText (one layout instead of pygame-gui's
two) shows exactly what pygame-gui's own UITextBox shows. Times are printed by
tests/perf/rules_screen.py, never asserted."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from saves import SaveStore
from ui import i18n
from ui.app import App
from ui.scenes.base import oid
from ui.scenes.rules import RulesScene, RulesText, markdown_to_html, rules_text
from ui.scenes.title import TitleScene
from ui.settings import Settings


@pytest.fixture
def app(tmp_path):
    a = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    a.push(TitleScene(a))
    yield a
    a.set_language("en")


def count_layouts(monkeypatch) -> list:
    calls: list = []
    real = pygame_gui.elements.UITextBox.parse_html_into_style_data

    def counting(self):
        calls.append(self)
        return real(self)

    monkeypatch.setattr(pygame_gui.elements.UITextBox, "parse_html_into_style_data", counting)
    return calls


def test_reopening_gives_back_the_screen_laid_out(app, monkeypatch):
    layouts = count_layouts(monkeypatch)
    first = RulesScene.open(app, "vikings", page="full")
    assert len(layouts) == 1                    # one layout, not two
    app.push(first)
    first.scroll(pygame.K_END)
    app.run_frames(2)
    assert first.box.scroll_bar.start_percentage > 0.5
    first.press("back")
    assert app.top is not first
    again = RulesScene.open(app, "vikings", page="full")
    assert again is first and len(layouts) == 1      # nothing laid out again
    assert again.box.scroll_bar.start_percentage == 0.0   # at the top, as a new one
    assert again.game_id == "vikings" and again.buttons["game:vikings"].is_selected
    app.push(again)
    app.run_frames(1)
    # on the stack it is not given out twice
    assert RulesScene.open(app, "vikings", page="full") is not again
    app.pop()
    app.pop()
    # another game: the same screen shows it; another language: a new screen
    other = RulesScene.open(app, "midgard", page="full")
    assert other.game_id == "midgard" and "Midgard" in other.box.html_text
    app.set_language("it")
    italian = RulesScene.open(app, "midgard", page="full")
    assert italian is not other and italian.box.html_text == markdown_to_html(rules_text("midgard", "it"))


def test_the_board_pause_and_title_open_the_kept_screen(app):
    from ui.scenes import SCENES

    a = SCENES["rules"](app, "asgard")
    assert isinstance(a, RulesScene) and a.game_id == "asgard"
    title = app.top
    title.press("rules")
    assert app.top is a and a.game_id == "midgard"   # the title opens Midgard's, as before
    app.pop()


def box_image(app, box_class, html: str, scroll: bool) -> bytes:
    manager = app.make_ui_manager()
    rect = pygame.Rect(60, 186, app.size[0] - 120, app.size[1] - 300)
    box = box_class(html, rect, manager, object_id=oid("parchment"))
    if scroll and box.scroll_bar is not None:
        box.scroll_bar.set_scroll_from_start_percentage(0.4)
    manager.update(0.05)
    manager.update(0.05)
    surf = pygame.Surface(app.size)
    surf.fill((0, 0, 0))
    manager.draw_ui(surf)
    return pygame.image.tobytes(surf, "RGB")


@pytest.mark.parametrize("game_id", ["midgard", "vikings"])
@pytest.mark.parametrize("language", ["en", "el"])
def test_rules_text_shows_what_the_text_box_shows(app, game_id, language):
    html = markdown_to_html(rules_text(game_id, language))
    for scroll in (False, True):
        assert box_image(app, RulesText, html, scroll) == box_image(app, pygame_gui.elements.UITextBox, html, scroll)


def test_a_wrong_guess_is_laid_out_the_ordinary_way(app, monkeypatch):
    """A text guessed long that fits its box: laid out again without a scroll bar."""
    short = "<b>Short</b><br>" + "a line<br>" * 3
    monkeypatch.setattr(RulesText, "LINE_MIN", 10_000)
    manager = app.make_ui_manager()
    box = RulesText(short, pygame.Rect(60, 186, 1480, 600), manager, object_id=oid("parchment"))
    assert box.scroll_bar is None
    monkeypatch.undo()
    assert box_image(app, RulesText, short, False) == box_image(app, pygame_gui.elements.UITextBox, short, False)
    assert i18n.language() == "en"
