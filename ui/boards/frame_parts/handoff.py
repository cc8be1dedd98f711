"""Who is looking at the table: the seat whose private information is drawn, the human
who decides on screen, and the hot-seat handoff between human seats (issue 33: a
handoff only for a private decision; a public one is asked on the public table; a moment
the whole table reads hides every hand until the next handoff). Worked out in the
frame's `update` (`sync`); the handoff screen is `ui/scenes/handoff.py`."""

from __future__ import annotations

from typing import Any

from ui.overlays import NarrationOverlay, SummaryOverlay, overlays_of

HANDOFF_PAUSE = 1.0       # seconds a human's move stays on screen before a handoff hides it


class Handoff:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.shown_seat: int | None = None      # whose private information is on screen
        self.handoff_for: int | None = None     # a handoff screen is waiting for this seat
        self.public_for: int | None = None      # hot seat: this human decides on the public table (no handoff)
        # hot seat: the whole table read a moment since the shown seat was handed the computer,
        # so its cards come back only after a handoff
        self.stale_view = False
        self.scene: Any = None                  # the handoff screen on the stack
        self.moved_at = -1e9                    # when a human last moved (the move stays on screen a moment)
        self._public_cache: dict[tuple, tuple[list, bool]] = {}
        # hot seat: the decision (seat, moves, undos) whose deciding human asked to see their
        # cards ("Show my cards"): it is handed over instead of asked on the public table
        self.cards_asked: tuple | None = None
        self._moments_seen: set[int] = set()    # the summaries and stories open at the last sync

    def viewer(self) -> int | None:
        """The seat whose private information is drawn (None while a handoff hides the
        table, while a human decides on the public table, while the whole table reads a
        told moment or a round summary in hot seat, or when no human plays)."""
        if self.handoff_for is not None or self.public_for is not None or self.stale_view:
            return None
        if self.public_moment():
            return None     # a moment the whole table reads: nothing private is drawn under it
        return self.shown_seat

    def hot_seat(self) -> bool:
        """Hot seat with secrets: the game has hidden hands (its spec says so) and two
        humans or more play at this one screen."""
        fr = self.frame
        return bool(fr.spec.hidden_hands) and len(fr.session.human_seats()) >= 2

    def public_moment(self) -> bool:
        """Hot seat: a round summary or a told story (a narration) is open over the board.
        The whole table reads it, so the board under it is drawn from the public view,
        and the next private decision after it needs its handoff (issue 33, 17)."""
        return self.hot_seat() and any(isinstance(ov, (SummaryOverlay, NarrationOverlay))
                                       for ov in overlays_of(self.frame))

    def _decision_key(self, seat: int) -> tuple:
        fr = self.frame
        return (id(fr.session.state), len(fr.session.rec.actions), fr.undone, seat)

    def _public_part(self, seat: int) -> tuple[list, bool]:
        """(the legal actions of `seat` worked out from the public view, whether they are
        all of its legal actions). The list is empty unless every one of them is legal."""
        fr = self.frame
        st = fr.session.state
        key = self._decision_key(seat)
        cached = self._public_cache.get(key)
        if cached is not None:
            return cached
        try:
            legal = st.legal_actions(seat)
            public = st.view(-1).legal_actions(seat) if legal else []
            if any(a not in legal for a in public):
                public = []      # a view that offers what the position does not: private
        except Exception:  # noqa: BLE001 - a view that cannot say: the decision is private
            legal, public = [], []
        result = (list(public), bool(public) and public == legal)
        if len(self._public_cache) > 64:
            self._public_cache.clear()
        self._public_cache[key] = result
        return result

    def public_decision(self, seat: int) -> bool:
        """The decision of `seat` now is made on public information: its legal actions are
        the same worked out from the public view (what every seat sees) as from the whole
        position. It is asked on the public table with the seat named, without a handoff
        (issue 33, 16); a decision that shows a hand, a pack or a secret is not."""
        return self._public_part(seat)[1]

    def partly_public(self, seat: int) -> bool:
        """Part of the decision of `seat` is public (Blood Rage's turn: invade, march,
        pillage and pass; only its cards are secret) and the seat has not asked to see
        its cards for it: it is asked on the public table with those actions and a "Show
        my cards" button, which hands the computer over for the rest (issue 33, 16)."""
        if not getattr(self.frame, "asks_public_part", False):
            return False
        public, whole = self._public_part(seat)
        return bool(public) and not whole and self.cards_asked != self._decision_key(seat)

    def on_table(self, seat: int) -> bool:
        """The decision of `seat` is asked on the public table (wholly or in part)."""
        return self.public_decision(seat) or self.partly_public(seat)

    def cards_hidden(self) -> bool:
        """A human decides on the public table with their cards hidden (a part of their
        decision waits for "Show my cards")."""
        return self.public_for is not None and self.handoff_for is None and self.partly_public(self.public_for)

    def legal_for(self, seat: int) -> list:
        """What `seat` may do from the screen now: on the public table with its cards
        hidden, only the public part of its decision; otherwise every legal action."""
        if seat == self.public_for and self.cards_hidden():
            return list(self._public_part(seat)[0])
        return self.frame.session.state.legal_actions(seat)

    def show_cards(self) -> bool:
        """"Show my cards": the human deciding on the public table asks for their hand;
        the next sync hands the computer over to them. False if nobody could ask."""
        seat = self.public_for
        if seat is None or not self.cards_hidden():
            return False
        self.cards_asked = self._decision_key(seat)
        self.public_for = None
        return True

    def acting_human(self) -> int | None:
        """The human seat whose decision is on screen (None while bots decide, or while
        a replay shows an earlier position): the seat shown, or the seat deciding on the
        public table."""
        fr = self.frame
        if fr.replay_overlay() is not None:
            return None
        s = self.public_for if self.handoff_for is None and self.public_for is not None else self.viewer()
        if s is not None and s in fr.session.pending_humans():
            return s
        return None

    def sync(self) -> None:
        """Who is shown now (from the frame's update): the human who decides, a handoff
        first when the next decision is private and another human's."""
        fr = self.frame
        sess = fr.session
        humans = sess.human_seats()
        if not humans:
            self.shown_seat = self.public_for = None
            return
        pending = sess.pending_humans()
        if not self.hot_seat() or sess.state.is_over():
            self.public_for = None
            want = pending[0] if pending else (self.shown_seat if self.shown_seat is not None else humans[0])
            if self.shown_seat is not None and self.shown_seat in pending:
                want = self.shown_seat   # finish the current human's decision first
            self.shown_seat = want
            return
        # hot seat: a handoff only where the next decision shows what the others may not see
        moments = {id(ov) for ov in overlays_of(fr) if isinstance(ov, (SummaryOverlay, NarrationOverlay))}
        if moments - self._moments_seen and self.shown_seat is not None and self.handoff_for is None:
            self.stale_view = True      # a new moment read by the whole table: the next private view is handed over
        self._moments_seen = moments
        if self.public_for is not None and (self.public_for not in pending or not self.on_table(self.public_for)):
            self.public_for = None      # that public decision is over (the next one may be private)
        if not pending:
            # no human decides: what is shown stays (nobody's at the start: the public
            # table, never a handoff to a human who does not decide, issue 33, 11)
            return
        current = self.public_for if self.public_for is not None else self.shown_seat
        asked = self.cards_asked[3] if self.cards_asked is not None else None
        if asked in pending and self.cards_asked == self._decision_key(asked):
            current = asked             # who asked to see their cards is handed the computer
        want = current if current in pending else self.next_in_line(pending)
        if want == self.shown_seat and self.handoff_for is None and not self.stale_view:
            return      # the human on screen goes on
        if self.viewer() is not None and fr.time - self.moved_at < fr.HANDOFF_PAUSE:
            return     # the move's result stays on screen a moment before the table changes
        if self.on_table(want):
            # asked on the public table, the seat named: no handoff
            if self.handoff_for is not None:
                self.drop()
            self.public_for, self.shown_seat, self.stale_view = want, None, False
            return
        if self.public_moment() or any(ov.holds_bots for ov in overlays_of(fr)):
            return     # a story being read (a battle's result), a summary: not hidden before it is closed
        # called from update(), so the board is on top: a handoff for `want` that is
        # not on the stack any more was closed without "ready" and comes back
        if self.handoff_for != want or self.scene not in fr.app.stack:
            if self.handoff_for is not None and self.handoff_for != want:
                self.drop()
            self.handoff_for = want
            fr._push_handoff(want)      # (a test puts its own handoff screen there)

    def next_in_line(self, pending: list[int]) -> int:
        """Of the humans who decide now (none of them on screen), the one handed the
        computer next: in a draft passed pick by pick (Blood Rage), the one with the most
        packs waiting in front of them (public at a real table), so that one handoff
        serves several picks; otherwise the first in seat order."""
        fr = self.frame
        draft = getattr(fr.session.state.view(-1), "draft", None) if len(pending) > 1 else None
        queues = getattr(draft, "queues", None)
        if not queues:
            return pending[0]
        packs = draft.packs
        return max(pending, key=lambda s: (bool(packs[s]) + len(queues[s]), -pending.index(s)))

    def drop(self) -> None:
        """A handoff no longer wanted (an undo changed who decides): its screen goes."""
        fr = self.frame
        scene, self.scene = self.scene, None
        self.handoff_for = None
        stack = getattr(fr.app, "stack", None) or []
        if scene is not None and scene in stack:
            scene.done = True       # its "ready" does nothing any more
            if stack[-1] is scene:
                fr.app.pop()
            else:
                stack.remove(scene)

    def push(self, seat: int) -> None:
        """The app's handoff screen for `seat`."""
        fr = self.frame
        self.scene = fr.app.open_scene("handoff", fr.names[seat], lambda: fr.confirm_handoff(seat))

    def confirm(self, seat: int | None = None) -> None:
        """The handoff screen's 'ready': the next human's information may now be shown."""
        seat = self.handoff_for if seat is None else seat
        if seat is None:
            return
        self.shown_seat = seat
        self.public_for = None
        self.stale_view = False
        self.handoff_for = None
        self.scene = None
        fr = self.frame
        fr.pointer.hold_at = tuple(fr.mouse)   # no stale tooltip until the mouse moves
