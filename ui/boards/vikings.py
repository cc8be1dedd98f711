"""Tiny Epic Vikings on the frame (`BoardScene`): the map of the side in play, the Favor
rows, the god mats and the Era Mat, every clan's mat, the solo enemy's mat; legal
targets for every step of a turn (hand cards with their Fight / Slay tabs, docks,
fjords, Boats, regions, Villages, arrows for two-region moves, Favor row ends,
dedication slots, Fury steps); a battle or an enemy turn told step by step in a box
over the map; the final breakdown at game over.

It draws a view of the game (`state.view(viewer)`) only, and reads the state through
its public attributes and accessors (`decision()`, `influence_table()`, ...)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame

from game.core import HIDDEN
from game.core.events import BattleResolved, Moved, Placed, Played
from game.vikings import data as D
from game.vikings import describe
from game.vikings import events as E
from game.vikings import moves as M
from game.vikings.view import VikingsView
from ui import palette as P
from ui.boards import vikings_draw as V
from ui.boards import vikings_layout as L
from ui.boards import vikings_text as T
from ui.boards.base import BoardScene, CardFace, FrameLayout, HandItem, Slide, Target
from ui.boards.vikings_draw import fit
from ui.boards.vikings_pieces import draw_card_back_mini, draw_mini_favor, draw_settler, draw_small_boat
from ui.overlays.base import overlays_of
from ui.overlays.narration import NarrationOverlay
from ui.widgets import tray as TR
from ui.widgets.buttons import draw_button
from ui.widgets.draft_overlay import back_button, look_button
from ui.widgets.pieces import mix, shade
from ui.widgets.seat_panel import draw_seat_frame
from ui.widgets.text import and_list, heading_lines, tr
from ui.widgets.tiebreak import broken_tie

BD_HEAD_W = 92        # the final scoring's columns are 96 px apart or more
BD_HEAD_SIZES = (16, 15, 14, 13, 12)


def bd_headings(fonts: Any, heads: list[str], width: int = BD_HEAD_W) -> list[list[tuple[str, int]]]:
    """The final scoring's column headings, all in one size: the largest of BD_HEAD_SIZES
    in which every heading fits its column on one line; else the smallest, and a heading
    still too long (Polish "Heimdall wysp.") on two lines."""
    for size in BD_HEAD_SIZES:
        if all(fonts.get("text-bold", size).size(h)[0] <= width for h in heads):
            return [[(h, size)] for h in heads]
    size = BD_HEAD_SIZES[-1]
    return [[(h, size)] if fonts.get("text-bold", size).size(h)[0] <= width
            else heading_lines(fonts, h, width, ((size, 2),)) for h in heads]


STORY_STEP = 0.7          # seconds between two lines of a told battle or enemy turn
# the heads of an enemy turn's steps: each is told with what came of it
_STEP_HEADS = ("leader", "rune_action", "enemy_icon", "dedicate")


class VikingsStory(NarrationOverlay):
    """A battle or an enemy turn told step by step (ui.overlays.narration), with what the
    board draws while it is open: the enemy mat's icons that fired (`fired`)."""

    def __init__(self, board: Any, kind: str, title: str, steps: list, fired: set, **kw: Any) -> None:
        super().__init__(board, title, steps, **kw)
        self.kind = kind
        self.fired = fired


class VikingsFinal(VikingsStory):
    """The final scoring, told as a moment over the map (issue 33, 3 and 15): each human
    reads it and presses Continue; only then the last era's summary opens (the frame holds
    a summary while a narration is open), then the results."""

    def __init__(self, board: Any, **kw: Any) -> None:
        super().__init__(board, "final", tr("vikings.final", "Final scoring"), [], set(), step_seconds=0.0,
                         rect=L.MAP.inflate(-40, -40), **kw)

    def read_seconds(self) -> float:
        """"Move on by itself" (and a table of bots only): time to read the table."""
        return 8.0

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        board.draw_final(surface, self.box)
        f = board.fonts
        who = self.reader()
        if who is not None and len(self.readers()) > 1:   # hot seat: whose Continue it waits for
            lab = f.render(fit(f, tr("narration.for", "For {name}", name=board.names[who]), "text-bold", 17,
                               self.button().x - self.box.x - 40), "text-bold", 17, P.GOLD)
            surface.blit(lab, (self.button().x - 20 - lab.get_width(), self.button().centery - lab.get_height() // 2))
        b = self.button()
        draw_button(surface, f, b, self.continue_label(), hover=b.collidepoint(board.mouse), primary=True)
TAB_H = 26


# the named actions a board shows as an arrow between two regions, or on one region
_TWO_REGIONS = (M.Move, M.MoveGiant, M.Heimdall, M.TempleMove)
_ON_A_REGION = (M.Deploy, M.Thor, M.Send, M.SlayAt, M.Temple)


class _SeatDraft:
    """The 2-player draft seen by seat (the engine's Draft counts the neutral seat as a
    position): packs by seat, and the passing direction."""

    def __init__(self, draft: Any, dmap: list) -> None:
        self.packs = {s: draft.packs[p] for p, s in enumerate(dmap) if s >= 0}
        self.direction = draft.direction
        self.done = draft.done


class VikingsFrameLayout(FrameLayout):
    """The frame's layout with, in a 2-player game, a short panel of the neutral clan
    under the seat panels (A13: it holds islands but never takes a turn); the log
    starts below it."""

    NEUTRAL_H = 76

    def __init__(self, n: int, panel_height: int, hand_height: int, draft_height: int, neutral: bool) -> None:
        super().__init__(n, panel_height, hand_height, draft_height)
        self.neutral = neutral

    def neutral_panel(self) -> pygame.Rect | None:
        if not self.neutral:
            return None
        return pygame.Rect(self.RIGHT.x, self.RIGHT.y + self.n * (self.panel_height + self.PANEL_GAP),
                           self.RIGHT.w, self.NEUTRAL_H)

    TALL_H = 46     # a tray button holding two lines of the larger texts of a 1280x720 window

    def tray_buttons(self, count: int, two_lines_h: int = TR.GRID_TWO_LINES_H) -> list[pygame.Rect]:
        """Four to six prompt buttons in two columns of three under Undo, GRID_W wide and
        tall enough for two lines of the larger texts of a 1280x720 window ("Give back
        Favor card “Casting of Lots”" four times: the frame's grid keeps a line); up to
        three (the frame's column holds two lines) or more: the frame's."""
        if count > 6 or count <= 3:
            return super().tray_buttons(count, two_lines_h)
        gap = 4
        rows = min(count, 3)
        top = self.UNDO_BUTTON.bottom + 8
        h = min(self.TALL_H, (self.TRAY.bottom - 10 - top - (rows - 1) * gap) // rows)
        w = TR.GRID_W
        out = []
        for i in range(count):
            col, row = divmod(i, rows)
            x = self.TRAY.right - 10 - (col + 1) * w - col * 8
            out.append(pygame.Rect(x, self.TRAY.bottom - 10 - (rows - row) * h - (rows - 1 - row) * gap, w, h))
        return out

    def log_rect(self) -> pygame.Rect:
        r = self.neutral_panel()
        if r is None:
            return super().log_rect()
        top = r.bottom + self.PANEL_GAP
        return pygame.Rect(self.RIGHT.x, top, self.RIGHT.w, self.RIGHT.bottom - top)


class VikingsBoard(BoardScene):
    game_id = "vikings"
    panel_height = 164
    hand_height = L.HAND_H
    draft_height = L.DRAFT_H
    verdict_in_log = False   # "The third era ends: final scoring." names no winner

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        st = session.state
        self.mapid = st.map_id
        self.geo = L.geometry(st.map_id)
        self.polys = V.polygons(self.geo)
        self.clan_cols, self.clan_syms = V.clan_looks(self.n, st.clan_count, self.colours, self.symbols)
        self.layout = VikingsFrameLayout(self.n, self.panel_height, self.hand_height, self.draft_height,
                                         st.neutral_clan >= 0)
        self.story_seen = 0                     # stories told so far (tests)
        self.final_due = False                  # the game ended: its final scoring is told next
        self.last_enemy_story: tuple | None = None   # (title, steps, fired) of the last enemy turn
        self._scores_before: list[dict[str, int]] | None = None   # each clan's breakdown after the last step
        self.pre_end: list[str] | None = None    # the seats' (and the solo enemy's) scores before the last step
        self._seen_before: VikingsView | None = None   # the position as seen after the last step before the end
        self.move_chips: list[tuple[tuple, tuple[int, int], float]] = []

    @property
    def story(self) -> VikingsStory | None:
        """The battle or enemy turn being told (an open VikingsStory), or None."""
        for ov in reversed(overlays_of(self, VikingsStory)):
            return ov
        return None

    @story.setter
    def story(self, value: None) -> None:
        """`board.story = None` puts every told story away (tests, scripts)."""
        if value is None:
            for ov in overlays_of(self, VikingsStory):
                ov.close()

    def draw_static(self, s: pygame.Surface) -> None:
        V.draw_static_map(s, self.fonts, self.mapid)
        V.draw_static_side(s, self.fonts)

    def draw_position(self, d: pygame.Surface, v: VikingsView, hidden: Counter) -> None:
        tip = self.add_tip
        names = self.names
        V.draw_map_position(d, self.fonts, v, self.clan_cols, self.clan_syms, names, tip, hidden)
        b = self.geo.b
        infl = v.influence_table()[0]
        for i, r in enumerate(b.regions):
            self.add_tip(self.geo.region_rects[r], lambda r=r: self._region_title(r),
                         lambda v=v, i=i, infl=infl: self._region_tip(v, i, infl))
        ranks = [V.god_rank(v.fury_levels(), g) for g in range(3)]
        for i, r in enumerate(b.regions):   # the rune tokens (over their region's tooltip)
            x, y = self.geo.rune_pos(r)
            rune = b.rune[i]
            g = v.god_runes().index(rune)
            self.add_tip(pygame.Rect(x - 13, y - 13, 26, 26),
                         tr("vikings.tip.rune_title", "{rune} rune of {region}", rune=T.rune_name(rune),
                            region=T.region_name(b, r)),
                         tr("vikings.tip.rune", "It belongs to {god}, whose Fury is {rank} now: held at the end it "
                                                "scores {pts}. While held it is an active rune of its clan (for Rune "
                                                "Action requirements and battle Strength).", god=T.god_name(v.god_ids()[g]),
                            rank=tr(f"vikings.rank.short{ranks[g]}", ["1st", "2nd", "3rd"][ranks[g]]),
                            pts=D.ISLAND_POINTS[ranks[g]]))
        for dock in b.docks:
            if dock in v.village_docks():
                vp = self.geo.village_pos(dock)
                self.add_tip(pygame.Rect(vp[0] - 10, vp[1] - 10, 20, 20), tr("vikings.tip.village_title", "A Village"),
                             tr("vikings.tip.village", "Raid it from a Boat ending its sail on this Dock (Steel by era: "
                                                   "{steel} now). A raided Village waits on your mat until you "
                                                   "dedicate it.", steel=D.RAID_COST[v.era_number]))
        V.draw_favor_rows(d, self.fonts, v, tip)
        cap = D.SOLO_DEDICATION_CAP if v.is_solo else v.num_players
        V.draw_gods(d, self.fonts, v, cap, tip)
        V.draw_era(d, self.fonts, v, cap, names, self.clan_cols, self.clan_syms, tip)
        if v.is_solo:
            fired = self.story.fired if self.story else None
            shown = self.session.state if v.is_over() else v   # all is revealed at the end
            V.draw_enemy_mat(d, self.fonts, shown, self.clan_cols, self.clan_syms, tip, fired,
                             tr("vikings.enemy.score", "score {k}", k=self.held_score(shown.enemy_clan)
                                or self._score_seen(shown, shown.enemy_clan)))
        else:
            self._draw_lower(d, v)
        kind = v.decision().get("kind", "")
        if kind == "fplace":
            for row in (0, 1):
                k = len(v.favor_row(row))
                for end in ("left", "right") if k else ("left",):
                    r = L.favor_end_slot(row, k, end)
                    pygame.draw.rect(d, P.PANEL_BORDER, r, 2, 5)
        self._draw_chips(d, v)
        if v.is_solo and v.phase_id == "draft" and v.solo_piles() and self.viewer() == 0:
            self._draw_piles(d, v)
        if v.is_over() and self.story is None and not self._final_pending():
            # told (VikingsFinal) and its summary read: the board keeps the final scoring
            self.hide_tips_under(L.MAP.inflate(-40, -40))
            self.draw_final(d, L.MAP.inflate(-40, -40))
        elif v.is_over():
            self.hide_tips_under(L.MAP.inflate(-40, -40))   # nothing of the map shows through the box over it
        if v.is_solo and self.last_enemy_story is not None and self.story is None:
            self.add_button(L.enemy_story_button(), tr("vikings.story.reopen", "Enemy's turn"), "enemy_story")

    def _draw_neutral_panel(self, d: pygame.Surface, v: VikingsView) -> None:
        """The 2-player neutral clan beside the seats: its pieces and the islands it holds."""
        r = self.layout.neutral_panel()
        c = v.neutral_clan
        if r is None or c < 0:
            return
        draw_seat_frame(d, self.fonts, r, colour=self.clan_cols[c], symbol=self.clan_syms[c],
                        name=T.clan_subject(self.names, c, v.num_players), score="",
                        tag=tr("vikings.neutral.tag", "no turns"))
        held = sum(1 for h in v.controllers() if h == c)
        line = tr("vikings.neutral.pieces", "Temples {t} · Settlers {s} · islands held {k}",
                  t=sum(v.temples_of(c)), s=sum(v.settlers_of(c)), k=held)
        shown = fit(self.fonts, line, "text", 16, r.w - 30)
        d.blit(self.fonts.render(shown, "text", 16, P.PARCHMENT), (r.x + 16, r.y + 44))
        self.add_tip(r, T.clan_subject(self.names, c, v.num_players),
                     tr("vikings.neutral.tip", "With two players the neutral clan starts with 1 Temple and 2 Settlers "
                                               "on each outer island and holds them for control (influence 6 each). "
                                               "It never takes a turn and scores nothing; its rune tokens stay on the "
                                               "islands. Settlers it loses go to the box."))

    def _region_title(self, r: str) -> str:
        b = self.geo.b
        i = b.ridx[r]
        return tr("vikings.tip.region_title", "{name} — {rune}", name=T.region_name(b, r), rune=T.rune_label(b.rune[i]))

    def _region_tip(self, v: VikingsView, i: int, infl: list) -> str:
        lines = []
        holder = v.controllers()[i]
        n = v.num_players
        if holder >= 0 and holder == v.neutral_clan:
            lines.append(tr("vikings.tip.neutral", "The neutral clan holds it: its rune still lies on the island, and "
                                                   "whoever outnumbers the neutral influence takes it."))
        elif holder >= 0:
            lines.append(tr("vikings.tip.held", "{who} controls it and holds its rune.",
                            who=T.clan_subject(self.names, holder, n)))
        else:
            lines.append(tr("vikings.tip.free", "Its rune lies on the island: nobody controls it."))
        for c in range(v.clan_count):
            if infl[c][i] or v.settlers_of(c)[i] or v.temples_of(c)[i]:
                parts = []
                if v.settlers_of(c)[i]:
                    parts.append(tr("vikings.tip.p_settlers", "{k} Settler(s)", k=v.settlers_of(c)[i]))
                if v.temples_of(c)[i]:
                    parts.append(tr("vikings.tip.p_temples", "{k} Temple(s)", k=v.temples_of(c)[i]))
                if v.valkyries(c) and i in v.valkyries(c):
                    parts.append(tr("vikings.tip.p_valk", "{k} Valkyrie(s)", k=v.valkyries(c).count(i)))
                docked = infl[c][i] - v.settlers_of(c)[i] - 4 * v.temples_of(c)[i] - 2 * (v.valkyries(c).count(i) if v.valkyries(c) else 0)
                if docked > 0:
                    parts.append(tr("vikings.tip.p_boats", "{k} docked Boat(s)", k=docked // 2))
                lines.append(tr("vikings.tip.influence", "{who}: influence {k} ({parts})",
                                who=T.clan_subject(self.names, c, n), k=infl[c][i], parts=", ".join(parts)))
        if v.with_ragnarok and v.giant_values()[i] != 0:
            lines.append(tr("vikings.tip.giant", "A Giant stands here (its points are hidden): no Temple may be built "
                                                 "or moved in, and at each cleanup its god loses 1 Fury. Slay it with "
                                                 "a Valkyrie and 3 Settlers here."))
        lines.append(tr("vikings.tip.control_rule", "Influence: Settler 1, Temple 4, docked Boat 2, Valkyrie 2. "
                                                    "To take the rune you need boots on the ground and more influence "
                                                    "than everyone else."))
        return "\n".join(lines)

    def _draw_lower(self, d: pygame.Surface, v: VikingsView) -> None:
        """Beside the map (not solo): the battle in progress and the last battle told."""
        r = L.LOWER
        d.blit(self.fonts.render(tr("vikings.battle_box", "Battle"), "display-bold", 19, P.GOLD), (r.x + 10, r.y + 6))
        bt = v.battle_now()
        y = r.y + 34
        lp = self.fonts.get("text", 16).get_linesize() - 1   # the lines' pitch in the texts' own size
        below = y
        if bt is not None and bt.get("favor"):
            fr = pygame.Rect(r.x + 12, y, 50, 70)
            runes, bag = D.FAVORS[bt["favor"]]
            draw_mini_favor(d, self.fonts, fr, runes, bag, T.RUNE_COLOUR, V.RES_COLOURS)
            self.add_tip(fr, T.favor_title(bt["favor"]), T.favor_long(bt["favor"]))
            x = fr.right + 16
            for c, card in bt["parts"]:
                cr = pygame.Rect(x, y + 4, 34, 48)
                if card == HIDDEN or card in v.face_down_cards():
                    draw_card_back_mini(d, cr)
                else:
                    V.chip(d, self.fonts, cr, card, self.add_tip)
                P.draw_symbol(d, self.clan_syms[c], (cr.centerx, cr.bottom + 12), 8, self.clan_cols[c],
                              P.PARCHMENT, 1)
                x += 44
            starter = T.clan_subject(self.names, bt["starter"], v.num_players)
            line = tr("vikings.battle_started", "{who} started it; it is resolved at the start of their next turn.",
                      who=starter)
            for i, ln in enumerate(self.fonts.wrap(line, "text", 16, r.w - 24)[:3]):
                d.blit(self.fonts.render(ln, "text", 16, P.PARCHMENT), (r.x + 12, y + 76 + i * lp))
                below = y + 76 + (i + 1) * lp
        else:
            for i, ln in enumerate(self.fonts.wrap(tr("vikings.battle_none", "No battle is going on. Play a card face "
                                                                            "down (the Fight tab on a card) to start "
                                                                            "one for a Favor card at an end of a row."),
                                                   "text", 16, r.w - 24)[:4]):
                d.blit(self.fonts.render(ln, "text", 16, P.TEXT_DIM), (r.x + 12, y + i * lp))
                below = y + (i + 1) * lp
        if v.invader_cards():
            txt = tr("vikings.invaders_line", "Invader cards drawn: {k} (the last: {card}).", k=len(v.invader_cards()),
                     card=T.card_name(v.invader_cards()[-1]))
            inv = self.fonts.wrap(txt, "text", 16, r.w - 24)[:2]
            top = max(below + 2, r.bottom - 4 - len(inv) * lp)   # under the battle's lines (they crossed at 1280x720)
            for i, ln in enumerate(inv):
                d.blit(self.fonts.render(ln, "text", 16, P.TEXT_DIM), (r.x + 12, top + i * lp))

    def _draw_chips(self, d: pygame.Surface, v: VikingsView) -> None:
        """Arrows for the two-region moves legal now (explore, Temple, Giant, Heimdall)."""
        self.move_chips = []
        for a in self.legal:
            if type(a) in _TWO_REGIONS:
                pos, ang = V.move_chip_pos(self.mapid, a.frm, a.to)
                self.move_chips.append((a, pos, ang))
                V.draw_move_chip(d, pos, ang)

    def _draw_piles(self, d: pygame.Surface, v: VikingsView) -> None:
        """The solo draft: the pile to take a card from, shown like the frame's draft
        overlay (dimmed board, the cards, "Look at the board")."""
        board = self.layout.BOARD
        if self.draft_minimised:
            self.add_button(back_button(self.layout.TRAY), tr("board.draft.back", "Back to the draft"), "draft_min")
            return
        self.hide_tips_under(board)   # the dimmed board's
        pile = v.solo_piles()[v.solo_pile]
        head = tr("vikings.solo_draft", "Solo draft: take a card from pile {p} ({k} of {n} in your hand)",
                  p="AB"[v.solo_pile], k=len(v.hand(0)) + 1, n=D.HAND_SIZE[v.era_number])
        sub = tr("vikings.solo_draft_sub", "You take one card from each pile in turn; what is left is thrown away.")
        self.draft_overlay.draw_backdrop(d, board, head, sub)
        h = self.layout.draft_height
        for i, (r, c) in enumerate(zip(self.layout.draft_rects(len(pile)), pile)):
            d.blit(self.cards.face(self.card_face(c), h), r)
            self.drawn_hand.append((0, c))
            self.add_tip(r, lambda c=c, i=i: self.card_title(c, i + 1), lambda c=c: T.card_long(c))
            if M.PICK[c] in self.legal:
                self.add_target(Target(r, M.PICK[c], "card", card=c))
        self.add_button(look_button(board), tr("board.draft.look", "Look at the board"), "draft_min")

    def summary_rows(self, st: VikingsView) -> tuple[list[str], list[dict[str, int]], list, list]:
        """The frame's round summary: the clans, then (solo) the enemy clan by its total."""
        names, rows, cols, syms = BoardScene.summary_rows(self, st)
        if getattr(st, "is_solo", False) and st.enemy_clan >= 0:
            names.append(T.clan_subject(self.names, st.enemy_clan, st.num_players))
            rows.append({"total": st.enemy_score()})
            ccols = getattr(self, "clan_cols", None)
            csyms = getattr(self, "clan_syms", None)
            if ccols and csyms and st.enemy_clan < len(ccols):
                cols, syms = list(ccols[:len(names) - 1]) + [ccols[st.enemy_clan]], list(csyms[:len(names) - 1]) + [csyms[st.enemy_clan]]
            else:
                cols, syms = cols + [P.TEXT_DIM], syms + [syms[-1] if syms else "circle"]
        return names, rows, cols, syms

    def number_key_actions(self, v: VikingsView, seat: int) -> list:
        if v.is_solo and v.phase_id == "draft" and v.solo_piles() and not self.draft_minimised:
            return [M.PICK[c] for c in v.solo_piles()[v.solo_pile]]
        return BoardScene.number_key_actions(self, v, seat)

    def _final_pending(self) -> bool:
        """The last era's summary is open, waits, or was not read yet: the board does not
        draw the final scoring under it (one told moment at a time)."""
        return self.summary_open or self.summary_waits or self.summary_part.holds_results()

    def draw_final(self, d: pygame.Surface, box: pygame.Rect) -> None:
        """The final scoring in `box` (over the map): the gods' Fury ranks, each clan's points
        by source, the rule of the ranks and (solo) who won."""
        st = self.session.state          # the game is over: everything is revealed
        ov = pygame.Surface(box.size, pygame.SRCALPHA)
        ov.fill((12, 14, 20, 228))
        d.blit(ov, box)
        pygame.draw.rect(d, P.GOLD, box, 2, 10)
        f = self.fonts
        head = f.render(tr("vikings.final", "Final scoring"), "display-bold", 26, P.GOLD)
        d.blit(head, (box.x + 16, box.y + 10))
        ranks = [V.god_rank(st.fury_levels(), g) for g in range(3)]
        gods = list(tr("vikings.bd.god", "{god} ({rune}): Fury {fury}, {rank}", god=T.god_name(g),
                                 rune=T.rune_name(st.god_runes()[i]), fury=st.fury_levels()[i],
                                 rank=[tr("vikings.rank.short0", "1st"), tr("vikings.rank.short1", "2nd"),
                                       tr("vikings.rank.short2", "3rd")][ranks[i]]) for i, g in enumerate(st.god_ids()))
        # one line, or (the larger texts of a 1280x720 window) as many as the gods need,
        # never a god's words split; the table moves down by the lines added
        glines: list[str] = []
        for g_text in gods:
            if glines and f.get("text", 16).size(glines[-1] + "   " + g_text)[0] <= box.w - 32:
                glines[-1] += "   " + g_text
            else:
                glines.append(g_text)
        pitch = f.get("text", 16).get_linesize()
        for k, ln in enumerate(glines):
            d.blit(f.render(fit(f, ln, "text", 16, box.w - 32), "text", 16, P.PARCHMENT), (box.x + 16, box.y + 46 + k * pitch))
        down = (len(glines) - 1) * pitch
        clans = list(range(st.num_players)) + ([st.enemy_clan] if st.is_solo else [])
        order = sorted(range(3), key=lambda g: (ranks[g], g))
        heads = [tr("vikings.bd.clan", "Clan")]
        heads += [tr("vikings.bd.god_col", "{god} isl.", god=T.god_name(st.god_ids()[g])) for g in order]
        heads += [tr("vikings.bd.favor", "Favor")]
        if st.with_ragnarok:
            heads.append(tr("vikings.bd.giants", "Giants"))
        heads.append(tr("vikings.bd.total", "Total"))
        # the clans' names get 188 px (the solo "The enemy clan" in the larger texts of a
        # 1280x720 window); the points columns as far apart as the box allows, 96 to 110 px
        # (without Ragnarok's Giants "Freyja isl." and Portuguese "Benefício" on one line)
        step = max(BD_HEAD_W + 4, min(110, (box.w - 204 - 60) // (len(heads) - 2)))
        xs = [box.x + 16] + [box.x + 204 + k * step for k in range(len(heads) - 1)]
        y = box.y + 78 + down
        for x, lines in zip(xs, bd_headings(f, heads, step - 4)):
            for k, (hd, hsize) in enumerate(lines):
                hp = f.get("text-bold", hsize).get_linesize() - 3   # two lines: the font's own pitch
                d.blit(f.render(hd, "text-bold", hsize, P.TEXT_DIM), (x, y + (0 if len(lines) == 1 else -hp // 2 + k * hp)))
        y += 26
        b = self.geo.b
        win = set(st.winners())
        for c in clans:
            isl = [0, 0, 0]
            for i, h in enumerate(st.controllers()):
                if h == c:
                    g = st.god_runes().index(b.rune[i])
                    isl[g] += D.ISLAND_POINTS[ranks[g]]
            sc = st.score_breakdown()[c] if c < st.num_players else None
            total = sc["total"] if sc else st.enemy_score()
            giants = sc.get("giants", 0) if sc else sum(g for g in st.slain_of(c) if g > 0)
            favors = sc["favors"] if sc else total - sum(isl) - giants
            P.draw_symbol(d, self.clan_syms[c], (xs[0] + 8, y + 10), 7, self.clan_cols[c], P.PARCHMENT, 1)
            name = T.clan_subject(self.names, c, st.num_players)
            won = c in win or (st.is_solo and c == st.enemy_clan and not win)
            d.blit(f.render(fit(f, name, "text-bold", 16, xs[1] - xs[0] - 26), "text-bold", 16, P.GOLD if won else P.PARCHMENT),
                   (xs[0] + 22, y))
            vals = [isl[g] for g in order] + [favors] + ([giants] if st.with_ragnarok else []) + [total]
            for x, val in zip(xs[1:], vals):
                d.blit(f.render(str(val), "text-bold" if x == xs[-1] else "text", 16, P.PARCHMENT), (x, y))
            y += 26
        tie_line = self.final_tie_text()
        if tie_line:
            for ln in f.wrap(tie_line, "text-bold", 16, box.w - 32)[:2]:
                d.blit(f.render(ln, "text-bold", 16, P.GOLD), (box.x + 16, y + 6))
                y += 20
            y += 8
        note = tr("vikings.bd.note", "Island runes score 6 / 4 / 2 by their god's Fury rank, Favor runes 3 / 2 / 1 (a wild "
                                     "one as the best rune); tied gods take the lower place. Giants score their hidden "
                                     "points.")
        for i, ln in enumerate(f.wrap(note, "text", 16, box.w - 32)):   # every line (pt needs four at 1280x720)
            d.blit(f.render(ln, "text", 16, P.TEXT_DIM), (box.x + 16, y + 10 + i * pitch))
        if st.is_solo:
            res = tr("vikings.bd.solo_win", "You beat the enemy clan!") if win else tr("vikings.bd.solo_lose",
                                                                                      "The enemy clan wins this time.")
            rs = f.render(res, "display-bold", 22, P.GOLD)
            d.blit(rs, (box.x + 16, box.bottom - 40))

    def final_tie_text(self) -> str:
        """Under the final scoring, when clans tied on the best total and the rules chose
        the winner: who tied, on what, and the chain of tie-breaks ("" otherwise)."""
        st = self.session.state
        if st.is_solo or not st.is_over():
            return ""
        clans = list(range(st.num_players))
        names = [T.clan_name(self.names, c, st.num_players) for c in clans]
        win = sorted(st.winners())
        tie = broken_tie(names, [st.score_breakdown()[c]["total"] for c in clans], win)
        if tie is None:
            return ""
        return tr("vikings.bd.tie", "{winner} tied on {score} with {names}. {rule}",
                  winner=and_list([names[c] for c in win]), score=tie[0], names=and_list(tie[1]),
                  rule=tr("gameover.tiebreak_rule.vikings", ""))

    def draw_seat_panel(self, d: pygame.Surface, rect: pygame.Rect, v: VikingsView, seat: int) -> None:
        body = pygame.Rect(rect.x, rect.y + self.BODY_TOP, rect.w, rect.h - self.BODY_TOP - 4)
        shown = self.session.state if v.is_over() else v   # all is revealed at the end
        V.draw_clan_mat(d, self.fonts, shown, seat, body, self.viewer(), self.clan_cols, self.clan_syms,
                        self.add_tip)
        if seat != self.viewer() and seat < v.num_players:
            self.drawn_hidden.append((seat, len(v.hand(seat))))
        if seat == self.n - 1:
            # the 2-player neutral clan's panel below the seats' (the right column's region)
            self._draw_neutral_panel(d, v)
        if seat == self.acting_human() and not (self.draft_of(v) is not None and not self.draft_minimised):
            self._hand_tabs(v, seat)    # with the panels, as the frame lays out the hand

    def hidden_hand_size(self, v: VikingsView, seat: int) -> int:
        return len(v.hand(seat))

    def hand_items(self, v: VikingsView, seat: int) -> list[HandItem]:
        if seat is None or seat >= v.num_players:
            return []
        legal = self.legal
        out = []
        for i, c in enumerate(v.hand(seat)):
            if c == HIDDEN:
                continue
            act = None
            for table in (M.LEAD, M.BATTLE, M.DISCARD, M.PICK):
                if table[c] in legal:
                    act = table[c]
                    break
            out.append(HandItem(c, act, number=i + 1 if i < 9 else 0, key_action=act or M.LEAD[c]))
        return out

    def _hand_tabs(self, v: VikingsView, seat: int) -> None:
        """Fight and Slay tabs on the hand's cards when the card can also be played face up
        (the card itself plays it face up), across the card's icon. Placed where the frame lays out the hand: all of
        a play decision's actions have targets, so no tray button narrows the hand."""
        legal = self.legal
        items = self.hand_items(v, seat)
        lay = self.layout
        rs = lay.hand_rects(len(items), lay.UNDO_BUTTON.x - 14)
        for r, it in zip(rs, items):
            c = it.card
            tabs = []
            if M.BATTLE[c] in legal and it.action != M.BATTLE[c]:
                tabs.append((tr("vikings.tab.fight", "Fight"), M.BATTLE[c]))
            if M.SLAY_WITH[c] in legal:
                tabs.append((tr("vikings.tab.slay", "Slay"), M.SLAY_WITH[c]))
            if not tabs:
                continue
            w = (r.w - 8 - 4 * (len(tabs) - 1)) // len(tabs)
            # over the face's icon (its chip above says the same), so that the effect
            # text below stays readable (at the card's foot they covered its last line)
            top = r.y + self.cards.icon_centre_y(self.card_face(c), r.h) - TAB_H // 2
            for k, (label, a) in enumerate(tabs):
                tr_ = pygame.Rect(r.x + 4 + k * (w + 4), top, w, TAB_H)
                self.add_button(tr_, label, a)

    def map_targets(self, v: VikingsView, legal: list) -> list[Target]:
        dec = v.decision()
        kind = dec.get("kind", "")
        geo = self.geo
        b = geo.b
        seat = self.acting_human()
        pieces: list[Target] = []
        spots: list[Target] = []
        areas: list[Target] = []
        boat_pos = V.boat_positions(v)
        stacks = V.stack_positions(v)
        for a in legal:
            t = type(a)
            if t is M.ToDock or (t is M.SailTo and a.to in b.dock_fjord):
                spots.append(self._circle(geo.dock_pos[a.dock if t is M.ToDock else a.to], a, 8))
            elif t is M.SailTo:
                spots.append(self._circle(geo.fjord_pos[a.to], a, 9))
            elif t is M.Boat:
                if kind in ("sail", "tyr"):
                    for c, loc, pos in boat_pos:
                        if c == seat and loc == a.at:
                            pieces.append(self._circle(pos, a, 12))
                            break
                elif a.at in b.dock_fjord:
                    spots.append(self._circle(geo.dock_pos[a.at], a, 8))
                else:
                    spots.append(self._circle(geo.fjord_pos[a.at], a, 9))
            elif t in _ON_A_REGION:
                areas.append(self._region(a.region, a))
            elif t is M.Tie:
                x = str(a.label)
                if x in b.ridx:
                    areas.append(self._region(x, a))
                elif x in b.dock_fjord:
                    spots.append(self._circle(geo.dock_pos[x], a, 8))
                elif x in b.fjord_adj:
                    spots.append(self._circle(geo.fjord_pos[x], a, 9))
            elif t is M.RaidFree:
                spots.append(self._circle(geo.village_pos(a.dock), a, 10))
            elif t is M.Raid and kind in ("sail", "tyr") and dec.get("loc") in b.dock_fjord:
                spots.append(self._circle(geo.village_pos(dec["loc"]), a, 10))
            elif t is M.Recall or t is M.Smite:
                c = seat if t is M.Recall else a.clan
                pos = stacks.get((a.region, c))
                if pos is not None:
                    pieces.append(self._circle(pos, a, 10))
            elif t in _TWO_REGIONS:
                pos, _ang = V.move_chip_pos(self.mapid, a.frm, a.to)
                spots.append(self._circle(pos, a, 9))
            elif t is M.TakeFavor:
                rs = L.favor_rects(a.row, len(v.favor_row(a.row)))
                if rs:
                    pieces.append(Target(rs[0] if a.end == "left" else rs[-1], a, "rect"))
            elif t is M.PlaceFavor:
                pieces.append(Target(L.favor_end_slot(a.row, len(v.favor_row(a.row)), a.end), a, "rect"))
            elif t is M.Dedicate or t is M.Baldur:
                slot = a.slot
                if slot in D.DEDICATIONS:
                    pieces.append(Target(L.dedication_rects()[list(D.DEDICATIONS).index(slot)], a, "rect"))
                elif slot in v.god_ids():
                    pieces.append(Target(L.god_dedication_rect(v.god_ids().index(slot)), a, "rect"))
            elif t is M.Nature:
                g = v.god_ids().index(a.god)
                pieces.append(Target(L.fury_cell(g, max(0, v.fury_levels()[g] + a.step)).inflate(4, 8), a, "rect"))
        return pieces + spots + areas

    def _circle(self, pos: tuple[int, int], a: Any, r: int) -> Target:
        rect = pygame.Rect(0, 0, r * 2 + 6, r * 2 + 6)
        rect.center = pos
        return Target(rect, a, "circle", center=pos, radius=r)

    def _region(self, rid: str, a: Any) -> Target:
        return Target(self.geo.region_rects[rid], a, "region", poly=self.polys[rid])

    def action_text(self, action: Any) -> str:
        st = self.session.state
        dec = st.decision()
        kind = dec.get("kind", "")
        if type(action) is M.Boon:
            g = self._boon_god()
            if g is not None:
                return tr("vikings.act.boon_named", "Take {god}'s boon", god=T.god_name(g))
        text = T.action_text(action, self.geo.b, self.names, self.n, kind)
        return text[:1].upper() + text[1:]

    def _boon_god(self) -> str | None:
        """The god whose Valhalla Boon the seat that lost the battle may take, or None."""
        st = self.session.state
        if st.battle_now() is None:
            return None
        rune = st.battle_now().get("lr", {}).get(str(st.decision().get("seat")))
        return st.god_ids()[st.god_runes().index(rune)] if rune in D.RUNES else None

    def card_face(self, card: Any) -> CardFace:
        face = T.card_face(card)
        legal = self.legal or []
        if M.BATTLE[card] in legal or M.SLAY_WITH[card] in legal:
            # its Fight / Slay tabs go over the icon (hand_tabs): the face keeps it
            face = dataclasses.replace(face, mark="tabs")
        return face

    def card_tip(self, card: Any) -> tuple[str, str]:
        return T.card_title(card), T.card_long(card)

    def held_score(self, clan: int) -> str | None:
        """A clan's score from before the game's last step while that step's story is
        told (the final scoring shows once it was read), else None."""
        s = self.story
        if self.pre_end is None or s is None or s.kind == "final" or not self.end_untold() or clan >= len(self.pre_end):
            return None
        return self.pre_end[clan]

    def seat_score(self, v: VikingsView, seat: int) -> str:
        held = self.held_score(seat)
        if held is not None:
            return held
        if v.is_over():   # every Favor card and Giant is revealed at the end
            return str(self.session.state.scores()[seat])
        return self._score_seen(v, seat)

    @staticmethod
    def _score_seen(v: VikingsView, clan: int) -> str:
        """The score as far as the viewer can tell: "12+" when hidden Favor cards or
        Giants will add to it."""
        k = v.scores()[clan] if clan < v.num_players else v.enemy_score()
        hidden = any(x == HIDDEN for x in v.favor_cards(clan)) or any(x == HIDDEN for x in v.slain_of(clan))
        return f"{k}+" if hidden else str(k)

    def status_text(self, v: VikingsView) -> str:
        if v.is_over() and self.end_untold():
            return BoardScene.status_text(self, v)    # no verdict before the final scoring was read
        if v.is_over() and v.is_solo:
            st = self.session.state
            you, them = st.scores()[0], st.enemy_score()
            if st.winners():
                return tr("vikings.status.solo_won", "Game over: {name} beats the enemy clan, {a} to {b}",
                          name=self.names[0], a=you, b=them)
            return tr("vikings.status.solo_lost", "Game over: the enemy clan wins, {b} to {a}", a=you, b=them)
        if v.is_over():
            return BoardScene.status_text(self, v)
        st = self.session.state
        if st.is_solo and st.current_clan == st.enemy_clan and not st.to_act():
            return tr("vikings.status.enemy", "The enemy clan's turn")
        return BoardScene.status_text(self, v)

    def draft_of(self, v: VikingsView) -> Any:
        dr = v.draft_now()
        if dr is None or dr.done:
            return None
        if v.num_players == 2 and -1 in v.draft_seats():
            return _SeatDraft(dr, v.draft_seats())
        return dr

    def prompt_text(self, seat: int) -> str:
        st = self.session.state
        dec = st.decision()
        card = dec.get("card")
        if dec.get("kind") in ("leader", "rune") and card in D.CARDS:
            _n, _r, _s, _st, lead, ln, req, ract, arg = D.CARDS[card]
            if dec["kind"] == "leader":
                return tr("vikings.prompt.leader", "{card}: take its Leader Action, {act}?", card=T.card_name(card),
                          act=T.leader_text(lead, ln))
            return tr("vikings.prompt.rune", "{card}: take its Rune Action, {act}?", card=T.card_name(card),
                      act=T.rune_action_short(ract, arg))
        if dec.get("kind") == "sjoin" and st.battle_now() is not None:
            return tr("vikings.prompt.sjoin", "The enemy fights for {card}: join face down, or let it meet "
                                              "the Invaders",
                      card=T.favor_named(st.battle_now().get("favor")))
        if dec.get("kind") == "etie":
            return tr("vikings.prompt.etie", "The enemy clan's rules leave a choice ({why}): you decide for it",
                      why=T.tie_why(str(dec.get("why", "tie"))))
        return BoardScene.prompt_text(self, seat)

    def primary_action(self, legal: list) -> Any:
        for kind in (M.Done, M.Stop):
            for a in legal:
                if type(a) is kind:
                    return a
        return None

    def tray_tips(self, buttons: list) -> list[tuple[pygame.Rect, Any, Any]]:
        """The boon's words on its button: the battle told step by step may cover the mats."""
        out = []
        for rect, _label, key in buttons:
            g = self._boon_god() if type(key) is M.Boon else None
            if g is not None:
                out.append((rect, tr("vikings.tip.boon_title", "{god}'s Valhalla Boon", god=T.god_name(g)),
                            T.god_boon(g)))
        return out

    def dynamic_key(self) -> tuple:
        s = self.story
        return () if s is None else (id(s),)

    def on_button(self, key: str) -> None:
        if key == "enemy_story" and self.last_enemy_story is not None:
            title, steps, fired, reword = self.last_enemy_story
            self._tell("enemy", title, steps, fired, reword)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self._draw_selection(surface)

    # --- the told stories -------------------------------------------------------------------
    def _avoid(self) -> list[pygame.Rect]:
        """What the next human decision shows on the board (its targets, the draft's cards):
        a story is never put over them."""
        seat = self.acting_human()
        if seat is None:
            return []
        st = self.session.state
        v = st.view(seat)
        legal = st.legal_actions(seat)
        out = [t.rect for t in self.map_targets(v, legal)]
        lay = self.layout
        draft = self.draft_of(v)
        if draft is not None:
            packs = draft.packs.values() if isinstance(draft.packs, dict) else draft.packs
            out += list(lay.draft_rects(max((len(p) for p in packs), default=0)))
        if v.is_solo and v.phase_id == "draft" and v.solo_piles():
            out += list(lay.draft_rects(len(v.solo_piles()[v.solo_pile])))
        return out

    def story_rect(self) -> pygame.Rect:
        """Where a story is told: beside the map by default, else the first place clear of
        what the human must choose next (issue 33 defect 8)."""
        return L.story_rect(self._avoid())

    def _tell(self, kind: str, title: str, steps: list, fired: set,
              reword: Callable[[], tuple[str, list]] | None = None) -> VikingsStory:
        # animations off: every step at once, still closed by the human
        sec = STORY_STEP if self.slide_seconds > 0 else 0.0
        story = VikingsStory(self, kind, title, steps, fired, step_seconds=sec, rect=self.story_rect(),
                             reword=reword)
        story.open()
        self.story_seen += 1
        self.invalidate()
        return story

    def on_step(self, seat: int, action: Any, events: list) -> None:
        st = self.session.state
        before, self._scores_before = self._scores_before, st.score_breakdown()
        if not st.is_over():
            viewer = self.viewer()
            self._seen_before = st.view(viewer if viewer is not None else -1)
        elif self.pre_end is None and self._seen_before is not None:
            # the scores as seen before the step that ended the game ("12+" with Favor
            # cards face down): shown while its story is told
            v = self._seen_before
            self.pre_end = [self._score_seen(v, c) for c in range(v.num_players)]
            if v.is_solo:
                self.pre_end.append(self._score_seen(v, v.enemy_clan))
        told = self._story_of(events, before, st)
        self.final_due = st.is_over()   # told once every story of the game's end was read (on_tick)
        if told is None:
            self.on_tick(0.0)
            return
        kind, title, steps, fired = told
        # the position the story was told from, kept: a language change words it again
        snap = st.clone()

        def reword(events: list = events, before: list | None = before) -> tuple[str, list]:
            again = self._story_of(events, before, snap)
            return (again[1], again[2]) if again is not None else (title, steps)

        if kind == "enemy":
            self.last_enemy_story = (title, steps, fired, reword)
        self._tell(kind, title, steps, fired, reword)

    def on_tick(self, dt: float) -> None:
        """The game ended and no story is open (the last step's battle was read): its final
        scoring is told (VikingsFinal); the last era's summary, if it opened already,
        waits until that was read (before the frame opens a waiting summary)."""
        if not self.final_due or self.story is not None:
            return
        self.final_due = False
        if not self.session.state.is_over():
            return
        VikingsFinal(self).open()
        self.story_seen += 1
        self.summary_after_story()
        self.invalidate()

    def on_undo(self, seat: int, action: Any) -> None:
        self.final_due = False
        self._scores_before = None
        self.pre_end = None

    def _story_of(self, events: list, before: list | None, st: Any = None) -> tuple | None:
        """(kind, title, steps, fired) of a battle or an enemy turn in the step (`st`: the
        position after it, the session's by default), or None."""
        st = self.session.state if st is None else st
        names = self.names
        lines: list = []
        title = ""
        kind = ""
        fired: set = set()
        e = st.enemy_clan
        telling = False
        head = -1          # the line of the enemy step being told, until its outcome comes
        told = E.told(events, st)
        for i, x in enumerate(told):
            t = x.kind
            if t == "turn" and st.is_solo:
                self._close_step(lines, head)
                head = -1
                telling = x.own.seat == e
                if telling:
                    kind, title = "enemy", tr("vikings.story.enemy", "The enemy clan's turn")
                continue
            if t == "play" and telling and kind == "enemy" and x.first(Played).seat == e:
                title = tr("vikings.story.enemy_card", "The enemy clan plays {card}",
                           card=T.card_name(x.first(Played).card))
            if t in ("reveal", "battle_join") and not kind:
                kind, title = "battle", tr("vikings.story.battle", "A battle")
                telling = True
            if t == "battle_start" and x.own.seat == e and not kind:
                kind, title = "enemy", tr("vikings.story.enemy_battle", "The enemy clan starts a battle")
                telling = True
            if not telling:
                continue
            if t == "enemy_icon":
                mat = D.ENEMY_MATS[st.enemy_mat]
                res = D.RES.index(x.own.track)
                for sp, code in mat[2 + res].items():
                    if code == x.own.icon:
                        fired.add((res, sp))
            if t == "no_effect" and head >= 0:
                continue          # said by the step's own "nothing came of it"
            msg = describe(x.event, names, st.map_id)
            if not msg:
                continue
            text = tr(msg)   # the engine's message, worded in the language shown
            if not text:
                continue
            colour = P.PARCHMENT
            if t in _STEP_HEADS:
                colour = P.GOLD
            elif t in ("battle_won", "battle_tie", "battle_lost", "strengths", "invaders"):
                colour = shade(P.GOLD, 1.2)
            elif t == "fury":
                colour = mix(P.DANGER, P.PARCHMENT, 0.5)
            if t == "leader" and x.own.seat == e:
                text = tr("vikings.story.why_leader", "{text} (its card: {card}; its rule: sail for the nearest island "
                                                      "with the card's rune)", text=text, card=T.card_name(x.own.card)) \
                    if x.own.action == "SAIL" else text
            if t == "slay" and x.first(BattleResolved).winners[0] == e:
                text += " " + self._enemy_slay_rule(told, i)
            if t in _STEP_HEADS and kind == "enemy":
                self._close_step(lines, head)
                head = len(lines)
            lines.append((text, colour))
        self._close_step(lines, head)
        if not (lines and kind):
            return None
        ends = ("battle_won", "battle_tie", "battle_lost", "battle_void")
        if kind == "battle" and not any(x.kind in ends for x in told):
            return None   # a card joined a battle that is not resolved yet: nothing to tell
        if kind == "enemy" and before is not None:
            lines += self._score_drops(before, st.score_breakdown())
        return kind, title, lines, fired

    @staticmethod
    def _close_step(lines: list, head: int) -> None:
        """An enemy step with nothing after it: its line says nothing came of it."""
        if head >= 0 and head == len(lines) - 1:
            text, colour = lines[head]
            lines[head] = (tr("vikings.story.nothing", "{text}: nothing comes of it.", text=text.rstrip(".")), colour)

    def _enemy_slay_rule(self, told: list, i: int) -> str:
        """Where the enemy's rule differs from the player's: say so at its slaying (the
        `i`-th of the step's told events)."""
        prev = [x.kind for x in told[:i]]
        if prev and prev[-1] == "valkyrie_sent":
            return tr("vikings.story.rule_valkyrie", "(Enemy rule: its Valkyrie slays a Giant at once, with no "
                                                     "Settlers needed; yours needs as many Settlers as the Giant's "
                                                     "strength.)")
        heads = [x for x in told[:i] if x.kind in _STEP_HEADS]
        last = heads[-1] if heads else None
        # a dedication places a Village on its slot (the Placed fact's place)
        ded = D.DEDICATIONS.get(last.first(Placed).at) if last is not None and last.kind == "dedicate" else None
        action = last.own.action if last is not None and type(last.own) in (E.Leader, E.RuneAction) else None
        if action == "BUILD" or (ded is not None and "BUILD" in ded[1]):
            return tr("vikings.story.rule_build", "(Enemy rule: a Build with a Temple on its mat places a Temple, "
                                                  "which slays the Giant at its Chieftain Boat instead.)")
        return tr("vikings.story.rule_temple", "(Enemy rule: its Temple slays the Giant at its Chieftain Boat "
                                               "instead of being placed.)")

    def _score_drops(self, before: list, after: list) -> list:
        """A player's score that fell in the enemy's turn: why (which part of it fell)."""
        out = []
        names = {"islands": tr("vikings.story.src.islands", "islands held"),
                 "favors": tr("vikings.story.src.favors", "Favor cards"),
                 "giants": tr("vikings.story.src.giants", "Giants")}
        for c in range(min(len(before), len(after), self.n)):
            a, b = before[c].get("total", 0), after[c].get("total", 0)
            if b >= a:
                continue
            parts = [tr("vikings.story.src_drop", "{src} {a} to {b}", src=names.get(k, k), a=before[c][k],
                        b=after[c][k]) for k in after[c] if k != "total" and after[c][k] < before[c].get(k, 0)]
            out.append((tr("vikings.story.score_drop", "{name}'s score falls from {a} to {b}: {why} (islands "
                           "score only while held).", name=self.names[c], a=a, b=b, why=and_list(parts)),
                        mix(P.DANGER, P.PARCHMENT, 0.5)))
        return out

    def _draw_selection(self, surface: pygame.Surface) -> None:
        """The Boat being sailed (or moved by Tyr): a light ring."""
        if self.acting_human() is None:
            return
        dec = self.session.state.decision()
        if dec.get("kind") not in ("sail", "tyr") or dec.get("ph") not in ("move", "dock", "deploy", "raid"):
            return
        loc = dec.get("loc")
        for c, where, pos in V.boat_positions(self.view):
            if c == dec.get("seat") and where == loc:
                pygame.draw.circle(surface, P.PARCHMENT, pos, 16, 2)
                break

    def _where(self, loc: str) -> tuple[int, int]:
        b = self.geo.b
        if loc in b.dock_fjord:
            return self.geo.boat_slot(loc)
        if loc in b.fjord_adj:
            return self.geo.fjord_pos[loc]
        if loc in b.ridx:
            return self.geo.region_rects[loc].center
        return L.MAP.center

    def slides_for(self, seat: int, action: Any, events: list) -> list[Slide]:
        """Boats sail (the Chieftain Boat too), Settlers explore."""
        out = []
        st = self.session.state
        if st.is_over():
            return out          # the final breakdown is on the table
        sec = self.slide_seconds
        chief: list = []
        for x in E.told(events, st):
            # the piece each event moved (a Valkyrie's, not the Settler it carries along)
            f = x.first(Moved)
            if f is None:
                continue
            if f.piece == "chieftain boat":
                chief.append(f)
            elif f.piece == "boat":
                out.append(Slide(self._where(f.frm), self._where(f.to), sec, ("boat", f.seat, f.to)))
            elif f.piece == "settler" and f.seat is not None and f.seat >= 0:
                out.append(Slide(self._where(f.frm), self._where(f.to), sec, ("settler", f.seat, f.to)))
        if chief:   # one slide for the Chieftain Boat, from where it was to where it ends
            out.append(Slide(self._where(chief[0].frm), self._where(chief[-1].to), sec,
                             ("chief", st.enemy_clan, chief[-1].to)))
        return out

    def draw_slide(self, surface: pygame.Surface, payload: Any, pos: tuple[float, float]) -> None:
        kind, c, _to = payload
        if not 0 <= c < len(self.clan_cols) or self.session.state.is_over():
            return   # at the end the final scoring covers the map: no piece slides over it
        if kind == "settler":
            draw_settler(surface, self.clan_syms[c], self.clan_cols[c], pos, 8)
        else:
            draw_small_boat(surface, pos, self.clan_cols[c], self.clan_syms[c], 28 if kind == "chief" else 24,
                            chief=kind == "chief")
