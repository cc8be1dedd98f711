"""The catalogues (ui/catalogue.py): every key the program can show is in en.json, no
catalogue holds keys the program never uses, every catalogue present has the same keys
as English and the same {placeholders} in each text, and every key built with an
f-string has its family."""

from __future__ import annotations

import json
import textwrap

import pytest

from ui import catalogue as C


@pytest.fixture(scope="module")
def collected() -> C.Collected:
    c = C.collect()
    assert not c.errors, c.errors
    return c


@pytest.fixture(scope="module")
def keys(collected) -> dict[str, str]:
    return C.program_keys(collected)


def test_the_collector_finds_literal_keys_families_and_defaults(tmp_path):
    src = tmp_path / "scene.py"
    src.write_text(textwrap.dedent('''
        LONG = "A long " "default"
        def draw(on, g):
            tr("demo.title", "Title {n}", n=1)
            t("demo.on" if on else "demo.off")
            tr("demo.long", LONG)
            tr(f"demo.god.{g}", "Odin")
            tr("plain text without key")
            Msg("demo.msg", "A message")
    '''), encoding="utf-8")
    c, families = C.read_sources([src])
    assert set(c.literal) == {"demo.title", "demo.on", "demo.off", "demo.long", "demo.msg"}
    assert c.defaults == {"demo.title": "Title {n}", "demo.long": "A long default", "demo.msg": "A message"}
    assert len(c.patterns) == 1 and families == []
    keys = C.program_keys(c, english={"demo.on": "On", "demo.off": "Off", "demo.god.odin": "Odin", "x.y": "z"})
    # t() keys take their English from the catalogue; a key of the f-string family is kept,
    # a key nobody uses is not
    assert keys["demo.on"] == "On" and keys["demo.god.odin"] == "Odin" and "x.y" not in keys
    assert C.unmatched_patterns(c, {"demo.title": ""}) != []


def test_the_checker_reports_missing_unused_and_placeholders(tmp_path):
    english = {"a.one": "One {n}", "a.two": "Two", "a.three": "Three"}
    (tmp_path / "xx.json").write_text(json.dumps({"a.one": "Uno {m}", "a.two": "", "a.gone": "Via"}),
                                      encoding="utf-8")
    r = C.check("xx", english, folder=tmp_path)
    assert r.missing == ["a.three"] and r.unused == ["a.gone"] and r.empty == ["a.two"]
    assert len(r.placeholders) == 1 and r.placeholders[0].startswith("a.one") and not r.ok
    assert C.placeholders("{a} and {b!r:>3} {{c}}") == {"a", "b"}


def test_every_key_the_program_shows_is_in_english(keys, collected):
    r = C.check(C.BASE, keys, empty_in_code=C.empty_in_code(collected))
    assert r.missing == [], f"{len(r.missing)} keys missing from en.json (python -m ui.catalogue --write): " \
                            f"{r.missing[:20]}"
    assert r.empty == []
    assert len(keys) > 1500


@pytest.mark.parametrize("code", C.catalogue_codes())
def test_no_catalogue_has_keys_the_program_never_uses(code, keys):
    assert C.check(code, keys).unused == []


@pytest.mark.parametrize("code", C.catalogue_codes())
def test_every_catalogue_has_every_key_with_the_same_placeholders(code, keys, collected):
    r = C.check(code, keys, empty_in_code=C.empty_in_code(collected))
    assert r.missing == [], f"{code}.json lacks {len(r.missing)} keys (python -m ui.catalogue --check {code})"
    assert r.placeholders == []
    assert r.empty == []


def test_the_catalogue_files_are_the_languages_offered():
    from ui.i18n import LANGUAGES

    assert set(C.catalogue_codes()) <= set(LANGUAGES)
    assert C.catalogue_codes()[0] == "en"


def test_every_f_string_key_of_the_ui_has_its_family(collected, keys):
    """A key built at run time (tr(f"vikings.card.{c}.name", ...)) is listed by a
    string_families() over the data: otherwise no catalogue could translate it."""
    assert [p for p in C.unmatched_patterns(collected, keys) if not p.startswith("game/")] == []
    assert len(collected.family_modules) >= 4


def test_merge_adds_checked_translations_in_english_order(tmp_path, capsys):
    english = {"a.one": "One {n}", "a.two": "Two", "b.three": "Three"}
    (tmp_path / "xx.json").write_text(json.dumps({"b.three": "Tre", "a.gone": "Via"}), encoding="utf-8")
    new = tmp_path / "new.json"
    new.write_text(json.dumps({"a.one": "Uno {m}", "a.two": "Due", "z.nope": "?"}), encoding="utf-8")
    assert C.merge("xx", new, english, folder=tmp_path) == 1   # a.one refused: {m} is not {n}
    out = json.loads((tmp_path / "xx.json").read_text(encoding="utf-8"))
    assert list(out.items()) == [("a.two", "Due"), ("b.three", "Tre")]
    printed = capsys.readouterr().out
    assert "refused a.one" in printed and "z.nope" in printed and "dropped (no code shows it): a.gone" in printed
    new.write_text(json.dumps({"a.one": "Uno {n}"}), encoding="utf-8")
    assert C.merge("xx", new, english, folder=tmp_path) == 0
    assert list(json.loads((tmp_path / "xx.json").read_text(encoding="utf-8"))) == ["a.one", "a.two", "b.three"]
    assert C.merge("en", None, english, folder=tmp_path) == 1


HINT_KEYS = ("board.hint", "board.hint_hide", "board.hint_none", "board.tip.hint", "gameover.hints", "hint.failed",
             "hint.hide", "hint.title", "saves.error.damaged.hints")


def _words(text: str) -> list[str]:
    """The words of a text, lower case, accents dropped (Greek tonos too)."""
    import re
    import unicodedata

    plain = "".join(ch for ch in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(ch))
    return re.findall(r"\w+", plain)


@pytest.mark.parametrize("code", ["en", "el", "it", "pl", "pt"])
def test_hint_and_help_are_different_words(code):
    """The Hint button (the bot's suggested moves) and the keys' Help (?, H) are told
    apart in every language: no text about hints uses the word of "help" (the Greek
    catalogue once called both Βοήθεια)."""
    from ui.i18n import LANGUAGES, read_catalogue

    assert code in LANGUAGES
    cat = {**read_catalogue("en"), **read_catalogue(code)}
    help_word = _words(cat["board.help.help"])[-1]      # "This help" -> help
    stem = help_word[:4]
    hint_word = _words(cat["board.hint"])[0]
    assert not hint_word.startswith(stem) and not help_word.startswith(hint_word[:4]), (code, hint_word, help_word)
    for key in HINT_KEYS:
        assert not any(w.startswith(stem) for w in _words(cat[key])), (code, key, cat[key])
