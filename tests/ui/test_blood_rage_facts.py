"""The Blood Rage board reads the common facts of a step (state.facts, game.core.events),
not the engine's raw event keys, for its slides (issue 32): an AST check of the board
module, and slides built for a march from the facts alone."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RAW_KEYS = {"t", "seat", "fig", "frm", "to", "src", "n"}


def _reads_raw_keys(fn: ast.FunctionDef) -> list[str]:
    found = []
    for node in ast.walk(fn):
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value in RAW_KEYS:
            found.append(ast.unparse(node))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                and node.args and isinstance(node.args[0], ast.Constant) and node.args[0].value in RAW_KEYS:
            found.append(ast.unparse(node))
    return found


def test_the_board_s_slides_read_facts_not_raw_events():
    tree = ast.parse((ROOT / "ui" / "boards" / "blood_rage.py").read_text(encoding="utf-8"))
    fns = {f.name: f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}
    assert "slides_for" in fns
    for name in ("slides_for", "mark_points", "on_step"):
        if name in fns:
            assert _reads_raw_keys(fns[name]) == [], name


def test_a_march_slides_from_its_moved_facts(monkeypatch):
    import pygame  # noqa: F401

    from game.core.events import Moved
    from ui.boards.blood_rage import BloodRageBoard

    class Stub:
        def __init__(self):
            self.painter = type("P", (), {"spots": {("Utgard", 1, "W"): [(10.0, 20.0)]}})()
            self.session = type("S", (), {})()
            self.session.state = type("St", (), {"facts": staticmethod(
                lambda events: (Moved(1, "W", "Utgard", "Horgr"),))})()
            self.slide_seconds = 0.2

        _old_spot = BloodRageBoard._old_spot

        def _new_spot(self, st, loc, s, kind):
            return (50.0, 60.0) if (loc, s, kind) == ("Horgr", 1, "W") else None

    slides = BloodRageBoard.slides_for(Stub(), 1, ("march",), [{"t": "nothing"}])
    assert [(sl.start, sl.end, sl.payload) for sl in slides] == [((10.0, 20.0), (50.0, 60.0), ("Horgr", 1, "W"))]
