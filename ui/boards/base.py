"""The board frame: everything that is the same at every game's table.

`BoardScene` composes parts (`ui/boards/frame_parts/`): the top bar, the seat panels,
the tray, the last moves' marks, the pointer (glow, hover, focus, tooltips, cursor) and
the round summaries. Modal things over the board are scenes pushed on the app's stack
(`ui/overlays/`: help, confirm, round summary, replay, hint, narration; the handoff is
`ui/scenes/handoff.py`). The frame keeps the session wiring (bots, errors as toasts, the
game-over screen), who is looking (viewer, acting human, the hot-seat handoff), the keys,
the cached layers (a static layer built once per size, a dynamic layer rebuilt only when
the position, the viewer, an animation or the thinking state changes) and the targets.
`update` works out what the next frame shows; `draw` changes nothing.

A board is a subclass that supplies only its own game through the hooks listed in
docs/board-frame.md:

    draw_static(s)                       the board's own art, once
    draw_position(d, v, hidden)          pieces etc. from the view v
    draw_seat_panel(d, rect, v, seat)    body of one seat panel (below BODY_TOP)
    hand_items(v, seat) -> [HandItem]    cards in the tray
    map_targets(v, legal) -> [Target]    targets on the board (first wins a click)
    action_text(action) -> str           tray labels, "Click: ..." in tooltips
    status_text(v) -> str                top bar
    card_face(card) -> CardFace          tray, draft, hover lift
    card_tip(card) -> (title, body)
    slides_for(seat, action, events) -> [Slide]
    draw_slide(surface, payload, pos)    a piece on its way
    draw_overlay(surface)                per frame, over the glows (selection rings)
    number_key_actions(v, seat) -> list  key k takes entry k-1

The ways out of a board (pause, rules, handoff, game over) go through
`app.open_scene(name, ...)`, so no board imports a scene.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.core.events import effect_of
from saves import SaveError
from saves.format import reason_of
from ui import palette as P
from ui import sound
from ui.boards.frame_parts.compat import FrameCompat
from ui.boards.frame_parts.hooks import NOT_NOW, BoardHooks
from ui.boards.frame_parts.layers import SUMMARY_MARGIN, Layers
from ui.boards.frame_parts.marks import Marks
from ui.boards.frame_parts.panels import SeatPanels
from ui.boards.frame_parts.pointer import Pointer
from ui.boards.frame_parts.summary import RoundSummaries, round_of
from ui.boards.frame_parts.topbar import STATUS_TRIES, THINKING_DOTS_W, TopBar, status_lines
from ui.boards.frame_parts.tray import Tray
from ui.boards.targets import HandItem, Target, target_at
from ui.overlays import (
    BoardOverlay,
    ConfirmOverlay,
    HelpOverlay,
    HintOverlay,
    NarrationOverlay,
    ReplayOverlay,
    SummaryOverlay,
    overlays_of,
)
from ui.overlays.modal import HELP_KEYS, key_words
from ui.scene import Scene
from ui.widgets import tray as TR
from ui.widgets.anim import Animator, Slide, duration_for
from ui.widgets.buttons import draw_button
from ui.widgets.cards import CardArt, CardFace, card_size
from ui.widgets.draft_overlay import DraftOverlay, card_rects
from ui.widgets.hint import HintPanel, hint_table
from ui.widgets.log_panel import LogPanel
from ui.widgets.seat_panel import HEADER_H
from ui.widgets.text import text_of, tr
from ui.widgets.tooltip import Tooltip

__all__ = ["BoardScene", "FrameLayout", "SUMMARY_MARGIN", "HandItem", "Slide", "Target", "CardFace", "STATUS_TRIES",
           "THINKING_DOTS_W", "status_lines"]

NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
FRAME_KEYS = ("menu", "rules", "draft_min", "undo", "results", "hint")
THINKING_FPS = 5          # frames a second while only the bots' thinking dots move


class FrameLayout:
    """The table's rects at 1600x900 (the same at every board) and the per-board sizes
    (seat panel height, card heights)."""

    SCREEN = pygame.Rect(0, 0, 1600, 900)
    TOP = pygame.Rect(0, 0, 1600, 48)
    BOARD = pygame.Rect(8, 54, 1204, 630)
    TRAY = pygame.Rect(8, 690, 1204, 204)
    RIGHT = pygame.Rect(1220, 54, 372, 840)
    MENU_BUTTON = pygame.Rect(1486, 7, 100, 34)
    RULES_BUTTON = pygame.Rect(1378, 7, 100, 34)
    RESULTS_BUTTON = pygame.Rect(1378 - 118, 7, 110, 34)
    # the top of the tray's button column: Undo, and beside it Hint ("Ask the bot")
    UNDO_BUTTON = pygame.Rect(TR.undo_rect(TRAY).x, TR.undo_rect(TRAY).y, (TR.undo_rect(TRAY).w - 8) // 2,
                              TR.undo_rect(TRAY).h)
    HINT_BUTTON = pygame.Rect(UNDO_BUTTON.right + 8, UNDO_BUTTON.y, TR.undo_rect(TRAY).right - UNDO_BUTTON.right - 8,
                              UNDO_BUTTON.h)
    PANEL_GAP = 6

    def __init__(self, n: int, panel_height: int = 100, hand_height: int = 166, draft_height: int = 236) -> None:
        self.n = n
        self.panel_height = panel_height
        self.hand_height = hand_height
        self.draft_height = draft_height

    def seat_panel(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.RIGHT.x, self.RIGHT.y + seat * (self.panel_height + self.PANEL_GAP),
                           self.RIGHT.w, self.panel_height)

    def log_rect(self) -> pygame.Rect:
        top = self.RIGHT.y + self.n * (self.panel_height + self.PANEL_GAP)
        return pygame.Rect(self.RIGHT.x, top, self.RIGHT.w, self.RIGHT.bottom - top)

    def hand_rects(self, count: int, right_limit: int) -> list[pygame.Rect]:
        return TR.hand_rects(self.TRAY, count, right_limit, self.hand_height)

    def tray_buttons(self, count: int) -> list[pygame.Rect]:
        """Prompt buttons: one column at the right of the tray for up to three, more
        columns to the left beyond that."""
        if count <= 3:
            return TR.button_rects(self.TRAY, count)
        keep = 10 + TR.hand_room(card_size(self.hand_height)[0])
        return TR.grid_rects(self.TRAY, count, self.UNDO_BUTTON.bottom + 8, keep)

    def draft_rects(self, count: int) -> list[pygame.Rect]:
        return card_rects(self.BOARD, count, self.draft_height)



class BoardScene(BoardHooks, FrameCompat, Scene):
    """The frame every board stands on (see the module doc and docs/board-frame.md)."""

    game_id: str = ""
    panel_height: int = 100       # height of each seat panel in the right column
    hand_height: int = 166        # card height in the tray
    draft_height: int = 236       # card height in the draft overlay

    BODY_TOP = HEADER_H           # a seat panel's body starts this far below its top
    HANDOFF_PAUSE = 1.0           # seconds a human's move stays on screen before a handoff hides it
    PULSE_SECONDS = 4.0           # the targets' glow pulses this long after a change or input, then holds
    HELP_KEYS = HELP_KEYS

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.spec = session.spec
        if not self.game_id:
            self.game_id = self.spec.id
        self.fonts = app.fonts
        self.n: int = session.state.num_players
        # shared with the session: a player joining from another computer names their seat
        self.names: list[str] = session.names
        self.layout = FrameLayout(self.n, self.panel_height, self.hand_height, self.draft_height)
        self.cards = CardArt(self.fonts)
        self.tooltip = Tooltip(self.fonts)
        self.log_panel = LogPanel(self.fonts, self.layout.log_rect())
        self.draft_overlay = DraftOverlay(self.fonts)
        self.hint_panel = HintPanel(self.fonts)   # "Ask the bot" (B / the Hint button), shown by HintOverlay
        self.anim = Animator()
        # the parts (ui/boards/frame_parts)
        self.top_bar = TopBar(self)
        self.seat_panels = SeatPanels(self)
        self.tray = Tray(self)
        self.mark_part = Marks(self)
        self.pointer = Pointer(self)
        self.summary_part = RoundSummaries(self)
        self.time = 0.0
        self.lively_since = 0.0                 # the last change or input: the glow pulses a while after
        self.shown_seat: int | None = None      # whose private information is on screen
        self.handoff_for: int | None = None     # a handoff screen is waiting for this seat
        self.public_for: int | None = None      # hot seat: this human decides on the public table (no handoff)
        self._public_cache: dict[tuple, bool] = {}
        self._moments_seen: set[int] = set()    # the summaries and stories open at the last sync
        # hot seat: the whole table read a moment since the shown seat was handed the computer,
        # so its cards come back only after a handoff
        self.stale_view = False
        self.draft_minimised = False
        self.mouse = (-1, -1)
        self.toast_text = ""
        self.toast_until = 0.0
        self.gameover_shown = False
        self.over_since: float | None = None
        self.end_log_at: int | None = None      # the log's length before the step that ended the game
        self.verdict_lines: list[str] = []      # that step's lines that name the winner
        self.view: Any = None
        self.legal: list = []                   # legal actions of the acting human (last refresh)
        self.primary: Any = None                # the gold button's action (Enter / Space; last refresh)
        self.targets: list[Target] = []
        self._extra_targets: list[Target] = []
        self.buttons: list[tuple[pygame.Rect, str, Any]] = []   # (rect, label, action or ui key)
        # hover areas: (rect, title, body); title and body may be functions (built on hover)
        self.tips: list[tuple[pygame.Rect, Any, Any]] = []
        self.drawn_hand: list[tuple[int, Any]] = []              # (owner seat, card) drawn face up
        self.drawn_hidden: list[tuple[int, int]] = []            # (seat, count of backs) drawn
        self.layers = Layers(self)              # the static and dynamic layers (frame_parts.layers)
        self._dyn_key: tuple | None = None
        self._shown_look: tuple | None = None   # what the last frame asked for showed (needs_redraw)
        self._pulse_tick = -1
        self.illegal_clicks = 0
        self.applied_by_click = 0
        self.frame_ms: list[float] = []
        self.colours, self.symbols = self._seat_looks()
        self._handoff_scene: Any = None
        self._last_error = ""
        if getattr(session, "load_notice", ""):
            self.toast(session.load_notice, 8.0)
        self._log_epoch = session.log_epoch
        self.undone = 0
        self._human_moved_at = -1e9
        self._no_auto_at = -1                    # the number of actions an undo went back to
        self._ends_cache: dict[tuple, bool] = {}
        self.bots_paused = False                 # P / the top bar's button: no bot moves while set
        self.focus: Any = None                   # the action of the target chosen with Tab (None: none)
        self.hint_hidden = False                 # the current hint put away by B
        # the one hook of a guide (ui/guide): called with each action a human is about to
        # play here (a click, a key, Enter on a focus, a confirm); a text returned is shown
        # as a toast INSTEAD of playing the action (None: it is played)
        self.action_filter: Any = None
        self._mark_round()
        session.on_applied.append(self._on_applied)
        session.on_undone.append(self._on_undone)

    def _seat_looks(self) -> tuple[list[tuple[int, int, int]], list[str]]:
        """Each seat's colour and symbol: the seat's chosen colour index into the seat
        colours and symbols the game's spec names (the seat's index when none was
        chosen); ui.palette gives the shades."""
        names = tuple(getattr(self.spec, "seat_colours", ()) or ())
        shapes = tuple(getattr(self.spec, "seat_symbols", ()) or ())
        colours, symbols = [], []
        for i, s in enumerate(self.session.seats):
            c = s.get("colour", i)
            c = c if isinstance(c, int) and not isinstance(c, bool) else i
            colours.append(P.colour_shade(names[c % len(names)]) if names else P.seat_colour(self.game_id, c))
            symbols.append(shapes[c % len(shapes)] if shapes else P.seat_symbol(self.game_id, c))
        return colours, symbols

    # --- helpers for boards -------------------------------------------------------------
    def add_target(self, target: Target) -> Target:
        """A target added while drawing (before the board's `map_targets` ones)."""
        self._extra_targets.append(target)
        return target

    def add_tip(self, rect: pygame.Rect, title: Any, body: Any) -> None:
        """A hover area; title and body may be callables (built on hover)."""
        self.tips.append((pygame.Rect(rect), title, body))

    def hide_tips_under(self, rect: pygame.Rect) -> None:
        """Something is drawn over `rect` (a dimmed board, a final scoring box): the hover
        areas added so far that it touches show no tooltip through it."""
        self.tips = [tp for tp in self.tips if not rect.colliderect(tp[0])]

    def tip_blockers(self) -> list[pygame.Rect]:
        """Boxes drawn over the board at every frame (a battle told step by step): no
        tooltip of the board under them shows while the mouse is on one."""
        return []

    def covered(self) -> bool:
        """Another scene covers this board (the pause menu, the help, the round summary):
        the board under it shows no hover, glow under the mouse or tooltip. The replay and
        the hint lie over the board without covering it."""
        stack = getattr(self.app, "stack", None) or []
        if self not in stack:
            return False
        above = stack[stack.index(self) + 1:]
        return any(not (isinstance(s, BoardOverlay) and s.board is self and not s.covers) for s in above)

    def visible(self) -> bool:
        """The board is on screen: on top, or under its own overlays only."""
        stack = getattr(self.app, "stack", None) or []
        if self not in stack:
            return False
        return all(isinstance(s, BoardOverlay) and s.board is self for s in stack[stack.index(self) + 1:])

    def add_button(self, rect: pygame.Rect, label: str, key: Any) -> None:
        """A drawn button: `key` a string (`on_button(key)`) or a legal action."""
        self.buttons.append((pygame.Rect(rect), label, key))

    def toast(self, text: str, seconds: float = 2.5) -> None:
        self.toast_text = str(text)
        self.toast_until = self.time + seconds

    def invalidate(self) -> None:
        """Rebuild the dynamic layer before the next frame."""
        self._dyn_key = None

    @property
    def slide_seconds(self) -> float:
        """The duration of one slide at the animation-speed setting (0: no slides)."""
        return duration_for(self._speed())


    # --- scene protocol ---------------------------------------------------------------
    def on_enter(self) -> None:
        self._dyn_key = None
        self.pointer._cursor = None
        self._restore_summary()
        if self._on_applied not in self.session.on_applied:
            self.session.on_applied.append(self._on_applied)
        if self._on_undone not in self.session.on_undone:
            self.session.on_undone.append(self._on_undone)

    def on_exit(self) -> None:
        # the board is left for good (to the title, or the window closes; the scenes
        # over it are pushed, which does not exit it): the last move is on disk, no bot
        # keeps thinking for a table nobody looks at, and the game's lock is released at
        # once (another copy of the program may open it now, without waiting for the
        # lock to go stale)
        self._unhook()
        self.session.close()

    def _unhook(self) -> None:
        if self._on_applied in self.session.on_applied:
            self.session.on_applied.remove(self._on_applied)
        if self._on_undone in self.session.on_undone:
            self.session.on_undone.remove(self._on_undone)

    def on_language(self) -> None:
        """The language changed: the board, its cards, the log and the round summary are
        drawn again."""
        from ui.widgets.text import forget_drawn

        forget_drawn(self)   # images a board's parts drew once (Asgard's god blocks)
        self.on_resize(self.app.size)
        self.summary_part.reword()
        self.log_panel.restart(self.session.log, self.session.log_total)
        for ov in overlays_of(self):
            ov.on_resize(self.app.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layers.clear()
        self.cards.clear()
        self._dyn_key = None
        self.draft_overlay.clear()
        self.summary_part.surf = None
        self.hint_panel.clear()

    def close(self) -> None:
        """The game is left for good."""
        self._unhook()
        self.session.close()

    # --- the overlays (ui/overlays) -------------------------------------------------------
    def overlay_of(self, kind: type) -> Any:
        """This board's open overlay of that kind (the topmost), or None."""
        found = overlays_of(self, kind)
        return found[-1] if found else None

    def top_modal(self) -> BoardOverlay | None:
        """The topmost open overlay of this board that takes its clicks and keys."""
        for ov in reversed(overlays_of(self)):
            if ov.modal:
                return ov
        return None

    def replay_overlay(self) -> ReplayOverlay | None:
        return self.overlay_of(ReplayOverlay)

    def bots_held(self) -> bool:
        """An overlay that holds the bots (a story being read) is open, and no human
        decides now (a human whose turn it is may act at once)."""
        return any(ov.holds_bots for ov in overlays_of(self)) and not self.session.pending_humans()

    # --- who is looking -----------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose private information is drawn (None while a handoff hides the
        table, while a human decides on the public table, while the whole table reads a
        told moment or a round summary in hot seat, or when no human plays)."""
        if self.handoff_for is not None or self.public_for is not None or self.stale_view:
            return None
        if self.public_moment():
            return None     # a moment the whole table reads: nothing private is drawn under it
        return self.shown_seat

    def public_moment(self) -> bool:
        """Hot seat: a round summary or a told story (a narration) is open over the board.
        The whole table reads it, so the board under it is drawn from the public view,
        and the next private decision after it needs its handoff (issue 33, 17)."""
        return self.hot_seat() and any(isinstance(ov, (SummaryOverlay, NarrationOverlay)) for ov in overlays_of(self))

    def public_decision(self, seat: int) -> bool:
        """The decision of `seat` now is made on public information: its legal actions are
        the same worked out from the public view (what every seat sees) as from the whole
        position. It is asked on the public table with the seat named, without a handoff
        (issue 33, 16); a decision that shows a hand, a pack or a secret is not."""
        st = self.session.state
        key = (id(st), len(self.session.rec.actions), self.undone, seat)
        cached = self._public_cache.get(key)
        if cached is not None:
            return cached
        try:
            legal = st.legal_actions(seat)
            result = bool(legal) and st.view(-1).legal_actions(seat) == legal
        except Exception:  # noqa: BLE001 - a view that cannot say: the decision is private
            result = False
        if len(self._public_cache) > 64:
            self._public_cache.clear()
        self._public_cache[key] = result
        return result

    def holding_story(self) -> NarrationOverlay | None:
        """The open narration that holds the table (the topmost), if any."""
        for ov in reversed(overlays_of(self)):
            if isinstance(ov, NarrationOverlay):
                return ov
        return None

    def acting_human(self) -> int | None:
        """The human seat whose decision is on screen (None while bots decide, or while
        a replay shows an earlier position): the seat shown, or the seat deciding on the
        public table."""
        if self.replay_overlay() is not None:
            return None
        s = self.public_for if self.handoff_for is None and self.public_for is not None else self.viewer()
        if s is not None and s in self.session.pending_humans():
            return s
        return None

    def hot_seat(self) -> bool:
        """Hot seat with secrets: the game has hidden hands (its spec says so) and two
        humans or more play at this one screen."""
        return bool(self.spec.hidden_hands) and len(self.session.human_seats()) >= 2

    def needs_handoff(self) -> bool:
        """Hot seat: the table is hidden between two human seats when the game has
        hidden hands (its spec says so) and two humans or more play."""
        return self.hot_seat()

    def _sync_viewer(self) -> None:
        sess = self.session
        humans = sess.human_seats()
        if not humans:
            self.shown_seat = self.public_for = None
            return
        pending = sess.pending_humans()
        if not self.needs_handoff() or sess.state.is_over():
            self.public_for = None
            want = pending[0] if pending else (self.shown_seat if self.shown_seat is not None else humans[0])
            if self.shown_seat is not None and self.shown_seat in pending:
                want = self.shown_seat   # finish the current human's decision first
            if want != self.shown_seat:
                self.shown_seat = want
            return
        # hot seat: a handoff only where the next decision shows what the others may not see
        moments = {id(ov) for ov in overlays_of(self) if isinstance(ov, (SummaryOverlay, NarrationOverlay))}
        if moments - self._moments_seen and self.shown_seat is not None and self.handoff_for is None:
            self.stale_view = True      # a new moment read by the whole table: the next private view is handed over
        self._moments_seen = moments
        if self.public_for is not None and (self.public_for not in pending or not self.public_decision(self.public_for)):
            self.public_for = None      # that public decision is over (the next one may be private)
        if not pending:
            # no human decides: what is shown stays (nobody's at the start: the public
            # table, never a handoff to a human who does not decide, issue 33, 11)
            return
        current = self.public_for if self.public_for is not None else self.shown_seat
        want = current if current in pending else pending[0]
        if want == self.shown_seat and self.handoff_for is None and not self.stale_view:
            return      # the human on screen goes on
        if self.viewer() is not None and self.time - self._human_moved_at < self.HANDOFF_PAUSE:
            return     # the move's result stays on screen a moment before the table changes
        if self.public_decision(want):
            # asked on the public table, the seat named: no handoff
            if self.handoff_for is not None:
                self._drop_handoff()
            if self.public_for != want or self.shown_seat is not None:
                self.public_for, self.shown_seat, self.stale_view = want, None, False
            return
        if self.public_moment() or any(ov.holds_bots for ov in overlays_of(self)):
            return     # a story being read (a battle's result), a summary: not hidden before it is closed
        # called from update(), so the board is on top: a handoff for `want` that is
        # not on the stack any more was closed without "ready" and comes back
        if self.handoff_for != want or self._handoff_scene not in self.app.stack:
            if self.handoff_for is not None and self.handoff_for != want:
                self._drop_handoff()
            self.handoff_for = want
            self._push_handoff(want)

    def _drop_handoff(self) -> None:
        """A handoff no longer wanted (an undo changed who decides): its screen goes."""
        scene, self._handoff_scene = self._handoff_scene, None
        self.handoff_for = None
        stack = getattr(self.app, "stack", None) or []
        if scene is not None and scene in stack:
            scene.done = True       # its "ready" does nothing any more
            if stack[-1] is scene:
                self.app.pop()
            else:
                stack.remove(scene)

    def _push_handoff(self, seat: int) -> None:
        self._handoff_scene = self.app.open_scene("handoff", self.names[seat], lambda: self.confirm_handoff(seat))

    def confirm_handoff(self, seat: int | None = None) -> None:
        """The handoff screen's 'ready': the next human's information may now be shown."""
        seat = self.handoff_for if seat is None else seat
        if seat is None:
            return
        self.shown_seat = seat
        self.public_for = None
        self.stale_view = False
        self.handoff_for = None
        self._handoff_scene = None
        self.pointer.hold_at = tuple(self.mouse)   # no stale tooltip until the mouse moves

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """An event for the board: its open overlays get it first (the app sends it to the
        top scene; a test that calls this directly gets the same), then `frame_event`."""
        stack = getattr(self.app, "stack", None) or []
        mine = overlays_of(self)
        if mine and self in stack:
            mine[-1].handle_event(event)
            return
        self.frame_event(event)

    def frame_event(self, event: pygame.event.Event) -> None:
        """The board's own handling of an event the overlays passed on."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self.lively_since = self.time
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.log_rect().collidepoint(self.mouse):
                self.log_panel.handle_wheel(event.y)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.click(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        ov = self.top_modal()
        if ov is not None:              # called directly with an overlay open: it answers
            passed = ov.key(event)
            if passed is None:
                return
        if event.key == pygame.K_r and not event.mod & pygame.KMOD_CTRL:
            self.start_replay()
            return
        if event.key == pygame.K_TAB:
            self.cycle_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return
        if getattr(event, "unicode", "") == "?" or (event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT) \
                or event.key == pygame.K_h:
            self.help_open = True
            return
        if event.key == pygame.K_p and not event.mod & pygame.KMOD_CTRL:
            self.toggle_bots()
            return
        if event.key == pygame.K_b and not event.mod & pygame.KMOD_CTRL:
            self.toggle_hint()
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            self.take_focus()
            return
        if event.key == pygame.K_ESCAPE and self.focus is not None:
            self.focus = None
            return
        if event.key == pygame.K_ESCAPE:
            self.open_pause()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.quick_save()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.press_primary()
        elif event.key in NUMBER_KEYS:
            self.number_key(NUMBER_KEYS[event.key])

    def cycle_focus(self, step: int = 1) -> Any:
        """Tab / Shift+Tab: highlight the next (previous) target, in the order of the
        targets (Enter then takes it). Returns the highlighted action."""
        self._refresh()
        actions = [t.action for t in self.targets]
        if not actions or self.acting_human() is None:
            self.focus = None
            return None
        if self.focus in actions:
            i = (actions.index(self.focus) + step) % len(actions)
        else:
            i = 0 if step > 0 else len(actions) - 1
        self.focus = actions[i]
        return self.focus

    def has_bots(self) -> bool:
        return len(self.session.human_seats()) < self.n

    def toggle_bots(self) -> bool:
        """P / "Pause bots": hold every bot move (a decision being thought out waits
        until the bots go on); again to let them go on. Returns True while paused."""
        if not self.has_bots():
            return False
        self.bots_paused = not self.bots_paused
        self.toast(tr("board.bots_paused", "Bots paused (P to go on)") if self.bots_paused
                   else tr("board.bots_resumed", "Bots go on"))
        return self.bots_paused

    # --- hints ("Ask the bot"; drawn by ui.overlays.HintOverlay) -------------------------------
    def toggle_hint(self) -> bool:
        """B / the Hint button: ask the `hard` bot about the decision on screen (it thinks
        from this seat's view only, in the bot process); again to hide or show the hint.
        Returns True while a hint is asked or shown."""
        seat = self.acting_human()
        if seat is None:
            self.toast(tr("board.hint_none", "A hint is for your own decision: wait for your turn"))
            return False
        if self.session.hint_for(seat) is not None:
            self.hint_hidden = not self.hint_hidden
            self._sync_hint()
            return not self.hint_hidden
        self.hint_hidden = False
        asked = self.session.ask_hint(seat)
        self._sync_hint()
        return asked

    def shown_hint(self) -> Any:
        """The hint on screen (the session's Hint of the seat deciding here), or None."""
        seat = self.acting_human()
        h = self.session.hint_for(seat) if seat is not None else None
        if h is None:
            self.hint_hidden = False
            return None
        return None if self.hint_hidden else h

    def hint_visible(self) -> bool:
        """The hint's panel may show now (no help, confirm, summary or replay over it)."""
        return not any(isinstance(ov, (HelpOverlay, ConfirmOverlay, SummaryOverlay, ReplayOverlay))
                       for ov in overlays_of(self))

    def hint_rect(self) -> pygame.Rect | None:
        """The hint's panel as laid out for the next frame (no tooltip shows under it)."""
        ov = self.overlay_of(HintOverlay)
        return ov.rect if ov is not None else None

    def _sync_hint(self) -> None:
        """The hint overlay is open exactly while there is a hint to show."""
        ov = self.overlay_of(HintOverlay)
        want = self.shown_hint() is not None
        if want and ov is None and self in (getattr(self.app, "stack", None) or []):
            self._refresh()
            HintOverlay(self).open().lay_out()
        elif not want and ov is not None:
            ov.close()
        elif ov is not None:
            ov.lay_out()

    def _hint_key(self) -> tuple:
        seat = self.acting_human()
        h = self.session.hint_for(seat) if seat is not None else None
        return (id(h), h.done, self.hint_hidden) if h is not None else ()

    def hint_rows(self, hint: Any) -> list[tuple[str, float | None, int, bool]]:
        """The hint's rows: what each action does, its chance, its simulations, and
        whether a target on the board marks it."""
        # each distinct move once, figures only where they tell moves apart (ui.widgets.hint)
        return hint_table(hint.suggestions, self.action_text, {repr(t.action) for t in self.targets})[0]

    # --- ending the turn -------------------------------------------------------------------
    def ends_turn(self, action: Any) -> bool:
        """True if the acting human's `action` would end their turn now (they would not
        decide next), found on a copy of the position; never for a draft pick."""
        seat = self.acting_human()
        if seat is None:
            return False
        key = (len(self.session.rec.actions), seat, repr(action))
        cached = self._ends_cache.get(key)
        if cached is not None:
            return cached
        result = False
        draft = self.draft_of(self.session.state)
        if draft is None or action not in [self.draft_pick_action(c) for c in draft.packs[seat]]:
            try:
                copy = self.session.state.clone()
                copy.apply(seat, action)
                result = copy.is_over() or seat not in copy.to_act()
            except Exception:  # noqa: BLE001 - unknown: no warning rather than a crash
                result = False
        if len(self._ends_cache) > 256:
            self._ends_cache.clear()
        self._ends_cache[key] = result
        return result

    def apply_human(self, seat: int, action: Any) -> bool:
        """Apply a decision of the human on screen; with the setting "ask before ending
        my turn" on, an action that ends the turn waits for Yes (Enter) first (the
        ConfirmOverlay). Returns True if it was applied now. An `action_filter` may
        refuse it (its gentle message is shown instead)."""
        if self._filtered(action):
            return False
        settings = getattr(self.app, "settings", None)
        if getattr(settings, "confirm_end_turn", False) and self.confirming is None and self.ends_turn(action):
            self.confirming = action
            return False
        self.confirming = None
        self.session.apply(seat, action)
        return True

    def answer_confirm(self, yes: bool, action: Any = None) -> bool:
        """The question "this ends your turn" answered: Yes applies the action."""
        a = self.confirming if action is None else action
        self.confirming = None
        seat = self.acting_human()
        if not yes or a is None or seat is None or a not in self.session.state.legal_actions(seat):
            return False
        if self._filtered(a):
            return False
        self.session.apply(seat, a)
        return True

    def _filtered(self, action: Any) -> bool:
        """The `action_filter` refuses the action: its message is shown as a toast."""
        f = self.action_filter
        if f is None:
            return False
        message = f(action)
        if message:
            self.toast(message, 4.0)
            return True
        return False

    def take_focus(self) -> bool:
        """Enter: apply the highlighted target's action (if it is still legal)."""
        seat = self.acting_human()
        a, self.focus = self.focus, None
        if seat is None or a is None or a not in self.session.state.legal_actions(seat):
            return False
        return self.apply_human(seat, a)

    def press_primary(self) -> bool:
        """Enter / Space: the gold button (`_gold_action`: Done, or the only action
        button drawn), when it is legal now."""
        seat = self.acting_human()
        if seat is None:
            return False
        self._refresh()
        legal = self.session.state.legal_actions(seat)
        a = self.primary
        if a is None or a not in legal:
            return False
        return self.apply_human(seat, a)

    def draft_showing(self) -> bool:
        """The draft overlay covers the board now."""
        return (self.viewer() is not None and not self.draft_minimised and self.view is not None
                and self.draft_of(self.view) is not None)

    def number_key(self, k: int) -> bool:
        """Keys 1-9: pick the k-th card of the packet shown in the draft, or take entry
        k-1 of `number_key_actions` (the k-th card of the hand, counted from the left).
        Returns True if an action was applied."""
        seat = self.acting_human()
        if seat is None:
            return False
        self._refresh()
        v = self.view
        draft = self.draft_of(v)
        if draft is not None:
            if self.draft_minimised:
                return False
            pack = list(draft.packs[seat])
            actions = [self.draft_pick_action(c) for c in pack]
        else:
            actions = self.number_key_actions(v, seat)
        if not 1 <= k <= len(actions) or actions[k - 1] is None:
            return False
        action = actions[k - 1]
        if action is NOT_NOW or action not in self.session.state.legal_actions(seat):
            self.toast(tr("board.key_not_now", "That card cannot be played now"))
            return False
        return self.apply_human(seat, action)

    def open_pause(self) -> None:
        self.app.open_scene("pause", self.session)

    def open_rules(self) -> None:
        self.app.open_scene("rules", self.game_id)

    def open_results(self) -> None:
        self.app.open_scene("game_over", self.session)

    @property
    def title(self) -> str:
        return tr(f"game.{self.game_id}", self.spec.title)

    def quick_save(self) -> None:
        name = tr("board.quicksave_name", "{game} {stamp}", game=self.title,
                  stamp=time.strftime("%Y-%m-%d %H.%M.%S"))
        try:
            # never over another game's save (another copy of the program may have saved
            # at the same second): the name actually written is the one told
            save = getattr(self.session, "save_fresh", None) or self.session.save_as
            path = save(name)
            self.toast(tr("board.saved", "Saved as “{name}”", name=getattr(path, "stem", name)))
        except SaveError as e:
            self.toast(tr("board.save_failed", "Could not save: {msg}", msg=reason_of(e)))

    def can_undo(self) -> bool:
        """The human on screen (or deciding on the public table) may take back their last
        decision now."""
        seat = self.viewer()
        if seat is None and self.handoff_for is None:
            seat = self.public_for
        return seat is not None and self.session.can_undo(seat)

    def undo(self) -> bool:
        """The Undo button and Ctrl+Z: take back the last decision of the human on
        screen (the session says when that is allowed)."""
        if not self.can_undo():
            self.toast(tr("board.undo_none", "Nothing to undo now"))
            return False
        if not self.session.undo():
            return False
        self.undone += 1
        return True

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        self._refresh()
        return target_at(self.targets, pos)

    def click(self, pos: tuple[int, int]) -> bool:
        """Apply the legal action under pos, if any. Returns True if one was applied. An
        open modal overlay (help, confirm, summary, replay) takes the click first."""
        ov = self.top_modal()
        if ov is not None:
            return ov.click(pos)
        self.focus = None
        self._refresh()
        for rect, _label, key in self.buttons:
            if rect.collidepoint(pos) and isinstance(key, str):
                self._ui_button(key)
                return False
        t = self.target_at(pos)
        if t is None:
            return False
        seat = self.acting_human()
        if seat is None:
            return False
        legal = self.session.state.legal_actions(seat)
        if t.action not in legal:   # cannot happen: targets come from this list
            self.illegal_clicks += 1
            return False
        if not self.apply_human(seat, t.action):
            return False
        self.applied_by_click += 1
        return True

    def _ui_button(self, key: str) -> None:
        if key == "menu":
            self.open_pause()
        elif key == "rules":
            self.open_rules()
        elif key == "draft_min":
            self.draft_minimised = not self.draft_minimised
        elif key == "undo":
            self.undo()
        elif key == "results":
            self.open_results()
        elif key == "summary":
            self.open_summary()
        elif key == "bots":
            self.toggle_bots()
        elif key == "hint":
            self.toggle_hint()
        else:
            self.on_button(key)

    # --- animation --------------------------------------------------------------------------
    def _speed(self) -> int:
        return int(getattr(getattr(self.app, "settings", None), "animation_speed", 1) or 0)

    def _on_applied(self, seat: int, action: Any, events: list) -> None:
        self._dyn_key = None
        st = self.session.state
        if st.is_over() and self.end_log_at is None:
            # the lines this step wrote wait until the end was told (end_untold); its
            # verdict ("Game over: Bjorn wins") is not in the last round's summary either
            said = [(ev, self.session.spec.describe(ev, self.session.names, st)) for ev in events]
            self.end_log_at = self.session.log_total - sum(1 for _ev, line in said if line)
            self.verdict_lines = [line for ev, line in said if line and ev.get("t") in self.verdict_events]
        if self.session.is_human(seat):
            self._human_moved_at = self.time
        summary = self.summary
        self._check_round_end()
        self._play_sound(action, events, round_ended=self.summary is not summary and self.summary_open)
        slides = self.slides_for(seat, action, events)
        self._note_marks(seat, action, events, slides)
        if self.slide_seconds > 0:
            for s in slides:
                self.anim.add(s)
        self.on_step(seat, action, events)

    def _play_sound(self, action: Any, events: list, round_ended: bool = False) -> None:
        """The sound effect of a step (from the step's facts, game.core.events.effect_of; a
        round summary opening is the round's end), at the volume setting."""
        name = "round" if round_ended else effect_of(self.session.state.facts(events))
        if name is not None:
            sound.apply_settings(getattr(self.app, "settings", None))
            sound.play(name)

    # --- last moves -----------------------------------------------------------------------
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


    def _note_marks(self, seat: int, action: Any, events: list, slides: list[Slide]) -> None:
        self.mark_part.note(seat, action, events, slides)

    def mark_area(self, mark: Any) -> list[tuple[int, int]] | None:
        """The outline of an area a step marked (an area it scored or destroyed), or None
        when the mark is a point (a board returns polygons for its own area marks)."""
        return None


    def mark_points_now(self, seat: int) -> list[tuple[int, int]]:
        return self.mark_part.points_now(seat)

    def mark_areas_now(self, seat: int) -> list[list[tuple[int, int]]]:
        return self.mark_part.areas_now(seat)

    # --- replay of the others' moves (ui.overlays.ReplayOverlay) ----------------------------------
    def start_replay(self) -> bool:
        """R: show the moves of the other seats since the viewer last acted, one position
        at a time (R / → next, ← back, Esc or a click: back to the game). The positions
        are replayed from the seed and the record, and drawn from the viewer's view."""
        viewer = self.viewer()
        acts = self.session.rec.actions
        if viewer is None or not acts:
            return False
        last = max((i for i, (seat, _a) in enumerate(acts) if seat == viewer), default=-1)
        if last >= len(acts) - 1:
            self.toast(tr("board.replay_none", "No moves of the others to replay"))
            return False
        spec, rec = self.session.spec, self.session.rec
        try:
            st = spec.new_game(len(rec.seats), rec.seed, rec.options)
            states = []
            for i, (seat, aj) in enumerate(acts):
                st.apply(seat, spec.action_from_json(aj))
                if i > last:
                    states.append(st.clone())
        except Exception as e:  # noqa: BLE001 - no replay rather than a crash
            self.toast(tr("board.replay_failed", "The moves cannot be replayed: {msg}", msg=str(e)))
            return False
        states = states[-40:]
        ReplayOverlay(self, states, len(acts) - len(states)).open()
        return True

    def replay_step(self, step: int) -> None:
        ov = self.replay_overlay()
        if ov is not None:
            ov.step(step)

    def stop_replay(self) -> None:
        ov = self.replay_overlay()
        if ov is not None:
            ov.close()

    def _auto_last_pick(self) -> bool:
        """The last, single card of a draft packet is taken for a human at once (no
        choice is left; not at the position an undo just went back to)."""
        st = self.session.state
        n = len(self.session.rec.actions)
        if n == self._no_auto_at:
            return False
        draft = self.draft_of(st)
        if draft is None:
            return False
        for seat in self.session.pending_humans():
            pack = draft.packs[seat]
            # the legal list below says the pick is still open (a board's draft by seat,
            # such as Vikings' two-player one, has no `pending`)
            if len(pack) == 1:
                a = self.draft_pick_action(pack[0])
                if st.legal_actions(seat) == [a]:
                    self.session.apply(seat, a)
                    return True
        return False

    def _on_undone(self, seat: int, action: Any) -> None:
        self._no_auto_at = len(self.session.rec.actions)
        self.end_log_at = None
        # pieces still sliding belong to a position that no longer exists
        self.anim.slides.clear()
        self.marks.clear()
        self._dyn_key = None
        self._mark_round()
        for ov in [ov for ov in overlays_of(self) if isinstance(ov, NarrationOverlay)]:
            ov.on_close = None      # the story of a step that no longer happened
            ov.close()
        self.on_undo(seat, action)

    # --- the round summary (frame_parts.summary, ui.overlays.SummaryOverlay) -----------------
    @staticmethod
    def _round_of(st: Any) -> tuple[str, int]:
        """The round (age, era) a position is in, from its `progress()`: (unit, number)."""
        return round_of(st)

    def summary_rows(self, st: Any) -> tuple[list[str], list[dict[str, int]], list, list]:
        """The rows of the round summary for the position `st`: names, score breakdowns
        (source -> points, "total" optional), colours and symbols. By default one row per
        seat from `st.score_breakdown()`; a board adds rows that are not seats (a solo
        enemy) by overriding this."""
        return list(self.names), [dict(d) for d in st.score_breakdown()], list(self.colours), list(self.symbols)


    def _public(self) -> Any:
        return self.summary_part.public()

    def _mark_round(self) -> None:
        self.summary_part.mark_round()

    def _restore_summary(self) -> None:
        self.summary_part.restore()

    def _check_round_end(self) -> None:
        """After a step: a new round began, so the one before ended (or the game did): its
        summary covers the board until dismissed (the results screen waits for the last)."""
        if self.summary_part.check_round_end():
            self.open_summary()

    def open_summary(self) -> None:
        if self.summary is not None and self.overlay_of(SummaryOverlay) is None:
            SummaryOverlay(self).open()

    def close_summary(self) -> None:
        ov = self.overlay_of(SummaryOverlay)
        if ov is not None:
            ov.close()
            self._dyn_key = None

    def _summary_rect(self) -> pygame.Rect:
        return self.summary_part.rect()

    def _summary_button(self) -> pygame.Rect:
        return self.summary_part.button()

    # --- update -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.on_tick(dt)
        self.anim.update(dt)      # a slide ending changes the layers' key (the pieces' region)
        self._auto_last_pick()
        if self.handoff_for is None and not self.bots_paused and not self.bots_held():
            self.session.update()
        poll = getattr(self.session, "poll_hint", None)
        if poll is not None:
            poll()   # a hint arrives even while the bots are paused
        if self.session.last_error and self.session.last_error != self._last_error:
            self._last_error = self.session.last_error
            self.toast(text_of(self.session.last_error), 5.0)
        self._sync_viewer()
        if self.session.finished and not self.gameover_shown and not self.summary_part.holds_results():
            if self.over_since is None:
                self.over_since = self.time
            if self.time - self.over_since > 1.2 and not self.anim.busy and not self.bots_held():
                self.gameover_shown = True
                self.open_results()
                return
        if self.visible():
            self.refresh()

    def refresh(self) -> None:
        """Bring the layers, the hint and what is under the pointer up to date for the
        next frame (from update: drawing then changes nothing)."""
        self._refresh()
        self._sync_hint()
        if not self.covered():
            self.pointer.set_cursor()   # else the scene on top owns the cursor

    def _look(self) -> tuple:
        """What a frame shows besides the pulses: when it changes, a frame is drawn."""
        toast = self.toast_text if self.time < self.toast_until else ""
        return (self._dyn_key, self.mouse, self.focus, toast, self.session.log_total, self._log_epoch,
                self.covered(), self.gameover_shown)

    def needs_redraw(self) -> bool:
        """A frame is drawn when what it shows changed, while pieces slide, while the
        targets' glow pulses (PULSE_SECONDS after a change or input) and, THINKING_FPS
        times a second, while the bots' thinking dots move; an idle table draws nothing."""
        look = self._look()
        if look != self._shown_look:
            self._shown_look = look
            self.lively_since = self.time
            return True
        if self.anim.busy:
            return True
        pulsing = self.targets and self.time - self.lively_since <= self.PULSE_SECONDS
        if pulsing or self.session.thinking:
            tick = int(self.time * (60 if pulsing else THINKING_FPS))
            if tick != self._pulse_tick:
                self._pulse_tick = tick
                return True
        return False

    # --- the cached layers (frame_parts.layers) ------------------------------------------------
    def _refresh_layer(self) -> None:
        key = self.layers.key() + (self.summary_open,)
        if key == self._dyn_key and self.layers.surface is not None:
            return
        force = self._dyn_key is None
        self._dyn_key = key
        viewer = self.viewer()
        replay = self.replay_overlay()
        st = replay.state() if replay is not None else self.shown_state()
        self.view = st.view(viewer if viewer is not None else -1)
        self.layers.build(key[:-1], force)

    def _refresh(self) -> None:
        """The dynamic layer when its key changed, then the log, the thinking line and
        what the mouse is over (cheap: a board's own `update` calls this too)."""
        self._refresh_layer()
        self.top_bar.lay_out_thinking()
        self.log_panel.set_rect(self.layout.log_rect())
        if self.session.log_epoch != self._log_epoch:   # the log was rebuilt (an undo)
            self._log_epoch = self.session.log_epoch
            self.log_panel.restart(self.session.log, self.session.log_total)
        self.log_panel.sync(*self.told_log())
        self.pointer.find()

    def told_log(self) -> tuple[list[str], int]:
        """The log lines told so far and how many were ever appended (LogPanel.sync):
        while the game's end is told, none of the step that ended it (its result)."""
        lines, total = self.session.log, self.session.log_total
        held = self.end_log_at
        if held is not None and held < total and self.end_untold():
            lines = lines[: max(0, len(lines) - (total - held))]
            total = held
        return lines, total

    def _draw_top(self, d: pygame.Surface, v: Any) -> None:
        self.top_bar.draw(d, v)

    def _draw_panels(self, d: pygame.Surface, v: Any) -> None:
        self.seat_panels.draw(d, v)

    def _draw_tray(self, d: pygame.Surface, v: Any, legal: list, items: list[HandItem],
                   tray_actions: list) -> list[Target]:
        return self.tray.draw(d, v, legal, items, tray_actions)

    def _tray_text(self, v: Any) -> tuple[str, tuple[int, int, int]]:
        return self.tray.text(v)

    def _card_title(self, card: Any, number: int) -> str:
        return self.card_title(card, number)

    def _thinking_text(self) -> str:
        return self.top_bar.thinking_text()

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        self.top_bar.lay_out_thinking()
        self.top_bar.draw_thinking(surface)

    @staticmethod
    def _key_words(key: str) -> str:
        return key_words(key)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        # a long message (a save loaded from an older copy or version) wraps
        board = self.layout.BOARD
        lines = self.fonts.wrap(self.toast_text, "text-bold", 18, board.w - 120)
        surfs = [self.fonts.render(x, "text-bold", 18, P.INK) for x in lines]
        if not surfs:
            return
        w = max(x.get_width() for x in surfs)
        h = sum(x.get_height() for x in surfs)
        r = pygame.Rect(0, 0, w + 24, h + 12)
        r.midtop = self.toast_point()
        r.clamp_ip(board)
        pygame.draw.rect(surface, P.PARCHMENT, r, 0, 8)
        pygame.draw.rect(surface, P.GOLD, r, 2, 8)
        y = r.y + 6
        for x in surfs:
            surface.blit(x, x.get_rect(midtop=(r.centerx, y)))
            y += x.get_height()


    # --- drawing (changes nothing: what it shows was worked out in update) ----------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t0 = time.perf_counter()
        if self.layers.surface is None or self._dyn_key is None:
            self.refresh()    # a frame drawn before any update (a test, the first frame)
        surface.blit(self.layers.surface, (0, 0))
        self.pointer.draw_glows(surface)
        self.mark_part.draw(surface)
        self.draw_overlay(surface)
        undo_on = self.can_undo()
        hint_on = self.acting_human() is not None
        primary = self.primary
        mouse = self.mouse if not self.covered() else (-1, -1)
        for rect, label, key in self.buttons:
            is_action = not isinstance(key, str)
            enabled = undo_on if key == "undo" else (hint_on if key == "hint" else True)
            draw_button(surface, self.fonts, rect, label, hover=enabled and rect.collidepoint(mouse),
                        enabled=enabled, primary=is_action and primary is not None and key == primary)
        if not self.draft_showing():   # a piece sliding on the board stays under the draft
            for s in self.anim.slides:
                self.draw_slide(surface, s.payload, s.pos())
        if self.session.thinking:
            self.top_bar.draw_thinking(surface)
        if self.toast_text and self.time < self.toast_until:
            self._draw_toast(surface)
        self.log_panel.draw(surface)
        self.pointer.draw_focus(surface)
        self.pointer.draw_tooltip(surface)
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def _draw_frame(self, surface: pygame.Surface) -> None:
        self.draw(surface)

    # --- for tests and the self test -------------------------------------------------------------
    def describe(self) -> dict[str, Any]:
        self._refresh()
        return {
            "scene": type(self).__name__,
            "game": self.game_id,
            "label": text_of(self.session.state.round_label()),
            "shown_seat": self.shown_seat,
            "viewer": self.viewer(),
            "acting_human": self.acting_human(),
            "handoff_for": self.handoff_for,
            "hand_faces": list(self.drawn_hand),
            "hidden_hands": list(self.drawn_hidden),
            "targets": [t.action for t in self.targets],
            "thinking": self.session.thinking,
            "can_undo": self.can_undo(),
            "over": self.session.state.is_over(),
            "summary": self.summary.title if self.summary_open and self.summary is not None else None,
            "marks": {s: self.mark_points_now(s) for s in self.marks},
            "mark_areas": {s: self.mark_areas_now(s) for s in self.marks},
            "help": self.help_open,
            "bots_paused": self.bots_paused,
            "confirming": self.confirming,
            "replay": (self.replay_i, len(self.replay)) if self.replay else None,
            "focus": self.focus,
            "hint": [s.action for s in h.suggestions] if (h := self.shown_hint()) is not None and h.done else None,
            "overlays": [type(ov).__name__ for ov in overlays_of(self)],
        }
