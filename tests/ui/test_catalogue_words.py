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
