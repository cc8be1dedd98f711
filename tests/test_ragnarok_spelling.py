"""One spelling of Ragnarök per game, the one of its rules text (assets/rules): Midgard
and Tiny Epic Vikings write "Ragnarok", Blood Rage and Asgard "Ragnarök". Checked in
the game's engine texts, its board modules, its catalogue entries and the game-over
table's names for its score sources."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
RULES = {"midgard": "midgard.md", "blood_rage": "blood_rage.md", "asgard": "asgard.md", "vikings": "vikings.md"}


def spelling(game_id: str) -> tuple[str, str]:
    text = (ROOT / "assets" / "rules" / RULES[game_id]).read_text(encoding="utf-8")
    umlaut, plain = text.count("Ragnarök"), text.count("Ragnarok")
    assert umlaut + plain > 0 and min(umlaut, plain) == 0, (game_id, umlaut, plain)
    return ("Ragnarök", "Ragnarok") if umlaut else ("Ragnarok", "Ragnarök")


def strings_in(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_one_spelling_per_game(game_id):
    _good, bad = spelling(game_id)
    files = sorted((ROOT / "game" / game_id).glob("*.py")) + sorted((ROOT / "ui" / "boards").glob(f"{game_id}*.py"))
    found = [f"{p.relative_to(ROOT)}: {s[:60]!r}" for p in files if not p.name.startswith("_old")
             for s in strings_in(p) if bad in s]
    catalogue = json.loads((ROOT / "assets" / "i18n" / "en.json").read_text(encoding="utf-8"))
    found += [f"en.json {k}" for k, v in catalogue.items() if k.startswith((game_id + ".", f"score.{game_id}."))
              and bad in v]
    from ui.scenes.game_over import source_label

    st = GAMES[game_id].new_game(GAMES[game_id].min_players, 1, {})
    found += [f"game over: {k}" for k in st.score_breakdown()[0] if bad in source_label(k, game_id)]
    assert not found, "\n".join(found)
