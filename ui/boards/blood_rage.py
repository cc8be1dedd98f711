"""Blood Rage's board, on the frame (ui/boards/base.py).

It draws a view of the game (never the full state): the round map with Yggdrasil, the
eight provinces and four fjords, pillage tokens, Doom and destroyed provinces; beside
it the age track with the Ragnarök tokens, Valhalla, a clan sheet (stats, upgrade
slots, quests, kept card, hand, reserve) and the glory track. A battle is drawn in a
panel as it happens (blood_rage_story); its result, the end of each Age and Ragnarök are
told as narrations that wait for the humans they concern (blood_rage_narration).

Targets: figures (march from, send into a battle, move on, keep, sacrifice), pillage
tokens, provinces and fjords (invade, march to, Leader moves), the reserve and
Valhalla (invade, bring back), upgrade slots, stat rows, played cards (buy back) and
the hand; every legal action without a target becomes a tray button (the frame).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.blood_rage import describe as br_describe
from game.blood_rage import events as E
from game.blood_rage import moves as M
from game.blood_rage.data import CARDS, FJORD_OF, FJORDS, MONSTERS, OUTER, STATS, YGG
from game.blood_rage.view import BloodRageView
from game.core import HIDDEN
from game.core.events import Moved, Placed
from ui import palette as P
from ui.boards import blood_rage_layout as L
from ui.boards import blood_rage_text as T
from ui.boards.base import BoardScene, CardFace, HandItem, Slide, Target
from ui.boards.blood_rage_cards import BloodRageCardArt
from ui.boards.blood_rage_draw import Painter, draw_static, figures_at
from ui.boards.blood_rage_figures import ANIMALS, draw_figure_at, figure_height
from ui.boards.blood_rage_narration import ANY_HUMAN, MomentNarration, told
from ui.boards.blood_rage_story import Story, StoryPainter
from ui.overlays import SummaryOverlay
from ui.widgets.pieces import shade
from ui.widgets.seat_panel import mini_back
from ui.widgets.text import and_list, fit, tr
from ui.widgets.tracks import ScoreTrack

# the actions of a card in the hand (a click on the card takes them)
_CARD_ACTIONS = (M.Upgrade, M.Quest, M.Play, M.Late, M.Keep)

RES, VAL = "R", "V"
FIG_R = 14          # the click radius of a figure on the map


class BloodRageBoard(BoardScene):
    game_id = "blood_rage"
    panel_height = 112
    hand_height = 166
    draft_height = 196
    asks_public_part = True       # invade, march, pillage and pass need no handoff

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.cards = BloodRageCardArt(self.fonts)
        idx = []
        for i, s in enumerate(session.seats):
            c = s.get("colour", i)
            idx.append(c if isinstance(c, int) and not isinstance(c, bool) else i)
        self.animals = [ANIMALS[c % len(ANIMALS)] for c in idx]
        self.track = ScoreTrack(self.fonts, L.GLORY_RECT)
        self.painter = Painter(self.fonts, self.cards, self.names, self.colours, self.animals, self.add_tip)
        self.story = Story(self.n, br_describe, self.names)
        self.story_painter = StoryPainter(self.fonts, self.names, self.colours, self.add_tip, self.add_button,
                                          self.painter.fig)
        self.sheet_seat: int | None = None     # a clan sheet chosen with its tab (None: follow the table)
        self.story.from_view(session.state.view(-1))
        self.to_tell: list[tuple[str, dict]] = []    # finished records waiting for their narration
        self.telling: MomentNarration | None = None  # the narration open now
        self.final_told = session.state.is_over()    # the game's end was told (a finished game loaded: yes)
        self.pre_final: list[int] | None = None      # Glory before the game's last step, shown until told
        self.summary_after_final = False             # the last Age's summary waits for the story of the end

    # --- the frame's hooks -----------------------------------------------------------------
    def draw_static(self, s: pygame.Surface) -> None:
        draw_static(s, self.fonts)

    def dynamic_key(self) -> tuple:
        return (self.story.version, self.sheet_seat, self.final_told, self.draft_showing(), self.private_hidden(),
                None if self.telling is None else len(self.telling.confirm))

    def shown_sheet(self, v: BloodRageView) -> int:
        """Whose clan sheet is drawn: the tab chosen (until the viewer's next decision),
        else the acting human's, else the viewer's, else the seat to act."""
        if self.sheet_seat is not None:
            return self.sheet_seat
        acting = self.acting_human()
        if acting is not None:
            return acting
        viewer = self.viewer()
        if viewer is not None:
            return viewer
        to_act = self.session.state.to_act()
        return to_act[0] if to_act else 0

    def panel_now(self, v: BloodRageView) -> str:
        """What covers the right half of the board: "battle", "age_end" or "" (the end
        of an Age is not drawn under the draft overlay: the frame's round summary and the
        draft come first; it shows when the board is looked at)."""
        drafting = self.viewer() is not None and not self.draft_minimised and self.draft_of(v) is not None
        if self.story.age_end is not None and not drafting:
            return "age_end"
        if self.story.battle is not None or v.battle_view() is not None:
            return "battle"
        return ""

    def draw_position(self, d: pygame.Surface, v: BloodRageView, hidden: Counter) -> None:
        viewer = self.viewer()
        p = self.painter
        # the areas first: the tokens and figures drawn on them explain themselves on top
        for loc in (YGG,) + OUTER:
            for r in self._prov_hover_rects(loc):
                self.add_tip(r, lambda loc=loc: self._province_title(v, loc), lambda loc=loc: p.province_tip(v, loc, viewer))
        for fj in FJORDS:
            for r in self._fjord_hover_rects(fj):
                self.add_tip(r, _first_up(T.place(fj)), lambda fj=fj: p.fjord_tip(v, fj))
        p.draw_map(d, v, hidden, viewer)
        for (loc, s, kind), spots in p.spots.items():
            if loc in (RES, VAL):
                continue
            for pos in spots:
                r = pygame.Rect(0, 0, 26, 30)
                r.center = pos
                self.add_tip(r, lambda s=s, kind=kind: f"{T.figure(kind)} · {self.names[s]}",
                             lambda kind=kind, loc=loc: self._figure_tip(kind, loc))
        self.painter.draw_glory(d, v, self.track, self.symbols, None if self.final_told else self.pre_final)
        panel = self.panel_now(v)
        if panel == "battle":
            rec = self.story.battle
            live = v.battle_view()
            if live is not None and (rec is None or rec["loc"] != live["loc"] or rec["done"]):
                rec = self.story.record_of(v)    # a position replayed (R): drawn, not kept
            assert rec is not None
            if rec["loc"] in L.PROVINCE_POLY and rec["loc"] not in v.destroyed_provinces():
                pygame.draw.polygon(d, P.DANGER, L.PROVINCE_POLY[rec["loc"]], 4)
            area = (rec["loc"], FJORD_OF.get(rec["loc"], ""))
            present = {s: [k for loc in area if loc for (ss, k) in figures_at(v, loc) if ss == s] for s in range(self.n)}
            self.story_painter.draw_battle(d, rec, v.battle_view(), viewer, False, present)
        elif panel == "age_end":
            self.story_painter.draw_age_end(d, self.story.age_end, False)
        else:
            p.draw_ages(d, v)
            p.draw_valhalla(d, v, hidden)
            seat = self.shown_sheet(v)
            own = None if self.private_hidden() else viewer
            p.draw_sheet(d, v, seat, own, lambda r, label, key: self._tab(d, r, label, key))

    def _tab(self, d: pygame.Surface, r: pygame.Rect, label: str, key: str) -> None:
        """A clan sheet's tab: a button (`on_button("sheet:<s>")`) over a band in the clan's
        colour (gold for the sheet shown); none while the draft covers the board."""
        if self.draft_showing():
            return
        seat = int(key.split(":")[1])
        shown = seat == self.shown_sheet(self.view)
        band = pygame.Rect(r.x + 4, r.bottom + 1, r.w - 8, 4)
        pygame.draw.rect(d, P.GOLD if shown else self.colours[seat], band, 0, 2)
        self.add_button(r, label, key)
        self.add_tip(r, tr("blood_rage.tip.tab_title", "{name}'s clan sheet", name=label),
                     tr("blood_rage.tip.tab", "Click to show this clan's sheet: stats, upgrades, quests, reserve."))

    @staticmethod
    def _prov_hover_rects(p: str) -> list[pygame.Rect]:
        """Where a province explains itself on hover: boxes along its sector."""
        if p == YGG:
            return [pygame.Rect(0, 0, 140, 140).move(L.CENTER[0] - 70, L.CENTER[1] - 70)]
        out = []
        for r, size in ((150, 70), (205, 100), (262, 110)):
            for da in (-12, 0, 12) if r > 200 else (0,):
                x, y = L.polar(r, L.mid_angle(p) + da)
                out.append(pygame.Rect(round(x) - size // 4, round(y) - size // 4, size // 2, size // 2))
        return out

    @staticmethod
    def _fjord_hover_rects(fj: str) -> list[pygame.Rect]:
        out = []
        for r in (190, 225, 260, 295):
            x, y = L.polar(r, L.FJORD_ANGLE[fj])
            out.append(pygame.Rect(round(x) - 14, round(y) - 14, 28, 28))
        return out

    def _province_title(self, v: BloodRageView, p: str) -> str:
        if p == YGG:
            return T.place(p)
        from game.blood_rage.data import REGION

        return tr("blood_rage.tip.province_title", "{name} · {region}", name=T.place(p),
                  region=tr(f"blood_rage.region.{REGION[p]}", REGION[p]))

    def _figure_tip(self, kind: str, loc: str) -> str:
        if kind in MONSTERS:
            from game.blood_rage.data import MONSTER_CARD

            return T.card_long(MONSTER_CARD[kind]).split("\n")[0] + "\n" + tr(
                "blood_rage.tip.fig_str", "Strength {s}.", s=("3" if loc == YGG else "1") if kind == "ELF"
                else MONSTERS[kind][1])
        return {"W": tr("blood_rage.tip.warrior", "A Warrior: strength 1 (more with a Warrior upgrade); invading costs "
                                                  "its strength in Rage."),
                "L": tr("blood_rage.tip.leader", "The Leader: strength 3; invading with it costs no Rage."),
                "S": tr("blood_rage.tip.ship", "The Ship: strength 2 in both provinces of its fjord; it never "
                                               "marches.")}.get(kind, "")

    def draw_seat_panel(self, d: pygame.Surface, rect: pygame.Rect, v: BloodRageView, seat: int) -> None:
        f = self.fonts
        y = rect.y + self.BODY_TOP + 2
        x = rect.x + 14
        chips = [
            (tr("blood_rage.panel.rage", "Rage {r}/{m}", r=v.rage_of(seat), m=v.stat_value(seat, 0)), 0),
            (tr("blood_rage.panel.axes", "Axes {a}", a=v.stat_value(seat, 1)), 1),
            (tr("blood_rage.panel.horns", "Horns {k}/{h}", k=v.on_board(seat), h=v.horns(seat)), 2),
        ]
        # the three chips in the panel's width: bold, else regular, else without their
        # most, else each shortened to its share (its tooltip says it whole)
        room = rect.w - 28 - 6 * (len(chips) - 1) - 12 * len(chips)
        role = "text-bold"
        widths = [f.get(role, 16).size(text)[0] for text, _st in chips]
        if sum(widths) > room:
            role = "text"
            widths = [f.get(role, 16).size(text)[0] for text, _st in chips]
        if sum(widths) > room:
            # without the most each chip reaches (its tooltip says it): "Fúria 12", "Chifres 3"
            chips = [(tr("blood_rage.panel.rage_now", "Rage {r}", r=v.rage_of(seat)), 0), chips[1],
                     (tr("blood_rage.panel.horns_now", "Horns {k}", k=v.on_board(seat)), 2)]
            widths = [f.get(role, 16).size(text)[0] for text, _st in chips]
        if sum(widths) > room:
            total = sum(widths)
            chips = [(fit(f, text, role, 16, room * w // total), st) for (text, st), w in zip(chips, widths)]
        for text, st in chips:
            ts = f.render(text, role, 16, P.PARCHMENT)
            r = pygame.Rect(x, y, ts.get_width() + 12, 24)
            pygame.draw.rect(d, P.PANEL_LIGHT, r, 0, 6)
            d.blit(ts, (r.x + 6, r.y + 3))
            step = v.stat_step(seat, st)
            cur = v.rage_of(seat) if st == 0 else None
            self.add_tip(r, T.stat_name(st), lambda st=st, step=step, cur=cur: T.stat_tip(
                st, step, v.stat_value(seat, st), cur))
            x = r.right + 6
        passed = None
        if v.phase_id() == "action" and v.has_passed(seat):
            passed = f.render(tr("blood_rage.panel.passed", "passed"), "text", 16, P.TEXT_DIM)
            if x + passed.get_width() + 12 <= rect.right:   # room after the stat chips
                d.blit(passed, (rect.right - passed.get_width() - 12, y + 3))
                passed = None   # else it goes on row 2 (a longer language fills row 1)
        # row 2: hand, quests, kept, upgrades, Valhalla
        y2 = y + 32
        x = rect.x + 14
        hand = v.hand_of(seat)
        viewer = self.viewer()
        lab = f.render(tr("blood_rage.panel.hand", "Hand {k}", k=len(hand)), "text", 16, P.PARCHMENT)
        d.blit(lab, (x, y2 + 4))
        x += lab.get_width() + 6
        if seat != viewer:
            for i in range(min(len(hand), 8)):
                mini_back(d, pygame.Rect(x + i * 7, y2 + 2, 15, 22))
            self.drawn_hidden.append((seat, len(hand)))
        backs = 7 * min(len(hand), 8) + 8 if seat != viewer and hand else 0
        hr = pygame.Rect(rect.x + 14, y2, x - rect.x - 14 + backs, 26)
        self.add_tip(hr, tr("blood_rage.tip.hand_title", "{name}'s hand", name=self.names[seat]),
                     tr("blood_rage.tip.hand_panel", "{k} cards. Only their owner sees them.", k=len(hand)))
        x = hr.right + 10
        q = v.quests_of(seat)
        qs = f.render(tr("blood_rage.panel.quests", "Quests {k}", k=len(q)), "text", 16, P.PARCHMENT)
        d.blit(qs, (x, y2 + 4))
        qr = pygame.Rect(x, y2, qs.get_width(), 26)
        self.add_tip(qr, tr("blood_rage.tip.quests_title", "Committed quests"),
                     tr("blood_rage.tip.quests_panel", "{k} quests, face down until the Quest phase at the end of the "
                        "Age.", k=len(q)))
        x = qr.right + 10
        if v.kept_card(seat) is not None:
            mini_back(d, pygame.Rect(x, y2 + 2, 15, 22))
            self.add_tip(pygame.Rect(x, y2, 16, 26), tr("blood_rage.tip.kept_title", "Kept card"),
                         tr("blood_rage.tip.kept_back", "A card kept from the last Age, face down. It joins the hand "
                                                        "after the Gods' Gifts."))
            x += 22
        # upgrades as small stripes of their gods' colours
        for c in v.upgrades_of(seat):
            god = T.god_of(c)
            col = T.GOD_COLOURS.get(god) or shade(P.PARCHMENT, 0.8)
            r = pygame.Rect(x, y2 + 2, 12, 22)
            if r.right > rect.right - 40:
                break
            pygame.draw.rect(d, col, r, 0, 3)
            pygame.draw.rect(d, P.INK, r, 1, 3)
            self.add_tip(r, lambda c=c: T.card_tip(c)[0], lambda c=c: T.card_tip(c)[1])
            x += 15
        nv = sum(1 for _, w in v.figure_places(seat) if w == VAL)
        if nv:
            vs = f.render(tr("blood_rage.panel.valhalla", "†{k}", k=nv), "text-bold", 16, (220, 140, 120))
            r = vs.get_rect(topright=(rect.right - 12, y2 + 4))
            d.blit(vs, r)
            self.add_tip(r, tr("blood_rage.tip.valhalla_title", "Valhalla"),
                         tr("blood_rage.tip.valhalla_panel", "{k} figures of this clan are in Valhalla.", k=nv))
        if passed is not None:
            right = rect.right - 12 - ((vs.get_width() + 8) if nv else 0)
            d.blit(passed, (right - passed.get_width(), y2 + 4))

    def private_hidden(self) -> bool:
        """Hot seat: a told moment waits for the Continue of a human who is not the one on
        screen, so that one's cards (tray, draft, sheet) are not drawn while the other reads."""
        t = self.telling
        if t is None or t not in self.app.stack:
            return False
        who = t.waiting_for()
        return who is not None and who != self.viewer()

    def hand_items(self, v: BloodRageView, seat: int) -> list[HandItem]:
        if self.private_hidden():
            return []
        legal = self.legal if seat == self.acting_human() else []
        by_card: dict[int, Any] = {}
        for a in legal:
            if isinstance(a, _CARD_ACTIONS):
                by_card.setdefault(a.card, a)
        items = []
        cards = list(v.hand_of(seat))
        k = 0
        for c in cards:
            if c == HIDDEN:
                continue
            k += 1
            items.append(HandItem(c, by_card.get(c), number=k if k <= 9 else 0))
        draft = self.draft_of(v)
        if draft is not None:
            for c in list(draft.picked[seat]) + ([draft.pending[seat]] if draft.pending[seat] is not None else []):
                if c != HIDDEN:
                    items.append(HandItem(c, None, badge=tr("board.drafted", "new")))
        return items

    def map_targets(self, v: BloodRageView, legal: list) -> list[Target]:
        st = self.session.state
        d = st.decision() or {}
        kind = d.get("kind", "")
        seat = self.acting_human()
        panel = self.panel_now(v)
        own_sheet = not panel and self.shown_sheet(v) == seat    # slots and stat rows are the acting seat's
        spots = self.painter.spots
        pieces: list[Target] = []
        areas: list[Target] = []

        used: set = set()     # a spot or an area already taken by an action (the first wins a click:
        #                       an action left without a free spot goes to the tray)

        def fig_targets(a: Any, loc: str, k: str) -> None:
            h = self.painter.fig_height.get((loc, seat, k), 30)
            for pos in spots.get((loc, seat, k), []):
                if pos in used:
                    continue
                used.add(pos)
                pieces.append(Target(pygame.Rect(pos[0] - 14, pos[1] - h // 2, 28, h), a, "circle", pos, FIG_R))

        def area(a: Any, loc: str) -> None:
            if loc in used:
                return
            used.add(loc)
            if loc in FJORDS:
                areas.append(Target(L.FJORD_RECT[loc], a, "region", poly=L.FJORD_POLY[loc]))
            else:
                areas.append(Target(L.PROVINCE_RECT[loc], a, "region", poly=L.PROVINCE_POLY[loc]))

        for a in legal:
            t = type(a)
            if t is M.Pillage or t is M.Repillage:
                pos = L.token_pos(a.province)
                pieces.append(Target(pygame.Rect(pos[0] - 15, pos[1] - 15, 30, 30), a, "circle", pos, 15))
            elif t is M.March:
                for k in st.kinds_at(seat, a.province):
                    if k not in ("S", "SERPENT"):
                        fig_targets(a, a.province, k)
            elif t is M.Join:
                fig_targets(a, a.origin, a.figure)
            elif t is M.Sacrifice or t is M.SacrificeSecond or t is M.KeepFigure:
                fig_targets(a, a.place, a.figure)
            elif t is M.Move and kind == "march_fig":
                fig_targets(a, d["origin"], a.figure)
            elif t is M.To or t is M.Free:
                area(a, a.place)
            elif (t is M.Invade or t is M.Recall) and not panel:
                fig_targets(a, RES if t is M.Invade else VAL, a.figure)
            elif t is M.Slot and own_sheet:
                i = self._slot_index(v, seat, CARDS[d["card"]].kind, a.replaced)
                if i is not None:
                    pieces.append(Target(L.slot_rect(i), a, "rect"))
            elif t is M.Stat and own_sheet:
                pieces.append(Target(L.stat_row(STATS.index(a.stat)), a, "rect"))
            elif t is M.Buy and panel == "battle":
                r = self.story_painter.card_spots.get((seat, a.card))
                if r is not None:
                    pieces.append(Target(r, a, "rect"))
        # the highlighted area of a march in progress (drawn in draw_overlay)
        return pieces + areas

    def _slot_index(self, v: BloodRageView, seat: int, group: str, replaced: int) -> int | None:
        cards = [c for c in v.upgrades_of(seat) if CARDS[c].kind == group]
        for i, (g, k) in enumerate(L.SLOT_GROUPS):
            if g != group:
                continue
            if replaced < 0 and k >= len(cards):
                return i
            if replaced >= 0 and k < len(cards) and cards[k] == replaced:
                return i
        return None

    def draft_of(self, v: BloodRageView) -> Any:
        """The draft for the overlay. With two players a packet is kept for two picks
        before it passes (the engine's direction reads 0 between them): the overlay says
        where it goes next. None while another human reads a told moment (hot seat)."""
        if self.private_hidden():
            return None
        d = super().draft_of(v)
        if d is not None and self.n == 2 and d.direction == 0:
            d = d.clone()
            d.direction = 1
        return d

    def draft_pick_action(self, card: Any) -> Any:
        """The named action that picks `card` from the packet."""
        return M.PICK.get(card) or M.Pick("pick", card)

    def action_text(self, action: Any) -> str:
        d = self.session.state.decision()
        legal = self.legal
        if action in legal:      # two copies of one card told apart (a hint lists both)
            return T.action_texts(legal, d, self.names)[legal.index(action)]
        return T.action_text(action, d, self.names)

    def prompt_text(self, seat: int) -> str:
        if self.session.state.is_over() and not self.final_told:
            return tr("blood_rage.status.final", "Ragnarök and the final Glory")
        return T.prompt(self.session.state, seat)

    def status_text(self, v: BloodRageView) -> str:
        if v.is_over() and not self.final_told:
            return tr("blood_rage.status.final", "Ragnarök and the final Glory")
        if v.is_over():
            return super().status_text(v)
        st = v if hasattr(v, "decision") else self.session.state   # the position drawn (a replay's too)
        acting = st.to_act()
        d = st.decision() or {}
        names = and_list([self.names[s] for s in acting])     # "Ingrid, Bjorn and Sigrid"
        k = d.get("kind", "")
        if k == "pick":
            return tr("blood_rage.status.draft", "Gods' Gifts: waiting for {names}", names=names)
        if k == "card":
            return tr("blood_rage.status.cards", "Battle: {names} choosing cards", names=names)
        if k == "keep":
            return tr("blood_rage.status.keep", "Discard phase: {names} choosing", names=names)
        b = v.battle_view()
        if b is not None and acting:
            return tr("blood_rage.status.battle", "Battle in {loc}: {name} decides", loc=T.place(b["loc"]), name=names)
        if acting:
            return tr("blood_rage.status.turn", "{name}'s turn", name=names)
        return ""

    def card_face(self, card: Any) -> CardFace:
        return T.card_face(card)

    def card_tip(self, card: Any) -> tuple[str, str]:
        return T.card_tip(card)

    def toast_point(self) -> tuple[int, int]:
        """Notices inside the ring's upper provinces, under their names (the top of the
        board holds "Ages and Ragnarök")."""
        return (int(L.CENTER[0]), int(L.CENTER[1] - 230))

    def end_untold(self) -> bool:
        """Ragnarök and the final Glory are told by the Age's narration (maybe after a
        battle still told): until then the end is untold."""
        st = self.session.state
        return (st.is_over() and not self.final_told and not self.gameover_shown) or super().end_untold()

    def seat_score(self, v: BloodRageView, seat: int) -> str:
        if self.pre_final is not None and not self.final_told:
            return str(self.pre_final[seat])      # the final Glory shows once it was told
        return str(v.glory_of(seat))

    def hidden_hand_size(self, v: BloodRageView, seat: int) -> int:
        return len(v.hand_of(seat))

    def on_button(self, key: str) -> None:
        if key.startswith("sheet:"):
            s = int(key.split(":")[1])
            self.sheet_seat = None if self.sheet_seat == s else s
            self.invalidate()
        elif key == "story_close":
            self.story.dismiss()
            if self.draft_of(self.view) is not None:
                self.draft_minimised = False     # back to the draft that waited under the summary
            self.invalidate()

    # --- the story: battles and ends of Ages, told as narrations ---------------------------------
    def on_step(self, seat: int, action: Any, events: list) -> None:
        if seat == self.viewer():
            self.sheet_seat = None       # a decision made: back to one's own sheet
        if self.telling is None and not self.to_tell:
            self.story.dismiss()         # a finished record nobody tells goes at the next step
        finished = self.story.feed(E.told(events, self.session.state))
        for kind, rec in finished:
            if kind == "age" and rec["final"]:
                # the panels keep the Glory from before the end of Age 3 until it was told
                self.final_told = False
                told = [sum(rec.get(k, {}).get(s, 0) for k in ("quest_glory", "rag_glory", "rag_upgrade_glory", "release_glory", "final_glory"))
                        for s in range(self.n)]
                self.pre_final = [self.session.state.glory_of(s) - told[s] for s in range(self.n)]
                if self.overlay_of(SummaryOverlay) is not None:
                    # the last Age's summary (the final Glory by source) comes after the story
                    self.close_summary()
                    self.summary_after_final = True
        self.to_tell += [(k, r) for k, r in finished if k == "age" or not r["unopposed"]]
        self._tell_next()

    def on_undo(self, seat: int, action: Any) -> None:
        self.story.reset()
        self.to_tell = []
        self.telling = None
        self.final_told = self.session.state.is_over()
        self.invalidate()

    def on_tick(self, dt: float) -> None:
        if self.telling is not None and self.telling.read():
            self.telling.close()     # a bots-only table: the story goes on at the animation pace

    def close_story(self) -> None:
        """Every told moment put away at once (a test clicking through a game; Esc)."""
        self.to_tell = []
        while self.telling is not None:
            self.telling.close()

    def _tell_next(self) -> None:
        """Open the narration of the next finished record, if none is open: it waits for the
        Continue of each human it concerns (a battle's clans; everyone at an Age's end), or
        anyone's when no human is in it; with animations off a moment without a human in
        it is not told; with only bots it goes on by itself at the animation pace."""
        while self.telling is None and self.to_tell:
            kind, rec = self.to_tell.pop(0)
            humans = self.session.human_seats()
            pace = self.slide_seconds
            if kind == "battle":
                concerned = [s for s in dict.fromkeys(rec["parts"]) if s in humans]
                if self.viewer() in concerned:      # the human on screen presses first
                    concerned.remove(self.viewer())
                    concerned.insert(0, self.viewer())
                title, steps = told(kind, rec, self.names, self.colours)
            else:
                concerned = list(humans)
                if self.viewer() in concerned:
                    concerned.remove(self.viewer())
                    concerned.insert(0, self.viewer())
                title, steps = told(kind, rec, self.names, self.colours)
            if not concerned and humans:
                if pace <= 0:
                    self._told(rec)
                    continue
                concerned = [ANY_HUMAN]
            if len(humans) < 2:
                concerned = concerned[:1]     # one human: one Continue
            auto = not humans
            if auto and pace <= 0:
                self._told(rec)
                continue
            step = 3 * pace if pace > 0 else 0.0
            self.telling = MomentNarration(self, title, steps, concerned, auto, step, L.BATTLE_RECT,
                                           on_close=lambda rec=rec: self._told(rec), record=(kind, rec))
            self.telling.open()
            self.invalidate()

    def _told(self, rec: dict) -> None:
        self.telling = None
        if rec.get("final"):
            self.final_told = True
            self.pre_final = None
            if self.summary_after_final:
                self.summary_after_final = False
                self.open_summary()
        self.story.dismiss()
        if self.draft_of(self.view) is not None:
            self.draft_minimised = False
        self.invalidate()
        self._tell_next()

    # --- slides ------------------------------------------------------------------------------------
    def slides_for(self, seat: int, action: Any, events: list) -> list[Slide]:
        out = []
        st = self.session.state
        for f in st.facts(events):       # the common facts of the step (game.core.events)
            if isinstance(f, Moved):
                s, kind, frm, to = f.seat, f.piece, f.frm, f.to
            elif isinstance(f, Placed):
                # a figure placed comes from the reserve, or from Valhalla when brought back
                s, kind, to = f.seat, f.piece, f.at
                frm = VAL if type(action) is M.Recall else RES
            else:
                continue
            a = self._old_spot(frm, s, kind, to)
            b = self._new_spot(st, to, s, kind)
            if a is not None and b is not None:
                out.append(Slide(a, b, self.slide_seconds, (to, s, kind)))
        return out

    def _old_spot(self, loc: str, s: int, kind: str, to: str) -> tuple[float, float] | None:
        spots = self.painter.spots.get((loc, s, kind))
        if spots:
            return spots[-1]
        if loc in (RES, VAL):
            # not on the sheet shown: from beyond the rim towards the destination
            if to == YGG or to not in L.START and to not in FJORDS:
                return L.polar(L.R_SEA, 0)
            ang = L.FJORD_ANGLE[to] if to in FJORDS else L.mid_angle(to)
            return L.polar(L.R_SEA + 20, ang)
        return None

    def _new_spot(self, st: BloodRageView, loc: str, s: int, kind: str) -> tuple[float, float] | None:
        figs = figures_at(st, loc)
        idx = [i for i, f in enumerate(figs) if f == (s, kind)]
        if not idx:
            return None
        i = idx[-1]
        if loc == YGG:
            return L.YGG_SLOTS[min(i, len(L.YGG_SLOTS) - 1)]
        if loc in FJORDS:
            return L.SHIP_POS[loc][min(i, len(L.SHIP_POS[loc]) - 1)]
        if loc in L.VILLAGE_POS:
            return L.VILLAGE_POS[loc][min(i, len(L.VILLAGE_POS[loc]) - 1)]
        return None

    def draw_slide(self, surface: pygame.Surface, payload: Any, pos: tuple[float, float]) -> None:
        loc, s, kind = payload
        base = 28 if loc in FJORDS else (26 if loc == YGG else 32)
        draw_figure_at(surface, kind, self.colours[s], self.animals[s], pos, figure_height(kind, base))

    # --- per frame: the march in progress --------------------------------------------------------------
    def draw_overlay(self, surface: pygame.Surface) -> None:
        seat = self.acting_human()
        if seat is None:
            return
        d = self.session.state.decision() or {}
        k = d.get("kind")
        if k in ("march_to", "march_fig"):
            pygame.draw.polygon(surface, P.PARCHMENT, L.PROVINCE_POLY[d["origin"]], 3)
        if k == "march_fig":
            pygame.draw.polygon(surface, (120, 220, 140), L.PROVINCE_POLY[d["dest"]], 4)
        if k in ("succor", "thordom", "lordmove") and d.get("loc") in L.PROVINCE_POLY:
            pygame.draw.polygon(surface, P.PARCHMENT, L.PROVINCE_POLY[d["loc"]], 3)


def _first_up(text: str) -> str:
    """The first letter in capitals, the rest untouched (str.capitalize() lowered the
    province names inside: "The gimle-myrkulor fjord")."""
    return text[:1].upper() + text[1:]
