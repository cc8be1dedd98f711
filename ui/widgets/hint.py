"""The hint ("Ask the bot") on a board: numbered marks on the suggested actions' targets
and a panel that lists them with their estimated chance of winning.

The frame (ui/boards/base.py) knows which target stands for which action; it calls
`mark_target(surface, fonts, target, k)` for every target of the k-th suggestion and
`HintPanel.draw(...)` with the rows. The panel's surface is cached per content (no text
is rendered per frame).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.hint import CLEAR, CLOSE, MIN_SIMS, ONLY, merged, shows_chance, verdict
from ui import palette as P
from ui.widgets.buttons import button_lines
from ui.widgets.cards import face_layout
from ui.widgets.text import fit, tr

HINT_COLOUR = P.ICE            # marks and the panel's frame: not the gold of the legal targets
PANEL_W = 560
BADGE_R = 13


def chance_text(chance: float | None, visits: int = 0, verdict: str = CLEAR) -> str:
    """A win chance as the panel shows it ("62%"; "<1%" / ">99%" at the ends); none
    when the hint is too close to call, "few games" for a move without enough of them."""
    if verdict == ONLY or (chance is None and visits == 0 and verdict != CLOSE):
        return tr("hint.only", "the only move")
    if verdict == CLOSE:
        return ""
    if chance is None:
        return tr("hint.few", "few games")
    pct = chance * 100
    if pct < 1:
        return "<1%"
    if pct > 99:
        return ">99%"
    return f"{pct:.0f}%"


Row = tuple[str, "float | None", int, bool]   # (label, figure shown or None, simulations, marked)


def hint_table(suggestions: list, text_of: Any, marked: set) -> tuple[list[Row], list[list], str]:
    """The panel's rows of a hint, the actions behind each row and the hint's verdict.
    Each distinct action once; two actions with the same text (a board that names two
    moves alike) share one row, their simulations added and their figures weighed by
    them (game.ai.hint.merged). A row's figure is None when the hint is too close to call
    or the move rests on fewer than MIN_SIMS games. marked: repr of the targets' actions."""
    labels: list[str] = []
    merged_s: list[Any] = []
    actions: list[list] = []
    for s in suggestions:
        if any(s.action in acts for acts in actions):
            continue
        label = text_of(s.action)
        if label in labels:
            i = labels.index(label)
            merged_s[i] = merged(merged_s[i], s)
            actions[i].append(s.action)
            continue
        labels.append(label)
        merged_s.append(s)
        actions.append([s.action])
    v = verdict(merged_s)
    rows: list[Row] = []
    for label, m, acts in zip(labels, merged_s, actions):
        shown = m.win_chance if v == CLEAR and shows_chance(m) else None
        rows.append((label, shown, m.visits, any(repr(a) in marked for a in acts)))
    return rows, actions, v


def label_rects(fonts: Any, target: Any, label: str = "", face: Any = None) -> list[pygame.Rect]:
    """Where a target's own words are drawn (screen rects): a button's label lines (as
    draw_button sets them), a card's title lines, subtitle chip, number badge and effect
    text (as CardArt.face sets them, `face` its CardFace). Other shapes: none."""
    r = target.rect
    out: list[pygame.Rect] = []
    if target.shape == "button" and label:
        lines = button_lines(fonts, label, r)
        line_h = lines[0][1] + 2
        top = r.centery - line_h * len(lines) / 2
        for k, (text, size) in enumerate(lines):
            tw, th = fonts.get("text-bold", size).size(text)
            lr = pygame.Rect(0, 0, tw, th)
            lr.center = (r.centerx, round(top + line_h * (k + 0.5)))
            out.append(lr)
    elif target.shape == "card" and face is not None:
        lay = face_layout(fonts, face, r.h)
        w = r.w
        pad = max(5, w // 18)
        ty = (lay.band_h - lay.title_pitch * len(lay.title)) // 2
        for ln, size in lay.title:
            tw, th = fonts.get("display-bold", size).size(ln)
            out.append(pygame.Rect(r.x + pad, r.y + ty, tw, th))
            ty += lay.title_pitch
        if face.badge:
            band = max(26, int(r.h * 0.17))
            br = band // 2 - 2
            out.append(pygame.Rect(r.x + w - pad - 2 * br, r.y + band // 2 - br, 2 * br, 2 * br))
        if lay.chip_h:
            cx, cw = lay.chip_rect(w, pad)
            out.append(pygame.Rect(r.x + cx, r.y + lay.band_h + 4, cw, lay.chip_h))
        y = lay.text_y
        for ln, size in lay.text:
            tw, th = fonts.get("text", size).size(ln)
            out.append(pygame.Rect(r.x + (w - tw) // 2, r.y + y, tw, th))
            y += lay.text_pitch
    return out


def badge_rect(centre: tuple[int, int]) -> pygame.Rect:
    """The round badge's bounding box around its centre (its ink ring included)."""
    d = 2 * (BADGE_R + 2)
    rect = pygame.Rect(0, 0, d, d)
    rect.center = centre
    return rect


def badge_pos(target: Any, labels: list[pygame.Rect] | None = None, avoid: list[pygame.Rect] | None = None,
              size: tuple[int, int] = (1600, 900)) -> tuple[int, int]:
    """Where the number of a suggestion sits on one of its targets, clear of the target's
    words (`labels`) and of `avoid` (other buttons' and cards' words): a circle's or an
    area's top right; a card's top-right corner over its art (beside the icon, under the
    title), else another corner; a button just outside its left edge, else its right,
    else above it. The first candidate that covers no words, else the first."""
    r = target.rect
    R = BADGE_R + 2
    if target.shape == "circle":
        cx, cy = target.center
        d = int(target.radius * 0.75) + 4
        cands = [(int(cx) + d, int(cy) - d)]
    elif target.shape == "button":
        cands = [(r.x - R - 3, r.centery), (r.right + R + 3, r.centery), (r.x + R, r.y - R - 2),
                 (r.x + R, r.bottom + R + 2)]
    elif target.shape == "card":
        lab = labels or []
        below = max([x.bottom for x in lab if x.y < r.y + r.h // 3] + [r.y + r.h // 5])
        cands = [(r.right - R - 3, below + R + 3), (r.x + R + 3, below + R + 3), (r.right - R - 3, r.bottom - R - 3),
                 (r.right - 2, r.y - R + 6)]
    else:
        cands = [(r.right - 6, r.y + 6)]
    w, h = size
    words = list(labels or []) + list(avoid or [])
    clamped = [(max(R, min(w - R, x)), max(R, min(h - R, y))) for x, y in cands]
    for c in clamped:
        if not any(badge_rect(c).colliderect(x) for x in words):
            return c
    return clamped[0]


def mark_target(surface: pygame.Surface, fonts: Any, target: Any, k: int, labels: list[pygame.Rect] | None = None,
                avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
    """The k-th suggestion's mark on one target: an outline in the hint colour and its
    number in a round badge placed clear of the target's words; returns the badge's rect."""
    if target.shape == "circle":
        c = (int(target.center[0]), int(target.center[1]))
        pygame.draw.circle(surface, P.INK, c, target.radius + 7, 5)
        pygame.draw.circle(surface, HINT_COLOUR, c, target.radius + 7, 3)
    elif target.shape == "region" and target.poly:
        pygame.draw.polygon(surface, P.INK, target.poly, 5)
        pygame.draw.polygon(surface, HINT_COLOUR, target.poly, 3)
    else:
        r = target.rect.inflate(6, 6)
        pygame.draw.rect(surface, P.INK, r, 5, 8)
        pygame.draw.rect(surface, HINT_COLOUR, r, 3, 8)
    x, y = badge_pos(target, labels, avoid, surface.get_size())
    pygame.draw.circle(surface, P.INK, (x, y), BADGE_R + 2)
    pygame.draw.circle(surface, HINT_COLOUR, (x, y), BADGE_R)
    num = fonts.render(str(k), "text-bold", 17, P.INK)
    surface.blit(num, num.get_rect(center=(x, y + 1)))
    return badge_rect((x, y))


class HintPanel:
    """The list of a hint: a title, one row per suggestion (its number, what it does,
    its chance of winning and the simulations behind it) and what the figure is."""

    def __init__(self, fonts: Any) -> None:
        self.fonts = fonts
        self._key: Any = None
        self._surf: pygame.Surface | None = None
        self._full: pygame.Surface | None = None
        self._compact: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def clear(self) -> None:
        self._key = None
        self._surf = None

    def _build(self, rows: list[tuple[str, float | None, int, bool]], thinking: bool, error: str,
               name: str, verdict: str = CLEAR, compact: bool = False) -> pygame.Surface:
        """The panel's surface; `compact` leaves the explanations out (a crowded board)."""
        f = self.fonts
        w = PANEL_W
        pad = 14
        lines: list[tuple[pygame.Surface, int]] = []     # (surface, x)
        title = tr("hint.title", "Hint for {name}: the hard bot's best moves", name=name)
        lines.append((f.render(fit(f, title, "text-bold", 18, w - 2 * pad), "text-bold", 18, HINT_COLOUR), pad))
        body: list[tuple[pygame.Surface, int, int]] = []  # (surface, x, y)
        y = 40
        if thinking:
            msg = tr("hint.thinking", "The bot is thinking about your move, from what you can see…")
            body.append((f.render(fit(f, msg, "text", 17, w - 2 * pad), "text", 17, P.PARCHMENT), pad, y))
            y += 28
        elif error:
            msg = tr("hint.failed", "No hint this time: {reason}", reason=error)
            body.append((f.render(fit(f, msg, "text", 17, w - 2 * pad), "text", 17, P.PARCHMENT), pad, y))
            y += 28
        else:
            if verdict == CLOSE:
                # nothing to choose between: the moves are listed, without figures
                head = tr("hint.close", "Too close to call")
                body.append((f.render(fit(f, head, "text-bold", 18, w - 2 * pad), "text-bold", 18, P.GOLD), pad, y))
                y += 26
                why = tr("hint.close_why", "In {n} simulated games these moves did about as well as each other: "
                                           "the difference is within chance.", n=sum(r[2] for r in rows))
                for ln in ([] if compact else f.wrap(why, "text", 15, w - 2 * pad)):
                    body.append((f.render(ln, "text", 15, P.PARCHMENT), pad, y))
                    y += 20
                y += 8
            for i, (label, chance, visits, marked) in enumerate(rows, 1):
                num = f.render(f"{i}.", "text-bold", 18, HINT_COLOUR)
                body.append((num, pad, y))
                right = chance_text(chance, visits, verdict)
                rs = f.render(right, "text-bold", 18, P.GOLD if i == 1 else P.PARCHMENT)
                if right:
                    body.append((rs, w - pad - rs.get_width(), y))
                room = w - 2 * pad - 34 - (rs.get_width() + 16 if right else 0)
                # a long label takes a second line rather than losing its end
                wrapped = f.wrap(label, "text", 17, room) or [label]
                if len(wrapped) > 2:
                    wrapped = [wrapped[0], " ".join(wrapped[1:])]
                for j, part in enumerate(wrapped):
                    ls = f.render(fit(f, part, "text", 17, room), "text", 17, P.PARCHMENT)
                    body.append((ls, pad + 30, y + 1))
                    y += 24 if j == len(wrapped) - 1 else 21
                if visits > 0:
                    where = "" if marked else " · " + tr("hint.not_on_board", "not marked on the board")
                    sub = tr("hint.simulated", "{n} simulated games through this move", n=visits) + where
                    body.append((f.render(fit(f, sub, "text", 14, room), "text", 14, P.TEXT_DIM), pad + 30, y))
                    y += 22
                else:
                    y += 4
            note = tr("hint.note", "Chance of winning: the bot's estimate from games it simulated from what you "
                                   "can see (unfinished ones judged by the score margin). A guide, not a promise.")
            if verdict == CLOSE or compact:
                note = ""
            elif any(r[1] is None and r[2] > 0 for r in rows):
                note += " " + tr("hint.few_note", "A move tried in fewer than {n} games shows no figure.", n=MIN_SIMS)
            for ln in (f.wrap(note, "text", 14, w - 2 * pad) if note else []):
                body.append((f.render(ln, "text", 14, P.TEXT_DIM), pad, y + 4))
                y += 18
            y += 4
        foot = tr("hint.hide", "B or the Hint button: hide · it goes when you move")
        body.append((f.render(fit(f, foot, "text", 14, w - 2 * pad), "text", 14, P.TEXT_DIM), pad, y + 6))
        h = y + 32
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*P.PANEL, 238), surf.get_rect(), 0, 12)
        pygame.draw.rect(surf, HINT_COLOUR, surf.get_rect(), 2, 12)
        for s, x in lines:
            surf.blit(s, (x, 12))
        for s, x, yy in body:
            surf.blit(s, (x, yy))
        return surf

    @staticmethod
    def place(size: tuple[int, int], area: pygame.Rect, avoid: list[pygame.Rect],
              weak: list[pygame.Rect] | None = None) -> pygame.Rect:
        """The panel's rect: the first of the candidate places in `area` (its corners:
        bottom right, top right, bottom left, top left; then the middles of its edges)
        where it covers none of `avoid` (the legal targets, draft cards, buttons) and, as
        far as can be, little of `weak` (large areas of the board that are targets too),
        else the place where it covers the least of them."""
        best, best_cover = None, None
        w, h = size
        xs = {"left": area.x + 8, "right": area.right - 8 - w, "centre": area.centerx - w // 2}
        ys = {"top": area.y + 8, "bottom": area.bottom - 8 - h, "middle": area.centery - h // 2}
        order = [("right", "bottom"), ("right", "top"), ("left", "bottom"), ("left", "top"),
                 ("centre", "bottom"), ("centre", "top"), ("right", "middle"), ("left", "middle")]
        for cx, cy in order:
            r = pygame.Rect(xs[cx], ys[cy], w, h)
            cover = HintPanel.cover(r, avoid, weak or [])
            if cover == 0:
                return r
            if best_cover is None or cover < best_cover:
                best, best_cover = r, cover
        return best

    def lay_out(self, area: pygame.Rect, rows: list[tuple[str, float | None, int, bool]], thinking: bool = False,
                error: str = "", name: str = "", avoid: list[pygame.Rect] | None = None,
                verdict: str = CLEAR, weak: list[pygame.Rect] | None = None) -> pygame.Rect:
        """Build the panel (cached per content) and place it in a corner of `area` (the
        board) that covers none of `avoid`; returns its rect (also `self.rect`). rows:
        (label, win chance or None, simulations, marked on the board)."""
        key = (tuple(rows), thinking, error, name, verdict)
        if key != self._key or self._surf is None:
            self._key = key
            self._full = self._build(rows, thinking, error, name, verdict)
            self._compact = self._build(rows, thinking, error, name, verdict, compact=True)
        self.thinking = thinking
        self.verdict = verdict
        hard, soft = list(avoid or []), list(weak or [])
        # the whole panel where it covers no target; else its short form where that one fits
        self._surf = self._full
        self.rect = self.place(self._full.get_size(), area, hard, soft)
        if self.cover(self.rect, hard, []) > 0:
            short = self.place(self._compact.get_size(), area, hard, soft)
            if self.cover(short, hard, []) < self.cover(self.rect, hard, []):
                self._surf, self.rect = self._compact, short
        return self.rect

    @staticmethod
    def cover(r: pygame.Rect, avoid: list[pygame.Rect], weak: list[pygame.Rect]) -> int:
        """How much of the targets a panel at `r` covers (`avoid` weighs far more)."""
        hard = sum(c.w * c.h for c in (r.clip(a) for a in avoid))
        return hard * 1000 + sum(c.w * c.h for c in (r.clip(a) for a in weak))

    def blit(self, surface: pygame.Surface, time: float = 0.0) -> None:
        """Draw the panel laid out last (`lay_out`); its dots pulse while the bot thinks."""
        if self._surf is None:
            return
        r = self.rect
        surface.blit(self._surf, r)
        if getattr(self, "thinking", False):
            for i in range(3):
                a = 0.5 + 0.5 * ((time * 2 - i * 0.3) % 1.0)
                col = tuple(int(P.PANEL[j] + (HINT_COLOUR[j] - P.PANEL[j]) * a) for j in range(3))
                pygame.draw.circle(surface, col, (r.right - 60 + i * 14, r.y + 22), 4)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, rows: list[tuple[str, float | None, int, bool]],
             thinking: bool = False, error: str = "", name: str = "", time: float = 0.0,
             avoid: list[pygame.Rect] | None = None, verdict: str = CLEAR) -> pygame.Rect:
        """`lay_out` and `blit` at once; returns the panel's rect."""
        r = self.lay_out(area, rows, thinking, error, name, avoid, verdict)
        self.blit(surface, time)
        return r
