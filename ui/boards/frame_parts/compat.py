"""The flags the board frame had before its overlays became scenes (`help_open`,
`confirming`, `summary_open`, `replay`, ...) and the top bar's layout under its old
names: boards, tests and scripts read and set them; each answers from the app's stack
or the part that holds it now. A mixin of `ui.boards.base.BoardScene`."""

from __future__ import annotations

from typing import Any

import pygame

from ui.overlays import ConfirmOverlay, HelpOverlay, SummaryOverlay
from ui.widgets.round_summary import RoundSummary


class FrameCompat:
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

