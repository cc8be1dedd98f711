"""The top bar: the game's title (on the static layer), the round, the status, the
buttons (Menu, Rules, Results, Last round, Pause bots) and the bots' thinking line."""

from __future__ import annotations

from typing import Any

import pygame

from ui import palette as P
from ui.widgets.anim import pulse
from ui.widgets.buttons import button_width
from ui.widgets.pieces import mix
from ui.widgets.text import fit_lines, fit_size, lines_whole, progress_text, tr

THINKING_DOTS_W = 44      # the three pulsing dots after the bots' thinking line
# the top bar's status: one line down to 14 px, else two smaller ones (Greek Asgard
# "Φάση 3: Bjorn εκτελεί τον δίσκο: πάνω θέση Προσευχής (Φρέγια)" beside the bots'
# thinking line), shortened only when even those do not hold it
STATUS_TRIES = ((18, 1), (17, 1), (16, 1), (15, 1), (14, 1), (15, 2), (14, 2), (13, 2))
_STATUS: dict[tuple, tuple[list[tuple[str, int]], bool]] = {}


def status_lines(fonts: Any, text: str, room: int) -> tuple[list[tuple[str, int]], bool]:
    """The top bar's status in `room` px as (line, size) pairs (STATUS_TRIES), and
    whether they hold it whole; worked out once per text and room."""
    key = (fonts.key, text, room)
    got = _STATUS.get(key)
    if got is None:
        if len(_STATUS) > 256:
            _STATUS.clear()
        whole = lines_whole(fonts, text, "text", room, STATUS_TRIES)
        got = _STATUS[key] = (whole, True) if whole is not None else \
            (fit_lines(fonts, text, "text", room, STATUS_TRIES), False)
    return got


_WHOLE: dict[tuple, bool] = {}


def status_whole(fonts: Any, text: str, room: int) -> bool:
    """True if the status holds whole in `room` px (STATUS_TRIES); nothing shortened."""
    key = (fonts.key, text, room)
    got = _WHOLE.get(key)
    if got is None:
        if len(_WHOLE) > 256:
            _WHOLE.clear()
        got = _WHOLE[key] = lines_whole(fonts, text, "text", room, STATUS_TRIES) is not None
    return got


def two_lines(fonts: Any, text: str, size: int = 14) -> tuple[list[str], int]:
    """`text` split in two lines of about the same width (the thinking line beside a long
    status), and the wider line's width in `size` px."""
    words = text.split(" ")
    font = fonts.get("text", size)
    best = ([text], font.size(text)[0])
    for k in range(1, len(words)):
        lines = [" ".join(words[:k]), " ".join(words[k:])]
        w = max(font.size(ln)[0] for ln in lines)
        if w < best[1]:
            best = (lines, w)
    return best


class TopBar:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.label_x = 160            # where the round label starts (right of the title)
        self.label = ""               # the round label's words in the last layer
        self.status_end = 0           # the status's right end in the last layer
        self.free_x = frame.layout.RULES_BUTTON.x   # left of the bar's buttons
        self.thinking_fit: tuple | None = None      # ((text, room), (shown, size)) of the thinking line
        self.thinking_two: list[str] | None = None  # ... or its two lines in 14 px, when one is too short
        self.thinking_rect: pygame.Rect | None = None

    def draw_title(self, s: pygame.Surface) -> None:
        """The bar and the game's title, on the static layer."""
        f = self.frame
        top = f.layout.TOP
        pygame.draw.rect(s, P.PANEL, top)
        pygame.draw.line(s, P.PANEL_BORDER, (0, top.bottom), (f.layout.SCREEN.w, top.bottom), 2)
        title = f.fonts.render(f.title, "display-bold", 30, P.GOLD)
        s.blit(title, (16, (top.h - title.get_height()) // 2))
        self.label_x = max(160, 16 + title.get_width() + 24)

    def thinking_text(self) -> str:
        f = self.frame
        names = ", ".join(f.names[s] for s in f.session.thinking_seats())
        return tr("board.thinking_top", "{names} thinking", names=names)

    def draw(self, d: pygame.Surface, v: Any) -> None:
        """The round, the status and the buttons, on the dynamic layer."""
        fr = self.frame
        f = fr.fonts
        lay = fr.layout
        x = self.label_x
        p = v.progress()
        if p.over and fr.end_untold():   # the end is being told: the last round, not "Game over"
            words = progress_text(p._replace(over=False), fr.game_id, phase=False)
        else:
            words = progress_text(p, fr.game_id)
        self.label = words
        label = f.render(words, "text-bold", 18, P.PARCHMENT)
        d.blit(label, (x, 14))
        sx = max(400, x + label.get_width() + 30)
        fr.buttons.append((lay.MENU_BUTTON, tr("board.menu", "Menu"), "menu"))
        fr.buttons.append((lay.RULES_BUTTON, tr("board.rules", "Rules"), "rules"))
        x = lay.RULES_BUTTON.x
        # right to left beside Rules, each as wide as its label needs (Portuguese
        # "Resultados" read "Resulta…" at 1280x720)
        extra = []
        if fr.gameover_shown:
            extra.append((tr("board.results", "Results"), "results", lay.RESULTS_BUTTON.w))
        if fr.summary is not None:
            extra.append((tr("board.summary", "Last round"), "summary", 120))
        if fr.has_bots() and not v.is_over():
            extra.append((tr("board.bots_go_on", "Bots: go on") if fr.bots_paused
                          else tr("board.pause_bots", "Pause bots"), "bots", 120))
        for label, key, least in extra:
            w = button_width(f, label, least)
            fr.buttons.append((pygame.Rect(x - 8 - w, lay.RULES_BUTTON.y, w, lay.RULES_BUTTON.h), label, key))
            x -= 8 + w
        self.free_x = x
        # the status in the room left of the buttons (a longer language: smaller, then
        # shortened), and left of the bots' "thinking" line while they think
        room = max(60, x - 16 - sx)
        text = fr.status_text(v)
        lines, whole = status_lines(f, text, room)
        if fr.session.thinking:
            # the thinking line keeps its whole width if the status holds beside it (on
            # two lines if it must: Portuguese "Pensando: Astrid, Bjorn" was cut), else
            # the status keeps half the room
            think_w = f.get("text", 16).size(self.thinking_text())[0] + THINKING_DOTS_W
            rooms = [max(60, room - think_w - 16), max(60, room - min(think_w, room // 2) - 16),
                     # larger texts: the thinking line on two lines, the status beside it
                     max(60, room - two_lines(f, self.thinking_text())[1] - THINKING_DOTS_W - 16)]
            pick = next((r for r in rooms if status_whole(f, text, r)), rooms[1])
            lines, whole = status_lines(f, text, pick)
        if len(lines) == 1:
            status, size = lines[0]
            st = f.render(status, "text", size, P.PARCHMENT)
            d.blit(st, (sx, 14 + (18 - size) // 2))
            self.status_end = sx + st.get_width()
        else:   # two lines, centred on the bar's line
            pitch = f.get("text", lines[0][1]).get_linesize() - 1
            y = 24 - pitch * len(lines) // 2
            end = sx
            for status, size in lines:
                st = f.render(status, "text", size, P.PARCHMENT)
                d.blit(st, (sx, y))
                y += pitch
                end = max(end, sx + st.get_width())
            self.status_end = end
        self.lay_out_thinking()

    def lay_out_thinking(self) -> None:
        """Who is thinking, right-aligned to the top bar's buttons and never over the
        status (smaller, then shortened: Portuguese "Pensando: Astrid, Bjorn, Sigrid"),
        worked out once per text and room."""
        fr = self.frame
        if not fr.session.thinking:
            self.thinking_rect = None
            return
        right = self.free_x - 16 - THINKING_DOTS_W
        left = self.status_end + 16
        key = (self.thinking_text(), max(40, right - left))
        if self.thinking_fit is None or self.thinking_fit[0] != key:
            lines, width = two_lines(fr.fonts, key[0])
            one = fr.fonts.get("text", 13).size(key[0])[0] <= key[1]
            self.thinking_two = lines if not one and len(lines) == 2 and width <= key[1] else None
            self.thinking_fit = (key, (key[0], 14) if self.thinking_two else
                                 fit_size(fr.fonts, key[0], "text", 16, key[1], min_size=13))
        if self.thinking_two is not None:
            font = fr.fonts.get("text", 14)
            w = max(font.size(ln)[0] for ln in self.thinking_two)
            self.thinking_rect = pygame.Rect(right - w, 8, w + THINKING_DOTS_W, 2 * (font.get_linesize() - 1))
            return
        text, size = self.thinking_fit[1]
        w, h = fr.fonts.get("text", size).size(text)
        self.thinking_rect = pygame.Rect(right - w, 16, w + THINKING_DOTS_W, h)

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """The thinking line laid out last, with three pulsing dots."""
        fr = self.frame
        if self.thinking_fit is None or self.thinking_rect is None:
            return
        x = self.thinking_rect.x
        if self.thinking_two is not None:
            y, end = self.thinking_rect.y, x
            for ln in self.thinking_two:
                ts = fr.fonts.render(ln, "text", 14, P.GOLD)
                surface.blit(ts, (x, y))
                y += fr.fonts.get("text", 14).get_linesize() - 1
                end = max(end, x + ts.get_width())
            dots_x, dots_y = self.thinking_rect.right - THINKING_DOTS_W + 12, self.thinking_rect.bottom - 8
        else:
            text, size = self.thinking_fit[1]
            ts = fr.fonts.render(text, "text", size, P.GOLD)
            surface.blit(ts, (x, 16 + (16 - size) // 2))
            dots_x, dots_y = x + ts.get_width() + 12, 26
        for i in range(3):
            a = 0.5 + 0.5 * pulse(fr.time - i * 0.2, 0.9)
            pygame.draw.circle(surface, mix(P.PANEL, P.GOLD, a), (dots_x + i * 12, dots_y), 4)
