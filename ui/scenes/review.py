"""The bot's review of a finished game (ui.review.ReviewJob): while it runs, a progress
bar and Cancel (the window keeps drawing: the searches run in a bot process); then, for
each reviewed seat, its chance of winning over the game and its three turning points,
"you played X; the bot would have played Y (+N %)". A turning point opens the watched
game at that decision, from that seat's view, with X and Y marked."""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.review import turning_points
from ui import palette
from ui.scenes.base import UIScene, game_title
from ui.widgets.text import fit, tr, unit_text

CHART = pygame.Rect(60, 150, 1000, 360)


def level_name(level: str) -> str:
    """A review precision's name (game.ai.review.LEVELS)."""
    return {"quick": tr("review.level.quick", "Quick"), "thorough": tr("review.level.thorough", "Thorough")}.get(
        level, tr("review.level.default", "Standard"))


class ReviewScene(UIScene):
    def __init__(self, app: Any, rec: Any, level: str = "default", use_process: bool = True,
                 iterations: int | None = None) -> None:
        self.rec = rec
        self.use_process, self.iterations = use_process, iterations
        self.job = self._job(app, level)
        self.names = [str(s.get("name", f"Player {i + 1}")) for i, s in enumerate(rec.seats)]
        self.points: dict[int, list] = {}
        self._shown_done = -1
        super().__init__(app)
        self.job.start()
        self._after_poll()

    def _job(self, app: Any, level: str) -> Any:
        from ui.review import ReviewJob

        return ReviewJob(app, self.rec, level, use_process=self.use_process, iterations=self.iterations)

    # --- building ----------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        self.button("back", (60, h - 100, 220, 56), tr("common.back", "Back"), self.leave)
        # the precision: more simulations a decision, a longer review (each kept once done)
        x = w - 60 - 3 * 200 - 2 * 12
        for level in ("quick", "default", "thorough"):
            self.button(f"level:{level}", (x, 34, 200, 44), level_name(level), lambda v=level: self.set_level(v),
                        cls="primary_button" if level == self.job.level else None)
            x += 212
        if not self.job.finished:
            self.button("cancel", (w - 300, h - 100, 240, 56), tr("common.cancel", "Cancel"), self.cancel,
                        cls="danger_button")
            return
        y = CHART.bottom + 70
        for seat in self.job.seats:
            for j in self.points.get(seat, []):
                text = self.point_text(seat, j)
                self.button(f"point:{seat}:{j.step}", (60, y, w - 120, 44), text,
                            lambda s=seat, j=j: self.open_point(s, j))
                y += 50

    def point_text(self, seat: int, j: Any) -> str:
        tl = self.job.timeline
        marks = [m for m in tl.marks if m.step < j.step]
        where = unit_text(marks[-1].unit, marks[-1].number) if marks else ""
        fmt = dict(k=j.step, where=f" ({where})" if where else "", played=self.action_text(j.played),
                   best=self.action_text(j.best), gain=round(100 * j.drop))
        if len(self.job.seats) > 1:
            return tr("review.point_seat", "Move {k}{where}: {who} played {played}; the bot would have played "
                      "{best} (+{gain} %)", who=self.names[seat], **fmt)
        return tr("review.point", "Move {k}{where}: you played {played}; the bot would have played {best} "
                  "(+{gain} %)", **fmt)

    def action_text(self, action: Any) -> str:
        from ui.widgets.text import text_of

        f = getattr(self.job.spec.module, "action_label", None)
        return text_of(f(action)) if f is not None else str(action)

    # --- acting ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.job.poll()
        self._after_poll()
        super().update(dt)

    def _after_poll(self) -> None:
        if self.job.finished and not self.points:
            self.points = {s: turning_points(js, 3) for s, js in self.job.result.items()}
            self.rebuild()

    def needs_redraw(self) -> bool:
        if self.job.done != self._shown_done:
            self._shown_done = self.job.done
            return True
        return super().needs_redraw()

    def set_level(self, level: str) -> None:
        """Review again at another precision (the one running is stopped; one computed
        before at that precision is read back at once)."""
        if level == self.job.level:
            return
        if not self.job.finished:
            self.job.cancel()
        self.job = self._job(self.app, level)
        self.points = {}
        self.job.start()
        self._after_poll()
        self.rebuild()

    def cancel(self) -> None:
        self.job.cancel()
        self.leave()

    def leave(self) -> None:
        if not self.job.finished:
            self.job.cancel()
        self.app.pop()

    def on_exit(self) -> None:
        if not self.job.finished:
            self.job.cancel()

    def open_point(self, seat: int, j: Any) -> None:
        """The watched game at that decision (the position before the move), from the
        seat's view, the move made and the bot's marked."""
        from ui.watching import watch_record

        err = watch_record(self.app, self.rec.copy(), pov=seat, at=j.step - 1, marked=(j.played, j.best))
        if err:
            self.show_message(err)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()

    # --- drawing -------------------------------------------------------------------------
    def chart_rect(self) -> pygame.Rect:
        return pygame.Rect(CHART.x, CHART.y, max(600, self.app.size[0] - 2 * CHART.x), CHART.h)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The seat's colour as its board draws it (its chosen colour of the game's)."""
        names = tuple(getattr(self.job.spec, "seat_colours", ()) or ())
        c = self.rec.seats[seat].get("colour", seat)
        c = c if isinstance(c, int) and not isinstance(c, bool) else seat
        colour = palette.colour_shade(names[c % len(names)]) if names else palette.seat_colour(self.rec.game_id, c)
        return palette.legible(colour)

    def draw_content(self, surface: pygame.Surface) -> None:
        title = tr("review.title", "The bot's review · {game}", game=game_title(self.rec.game_id))
        self.text(surface, title, (60, 40), role="display-bold", size=44, colour=palette.GOLD)
        level = level_name(self.job.level)
        sub = tr("review.how", "The hard bot searched every decision from what you could see then ({level}: "
                 "{n} simulations each).", level=level, n=self.job.iterations)
        self.text(surface, fit(self.app.fonts, sub, "text", 18, self.app.size[0] - 120), (60, 100),
                  colour=palette.TEXT_DIM)
        if self.job.cancelled and self.job.error:
            self.text(surface, tr("review.failed", "The review stopped: {error}", error=self.job.error), (60, 160),
                      colour=palette.PARCHMENT)
            return
        if not self.job.finished:
            self.draw_progress(surface)
            return
        self.draw_chart(surface)

    def draw_progress(self, surface: pygame.Surface) -> None:
        done, total = self.job.done, max(1, self.job.total)
        bar = pygame.Rect(60, 220, self.app.size[0] - 120, 28)
        pygame.draw.rect(surface, palette.PANEL_LIGHT, bar, 0, 8)
        fill = bar.copy()
        fill.w = int(bar.w * done / total)
        pygame.draw.rect(surface, palette.GOLD, fill, 0, 8)
        pygame.draw.rect(surface, palette.PANEL_BORDER, bar, 2, 8)
        text = tr("review.progress", "Looking at decision {i} of {n}…", i=min(done + 1, total), n=total)
        self.text(surface, text, (60, 180), role="text-bold", size=20, colour=palette.PARCHMENT)

    def draw_chart(self, surface: pygame.Surface) -> None:
        f = self.app.fonts
        r = self.chart_rect()
        pygame.draw.rect(surface, palette.PANEL, r, 0, 10)
        pygame.draw.rect(surface, palette.PANEL_BORDER, r, 2, 10)
        inner = pygame.Rect(r.x + 64, r.y + 48, r.w - 90, r.h - 84)
        steps = max(1, self.job.timeline.steps)
        for pct in (0, 25, 50, 75, 100):
            y = inner.bottom - int(inner.h * pct / 100)
            pygame.draw.line(surface, palette.PANEL_BORDER, (inner.x, y), (inner.right, y), 1)
            lab = f.render(f"{pct} %", "text", 14, palette.TEXT_DIM)
            surface.blit(lab, (r.x + 10, y - lab.get_height() // 2))
        for m in self.job.timeline.marks:
            x = inner.x + int(inner.w * m.step / steps)
            pygame.draw.line(surface, palette.PANEL_LIGHT, (x, inner.y), (x, inner.bottom), 1)
            lab = f.render(unit_text(m.unit, m.number), "text", 13, palette.TEXT_DIM)
            if x + lab.get_width() < inner.right:
                surface.blit(lab, (x + 3, inner.bottom + 6))
        heading = tr("review.chart", "Your chance of winning, decision by decision")
        surface.blit(f.render(heading, "text-bold", 17, palette.PARCHMENT), (r.x + 16, r.y + 10))
        for i, seat in enumerate(self.job.seats):
            js = self.job.result.get(seat, [])
            colour = self.seat_colour(seat)
            pts = [(inner.x + int(inner.w * j.step / steps), inner.bottom - int(inner.h * j.before)) for j in js]
            if len(pts) >= 2:
                pygame.draw.lines(surface, colour, False, pts, 3)
            for j in self.points.get(seat, []):
                x = inner.x + int(inner.w * j.step / steps)
                y = inner.bottom - int(inner.h * j.before)
                pygame.draw.circle(surface, palette.GOLD, (x, y), 7, 2)
            if len(self.job.seats) > 1:
                surface.blit(f.render(self.names[seat], "text-bold", 15, colour), (r.right - 200, r.y + 12 + 20 * i))
        if not any(self.job.result.values()):
            self.text(surface, tr("review.empty", "No decision with a choice to look at."), (inner.x + 20, inner.y + 20),
                      colour=palette.TEXT_DIM)
        if not any(self.points.values()):
            self.text(surface, tr("review.no_points", "No move lost ground against the bot's choice."),
                      (60, r.bottom + 24), colour=palette.PARCHMENT)
        else:
            self.text(surface, tr("review.points", "The turning points (click one to see it on the board):"),
                      (60, r.bottom + 24), role="text-bold", colour=palette.PARCHMENT)
