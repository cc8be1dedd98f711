"""ui.widgets.hyphen: a word wider than its box is broken over two lines with a hyphen
instead of cut with "…" (issue 33, 7: Greek "Γιότουνχαϊμ", Polish "Błogosławieństwo"
on a 1280x720 hand card), a word that fits is never broken, and a hyphen never costs a
card's effect its words."""

from __future__ import annotations

import pygame
import pytest

from ui.fonts import FontCache
from ui.widgets.cards import CardFace, face_layout
from ui.widgets.hyphen import HYPHEN, break_points, joined, wrap_hyphenated
from ui.widgets.text import fit_lines


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return FontCache()


def test_a_word_breaks_at_a_syllable_or_between_consonants_never_inside_one_sound():
    # "Γιό|τουν|χαϊμ": before a consonant that starts a syllable, between two consonants
    assert break_points("Γιότουνχαϊμ") == [3, 7]
    # Polish "sz" and "rz", Greek "ντ" are one sound each: never broken
    assert all("Towarzysze"[i - 1:i + 1].lower() not in ("rz", "sz") for i in break_points("Towarzysze"))
    assert all("Σίγκρντριφα"[i - 1:i + 1] != "ντ" for i in break_points("Σίγκρντριφα"))
    # three letters at least on each side; a word's own "-" is a break of its own
    assert all(3 <= i <= len("Punktowanie") - 3 for i in break_points("Punktowanie"))
    assert 6 in break_points("Όρβαρ-Οντ")
    assert break_points("Odin") == []


def test_a_word_wider_than_the_box_is_broken_and_reads_whole_again(fonts):
    word = "Błogosławieństwo"
    width = fonts.get("display-bold", 16).size(word)[0] * 2 // 3
    lines = wrap_hyphenated(fonts, f"{word} Lokiego", "display-bold", 16, width)
    assert len(lines) >= 2 and lines[0].endswith(HYPHEN)
    assert all(fonts.get("display-bold", 16).size(ln)[0] <= width for ln in lines)
    assert joined(lines) == f"{word} Lokiego"
    assert joined(["ᛈ Όρβαρ-", "Οντ"]) == "ᛈ Όρβαρ-Οντ"


def test_fit_lines_breaks_a_word_too_wide_instead_of_cutting_it(fonts):
    word = "Γιότουνχαϊμ"
    width = fonts.get("text", 14).size(word)[0] - 6
    got = fit_lines(fonts, word, "text", width, [(14, 2)])
    assert [t for t, _z in got] == ["Γιότουν" + HYPHEN, "χαϊμ"]
    # without hyphens (a layout that would rather lose the word than a line): shortened
    cut = fit_lines(fonts, word, "text", width, [(14, 2)], hyphens=False)
    assert len(cut) == 1 and cut[0][0].endswith("…")
    # a text whose words fit is wrapped at its spaces, never broken
    text = "Πιο δυνατοί σε επαρχία"
    wide = fonts.get("text", 14).size("επαρχία")[0] + 4
    lines = [t for t, _z in fit_lines(fonts, text, "text", wide, [(14, 4)])]
    assert not any(ln.endswith(HYPHEN) for ln in lines) and " ".join(lines) == text


def test_a_hyphen_in_the_title_never_costs_the_effect_its_words(fonts):
    # an effect one line short of filling the face under a one-line title: a title broken
    # onto a second line would cut its last words, so the title is shortened instead
    from ui.widgets.cards import _face_layout

    fonts = FontCache()
    fonts.set_scale(1.0, 0.8)       # a 1280x720 window: every effect size is drawn alike
    words = "Draw two cards then play one more card at once and score every kingdom you hold now".split()
    found = 0
    for height in (146, 166):
        for n in range(3, len(words) + 1):
            text = " ".join(words[:n])
            face = CardFace(key=("t", n), title="Błogosławieństwo", badge="3", text=text)
            short = CardFace(key=("s", n), title="Odin", badge="3", text=text)
            broken = _face_layout(fonts, face, height, False)
            if joined([t for t, _z in face_layout(fonts, short, height).text]).split() != text.split():
                break       # too long even under a one-line title
            if joined([t for t, _z in broken.text]).split() == text.split():
                continue    # the broken title leaves the effect room enough
            assert any(t.endswith(HYPHEN) for t, _z in broken.title)
            lay = face_layout(fonts, face, height)
            assert joined([t for t, _z in lay.text]).split() == text.split(), (height, text, lay.text)
            assert len(lay.title) == 1 and lay.title[0][0].endswith("…")
            found += 1
    assert found    # (the case is met at both heights)
