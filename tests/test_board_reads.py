"""Boards read views through their accessors only (issue 32, "Typed views"): no board
file reads a raw field (a slot) of its game's state class. The check parses
ui/boards/<game>*.py (and the Midgard demo positions, ui/boards/demo.py) and lists every
attribute read on a view-like name (`v`, `view`, `st`, `state`, `s`, `vw`, or anything
ending in `.view` / `.state`) whose name is a slot of the game's state or view class."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.registry import GAMES, get_game

ROOT = Path(__file__).resolve().parent.parent
VIEW_NAMES = {"v", "view", "st", "state", "s", "vw"}
DEMOS = {"midgard": [ROOT / "ui" / "boards" / "demo.py"]}   # the demo positions play Midgard


def _slots(game_id: str) -> set[str]:
    spec = get_game(game_id)
    st = spec.new_game(spec.min_players, 1, {})
    out: set[str] = set()
    for obj in (st, st.view(0)):
        for cls in type(obj).__mro__:
            slots = cls.__dict__.get("__slots__", ())
            out.update([slots] if isinstance(slots, str) else slots)
    return {s for s in out if not s.startswith("__")}


def _is_view_like(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id in VIEW_NAMES
    if isinstance(node, ast.Attribute):
        return node.attr in ("view", "state")
    return False


def raw_reads(path: Path, slots: set[str]) -> list[str]:
    """'file:line name' for every read of a slot on a view-like name in `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in slots and _is_view_like(node.value):
            found.append((node.lineno, node.col_offset, f"{shown}:{node.lineno} {ast.unparse(node)}"))
    return [text for *_, text in sorted(found)]


def test_the_check_finds_a_raw_read(tmp_path):
    f = tmp_path / "probe.py"
    f.write_text("def draw(v):\n    return v.hands[0], v.score(0), self.view.round, w.hands\n", encoding="utf-8")
    assert [r.split(" ", 1)[1] for r in raw_reads(f, {"hands", "round"})] == ["v.hands", "self.view.round"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_board_reads_no_state_field(game_id):
    slots = _slots(game_id)
    files = sorted((ROOT / "ui" / "boards").glob(f"{game_id}*.py")) + DEMOS.get(game_id, [])
    assert files, f"no board files for {game_id}"
    reads = [r for f in files for r in raw_reads(f, slots)]
    assert reads == [], "boards read raw state fields:\n" + "\n".join(reads)
