"""The guide over the board: its text box (Next / Back / Pause / Leave the guide), the
lit targets of the taught move, and the frame's `action_filter` that lets only that
move through while a step teaches.

Not modal: a click that is not on the guide's box goes on to the overlay or board below
(a taught move is a click on the board). It keeps itself on top of its board's overlays
when a step shows (over a round summary or a story being read), and it passes the
frame's update on to the overlay below it, so a story goes on under it.

The box is laid out in update, where it covers no lit target (the log panel first, then
the corners of the board), and it grows with its text: no step is ever shortened.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ui import palette as P
from ui.guide.lesson import Ctx, Lesson, Step
from ui.guide.state import GuideState, store
from ui.overlays.base import BoardOverlay
from ui.widgets.buttons import draw_button
from ui.widgets.text import tr

BOX_W = 372
PAD = 14
TEXT_SIZE = 17
TITLE_SIZE = 15
BUTTON_H = 34
GAP = 8
PULSE_SECONDS = 4.0


class GuideOverlay(BoardOverlay):
    covers = False
    modal = False

    def __init__(self, board: Any, lesson: Lesson, seat: int, state: GuideState) -> None:
        super().__init__(board)
        board.session.in_seat_order = True   # the guided game is the same game in every language
        self.lesson = lesson
        self.seat = seat
        self.state = state
        self.step: Step | None = lesson.step(state.at) if state.at else None
        self.allowed: list = []         # the legal actions the step lets through (this decision)
        self.fallback = False           # the step found none of its own: every legal action
        self.reading: int | None = None  # Back: the index in `state.shown` being read again
        self.rect: pygame.Rect | None = None
        self.button_rects: dict[str, pygame.Rect] = {}
        self.lines: list[str] = []
        self.left = False
        self.time = 0.0
        self.shown_at = 0.0             # when the step on screen came (its rings pulse a while)
        self._legal_key: Any = None
        self._ctx_key: Any = None
        board.action_filter = self.filter
        board.session.on_applied.append(self._on_applied)

    # --- what shows -----------------------------------------------------------------------
    @property
    def holds_bots(self) -> bool:  # type: ignore[override]
        """A telling step waits for its Next before the bots go on (the reader reads)."""
        return (not self.state.paused and self.step is not None and not self.step.teaches) or self.reading is not None

    def ctx(self) -> Ctx:
        sess = self.board.session
        st = sess.state
        legal = st.legal_actions(self.seat) if self.seat in sess.pending_humans() else []
        return Ctx(self.seat, st.view(self.seat), legal, st.progress(), bool(st.is_over()), st)

    def check(self) -> None:
        """Show the next step when its trigger holds (none while paused or a step shows);
        keep the allowed moves of a teaching step up to date with the decision on screen."""
        if self.left or self.state.paused:
            self.allowed, self.fallback = [], False
            return
        sess = self.board.session
        if self.step is None:
            key = (len(sess.rec.actions), tuple(sess.pending_humans()), len(self.state.shown))
            if key != self._ctx_key:      # the triggers read the position only
                self._ctx_key = key
                nxt = self.lesson.next_step(self.ctx(), self.state.shown)
                if nxt is not None:
                    self.show(nxt)
        if self.step is not None and self.step.teaches:
            legal = sess.state.legal_actions(self.seat) if self.seat in sess.pending_humans() else []
            key = (len(sess.rec.actions), repr(legal[:1]), len(legal))
            if key != self._legal_key:
                self._legal_key = key
                self.shown_at = self.time
                self.allowed, self.fallback = self.step.allowed(legal, self.ctx()) if legal else ([], False)

    def show(self, step: Step) -> None:
        self.step = step
        self.reading = None
        if step.id not in self.state.shown:
            self.state.shown.append(step.id)
        self.state.at = step.id
        self.shown_at = self.time
        self._legal_key = None
        store(self.board.session, self.seat, self.state)
        self.raise_up()
        self.rect = None
        self.board.invalidate()

    def finish_step(self) -> None:
        """The current step is done: the guide lets the learner play until the next idea;
        after the last step the guide is done."""
        self.step = None
        self.reading = None
        self.state.at = ""
        self.allowed, self.fallback = [], False
        if all(s.id in self.state.shown for s in self.lesson.steps) or self.board.session.state.is_over():
            self.state.done = True
        store(self.board.session, self.seat, self.state)
        self.rect = None
        self.board.invalidate()
        if self.state.done:
            self.end()

    def raise_up(self) -> None:
        """On top of this board's overlays (never over another scene: pause, rules...)."""
        stack = self.app.stack
        if self not in stack:
            return
        above = stack[stack.index(self) + 1:]
        if above and all(isinstance(s, BoardOverlay) and s.board is self.board for s in above):
            stack.remove(self)
            stack.append(self)

    def shown_step(self) -> Step | None:
        """The step whose text is in the box: the one being read again (Back), or the current one."""
        if self.reading is not None and 0 <= self.reading < len(self.state.shown):
            return self.lesson.step(self.state.shown[self.reading])
        return self.step

    def text_of(self, step: Step) -> str:
        return tr(self.lesson.key(step), step.default)

    # --- the frame's hook -------------------------------------------------------------------
    def filter(self, action: Any) -> str | None:
        """The frame asks before it plays a human's action: a gentle message while a
        teaching step shows and the action is not one it teaches."""
        if self.left or self.state.paused or self.step is None or not self.step.teaches:
            return None
        self.check()
        if not self.allowed or action in self.allowed:
            return None
        return tr("guide.only_lit", "Not this one yet: the guide asks for one of the moves lit in gold. "
                  "Pause the guide to play as you like.")

    def _on_applied(self, seat: int, action: Any, events: list) -> None:
        if self.left:
            return
        if seat == self.seat and self.step is not None and not self.state.paused:
            if not self.step.teaches or self.fallback or action in self.allowed or not self.allowed:
                self.finish_step()
        self.check()

    # --- buttons ------------------------------------------------------------------------------
    def buttons(self) -> list[tuple[str, str, bool]]:
        """(key, label, primary) of the box's buttons now."""
        if self.state.paused:
            return [("resume", tr("guide.resume", "Go on with the guide"), True),
                    ("leave", tr("guide.leave", "Keep playing without the guide"), False)]
        out: list[tuple[str, str, bool]] = []
        if self.reading is not None:
            out.append(("forward", tr("guide.forward", "Back to now"), True))
        elif self.step is not None and not self.step.teaches:
            out.append(("next", tr("guide.next", "Next"), True))
        elif self.step is None and self.board.acting_human() == self.seat:
            # free play with hints at hand: the bot's advice on this decision (B)
            out.append(("hint", tr("guide.hint", "Ask the bot"), True))
        if self.shown_step() is not None and self.shown_step().glance:
            # the rules' "at a glance" page of the game (a turn and the scoring, six lines each)
            out.append(("glance", tr("guide.glance", "At a glance"), False))
        if self.state.shown and (self.reading is None or self.reading > 0):
            out.append(("back", tr("guide.back", "Back"), False))
        out.append(("pause", tr("guide.pause", "Pause"), False))
        out.append(("leave", tr("guide.leave", "Keep playing without the guide"), False))
        return out

    def press(self, key: str) -> None:
        if key == "next":
            if self.step is not None and not self.step.teaches:
                self.finish_step()
        elif key == "back":
            if self.reading is None:
                cur = self.state.shown.index(self.step.id) if self.step is not None and self.step.id in \
                    self.state.shown else len(self.state.shown)
                self.reading = max(0, cur - 1)
            else:
                self.reading = max(0, self.reading - 1)
        elif key == "forward":
            self.reading = None
            if self.step is None and not self.state.shown:
                pass
        elif key == "pause":
            self.state.paused = True
            self.reading = None
            store(self.board.session, self.seat, self.state)
        elif key == "resume":
            self.state.paused = False
            store(self.board.session, self.seat, self.state)
            self.check()
        elif key == "leave":
            self.leave()
        elif key == "hint":
            self.board.toggle_hint()
        elif key == "glance":
            step = self.shown_step()
            if step is not None and step.glance:
                self.board.app.open_scene("rules", step.glance, "glance")
        self.rect = None
        self.board.invalidate()

    def leave(self) -> None:
        """Keep playing without the guide: the game is an ordinary saved game from now."""
        store(self.board.session, self.seat, None)
        self.board.toast(tr("guide.left", "The guide is put away: this is an ordinary game now, saved as any other."),
                         5.0)
        self.end()

    def end(self) -> None:
        self.left = True
        if self.board.action_filter == self.filter:
            self.board.action_filter = None
        if self._on_applied in self.board.session.on_applied:
            self.board.session.on_applied.remove(self._on_applied)
        self.close()

    # --- events -------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.button_at(event.pos)
            if key is not None:
                self.press(key)
                return None
            if self.rect is not None and self.rect.collidepoint(event.pos):
                return None     # a click on the box's text does nothing
        return event

    def button_at(self, pos: tuple[int, int]) -> str | None:
        for key, r in self.button_rects.items():
            if r.collidepoint(pos):
                return key
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        key = self.button_at(pos)
        if key is not None:
            self.press(key)
        return False

    # --- update ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        below = self.below()
        if isinstance(below, BoardOverlay) and below.board is self.board:
            below.update(dt)            # a story, a summary under the guide goes on
        else:
            self.board.update(dt)
            self.board.refresh()
        if self.is_open() and not self.left:
            self.check()
            self.lay_out()

    def lit(self) -> list:
        """The board's targets of the moves the step teaches (none while it tells)."""
        if self.step is None or not self.step.teaches or self.state.paused or self.reading is not None:
            return []
        allowed = self.allowed
        return [t for t in self.board.targets if t.action in allowed]

    def lay_out(self) -> None:
        b = self.board
        fonts = b.fonts
        step = self.shown_step()
        title, body = self._texts(step)
        self.lines = fonts.wrap(body, "text", TEXT_SIZE, BOX_W - 2 * PAD) if body else []
        line_h = fonts.get("text", TEXT_SIZE).get_linesize()
        buttons = self.buttons()
        rows = self._button_rows(buttons)
        h = PAD + (fonts.get("text-bold", TITLE_SIZE).get_linesize() + 4 if title else 0) \
            + len(self.lines) * line_h + (GAP if self.lines else 0) + len(rows) * (BUTTON_H + GAP) + PAD - GAP
        self.title = title
        lay = b.layout
        avoid = self._avoid()
        cands = [pygame.Rect(lay.RIGHT.x, lay.RIGHT.bottom - h, BOX_W, h),
                 pygame.Rect(lay.BOARD.x + 8, lay.BOARD.bottom - h - 8, BOX_W, h),
                 pygame.Rect(lay.BOARD.x + 8, lay.BOARD.y + 8, BOX_W, h),
                 pygame.Rect(lay.BOARD.right - BOX_W - 8, lay.BOARD.y + 8, BOX_W, h),
                 pygame.Rect(lay.BOARD.right - BOX_W - 8, lay.BOARD.bottom - h - 8, BOX_W, h)]
        for c in cands:
            c.clamp_ip(lay.SCREEN)

        def cost(r: pygame.Rect) -> int:
            return sum(w * r.clip(a).w * r.clip(a).h for a, w in avoid)

        self.rect = min(cands, key=cost)
        # the buttons, in rows at the foot of the box
        self.button_rects = {}
        self._labels = {}
        y = self.rect.bottom - PAD - len(rows) * (BUTTON_H + GAP) + GAP
        for row in rows:
            x = self.rect.x + PAD
            for key, label, _primary, w in row:
                self.button_rects[key] = pygame.Rect(x, y, w, BUTTON_H)
                self._labels[key] = (label, _primary)
                x += w + GAP
            y += BUTTON_H + GAP

    def _avoid(self) -> list[tuple[pygame.Rect, int]]:
        """What the box should not cover, with weights: the lit targets most, then the
        board's own buttons (a story's Continue, a two-part choice's chips), the boxes a
        board draws over itself, a story's box and the round summary."""
        b = self.board
        out = [(t.rect.inflate(12, 12), 8) for t in self.lit()]
        out += [(pygame.Rect(r).inflate(8, 8), 4) for r, _label, key in b.buttons
                if not (isinstance(key, str) and key in ("menu", "rules", "results", "bots"))]
        out += [(pygame.Rect(r), 1) for r in b.tip_blockers()]
        from ui.overlays import NarrationOverlay, SummaryOverlay, overlays_of

        for ov in overlays_of(b):
            if isinstance(ov, NarrationOverlay) and getattr(ov, "box", None) is not None and ov.modal:
                out.append((pygame.Rect(ov.box), 2))
            elif isinstance(ov, SummaryOverlay):
                out.append((b._summary_rect(), 2))
        return out

    def _button_rows(self, buttons: list[tuple[str, str, bool]]) -> list[list[tuple[str, str, bool, int]]]:
        """The buttons in rows that fit the box (each as wide as its label)."""
        font = self.board.fonts.get("text-bold", 15)
        room = BOX_W - 2 * PAD
        rows: list[list[tuple[str, str, bool, int]]] = [[]]
        used = 0
        for key, label, primary in buttons:
            w = min(room, font.size(label)[0] + 24)
            if rows[-1] and used + GAP + w > room:
                rows.append([])
                used = 0
            rows[-1].append((key, label, primary, w))
            used += (GAP if used else 0) + w
        return rows

    def _texts(self, step: Step | None) -> tuple[str, str]:
        """The box's heading and text now."""
        if self.state.paused:
            return (tr("guide.title", "Learn to play"),
                    tr("guide.paused", "The guide is paused: play as you like. It goes on from here when you ask."))
        if step is None:
            return (tr("guide.title", "Learn to play"),
                    tr("guide.free", "Your game now: play as you like. Ask the bot (B) when you are unsure; "
                       "the guide comes back with the next new idea."))
        n = self.lesson.index(step.id) + 1
        head = tr("guide.step_of", "Learn to play · step {n} of {total}", n=n, total=len(self.lesson.steps))
        body = self.text_of(step)
        if step is self.step and self.fallback and self.reading is None:
            body += " " + tr("guide.fallback", "(This time any of your moves will do.)")
        return head, body

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect is None or self.left:
            return
        b = self.board
        # the rings pulse a few seconds after a step shows, then hold (an idle table draws nothing)
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.0) if self.pulsing() else 1.0
        ring = tuple(int(c * (0.7 + 0.3 * pulse)) for c in P.GOLD)
        lit = self.lit()
        if lit:
            # the targets of other moves are dimmed: only the taught move stands out
            shown = {id(t) for t in lit}
            veil = pygame.Surface((1, 1), pygame.SRCALPHA)
            veil.fill((8, 10, 14, 120))
            for t in b.targets:
                if id(t) not in shown and t.shape != "region":
                    r = t.rect.inflate(8, 8).clip(b.layout.SCREEN)
                    if r.w > 0 and r.h > 0:
                        surface.blit(pygame.transform.scale(veil, r.size), r)
        for t in lit:
            if t.shape == "circle":
                pygame.draw.circle(surface, ring, (int(t.center[0]), int(t.center[1])), t.radius + 9, 4)
            else:
                pygame.draw.rect(surface, ring, t.rect.inflate(12, 12), 4, 10)
        r = self.rect
        pygame.draw.rect(surface, P.PANEL, r, 0, 12)
        pygame.draw.rect(surface, P.GOLD, r, 2, 12)
        y = r.y + PAD
        fonts = b.fonts
        if self.title:
            img = fonts.render(self.title, "text-bold", TITLE_SIZE, P.GOLD)
            surface.blit(img, (r.x + PAD, y))
            y += fonts.get("text-bold", TITLE_SIZE).get_linesize() + 4
        line_h = fonts.get("text", TEXT_SIZE).get_linesize()
        for line in self.lines:
            surface.blit(fonts.render(line, "text", TEXT_SIZE, P.TEXT), (r.x + PAD, y))
            y += line_h
        for key, rect in self.button_rects.items():
            label, primary = self._labels[key]
            draw_button(surface, fonts, rect, label, hover=rect.collidepoint(b.mouse), primary=primary)

    def pulsing(self) -> bool:
        return self.time - self.shown_at <= PULSE_SECONDS

    def needs_redraw(self) -> bool:
        return self.pulsing() and bool(self.lit())

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(step=self.step.id if self.step else None, shown=list(self.state.shown), paused=self.state.paused,
                 allowed=list(self.allowed), fallback=self.fallback)
        return d
