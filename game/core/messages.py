"""A message for the player: English text that also carries a key and parameters.

`Msg` is a `str` (the English text, so every caller that treats a prompt or an action
label as text keeps working) with two more attributes, `key` (for example
"midgard.prompt.play") and `params` (the values filled into the text). A translation
looks the key up and fills the parameters itself; a parameter may be a `Msg` too
(a card's name inside a prompt), translated in turn.

    Msg("midgard.prompt.play", "Play a card (turn {k} of {q})", k=1, q=3)
"""

from __future__ import annotations

from typing import Any


class Msg(str):
    """English text with its message key and parameters (see the module doc)."""

    key: str
    default: str
    params: dict[str, Any]

    def __new__(cls, key: str, default: str, **params: Any) -> Msg:
        text = default
        if params:
            try:
                text = default.format(**params)
            except (KeyError, IndexError, ValueError):
                text = default
        obj = super().__new__(cls, text)
        obj.key = key
        obj.default = default
        obj.params = params
        return obj

    def __reduce__(self) -> tuple:
        # pickled as the message it is (bots think in another process); a plain str
        # subclass with attributes would lose them
        return (_rebuild, (self.key, self.default, self.params))

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {str(self)!r})"


def _rebuild(key: str, default: str, params: dict[str, Any]) -> Msg:
    return Msg(key, default, **params)
