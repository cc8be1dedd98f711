"""Midgard's board: only Midgard's own parts on the board frame (`ui/boards/base.py`).

It draws a *view* of the game (`state.view(seat)` of the human whose information is on
screen), reads the state only through its public accessors (what is being chosen
now, the current card, the chosen Viking, the cards played this round), and maps each
legal action onto a screen target: a province, a village holding a Viking, a figure, a
realm. The frame makes the hand, the draft packet and the tray buttons (Done, Kill
nobody, the Vanaheim colours) into targets; a click applies exactly that action.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.core import HIDDEN
from game.core.events import Began, Moved, Placed
from game.midgard import (
    DONE,
    PLAY,
    Attack,
    ChooseViking,
    Destroy,
    HordeTarget,
    Kill,
    MidgardView,
    MoveTo,
    Pick,
    PlaceWarrior,
    Play,
    named,
)
from game.midgard import data as D
from game.midgard import events as E
from ui import palette as P
from ui.boards import midgard_layout as L
from ui.boards import midgard_text as T
from ui.boards.base import BoardScene, CardFace, FrameLayout, HandItem, Slide, Target
from ui.widgets.pieces import (
    draw_boat,
    draw_chieftain,
    draw_doom,
    draw_hut,
    draw_kingdom_token,
    draw_warrior,
    mix,
    outline_for,
    shade,
    texture,
)
from ui.widgets.seat_panel import mini_back
from ui.widgets.text import fit, render_fit, tr
from ui.widgets.tracks import ScoreTrack

KINGDOM_TONES = (P.STONE, P.EMBER, P.ICE)          # grey / brown / blue kingdoms
REALM_TONES = {D.ASGARD: mix(P.GOLD, P.TABLE, 0.72), D.VANAHEIM: mix(P.MOSS, P.TABLE, 0.55),
               D.VALHALLA: mix(P.DANGER, P.TABLE, 0.6)}
WARRIOR_R = 10
CHIEF_R = 12
# the facts' piece names -> the board's figure kinds
FIGURE_KIND = {"warrior": "W", "chieftain": "C"}
ROUND_END_PHASES = ("scoring", "ragnarok")      # the phases that open a round's end
UNDO_RECT = FrameLayout.UNDO_BUTTON          # the frame's Undo button (kept for the tests)


class MidgardBoard(BoardScene):
    game_id = "midgard"
    panel_height = L.PANEL_H
    hand_height = L.HAND_H
    draft_height = L.DRAFT_H

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        # a wide hand laid out whole (L.MidgardFrameLayout)
        self.layout = L.MidgardFrameLayout(self.n, self.panel_height, self.hand_height, self.draft_height)
        self.track = ScoreTrack(self.fonts, L.TRACK_RECT)

    # --- static board --------------------------------------------------------------------
    def draw_static(self, s: pygame.Surface) -> None:
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
                   D.VALHALLA: tr("midgard.realm.valhalla_sub", "1 point each at Ragnarok")}[area]
            ss = render_fit(self.fonts, sub, "text", 16, shade(P.PARCHMENT, 0.85), r.w - name.get_width() - 40)
            s.blit(ss, (r.right - ss.get_width() - 12, r.y + 9 + (16 - ss.get_height()) // 2 + 2))
        # kingdoms and provinces
        for k, kr in enumerate(L.KINGDOM_RECTS):
            tone = KINGDOM_TONES[k]
            pygame.draw.rect(s, mix(tone, P.TABLE, 0.72), kr, 0, 12)
            pygame.draw.rect(s, shade(tone, 0.8), kr, 2, 12)
            band = pygame.Rect(kr.x, kr.y, kr.w, 28)
            pygame.draw.rect(s, shade(tone, 0.55), band, border_top_left_radius=12, border_top_right_radius=12)
            kn = self.fonts.render(T.kingdom(k), "display-bold", 22, P.PARCHMENT)
            s.blit(kn, (kr.x + 12, kr.y + 2))
            tok = render_fit(self.fonts, tr("midgard.kingdom_token_hint", "{colour} tokens",
                                            colour=T.token_colour(k).capitalize()), "text", 16, P.PARCHMENT,
                             kr.w - kn.get_width() - 60)
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
            nm = fit(self.fonts, self.names[seat], "text-bold", 16, b.w - 40)
            s.blit(self.fonts.render(nm, "text-bold", 16, P.PARCHMENT), (b.x + 28, b.y + 4))
            sup = self.fonts.render(tr("midgard.supply", "supply"), "text", 16, P.TEXT_DIM)
            sx, sy = L.supply_pos(seat, self.n)
            s.blit(sup, sup.get_rect(midtop=(sx, sy + 36)))

    # --- the position --------------------------------------------------------------------
    def draw_position(self, d: pygame.Surface, v: MidgardView, hidden: Counter) -> None:
        self._draw_doom_and_figures(d, v, hidden)
        self.track.draw(d, v.scores(), self.symbols, self.colours)
        for i, (x, y) in enumerate(self.track.marker_positions(v.scores())):
            self.add_tip(pygame.Rect(x - 9, y - 9, 18, 18), self.names[i],
                         tr("midgard.tip.score", "{score} points", score=v.scores()[i]))

    @staticmethod
    def _hut_figures(st: MidgardView, p: int) -> list[tuple[int, str]]:
        """Figures in province p in village order: by seat, chieftain first."""
        out: list[tuple[int, str]] = []
        for s in range(st.num_players):
            if st.chieftain_at(s) == p:
                out.append((s, "C"))
            out.extend([(s, "W")] * st.warriors(p, s))
        return out

    def _draw_fig(self, d: pygame.Surface, seat: int, kind: str, pos: tuple[float, float], small: bool = False) -> None:
        if kind == "C":
            draw_chieftain(d, self.symbols[seat], self.colours[seat], pos, CHIEF_R - (2 if small else 0))
        else:
            draw_warrior(d, self.symbols[seat], self.colours[seat], pos, WARRIOR_R - (2 if small else 0))

    def _draw_doom_and_figures(self, d: pygame.Surface, v: MidgardView, hidden: Counter) -> None:
        f = self.fonts
        names = self.names
        doomed = set(v.doomed())
        for p in range(D.NUM_PROVINCES):
            if p in doomed:
                draw_doom(d, L.doom_center(p), 13)
            figs = self._hut_figures(v, p)
            skip = Counter()
            for i, (s, kind) in enumerate(figs):
                hr = L.HUT_RECTS[p][i]
                if skip[(s, kind)] < hidden[(p, s, kind)]:
                    skip[(s, kind)] += 1
                    continue
                self._draw_fig(d, s, kind, (hr.centerx, hr.centery + 5))
            self.add_tip(L.PROVINCE_RECTS[p], lambda p=p: self._province_title(p),
                              lambda v=v, p=p: self._area_tip(v, p))
        for area in L.REALM_RECTS:
            r = L.REALM_RECTS[area]
            for s in range(self.n):
                col = L.realm_column(area, s, self.n)
                w = v.warriors(area, s) - hidden[(area, s, "W")]
                if v.chieftain_at(s) == area and not hidden[(area, s, "C")]:
                    self._draw_fig(d, s, "C", L.realm_figure_pos(area, s, self.n, "C"))
                if w > 0:
                    x, y = L.realm_figure_pos(area, s, self.n, "W")
                    self._draw_fig(d, s, "W", (x, y))
                    cnt = f.render(f"×{w}", "text-bold", 16, P.PARCHMENT)
                    d.blit(cnt, cnt.get_rect(midtop=(x, y + 14)))
                del col
            title = T.loc_name(area)
            self.add_tip(r, title, lambda v=v, area=area: self._area_tip(v, area))
        for s in range(self.n):
            w = v.warriors(D.BOAT, s) - hidden[(D.BOAT, s, "W")]
            if v.chieftain_at(s) == D.BOAT and not hidden[(D.BOAT, s, "C")]:
                self._draw_fig(d, s, "C", L.boat_figure_pos(s, self.n, "C"))
            x, y = L.boat_figure_pos(s, self.n, "W")
            if w > 0:
                self._draw_fig(d, s, "W", (x, y))
            cnt = f.render(f"×{max(0, w)}", "text-bold", 16, P.PARCHMENT)
            d.blit(cnt, cnt.get_rect(midleft=(x + 14, y)))
            sx, sy = L.supply_pos(s, self.n)
            sw = v.warriors(D.SUPPLY, s) - hidden[(D.SUPPLY, s, "W")]
            draw_warrior(d, self.symbols[s], shade(self.colours[s], 0.6), (sx - 12, sy), 8)
            c2 = f.render(f"×{max(0, sw)}", "text-bold", 16, P.TEXT_DIM)
            d.blit(c2, c2.get_rect(midleft=(sx, sy)))
            box = L.boat_box(s, self.n)
            chief_here = tr("midgard.tip.boat_chief", "the chieftain and ") if v.chieftain_at(s) == D.BOAT else ""
            self.add_tip(box, tr("midgard.tip.boat_title", "{name}'s boat", name=names[s]),
                              tr("midgard.tip.boat", "Aboard: {chief}{w} warriors. Supply (off the board): {sw} "
                                 "warriors, brought in only by New Warrior and gold cards 12–15.",
                                 chief=chief_here, w=v.warriors(D.BOAT, s), sw=v.warriors(D.SUPPLY, s)))

    def _province_title(self, p: int) -> str:
        return tr("midgard.tip.province_title", "{name} — {kingdom}", name=T.loc_name(p),
                  kingdom=T.kingdom(D.PROVINCE_KINGDOM[p]))

    def _area_tip(self, v: MidgardView, area: int) -> str:
        """Villages, doom, each seat's strength and who would score the area now."""
        names = self.names
        lines = []
        if area < D.NUM_PROVINCES:
            lines.append(tr("midgard.tip.villages", "Free villages: {free} of {total}",
                            free=v.free_villages(area), total=D.VILLAGES[area]))
            if area in v.doomed():
                lines.append(tr("midgard.tip.doomed", "Doomed: at Ragnarok every Viking here dies (2 points "
                                                      "each) and goes to Valhalla."))
        elif area == D.ASGARD:
            lines.append(tr("midgard.tip.asgard", "Whoever controls Asgard at the end of the round scores 5."))
        elif area == D.VANAHEIM:
            lines.append(tr("midgard.tip.vanaheim", "Whoever controls Vanaheim at the end of the round takes "
                                                    "2 secret kingdom tokens of any colours."))
        else:
            lines.append(tr("midgard.tip.valhalla", "Each Viking here scores 1 point at Ragnarok, then returns "
                                                    "to its boat."))
        any_there = False
        for s in range(self.n):
            w = v.warriors(area, s)
            c = v.chieftain_at(s) == area
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
    def draw_seat_panel(self, d: pygame.Surface, r: pygame.Rect, v: MidgardView, s: int) -> None:
        """Row 2: the hand (backs and revealed golds for others) and the cards still to
        play; row 3: the cards played this round and the kingdom tokens."""
        f = self.fonts
        viewer = self.viewer()
        y2 = r.y + 38
        hand = v.hand(s)
        # during the draft the cards drafted so far count as the hand (the tray shows them there)
        drafted = len(v.drafted(s))
        label = f.render(tr("board.hand", "Hand {k}", k=len(hand) + drafted), "text", 16, P.PARCHMENT)
        d.blit(label, (r.x + 14, y2 + 2))
        x = r.x + 22 + label.get_width()
        if s != viewer:
            backs = sum(1 for c in hand if c == HIDDEN or D.CARD_DECK[c] != D.GOLD) + drafted
            golds = [c for c in hand if c != HIDDEN and D.CARD_DECK[c] == D.GOLD]
            self.drawn_hidden.append((s, backs))
            x0 = x
            for i in range(min(backs, 10)):
                mini_back(d, pygame.Rect(x + i * 9, y2, 17, 24))
            x += min(backs, 10) * 9 + 22
            self.add_tip(pygame.Rect(x0, y2, x - x0, 24), tr("board.tip.hand_title", "{name}'s hand", name=self.names[s]),
                         tr("board.tip.hand", "{k} cards, hidden. Gold cards were shown to everyone at "
                                              "the start of the action phase.", k=len(hand) + drafted))
            for c in golds:   # gold cards were shown to everyone at the reveal
                x += self._chip(d, pygame.Rect(x, y2, 17, 24), c) + 4
        if v.choice() not in ("pick", "token", ""):
            tl = f.render(tr("board.to_play", "to play {k}", k=v.turns_left(s)), "text", 16, P.TEXT_DIM)
            d.blit(tl, (r.right - tl.get_width() - 12, y2 + 4))
        y3 = r.y + 68
        pl = f.render(tr("board.played", "Played"), "text", 16, P.TEXT_DIM)
        d.blit(pl, (r.x + 14, y3 + 2))
        x = r.x + 20 + pl.get_width()
        for c in v.played_this_round(s)[-8:]:
            x += self._chip(d, pygame.Rect(x, y3, 17, 24), c) + 3
        tx = r.right - 12
        if s == viewer or v.is_over():
            # own tokens; everyone's once the game is over (all are revealed at the end)
            toks = v.tokens_held(s)
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
                     "until the end.", name=self.names[s], k=v.token_count(s))
        self.add_tip(pygame.Rect(tx, y3, r.right - tx, 26), tr("midgard.tip.tokens_title", "Kingdom tokens"), tip)

    def _chip(self, d: pygame.Surface, rect: pygame.Rect, c: int) -> int:
        """A small public card (played, or a revealed gold) with its tooltip, made wider
        for a mark wider than it (a gold's "11" at a larger text size); its width."""
        if c == HIDDEN:
            d.blit(pygame.transform.smoothscale(self.cards.back(48), rect.size), rect)
            return rect.w
        band = T.BAND[D.CARD_DECK[c]]
        k = D.CARD_KINGDOM[c]
        if D.CARD_GOLD[c]:
            mark = str(D.CARD_GOLD[c])
        else:
            mark = T.card_title(c)[0]
        col = T.KINGDOM_COLOURS[k] if 0 <= k < 3 and D.CARD_TYPE[c] != D.DRAW_CARDS else P.INK
        ms = self.fonts.render(mark, "text-bold", 16 if len(mark) == 1 else 14, shade(col, 0.8))
        rect = pygame.Rect(rect.x, rect.y, max(rect.w, ms.get_bounding_rect().w + 6), rect.h)
        pygame.draw.rect(d, P.PARCHMENT, rect, 0, 3)
        pygame.draw.rect(d, band, pygame.Rect(rect.x, rect.y, rect.w, 9), 0, border_top_left_radius=3,
                         border_top_right_radius=3)
        d.blit(ms, ms.get_rect(center=(rect.centerx, rect.y + 16)))
        pygame.draw.rect(d, shade(band, 0.7), rect, 1, 3)
        self.add_tip(rect, lambda c=c: T.card_name(c), lambda c=c: T.card_long(c))
        return rect.w

    # --- the tray, cards, texts --------------------------------------------------------------
    def hand_items(self, v: MidgardView, seat: int) -> list[HandItem]:
        """The hand (keys 1-9 play its k-th card, outside the draft), then during the
        draft the cards drafted so far, marked "new"."""
        drafting = v.choice() == "pick"
        items = [HandItem(c, PLAY[c], number=i + 1 if i < 9 and not drafting else 0)
                 for i, c in enumerate(v.hand(seat)) if c != HIDDEN]
        items += [HandItem(c, badge=tr("board.drafted", "new")) for c in v.drafted(seat) if c != HIDDEN]
        return items

    def card_face(self, card: Any) -> CardFace:
        return T.card_face(card)

    def card_tip(self, card: Any) -> tuple[str, str]:
        return T.card_name(card), T.card_long(card)

    def toast_point(self) -> tuple[int, int]:
        """Notices in Valhalla, under its heading (the board's top centre)."""
        r = L.REALM_RECTS[D.VALHALLA]
        return (r.centerx, r.y + 40)

    def status_text(self, v: MidgardView) -> str:
        if v.is_over():
            if self.summary_part.holds_results():
                # the last round's summary tells the final scoring first: no verdict yet
                return tr("midgard.status.final", "The final scoring: who wins is told when you go on")
            return super().status_text(v)
        acting = self.session.state.to_act()
        names = self.names
        if v.choice() == "pick":
            return tr("board.status.draft", "Draft: waiting for {names}", names=self.names_of(acting))
        if acting and v.choice() == "token":
            if acting[0] == self.viewer():
                return tr("board.status.vanaheim_you", "You choose Vanaheim tokens")
            return tr("board.status.vanaheim", "{name} chooses Vanaheim tokens", name=names[acting[0]])
        return super().status_text(v)

    def action_text(self, a: Any) -> str:
        a = named(a)
        if isinstance(a, Play):
            return tr("board.act.play", "play {card}").format(card=T.card_name(a.card))
        if isinstance(a, Pick):
            return tr("board.act.pick", "keep {card}").format(card=T.card_name(a.card))
        if isinstance(a, ChooseViking):
            who = tr("midgard.chieftain", "chieftain") if a.figure == "C" else tr("midgard.warrior", "warrior")
            return tr("board.act.viking", "choose your {who} in {loc}", who=who, loc=T.loc_name(a.location))
        if isinstance(a, MoveTo):
            return tr("board.act.to", "move it to {loc}", loc=T.loc_name(a.area))
        if isinstance(a, Attack):
            return tr("board.act.attack", "attack {name}'s warrior in {loc}", name=self.names[a.victim],
                      loc=T.loc_name(a.province))
        if isinstance(a, Kill):
            return tr("board.act.kill", "kill {name}'s warrior", name=self.names[a.victim])
        if isinstance(a, HordeTarget):
            return tr("board.act.target", "send the horde to {loc}", loc=T.loc_name(a.area))
        if isinstance(a, Destroy):
            return tr("board.act.destroy", "destroy {loc}", loc=T.loc_name(a.province))
        if isinstance(a, PlaceWarrior):
            return tr("board.act.place", "place a warrior in {loc}", loc=T.loc_name(a.area))
        return T.button_label(a)

    def primary_action(self, legal: list) -> Any:
        """Done (Enter / Space and the gold tray button) when stopping is legal."""
        return DONE if DONE in legal else None

    def draft_pick_action(self, card: Any) -> Any:
        return Pick("pick", card)

    # --- targets --------------------------------------------------------------------------------
    def map_targets(self, v: MidgardView, legal: list) -> list[Target]:
        """Pieces and villages first (so an attacked village wins over its province),
        then whole areas."""
        seat = self.acting_human()
        pieces: list[Target] = []
        areas: list[Target] = []
        for a in legal:
            a = named(a)
            if isinstance(a, ChooseViking):
                loc, kind = a.location, a.figure
                for pos in self._figure_positions(v, loc, seat, kind):
                    r = pygame.Rect(0, 0, 30, 30)
                    r.center = pos
                    pieces.append(Target(r, a, "circle", pos, CHIEF_R if kind == "C" else WARRIOR_R))
            elif isinstance(a, Attack):
                p, victim = a.province, a.victim
                for i, (s, kind) in enumerate(self._hut_figures(v, p)):
                    if s == victim and kind == "W":
                        pieces.append(Target(L.HUT_RECTS[p][i], a, "rect"))
            elif isinstance(a, Kill):
                pos = L.realm_figure_pos(v.chosen_area(), a.victim, self.n, "W")
                r = pygame.Rect(0, 0, 30, 30)
                r.center = pos
                pieces.append(Target(r, a, "circle", pos, WARRIOR_R))
            elif isinstance(a, (MoveTo, HordeTarget, Destroy, PlaceWarrior)):
                area = a.province if isinstance(a, Destroy) else a.area
                if area < D.NUM_PROVINCES:
                    areas.append(Target(L.PROVINCE_RECTS[area], a, "region", poly=L.PROVINCE_POLYS[area]))
                else:
                    areas.append(Target(L.REALM_RECTS[area], a, "region"))
        return pieces + areas

    def _figure_positions(self, st: MidgardView, loc: int, seat: int, kind: str) -> list[tuple[int, int]]:
        if loc < D.NUM_PROVINCES:
            return [(L.HUT_RECTS[loc][i].centerx, L.HUT_RECTS[loc][i].centery + 5)
                    for i, f in enumerate(self._hut_figures(st, loc)) if f == (seat, kind)]
        if loc in L.REALM_RECTS:
            return [L.realm_figure_pos(loc, seat, self.n, kind)]
        if loc == D.BOAT:
            return [L.boat_figure_pos(seat, self.n, kind)]
        return []

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The Viking picked and waiting for its destination: a white ring; the area a
        horde goes to, or the realm of a kill: a white outline."""
        st = self.session.state
        seat = self.acting_human()
        if seat is None:
            return
        area = st.chosen_area()
        if area >= 0:
            if area < D.NUM_PROVINCES:
                pygame.draw.polygon(surface, P.PARCHMENT, L.PROVINCE_POLYS[area], 3)
            else:
                pygame.draw.rect(surface, P.PARCHMENT, L.REALM_RECTS[area], 3, 14)
            return
        chosen = st.chosen_viking()
        if chosen is None:
            return
        loc, kind = chosen
        for pos in self._figure_positions(st, loc, seat, kind)[:1]:
            pygame.draw.circle(surface, P.PARCHMENT, pos, 17, 3)

    # --- slides ------------------------------------------------------------------------------------
    def slides_for(self, seat: int, action: Any, events: list) -> list[Slide]:
        """A slide for every figure the step's facts moved or placed (from the supply)."""
        out = []
        for f in self.session.state.facts(events):
            if type(f) is Moved:
                src, dst = f.frm, f.to
            elif type(f) is Placed:
                src, dst = D.SUPPLY, f.at
            else:
                continue
            kind = FIGURE_KIND.get(f.piece)
            if kind is None or f.seat is None:
                continue
            a = self._anchor(src, f.seat, kind)
            b = self._anchor(dst, f.seat, kind)
            out.append(Slide(a, b, self.slide_seconds, (dst, f.seat, kind)))
        return out

    def draw_slide(self, surface: pygame.Surface, payload: Any, pos: tuple[float, float]) -> None:
        _loc, seat, kind = payload
        self._draw_fig(surface, seat, kind, pos)

    def mark_points(self, seat: int, action: Any, events: list, slides: list) -> list[Any]:
        """The figures a step moved, and the provinces it destroyed or scored (a kingdom
        scored by a card; the scoring of a round's end has its own summary)."""
        out = super().mark_points(seat, action, events, slides)
        # the round's scoring or Ragnarok began in this step (a fact); which provinces a
        # Destroy or a card's kingdom scoring concerns is Midgard's own (its told records)
        round_end = any(type(f) is Began and f.unit == "phase" and f.name in ROUND_END_PHASES
                        for f in self.session.state.facts(events))
        for x in E.told(events, self.session.state):
            if type(x.own) is E.Destroy:
                out.append(("area", x.own.province))
            elif type(x.own) is E.KingdomScored and not round_end:
                out += [("area", p) for p in x.own.provinces]
        return out

    def mark_area(self, mark: Any) -> list[tuple[int, int]] | None:
        if isinstance(mark, tuple) and len(mark) == 2 and mark[0] == "area":
            return [(int(x), int(y)) for x, y in L.PROVINCE_POLYS[mark[1]]]
        return None

    def mark_position(self, mark: Any) -> tuple[int, int] | None:
        """A moved figure's mark: where it stands now (the area's centre once it left)."""
        if isinstance(mark, tuple) and len(mark) == 3:
            loc, seat, kind = mark
            x, y = self._anchor(loc, seat, kind)
            return (int(x), int(y))
        return super().mark_position(mark)

    def _all_figure_points(self, seat: int) -> list[tuple[int, int]]:
        """Where every figure of seat is drawn now (for tests of the marks)."""
        st = self.session.state
        out: list[tuple[int, int]] = []
        for loc in list(range(D.NUM_PROVINCES)) + list(L.REALM_RECTS) + [D.BOAT]:
            for kind in ("W", "C"):
                if loc < D.NUM_PROVINCES:
                    out += [(int(x), int(y)) for x, y in
                            [L.HUT_RECTS[loc][i].center for i, f in enumerate(self._hut_figures(st, loc))
                             if f == (seat, kind)]]
                elif (kind == "C" and st.chieftain_at(seat) == loc) or (kind == "W" and st.warriors(loc, seat)):
                    out.append(tuple(int(v) for v in self._anchor(loc, seat, kind)))
        out.append(tuple(int(v) for v in L.supply_pos(seat, self.n)))
        return out

    def _anchor(self, loc: int, seat: int, kind: str) -> tuple[float, float]:
        if loc < D.NUM_PROVINCES:
            huts = L.HUT_RECTS[loc]
            for i, f in enumerate(self._hut_figures(self.session.state, loc)):
                if f == (seat, kind):
                    return huts[i].center
            return L.PROVINCE_RECTS[loc].center
        if loc in L.REALM_RECTS:
            return L.realm_figure_pos(loc, seat, self.n, kind)
        if loc == D.BOAT:
            return L.boat_figure_pos(seat, self.n, kind)
        return L.supply_pos(seat, self.n)
