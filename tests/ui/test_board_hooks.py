"""What the boards use of the frame (docs/board-frame.md): the hooks they may override,
and the reaches into the frame's insides that are left (overrides of update/click/a
private method, calls of a private one). The list of those is the migration still to
do; a new one fails here, and one that goes away must be taken off the list."""

from __future__ import annotations

import ast
from pathlib import Path

from ui.boards.base import BoardScene

ROOT = Path(__file__).resolve().parents[2]
BOARD_FILES = sorted(p for p in (ROOT / "ui" / "boards").glob("*.py")
                     if p.stem.split("_")[0] in ("midgard", "blood", "asgard", "vikings"))

HOOKS = {
    "draw_static", "draw_position", "draw_seat_panel", "hand_items", "map_targets", "action_text", "status_text",
    "prompt_text", "card_face", "card_tip", "slides_for", "draw_slide", "draw_overlay", "number_key_actions",
    "primary_action", "draft_of", "draft_pick_action", "seat_score", "hidden_hand_size", "on_button",
    "dynamic_key", "summary_rows", "mark_points", "mark_position", "mark_area", "tip_blockers", "__init__", "verdict_in_log",
    "on_step", "on_undo", "on_tick", "card_title", "tray_tips", "shown_state", "end_untold", "toast_point",
}
# (file, name): a frame method a board overrides or a private frame name it reaches
LEFT: set[tuple[str, str]] = set()


def _frame_names() -> set[str]:
    names: set[str] = set()
    for cls in BoardScene.__mro__:
        names |= set(vars(cls))
    # and the attributes the frame sets on itself
    tree = ast.parse((ROOT / "ui" / "boards" / "base.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name) \
                and node.value.id == "self":
            names.add(node.attr)
    return names


def _reaches(sources: list[tuple[str, str]] | None = None) -> set[tuple[str, str]]:
    """(file, name) of every reach into the frame in the boards' files (or in `sources`,
    (file name, text) pairs)."""
    frame = _frame_names()
    found = set()
    if sources is None:
        sources = [(path.name, path.read_text(encoding="utf-8")) for path in BOARD_FILES]
    for name, text in sources:
        tree = ast.parse(text)
        # the boards' classes (an overlay of a board's own, e.g. asgard_moments, is a scene of its own)
        # (and a class of the file derived from such an overlay: VikingsFinal(VikingsStory))
        overlays: set[str] = set()
        for n in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
            if any(isinstance(b, ast.Name) and (b.id.endswith("Overlay") or b.id in overlays) for b in n.bases):
                overlays.add(n.name)
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name not in overlays]:
            for f in cls.body:
                if isinstance(f, ast.FunctionDef) and f.name in frame and f.name not in HOOKS:
                    found.add((name, f.name))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__") \
                    and node.attr in frame and isinstance(node.value, ast.Name) \
                    and node.value.id in ("self", "BoardScene"):
                found.add((name, node.attr))
    return found


def test_the_boards_reach_into_the_frame_only_where_the_list_says():
    found = _reaches()
    assert found - LEFT == set(), "new reaches into the frame: use a hook (docs/board-frame.md)"
    assert LEFT - found == set(), "gone from the boards: take them off LEFT and the doc's table"


def test_the_list_finds_a_reach():
    # the finder sees an override of update and a private call (so the empty diff means something)
    sample = "class Sample(BoardScene):\n    def update(self, dt):\n        self._refresh()\n"
    assert {("sample.py", "update"), ("sample.py", "_refresh")} <= _reaches([("sample.py", sample)])


def test_the_frame_is_a_small_class_of_parts():
    # issue 38 item 2: what is a part lives in ui/boards/frame_parts/, BoardScene stays small
    lines = (ROOT / "ui" / "boards" / "base.py").read_text(encoding="utf-8").count("\n")
    assert lines < 600, f"ui/boards/base.py has {lines} lines: move a part to ui/boards/frame_parts/"
