"""Game over: the winners, the final scores with every source of points, the hints each
human seat took ("Ask the bot"), a line chart of the scores round by round, and Rematch /
New game / Title."""

from __future__ import annotations

import random
from typing import Any

import pygame

from ui import palette
from ui.i18n import has, t
from ui.scenes.base import UIScene, game_title, show_session
from ui.widgets.chart import ScoreChart
from ui.widgets.round_summary import score_source_label as source_label
from ui.widgets.text import and_list, tr, unit_text
from ui.widgets.tiebreak import broken_tie

TABLE_RECT = pygame.Rect(60, 190, 860, 540)
CHART_RECT = pygame.Rect(950, 190, 590, 540)
TIEBREAK_WIDTH = CHART_RECT.right - TABLE_RECT.x   # the tie-break line under the headline
WINNER_COLUMN = (58, 48, 20)   # the winners' columns of the table
WINNER_BAND = (66, 56, 28)     # ... where they cross a banded row


class GameOverScene(UIScene):
    def __init__(self, app: Any, session: Any) -> None:
        self.session = session
        state = session.state
        self.scores = [int(s) for s in state.scores()]
        self.breakdown = [dict(d) for d in state.score_breakdown()]
        self.winners = list(session.winners()) if hasattr(session, "winners") else list(state.winners())
        self.conceded = list(getattr(session, "conceded", []) or [])
        self.game_id = getattr(session.spec, "id", "midgard")
        self.names = list(session.names)
        self.colours = [palette.seat_colour(self.game_id, int(s.get("colour", i)))
                        for i, s in enumerate(session.seats)]
        self.symbols = [palette.seat_symbol(self.game_id, i) for i in range(len(self.names))]
        # the sides no one plays (a solo enemy) stand beside the seats, as the board shows them
        self.rivals = list(state.rivals())
        for r in self.rivals:
            if r.won:
                self.winners.append(len(self.names))
            self.names.append(tr(r.name))
            self.scores.append(int(r.breakdown.get("total", 0)))
            self.breakdown.append(dict(r.breakdown))
            self.colours.append(palette.TEXT_DIM)
            self.symbols.append("hexagon")
        keys: list[str] = []
        for d in self.breakdown:
            for k in d:
                if k not in keys:
                    keys.append(k)
        self.has_total = "total" in keys
        # hints taken per seat (None for a bot seat), shown when a human played
        seats = list(getattr(session, "seats", []) or [])
        taken = getattr(session, "hints_taken", None)
        self.hints = [taken(i) if callable(taken) and s.get("kind") == "human" else None
                      for i, s in enumerate(seats)]
        self.show_hints = any(h is not None for h in self.hints)
        self.keys = [k for k in keys if k != "total"]
        self._table: pygame.Surface | None = None
        # a seat at another's table: Watch and Review wait for the host's record of the game
        self.record_wait = self._record_wait()
        below = app.top  # the scene this one is pushed over (the finished board), if any
        self.has_board_below = below is not None and getattr(below, "session", None) is session
        self.chart = self._make_chart(app.fonts)
        super().__init__(app)

    def _make_chart(self, fonts: Any) -> ScoreChart:
        """The chart of the scores, its words in the language shown."""
        session = self.session
        history = list(getattr(session, "score_history", []) or [])
        ends = list(getattr(session, "score_labels", None) or [])
        if len(ends) == len(history):
            # a set-up numbered 0 (Asgard's starting recruits) is no round: the chart's
            # start stands for it (its axis read "Round 0" beside "Start")
            kept = [i for i, x in enumerate(ends) if not (isinstance(x, (list, tuple)) and len(x) == 2 and x[1] == 0)]
            history, ends = [history[i] for i in kept], [ends[i] for i in kept]
        return ScoreChart(CHART_RECT.size, history, self.names,
                          self.colours, self.symbols, fonts, round_label=t("gameover.round_short"),
                          start_label=t("gameover.start"), empty_text=t("gameover.no_history"),
                          title=t(f"gameover.chart.{session.state.progress().unit}"),
                          labels=[unit_text(*x) for x in ends] or None)

    def on_language(self) -> None:
        """The chart and the table of points are drawn again in the new language."""
        seats = len(self.names) - len(self.rivals)
        self.names[seats:] = [tr(r.name) for r in self.rivals]
        self.chart = self._make_chart(self.app.fonts)
        self._table = None
        super().on_language()

    def winners_text(self) -> str:
        names = [self.names[i] for i in self.winners if 0 <= i < len(self.names)]
        if not names:
            text = t("gameover.no_winner")
        elif len(names) == 1:
            text = t("gameover.winner", name=names[0])
        else:
            text = t("gameover.shared", names=and_list(names))
        if getattr(self, "conceded", None):
            text += " " + t("gameover.conceded", names=", ".join(self.names[i] for i in self.conceded))
        return text

    def tiebreak_text(self) -> str:
        """When the winners share the best score with others, who they tied with and the
        game's tie-break rule (empty when the best score was not shared or stayed shared)."""
        tie = broken_tie(self.names, self.scores, self.winners)
        if tie is None or not has(f"gameover.tiebreak_rule.{self.game_id}"):
            return ""
        return t("gameover.tiebreak", score=tie[0], names=and_list(tie[1]),
                 rule=t(f"gameover.tiebreak_rule.{self.game_id}"))

    def tiebreak_size(self, text: str) -> int:
        """The largest size from 18 down to 13 at which the tie-break line fits the width
        of the table and the chart (TIEBREAK_WIDTH)."""
        for size in (18, 17, 16, 15, 14):
            if self.app.fonts.render(text, "text", size, palette.TEXT_DIM).get_width() <= TIEBREAK_WIDTH:
                return size
        return 13

    def build(self) -> None:
        w, h = self.app.size
        self.message_rect = pygame.Rect(60, h - 148, w - 120, 44)
        self.button("title", (60, h - 100, 240, 56), t("gameover.title_button"), self.app.go_to_title)
        if self.has_board_below:
            self.button("board", (320, h - 100, 300, 56), t("gameover.board"), self.back_to_board)
        if getattr(self.session, "rec", None) is not None and getattr(self.session.rec, "actions", None):
            ready = not self.record_wait
            self.button("watch", (640, h - 100, 220, 56), tr("gameover.watch", "Watch again"), self.watch,
                        enabled=ready, tool_tip=self.record_wait or None)
            self.button("review", (640, h - 164, 220, 56), tr("gameover.review", "Review my game"), self.review,
                        enabled=ready, tool_tip=self.record_wait or None)
        self.button("new", (w - 660, h - 100, 260, 56), t("gameover.new"), self.new_game)
        if self._can_rematch():
            self.button("rematch", (w - 380, h - 100, 320, 56), t("gameover.rematch"), self.rematch,
                        cls="primary_button")

    def _can_rematch(self) -> bool:
        """Rematch where this program starts the next game (not at a seat of another's
        table: the host starts it there)."""
        return bool(getattr(self.session, "can_rematch", True))

    def _record_wait(self) -> str:
        """Why Watch and Review wait ('' when the whole game is here: always, but at
        another's table before the host's record came)."""
        wait = getattr(self.session, "record_wait", None)
        return wait() if callable(wait) else ""

    def update(self, dt: float) -> None:
        if self.record_wait:
            # the host's messages are read while this screen is up (its record comes after the end)
            follow = getattr(self.session, "update", None)
            if callable(follow):
                follow()
            now = self._record_wait()
            if now != self.record_wait:
                self.record_wait = now
                self.rebuild()          # Watch and Review on (or why they stay off)
        super().update(dt)

    # --- actions ---------------------------------------------------------------------------
    def review(self) -> None:
        """The bot's review of the game just played (ui.scenes.review)."""
        from ui.scenes.review import ReviewScene

        self.app.push(ReviewScene(self.app, self.session.rec.copy()))

    def watch(self) -> None:
        """The game just played, again from its start, on its board over this screen."""
        from ui.watching import watch_record

        err = watch_record(self.app, self.session.rec.copy())
        if err:
            self.show_message(err)

    def rematch(self) -> None:
        try:
            from ui.session import GameSession
        except ImportError:
            self.show_message(t("error.no_session"))
            return
        seed = random.randrange(1, 2**31)
        again = getattr(self.session, "rematch", None)
        try:
            if callable(again):
                session = again(seed)
            else:          # a session of another kind (a watched record): its seats again
                seats = [dict(s) for s in self.session.seats]
                rec = getattr(self.session, "rec", None)
                session = GameSession.new(self.app, self.game_id, seats, seed, dict(getattr(rec, "options", {}) or {}))
        except (ValueError, NotImplementedError) as e:
            self.show_message(t("error.start_failed", reason=str(e)))
            return
        except OSError as e:
            self.show_message(tr("newgame.host_failed", "This computer cannot host a table now: {reason}",
                                 reason=str(e.strerror or e)))
            return
        if session is None:
            return
        err = show_session(self.app, session)
        if err:
            self.show_message(err)

    def back_to_board(self) -> None:
        """Look at the final board again (it can reopen this screen)."""
        if self.app.top is self and len(self.app.stack) > 1:
            self.app.pop()

    def new_game(self) -> None:
        from ui.scenes.new_game import NewGameScene
        from ui.scenes.title import TitleScene

        self.app.clear_to(TitleScene(self.app))
        self.app.push(NewGameScene(self.app, self.game_id))


    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.has_board_below:
                self.back_to_board()
            else:
                self.app.go_to_title()

    # --- drawing ----------------------------------------------------------------------------
    def _build_table(self) -> pygame.Surface:
        fonts = self.app.fonts
        surf = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, palette.PANEL, surf.get_rect(), border_radius=12)
        pygame.draw.rect(surf, palette.PANEL_BORDER, surf.get_rect(), 2, border_radius=12)
        n = len(self.names)
        label_w = 250
        col_w = max(100, (TABLE_RECT.width - label_w - 30) // max(1, n))
        name_size = 18 if col_w >= 140 else 16
        rows = self.keys + ["total"] + (["__hints__"] if self.show_hints else [])
        row_h = min(60, max(22, (TABLE_RECT.height - 130) // max(1, len(rows))))
        table_bottom = min(TABLE_RECT.height - 8, 112 + row_h * len(rows) + 18)
        # header: symbol and name per seat, a crown mark for winners
        for i, name in enumerate(self.names):
            cx = label_w + col_w * i + col_w // 2
            if i in self.winners:
                pygame.draw.rect(surf, WINNER_COLUMN, (cx - col_w // 2 + 4, 8, col_w - 8, table_bottom - 8),
                                 border_radius=8)
                crown = fonts.render(t("gameover.crown"), "text-bold", 16, palette.GOLD)
                surf.blit(crown, crown.get_rect(midtop=(cx, 12)))
            palette.draw_symbol(surf, self.symbols[i], (cx, 48), 12, self.colours[i])
            shown = name
            while fonts.get("text-bold", name_size).size(shown)[0] > col_w - 10 and len(shown) > 2:
                shown = shown[:-2] + "…"
            img = fonts.render(shown, "text-bold", name_size, palette.GOLD if i in self.winners else palette.TEXT)
            surf.blit(img, img.get_rect(midtop=(cx, 70)))
        y = 112
        pygame.draw.line(surf, palette.PANEL_BORDER, (16, y - 8), (TABLE_RECT.width - 16, y - 8), 1)
        for r, key in enumerate(rows):
            if key == "__hints__":
                y += 4
                lab = fonts.render(tr("gameover.hints", "Hints taken"), "text", 16, palette.TEXT_DIM)
                surf.blit(lab, (24, y + (row_h - lab.get_height()) // 2 - 1))
                for i in range(n):
                    h = self.hints[i] if i < len(self.hints) else None
                    img = fonts.render("–" if h is None else str(h), "text", 16, palette.TEXT_DIM)
                    cx = label_w + col_w * i + col_w // 2
                    surf.blit(img, img.get_rect(center=(cx, y + row_h // 2)))
                y += row_h
                continue
            is_total = key == "total"
            if is_total:
                pygame.draw.line(surf, palette.GOLD, (16, y - 4), (TABLE_RECT.width - 16, y - 4), 2)
                y += 6
            elif r % 2:
                pygame.draw.rect(surf, (36, 44, 56), (12, y - 2, TABLE_RECT.width - 24, row_h), border_radius=4)
                for i in self.winners:   # the winner's column runs on through the band, a shade lighter
                    if 0 <= i < n:
                        pygame.draw.rect(surf, WINNER_BAND, (label_w + col_w * i + 4, y - 2, col_w - 8, row_h))
            role = "text-bold" if is_total else "text"
            size = (20 if is_total else 18) if row_h >= 30 else 16
            lab = fonts.render(t("score.total") if is_total else source_label(key, self.game_id), role, size,
                               palette.GOLD if is_total else palette.TEXT)
            surf.blit(lab, (24, y + (row_h - lab.get_height()) // 2 - 1))
            for i in range(n):
                if is_total:
                    v = self.breakdown[i].get("total", self.scores[i]) if self.has_total else self.scores[i]
                else:
                    v = self.breakdown[i].get(key, 0) if i < len(self.breakdown) else 0
                img = fonts.render(str(v), role, size, palette.GOLD if is_total else palette.TEXT)
                cx = label_w + col_w * i + col_w // 2
                surf.blit(img, img.get_rect(center=(cx, y + row_h // 2)))
            y += row_h
        return surf

    def draw_content(self, surface: pygame.Surface) -> None:
        self.text(surface, t("gameover.heading", game=game_title(self.game_id)), (60, 36), role="display-bold",
                  size=48, colour=palette.GOLD)
        self.text(surface, self.winners_text(), (60, 118), role="display", size=34, colour=palette.PARCHMENT)
        tiebreak = self.tiebreak_text()
        if tiebreak:
            self.text(surface, tiebreak, (62, 160), size=self.tiebreak_size(tiebreak), colour=palette.TEXT_DIM)
        if self._table is None:
            self._table = self._build_table()
        surface.blit(self._table, TABLE_RECT.topleft)
        self.chart.draw(surface, CHART_RECT.topleft)
        if self.record_wait and "review" in self.buttons:
            # why Watch and Review are off, left of them
            fonts, h = self.app.fonts, self.app.size[1]
            lines = fonts.wrap(self.record_wait, "text", 16, 540)[:2]
            y = h - 136 - len(lines) * 11
            for line in lines:
                img = fonts.render(line, "text", 16, palette.TEXT_DIM)
                surface.blit(img, img.get_rect(topright=(620, y)))
                y += 22

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(winners=[self.names[i] for i in self.winners], keys=self.keys, scores=self.scores,
                 record_wait=self.record_wait,
                 tiebreak=self.tiebreak_text(),
                 hints=list(self.hints) if self.show_hints else None)
        return d
