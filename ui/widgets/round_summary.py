"""The end of a round (age, era) as a moment: a centred panel over the board that says
what was scored, by whom and why — a table of each seat's points gained per source
(the state's `score_breakdown`) and the log lines of the scoring — with a Continue
button. Built once per round end (`RoundSummary.build`), drawn from its cached surface.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ui import i18n
from ui import palette as P
from ui.widgets.text import HEAD_SIZE, HEAD_TRIES, fit, heading_lines, text_of, tr


def score_source_label(key: str, game_id: str = "") -> str:
    """A score source's name: the game's own wording first ("score.<game>.<key>"), then
    the shared one, else the key made readable."""
    if game_id and i18n.has(f"score.{game_id}.{key}"):
        return i18n.t(f"score.{game_id}.{key}")
    if i18n.has(f"score.{key}"):
        return i18n.t(f"score.{key}")
    return key.replace("_", " ").capitalize()


@dataclass
class RoundSummary:
    """What a round end showed: its title, per seat the points gained per source, the
    totals, and the lines of the log that explain them."""

    title: str
    names: list[str]
    sources: list[str]                       # breakdown keys that changed for someone
    gains: list[dict[str, int]]              # per seat: key -> points gained
    totals: list[int]                        # per seat: the score after
    lines: list[str] = field(default_factory=list)
    gained: list[int] = field(default_factory=list)   # per seat: total after - total before
    colours: list = field(default_factory=list)       # per row, when rows are more than the seats
    symbols: list = field(default_factory=list)

    @classmethod
    def between(cls, title: str, names: list[str], before: list[dict[str, int]], after: list[dict[str, int]],
                lines: list[str], colours: list | None = None, symbols: list | None = None) -> RoundSummary:
        """The points gained from `before` to `after` (each a breakdown per row: source ->
        points, "total" optional). A row may carry only a "total" (a solo enemy)."""
        keys: list[str] = []
        for row in after:
            for k in row:
                if k != "total" and k not in keys:
                    keys.append(k)
        gains = [{k: int(a.get(k, 0)) - int(b.get(k, 0)) for k in keys if k in a or k in b}
                 for b, a in zip(before, after)]
        changed = [k for k in keys if any(g.get(k, 0) for g in gains)]

        def total(d: dict[str, int]) -> int:
            return int(d.get("total", sum(v for k, v in d.items() if k != "total")))

        totals = [total(a) for a in after]
        gained = [total(a) - total(b) for b, a in zip(before, after)]
        return cls(title, list(names), changed, gains, totals, list(lines), gained,
                   list(colours or []), list(symbols or []))


PANEL_W = 900        # the panel's width, unless its columns need more
MAX_PANEL_W = 1180   # the widest it grows (Blood Rage's seven sources), still inside the window
NAME_W = 150         # the least width of the names' column
PAD = 20
# games whose summary totals leave out points lying face down (Tiny Epic Vikings' Favor
# cards): a note under the table says so (summary.note.<game>)
NOTED_GAMES = frozenset({"vikings"})
HEAD_THIRD = 14      # what a heading's third line adds to the headings' row
LOG_ROWS = 16        # the log lines shown at once; the wheel and the arrows scroll the rest


def summary_columns(s: RoundSummary) -> tuple[int, int, int]:
    """(panel width, names' column width, width of a points column): a column for every
    source that changed (none is left out, so a row's columns add up to its Gained),
    then Gained and Total; the panel widens from PANEL_W up to MAX_PANEL_W to keep the
    names' column at least NAME_W wide, and the points columns narrow beyond that."""
    cols = len(s.sources) + 2
    col_w = 150 if len(s.sources) <= 3 else 110
    width = min(MAX_PANEL_W, max(PANEL_W, 2 * PAD + NAME_W + col_w * cols))
    col_w = min(col_w, (width - 2 * PAD - NAME_W) // cols)
    return width, width - 2 * PAD - col_w * cols, col_w


NUMBER_W = 60        # the least width of a points column (a "+14" and its room)


def summary_headings(s: RoundSummary, game_id: str) -> list[str]:
    """The points columns' headings: each source that changed, then Gained and Total."""
    return [score_source_label(k, game_id) for k in s.sources] + [tr("summary.gained", "Gained"),
                                                                  tr("summary.total", "Total")]


def column_widths(fonts, s: RoundSummary, game_id: str) -> tuple[int, int, list[int]]:
    """(panel width, names' column width, each points column's width): the columns of
    `summary_columns`, except that a heading whose longest word is wider than its column
    in the smallest heading size (Portuguese "Aprimoramentos", Greek "Αναβαθμίσεις")
    takes that width from the columns that need less, then from the names' column down to
    NAME_W * 3/4, so that no heading word is shortened."""
    width, name_w, col_w = summary_columns(s)
    smallest = min(z for z, _n in HEAD_TRIES)
    head = fonts.get("text-bold", smallest)
    need = [max(NUMBER_W, max((head.size(word)[0] for word in hd.split()), default=0) + 10)
            for hd in summary_headings(s, game_id)]
    cols = [col_w] * len(need)
    short = sum(max(0, n - col_w) for n in need)
    if not short:
        return width, name_w, cols
    spare = [max(0, col_w - n) for n in need]
    give = min(short, sum(spare))
    names_give = min(short - give, name_w - NAME_W * 3 // 4)
    left = give
    for k, n in enumerate(need):
        if n > col_w:
            cols[k] = col_w + (n - col_w) * (give + names_give) // short
        elif sum(spare) and left:
            take = min(left, spare[k], -(-give * spare[k] // sum(spare)))
            cols[k] -= take
            left -= take
    return width, width - 2 * PAD - sum(cols), cols


def _head_pitch(fonts, size: int) -> int:
    """The step between two lines of a heading drawn in `size`."""
    return max(size + 2, fonts.get("text-bold", size).get_height() - 2)


def summary_lines(fonts, s: RoundSummary) -> list[str]:
    """Every log line of the round, wrapped to the panel's width (none is left out)."""
    panel_w = summary_columns(s)[0]
    out: list[str] = []
    for ln in s.lines:
        out.extend(fonts.wrap(text_of(ln), "text", 16, panel_w - 2 * PAD - 12))
    return out


def shown_lines(fonts, s: RoundSummary, scroll: int = 0) -> tuple[list[str], int, int]:
    """The log lines the panel shows `scroll` lines up from the newest: (those lines, all
    the wrapped lines' count, the index after the last one shown)."""
    every = summary_lines(fonts, s)
    scroll = max(0, min(scroll, len(every) - LOG_ROWS))
    end = len(every) - scroll
    return every[max(0, end - LOG_ROWS):end], len(every), end


def draw_summary(fonts, s: RoundSummary, game_id: str, colours: list, symbols: list,
                 scroll: int = 0, final: bool = False) -> pygame.Surface:
    """The panel as one surface (drawn once per round end, and per scroll step): the log
    shows LOG_ROWS lines, `scroll` lines up from the newest, with a bar when it has more."""
    pad = PAD
    panel_w, name_w, widths = column_widths(fonts, s, game_id)
    row_h = 30
    lines, count, end = shown_lines(fonts, s, scroll)
    # a game whose points lie partly face down says so under the table (summary.note.<game>)
    # (the game's last summary: the final scoring turned them face up, its own note)
    note = (fonts.wrap(i18n.t(f"summary.note.{game_id}.final" if final else f"summary.note.{game_id}"),
                       "text", 15, panel_w - 2 * pad) if game_id in NOTED_GAMES else [])
    heads = summary_headings(s, game_id)
    # the headings' row: one line, or two smaller ones; three (Polish "Grabież (żeton
    # Chwały)" in a 110 px column) push the table down a line
    head_parts = [heading_lines(fonts, hd, cw - 6) for hd, cw in zip(heads, widths)]
    head_h = 30 + max(0, max(len(p) for p in head_parts) - 2) * HEAD_THIRD
    # the lowest heading line drawn (fonts drawn larger than asked, at a small window) stays above the rows
    head_h = max(head_h, max(-8 + sum(_head_pitch(fonts, z) for _t, z in p) for p in head_parts if len(p) > 1)
                 + 4 if any(len(p) > 1 for p in head_parts) else 0)
    h = (pad + 40 + head_h + row_h * len(s.names) + 16 + len(note) * 19 + (6 if note else 0)
         + (len(lines) * 20 + 10 if lines else 0) + 60)
    surf = pygame.Surface((panel_w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, P.PANEL, surf.get_rect(), 0, 14)
    pygame.draw.rect(surf, P.GOLD, surf.get_rect(), 2, 14)
    t = fonts.render(s.title, "display-bold", 28, P.GOLD)
    surf.blit(t, t.get_rect(midtop=(panel_w // 2, pad - 4)))
    y = pad + 40
    x = pad + name_w
    for hd, col_w in zip(heads, widths):
        parts = heading_lines(fonts, hd, col_w - 6)
        if len(parts) == 1 and parts[0][1] == HEAD_SIZE:
            hs = fonts.render(parts[0][0], "text-bold", HEAD_SIZE, P.TEXT_DIM)
            surf.blit(hs, hs.get_rect(midtop=(x + col_w // 2, y)))
        else:
            # a longer heading ("Ragnarok (doomed)", a longer language): smaller lines
            # each line a font's height below the last (the size asked for may be drawn
            # larger under the window's text-size rule: (size + 2) made the lines overlap)
            top = y - 8
            for part, size in parts:
                hs = fonts.render(part, "text-bold", size, P.TEXT_DIM)
                surf.blit(hs, hs.get_rect(midtop=(x + col_w // 2, top)))
                top += _head_pitch(fonts, size)
        x += col_w
    y += head_h
    gained_of = s.gained if len(s.gained) == len(s.names) else [sum(g.values()) for g in s.gains]
    best = max(gained_of) if gained_of else 0
    colours = s.colours if len(s.colours) >= len(s.names) else colours
    symbols = s.symbols if len(s.symbols) >= len(s.names) else symbols
    for i, name in enumerate(s.names):
        if i % 2 == 0:
            pygame.draw.rect(surf, P.PANEL_LIGHT, pygame.Rect(pad - 6, y - 2, panel_w - 2 * pad + 12, row_h), 0, 6)
        P.draw_symbol(surf, symbols[i], (pad + 10, y + row_h // 2 - 1), 8, colours[i], P.PARCHMENT, 2)
        ns = fonts.render(fit(fonts, name, "text-bold", 18, name_w - 36), "text-bold", 18, P.PARCHMENT)
        surf.blit(ns, (pad + 26, y + 3))
        x = pad + name_w
        gained = gained_of[i]
        for k, col_w in zip(s.sources, widths):
            v = s.gains[i].get(k, 0)
            vs = fonts.render(f"+{v}" if v > 0 else (str(v) if v else "·"), "text", 18,
                              P.PARCHMENT if v else P.TEXT_DIM)
            surf.blit(vs, vs.get_rect(midtop=(x + col_w // 2, y + 3)))
            x += col_w
        col_w = widths[-2]
        gs = fonts.render(f"+{gained}" if gained > 0 else str(gained), "text-bold", 18,
                          P.GOLD if gained == best and gained > 0 else P.PARCHMENT)
        surf.blit(gs, gs.get_rect(midtop=(x + col_w // 2, y + 3)))
        x += col_w
        col_w = widths[-1]
        ts = fonts.render(str(s.totals[i]), "display-bold", 20, P.GOLD)
        surf.blit(ts, ts.get_rect(midtop=(x + col_w // 2, y + 1)))
        y += row_h
    y += 16
    for ln in note:
        surf.blit(fonts.render(ln, "text", 15, P.TEXT_DIM), (pad, y - 6))
        y += 19
    y += 6 if note else 0
    if count > len(lines):
        # the scroll bar: where the lines shown are among all of the round's
        track = pygame.Rect(panel_w - pad - 6, y, 6, len(lines) * 20)
        pygame.draw.rect(surf, P.PANEL_LIGHT, track, 0, 3)
        top = track.y + track.h * (end - len(lines)) // count
        thumb = pygame.Rect(track.x, top, track.w, max(12, track.h * len(lines) // count))
        pygame.draw.rect(surf, P.GOLD, thumb.clamp(track), 0, 3)
    for ln in lines:
        surf.blit(fonts.render(ln, "text", 16, P.PARCHMENT), (pad, y))
        y += 20
    return surf
