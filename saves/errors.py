"""The one error every broken or hostile save raises."""


class SaveError(Exception):
    """A save that cannot be written or read. The message is for the player."""
