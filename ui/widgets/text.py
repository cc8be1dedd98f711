"""Text helpers for the widgets: every visible string goes through `ui.i18n.t`."""

from __future__ import annotations

from typing import Any

from game.core.messages import Msg
from ui import i18n


def tr(key: str | Msg, default: str | None = None, **fmt: object) -> str:
    """`t(key, **fmt)` from the catalogue; `default` (filled with fmt) while the
    catalogue has no entry for the key yet.

    `tr(msg)` formats a message of the engine (`game.core.Msg`: a prompt, an action
    label) the same way: its key in the catalogue, else its English default, with its
    parameters (messages among them translated in turn). Any other object is shown as
    its text."""
    if isinstance(key, Msg) and default is None:
        params = {k: tr(v) if isinstance(v, Msg) else v for k, v in key.params.items()}
        return tr(key.key, key.default, **params)
    if default is None:
        return str(key)
    if i18n.has(key):
        return i18n.t(key, **fmt)
    if fmt:
        try:
            return default.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return default
    return default


def text_of(message: Any) -> str:
    """A game's message (a `Msg`, or plain text) as the player reads it."""
    return tr(message) if isinstance(message, Msg) else str(message)


def fit(fonts, text: str, role: str, size: int, width: int) -> str:
    """Shorten text with an ellipsis so that it fits in `width` pixels."""
    from saves.names import clean_for_drawing

    font = fonts.get(role, size)
    text = clean_for_drawing(text)
    if font.size(text)[0] <= width:
        return text
    # the longest prefix that fits with the ellipsis (a binary search: a long string
    # cut one character at a time took seconds)
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo] + "…"
