"""Tiny Epic Vikings drawing: the static map of a side (sea, ferry routes, fjords,
islands, Land Borders, docks), then from a view of the game the pieces on it, the
Favor rows, the god mats with their Fury tracks, the Era Mat, the solo enemy's mat and
each clan's mat. Pure drawing: tooltips are handed to a `tip(rect, title, body)`
callback (title and body may be callables, built on hover)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.core import HIDDEN
from game.vikings import data as D
from game.vikings.view import VikingsView
from ui import palette as P
from ui.boards import vikings_layout as L
from ui.boards import vikings_text as T
from ui.boards.vikings_pieces import (
    blob_polygon,
    draw_arrow_chip,
    draw_card_back_mini,
    draw_giant,
    draw_mini_favor,
    draw_res_cube,
    draw_rune_token,
    draw_settler,
    draw_small_boat,
    draw_temple,
    draw_valkyrie,
    draw_village,
)
from ui.widgets.pieces import mix, outline_for, shade, texture
from ui.widgets.text import fit as _fit
from ui.widgets.text import fit_lines, fit_size, tr
from ui.widgets.text_check import art

Tip = Callable[[pygame.Rect, Any, Any], None]
_FIT: dict[tuple, str] = {}


def fit(fonts, text: str, role: str, size: int, width: int) -> str:
    """`ui.widgets.text.fit`, remembered (the same labels are shortened at every
    rebuild of the position)."""
    key = (fonts.key, text, role, size, width)
    got = _FIT.get(key)
    if got is None:
        if len(_FIT) > 4000:
            _FIT.clear()
        got = _FIT[key] = _fit(fonts, text, role, size, width)
    return got
ENEMY_COLOUR = (142, 91, 181)
NEUTRAL_COLOUR = (138, 138, 134)
RES_COLOURS = tuple(T.RES_COLOUR[r] for r in D.RES)
SEA = mix(P.SEA, P.TABLE, 0.2)
ROUTE = (214, 200, 160)


def clan_looks(n: int, nclans: int, colours: list, symbols: list) -> tuple[list, list]:
    """Colours and symbols of every clan: the seats, then the solo enemy or the
    2-player neutral pieces."""
    cols, syms = list(colours), list(symbols)
    for _c in range(n, nclans):
        if n == 1:
            cols.append(ENEMY_COLOUR)
            syms.append("hexagon")
        else:
            cols.append(NEUTRAL_COLOUR)
            syms.append("hexagon")
    return cols, syms


def polygons(geo: L.MapGeometry) -> dict[str, list[tuple[int, int]]]:
    """Region outlines: the island's coast for whole islands; the half of it for a
    region split by a Land Border."""
    out = {}
    ring = geo.id == "A"
    for k, r in enumerate(geo.b.regions):
        rect = geo.region_rects[r]
        out[r] = blob_polygon(rect, 700 + k * 13) if ring else _coast(rect, 800 + k * 13)
    return out


def _coast(rect: pygame.Rect, seed: int) -> list[tuple[int, int]]:
    from ui.widgets.pieces import jagged_polygon

    return jagged_polygon(rect, seed, 0.04, 5)


# --- the static map --------------------------------------------------------------------------------
def draw_static_map(s: pygame.Surface, fonts, mid: str) -> None:
    geo = L.geometry(mid)
    b = geo.b
    rag = mid.startswith("RN")
    sea = mix(SEA, P.ICE, 0.18) if rag else SEA
    pygame.draw.rect(s, sea, L.MAP, 0, 12)
    texture(s, L.MAP.inflate(-10, -10), sea, 77, 260)
    pygame.draw.rect(s, shade(sea, 1.3), L.MAP, 2, 12)
    # sea lanes between fjords, faint
    lane = mix(sea, P.PARCHMENT, 0.16)
    for f, adj in b.fjord_adj.items():
        for g in adj:
            if f < g:
                pygame.draw.line(s, lane, geo.fjord_pos[f], geo.fjord_pos[g], 1)
    # ferry routes: dotted lines dock to dock (or to the open sea)
    for d, to in b.dock_route.items():
        a = geo.dock_pos[d]
        if to:
            if d < to:
                _dotted(s, ROUTE, a, geo.dock_pos[to], 7)
        else:
            ux, uy = geo.dock_out[d]
            end = (a[0] + ux * 40, a[1] + uy * 40)
            end = (min(L.MAP.right - 6, max(L.MAP.x + 6, end[0])), min(L.MAP.bottom - 6, max(L.MAP.y + 6, end[1])))
            _dotted(s, ROUTE, a, end, 7)
    # fjords
    for _f, (x, y) in geo.fjord_pos.items():
        pygame.draw.circle(s, shade(sea, 1.18), (x, y), 10)
        pygame.draw.circle(s, mix(sea, P.PARCHMENT, 0.35), (x, y), 10, 1)
    # islands
    polys = polygons(geo)
    for k, r in enumerate(b.regions):
        i = b.ridx[r]
        rune = b.rune[i]
        base = (mix(P.STONE, P.ICE, 0.35) if rag else mix(P.MOSS, P.STONE, 0.25 * (k % 2)))
        tone = mix(base, T.RUNE_COLOUR[rune], 0.18)
        pts = polys[r]
        pygame.draw.polygon(s, shade(tone, 0.55), [(x + 3, y + 4) for x, y in pts])   # a shadow
        pygame.draw.polygon(s, tone, pts)
        texture(s, geo.region_rects[r].inflate(-24, -24), tone, 300 + k, 40)
        pygame.draw.polygon(s, shade(tone, 1.4), pts, 2)
        # the printed rune, faint, in the middle of the region
        g = art(fonts.render(T.RUNE_GLYPH[rune], "display-bold", 58, shade(tone, 0.82)))
        s.blit(g, g.get_rect(center=geo.region_rects[r].center))
        inner = geo.region_inner(r)
        # centred clear of the rune token at the region's top left (Greek "Μίντγκαρντσεϊ")
        name = fit(fonts, T.region_name(b, r), "display-bold", 17, inner.w - 36)
        ns = fonts.render(name, "display-bold", 17, P.PARCHMENT)
        sh = fonts.render(name, "display-bold", 17, P.INK)
        pos = ns.get_rect(midtop=(inner.centerx, inner.y + 1))
        s.blit(sh, pos.move(1, 1))
        s.blit(ns, pos)
    # Land Borders: a dashed dark line across the island
    for a, c in geo.borders:
        _dashed(s, (58, 48, 38), a, c, 9, 3)
    # docks: a small wooden pier on the coast
    for d in b.docks:
        x, y = geo.dock_pos[d]
        ux, uy = geo.dock_out[d]
        tip = (x + ux * 8, y + uy * 8)
        pygame.draw.line(s, (92, 66, 40), (x - ux * 3, y - uy * 3), tip, 5)
        pygame.draw.circle(s, (150, 112, 70), (x, y), 4)


def _dotted(s: pygame.Surface, colour, a, b, step: int) -> None:
    dist = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(dist // step))
    for i in range(n + 1):
        t = i / n
        pygame.draw.circle(s, colour, (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)), 2)


def _dashed(s: pygame.Surface, colour, a, b, step: int, width: int) -> None:
    dist = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(dist // step))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(s, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def draw_static_side(s: pygame.Surface, fonts) -> None:
    """Frames of the Favor strips, the god mats, the Era Mat and the lower box."""
    for row, strip in ((0, L.FAVOR_TOP), (1, L.FAVOR_BOTTOM)):
        pygame.draw.rect(s, P.PANEL, strip, 0, 10)
        pygame.draw.rect(s, P.PANEL_BORDER, strip, 2, 10)
        t = fonts.render(tr("vikings.favor_row", "Favor cards"), "display-bold", 18, P.GOLD)
        s.blit(t, (strip.x + 12, strip.y + 10))
        sub = fonts.render(tr("vikings.row.top_row", "top row") if row == 0 else tr("vikings.row.bottom_row",
                                                                                   "bottom row"), "text", 16,
                           P.TEXT_DIM)
        s.blit(sub, (strip.x + 12, strip.y + 36))
    for r in L.GOD_RECTS + [L.ERA_RECT, L.LOWER]:
        pygame.draw.rect(s, P.PANEL, r, 0, 10)
        pygame.draw.rect(s, P.PANEL_BORDER, r, 2, 10)


# --- pieces on the map --------------------------------------------------------------------------------
def draw_map_position(d: pygame.Surface, fonts, v: VikingsView, cols: list, syms: list, names: list, tip: Tip,
                      hidden: Any = None) -> None:
    geo = L.geometry(v.map_id)
    b = geo.b
    for dock in b.docks:
        if dock in v.village_docks():
            draw_village(d, geo.village_pos(dock), 7)
    for i, r in enumerate(b.regions):
        holder = v.controllers()[i]
        look = (cols[holder], syms[holder]) if holder >= 0 else None
        draw_rune_token(d, fonts, geo.rune_pos(r), b.rune[i], T.RUNE_COLOUR[b.rune[i]], 12, look)
        if v.with_ragnarok and v.giant_values()[i] != 0:
            draw_giant(d, geo.giant_pos(r), 14)
        present = present_clans(v, i)
        for k, c in enumerate(present):
            x, y = geo.stack_pos(r, k, len(present))
            ns, nt = v.settlers_of(c)[i], v.temples_of(c)[i]
            nv = v.valkyries(c).count(i) if v.valkyries(c) else 0
            if ns:
                draw_settler(d, syms[c], cols[c], (x, y), 8)
                if ns > 1:
                    _count(d, fonts, ns, (x + 10, y - 2))
            yy = y + 19
            xx = x - 2
            for _ in range(nt):
                draw_temple(d, syms[c], cols[c], (xx, yy + 2), 8)
                xx += 18
            for _ in range(nv):
                draw_valkyrie(d, syms[c], cols[c], (xx + 4, yy + 1), 7)
                xx += 20
    moving = hidden if hidden is not None else {}
    skip: dict = {}
    for c, loc, pos in boat_positions(v):
        key = ("boat", c, loc)
        if skip.get(key, 0) < moving.get(key, 0):   # still sailing there
            skip[key] = skip.get(key, 0) + 1
            continue
        draw_small_boat(d, pos, cols[c], syms[c], 24)
    if v.is_solo and v.chieftain_dock and not moving.get(("chief", v.enemy_clan, v.chieftain_dock)):
        draw_small_boat(d, geo.boat_slot(v.chieftain_dock), cols[v.enemy_clan], syms[v.enemy_clan], 28, chief=True)


def boat_positions(v: VikingsView) -> list[tuple[int, str, tuple[int, int]]]:
    """(clan, location, screen position) of every Boat on the map."""
    geo = L.geometry(v.map_id)
    b = geo.b
    out = []
    fj_count: dict[str, int] = {}
    for c in range(v.clan_count):
        for loc in v.boats_of(c):
            if loc is None:
                continue
            if loc in b.dock_fjord:
                pos = geo.boat_slot(loc)
                if v.chieftain_dock == loc:
                    pos = (pos[0] + 10, pos[1] + 8)
            else:
                k = fj_count.get(loc, 0)
                fj_count[loc] = k + 1
                pos = geo.fjord_boat(loc, k)
            out.append((c, loc, pos))
    return out


def present_clans(v: VikingsView, i: int) -> list[int]:
    return [c for c in range(v.clan_count) if v.settlers_of(c)[i] or v.temples_of(c)[i] or (v.valkyries(c) and i in v.valkyries(c))]


def stack_positions(v: VikingsView) -> dict[tuple[str, int], tuple[int, int]]:
    """(region, clan) -> where that clan's Settlers are drawn in the region."""
    geo = L.geometry(v.map_id)
    out = {}
    for i, r in enumerate(geo.b.regions):
        present = present_clans(v, i)
        for k, c in enumerate(present):
            out[(r, c)] = geo.stack_pos(r, k, len(present))
    return out


def _count(d: pygame.Surface, fonts, k: int, pos: tuple[int, int]) -> None:
    t = fonts.render(f"×{k}", "text-bold", 16, P.PARCHMENT)
    sh = fonts.render(f"×{k}", "text-bold", 16, P.INK)
    d.blit(sh, (pos[0] + 1, pos[1] - 7))
    d.blit(t, (pos[0], pos[1] - 8))


def move_chip_pos(mid: str, a: str, b: str) -> tuple[tuple[int, int], float]:
    """Where the arrow for a move from region a to region b sits, and its angle."""
    geo = L.geometry(mid)
    ra, rb = geo.region_rects[a], geo.region_rects[b]
    (x0, y0), (x1, y1) = ra.center, rb.center
    ang = math.atan2(y1 - y0, x1 - x0)
    t = 0.6
    px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
    off = 9
    px, py = px - math.sin(ang) * off, py + math.cos(ang) * off
    return (round(px), round(py)), ang


def draw_move_chip(d: pygame.Surface, pos: tuple[int, int], ang: float) -> None:
    draw_arrow_chip(d, pos, ang, 9)


# --- Favor rows -------------------------------------------------------------------------------------
def draw_favor_rows(d: pygame.Surface, fonts, v: VikingsView, tip: Tip) -> list[list[pygame.Rect]]:
    out = []
    for row in (0, 1):
        cards = [c for _p, c in v.favor_row(row)]
        rs = L.favor_rects(row, len(cards))
        for r, c in zip(rs, cards):
            runes, bag = D.FAVORS[c]
            draw_mini_favor(d, fonts, r, runes, bag, T.RUNE_COLOUR, RES_COLOURS)
            tip(r, lambda c=c: T.favor_title(c), lambda c=c: T.favor_long(c))
        if not cards:
            strip = L.FAVOR_TOP if row == 0 else L.FAVOR_BOTTOM
            e = fonts.render(tr("vikings.row_empty", "empty"), "text", 16, P.TEXT_DIM)
            d.blit(e, e.get_rect(center=(strip.centerx + 130, strip.centery)))   # clear of an end slot drawn for a Favor card put back
        out.append(rs)
    return out


# --- gods -------------------------------------------------------------------------------------------------
# a Valhalla Boon in its room on the god mat: two lines as large as they fit, else three
# small ones (the longest, Greek, take three lines of 12 px)
BOON_TRIES = ((16, 2), (15, 2), (14, 2), (13, 2), (12, 3))
_BOONS: dict[tuple, list[tuple[str, int]]] = {}


def boon_pitch(fonts, size: int) -> int:
    """The distance between a Boon's lines in `size` px."""
    return fonts.get("text", size).get_linesize() - 1


def boon_lines(fonts, text: str, room: pygame.Rect) -> list[tuple[str, int]]:
    """A Boon's (line, size) pairs in `room`, remembered: the first of BOON_TRIES that
    holds every word and whose lines fit in the room's height."""
    key = (fonts.key, text, room.w, room.h)
    got = _BOONS.get(key)
    if got is None:
        tries = tuple((s, k) for s, k in BOON_TRIES if k * boon_pitch(fonts, s) <= room.h)
        got = _BOONS[key] = fit_lines(fonts, text, "text", room.w, tries or BOON_TRIES[-1:])
    return got


def god_rank(fury: list, g: int) -> int:
    f = fury[g]
    return sum(1 for x in fury if x > f) + sum(1 for x in fury if x == f) - 1


def draw_gods(d: pygame.Surface, fonts, v: VikingsView, cap: int, tip: Tip) -> None:
    for g, gid in enumerate(v.god_ids()):
        r = L.GOD_RECTS[g]
        rune = v.god_runes()[g]
        draw_rune_token(d, fonts, (r.x + 21, r.y + 15), rune, T.RUNE_COLOUR[rune], 12)
        name = fonts.render(T.god_name(gid), "display-bold", 21, P.PARCHMENT)
        d.blit(name, (r.x + 40, r.y + 4))
        rank = god_rank(v.fury_levels(), g)
        rk = fonts.render([tr("vikings.rank.short0", "1st"), tr("vikings.rank.short1", "2nd"),
                           tr("vikings.rank.short2", "3rd")][rank], "text-bold", 16,
                          P.GOLD if rank == 0 else P.TEXT_DIM)
        d.blit(rk, (r.x + 46 + name.get_width(), r.y + 7))
        room = L.god_boon_rect(g)
        lines = boon_lines(fonts, T.god_boon(gid), room)
        y = room.y
        for ln, size in lines:
            d.blit(fonts.render(ln, "text", size, P.TEXT_DIM), (room.x, y))
            y += boon_pitch(fonts, size)
        # dedication slot
        dr = L.god_dedication_rect(g)
        pygame.draw.rect(d, P.PANEL_LIGHT, dr, 0, 6)
        pygame.draw.rect(d, P.PANEL_BORDER, dr, 1, 6)
        lab = fonts.render(f"+2  {v.dedication_counts().get(gid, 0)}/{cap}", "text-bold", 16, P.PARCHMENT)
        d.blit(lab, lab.get_rect(center=dr.center))
        tip(dr, tr("vikings.tip.god_ded_title", "Dedicate a Village to {god}", god=T.god_name(gid)),
            tr("vikings.tip.god_ded", "A raided Village placed here raises {god}'s Fury by 2. Room for {cap} "
                                      "Villages in the whole game; {k} placed.", god=T.god_name(gid), cap=cap,
               k=v.dedication_counts().get(gid, 0)))
        # Fury track
        fury = v.fury_levels()[g]
        for k in range(L.FURY_CELLS):
            c = L.fury_cell(g, k)
            filled = k <= fury
            col = mix(P.PANEL_LIGHT, P.DANGER, 0.25 + 0.6 * k / L.FURY_CELLS) if filled and k else P.PANEL_LIGHT
            pygame.draw.rect(d, col, c, 0, 3)
            if k % 5 == 0:
                n = fonts.render(str(k), "text", 16, P.TEXT_DIM if not filled else P.PARCHMENT)
                if c.w >= n.get_width() or k < 10:
                    d.blit(n, n.get_rect(center=c.center))
        mc = L.fury_cell(g, fury)
        pygame.draw.circle(d, P.GOLD, mc.center, 10)
        pygame.draw.circle(d, P.INK, mc.center, 10, 2)
        t = fonts.render(str(fury) if fury < 21 else "20+", "text-bold", 16 if fury < 10 else 14, P.INK)
        d.blit(t, t.get_rect(center=mc.center))
        tip(r, lambda gid=gid: T.god_title(gid),
            lambda gid=gid, rune=rune, fury=fury, rank=rank, g=gid: T.god_long(gid, rune, fury, T.rank_text(rank),
                                                                             v.dedication_counts().get(g, 0), cap))


# --- the Era Mat -------------------------------------------------------------------------------------------
def draw_era(d: pygame.Surface, fonts, v: VikingsView, cap: int, names: list, cols: list, syms: list, tip: Tip) -> None:
    r = L.ERA_RECT
    d.blit(fonts.render(tr("vikings.era_mat", "Era Mat"), "display-bold", 19, P.GOLD), (r.x + 10, r.y + 4))
    info = tr("vikings.deck_info", "deck {k} · discard {j}", k=v.deck_count(), j=v.discard_count())
    it = fonts.render(info, "text", 16, P.TEXT_DIM)
    d.blit(it, (r.right - it.get_width() - 10, r.y + 7))
    for i, box in enumerate(L.era_boxes()):
        era = i + 1
        cur = era == v.era_number
        pygame.draw.rect(d, P.PANEL_LIGHT if not cur else mix(P.PANEL_LIGHT, P.GOLD, 0.35), box, 0, 6)
        pygame.draw.rect(d, P.GOLD if cur else P.PANEL_BORDER, box, 2 if cur else 1, 6)
        n = fonts.render(["I", "II", "III"][i], "display-bold", 18, P.PARCHMENT)
        d.blit(n, n.get_rect(midtop=(box.centerx, box.y + 2)))
        arrow = "→" if D.PASS_DIR[era] > 0 else "←"
        # "5→ 2", or "5→2" where the space does not fit the box (larger texts)
        words = f"{D.HAND_SIZE[era]}{arrow} {D.RAID_COST[era]}"
        if fonts.get("text", 16).size(words)[0] > box.w - 4:
            words = words.replace(" ", "")
        sub = fonts.render(words, "text", 16, P.PARCHMENT)
        d.blit(sub, sub.get_rect(midtop=(box.centerx, box.y + 24)))
        tip(box, tr("vikings.tip.era_title", "Era {era}", era=era), T.era_long(era))
    for slot, dr in zip(D.DEDICATIONS, L.dedication_rects()):
        pygame.draw.rect(d, P.PANEL_LIGHT, dr, 0, 6)
        pygame.draw.rect(d, P.PANEL_BORDER, dr, 1, 6)
        k = v.dedication_counts().get(slot, 0)
        code = D.DEDICATIONS[slot]
        text, size, spots, rad, role = dedication_row(
            fonts, T.leader_text(code[1] if code[1] in T.ACTION_WORD else "BUILD", code[2]), dr, cap)
        nm, nrole, nsize = ded_name_fit(fonts, T.ded_name(slot), dedication_name_room(dr, spots, rad),
                                        T.ded_short(slot))
        d.blit(fonts.render(nm, nrole, nsize, P.PARCHMENT), (dr.x + 5, dr.y + 3 + (16 - nsize) // 2))
        d.blit(fonts.render(text, role, size, P.TEXT_DIM), (dr.x + 6, dr.y + 25 + (16 - size) // 2))
        for j, c in enumerate(spots):   # the Villages placed here, and room for the rest
            if j < k:
                draw_village(d, c, rad - 2)
            else:
                pygame.draw.circle(d, P.PANEL_BORDER, c, rad, 1)
        tip(dr, T.ded_name(slot), tr("vikings.tip.ded", "Dedicate a raided Village here to: {what} Room for {cap} "
                                                        "Villages in the whole game; {k} placed.",
                                     what=T.ded_long(slot), cap=cap, k=k))
    draw_battle_slot(d, fonts, v, names, cols, syms, tip)


def ded_name_fit(fonts, name: str, width: int, short: str = "") -> tuple[str, str, int]:
    """A dedication's name in `width` px as (text, role, size): bold from 16 px down to
    14, else in the narrower display face of card names at 16 ("Shipwright's Hall"),
    else its `short` name on the mat ("Shipwrights": the tooltip keeps the full one; the
    larger texts of a 1280x720 window), else the regular face at 14, shortened only then."""
    for text in (name, short) if short else (name,):
        for role, size in (("text-bold", 16), ("text-bold", 15), ("text-bold", 14), ("display-bold", 16)):
            if fonts.get(role, size).size(text)[0] <= width:
                return text, role, size
    shown, size = fit_size(fonts, name, "text", 14, width, min_size=14)
    return shown, "text", size


def dedication_row(fonts, text: str, dr: pygame.Rect,
                   cap: int) -> tuple[str, int, list[tuple[int, int]], int, str]:
    """A dedication box's lower line: its action (text, size), the spots of its `cap`
    Villages with their radius, and the action's font. A row of circles beside the action
    when both fit; else the action on its own line and the Villages in a row under it
    (the Villages were drawn over Polish "Eksploracja 2" and English "Explore 2") where
    the box is tall enough for three rows; else in a block of two rows beside the action;
    else in a small block beside the name, on the box's top row (at 1280x720 the larger
    texts leave no room under the action). The narrower display face where the text face
    would cut the action (Greek "Εξερεύνηση 2")."""
    row_w = (cap - 1) * 18 + 14
    if fonts.get("text", 16).size(text)[0] + row_w + 8 <= dr.w - 6 - 5:
        return text, 16, [(dr.right - 12 - (cap - 1 - j) * 18, dr.y + 34) for j in range(cap)], 7, "text"

    def whole_in(width: int, sizes: tuple[int, ...] = (14, 12)) -> tuple[str, int, str] | None:
        for role, size in (*(("text", z) for z in sizes), ("display", 16)):
            if fonts.get(role, size).size(text)[0] <= width:
                return text, size, role
        return None

    line_bottom = dr.y + 25 + fonts.get("text", 14).get_height()
    if dr.h >= 52 and line_bottom + 10 <= dr.bottom:
        spots = [(dr.right - 9 - (cap - 1 - j) * 11, dr.bottom - 5) for j in range(cap)]
        got = whole_in(dr.w - 12)
        if got is not None:
            return got[0], got[1], spots, 4, got[2]
        shown, size = fit_size(fonts, text, "text", 14, dr.w - 12, min_size=12)
        return shown, size, spots, 4, "text"
    ncols = -(-cap // 2)
    left = dr.right - 9 - (ncols - 1) * 12 - 5
    got = whole_in(left - 4 - (dr.x + 6), (16, 14, 12))
    if got is not None:
        return got[0], got[1], [(left + 5 + (j // 2) * 12, dr.y + 30 + (j % 2) * 12) for j in range(cap)], 5, got[2]
    # beside the name: two rows of small circles at the top right
    spots = [(dr.right - 6 - (ncols - 1 - j // 2) * 9, dr.y + 8 + (j % 2) * 8) for j in range(cap)]
    got = whole_in(dr.w - 12)
    if got is not None:
        return got[0], got[1], spots, 3, got[2]
    shown, size = fit_size(fonts, text, "text", 14, dr.w - 12, min_size=12)
    return shown, size, spots, 3, "text"


def dedication_name_room(dr: pygame.Rect, spots: list[tuple[int, int]], rad: int) -> int:
    """The width a dedication's name may take on the box's top row: up to its Villages'
    circles where `dedication_row` put them beside it."""
    beside = [x for x, y in spots if y < dr.y + 24]
    return dr.w - 8 if not beside else min(beside) - rad - 4 - (dr.x + 5)


def draw_battle_slot(d: pygame.Surface, fonts, v: VikingsView, names: list, cols: list, syms: list, tip: Tip) -> None:
    br = L.battle_rect()
    pygame.draw.rect(d, mix(P.PANEL_LIGHT, P.DANGER, 0.25), br, 0, 6)
    pygame.draw.rect(d, P.DANGER, br, 1, 6)
    bt = v.battle_now()
    if bt is None or not bt.get("favor"):
        t = fonts.render(tr("vikings.no_battle", "no battle"), "text", 16, P.TEXT_DIM)
        d.blit(t, t.get_rect(center=br.center))
        tip(br, tr("vikings.tip.battle_title", "Battle slot"),
            tr("vikings.tip.no_battle", "No battle is going on. Playing a card face down starts one for a Favor "
                                        "card at an end of a row."))
    else:
        fr = pygame.Rect(br.x + 4, br.y + 3, 36, br.h - 6)
        card = bt["favor"]
        runes, bag = D.FAVORS[card]
        draw_mini_favor(d, fonts, fr, runes, None, T.RUNE_COLOUR, RES_COLOURS)
        x = fr.right + 8
        for c, _card in bt["parts"]:
            draw_card_back_mini(d, pygame.Rect(x, br.y + 8, 17, 24))
            P.draw_symbol(d, syms[c], (x + 8, br.y + 42), 7, cols[c], outline_for(cols[c]), 1)
            x += 24
        if bt.get("bonus"):
            d.blit(fonts.render(f"+{bt['bonus']}", "text-bold", 16, P.GOLD), (x, br.y + 8))
        who = ", ".join(T.clan_name(names, c, v.num_players) for c, _x in bt["parts"])
        tip(br, tr("vikings.tip.battle_on", "Battle for Favor card {card}", card=T.favor_named(card)),
            tr("vikings.tip.battle_body", "In the fight: {who}. It is resolved at the start of its starter's next "
                                          "turn (in solo, at once when you join).\n{fav}", who=who,
               fav=T.favor_long(card)))
    if v.invader_cards():
        top = v.invader_cards()[-1]
        ir = pygame.Rect(br.right - 30, br.bottom - 20, 26, 18)
        t = fonts.render(str(len(v.invader_cards())), "text-bold", 14, P.PARCHMENT)
        d.blit(t, t.get_rect(center=ir.center))
        tip(ir, tr("vikings.invaders_title", "Invaders"),
            tr("vikings.tip.invaders", "{k} Invader cards so far; the last was {card}.", k=len(v.invader_cards()),
               card=T.card_name(top)))


# --- the solo enemy's mat ----------------------------------------------------------------------------------
def draw_enemy_mat(d: pygame.Surface, fonts, v: VikingsView, cols: list, syms: list, tip: Tip,
                   fired: set | None = None, score: str = "") -> None:
    r = L.LOWER
    e = v.enemy_clan
    name, sail, wood, food, steel, ra = D.ENEMY_MATS[v.enemy_mat]
    col = cols[e]
    pygame.draw.rect(d, col, pygame.Rect(r.x + 3, r.y + 8, 5, r.h - 16), 0, 2)
    P.draw_symbol(d, syms[e], (r.x + 22, r.y + 18), 9, col, outline_for(col), 2)
    # the header row: the title, "Sail +k" and the score at the right, none over another
    # (Portuguese "Velejar +2" ran under "pontos 14+"); the title gives way first
    right = r.right - 10
    if score:
        sc = fonts.render(score, "display-bold", 20, P.GOLD)
        d.blit(sc, (right - sc.get_width(), r.y + 6))
        right -= sc.get_width() + 12
    sail_s = fonts.render(tr("vikings.enemy.sail", "Sail +{k}", k=sail), "text", 16, P.TEXT_DIM)
    room = right - (r.x + 36) - 8 - sail_s.get_width()
    words = tr("vikings.enemy.title", "Enemy clan: {name}", name=T.enemy_mat_name(v.enemy_mat))
    if fonts.get("display-bold", 19).size(words)[0] > room:
        words = T.enemy_mat_name(v.enemy_mat)   # "Clã do Lobo" alone in larger texts: the tooltip says whose mat
    title = fonts.render(fit(fonts, words, "display-bold", 19, room), "display-bold", 19, P.PARCHMENT)
    d.blit(title, (r.x + 36, r.y + 6))
    d.blit(sail_s, (r.x + 44 + title.get_width(), r.y + 9))
    tip(pygame.Rect(r.x, r.y, r.w, 30), tr("vikings.enemy.tip_title", "The enemy clan's mat"),
        lambda: T.enemy_mat_long(v.enemy_mat))
    # reserve line
    y = r.y + 29
    x = r.x + 14
    x = _reserve(d, fonts, v, e, x, y, cols, syms, tip)
    # tracks
    for i, icons in enumerate((wood, food, steel)):
        res = D.RES[i]
        ty = L.enemy_track_cell(i, 0).y
        room = L.enemy_track_cell(i, 0).x - (r.x + 12) - 3   # a longer name shrinks rather than run under the cells
        name, size = fit_size(fonts, T.res_name(res), "text-bold", 16, room, min_size=12)
        lab = fonts.render(name, "text-bold", size, T.RES_COLOUR[res])
        d.blit(lab, (r.x + 12, ty + 4 + (16 - size) // 2))
        val = v.resources(e)[i]
        for sp in range(8):
            c = L.enemy_track_cell(i, sp)
            pygame.draw.rect(d, P.PANEL_LIGHT, c, 0, 4)
            if sp in icons:
                code = icons[sp]
                lit = fired is not None and (i, sp) in fired
                pygame.draw.rect(d, P.GOLD if lit else P.PANEL_BORDER, c, 2 if lit else 1, 4)
                ic = fonts.render(_icon_mark(code), "text-bold", 14, P.GOLD if lit else P.PARCHMENT)
                d.blit(ic, ic.get_rect(center=c.center))
                tip(c, tr("vikings.enemy.icon_title", "{icon} (space {sp})", icon=T.icon_short(code), sp=sp),
                    T.icon_long(code))
            else:
                n = fonts.render(str(sp), "text", 14, P.TEXT_DIM)
                d.blit(n, n.get_rect(center=c.center))
        mc = L.enemy_track_cell(i, val)
        pygame.draw.rect(d, T.RES_COLOUR[res], mc.inflate(-8, -8), 3, 4)
        if v.enemy_maxed()[i]:
            mx = fonts.render("!", "text-bold", 16, P.DANGER)
            d.blit(mx, (L.enemy_track_cell(i, 7).right + 4, ty + 3))
    # rune actions
    y = L.enemy_track_cell(2, 0).bottom + 3
    d.blit(fonts.render(tr("vikings.enemy.rune_actions", "Replaced Rune Actions:"), "text", 16, P.TEXT_DIM),
           (r.x + 12, y))
    x = r.x + 14
    y += 19
    for rn in "FHP":
        g = fonts.render(T.RUNE_GLYPH[rn], "display-bold", 18, T.RUNE_COLOUR[rn])
        d.blit(g, (x, y + 1))   # (at y - 2 a glyph's top crossed the label's ink in larger texts)
        x += g.get_width() + 4
        s = fonts.render("+".join(T.icon_short(c) for c in ra[rn]), "text", 16, P.PARCHMENT)
        d.blit(s, (x, y - 1))   # (clear of the Rows' glyphs under it: Portuguese "Caça")
        x += s.get_width() + 16
    # rows: its Leader row (face up) and Battle row
    y = r.bottom - 26
    lab = fonts.render(tr("vikings.enemy.rows", "Rows"), "text", 16, P.TEXT_DIM)
    d.blit(lab, (r.x + 12, y + 3))
    x = r.x + max(60, lab.get_width() + 18)
    for card in v.leader_row(e):
        cr = pygame.Rect(x, y, 17, 24)
        chip(d, fonts, cr, card, tip)
        x += 20
    x += 10
    for card in v.enemy_battle_row():
        cr = pygame.Rect(x, y, 17, 24)
        chip(d, fonts, cr, card, tip, down=card == HIDDEN or card in v.face_down_cards())
        x += 20


def _icon_mark(code: str) -> str:
    k = T.icon_key(code)
    return {"FURY": "F!", "HUNT": "Hu", "FERRY": "Fe", "SETTLER": "S", "BOAT": "B", "TEMPLE": "T",
            "BATTLE": "⚔" + code[7:], "HARV": "H"}[k]


def chip(d: pygame.Surface, fonts, rect: pygame.Rect, card: Any, tip: Tip, down: bool = False) -> None:
    """A small played card: its rune colour and initial; face down: a back."""
    if card == HIDDEN or card not in D.CARDS:
        draw_card_back_mini(d, rect)
        tip(rect, tr("vikings.tip.down_title", "A face-down card"),
            tr("vikings.tip.down", "A battle card, hidden until the battle is resolved."))
        return
    rune = D.CARDS[card][1]
    pygame.draw.rect(d, P.PARCHMENT, rect, 0, 3)
    pygame.draw.rect(d, T.RUNE_COLOUR[rune], pygame.Rect(rect.x, rect.y, rect.w, 9), 0, border_top_left_radius=3,
                     border_top_right_radius=3)
    g = fonts.render(T.RUNE_GLYPH[rune], "display-bold", 14, P.INK)
    d.blit(g, g.get_rect(center=(rect.centerx, rect.y + 16)))
    pygame.draw.rect(d, P.INK if not down else P.DANGER, rect, 1, 3)
    tip(rect, lambda c=card: T.card_title(c), lambda c=card, dn=down: (
        tr("vikings.tip.own_down", "Face down in a battle (only you see it).\n") if dn else "") + T.card_long(c))


def _reserve(d, fonts, v: VikingsView, c: int, x: int, y: int, cols: list, syms: list, tip: Tip) -> int:
    """Units left on a clan's mat, its raided Villages, its Valkyries and Giants."""
    col, sym = cols[c], syms[c]
    x0 = x
    draw_settler(d, sym, col, (x + 7, y + 11), 7)
    x = _num(d, fonts, v.settlers_left(c), x + 16, y)
    boats = sum(1 for b in v.boats_of(c) if b is None)
    draw_small_boat(d, (x + 11, y + 14), col, sym, 20)
    x = _num(d, fonts, boats, x + 24, y)
    draw_temple(d, sym, col, (x + 8, y + 13), 8)
    x = _num(d, fonts, v.temples_left(c), x + 18, y)
    draw_village(d, (x + 9, y + 11), 6)
    x = _num(d, fonts, v.villages_held(c), x + 20, y)
    if v.with_ragnarok and v.valkyries(c) and len(v.valkyries(c)) > 3:   # the solo enemy's six Valkyries
        draw_valkyrie(d, sym, col, (x + 12, y + 12), 6)
        x = _num(d, fonts, sum(1 for loc in v.valkyries(c) if loc < 0), x + 24, y) - 10
    elif v.with_ragnarok and v.valkyries(c):
        for i, loc in enumerate(v.valkyries(c)):
            at_home = loc < 0
            vc = col if at_home else shade(col, 0.45)
            draw_valkyrie(d, sym, vc, (x + 12, y + 12), 6)
            g = fonts.render(T.RUNE_GLYPH["FHP"[i]], "display-bold", 13, P.PARCHMENT if at_home else P.TEXT_DIM)
            d.blit(g, (x + 8, y + 15))
            x += 22
    if v.with_ragnarok and v.valkyries(c):
        x += 6
        draw_giant(d, (x + 8, y + 14), 7, slain=True)
        x = _num(d, fonts, len(v.slain_of(c)), x + 20, y)
    tip(pygame.Rect(x0, y, x - x0, 26), tr("vikings.tip.reserve_title", "On the mat"),
        lambda: reserve_text(v, c))
    return x


def reserve_text(v: VikingsView, c: int) -> str:
    boats = sum(1 for b in v.boats_of(c) if b is None)
    lines = [tr("vikings.tip.reserve", "Settlers {s}, Boats {b}, Temples {t} waiting on the mat. Villages raided "
                                       "and not yet dedicated: {vh}.", s=v.settlers_left(c), b=boats, t=v.temples_left(c),
                vh=v.villages_held(c))]
    if v.with_ragnarok and v.valkyries(c):
        home = sum(1 for x in v.valkyries(c) if x < 0)
        lines.append(tr("vikings.tip.valk", "Valkyries still on the board: {k} of {n} (the Fehu, Hagalaz and "
                                            "Perthro spaces; one is sent when its clan loses a battle with a card "
                                            "of that rune, and each sent one adds to every Harvest).",
                        k=home, n=len(v.valkyries(c))))
        slain = v.slain_of(c)
        known = [g for g in slain if g != HIDDEN and g > 0]
        pts = tr("vikings.tip.giant_pts", " worth {p} points", p=sum(known)) if known and len(known) == len(slain) \
            else ""
        lines.append(tr("vikings.tip.slain", "Giants slain: {k}{pts} (their points stay hidden from the others "
                                             "until the end).", k=len(slain), pts=pts))
    return "\n".join(lines)


def _num(d, fonts, k: int, x: int, y: int) -> int:
    t = fonts.render(str(k), "text-bold", 16, P.PARCHMENT)
    d.blit(t, (x, y + 3))
    return x + t.get_width() + 10


# --- a clan's mat (the body of its seat panel) -------------------------------------------------------------
def draw_clan_mat(d: pygame.Surface, fonts, v: VikingsView, c: int, body: pygame.Rect, viewer: Any, cols: list,
                  syms: list, tip: Tip) -> None:
    x0, y = body.x + 12, body.y
    # resources on their tracks (0..7)
    x = x0
    for i, res in enumerate(D.RES):
        lab = fonts.render(T.res_letter(res), "text-bold", 16, T.RES_COLOUR[res])
        d.blit(lab, (x, y + 2))
        cx = x + max(14, lab.get_width() + 3)
        val = v.resources(c)[i]
        n = fonts.render(str(val), "text-bold", 16, P.PARCHMENT)
        # the track's cells narrow when larger texts leave it less of its 116 px
        step = max(6, min(10, (116 - 6 - (cx - x) - fonts.get("text-bold", 16).size("7")[0] - 3) // 8))
        for k in range(8):
            cell = pygame.Rect(cx + k * step, y + 4, step - 1, 16)
            if k and k <= val:
                draw_res_cube(d, cell.inflate(-2, -2), T.RES_COLOUR[res])
            else:
                pygame.draw.rect(d, P.PANEL_LIGHT, cell, 0, 2)
        d.blit(n, (cx + 8 * step + 3, y + 2))
        tip(pygame.Rect(x, y, 112, 22), T.res_name(res), tr("vikings.tip.res", "{k} {res} (the track holds 0 to 7).",
                                                           k=val, res=T.res_name(res)))
        x += 116
    y += 26
    _reserve(d, fonts, v, c, x0, y, cols, syms, tip)
    y += 28
    # runes held: island runes (active) and Favor cards (passive)
    b = L.geometry(v.map_id).b
    lab = fonts.render(tr("vikings.runes", "Runes"), "text", 16, P.TEXT_DIM)
    d.blit(lab, (x0, y + 4))
    x = x0 + max(52, lab.get_width() + 6)   # a longer word in another language pushes the tokens
    held = [i for i, h in enumerate(v.controllers()) if h == c]
    for i in held:
        rn = b.rune[i]
        draw_rune_token(d, fonts, (x + 10, y + 12), rn, T.RUNE_COLOUR[rn], 10)
        x += 23
    if not held:
        d.blit(fonts.render("–", "text", 16, P.TEXT_DIM), (x, y + 3))
        x += 14
    tip(pygame.Rect(x0, y, x - x0, 24), tr("vikings.tip.runes_title", "Island runes (active)"),
        lambda: tr("vikings.tip.runes", "Regions controlled: {regions}. Each is worth its god's island points at the "
                                        "end and counts as an active rune now.",
                   regions=", ".join(T.region_name(b, b.regions[i]) for i in held) or tr("vikings.none", "none")))
    x += 12
    favs = v.favor_cards(c)
    fx = x
    for card in favs:
        fr = pygame.Rect(x, y, 17, 24)
        if card in D.FAVORS:
            pygame.draw.rect(d, P.PARCHMENT, fr, 0, 3)
            pygame.draw.rect(d, P.GOLD, fr, 1, 3)
            rs = D.FAVORS[card][0]
            g = fonts.render("".join(T.RUNE_GLYPH[r] for r in rs), "display-bold", 12, P.INK)
            d.blit(g, g.get_rect(center=fr.center))
            tip(fr, lambda cd=card: T.favor_title(cd), lambda cd=card: T.favor_long(cd))
        else:
            draw_card_back_mini(d, fr)
        x += 20
    if favs:
        tip(pygame.Rect(fx, y, x - fx, 24), tr("vikings.tip.favors_title", "Favor cards (passive runes)"),
            T.favor_long(HIDDEN) if c != viewer else tr("vikings.tip.favors_own", "{k} Favor cards, face down "
                                                                                 "(you may hold 3).", k=len(favs)))
    y += 28
    # the row: cards played this era; the hand as backs
    lab = fonts.render(tr("vikings.row", "Row"), "text", 16, P.TEXT_DIM)
    d.blit(lab, (x0, y + 4))
    x = x0 + max(40, lab.get_width() + 6)
    own = c == viewer
    for card in v.leader_row(c):
        down = card == HIDDEN or card in v.face_down_cards()
        chip(d, fonts, pygame.Rect(x, y, 17, 24), card, tip, down=down and own)
        x += 20
    if c < v.num_players:
        hand = v.hand(c)
        hx = body.right - 14 - min(len(hand), 8) * 9 - 8
        lab = fonts.render(tr("vikings.hand", "Hand {k}", k=len(hand)), "text", 16, P.TEXT_DIM)
        d.blit(lab, (hx - lab.get_width() - 6, y + 4))
        if not own:
            for i in range(min(len(hand), 8)):
                draw_card_back_mini(d, pygame.Rect(hx + i * 9, y, 17, 24))
