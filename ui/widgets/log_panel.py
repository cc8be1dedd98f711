"""The event log panel: new lines are appended to a cached list of rendered lines (never
rebuilt each frame), capped, newest at the bottom; the mouse wheel scrolls back."""

from __future__ import annotations

import pygame

from ui import fonts as fonts_mod
from ui.palette import PANEL, PANEL_BORDER, TEXT, TEXT_DIM
from ui.widgets.text import text_of

LINE_SIZE = 16


class LogPanel:
    def __init__(self, fonts, rect: pygame.Rect, cap: int = 300) -> None:
        self.fonts = fonts
        self.rect = pygame.Rect(rect)
        self.cap = cap
        self.seen = 0            # how many source lines were appended so far
        self.rows: list[pygame.Surface] = []  # rendered, wrapped rows
        self.row_texts: list[str] = []        # ... and their words (for the text check)
        self.scroll = 0          # rows scrolled back from the newest
        self.renders = 0         # rows rendered so far (tests check nothing is rebuilt)
        self._line_h = fonts.get("text", LINE_SIZE).get_linesize()
        self._surf: pygame.Surface | None = None
        self._surf_key: tuple | None = None

    def set_rect(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect).w != self.rect.w:
            self.rect = pygame.Rect(rect)
            self.rows.clear()
            self.row_texts.clear()
            self.seen = 0
        self.rect = pygame.Rect(rect)

    def sync(self, lines: list[str], total: int) -> None:
        """Append the lines added since the last call (`total` = lines ever appended to
        the source; `lines` = the source's capped list)."""
        new = total - self.seen
        if new <= 0:
            return
        new_lines = lines[-new:] if new <= len(lines) else lines
        width = self.rect.w - 20
        for i, ln in enumerate(new_lines):
            colour = TEXT if (self.seen + i) % 2 == 0 else TEXT_DIM
            # a line is a game's message (translated now) or text already in words
            for j, part in enumerate(self.fonts.wrap(text_of(ln), "text", LINE_SIZE, width - 12)):
                self.rows.append(self.fonts.get("text", LINE_SIZE).render(("  " if j else "") + part, True, colour))
                self.row_texts.append(part)
                self.renders += 1
        self.seen = total
        if len(self.rows) > self.cap:
            del self.rows[: len(self.rows) - self.cap]
            del self.row_texts[: len(self.row_texts) - self.cap]
        self.scroll = 0

    def restart(self, lines: list[str], total: int) -> None:
        """The source log was rebuilt (an undo): drop the rendered rows; the next
        `sync` renders the source's newest lines again (at most `cap` of them)."""
        self.rows.clear()
        self.row_texts.clear()
        self.scroll = 0
        self._surf = None
        self._line_h = self.fonts.get("text", LINE_SIZE).get_linesize()   # the text size may have changed
        self.seen = max(0, total - min(len(lines), self.cap))

    def visible_rows(self) -> int:
        return max(1, (self.rect.h - 12) // self._line_h)

    def handle_wheel(self, dy: int) -> None:
        self.scroll = max(0, min(max(0, len(self.rows) - self.visible_rows()), self.scroll + dy * 3))

    def _compose(self) -> pygame.Surface:
        key = (self.rect.size, self.seen, len(self.rows), self.scroll)
        trace = fonts_mod.TRACE      # the text check measures the rows: composed again, each told
        if self._surf is not None and self._surf_key == key and trace is None:
            return self._surf
        s = pygame.Surface(self.rect.size)
        s.fill(PANEL)
        r = s.get_rect()
        n = self.visible_rows()
        end = len(self.rows) - self.scroll
        start = max(0, end - n)
        y = r.bottom - 6 - (end - start) * self._line_h
        s.set_clip(r.inflate(-4, -4))
        for row, text in zip(self.rows[start:end], self.row_texts[start:end]):
            if trace is not None:
                trace(row, text)
            s.blit(row, (10, y))
            y += self._line_h
        s.set_clip(None)
        pygame.draw.rect(s, PANEL_BORDER, r, 2, 8)
        self._surf, self._surf_key = s, key
        return s

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._compose(), self.rect)

    def text_rows(self) -> int:
        return len(self.rows)
