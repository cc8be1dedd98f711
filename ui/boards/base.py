"""The board frame: everything that is the same at every game's table.

`BoardScene` owns the session wiring (bots, errors as toasts, the game-over screen),
who is looking (viewer, acting human, the hot-seat handoff when the game's spec says
hands are hidden), the keys (Esc, F1, Ctrl+S, Ctrl+Z, Enter/Space, 1-9), the table's
layout (top bar, board area, seat panels and log on the right, the tray at the bottom),
the cached refresh (a static layer built once, a dynamic layer rebuilt only when the
position, the viewer, an animation or the thinking state changes), targets and their
glow, the tray (prompt, buttons, hand, Undo), the draft overlay and the tooltips.

A board is a subclass that supplies only its own game: see docs/board-frame.md. Its
hooks (all optional but `draw_static` / `draw_position` in practice):

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
from collections import Counter
from typing import Any

import pygame

from game.core import HIDDEN, Draft
from game.core.events import effect_of
from saves import SaveError
from saves.format import reason_of
from ui import palette as P
from ui import sound
from ui.boards.targets import HandItem, Target, draw_glow, target_at, untargeted
from ui.scene import Scene
from ui.widgets import tray as TR
from ui.widgets.anim import Animator, Slide, duration_for, pulse
from ui.widgets.buttons import draw_button
from ui.widgets.cards import CardArt, CardFace, card_size
from ui.widgets.draft_overlay import DraftOverlay, back_button, card_rects, look_button
from ui.widgets.hint import HintPanel, mark_target
from ui.widgets.log_panel import LogPanel
from ui.widgets.pieces import glow_rect, mix
from ui.widgets.round_summary import RoundSummary, draw_summary
from ui.widgets.seat_panel import HEADER_H, draw_seat_frame
from ui.widgets.text import (
    and_list,
    fit,
    fit_lines,
    fit_size,
    lines_whole,
    progress_text,
    text_of,
    tr,
    unit_text,
)
from ui.widgets.tooltip import Tooltip

__all__ = ["BoardScene", "FrameLayout", "HandItem", "Slide", "Target", "CardFace"]

NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
NOT_NOW = ("__not_now__",)   # number_key_actions: the k-th card is there but cannot be played now
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
FRAME_KEYS = ("menu", "rules", "draft_min", "undo", "results", "hint")
THINKING_DOTS_W = 44      # the three pulsing dots after the bots' thinking line
# the top bar's status: one line down to 14 px, else two smaller ones (Greek Asgard
# "Φάση 3: Bjorn εκτελεί τον δίσκο: πάνω θέση Προσευχής (Φρέγια)" beside the bots'
# thinking line), shortened only when even those do not hold it
STATUS_TRIES = ((18, 1), (17, 1), (16, 1), (15, 1), (14, 1), (15, 2), (14, 2), (13, 2))
_STATUS: dict[tuple, tuple[list[tuple[str, int]], bool]] = {}


def status_lines(fonts, text: str, room: int) -> tuple[list[tuple[str, int]], bool]:
    """The top bar's status in `room` px as (line, size) pairs (STATUS_TRIES), and
    whether they hold it whole; worked out once per text and room."""
    key = (id(fonts), text, room)
    got = _STATUS.get(key)
    if got is None:
        if len(_STATUS) > 256:
            _STATUS.clear()
        whole = lines_whole(fonts, text, "text", room, STATUS_TRIES)
        got = _STATUS[key] = (whole, True) if whole is not None else \
            (fit_lines(fonts, text, "text", room, STATUS_TRIES), False)
    return got


SUMMARY_MARGIN = 24       # no board button closer than this to the open end-of-round summary


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


class BoardScene(Scene):
    """The frame every board stands on (see the module doc and docs/board-frame.md)."""

    game_id: str = ""
    panel_height: int = 100       # height of each seat panel in the right column
    hand_height: int = 166        # card height in the tray
    draft_height: int = 236       # card height in the draft overlay

    BODY_TOP = HEADER_H           # a seat panel's body starts this far below its top
    HANDOFF_PAUSE = 1.0           # seconds a human's move stays on screen before a handoff hides it

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.spec = session.spec
        if not self.game_id:
            self.game_id = self.spec.id
        self.fonts = app.fonts
        self.n: int = session.state.num_players
        self.names: list[str] = list(session.names)
        self.layout = FrameLayout(self.n, self.panel_height, self.hand_height, self.draft_height)
        self.cards = CardArt(self.fonts)
        self.tooltip = Tooltip(self.fonts)
        self.log_panel = LogPanel(self.fonts, self.layout.log_rect())
        self.draft_overlay = DraftOverlay(self.fonts)
        self.anim = Animator()
        self.time = 0.0
        self.shown_seat: int | None = None      # whose private information is on screen
        self.handoff_for: int | None = None     # a handoff screen is waiting for this seat
        self.draft_minimised = False
        self._thinking_fit: tuple | None = None   # ((text, room), (shown, size)) of the bots' thinking line
        self.mouse = (-1, -1)
        self.toast_text = ""
        self.toast_until = 0.0
        self.gameover_shown = False
        self.over_since: float | None = None
        self.view: Any = None
        self.legal: list = []                   # legal actions of the acting human (last refresh)
        self.targets: list[Target] = []
        self._extra_targets: list[Target] = []
        self.buttons: list[tuple[pygame.Rect, str, Any]] = []   # (rect, label, action or ui key)
        # hover areas: (rect, title, body); title and body may be functions (built on hover)
        self.tips: list[tuple[pygame.Rect, Any, Any]] = []
        self.drawn_hand: list[tuple[int, Any]] = []              # (owner seat, card) drawn face up
        self.drawn_hidden: list[tuple[int, int]] = []            # (seat, count of backs) drawn
        self._static: pygame.Surface | None = None
        self._label_x = 160
        self._dyn: pygame.Surface | None = None
        self._dyn_key: tuple | None = None
        self._hover_target: Target | None = None
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
        # the round (age, era) summary: the last one, whether it covers the board now
        self._human_moved_at = -1e9
        self._no_auto_at = -1                    # the number of actions an undo went back to
        self.confirming: Any = None              # an action that ends the turn, waiting for Yes
        self._ends_cache: dict[tuple, bool] = {}
        self.replay: list[Any] = []             # R: the positions after each other seat's step since
        self.replay_i = 0                        # the viewer last acted, shown one by one
        self.help_open = False
        self.bots_paused = False                 # P / the top bar's button: no bot moves while set
        self.focus: Any = None                   # the action of the target chosen with Tab (None: none)
        self.marks: dict[int, list[Any]] = {}   # other seats' last moves (mark_points), until a human acts
        self.summary: RoundSummary | None = None
        self.summary_open = False
        self.hint_panel = HintPanel(self.fonts)   # "Ask the bot" (B / the Hint button)
        self.hint_hidden = False                  # the current hint put away by B
        self._summary_surf: pygame.Surface | None = None
        self._summary_round: tuple[str, int] | None = None   # the round the summary sums up (unit, number)
        self._hint_rect: pygame.Rect | None = None   # the hint's panel in the last frame
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
        return tr("board.status.turn", "{name}'s turn", name=names[acting[0]])

    def names_of(self, seats: list[int]) -> str:
        """Seats named in a list ("you and Bjorn"; "you, Bjorn" read as if Bjorn were
        addressed): the viewing human is "you"."""
        viewer = self.viewer()
        return and_list([tr("board.you_in_list", "you") if s == viewer else self.names[s] for s in seats])

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
        """Another scene is drawn over this board (the pause menu): the board under it
        shows no hover, glow under the mouse or tooltip."""
        stack = getattr(self.app, "stack", None) or []
        return self in stack and stack[-1] is not self

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
        self.on_resize(self.app.size)
        self._reword_summary()
        self.log_panel.restart(self.session.log, self.session.log_total)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._static = None
        self.cards.clear()
        self._dyn_key = None
        self.draft_overlay.clear()
        self._summary_surf = None
        self._help_surf = None
        self.hint_panel.clear()

    def close(self) -> None:
        """The game is left for good."""
        self._unhook()
        self.session.close()

    # --- who is looking -----------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose private information is drawn (None while a handoff hides the
        table, or when no human plays)."""
        return self.shown_seat if self.handoff_for is None else None

    def acting_human(self) -> int | None:
        """The human seat whose decision is on screen (None while bots decide, or while
        a replay shows an earlier position)."""
        if self.replay:
            return None
        s = self.viewer()
        if s is not None and s in self.session.pending_humans():
            return s
        return None

    def needs_handoff(self) -> bool:
        """Hot seat: the table is hidden between two human seats when the game has
        hidden hands (its spec says so) and two humans or more play."""
        return bool(self.spec.hidden_hands) and len(self.session.human_seats()) >= 2

    def _sync_viewer(self) -> None:
        sess = self.session
        humans = sess.human_seats()
        if not humans:
            self.shown_seat = None
            return
        pending = sess.pending_humans()
        want = pending[0] if pending else (self.shown_seat if self.shown_seat is not None else humans[0])
        if self.shown_seat is not None and self.shown_seat in pending:
            want = self.shown_seat   # finish the current human's decision first
        if want == self.shown_seat:
            return
        if self.needs_handoff() and not sess.state.is_over():
            if self.shown_seat is not None and self.time - self._human_moved_at < self.HANDOFF_PAUSE:
                return     # the move's result stays on screen a moment before the table is hidden
            # called from update(), so the board is on top: a handoff for `want` that is
            # not on the stack any more was closed without "ready" and comes back
            if self.handoff_for != want or self._handoff_scene not in self.app.stack:
                self.handoff_for = want
                self._dyn_key = None
                self._push_handoff(want)
            return
        self.shown_seat = want
        self._dyn_key = None

    def _push_handoff(self, seat: int) -> None:
        self._handoff_scene = self.app.open_scene("handoff", self.names[seat], lambda: self.confirm_handoff(seat))

    def confirm_handoff(self, seat: int | None = None) -> None:
        """The handoff screen's 'ready': the next human's information may now be shown."""
        seat = self.handoff_for if seat is None else seat
        if seat is None:
            return
        self.shown_seat = seat
        self.handoff_for = None
        self._handoff_scene = None
        self._dyn_key = None

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
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
        if self.help_open:                 # the help: any key puts it away
            self.help_open = False
            return
        if self.confirming is not None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.answer_confirm(True)
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.answer_confirm(False)
            return
        if self.summary_open and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
            self.close_summary()
            return
        if self.replay:
            if event.key in (pygame.K_r, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
                self.replay_step(1)
            elif event.key == pygame.K_LEFT:
                self.replay_step(-1)
            elif event.key == pygame.K_ESCAPE:
                self.stop_replay()
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
        self._dyn_key = None
        return self.bots_paused

    # --- hints ("Ask the bot") ---------------------------------------------------------------
    def toggle_hint(self) -> bool:
        """B / the Hint button: ask the `hard` bot about the decision on screen (it thinks
        from this seat's view only, in the bot process); again to hide or show the hint.
        Returns True while a hint is asked or shown."""
        seat = self.acting_human()
        if seat is None:
            self.toast(tr("board.hint_none", "A hint is for your own decision: wait for your turn"))
            return False
        self._dyn_key = None
        if self.session.hint_for(seat) is not None:
            self.hint_hidden = not self.hint_hidden
            return not self.hint_hidden
        self.hint_hidden = False
        return self.session.ask_hint(seat)

    def shown_hint(self) -> Any:
        """The hint on screen (the session's Hint of the seat deciding here), or None."""
        seat = self.acting_human()
        h = self.session.hint_for(seat) if seat is not None else None
        if h is None:
            self.hint_hidden = False
            return None
        return None if self.hint_hidden else h

    def _hint_key(self) -> tuple:
        seat = self.acting_human()
        h = self.session.hint_for(seat) if seat is not None else None
        return (id(h), h.done, self.hint_hidden) if h is not None else ()

    def hint_rows(self, hint: Any) -> list[tuple[str, float | None, int, bool]]:
        """The hint's rows: what each action does, its chance, its simulations, and
        whether a target on the board marks it."""
        marked = {repr(t.action) for t in self.targets}
        return [(self.action_text(s.action), s.win_chance, s.visits, repr(s.action) in marked)
                for s in hint.suggestions]

    def _draw_hint(self, surface: pygame.Surface) -> None:
        h = self.shown_hint()
        if h is None:
            return
        # the panel keeps clear of the buttons and of the marked targets on the board
        avoid = [r for r, _label, _key in self.buttons if self.layout.BOARD.colliderect(r)]
        marked = []
        if h.done and not h.error:
            for k, s in enumerate(h.suggestions, 1):
                for t in self.targets:
                    if t.action == s.action:
                        marked.append((t, k))
                        avoid.append(t.rect.inflate(30, 30))
        self._hint_rect = self.hint_panel.draw(surface, self.layout.BOARD, self.hint_rows(h) if h.done else [],
                                               thinking=not h.done, error=h.error, name=self.names[h.seat],
                                               time=self.time, avoid=avoid)
        for t, k in marked:
            mark_target(surface, self.fonts, t, k)

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
        my turn" on, an action that ends the turn waits for Yes (Enter) first. Returns
        True if it was applied now."""
        settings = getattr(self.app, "settings", None)
        if getattr(settings, "confirm_end_turn", False) and self.confirming is None and self.ends_turn(action):
            self.confirming = action
            return False
        self.confirming = None
        self.session.apply(seat, action)
        return True

    def answer_confirm(self, yes: bool) -> bool:
        """The question "this ends your turn" answered: Yes applies the action."""
        a, seat = self.confirming, self.acting_human()
        if not yes or a is None or seat is None or a not in self.session.state.legal_actions(seat):
            self.confirming = None
            return False
        self.session.apply(seat, a)
        self.confirming = None
        return True

    def _confirm_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        board = self.layout.BOARD
        box = pygame.Rect(0, 0, 720, 120)
        box.midbottom = (board.centerx, board.bottom - 10)
        yes = pygame.Rect(box.centerx - 170, box.bottom - 52, 160, 40)
        no = pygame.Rect(box.centerx + 10, box.bottom - 52, 160, 40)
        return box, yes, no

    def _draw_confirm(self, surface: pygame.Surface) -> None:
        box, yes, no = self._confirm_rects()
        pygame.draw.rect(surface, P.PANEL, box, 0, 12)
        pygame.draw.rect(surface, P.GOLD, box, 2, 12)
        text = tr("board.confirm", "This ends your turn: {what}", what=self.action_text(self.confirming))
        ts = self.fonts.render(fit(self.fonts, text, "text-bold", 18, box.w - 30), "text-bold", 18, P.PARCHMENT)
        surface.blit(ts, ts.get_rect(midtop=(box.centerx, box.y + 16)))
        draw_button(surface, self.fonts, yes, tr("board.confirm_yes", "Yes (Enter)"), hover=yes.collidepoint(self.mouse),
                    primary=True)
        draw_button(surface, self.fonts, no, tr("board.confirm_no", "No (Esc)"), hover=no.collidepoint(self.mouse))

    def take_focus(self) -> bool:
        """Enter: apply the highlighted target's action (if it is still legal)."""
        seat = self.acting_human()
        a, self.focus = self.focus, None
        if seat is None or a is None or a not in self.session.state.legal_actions(seat):
            return False
        return self.apply_human(seat, a)

    def press_primary(self) -> bool:
        """Enter / Space: the primary tray button (Done), when it is legal now."""
        seat = self.acting_human()
        if seat is None:
            return False
        legal = self.session.state.legal_actions(seat)
        a = self.primary_action(legal)
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
            self.session.save_as(name)
            self.toast(tr("board.saved", "Saved as “{name}”", name=name))
        except SaveError as e:
            self.toast(tr("board.save_failed", "Could not save: {msg}", msg=reason_of(e)))

    def can_undo(self) -> bool:
        """The human on screen may take back their last decision now."""
        seat = self.viewer()
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
        """Apply the legal action under pos, if any. Returns True if one was applied."""
        if self.help_open:
            self.help_open = False
            return False
        if self.replay:                # a click during a replay goes back to the game
            self.stop_replay()
            return False
        if self.confirming is not None:
            _box, yes, no = self._confirm_rects()
            if yes.collidepoint(pos):
                return self.answer_confirm(True)
            if no.collidepoint(pos):
                self.answer_confirm(False)
            return False
        if self.summary_open:          # the round summary: any click puts it away
            self.close_summary()
            return False
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
            self._dyn_key = None
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
        if self.session.is_human(seat):
            self._human_moved_at = self.time
        summary = self.summary
        self._check_round_end()
        self._play_sound(action, events, round_ended=self.summary is not summary and self.summary_open)
        slides = self.slides_for(seat, action, events)
        self._note_marks(seat, action, events, slides)
        if self.slide_seconds <= 0:
            return
        for s in slides:
            self.anim.add(s)

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
        if self.session.is_human(seat):
            # a human acted: their own view starts afresh (marks are for what others did)
            self.marks.clear()
            return
        pts = self.mark_points(seat, action, events, slides)
        if pts:
            self.marks.setdefault(seat, []).extend(pts)
            del self.marks[seat][:-12]

    def mark_area(self, mark: Any) -> list[tuple[int, int]] | None:
        """The outline of an area a step marked (an area it scored or destroyed), or None
        when the mark is a point (a board returns polygons for its own area marks)."""
        return None

    def mark_points_now(self, seat: int) -> list[tuple[int, int]]:
        pts = [self.mark_position(m) for m in self.marks.get(seat, []) if self.mark_area(m) is None]
        return list(dict.fromkeys(p for p in pts if p is not None))

    def mark_areas_now(self, seat: int) -> list[list[tuple[int, int]]]:
        out: list[list[tuple[int, int]]] = []
        for m in self.marks.get(seat, []):
            poly = self.mark_area(m)
            if poly and poly not in out:
                out.append(poly)
        return out

    def _draw_marks(self, surface: pygame.Surface) -> None:
        if self.replay or self.session.state.is_over():
            return   # a replay draws its own position; at the end the results cover the board
        for seat in self.marks:
            col = self.colours[seat]
            for poly in self.mark_areas_now(seat):
                # a light wash of the seat's colour over the area, and its outline
                xs, ys = [p[0] for p in poly], [p[1] for p in poly]
                box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
                wash = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.polygon(wash, (*pygame.Color(col)[:3], 48), [(x - box.x, y - box.y) for x, y in poly])
                surface.blit(wash, box.topleft)
                pygame.draw.polygon(surface, P.INK, poly, 7)
                pygame.draw.polygon(surface, col, poly, 4)
                x = min(p[0] for p in poly)
                y = min(p[1] for p in poly)
                P.draw_symbol(surface, self.symbols[seat], (x + 12, y + 12), 7, col, P.PARCHMENT, 1)
            for x, y in self.mark_points_now(seat):
                pygame.draw.circle(surface, P.INK, (x, y), 18, 5)
                pygame.draw.circle(surface, col, (x, y), 18, 3)
                P.draw_symbol(surface, self.symbols[seat], (x + 14, y - 14), 5, col, P.PARCHMENT, 1)

    # --- replay of the others' moves -----------------------------------------------------------
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
        self.replay, self.replay_i = states[-40:], 0
        self._replay_first = len(acts) - len(self.replay)
        self._dyn_key = None
        return True

    def replay_step(self, step: int) -> None:
        i = self.replay_i + step
        if i >= len(self.replay):
            self.stop_replay()
            return
        self.replay_i = max(0, i)
        self._dyn_key = None

    def stop_replay(self) -> None:
        self.replay, self.replay_i = [], 0
        self._dyn_key = None

    def _draw_replay_banner(self, surface: pygame.Surface) -> None:
        k = self._replay_first + self.replay_i
        seat = self.session.rec.actions[k][0] if k < len(self.session.rec.actions) else 0
        text = tr("board.replay", "Replay {i} of {n}: {name} moved · R or →: next · ←: back · Esc: the game",
                  i=self.replay_i + 1, n=len(self.replay), name=self.names[seat])
        ts = self.fonts.render(fit(self.fonts, text, "text-bold", 18, 1100), "text-bold", 18, P.INK)
        box = ts.get_rect().inflate(20, 10)
        box.midbottom = (self.layout.BOARD.centerx, self.layout.BOARD.bottom - 6)
        pygame.draw.rect(surface, P.GOLD, box, 0, 8)
        surface.blit(ts, ts.get_rect(center=box.center))

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
        # pieces still sliding belong to a position that no longer exists
        self.anim.slides.clear()
        self.marks.clear()
        self._dyn_key = None
        self._mark_round()

    # --- the round summary ----------------------------------------------------------------
    @staticmethod
    def _round_of(st: Any) -> tuple[str, int]:
        """The round (age, era) a position is in, from its `progress()`: (unit, number)."""
        p = st.progress()
        return (p.unit, p.number)

    def summary_rows(self, st: Any) -> tuple[list[str], list[dict[str, int]], list, list]:
        """The rows of the round summary for the position `st`: names, score breakdowns
        (source -> points, "total" optional), colours and symbols. By default one row per
        seat from `st.score_breakdown()`; a board adds rows that are not seats (a solo
        enemy) by overriding this."""
        return list(self.names), [dict(d) for d in st.score_breakdown()], list(self.colours), list(self.symbols)

    def _public(self) -> Any:
        """The position as every seat sees it: the round summary is shown to the whole
        table, so it never counts points that lie face down (Favor cards, tokens)."""
        return self.session.state.view(-1)

    def _mark_round(self) -> None:
        """Remember, for the round (age, era) of the position now, the score sources and
        the log length at its start (or when this board first saw it): a summary sums up
        everything scored since then. An undo back into a round seen before keeps that
        round's mark; one into a round not seen starts counting at the position now."""
        st = self.session.state
        rnd = self._round_of(st)
        bases = self.__dict__.setdefault("_round_bases", {})
        if rnd not in bases or self.session.log_total < bases[rnd][1]:
            bases[rnd] = (self.summary_rows(self._public())[1], self.session.log_total)
        self._seen_round = rnd
        self._seen_breakdown, self._seen_log = bases[rnd]

    def _restore_summary(self) -> None:
        """A board opened on a game already under way (a save loaded, Continue): the
        summary of the round (age, era) that ended last can be reopened, rebuilt from the
        positions the session kept at the starts of the rounds; the round under way counts
        from its start. Nothing is shown by itself."""
        st = self.session.state
        starts = getattr(self.session, "round_starts", [])
        if len(starts) < 2 or st.is_over() or self.summary is not None:
            return
        (_r0, v0, t0), (_r1, v1, t1) = starts[-2], starts[-1]
        if v0 is None or v1 is None:
            return
        ended, now = self._round_of(v0), self._round_of(v1)
        if now != self._round_of(st) or ended == now:
            return
        log, total = self.session.log, self.session.log_total
        lo = max(0, len(log) - (total - t0))
        hi = max(lo, len(log) - (total - t1))
        self._summarise(ended, now, self.summary_rows(v0)[1], v1, list(log[lo:hi]), t1, show=False)
        self._mark_round()

    def _summarise(self, ended: tuple[str, int], now: tuple[str, int], before: list, position: Any, lines: list,
                   log_at: int, show: bool) -> None:
        """The summary of round `ended`: the points from `before` to `position` (as the
        whole table sees it), the log `lines` up to the one that opens round `now`; the
        round `now` counts from here (log_total `log_at`)."""
        names, after, colours, symbols = self.summary_rows(position)
        before = list(before) + [{} for _ in range(len(after) - len(before))]
        # the log line that opens round `now` (log lines are English messages)
        opening = f"{now[0].capitalize()} {now[1]}" if now[1] > 0 else None
        cut = next((i for i, ln in enumerate(lines) if opening and opening in ln), len(lines))
        self.summary = RoundSummary.between(self._summary_title(ended), names,
                                            before[:len(after)], after, lines[:cut], colours, symbols)
        self._summary_round = ended
        self._summary_surf = None
        self.summary_open = show
        self.__dict__.setdefault("_round_bases", {})[now] = (after, log_at)

    def _summary_title(self, ended: tuple[str, int]) -> str:
        """"End of Era 1": the round (age, era) `ended` (unit, number) in the language shown."""
        return tr("summary.title", "End of {round}", round=unit_text(*ended))

    def _reword_summary(self) -> None:
        """The language changed: the summary's title and the names of rows that are not
        players (a solo enemy) in the new language; its log lines are messages, worded
        when the panel is drawn again."""
        s = self.summary
        ended = getattr(self, "_summary_round", None)
        if s is None or ended is None:
            return
        s.title = self._summary_title(ended)
        names = self.summary_rows(self._public())[0]
        if len(names) == len(s.names):
            s.names = names
        self._summary_surf = None

    def _check_round_end(self) -> None:
        """After a step: a new round (age, era) began, so the one before ended: its
        summary covers the board until dismissed (not at the game's end: the results
        screen follows then). It sums every point scored since that round began, so the
        scoring steps at its end (quests, Ragnarök) all count, not only the last one."""
        st = self.session.state
        rnd = self._round_of(st)
        if rnd != self._seen_round and not st.is_over() and self._seen_round:
            new = self.session.log_total - self._seen_log
            lines = list(self.session.log[-new:]) if new > 0 else []
            self._summarise(self._seen_round, rnd, self._seen_breakdown, self._public(), lines,
                            self.session.log_total, show=True)
        self._mark_round()

    def open_summary(self) -> None:
        if self.summary is not None:
            self.summary_open = True

    def close_summary(self) -> None:
        self.summary_open = False

    def _summary_rect(self) -> pygame.Rect:
        if self._summary_surf is None and self.summary is not None:
            self._summary_surf = draw_summary(self.fonts, self.summary, self.game_id, self.colours, self.symbols)
        size = self._summary_surf.get_size() if self._summary_surf is not None else (0, 0)
        r = pygame.Rect((0, 0), size)
        r.center = self.layout.BOARD.center
        return r.clamp(pygame.Rect((0, 0), self.app.size))   # a wide panel stays inside the window

    def _summary_button(self) -> pygame.Rect:
        r = self._summary_rect()
        return pygame.Rect(r.centerx - 100, r.bottom - 52, 200, 38)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        r = self._summary_rect()
        if self._summary_surf is None:
            return
        surface.blit(self._summary_surf, r)
        b = self._summary_button()
        draw_button(surface, self.fonts, b, tr("summary.continue", "Continue"), hover=b.collidepoint(self.mouse),
                    primary=True)

    # --- update -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        before = len(self.anim.slides)
        self.anim.update(dt)
        if len(self.anim.slides) != before:
            self._dyn_key = None
        self._auto_last_pick()
        if self.handoff_for is None and not self.bots_paused:
            self.session.update()
        poll = getattr(self.session, "poll_hint", None)
        if poll is not None:
            poll()   # a hint arrives even while the bots are paused
        if self.session.last_error and self.session.last_error != self._last_error:
            self._last_error = self.session.last_error
            self.toast(text_of(self.session.last_error), 5.0)
        self._sync_viewer()
        if self.session.finished and not self.gameover_shown:
            if self.over_since is None:
                self.over_since = self.time
            if self.time - self.over_since > 1.2 and not self.anim.busy:
                self.gameover_shown = True
                self.open_results()
                return
        if self.app.top is self:
            self._refresh()

    # --- the cached layers -------------------------------------------------------------------
    def _key_now(self) -> tuple:
        hidden = tuple(sorted(repr(s.payload) for s in self.anim.slides))
        return (len(self.session.rec.actions), self.shown_seat, self.handoff_for, self.draft_minimised,
                hidden, self.session.thinking, tuple(self.session.thinking_seats()), self.gameover_shown,
                self.session.state.is_over(),
                self.summary is not None and self.summary.title, self.summary_open, self.bots_paused,
                (len(self.replay), self.replay_i) if self.replay else None, self._hint_key(), self.dynamic_key())

    def _refresh(self) -> None:
        key = self._key_now()
        if key == self._dyn_key and self._dyn is not None:
            return
        self._dyn_key = key
        viewer = self.viewer()
        st = self.replay[self.replay_i] if self.replay else self.session.state
        self.view = st.view(viewer if viewer is not None else -1)
        self._build_dynamic()

    def _build_static(self) -> pygame.Surface:
        s = pygame.Surface(self.layout.SCREEN.size)
        bg = getattr(self.app, "background", None)
        if callable(bg):
            s.blit(bg(), (0, 0))
        else:
            s.fill(P.TABLE)
        top = self.layout.TOP
        pygame.draw.rect(s, P.PANEL, top)
        pygame.draw.line(s, P.PANEL_BORDER, (0, top.bottom), (self.layout.SCREEN.w, top.bottom), 2)
        title = self.fonts.render(self.title, "display-bold", 30, P.GOLD)
        s.blit(title, (16, (top.h - title.get_height()) // 2))
        self._label_x = max(160, 16 + title.get_width() + 24)
        self.draw_static(s)
        return s

    def _build_dynamic(self) -> None:
        if self._static is None:
            self._static = self._build_static()
        # the position is drawn on a copy of the static layer: one opaque blit per frame
        self._dyn = self._static.copy()
        d = self._dyn
        v = self.view
        lay = self.layout
        self.targets = []
        self._extra_targets = []
        self.buttons = []
        self.tips = []
        self.drawn_hand = []
        self.drawn_hidden = []
        hidden = Counter(s.payload for s in self.anim.slides)
        seat = self.acting_human()
        legal = self.session.state.legal_actions(seat) if seat is not None and not self.replay else []
        self.legal = legal
        viewer = self.viewer()
        draft = self.draft_of(v) if viewer is not None else None
        showing = draft is not None and not self.draft_minimised
        self._draw_top(d, v)
        self.draw_position(d, v, hidden)
        self._draw_panels(d, v)
        # targets: the draft overlay, the hand, the board; what is left goes to the tray
        board_targets = [t for t in self.map_targets(v, legal) if t.action in legal] if legal and not showing else []
        items = self.hand_items(v, viewer) if viewer is not None else []
        pack = list(draft.packs[viewer]) if showing else []
        pick_targets: list[Target] = []
        pack_rects = lay.draft_rects(len(pack)) if showing else []
        for r, c in zip(pack_rects, pack):
            a = self.draft_pick_action(c)
            if a in legal:
                pick_targets.append(Target(r, a, "card", card=c))
        item_actions = [it.action for it in items if it.action is not None and it.action in legal]
        probe = board_targets + pick_targets + self._extra_targets + [Target((0, 0, 1, 1), a) for a in item_actions]
        probe += [Target(r, k) for r, _l, k in self.buttons if not isinstance(k, str)]
        tray_actions = untargeted(legal, probe)
        if draft is not None and not showing:
            # the draft put away: its picks wait behind "Back to the draft"
            picks = [self.draft_pick_action(c) for c in draft.packs[viewer]]
            tray_actions = [a for a in tray_actions if a not in picks]
        hand_targets = self._draw_tray(d, v, legal, items, tray_actions)
        if showing:
            self._draw_draft(d, v, draft, pack, pack_rects, pick_targets)
        elif draft is not None:
            self.buttons.append((back_button(lay.BOARD), tr("board.draft.back", "Back to the draft"), "draft_min"))
        if self.summary_open:
            self.buttons = [b for b in self.buttons if not self.under_summary(b[0])]
        button_targets = [Target(r, k, "button") for r, _l, k in self.buttons if not isinstance(k, str) and k in legal]
        extra = [t for t in self._extra_targets if t.action in legal]
        self.targets = pick_targets + button_targets + hand_targets + extra + board_targets

    def under_summary(self, rect: pygame.Rect) -> bool:
        """A button on the board that the open end-of-round summary covers or crowds (within
        SUMMARY_MARGIN of its panel). It is not drawn while the summary is open: a click
        anywhere then only puts the summary away, and a button half under the panel, or
        just below it ("Look at the board" of a draft), reads as part of the panel."""
        if not self.layout.BOARD.colliderect(rect):
            return False
        return self._summary_rect().inflate(2 * SUMMARY_MARGIN, 2 * SUMMARY_MARGIN).colliderect(rect)

    def _draw_top(self, d: pygame.Surface, v: Any) -> None:
        f = self.fonts
        lay = self.layout
        x = self._label_x
        label = f.render(progress_text(v.progress(), self.game_id), "text-bold", 18, P.PARCHMENT)
        d.blit(label, (x, 14))
        sx = max(400, x + label.get_width() + 30)
        self.buttons.append((lay.MENU_BUTTON, tr("board.menu", "Menu"), "menu"))
        self.buttons.append((lay.RULES_BUTTON, tr("board.rules", "Rules"), "rules"))
        x = lay.RULES_BUTTON.x
        if self.gameover_shown:
            self.buttons.append((lay.RESULTS_BUTTON, tr("board.results", "Results"), "results"))
            x = lay.RESULTS_BUTTON.x
        if self.summary is not None:
            label = tr("board.summary", "Last round")
            w = max(120, self.fonts.get("text-bold", 16).size(label)[0] + 28)
            self.buttons.append((pygame.Rect(x - 8 - w, lay.RULES_BUTTON.y, w, lay.RULES_BUTTON.h), label, "summary"))
            x -= 8 + w
        if self.has_bots() and not v.is_over():
            label = tr("board.bots_go_on", "Bots: go on") if self.bots_paused else tr("board.pause_bots", "Pause bots")
            w = max(120, self.fonts.get("text-bold", 16).size(label)[0] + 28)
            self.buttons.append((pygame.Rect(x - 8 - w, lay.RULES_BUTTON.y, w, lay.RULES_BUTTON.h), label, "bots"))
            x -= 8 + w
        self._top_free_x = x
        # the status in the room left of the buttons (a longer language: smaller, then
        # shortened), and left of the bots' "thinking" line while they think (it is drawn
        # every frame, right-aligned to the buttons: _draw_thinking)
        room = max(60, x - 16 - sx)
        text = self.status_text(v)
        lines, whole = status_lines(f, text, room)
        if self.session.thinking:
            # the thinking line keeps its whole width if the status holds beside it (on
            # two lines if it must: Portuguese "Pensando: Astrid, Bjorn" was cut), else
            # the status keeps half the room
            think_w = f.get("text", 16).size(self._thinking_text())[0] + THINKING_DOTS_W
            lines, whole = status_lines(f, text, max(60, room - think_w - 16))
            if not whole:
                lines, whole = status_lines(f, text, max(60, room - min(think_w, room // 2) - 16))
        if len(lines) == 1:
            status, size = lines[0]
            st = f.render(status, "text", size, P.PARCHMENT)
            d.blit(st, (sx, 14 + (18 - size) // 2))
            self._status_end = sx + st.get_width()
        else:   # two lines, centred on the bar's line
            pitch = f.get("text", lines[0][1]).get_linesize() - 1
            y = 24 - pitch * len(lines) // 2
            end = sx
            for status, size in lines:
                st = f.render(status, "text", size, P.PARCHMENT)
                d.blit(st, (sx, y))
                y += pitch
                end = max(end, sx + st.get_width())
            self._status_end = end

    def _draw_panels(self, d: pygame.Surface, v: Any) -> None:
        sess = self.session
        over = v.is_over()
        acting = set(sess.state.to_act()) if not over else set()
        thinking = set(sess.thinking_seats())
        viewer = self.viewer()
        winners = set(sess.state.winners()) if over else set()
        for s in range(self.n):
            r = self.layout.seat_panel(s)
            kind = sess.seats[s].get("kind", "human")
            tag = tr("board.you", "you") if s == viewer else (
                tr("board.human", "human") if kind == "human" else tr(f"board.bot.{kind}", "bot: " + kind))
            if s in thinking:
                tag = tr("board.thinking", "thinking") + "." * (1 + int(self.time * 3) % 3)
            if over and s in winners:
                tag = tr("board.winner", "winner")
            draw_seat_frame(d, self.fonts, r, colour=self.colours[s], symbol=self.symbols[s], name=self.names[s],
                            score=self.seat_score(v, s), tag=tag,
                            tag_colour=P.GOLD if s in thinking or s in winners else P.TEXT_DIM,
                            tag_bold=s in winners, acting=s in acting)
            self.draw_seat_panel(d, r, v, s)

    def _tray_text(self, v: Any) -> tuple[str, tuple[int, int, int]]:
        viewer = self.viewer()
        seat = self.acting_human()
        if self.replay:
            return tr("board.tray.replay", "A replay of the others' moves: Esc goes back to the game"), P.GOLD
        if seat is not None:
            return self.prompt_text(seat), P.GOLD
        if v.is_over():
            return self.prompt_text(viewer), P.PARCHMENT
        acting = self.session.state.to_act()
        names = self.names_of(acting)
        if self.draft_of(v) is not None and viewer in acting:
            return tr("board.tray.your_pick", "Your pick"), P.PARCHMENT
        if self.draft_of(v) is not None:
            return tr("board.tray.draft_wait", "You have picked. Waiting for {names}", names=names), P.PARCHMENT
        return tr("board.tray.wait", "Waiting for {names}", names=names), P.PARCHMENT

    def _draw_tray(self, d: pygame.Surface, v: Any, legal: list, items: list[HandItem],
                   tray_actions: list) -> list[Target]:
        f = self.fonts
        lay = self.layout
        TR.draw_tray_panel(d, lay.TRAY)
        viewer = self.viewer()
        if viewer is None:
            msg = tr("board.tray.waiting_handoff", "Waiting for the next player") if self.handoff_for is not None \
                else tr("board.tray.spectator", "The bots are playing")
            d.blit(f.render(msg, "text-bold", 18, P.PARCHMENT), (lay.TRAY.x + 14, lay.TRAY.y + 8))
            if self.handoff_for is not None:   # the next player's hand, face down (its size is public)
                k = self.hidden_hand_size(v, self.handoff_for)
                for r in lay.hand_rects(k, lay.TRAY.right - 10):
                    d.blit(self.cards.back(lay.hand_height), r)
                self.drawn_hidden.append((self.handoff_for, k))
            return []
        text, colour = self._tray_text(v)
        rects = lay.tray_buttons(len(tray_actions))
        right_limit = (min(r.x for r in rects) - 14) if rects else lay.TRAY.right - 10
        prompt_limit = right_limit if len(rects) <= 3 else lay.TRAY.right - 10
        if not v.is_over():
            # Undo: always shown to the human on screen, enabled only when possible
            self.buttons.append((lay.UNDO_BUTTON, tr("board.undo", "Undo"), "undo"))
            self.tips.append((lay.UNDO_BUTTON, tr("board.undo", "Undo"), self._undo_tip))
            self.buttons.append((lay.HINT_BUTTON, self._hint_label(), "hint"))
            self.tips.append((lay.HINT_BUTTON, tr("board.hint", "Hint"), self._hint_tip))
            right_limit = min(right_limit, lay.UNDO_BUTTON.x - 14)
            prompt_limit = min(prompt_limit, lay.UNDO_BUTTON.x - 14)
        TR.draw_prompt(d, f, lay.TRAY, text, colour, prompt_limit)
        for r, a in zip(rects, tray_actions):
            self.buttons.append((r, self.action_text(a), a))
        # the viewer's cards
        targets: list[Target] = []
        rs = lay.hand_rects(len(items), right_limit)
        for r, item in zip(rs, items):
            c = item.card
            face = self.card_face(c)
            d.blit(self.cards.face(face, lay.hand_height), r)
            if item.badge:
                TR.draw_badge(d, f, r, item.badge, self.cards.icon_centre_y(face, lay.hand_height))
            self.drawn_hand.append((viewer, c))
            self.tips.append((r, lambda c=c, k=item.number: self._card_title(c, k), lambda c=c: self.card_tip(c)[1]))
            if item.action is not None and item.action in legal:
                targets.append(Target(r, item.action, "card", card=c))
        if not items:
            d.blit(f.render(tr("board.tray.no_cards", "No cards in hand"), "text", 16, P.TEXT_DIM),
                   (lay.TRAY.x + 14, lay.TRAY.y + 60))
        return targets

    def _card_title(self, card: Any, number: int) -> str:
        """A card's name in its tooltip, with its number key (1-9) when it has one."""
        name = self.card_tip(card)[0]
        if 1 <= number <= 9:
            return tr("board.tip.card_key", "{name} · key {k}", name=name, k=number)
        return name

    def _hint_label(self) -> str:
        seat = self.acting_human()
        h = self.session.hint_for(seat) if seat is not None else None
        if h is not None and not h.done:
            return tr("board.hint_thinking", "Hint…")
        if h is not None and not self.hint_hidden:
            return tr("board.hint_hide", "Hide hint")
        return tr("board.hint", "Hint")

    def _hint_tip(self) -> str:
        if self.acting_human() is None:
            return tr("board.tip.hint_off", "Ask the bot on your own decision.")
        return tr("board.tip.hint", "Ask the bot (B): the hard bot thinks about your decision from what you can "
                                    "see, and shows its three best moves with their estimated chance of winning. "
                                    "The game counts the hints each player took.")

    def _undo_tip(self) -> str:
        if self.can_undo():
            return tr("board.tip.undo", "Take back your last decision (Ctrl+Z).")
        return tr("board.tip.undo_off", "Nothing to undo now. A decision cannot be taken back once it revealed a "
                                        "card or a random draw, or once another player has acted.")

    def _draw_draft(self, d: pygame.Surface, v: Any, draft: Draft, pack: list, rects: list[pygame.Rect],
                    picks: list[Target]) -> None:
        lay = self.layout
        viewer = self.viewer()
        # the dimmed board's hover areas are hidden with it
        self.hide_tips_under(lay.BOARD)
        if viewer in self.session.state.to_act():
            head = self.prompt_text(viewer)
        else:
            head = tr("board.draft.waiting", "Your pick is made. The packets pass to the left when everyone has picked.")
        nxt = (viewer + draft.direction) % self.n
        if draft.direction >= 0:
            sub = tr("board.draft.sub", "What you do not keep passes to {name} (on your left).", name=self.names[nxt])
        else:
            sub = tr("board.draft.sub_right", "What you do not keep passes to {name} (on your right).",
                     name=self.names[nxt])
        self.draft_overlay.draw_backdrop(d, lay.BOARD, head, sub)
        for i, (r, c) in enumerate(zip(rects, pack)):
            if c is None or c == HIDDEN:
                continue
            d.blit(self.cards.face(self.card_face(c), lay.draft_height), r)
            self.drawn_hand.append((viewer, c))
            self.tips.append((r, lambda c=c, i=i: self._card_title(c, i + 1), lambda c=c: self.card_tip(c)[1]))
        self.buttons.append((look_button(lay.BOARD), tr("board.draft.look", "Look at the board"), "draft_min"))

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.covered():
            self._draw_frame(surface)
            return
        mouse, self.mouse = self.mouse, (-1, -1)   # under another scene: as if the mouse were away
        try:
            self._draw_frame(surface)
        finally:
            self.mouse = mouse

    def _draw_frame(self, surface: pygame.Surface) -> None:
        t0 = time.perf_counter()
        if self._static is None:
            self._static = self._build_static()
        self._refresh()
        surface.blit(self._dyn, (0, 0))
        glow = pulse(self.time)
        hover = target_at(self.targets, self.mouse) if self.mouse[0] >= 0 and not self.summary_open else None
        self._hover_target = hover
        focused = None
        for t in self.targets:
            if self.focus is not None and t.action == self.focus and focused is None:
                focused = t
            if t is hover and t.shape == "card":
                continue   # drawn lifted below
            draw_glow(surface, t, 1.0 if t is hover or t is focused else glow)
        if hover is not None and hover.shape == "card" and hover.card is not None:
            # the card under the mouse rises a little
            in_tray = self.layout.TRAY.colliderect(hover.rect)
            height = self.layout.hand_height if in_tray else self.layout.draft_height
            lifted = hover.rect.move(0, -6 if in_tray else -12)
            glow_rect(surface, lifted, 1.0, 8)
            surface.blit(self.cards.face(self.card_face(hover.card), height), lifted)
        self._draw_marks(surface)
        self.draw_overlay(surface)
        undo_on = self.can_undo()
        hint_on = self.acting_human() is not None
        primary = self.primary_action(self.legal)
        for rect, label, key in self.buttons:
            is_action = not isinstance(key, str)
            enabled = undo_on if key == "undo" else (hint_on if key == "hint" else True)
            draw_button(surface, self.fonts, rect, label, hover=enabled and rect.collidepoint(self.mouse),
                        enabled=enabled, primary=is_action and primary is not None and key == primary)
        if not self.draft_showing():   # a piece sliding on the board stays under the draft
            for s in self.anim.slides:
                self.draw_slide(surface, s.payload, s.pos())
        self._hint_rect = None
        if not (self.help_open or self.summary_open or self.confirming is not None or self.replay):
            self._draw_hint(surface)   # over the buttons: a suggested tray button shows its number
        if self.session.thinking:
            self._draw_thinking(surface)
        if self.toast_text and self.time < self.toast_until:
            self._draw_toast(surface)
        self.log_panel.set_rect(self.layout.log_rect())
        if self.session.log_epoch != self._log_epoch:   # the log was rebuilt (an undo)
            self._log_epoch = self.session.log_epoch
            self.log_panel.restart(self.session.log, self.session.log_total)
        self.log_panel.sync(self.session.log, self.session.log_total)
        self.log_panel.draw(surface)
        if focused is not None:
            self._draw_focus(surface, focused)
        elif self.focus is not None and self.focus not in [t.action for t in self.targets]:
            self.focus = None            # the position moved on
        if self.confirming is not None and self.acting_human() is None:
            self.confirming = None           # the position moved on (an undo, a handoff)
        if self.replay:
            self._draw_replay_banner(surface)
        if self.help_open:
            self._draw_help(surface)
        elif self.confirming is not None:
            self._draw_confirm(surface)
        elif self.summary_open:
            self._draw_summary(surface)
        else:
            self._draw_tooltip(surface, hover)
        if not self.covered():
            self._set_cursor(hover is not None)   # else the scene on top owns the cursor
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def _draw_focus(self, surface: pygame.Surface, t: Target) -> None:
        """The target chosen with Tab: a white frame and what Enter does."""
        r = t.rect.inflate(8, 8)
        if t.shape == "circle":
            pygame.draw.circle(surface, P.PARCHMENT, (int(t.center[0]), int(t.center[1])), t.radius + 9, 3)
        else:
            pygame.draw.rect(surface, P.PARCHMENT, r, 3, 8)
        text = tr("board.focus", "Enter: {what} · Tab: next · Esc: none", what=self.action_text(t.action))
        ts = self.fonts.render(fit(self.fonts, text, "text-bold", 16, 900), "text-bold", 16, P.INK)
        box = ts.get_rect().inflate(16, 8)
        box.midbottom = (self.layout.BOARD.centerx, self.layout.BOARD.bottom - 6)
        pygame.draw.rect(surface, P.PARCHMENT, box, 0, 6)
        pygame.draw.rect(surface, P.GOLD, box, 2, 6)
        surface.blit(ts, ts.get_rect(center=box.center))

    HELP_KEYS = (
        ("Esc", "board.help.esc", "Menu (pause, save, concede, leave)"),
        ("F1", "board.help.f1", "The rules of this game"),
        ("? or H", "board.help.help", "This help"),
        ("Click", "board.help.click", "Take a glowing target: a piece, an area, a card, a button"),
        ("Tab / Shift+Tab", "board.help.tab", "Highlight the next / previous target"),
        ("Enter", "board.help.enter", "Take the highlighted target, else the gold button (Done)"),
        ("Space", "board.help.space", "The gold button (Done)"),
        ("P", "board.help.p", "Pause the bots / let them go on"),
        ("B", "board.help.hint", "Ask the bot: its three best moves, from what you can see"),
        ("1 – 9", "board.help.numbers", "The k-th card of the draft packet or of your hand"),
        ("R", "board.help.replay", "Replay the others' moves since your last one, step by step"),
        ("Ctrl+Z", "board.help.undo", "Take back your last decision (until something was revealed)"),
        ("Ctrl+S", "board.help.save", "Save the game under a new name"),
        ("F11", "board.help.f11", "Full screen"),
        ("Mouse wheel", "board.help.wheel", "Scroll the log back"),
    )

    @staticmethod
    def _key_words(key: str) -> str:
        """A key or gesture of the help in the language shown (key names such as Esc, F1,
        Ctrl+Z read the same everywhere)."""
        words = {
            "? or H": lambda: tr("board.help.key.help", "? or H"),
            "Click": lambda: tr("board.help.key.click", "Click"),
            "Tab / Shift+Tab": lambda: tr("board.help.key.tab", "Tab / Shift+Tab"),
            "Enter": lambda: tr("board.help.key.enter", "Enter"),
            "Space": lambda: tr("board.help.key.space", "Space"),
            "Mouse wheel": lambda: tr("board.help.key.wheel", "Mouse wheel"),
        }
        word = words.get(key)
        return word() if word is not None else key

    def _draw_help(self, surface: pygame.Surface) -> None:
        if getattr(self, "_help_surf", None) is None:
            f = self.fonts
            w, row = 860, 34
            h = 80 + row * len(self.HELP_KEYS) + 50
            sf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(sf, P.PANEL, sf.get_rect(), 0, 14)
            pygame.draw.rect(sf, P.GOLD, sf.get_rect(), 2, 14)
            t = f.render(tr("board.help.title", "Keys and clicks"), "display-bold", 28, P.GOLD)
            sf.blit(t, t.get_rect(midtop=(w // 2, 16)))
            y = 70
            for key, k, default in self.HELP_KEYS:
                ks = f.render(self._key_words(key), "text-bold", 18, P.GOLD)
                sf.blit(ks, (30, y))
                sf.blit(f.render(tr(k, default), "text", 18, P.PARCHMENT), (220, y))
                y += row
            foot = f.render(tr("board.help.close", "Any key or click closes this help."), "text", 16, P.TEXT_DIM)
            sf.blit(foot, foot.get_rect(midtop=(w // 2, y + 12)))
            self._help_surf = sf
        r = self._help_surf.get_rect(center=self.layout.BOARD.center)
        surface.blit(self._help_surf, r)

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
        r.midtop = (board.centerx, board.y + 8)
        pygame.draw.rect(surface, P.PARCHMENT, r, 0, 8)
        pygame.draw.rect(surface, P.GOLD, r, 2, 8)
        y = r.y + 6
        for x in surfs:
            surface.blit(x, x.get_rect(midtop=(r.centerx, y)))
            y += x.get_height()

    def _thinking_text(self) -> str:
        names = ", ".join(self.names[s] for s in self.session.thinking_seats())
        return tr("board.thinking_top", "{names} thinking", names=names)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """Who is thinking, with three pulsing dots, right-aligned to the top bar's
        buttons and never over the status (shortened when the room is short)."""
        right = getattr(self, "_top_free_x", self.layout.RULES_BUTTON.x) - 16 - THINKING_DOTS_W
        left = getattr(self, "_status_end", 0) + 16
        # smaller before shortened (Portuguese "Pensando: Astrid, Bjorn, Sigrid"), worked
        # out once per text and room: this line is drawn every frame while the bots think
        key = (self._thinking_text(), max(40, right - left))
        if self._thinking_fit is None or self._thinking_fit[0] != key:
            self._thinking_fit = (key, fit_size(self.fonts, key[0], "text", 16, key[1], min_size=13))
        text, size = self._thinking_fit[1]
        ts = self.fonts.render(text, "text", size, P.GOLD)
        x = right - ts.get_width()
        self._thinking_rect = pygame.Rect(x, 16, ts.get_width() + THINKING_DOTS_W, ts.get_height())
        surface.blit(ts, (x, 16 + (16 - size) // 2))
        for i in range(3):
            a = 0.5 + 0.5 * pulse(self.time - i * 0.2, 0.9)
            pygame.draw.circle(surface, mix(P.PANEL, P.GOLD, a), (x + ts.get_width() + 12 + i * 12, 26), 4)

    def _draw_tooltip(self, surface: pygame.Surface, hover: Target | None) -> None:
        pos = self.mouse
        blockers = list(self.tip_blockers())
        if self._hint_rect is not None:
            blockers.append(self._hint_rect)      # the hint's panel lies over the board too
        if pos[0] < 0 or any(r.collidepoint(pos) for r in blockers):
            return
        for rect, title, body in reversed(self.tips):
            if rect.collidepoint(pos):
                title = title() if callable(title) else title
                body = body() if callable(body) else body
                extra = ""
                if hover is not None and hover.shape != "button":
                    extra = "\n" + tr("board.tip.click", "Click: {what}", what=self.action_text(hover.action))
                    if self.ends_turn(hover.action):
                        extra += "\n" + tr("board.tip.ends_turn", "This ends your turn at once.")
                self.tooltip.draw(surface, pos, title, body + extra)
                return

    def _set_cursor(self, on_target: bool) -> None:
        if getattr(self.app, "headless", True):
            return
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if on_target else pygame.SYSTEM_CURSOR_ARROW)
        except pygame.error:
            pass

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
        }
