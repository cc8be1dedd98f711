"""Midgard's board scene.

It draws a *view* of the game (`state.view(seat)` for the human whose information is on
screen), never the full state, so no hidden card can be drawn by mistake. It asks the
engine for the legal actions of that human and maps each onto screen targets (a
province, a village holding a Viking, a figure, a card, a button); clicking a target
applies exactly that action and every other click does nothing. The board never
decides legality.

Drawing cost: the static board (regions, names, huts, frames) is drawn once into a
cached surface; the pieces, panels and tray are drawn into a second cached surface
rebuilt only when the position (or the viewer, or an animation's hidden pieces)
changes. A frame blits the two and adds the gold pulse, slides, hover and tooltip.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import pygame

from game.core import HIDDEN
from game.midgard import data as D
from game.midgard import rules as R
from saves import SaveError
from ui import palette as P
from ui.boards import midgard_layout as L
from ui.boards import midgard_text as T
from ui.scene import Scene
from ui.widgets.anim import Animator, Slide, duration_for, pulse
from ui.widgets.buttons import draw_button
from ui.widgets.cards import CardArt
from ui.widgets.log_panel import LogPanel
from ui.widgets.pieces import (
    draw_boat,
    draw_chieftain,
    draw_doom,
    draw_hut,
    draw_kingdom_token,
    draw_warrior,
    glow_circle,
    glow_polygon,
    glow_rect,
    mix,
    outline_for,
    shade,
    texture,
)
from ui.widgets.text import fit, tr
from ui.widgets.tooltip import Tooltip
from ui.widgets.tracks import ScoreTrack

KINGDOM_TONES = (P.STONE, P.EMBER, P.ICE)          # grey / brown / blue kingdoms
REALM_TONES = {D.ASGARD: mix(P.GOLD, P.TABLE, 0.72), D.VANAHEIM: mix(P.MOSS, P.TABLE, 0.55),
               D.VALHALLA: mix(P.DANGER, P.TABLE, 0.6)}
WARRIOR_R = 10
CHIEF_R = 12
# the Undo button: top of the tray's button column (the prompt buttons stack from the
# bottom; at most three of them, so they never reach it)
UNDO_RECT = pygame.Rect(L.TRAY.right - 10 - 204, L.TRAY.y + 10, 204, 36)


def mini_back(d: pygame.Surface, rect: pygame.Rect) -> None:
    """A small card back (hand counts in the seat panels): dark, gold edge, a knot mark."""
    pygame.draw.rect(d, (43, 35, 26), rect, 0, 3)
    pygame.draw.rect(d, P.GOLD, rect, 1, 3)
    c = rect.center
    pts = [(c[0], c[1] - 5), (c[0] + 4, c[1]), (c[0], c[1] + 5), (c[0] - 4, c[1])]
    pygame.draw.polygon(d, shade(P.GOLD, 0.8), pts, 1)


NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})


class Target:
    """A clickable screen area bound to one legal action."""

    __slots__ = ("rect", "action", "shape", "center", "radius")

    def __init__(self, rect: pygame.Rect, action: Any, shape: str = "rect",
                 center: tuple[int, int] | None = None, radius: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.action = action
        self.shape = shape          # "rect" | "circle" | "region" | "card" | "button"
        self.center = center or self.rect.center
        self.radius = radius


class MidgardBoard(Scene):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.fonts = app.fonts
        self.n = session.state.num_players
        self.cards = CardArt(self.fonts)
        self.tooltip = Tooltip(self.fonts)
        self.track = ScoreTrack(self.fonts, L.TRACK_RECT)
        self.log_panel = LogPanel(self.fonts, L.log_rect(self.n))
        self.anim = Animator()
        self.time = 0.0
        self.shown_seat: int | None = None      # whose private information is on screen
        self.handoff_for: int | None = None     # a handoff screen is waiting for this seat
        self.draft_minimised = False
        self.mouse = (-1, -1)
        self.toast = ""
        self.toast_until = 0.0
        self.gameover_shown = False
        self.over_since: float | None = None
        self.view: Any = None
        self.targets: list[Target] = []
        self.buttons: list[tuple[pygame.Rect, str, Any]] = []   # (rect, label, action or ui key)
        # hover areas: (rect, title, body); title and body may be functions (built on hover)
        self.tips: list[tuple[pygame.Rect, Any, Any]] = []
        self.drawn_hand: list[tuple[int, int]] = []              # (owner seat, card) drawn face up
        self.drawn_hidden: list[tuple[int, int]] = []            # (seat, count of backs) drawn
        self._static: pygame.Surface | None = None
        self._dyn: pygame.Surface | None = None
        self._dyn_key: tuple | None = None
        self._dim: pygame.Surface | None = None
        self._hover_target: Target | None = None
        self.illegal_clicks = 0
        self.applied_by_click = 0
        self.frame_ms: list[float] = []
        self._colour_idx = [int(s.get("colour", i)) if isinstance(s.get("colour", i), int) else i
                            for i, s in enumerate(session.seats)]
        self.colours = [P.seat_colour("midgard", c) for c in self._colour_idx]
        self.symbols = [P.seat_symbol("midgard", c) for c in self._colour_idx]
        self._handoff_scene: Any = None
        self._last_error = ""
        if getattr(session, "load_notice", ""):
            self._toast(session.load_notice, 8.0)
        self._log_epoch = session.log_epoch
        self.undone = 0
        session.on_applied.append(self._on_applied)
        session.on_undone.append(self._on_undone)

    # --- scene protocol ---------------------------------------------------------------
    def on_enter(self) -> None:
        self._dyn_key = None
        if self._on_applied not in self.session.on_applied:
            self.session.on_applied.append(self._on_applied)
        if self._on_undone not in self.session.on_undone:
            self.session.on_undone.append(self._on_undone)

    def on_exit(self) -> None:
        # the board is left (replaced, or the window closes): the last move is on disk
        # and no bot keeps thinking for a table nobody looks at
        self.session.flush_autosave(timeout=3.0)
        self.session.cancel_bots()
        if self._on_applied in self.session.on_applied:
            self.session.on_applied.remove(self._on_applied)
        if self._on_undone in self.session.on_undone:
            self.session.on_undone.remove(self._on_undone)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._static = None
        self.cards.clear()
        self._dyn_key = None
        self._dim = None

    def close(self) -> None:
        """The game is left for good."""
        if self._on_applied in self.session.on_applied:
            self.session.on_applied.remove(self._on_applied)
        if self._on_undone in self.session.on_undone:
            self.session.on_undone.remove(self._on_undone)
        self.session.close()

    # --- who is looking -----------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose private information is drawn (None while a handoff hides the
        table, or when no human plays)."""
        return self.shown_seat if self.handoff_for is None else None

    def acting_human(self) -> int | None:
        """The human seat whose decision is on screen (None while bots decide)."""
        s = self.viewer()
        if s is not None and s in self.session.pending_humans():
            return s
        return None

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
        if len(humans) >= 2 and not sess.state.is_over():
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
        from ui.scenes.handoff import HandoffScene

        self._handoff_scene = HandoffScene(self.app, self.session.names[seat], lambda: self.confirm_handoff(seat))
        self.app.push(self._handoff_scene)

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
            if L.log_rect(self.n).collidepoint(self.mouse):
                self.log_panel.handle_wheel(event.y)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.click(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.open_pause()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.quick_save()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            # Enter / Space: the Done button, when stopping is legal now
            seat = self.acting_human()
            if seat is not None and ("done",) in self.session.state.legal_actions(seat):
                self.session.apply(seat, ("done",))
        elif event.key in NUMBER_KEYS:
            self.number_key(NUMBER_KEYS[event.key])

    def number_key(self, k: int) -> bool:
        """Keys 1-9: pick the k-th card of the packet shown in the draft, or play the k-th
        card of the hand (counted from the left). Returns True if a card was taken."""
        seat = self.acting_human()
        if seat is None:
            return False
        st = self.session.state
        if st.phase == R.DRAFT and st.draft is not None:
            if self.draft_minimised:
                return False
            verb, cards = "pick", list(st.draft.packs[seat])
        else:
            verb, cards = "play", list(st.hands[seat])
        if not 1 <= k <= len(cards):
            return False
        action = (verb, cards[k - 1])
        if action not in st.legal_actions(seat):
            self._toast(tr("board.key_not_now", "That card cannot be played now"))
            return False
        self.session.apply(seat, action)
        return True

    def open_pause(self) -> None:
        from ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, "midgard"))

    def quick_save(self) -> None:
        name = tr("midgard.quicksave_name", "Midgard {stamp}", stamp=time.strftime("%Y-%m-%d %H.%M.%S"))
        try:
            self.session.save_as(name)
            self._toast(tr("board.saved", "Saved as “{name}”", name=name))
        except SaveError as e:
            self._toast(tr("board.save_failed", "Could not save: {msg}", msg=str(e)))

    def can_undo(self) -> bool:
        """The human on screen may take back their last decision now."""
        seat = self.viewer()
        return seat is not None and self.session.can_undo(seat)

    def undo(self) -> bool:
        """The Undo button and Ctrl+Z: take back the last decision of the human on
        screen (the session says when that is allowed)."""
        if not self.can_undo():
            self._toast(tr("board.undo_none", "Nothing to undo now"))
            return False
        if not self.session.undo():
            return False
        self.undone += 1
        return True

    def _toast(self, text: str, seconds: float = 2.5) -> None:
        self.toast = text
        self.toast_until = self.time + seconds

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        self._refresh()
        for t in self.targets:
            if t.shape == "circle":
                if (pos[0] - t.center[0]) ** 2 + (pos[1] - t.center[1]) ** 2 <= (t.radius + 4) ** 2:
                    return t
            elif t.rect.collidepoint(pos):
                return t
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        """Apply the legal action under pos, if any. Returns True if one was applied."""
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
        self.session.apply(seat, t.action)
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
            from ui.scenes.game_over import GameOverScene

            self.app.push(GameOverScene(self.app, self.session))

    # --- animation hooks ----------------------------------------------------------------
    def _speed(self) -> int:
        return int(getattr(getattr(self.app, "settings", None), "animation_speed", 1) or 0)

    def _on_applied(self, seat: int, action: Any, events: list) -> None:
        self._dyn_key = None
        dur = duration_for(self._speed())
        if dur <= 0:
            return
        for ev in events:
            if ev.get("t") == "move":
                s, kind = ev["seat"], ev["kind"]
                a = self._anchor(ev["from"], s, kind)
                b = self._anchor(ev["to"], s, kind)
                self.anim.add(Slide(a, b, dur, (ev["to"], s, kind)))

    def _on_undone(self, seat: int, action: Any) -> None:
        # pieces still sliding belong to a position that no longer exists
        self.anim.slides.clear()
        self._dyn_key = None

    def _anchor(self, loc: int, seat: int, kind: str) -> tuple[float, float]:
        if loc < D.NUM_PROVINCES:
            huts = L.HUT_RECTS[loc]
            figs = self._hut_figures(self.session.state, loc)
            for i, f in enumerate(figs):
                if f == (seat, kind):
                    return huts[i].center
            return L.PROVINCE_RECTS[loc].center
        if loc in L.REALM_RECTS:
            return L.realm_figure_pos(loc, seat, self.n, kind)
        if loc == D.BOAT:
            return L.boat_figure_pos(seat, self.n, kind)
        return L.supply_pos(seat, self.n)

    # --- update -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        before = len(self.anim.slides)
        self.anim.update(dt)
        if len(self.anim.slides) != before:
            self._dyn_key = None
        if self.handoff_for is None:
            self.session.update()
        if self.session.last_error and self.session.last_error != self._last_error:
            self._last_error = self.session.last_error
            self._toast(self.session.last_error, 5.0)
        self._sync_viewer()
        st = self.session.state
        if st.is_over() and not self.gameover_shown:
            if self.over_since is None:
                self.over_since = self.time
            if self.time - self.over_since > 1.2 and not self.anim.busy:
                self.gameover_shown = True
                from ui.scenes.game_over import GameOverScene

                self.app.push(GameOverScene(self.app, self.session))
                return
        if self.app.top is self:
            self._refresh()

    # --- the position on screen ------------------------------------------------------------
    def _key_now(self) -> tuple:
        hidden = tuple(sorted(s.payload for s in self.anim.slides))
        return (len(self.session.rec.actions), self.shown_seat, self.handoff_for, self.draft_minimised,
                hidden, self.session.thinking, self.gameover_shown, self.session.state.is_over())

    def _refresh(self) -> None:
        key = self._key_now()
        if key == self._dyn_key and self._dyn is not None:
            return
        self._dyn_key = key
        st = self.session.state
        viewer = self.viewer()
        self.view = st.view(viewer if viewer is not None else -1)
        self._build_dynamic()

    @staticmethod
    def _hut_figures(st: Any, p: int) -> list[tuple[int, str]]:
        """Figures in province p in village order: by seat, chieftain first."""
        out: list[tuple[int, str]] = []
        for s in range(st.n):
            if st.chief[s] == p:
                out.append((s, "C"))
            out.extend([(s, "W")] * st.w[p][s])
        return out

    # --- static board --------------------------------------------------------------------
    def _build_static(self) -> pygame.Surface:
        s = pygame.Surface(L.SCREEN.size)
        bg = getattr(self.app, "background", None)
        if callable(bg):
            s.blit(bg(), (0, 0))
        else:
            s.fill(P.TABLE)
        pygame.draw.rect(s, P.PANEL, L.TOP)
        pygame.draw.line(s, P.PANEL_BORDER, (0, L.TOP.bottom), (1600, L.TOP.bottom), 2)
        title = self.fonts.render(tr("game.midgard", "Midgard"), "display-bold", 30, P.GOLD)
        s.blit(title, (16, (L.TOP.h - title.get_height()) // 2))
        # the sea under the board
        pygame.draw.rect(s, mix(P.SEA, P.TABLE, 0.35), L.BOARD, 0, 12)
        # realms
        for area, r in L.REALM_RECTS.items():
            tone = REALM_TONES[area]
            pygame.draw.rect(s, tone, r, 0, 14)
            texture(s, r.inflate(-12, -12), tone, 50 + area, 70)
            pygame.draw.rect(s, shade(tone, 1.35), r, 2, 14)
            name = self.fonts.render(T.loc_name(area), "display-bold", 22, P.PARCHMENT)
            s.blit(name, (r.x + 12, r.y + 5))
            sub = {D.ASGARD: tr("midgard.realm.asgard_sub", "control: 5 points"),
                   D.VANAHEIM: tr("midgard.realm.vanaheim_sub", "control: 2 tokens"),
                   D.VALHALLA: tr("midgard.realm.valhalla_sub", "1 point each at Ragnarök")}[area]
            ss = self.fonts.render(sub, "text", 16, shade(P.PARCHMENT, 0.85))
            s.blit(ss, (r.right - ss.get_width() - 12, r.y + 9))
        # kingdoms and provinces
        for k, kr in enumerate(L.KINGDOM_RECTS):
            tone = KINGDOM_TONES[k]
            pygame.draw.rect(s, mix(tone, P.TABLE, 0.72), kr, 0, 12)
            pygame.draw.rect(s, shade(tone, 0.8), kr, 2, 12)
            band = pygame.Rect(kr.x, kr.y, kr.w, 28)
            pygame.draw.rect(s, shade(tone, 0.55), band, border_top_left_radius=12, border_top_right_radius=12)
            kn = self.fonts.render(T.kingdom(k), "display-bold", 22, P.PARCHMENT)
            s.blit(kn, (kr.x + 12, kr.y + 2))
            tok = self.fonts.render(tr("midgard.kingdom_token_hint", "{colour} tokens",
                                       colour=T.token_colour(k).capitalize()), "text", 16, P.PARCHMENT)
            draw_kingdom_token(s, (kr.right - tok.get_width() - 26, kr.y + 14), 8, T.KINGDOM_COLOURS[k])
            s.blit(tok, (kr.right - tok.get_width() - 12, kr.y + 4))
            for i, p in enumerate(D.KINGDOM_PROVINCES[k]):
                r = L.PROVINCE_RECTS[p]
                fill = shade(tone, 0.52 + 0.06 * (i % 2))
                pygame.draw.polygon(s, fill, L.PROVINCE_POLYS[p])
                texture(s, r.inflate(-20, -20), fill, 200 + p, 40)
                pygame.draw.polygon(s, shade(tone, 1.15), L.PROVINCE_POLYS[p], 2)
                name = self.fonts.render(T.loc_name(p), "display-bold", 20, P.PARCHMENT)
                s.blit(name, (r.x + 10, r.y + 6))
                for hr in L.HUT_RECTS[p]:
                    draw_hut(s, hr, shade(tone, 0.3), shade(tone, 0.95))
        # boats row
        pygame.draw.rect(s, mix(P.SEA, P.TABLE, 0.15), L.BOATS_ROW, 0, 10)
        for seat in range(self.n):
            b = L.boat_box(seat, self.n)
            pygame.draw.rect(s, mix(P.SEA, P.TABLE, 0.45), b, 0, 8)
            draw_boat(s, L.boat_hull(seat, self.n), self.colours[seat], (74, 52, 34))
            P.draw_symbol(s, self.symbols[seat], (b.x + 14, b.y + 14), 8, self.colours[seat],
                          outline_for(self.colours[seat]), 2)
            nm = fit(self.fonts, self.session.names[seat], "text-bold", 16, b.w - 40)
            s.blit(self.fonts.render(nm, "text-bold", 16, P.PARCHMENT), (b.x + 28, b.y + 4))
            sup = self.fonts.render(tr("midgard.supply", "supply"), "text", 16, P.TEXT_DIM)
            sx, sy = L.supply_pos(seat, self.n)
            s.blit(sup, sup.get_rect(midtop=(sx, sy + 36)))
        return s

    # --- dynamic layer -------------------------------------------------------------------------
    def _build_dynamic(self) -> None:
        if self._static is None:
            self._static = self._build_static()
        # the pieces are drawn on a copy of the static board: one opaque blit per frame
        self._dyn = self._static.copy()
        d = self._dyn
        v = self.view
        self.targets = []
        self.buttons = []
        self.tips = []
        self.drawn_hand = []
        self.drawn_hidden = []
        hidden = Counter(s.payload for s in self.anim.slides)
        seat = self.acting_human()
        legal = self.session.state.legal_actions(seat) if seat is not None else []
        self._draw_top(d, v)
        self._draw_doom_and_figures(d, v, hidden)
        self._draw_panels(d, v)
        self.track.draw(d, v.scores(), self.symbols, self.colours)
        for i, (x, y) in enumerate(self.track.marker_positions(v.scores())):
            self.tips.append((pygame.Rect(x - 9, y - 9, 18, 18), self.session.names[i],
                              tr("midgard.tip.score", "{score} points", score=v.scores()[i])))
        self._draw_tray(d, v, legal)
        if v.phase == R.DRAFT and self.viewer() is not None:
            self._draw_draft(d, v, legal)
        self._map_targets(v, legal)

    def _draw_top(self, d: pygame.Surface, v: Any) -> None:
        f = self.fonts
        d.blit(f.render(v.round_label(), "text-bold", 18, P.PARCHMENT), (160, 14))
        status = self._status_text(v)
        st = f.render(fit(f, status, "text", 18, 720), "text", 18, P.PARCHMENT)
        d.blit(st, (400, 14))
        self.buttons.append((L.MENU_BUTTON, tr("board.menu", "Menu"), "menu"))
        self.buttons.append((L.RULES_BUTTON, tr("board.rules", "Rules"), "rules"))
        if self.gameover_shown:
            r = pygame.Rect(L.RULES_BUTTON.x - 118, L.RULES_BUTTON.y, 110, L.RULES_BUTTON.h)
            self.buttons.append((r, tr("board.results", "Results"), "results"))

    def _status_text(self, v: Any) -> str:
        names = self.session.names
        if v.is_over():
            win = v.winners()
            return tr("board.status.over", "Game over: {names} {verb}", names=" & ".join(names[w] for w in win),
                      verb=tr("board.wins", "wins") if len(win) == 1 else tr("board.share", "share the win"))
        acting = self.session.state.to_act()
        if v.phase == R.DRAFT:
            return tr("board.status.draft", "Draft: waiting for {names}", names=", ".join(names[s] for s in acting))
        if not acting:
            return ""
        s = acting[0]
        if v.phase == R.VANAHEIM_CHOICE:
            return tr("board.status.vanaheim", "{name} chooses Vanaheim tokens", name=names[s])
        return tr("board.status.turn", "{name}'s turn", name=names[s])

    def _draw_fig(self, d: pygame.Surface, seat: int, kind: str, pos: tuple[float, float], small: bool = False) -> None:
        if kind == "C":
            draw_chieftain(d, self.symbols[seat], self.colours[seat], pos, CHIEF_R - (2 if small else 0))
        else:
            draw_warrior(d, self.symbols[seat], self.colours[seat], pos, WARRIOR_R - (2 if small else 0))

    def _draw_doom_and_figures(self, d: pygame.Surface, v: Any, hidden: Counter) -> None:
        f = self.fonts
        names = self.session.names
        for p in range(D.NUM_PROVINCES):
            if v.doom[p]:
                draw_doom(d, L.doom_center(p), 13)
            figs = self._hut_figures(v, p)
            skip = Counter()
            for i, (s, kind) in enumerate(figs):
                hr = L.HUT_RECTS[p][i]
                if skip[(s, kind)] < hidden[(p, s, kind)]:
                    skip[(s, kind)] += 1
                    continue
                self._draw_fig(d, s, kind, (hr.centerx, hr.centery + 5))
            self.tips.append((L.PROVINCE_RECTS[p], lambda p=p: self._province_title(p),
                              lambda v=v, p=p: self._area_tip(v, p)))
        for area in L.REALM_RECTS:
            r = L.REALM_RECTS[area]
            for s in range(self.n):
                col = L.realm_column(area, s, self.n)
                w = v.w[area][s] - hidden[(area, s, "W")]
                if v.chief[s] == area and not hidden[(area, s, "C")]:
                    self._draw_fig(d, s, "C", L.realm_figure_pos(area, s, self.n, "C"))
                if w > 0:
                    x, y = L.realm_figure_pos(area, s, self.n, "W")
                    self._draw_fig(d, s, "W", (x, y))
                    cnt = f.render(f"×{w}", "text-bold", 16, P.PARCHMENT)
                    d.blit(cnt, cnt.get_rect(midtop=(x, y + 14)))
                del col
            title = T.loc_name(area)
            self.tips.append((r, title, lambda v=v, area=area: self._area_tip(v, area)))
        for s in range(self.n):
            w = v.w[D.BOAT][s] - hidden[(D.BOAT, s, "W")]
            if v.chief[s] == D.BOAT and not hidden[(D.BOAT, s, "C")]:
                self._draw_fig(d, s, "C", L.boat_figure_pos(s, self.n, "C"))
            x, y = L.boat_figure_pos(s, self.n, "W")
            if w > 0:
                self._draw_fig(d, s, "W", (x, y))
            cnt = f.render(f"×{max(0, w)}", "text-bold", 16, P.PARCHMENT)
            d.blit(cnt, cnt.get_rect(midleft=(x + 14, y)))
            sx, sy = L.supply_pos(s, self.n)
            sw = v.w[D.SUPPLY][s] - hidden[(D.SUPPLY, s, "W")]
            draw_warrior(d, self.symbols[s], shade(self.colours[s], 0.6), (sx - 12, sy), 8)
            c2 = f.render(f"×{max(0, sw)}", "text-bold", 16, P.TEXT_DIM)
            d.blit(c2, c2.get_rect(midleft=(sx, sy)))
            box = L.boat_box(s, self.n)
            chief_here = tr("midgard.tip.boat_chief", "the chieftain and ") if v.chief[s] == D.BOAT else ""
            self.tips.append((box, tr("midgard.tip.boat_title", "{name}'s boat", name=names[s]),
                              tr("midgard.tip.boat", "Aboard: {chief}{w} warriors. Supply (off the board): {sw} "
                                 "warriors, brought in only by New Warrior and gold cards 12–15.",
                                 chief=chief_here, w=v.w[D.BOAT][s], sw=v.w[D.SUPPLY][s])))

    def _province_title(self, p: int) -> str:
        return tr("midgard.tip.province_title", "{name} — {kingdom}", name=T.loc_name(p),
                  kingdom=T.kingdom(D.PROVINCE_KINGDOM[p]))

    def _area_tip(self, v: Any, area: int) -> str:
        """Villages, doom, each seat's strength and who would score the area now."""
        names = self.session.names
        lines = []
        if area < D.NUM_PROVINCES:
            lines.append(tr("midgard.tip.villages", "Free villages: {free} of {total}",
                            free=v.free_villages(area), total=D.VILLAGES[area]))
            if v.doom[area]:
                lines.append(tr("midgard.tip.doomed", "Doomed: at Ragnarök every Viking here dies (2 points "
                                                      "each) and goes to Valhalla."))
        elif area == D.ASGARD:
            lines.append(tr("midgard.tip.asgard", "Whoever controls Asgard at the end of the round scores 5."))
        elif area == D.VANAHEIM:
            lines.append(tr("midgard.tip.vanaheim", "Whoever controls Vanaheim at the end of the round takes "
                                                    "2 secret kingdom tokens of any colours."))
        else:
            lines.append(tr("midgard.tip.valhalla", "Each Viking here scores 1 point at Ragnarök, then returns "
                                                    "to its boat."))
        any_there = False
        for s in range(self.n):
            w = v.w[area][s]
            c = v.chief[s] == area
            if not w and not c:
                continue
            any_there = True
            if area == D.VALHALLA:
                lines.append(tr("midgard.tip.count", "{name}: {k} Vikings", name=names[s], k=w + int(c)))
            else:
                lines.append(tr("midgard.tip.strength", "{name}: strength {v}", name=names[s],
                                v=T.strength_text(v.strength(area, s))))
        if area == D.VALHALLA:
            return "\n".join(lines)
        if not any_there:
            lines.append(tr("midgard.tip.empty", "Nobody is here."))
            return "\n".join(lines)
        c = v.controller(area)
        if c < 0:
            lines.append(tr("midgard.tip.tied", "Nobody would score it now: the strongest are tied."))
        else:
            lines.append(tr("midgard.tip.controller", "{name} would score it now.", name=names[c]))
        return "\n".join(lines)

    # --- seat panels ------------------------------------------------------------------------
    def _played_this_round(self, v: Any, s: int) -> list[int]:
        """The cards seat s played this round (from the public played list: quotas per
        round, and the extra plays that follow Draw Cards)."""
        cards = v.played[s]
        i = 0
        for rnd in range(max(0, v.round - 1)):
            need = D.QUOTAS[rnd]
            extra = False
            while i < len(cards) and (need > 0 or extra):
                c = cards[i]
                if not extra:
                    need -= 1
                extra = c != HIDDEN and D.CARD_TYPE[c] == D.DRAW_CARDS
                i += 1
        return cards[i:]

    def _draw_panels(self, d: pygame.Surface, v: Any) -> None:
        f = self.fonts
        sess = self.session
        acting = set(sess.state.to_act()) if not v.is_over() else set()
        thinking = set(sess.thinking_seats())
        viewer = self.viewer()
        winners = set(self.session.state.winners()) if v.is_over() else set()
        for s in range(self.n):
            r = L.seat_panel(s)
            pygame.draw.rect(d, P.PANEL, r, 0, 10)
            border = P.GOLD if s in acting else P.PANEL_BORDER
            pygame.draw.rect(d, border, r, 3 if s in acting else 2, 10)
            pygame.draw.rect(d, self.colours[s], pygame.Rect(r.x + 3, r.y + 8, 5, r.h - 16), 0, 2)
            P.draw_symbol(d, self.symbols[s], (r.x + 24, r.y + 20), 10, self.colours[s],
                          outline_for(self.colours[s]), 2)
            score = f.render(str(v.scores()[s]), "display-bold", 28, P.GOLD)
            d.blit(score, (r.right - score.get_width() - 12, r.y + 2))
            kind = sess.seats[s].get("kind", "human")
            tag = tr("board.you", "you") if s == viewer else (
                tr("board.human", "human") if kind == "human" else tr(f"board.bot.{kind}", "bot: {kind}", kind=kind))
            if s in thinking:
                dots = "." * (1 + int(self.time * 3) % 3)
                tag = tr("board.thinking", "thinking") + dots
            if v.is_over() and s in winners:
                tag = tr("board.winner", "winner")
            name = fit(f, sess.names[s], "text-bold", 18, r.w - 140 - score.get_width())
            ns = f.render(name, "text-bold", 18, P.PARCHMENT)
            d.blit(ns, (r.x + 40, r.y + 8))
            tag_col = P.GOLD if s in thinking or s in winners else P.TEXT_DIM
            d.blit(f.render(tag, "text-bold" if s in winners else "text", 16, tag_col), (r.x + 48 + ns.get_width(), r.y + 10))
            # row 2: hand
            y2 = r.y + 38
            hand = v.hands[s]
            label = f.render(tr("board.hand", "Hand {k}", k=len(hand)), "text", 16, P.PARCHMENT)
            d.blit(label, (r.x + 14, y2 + 2))
            x = r.x + 22 + label.get_width()
            if s != viewer:
                backs = sum(1 for c in hand if c == HIDDEN or D.CARD_DECK[c] != D.GOLD)
                golds = [c for c in hand if c != HIDDEN and D.CARD_DECK[c] == D.GOLD]
                self.drawn_hidden.append((s, backs))
                x0 = x
                for i in range(min(backs, 10)):
                    mini_back(d, pygame.Rect(x + i * 9, y2, 17, 24))
                x += min(backs, 10) * 9 + 22
                self.tips.append((pygame.Rect(x0, y2, x - x0, 24), tr("board.tip.hand_title", "{name}'s hand",
                                                                        name=sess.names[s]),
                                  tr("board.tip.hand", "{k} cards, hidden. Gold cards were shown to everyone at "
                                                       "the start of the action phase.", k=len(hand))))
                for c in golds:   # gold cards were shown to everyone at the reveal
                    chip = pygame.Rect(x, y2, 17, 24)
                    self._chip(d, chip, c)
                    x += 21
            else:
                x += 4
            left = v.turns_left(s)
            if v.phase == R.ACTION:
                tl = f.render(tr("board.to_play", "to play {k}", k=left), "text", 16, P.TEXT_DIM)
                d.blit(tl, (r.right - tl.get_width() - 12, y2 + 4))
            # row 3: played this round, tokens
            y3 = r.y + 68
            played = self._played_this_round(v, s)
            pl = f.render(tr("board.played", "Played"), "text", 16, P.TEXT_DIM)
            d.blit(pl, (r.x + 14, y3 + 2))
            x = r.x + 20 + pl.get_width()
            for c in played[-8:]:
                chip = pygame.Rect(x, y3, 17, 24)
                self._chip(d, chip, c)
                x += 20
            tx = r.right - 12
            if s == viewer or v.is_over():
                # own tokens; everyone's once the game is over (all are revealed at the end)
                toks = self.session.state.tokens[s] if v.is_over() else v.tokens[s]
                for k in (2, 1, 0):
                    cnt = f.render(str(toks[k]), "text-bold", 16, P.PARCHMENT)
                    tx -= cnt.get_width()
                    d.blit(cnt, (tx, y3 + 3))
                    tx -= 14
                    draw_kingdom_token(d, (tx, y3 + 12), 9, T.KINGDOM_COLOURS[k])
                    tx -= 14
                tip = tr("midgard.tip.tokens_own", "Kingdom tokens: {g} grey, {b} brown, {u} blue. A set of one "
                         "of each is worth 5 points at the end.", g=toks[0], b=toks[1], u=toks[2])
            else:
                cnt = f.render(f"×{v.token_count(s)}", "text-bold", 16, P.PARCHMENT)
                tx -= cnt.get_width()
                d.blit(cnt, (tx, y3 + 3))
                tx -= 14
                draw_kingdom_token(d, (tx, y3 + 12), 9, (92, 92, 100))
                tx -= 12
                tip = tr("midgard.tip.tokens_other", "{name} holds {k} kingdom tokens; their colours are secret "
                         "until the end.", name=sess.names[s], k=v.token_count(s))
            self.tips.append((pygame.Rect(tx, y3, r.right - tx, 26), tr("midgard.tip.tokens_title", "Kingdom tokens"),
                              tip))

    def _chip(self, d: pygame.Surface, rect: pygame.Rect, c: int) -> None:
        """A small public card (played, or a revealed gold) with its tooltip."""
        if c == HIDDEN:
            d.blit(pygame.transform.smoothscale(self.cards.back(48), rect.size), rect)
            return
        band = T.BAND[D.CARD_DECK[c]]
        pygame.draw.rect(d, P.PARCHMENT, rect, 0, 3)
        pygame.draw.rect(d, band, pygame.Rect(rect.x, rect.y, rect.w, 9), 0, border_top_left_radius=3,
                         border_top_right_radius=3)
        k = D.CARD_KINGDOM[c]
        if D.CARD_GOLD[c]:
            mark = str(D.CARD_GOLD[c])
        else:
            mark = T.card_title(c)[0]
        col = T.KINGDOM_COLOURS[k] if 0 <= k < 3 and D.CARD_TYPE[c] != D.DRAW_CARDS else P.INK
        ms = self.fonts.render(mark, "text-bold", 16 if len(mark) == 1 else 14, shade(col, 0.8))
        d.blit(ms, ms.get_rect(center=(rect.centerx, rect.y + 16)))
        pygame.draw.rect(d, shade(band, 0.7), rect, 1, 3)
        self.tips.append((rect, lambda c=c: T.card_name(c), lambda c=c: T.card_long(c)))

    # --- tray and draft -----------------------------------------------------------------------
    def _draw_tray(self, d: pygame.Surface, v: Any, legal: list) -> None:
        f = self.fonts
        pygame.draw.rect(d, P.PANEL, L.TRAY, 0, 10)
        pygame.draw.rect(d, P.PANEL_BORDER, L.TRAY, 2, 10)
        viewer = self.viewer()
        seat = self.acting_human()
        if viewer is None:
            msg = tr("board.tray.waiting_handoff", "Waiting for the next player") if self.handoff_for is not None \
                else tr("board.tray.spectator", "The bots are playing")
            d.blit(f.render(msg, "text-bold", 18, P.PARCHMENT), (L.TRAY.x + 14, L.TRAY.y + 8))
            if self.handoff_for is not None:   # the next player's hand, face down (its size is public)
                k = v.hand_size(self.handoff_for)
                for r in L.hand_rects(k, L.TRAY.right - 10):
                    d.blit(self.cards.back(L.HAND_H), r)
                self.drawn_hidden.append((self.handoff_for, k))
            return
        if seat is not None:
            text = T.prompt(self.session.state, seat)
            colour = P.GOLD
        elif v.is_over():
            text, colour = T.prompt(v, viewer), P.PARCHMENT
        else:
            acting = self.session.state.to_act()
            names = ", ".join(self.session.names[s] for s in acting)
            if v.phase == R.DRAFT and viewer in acting:
                text = tr("board.tray.your_pick", "Your pick")
            elif v.phase == R.DRAFT:
                text = tr("board.tray.draft_wait", "You have picked. Waiting for {names}", names=names)
            else:
                text = tr("board.tray.wait", "Waiting for {names}", names=names)
            colour = P.PARCHMENT
        btn_actions = [a for a in legal if a[0] in ("done", "nokill", "token")]
        unmapped = [a for a in legal if not self._maps_to_board(a)]
        for a in unmapped:
            if a not in btn_actions:
                btn_actions.append(a)
        rects = L.tray_buttons(len(btn_actions))
        right_limit = (rects[0].x - 14) if rects else L.TRAY.right - 10
        if not v.is_over():
            # Undo: always shown to the human on screen, enabled only when possible
            self.buttons.append((UNDO_RECT, tr("board.undo", "Undo"), "undo"))
            self.tips.append((UNDO_RECT, tr("board.undo", "Undo"), self._undo_tip))
            right_limit = min(right_limit, UNDO_RECT.x - 14)
        d.blit(f.render(fit(f, text, "text-bold", 18, right_limit - L.TRAY.x - 20), "text-bold", 18, colour),
               (L.TRAY.x + 14, L.TRAY.y + 8))
        for r, a in zip(rects, btn_actions):
            label = T.button_label(a)
            self.buttons.append((r, label, a))
            self.targets.append(Target(r, a, "button"))
            if a[0] == "token":
                pass
        # the viewer's cards: the hand, plus (during the draft) the cards drafted so far
        hand = [c for c in v.hands[viewer]]
        drafted: list[int] = []
        if v.phase == R.DRAFT and v.draft is not None:
            drafted = list(v.draft.picked[viewer])
            if v.draft.pending[viewer] is not None:
                drafted.append(v.draft.pending[viewer])
        cards = hand + drafted
        rs = L.hand_rects(len(cards), right_limit)
        playing = {a[1] for a in legal if a[0] == "play"}
        drafted_phase = v.phase == R.DRAFT      # keys 1-9 pick from the packet then
        for i, (r, c) in enumerate(zip(rs, cards)):
            if c == HIDDEN:
                continue
            face = self.cards.face(T.card_face(c), L.HAND_H)
            lift = 0
            if i >= len(hand):   # drafted this round: a small mark
                d.blit(face, r)
                tag = f.render(tr("board.drafted", "new"), "text-bold", 16, P.INK)
                tr_rect = pygame.Rect(r.x + 4, r.bottom - 24, tag.get_width() + 10, 20)
                pygame.draw.rect(d, P.GOLD, tr_rect, 0, 6)
                d.blit(tag, (tr_rect.x + 5, tr_rect.y + 1))
            else:
                d.blit(face, r.move(0, -lift))
            self.drawn_hand.append((viewer, c))
            self.tips.append((r, lambda c=c, i=i: self._card_title(c, i if i < len(hand) and not drafted_phase else -1),
                              lambda c=c: T.card_long(c)))
            if c in playing:
                self.targets.append(Target(r, ("play", c), "card"))
        if not cards:
            d.blit(f.render(tr("board.tray.no_cards", "No cards in hand"), "text", 16, P.TEXT_DIM),
                   (L.TRAY.x + 14, L.TRAY.y + 60))

    def _card_title(self, c: int, index: int) -> str:
        """A card's name in its tooltip, with its number key (1-9) when it has one."""
        if 0 <= index < 9:
            return tr("board.tip.card_key", "{name} · key {k}", name=T.card_name(c), k=index + 1)
        return T.card_name(c)

    def _undo_tip(self) -> str:
        if self.can_undo():
            return tr("board.tip.undo", "Take back your last decision (Ctrl+Z).")
        return tr("board.tip.undo_off", "Nothing to undo now. A decision cannot be taken back once it revealed a "
                                        "card or a random draw, or once another player has acted.")

    def _draw_draft(self, d: pygame.Surface, v: Any, legal: list) -> None:
        f = self.fonts
        viewer = self.viewer()
        if self.draft_minimised:
            r = pygame.Rect(L.BOARD.centerx - 120, L.BOARD.y + 6, 240, 36)
            self.buttons.append((r, tr("board.draft.back", "Back to the draft"), "draft_min"))
            return
        # the dimmed board's hover areas are hidden with it
        self.tips = [tp for tp in self.tips if not L.BOARD.colliderect(tp[0])]
        if self._dim is None:
            self._dim = pygame.Surface(L.BOARD.size, pygame.SRCALPHA)
            self._dim.fill(P.DIM_OVERLAY)
        d.blit(self._dim, L.BOARD)
        pack = list(v.draft.packs[viewer])
        picking = viewer in self.session.state.to_act()
        if picking:
            head = T.prompt(v, viewer)
        else:
            head = tr("board.draft.waiting", "Your pick is made. The packets pass to the left when everyone has picked.")
        hs = f.render(head, "display-bold", 28, P.GOLD)
        d.blit(hs, hs.get_rect(midtop=(L.BOARD.centerx, L.BOARD.y + 40)))
        left = (viewer + 1) % self.n
        sub = tr("board.draft.sub", "What you do not keep passes to {name} (on your left).",
                 name=self.session.names[left])
        ss = f.render(sub, "text", 18, P.PARCHMENT)
        d.blit(ss, ss.get_rect(midtop=(L.BOARD.centerx, L.BOARD.y + 80)))
        rects = L.draft_rects(len(pack))
        picks = {a[1] for a in legal if a[0] == "pick"}
        for i, (r, c) in enumerate(zip(rects, pack)):
            if c == HIDDEN:
                continue
            d.blit(self.cards.face(T.card_face(c), L.DRAFT_H), r)
            self.drawn_hand.append((viewer, c))
            self.tips.append((r, lambda c=c, i=i: self._card_title(c, i), lambda c=c: T.card_long(c)))
            if c in picks:
                self.targets.append(Target(r, ("pick", c), "card"))
        br = pygame.Rect(L.BOARD.centerx - 110, L.BOARD.bottom - 60, 220, 38)
        self.buttons.append((br, tr("board.draft.look", "Look at the board"), "draft_min"))

    # --- targets --------------------------------------------------------------------------------
    @staticmethod
    def _maps_to_board(a: tuple) -> bool:
        return a[0] in ("pick", "play", "viking", "to", "attack", "kill", "target", "destroy", "place")

    def _map_targets(self, v: Any, legal: list) -> None:
        """Screen targets for every legal action of the human on screen. Pieces and
        villages come first (so an attacked village wins over its province), then cards
        and buttons (already added), then whole areas."""
        if not legal:
            self.targets = []
            return
        st = self.session.state
        seat = self.acting_human()
        pieces: list[Target] = []
        areas: list[Target] = []
        drafting = v.phase == R.DRAFT and not self.draft_minimised
        for a in legal:
            verb = a[0]
            if drafting and verb != "pick":
                continue
            if verb == "viking":
                loc, kind = a[1], a[2]
                for pos in self._figure_positions(st, loc, seat, kind):
                    r = pygame.Rect(0, 0, 30, 30)
                    r.center = pos
                    pieces.append(Target(r, a, "circle", pos, CHIEF_R if kind == "C" else WARRIOR_R))
            elif verb == "attack":
                p, victim = a[1], a[2]
                for i, (s, kind) in enumerate(self._hut_figures(st, p)):
                    if s == victim and kind == "W":
                        hr = L.HUT_RECTS[p][i]
                        pieces.append(Target(hr, a, "rect"))
            elif verb == "kill":
                pos = L.realm_figure_pos(st.target, a[1], self.n, "W")
                r = pygame.Rect(0, 0, 30, 30)
                r.center = pos
                pieces.append(Target(r, a, "circle", pos, WARRIOR_R))
            elif verb in ("to", "target", "destroy", "place"):
                area = a[1]
                rect = L.PROVINCE_RECTS[area] if area < D.NUM_PROVINCES else L.REALM_RECTS[area]
                areas.append(Target(rect, a, "region"))
        self.targets = pieces + self.targets + areas

    def _figure_positions(self, st: Any, loc: int, seat: int, kind: str) -> list[tuple[int, int]]:
        if loc < D.NUM_PROVINCES:
            return [(L.HUT_RECTS[loc][i].centerx, L.HUT_RECTS[loc][i].centery + 5)
                    for i, f in enumerate(self._hut_figures(st, loc)) if f == (seat, kind)]
        if loc in L.REALM_RECTS:
            return [L.realm_figure_pos(loc, seat, self.n, kind)]
        if loc == D.BOAT:
            return [L.boat_figure_pos(seat, self.n, kind)]
        return []

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t0 = time.perf_counter()
        if self._static is None:
            self._static = self._build_static()
        self._refresh()
        surface.blit(self._dyn, (0, 0))
        glow = pulse(self.time)
        hover = self.target_at(self.mouse) if self.mouse[0] >= 0 else None
        self._hover_target = hover
        for t in self.targets:
            if t is hover and t.shape == "card":
                continue   # drawn lifted below
            strength = 1.0 if t is hover else glow
            if t.shape == "region":
                if t.action[1] < D.NUM_PROVINCES:
                    p = t.action[1]
                    glow_polygon(surface, L.PROVINCE_POLYS[p], t.rect, strength, p)
                else:
                    glow_rect(surface, t.rect, strength, 14)
            elif t.shape == "circle":
                glow_circle(surface, t.center, t.radius + 4, strength)
            elif t.shape in ("card", "button", "rect"):
                glow_rect(surface, t.rect, strength, 8)
        if hover is not None and hover.shape == "card":
            # the card under the mouse rises a little
            height = L.HAND_H if L.TRAY.colliderect(hover.rect) else L.DRAFT_H
            lifted = hover.rect.move(0, -6 if L.TRAY.colliderect(hover.rect) else -12)
            glow_rect(surface, lifted, 1.0, 8)
            surface.blit(self.cards.face(T.card_face(hover.action[1]), height), lifted)
        self._draw_chosen(surface)
        undo_on = self.can_undo()
        for rect, label, key in self.buttons:
            is_target = not isinstance(key, str)
            enabled = undo_on if key == "undo" else True
            draw_button(surface, self.fonts, rect, label, hover=enabled and rect.collidepoint(self.mouse),
                        enabled=enabled, primary=is_target and key[0] == "done")
        for s in self.anim.slides:
            loc, seat, kind = s.payload
            self._draw_fig(surface, seat, kind, s.pos())
        if self.session.thinking:
            self._draw_thinking(surface)
        if self.toast and self.time < self.toast_until:
            # a long message (a save loaded from an older copy or version) wraps
            lines = self.fonts.wrap(self.toast, "text-bold", 18, L.BOARD.w - 120)
            surfs = [self.fonts.render(x, "text-bold", 18, P.INK) for x in lines]
            w = max(x.get_width() for x in surfs)
            h = sum(x.get_height() for x in surfs)
            r = pygame.Rect(0, 0, w + 24, h + 12)
            r.midtop = (L.BOARD.centerx, L.BOARD.y + 8)
            pygame.draw.rect(surface, P.PARCHMENT, r, 0, 8)
            pygame.draw.rect(surface, P.GOLD, r, 2, 8)
            y = r.y + 6
            for x in surfs:
                surface.blit(x, x.get_rect(midtop=(r.centerx, y)))
                y += x.get_height()
        self.log_panel.set_rect(L.log_rect(self.n))
        if self.session.log_epoch != self._log_epoch:   # the log was rebuilt (an undo)
            self._log_epoch = self.session.log_epoch
            self.log_panel.restart(self.session.log, self.session.log_total)
        self.log_panel.sync(self.session.log, self.session.log_total)
        self.log_panel.draw(surface)
        self._draw_tooltip(surface, hover)
        self._set_cursor(hover is not None)
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def _draw_chosen(self, surface: pygame.Surface) -> None:
        """The Viking picked and waiting for its destination: a white ring; the area a
        horde goes to, or the realm of a kill: a white outline."""
        st = self.session.state
        seat = self.acting_human()
        if seat is None or st.phase != R.ACTION:
            return
        if st.step in (R.ST_HPICK, R.ST_KILL) and 0 <= st.target < 12:
            if st.target < D.NUM_PROVINCES:
                pygame.draw.polygon(surface, P.PARCHMENT, L.PROVINCE_POLYS[st.target], 3)
            else:
                pygame.draw.rect(surface, P.PARCHMENT, L.REALM_RECTS[st.target], 3, 14)
            return
        if st.step != R.ST_DEST:
            return
        kind = "C" if st.typ else "W"
        for pos in self._figure_positions(st, st.src, seat, kind)[:1]:
            pygame.draw.circle(surface, P.PARCHMENT, pos, 17, 3)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        names = ", ".join(self.session.names[s] for s in self.session.thinking_seats())
        text = tr("board.thinking_top", "{names} thinking", names=names)
        ts = self.fonts.render(text, "text", 16, P.GOLD)
        x = L.RULES_BUTTON.x - 130 - ts.get_width()
        if self.gameover_shown:
            x -= 120
        surface.blit(ts, (x, 16))
        for i in range(3):
            a = 0.5 + 0.5 * pulse(self.time - i * 0.2, 0.9)
            pygame.draw.circle(surface, mix(P.PANEL, P.GOLD, a), (x + ts.get_width() + 12 + i * 12, 26), 4)

    def _draw_tooltip(self, surface: pygame.Surface, hover: Target | None) -> None:
        pos = self.mouse
        if pos[0] < 0:
            return
        for rect, title, body in reversed(self.tips):
            if rect.collidepoint(pos):
                title = title() if callable(title) else title
                body = body() if callable(body) else body
                extra = ""
                if hover is not None and hover.shape != "button":
                    extra = "\n" + tr("board.tip.click", "Click: {what}", what=self._action_text(hover.action))
                self.tooltip.draw(surface, pos, title, body + extra)
                return

    def _action_text(self, a: tuple) -> str:
        verb = a[0]
        if verb in ("play", "pick"):
            return (tr("board.act.play", "play {card}") if verb == "play" else tr("board.act.pick", "keep {card}")).format(
                card=T.card_name(a[1]))
        if verb == "viking":
            who = tr("midgard.chieftain", "chieftain") if a[2] == "C" else tr("midgard.warrior", "warrior")
            return tr("board.act.viking", "choose your {who} in {loc}", who=who, loc=T.loc_name(a[1]))
        if verb == "to":
            return tr("board.act.to", "move it to {loc}", loc=T.loc_name(a[1]))
        if verb == "attack":
            return tr("board.act.attack", "attack {name}'s warrior in {loc}", name=self.session.names[a[2]],
                      loc=T.loc_name(a[1]))
        if verb == "kill":
            return tr("board.act.kill", "kill {name}'s warrior", name=self.session.names[a[1]])
        if verb == "target":
            return tr("board.act.target", "send the horde to {loc}", loc=T.loc_name(a[1]))
        if verb == "destroy":
            return tr("board.act.destroy", "destroy {loc}", loc=T.loc_name(a[1]))
        if verb == "place":
            return tr("board.act.place", "place a warrior in {loc}", loc=T.loc_name(a[1]))
        return T.button_label(a)

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
            "game": "midgard",
            "label": self.session.state.round_label(),
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
        }
