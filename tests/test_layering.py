"""The layering of the code, read from the sources (imports parsed with ast, including
imports inside functions and under `if TYPE_CHECKING:`):

- the engine (game/) and the saves never import pygame, pygame-gui or ui;
- a board module (ui/boards/<game>*.py) never imports another game's modules (engine or
  board), and from game/ only its own game's data and public API plus game.core;
- no import cycle among the ui modules: the arrows run one way (app -> scenes and
  boards -> widgets); a board reaches the pause, rules, handoff and game-over scenes
  through app.open_scene, never by importing them.
"""

from __future__ import annotations

import ast
from pathlib import Path

from import_cycles import cycles

from game.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
# a game's public API for its board: the package itself and these modules (moves: the
# named actions; view: the typed protocol of the view's accessors; events: the facts and
# the game's own told records, issue 32)
PUBLIC_MODULES = {"data", "describe", "prompts", "moves", "view", "events"}
PUBLIC_EXTRA = {"vikings": {"board", "log"}}      # the island map (a data table) and its describe


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module path this file imports (`from a.b import c` gives a.b and a.b.c;
    relative imports resolved), wherever the import stands."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
            out.update(f"{mod}.{a.name}" for a in node.names)
    return out


def sources(*folders: str) -> list[Path]:
    return sorted(p for f in folders for p in (ROOT / f).rglob("*.py"))


def test_engine_and_saves_never_import_pygame_or_ui():
    bad = []
    for path in sources("game", "saves"):
        for mod in imports_of(path):
            top = mod.split(".")[0]
            if top in ("pygame", "pygame_gui", "ui"):
                bad.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert not bad, "\n".join(bad)


def board_game(path: Path) -> str | None:
    """The game a ui/boards module belongs to (by its name), or None."""
    stem = path.stem
    for gid in sorted(GAMES, key=len, reverse=True):
        if stem == gid or stem.startswith(gid + "_"):
            return gid
    return None


def test_a_board_imports_only_its_own_games_data_and_public_api():
    bad = []
    boards = [p for p in sources("ui/boards") if board_game(p)]
    assert any(board_game(p) == "midgard" for p in boards)
    for path in boards:
        gid = board_game(path)
        allowed = PUBLIC_MODULES | PUBLIC_EXTRA.get(gid, set())
        for mod in imports_of(path):
            parts = mod.split(".")
            if parts[0] == "game":
                if len(parts) == 1 or parts[1] == "core":
                    continue
                if parts[1] != gid:
                    bad.append(f"{path.name} imports another game: {mod}")
                elif len(parts) >= 3 and parts[2] not in allowed and not _is_name_in_package(gid, parts[2]):
                    bad.append(f"{path.name} imports an engine internal: {mod}")
            elif parts[:2] == ["ui", "boards"] and len(parts) >= 3:
                other = board_game(Path(parts[2] + ".py"))
                if other is not None and other != gid:
                    bad.append(f"{path.name} imports another game's board module: {mod}")
            elif parts[:2] == ["ui", "scenes"]:
                bad.append(f"{path.name} imports a scene ({mod}): use app.open_scene")
    assert not bad, "\n".join(bad)


def _is_name_in_package(gid: str, name: str) -> bool:
    """`from game.<gid> import X` where X is a name the package exports (not a module)."""
    return not (ROOT / "game" / gid / f"{name}.py").exists() and not (ROOT / "game" / gid / name).is_dir()


def ui_graph() -> dict[str, set[str]]:
    mods = {module_name(p): p for p in sources("ui")}
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        deps = set()
        for mod in imports_of(path):
            # importing a.b.c runs a, a.b and a.b.c: the deepest ui module named is the edge
            while mod and mod not in mods:
                mod = mod.rpartition(".")[0]
            if mod and mod != name and mod.startswith("ui"):
                deps.add(mod)
        graph[name] = deps
    return graph


def test_no_import_cycle_among_ui_modules():
    found = cycles(ui_graph())
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_boards_never_reach_widgets_backwards():
    """Widgets are the bottom layer: they import no board, scene or app."""
    graph = ui_graph()
    bad = [f"{m} -> {d}" for m, deps in graph.items() if m.startswith("ui.widgets")
           for d in deps if d.startswith(("ui.boards", "ui.scenes", "ui.app", "ui.session"))]
    assert not bad, bad
