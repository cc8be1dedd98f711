"""The hint ("Ask the bot", issue 21) glue: B or the Hint button asks the `hard` search
about the decision on screen (`session.ask_hint`); the HintOverlay (ui/overlays/hint.py)
is open exactly while there is a hint to show."""

from __future__ import annotations

from typing import Any

import pygame

from ui.overlays import ConfirmOverlay, HelpOverlay, HintOverlay, ReplayOverlay, SummaryOverlay, overlays_of
from ui.widgets.hint import hint_table
from ui.widgets.text import tr


class Hints:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.hidden = False                 # the current hint put away by B

    def toggle(self) -> bool:
        """B / the Hint button: ask the `hard` bot about the decision on screen (it thinks
        from this seat's view only, in the bot process); again to hide or show the hint.
        Returns True while a hint is asked or shown."""
        fr = self.frame
        seat = fr.acting_human()
        if seat is None:
            fr.toast(tr("board.hint_none", "A hint is for your own decision: wait for your turn"))
            return False
        if fr.handoff.cards_hidden():   # the bot would advise on the hand: it is shown first
            fr.toast(tr("board.hint_cards", "A hint needs your cards: press “Show my cards” first"))
            return False
        if fr.session.hint_for(seat) is not None:
            self.hidden = not self.hidden
            self.sync()
            return not self.hidden
        self.hidden = False
        asked = fr.session.ask_hint(seat)
        self.sync()
        return asked

    def of_seat(self) -> Any:
        """The session's hint for the seat deciding here (shown or hidden), or None."""
        fr = self.frame
        seat = fr.acting_human()
        return fr.session.hint_for(seat) if seat is not None else None

    def shown(self) -> Any:
        """The hint on screen (the session's Hint of the seat deciding here), or None."""
        h = self.of_seat()
        if h is None:
            self.hidden = False
            return None
        return None if self.hidden else h

    def visible(self) -> bool:
        """The hint's panel may show now (no help, confirm, summary or replay over it)."""
        return not any(isinstance(ov, (HelpOverlay, ConfirmOverlay, SummaryOverlay, ReplayOverlay))
                       for ov in overlays_of(self.frame))

    def rect(self) -> pygame.Rect | None:
        """The hint's panel as laid out for the next frame (no tooltip shows under it)."""
        ov = self.frame.overlay_of(HintOverlay)
        return ov.rect if ov is not None else None

    def sync(self) -> None:
        """The hint overlay is open exactly while there is a hint to show."""
        fr = self.frame
        ov = fr.overlay_of(HintOverlay)
        want = self.shown() is not None
        if want and ov is None and fr in (getattr(fr.app, "stack", None) or []):
            fr._refresh()
            HintOverlay(fr).open().lay_out()
        elif not want and ov is not None:
            ov.close()
        elif ov is not None:
            ov.lay_out()

    def key(self) -> tuple:
        """What the layers' key holds of the hint (the tray's Hint button says it)."""
        h = self.of_seat()
        return (id(h), h.done, self.hidden) if h is not None else ()

    def rows(self, hint: Any) -> list[tuple[str, float | None, int, bool]]:
        """The hint's rows: what each action does, its chance, its simulations, and
        whether a target on the board marks it."""
        # each distinct move once, figures only where they tell moves apart (ui.widgets.hint)
        fr = self.frame
        return hint_table(hint.suggestions, fr.action_text, {repr(t.action) for t in fr.targets})[0]
