"""The rules references in other languages (assets/rules/<lang>/<game>.md) keep the
English file's structure: the same headings, bullets, table rows and paragraphs in the
same order, the same bold and italic marks, and the same numbers (a number changed in
a translation is a rule changed)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from ui.scenes.rules import markdown_to_html

RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"
LANGS = ("it", "el", "pl", "pt")
GAMES = sorted(p.stem for p in RULES.glob("*.md"))


def _shape(md: str) -> list[str]:
    kinds = []
    for line in (ln.strip() for ln in md.splitlines()):
        if not line:
            continue
        if line.startswith("#"):
            kinds.append(f"h{len(line) - len(line.lstrip('#'))}")
        elif line.startswith(("- ", "* ")):
            kinds.append("li")
        elif line.startswith("|"):
            kinds.append("tr")
        else:
            kinds.append("p")
    return kinds


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_translated_rules_file_keeps_the_english_structure_and_numbers(game, lang):
    en = (RULES / f"{game}.md").read_text(encoding="utf-8")
    path = RULES / lang / f"{game}.md"
    assert path.is_file(), f"no {lang} rules for {game}"
    md = path.read_text(encoding="utf-8")
    assert _shape(md) == _shape(en)
    assert md.count("**") == en.count("**")
    assert markdown_to_html(md).count("<i>") == markdown_to_html(en).count("<i>")
    missing = Counter(re.findall(r"\d+", en)) - Counter(re.findall(r"\d+", md))
    extra = Counter(re.findall(r"\d+", md)) - Counter(re.findall(r"\d+", en))
    assert not missing and not extra, (dict(missing), dict(extra))
