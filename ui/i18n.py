"""All visible text goes through `t(key, **fmt)` (or `ui.widgets.text.tr(key, default)`);
catalogues live in assets/i18n/<code>.json, one per language, with the same keys.

English (`en.json`) is the base: the chosen language is laid over it, so a key missing
from a language shows its English text (`python -m ui.catalogue --check <code>` lists
such gaps). A key missing from English too returns the key itself (a gap is visible,
never a crash); a format field missing from `fmt` leaves the template as it is.
A catalogue file of ours that is missing or broken is a broken install: `problems()`
says so (the title shows it); without en.json a key shows as words ("title.new" ->
"New"), and every `tr(key, default)` and engine message its English from the code.

    set_language("it")      # applied at once; the app rebuilds its scenes (App.set_language)
    language()              # the code in use
    system_language()       # the system's language when it is one of LANGUAGES, else "en"
"""

from __future__ import annotations

import json
import locale as _locale
import logging
import os
import re

from game.core.messages import Msg
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
# how many times a language was set: a cache of translated text keys on `generation()`
# (or registers a clearer with `on_change`) so that a switch never leaves old words drawn
_generation = 0
_on_change: list = []


_INSTALL = "the installation is broken (install the program again)"
_BASE_TAIL = "The texts are shown from the program's own English where it has them, the others from their names."
# what was wrong with the catalogues of the language loaded last: code -> a message for
# the player (a missing or broken file of a language we ship: the install is broken)
_problems: dict[str, Msg] = {}


def read_catalogue(code: str) -> dict[str, str]:
    """One catalogue file as it is ({} with a log line if it is missing or broken; for a
    language we ship, `problems()` then says so)."""
    path = asset_path("i18n", f"{code}.json")
    if code not in LANGUAGES and not path.exists():
        _log.info("no catalogue for %r: its texts are shown in English", code)
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
        if not isinstance(data, dict):
            raise ValueError("the catalogue is not a JSON object")
        return {str(k): str(v) for k, v in data.items()}
    except FileNotFoundError:
        _note(code, path, None)
        return {}
    except (OSError, ValueError) as e:
        _log.error("could not read the text catalogue %s: %s", path, e)
        _note(code, path, getattr(e, "strerror", None) or str(e)[:80])
        return {}


def _note(code: str, path: object, error: str | None) -> None:
    """Remember what the player must be told about the catalogue of `code`."""
    file = str(path)
    if code == BASE and error is None:
        msg = Msg("app.catalogue.base_missing", "The text catalogue {file} is missing: " + _INSTALL + ". " + _BASE_TAIL,
                  file=file)
    elif code == BASE:
        msg = Msg("app.catalogue.base_broken", "The text catalogue {file} could not be read ({error}): " + _INSTALL
                  + ". " + _BASE_TAIL, file=file, error=error)
    elif error is None:
        msg = Msg("app.catalogue.missing", "The text catalogue of {language}, {file}, is missing: " + _INSTALL
                  + "; the texts are shown in English.", language=LANGUAGES.get(code, code), file=file)
    else:
        msg = Msg("app.catalogue.broken", "The text catalogue of {language}, {file}, could not be read ({error}): "
                  + _INSTALL + "; the texts are shown in English.", language=LANGUAGES.get(code, code), file=file,
                  error=error)
    _log.error("%s", english(msg))
    _problems[code] = msg


def problems() -> list[Msg]:
    """What is wrong with the catalogues in use (English's, then the language's), as
    messages for the player; [] when both were read."""
    _cat()
    return [_problems[c] for c in dict.fromkeys((BASE, _language)) if c in _problems]


def load(language: str = BASE) -> dict[str, str]:
    """(Re)load English and `language` over it; an unknown language is English."""
    global _base, _catalogue, _language
    if language not in LANGUAGES:
        _log.warning("unknown language %r; using English", language)
        language = BASE
    _problems.clear()
    _base = read_catalogue(BASE)
    merged = dict(_base)
    if language != BASE:
        merged.update({k: v for k, v in read_catalogue(language).items() if v})
    _catalogue = merged
    _language = language
    return _catalogue


def set_language(code: str) -> str:
    """Use `code` from now on (the scenes must be rebuilt to show it); returns the code set.
    Every cache registered with `on_change` is cleared and `generation()` moves on."""
    global _generation
    load(code)
    _generation += 1
    for clear in list(_on_change):
        clear()
    return _language


def generation() -> int:
    """A number that changes with every language set: part of a cache key of translated text."""
    return _generation


def on_change(clear) -> None:
    """Call `clear()` (a cache's `clear`, say) whenever the language is set."""
    if clear not in _on_change:
        _on_change.append(clear)


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
    language shown (its key, else its English), a list of them joined with commas,
    anything else as it is."""
    if isinstance(value, (list, tuple)):
        return ", ".join(str(word(v)) for v in value)
    if not isinstance(value, Msg):
        return value
    params = {k: word(v) for k, v in value.params.items()}
    if value.key in _cat():
        return t(value.key, **params)
    try:
        return value.default.format(**params) if params else value.default
    except (KeyError, IndexError, ValueError):
        return str(value)


def english(value: object) -> str:
    """A message (its parameters too, lists of them joined) in English, whatever the
    language shown: for the terminal and the log."""
    if isinstance(value, (list, tuple)):
        return ", ".join(english(v) for v in value)
    if not isinstance(value, Msg):
        return str(value)
    params = {k: english(v) if isinstance(v, (Msg, list, tuple)) else v for k, v in value.params.items()}
    try:
        return value.default.format(**params) if params else value.default
    except (KeyError, IndexError, ValueError):
        return value.default


# names that read as nothing else, for when en.json is missing (the window's title)
NAMES = {"app.title": "Yggdrasil Tabletop", "title.subtitle": "Midgard · Blood Rage · Asgard · Tiny Epic Vikings"}


def readable(key: str) -> str:
    """A key's last part as words ("title.new" -> "New"), or the program's own name:
    shown, when English's own catalogue is missing, for a text whose English lives only
    there, instead of the key."""
    if key in NAMES:
        return NAMES[key]
    parts = [p for p in key.split(".") if p and not p.isdigit()]
    words = re.sub(r"[_\s]+", " ", parts[-1] if parts else key).strip()
    return words[:1].upper() + words[1:] if words else key


def t(key: str, **fmt: object) -> str:
    text = _cat().get(key)
    if text is None:
        if key not in missing:
            missing.add(key)
            _log.debug("no text for %r", key)
        return readable(key) if BASE in _problems else key
    if fmt:
        try:
            return text.format(**{k: word(v) for k, v in fmt.items()})
        except (KeyError, IndexError, ValueError):
            _log.warning("text %r could not be filled with %r", key, sorted(fmt))
            return text
    return text
