"""The save format: a JSON document with a format name and version.

Version history (the migration chain upgrades older documents in memory):
- 1: the first format.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import SaveError

FORMAT_NAME = "yggdrasil-tabletop-save"
FORMAT_VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
MAX_ACTIONS = 100_000

# version -> function turning a document of that version into the next version
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """Bring a document up to FORMAT_VERSION, or raise SaveError."""
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no valid format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"this save was written by a newer version of the program (save format "
            f"{version}; this program reads up to {FORMAT_VERSION}). Update the program to open it."
        )
    if version < 1:
        raise SaveError(f"unknown save format version {version}")
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"no way to upgrade a save of format version {version}")
        doc = step(doc)
        version += 1
        doc["version"] = version
    return doc
