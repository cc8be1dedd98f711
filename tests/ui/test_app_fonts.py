"""Bundled fonts: present with licences, runes render in Junicode, pygame-gui never warns."""

from __future__ import annotations

import warnings

import pygame

from saves import SaveStore
from ui.app import App
from ui.fonts import FONT_FILES, FontCache, font_file
from ui.paths import asset_path
from ui.settings import Settings


def test_font_files_and_licences_are_bundled():
    for role in FONT_FILES:
        assert asset_path(*FONT_FILES[role]).stat().st_size > 100_000
    assert "Bitstream" in asset_path("fonts", "LICENSE-DejaVu.txt").read_text()
    assert "OFL" in asset_path("fonts", "LICENSE-Junicode.txt").read_text()


def test_runes_have_real_glyphs_in_junicode():
    pygame.font.init()
    font = pygame.font.Font(font_file("display"), 40)
    tofu = font.metrics("\uffff")[0]  # a code point with no glyph
    runes = "ᚠᚢᚦᚨᚱ"
    metrics = [font.metrics(ch)[0] for ch in runes]
    assert all(m is not None for m in metrics)
    assert len({m[4] for m in metrics}) >= 3  # different advances: real, distinct glyphs
    assert all(m != tofu for m in metrics)
    img = FontCache().render(runes, "display", 40, (255, 255, 255))
    assert img.get_width() > 60 and img.get_bounding_rect().height > 15


def test_pygame_gui_needs_no_font_it_does_not_have(tmp_path):
    from ui.scenes.rules import RulesScene
    from ui.scenes.title import TitleScene

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app = App(headless=True, settings=Settings(), store=SaveStore(tmp_path))
        app.push(TitleScene(app))
        app.push(RulesScene(app, "midgard"))
        app.run_frames(3)
    font_warnings = [str(w.message) for w in caught if "font" in str(w.message).lower()]
    assert font_warnings == []
