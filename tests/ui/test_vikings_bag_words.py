"""Tiny Epic Vikings' board texts (ui/boards/vikings_text.py, bag_text): a bag of resources reads
as separate amounts in every language, short form too (issue 33, 12: "1Wood 1Food")."""

from __future__ import annotations

import re

import pytest

from ui import i18n
from ui.boards import vikings_text as T


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_a_bag_reads_as_separate_amounts(lang):
    i18n.set_language(lang)
    try:
        for short in (False, True):
            text = T.bag_text((1, 1, 0), short=short)
            assert not re.search(r"\d[^\W\d_]", text), text       # no "1Wood"
            assert text.count(",") == 1, text                      # two amounts, set apart
    finally:
        i18n.set_language("en")
