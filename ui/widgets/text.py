"""Text helpers for the widgets: every visible string goes through `ui.i18n.t`."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from game.core.messages import Msg
from ui import i18n

# every text `fit` shortens, with where it was asked for ("file:line"), while a tool
# records them (scripts/playthrough.py --cuts sets a Counter); None: nothing is recorded
SHORTENED: Counter | None = None


@contextmanager
def probing() -> Iterator[None]:
    """A layout that is tried and may be thrown away (the widest that keeps every name
    whole): what it shortens meanwhile is not recorded in SHORTENED."""
    global SHORTENED
    saved, SHORTENED = SHORTENED, None
    try:
        yield
    finally:
        SHORTENED = saved


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
            return default.format(**{k: i18n.word(v) for k, v in fmt.items()})
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
    if SHORTENED is not None:
        caller = sys._getframe(1)
        while caller.f_back is not None and caller.f_code.co_name in ("fit_size", "render_fit", "fit", "fit_lines", "<listcomp>"):
            caller = caller.f_back
        SHORTENED[(f"{caller.f_code.co_filename.rsplit('/', 1)[-1]}:{caller.f_lineno}", text)] += 1
    return text[:lo] + "…"


def fit_size(fonts, text: str, role: str, size: int, width: int, min_size: int = 13) -> tuple[str, int]:
    """Text that fits in `width` pixels: in `size` if it can, else in a smaller size
    (down to `min_size`: a longer language's words keep whole), else shortened with an
    ellipsis in `min_size`. Returns (text, size)."""
    from saves.names import clean_for_drawing

    clean = clean_for_drawing(text)
    for s in range(int(size), int(min_size) - 1, -1):
        if fonts.get(role, s).size(clean)[0] <= width:
            return clean, s
    return fit(fonts, text, role, min_size, width), int(min_size)


def render_fit(fonts, text: str, role: str, size: int, colour, width: int, min_size: int = 13):
    """`fonts.render` of `fit_size`: a surface never wider than `width`."""
    t, s = fit_size(fonts, text, role, size, max(1, width), min_size)
    return fonts.render(t, role, s, colour)


def unit_text(unit: str, number: int) -> str:
    """"Round 2", "Age 1", "Era 3" in the language shown (catalogue "round.unit.<unit>")."""
    return tr(f"round.unit.{unit}", unit.capitalize() + " {n}", n=number)


def progress_text(progress: Any, game_id: str, phase: bool = True) -> str:
    """A game's `progress()` (game.core.progress.Progress) in the language shown: "Round 2 ·
    Action", "Age 1 · Gods' Gifts", "Game over"; `phase=False` leaves the phase out."""
    if progress.over:
        return tr(f"round.phase.{game_id}.game_over", "Game over")
    parts = []
    if progress.number > 0:
        parts.append(unit_text(progress.unit, progress.number))
    if phase and progress.phase_key:
        parts.append(tr(progress.phase_key, progress.phase.replace("_", " ").capitalize()))
    return " · ".join(parts)


def round_text(label: Any, game_id: str = "") -> str:
    """A round label as it stands (a save's header from before progress was kept, or a
    message of the engine, translated as such); never parsed."""
    from game.core.messages import Msg

    return tr(label) if isinstance(label, Msg) else str(label)


def phase_key(phase: str) -> str:
    """"Gods' Gifts" -> "gods_gifts": the key part of a phase's English name."""
    import re

    return re.sub(r"[^a-z0-9]+", "_", phase.lower()).strip("_") or "none"


def error_text(error: BaseException) -> str:
    """An error's message for the player: a message (`Msg`) it was raised with, in the
    language shown; else its text as it is (the save store's reasons are English until
    it raises messages)."""
    from game.core.messages import Msg

    if error.args and isinstance(error.args[0], Msg):
        return tr(error.args[0])
    return str(error)


HEAD_SIZE = 16       # a column's heading, on one line when it fits
# else the first of these (size, most lines) that holds its words whole
HEAD_TRIES = ((13, 2), (12, 2), (12, 3), (11, 3))


def lines_whole(fonts, text: str, role: str, width: int,
                tries: Sequence[tuple[int, int]]) -> list[tuple[str, int]] | None:
    """Text in a box `width` wide as (line, size) pairs in the first (size, most lines)
    of `tries` in which every word fits on at most that many lines; None when no try
    holds it whole (a caller with another layout to try: `fit_lines` shortens)."""
    for size, most in tries:
        font = fonts.get(role, size)
        parts = fonts.wrap(text, role, size, width)
        if len(parts) <= most and all(font.size(p)[0] <= width for p in parts):
            return [(p, size) for p in parts]
    return None


def fit_lines(fonts, text: str, role: str, width: int,
              tries: Sequence[tuple[int, int]], hyphens: bool = True) -> list[tuple[str, int]]:
    """Text in a box `width` wide as (line, size) pairs: the first (size, most lines) of
    `tries` in which every word fits on at most that many lines; else, in the last try's
    size, its lines with the rest joined into the last one and shortened with an
    ellipsis (a word wider than the box too). Every "smaller, then on more lines, then
    shortened" text of the boards is one list of tries. Before shortening, the tries
    again with words broken by a hyphen (`ui.widgets.hyphen`; unless not `hyphens`):
    first only a word wider than the box, then any word at a line's end; a text so
    broken is whole."""
    from ui.widgets.hyphen import wrap_hyphenated

    whole = lines_whole(fonts, text, role, width, tries)
    if whole is not None:
        return whole
    for fill in (False, True) if hyphens else ():
        for size, most in tries:
            font = fonts.get(role, size)
            parts = wrap_hyphenated(fonts, text, role, size, width, fill)
            if len(parts) <= most and all(font.size(p)[0] <= width for p in parts):
                return [(p, size) for p in parts]
    size, most = tries[-1]
    parts = fonts.wrap(text, role, size, width)
    if len(parts) > most:
        parts = parts[:max(0, most - 1)] + [" ".join(parts[max(0, most - 1):])]
    return [(fit(fonts, p, role, size, width), size) for p in parts]


def heading_lines(fonts, text: str, width: int,
                  tries: tuple[tuple[int, int], ...] = HEAD_TRIES) -> list[tuple[str, int]]:
    """A column heading as (line, size) pairs no wider than `width`: one line in HEAD_SIZE
    if it fits; else the first of `tries` that holds every word whole (Portuguese
    "Aprimoramentos" is wider than a 110 px column in 12 px); only a word wider than the
    column in the smallest size is shortened (the round summary, Vikings' final scoring,
    Asgard's step label)."""
    return fit_lines(fonts, text, "text-bold", width, ((HEAD_SIZE, 1), *tries))


def _holds_images(cache: dict) -> bool:
    """A dict whose values are drawn images (a Surface, or a tuple that starts with one)."""
    from pygame.surface import Surface  # the type itself (a text check may trace pygame.Surface)

    for value in cache.values():
        if isinstance(value, tuple) and value:
            value = value[0]
        return isinstance(value, Surface)
    return False


def forget_drawn(owner: object) -> int:
    """Empty every cache of drawn images `owner` and the parts it holds keep (a dict of
    Surfaces in an attribute: Asgard's god blocks and seat panels were drawn once and
    blitted while nothing in them changed, so a language switch left them in the old
    language). Caches of text are keyed on the text and need no clearing. Returns how
    many caches were emptied."""
    seen: set[int] = set()
    emptied = 0
    parts = [owner] + [v for v in vars(owner).values() if type(v).__module__.startswith("ui.")]
    for part in parts:
        if id(part) in seen or not hasattr(part, "__dict__"):
            continue
        seen.add(id(part))
        for value in vars(part).values():
            if isinstance(value, dict) and value and _holds_images(value):
                value.clear()
                emptied += 1
    return emptied


def and_list(names: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C" in the language shown."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return i18n.t("common.and").join([", ".join(names[:-1]), names[-1]])
