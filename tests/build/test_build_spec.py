"""The executable's recipe: what it leaves out is never used, what it must add is there.

(The build itself takes about a minute: .ci/run builds it and runs
tests/build/smoke_exe.py and the frozen --selftest.)
"""

from __future__ import annotations

import ast
import re
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "yggdrasil.spec"


def _spec_constant(name: str):
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not found in yggdrasil.spec")


def test_spec_is_valid_python_and_bundles_the_three_packages_and_assets():
    text = SPEC.read_text(encoding="utf-8")
    compile(text, str(SPEC), "exec")
    assert '("game", "ui", "saves")' in text and "collect_submodules(package)" in text
    assert re.search(r'\(str\(ROOT / "assets"\), "assets"\)', text)
    assert 'name=NAME' in text and _spec_constant("NAME") == "yggdrasil"


def test_left_out_packages_are_never_imported_by_the_program():
    excluded = set(_spec_constant("EXCLUDES"))
    for path in [ROOT / "main.py", *(p for pkg in ("game", "ui", "saves") for p in (ROOT / pkg).rglob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for n in names:
                assert n.split(".")[0] not in excluded, f"{path.relative_to(ROOT)} imports {n}, which the spec leaves out"


def test_left_out_gui_fonts_are_never_loaded(monkeypatch):
    """The app's theme, with every font it preloads, opens no font the spec leaves out."""
    pygame = pytest.importorskip("pygame")
    pygame_gui = pytest.importorskip("pygame_gui")
    from ui.app import load_theme

    prefixes = _spec_constant("UNUSED_GUI_FONTS")
    opened: list[str] = []
    from pygame_gui.core import utility

    real_init = utility.PackageResource.__init__

    def spy(self, package, resource):
        opened.append(resource)
        real_init(self, package, resource)

    monkeypatch.setattr(utility.PackageResource, "__init__", spy)
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.display.set_mode((320, 240))
        manager = pygame_gui.UIManager((320, 240), load_theme())
        try:
            from ui.fonts import GUI_PRELOAD

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # "already loaded" notes
                manager.preload_fonts([{"name": n, "point_size": s, "style": st} for n, s, st in GUI_PRELOAD])
        except ImportError:
            pass
        pygame_gui.elements.UIButton(pygame.Rect(0, 0, 100, 30), "Midgard", manager)
        pygame_gui.elements.UITextBox("<b>Odin</b> <i>speaks</i> ᚠᚢᚦ", pygame.Rect(0, 40, 200, 80), manager)
        manager.update(0.01)
        manager.draw_ui(pygame.display.get_surface())
    finally:
        pygame.display.quit()
    assert "NotoSans-Regular.ttf" in opened, opened  # the spy works: pygame-gui's own default font
    used = [r for r in opened if r.startswith(prefixes)]
    assert used == [], f"the app opens fonts that the executable leaves out: {used}"
