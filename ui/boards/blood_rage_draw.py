"""Blood Rage's drawing, apart from the scene: the static board (sea, ring, fjords,
Yggdrasil, villages, frames) and the position drawn from a view (figures, tokens,
destroyed provinces, the age track, Valhalla, a clan sheet, the glory track).

`Painter` draws into a surface and reports, through `tip(rect, title, body)`, what each
area explains on hover, and in `spots` where each figure stands (for targets and slides).
It reads only the view it is given.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Callable
from typing import Any

import pygame

from game.blood_rage.data import (
    CARDS,
    EPIC_GLORY,
    FJORD_OF,
    FJORDS,
    MONSTERS,
    OUTER,
    RAGNAROK_GLORY,
    REGION,
    SUPPORTS,
    TRACK,
    VILLAGES,
    YGG,
)
from game.blood_rage.view import BloodRageView
from game.core import HIDDEN
from ui import palette as P
from ui.boards import blood_rage_layout as L
from ui.boards import blood_rage_text as T
from ui.boards.blood_rage_cards import TILE_H, draw_card_tile
from ui.boards.blood_rage_figures import draw_figure_at, figure_height
from ui.boards.blood_rage_text import PHASE_NAMES, PHASE_TIPS, SLOT_TIPS
from ui.widgets.pieces import draw_doom, mix, shade, texture
from ui.widgets.text import fit, fit_lines, render_fit, tr

REGION_TONE = {"Manheim": (150, 128, 62), "Jotunheim": (82, 112, 140), "Alfheim": (120, 120, 112)}
TOKEN_COLOURS = {"Y": (86, 150, 70), "R": (176, 58, 46), "A": (150, 156, 168), "H": (214, 196, 150),
                 "G": (212, 167, 44)}
TOKEN_MARK = {"Y": "ᛉ", "R": "R", "A": "A", "H": "H", "G": "5"}
FIG_ORDER = {"L": 0, "W": 9}
BASE = 32            # a warrior's height on the map
SHEET_TILE_W = 204   # the clan sheet names one's own quests on tiles this wide ("Glorious Death", pl "Chwalebna Śmierć" whole at 1280x720)
KEPT_TILE_W = 140    # ... and one's kept card on a tile as tall as a card
SHEET_TILES = 3      # ... this many one under another (more: the last line says "+k more")
RES, VAL = "R", "V"
Tip = Callable[[pygame.Rect, Any, Any], None]


def kind_of(fid: str) -> str:
    return "W" if fid[0] == "W" and len(fid) == 2 else fid


def figures_at(v: BloodRageView, loc: str) -> list[tuple[int, str]]:
    """(seat, kind) of every figure at loc, by seat, Leader and monsters before Warriors."""
    out = []
    for s in range(v.num_players):
        ks = [kind_of(f) for f, where in v.figure_places(s) if where == loc]
        ks.sort(key=lambda k: FIG_ORDER.get(k, 5))
        out.extend((s, k) for k in ks)
    return out


def ring_point(c: tuple[int, int], r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return (c[0] + r * math.sin(a), c[1] - r * math.cos(a))


def draw_static(s: pygame.Surface, fonts: Any) -> None:
    """The board's own art (drawn once into the frame's static surface)."""
    cx, cy = L.CENTER
    # the sea under everything, with a few wave marks
    sea = mix(P.SEA, P.TABLE, 0.25)
    pygame.draw.rect(s, mix(P.SEA, P.TABLE, 0.55), pygame.Rect(L.BOARD.x, L.BOARD.y, L.SIDE_X - 6 - L.BOARD.x,
                                                                L.BOARD.h), 0, 14)
    pygame.draw.circle(s, sea, L.CENTER, L.R_SEA + 4)
    rnd = random.Random(7)
    for _ in range(60):
        r = L.R_OUT + 2 + rnd.random() * 12
        a = rnd.random() * 360
        x, y = L.polar(r, a)
        pygame.draw.arc(s, shade(sea, 1.25), pygame.Rect(x - 6, y - 3, 12, 6), 0.2, 2.9, 1)
    # provinces by region
    for i, p in enumerate(OUTER):
        tone = REGION_TONE[REGION[p]]
        fill = shade(tone, 0.8 + 0.08 * (i % 2))
        pygame.draw.polygon(s, fill, L.PROVINCE_POLY[p])
        texture(s, L.PROVINCE_RECT[p].inflate(-30, -30), fill, 300 + i, 90)
    pygame.draw.circle(s, sea, L.CENTER, L.R_SEA + 4, L.R_SEA + 4 - L.R_OUT)
    for p in OUTER:
        pygame.draw.polygon(s, shade(REGION_TONE[REGION[p]], 1.3), L.PROVINCE_POLY[p], 2)
    # the three regions, named in the corners beside them
    for region, pos, anchor in (("Manheim", (L.BOARD.x + 560, L.BOARD.y + 14), "topright"),
                                ("Jotunheim", (L.BOARD.x + 560, L.BOARD.bottom - 14), "bottomright"),
                                ("Alfheim", (L.BOARD.x + 12, L.BOARD.bottom - 14), "bottomleft")):
        tone = shade(REGION_TONE[region], 1.45)
        lab = fonts.render(tr(f"blood_rage.region.{region}", region), "display-bold", 20, tone)
        r = lab.get_rect(**{anchor: pos})
        s.blit(lab, r)
        sw = pygame.Rect(0, 0, 12, 12)
        sw.midright = (r.x - 6, r.centery) if anchor != "bottomleft" else (r.right + 18, r.centery)
        pygame.draw.rect(s, REGION_TONE[region], sw, 0, 3)
    # fjords
    for f in FJORDS:
        draw_fjord(s, f)
    # villages and names
    for p in OUTER:
        tone = REGION_TONE[REGION[p]]
        for (x, y) in L.VILLAGE_POS[p]:
            pygame.draw.circle(s, shade(tone, 0.55), (x, y + 4), L.VILLAGE_R)
            pygame.draw.circle(s, shade(tone, 1.2), (x, y + 4), L.VILLAGE_R, 1)
            roof = [(x - 7, y + 8), (x, y + 1), (x + 7, y + 8)]
            pygame.draw.lines(s, shade(tone, 1.25), False, roof, 1)
        draw_name(s, fonts, p)
    # Yggdrasil: a green disc with the world tree
    pygame.draw.circle(s, (46, 72, 44), L.CENTER, L.R_IN)
    texture(s, pygame.Rect(cx - 70, cy - 70, 140, 140), (46, 72, 44), 99, 70)
    pygame.draw.circle(s, (120, 170, 96), L.CENTER, L.R_IN, 3)
    trunk = (84, 62, 40)
    pygame.draw.polygon(s, trunk, [(cx - 9, cy + 52), (cx - 4, cy - 10), (cx + 4, cy - 10), (cx + 9, cy + 52)])
    for dx, dy, rr in ((-34, -30, 26), (34, -30, 26), (0, -48, 30), (-14, -18, 24), (16, -16, 24)):
        pygame.draw.circle(s, (60, 96, 56), (cx + dx, cy + dy), rr)
    for dx in (-40, -18, 18, 40):
        pygame.draw.line(s, trunk, (cx, cy + 48), (cx + dx, cy + 66), 3)
    lab = fonts.render(T.place(YGG), "display-bold", 20, P.PARCHMENT)
    s.blit(fonts.render(T.place(YGG), "display-bold", 20, P.INK), lab.get_rect(center=(cx + 1, cy + 79)))
    s.blit(lab, lab.get_rect(center=(cx, cy + 78)))
    # frames beside the map
    for r, title in ((L.AGE_RECT, tr("blood_rage.age_track", "Ages and Ragnarök")),
                     (L.VALHALLA_RECT, tr("blood_rage.valhalla", "Valhalla"))):
        pygame.draw.rect(s, P.PANEL, r, 0, 10)
        pygame.draw.rect(s, P.PANEL_BORDER, r, 2, 10)
        t = fonts.render(title, "display-bold", 20, P.GOLD)
        s.blit(t, (r.x + 10, r.y + 4))
    title_w = fonts.get("display-bold", 20).size(tr("blood_rage.valhalla", "Valhalla"))[0]
    sub = render_fit(fonts, tr("blood_rage.valhalla_sub", "the dead return to their clans at the end of the Age"),
                     "text", 16, P.TEXT_DIM, L.VALHALLA_RECT.w - title_w - 36, min_size=12)
    s.blit(sub, (L.VALHALLA_RECT.right - sub.get_width() - 10, L.VALHALLA_RECT.y + 7))
    pygame.draw.rect(s, P.PANEL, L.SHEET_RECT, 0, 10)
    pygame.draw.rect(s, P.PANEL_BORDER, L.SHEET_RECT, 2, 10)


_NAME_CACHE: dict[tuple, pygame.Surface] = {}
_TILE_CACHE: dict[tuple, pygame.Surface] = {}


def draw_name(s: pygame.Surface, fonts: Any, p: str) -> None:
    """A province's name along the rim of its sector (turned to stay upright)."""
    if p == YGG:
        return
    deg = L.mid_angle(p)
    key = (fonts.key, p, T.place(p))
    img = _NAME_CACHE.get(key)
    if img is None:
        name = fonts.render(T.place(p), "display-bold", 20, P.PARCHMENT)
        shadow = fonts.render(T.place(p), "display-bold", 20, P.INK)
        flat = pygame.Surface((name.get_width() + 2, name.get_height() + 2), pygame.SRCALPHA)
        flat.blit(shadow, (1, 1))
        flat.blit(name, (0, 0))
        turn = -deg if (deg < 90 or deg > 270) else 180 - deg
        img = pygame.transform.rotozoom(flat, turn, 1.0)
        _NAME_CACHE[key] = img
    x, y = L.polar(L.R_OUT - 15, deg)
    s.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_fjord(s: pygame.Surface, f: str, closed: bool = False) -> None:
    pygame.draw.polygon(s, (30, 36, 44) if closed else mix(P.SEA, P.ICE, 0.18), L.FJORD_POLY[f])
    pygame.draw.polygon(s, P.DANGER if closed else shade(P.ICE, 0.7), L.FJORD_POLY[f], 2)
    if closed:
        return
    a = L.FJORD_ANGLE[f]
    for r in (280, 246, 212):
        x, y = L.polar(r, a)
        pygame.draw.arc(s, shade(P.ICE, 0.9), pygame.Rect(x - 5, y - 2, 10, 5), 0.3, 2.8, 1)


def draw_token(d: pygame.Surface, fonts: Any, center: tuple[int, int], tok: str, pillaged: bool, r: int = 14) -> None:
    """A pillage token: its reward side (coloured, marked) or its pillaged side (dark, crossed)."""
    x, y = center
    if pillaged:
        pygame.draw.circle(d, (48, 40, 34), center, r)
        pygame.draw.circle(d, P.TEXT_DIM, center, r, 2)
        k = r * 0.45
        pygame.draw.line(d, P.DANGER, (x - k, y - k), (x + k, y + k), 3)
        pygame.draw.line(d, P.DANGER, (x - k, y + k), (x + k, y - k), 3)
        return
    col = TOKEN_COLOURS[tok]
    pygame.draw.circle(d, col, center, r)
    pygame.draw.circle(d, (120, 200, 100) if tok == "Y" else P.INK, center, r, 3 if tok == "Y" else 2)
    mark = fonts.render(TOKEN_MARK[tok], "display-bold" if tok == "Y" else "text-bold", 16,
                        P.INK if sum(col) > 380 else P.PARCHMENT)
    d.blit(mark, mark.get_rect(center=(x, y + (1 if tok == "Y" else 0))))


class Painter:
    """Draws a view's position; `tip` records hover texts; `spots` where figures stand."""

    def __init__(self, fonts: Any, cards: Any, names: list[str], colours: list[tuple[int, int, int]],
                 animals: list[str], tip: Tip) -> None:
        self.fonts = fonts
        self.cards = cards
        self.names = names
        self.colours = colours
        self.animals = animals
        self.tip = tip
        # (loc, seat, kind) -> list of centres, in drawing order
        self.spots: dict[tuple[str, int, str], list[tuple[int, int]]] = {}
        self.fig_height: dict[tuple[str, int, str], int] = {}

    # --- figures --------------------------------------------------------------------------
    def fig(self, d: pygame.Surface, seat: int, kind: str, center: tuple[float, float], base: int = BASE) -> None:
        draw_figure_at(d, kind, self.colours[seat], self.animals[seat], center, figure_height(kind, base))

    def _spot(self, loc: str, seat: int, kind: str, pos: tuple[int, int], base: int = BASE) -> None:
        self.spots.setdefault((loc, seat, kind), []).append(pos)
        self.fig_height[(loc, seat, kind)] = figure_height(kind, base)

    def draw_map(self, d: pygame.Surface, v: BloodRageView, hidden: Any, viewer: int | None) -> None:
        self.spots = {}
        f = self.fonts
        for p in OUTER:
            if p in v.destroyed_provinces():
                self._ruin(d, p)
        for fj in FJORDS:
            a, b = SUPPORTS[fj]
            if a in v.destroyed_provinces() or b in v.destroyed_provinces():
                draw_fjord(d, fj, a in v.destroyed_provinces() and b in v.destroyed_provinces())
        # tokens and doom
        for p in (YGG,) + OUTER:
            if p in v.destroyed_provinces():
                continue
            draw_token(d, f, L.token_pos(p), v.token_at(p), v.is_pillaged(p))
            tr_ = pygame.Rect(0, 0, 30, 30)
            tr_.center = L.token_pos(p)
            self.tip(tr_, T.token_name(v.token_at(p)), T.token_tip(v.token_at(p), v.is_pillaged(p)))
        if v.doom_province() and v.doom_province() not in v.destroyed_provinces():
            draw_doom(d, L.doom_pos(v.doom_province()), 14)
            dr = pygame.Rect(0, 0, 30, 30)
            dr.center = L.doom_pos(v.doom_province())
            self.tip(dr, tr("blood_rage.tip.doom_title", "Doom"),
                     tr("blood_rage.tip.doom", "Ragnarök will destroy {loc} at the end of this Age: every figure "
                        "there and in its fjord dies and earns {g} Glory.", loc=T.place(v.doom_province()),
                        g=RAGNAROK_GLORY[v.age_number()]))
        # figures in provinces
        for p in OUTER:
            figs = figures_at(v, p)
            skip: dict = {}
            for i, (s, kind) in enumerate(figs):
                pos = L.VILLAGE_POS[p][min(i, len(L.VILLAGE_POS[p]) - 1)]
                self._spot(p, s, kind, pos)
                key = (p, s, kind)
                if skip.get(key, 0) < hidden[key]:
                    skip[key] = skip.get(key, 0) + 1
                    continue
                self.fig(d, s, kind, pos)
        self._draw_ygg(d, v, hidden)
        for fj in FJORDS:
            figs = figures_at(v, fj)
            skip = {}
            for i, (s, kind) in enumerate(figs):
                pos = L.SHIP_POS[fj][min(i, len(L.SHIP_POS[fj]) - 1)]
                self._spot(fj, s, kind, pos, 28)
                key = (fj, s, kind)
                if skip.get(key, 0) < hidden[key]:
                    skip[key] = skip.get(key, 0) + 1
                    continue
                self.fig(d, s, kind, pos, 28)

    def _draw_ygg(self, d: pygame.Surface, v: BloodRageView, hidden: Any) -> None:
        figs = figures_at(v, YGG)
        slots = L.YGG_SLOTS
        if len(figs) > len(slots):
            # too many to stand one by one: one figure per (seat, kind) with a count
            groups: dict[tuple[int, str], int] = {}
            for s, k in figs:
                groups[(s, k)] = groups.get((s, k), 0) + 1
            for i, ((s, k), cnt) in enumerate(groups.items()):
                pos = slots[min(i, len(slots) - 1)]
                for _ in range(cnt):
                    self._spot(YGG, s, k, pos)
                if hidden[(YGG, s, k)] < cnt:
                    self.fig(d, s, k, pos, 26)
                    if cnt > 1:
                        c = self.fonts.render(f"×{cnt}", "text-bold", 16, P.PARCHMENT)
                        d.blit(c, c.get_rect(midleft=(pos[0] + 9, pos[1] + 8)))
            return
        skip: dict = {}
        for i, (s, k) in enumerate(figs):
            pos = slots[i]
            self._spot(YGG, s, k, pos, 26)
            key = (YGG, s, k)
            if skip.get(key, 0) < hidden[key]:
                skip[key] = skip.get(key, 0) + 1
                continue
            self.fig(d, s, k, pos, 26)

    def _ruin(self, d: pygame.Surface, p: str) -> None:
        """A destroyed province: scorched, cracked, its Ragnarök token on it."""
        poly = L.PROVINCE_POLY[p]
        pygame.draw.polygon(d, (40, 30, 28), poly)
        rnd = random.Random(zlib.crc32(p.encode()))    # the same cracks in every run (hash() is salted)
        a0 = L.START[p]
        for _ in range(5):
            a = a0 + 4 + rnd.random() * (L.SECTOR - 8)
            pts = []
            r = L.R_IN + 8
            while r < L.R_OUT - 6:
                pts.append(L.polar(r, a))
                r += 18 + rnd.random() * 14
                a += (rnd.random() - 0.5) * 6
            if len(pts) > 1:
                pygame.draw.lines(d, (150, 60, 36), False, pts, 2)
        pygame.draw.polygon(d, P.DANGER, poly, 2)
        x, y = L.polar((L.R_IN + L.R_OUT) / 2, L.mid_angle(p))
        draw_doom(d, (x, y), 18)
        lab = self.fonts.render(tr("blood_rage.destroyed", "destroyed"), "text-bold", 16, (220, 140, 120))
        d.blit(lab, lab.get_rect(center=(x, y + 30)))
        draw_name(d, self.fonts, p)

    # --- age track --------------------------------------------------------------------------
    def draw_ages(self, d: pygame.Surface, v: BloodRageView) -> None:
        f = self.fonts
        for age in (1, 2, 3):
            r = L.age_box(age)
            now = age == v.age_number() and not v.is_over()
            past = age < v.age_number() or v.is_over()
            pygame.draw.rect(d, mix(P.GOLD, P.PANEL, 0.7) if now else P.PANEL_LIGHT, r, 0, 8)
            pygame.draw.rect(d, P.GOLD if now else P.PANEL_BORDER, r, 3 if now else 1, 8)
            roman = ("I", "II", "III")[age - 1]
            glory = tr("blood_rage.rag_glory", "+{g} Glory", g=RAGNAROK_GLORY[age])
            title = tr("blood_rage.age_n", "Age {n}", n=roman)
            if f.get("display-bold", 18).size(title)[0] + f.get("text", 11).size(glory)[0] > r.w - 22:
                title = roman   # the panel's heading names the Ages: the Glory is said whole (pl "+4 Chwały")
            t = f.render(title, "display-bold", 18, P.GOLD if now else P.PARCHMENT)
            d.blit(t, (r.x + 8, r.y + 2))
            g = render_fit(f, glory, "text", 16, P.TEXT_DIM, r.w - t.get_width() - 22, min_size=11)
            d.blit(g, g.get_rect(topright=(r.right - 8, r.y + 4)))
            loc = v.ragnarok_province(age)
            tok = pygame.Rect(r.x + 6, r.y + 26, r.w - 12, r.h - 30)
            pygame.draw.rect(d, (60, 30, 26) if past else (96, 40, 32), tok, 0, 6)
            pygame.draw.rect(d, P.DANGER, tok, 2, 6)
            draw_doom(d, (tok.x + 12, tok.centery), 8)
            nm = fit(f, T.place(loc), "text", 16, tok.w - 30)
            ns = f.render(nm, "text", 16, P.TEXT_DIM if past else P.PARCHMENT)
            d.blit(ns, ns.get_rect(center=(tok.centerx + 8, tok.centery)))
            if past:
                pygame.draw.line(d, P.DANGER, (tok.x + 6, tok.centery), (tok.right - 6, tok.centery), 2)
            self.tip(r, tr("blood_rage.tip.age_title", "Age {n}", n=roman),
                     tr("blood_rage.tip.age_box", "At the end of Age {n} Ragnarök destroys {loc} for good. Every "
                        "figure there and in its fjord dies: {g} Glory each to its owner.", n=roman,
                        loc=T.place(loc), g=RAGNAROK_GLORY[age]))
        phase = v.phase_id()
        labels = [tr(f"blood_rage.phase.{ph}", PHASE_NAMES[ph]) for ph in L.PHASES]
        # each as it is drawn: the phase of now in bold, the others regular (Greek's six
        # names in bold were wider than the row, and every one was cut)
        needs = [f.get("text-bold" if ph == phase else "text", 16).size(lab)[0] + 6
                 for ph, lab in zip(L.PHASES, labels)]
        for i, ph in enumerate(L.PHASES):
            r = L.phase_box(i, needs)
            now = ph == phase
            pygame.draw.rect(d, P.GOLD if now else P.PANEL_LIGHT, r, 0, 6)
            ls = render_fit(f, labels[i], "text-bold" if now else "text", 16,
                            P.INK if now else P.TEXT_DIM, r.w - 4, min_size=12)
            d.blit(ls, ls.get_rect(center=r.center))
            self.tip(r, tr(f"blood_rage.phase.{ph}", PHASE_NAMES[ph]),
                     tr(f"blood_rage.tip.phase.{ph}", PHASE_TIPS[ph]))

    # --- Valhalla ----------------------------------------------------------------------------
    def draw_valhalla(self, d: pygame.Surface, v: BloodRageView, hidden: Any) -> None:
        f = self.fonts
        for s in range(v.num_players):
            col = L.valhalla_column(s, v.num_players)
            pygame.draw.rect(d, mix(self.colours[s], P.PANEL, 0.82), col, 0, 6)
            kinds: dict[str, int] = {}
            for fid, where in v.figure_places(s):
                if where == VAL:
                    k = kind_of(fid)
                    kinds[k] = kinds.get(k, 0) + 1
            total = sum(kinds.values())
            head = f.render(fit(f, self.names[s], "text-bold", 16, col.w - 40), "text-bold", 16, P.PARCHMENT)
            d.blit(head, (col.x + 6, col.y + 2))
            cnt = f.render(str(total), "display-bold", 18, P.GOLD if total else P.TEXT_DIM)
            d.blit(cnt, (col.right - cnt.get_width() - 6, col.y))
            x = col.x + 16
            y = col.bottom - 20
            for k in sorted(kinds, key=lambda k: FIG_ORDER.get(k, 5)):
                if x > col.right - 14:
                    break
                self._spot(VAL, s, k, (x, y), 24)
                if hidden[(VAL, s, k)] < kinds[k]:
                    self.fig(d, s, k, (x, y), 24)
                if kinds[k] > 1:
                    c = f.render(f"×{kinds[k]}", "text-bold", 16, P.PARCHMENT)
                    d.blit(c, (x + 9, y - 2))
                    x += 24 + c.get_width()
                else:
                    x += 28
            body = [tr("blood_rage.tip.valhalla_n", "{k} figures of {name} are in Valhalla.", k=total,
                       name=self.names[s])]
            body += [f"{T.figure(k)} ×{n}" for k, n in kinds.items()]
            body.append(tr("blood_rage.tip.valhalla_rule", "They come back to the reserve in the Release Valhalla "
                                                            "phase. Glorious Death quests count them."))
            self.tip(col, tr("blood_rage.tip.valhalla_title", "Valhalla"), "\n".join(body))

    # --- the glory track ------------------------------------------------------------------------
    def draw_glory(self, d: pygame.Surface, v: BloodRageView, track: Any, symbols: list[str],
                   shown: list[int] | None = None) -> None:
        """The Glory track at `shown` (the scores before the game's end until it is told), else the view's."""
        scores = list(shown) if shown is not None else v.scores()
        track.draw(d, scores, symbols, self.colours)
        for i, (x, y) in enumerate(track.marker_positions(scores)):
            self.tip(pygame.Rect(x - 9, y - 9, 18, 18), self.names[i],
                     tr("blood_rage.tip.glory", "{g} Glory", g=scores[i]))

    # --- a clan sheet ------------------------------------------------------------------------------
    def draw_sheet(self, d: pygame.Surface, v: BloodRageView, seat: int, viewer: int | None,
                   tab: Callable[[pygame.Rect, str, str], None]) -> None:
        """The clan sheet of `seat`: stats, upgrades, quests, kept card, reserve.
        `tab(rect, label, key)` adds the clan tabs as buttons."""
        f = self.fonts
        n = v.num_players
        for s in range(n):
            r = L.sheet_tab(s, n)
            tab(r, self.names[s], f"sheet:{s}")
        col = self.colours[seat]
        pygame.draw.line(d, col, (L.SHEET_RECT.x + 8, L.SHEET_RECT.y + 36), (L.SHEET_RECT.right - 8,
                                                                            L.SHEET_RECT.y + 36), 3)
        # the tracks start after the widest stat name (each track the same)
        label_w = max(f.get("text-bold", 16).size(T.stat_name(st))[0] for st in range(3)) + 6
        for st in range(3):
            row = L.stat_row(st)
            step = v.stat_step(seat, st)
            # the name before the first step (Greek "Τσεκούρια" ran into it): smaller if need be
            lab = render_fit(f, T.stat_name(st), "text-bold", 16, P.PARCHMENT,
                             L.stat_step(st, 1, label_w).x - row.x - 4, min_size=12)
            d.blit(lab, lab.get_rect(midleft=(row.x, row.centery)))
            for k in range(1, 7):
                b = L.stat_step(st, k, label_w)
                on = k == step
                epic = EPIC_GLORY[k] > 0
                fill = P.GOLD if on else (mix(P.DANGER, P.PANEL, 0.55) if epic else P.PANEL_LIGHT)
                pygame.draw.rect(d, fill, b, 0, 5)
                if k < step:
                    pygame.draw.rect(d, shade(col, 0.8), b, 2, 5)
                val = f.render(str(TRACK[st][k]), "text-bold", 16, P.INK if on else P.PARCHMENT)
                d.blit(val, val.get_rect(center=(b.centerx - (6 if epic else 0), b.centery)))
                if epic:
                    e = f.render(f"+{EPIC_GLORY[k]}", "text", 16, P.INK if on else (230, 170, 150))
                    e = pygame.transform.smoothscale_by(e, 0.75)
                    d.blit(e, (b.right - e.get_width() - 2, b.y + 1))
            extra = ""
            if st == 0:
                extra = tr("blood_rage.sheet.current", "now {r}", r=v.rage_of(seat))
            elif st == 2:
                extra = tr("blood_rage.sheet.onboard", "{k}/{h}", k=v.on_board(seat), h=v.horns(seat))
            if extra:
                es = f.render(extra, "text-bold", 16, P.GOLD if st == 0 else P.PARCHMENT)
                d.blit(es, (row.right - es.get_width(), row.y + 4))
            cur = v.rage_of(seat) if st == 0 else None
            self.tip(row, T.stat_name(st), lambda st=st, step=step, cur=cur, s=seat: self._stat_body(v, s, st, step, cur))
        # upgrade slots
        by_group: dict[str, list[int]] = {}
        for c in v.upgrades_of(seat):
            by_group.setdefault(CARDS[c].kind, []).append(c)
        slot_names = {"warrior": "Warrior", "leader": "Leader", "ship": "Ship", "monster": "Monster", "clan": "Clan"}
        for i, (group, k) in enumerate(L.SLOT_GROUPS):
            r = L.slot_rect(i)
            cards = by_group.get(group, [])
            if k < len(cards):
                c = cards[k]
                self.slot_tile(d, r, c)
                self.tip(r, lambda c=c: T.card_tip(c)[0], lambda c=c: T.card_tip(c)[1])
            else:
                pygame.draw.rect(d, P.PANEL_LIGHT, r, 0, 6)
                pygame.draw.rect(d, P.PANEL_BORDER, r, 1, 6)
                e = render_fit(f, tr(f"blood_rage.slot.{group}", slot_names[group] + " slot"), "text", 16,
                               P.TEXT_DIM, r.w - 6, min_size=11)
                d.blit(e, e.get_rect(center=r.center))
                self.tip(r, tr(f"blood_rage.slot.{group}", slot_names[group] + " slot"),
                         tr(f"blood_rage.tip.slot.{group}", SLOT_TIPS[group]))
        # quests, kept card, hand count, reserve
        row = L.sheet_bottom_row()
        x = row.x
        ch = row.h - 22
        cw = round(ch * 5 / 7)
        own = viewer == seat
        q = v.quests_of(seat)
        lab = f.render(tr("blood_rage.sheet.quests", "Quests {k}", k=len(q)), "text", 16, P.TEXT_DIM)
        d.blit(lab, (x, row.y))
        qx = x
        if own and q and HIDDEN not in q:
            # one's own quests by name, one under another (a third and more: "+k")
            shown = q if len(q) <= SHEET_TILES else q[:SHEET_TILES - 1]
            for i, c in enumerate(shown):
                r = pygame.Rect(qx, row.y + 20 + i * (TILE_H + 3), SHEET_TILE_W, TILE_H)
                draw_card_tile(d, f, r, T.card_face(c))
                self.tip(r, lambda c=c: T.card_tip(c)[0], lambda c=c: T.card_tip(c)[1])
            if len(shown) < len(q):
                more = f.render(tr("blood_rage.sheet.more", "+{k} more", k=len(q) - len(shown)), "text", 14, P.TEXT_DIM)
                d.blit(more, (qx + 4, row.y + 20 + len(shown) * (TILE_H + 3) + 2))
            x = max(x + lab.get_width() + 14, qx + SHEET_TILE_W + 14)
        else:
            for i in range(min(5, len(q))):
                r = pygame.Rect(qx + i * (cw // 2 + 4), row.y + 20, cw, ch)
                d.blit(self.cards.back(ch), r)
                self.tip(r, tr("blood_rage.tip.quest_back_title", "A committed quest"),
                         tr("blood_rage.tip.quest_back", "Face down until the Quest phase at the end of the Age."))
            x = max(x + lab.get_width() + 14, qx + (max(1, min(5, len(q))) - 1) * (cw // 2 + 4) + cw + 14)
        kept = v.kept_card(seat)
        lab = f.render(tr("blood_rage.sheet.kept", "Kept"), "text", 16, P.TEXT_DIM)
        d.blit(lab, (x, row.y))
        r = pygame.Rect(x, row.y + 20, cw, ch)
        if kept is None:
            pygame.draw.rect(d, P.PANEL_LIGHT, r, 0, 5)
            pygame.draw.rect(d, P.PANEL_BORDER, r, 1, 5)
            self.tip(r, tr("blood_rage.tip.kept_title", "Kept card"),
                     tr("blood_rage.tip.kept_none", "No card kept from the last Age."))
        elif own and kept != HIDDEN:
            r = pygame.Rect(x, row.y + 20, KEPT_TILE_W, ch)   # any card's name: up to four lines
            draw_card_tile(d, f, r, T.card_face(kept))
            self.tip(r, lambda c=kept: T.card_tip(c)[0], lambda c=kept: T.card_tip(c)[1])
        else:
            d.blit(self.cards.back(ch), r)
            self.tip(r, tr("blood_rage.tip.kept_title", "Kept card"),
                     tr("blood_rage.tip.kept_back", "A card kept from the last Age, face down. It joins the hand "
                                                    "after the Gods' Gifts."))
        x = max(r.right, x + lab.get_width()) + 14
        hand = v.hand_of(seat)
        lab = f.render(tr("blood_rage.sheet.hand", "Hand {k}", k=len(hand)), "text", 16, P.TEXT_DIM)
        d.blit(lab, (x, row.y))
        for i in range(min(len(hand), 8)):
            r = pygame.Rect(x + i * 9, row.y + 20, cw, ch)
            d.blit(self.cards.back(ch), r)
        hr = pygame.Rect(x, row.y + 20, cw + 9 * max(0, min(len(hand), 8) - 1), ch)
        self.tip(hr, tr("blood_rage.tip.hand_title", "{name}'s hand", name=self.names[seat]),
                 tr("blood_rage.tip.hand_own", "Your cards are in the tray below.") if own else
                 tr("blood_rage.tip.hand", "{k} cards, hidden from the other clans.", k=len(hand)))
        x = max(x + lab.get_width(), hr.right) + 16
        lab = f.render(tr("blood_rage.sheet.reserve", "Reserve"), "text", 16, P.TEXT_DIM)
        d.blit(lab, (x, row.y))
        kinds: dict[str, int] = {}
        for fid, where in v.figure_places(seat):
            if where == RES:
                k = kind_of(fid)
                kinds[k] = kinds.get(k, 0) + 1
        fx = x + 14
        fy = row.y + 20 + ch // 2
        for k in sorted(kinds, key=lambda k: FIG_ORDER.get(k, 5)):
            if fx > row.right - 10:
                break
            self._spot(RES, seat, k, (fx, fy), 28)
            self.fig(d, seat, k, (fx, fy), 28)
            if kinds[k] > 1:
                c = f.render(f"×{kinds[k]}", "text-bold", 16, P.PARCHMENT)
                d.blit(c, (fx + 9, fy + 4))
                fx += 26 + c.get_width()
            else:
                fx += 34
        rr = pygame.Rect(x, row.y, row.right - x, row.h)
        body = ", ".join(f"{T.figure(k)} ×{n}" for k, n in kinds.items()) or tr("blood_rage.none", "none")
        self.tip(rr, tr("blood_rage.tip.reserve_title", "Reserve"),
                 tr("blood_rage.tip.reserve", "Figures beside the clan sheet, ready to invade: {list}. A clan may "
                    "have no more figures on the board than its Horns.", list=body))

    def slot_tile(self, d: pygame.Surface, r: pygame.Rect, c: int) -> None:
        """An upgrade in its slot: a parchment tile with its god's (or kind's) stripe and
        name (drawn once per card and size)."""
        key = (self.fonts.key, c, r.size, T.card_name(c))
        img = _TILE_CACHE.get(key)
        if img is None:
            img = self._make_tile(pygame.Rect((0, 0), r.size), c)
            _TILE_CACHE[key] = img
        d.blit(img, r)

    def _make_tile(self, r: pygame.Rect, c: int) -> pygame.Surface:
        f = self.fonts
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(img, P.PARCHMENT, r, 0, 6)
        god = T.god_of(c)
        stripe = T.GOD_COLOURS.get(god) or T.KIND_BAND[CARDS[c].kind]
        pygame.draw.rect(img, stripe, pygame.Rect(r.x, r.y, 8, r.h), 0, border_top_left_radius=6,
                         border_bottom_left_radius=6)
        # one line, else two (a word wider than the tile broken with a hyphen: Greek
        # "Στρατιώτης της Χελ" at 1280x720), each as tall as drawn
        pitch = f.get("text-bold", 16).get_linesize() - 2
        lines = [ln for ln, _z in fit_lines(f, T.card_name(c), "text-bold", r.w - 16,
                                            ((16, 1), (16, max(1, min(2, (r.h - 2) // pitch)))))]
        top = r.centery - pitch * len(lines) / 2
        for j, ln in enumerate(lines):
            ls = f.render(ln, "text-bold", 16, P.INK)
            img.blit(ls, ls.get_rect(midleft=(r.x + 12, round(top + pitch * (j + 0.5)))))
        pygame.draw.rect(img, shade(stripe, 0.7), r, 1, 6)
        return img

    def _stat_body(self, v: BloodRageView, seat: int, st: int, step: int, cur: int | None) -> str:
        return T.stat_tip(st, step, TRACK[st][step], cur)

    # --- province explanations ------------------------------------------------------------------------
    def province_tip(self, v: BloodRageView, p: str, viewer: int | None) -> str:
        lines = []
        if p in v.destroyed_provinces():
            return tr("blood_rage.tip.destroyed", "Destroyed by Ragnarök: nothing can enter it any more.")
        if p == YGG:
            lines.append(tr("blood_rage.tip.ygg", "The centre: no villages and no limit. Only the Dark Elf can "
                                                  "invade it; figures reach it by marching or by a call to battle."))
        else:
            free = VILLAGES[p] - len(figures_at(v, p))
            lines.append(tr("blood_rage.tip.villages", "{free} of {total} villages free · fjord: {fjord}",
                            free=free, total=VILLAGES[p], fjord=T.place(FJORD_OF[p])))
        tok = v.token_at(p)
        lines.append(T.token_tip(tok, v.is_pillaged(p)))
        strengths = [(s, v.strength(s, p)) for s in range(v.num_players)]
        any_there = False
        for s, val in strengths:
            if val or v.present(s, p):
                any_there = True
                lines.append(tr("blood_rage.tip.strength", "{name}: strength {k}", name=self.names[s], k=val))
        if not any_there:
            lines.append(tr("blood_rage.tip.nobody", "Nobody is here (ships in its fjord count)."))
        if v.doom_province() == p:
            lines.append(tr("blood_rage.tip.doomed", "Doomed: Ragnarök destroys it at the end of this Age."))
        if viewer is not None:
            for c in v.quests_of(viewer):
                if c == HIDDEN:
                    continue
                card = CARDS[c]
                need = ""
                if card.effect == "region" and p != YGG and REGION[p] == card.param:
                    need = tr("blood_rage.tip.quest_here", "Your quest {card} needs you strongest here or in "
                              "another province of {region}.", card=T.card_name(c),
                              region=tr(f"blood_rage.region.{card.param}", card.param))
                elif card.effect == "ygg" and p == YGG:
                    need = tr("blood_rage.tip.quest_ygg", "Your quest Yggdrasil needs you strongest here.")
                if need:
                    mine = v.strength(viewer, p)
                    best = max([val for s, val in strengths if s != viewer] + [0])
                    state = tr("blood_rage.tip.quest_ok", "now met here ({a} against {b})", a=mine, b=best) \
                        if mine > best and mine > 0 else \
                        tr("blood_rage.tip.quest_short", "not met here yet ({a} against {b})", a=mine, b=best)
                    lines.append(f"{need} {state.capitalize()}.")
        return "\n".join(lines)

    def fjord_tip(self, v: BloodRageView, fj: str) -> str:
        a, b = SUPPORTS[fj]
        lines = [tr("blood_rage.tip.fjord", "Only ships enter a fjord (any number). A ship here adds its strength "
                                           "to {a} and to {b}.", a=T.place(a), b=T.place(b))]
        for s, k in figures_at(v, fj):
            strength = MONSTERS[k][1] if k in MONSTERS else 2
            lines.append(f"{self.names[s]}: {T.figure(k)} ({strength})")
        return "\n".join(lines)


