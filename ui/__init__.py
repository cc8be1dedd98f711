"""Everything drawn: pygame + pygame-gui."""
