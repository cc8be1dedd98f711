"""Every text key the boards, widgets and session use, with its English default, for
the translation catalogue (`assets/i18n/en.json`): the code calls `tr(key, default)`,
which reads the catalogue and falls back to the default while a key is missing.

    python -m ui.boards.strings > board_strings.json     # keys to merge into a catalogue
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = [HERE / "base.py", HERE / "targets.py", HERE / "midgard.py", HERE / "midgard_text.py",
           *sorted(HERE.glob("blood_rage*.py")),
           HERE.parent / "session.py", *sorted((HERE.parent / "widgets").glob("*.py"))]
# the engine's messages (`Msg("key", "default", ...)`): prompts and action labels
MESSAGE_SOURCES = [HERE.parent.parent / "game" / "midgard" / "state.py"]


def _families() -> dict[str, str]:
    """Keys built at run time (f-strings), expanded over their values."""
    from game.ai import LEVELS
    from game.midgard import data as D
    from game.registry import GAMES
    from ui.boards import midgard_text as T

    out: dict[str, str] = {}
    for gid, spec in GAMES.items():
        out[f"game.{gid}"] = spec.title
    for c in range(D.NUM_CARDS):
        out[f"midgard.card_name.{c}"] = D.card_name(c)
    for k in range(3):
        out[f"midgard.kingdom.{k}"] = D.KINGDOMS[k]
        out[f"midgard.token.{k}"] = D.TOKEN_COLOURS[k]
        out[f"midgard.deck.{k}"] = D.DECK_NAMES[k]
    for loc in range(13):
        out[f"midgard.loc.{loc}"] = D.LOC_NAMES[loc]
    for typ in T.TITLES:
        out[f"midgard.card.{typ}.title"] = T.TITLES[typ]
        out[f"midgard.card.{typ}.short"] = T.SHORT[typ]
        out[f"midgard.card.{typ}.long"] = T.LONG[typ]
    for level in LEVELS:
        out[f"board.bot.{level}"] = "bot: {kind}"
    from ui.boards.blood_rage_text import string_families

    out.update(string_families())
    from ui.boards.base import BoardScene

    for _key, k, default in BoardScene.HELP_KEYS:
        out[k] = default
    return out


def board_strings() -> dict[str, str]:
    """key -> English default for every literal `tr("key", "default")` call, plus the
    run-time families."""
    out: dict[str, str] = {}
    for path in SOURCES + MESSAGE_SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("tr", "Msg")
                    and len(node.args) >= 2 and isinstance(node.args[0], ast.Constant)):
                default = node.args[1]
                if isinstance(default, ast.Constant) and isinstance(default.value, str):
                    out[node.args[0].value] = default.value
    out.update(_families())
    return dict(sorted(out.items()))


if __name__ == "__main__":
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    json.dump(board_strings(), sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
