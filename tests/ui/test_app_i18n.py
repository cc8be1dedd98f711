"""Text catalogue: lookups, formatting, and every key the scenes use exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ui import i18n
from ui.i18n import t

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = json.loads((ROOT / "assets" / "i18n" / "en.json").read_text(encoding="utf-8"))


def test_lookup_and_format():
    assert t("app.title") == "Yggdrasil Tabletop"
    assert t("newgame.range", lo=2, hi=5) == "2 to 5 players"
    assert t("no.such.key") == "no.such.key"
    assert t("newgame.range") == "{lo} to {hi} players"  # no fields given: the template itself
    assert t("newgame.range", lo=2) == "{lo} to {hi} players"  # a missing field never raises
    assert i18n.has("title.quit") and not i18n.has("title.nothing")


def test_every_literal_key_used_in_the_ui_exists():
    files = [ROOT / "ui" / "app.py", ROOT / "ui" / "selftest.py", *sorted((ROOT / "ui" / "scenes").glob("*.py"))]
    pattern = re.compile(r"""\bt\(\s*["']([a-z_]+\.[a-z0-9_.]+)["']""")
    used = {k for f in files for k in pattern.findall(f.read_text(encoding="utf-8"))}
    assert len(used) > 60
    missing = sorted(k for k in used if k not in CATALOGUE)
    assert missing == []


def test_dynamic_key_families_exist():
    for kind in ("human", "random", "easy", "normal", "hard"):
        assert f"kind.{kind}" in CATALOGUE
    for name in ("continue", "new", "load", "settings", "rules", "quit"):
        assert f"title.{name}" in CATALOGUE
    for name in ("load", "settings", "rules", "quit"):
        assert f"pause.{name}" in CATALOGUE
    for speed in (0, 1, 2):
        assert f"settings.anim.{speed}" in CATALOGUE
    from ui.palette import SEAT_COLOURS

    for table in SEAT_COLOURS.values():
        for name, _ in table:
            assert f"colour.{name}" in CATALOGUE
    from game.registry import GAMES

    for spec in GAMES.values():
        for key, opt in spec.options.items():
            assert f"option.{key}" in CATALOGUE
            for c in opt.choices:
                assert f"option.{key}.{c}" in CATALOGUE


def test_catalogue_values_are_strings():
    assert all(isinstance(k, str) and isinstance(v, str) and v for k, v in CATALOGUE.items())
