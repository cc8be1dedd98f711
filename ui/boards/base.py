"""The board frame: everything that is the same at every game's table.

`BoardScene` composes parts (`ui/boards/frame_parts/`, one plain class each with its own
state and drawing): who is looking (the hot seat's handoff), the keys and clicks, the
hint, the top bar, the seat panels, the tray, the last moves' marks, the pointer (glow,
hover, focus, tooltips, cursor), the round summaries, the toast and the cached layers.
Modal things over the board are scenes pushed on the app's stack (`ui/overlays/`: help,
confirm, round summary, replay, hint, narration; the handoff is `ui/scenes/handoff.py`).
The frame keeps the session wiring (bots, errors as toasts, the game-over screen) and
runs the parts: `update` works out what the next frame shows; `draw` changes nothing.

A board is a subclass that supplies only its own game through the hooks listed in
docs/board-frame.md (`frame_parts/hooks.py` has their defaults); the ways out of a board
(pause, rules, handoff, game over) go through `app.open_scene(name, ...)`, so no board
imports a scene.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.core.events import GameOver, effect_of
from saves import SaveError
from saves.format import reason_of
from ui import sound
from ui.boards.frame_parts import replay as replay_part
from ui.boards.frame_parts.compat import FrameCompat
from ui.boards.frame_parts.controls import NUMBER_KEYS, Controls
from ui.boards.frame_parts.handoff import HANDOFF_PAUSE, Handoff
from ui.boards.frame_parts.hints import Hints
from ui.boards.frame_parts.hooks import BoardHooks
from ui.boards.frame_parts.layers import SUMMARY_MARGIN, Layers
from ui.boards.frame_parts.layout import FrameLayout
from ui.boards.frame_parts.marks import Marks
from ui.boards.frame_parts.panels import SeatPanels, seat_looks
from ui.boards.frame_parts.pointer import Pointer
from ui.boards.frame_parts.selftest import describe
from ui.boards.frame_parts.summary import RoundSummaries
from ui.boards.frame_parts.toast import Toast
from ui.boards.frame_parts.topbar import STATUS_TRIES, THINKING_DOTS_W, TopBar, status_lines
from ui.boards.frame_parts.tray import Tray
from ui.boards.targets import HandItem, Target
from ui.overlays import BoardOverlay, NarrationOverlay, ReplayOverlay, SummaryOverlay, overlays_of
from ui.overlays.modal import HELP_KEYS
from ui.scene import Scene
from ui.widgets.anim import Animator, Slide, duration_for
from ui.widgets.buttons import draw_button
from ui.widgets.cards import CardArt, CardFace
from ui.widgets.draft_overlay import DraftOverlay
from ui.widgets.hint import HintPanel
from ui.widgets.log_panel import LogPanel
from ui.widgets.seat_panel import HEADER_H
from ui.widgets.text import text_of, tr
from ui.widgets.tooltip import Tooltip

__all__ = ["BoardScene", "FrameLayout", "SUMMARY_MARGIN", "HandItem", "Slide", "Target", "CardFace", "STATUS_TRIES",
           "THINKING_DOTS_W", "status_lines", "NUMBER_KEYS"]

THINKING_FPS = 5          # frames a second while only the bots' thinking dots move


class BoardScene(BoardHooks, FrameCompat, Scene):
    """The frame every board stands on (see the module doc and docs/board-frame.md)."""

    game_id: str = ""
    panel_height: int = 100       # height of each seat panel in the right column
    hand_height: int = 166        # card height in the tray
    draft_height: int = 236       # card height in the draft overlay
    # hot seat: a decision whose only secret is the hand (Blood Rage's turn) is asked on the
    # public table with "Show my cards" (a game whose turn is a card to play keeps its handoff)
    asks_public_part: bool = False

    BODY_TOP = HEADER_H           # a seat panel's body starts this far below its top
    HANDOFF_PAUSE = HANDOFF_PAUSE  # seconds a human's move stays on screen before a handoff hides it
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
        self.time = 0.0
        # the parts (ui/boards/frame_parts), each with its own state
        self.top_bar = TopBar(self)
        self.seat_panels = SeatPanels(self)
        self.tray = Tray(self)
        self.mark_part = Marks(self)
        self.pointer = Pointer(self)
        self.summary_part = RoundSummaries(self)
        self.handoff = Handoff(self)            # who is looking: viewer, acting human, the hot seat's handoff
        self.controls = Controls(self)          # keys, clicks, the gold button, the Tab focus
        self.hints = Hints(self)                # "Ask the bot"
        self.toasts = Toast(self)
        self.layers = Layers(self)              # the static and dynamic layers
        self.lively_since = 0.0                 # the last change or input: the glow pulses a while after
        self.draft_minimised = False
        self.mouse = (-1, -1)
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
        self._dyn_key: tuple | None = None
        self._shown_look: tuple | None = None   # what the last frame asked for showed (needs_redraw)
        self._pulse_tick = -1
        self.frame_ms: list[float] = []
        self.colours, self.symbols = seat_looks(self.spec, session.seats, self.game_id)
        self._last_error = ""
        self.summary_waits = False   # a round summary held back while a story is told
        if getattr(session, "load_notice", ""):
            self.toast(session.load_notice, 8.0)
        self._log_epoch = session.log_epoch
        self.undone = 0
        self._no_auto_at = -1                    # the number of actions an undo went back to
        self.bots_paused = False                 # P / the top bar's button: no bot moves while set
        # the one hook of a guide (ui/guide): called with each action a human is about to
        # play here (a click, a key, Enter on a focus, a confirm); a text returned is shown
        # as a toast INSTEAD of playing the action (None: it is played)
        self.action_filter: Any = None
        self.summary_part.mark_round()
        session.on_applied.append(self._on_applied)
        session.on_undone.append(self._on_undone)

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

    def add_button(self, rect: pygame.Rect, label: str, key: Any) -> None:
        """A drawn button: `key` a string (`on_button(key)`) or a legal action."""
        self.buttons.append((pygame.Rect(rect), label, key))

    def toast(self, text: str, seconds: float = 2.5) -> None:
        self.toasts.show(text, seconds)

    def invalidate(self) -> None:
        """Redraw every region of the dynamic layer before the next frame."""
        self._dyn_key = None

    @property
    def slide_seconds(self) -> float:
        """The duration of one slide at the animation-speed setting (0: no slides)."""
        return duration_for(int(getattr(getattr(self.app, "settings", None), "animation_speed", 1) or 0))

    @property
    def title(self) -> str:
        return tr(f"game.{self.game_id}", self.spec.title)

    # --- the stack -----------------------------------------------------------------------
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

    def on_enter(self) -> None:
        self._dyn_key = None
        self.pointer._cursor = None
        self.summary_part.restore()
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
        self.close()

    def close(self) -> None:
        """The game is left for good."""
        self._unhook()
        self.session.close()

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

    def holding_story(self) -> NarrationOverlay | None:
        """The open narration that holds the table (the topmost), if any."""
        found = overlays_of(self, NarrationOverlay)
        return found[-1] if found else None

    def bots_held(self) -> bool:
        """An overlay that holds the bots (a story being read) is open, and no human
        decides now (a human whose turn it is may act at once)."""
        return any(ov.holds_bots for ov in overlays_of(self)) and not self.session.pending_humans()

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """An event for the board: its open overlays get it first (the app sends it to the
        top scene; a test that calls this directly gets the same), then `frame_event`."""
        mine = overlays_of(self)
        if mine and self in (getattr(self.app, "stack", None) or []):
            mine[-1].handle_event(event)
            return
        self.frame_event(event)

    def frame_event(self, event: pygame.event.Event) -> None:
        """The board's own handling of an event the overlays passed on."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self.lively_since = self.time
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            if self.layout.log_rect().collidepoint(self.mouse):
                self.log_panel.handle_wheel(event.y)
        elif event.type == pygame.KEYDOWN:
            self.controls.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.click(event.pos)

    def click(self, pos: tuple[int, int]) -> bool:
        """Apply the legal action under pos, if any. Returns True if one was applied. An
        open modal overlay (help, confirm, summary, replay) takes the click first."""
        ov = self.top_modal()
        if ov is not None:
            return ov.click(pos)
        return self.controls.click(pos)

    def toggle_bots(self) -> bool:
        """P / "Pause bots": hold every bot move (a decision being thought out waits
        until the bots go on); again to let them go on. Returns True while paused."""
        if not self.has_bots():
            return False
        self.bots_paused = not self.bots_paused
        self.toast(tr("board.bots_paused", "Bots paused (P to go on)") if self.bots_paused
                   else tr("board.bots_resumed", "Bots go on"))
        return self.bots_paused

    def has_bots(self) -> bool:
        """Bots play at this table and run here (a guest's bots are the host's)."""
        return getattr(self.session, "runs_bots", True) and len(self.session.human_seats()) < self.n

    def draft_showing(self) -> bool:
        """The draft overlay covers the board now."""
        return (self.viewer() is not None and not self.draft_minimised and self.view is not None
                and self.draft_of(self.view) is not None)

    # --- the ways out, saving and undo -----------------------------------------------------
    def open_pause(self) -> None:
        self.app.open_scene("pause", self.session)

    def open_rules(self) -> None:
        self.app.open_scene("rules", self.game_id)

    def open_results(self) -> None:
        self.app.open_scene("game_over", self.session)

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
        screen (the session says when that is allowed; never where nothing is taken back)."""
        if not getattr(self.session, "can_take_back", True):
            return False
        if not self.can_undo():
            self.toast(tr("board.undo_none", "Nothing to undo now"))
            return False
        if not self.session.undo():
            return False
        self.undone += 1
        return True

    # --- the session's steps -----------------------------------------------------------------
    def _on_applied(self, seat: int, action: Any, events: list) -> None:
        self._dyn_key = None
        st = self.session.state
        if st.is_over() and self.end_log_at is None:
            # the lines this step wrote wait until the end was told (end_untold); its
            # verdict ("Game over: Bjorn wins") is not in the last round's summary either
            said = [(ev, self.session.spec.describe(ev, self.session.names, st)) for ev in events]
            self.end_log_at = self.session.log_total - sum(1 for _ev, line in said if line)
            self.verdict_lines = [line for ev, line in said if line and self.verdict_in_log
                                  and any(isinstance(f, GameOver) for f in st.facts([ev]))]
        if self.session.is_human(seat):
            self.handoff.moved_at = self.time
        summary = self.summary
        self._check_round_end()
        # the step's sound (from its facts; a round summary opening is the round's end)
        name = "round" if self.summary is not summary and self.summary_open else effect_of(st.facts(events))
        if name is not None:
            sound.apply_settings(getattr(self.app, "settings", None))
            sound.play(name)
        slides = self.slides_for(seat, action, events)
        self.mark_part.note(seat, action, events, slides)
        if self.slide_seconds > 0:
            for s in slides:
                self.anim.add(s)
        self.on_step(seat, action, events)

    def _on_undone(self, seat: int, action: Any) -> None:
        self._no_auto_at = len(self.session.rec.actions)
        self.end_log_at = None
        # pieces still sliding belong to a position that no longer exists
        self.anim.slides.clear()
        self.marks.clear()
        self._dyn_key = None
        self.summary_part.mark_round()
        for ov in [ov for ov in overlays_of(self) if isinstance(ov, NarrationOverlay)]:
            ov.on_close = None      # the story of a step that no longer happened
            ov.close()
        self.on_undo(seat, action)

    def _auto_last_pick(self) -> bool:
        """The last, single card of a draft packet is taken for a human at once (no
        choice is left; not at the position an undo just went back to)."""
        st = self.session.state
        if len(self.session.rec.actions) == self._no_auto_at:
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

    # --- replay of the others' moves (frame_parts.replay, ui.overlays.ReplayOverlay) ----------
    def start_replay(self) -> bool:
        """R: the moves of the other seats since the viewer last acted, step by step."""
        return replay_part.start_replay(self)

    # --- the round summary (frame_parts.summary, ui.overlays.SummaryOverlay) -----------------
    def _check_round_end(self) -> None:
        """After a step: a new round began, so the one before ended (or the game did): its
        summary covers the board until dismissed (the results screen waits for the last)."""
        if self.summary_part.check_round_end():
            self.open_summary()

    def open_summary(self) -> None:
        if self.summary is not None and self.overlay_of(SummaryOverlay) is None:
            if self.overlay_of(NarrationOverlay) is not None:
                self.summary_waits = True   # a story is told first; the summary follows it
                return
            SummaryOverlay(self).open()

    def summary_after_story(self) -> None:
        """A summary and a story never cover each other: the summary waits for the story
        (a board that opens a moment of its own calls it too)."""
        telling = self.overlay_of(NarrationOverlay) is not None
        if telling and self.overlay_of(SummaryOverlay) is not None:
            self.close_summary()
            self.summary_waits = True
        elif self.summary_waits and not telling:
            self.summary_waits = False
            st = self.session.state
            if st.is_over() or self._round_of(st) != self.summary_part.ended:
                self.open_summary()     # (an undo back into the round it sums up: not now)

    def close_summary(self) -> None:
        ov = self.overlay_of(SummaryOverlay)
        if ov is not None:
            ov.close()

    # --- update -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.on_tick(dt)
        self.anim.update(dt)      # a slide ending changes the layers' key (the pieces' region)
        self._auto_last_pick()
        if self.handoff_for is None and not self.bots_paused and not self.bots_held():
            self.session.update()
        self.summary_after_story()   # before the handoff: a summary that waited opens on the table
        poll = getattr(self.session, "poll_hint", None)
        if poll is not None:
            poll()   # a hint arrives even while the bots are paused
        if self.session.last_error and self.session.last_error != self._last_error:
            self._last_error = self.session.last_error
            self.toast(text_of(self.session.last_error), 5.0)
        self.handoff.sync()
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
        next frame (from update: drawing then changes nothing). Not in the frame in which a
        move landed, while spreading (`holds_frame`): that frame is not drawn."""
        if self.layers.holding():
            # unseen until the next frame: the regions beside the board's that fit its budget
            self._refresh(spread=True, hold=True)
            return
        self._refresh(spread=getattr(self.app, "spread_layers", False))
        self.hints.sync()
        if not self.covered():
            self.pointer.set_cursor()   # else the scene on top owns the cursor

    def _refresh(self, spread: bool = False, hold: bool = False) -> None:
        """The dynamic layer's regions whose inputs changed (`spread`: over a few frames,
        frame_parts.layers; `hold`: a frame that is not drawn, Layers.holding), then the
        log, the thinking line and what the mouse is over."""
        key = self.layers.key() + (self.summary_open,)
        if key != self._dyn_key or self.layers.surface is None:
            force = self._dyn_key is None
            self._dyn_key = key
            viewer = self.viewer()
            replay = self.replay_overlay()
            st = replay.state() if replay is not None else self.shown_state()
            self.view = st.view(viewer if viewer is not None else -1)
            self.layers.build(key[:-1], force, spread, hold)
        elif self.layers.pending:
            self.layers.build(key[:-1], False, spread, hold)
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

    def holds_frame(self) -> bool:
        """A move landed in this frame (spreading): the app draws it in the next one."""
        return self.layers.held_frame == getattr(self.app, "frames", None) and self.layers.surface is not None

    def needs_redraw(self) -> bool:
        """A frame is drawn when what it shows changed, while pieces slide, while the
        targets' glow pulses (PULSE_SECONDS after a change or input) and, THINKING_FPS
        times a second, while the bots' thinking dots move; an idle table draws nothing."""
        look = (self._dyn_key, self.layers.builds, self.mouse, self.focus, self.toasts.shown(), self.session.log_total,
                self._log_epoch, self.covered(), self.gameover_shown)
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
        hint_on = self.acting_human() is not None and not self.handoff.cards_hidden()
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
        self.toasts.draw(surface)
        self.log_panel.draw(surface)
        self.pointer.draw_focus(surface)
        self.pointer.draw_tooltip(surface)
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def describe(self) -> dict[str, Any]:
        return describe(self)
