"""Persistence: save format, atomic writes, listing, autosave, migration."""

from .errors import NewerVersionError, SaveError
from .record import GameRecord, ReplayError
from .store import Loaded, SaveStore, atomic_write, backup_path, check_name, default_root

__all__ = [
    "GameRecord", "Loaded", "NewerVersionError", "ReplayError", "SaveError", "SaveStore", "atomic_write",
    "backup_path", "check_name", "default_root",
]
