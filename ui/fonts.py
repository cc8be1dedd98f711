"""Fonts: the bundled files, a cache of pygame fonts by (role, size), and a cache of
rendered text so the same string is never rendered twice per frame.

Roles: "display" (Junicode, serif with runes), "display-bold", "text" (DejaVu Sans),
"text-bold". Both families cover every letter of the five languages (Latin with the
Polish, Portuguese and Italian letters, and Greek with its accents: tests/ui/test_fonts.py
checks every catalogue). A line with a character its role's font lacks (Junicode has no
★ ▲ ▼ ✕ ↔; DejaVu has no runes) is drawn in the other family of the same weight
(`covering_role`).
"""

from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from saves.names import clean_for_drawing
from ui.paths import asset_path

FONT_FILES = {
    "display": ("fonts", "JunicodeTwoBeta-Regular.otf"),
    "display-bold": ("fonts", "JunicodeTwoBeta-Bold.otf"),
    "text": ("fonts", "DejaVuSans.ttf"),
    "text-bold": ("fonts", "DejaVuSans-Bold.ttf"),
}

# names under which pygame-gui knows the fonts (theme.json uses the same names)
GUI_FONTS = {
    "dejavu": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "junicode": ("JunicodeTwoBeta-Regular.otf", "JunicodeTwoBeta-Bold.otf"),
}
# every (name, size, style) the scenes and the rules text may ask pygame-gui for
GUI_PRELOAD = (
    [("dejavu", s, st) for s in (14, 16, 18, 20, 22, 24) for st in ("regular", "bold")]
    + [("dejavu", s, "italic") for s in (16, 18)]
    + [("junicode", s, st) for s in (18, 20, 24, 28, 32, 36, 48) for st in ("regular", "bold")]
)


# the size rule (issue 33): no text under MIN_PX window pixels at text size 100 %, in a
# window whose table is drawn at least FLOOR_SCALE of its logical size (1280x720);
# smaller windows keep the sizes of that scale (their texts shrink, their layout holds)
MIN_PX = 14
FLOOR_SCALE = 0.8


def effective_size(size: int, text_scale: float = 1.0, window_scale: float = 1.0) -> int:
    """The logical pixel size a text asked at `size` is drawn at: `size` times the text
    size setting, and at least MIN_PX (times the setting) in window pixels."""
    floor = math.ceil(MIN_PX * text_scale / max(window_scale, FLOOR_SCALE) - 1e-9)
    return max(1, round(int(size) * text_scale), floor)


# while a check measures texts (ui.widgets.text_check), told of every text image handed out
TRACE = None

FALLBACK_ROLE = {"display": "text", "display-bold": "text-bold", "text": "display", "text-bold": "display-bold"}
_glyph_cache: dict[tuple[str, str], bool] = {}
_ft_fonts: dict[str, object] = {}


def has_glyph(role: str, ch: str) -> bool:
    """True if the font of `role` has a glyph for the character `ch`."""
    key = (role, ch)
    known = _glyph_cache.get(key)
    if known is None:
        import pygame.freetype as ft

        for _attempt in range(2):
            if not ft.get_init():
                ft.init()
                _ft_fonts.clear()   # fonts opened before a pygame.quit() are gone
            font = _ft_fonts.get(role)
            if font is None:
                font = _ft_fonts[role] = ft.Font(font_file(role), 16)
            try:
                known = ch.isspace() or font.get_metrics(ch)[0] is not None  # type: ignore[attr-defined]
                break
            except (pygame.error, ValueError, IndexError):
                _ft_fonts.pop(role, None)   # a stale font: open it again once
        if known is None:
            return False
        _glyph_cache[key] = known
    return known


def missing_glyphs(role: str, text: str) -> str:
    """The characters of `text` the font of `role` cannot draw (each once, in order)."""
    return "".join(dict.fromkeys(ch for ch in text if not has_glyph(role, ch)))


def covering_role(role: str, text: str) -> str:
    """`role`, or its fallback family when that one draws every character `role` lacks."""
    if text.isascii() or not missing_glyphs(role, text):
        return role
    other = FALLBACK_ROLE.get(role)
    if other and not missing_glyphs(other, text):
        return other
    return role


def _size(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def font_file(role: str) -> str:
    return str(asset_path(*FONT_FILES[role]))


class FontCache:
    """`get(role, size)` -> pygame Font; `render(text, role, size, colour)` -> cached Surface."""

    def __init__(self, max_surfaces: int = 2048, max_bytes: int = 4 * 1024 * 1024) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._surfaces: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._max = max_surfaces
        # the pixels kept, bounded too: every game brings its own lines (log, scores,
        # names), so a cache bounded by count alone grew by the size of its images
        self._max_bytes = max_bytes
        self.bytes = 0
        self.renders = 0  # how many times text was actually rendered (for tests)
        self.text_scale = 1.0     # the text size setting (1.0, 1.25, 1.5)
        self.window_scale = 1.0   # the table's width in the window / its logical width

    def set_scale(self, text_scale: float, window_scale: float) -> bool:
        """Apply the text size setting and the window's scale; True (and the rendered
        texts dropped) if the sizes texts are drawn at changed."""
        old = [self.size_for(s) for s in range(6, 61)]
        self.text_scale, self.window_scale = float(text_scale), float(window_scale)
        if old == [self.size_for(s) for s in range(6, 61)]:
            return False
        self.clear()
        return True

    @property
    def key(self) -> tuple:
        """Stands for this cache and the sizes it draws at: a cache of text laid out
        (lines that fit a box) keys on it, so a new text size lays it out again."""
        return (id(self), self.text_scale, self.size_for(1))

    def size_for(self, size: int) -> int:
        """The logical pixel size a text asked at `size` is drawn at (`effective_size`)."""
        return effective_size(size, self.text_scale, self.window_scale)

    def get(self, role: str, size: int) -> pygame.font.Font:
        key = (role, self.size_for(size))
        font = self._fonts.get(key)
        if font is None:
            if role not in FONT_FILES:
                raise ValueError(f"unknown font role {role!r}; roles are {', '.join(FONT_FILES)}")
            font = pygame.font.Font(font_file(role), key[1])
            self._fonts[key] = font
        return font

    def render(self, text: str, role: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
        key = (text, role, self.size_for(size), tuple(colour))
        surf = self._surfaces.get(key)
        if surf is not None:
            self._surfaces.move_to_end(key)
            if TRACE is not None:
                TRACE(surf, text)
            return surf
        font = self.get(covering_role(role, text), size)
        try:
            surf = font.render(clean_for_drawing(text), True, colour)
        except (pygame.error, ValueError, UnicodeError):
            # nothing visible left ("Text has zero width"), or what no font can take:
            # an empty image of the line's height, never an exception
            surf = pygame.Surface((1, font.get_height()), pygame.SRCALPHA)
        self.renders += 1
        self._surfaces[key] = surf
        self.bytes += _size(surf)
        while len(self._surfaces) > 1 and (len(self._surfaces) > self._max or self.bytes > self._max_bytes):
            _, old = self._surfaces.popitem(last=False)
            self.bytes -= _size(old)
        if TRACE is not None:
            TRACE(surf, text)
        return surf

    def wrap(self, text: str, role: str, size: int, width: int) -> list[str]:
        """Split text into lines that fit in `width` pixels (words are never cut)."""
        font = self.get(role, size)
        text = clean_for_drawing(text)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for w in words:
                trial = f"{line} {w}" if line else w
                if not line or font.size(trial)[0] <= width:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        return lines

    def clear(self) -> None:
        self._surfaces.clear()
        self.bytes = 0
