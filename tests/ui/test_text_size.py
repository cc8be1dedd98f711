"""The text size rule and setting (issue 33, defect 6): no text on a board is drawn under
14 window pixels in a 1280x720 window at text size 100 %; 125 % and 150 % draw larger;
the setting is saved, read back, and a broken value falls back to 100 % with a notice;
changing it mid-game builds the board again (no text laid out for the old size is
drawn after); and the frame's check (`ui.widgets.text_check`) finds no text cut or over
another on any board at five window sizes.

The boards are those of tests/perf/text_sizes.py: a 4-seat game, the first seat played
by seeded random legal actions, the others `random` bots, measured mid-game."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest
from tables import mid_game, table_app

from ui import i18n
from ui.fonts import MIN_PX, effective_size
from ui.settings import Settings
from ui.widgets import text_check as TC

GAMES = ("midgard", "blood_rage", "asgard", "vikings")
SIZES = ((1024, 576), (1280, 720), (1600, 900), (1920, 1080), (3840, 2160))
# (game, window) pairs left out of the no-findings assertion, with the reason: none
UNSOLVED: dict[tuple[str, tuple[int, int]], str] = {}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = table_app(tmp_path_factory)
    yield a
    a.settings.text_size = 100
    a._open_window((1600, 900))
    i18n.set_language("en")


@pytest.fixture(scope="module")
def measured(app) -> dict[tuple[str, tuple[int, int], int], tuple[list[tuple[float, str]], list[str]]]:
    """Every board at every window size at 100 %, and at 1280x720 at 125 and 150 %:
    (texts as (window px, string), the check's findings)."""
    out = {}
    i18n.set_language("en")
    for game in GAMES:
        app.settings.text_size = 100
        app._open_window((1600, 900))
        session, _board = mid_game(app, game)
        for size in SIZES:
            app._open_window(size)
            texts, found = TC.sized_frame(app)
            out[(game, size, 100)] = (texts, [str(f) for f in found])
        app._open_window((1280, 720))
        for pct in (125, 150):
            app.set_text_size(pct)
            texts, found = TC.sized_frame(app)
            out[(game, (1280, 720), pct)] = (texts, [str(f) for f in found])
        app.set_text_size(100)
        session.close()
    app._open_window((1600, 900))
    return out


def test_the_size_rule():
    # at 1600x900: 12 and 13 px become 14; at 1280x720 (scale 0.8) nothing under 18 logical px
    assert [effective_size(s) for s in (12, 13, 16, 22)] == [14, 14, 16, 22]
    assert [effective_size(s, 1.0, 0.8) for s in (12, 16, 18, 24)] == [18, 18, 18, 24]
    assert effective_size(16, 1.5, 1.0) == 24 and effective_size(12, 1.25, 0.8) == 22
    # a smaller window keeps the sizes of 1280x720 (its layout holds)
    assert effective_size(12, 1.0, 0.64) == effective_size(12, 1.0, 0.8)


@pytest.mark.parametrize("game", GAMES)
def test_no_text_under_14_px_at_1280x720(measured, game):
    texts, _found = measured[(game, (1280, 720), 100)]
    assert len(texts) > 40
    small = [(round(px, 1), t) for px, t in texts if px < MIN_PX]
    assert small == []


@pytest.mark.parametrize("game", GAMES)
def test_a_larger_text_size_draws_larger(measured, game):
    least = {pct: min(px for px, _t in measured[(game, (1280, 720), pct)][0]) for pct in (100, 125, 150)}
    assert least[100] < least[125] < least[150]
    assert least[150] >= 1.5 * MIN_PX


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_cut_or_overlapping_at_five_window_sizes(measured, game, size):
    if (game, size) in UNSOLVED:
        pytest.skip(UNSOLVED[(game, size)])
    _texts, found = measured[(game, size, 100)]
    assert found == []


def test_the_text_size_setting_round_trips_and_a_broken_value_falls_back(tmp_path):
    path = tmp_path / "settings.json"
    s = Settings()
    assert s.text_size == 100
    s.set("text_size", 125)
    assert s.save(path)
    back, told = Settings.read(path)
    assert back.text_size == 125 and told == []
    for bad in (120, "150", True, None):
        with pytest.raises(ValueError):
            s.set("text_size", bad)
        path.write_text(json.dumps({"text_size": bad, "volume": 0.3}), encoding="utf-8")
        back, told = Settings.read(path)
        assert back.text_size == 100 and back.volume == 0.3
        assert len(told) == 1 and "Text size" in i18n.english(told[0])


def _rendered(app: Any, from_nothing: bool) -> set[tuple[str, int]]:
    """The (text, size drawn at) pairs a frame renders: the frame as the app draws it
    next, or drawn again from nothing (every cache emptied)."""
    from ui.fonts import FontCache

    got: set[tuple[str, int]] = set()
    render = FontCache.render

    def noting(self, text, role, size, colour):
        got.add((text, self.size_for(size)))
        return render(self, text, role, size, colour)

    FontCache.render = noting          # type: ignore[method-assign]
    try:
        if from_nothing:
            TC.check_frame(app)
        else:
            app.draw(app.screen)
    finally:
        FontCache.render = render      # type: ignore[method-assign]
    return got


@pytest.mark.parametrize("game", GAMES)
def test_changing_the_text_size_mid_game_builds_the_board_again(app, game):
    app._open_window((1600, 900))
    app.settings.text_size = 100
    app.apply_text_size()
    session, board = mid_game(app, game, decisions=8)
    app.draw(app.screen)                      # every cache filled at 100 %
    app.set_text_size(150)
    assert app.top is board
    after = _rendered(app, from_nothing=False)
    whole = _rendered(app, from_nothing=True)
    # every text a frame drawn from nothing shows is rendered again, at its new size
    # (a text left in a cache, or laid out for the old size, would be missing)
    assert whole and whole <= after, sorted(whole - after)[:10]
    assert min(size for _t, size in after) >= 21    # 14 px x 150 %
    app.set_text_size(100)
    session.close()


def test_a_window_resize_builds_the_scenes_again(app):
    app._open_window((1600, 900))
    app.settings.text_size = 100
    app.apply_text_size()
    session, board = mid_game(app, "midgard", decisions=2)
    app.draw(app.screen)
    app._open_window((1280, 720))
    after = _rendered(app, from_nothing=False)
    assert min(size for _t, size in after) >= 18
    assert _rendered(app, from_nothing=True) <= after
    app._open_window((1600, 900))
    session.close()


def test_the_settings_screen_sets_the_text_size_at_once(app):
    from ui.scenes.settings import SettingsScene

    app._open_window((1600, 900))
    app.clear_to(SettingsScene(app))
    assert app.top.buttons["text:100"].font.point_size == 18
    app.top.press("text:125")
    assert app.settings.text_size == 125
    assert app.top.buttons["text:125"].is_selected and not app.top.buttons["text:100"].is_selected
    app.top.press("text:100")
    assert app.settings.text_size == 100
    # pygame-gui's fonts follow the window's size rule (at 100 %): a theme built for
    # 1280x720, where its 14 and 16 px fonts are 18 (14 window px)
    before = app.top.manager
    app._open_window((1280, 720))
    assert app.top.manager is not before
    assert app.top.manager.theme_key == app.gui_theme_key() != before.theme_key
    assert app.top.buttons["text:100"].font.point_size == 18
    fonts = app.top.manager.get_theme().get_font_dictionary()
    assert fonts.check_font_preloaded(fonts.create_font_id(18, "dejavu", False, False, True))
    assert not fonts.check_font_preloaded(fonts.create_font_id(14, "dejavu", False, False, True))
    app._open_window((1600, 900))
    pygame.event.clear()
