"""Statistics (issue 35 item 3), from the title: the finished games recorded in the
database beside the saves (saves.records), per game and opponent level (played, won,
win rate, average and best score, longest run of wins), per player name, a chart of the
scores over time and one of the win rate by bot level; filtered by game and player
count. An empty database says how it fills; Rebuild records every finished save again.

The database is read in the background (`Background`, as the load screen lists the
saves): the finished saves not recorded yet are counted first (`Records.catch_up`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.registry import GAMES
from saves.records import HOT_SEAT, LEVELS, SOLO, Line, SeatRow, Summary, summary
from ui import palette
from ui.scenes.base import UIScene, game_title
from ui.widgets.text import fit, text_of, tr

CHART_SERIES = 4     # players drawn in the chart of scores (those with the most games)
TABLE_ROWS = 9       # rows of the table per game and level (the busiest first beyond it)
NAME_ROWS = 5


def level_text(level: str) -> str:
    """An opponent level in the language shown."""
    if level == HOT_SEAT:
        return tr("stats.level.humans", "Humans only")
    if level == SOLO:
        return tr("stats.level.solo", "Solo (enemy clan)")
    return tr(f"kind.{level}", level.capitalize())


def percent(x: float) -> str:
    return f"{round(100 * x)}%"


class StatsScene(UIScene):
    def __init__(self, app: Any) -> None:
        self.all_rows: list[SeatRow] = []
        self.game: str | None = None       # filter: a game id, or every game
        self.players: int | None = None    # filter: a player count, or any
        self._job: Any = None
        self._charts: dict[str, pygame.Surface] = {}
        self.rows_drawn: dict[str, int] = {}   # rows of each table in the last frame drawn
        self.loaded = False
        super().__init__(app)
        self._read()

    # --- the data -------------------------------------------------------------------------
    def _read(self, rebuild: bool = False) -> None:
        from ui.scenes.load import Background

        store = self.app.store
        db = store.records

        def work() -> list[SeatRow]:
            db.notice = ""
            if rebuild:
                db.rebuild(store)
            else:
                db.catch_up(store)
            return db.rows(store=store)

        self.loaded = False
        self._job = Background(work, name="read-statistics")
        self._take()

    def _take(self) -> None:
        job = self._job
        if job is None or not job.done:
            return
        self._job = None
        self.loaded = True
        db = self.app.store.records
        if job.error is not None:
            self.all_rows = []
            self.show_message(tr("stats.read_failed", "The statistics could not be read: {reason}",
                                 reason=str(job.error)[:120]))
        else:
            self.all_rows = list(job.result)
            self.show_message(text_of(db.notice) if db.notice else "", error=True)
        self._charts = {}
        if getattr(self, "manager", None) is not None:
            self.rebuild()

    def rows(self) -> list[SeatRow]:
        """The recorded seats the filters keep."""
        return [r for r in self.all_rows
                if (self.game is None or r.game == self.game) and (self.players is None or r.players == self.players)]

    def summary(self) -> Summary:
        return summary(self.rows())

    def games_recorded(self) -> list[str]:
        return [g for g in GAMES if any(r.game == g for r in self.all_rows)]

    def counts_recorded(self) -> list[int]:
        return sorted({r.players for r in self.all_rows if self.game is None or r.game == self.game})

    # --- building -------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        self.button("back", (60, h - 100, 220, 56), tr("common.back", "Back"), self.app.pop)
        text = tr("stats.rebuild", "Rebuild from the saves")
        bw = self.width_for(text, 320, w - 420)
        self.message_rect = pygame.Rect(320, h - 100, w - 60 - bw - 20 - 320, 60)
        self.button("rebuild", (w - 60 - bw, h - 100, bw, 56), text, self.rebuild_from_saves, enabled=self._job is None)
        game = game_title(self.game) if self.game else tr("stats.all_games", "All games")
        count = (tr("stats.players_n", "{n} players", n=self.players) if self.players
                 else tr("stats.all_counts", "Any number of players"))
        self.button("game", (w - 760, 40, 340, 52), game, self.next_game, enabled=bool(self.all_rows))
        self.button("players", (w - 400, 40, 340, 52), count, self.next_count, enabled=bool(self.all_rows))

    def next_game(self) -> None:
        """The game filter moves to the next game that has recorded games (then all)."""
        games = [None, *self.games_recorded()]
        self.game = games[(games.index(self.game) + 1) % len(games)] if self.game in games else None
        if self.players not in self.counts_recorded():
            self.players = None
        self._charts = {}
        self.rebuild()

    def next_count(self) -> None:
        counts = [None, *self.counts_recorded()]
        self.players = counts[(counts.index(self.players) + 1) % len(counts)] if self.players in counts else None
        self._charts = {}
        self.rebuild()

    def rebuild_from_saves(self) -> None:
        if self._job is None:
            self._read(rebuild=True)
            if self._job is not None:
                self.rebuild()

    def update(self, dt: float) -> None:
        if self._job is not None:
            self._take()
        super().update(dt)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def on_language(self) -> None:
        self._charts = {}
        super().on_language()

    # --- drawing --------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        self.text(surface, tr("stats.title", "Statistics"), (60, 40), role="display-bold", size=48,
                  colour=palette.GOLD)
        if not self.loaded:
            self.text(surface, tr("stats.reading", "Reading the statistics…"), (60, 140), colour=palette.TEXT_DIM)
            return
        rows = self.rows()
        if not self.all_rows or not rows:
            self._draw_empty(surface, pygame.Rect(60, 130, w - 120, h - 260), filtered=bool(self.all_rows))
            return
        s = summary(rows)
        left = pygame.Rect(60, 120, (w - 150) * 58 // 100, h - 240)
        right = pygame.Rect(left.right + 30, 120, w - 60 - left.right - 30, h - 240)
        self.text(surface, tr("stats.count", "Finished games: {n}", n=s.games), (60 + 330, 58), size=18,
                  colour=palette.TEXT_DIM)
        # title, heading, then 30 px a row (a row is 26 px high): every row fits
        names_h = 64 + 30 * min(NAME_ROWS, len(s.by_name))
        by_game = self._game_lines(s, max(2, (left.h - 16 - names_h - 64) // 30))
        table_h = 64 + 30 * len(by_game)
        names = pygame.Rect(left.x, left.y + table_h + 16, left.w, left.h - table_h - 16)
        self._draw_tables(surface, pygame.Rect(left.x, left.y, left.w, table_h), names, by_game, s)
        half = (right.h - 16) // 2
        self._chart(surface, "scores", pygame.Rect(right.x, right.y, right.w, half), s)
        self._chart(surface, "levels", pygame.Rect(right.x, right.y + half + 16, right.w, right.h - half - 16), s)

    def _draw_empty(self, surface: pygame.Surface, rect: pygame.Rect, filtered: bool) -> None:
        self.panel(surface, rect)
        if filtered:
            head = tr("stats.empty_filtered", "No recorded game matches these filters.")
            body = tr("stats.empty_filtered_hint", "Choose another game or number of players above.")
        else:
            head = tr("stats.empty", "No finished games recorded yet.")
            body = tr("stats.empty_hint", "Every game played to its end here, solo or hot seat, is counted: "
                      "wins, scores, opponents, hints and undos. Games finished before this version are in "
                      "their saves: Rebuild from the saves counts them.")
        fonts = self.app.fonts
        y = rect.centery - 60
        img = fonts.render(head, "display-bold", 30, palette.GOLD)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += 56
        for line in fonts.wrap(body, "text", 20, min(900, rect.w - 80)):
            img = fonts.render(line, "text", 20, palette.TEXT)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += 28

    def _columns(self, width: int, heads: list[str], lines: list[tuple[str, Line | None]]) -> tuple[int, list[int]]:
        """The first column's width (a game or a name) and the x offsets of the six figures'
        columns, alike in both tables: each as wide as its heading or widest figure needs,
        what is left shared out; when room is short the first column gives it up (its labels
        are shortened)."""
        fonts = self.app.fonts
        need = [fonts.get("text-bold", 15).size(h)[0] + 12 for h in self._head_cells()]
        label = max(fonts.get("text-bold", 15).size(h)[0] + 12 for h in heads)
        for name, line in lines:
            if line is None:
                continue
            need = [max(n, fonts.get("text", 18).size(c)[0] + 12) for n, c in zip(need, self._line_cells(line))]
            label = max(label, fonts.get("text", 18).size(name)[0] + 30)
        extra = width - 24 - sum(need) - label
        if extra >= 0:
            share = extra // 7
            first, need = label + share, [n + share for n in need]
        else:
            first = max(width * 18 // 100, width - 24 - sum(need))
        xs, x = [], first + 12
        for n in need:
            xs.append(x)
            x += n
        return first, xs

    def _line_cells(self, line: Line) -> list[str]:
        return [str(line.played), str(line.won), percent(line.win_rate), f"{line.average:.1f}",
                str(line.best if line.best is not None else "-"), str(line.streak)]

    def _head_cells(self) -> list[str]:
        return [tr("stats.col.played", "Played"), tr("stats.col.won", "Won"), tr("stats.col.rate", "Win rate"),
                tr("stats.col.average", "Average"), tr("stats.col.best", "Best"), tr("stats.col.streak", "Streak")]

    def _draw_grid(self, surface: pygame.Surface, rect: pygame.Rect, title: str, first_head: str,
                   lines: list[tuple[str, Line | None]], columns: tuple[int, list[int]]) -> int:
        """The table's rows that fit in rect (a line without figures is a game's heading
        over its rows); returns how many rows of figures were drawn."""
        self.panel(surface, rect)
        fonts = self.app.fonts
        self.text(surface, title, (rect.x + 16, rect.y + 8), role="display-bold", size=22, colour=palette.GOLD)
        first, cols = columns
        indent = 18 if any(line is None for _label, line in lines) else 0
        y = rect.y + 38
        room = [(cols[i + 1] - cols[i] - 8) if i + 1 < len(cols) else rect.w - 16 - cols[i] for i in range(len(cols))]
        surface.blit(fonts.render(fit(fonts, first_head, "text-bold", 15, first - 8), "text-bold", 15,
                                  palette.TEXT_DIM), (rect.x + 16, y))
        for x, cell, r in zip(cols, self._head_cells(), room):
            img = fonts.render(fit(fonts, cell, "text-bold", 15, r), "text-bold", 15, palette.TEXT_DIM)
            surface.blit(img, (rect.x + 16 + x, y))
        y += 26
        drawn = 0
        for label, line in lines:
            if y + 26 > rect.bottom:
                break
            if line is None:
                surface.blit(fonts.render(fit(fonts, label, "text-bold", 16, rect.w - 32), "text-bold", 16,
                                          palette.GOLD), (rect.x + 16, y + 2))
                y += 30
                continue
            drawn += 1
            if drawn % 2 == 0:   # every second row of figures on a lighter band
                surface.fill(palette.PANEL_LIGHT, (rect.x + 6, y - 2, rect.w - 12, 28))
            surface.blit(fonts.render(fit(fonts, label, "text", 18, first - 8 - indent), "text", 18, palette.TEXT),
                         (rect.x + 16 + indent, y))
            for x, cell in zip(cols, self._line_cells(line)):
                surface.blit(fonts.render(cell, "text", 18, palette.TEXT), (rect.x + 16 + x, y))
            y += 30
        return drawn

    def _game_lines(self, s: Summary, most: int) -> list[tuple[str, Line | None]]:
        """The busiest lines per game and level (at most TABLE_ROWS, and as many as leave
        the table per player its rows), each game's title over its opponent levels (a line
        of its own: a title and a level did not fit one row)."""
        busiest = sorted(s.by_game_level.items(), key=lambda kv: -kv[1].played)[:TABLE_ROWS]
        order = list(s.by_game_level)
        while busiest:
            out: list[tuple[str, Line | None]] = []
            last = None
            for (g, lv), line in sorted(busiest, key=lambda kv: order.index(kv[0])):
                if g != last:
                    out.append((game_title(g), None))
                    last = g
                out.append((level_text(lv), line))
            if len(out) <= most:
                return out
            busiest = busiest[:-1]
        return []

    def _draw_tables(self, surface: pygame.Surface, games: pygame.Rect, names: pygame.Rect,
                     by_game: list[tuple[str, Line | None]], s: Summary) -> None:
        by_name = list(s.by_name.items())[:NAME_ROWS]
        heads = (tr("stats.col.game", "Game · opponents"), tr("stats.col.name", "Player"))
        columns = self._columns(games.w - 16, list(heads), by_game + by_name)
        self.rows_drawn["by_game"] = self._draw_grid(
            surface, games, tr("stats.by_game", "Per game and opponents"), heads[0], by_game, columns)
        self.rows_drawn["by_name"] = self._draw_grid(
            surface, names, tr("stats.by_name", "Per player"), heads[1], by_name, columns)

    def _chart(self, surface: pygame.Surface, which: str, rect: pygame.Rect, s: Summary) -> None:
        """A chart drawn once into a surface per size and filters (blitted each frame)."""
        key = f"{which}{rect.size}"
        img = self._charts.get(key)
        if img is None:
            img = self._charts[key] = (self._scores_chart if which == "scores" else self._levels_chart)(rect.size, s)
        surface.blit(img, rect)

    def _frame(self, size: tuple[int, int], title: str) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, palette.PANEL, surf.get_rect(), border_radius=12)
        pygame.draw.rect(surf, palette.PANEL_BORDER, surf.get_rect(), 2, border_radius=12)
        surf.blit(self.app.fonts.render(title, "display-bold", 22, palette.GOLD), (16, 8))
        return surf

    def series(self, s: Summary) -> list[tuple[str, list[tuple[int, int]]]]:
        """The chart of scores: per player (those with the most games), (game number, score)."""
        names = list(s.by_name)[:CHART_SERIES]
        out = []
        for name in names:
            out.append((name, [(i, score) for i, (_t, n, _g, score) in enumerate(s.scores) if n == name]))
        return out

    def _scores_chart(self, size: tuple[int, int], s: Summary) -> pygame.Surface:
        from ui.widgets.chart import nice_step

        surf = self._frame(size, tr("stats.chart.scores", "Scores over time"))
        fonts = self.app.fonts
        w, h = size
        plot = pygame.Rect(60, 44, w - 90, h - 44 - 64)
        series = self.series(s)
        n = max(1, len(s.scores))
        top = max([score for _n, pts in series for _i, score in pts] or [1])
        step = nice_step(max(1, top))
        ymax = max(step, ((top + step - 1) // step) * step)
        for v in range(0, ymax + 1, step):
            y = plot.bottom - plot.h * v // ymax
            pygame.draw.line(surf, (44, 54, 68), (plot.left, y), (plot.right, y), 1)
            img = fonts.render(str(v), "text", 14, palette.TEXT_DIM)
            surf.blit(img, img.get_rect(midright=(plot.left - 8, y)))
        pygame.draw.line(surf, palette.PANEL_BORDER, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surf, palette.PANEL_BORDER, plot.bottomleft, plot.topleft, 2)
        first, last = (s.scores[0][0], s.scores[-1][0]) if s.scores else (0, 0)
        for t, anchor, x in ((first, "topleft", plot.left), (last, "topright", plot.right)):
            img = fonts.render(_date(t), "text", 14, palette.TEXT_DIM)
            surf.blit(img, img.get_rect(**{anchor: (x, plot.bottom + 6)}))
        colours = [palette.GOLD, palette.ICE, palette.EMBER, palette.MOSS]
        for k, (name, pts) in enumerate(series):
            colour, symbol = colours[k % len(colours)], palette.SYMBOLS[k % len(palette.SYMBOLS)]
            xy = [(plot.left + (plot.w * i / (n - 1) if n > 1 else plot.w / 2),
                   plot.bottom - plot.h * score / ymax) for i, score in pts]
            if len(xy) > 1:
                pygame.draw.lines(surf, colour, False, xy, 2)
            for p in xy:
                palette.draw_symbol(surf, symbol, p, 6, colour, width=1)
            lx = 20 + k * ((w - 40) // CHART_SERIES)
            palette.draw_symbol(surf, symbol, (lx + 8, h - 18), 7, colour)
            img = fonts.render(fit(fonts, name, "text", 15, (w - 40) // CHART_SERIES - 30), "text", 15, palette.TEXT)
            surf.blit(img, (lx + 20, h - 28))
        return surf

    def bars(self, s: Summary) -> list[tuple[str, Line]]:
        """The chart of win rates: the bot levels played against, weakest first, then the solo
        enemy, then humans."""
        return [(lv, s.by_level[lv]) for lv in (*LEVELS, SOLO, HOT_SEAT) if lv in s.by_level]

    def _levels_chart(self, size: tuple[int, int], s: Summary) -> pygame.Surface:
        surf = self._frame(size, tr("stats.chart.levels", "Win rate by bot level"))
        fonts = self.app.fonts
        w, h = size
        plot = pygame.Rect(60, 66, w - 90, h - 66 - 58)
        for v in (0, 25, 50, 75, 100):
            y = plot.bottom - plot.h * v // 100
            pygame.draw.line(surf, (44, 54, 68), (plot.left, y), (plot.right, y), 1)
            img = fonts.render(f"{v}%", "text", 14, palette.TEXT_DIM)
            surf.blit(img, img.get_rect(midright=(plot.left - 8, y)))
        bars = self.bars(s)
        slot = plot.w // max(1, len(bars))
        for i, (level, line) in enumerate(bars):
            bw = min(90, slot * 2 // 3)
            x = plot.left + i * slot + (slot - bw) // 2
            bh = int(plot.h * line.win_rate)
            colour = palette.GOLD if level != HOT_SEAT else palette.ICE
            if bh:
                pygame.draw.rect(surf, colour, (x, plot.bottom - bh, bw, bh), border_radius=4)
            img = fonts.render(percent(line.win_rate), "text-bold", 15, palette.TEXT)
            surf.blit(img, img.get_rect(midbottom=(x + bw // 2, plot.bottom - bh - 4)))
            label = level_text(level)
            if level == SOLO and fonts.get("text", 15).size(label)[0] > slot - 6:
                label = tr("stats.level.solo_short", "Solo")   # a narrow bar: the enemy clan goes
            img = fonts.render(fit(fonts, label, "text", 15, slot - 6), "text", 15, palette.TEXT)
            surf.blit(img, img.get_rect(midtop=(x + bw // 2, plot.bottom + 6)))
            games = (tr("stats.chart.one_game", "1 game") if len(line.games) == 1
                     else tr("stats.chart.games", "{n} games", n=len(line.games)))
            img = fonts.render(games, "text", 13, palette.TEXT_DIM)
            surf.blit(img, img.get_rect(midtop=(x + bw // 2, plot.bottom + 26)))
        pygame.draw.line(surf, palette.PANEL_BORDER, plot.bottomleft, plot.bottomright, 2)
        return surf

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        s = self.summary()
        d.update(games=s.games, game=self.game, players=self.players, loaded=self.loaded, rows=dict(self.rows_drawn),
                 levels=[lv for lv, _ in self.bars(s)])
        return d


def _date(t: float) -> str:
    import time

    try:
        return time.strftime("%Y-%m-%d", time.localtime(t))
    except (OverflowError, OSError, ValueError):
        return "?"
