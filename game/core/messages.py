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


MAX_DEPTH = 6        # a message inside a message inside ...: enough for every log line


def msg_to_json(value: Any, depth: int = 0) -> Any:
    """A message (or a parameter of one) as plain JSON: {"msg": [key, default, {params}]};
    a str, number, bool or None as itself; a list as a list; anything else as its text."""
    if isinstance(value, Msg):
        if depth >= MAX_DEPTH:
            return str(value)
        return {"msg": [value.key, value.default, {str(k): msg_to_json(v, depth + 1) for k, v in value.params.items()}]}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value if not isinstance(value, str) else str(value)
    if isinstance(value, (list, tuple)) and depth < MAX_DEPTH:
        return [msg_to_json(v, depth + 1) for v in value]
    return str(value)


def msg_from_json(data: Any, depth: int = 0) -> Any:
    """The inverse of msg_to_json; ValueError for what no message becomes."""
    if isinstance(data, dict):
        body = data.get("msg")
        if depth >= MAX_DEPTH or len(data) != 1 or not (isinstance(body, list) and len(body) == 3):
            raise ValueError("not a message")
        key, default, params = body
        if not (isinstance(key, str) and isinstance(default, str) and isinstance(params, dict)):
            raise ValueError("not a message")
        return Msg(key, default, **{str(k): msg_from_json(v, depth + 1) for k, v in params.items()})
    if isinstance(data, list):
        if depth >= MAX_DEPTH:
            raise ValueError("a message nested too deep")
        return [msg_from_json(v, depth + 1) for v in data]
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    raise ValueError("not a message")
