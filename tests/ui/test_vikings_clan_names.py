"""The enemy and the neutral clan inside sentences (issue 33, 12: Portuguese "Vez de O
clã inimigo"): in every text of a solo and a 2-player game (log, tooltips, buttons,
prompts) in English, Italian and Portuguese, a clan's name opens a sentence with its
capital ("O clã inimigo joga") and stands inside one in its lower-case form, never
after a preposition that would need to merge with its article ("de o", "di il")."""

from __future__ import annotations

import re

import pytest
from test_vikings_names import texts_of_a_game

from ui import i18n

# (language, the capital forms, the forms inside a sentence, prepositions that merge with the article)
FORMS = {
    "en": (("The enemy clan", "The neutral clan"), ("the enemy clan", "the neutral clan"), ()),
    "it": (("Il clan nemico", "Il clan neutrale"), ("il clan nemico", "il clan neutrale"), ("di", "da", "a", "su", "in")),
    "pt": (("O clã inimigo", "O clã neutro"), ("o clã inimigo", "o clã neutro"), ("de", "em", "a", "por")),
}


def wrong_forms(lang: str, text: str) -> list[str]:
    caps, lows, preps = FORMS[lang]
    bad = []
    for cap in caps:
        for m in re.finditer(re.escape(cap), text):
            before = text[:m.start()].rstrip(" ")
            if before and before[-1] not in ".:;!?\n(—" and not before.endswith("«"):
                bad.append(f"capital inside a sentence: {text!r}")
    for low in lows:
        for m in re.finditer(re.escape(low), text):
            before = text[:m.start()].rstrip(" ")
            if not before or before[-1] in ".!?\n":
                bad.append(f"lower case opening a sentence: {text!r}")
            word = re.search(r"(\w+)$", before)
            if word and word.group(1).lower() in preps:
                bad.append(f"after {word.group(1)!r}: {text!r}")
    return bad


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    from saves import SaveStore
    from ui.app import App

    a = App(headless=True, store=SaveStore(tmp_path_factory.mktemp("saves")))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    yield a
    i18n.set_language("en")


def test_the_finder_sees_the_reported_line():
    assert wrong_forms("pt", "Vez de O clã inimigo.")
    assert wrong_forms("it", "La Barca di il clan nemico naviga.")
    assert wrong_forms("en", "the enemy clan controls it and holds its rune.")
    assert not wrong_forms("pt", "O clã inimigo tem a vez.")


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_results_name_a_winning_clan_as_a_sentence_needs(lang):
    """The results' title: Portuguese read "Vitória de O clã inimigo!"."""
    i18n.set_language(lang)
    try:
        for cap in FORMS[lang][0]:
            assert wrong_forms(lang, i18n.t("gameover.winner", name=cap)) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
@pytest.mark.parametrize("players, seed", [(1, 4), (2, 5)])
def test_clan_names_in_sentences(app, lang, players, seed):
    i18n.set_language(lang)
    try:
        texts = texts_of_a_game(app, players, "ragnarok", seed)
    finally:
        i18n.set_language("en")
    caps, lows, _p = FORMS[lang]
    assert any(c in str(t) or lw in str(t) for _w, t in texts for c, lw in zip(caps, lows))
    bad = sorted({b for _w, t in texts for b in wrong_forms(lang, str(t))})
    assert bad == []
