"""Cleaning of the names and labels that enter the program (typed in New game, read
from a save, given on the command line) before anything stores or draws them.

A name keeps letters, digits, signs, spaces and emoji of any script; it loses control
characters (NUL, escape, newlines), format characters (zero-width spaces and joiners,
byte order marks, bidirectional overrides), lone surrogates and private-use characters,
runs of combining marks beyond a few per letter, and runs of spaces. It is cut to a
length limit; a name with nothing left takes the fallback.

`clean_for_drawing(text)` is the lighter form the font code applies to any string it is
asked to draw (it keeps line breaks and tabs, which the callers lay out themselves).
"""

from __future__ import annotations

import unicodedata

NAME_MAX = 24    # characters of a seat name (the New game field allows as many)
LABEL_MAX = 200  # characters of a save's position label
DRAW_MAX = 4000  # characters of any one string drawn (beyond it the text is cut)
MARKS_MAX = 2    # combining marks kept after one letter (no towers of accents)

# the seats' names where nobody gave one and no language chooses (the dedicated server,
# `main.py serve`): Norse names that read the same in every language; the first five are
# New game's own (the catalogues' newgame.default_names)
DEFAULT_NAMES = ("Gunnar", "Tove", "Knut", "Frida", "Hilde", "Astrid", "Bjorn", "Sigrid")

_DROP = {"Cc", "Cf", "Cs", "Co", "Cn"}
_SPACE = {"Zs", "Zl", "Zp"}


def _clean(text: str, keep_breaks: bool) -> str:
    out: list[str] = []
    marks = 0
    for ch in text:
        cat = unicodedata.category(ch)
        if keep_breaks and ch in "\n\t":
            out.append(ch)
            marks = 0
            continue
        if cat in _SPACE or ch in "\t\n\r\v\f\x85":
            out.append(" ")
            marks = 0
            continue
        if cat in _DROP:
            continue
        if cat in ("Mn", "Me"):
            marks += 1
            if marks > MARKS_MAX or not out:
                continue
        else:
            marks = 0
        out.append(ch)
    return "".join(out)


_FORBIDDEN: list[str] | None = None


def forbidden_in_names() -> list[str]:
    """The characters a name field refuses as they are typed or pasted: control and
    format characters (zero-width spaces and joiners, bidirectional overrides), line and
    paragraph separators. Computed once."""
    global _FORBIDDEN
    if _FORBIDDEN is None:
        # every such character lies below U+20000 or in plane 14 (the tags)
        codes = [*range(0xD800), *range(0xE000, 0x20000), *range(0xE0000, 0xE0100)]
        _FORBIDDEN = [chr(c) for c in codes if unicodedata.category(chr(c)) in ("Cc", "Cf", "Zl", "Zp")]
    return list(_FORBIDDEN)


def clean_text(text: object, limit: int) -> str:
    """Any value -> one line of visible text, at most `limit` characters, spaces collapsed."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    text = text[: limit * 8 + 64]  # never scan a huge string in full
    return " ".join(_clean(text, keep_breaks=False).split())[:limit].rstrip()


def clean_name(name: object, fallback: str = "", limit: int = NAME_MAX) -> str:
    """A seat name as it may be stored and drawn; `fallback` if nothing visible is left."""
    cleaned = clean_text(name, limit)
    return cleaned or fallback


def clean_label(label: object, limit: int = LABEL_MAX) -> str:
    """A save's position label (for example "Round 2 · Action") as it may be drawn."""
    return clean_text(label, limit)


def clean_for_drawing(text: object) -> str:
    """What may be handed to a font: no NUL or other control or format characters, no
    lone surrogates, at most DRAW_MAX characters (line breaks and tabs kept)."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    if text.isprintable() and len(text) <= DRAW_MAX:
        return text  # the common case, checked at C speed
    return _clean(text[:DRAW_MAX], keep_breaks=True)


__all__ = [
    "LABEL_MAX", "NAME_MAX", "clean_for_drawing", "clean_label", "clean_name", "clean_text", "forbidden_in_names",
]


def default_names(given: list[str]) -> list[str]:
    """Every seat's name: the one given, else the first of DEFAULT_NAMES from the seat's own
    place on that no other seat holds (a numbered one once they are all taken)."""
    taken = {n for n in given if n}
    out = []
    for i, name in enumerate(given):
        if not name:
            k = len(DEFAULT_NAMES)
            name = next((DEFAULT_NAMES[(i + j) % k] for j in range(k) if DEFAULT_NAMES[(i + j) % k] not in taken),
                        f"{DEFAULT_NAMES[i % k]} {i + 1}")
            taken.add(name)
        out.append(name)
    return out
