"""All visible text goes through `t(key, **fmt)`; catalogues live in assets/i18n/<lang>.json.

A missing key returns the key itself (so a gap is visible, never a crash); a format
field missing from `fmt` leaves the template as it is.
"""

from __future__ import annotations

import json
import logging

from ui.paths import asset_path

_log = logging.getLogger("yggdrasil.i18n")
_catalogue: dict[str, str] | None = None
_language = "en"


def load(language: str = "en") -> dict[str, str]:
    """(Re)load a catalogue; falls back to an empty one with a log line if it is broken."""
    global _catalogue, _language
    path = asset_path("i18n", f"{language}.json")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("the catalogue is not a JSON object")
        _catalogue = {str(k): str(v) for k, v in data.items()}
        _language = language
    except (OSError, ValueError) as e:
        _log.error("could not read the text catalogue %s: %s", path, e)
        _catalogue = {}
    return _catalogue


def has(key: str) -> bool:
    cat = _catalogue if _catalogue is not None else load(_language)
    return key in cat


def t(key: str, **fmt: object) -> str:
    cat = _catalogue if _catalogue is not None else load(_language)
    text = cat.get(key)
    if text is None:
        return key
    if fmt:
        try:
            return text.format(**fmt)
        except (KeyError, IndexError, ValueError):
            _log.warning("text %r could not be filled with %r", key, sorted(fmt))
            return text
    return text
