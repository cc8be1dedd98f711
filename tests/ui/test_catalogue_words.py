"""Words of the catalogues (assets/i18n) that a reader of the language would stumble on
(issue 33, 23): Greek names the computer players in Greek ("Παύση Η/Υ", not
"Παύση bots"); the results chart names each game's own unit (Blood Rage has Ages)."""

from __future__ import annotations

import re

from ui import i18n


def test_greek_says_computer_not_bot():
    cat = i18n.read_catalogue("el")
    english = [(k, v) for k, v in cat.items() if re.search(r"\bbots?\b", v, re.IGNORECASE)]
    assert english == []
    assert cat["board.pause_bots"] == "Παύση Η/Υ"    # Η/Υ: ηλεκτρονικός υπολογιστής (the seat tags say it too)


def test_the_results_chart_is_titled_by_each_units_name():
    for code in i18n.LANGUAGES:
        cat = i18n.read_catalogue(code)
        for u in ("round", "age", "era"):
            word = cat[f"round.unit.{u}"].replace("{n}", "").strip().lower()
            assert word[:4] in cat[f"gameover.chart.{u}"].lower(), (code, u)


def test_portuguese_addresses_the_player_as_voce():
    """The Portuguese catalogue speaks to the player as "você" (Brazilian, as everywhere
    else in it): no European "tu" forms ("quando continuares", "O teu nome",
    "conheces" read as another variety mixed in)."""
    tu = re.compile(r"\b(tu|teu|tua|teus|tuas|contigo|continuares|pontuas|tens|conheces|lê-a)\b",
                    re.IGNORECASE)
    cat = i18n.read_catalogue("pt")
    found = [(k, v) for k, v in cat.items() if tu.search(v)]
    assert found == []
