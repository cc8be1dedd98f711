"""The installed wheel carries everything: every Python package of the tree is listed
in pyproject.toml, and every asset file matches the package data of `ui.assets` (the
wheel installs assets/ as ui/assets, where ui/paths.py finds it)."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
DEV_ONLY = {"icons/make_icon.py"}      # the script that drew the icons, not needed to run


def _config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_every_package_is_listed():
    listed = set(_config()["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for top in ("game", "ui", "saves")
        for p in (ROOT / top).rglob("__init__.py")
    }
    assert found - listed == set(), "add these packages to [tool.setuptools] packages"
    assert {p for p in listed if not p.startswith("ui.assets")} == found


def test_every_asset_file_is_package_data():
    cfg = _config()
    assert cfg["package-dir"]["ui.assets"] == "assets"
    data = cfg["package-data"]
    missing = []
    for f in (ROOT / "assets").rglob("*"):
        if not f.is_file():
            continue
        rel = f.relative_to(ROOT / "assets")
        if rel.as_posix() in DEV_ONLY:
            continue
        pkg = ".".join(("ui", "assets", *rel.parent.parts))
        assert pkg in cfg["packages"], f"{pkg} is not listed as a package"
        if not any(fnmatch.fnmatch(rel.name, pat) for pat in data.get(pkg, [])):
            missing.append(rel.as_posix())
    assert missing == [], "assets the wheel would leave out"
