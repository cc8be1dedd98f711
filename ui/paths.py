"""Where things live: the bundled assets (read-only) and the user's own folders.

`asset_path` works from a source checkout, an installed package and a PyInstaller
bundle (sys._MEIPASS); it never depends on the current directory. The user folders
follow platformdirs, or `$YGGDRASIL_HOME/{config,logs}` when that variable is set.
"""

from __future__ import annotations

import os
import stat
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


class NotRegularFile(OSError):
    """The path is a folder, a pipe, a device or a socket: nothing a program should read
    as a file (a pipe with no writer waits for ever, /dev/zero never ends)."""


class FileTooLarge(OSError):
    """The file is larger than the reader's limit: it was not read."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file `path` (links followed), at most `limit` of them.
    Never blocks on a pipe and never reads a device: the file is opened without waiting
    (O_NONBLOCK) and checked to be a regular file before anything is read. Raises
    FileNotFoundError, NotRegularFile, FileTooLarge or another OSError."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise NotRegularFile(f"{path} is {kind}")
        if info.st_size > limit:
            raise FileTooLarge(f"{path} holds {info.st_size} bytes (at most {limit} are read)")
        chunks: list[bytes] = []
        got = 0
        while got <= limit:   # the file may grow while it is read: stop past the limit
            chunk = os.read(fd, limit + 1 - got)
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:
            raise FileTooLarge(f"{path} holds more than {limit} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)
