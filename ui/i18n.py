"""All visible text goes through `t(key, **fmt)` (or `ui.widgets.text.tr(key, default)`);
catalogues live in assets/i18n/<code>.json, one per language, with the same keys.

English (`en.json`) is the base: the chosen language is laid over it, so a key missing
from a language shows its English text (`python -m ui.catalogue --check <code>` lists
such gaps). A key missing from English too returns the key itself (a gap is visible,
never a crash); a format field missing from `fmt` leaves the template as it is.

    set_language("it")      # applied at once; the app rebuilds its scenes (App.set_language)
    language()              # the code in use
    system_language()       # the system's language when it is one of LANGUAGES, else "en"
"""

from __future__ import annotations

import json
import locale as _locale
import logging
import os

from ui.paths import asset_path

_log = logging.getLogger("yggdrasil.i18n")

# the languages offered, each by its own name (the Settings screen lists them so)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "it": "Italiano",
    "el": "Ελληνικά",
    "pl": "Polski",
    "pt": "Português",
}
BASE = "en"

_base: dict[str, str] | None = None   # en.json
_catalogue: dict[str, str] | None = None   # the language over the base
_language = BASE
# keys asked for that no catalogue has (tests and the checker read it)
missing: set[str] = set()


def read_catalogue(code: str) -> dict[str, str]:
    """One catalogue file as it is ({} with a log line if it is missing or broken)."""
    path = asset_path("i18n", f"{code}.json")
    if code != BASE and not path.exists():
        _log.info("no catalogue for %r yet: its texts are shown in English", code)
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("the catalogue is not a JSON object")
        return {str(k): str(v) for k, v in data.items()}
    except (OSError, ValueError) as e:
        _log.error("could not read the text catalogue %s: %s", path, e)
        return {}


def load(language: str = BASE) -> dict[str, str]:
    """(Re)load English and `language` over it; an unknown language is English."""
    global _base, _catalogue, _language
    if language not in LANGUAGES:
        _log.warning("unknown language %r; using English", language)
        language = BASE
    _base = read_catalogue(BASE)
    merged = dict(_base)
    if language != BASE:
        merged.update({k: v for k, v in read_catalogue(language).items() if v})
    _catalogue = merged
    _language = language
    return _catalogue


def set_language(code: str) -> str:
    """Use `code` from now on (the scenes must be rebuilt to show it); returns the code set."""
    load(code)
    return _language


def language() -> str:
    return _language


def system_language(env: dict[str, str] | None = None) -> str:
    """The system's language when it is one of LANGUAGES, else English: the first of
    LC_ALL, LC_MESSAGES, LANG, LANGUAGE that is set (Unix), else the locale's.
    YGGDRASIL_LANG, when set, is taken before them (the tests set it to "en")."""
    env = os.environ if env is None else env
    forced = env.get("YGGDRASIL_LANG", "")
    if forced:
        return forced if forced in LANGUAGES else BASE
    candidates: list[str] = []
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(var, "")
        if value:
            candidates += value.split(":")
            break
    if env is os.environ:
        try:
            loc = _locale.getlocale()[0]
        except (ValueError, TypeError):
            loc = None
        if loc:
            candidates.append(loc)
    for value in candidates:
        code = value.split(".")[0].split("_")[0].split("-")[0].lower()
        if code in ("c", "posix", ""):
            continue
        # Windows names its locales in words ("Italian_Italy")
        code = {"italian": "it", "greek": "el", "polish": "pl", "portuguese": "pt", "english": "en"}.get(code, code)
        return code if code in LANGUAGES else BASE
    return BASE


def _cat() -> dict[str, str]:
    return _catalogue if _catalogue is not None else load(_language)


def has(key: str) -> bool:
    return key in _cat()


def word(value: object) -> object:
    """A format parameter as shown: an engine's message (`game.core.Msg`) in the
    language shown (its key, else its English), anything else as it is."""
    from game.core.messages import Msg

    if not isinstance(value, Msg):
        return value
    params = {k: word(v) for k, v in value.params.items()}
    if value.key in _cat():
        return t(value.key, **params)
    try:
        return value.default.format(**params) if params else value.default
    except (KeyError, IndexError, ValueError):
        return str(value)


def t(key: str, **fmt: object) -> str:
    text = _cat().get(key)
    if text is None:
        if key not in missing:
            missing.add(key)
            _log.debug("no text for %r", key)
        return key
    if fmt:
        try:
            return text.format(**{k: word(v) for k, v in fmt.items()})
        except (KeyError, IndexError, ValueError):
            _log.warning("text %r could not be filled with %r", key, sorted(fmt))
            return text
    return text
