"""Asgard's board scene, on the frame (`ui.boards.base.BoardScene`).

It draws a *view* of the game (`state.view(seat)`), never the full state, so another
seat's secrets (chosen gods, weapon and magic tiles) cannot be drawn by mistake. The
legal actions of the human on screen become targets: free spaces for the discs of
phase 2, the discs to resolve in phase 3, recruits on gods, Valhalla's warriors,
population tiles, world slots, temple stacks, recruit prices, the disc row, battle
spaces, Asgard tiles, the god cards of phase 1 in the tray; everything else the frame
turns into tray buttons.

The battle phase and Ragnarök are shown world by world in a panel over the top of the
board ("moments", built from the events of each action and told by a
`MomentsOverlay`, a NarrationOverlay: the bots wait until a human pressed Continue);
a battle decision of a human (spend recruits or give up) shows the same panel from
the view while it is pending. The round summary opens after the moments, and when
the step ended the game the table shows the position before it until Ragnarök was
told (no winner, no final score before).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.asgard import data as D
from game.asgard import events as E
from game.asgard import moves as M
from game.asgard.view import AsgardView
from game.core import HIDDEN
from game.core.events import BattleResolved, Moved, Paid, Placed, Scored
from ui import palette as P
from ui.boards import asgard_layout as L
from ui.boards import asgard_pieces as Pc
from ui.boards import asgard_text as T
from ui.boards.asgard_draw import Painter, centre_rect, valhalla_slot
from ui.boards.asgard_moments import MomentsOverlay
from ui.boards.asgard_text import STEP_WORDS
from ui.boards.base import BoardScene, CardFace, HandItem, Slide, Target
from ui.overlays import SummaryOverlay
from ui.widgets.anim import duration_for
from ui.widgets.pieces import shade
from ui.widgets.text import fit_lines, heading_lines, text_of, tr

ORDERS = (M.Order2, M.Order3, M.Order4)  # Odin's new player orders

PANEL = pygame.Rect(L.CENTRE.x + 4, L.BOARD.y + 2, L.CENTRE.w - 8, 176)
ODIN_PANEL = pygame.Rect(L.CENTRE.x + 4, L.TREE.y + 4, L.CENTRE.w - 8, 300)
MOMENT_SECONDS = 2.6     # how long a panel shows at normal speed on a table of bots only


@dataclass
class Moment:
    """One panel to read: a title, two sides (light/dark: text lines and seats), result lines."""

    title: str
    left: list[str] = field(default_factory=list)
    right: list[str] = field(default_factory=list)
    left_seats: list[int] = field(default_factory=list)
    right_seats: list[int] = field(default_factory=list)
    lines: list[tuple[str, int]] = field(default_factory=list)   # (text, seat or -1)
    world: int = -1          # world index to outline on the board
    uid: int = 0


# a moment's line: one line as large as it fits, else on two before it is shortened
# (Greek, Polish and Portuguese "… is not ahead: send recruits to win, …")
MOMENT_TRIES = ((16, 1), (15, 1), (14, 1), (13, 1), (14, 2), (13, 2))
MOMENT_MOST = 5      # lines of a moment told on the panel; the rest: "… and k more in the log"


def moment_row_height(fonts, rows: list[tuple[str, int]]) -> int:
    """The height a moment's line takes: 21 px for one line, else its lines and a gap."""
    if len(rows) <= 1:
        return 21
    return sum(fonts.get("text", size).get_linesize() for _ln, size in rows) + 3


def moment_rows(fonts, lines: list[tuple[str, int]], panel: pygame.Rect, top: int,
                button: pygame.Rect | None) -> list[tuple[list[tuple[str, int]], int, int]]:
    """A moment's lines laid out below `top` in the panel, as (rows, seat, y): each
    whole on one or two rows (narrower beside the Continue `button`), as many as the
    panel holds (at most MOMENT_MOST) with room left for the "more" line when some are
    left out."""
    out: list[tuple[list[tuple[str, int]], int, int]] = []
    y = top
    bottom = panel.bottom - 6
    for k, (text, seat) in enumerate(lines[:MOMENT_MOST]):
        x = panel.x + 16 + (22 if seat >= 0 else 0)
        rows = fit_lines(fonts, text, "text", panel.right - 16 - x, MOMENT_TRIES)
        h = moment_row_height(fonts, rows)
        if button is not None and y + h > button.y - 2:
            rows = fit_lines(fonts, text, "text", button.x - 8 - x, MOMENT_TRIES)
            h = moment_row_height(fonts, rows)
        left = len(lines) - k - 1
        if y + h + (19 if left else 0) > bottom and out:
            break
        out.append((rows, seat, y))
        y += h
    return out


class AsgardBoard(BoardScene):
    game_id = "asgard"
    panel_height = 150
    hand_height = 166

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.painter = Painter(self.fonts, self.n, self.names, self.colours, self.symbols, self.add_tip)
        self._uid = 0
        self.moment_sources: dict[int, tuple] = {}   # a told moment's source, by uid (on_step)
        self.pick = 0                    # the chosen item of a two-part decision (tile, warrior)
        self._pick_at = -1               # ... for the decision at this number of actions

    # --- helpers ------------------------------------------------------------------------
    def _decision(self) -> str:
        return self.session.state.decision()

    def story(self) -> MomentsOverlay | None:
        """The moments being told now (None: none)."""
        return self.overlay_of(MomentsOverlay)

    @property
    def moments(self) -> list[Moment]:
        """The moments still to read, the one on the panel first."""
        story = self.story()
        return story.moments if story is not None else []

    def moment_seconds(self) -> float:
        """A panel's time on a table of bots only, at the animation speed (0: no panels)."""
        return MOMENT_SECONDS * self.slide_seconds / duration_for(1)

    # --- static and position -------------------------------------------------------------
    def draw_static(self, s: pygame.Surface) -> None:
        self.painter.draw_static(s)

    def draw_position(self, d: pygame.Surface, v: AsgardView, hidden: Counter) -> None:
        self.painter.draw_position(d, v, hidden)
        self._draw_pending_marks(d, v)
        orders = [a for a in self.legal if isinstance(a, ORDERS)]
        if orders:
            self._draw_odin(d, v, orders)
        # a panel to read comes first (Continue puts it away); then the chips of a two-part choice
        # (a bot's battle decision waits while moments are read: the queued moment with
        # its Continue shows then, or the table would stall with no button to press)
        live = self._live_moment(v)
        if live is not None and self.moments and self.acting_human() is None:
            live = None
        m = live or (self.moments[0] if self.moments else None)
        if m is not None:
            self._draw_moment(d, m)
            return
        items = self.chooser(self.legal)
        if items:
            self._draw_chooser(d, items)

    def draw_seat_panel(self, d: pygame.Surface, rect: pygame.Rect, v: AsgardView, seat: int) -> None:
        self.painter.draw_seat_body(d, rect, v, seat, self.viewer())
        if HIDDEN in v.gods_chosen(seat):
            self.drawn_hidden.append((seat, v.gods_chosen(seat).count(HIDDEN)))

    def _draw_pending_marks(self, d: pygame.Surface, v: AsgardView) -> None:
        """The disc being resolved: a white ring; the Asgard action's progress."""
        st = self.session.state
        res = st.resolving()
        if res is None:
            return
        if res.where == "space":
            sp = D.SPACE_INDEX[res.key]
            c = L.prayer_centers(D.SPACE_GOD[sp])[sp]
            pygame.draw.circle(d, P.PARCHMENT, c, L.SPACE_R + 4, 3)
        elif res.where == "temple":
            pygame.draw.rect(d, P.PARCHMENT, L.temple_rect(D.GOD_INDEX[res.key]).inflate(8, 8), 3, 7)
        else:
            pygame.draw.rect(d, P.PARCHMENT, L.ASGARD_DISCS.inflate(4, 4), 3, 9)
            kind, step, total = st.action_step()
            if kind == "asgard":
                text = tr("asgard.step", "{k}/{n}: {what}", k=min(step + 1, total), n=total,
                          what=tr(f"asgard.step.{min(step, 4)}", STEP_WORDS[min(step, 4)]))
                r = L.ASGARD_DISCS
                # one line, else two smaller ones (Polish "1/4: odwróć kafelek Asgardu")
                lines = heading_lines(self.fonts, text, r.w - 12, ((14, 1), (13, 2), (12, 2)))
                surfs = [self.fonts.render(ln, "text-bold", size, P.INK) for ln, size in lines]
                w = max(s.get_width() for s in surfs)
                h = sum(s.get_height() for s in surfs)
                box = pygame.Rect(r.x + 6, r.bottom - 4 - h, w, h).inflate(8, 2)
                pygame.draw.rect(d, P.PARCHMENT, box, 0, 5)
                y = box.y + 1
                for s in surfs:
                    d.blit(s, (box.x + 4, y))
                    y += s.get_height()

    # --- two-part decisions: first the item (a chip), then the god tile ----------------------
    def chooser(self, legal: list) -> list:
        """The items of a two-part decision of the human on screen: Ragnarök's weapon and
        magic tiles ((kind, value)), the Valhalla draft's warriors (type); [] otherwise."""
        dec = self._decision()
        out: list = []
        for a in legal:
            if dec == "wmplace" and type(a) is M.PlaceRagnarokTile:
                it = (a.kind, a.value)
            elif dec == "vdraft" and type(a) is M.WarriorToWorld:
                it = a.recruit
            else:
                continue
            if it not in out:
                out.append(it)
        return out

    def _picked(self, items: list) -> Any:
        if self._pick_at != len(self.session.rec.actions):
            self._pick_at = len(self.session.rec.actions)
            self.pick = 0
        return items[min(self.pick, len(items) - 1)] if items else None

    @staticmethod
    def _item_of(a: M.PlaceRagnarokTile | M.WarriorToWorld) -> Any:
        return (a.kind, a.value) if type(a) is M.PlaceRagnarokTile else a.recruit

    def _item_label(self, it: Any) -> str:
        if isinstance(it, tuple):
            kind, x = it
            return tr("asgard.weapon_n", "weapon {v}", v=x).capitalize() if kind == "weapon" else \
                T.magic_name(D.MAGIC_INDEX[x])
        return T.recruit_key(it).capitalize()

    def _draw_chooser(self, d: pygame.Surface, items: list) -> None:
        head = tr("asgard.chooser.wm", "Choose a tile, then the god tile it goes under (glowing)") \
            if isinstance(items[0], tuple) else tr("asgard.chooser.vd", "Choose a warrior, then the light god tile "
                                                     "it joins (glowing)")
        # the question on one line, or two where a longer language needs them (Portuguese
        # ran past the panel into Loki's board at 1280x720); the buttons go below it
        lines = fit_lines(self.fonts, head, "text-bold", PANEL.w - 28, ((18, 1), (16, 1), (16, 2), (14, 2)))
        pitch = self.fonts.get("text-bold", lines[0][1]).get_linesize()
        buttons_y = 8 + pitch * len(lines) + 6
        r = pygame.Rect(PANEL.x, PANEL.y, PANEL.w, max(92, buttons_y + 38 + 10))
        pygame.draw.rect(d, P.PARCHMENT, r, 0, 12)
        pygame.draw.rect(d, P.GOLD, r, 3, 12)
        for k, (line, size) in enumerate(lines):
            d.blit(self.fonts.render(line, "text-bold", size, P.INK), (r.x + 14, r.y + 8 + pitch * k))
        chosen = self._picked(items)
        x = r.x + 14
        for i, it in enumerate(items):
            label = self._item_label(it)
            w = max(110, self.fonts.get("text-bold", 16).size(label)[0] + 28)
            b = pygame.Rect(x, r.y + max(42, buttons_y), w, 38)
            if it == chosen:
                pygame.draw.rect(d, P.GOLD, b.inflate(8, 8), 0, 10)
            self.add_button(b, label, f"pick:{i}")
            x += w + 12

    # --- Odin: every new player order as a row of discs ------------------------------------------
    def odin_rects(self, count: int) -> list[pygame.Rect]:
        """The cells of Odin's panel: up to three columns of orders."""
        cols = 1 if count <= 2 else 3
        rows = -(-count // cols)
        w, h = 208, 26
        x0 = ODIN_PANEL.centerx - (cols * w + (cols - 1) * 10) // 2
        return [pygame.Rect(x0 + (k // rows) * (w + 10), ODIN_PANEL.y + 44 + (k % rows) * (h + 4), w, h)
                for k in range(count)]

    def _draw_odin(self, d: pygame.Surface, v: AsgardView, orders: list) -> None:
        r = ODIN_PANEL
        pygame.draw.rect(d, P.PARCHMENT, r, 0, 12)
        pygame.draw.rect(d, P.GOLD, r, 3, 12)
        head = tr("asgard.odin.head", "Odin: choose the new player order (first to act on the left)")
        s = self.fonts.render(head, "text-bold", 18, P.INK)
        d.blit(s, s.get_rect(midtop=(r.centerx, r.y + 10)))
        for cell, a in zip(self.odin_rects(len(orders)), orders):
            pygame.draw.rect(d, shade(P.PARCHMENT, 0.9), cell, 0, 6)
            x = cell.x + 8
            for k, seat in enumerate(a.seats()):
                n = self.fonts.render(str(k + 1), "text-bold", 16, P.INK)
                d.blit(n, n.get_rect(midleft=(x, cell.centery)))
                Pc.disc(d, (x + 22, cell.centery), 9, self.colours[seat], self.symbols[seat])
                x += 48
            self.add_tip(cell, tr("asgard.odin.tip", "New player order"),
                         ", ".join(f"{k + 1} {self.names[seat]}" for k, seat in enumerate(a.seats())))

    # --- seat panels, tray --------------------------------------------------------------------
    def hand_items(self, v: AsgardView, seat: int) -> list[HandItem]:
        if v.phase_id() == "gods":
            # the hand of ten: the gods chosen so far say so, the gods still to rise too
            chosen = set(g for g in v.gods_chosen(seat) if g != HIDDEN)
            out = []
            for g in range(10):
                status = "chosen" if g in chosen else ("later" if D.GOD_RISES[g] > v.current_round() else "")
                out.append(HandItem(("god", g, status), action=M.CHOOSE[g], number=g + 1 if g < 9 else 0))
            return out
        if v.phase_id() == "place":   # the gods still to reveal (the revealed ones are in the seat panel)
            return [HandItem(("god", g, "")) for g in v.gods_chosen(seat) if g != HIDDEN]
        if v.phase_id() in ("battle", "ragnarok", "over"):
            items = [HandItem(("w", x)) for x in v.weapons_of(seat) if x != HIDDEN]
            items += [HandItem(("m", x)) for x in v.magic_of(seat) if x != HIDDEN]
            return items
        return []

    def hidden_hand_size(self, v: AsgardView, seat: int) -> int:
        """Backs shown at a handoff: the hand of ten in phase 1, the gods still to reveal in phase 2."""
        if v.phase_id() == "gods":
            return 10
        if v.phase_id() == "place":
            return len(v.gods_chosen(seat))
        return 0

    def card_face(self, card: Any) -> CardFace:
        kind, x = card[0], card[1]
        if kind == "god":
            side = D.GOD_SIDE[x]
            stone = D.GOD_STONE[x]
            status = card[2] if len(card) > 2 else ""
            if status == "chosen":
                sub, sub_col = tr("asgard.card.chosen", "chosen"), P.GOLD
            elif status == "later":
                sub, sub_col = tr("asgard.card.later", "round {r}", r=D.GOD_RISES[x]), (110, 110, 118)
            elif x == D.ODIN:
                sub, sub_col = tr("asgard.card.odin_stones", "1 white"), T.STONE_RGB[D.WHITE_STONE]
            elif stone is None:
                sub, sub_col = tr("asgard.card.no_stones", "0 stones"), shade(T.SIDE_RGB[side], 0.7)
            else:
                sub, sub_col = tr("asgard.card.stones", "2 {c}", c=T.stone(stone)), T.STONE_RGB[stone]
            return CardFace(key=("asgard", card), title=T.god(x), subtitle=sub, band=T.SIDE_RGB[side],
                            subtitle_colour=sub_col, badge=str(D.GOD_RISES[x]) if D.GOD_RISES[x] > 1 else "",
                            text=T.power_short(x))
        if kind == "w":
            return CardFace(key=("asgard", card), title=tr("asgard.card.weapon", "Weapon"), band=Pc.WEAPON_RGB,
                            badge=str(x), icon="sword", text=tr("asgard.card.weapon_text", "+{v} in Ragnarök", v=x))
        return CardFace(key=("asgard", card), title=T.magic_name(x), band=Pc.MAGIC_RGB, icon="sky",
                        text=tr(f"asgard.magic_card.{D.MAGIC_KEYS[x]}", T.MAGIC_CARD[D.MAGIC_KEYS[x]]))

    def card_tip(self, card: Any) -> tuple[str, str]:
        kind, x = card[0], card[1]
        if kind == "god":
            extra = ""
            if len(card) > 2 and card[2] == "chosen":
                extra = "\n" + tr("asgard.card.chosen_tip", "You chose this god for this round (secret until revealed).")
            elif len(card) > 2 and card[2] == "later":
                extra = "\n" + tr("asgard.card.later_tip", "Not risen yet: it can be chosen from round {r}.",
                                  r=D.GOD_RISES[x])
            return T.god(x), T.god_tip(x) + extra
        if kind == "w":
            return tr("asgard.card.weapon_n", "Weapon {v}", v=x), T.weapon_tip()
        return T.magic_name(x), T.magic_tip(x)

    def action_text(self, action: Any) -> str:
        return T.button_label(action, self._decision(), self.names)

    def primary_action(self, legal: list) -> Any:
        for a in (("done",), ("end",)):
            if a in legal:
                return a
        return None

    def prompt_text(self, seat: int) -> str:
        st = self.session.state
        text = text_of(st.prompt(seat))  # a message of game/asgard/text.py, translated with its parameters
        kind, k, total = st.action_step()
        if kind == "pay":
            text += tr("asgard.progress.pay", " (stone {k} of {n})", k=k + 1, n=total)
        elif kind == "asgard":
            text += tr("asgard.progress.asgard", " (step {k} of {n})", k=min(k + 1, total), n=total)
        return text

    def toast_point(self) -> tuple[int, int]:
        """Notices over the lower edge of the first row of worlds (the top centre holds
        "Asgard tiles")."""
        return (L.CENTRE.centerx, L.world_rect(0).bottom - 34)

    def status_text(self, v: AsgardView) -> str:
        st = self.session.state
        if st.is_over() and self.shown_state() is not st:
            # the game's end is being told: no winner before the story was read
            return tr("asgard.status.told", "The last battles and Ragnarök, world by world")
        if v.is_over():
            return super().status_text(v)
        acting = st.to_act()
        names = self.names
        dec = st.decision()
        if dec == "choose":
            return tr("asgard.status.choose", "Phase 1: gods are chosen in secret ({k} to choose)", k=len(acting))
        if not acting:
            return ""
        who = names[acting[0]]
        if v.phase_id() == "place":
            return tr("asgard.status.place", "Phase 2: {name} reveals a god and places a disc", name=who)
        if v.phase_id() == "actions":
            if dec == "turnend":   # the disc was resolved: what is left is ending the turn
                return tr("asgard.status.turnend", "Phase 3: {name} ends the turn, or uses Thor's or a population tile",
                          name=who)
            res = st.resolving()
            if res is None:
                return tr("asgard.status.resolve", "Phase 3: {name} chooses a disc to resolve", name=who)
            where = T.space_name(res.key) if res.where == "space" else (
                T.space_name("temple:" + res.key) if res.where == "temple" else T.space_name("asgard"))
            return tr("asgard.status.resolving", "Phase 3: {name} resolves the disc on {where}", name=who, where=where)
        if v.phase_id() == "battle":
            b = st.battle_now()
            if b:
                return tr("asgard.status.battle", "Battle in world {w}: {name} decides", w=b.world, name=who)
        if v.phase_id() == "ragnarok":
            if dec == "vdraft":
                return tr("asgard.status.vdraft", "Ragnarök, Valhalla draft: {name}", name=who)
            if dec == "wmplace":
                return tr("asgard.status.wm", "Ragnarök, weapons and magic: {name} places a tile", name=who)
        return super().status_text(v)

    # --- targets ----------------------------------------------------------------------------------
    def map_targets(self, v: AsgardView, legal: list) -> list[Target]:
        st = self.session.state
        out: list[Target] = []
        areas: list[Target] = []
        asg_places = [a for a in legal if type(a) is M.PlaceDisc and a.space == "asgard"]
        res = st.resolving()
        for a in legal:
            kind = type(a)
            if kind in (M.PlaceDisc, M.Resolve, M.ResolveTemple, M.MoveDisc):
                if kind is M.PlaceDisc:
                    where = "temple:" + a.god if a.space == "temple" else a.space
                elif kind is M.ResolveTemple:
                    where = "temple:" + a.god
                elif kind is M.Resolve:
                    where = a.space
                else:
                    where = a.to
                if where == "asgard":
                    if kind is not M.PlaceDisc or len(asg_places) == 1:
                        areas.append(Target(L.ASGARD_DISCS, a, "region"))
                elif where.startswith("temple:"):
                    out.append(Target(L.temple_rect(D.GOD_INDEX[where[7:]]).inflate(4, 4), a, "rect"))
                else:
                    sp = D.SPACE_INDEX[where]
                    c = L.prayer_centers(D.SPACE_GOD[sp])[sp]
                    out.append(self._circle(c, L.SPACE_R, a))
            elif kind is M.LokiRecruit or kind is M.HelWarrior:
                g = D.GOD_INDEX[a.god]
                t = D.RECRUIT_INDEX[a.recruit if kind is M.LokiRecruit else a.warrior]
                cx, cy = L.recruit_slot_center(g, t)
                out.append(self._circle((cx, cy - 2), 11, a))
            elif kind is M.Warrior:
                out.append(self._circle(valhalla_slot(D.RECRUIT_INDEX[a.recruit]), 14, a))
            elif kind is M.FlipPopulation:
                side = D.SIDE_KEYS.index(a.side)
                i = a.world - 1 if a.world >= 1 else D.LIGHT_UNDERWORLD + side
                out.append(Target(L.slot_rect(i, side), a, "rect"))
            elif kind is M.FlipAsgardTile:
                tid = D.AT_NAMES.index(a.tile)
                if tid in v.asgard_tiles():
                    out.append(Target(L.at_slot_rect(v.asgard_tiles().index(tid)), a, "rect"))
            elif kind is M.PlaceGodTile and res is not None and res.where == "temple":
                side = D.GOD_SIDE[D.GOD_INDEX[res.key]]
                i = a.world - 1 if a.world >= 1 else D.LIGHT_UNDERWORLD + side
                out.append(Target(L.slot_rect(i, side), a, "rect"))
            elif kind is M.BuildTemple:
                out.append(Target(L.temple_stack_rect(D.TEMPLE_STACK_KEYS.index(a.stack)), a, "rect"))
            elif kind is M.BuyRecruit:
                out.append(Target(L.price_rect(D.RECRUIT_INDEX[a.recruit]), a, "rect"))
            elif kind is M.BuyDisc or kind is M.FreeDisc:
                seat = self.acting_human()
                col = next((c for c in range(D.ROW_COLS) if seat is not None and v.disc_row()[c] >> seat & 1), -1)
                if col >= 0:
                    out.append(Target(L.row_col_rect(col), a, "rect"))
            elif kind is M.DiscToBattle or kind is M.CentreToBattle:
                i, side = a.world - 1, D.SIDE_KEYS.index(a.side)
                c = L.battle_center(i, side)
                if i == D.NUM_WORLDS - 1:   # one space, two sides: the left half light, the right half dark
                    c = (c[0] - 20 if side == 0 else c[0] + 20, c[1])
                    out.append(self._circle(c, 10, a))
                else:
                    out.append(self._circle(c, 12, a))
            elif kind is M.TakeBackSupport:
                g = D.GOD_INDEX[a.god]
                out.append(self._circle(L.support_center(g, a.space - 1), L.SPACE_R, a))
            elif kind is M.TakeBackVictory:
                seat = self.acting_human() or 0
                out.append(self._circle(L.victory_disc_center(a.world - 1, seat, self.n), 10, a))
            elif kind is M.TakeBackCentre:
                areas.append(Target(centre_rect(), a, "region"))
        orders = [a for a in legal if isinstance(a, ORDERS)]
        if orders:
            out += [Target(c, a, "rect") for c, a in zip(self.odin_rects(len(orders)), orders)]
            return out
        items = self.chooser(legal)
        if items:
            chosen = self._picked(items)
            two = [a for a in legal if type(a) in (M.PlaceRagnarokTile, M.WarriorToWorld)]
            two.sort(key=lambda a: self._item_of(a) != chosen)   # the chosen item's actions first
            for a in two:
                i, side = a.world - 1, (D.SIDE_KEYS.index(a.side) if type(a) is M.PlaceRagnarokTile else 0)
                out.append(Target(L.slot_rect(i, side), a, "rect"))
            return out + areas
        out += areas
        if self.moments or self._live_moment(v) is not None:
            # the panel covers the top of the board: what lies under it goes to the tray
            out = [t for t in out if not PANEL.colliderect(t.rect)]
        return out

    @staticmethod
    def _circle(c: tuple[int, int], r: int, a: Any) -> Target:
        return Target(pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), a, "circle", center=c, radius=r)

    # --- slides: discs travel to where they were put --------------------------------------------
    def _front_pos(self, seat: int) -> tuple[int, int]:
        r1 = L.panel_rows(self.layout.seat_panel(seat))[0]
        return (r1.x + 38, r1.centery)

    def _space_pos(self, to: str, god: int, seat: int) -> tuple[tuple[int, int], tuple] | None:
        if to == "asgard":
            return L.asgard_disc_center(seat, max(0, self.session.state.asgard_discs(seat) - 1), self.n), ("asg", seat)
        if to == "temple" or to.startswith("temple:"):
            g = god if to == "temple" else D.GOD_INDEX[to[7:]]
            return L.temple_rect(g).center, ("temple", g)
        sp = D.SPACE_INDEX[to]
        return L.prayer_centers(D.SPACE_GOD[sp])[sp], ("space", sp)

    def slides_for(self, seat: int, action: Any, events: list) -> list[Slide]:
        """The discs that travel, read from the step's facts (Placed and Moved discs;
        game.asgard.events names the places)."""
        out: list[Slide] = []
        sec = self.slide_seconds
        for f in self.session.state.facts(events):
            kind = type(f)
            if kind not in (Placed, Moved) or f.piece != "disc":
                continue
            try:
                s = f.seat
                if kind is Placed:
                    dest = self._space_pos(f.at, -1, s)
                    out.append(Slide(self._front_pos(s), dest[0], sec, (dest[1], s)))
                    continue
                slide = self._disc_move(f.frm, f.to, s)
                if slide is not None:
                    out.append(Slide(slide[0], slide[1], sec, (slide[2], s)))
            except (KeyError, IndexError, ValueError):   # an animation never breaks the table
                continue
        return out

    def _disc_move(self, frm: str, to: str, s: int) -> tuple[Any, Any, tuple] | None:
        """A disc moved from place `frm` to `to`: (start, end, what it lands as), or None
        when it is not drawn travelling (back in front of its owner)."""
        if to.startswith("support:"):
            _, g, k = to.split(":")
            g, i = D.GOD_INDEX[g], int(k) - 1
            return L.temple_rect(g).center, L.support_center(g, i), ("support", g, i)
        if to.startswith("battle:"):
            _, w, side = to.split(":")
            i, side_i = int(w) - 1, D.SIDE_KEYS.index(side)
            start = centre_rect().center if frm == "centre" else L.ASGARD_DISCS.center   # or a new disc
            return start, L.battle_center(i, side_i), ("battle", i, side_i)
        if frm.startswith("battle:") and (to.startswith("victory:") or to == "centre"):
            _, w, side = frm.split(":")
            i, side_i = int(w) - 1, D.SIDE_KEYS.index(side)
            if to == "centre":
                return L.battle_center(i, side_i), centre_rect().center, ("centre", s)
            return L.battle_center(i, side_i), L.victory_disc_center(i, s, self.n), ("victory", i, s)
        if to == "front" or frm == "front" or frm.startswith(("row:", "victory:", "support:")) or frm == "centre":
            return None
        a, b = self._space_pos(frm, -1, s), self._space_pos(to, -1, s)
        return a[0], b[0], b[1]

    def draw_slide(self, surface: pygame.Surface, payload: Any, pos: tuple[float, float]) -> None:
        seat = payload[1]
        Pc.disc(surface, pos, L.DISC_R, self.colours[seat], self.symbols[seat])

    # --- moments: the battle phase and Ragnarök, world by world ------------------------------------
    def dynamic_key(self) -> tuple:
        return (self.moments[0].uid if self.moments else 0, self.pick)

    def on_button(self, key: str) -> None:
        if key.startswith("pick:"):
            self._picked(self.chooser(self.legal))
            self.pick = int(key[5:])
            self.invalidate()
        story = self.story()
        if key == "moment_next" and story is not None:
            story.go_on()

    def _new(self, **kw: Any) -> Moment:
        self._uid += 1
        return Moment(uid=self._uid, **kw)

    def on_step(self, seat: int, action: Any, events: list) -> None:
        """A step with battles or Ragnarök: its moments are told (added to the story
        open); the round summary the step opened waits until they were read."""
        try:
            new = self._moments_from(events)
        except (KeyError, IndexError, TypeError):   # a panel must never break the table
            new = []
        if new:
            # what each moment is told from (events, position, viewer, index), kept while
            # it may be read: a language change words it again (`moments_again`)
            open_story = self.story()
            alive = {m.uid for m in open_story.moments} if open_story is not None else set()
            self.moment_sources = {u: src for u, src in self.moment_sources.items() if u in alive}
            snap, viewer = self.session.state.clone(), self.viewer()
            for i, m in enumerate(new):
                self.moment_sources[m.uid] = (events, snap, viewer, i)
        pace = self.moment_seconds()
        story = self.story()
        if not new and story is None:
            return
        if story is None and pace <= 0 and not self.session.human_seats():
            return                       # bots only, animations off: nobody to tell
        later = self.overlay_of(SummaryOverlay) is not None
        if later:
            self.close_summary()         # the summary comes after the battles, world by world
        st = self.session.state
        rec = self.session.rec
        # the game's last step: the table shows the position before it until it is told
        before = rec.replay(self.spec, upto=len(rec.actions) - 1) if st.is_over() and rec.actions and new else None
        if story is not None:        # a summary this step opened over unread moments waits too
            story.add(new)
            if later and story.on_close is None:
                story.on_close = self.open_summary
            if story.before is None:
                story.before = before
        else:
            MomentsOverlay(self, new, pace, PANEL, on_close=self.open_summary if later else None,
                           before=before).open()
        self.invalidate()

    def shown_state(self) -> Any:
        story = self.story()
        if story is not None and story.before is not None:
            return story.before
        return self.session.state

    def tip_blockers(self) -> list[pygame.Rect]:
        return [PANEL] if self.moments else []

    def moments_again(self, m: Moment) -> Moment | None:
        """A told moment worded again in the language shown, from what it was told from."""
        source = self.moment_sources.get(m.uid)
        if source is None:
            return None
        events, st, viewer, i = source
        try:
            again = self._moments_from(events, st, viewer)
        except (KeyError, IndexError, TypeError):   # as when it was told: never break the table
            return None
        return again[i] if i < len(again) else None

    def _moments_from(self, events: list, st: Any = None, viewer: Any = "shown") -> list[Moment]:
        names = self.names
        st = self.session.state if st is None else st
        viewer = self.viewer() if viewer == "shown" else viewer
        v = st.view(viewer if viewer is not None else -1)
        out: list[Moment] = []
        cur: Moment | None = None
        intro: Moment | None = None
        tiles: Moment | None = None
        rag: Moment | None = None
        for x in E.told(events, st):
            t, own = x.kind, x.own
            if t == "templevp" or t == "legendary":
                if intro is None:
                    intro = self._new(title=tr("asgard.m.battle_phase", "Battle phase"))
                    out.append(intro)
                if t == "templevp":
                    sc = x.first(Scored)
                    intro.lines.append((tr("asgard.m.templevp", "{name} scores {vp} for temples", name=names[sc.seat],
                                           vp=sc.points), sc.seat))
                else:
                    intro.lines.append((tr("asgard.m.legendary", "Legendary weapons turned: light {l}, dark {d}. They "
                                           "add to every world's sides this round.", l=own.light, d=own.dark), -1))
            elif t == "fight":
                i = own.world - 1
                lc, dc = v.world_slot(i)
                lw = (v.legendary_shown(0)[-1] if v.legendary_shown(0) else 0, v.legendary_shown(1)[-1] if v.legendary_shown(1) else 0)
                cur = self._new(title=tr("asgard.m.fight", "Battle in {world}", world=T.world(own.world)), world=i)
                for side, c, seats, col in ((0, lc, cur.left_seats, cur.left), (1, dc, cur.right_seats, cur.right)):
                    total = own.light if side == 0 else own.dark
                    cowed = c and c < D.GOD_TILE_BASE and (dc if side == 0 else lc) >= D.GOD_TILE_BASE
                    col.append(tr("asgard.m.side_total", "{side}: {v}", side=T.side(side).capitalize(), v=total))
                    tile = T.slot_words(c) + (tr("asgard.m.cowed", " (cowed: 0)") if cowed else "")
                    col.append(tile)
                    col.append(tr("asgard.m.lw", "+ legendary weapon {k}", k=lw[side]))
                    s = own.seats[side]
                    if s >= 0:
                        seats.append(s)
                out.append(cur)
            elif t in ("win", "lose", "spend") and cur is not None:
                if t == "win":
                    how = {"strength": tr("asgard.m.by_strength", "by strength"),
                           "recruits": tr("asgard.m.by_recruits", "by sending recruits"),
                           "tyr": tr("asgard.m.by_tyr", "with Týr's tile"),
                           "claim": tr("asgard.m.by_claim", "with a claim of victory")}.get(own.how, "")
                    seat = x.first(BattleResolved).winners[0]
                    cur.lines.append((tr("asgard.m.win", "{name} wins {how}: disc to the victory area",
                                         name=names[seat], how=how), seat))
                elif t == "lose":
                    seat = x.first(BattleResolved).losers[0]
                    cur.lines.append((tr("asgard.m.lose", "{name} loses: disc to the board centre",
                                         name=names[seat]), seat))
                else:
                    seat = x.first(Paid).seat
                    cur.lines.append((tr("asgard.m.spend", "{name} sends {r} (strength {s})", name=names[seat],
                                         r=T.a_recruit(own.recruit), s=D.RECRUIT_STRENGTH[own.recruit]), seat))
            elif t == "btile":
                if tiles is None:
                    tiles = self._new(title=tr("asgard.m.btiles", "Battle tiles"))
                    out.append(tiles)
                    cur = None
                if own.vp:
                    tiles.lines.append((tr("asgard.m.btile", "{name} takes a {vp}-point battle tile", name=names[own.seat],
                                           vp=own.vp), own.seat))
                else:
                    tiles.lines.append((tr("asgard.m.nobtile", "{name} finds no battle tile left",
                                           name=names[own.seat]), own.seat))
            elif t in ("ragnarok", "btilevp", "popsleave", "recleave"):
                if rag is None:
                    rag = self._new(title=tr("asgard.m.ragnarok", "Ragnarök"))
                    rag.lines.append((tr("asgard.m.rag_intro", "Supporters stand under their gods' tiles; every "
                                         "world with a god fights, light against dark."), -1))
                    out.append(rag)
                if t == "btilevp":
                    sc = x.first(Scored)
                    rag.lines.append((tr("asgard.m.btilevp", "{name} reveals battle tiles: {vp} points",
                                         name=names[sc.seat], vp=sc.points), sc.seat))
                elif t == "popsleave":
                    rag.lines.append((tr("asgard.m.popsleave", "The two populations of world {w} leave",
                                         w=own.world), -1))
            elif t == "ragworld":
                i = own.world - 1
                cur = self._new(title=tr("asgard.m.ragworld", "Ragnarök in {world}", world=T.world(own.world)), world=i)
                for side, col, seats in ((0, cur.left, cur.left_seats), (1, cur.right, cur.right_seats)):
                    total = own.light if side == 0 else own.dark
                    col.append(tr("asgard.m.side_total", "{side}: {v}", side=T.side(side).capitalize(), v=total))
                    c = v.world_slot(i)[side]
                    col.append(T.slot_words(c))
                    parts = v.ragnarok_parts(own.world, side)
                    bits = [tr("asgard.m.p_tile", "tile {k}", k=parts["tile"]) if parts["tile"] or not c
                            else tr("asgard.m.p_null", "tile nullified")]
                    if parts["recruits"]:
                        bits.append(tr("asgard.m.p_rec", "recruits {k}", k=parts["recruits"])
                                    + ("×2" if parts["doubled"] else ""))
                    if parts["weapons"]:
                        bits.append(tr("asgard.m.p_weap", "weapons {k}", k=parts["weapons"]))
                    if parts["broken"]:
                        bits.append(tr("asgard.m.p_broken", "broken {k}", k=parts["broken"]))
                    col.append(" + ".join(bits))
                    seats.extend(v.ragnarok_supporters(2 * i + side))
                res = own.result
                if res == "tie":
                    cur.lines.append((tr("asgard.m.tie", "A tie: nobody scores"), -1))
                elif res == "pop":
                    cur.lines.append((tr("asgard.m.pop", "The population holds: nobody scores"), -1))
                elif res == "god":
                    cur.lines.append((tr("asgard.m.godwins", "{god} wins", god=T.god(own.god)), -1))
                out.append(cur)
            elif t in ("support_vp", "magic_vp") and cur is not None:
                sc = x.first(Scored)
                if t == "support_vp":
                    cur.lines.append((tr("asgard.m.support_vp", "{name} scores {vp} for supporting {god}",
                                         name=names[sc.seat], vp=sc.points, god=T.god(own.god)), sc.seat))
                else:
                    cur.lines.append((tr("asgard.m.magic_vp", "{name} scores {vp} from a magic bonus",
                                         name=names[sc.seat], vp=sc.points), sc.seat))
        return out

    def _live_moment(self, v: AsgardView) -> Moment | None:
        """A battle decision pending now: the panel of that world, from the view."""
        st = self.session.state
        b = st.battle_now()
        if b is None or st.decision() != "rescue":
            return None
        w, lv, dv = b
        i = w - 1
        m = Moment(title=tr("asgard.m.fight", "Battle in {world}", world=T.world(w)), world=i, uid=-w)
        lw = (v.legendary_shown(0)[-1] if v.legendary_shown(0) else 0, v.legendary_shown(1)[-1] if v.legendary_shown(1) else 0)
        for side, col, seats, total in ((0, m.left, m.left_seats, lv), (1, m.right, m.right_seats, dv)):
            col.append(tr("asgard.m.side_total", "{side}: {v}", side=T.side(side).capitalize(), v=total))
            col.append(T.slot_words(v.world_slot(i)[side]))
            col.append(tr("asgard.m.lw", "+ legendary weapon {k}", k=lw[side]))
            if v.battle_space(i)[side] >= 0:
                seats.append(v.battle_space(i)[side])
        who = st.to_act()[0]
        m.lines.append((tr("asgard.m.rescue", "{name} is not ahead: send recruits to win, use Týr's tile or a "
                           "claim, or give up", name=self.names[who]), who))
        return m

    def _draw_moment(self, d: pygame.Surface, m: Moment) -> None:
        f = self.fonts
        r = PANEL
        shadow = pygame.Surface(r.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        d.blit(shadow, r.move(0, 4))
        pygame.draw.rect(d, P.PARCHMENT, r, 0, 12)
        pygame.draw.rect(d, P.DANGER if m.title.startswith("Ragnar") else P.GOLD, r, 3, 12)
        ts = f.render(m.title, "display-bold", 24, P.INK)
        d.blit(ts, ts.get_rect(midtop=(r.centerx, r.y + 6)))
        y0 = r.y + 38
        if m.left or m.right:
            low = y0 + 56
            for side, lines, seats in ((0, m.left, m.left_seats), (1, m.right, m.right_seats)):
                x = r.x + 16 if side == 0 else r.centerx + 16
                col = shade(T.SIDE_RGB[side], 0.55)
                y = y0
                for k, ln in enumerate(lines):
                    role, size = ("text-bold", 18) if k == 0 else ("text", 16)
                    # smaller before shortened (Greek "πληθυσμός L4, δύναμη 3 (γυρισμένο)"); the tip has it all
                    # only the first line shares its row with the seats' discs; a line still too long
                    # takes two rows (Portuguese "peça anulada + recrutas 10 + armas 8" was shortened)
                    room = r.w // 2 - 60 if k == 0 else r.w // 2 - 24
                    for part, z in fit_lines(f, ln, role, room, ((size, 1), (13, 1), (13, 2))):
                        s = f.render(part, role, z, col if k == 0 else P.INK)
                        d.blit(s, (x, y))
                        y += s.get_height()
                low = max(low, y)
                for j, seat in enumerate(seats):
                    Pc.disc(d, (r.centerx - 22 - 24 * j if side == 0 else r.right - 22 - 24 * j, y0 + 12), 10,
                            self.colours[seat], self.symbols[seat])
            pygame.draw.line(d, shade(P.PARCHMENT, 0.7), (r.centerx, y0), (r.centerx, low), 2)
            y0 = low + 6
        btn = pygame.Rect(r.right - 124, r.bottom - 40, 112, 32) if m.uid > 0 else None
        rows = moment_rows(f, m.lines, r, y0, btn)
        for text_rows, seat, y in rows:
            x = r.x + 16
            if seat >= 0:
                Pc.disc(d, (x + 8, y + 10), 8, self.colours[seat], self.symbols[seat])
                x += 22
            ty = y + 1
            for ln, size in text_rows:
                s = f.render(ln, "text", size, P.INK)
                d.blit(s, (x, ty + (19 - s.get_height()) // 2 if len(text_rows) == 1 else ty))
                ty += f.get("text", size).get_linesize()
        if len(rows) < len(m.lines):
            y = rows[-1][2] + moment_row_height(f, rows[-1][0]) if rows else y0
            s = f.render(tr("asgard.m.more", "… and {k} more in the log", k=len(m.lines) - len(rows)), "text", 16,
                         P.TEXT_DIM)
            d.blit(s, (r.x + 16, y))
        if m.world >= 0:
            pygame.draw.rect(d, P.GOLD, L.WORLD_RECTS[m.world].inflate(6, 6), 4, 16)
        if btn is not None:   # a queued moment: Continue skips it
            self.add_button(btn, tr("asgard.m.next", "Continue"), "moment_next")
        self.add_tip(r, m.title, "\n".join([" · ".join(m.left), " · ".join(m.right)] + [t for t, _ in m.lines]))
