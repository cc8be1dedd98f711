"""The round summaries' bookkeeping: the score sources and the log length at the start
of each round (age, era) seen, the summary of the one that ended (drawn by
`ui.overlays.SummaryOverlay`), rebuilt for a game opened under way."""

from __future__ import annotations

from typing import Any

import pygame

from ui.widgets.round_summary import LOG_ROWS, RoundSummary, draw_summary, summary_lines
from ui.widgets.text import tr, unit_text


def round_of(st: Any) -> tuple[str, int]:
    """The round (age, era) a position is in, from its `progress()`: (unit, number)."""
    p = st.progress()
    return (p.unit, p.number)


class RoundSummaries:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.summary: RoundSummary | None = None     # the last one
        self.surf: pygame.Surface | None = None      # its panel (built before it is drawn)
        self.ended: tuple[str, int] | None = None    # the round it sums up (unit, number)
        self.bases: dict[tuple[str, int], tuple[list, int]] = {}   # round -> (breakdowns, log_total) at its start
        self.seen: tuple[str, int] | None = None
        self.seen_breakdown: list = []
        self.seen_log = 0
        self.final = False      # the summary is the game's last round's (its final scoring)
        self.final_read = False  # ... and it was put away (a click, a key; bots only: its time)
        self.scroll = 0         # the log's lines scrolled up from the newest

    def public(self) -> Any:
        """The position as every seat sees it: the summary is shown to the whole table, so
        it never counts points that lie face down (Favor cards, tokens)."""
        return self.frame.session.state.view(-1)

    def mark_round(self) -> None:
        """Remember, for the round of the position now, the score sources and the log
        length at its start (or when this board first saw it): a summary sums up
        everything scored since then. An undo back into a round seen before keeps that
        round's mark; one into a round not seen starts counting at the position now."""
        fr = self.frame
        rnd = round_of(fr.session.state)
        if rnd not in self.bases or fr.session.log_total < self.bases[rnd][1]:
            self.bases[rnd] = (fr.summary_rows(self.public())[1], fr.session.log_total)
        self.seen = rnd
        self.seen_breakdown, self.seen_log = self.bases[rnd]

    def restore(self) -> None:
        """A board opened on a game already under way (a save loaded, Continue): the
        summary of the round that ended last can be reopened, rebuilt from the positions
        the session kept at the starts of the rounds; nothing is shown by itself."""
        fr = self.frame
        st = fr.session.state
        starts = getattr(fr.session, "round_starts", [])
        if len(starts) < 2 or st.is_over() or self.summary is not None:
            return
        (_r0, v0, t0), (_r1, v1, t1) = starts[-2], starts[-1]
        if v0 is None or v1 is None:
            return
        ended, now = round_of(v0), round_of(v1)
        if now != round_of(st) or ended == now:
            return
        log, total = fr.session.log, fr.session.log_total
        lo = max(0, len(log) - (total - t0))
        hi = max(lo, len(log) - (total - t1))
        self.summarise(ended, now, fr.summary_rows(v0)[1], v1, list(log[lo:hi]), t1)
        self.mark_round()

    def summarise(self, ended: tuple[str, int], now: tuple[str, int], before: list, position: Any, lines: list,
                  log_at: int, final: bool = False) -> None:
        """The summary of round `ended`: the points from `before` to `position` (as the
        whole table sees it), the log `lines` up to the one that opens round `now`; the
        round `now` counts from here (log_total `log_at`). `final`: the game ended with
        it (no round opens; every line to the end, the final scoring's, is kept)."""
        fr = self.frame
        names, after, colours, symbols = fr.summary_rows(position)
        before = list(before) + [{} for _ in range(len(after) - len(before))]
        # the log line that opens round `now` (log lines are English messages)
        opening = f"{now[0].capitalize()} {now[1]}" if now[1] > 0 and not final else None
        cut = next((i for i, ln in enumerate(lines) if opening and opening in ln), len(lines))
        if final:   # the winner is told after the final scoring was read: not in it
            verdict = getattr(fr, "verdict_lines", [])
            lines = [ln for ln in lines[:cut] if ln not in verdict]
            cut = len(lines)
        self.summary = RoundSummary.between(self.title(ended), names, before[:len(after)], after, lines[:cut],
                                            colours, symbols)
        self.ended = ended
        self.final, self.final_read = final, False
        self.surf = None
        self.scroll = 0
        self.bases[now] = (after, log_at)

    def title(self, ended: tuple[str, int]) -> str:
        """"End of Era 1": the round `ended` (unit, number) in the language shown."""
        return tr("summary.title", "End of {round}", round=unit_text(*ended))

    def reword(self) -> None:
        """The language changed: the title and the names of rows that are not players (a
        solo enemy) in the new language; the log lines are worded when drawn again."""
        s = self.summary
        if s is None or self.ended is None:
            return
        s.title = self.title(self.ended)
        names = self.frame.summary_rows(self.public())[0]
        if len(names) == len(s.names):
            s.names = names
        self.surf = None

    def check_round_end(self) -> bool:
        """After a step: a new round began, so the one before ended, or the game ended,
        so its last round did; True if its summary was made. It sums every point scored
        since that round began, the scoring steps at its end (the final scoring) included.
        The results screen waits until the last round's summary was put away."""
        fr = self.frame
        st = fr.session.state
        rnd = round_of(st)
        made = False
        over = st.is_over()
        if not over:
            self.final = False      # an undo out of the game's end: its summary comes again
        if self.seen and not over and rnd != self.seen and self.seen[1] == 0 \
                and fr.summary_rows(self.public())[1] == list(self.seen_breakdown):
            pass     # the set-up scored nothing: no "End of Setup" of zeros (issue 33, 12)
        elif self.seen and (over and not self.final or rnd != self.seen and not over):
            new = fr.session.log_total - self.seen_log
            lines = list(fr.session.log[-new:]) if new > 0 else []
            self.summarise(self.seen, rnd, self.seen_breakdown, self.public(), lines, fr.session.log_total,
                           final=over)
            made = True
        self.mark_round()
        return made

    def holds_results(self) -> bool:
        """The last round's summary was made and not put away yet (a board may hold it
        back while it tells the final scoring first): the results screen waits for it."""
        return self.final and not self.final_read

    # --- the panel ----------------------------------------------------------------------------
    def surface(self) -> pygame.Surface | None:
        fr = self.frame
        if self.surf is None and isinstance(self.summary, RoundSummary):
            self.surf = draw_summary(fr.fonts, self.summary, fr.game_id, fr.colours, fr.symbols, self.scroll,
                                     final=self.final)
        return self.surf

    def scroll_by(self, lines: int) -> None:
        """Scroll the log `lines` up (negative: down), within the round's lines."""
        if not isinstance(self.summary, RoundSummary):
            return
        most = max(0, len(summary_lines(self.frame.fonts, self.summary)) - LOG_ROWS)
        scroll = max(0, min(most, self.scroll + lines))
        if scroll != self.scroll:
            self.scroll, self.surf = scroll, None

    def rect(self) -> pygame.Rect:
        sf = self.surface()
        size = sf.get_size() if sf is not None else (0, 0)
        r = pygame.Rect((0, 0), size)
        r.center = self.frame.layout.BOARD.center
        return r.clamp(pygame.Rect((0, 0), self.frame.app.size))   # a wide panel stays inside the window

    def button(self) -> pygame.Rect:
        r = self.rect()
        return pygame.Rect(r.centerx - 100, r.bottom - 52, 200, 38)
