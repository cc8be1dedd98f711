"""Midgard's round summary headings whole in a 1280x720 window (issue 33, defect 7,
closing playthroughs): with all five sources of a round (provinces, Asgard, Ragnarök,
Valhalla, token sets) the columns are narrow, and Portuguese "Províncias" and
"Ragnarok (condenadas)" were shortened to "Provínci…", "(conden…"."""

from __future__ import annotations

import pytest

from tests.ui.tables import window_app
from ui import i18n
from ui.widgets.round_summary import RoundSummary, score_source_label, summary_columns
from ui.widgets.text import heading_lines

SOURCES = ["provinces", "asgard", "ragnarok", "valhalla", "sets"]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    yield from window_app(tmp_path_factory)


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
@pytest.mark.parametrize("players", [3, 5])
def test_the_round_summary_headings_are_whole_at_1280x720(app, lang, players):
    i18n.set_language(lang)
    names = [f"P{k}" for k in range(players)]
    s = RoundSummary("", names, SOURCES, [{} for _ in names], [0] * players)
    _w, _names_w, col_w = summary_columns(s)
    heads = [score_source_label(k, "midgard") for k in SOURCES]
    lines = {hd: [ln for ln, _z in heading_lines(app.fonts, hd, col_w - 6)] for hd in heads}
    assert {hd: ls for hd, ls in lines.items() if any("…" in ln for ln in ls)} == {}
