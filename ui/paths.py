"""Where things live: the bundled assets (read-only) and the user's own folders.

`asset_path` works from a source checkout, an installed package and a PyInstaller
bundle (sys._MEIPASS); it never depends on the current directory. The user folders
follow platformdirs, or `$YGGDRASIL_HOME/{config,logs}` when that variable is set.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "yggdrasil-tabletop"


def _asset_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    here = Path(__file__).resolve().parent
    for base in (here.parent, here):  # source tree: <root>/assets; installed: ui/assets
        if (base / "assets").is_dir():
            return base / "assets"
    return here.parent / "assets"


ASSET_ROOT = _asset_root()


def asset_path(*parts: str) -> Path:
    """A path inside the bundled assets folder, e.g. asset_path("fonts", "DejaVuSans.ttf")."""
    return ASSET_ROOT.joinpath(*parts)


def _home() -> Path | None:
    home = os.environ.get("YGGDRASIL_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME))


def log_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME))
