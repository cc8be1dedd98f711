"""Errors raised by the engines."""


class IllegalAction(Exception):
    """An action that the rules do not allow now. The message says what was wrong."""


class GameDataError(ValueError):
    """A serialised state that cannot be read back (wrong shape, wrong types)."""
