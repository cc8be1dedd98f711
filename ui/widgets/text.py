"""Text helpers for the widgets: every visible string goes through `ui.i18n.t`."""

from __future__ import annotations

from ui import i18n


def tr(key: str, default: str, **fmt: object) -> str:
    """`t(key, **fmt)` from the catalogue; `default` (filled with fmt) while the
    catalogue has no entry for the key yet."""
    if i18n.has(key):
        return i18n.t(key, **fmt)
    if fmt:
        try:
            return default.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return default
    return default


def fit(fonts, text: str, role: str, size: int, width: int) -> str:
    """Shorten text with an ellipsis so that it fits in `width` pixels."""
    font = fonts.get(role, size)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"
