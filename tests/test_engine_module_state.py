"""The engine keeps no state outside its game states: no `exec`/`eval`/`compile` in game/,
no function that rebinds a module name (`global`), no function that changes a module-level
list, dict or set (a cache there makes results depend on call history and is shared by two
games in one process: threads, the arena's workers), no functools cache on a module
function. Registries filled once at import time by decorators are the one exception
(REGISTRIES).

    .venv/bin/python tests/test_engine_module_state.py     # prints every finding
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# (file, name): a module-level table written only while the package is imported (by the
# decorators that register each rule's handlers), never while a game is played
REGISTRIES: set[tuple[str, str]] = set()
# files or packages whose findings are known and not removed yet (issue 15), with the reason
PENDING: dict[str, str] = {}

MUTATORS = {"append", "extend", "insert", "pop", "popitem", "clear", "update", "setdefault", "add",
            "discard", "remove", "sort", "reverse", "__setitem__", "__delitem__"}
MUTABLE_CALLS = {"dict", "list", "set", "defaultdict", "OrderedDict", "Counter", "deque", "bytearray"}
FORBIDDEN_CALLS = {"exec", "eval", "compile"}
CACHES = {"lru_cache", "cache", "cached_property"}


def _is_mutable(value: ast.expr) -> bool:
    if isinstance(value, (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp)):
        return True
    if isinstance(value, ast.Call):
        f = value.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        return name in MUTABLE_CALLS
    return False


def _module_mutables(tree: ast.Module) -> set[str]:
    out: set[str] = set()
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign) and _is_mutable(node.value):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and node.value is not None and _is_mutable(node.value):
            targets = [node.target]
        for t in targets:
            if isinstance(t, ast.Name):
                out.add(t.id)
    return out


def _root_name(node: ast.expr) -> str | None:
    """`X` of X[...], X.attr[...] ... (the name the subscript or attribute chain starts from)."""
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def findings_of(path: Path, rel: str) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    mutables = _module_mutables(tree)
    out: list[str] = []

    def where(node: ast.AST) -> str:
        return f"{rel}:{node.lineno}"

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name) and f.id in FORBIDDEN_CALLS:
                out.append(f"{where(node)} calls {f.id}")
        if isinstance(node, ast.Global):
            out.append(f"{where(node)} rebinds module names {', '.join(node.names)} (global)")
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in node.decorator_list:
                d = d.func if isinstance(d, ast.Call) else d
                name = d.id if isinstance(d, ast.Name) else d.attr if isinstance(d, ast.Attribute) else ""
                if name in CACHES:
                    out.append(f"{where(node)} {node.name} keeps a {name}")
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        local: set[str] = set()
        if not isinstance(fn, ast.Lambda):
            a = fn.args
            local = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
            local |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
        for node in ast.walk(fn):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                local.add(node.id)
        changed: list[tuple[ast.AST, str]] = []
        for node in ast.walk(fn):
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
                targets = (node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target])
                for t in targets:
                    if isinstance(t, (ast.Subscript, ast.Attribute)):
                        changed.append((node, _root_name(t) or ""))
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in MUTATORS:
                changed.append((node, _root_name(node.func.value) or ""))
        for node, name in changed:
            if name in mutables and name not in local and (rel, name) not in REGISTRIES:
                out.append(f"{where(node)} changes the module-level {name}")
    return sorted(set(out))


def engine_findings() -> list[str]:
    out: list[str] = []
    for path in sorted(GAME.rglob("*.py")):
        out += findings_of(path, path.relative_to(ROOT).as_posix())
    return out


def test_engine_keeps_no_module_state():
    left = [f for f in engine_findings() if not any(f.startswith(p) for p in PENDING)]
    assert left == []


@pytest.mark.parametrize("package", [pytest.param(p, marks=pytest.mark.xfail(strict=True, reason=r))
                                     for p, r in PENDING.items()])
def test_pending_package_keeps_no_module_state(package):
    assert [f for f in engine_findings() if f.startswith(package)] == []


def test_the_scan_finds_each_kind(tmp_path):
    src = tmp_path / "m.py"
    src.write_text(
        "import functools\n"
        "_CACHE = {}\n_LAST = None\nTABLE = (1, 2)\nROWS: list = []\n"
        "def f(x):\n    global _LAST\n    _LAST = x\n    return eval('1')\n"
        "def g(k):\n    _CACHE[k] = 1\n    ROWS.append(k)\n"
        "def h(k):\n    _CACHE = {}\n    _CACHE[k] = 1\n    return TABLE[k]\n"
        "@functools.lru_cache(None)\ndef c(k):\n    return k\n"
        "def e():\n    exec('x = 1')\n")
    found = findings_of(src, "m.py")
    assert found == sorted([
        "m.py:7 rebinds module names _LAST (global)", "m.py:9 calls eval",
        "m.py:11 changes the module-level _CACHE", "m.py:12 changes the module-level ROWS",
        "m.py:18 c keeps a lru_cache", "m.py:21 calls exec",
    ])


if __name__ == "__main__":
    for f in engine_findings():
        print(f)
