"""The translation catalogue: which keys the program can show, the English catalogue
written from them, and a checker for every language.

    python -m ui.catalogue --write            # (re)write assets/i18n/en.json
    python -m ui.catalogue --check [CODE ...] # report on each catalogue (all present by default)
    python -m ui.catalogue --missing CODE     # the keys CODE lacks, with their English, as JSON
    python -m ui.catalogue --merge CODE FILE  # add FILE's translations (JSON) to CODE.json, checked
    python -m ui.catalogue --sync CODE        # CODE.json in en.json's order, unused keys dropped
    python -m ui.catalogue --context [KEY..]  # where the code shows each key (file:line), and its English
    python -m ui.catalogue --scan             # string literals in ui/ that look like visible English

What the program can show (`program_keys()`):
- literal keys of `tr("key", "default")`, `t("key")` and `Msg("key", "default")` calls,
  found by reading the sources (ui/ and game/) with `ast`; `t("key")` has no default in
  the code: its English is what en.json holds;
- families: every module of ui/ that defines `string_families() -> dict[str, str]`
  (keys built at run time with f-strings, expanded over the game data);
- each game's `game.<id>.text.message_keys()` when that module exists (the engine's
  messages: events, names, prompts, labels);
- keys of en.json that match a key built with an f-string in a `tr`/`t`/`has` call
  (`t(f"title.{name}")`): kept as they are (their English is written by hand).
A key of f-string form that matches no key at all is reported (a family is missing).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import re
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "ui"
GAME = ROOT / "game"
SAVES = ROOT / "saves"
I18N = ROOT / "assets" / "i18n"
BASE = "en"
# the calls whose first argument is a text key (and, for tr/Msg, whose second is the English)
KEY_CALLS = {"tr": True, "Msg": True, "_text": True, "t": False, "has": False}


@dataclass
class Collected:
    """What reading the sources found."""

    defaults: dict[str, str] = field(default_factory=dict)   # literal key -> English in the code
    literal: dict[str, str] = field(default_factory=dict)    # literal key -> "file:line" (first use)
    patterns: dict[str, str] = field(default_factory=dict)   # f-string key regex -> "file:line"
    families: dict[str, str] = field(default_factory=dict)   # from string_families()
    messages: dict[str, str] = field(default_factory=dict)   # from game.<id>.text.message_keys()
    conflicts: list[str] = field(default_factory=list)       # a key with two different Englishes
    family_modules: list[str] = field(default_factory=list)
    message_modules: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)          # a module that could not be imported


def _call_name(node: ast.Call) -> str:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return ""


def _pattern(node: ast.JoinedStr) -> str:
    """An f-string key as a regex: each {field} stands for one dotted part (or more)."""
    out = ""
    for part in node.values:
        if isinstance(part, ast.Constant):
            out += re.escape(str(part.value))
        else:
            out += r"[^.]+(?:\.[^.]+)*?"
    return out


def _sources() -> list[Path]:
    """ui/ (tr, t, Msg calls), game/ and saves/ (Msg calls)."""
    ui = [p for p in sorted(UI.rglob("*.py")) if "__pycache__" not in p.parts]
    game = [p for p in sorted(GAME.rglob("*.py")) if "__pycache__" not in p.parts]
    saves = [p for p in sorted(SAVES.rglob("*.py")) if "__pycache__" not in p.parts]
    return ui + game + saves


def _rel(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _note_default(c: Collected, key: str, default: str, where: str) -> None:
    old = c.defaults.get(key)
    if old is not None and old != default and default:
        if not old:
            c.defaults[key] = default
            return
        c.conflicts.append(f"{key}: {old!r} and {default!r} ({where})")
        return
    if old is None:
        c.defaults[key] = default


def _text_of_node(node: ast.AST, consts: dict[str, str]) -> str | None:
    """A default given as a literal, a module constant, or literals joined with +."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return consts.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        a, b = _text_of_node(node.left, consts), _text_of_node(node.right, consts)
        return a + b if a is not None and b is not None else None
    return None


def _module_constants(tree: ast.Module) -> dict[str, str]:
    out: dict[str, str] = {}
    for n in tree.body:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            v = _text_of_node(n.value, out)
            if v is not None:
                out[n.targets[0].id] = v
    return out


def read_sources(paths: list[Path] | None = None) -> tuple[Collected, list[str]]:
    """Walk the sources: literal keys with their English, f-string key patterns, and
    the modules that define `string_families`."""
    c = Collected()
    family_modules: list[str] = []
    for path in paths if paths is not None else _sources():
        if path.name == "catalogue.py" and path.parent == UI:
            continue
        in_game = GAME in path.parents or SAVES in path.parents
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError):
            continue
        if not in_game and any(isinstance(n, ast.FunctionDef) and n.name == "string_families" for n in tree.body):
            family_modules.append(_module_name(path))
        consts = _module_constants(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = _call_name(node)
            if name not in KEY_CALLS or (in_game and name != "Msg"):
                continue
            where = f"{_rel(path)}:{node.lineno}"
            firsts = [node.args[0]]
            if isinstance(firsts[0], ast.IfExp):   # t("common.on" if on else "common.off")
                firsts = [firsts[0].body, firsts[0].orelse]
            for first in firsts:
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    key = first.value
                    if "." not in key or " " in key:
                        continue   # not a key (tr(some_text) shows plain text)
                    c.literal.setdefault(key, where)
                    if KEY_CALLS[name] and len(node.args) >= 2:
                        d = _text_of_node(node.args[1], consts)
                        if d is not None:
                            _note_default(c, key, d, where)
                elif isinstance(first, ast.JoinedStr) and any(isinstance(p, ast.Constant) and "." in str(p.value)
                                                             for p in first.values):
                    c.patterns.setdefault(_pattern(first), where)
    return c, family_modules


def collect() -> Collected:
    """Everything the program can show (see the module doc)."""
    c, family_modules = read_sources()
    for mod in family_modules:
        try:
            fams = importlib.import_module(mod).string_families()
        except Exception as e:  # noqa: BLE001 - reported: a catalogue written now would lack its keys
            c.errors.append(f"{mod}.string_families: {type(e).__name__}: {e}")
            continue
        c.family_modules.append(mod)
        for k, v in fams.items():
            if k in c.families and c.families[k] != v:
                c.conflicts.append(f"{k}: {c.families[k]!r} and {v!r} ({mod}.string_families)")
            c.families[k] = v
    from game.registry import GAMES

    for gid in GAMES:
        name = f"game.{gid}.text"
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            spec = None
        if spec is None:
            continue
        try:
            mod = importlib.import_module(name)
            keys = getattr(mod, "message_keys", None)
            if keys is None:
                continue
            found = keys()
        except Exception as e:  # noqa: BLE001 - reported, as above
            c.errors.append(f"{name}.message_keys: {type(e).__name__}: {e}")
            continue
        c.message_modules.append(name)
        c.messages.update(found)
    return c


def read_catalogue(code: str, folder: Path = I18N) -> dict[str, str]:
    path = folder / f"{code}.json"
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in data.items()}


def catalogue_codes(folder: Path = I18N) -> list[str]:
    """The languages with a catalogue file, English first."""
    codes = sorted(p.stem for p in folder.glob("*.json"))
    return sorted(codes, key=lambda code: (code != BASE, code))


def program_keys(c: Collected | None = None, english: dict[str, str] | None = None) -> dict[str, str]:
    """key -> English for every key the program can show (sorted). The English of a
    key comes from the code (a `tr`/`Msg` default, a family, a game's message_keys), or,
    for keys the code names without a text (`t("key")`, f-string families of `t`), from
    the current en.json."""
    c = c if c is not None else collect()
    english = english if english is not None else read_catalogue(BASE)
    out: dict[str, str] = {}
    for key in c.literal:
        out[key] = english.get(key, "")
    regexes = [re.compile(p) for p in c.patterns]
    for key, text in english.items():
        if key not in out and text and any(r.fullmatch(key) for r in regexes):
            out[key] = text
    for key, text in c.defaults.items():
        out[key] = text
    out.update(c.messages)
    out.update(c.families)
    return dict(sorted(out.items()))


def placeholders(text: str) -> set[str]:
    """The {fields} of a format string (a broken one: {'<broken>'})."""
    try:
        return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<broken>"}


@dataclass
class Report:
    code: str
    missing: list[str]
    unused: list[str]
    placeholders: list[str]
    empty: list[str]
    same_as_english: list[str]

    @property
    def ok(self) -> bool:
        return not (self.missing or self.unused or self.placeholders or self.empty)


def check(code: str, keys: dict[str, str] | None = None, folder: Path = I18N,
          empty_in_code: set[str] | frozenset[str] = frozenset()) -> Report:
    """A language's catalogue against what the program shows: keys it lacks (English is
    shown for them), keys no code uses, {placeholders} that differ from English, empty
    texts; and (for information) texts left as the English ones."""
    keys = keys if keys is not None else program_keys()
    cat = read_catalogue(code, folder)
    english = keys
    missing = sorted(k for k in keys if k not in cat)
    unused = sorted(k for k in cat if k not in keys)
    ph = sorted(f"{k}: {sorted(placeholders(english[k]))} in English, {sorted(placeholders(v))} here"
                for k, v in cat.items() if k in english and placeholders(v) != placeholders(english[k]))
    if code == BASE:
        empty = sorted(k for k, v in keys.items() if not v and k not in empty_in_code)
        same: list[str] = []
    else:
        empty = sorted(k for k, v in cat.items() if not v and english.get(k))
        same = sorted(k for k, v in cat.items() if v == english.get(k) and re.search(r"[a-z]{4,}", v))
    return Report(code, missing, unused, ph, empty, same)


def empty_in_code(c: Collected) -> set[str]:
    """Keys whose English in the code is "" on purpose (a prompt when nobody decides)."""
    return {k for d in (c.defaults, c.messages, c.families) for k, v in d.items() if v == ""}


def unmatched_patterns(c: Collected, keys: dict[str, str]) -> list[str]:
    """f-string keys of the sources that match no key of the catalogue (a family is missing)."""
    out = []
    for pat, where in sorted(c.patterns.items(), key=lambda kv: kv[1]):
        r = re.compile(pat)
        if not any(r.fullmatch(k) for k in keys):
            out.append(f"{where}: {pat}")
    return out


def write_english(c: Collected | None = None, path: Path | None = None) -> dict[str, str]:
    """Write en.json from `program_keys()`; returns it."""
    keys = program_keys(c)
    path = path if path is not None else I18N / f"{BASE}.json"
    path.write_text(json.dumps(keys, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return keys


# --- finding text that does not go through tr ------------------------------------------------
_NOT_TEXT_CALLS = {"getLogger", "info", "warning", "error", "debug", "exception", "startswith", "endswith",
                   "import_module", "asset_path", "getattr", "hasattr", "setattr", "get", "pop", "setdefault",
                   "join", "split", "replace", "format", "strftime", "environ", "print", "ObjectID", "oid",
                   "compile", "match", "fullmatch", "search", "sub", "encode", "decode", "Rect", "Color"}


def scan_literals(paths: list[Path] | None = None) -> list[tuple[str, int, str]]:
    """String literals in ui/ that look like words a player reads and are not the key or
    default of a tr/t/Msg call: (file, line, text). A list to read, not a verdict (log
    lines, exceptions for developers and terminal output show up too)."""
    out = []
    for path in paths if paths is not None else [p for p in sorted(UI.rglob("*.py")) if p.name != "catalogue.py"]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parent: dict[int, ast.AST] = {}
        for n in ast.walk(tree):
            for ch in ast.iter_child_nodes(n):
                parent[id(ch)] = n
        for n in ast.walk(tree):
            if not (isinstance(n, ast.Constant) and isinstance(n.value, str)):
                continue
            s = n.value
            p = parent.get(id(n))
            if isinstance(p, ast.Expr) or not re.search(r"[A-Za-z]{3,}", s):
                continue
            q = parent.get(id(p)) if isinstance(p, ast.JoinedStr) else p
            if isinstance(q, ast.Call):
                name = _call_name(q)
                if name in KEY_CALLS or name in _NOT_TEXT_CALLS or name.endswith("Error"):
                    continue
            if isinstance(q, (ast.Raise, ast.Compare, ast.Subscript)) or (isinstance(q, ast.Call) and isinstance(
                    parent.get(id(q)), ast.Raise)):
                continue
            if re.fullmatch(r"[A-Za-z0-9_.:#@/\-]+", s) and not (s[:1].isupper() and s[1:].islower()):
                continue
            out.append((_rel(path), n.lineno, s))
    return out


# --- the pseudo-language: what is drawn without going through the catalogue -------------------------
OPEN, CLOSE = "⟦", "⟧"
PSEUDO = "xx"


def untranslated(text: str) -> str:
    """What is left of a drawn text once every catalogue text (marked ⟦…⟧ by the
    pseudo-language, nested when filled into each other, cut by an ellipsis) and every
    HTML tag is taken out."""
    text = re.sub(r"<[^>]+>", " ", text)
    prev = None
    while prev != text:
        prev = text
        text = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", text)
    return re.sub(f"{OPEN}.*$", " ", text)   # cut off by fit(): "⟦Play the ca…"


def suspicious(text: object, allowed: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """Words of three letters or more of a drawn text left outside the catalogue's texts
    (roman numerals, the languages' own names and `allowed` words aside)."""
    if not isinstance(text, str):
        return []
    from ui.i18n import LANGUAGES

    if text in LANGUAGES.values():
        return []
    return [w for w in re.findall(r"[^\W\d_]{3,}", untranslated(text))
            if w not in allowed and not re.fullmatch("[IVX]+", w)]


def stretched(text: str, share: float) -> str:
    """`text` with every word made longer by about `share` (0.35: a third longer, as
    Italian, Greek or Polish often are), its {placeholders} untouched."""
    def longer(m: re.Match) -> str:
        w = m.group(0)
        return w + w[1:][: max(1, round(len(w) * share))].lower()

    parts = re.split(r"(\{[^{}]*\})", text)
    return "".join(p if p.startswith("{") else re.sub(r"[A-Za-z]{2,}", longer, p) for p in parts)


class Pseudo:
    """A language in which every catalogue text reads ⟦English⟧: shown in it, any text
    drawn without the brackets did not come from the catalogue. `with Pseudo(app) as p:`
    switches the app to it and records every text drawn (the font cache's renders and
    wraps, pygame-gui's labels); `p.take()` returns the texts drawn since the last take.
    `stretch=0.35` makes every word a third longer (to see the layouts hold longer
    languages)."""

    def __init__(self, app: object, stretch: float = 0.0) -> None:
        self.app = app
        self.stretch = stretch
        self.drawn: set[str] = set()
        self.lines: set[str] = set()   # lines wrap() cut a text into: judged as the whole text

    def take(self) -> set[str]:
        out = set(self.drawn)
        self.drawn.clear()
        self.lines.clear()
        return out

    def __enter__(self) -> Pseudo:
        import i18n as gui_i18n  # python-i18n: pygame-gui passes every label through it

        from ui import i18n
        from ui.fonts import FontCache

        english = i18n.read_catalogue(BASE)
        self._saved = (i18n.read_catalogue, FontCache.render, FontCache.wrap, gui_i18n.t)
        real_read, real_render, real_wrap, real_t = self._saved
        i18n.LANGUAGES[PSEUDO] = "⟦pseudo⟧"
        if self.stretch:
            english = {k: stretched(v, self.stretch) for k, v in english.items()}
        i18n.read_catalogue = lambda code: ({k: f"{OPEN}{v}{CLOSE}" for k, v in english.items() if v}
                                            if code == PSEUDO else real_read(code))
        me = self

        def render(cache, text, *a, **k):  # type: ignore[no-untyped-def]
            if str(text).strip() not in me.lines:
                me.drawn.add(text)
            return real_render(cache, text, *a, **k)

        def wrap(cache, text, *a, **k):  # type: ignore[no-untyped-def]
            me.drawn.add(text)
            out = real_wrap(cache, text, *a, **k)
            me.lines.update(line.strip() for line in out)
            return out

        def gui_t(text, **k):  # type: ignore[no-untyped-def]
            me.drawn.add(text)
            return real_t(text, **k)

        FontCache.render, FontCache.wrap, gui_i18n.t = render, wrap, gui_t
        self._before = i18n.language()
        self.app.set_language(PSEUDO)  # type: ignore[attr-defined]
        return self

    def __exit__(self, *exc: object) -> None:
        import i18n as gui_i18n

        from ui import i18n
        from ui.fonts import FontCache

        i18n.read_catalogue, FontCache.render, FontCache.wrap, gui_i18n.t = self._saved
        i18n.LANGUAGES.pop(PSEUDO, None)
        self.app.set_language(self._before)  # type: ignore[attr-defined]


def merge(code: str, path: Path | None, keys: dict[str, str], folder: Path = I18N) -> int:
    """Add the translations of the JSON file `path` to `code`.json (None: none, only
    re-sort), keeping the keys in en.json's order and dropping keys no code uses. A text
    whose placeholders differ from English is refused (listed); returns 1 if any was."""
    if code == BASE:
        print("en.json is written by --write, not merged")
        return 1
    cat = read_catalogue(code, folder)
    refused = 0
    if path is not None:
        new = json.loads(path.read_text(encoding="utf-8"))
        for k, v in new.items():
            if k not in keys:
                print(f"not a key of the program (left out): {k}")
                continue
            if not isinstance(v, str) or placeholders(v) != placeholders(keys[k]):
                print(f"refused {k}: placeholders {sorted(placeholders(str(v)))}, English has "
                      f"{sorted(placeholders(keys[k]))}")
                refused = 1
                continue
            cat[k] = v
    dropped = [k for k in cat if k not in keys]
    for k in dropped:
        print(f"dropped (no code shows it): {k}")
    out = {k: cat[k] for k in keys if k in cat}
    (folder / f"{code}.json").write_text(json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{code}.json: {len(out)} of {len(keys)} keys")
    return refused


def main(argv: list[str] | None = None) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    ap = argparse.ArgumentParser(prog="python -m ui.catalogue", description=__doc__.split("\n\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite assets/i18n/en.json")
    ap.add_argument("--check", nargs="*", metavar="CODE", help="check catalogues (all present if none named)")
    ap.add_argument("--missing", metavar="CODE", help="print the keys CODE lacks, with their English, as JSON")
    ap.add_argument("--merge", nargs=2, metavar=("CODE", "FILE"),
                    help="add the translations of FILE (a JSON object) to CODE.json")
    ap.add_argument("--sync", metavar="CODE", help="rewrite CODE.json in en.json's order, unused keys dropped")
    ap.add_argument("--context", nargs="*", metavar="KEY", help="where each key (all if none) is shown")
    ap.add_argument("--scan", action="store_true", help="list string literals of ui/ that may be visible English")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every key, not only the counts")
    args = ap.parse_args(argv)
    if not (args.write or args.check is not None or args.missing or args.scan or args.merge or args.sync
            or args.context is not None):
        ap.print_help()
        return 2
    status = 0
    if args.scan:
        for f, line, s in scan_literals():
            print(f"{f}:{line}: {s!r}")
    c = collect() if (args.write or args.check is not None or args.missing or args.merge or args.sync
                      or args.context is not None) else None
    if c is not None and c.errors:
        for e in c.errors:
            print(f"error: {e}")
        print("some keys could not be collected" + ("; en.json is not written" if args.write else ""))
        return 1
    if args.write:
        keys = write_english(c)
        print(f"wrote {I18N / 'en.json'}: {len(keys)} keys ({len(c.literal)} literal, {len(c.families)} from "
              f"families in {len(c.family_modules)} modules, {len(c.messages)} from "
              f"{', '.join(c.message_modules) or 'no game text module yet'})")
    if c is not None:
        keys = program_keys(c)
        if args.context is not None:
            where = dict(c.literal)
            where.update({k: "a string_families() of ui/" for k in c.families})
            where.update({k: "a game's text.message_keys()" for k in c.messages})
            for key in args.context or keys:
                print(f"{key}\t{where.get(key, 'an f-string key (t(f...))')}\t{keys.get(key, '(not a key)')!r}")
        if args.merge:
            code, path = args.merge
            status |= merge(code, Path(path), keys)
        if args.sync:
            status |= merge(args.sync, None, keys)
        if args.missing:
            cat = read_catalogue(args.missing)
            json.dump({k: v for k, v in keys.items() if k not in cat}, sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        if args.check is not None:
            for problem in c.conflicts:
                print(f"conflict: {problem}")
            for line in unmatched_patterns(c, keys):
                print(f"no key matches the f-string key at {line}")
                if not line.startswith("game/"):
                    status = 1
            for code in args.check or catalogue_codes():
                r = check(code, keys, empty_in_code=empty_in_code(c))
                print(f"{code}.json: {len(keys) - len(r.missing)} of {len(keys)} keys; {len(r.missing)} missing, "
                      f"{len(r.unused)} unused, {len(r.placeholders)} with other placeholders, {len(r.empty)} "
                      f"empty" + (f", {len(r.same_as_english)} as in English" if code != BASE else ""))
                for title, items in (("missing", r.missing), ("unused", r.unused), ("placeholders", r.placeholders),
                                     ("empty", r.empty), ("as in English", r.same_as_english if args.verbose else [])):
                    shown = items if args.verbose or title != "missing" else items[:20]
                    for item in shown:
                        print(f"  {title}: {item}")
                    if len(shown) < len(items):
                        print(f"  ... {len(items) - len(shown)} more missing (-v lists them all)")
                if not r.ok:
                    status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
