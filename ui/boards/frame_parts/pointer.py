"""The pointer over the table: the glow of the targets (a slow pulse, the one under the
mouse or chosen with Tab at full), the card under the mouse lifted, the Tab focus frame,
the tooltips and the hand cursor. What is under the mouse is found in `update` (the
frame's `refresh`), so drawing changes nothing."""

from __future__ import annotations

from typing import Any

import pygame

from ui import palette as P
from ui.boards.targets import Target, draw_glow, target_at
from ui.widgets.anim import pulse
from ui.widgets.pieces import glow_rect
from ui.widgets.text import fit, tr

GLOW_STILL = 0.8          # the glow once the pulse has stopped (PULSE_SECONDS after a change)


class Pointer:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.hover: Target | None = None       # the target under the mouse (update)
        self.focused: Target | None = None     # the target chosen with Tab, if it is still there
        # after a handoff: no tooltip at the mouse's old place until it moves (the last
        # player left it there; issue 33 defect 19)
        self.hold_at: tuple[int, int] | None = None
        self.found_for: tuple[int, int] | None = None
        self.hover_ends = False

    def find(self) -> None:
        """What the mouse is over and the focused target, for the next frame; a focus on
        an action no longer among the targets goes (the position moved on)."""
        fr = self.frame
        if self.hold_at is not None and tuple(fr.mouse) != self.hold_at:
            self.hold_at = None
        mouse = fr.mouse if not fr.covered() and self.hold_at is None else (-1, -1)
        self.hover = target_at(fr.targets, mouse) if mouse[0] >= 0 else None
        self.found_for = mouse
        # its tooltip's "This ends your turn at once." (worked out here: drawing changes nothing)
        self.hover_ends = self.hover is not None and self.hover.shape != "button" and fr.ends_turn(self.hover.action)
        self.focused = None
        if fr.focus is not None:
            self.focused = next((t for t in fr.targets if t.action == fr.focus), None)
            if self.focused is None:
                fr.focus = None

    def glow_level(self) -> float:
        fr = self.frame
        if fr.time - fr.lively_since > fr.PULSE_SECONDS:
            return GLOW_STILL      # still: an idle table draws nothing
        return pulse(fr.time)

    def draw_glows(self, surface: pygame.Surface) -> None:
        fr = self.frame
        glow = self.glow_level()
        hover, focused = self.hover, self.focused
        for t in fr.targets:
            if t is hover and t.shape == "card":
                continue   # drawn lifted below
            draw_glow(surface, t, 1.0 if t is hover or t is focused else glow)
        if hover is not None and hover.shape == "card" and hover.card is not None:
            # the card under the mouse rises a little
            in_tray = fr.layout.TRAY.colliderect(hover.rect)
            height = fr.layout.hand_height if in_tray else fr.layout.draft_height
            lifted = hover.rect.move(0, -6 if in_tray else -12)
            glow_rect(surface, lifted, 1.0, 8)
            surface.blit(fr.cards.face(fr.card_face(hover.card), height), lifted)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The target chosen with Tab: a white frame and what Enter does."""
        t = self.focused
        if t is None:
            return
        fr = self.frame
        r = t.rect.inflate(8, 8)
        if t.shape == "circle":
            pygame.draw.circle(surface, P.PARCHMENT, (int(t.center[0]), int(t.center[1])), t.radius + 9, 3)
        else:
            pygame.draw.rect(surface, P.PARCHMENT, r, 3, 8)
        text = tr("board.focus", "Enter: {what} · Tab: next · Esc: none", what=fr.action_text(t.action))
        ts = fr.fonts.render(fit(fr.fonts, text, "text-bold", 16, 900), "text-bold", 16, P.INK)
        box = ts.get_rect().inflate(16, 8)
        box.midbottom = (fr.layout.BOARD.centerx, fr.layout.BOARD.bottom - 6)
        pygame.draw.rect(surface, P.PARCHMENT, box, 0, 6)
        pygame.draw.rect(surface, P.GOLD, box, 2, 6)
        surface.blit(ts, ts.get_rect(center=box.center))

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        fr = self.frame
        pos = fr.mouse
        if pos[0] < 0 or fr.covered() or tuple(pos) == self.hold_at:
            return
        blockers = list(fr.tip_blockers())
        hint = fr.hint_rect()
        if hint is not None:
            blockers.append(hint)      # the hint's panel lies over the board too
        if any(r.collidepoint(pos) for r in blockers):
            return
        # the mouse set since the last update (a test): what it is over now, not kept
        found = self.found_for == pos
        hover = self.hover if found else target_at(fr.targets, pos)
        for rect, title, body in reversed(fr.tips):
            if rect.collidepoint(pos):
                title = title() if callable(title) else title
                body = body() if callable(body) else body
                extra = ""
                if hover is not None and hover.shape != "button":
                    extra = "\n" + tr("board.tip.click", "Click: {what}", what=fr.action_text(hover.action))
                    if (self.hover_ends if found else fr.ends_turn(hover.action)):
                        extra += "\n" + tr("board.tip.ends_turn", "This ends your turn at once.")
                fr.tooltip.draw(surface, pos, title, body + extra)
                return

    def set_cursor(self) -> None:
        """The hand over a target (called from update: the cursor is the window's state)."""
        fr = self.frame
        if getattr(fr.app, "headless", True) or fr.covered():
            return
        on = self.hover is not None
        if getattr(self, "_cursor", None) == on:
            return
        self._cursor = on
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if on else pygame.SYSTEM_CURSOR_ARROW)
        except pygame.error:
            pass
