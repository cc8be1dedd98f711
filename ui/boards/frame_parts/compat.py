"""The frame's names that its parts answer now (a mixin of `ui.boards.base.BoardScene`):
the flags it had before its overlays became scenes (`help_open`, `confirming`,
`summary_open`, `replay`, ...), answered from the app's stack; the state and the
methods of its parts (who is looking, the keys, the hint, the toast, the layers, the
top bar's layout) under the frame's names that boards, tests and scripts use."""

from __future__ import annotations

from typing import Any

import pygame

from ui.boards.frame_parts.summary import round_of
from ui.boards.targets import target_at
from ui.overlays import ConfirmOverlay, HelpOverlay, SummaryOverlay
from ui.widgets.round_summary import RoundSummary


def _part(part: str, name: str, doc: str = "") -> property:
    """A frame attribute held by one of its parts (read and set through the frame)."""
    return property(lambda self: getattr(getattr(self, part), name),
                    lambda self, value: setattr(getattr(self, part), name, value), doc=doc)


class FrameCompat:
    # state held by the parts
    shown_seat = _part("handoff", "shown_seat", "whose private information is on screen")
    handoff_for = _part("handoff", "handoff_for", "a handoff screen is waiting for this seat")
    public_for = _part("handoff", "public_for", "hot seat: this human decides on the public table")
    stale_view = _part("handoff", "stale_view", "hot seat: the next private view needs a handoff")
    _handoff_scene = _part("handoff", "scene")
    focus = _part("controls", "focus", "the action of the target chosen with Tab (None: none)")
    illegal_clicks = _part("controls", "illegal_clicks")
    applied_by_click = _part("controls", "applied_by_click")
    hint_hidden = _part("hints", "hidden", "the current hint put away by B")
    toast_text = _part("toasts", "text")
    toast_until = _part("toasts", "until")

    # who is looking (frame_parts.handoff)
    def viewer(self) -> int | None:
        return self.handoff.viewer()

    def acting_human(self) -> int | None:
        return self.handoff.acting_human()

    def hot_seat(self) -> bool:
        return self.handoff.hot_seat()

    needs_handoff = hot_seat

    def public_moment(self) -> bool:
        return self.handoff.public_moment()

    def public_decision(self, seat: int) -> bool:
        return self.handoff.public_decision(seat)

    def legal_now(self, seat: int) -> list:
        """What `seat` may do from the screen now (handoff.legal_for)."""
        return self.handoff.legal_for(seat)

    def show_cards(self) -> bool:
        return self.handoff.show_cards()

    def confirm_handoff(self, seat: int | None = None) -> None:
        self.handoff.confirm(seat)

    def _push_handoff(self, seat: int) -> None:
        self.handoff.push(seat)

    # keys and clicks (frame_parts.controls)
    def cycle_focus(self, step: int = 1) -> Any:
        return self.controls.cycle_focus(step)

    def take_focus(self) -> bool:
        return self.controls.take_focus()

    def press_primary(self) -> bool:
        return self.controls.press_primary()

    def number_key(self, k: int) -> bool:
        return self.controls.number_key(k)

    def ends_turn(self, action: Any) -> bool:
        return self.controls.ends_turn(action)

    def apply_human(self, seat: int, action: Any) -> bool:
        return self.controls.apply_human(seat, action)

    def answer_confirm(self, yes: bool, action: Any = None) -> bool:
        return self.controls.answer_confirm(yes, action)

    def target_at(self, pos: tuple[int, int]) -> Any:
        self._refresh()
        return target_at(self.targets, pos)

    # the hint (frame_parts.hints)
    def toggle_hint(self) -> bool:
        return self.hints.toggle()

    def shown_hint(self) -> Any:
        return self.hints.shown()

    def hint_visible(self) -> bool:
        return self.hints.visible()

    def hint_rect(self) -> pygame.Rect | None:
        return self.hints.rect()

    def hint_rows(self, hint: Any) -> list:
        return self.hints.rows(hint)

    def _hint_key(self) -> tuple:
        return self.hints.key()

    # the replay, the marks, the round summary
    def replay_step(self, step: int) -> None:
        ov = self.replay_overlay()
        if ov is not None:
            ov.step(step)

    def stop_replay(self) -> None:
        ov = self.replay_overlay()
        if ov is not None:
            ov.close()

    def mark_points_now(self, seat: int) -> list[tuple[int, int]]:
        return self.mark_part.points_now(seat)

    def mark_areas_now(self, seat: int) -> list[list[tuple[int, int]]]:
        return self.mark_part.areas_now(seat)

    @staticmethod
    def _round_of(st: Any) -> tuple[str, int]:
        """The round (age, era) a position is in, from its `progress()`: (unit, number)."""
        return round_of(st)

    def _public(self) -> Any:
        return self.summary_part.public()

    def _summary_rect(self) -> pygame.Rect:
        return self.summary_part.rect()

    def _summary_button(self) -> pygame.Rect:
        return self.summary_part.button()

    def _unhook(self) -> None:
        if self._on_applied in self.session.on_applied:
            self.session.on_applied.remove(self._on_applied)
        if self._on_undone in self.session.on_undone:
            self.session.on_undone.remove(self._on_undone)

    # the top bar drawn alone (tests)
    def _draw_top(self, d: pygame.Surface, v: Any) -> None:
        self.top_bar.draw(d, v)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        self.top_bar.lay_out_thinking()
        self.top_bar.draw_thinking(surface)

    # the flags of before (tests, scripts and boards read and set them): answered from
    # the stack, set by opening or closing the overlay
    @property
    def help_open(self) -> bool:
        return self.overlay_of(HelpOverlay) is not None

    @help_open.setter
    def help_open(self, value: bool) -> None:
        ov = self.overlay_of(HelpOverlay)
        if value and ov is None:
            HelpOverlay(self).open()
        elif not value and ov is not None:
            ov.close()

    @property
    def confirming(self) -> Any:
        ov = self.overlay_of(ConfirmOverlay)
        return ov.confirming if ov is not None else None

    @confirming.setter
    def confirming(self, action: Any) -> None:
        ov = self.overlay_of(ConfirmOverlay)
        if ov is not None:
            ov.close()
        if action is not None:
            ConfirmOverlay(self, action).open()

    def _confirm_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        return ConfirmOverlay(self, None).rects()

    @property
    def summary_open(self) -> bool:
        return self.overlay_of(SummaryOverlay) is not None

    @summary_open.setter
    def summary_open(self, value: bool) -> None:
        if value:
            self.open_summary()
        else:
            self.close_summary()

    @property
    def summary(self) -> RoundSummary | None:
        return self.summary_part.summary

    @summary.setter
    def summary(self, value: RoundSummary | None) -> None:
        self.summary_part.summary = value
        self.summary_part.surf = None

    @property
    def _summary_surf(self) -> pygame.Surface | None:
        return self.summary_part.surface()

    @_summary_surf.setter
    def _summary_surf(self, value: pygame.Surface | None) -> None:
        self.summary_part.surf = value

    @property
    def replay(self) -> list[Any]:
        ov = self.replay_overlay()
        return ov.states if ov is not None else []

    @property
    def replay_i(self) -> int:
        ov = self.replay_overlay()
        return ov.i if ov is not None else 0

    @property
    def marks(self) -> dict[int, list[Any]]:
        return self.mark_part.marks

    def under_summary(self, rect: pygame.Rect) -> bool:
        return self.layers.under_summary(rect)

    # the layers under their old names (tests read them)
    @property
    def _dyn(self) -> pygame.Surface | None:
        return self.layers.surface

    @property
    def _static(self) -> pygame.Surface | None:
        return self.layers.static

    @_static.setter
    def _static(self, value: pygame.Surface | None) -> None:
        if value is None:
            self.layers.clear()
        self._dyn_key = None

    # the top bar's layout (tests read it)
    @property
    def _status_end(self) -> int:
        return self.top_bar.status_end

    @property
    def _top_free_x(self) -> int:
        return self.top_bar.free_x

    @property
    def _thinking_rect(self) -> pygame.Rect | None:
        return self.top_bar.thinking_rect

    @property
    def _thinking_fit(self) -> tuple | None:
        return self.top_bar.thinking_fit

    @property
    def _label_x(self) -> int:
        return self.top_bar.label_x

