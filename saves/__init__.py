"""Persistence: save format, atomic writes, listing, autosave, migration."""

from .errors import SaveError
from .record import GameRecord
from .store import SaveStore, atomic_write, check_name, default_root

__all__ = ["GameRecord", "SaveError", "SaveStore", "atomic_write", "check_name", "default_root"]
