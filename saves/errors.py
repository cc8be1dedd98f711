"""The one error every broken or hostile save raises."""


class SaveError(Exception):
    """A save that cannot be written or read. The message is for the player."""


class NewerVersionError(SaveError):
    """A save written by a newer version of the program: never overwritten, never
    replaced by an older backup when loading."""
