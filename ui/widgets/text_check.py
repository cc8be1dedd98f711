"""Texts drawn past their box, measured (scripts/playthrough.py --cuts, the overflow tests).

`check_frame(app)` draws one whole frame of the scene on top again from nothing, with
every surface made meanwhile a `_Traced` one: each image `FontCache.render` hands out is
remembered with its text and the rectangle of its ink, each blit carries the texts of the
image blitted into the surface it lands on (a cached block, the board's layers, the
screen), and each box outline drawn (`pygame.draw.rect` with a border) is remembered.
A text is flagged when
- its ink leaves the surface it was drawn on ("cut": a card, a block, the screen),
- its ink crosses the edge of the smallest box drawn around its centre ("out of box"),
- its ink overlaps another text's ink ("overlap").
Only our own texts are traced (pygame-gui's widgets draw their own)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from ui import fonts as fonts_mod

_SURFACE = pygame.Surface
_DRAW_RECT = pygame.draw.rect


@dataclass(frozen=True)
class Finding:
    kind: str                 # "cut", "out of box", "overlap"
    text: str
    rect: tuple[int, int, int, int]     # the text's ink on the screen
    other: str = ""           # the box (x, y, w, h) or the other text
    lang: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.text!r} at {self.rect} {self.other}".rstrip()


def _beyond(box: pygame.Rect, cover: pygame.Rect) -> pygame.Rect | None:
    """What stays in sight of `box` once an opaque `cover` is drawn over it: the box
    itself, unless the cover spans its whole width or height; then the larger strip left
    beyond the cover (None: nothing)."""
    if not cover.colliderect(box):
        return box
    if cover.left <= box.left and cover.right >= box.right:
        strips = [pygame.Rect(box.x, box.y, box.w, cover.top - box.top),
                  pygame.Rect(box.x, cover.bottom, box.w, box.bottom - cover.bottom)]
    elif cover.top <= box.top and cover.bottom >= box.bottom:
        strips = [pygame.Rect(box.x, box.y, cover.left - box.left, box.h),
                  pygame.Rect(cover.right, box.y, box.right - cover.right, box.h)]
    else:
        return box
    best = max(strips, key=lambda b: b.w * b.h if b.w > 0 and b.h > 0 else 0)
    return best if best.w > 0 and best.h > 0 else None


class _Trace:
    def __init__(self) -> None:
        self.texts: dict[int, list[tuple[str, pygame.Rect]]] = {}
        self.boxes: dict[int, list[pygame.Rect]] = {}
        self.cuts: list[Finding] = []
        self.opaque: set[int] = set()  # surfaces filled whole: what they land on is hidden
        self.filled: set[int] = set()  # ... or filled whole half see-through or more (a dimming)
        self.keep: list[Any] = []     # what an id stands for stays alive while tracing

    def note(self, surf: pygame.Surface, text: str) -> None:
        if id(surf) not in self.texts and text.strip():
            ink = surf.get_bounding_rect()
            if ink.w and ink.h:
                self.texts[id(surf)] = [(text, ink)]
                self.keep.append(surf)

    def owner(self, surf: pygame.Surface) -> tuple[pygame.Surface, tuple[int, int]]:
        parent = surf.get_abs_parent()
        return (parent, surf.get_abs_offset()) if parent is not surf else (surf, (0, 0))

    def landed(self, dest: pygame.Surface, source: pygame.Surface, pos: Any, area: Any) -> None:
        items = self.texts.get(id(source))
        if items and id(source) in self.opaque and source.get_width() >= 40 and source.get_height() >= 40:
            # a panel with texts of its own (a tooltip): the texts and boxes under it are hidden
            x, y = (pos[0], pos[1]) if not isinstance(pos, pygame.Rect) else pos.topleft
            self.covered(dest, pygame.Rect((x, y), source.get_size() if area is None else pygame.Rect(area).size),
                         partly=True)
        if not items:
            if source.get_width() >= 40 and source.get_height() >= 40 and id(source) in self.filled:
                # a panel or a dimming laid over: the texts under it are its background now
                x, y = (pos[0], pos[1]) if not isinstance(pos, pygame.Rect) else pos.topleft
                self.covered(dest, pygame.Rect((x, y), source.get_size() if area is None else pygame.Rect(area).size))
            return
        base, (ox, oy) = self.owner(dest)
        x, y = (pos[0], pos[1]) if not isinstance(pos, pygame.Rect) else pos.topleft
        clip = pygame.Rect(area) if area is not None else source.get_rect()
        bounds = dest.get_rect()
        out = self.texts.setdefault(id(base), [])
        self.keep.append(base)
        for text, r in items:
            if not clip.colliderect(r):
                continue
            moved = r.clip(clip).move(x - clip.x, y - clip.y)
            if not bounds.contains(moved) and (area is None or clip.contains(r)):
                self.cuts.append(Finding("cut", text, tuple(moved.move(ox, oy)), f"past the edge of {tuple(bounds.move(ox, oy))}"))
            moved = moved.clip(bounds)
            if moved.w and moved.h:
                out.append((text, moved.move(ox, oy)))
        boxes = self.boxes.get(id(source))
        if boxes:
            mine = self.boxes.setdefault(id(base), [])
            # only the boxes of the part blitted (a layer's region restored from the static
            # layer brought every static box back, over the panels drawn since)
            mine += [b.move(x - clip.x + ox, y - clip.y + oy) for b in boxes if clip.colliderect(b)]

    def copied(self, source: pygame.Surface, copy: pygame.Surface) -> None:
        base, (ox, oy) = self.owner(source)
        rect = pygame.Rect((ox, oy), source.get_size())
        texts = [(t, r.move(-ox, -oy)) for t, r in self.texts.get(id(base), []) if rect.colliderect(r)]
        boxes = [b.move(-ox, -oy) for b in self.boxes.get(id(base), []) if rect.colliderect(b)]
        if texts:
            self.texts[id(copy)] = texts
        if boxes:
            self.boxes[id(copy)] = boxes
        self.keep.append(copy)

    def covered(self, surf: pygame.Surface, rect: pygame.Rect, partly: bool = False) -> None:
        """An opaque fill: the texts under it are gone (`partly`: those it only crosses too)."""
        base, (ox, oy) = self.owner(surf)
        r = rect.move(ox, oy)
        if r.contains(base.get_rect()):
            self.opaque.add(id(base))
            self.keep.append(base)
        if id(base) in self.texts:
            self.texts[id(base)] = [(t, tr) for t, tr in self.texts[id(base)]
                                    if not (r.colliderect(tr) if partly else r.contains(tr))]
        if id(base) in self.boxes:
            kept = [b for b in self.boxes[id(base)] if not (r.colliderect(b) if partly else r.contains(b))]
            # a box whose whole width (or height) a panel covers shows only its strip beyond
            # the panel: the texts drawn in the panel later are not measured against it
            self.boxes[id(base)] = [b for b in (_beyond(b, r) for b in kept) if b is not None]

    def painted(self, surf: pygame.Surface, rect: pygame.Rect, colour: Any) -> None:
        """A fill or a filled rectangle: an opaque one hides what is under it; one that
        fills the whole surface makes it a panel or a dimming (it hides what it lands on;
        a glow or a piece drawn on a clear surface does not)."""
        c = pygame.Color(colour)
        if c.a == 255:
            self.covered(surf, rect)
        base, (ox, oy) = self.owner(surf)
        if c.a >= 128 and rect.move(ox, oy).contains(base.get_rect()):   # a light tint (a glow) hides nothing
            self.filled.add(id(base))
            self.keep.append(base)

    def box(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        base, (ox, oy) = self.owner(surf)
        self.boxes.setdefault(id(base), []).append(rect.move(ox, oy))
        self.keep.append(base)


_TRACE: _Trace | None = None


class _Traced(_SURFACE):
    """A Surface that tells the trace what lands on it."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
        r = super().blit(source, dest, area, special_flags)
        if _TRACE is not None:
            _TRACE.landed(self, source, dest, area)
        return r

    def copy(self):  # type: ignore[override]
        c = super().copy()
        if _TRACE is not None:
            _TRACE.copied(self, c)
        return c

    def fill(self, color, rect=None, special_flags=0):  # type: ignore[override]
        r = super().fill(color, rect, special_flags)
        if _TRACE is not None and not special_flags:
            _TRACE.painted(self, pygame.Rect(rect) if rect is not None else self.get_rect(), color)
        return r


def art(surf: pygame.Surface) -> pygame.Surface:
    """A glyph drawn as a picture (Vikings' faint printed rune behind a region's name):
    not a text to measure; `surf` itself is handed back."""
    if _TRACE is not None:
        _TRACE.texts.pop(id(surf), None)
    return surf


def _draw_rect(surface, color, rect, width=0, *args, **kwargs):
    r = _DRAW_RECT(surface, color, rect, width, *args, **kwargs)
    if _TRACE is not None and isinstance(surface, _Traced):
        rect = pygame.Rect(rect)
        if width > 0 and rect.w > 8 and rect.h > 8:
            _TRACE.box(surface, rect)
        elif width == 0:
            _TRACE.painted(surface, rect, color)
    return r


@contextmanager
def tracing() -> Iterator[_Trace]:
    """Surfaces made meanwhile are traced; FontCache.render tells the trace its texts."""
    global _TRACE
    trace = _Trace()
    _TRACE = trace
    pygame.Surface = _Traced          # type: ignore[misc]
    pygame.draw.rect = _draw_rect
    fonts_mod.TRACE = trace.note
    try:
        yield trace
    finally:
        pygame.Surface = _SURFACE     # type: ignore[misc]
        pygame.draw.rect = _DRAW_RECT
        fonts_mod.TRACE = None
        _TRACE = None


def findings(trace: _Trace, surf: pygame.Surface, lang: str = "") -> list[Finding]:
    """What is wrong with the texts on `surf` (a traced surface drawn whole)."""
    texts = trace.texts.get(id(surf), [])
    boxes = trace.boxes.get(id(surf), [])
    found = [Finding(f.kind, f.text, f.rect, f.other, lang) for f in trace.cuts]
    for text, r in texts:
        inside = [b for b in boxes if b.collidepoint(r.center) and b.w * b.h > r.w * r.h]
        if inside:
            b = min(inside, key=lambda b: b.w * b.h)
            if not b.inflate(2, 2).contains(r):
                found.append(Finding("out of box", text, tuple(r), f"box {tuple(b)}", lang))
    for i, (t1, r1) in enumerate(texts):
        for t2, r2 in texts[i + 1:]:
            # one pixel side by side on a line counts; lines stacked touch by a pixel or two
            both = r1.clip(r2)
            if both.w >= 1 and both.h >= 3 and not (t1 == t2 and abs(r1.x - r2.x) <= 3 and abs(r1.y - r2.y) <= 3):
                found.append(Finding("overlap", t1, tuple(r1), repr(t2) + f" at {tuple(r2)}", lang))
    return list(dict.fromkeys(found))


def _traced_redraw(app: Any, read: Any) -> Any:
    """The scene on top drawn again from nothing (its layers and the caches of drawn
    images emptied) on a traced screen; `read(trace, screen)`, while still traced."""
    from ui.widgets.text import forget_drawn

    scene = app.top
    with tracing() as trace:
        app.fonts.clear()
        if hasattr(scene, "on_resize"):
            forget_drawn(scene)
            scene.on_resize(app.size)
        screen = _Traced(app.screen.get_size())
        scene.draw(screen)
        return read(trace, screen)


def check_frame(app: Any, lang: str = "") -> list[Finding]:
    """Draw the scene on top again from nothing and say what overflows."""
    return _traced_redraw(app, lambda trace, screen: findings(trace, screen, lang))


def drawn_texts(app: Any) -> list[str]:
    """Every text of ours the scene on top draws on the screen, drawn again from nothing
    (as `check_frame`): what a player can read now (tests of what must not show yet)."""
    return _traced_redraw(app, lambda trace, screen: [text for text, _r in trace.texts.get(id(screen), [])])


SEP = "\x00"        # a traced text's string, then the size it was drawn at


def sized_frame(app: Any) -> tuple[list[tuple[float, str]], list[Finding]]:
    """The scene on top drawn again from nothing (as `check_frame`): every text on the
    screen as (its font's size in window pixels, its string), each counted once, smallest
    first; and the check's findings. The size is the one drawn at (the font cache's size
    rule applied) times the window's scale (tests/perf/text_sizes.py, tests/ui/test_text_size.py)."""
    from ui.fonts import FontCache
    from ui.widgets import log_panel

    size_now: list[int] = [0]
    render = FontCache.render
    note = _Trace.note

    def sized_render(self, text, role, size, colour):
        size_now.append(self.size_for(size))
        try:
            return render(self, text, role, size, colour)
        finally:
            size_now.pop()

    def sized_note(self, surf, text):
        # told outside FontCache.render: the log panel's rows, in its own font size
        note(self, surf, f"{text}{SEP}{size_now[-1] or app.fonts.size_for(log_panel.LINE_SIZE)}")

    FontCache.render = sized_render            # type: ignore[method-assign]
    _Trace.note = sized_note                   # type: ignore[method-assign]
    try:
        def read(trace, screen):
            return list(trace.texts.get(id(screen), [])), findings(trace, screen)
        texts, found = _traced_redraw(app, read)
    finally:
        FontCache.render = render              # type: ignore[method-assign]
        _Trace.note = note                     # type: ignore[method-assign]
    scale = app.view_rect.h / app.size[1]
    # a text is counted once however many pieces of it landed (a block blitted in parts)
    seen: dict[tuple[str, int, int], tuple[float, str]] = {}
    for tagged, r in texts:
        text, _, size = tagged.rpartition(SEP)
        seen.setdefault((tagged, r.x, r.y), (int(size) * scale, text))
    plain = [Finding(f.kind, f.text.split(SEP)[0], f.rect, f.other.replace(SEP, " @").replace("\\x00", " @"), f.lang) for f in found]
    return sorted(seen.values()), list(dict.fromkeys(plain))
