"""The controls of a watched game (ui.watching.WatchSession) over its board: a timeline
with the round (age, era) starts marked, play and pause, speed, step, jump, and the view
it is watched from.

Keys: ← / → a step, Space play / pause, Home / End the start / the end, PgUp / PgDn the
round start before / after, S the speed, V the next view, Esc back to where it was
opened from. The board's tooltips, its seat panels' own buttons and F1 / H still work."""

from __future__ import annotations

from typing import Any

import pygame

from saves.timeline import TABLE
from ui import palette as P
from ui.overlays.base import BoardOverlay
from ui.widgets.buttons import draw_button
from ui.widgets.text import fit, fit_lines, tr, unit_text

SPEEDS = (1, 2, 4)
STEP_SECONDS = 1.0       # one step a second at ×1
BAR_H = 112
PASSED_KEYS = (pygame.K_F1, pygame.K_h, pygame.K_QUESTION, pygame.K_TAB)


class WatchOverlay(BoardOverlay):
    covers = False       # the board's tooltips show on the position watched
    modal = True

    def __init__(self, board: Any, marked: tuple[Any, Any] | None = None) -> None:
        super().__init__(board)
        self.session = board.session
        self.playing = False
        self.speed = 1
        self.clock = 0.0
        # a review's turning point: (the move made, the bot's), marked at the position
        # before it (`marked_at`) wherever the board has a target for them
        self.marked = marked
        self.marked_at = self.session.k if marked is not None else None
        self._mark_rects: list[tuple[Any, pygame.Rect]] = []
        self._marks_for: tuple | None = None

    # --- geometry ----------------------------------------------------------------------
    def bar(self) -> pygame.Rect:
        b = self.board.layout.BOARD
        return pygame.Rect(b.x + 8, b.bottom - BAR_H - 6, b.w - 16, BAR_H)

    def track(self) -> pygame.Rect:
        r = self.bar()
        return pygame.Rect(r.x + 16, r.y + 40, r.w - 32, 14)

    def buttons(self) -> list[tuple[pygame.Rect, str, str]]:
        r = self.bar()
        y, h = r.bottom - 44, 34
        out: list[tuple[pygame.Rect, str, str]] = []
        x = r.x + 16
        font = self.board.fonts.get("text-bold", 15)
        play_w = max(font.size(tr("watch.pause", "Pause"))[0], font.size(tr("watch.play", "Play"))[0]) + 20
        for key, label, w in (
                ("start", tr("watch.start", "Start"), 86),
                ("round_back", tr("watch.round_back", "← Round"), 104),
                ("back", "←", 48),
                ("play", tr("watch.pause", "Pause") if self.playing else tr("watch.play", "Play"), 96),
                ("forward", "→", 48),
                ("round_on", tr("watch.round_on", "Round →"), 104),
                ("end", tr("watch.end", "End"), 74),
                ("speed", f"×{self.speed}", 56),
                ("summary", tr("watch.summary", "Summary"), 104)):
            # wide enough for its words in every language (Play and Pause share one width)
            w = max(w, play_w if key == "play" else font.size(label)[0] + 20)
            out.append((pygame.Rect(x, y, w, h), label, key))
            x += w + 8
        close = tr("watch.close", "Close")
        cw = max(90, font.size(close)[0] + 20)   # Greek "Κλείσιμο" was cut in 90 px at 1280x720
        out.append((pygame.Rect(r.right - 16 - cw, y, cw, h), close, "close"))
        return out + self.view_buttons()

    def view_buttons(self) -> list[tuple[pygame.Rect, str, str]]:
        """The views it may be watched from, right-aligned on the first row."""
        r = self.bar()
        font = self.board.fonts.get("text-bold", 14)
        views = self.session.timeline.views()
        widths = [min(210, max(64, font.size(self.view_label(v))[0] + 20)) for v in views]
        room = (r.w - 32) // 2
        while sum(widths) + 6 * len(widths) > room and max(widths) > 64:
            widths = [max(64, w - 8) for w in widths]
        out = []
        x = r.right - 16 - sum(widths) - 6 * (len(widths) - 1)
        for v, w in zip(views, widths, strict=True):
            out.append((pygame.Rect(x, r.y + 6, w, 28), self.view_label(v), f"view:{'open' if v is None else v}"))
            x += w + 6
        return out

    def view_label(self, view: int | None) -> str:
        if view is None:
            return tr("watch.view.open", "Everything")
        if view == TABLE:
            return tr("watch.view.table", "The table")
        return self.board.names[view]

    # --- acting ------------------------------------------------------------------------
    def goto(self, k: int, by_hand: bool = True) -> None:
        """Show position k. A step taken by hand may open what the board tells of it (a
        round's summary, a battle told step by step) over the watch, to be read and
        closed; while playing, the watch keeps its own pace and those stay shut."""
        self.session.goto(k)
        self.clock = 0.0
        if not by_hand:
            self.close_told()
        self.board.invalidate()

    def close_told(self) -> None:
        """Close what the board opened over the watch (summaries, stories)."""
        stack = self.app.stack
        if self in stack:
            for ov in [x for x in stack[stack.index(self) + 1:] if isinstance(x, BoardOverlay)]:
                ov.close()

    def press(self, key: str) -> None:
        s, tl = self.session, self.session.timeline
        if key == "start":
            self.goto(0)
        elif key == "end":
            self.goto(tl.steps)
        elif key == "back":
            self.playing = False
            self.goto(s.k - 1)
        elif key == "forward":
            self.goto(s.k + 1)
        elif key == "round_back":
            self.goto(tl.mark_before(s.k))
        elif key == "round_on":
            self.goto(tl.mark_after(s.k))
        elif key == "play":
            if not self.playing and s.k >= tl.steps:
                self.goto(0)
            self.playing = not self.playing
            self.clock = 0.0
        elif key == "summary":
            self.playing = False
            self.board.open_summary()
        elif key == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        elif key.startswith("view:"):
            v = key[5:]
            s.set_pov(None if v == "open" else int(v))
            self.board.shown_seat = None
            self.board.invalidate()
        elif key == "close":
            self.leave()

    def next_view(self) -> None:
        views = self.session.timeline.views()
        i = views.index(self.session.pov) if self.session.pov in views else -1
        v = views[(i + 1) % len(views)]
        self.press(f"view:{'open' if v is None else v}")

    def leave(self) -> None:
        """Back to the scene the watch was opened from: the overlay and its board go."""
        board = self.board
        self.close()
        if board in self.app.stack:
            for ov in [x for x in self.app.stack if isinstance(x, BoardOverlay) and x.board is board]:
                ov.close()
            self.app.stack.remove(board)
            board.on_exit()
            if self.app.stack:
                self.app.stack[-1].on_enter()

    # --- events ---------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.click(event.pos):
                return None
            top = self.board.layout.TOP
            return None if top.collidepoint(event.pos) else event   # no Menu / game buttons
        return super().process_event(event)

    def click(self, pos: tuple[int, int]) -> bool:
        for rect, _label, key in self.buttons():
            if rect.collidepoint(pos):
                self.press(key)
                return True
        t = self.track().inflate(0, 16)
        if t.collidepoint(pos):
            steps = self.session.timeline.steps
            self.goto(round((pos[0] - t.x) / max(1, t.w) * steps))
            return True
        return self.bar().collidepoint(pos)

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        k = event.key
        keys = {pygame.K_LEFT: "back", pygame.K_RIGHT: "forward", pygame.K_SPACE: "play",
                pygame.K_HOME: "start", pygame.K_END: "end", pygame.K_PAGEUP: "round_back",
                pygame.K_PAGEDOWN: "round_on", pygame.K_s: "speed", pygame.K_ESCAPE: "close"}
        if k in keys:
            self.press(keys[k])
        elif k == pygame.K_v:
            self.next_view()
        elif k in PASSED_KEYS:
            return event
        return None

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.playing:
            self.clock += dt
            period = STEP_SECONDS / self.speed
            moved = 0
            while self.playing and self.clock >= period and moved < 8:
                if self.session.k >= self.session.timeline.steps:
                    self.playing = False
                    break
                self.session.goto(self.session.k + 1)
                self.close_told()
                self.clock -= period
                moved += 1
            if moved:
                self.board.invalidate()
        super().update(dt)
        self._find_marks()

    def _find_marks(self) -> None:
        """Where the marked moves are on the board now (only at their position)."""
        key = (self.session.k, self.session.pov, id(self.board.view))
        if key == self._marks_for:
            return
        self._marks_for = key
        self._mark_rects = []
        if self.marked is None or self.session.k != self.marked_at or self.board.view is None:
            return
        b, acts = self.board, list(self.marked)
        found = [(t.action, t.rect) for t in b.map_targets(b.view, acts) if t.action in acts]
        draft = b.draft_of(b.view) if b.viewer() is not None else None
        if draft is not None and b.viewer() is not None:
            pack = list(draft.packs[b.viewer()])
            for card, rect in zip(pack, b.layout.draft_rects(len(pack)), strict=False):
                a = b.draft_pick_action(card)
                if a in acts:
                    found.append((a, rect))
        viewer = b.viewer()
        if viewer is not None and draft is None:
            # a card played from the hand: the tray lays the hand out as it does on the board
            items = b.hand_items(b.view, viewer)
            for rect, it in zip(b.layout.hand_rects(len(items), b.layout.TRAY.right - 10), items, strict=False):
                # the item's action (a watched seat has no legal actions: a card action names its card)
                hit = next((a for a in acts if a == it.action or (getattr(a, "card", None) is not None
                                                                  and a.card == it.card)), None)
                if hit is not None and all(hit != a for a, _ in found):
                    found.append((hit, rect))
        self._mark_rects = found

    def needs_redraw(self) -> bool:
        return self.playing

    # --- drawing ---------------------------------------------------------------------------
    def status(self) -> str:
        head, detail = self.status_parts()
        return f"{head} · {detail}" if detail else head

    def status_parts(self) -> tuple[str, str]:
        """The bar's first line, and at a turning point what was played and the bot's move
        (drawn as a caption of its own over the bar: it is too long to share the line)."""
        s, tl = self.session, self.session.timeline
        at_mark = self.marked is not None and s.k == self.marked_at
        # a turning point is the position before its move: numbered as the review numbers it
        head = (tr("watch.before", "Before move {k} of {n}", k=s.k + 1, n=tl.steps) if at_mark
                else tr("watch.step", "Move {k} of {n}", k=s.k, n=tl.steps))
        marks = [m for m in tl.marks if m.step <= s.k]
        if marks:
            head += " · " + unit_text(marks[-1].unit, marks[-1].number)
        if at_mark:
            played, best = self.marked
            return head, tr("watch.marked", "played: {played} · the bot: {best}",
                            played=self.board.action_text(played), best=self.board.action_text(best))
        if s.k >= 1:
            seat, action = tl.move_at(s.k)
            head += " · " + tr("watch.moved", "{name}: {move}", name=self.board.names[seat],
                               move=self.board.action_text(action))
        return head, ""

    def draw(self, surface: pygame.Surface) -> None:
        b, f = self.board, self.board.fonts
        r = self.bar()
        panel = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*P.PANEL[:3], 236), panel.get_rect(), 0, 10)
        surface.blit(panel, r.topleft)
        pygame.draw.rect(surface, P.GOLD, r, 2, 10)
        views = self.view_buttons()
        room = (views[0][0].x if views else r.right - 16) - r.x - 28
        head, detail = self.status_parts()
        if not detail and f.get("text-bold", 16).size(head)[0] > room and " · " in head:
            # the move does not fit beside the views (a longer language): it goes to the caption
            head, detail = head.rsplit(" · ", 1)
        surface.blit(f.render(fit(f, head, "text-bold", 16, room), "text-bold", 16, P.PARCHMENT), (r.x + 16, r.y + 10))
        if detail:
            # the move played and the bot's: on one line, or two when a longer language needs them
            lines = fit_lines(f, detail, "text-bold", r.w - 24, ((16, 1), (16, 2), (15, 2)))
            cap = pygame.Rect(r.x, r.y - 12 - 22 * len(lines), r.w, 8 + 22 * len(lines))
            pygame.draw.rect(surface, P.PANEL, cap, 0, 8)
            pygame.draw.rect(surface, P.GOLD, cap, 2, 8)
            for i, (text, size) in enumerate(lines):
                line = f.render(text, "text-bold", size, P.PARCHMENT)
                surface.blit(line, line.get_rect(midleft=(cap.x + 12, cap.y + 15 + 22 * i)))
        t = self.track()
        pygame.draw.rect(surface, P.PANEL_LIGHT, t, 0, 6)
        steps = max(1, self.session.timeline.steps)
        done = t.copy()
        done.w = int(t.w * self.session.k / steps)
        pygame.draw.rect(surface, P.GOLD, done, 0, 6)
        for m in self.session.timeline.marks:
            x = t.x + int(t.w * m.step / steps)
            pygame.draw.line(surface, P.INK, (x, t.y - 3), (x, t.bottom + 2), 2)
        hx = t.x + int(t.w * self.session.k / steps)
        pygame.draw.circle(surface, P.GOLD, (hx, t.centery), 9)
        pygame.draw.circle(surface, P.INK, (hx, t.centery), 9, 2)
        self._draw_marks(surface)
        for rect, label, key in self.buttons():
            chosen = key == f"view:{'open' if self.session.pov is None else self.session.pov}"
            draw_button(surface, f, rect, fit(f, label, "text-bold", 15 if rect.h > 30 else 14, rect.w - 10),
                        hover=rect.collidepoint(b.mouse), primary=chosen or (key == "play" and self.playing))

    def _draw_marks(self, surface: pygame.Surface) -> None:
        if self.marked is None or self.session.k != self.marked_at:
            return
        f = self.board.fonts
        played, best = self.marked
        bar = self.bar()
        for action, rect in self._mark_rects:
            if rect.colliderect(bar):
                continue   # a target under the bar: the caption above the bar tells that move
            mine = action == played
            colour = P.PARCHMENT if mine else P.GOLD
            pygame.draw.rect(surface, colour, rect.inflate(10, 10), 4, 10)
            label = tr("watch.mark.you", "played") if mine else tr("watch.mark.bot", "the bot's move")
            if mine and action == best:
                label = tr("watch.mark.both", "played, and the bot's move")
            tag = f.render(label, "text-bold", 15, P.INK)
            box = tag.get_rect().inflate(12, 6)
            box.midbottom = (rect.centerx, rect.y - 6)
            pygame.draw.rect(surface, colour, box, 0, 6)
            surface.blit(tag, tag.get_rect(center=box.center))

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(k=self.session.k, steps=self.session.timeline.steps, playing=self.playing, speed=self.speed,
                 view=self.session.pov)
        return d
