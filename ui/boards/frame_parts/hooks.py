"""The hooks a board supplies, with their defaults (docs/board-frame.md): a mixin of
`ui.boards.base.BoardScene`, so a board overrides them and calls them as before
(`BoardScene.status_text(self, v)`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.core import Draft
from ui.boards.targets import HandItem, Target
from ui.widgets.anim import Slide
from ui.widgets.cards import CardFace
from ui.widgets.text import and_list, text_of, tr

NOT_NOW = ("__not_now__",)   # number_key_actions: the k-th card is there but cannot be played now


class BoardHooks:
    # the log line of the step's event that holds the GameOver fact (game.core.events)
    # names the winner: kept out of the last round's summary and of the log until the end
    # was told (False: that line names no winner, Vikings' "The third era ends")
    verdict_in_log: bool = True

    # --- hooks a board supplies --------------------------------------------------------
    def draw_static(self, s: pygame.Surface) -> None:
        """The board's own art, drawn once onto the static layer (the frame has drawn
        the background and the top bar already)."""

    def draw_position(self, d: pygame.Surface, v: Any, hidden: Counter) -> None:
        """Pieces and everything else of the position, from the view v. `hidden`
        counts slide payloads still moving: skip those pieces at their destination."""

    def draw_seat_panel(self, d: pygame.Surface, rect: pygame.Rect, v: Any, seat: int) -> None:
        """The body of one seat panel (rect is the whole panel; the frame drew its first
        row, up to rect.y + BODY_TOP)."""

    def hand_items(self, v: Any, seat: int) -> list[HandItem]:
        """The cards the tray shows for the viewing seat."""
        return []

    def map_targets(self, v: Any, legal: list) -> list[Target]:
        """Targets on the board for legal actions (the first in the list wins a click).
        Actions left without a target become tray buttons."""
        return []

    def action_text(self, action: Any) -> str:
        """An action in words: tray button labels and "Click: ..." in tooltips. By
        default the game's `action_label`."""
        f = getattr(self.spec.module, "action_label", None)
        if f is not None:
            return text_of(f(action))
        return " ".join(str(x) for x in action) if isinstance(action, tuple) else str(action)

    def status_text(self, v: Any) -> str:
        """The top bar's status: the result, or who is to decide."""
        names = self.names
        if v.is_over() and self.end_untold():
            return tr("board.status.final", "The final scoring: who wins is told when you go on")
        if v.is_over():
            win = v.winners()
            return tr("board.status.over", "Game over: {names} {verb}", names=" & ".join(names[w] for w in win),
                      verb=tr("board.wins", "wins") if len(win) == 1 else tr("board.share", "share the win"))
        acting = self.session.state.to_act()
        if not acting:
            return ""
        if len(acting) > 1:
            return tr("board.status.waiting", "Waiting for {names}", names=self.names_of(acting))
        if acting[0] == self.viewer():
            return tr("board.status.your_turn", "Your turn")
        away = self.seat_away(acting[0])
        if away:
            return tr("board.status.waiting_away", "Waiting for {why}", why=away)
        return tr("board.status.turn", "{name}'s turn", name=names[acting[0]])

    def seat_away(self, seat: int) -> str:
        """'' or a player on another computer who is not there, named with why
        ("Astrid (disconnected)"), from the session's `seat_status`."""
        status = getattr(self.session, "seat_status", None)
        return status(seat) if status is not None else ""

    def names_of(self, seats: list[int]) -> str:
        """Seats named in a list ("you and Bjorn"; "you, Bjorn" read as if Bjorn were
        addressed): the viewing human is "you"."""
        viewer = self.viewer()
        return and_list([tr("board.you_in_list", "you") if s == viewer else self.seat_away(s) or self.names[s]
                         for s in seats])

    def on_step(self, seat: int, action: Any, events: list) -> None:
        """After any seat's step was applied and drawn into the frame (marks, slides,
        the round summary): a board opens a `NarrationOverlay` for a moment worth telling
        here (a battle, an enemy turn, a final scoring). `events` are the step's events;
        `self.session.state.facts(events)` reads them as common facts."""

    def shown_state(self) -> Any:
        """The position the table is drawn from (the views passed to the hooks): the
        game's own; a board telling the step that ended the game may show the one before
        it until the story was read (nothing of the outcome before it is told)."""
        return self.session.state

    def end_untold(self) -> bool:
        """The game is over and its end is still being told (issue 33, 3): a story of the
        step that ended it is open, the table shows the position before it, or the last
        round's summary (its final scoring) waits to be put away. Until then nothing of
        the outcome shows: no "winner" tag, the top bar's label names the last round, not
        "Game over", and the log stops before the lines of that step. A board that tells
        the end its own way adds its own condition."""
        st = self.session.state
        if not st.is_over() or self.gameover_shown:
            return False
        return self.holding_story() is not None or self.shown_state() is not st or self.summary_part.holds_results()

    def toast_point(self) -> tuple[int, int]:
        """Where a short notice ("Nothing to undo now", a save's note) shows, its top
        centre: the top of the board by default; a board with a heading there names a
        place clear of texts."""
        board = self.layout.BOARD
        return (board.centerx, board.y + 8)

    def on_undo(self, seat: int, action: Any) -> None:
        """After a step was undone (the frame has closed any narration and cleared the
        slides and marks): a board drops what it kept about that step."""

    def on_tick(self, dt: float) -> None:
        """Once a frame before the bots move and the layers refresh: a board's own
        timers (the frame keeps `self.time`)."""

    def card_title(self, card: Any, number: int) -> str:
        """A card's tooltip title in the tray, with its number key when it has one."""
        return self.tray.card_title(card, number)

    def tray_tips(self, buttons: list) -> list[tuple[pygame.Rect, Any, Any]]:
        """Tooltips for the tray's buttons: (rect, title, body) for the ones that need
        one; `buttons` are the frame's (rect, label, key) of this layer."""
        return []

    def card_face(self, card: Any) -> CardFace:
        return CardFace(key=(self.game_id, card), title=str(card))

    def card_tip(self, card: Any) -> tuple[str, str]:
        """A card's tooltip: its title and its full effect."""
        return (str(card), "")

    def slides_for(self, seat: int, action: Any, events: list) -> list[Slide]:
        """Pieces that slide after an action (`Slide(start, end, self.slide_seconds,
        payload)`); called only when slides are on."""
        return []

    def draw_slide(self, surface: pygame.Surface, payload: Any, pos: tuple[float, float]) -> None:
        """One piece on its way (the payload of its Slide)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Per frame, over the glows and under the buttons (selection rings)."""

    def number_key_actions(self, v: Any, seat: int) -> list:
        """Keys 1-9 outside the draft: key k takes entry k-1 (None: nothing). By default
        the hand items with a number."""
        out: list = []
        for item in self.hand_items(v, seat):
            if 1 <= item.number <= 9:
                while len(out) < item.number:
                    out.append(None)
                a = item.key_action if item.key_action is not None else item.action
                # a numbered card that cannot be played now still holds its key (it says so)
                out[item.number - 1] = a if a is not None else NOT_NOW
        return out

    def primary_action(self, legal: list) -> Any:
        """The action of Enter / Space and the gold tray button."""
        return ("done",) if ("done",) in legal else None

    def prompt_text(self, seat: int) -> str:
        """The decision of `seat` in words: the game's `prompt(state, seat)` (or the
        state's `prompt(seat)`), formatted by `tr`."""
        st = self.session.state
        f = getattr(self.spec.module, "prompt", None)
        msg = f(st, seat) if f is not None else st.prompt(seat)
        return text_of(msg)

    def draft_of(self, v: Any) -> Draft | None:
        """The draft under way in the view (its packets feed the overlay), or None."""
        d = getattr(v, "draft", None)
        if isinstance(d, Draft) and not d.done:
            return d
        return None

    def draft_pick_action(self, card: Any) -> Any:
        """The action that picks `card` from the packet."""
        return ("pick", card)

    def seat_score(self, v: Any, seat: int) -> str:
        return str(v.scores()[seat])

    def hidden_hand_size(self, v: Any, seat: int) -> int:
        """How many cards seat holds (shown face down to the next player at a handoff)."""
        f = getattr(v, "hand_size", None)
        return int(f(seat)) if callable(f) else 0

    def on_button(self, key: str) -> None:
        """A board's own UI button (added with `add_button(rect, label, key)`)."""

    def dynamic_key(self) -> tuple:
        """More that the dynamic layer depends on (a board's own UI state)."""
        return ()

    # --- the round summary's rows and the last moves' marks ----------------------------
    def summary_rows(self, st: Any) -> tuple[list[str], list[dict[str, int]], list, list]:
        """The rows of the round summary for the position `st`: names, score breakdowns
        (source -> points, "total" optional), colours and symbols. By default one row per
        seat from `st.score_breakdown()`; a board adds rows that are not seats (a solo
        enemy) by overriding this."""
        return list(self.names), [dict(d) for d in st.score_breakdown()], list(self.colours), list(self.symbols)

    def mark_points(self, seat: int, action: Any, events: list, slides: list[Slide]) -> list[Any]:
        """What a step of another seat marks on the board until the viewer acts: by
        default the payloads of the slides of its pieces (placed by `mark_position`)."""
        return [s.payload if s.payload is not None else (int(s.end[0]), int(s.end[1])) for s in slides]

    def mark_position(self, mark: Any) -> tuple[int, int] | None:
        """Where a mark is drawn now (a point as it is; a board that marks pieces by
        payload places them where they stand now)."""
        if isinstance(mark, tuple) and len(mark) == 2 and all(isinstance(v, (int, float)) for v in mark):
            return (int(mark[0]), int(mark[1]))
        return None

    def mark_area(self, mark: Any) -> list[tuple[int, int]] | None:
        """The outline of an area a step marked (an area it scored or destroyed), or None
        when the mark is a point (a board returns polygons for its own area marks)."""
        return None

    def tip_blockers(self) -> list[pygame.Rect]:
        """Boxes drawn over the board at every frame (a battle told step by step): no
        tooltip of the board under them shows while the mouse is on one."""
        return []
