"""Breaking a word over two lines with a hyphen, where the other way would cut it with
"…" (issue 33, 7: Greek "Γιότουνχαϊμ", Polish "Błogosławieństwo" are wider than a
1280x720 hand card in any size the text-size rule allows). A syllable rule good enough
for the five languages: a break before a consonant that starts a syllable (vowel |
consonant vowel), else between two consonants that are not one sound ("sz", "ντ")."""

from __future__ import annotations

HYPHEN = "\u2010"      # the typographic hyphen: a word's own "-" stays what it was
MIN_PART = 3           # letters kept on each side of a break

_VOWELS = set("aeiouyąęóàèéìíòóùúâêôãõ"
              "αεηιουωάέήίόύώϊϋΐΰ")
# consonant pairs said as one sound, never broken (Polish, Greek, Italian)
_ONE_SOUND = {"sz", "cz", "rz", "ch", "dz", "dż", "dź", "gn", "gl", "gh", "sc",
              "ντ", "μπ", "γκ", "γγ", "τσ", "τζ"}
_LIQUIDS = set("rlłwρλ")
_STOPS = set("bcdfgkptvśβγδθκπτφχ")
_GREEK_PAIRS = {"κτ", "πτ", "χτ", "φτ", "μν", "γν", "θν", "κν", "πν", "τμ"}


def _vowel(c: str) -> bool:
    return c.lower() in _VOWELS


def _onset(run: str) -> bool:
    """Whether consonants `run` may start a syllable: one consonant or one sound, a stop
    (or one sound) and a liquid ("tr", "κλ", "ντρ", Polish "trz", "tw"), a Greek pair
    that starts words ("κτ"), each after an "s" ("str", "στ")."""
    run = run.lower()
    if len(run) <= 1 or run in _ONE_SOUND or run in _GREEK_PAIRS:
        return True
    if run[0] in "sśσ":
        return _onset(run[1:])
    if run[:2] in _ONE_SOUND:
        return run[2:] in _LIQUIDS      # Greek "ντρ", "μπρ"
    return run[0] in _STOPS and (run[1:] in _LIQUIDS or run[1:] == "rz")


def break_points(word: str) -> list[int]:
    """Where `word` may be broken, before word[i]: where a syllable may start (after a
    vowel, before consonants that may start one: "Γιό|τουν", "στατι|στικό"), inside a
    run of consonants that no syllable starts with ("Γιότουν|χαϊμ"), or after the word's
    own "-"."""
    out = []
    for i in range(MIN_PART, len(word) - MIN_PART + 1):
        a, b = word[i - 1], word[i]
        if a == "-" and word[i - 2].isalpha() and b.isalpha():
            out.append(i)
            continue
        if not (a.isalpha() and b.isalpha()) or _vowel(b):
            continue
        end = i
        while end < len(word) and word[end].isalpha() and not _vowel(word[end]):
            end += 1
        if end == len(word) or not word[end].isalpha():
            continue        # no vowel after: the last syllable's end
        run = word[i:end]
        if _vowel(a):
            if _onset(run):
                out.append(i)
        elif (a + b).lower() not in _ONE_SOUND and not _onset(a + run) and _onset(run):
            out.append(i)
    return out


def split_word(font, word: str, room: int) -> tuple[str, str] | None:
    """The last break of `word` whose first part, with the hyphen (none after the word's
    own "-"), fits in `room` pixels; None when no break fits."""
    for i in reversed(break_points(word)):
        first = word[:i] if word[i - 1] == "-" else word[:i] + HYPHEN
        if font.size(first)[0] <= room:
            return first, word[i:]
    return None


def wrap_hyphenated(fonts, text: str, role: str, size: int, width: int, fill: bool = False) -> list[str]:
    """`fonts.wrap`, breaking with a hyphen a word wider than the box (`fill`: also a word
    that does not fit the rest of its line, a line saved as a typesetter would). A word
    with no break that fits stays whole (the caller shortens what is still too wide)."""
    from saves.names import clean_for_drawing

    font = fonts.get(role, size)
    lines: list[str] = []
    for para in clean_for_drawing(text).split("\n"):
        line = ""
        for word in para.split(" "):
            while True:
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width:
                    line = trial
                    break
                room = width - (font.size(line + " ")[0] if line else 0)
                wide = font.size(word)[0] > width
                got = split_word(font, word, room) if fill or wide else None
                if got is not None:
                    lines.append(f"{line} {got[0]}" if line else got[0])
                    line, word = "", got[1]
                    continue
                if line:
                    lines.append(line)
                    line = ""
                    continue
                line = word     # no break fits even on a line of its own
                break
        lines.append(line)
    return lines


def joined(lines: list[str]) -> str:
    """Lines read as one text again: a line ending in the hyphen (or in a word's own "-")
    runs on into the next."""
    out = ""
    for ln in lines:
        if out.endswith(HYPHEN):
            out = out[:-1] + ln
        elif out.endswith("-") and len(out) > 1 and out[-2].isalpha():
            out += ln
        else:
            out = f"{out} {ln}" if out else ln
    return out
