"""The bundled fonts draw every letter of the five languages in every font role: the
pangrams, every character of every catalogue in assets/i18n/ and of every rules file;
a line with a glyph its role lacks is drawn in the other family (ui.fonts.covering_role)."""

from __future__ import annotations

import json
import subprocess
import sys
import unicodedata
from pathlib import Path

import pygame
import pytest

from ui.fonts import FONT_FILES, FontCache, covering_role, has_glyph, missing_glyphs

ROOT = Path(__file__).resolve().parents[2]
ALPHABETS = {
    "it": "ÀÈÉÌÍÒÓÙàèéìíòóù«»",
    "el": "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώΆΈΉΊΌΎΏϊϋΐΰΪΫ;·",
    "pl": "ĄĆĘŁŃÓŚŹŻąćęłńóśźż„”",
    "pt": "ÁÂÃÀÇÉÊÍÓÔÕÚÜáâãàçéêíóôõúüºª",
}


@pytest.mark.parametrize("role", list(FONT_FILES))
@pytest.mark.parametrize("code", list(ALPHABETS))
def test_every_letter_of_each_language_in_every_role(role, code):
    assert missing_glyphs(role, ALPHABETS[code]) == ""


def test_the_glyph_check_can_tell_a_missing_glyph():
    assert not has_glyph("text", "ᚠ") and has_glyph("display", "ᚠ")
    assert missing_glyphs("display", "a★b") == "★"
    assert covering_role("display-bold", "★ winner") == "text-bold"
    assert covering_role("text", "Ελληνικά") == "text"


def _texts() -> list[tuple[str, str]]:
    out = []
    for path in sorted((ROOT / "assets" / "i18n").glob("*.json")):
        out += [(path.name, v) for v in json.loads(path.read_text(encoding="utf-8")).values()]
    for path in sorted((ROOT / "assets" / "rules").rglob("*.md")):
        out.append((str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")))
    return out


def test_every_letter_of_every_catalogue_and_rules_file_has_a_glyph_in_every_role():
    letters: dict[str, str] = {}
    for where, text in _texts():
        for ch in text:
            if unicodedata.category(ch).startswith("L") and ch not in letters:
                letters[ch] = where
    assert len(letters) > 52
    runes = {ch for ch in letters if "RUNIC" in unicodedata.name(ch, "")}
    for role in FONT_FILES:
        lacking = {ch: letters[ch] for ch in missing_glyphs(role, "".join(letters)) if ch not in runes}
        assert lacking == {}, role


def test_every_symbol_of_the_catalogues_can_be_drawn_by_some_family():
    symbols = {ch for _w, text in _texts() for ch in text
               if not ch.isascii() and not unicodedata.category(ch).startswith(("L", "Z", "C", "M"))}
    assert all(has_glyph("text", ch) or has_glyph("display", ch) for ch in symbols), \
        sorted(ch for ch in symbols if not (has_glyph("text", ch) or has_glyph("display", ch)))


def test_a_line_with_a_missing_glyph_is_drawn_in_the_other_family():
    pygame.font.init()
    cache = FontCache()
    star_display = cache.render("★", "display", 30, (255, 255, 255))
    star_text = cache.render("★", "text", 30, (255, 255, 255))
    assert star_display.get_size() == star_text.get_size()
    tofu = cache.get("display", 30).render("\uffff", True, (255, 255, 255))
    assert pygame.image.tobytes(star_display, "RGBA") != pygame.image.tobytes(tofu, "RGBA") or \
        star_display.get_size() != tofu.get_size()


def test_the_glyph_check_survives_pygame_quit_and_init():
    """After pygame.quit() (the window closed, a test's app shut down) the fonts the
    check had opened are stale: it opens them again instead of finding every glyph
    missing."""
    # in a process of its own: a pygame.quit() here would leave the fonts of the apps
    # other tests share stale
    code = (
        "import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "import pygame\n"
        "from ui.fonts import missing_glyphs\n"
        "pygame.init()\n"
        "assert missing_glyphs('display', 'Àé') == ''\n"
        "pygame.quit()\n"
        "pygame.init()\n"
        "assert missing_glyphs('display', 'ÈÉĘŁΩ') == '' and missing_glyphs('text-bold', 'ąęΩ') == ''\n"
        "print('ok')\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-2000:]
