"""Asgard's board drawing: the static board (drawn once) and the position (pieces from a
view). `Painter` knows nothing of the frame: it draws onto surfaces and reports hover
areas through a `tip(rect, title, body)` callback, so a preview script can use it as the
board scene does."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame

from game.asgard import data as D
from game.asgard.view import AsgardView
from game.core import HIDDEN
from ui import palette as P
from ui.boards import asgard_layout as L
from ui.boards import asgard_pieces as Pc
from ui.boards import asgard_text as T
from ui.widgets.pieces import mix, shade, texture
from ui.widgets.text import fit, fit_lines, render_fit, tr
from ui.widgets.tracks import ScoreTrack

TipFn = Callable[[pygame.Rect, Any, Any], None]

GOD_FILL = (mix(T.LIGHT_SIDE, P.TABLE, 0.78), mix(T.DARK_SIDE, P.TABLE, 0.62))
TREE_BARK = (86, 64, 44)
WORLD_FILL = mix(P.MOSS, P.TABLE, 0.62)
CLOSED_FILL = (44, 46, 50)
ASGARD_FILL = mix(P.GOLD, P.TABLE, 0.8)


class Painter:
    def __init__(self, fonts: Any, n: int, names: list[str], colours: list[tuple], symbols: list[str],
                 tip: TipFn | None = None) -> None:
        self.fonts = fonts
        self.n = n
        self.names = names
        self.colours = colours
        self.symbols = symbols
        self.tip: TipFn = tip or (lambda r, a, b: None)
        self.track = ScoreTrack(fonts, L.TRACK_RECT)
        self.hidden: Counter = Counter()
        self._blocks: dict[tuple, tuple[pygame.Surface, list]] = {}

    # --- small helpers ----------------------------------------------------------------
    def text(self, d: pygame.Surface, s: str, pos: tuple[int, int], size: int = 16, colour: tuple = P.PARCHMENT,
             role: str = "text", anchor: str = "topleft") -> pygame.Rect:
        surf = self.fonts.render(s, role, size, colour)
        r = surf.get_rect(**{anchor: pos})
        d.blit(surf, r)
        return r

    def text_in(self, d: pygame.Surface, s: str, pos: tuple[int, int], width: int, size: int = 16,
                colour: tuple = P.PARCHMENT, role: str = "text", anchor: str = "topleft") -> pygame.Rect:
        """`text` never wider than `width` (smaller first, then shortened: Portuguese
        "Centro do tabuleiro" spilled out of its box)."""
        surf = render_fit(self.fonts, s, role, size, colour, width, min_size=min(size, 14))
        r = surf.get_rect(**{anchor: pos})
        d.blit(surf, r)
        return r

    def _side_words(self, d: pygame.Surface, s: str, midleft: tuple[int, int], width: int) -> None:
        """`s` left-aligned from `midleft`, one row or two centred on it, never wider than `width`."""
        rows = [self.fonts.render(part, "text", z, P.PARCHMENT)
                for part, z in fit_lines(self.fonts, s, "text", width, ((14, 1), (14, 2)))]
        y = midleft[1] - sum(r.get_height() for r in rows) // 2
        for r in rows:
            d.blit(r, (midleft[0], y))
            y += r.get_height()

    def disc(self, d: pygame.Surface, pos: tuple[float, float], seat: int, r: float = L.DISC_R) -> None:
        Pc.disc(d, pos, r, self.colours[seat], self.symbols[seat])

    def count(self, d: pygame.Surface, k: int, pos: tuple[int, int], colour: tuple = P.PARCHMENT) -> pygame.Rect:
        return self.text(d, f"×{k}", pos, 16, colour, "text-bold", "midleft")

    # --- static board ---------------------------------------------------------------------
    def draw_static(self, s: pygame.Surface) -> None:
        f = self.fonts
        # Yggdrasil: a trunk from the roots, branches to the worlds (behind everything)
        trunk_x = L.CENTRE.centerx
        pygame.draw.rect(s, mix(P.SEA, P.TABLE, 0.55), L.TREE.inflate(0, 4), 0, 14)
        pygame.draw.line(s, TREE_BARK, (trunk_x, L.TREE.bottom), (trunk_x, L.TREE.y + 20), 26)
        for i in range(8):
            r = L.world_rect(i)
            pygame.draw.line(s, TREE_BARK, (trunk_x, r.centery + 30), r.center, 9)
        for u in L.UNDERWORLD_RECTS:
            pygame.draw.line(s, shade(TREE_BARK, 0.8), (trunk_x, L.ROUNDS.centery), u.center, 11)
        for g in range(10):
            self._static_god(s, g)
        self._static_asgard(s)
        self._static_supply(s)
        for i in range(D.NUM_WORLDS):
            self._static_world(s, i)
        # Valhalla and the board centre share the eighth place
        vr = L.VALHALLA
        pygame.draw.rect(s, mix(P.DANGER, P.TABLE, 0.62), vr, 0, 12)
        pygame.draw.rect(s, shade(P.DANGER, 1.2), vr, 2, 12)
        self.text(s, tr("asgard.valhalla", "Valhalla"), (vr.x + 10, vr.y + 4), 20, P.PARCHMENT, "display-bold")
        cr = centre_rect()
        pygame.draw.rect(s, (36, 40, 48), cr, 0, 10)
        pygame.draw.rect(s, P.PANEL_BORDER, cr, 2, 10)
        self.text_in(s, tr("asgard.centre", "Board centre"), (cr.x + 8, cr.y + 3), cr.w - 16, 16, P.TEXT_DIM,
                     "text-bold")
        # underworlds
        for u, r in enumerate(L.UNDERWORLD_RECTS):
            pygame.draw.rect(s, (34, 30, 40), r, 0, 12)
            pygame.draw.rect(s, shade(T.SIDE_RGB[u], 0.9), r, 2, 12)
            name = tr("asgard.under_light", "Light underworld") if u == 0 else tr("asgard.under_dark", "Dark underworld")
            self.text(s, fit(f, name, "display-bold", 18, r.w - 12), (r.x + 8, r.y + 4), 18, P.PARCHMENT, "display-bold")
            # right of the god tile's place, inside the box (at 1280x720 "a god here", Portuguese
            # "deus aqui" were shortened: the tile sits 4 px further left, the words are shorter)
            self.text_in(s, tr("asgard.under_vp1", "god here"), (r.x + 56, r.y + 36), r.w - 60, 16, P.TEXT_DIM)
            self.text_in(s, tr("asgard.under_vp2", "scores 5"), (r.x + 56, r.y + 56), r.w - 60, 16, P.TEXT_DIM)
        # round track with the legendary weapon stacks
        rr = L.ROUNDS
        pygame.draw.rect(s, P.PANEL, rr, 0, 10)
        pygame.draw.rect(s, P.PANEL_BORDER, rr, 2, 10)
        self.text(s, tr("asgard.rounds", "Rounds"), (rr.x + 8, rr.y + 3), 16, P.TEXT_DIM, "text-bold")
        self.text(s, tr("asgard.legendary", "Legendary"), (L.lw_stack_rect(0).x, rr.y + 3), 16, P.TEXT_DIM, "text-bold")
        for r in range(1, 7):
            c = L.round_cell(r)
            pygame.draw.rect(s, (44, 52, 64), c, 0, 6)
            pygame.draw.rect(s, P.PANEL_BORDER, c, 1, 6)
            lab = str(r) if r <= 5 else "ᚱ"
            self.text(s, lab, c.center, 18, P.PARCHMENT, "display-bold", "center")
        # left of the Legendary stacks' counts (its tooltip holds the whole note)
        self.text_in(s, "✱ " + tr("asgard.house_short", "Some values are our own"),
                     (L.HOUSE_NOTE.x, L.HOUSE_NOTE.y), L.lw_stack_rect(0).x - 6 - L.HOUSE_NOTE.x, 16, P.GOLD)

    def _static_god(self, s: pygame.Surface, g: int) -> None:
        f = self.fonts
        r = L.GOD_RECTS[g]
        side = D.GOD_SIDE[g]
        fill = GOD_FILL[side]
        pygame.draw.rect(s, fill, r, 0, 10)
        texture(s, r.inflate(-10, -10), fill, 300 + g, 30)
        band = pygame.Rect(r.x, r.y, r.w, L.HEADER_H)
        pygame.draw.rect(s, shade(T.SIDE_RGB[side], 0.75 if side == 0 else 1.0), band,
                         border_top_left_radius=10, border_top_right_radius=10)
        pygame.draw.rect(s, shade(T.SIDE_RGB[side], 1.2), r, 2, 10)
        ink = P.INK if side == 0 else P.PARCHMENT
        self.text(s, T.god(g), (r.x + 10, r.y + 1), 20, ink, "display-bold")
        # seal place
        sc = L.seal_center(g)
        pygame.draw.circle(s, shade(T.SIDE_RGB[side], 0.5), sc, 10, 1)
        # prayer spaces (silver: power spaces), temple space, support spaces
        for sp, c in L.prayer_centers(g).items():
            Pc.empty_space(s, c, L.SPACE_R, silver=D.SPACE_KIND[sp] in ("up", "only"))
            lab = {"up": "▲", "lo": "▼", "only": "●"}[D.SPACE_KIND[sp]]
            if D.SPACE_KIND[sp] != "only":
                self.text(s, lab, (c[0], c[1] + L.SPACE_R + 8), 14, P.TEXT_DIM, "text", "center")
        tr_ = L.temple_rect(g)
        pygame.draw.rect(s, (40, 46, 56), tr_, 0, 5)
        pygame.draw.rect(s, (150, 130, 90), tr_, 2, 5)
        Pc.temple_glyph(s, tr_.inflate(-4, -4), (120, 104, 76))
        for i in (0, 1):
            c = L.support_center(g, i)
            Pc.empty_space(s, c, L.SPACE_R, fill=(52, 44, 36))
            self.text(s, "I" * (i + 1), c, 16, (140, 124, 100), "display-bold", "center")
            dr = L.demand_rect(g, i)
            types = D.GOD_DEMAND[g][i]
            x = dr.x + 4
            for t in types:
                Pc.recruit(s, (x, dr.y + 7), 5, t)
                x += 11
            vp = f.render(str(D.GOD_SUPPORT_VP[g][i]), "text-bold", 16, P.GOLD)
            s.blit(vp, vp.get_rect(midtop=(c[0] + (8 if types else 0) + max(0, len(types) - 1) * 5, dr.y + 8)))
        # the place of the god's tiles
        tr2 = L.tile_stack_rect(g)
        pygame.draw.rect(s, shade(fill, 0.7), tr2.inflate(4, 4), 1, 6)

    def _static_asgard(self, s: pygame.Surface) -> None:
        a = L.ASGARD
        pygame.draw.rect(s, ASGARD_FILL, a, 0, 12)
        texture(s, a.inflate(-10, -10), ASGARD_FILL, 77, 50)
        pygame.draw.rect(s, P.GOLD, a, 2, 12)
        self.text(s, tr("asgard.asgard", "Asgard"), (a.x + 10, a.y + 2), 22, P.GOLD, "display-bold")
        pygame.draw.rect(s, shade(ASGARD_FILL, 0.8), L.ASGARD_DISCS, 0, 8)
        pygame.draw.rect(s, shade(P.GOLD, 0.6), L.ASGARD_DISCS, 1, 8)
        self.text(s, tr("asgard.tiles", "Asgard tiles"), (L.AT_STACK.x, a.y + 8), 16, P.PARCHMENT, "text-bold")
        # recruit prices
        for t in range(3):
            r = L.price_rect(t)
            pygame.draw.rect(s, shade(ASGARD_FILL, 0.8), r, 0, 6)
            Pc.recruit(s, (r.x + 12, r.centery - 2), 8, t)
            x = r.x + 30
            for sd, k in enumerate(D.RECRUIT_PRICE[t]):
                for _ in range(k):
                    Pc.seal(s, (x, r.centery), 8, sd)
                    x += 15
        # the influence disc row with the seal under each column
        self.text(s, tr("asgard.row", "Disc row"), (L.ROW_X, a.y + 6), 16, P.PARCHMENT, "text-bold")
        for c in range(D.ROW_COLS):
            r = L.row_col_rect(c)
            pygame.draw.rect(s, shade(ASGARD_FILL, 0.75), r, 0, 6)
            Pc.seal(s, L.row_seal_center(c), 9, D.ROW_SEALS[c])
            self.text(s, str(c + 1), (r.right - 3, r.y + 1), 14, P.TEXT_DIM, "text", "topright")

    def _static_supply(self, s: pygame.Surface) -> None:
        r = L.SUPPLY
        pygame.draw.rect(s, P.PANEL, r, 0, 10)
        pygame.draw.rect(s, P.PANEL_BORDER, r, 2, 10)

    def _static_world(self, s: pygame.Surface, i: int) -> None:
        r = L.WORLD_RECTS[i]
        closed = i + 1 in D.CLOSED_WORLDS[self.n]
        fill = CLOSED_FILL if closed else WORLD_FILL
        pygame.draw.rect(s, fill, r, 0, 14)
        if not closed:
            texture(s, r.inflate(-12, -12), fill, 500 + i, 40)
        pygame.draw.rect(s, shade(fill, 1.4), r, 2, 14)
        self.text(s, T.World(i + 1), (r.centerx, r.y + 2), 18, P.PARCHMENT, "display-bold", "midtop")
        if closed:
            self.text(s, tr("asgard.closed", "closed"), r.center, 18, P.TEXT_DIM, "text-bold", "center")
            return
        for side in (0, 1):
            sr = L.slot_rect(i, side)
            pygame.draw.rect(s, shade(T.SIDE_RGB[side], 0.4), sr, 0, 6)
            pygame.draw.rect(s, shade(T.SIDE_RGB[side], 0.9), sr, 1, 6)
        self.text(s, "vs", L.vs_center(i), 16, P.TEXT_DIM, "text-bold", "center")
        vr = L.victory_rect(i)
        pygame.draw.rect(s, shade(fill, 0.7), vr, 0, 8)
        pygame.draw.rect(s, P.GOLD, vr, 1, 8)

    # --- the position ------------------------------------------------------------------------
    def draw_position(self, d: pygame.Surface, v: AsgardView, hidden: Any = None) -> None:
        # pieces still sliding to a place are not drawn there yet: payload (place, seat)
        self.hidden = Counter(p[0] for p in (hidden or {}) for _ in range((hidden or {})[p]))
        for g in range(10):
            self._cached(d, L.GOD_RECTS[g], self._god_key(v, g), lambda g=g: self._god(d, v, g))
        self._asgard(d, v)
        self._supply(d, v)
        for i in range(D.NUM_WORLDS):
            self._world(d, v, i)
        self._valhalla(d, v)
        self._underworlds(d, v)
        self._rounds(d, v)
        self.track.draw(d, v.scores(), self.symbols, self.colours)
        for i, (x, y) in enumerate(self.track.marker_positions(v.scores())):
            self.tip(pygame.Rect(x - 9, y - 9, 18, 18), self.names[i],
                     tr("asgard.tip.score", "{k} points", k=v.scores()[i]))
        self.tip(L.TRACK_RECT, tr("asgard.track", "Score track"), lambda: ", ".join(
            f"{self.names[s]} {v.scores()[s]}" for s in range(self.n)))

    # --- drawn once per look: a god block or a seat panel is blitted while nothing in it changes
    def _cached(self, d: pygame.Surface, rect: pygame.Rect, key: tuple, draw: Callable[[], None]) -> None:
        hit = self._blocks.get(key)
        if hit is not None and hit[0].get_size() == rect.size:
            d.blit(hit[0], rect)
            for tip in hit[1]:
                self.tip(*tip)
            return
        tips: list = []
        real = self.tip
        self.tip = lambda r, a, b: (tips.append((r, a, b)), real(r, a, b))  # type: ignore[assignment]
        try:
            draw()
        finally:
            self.tip = real  # type: ignore[assignment]
        if len(self._blocks) > 600:
            self._blocks.clear()
        self._blocks[key] = (d.subsurface(rect).copy(), tips)

    def _god_key(self, v: AsgardView, g: int) -> tuple:
        spaces = D.GOD_SPACES[g]
        c = D.GOD_STONE[g] if g != D.ODIN else D.WHITE_STONE
        hid = tuple(self.hidden[k] for k in [("space", sp) for sp in spaces] + [("temple", g), ("support", g, 0),
                                                                               ("support", g, 1)])
        return ("god", g, tuple(v.space_holder(sp) for sp in spaces), v.temple_holder(g), tuple(v.supporters(g)), v.god_has_seal(g),
                v.stone_reserve()[c] if c is not None else -1, tuple(v.god_recruits(g)), tuple(v.god_pile(g)[-1:]),
                len(v.god_pile(g)), v.tyr_holder() < 0, v.thor_holder() < 0, D.GOD_RISES[g] <= max(1, v.current_round()), hid)

    def _god(self, d: pygame.Surface, v: AsgardView, g: int) -> None:
        r = L.GOD_RECTS[g]
        risen = D.GOD_RISES[g] <= max(1, v.current_round())
        self.tip(r, T.god(g), lambda: T.god_tip(g, v, self.names))
        for sp, c in L.prayer_centers(g).items():
            if v.space_holder(sp) >= 0:
                if not self.hidden[("space", sp)]:
                    self.disc(d, c, v.space_holder(sp))
            self.tip(pygame.Rect(c[0] - 15, c[1] - 15, 30, 30), lambda sp=sp: T.first_upper(T.space_name(D.SPACE_IDS[sp])),
                     lambda sp=sp: T.space_tip(sp))
        tr_ = L.temple_rect(g)
        if v.temple_holder(g) >= 0:
            if not self.hidden[("temple", g)]:
                self.disc(d, tr_.center, v.temple_holder(g))
        self.tip(tr_, lambda: tr("asgard.tip.temple_title", "{god}'s temple space", god=T.god(g)),
                 lambda: T.temple_space_tip(g))
        for i in (0, 1):
            c = L.support_center(g, i)
            if v.supporters(g)[i] >= 0:
                if not self.hidden[("support", g, i)]:
                    self.disc(d, c, v.supporters(g)[i])
            self.tip(pygame.Rect(c[0] - 17, c[1] - 15, 34, 52), lambda i=i: tr("asgard.tip.sup_title", "{god}: support {n}",
                                                                            god=T.god(g), n="I" * (i + 1)),
                     lambda i=i: self._support_tip(v, g, i))
        if v.god_has_seal(g):
            Pc.seal(d, L.seal_center(g), 10, D.GOD_SIDE[g])
            sc = L.seal_center(g)
            self.tip(pygame.Rect(sc[0] - 11, sc[1] - 11, 22, 22), tr("asgard.tip.seal_title", "{side} seal",
                                                                     side=T.side(D.GOD_SIDE[g]).capitalize()),
                     T.seal_tip(D.GOD_SIDE[g]))
        # stones lying on the god (Odin: the white stones beside the board)
        c = D.GOD_STONE[g] if g != D.ODIN else D.WHITE_STONE
        sp = L.stone_pile_rect(g)
        if c is not None:
            Pc.stone(d, (sp.x + 12, sp.centery), 8, c)
            self.count(d, v.stone_reserve()[c], (sp.x + 24, sp.centery))
            self.tip(sp, tr("asgard.tip.pile", "{c} stones in the reserve", c=T.stone(c).capitalize()),
                     T.stone_tip())
        rr = L.recruits_rect(g)
        for t in range(3):
            k = v.god_recruits(g)[t]
            if k:
                cx, cy = L.recruit_slot_center(g, t)
                Pc.recruit(d, (cx, cy - 2), 8, t)
                self.count(d, k, (cx + 10, cy))
        if sum(v.god_recruits(g)):
            self.tip(rr, tr("asgard.tip.rec_title", "Recruits on {god}", god=T.god(g)),
                     T.recruit_list(v.god_recruits(g)) + "\n" + tr("asgard.tip.rec_body", "They fight beside {god}'s tiles "
                                                             "in Ragnarök. Loki may steal one, Hel may kill a warrior.",
                                                             god=T.god(g)))
        # the god's tiles: the top one face up, the count under it
        st = v.god_pile(g)
        tr2 = L.tile_stack_rect(g)
        if st:
            if len(st) > 1:
                Pc.tile_base(d, tr2.move(3, 3), shade(T.SIDE_RGB[D.GOD_SIDE[g]], 0.4), shade(P.GOLD, 0.5))
            Pc.god_tile(d, self.fonts, tr2, st[-1], T.god(g))
            # under the pile, clear of the support numbers on its left and of the board's edge
            self.text_in(d, tr("asgard.tiles_left", "{k} left", k=len(st)), (tr2.centerx + 2, tr2.bottom + 4),
                         tr2.w + 8, 14, P.TEXT_DIM, "text", "midtop")
            self.tip(tr2, T.god_tile_title(st[-1]), tr("asgard.tip.stack", "The next tile a temple of {god} puts into "
                                                       "Yggdrasil. {k} left.", god=T.god(g), k=len(st)) + "\n"
                     + T.god_tile_tip(st[-1]))
        # power tiles at home
        if g == D.TYR and v.tyr_holder() < 0:
            Pc.power_tile(d, self.fonts, L.power_tile_rect(g), False)
            self.tip(L.power_tile_rect(g), tr("asgard.tyr_tile", "Týr's tile"), T.power_tile_tip(D.TYR))
        if g == D.THOR and v.thor_holder() < 0:
            Pc.power_tile(d, self.fonts, L.power_tile_rect(g), True)
            self.tip(L.power_tile_rect(g), tr("asgard.thor_tile", "Thor's tile"), T.power_tile_tip(D.THOR))
        if not risen:
            dim = pygame.Surface(r.size, pygame.SRCALPHA)
            dim.fill((10, 12, 16, 150))
            d.blit(dim, r)
            # on a dark plate of its own: the words lay over the support numbers under the dimming
            words = render_fit(self.fonts, tr("asgard.rises_in", "rises in round {r}", r=D.GOD_RISES[g]), "text-bold",
                               18, P.GOLD, r.w - 16, min_size=14)
            at = words.get_rect(center=(r.centerx, r.centery + 8))
            pygame.draw.rect(d, (16, 18, 24), at.inflate(12, 4), 0, 6)
            d.blit(words, at)

    def _support_tip(self, v: AsgardView, g: int, i: int) -> str:
        who = self.names[v.supporters(g)[i]] if v.supporters(g)[i] >= 0 else tr("asgard.free", "free")
        return tr("asgard.tip.sup_body", "{who}. Demands {d}; scores {vp} points if {god} wins its world in "
                  "Ragnarök.", who=who, d=T.demand_text(D.GOD_DEMAND[g][i]), vp=D.GOD_SUPPORT_VP[g][i], god=T.god(g))

    def _asgard(self, d: pygame.Surface, v: AsgardView) -> None:
        self.tip(L.ASGARD_DISCS, tr("asgard.tip.area_title", "The Asgard area"), tr(
            "asgard.tip.area", "Any number of discs may be placed here. Resolving one: turn an Asgard tile and take "
            "its bonus, buy recruits and discs with seals, move your centre discs to battle spaces. With two or more "
            "here you may resolve them all at once (one free disc, no purchases of discs)."))
        for s in range(self.n):
            for k in range(v.asgard_discs(s) - self.hidden[("asg", s)]):
                self.disc(d, L.asgard_disc_center(s, k, self.n), s, 9)
        # Asgard tiles
        k = len(v.asgard_pile())
        if k:
            Pc.asgard_tile(d, self.fonts, L.AT_STACK, 0)
            self.text(d, f"{k}", L.AT_STACK.center, 16, P.PARCHMENT, "text-bold", "center")
        else:
            pygame.draw.rect(d, shade(ASGARD_FILL, 0.7), L.AT_STACK, 1, 5)
        self.tip(L.AT_STACK, tr("asgard.tip.at_stack", "Asgard tile stack"), tr(
            "asgard.tip.at_stack_body", "{k} tiles face down; {j} turned tiles wait to be reshuffled.", k=k,
            j=len(v.asgard_discards())))
        for i, tid in enumerate(v.asgard_tiles()):
            r = L.at_slot_rect(i)
            if tid == 0:
                pygame.draw.rect(d, shade(ASGARD_FILL, 0.7), r, 1, 5)
                continue
            Pc.asgard_tile(d, self.fonts, r, tid)
            name = T.at_name(tid)
            self.tip(r, tr("asgard.tip.at", "Asgard tile {t}", t=name) + (tr("asgard.turned", " (turned)") if tid < 0
                                                                          else ""), T.at_tip(tid))
        for t in range(3):
            r = L.price_rect(t)
            self.tip(r, tr("asgard.tip.price", "Buy {r}", r=T.recruit(t)), tr(
                "asgard.tip.price_body", "Price in seals: {p}. Bought in an Asgard action, from the reserve.",
                p=T.price_text(D.RECRUIT_PRICE[t])) + "\n" + T.recruit_tip(t))
        for c in range(D.ROW_COLS):
            bits = v.disc_row()[c]
            k = 0
            for s in range(self.n):
                if bits >> s & 1:
                    self.disc(d, L.row_disc_center(c, k), s, 8)
                    k += 1
            self.tip(L.row_col_rect(c), tr("asgard.tip.col", "Disc row, column {c}", c=c + 1),
                     tr("asgard.tip.col_seal", "Seal under it: {s}.", s=T.side(D.ROW_SEALS[c])) + "\n" + T.row_tip())

    def _supply(self, d: pygame.Surface, v: AsgardView) -> None:
        for k in range(4):
            r = L.temple_stack_rect(k)
            st = v.temple_pile(k)
            if st:
                Pc.temple_tile(d, self.fonts, r, st[-1], D.TEMPLE_STACK_VP[k])
                self.text(d, f"{D.TEMPLE_STACK_KEYS[k]} ·{len(st)}", (r.right - 4, r.y + 4), 14, P.INK, "text-bold",
                          "topright")
                self.tip(r, tr("asgard.tip.temple_stack", "Temple stack {k}", k=D.TEMPLE_STACK_KEYS[k]),
                         T.temple_tip(st[-1]) + "\n" + tr("asgard.tip.left", "{k} left.", k=len(st)))
            else:
                pygame.draw.rect(d, P.PANEL_BORDER, r, 1, 4)
                self.text(d, tr("asgard.empty", "empty"), r.center, 14, P.TEXT_DIM, "text", "center")
        for rect, which in ((L.WEAPON_STACK, 0), (L.MAGIC_STACK, 1)):
            stack = v.weapon_pile() if which == 0 else v.magic_pile()
            if stack:
                tile = rect.inflate(-8, -14).move(0, -4)
                (Pc.weapon_tile if which == 0 else Pc.magic_tile)(d, self.fonts, tile, None)
            self.text(d, f"{len(stack)}", (rect.centerx, rect.bottom), 14, P.PARCHMENT, "text-bold", "midbottom")
            title = tr("asgard.tip.wstack", "Weapon stack") if which == 0 else tr("asgard.tip.mstack", "Magic stack")
            body = T.weapon_tip() if which == 0 else tr(
                "asgard.tip.mstack_body", "Magic tiles: double recruits, break a weapon, nullify a tile, top and bottom "
                "bonus of 10 points. They work in Ragnarök only.")
            self.tip(rect, title, tr("asgard.tip.stack_body", "{k} tiles face down. A disc bought onto a {side} "
                                     "battle space lets its owner look through and keep one.", k=len(stack),
                                     side=T.side(which)) + "\n" + body)
        for k in range(5):
            r = L.battle_stack_rect(k)
            cnt = v.battle_tiles_left()[k]
            tile = pygame.Rect(r.x + 3, r.y + 2, r.w - 6, r.h - 18)
            if cnt:
                Pc.battle_tile(d, self.fonts, tile, D.BATTLE_VALUES[k])
            else:
                pygame.draw.rect(d, P.PANEL_BORDER, tile, 1, 4)
            self.text(d, f"×{cnt}", (r.centerx, r.bottom + 1), 14, P.PARCHMENT, "text-bold", "midbottom")
            self.tip(r, tr("asgard.tip.bstack", "Battle tiles: {v} points", v=D.BATTLE_VALUES[k]),
                     tr("asgard.tip.bleft", "{k} left.", k=cnt) + "\n" + T.battle_tile_tip(D.BATTLE_VALUES[k]))

    def _slot(self, d: pygame.Surface, v: AsgardView, i: int, side: int) -> None:
        c = v.world_slot(i)[side]
        if c == 0:
            return
        # drawn once per tile and slot (nothing else is drawn there before it), then blitted
        self._cached(d, L.slot_rect(i, side), ("slot", i, side, c), lambda: self._slot_tile(d, i, side, c))

    def _slot_tile(self, d: pygame.Surface, i: int, side: int, c: int) -> None:
        sr = L.slot_rect(i, side)
        t = sr.inflate(-4, -4)
        if c >= D.GOD_TILE_BASE:
            Pc.god_tile(d, self.fonts, t, c, T.god(D.tile_god(c)))
            self.tip(sr, T.god_tile_title(c), T.god_tile_tip(c, underworld=i >= D.NUM_WORLDS))
        else:
            Pc.pop_tile(d, self.fonts, t, c)
            self.tip(sr, T.pop_title(c), T.pop_tip(c))

    def _world(self, d: pygame.Surface, v: AsgardView, i: int) -> None:
        r = L.WORLD_RECTS[i]
        self.tip(r, T.World(i + 1), lambda: T.world_tip(v, i, self.names))
        if v.world_closed(i):
            return
        for side in (0, 1):
            self._slot(d, v, i, side)
        rag = v.phase_id() in ("ragnarok", "over") and any(v.ragnarok_supporters(2 * i + s) or v.ragnarok_items(2 * i + s) or
                                                      sum(v.ragnarok_recruits(2 * i + s)) for s in (0, 1))
        if rag:
            self._ragnarok_world(d, v, i)
        else:
            sides = (0,) if i == D.NUM_WORLDS - 1 else (0, 1)
            for side in sides:
                c = L.battle_center(i, side)
                seat = v.battle_space(i)[side]
                if i == D.NUM_WORLDS - 1 and seat < 0:
                    seat = v.battle_space(i)[1]
                Pc.empty_space(d, c, 12, fill=(50, 40, 34))
                side_col = T.SIDE_RGB[side] if i < D.NUM_WORLDS - 1 else P.GOLD
                pygame.draw.circle(d, shade(side_col, 0.8), c, 12, 2)
                held = side if i < D.NUM_WORLDS - 1 else (0 if v.battle_space(i)[0] >= 0 else 1)
                if seat >= 0 and not self.hidden[("battle", i, held)]:
                    self.disc(d, c, seat)
                    if i == D.NUM_WORLDS - 1:
                        sd = 0 if v.battle_space(i)[0] >= 0 else 1
                        # beside the disc: under it, the word ran into the victory discs' box; on two
                        # rows when one is too narrow (Portuguese "das Trevas")
                        self._side_words(d, T.side(sd), (c[0] + 16, c[1]), L.WORLD_RECTS[i].right - c[0] - 24)
                else:   # a free battle space: two small crossed swords
                    for sx in (-1, 1):
                        pygame.draw.line(d, (150, 130, 100), (c[0] - 5 * sx, c[1] + 5), (c[0] + 5 * sx, c[1] - 5), 2)
            for s in range(self.n):
                k = v.victory_discs(i)[s] - self.hidden[("victory", i, s)]
                if k > 0:
                    pos = L.victory_disc_center(i, s, self.n)
                    self.disc(d, pos, s, 9)
                    if k > 1:
                        self.count(d, k, (pos[0] + 10, pos[1]))
            if v.phase_id() == "battle":
                lv, dv = T.round_values(v, i)
                if v.legendary_shown(0) or v.legendary_shown(1):
                    self.text(d, f"{lv}", (L.slot_rect(i, 0).centerx, L.slot_rect(i, 0).bottom + 2), 14, P.GOLD,
                              "text-bold", "midtop")
                    self.text(d, f"{dv}", (L.slot_rect(i, 1).centerx, L.slot_rect(i, 1).bottom + 2), 14, P.GOLD,
                              "text-bold", "midtop")
        if v.ragnarok_legendary(i):
            sr = L.slot_rect(i, 0 if v.world_slot(i)[0] and v.world_slot(i)[0] < D.GOD_TILE_BASE else 1)
            lw = pygame.Rect(0, 0, 26, 26)
            lw.midtop = (sr.centerx, sr.bottom + 2)
            side = 0 if sr.x < r.centerx else 1
            Pc.legendary_tile(d, self.fonts, lw, side, None if v.ragnarok_legendary(i) == HIDDEN else v.ragnarok_legendary(i))
            self.tip(lw, tr("asgard.tip.lw_under", "A legendary weapon, face down"), T.legendary_tip())

    def _ragnarok_world(self, d: pygame.Surface, v: AsgardView, i: int) -> None:
        for side in (0, 1):
            k = 2 * i + side
            for j, seat in enumerate(v.ragnarok_supporters(k)):
                self.disc(d, L.rag_stack_center(i, side, j), seat, 10)
            ir = L.rag_items_rect(i, side)
            x, y = ir.x + 2, ir.y
            for t in range(3):
                cnt = v.ragnarok_recruits(k)[t]
                if cnt:
                    Pc.recruit(d, (x + 6, y + 8), 6, t)
                    self.text(d, f"{cnt}", (x + 14, y + 8), 14, P.PARCHMENT, "text-bold", "midleft")
                    x += 26
            x, y = ir.x + 2, ir.y + 22
            for it in v.ragnarok_items(k):
                tile = pygame.Rect(x, y, 18, 18)
                val = it[2]
                shown = None if val == HIDDEN else val
                if it[1] == 0:
                    Pc.weapon_tile(d, self.fonts, tile, shown)
                else:
                    Pc.magic_tile(d, self.fonts, tile, shown)
                if shown is not None:
                    title = (tr("asgard.weapon_n", "weapon {v}", v=shown).capitalize() if it[1] == 0
                             else T.magic_name(shown))
                    self.tip(tile, title, (T.weapon_tip() if it[1] == 0 else T.magic_tip(shown)) + "\n"
                             + tr("asgard.tip.placed_by", "Placed by {name}.", name=self.names[it[0]]))
                else:
                    self.tip(tile, tr("asgard.tip.facedown", "A face-down tile"), tr(
                        "asgard.tip.facedown_body", "{name} put a weapon or magic tile here; it is revealed when the "
                        "world is resolved.", name=self.names[it[0]]))
                x += 20
                if x > ir.right - 18:
                    x, y = ir.x + 2, y + 20

    def _valhalla(self, d: pygame.Surface, v: AsgardView) -> None:
        vr = L.VALHALLA
        for t in (0, 1):
            cx, cy = valhalla_slot(t)
            Pc.recruit(d, (cx, cy - 2), 10, t)
            self.count(d, v.valhalla_warriors()[t], (cx + 14, cy))
        self.tip(pygame.Rect(vr.x, vr.y, vr.w, 70), tr("asgard.valhalla", "Valhalla"), T.valhalla_tip(v))
        cr = centre_rect()
        x = cr.x + 18
        for s in range(self.n):
            k = v.centre_discs(s) - self.hidden[("centre", s)]
            if k > 0:
                self.disc(d, (x, cr.centery + 8), s, 9)
                if k > 1:
                    self.count(d, k, (x + 10, cr.centery + 8))
                x += 36
        self.tip(cr, tr("asgard.centre", "Board centre"), tr(
            "asgard.tip.centre", "Discs that lost a battle wait here. An Asgard action of their owner must move them "
            "to a free battle space (no tile gained); at the start of a round a player with fewer than two discs "
            "in front may take one back."))

    def _underworlds(self, d: pygame.Surface, v: AsgardView) -> None:
        for u, r in enumerate(L.UNDERWORLD_RECTS):
            self._slot(d, v, D.LIGHT_UNDERWORLD + u, u)
            self.tip(r, tr("asgard.tip.under_title", "{side} underworld", side=T.side(u).capitalize()),
                     T.underworld_tip(v, u))

    def _rounds(self, d: pygame.Surface, v: AsgardView) -> None:
        cur = 6 if v.phase_id() in ("ragnarok", "over") else v.current_round()
        for r in range(1, 7):
            c = L.round_cell(r)
            if r == cur:
                pygame.draw.rect(d, P.GOLD, c, 3, 6)
            elif r < cur:
                pygame.draw.line(d, P.TEXT_DIM, (c.x + 6, c.bottom - 6), (c.right - 6, c.y + 6), 1)
        self.tip(pygame.Rect(L.round_cell(1).x, L.round_cell(1).y, 6 * 43, 30), tr("asgard.rounds", "Rounds"), tr(
            "asgard.tip.rounds", "Five rounds: choose gods in secret, place discs, resolve them, battles. Then "
            "Ragnarök (ᚱ). Mímir rises in round 2, Surtr in 3, Fenrir in 4."))
        for side in (0, 1):
            r = L.lw_stack_rect(side)
            stack = v.legendary_pile(side)
            shown = v.legendary_shown(side)
            top = pygame.Rect(r.x + 4, r.y, 36, 36)
            if shown:
                Pc.legendary_tile(d, self.fonts, top, side, shown[-1])
            elif stack:
                Pc.legendary_tile(d, self.fonts, top, side, None)
            # the two stacks' counts never meet (Portuguese "restam 3" overlapped)
            self.text_in(d, tr("asgard.lw_left", "{k} left", k=len(stack)), (r.centerx, r.bottom), r.w + 4, 14,
                         P.TEXT_DIM, "text", "midbottom")
            past = ", ".join(str(x) for x in shown) or tr("asgard.none", "none")
            self.tip(r, tr("asgard.tip.lw_title", "{side} legendary weapons", side=T.side(side).capitalize()),
                     tr("asgard.tip.lw_body", "Turned so far: {past} (the newest counts). {k} face down.",
                        past=past, k=len(stack)) + "\n" + T.legendary_tip())
        self.tip(L.HOUSE_NOTE, tr("asgard.house_title", "This edition's own values"), T.house_note())

    # --- seat panel body ----------------------------------------------------------------------------
    def draw_seat_body(self, d: pygame.Surface, rect: pygame.Rect, v: AsgardView, s: int, viewer: int | None) -> None:
        body = pygame.Rect(rect.x + 10, rect.y + 36, rect.w - 16, rect.h - 40)
        phase_rev = tuple(v.gods_revealed(s)) if v.phase_id() in ("place", "actions") else ()
        key = ("seat", s, tuple(rect), v.order_of(s), v.discs_in_front(s), tuple(v.gods_chosen(s)), phase_rev, v.thor_holder() == s, v.tyr_holder() == s,
               tuple(v.stones_of(s)), tuple(v.seals_of(s)), tuple(v.recruits_of(s)), tuple(v.temples_of(s)), tuple(v.weapons_of(s)),
               tuple(v.magic_of(s)), tuple(v.battle_tiles_of(s)), tuple(v.populations_of(s)))
        self._cached(d, body, key, lambda: self._seat_body(d, rect, v, s))

    def _seat_body(self, d: pygame.Surface, rect: pygame.Rect, v: AsgardView, s: int) -> None:
        r1, r2, r3 = L.panel_rows(rect)
        names = self.names
        # row 1: order tile, discs in front, god cards (chosen: backs to others), revealed
        Pc.order_tile(d, self.fonts, (r1.x + 10, r1.centery), v.order_of(s))
        self.tip(pygame.Rect(r1.x, r1.y, 22, r1.h), tr("asgard.tip.order", "Player order {k}", k=v.order_of(s)),
                 tr("asgard.tip.order_body", "Turns go 1, 2, 3, 4 and around. Odin's power and a population tile can "
                    "change the order; ties at the end go to the lower number."))
        x = r1.x + 30
        for k in range(v.discs_in_front(s)):
            self.disc(d, (x + 8 + k * 13, r1.centery), s, 8)
        w = 16 + 13 * max(0, v.discs_in_front(s) - 1) + 6
        self.tip(pygame.Rect(x, r1.y, max(w, 20), r1.h), tr("asgard.tip.front", "Discs in front: {k}", k=v.discs_in_front(s)),
                 tr("asgard.tip.front_body", "Each disc in front is one action: in phase 1 you choose as many gods as "
                    "you have discs here."))
        x += max(w, 20) + 6
        sel = v.gods_chosen(s)
        x_sel = x
        for g in sel:
            cr = pygame.Rect(x, r1.y + 2, 20 if g == HIDDEN else self._chip_w(g), r1.h - 4)
            if g == HIDDEN:
                Pc.back_card(d, cr)
            else:
                self._god_chip(d, cr, g, True)
            x += cr.w + 3
        if sel:
            title = tr("asgard.tip.chosen", "Chosen gods")
            if HIDDEN in sel:
                body = tr("asgard.tip.chosen_hidden", "{name} chose {k} gods in secret; each is revealed when a disc "
                          "is placed.", name=names[s], k=len(sel))
            else:
                body = tr("asgard.tip.chosen_own", "Still to reveal: {gods}.", gods=", ".join(T.god(g) for g in sel))
            self.tip(pygame.Rect(x_sel, r1.y, x - x_sel, r1.h), title, body)
        rev = v.gods_revealed(s) if v.phase_id() in ("place", "actions") else []
        if rev:
            x += 6
            x0 = x
            for g in rev:
                self._god_chip(d, pygame.Rect(x, r1.y + 2, self._chip_w(g), r1.h - 4), g, False)
                x += self._chip_w(g) + 3
            self.tip(pygame.Rect(x0, r1.y, x - x0, r1.h), tr("asgard.tip.revealed", "Revealed this round"),
                     ", ".join(T.god(g) for g in rev))
        # held power tiles at the row's end
        xr = r1.right
        for g, holder in ((D.THOR, v.thor_holder()), (D.TYR, v.tyr_holder())):
            if holder == s:
                pr = pygame.Rect(xr - 34, r1.y + 1, 32, r1.h - 2)
                Pc.power_tile(d, self.fonts, pr, g == D.THOR)
                self.tip(pr, tr("asgard.thor_tile", "Thor's tile") if g == D.THOR else tr("asgard.tyr_tile", "Týr's tile"),
                         T.power_tile_tip(g))
                xr -= 36
        # row 2: stones, seals, recruits
        x = r2.x
        cy = r2.centery
        for c in range(7):
            k = v.stones_of(s)[c]
            if k:
                Pc.stone(d, (x + 7, cy), 7, c)
                self.text(d, str(k), (x + 16, cy), 16, P.PARCHMENT, "text-bold", "midleft")
                x += 30
        if x == r2.x:
            self.text(d, tr("asgard.no_stones", "no stones"), (x, cy), 16, P.TEXT_DIM, "text", "midleft")
            x += 84
        self.tip(pygame.Rect(r2.x, r2.y, max(20, x - r2.x), r2.h), tr("asgard.tip.stones", "Stones"),
                 ", ".join(f"{v.stones_of(s)[c]} {T.stone(c)}" for c in range(7) if v.stones_of(s)[c])
                 or tr("asgard.none", "none"))
        x = max(x + 6, r2.x + 160)
        x0 = x
        for sd in (0, 1):
            Pc.seal(d, (x + 8, cy), 8, sd)
            self.text(d, str(v.seals_of(s)[sd]), (x + 18, cy), 16, P.PARCHMENT, "text-bold", "midleft")
            x += 34
        self.tip(pygame.Rect(x0, r2.y, x - x0, r2.h), tr("asgard.tip.seals", "Seals"), tr(
            "asgard.tip.seals_body", "{l} light, {d} dark. They pay for recruits and discs in the Asgard area.",
            l=v.seals_of(s)[0], d=v.seals_of(s)[1]))
        x += 4
        x0 = x
        for t in range(3):
            Pc.recruit(d, (x + 7, cy - 2), 7, t)
            self.text(d, str(v.recruits_of(s)[t]), (x + 17, cy), 16, P.PARCHMENT, "text-bold", "midleft")
            x += 32
        self.tip(pygame.Rect(x0, r2.y, x - x0, r2.h), tr("asgard.tip.recruits", "Recruits"),
                 T.recruit_list(v.recruits_of(s)) + "\n" + tr("asgard.tip.recruits_body", "Spent to win battles; a temple moves "
                                                      "all of the demanded type onto the god."))
        # row 3: temples, weapons, magic, battle tiles, population tiles
        x = r3.x
        cy = r3.centery
        h = r3.h - 4
        for tid in v.temples_of(s):
            tr_ = pygame.Rect(x, r3.y + 2, 26, h)
            vp = D.TEMPLE_STACK_VP[tid // 6]
            Pc.small_tile(d, self.fonts, tr_, str(vp), (196, 176, 130))
            self.tip(tr_, tr("asgard.tip.temple", "Temple: {vp} points a round", vp=vp), T.temple_tip(tid))
            x += 29
        for val in v.weapons_of(s):
            wr = pygame.Rect(x, r3.y + 2, 22, h)
            Pc.weapon_tile(d, self.fonts, wr, None if val == HIDDEN else val)
            self.tip(wr, tr("asgard.tip.weapon", "Weapon tile") + ("" if val == HIDDEN else f" {val}"),
                     tr("asgard.tip.hidden_value", "Its value is secret.") + "\n" + T.weapon_tip() if val == HIDDEN
                     else T.weapon_tip())
            x += 25
        for m in v.magic_of(s):
            mr = pygame.Rect(x, r3.y + 2, 22, h)
            Pc.magic_tile(d, self.fonts, mr, None if m == HIDDEN else m)
            if m == HIDDEN:
                self.tip(mr, tr("asgard.tip.magic", "Magic tile"), tr("asgard.tip.hidden_kind", "Its kind is secret."))
            else:
                self.tip(mr, T.magic_name(m), T.magic_tip(m))
            x += 25
        for val in v.battle_tiles_of(s):
            br = pygame.Rect(x, r3.y + 2, 24, h)
            Pc.battle_tile(d, self.fonts, br, val)
            self.tip(br, tr("asgard.tip.btile", "Battle tile: {v} points", v=val), T.battle_tile_tip(val))
            x += 27
        for p in v.populations_of(s):
            pr = pygame.Rect(x, r3.y + 2, 24, h)
            Pc.pop_tile(d, self.fonts, pr, p)
            self.tip(pr, T.pop_title(p), T.pop_tip(p, held=True))
            x += 27
        if x == r3.x:
            self.text(d, tr("asgard.no_tiles", "no tiles yet"), (x, cy), 16, P.TEXT_DIM, "text", "midleft")

    def _chip_w(self, g: int) -> int:
        """A god chip's width: 20, wider for letters that need it (Greek "Μπ", "Θω")."""
        return max(20, self.fonts.get("text-bold", 14).size(T.god(g)[:2])[0] + 4)

    def _god_chip(self, d: pygame.Surface, r: pygame.Rect, g: int, secret: bool) -> None:
        fill = T.SIDE_RGB[D.GOD_SIDE[g]]
        pygame.draw.rect(d, fill, r, 0, 3)
        pygame.draw.rect(d, P.GOLD if secret else shade(fill, 0.6), r, 1, 3)
        ink = P.INK if D.GOD_SIDE[g] == 0 else P.PARCHMENT
        self.text(d, T.god(g)[:2], r.center, 14, ink, "text-bold", "center")


def centre_rect() -> pygame.Rect:
    vr = L.VALHALLA
    return pygame.Rect(vr.x + 6, vr.y + 84, vr.w - 12, vr.h - 90)


def valhalla_slot(t: int) -> tuple[int, int]:
    vr = L.VALHALLA
    return (vr.x + 30 + 70 * t, vr.y + 52)
