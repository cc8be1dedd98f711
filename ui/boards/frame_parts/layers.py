"""The table's cached layers (issue 38, item 4): the static layer (background, title, the
board's art) is drawn once per size; the dynamic layer is one surface made of four
regions, each redrawn only when its own inputs change:

    top     the round, the status, the top bar's buttons      the position, thinking, paused, summary
    board   the position (draw_position), the draft over it   the position, the sliding pieces
    right   the seat panels                                   the position, who is thinking
    tray    prompt, tray buttons, Undo / Hint, the hand       the position, the hint, the tray's actions

("the position" is `core_key`: the step, who is looking, a replay's place, the board's
`dynamic_key`.) A region is redrawn by copying the static layer's region back and drawing
its part clipped to it; the targets, tips and buttons each part added are kept with it,
so a part drawn again replaces only its own. A frame blits the dynamic layer whole and
draws the glow, hover, marks, buttons, slides and tooltip over it."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import pygame

from game.core import HIDDEN
from ui import palette as P
from ui.boards.targets import Target, untargeted
from ui.widgets.draft_overlay import back_button, look_button
from ui.widgets.text import tr

SPREAD_MS = 1.5          # spreading a full redraw: a frame draws one more region while it and what the frame
                         # spent on them stay within this (the first always; its last cost is the estimate)
HOLD_MS = 3.0            # a landing's frame (not drawn) draws the regions beside the board's that fit in this
HOLD_RUN = 2             # landings in a row (a draft's picks) hold at most this many frames in a row
SUMMARY_MARGIN = 24       # no board button closer than this to the open end-of-round summary

# the dynamic layer's regions (1600x900 logical); they tile the screen
REGIONS = {
    "top": pygame.Rect(0, 0, 1600, 50),
    "board": pygame.Rect(0, 50, 1216, 640),
    "right": pygame.Rect(1216, 50, 384, 850),
    "tray": pygame.Rect(0, 690, 1216, 210),
}
PARTS = tuple(REGIONS)


class PartOut:
    """What one region's drawing added: targets, tips, buttons, the cards drawn."""

    def __init__(self) -> None:
        self.extra: list[Target] = []        # add_target
        self.tips: list = []
        self.buttons: list = []
        self.hand: list = []                 # drawn_hand
        self.hidden: list = []               # drawn_hidden
        self.targets: list[Target] = []      # the region's own: board targets, picks, the hand's cards


class Layers:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.static: pygame.Surface | None = None
        self.static_names: tuple = ()       # the seats' names the static layer was drawn with
        self.surface: pygame.Surface | None = None
        self.keys: dict[str, tuple | None] = dict.fromkeys(PARTS)
        self.out: dict[str, PartOut] = {p: PartOut() for p in PARTS}
        self.built: list[str] = []            # the regions drawn at the last build (the benchmark reads it)
        self.builds = 0                       # builds so far (the benchmark counts them per frame)
        self.pending = False                  # spreading: regions wait for the next frames
        self.frame_no: int | None = None      # the app's frame of the last build, its time spent, regions drawn
        self.spent = 0.0
        self.drawn_now = 0
        self.tray_actions: list = []
        self.picks: list[Target] = []
        self.board_targets: list[Target] = []
        self.unclipped = False                # whole_picture: every part drawn unclipped, in order
        self.shown_moves: tuple | None = None # (moves, log epoch) the layers were last brought up to date for
        self.held_frame: int | None = None    # the app's frame that holds the picture of the frame before
        self.held_run = 0                     # the frames held in a row up to held_frame
        self.cost: dict[str, float] = {}      # each region's last drawing time (ms; a held frame's estimate)

    def clear(self) -> None:
        """The size or the language changed: everything is drawn again, on new surfaces."""
        self.static = self.surface = None
        self.keys = dict.fromkeys(PARTS)

    # --- a landing's frame ------------------------------------------------------------------
    def holding(self) -> bool:
        """Spreading (the main loop): the frame in which a move lands (a bot's, a human's, an
        undo) only updates; the app does not draw it, so the frame before, the old position
        whole, stays on screen, and the new position is drawn in the next frame. The step's
        own cost (the engine, the log's words, marks, slides, the autosave's copies) and
        the redraw of the board's region are then never in one frame (docs/tuning.md). At
        most HOLD_RUN frames in a row (moves landing in a row, as a draft's picks, are
        drawn once); never without a picture drawn before."""
        fr = self.frame
        app = fr.app
        frame = getattr(app, "frames", None)
        moves = (len(fr.session.rec.actions), fr.session.log_epoch)
        if frame is None or not getattr(app, "spread_layers", False) or self.surface is None:
            self.shown_moves = moves
            return False
        if frame == self.held_frame:
            return True
        run = self.held_run if self.held_frame == frame - 1 else 0
        if moves != self.shown_moves and run < HOLD_RUN and self.shown_moves is not None:
            self.held_frame, self.held_run = frame, run + 1
            self.shown_moves = moves
            return True
        self.shown_moves = moves
        return False

    # --- keys ---------------------------------------------------------------------------
    def core_key(self) -> tuple:
        """What every region depends on: the step, who is looking, a replay's place, the
        board's own `dynamic_key`, the names."""
        fr = self.frame
        replay = fr.replay_overlay()
        return (len(fr.session.rec.actions), fr.shown_seat, fr.handoff_for, fr.public_for, fr.stale_view,
                fr.viewer(), fr.draft_minimised, fr.gameover_shown, fr.session.state.is_over(),
                (len(replay.states), replay.i) if replay is not None else None, fr.dynamic_key(), tuple(fr.names))

    def key(self) -> tuple:
        """The key of the whole dynamic layer (the frame's `_dyn_key`)."""
        fr = self.frame
        sess = fr.session
        thinking = (sess.thinking, tuple(sess.thinking_seats()))
        summary = fr.summary is not None and getattr(fr.summary, "title", True)
        hidden = tuple(sorted(repr(s.payload) for s in fr.anim.slides))
        return (self.core_key(), thinking, fr.bots_paused, summary, hidden, fr._hint_key())

    # --- building -----------------------------------------------------------------------
    def build_static(self) -> pygame.Surface:
        fr = self.frame
        s = pygame.Surface(fr.layout.SCREEN.size)
        bg = getattr(fr.app, "background", None)
        if callable(bg):
            s.blit(bg(), (0, 0))
        else:
            s.fill(P.TABLE)
        fr.top_bar.draw_title(s)
        fr.draw_static(s)
        return s

    def build(self, key: tuple, force: bool = False, spread: bool = False, hold: bool = False) -> None:
        """Redraw the regions whose inputs changed (all of them when `force`). `spread`
        (the window's main loop): the board's region first, then the others in the next
        frames while a frame's regions stay within SPREAD_MS (`pending` says some wait; a click
        or a key refreshes without spreading, so it never meets a region drawn before).
        `hold` (a landing's frame, which is not drawn: `holding`): not the board's region
        (nor the tray, which follows it), the others while the frame's CPU time and their
        last cost stay within HOLD_MS; the next frame draws the board's."""
        fr = self.frame
        names = tuple(fr.names)
        if self.static is None or names != self.static_names:
            # the static layer holds names too (Midgard's boats): a player who joined a
            # hosted table under another name is named there as on the panels
            self.static, self.static_names = self.build_static(), names
            force = True
        if self.surface is None or self.surface.get_size() != self.static.get_size():
            self.surface = self.static.copy()
            force = True
        core, thinking, paused, summary, hidden, hint = key
        if force:
            self.keys = dict.fromkeys(PARTS)
        v = fr.view
        seat = fr.acting_human()
        legal = fr.legal_now(seat) if seat is not None and fr.replay_overlay() is None else []
        fr.legal = legal
        viewer = fr.viewer()
        draft = fr.draft_of(v) if viewer is not None else None
        showing = draft is not None and not fr.draft_minimised
        items = fr.hand_items(v, viewer) if viewer is not None else []
        want = {"top": (core, thinking, paused, summary), "board": (core, hidden), "right": (core, thinking[1])}
        self.built = []
        self.builds += 1
        t0 = time.thread_time()
        frame = getattr(fr.app, "frames", None)
        if frame != self.frame_no:      # a new frame of the app: its budget starts
            self.frame_no, self.spent, self.drawn_now = frame, 0.0, 0

        def room(name: str = "") -> bool:
            """Spreading: this frame may draw one more region (the board's never waits; two
            builds in one frame share its budget)."""
            if hold:
                start = getattr(fr.app, "step_cpu0", None) or t0
                return name != "board" and (time.thread_time() - start) * 1000 + self.cost.get(name, 0.0) <= HOLD_MS
            return not spread or name == "board" or not self.drawn_now \
                or self.spent + (time.thread_time() - t0) * 1000 + self.cost.get(name, 0.0) <= SPREAD_MS

        draws = {"board": lambda: self._draw_board(v, legal, draft, showing, hidden),
                 "right": lambda: fr.seat_panels.draw(self.surface, v), "top": lambda: fr.top_bar.draw(self.surface, v)}
        for name in ("board", "right", "top"):
            if self.keys[name] != want[name] and room(name):
                self._part(name, want[name], draws[name])
        # the tray's buttons: every legal action no other part gave a target (the tray rule)
        o = self.out
        probe = self.board_targets + self.picks + [t for p in ("top", "board", "right") for t in o[p].extra]
        probe += [Target((0, 0, 1, 1), it.action) for it in items if it.action is not None and it.action in legal]
        probe += [Target(r, k) for p in ("top", "board", "right") for r, _l, k in o[p].buttons if not isinstance(k, str)]
        tray_actions = untargeted(legal, probe)
        if draft is not None and not showing:
            # the draft put away: its picks wait behind "Back to the draft"
            picks = [fr.draft_pick_action(c) for c in draft.packs[viewer]]
            tray_actions = [a for a in tray_actions if a not in picks]
        self.tray_actions = tray_actions
        tray_key = (core, hint, repr(tray_actions), repr([(it.card, it.action, it.badge, it.number) for it in items]),
                    fr.can_undo())
        # the tray after the board's region (its buttons are what the board left without a target)
        if self.keys["tray"] != tray_key and self.keys["board"] == want["board"] and room("tray"):
            self._part("tray", tray_key, lambda: self._draw_tray(v, legal, items, tray_actions, draft, showing))
        self.pending = any(self.keys[p] != want[p] for p in want) or self.keys["tray"] != tray_key
        self.spent += (time.thread_time() - t0) * 1000
        self._combine(legal)

    def _part(self, name: str, key: tuple, draw: Any) -> None:
        """Redraw one region: the static layer's region copied back, the part drawn
        clipped to it, what it added kept as its own."""
        fr = self.frame
        r = REGIONS[name]
        d = self.surface
        if not self.unclipped:
            d.blit(self.static, r.topleft, r)
        fr.tips, fr.buttons, fr._extra_targets, fr.drawn_hand, fr.drawn_hidden = [], [], [], [], []
        d.set_clip(None if self.unclipped else r)
        t0 = time.thread_time()
        try:
            targets = draw()
        finally:
            d.set_clip(None)
        self.cost[name] = (time.thread_time() - t0) * 1000
        out = self.out[name] = PartOut()
        out.tips, out.buttons, out.extra, out.hand, out.hidden = (fr.tips, fr.buttons, fr._extra_targets,
                                                                  fr.drawn_hand, fr.drawn_hidden)
        out.targets = list(targets or [])
        self.keys[name] = key
        self.built.append(name)
        self.drawn_now += 1

    def _draw_board(self, v: Any, legal: list, draft: Any, showing: bool, hidden: tuple) -> list[Target]:
        fr = self.frame
        lay = fr.layout
        fr.draw_position(self.surface, v, Counter(s.payload for s in fr.anim.slides))
        viewer = fr.viewer()
        self.board_targets = [t for t in fr.map_targets(v, legal) if t.action in legal] if legal and not showing \
            else []
        pack = list(draft.packs[viewer]) if showing else []
        rects = lay.draft_rects(len(pack)) if showing else []
        self.picks = [Target(r, fr.draft_pick_action(c), "card", card=c) for r, c in zip(rects, pack)
                      if fr.draft_pick_action(c) in legal]
        if showing:
            self._draw_draft(v, draft, pack, rects)
        return []

    def _draw_draft(self, v: Any, draft: Any, pack: list, rects: list[pygame.Rect]) -> None:
        fr = self.frame
        lay = fr.layout
        d = self.surface
        viewer = fr.viewer()
        fr.hide_tips_under(lay.BOARD)      # the dimmed board's hover areas are hidden with it
        if viewer in fr.session.state.to_act():
            head = fr.prompt_text(viewer)
        elif getattr(draft, "passing", "all") == "each":
            # each packet passes as soon as it is picked from (Blood Rage): the next one comes from one seat
            head = tr("board.draft.waiting_each", "Your pick is made. {name}'s packet comes to you once they have picked.",
                      name=fr.names[(viewer - (draft.direction or 1)) % fr.n])
        else:
            head = tr("board.draft.waiting", "Your pick is made. The packets pass to the left when everyone has picked.")
        nxt = (viewer + draft.direction) % fr.n
        if draft.direction >= 0:
            sub = tr("board.draft.sub", "What you do not keep passes to {name} (on your left).", name=fr.names[nxt])
        else:
            sub = tr("board.draft.sub_right", "What you do not keep passes to {name} (on your right).",
                     name=fr.names[nxt])
        fr.draft_overlay.draw_backdrop(d, lay.BOARD, head, sub)
        for i, (r, c) in enumerate(zip(rects, pack)):
            if c is None or c == HIDDEN:
                continue
            d.blit(fr.cards.face(fr.card_face(c), lay.draft_height), r)
            fr.drawn_hand.append((viewer, c))
            fr.tips.append((r, lambda c=c, i=i: fr.card_title(c, i + 1), lambda c=c: fr.card_tip(c)[1]))
        fr.buttons.append((look_button(lay.BOARD), tr("board.draft.look", "Look at the board"), "draft_min"))

    def _draw_tray(self, v: Any, legal: list, items: list, tray_actions: list, draft: Any,
                   showing: bool) -> list[Target]:
        fr = self.frame
        targets = fr.tray.draw(self.surface, v, legal, items, tray_actions)
        if draft is not None and not showing:
            fr.buttons.append((back_button(fr.layout.TRAY, len(tray_actions)),
                               tr("board.draft.back", "Back to the draft"), "draft_min"))
        return targets

    def _combine(self, legal: list) -> None:
        """The frame's targets, tips, buttons and cards drawn, from the regions' own."""
        fr = self.frame
        o = [self.out[p] for p in PARTS]
        fr.tips = [t for x in o for t in x.tips]
        buttons = [b for x in o for b in x.buttons]
        if fr.summary_open:
            buttons = [b for b in buttons if not self.under_summary(b[0])]
        fr.buttons = buttons
        fr.drawn_hand = [c for x in o for c in x.hand]
        fr.drawn_hidden = [c for x in o for c in x.hidden]
        extras = [t for x in o for t in x.extra]
        fr._extra_targets = extras
        button_targets = [Target(r, k, "button") for r, _l, k in buttons if not isinstance(k, str) and k in legal]
        extra = [t for t in extras if t.action in legal]
        fr.targets = self.picks + button_targets + self.out["tray"].targets + extra + self.board_targets
        fr.primary = self.gold_action(legal, self.tray_actions)

    def gold_action(self, legal: list, tray_actions: list) -> Any:
        """The action of the gold button, which Enter and Space press (issue 33, 22): the
        board's `primary_action` (Done, End the turn), else the tray's button when it has
        only one ("The Leader stays", "Pass", "Skip the power"); else none (two answers
        in the tray: neither is pressed by a key)."""
        if not legal:
            return None
        a = self.frame.primary_action(legal)
        if a is not None and a in legal:
            return a
        return tray_actions[0] if len(tray_actions) == 1 and tray_actions[0] in legal else None

    def under_summary(self, rect: pygame.Rect) -> bool:
        """A button on the board that the open end-of-round summary covers or crowds (within
        SUMMARY_MARGIN of its panel). It is not drawn while the summary is open: a click
        anywhere then only puts the summary away, and a button half under the panel, or
        just below it ("Look at the board" of a draft), reads as part of the panel."""
        fr = self.frame
        if not fr.layout.BOARD.colliderect(rect):
            return False
        return fr.summary_part.rect().inflate(2 * SUMMARY_MARGIN, 2 * SUMMARY_MARGIN).colliderect(rect)

    def whole_picture(self) -> pygame.Surface:
        """The dynamic layer drawn from nothing (every region, on a fresh copy of the
        static layer): what the cached layer must equal (the tests compare them)."""
        saved = (self.surface, self.keys, self.out, self.built)
        self.surface, self.out = self.static.copy(), {p: PartOut() for p in PARTS}
        self.unclipped = True
        try:
            self.build(self.key(), force=True)
            return self.surface
        finally:
            self.unclipped = False
            self.surface, self.keys, self.out, self.built = saved
            self._combine(self.frame.legal)
