"""No module of ui/ reads a game's raw event dicts (issue 32, "no consumer of events reads
a game-specific key for a common fact"): the boards read the shared facts
(game.core.events, `state.facts(events)`) and, for what is a game's own, the typed
records its events module offers (`told(events, state)`), never the dicts' keys.

The check parses every ui/ module and lists: a read of the kind key (`x["t"]`,
`x.get("t")`), and any subscript or `.get` on a name bound by iterating over a step's
events (`for ev in events`, `[x for x in events[:i]]`) or named like an event (`ev`,
`event`)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EVENT_NAMES = {"ev", "event"}
# reads still allowed, each with its reason (file: reason)
ALLOWED: dict[str, str] = {}


READERS = {"facts", "told", "facts_of", "step_facts"}   # what turns events into facts or records


def _mentions_events(node: ast.AST) -> bool:
    """`node` is (or slices) the step's raw events, not their facts or told records."""
    if isinstance(node, ast.Call):
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        if name in READERS:
            return False
    if isinstance(node, ast.Name):
        return node.id == "events"
    return any(_mentions_events(c) for c in ast.iter_child_nodes(node))


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _walk(scope: ast.AST):
    """The nodes of `scope`, without the functions (and classes) defined in it."""
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, _SCOPES):
            todo.extend(ast.iter_child_nodes(node))


def _event_names(scope: ast.AST) -> set[str]:
    """The names bound in `scope` by iterating over a step's events (loops, comprehensions),
    those assigned from them (`heads = [x for x in events ...]; last = heads[-1]`), and
    the names of an event (`ev`, `event`)."""
    out: set[str] = set()
    nodes = list(_walk(scope))
    for node in nodes:
        if isinstance(node, (ast.For, ast.comprehension)) and _mentions_events(node.iter):
            for n in ast.walk(node.target):
                if isinstance(n, ast.Name):
                    out.add(n.id)
    assigns = [n for n in nodes if isinstance(n, ast.Assign)]
    grew = True
    while grew:
        grew = False
        for a in assigns:
            if _mentions_events(a.value) or any(isinstance(n, ast.Name) and n.id in out for n in ast.walk(a.value)):
                for t in a.targets:
                    if isinstance(t, ast.Name) and t.id not in out:
                        out.add(t.id)
                        grew = True
    return out | EVENT_NAMES


def _const_str(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def raw_event_reads(path: Path) -> list[str]:
    """'file:line code' for every raw read of an event's keys in `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    shown = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
    found: set = set()
    scopes = [tree] + [n for n in ast.walk(tree) if isinstance(n, _SCOPES)]
    for scope in scopes:
        found |= _reads_in(scope, shown)
    return [text for *_, text in sorted(found)]


def _reads_in(scope: ast.AST, shown: str) -> set:
    names = _event_names(scope)
    found = set()
    for node in _walk(scope):
        target = key = None
        if isinstance(node, ast.Subscript):
            target, key = node.value, node.slice
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                and node.args:
            target, key = node.func.value, node.args[0]
        if target is None:
            continue
        kind_key = isinstance(key, ast.Constant) and key.value == "t"
        on_event = isinstance(target, ast.Name) and target.id in names and _const_str(key)
        if kind_key or on_event:
            found.add((node.lineno, node.col_offset, f"{shown}:{node.lineno} {ast.unparse(node)}"))
    return found


def test_the_check_finds_raw_event_reads(tmp_path):
    f = tmp_path / "probe.py"
    f.write_text(
        "def story(events, rows):\n"
        "    for x in events[:3]:\n"
        "        a = x['frm']\n"
        "    heads = [y for y in events if y.get('seat') == 1]\n"
        "    kind = rows[0].get('t')\n"
        "    last = heads[-1] if heads else {}\n"
        "    slot = last.get('slot')\n"
        "    fine = rows[0]['name'], {'t': 1}, [f.frm for f in st.facts(events)]\n"
        "    for f in st.facts(events):\n"
        "        pass\n"
        "    return [f.get('text') for f in fonts]\n", encoding="utf-8")
    assert [r.split(" ", 1)[1] for r in raw_event_reads(f)] == ["x['frm']", "y.get('seat')", "rows[0].get('t')",
                                                            "last.get('slot')"]


def test_ui_reads_no_raw_event_key():
    reads = []
    for f in sorted((ROOT / "ui").rglob("*.py")):
        if f.relative_to(ROOT).as_posix() not in ALLOWED:
            reads += raw_event_reads(f)
    assert reads == [], "ui/ reads raw event keys (read the facts or the game's told records):\n" + "\n".join(reads)


def test_the_allowed_files_still_need_it():
    """An allowed file that no longer reads events leaves the list."""
    for name in ALLOWED:
        assert raw_event_reads(ROOT / name), f"{name} reads no raw event key any more: take it off ALLOWED"
