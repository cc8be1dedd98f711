"""What just happened, told on the board: a battle as it happens (who joins, who has
chosen a card, the reveal, late cards, the result and its Glory) and the end of an Age
(quests revealed, Ragnarök, Valhalla released), built from the events the session
reports after each action (every card in them was public at that moment) and from the
view's `battle_view()`; then drawn as a panel beside the map.

`Story.feed(told)` follows the game (its events as game.blood_rage.events.told gives
them: their common facts and the game's own records) and returns the records it
finished (a battle, an Age's end), which the board tells as narrations
(blood_rage_narration); `battle` / `age_end` are the records its panels show.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.blood_rage.data import CARDS, RAGNAROK_GLORY
from game.blood_rage.view import BloodRageView
from game.core.events import BattleResolved, Began, Gained, Moved, Played, Scored, Told
from game.core.messages import Msg
from ui import palette as P
from ui.boards import blood_rage_layout as L
from ui.boards import blood_rage_text as T
from ui.widgets.pieces import mix, shade
from ui.widgets.text import fit, fit_lines, probing, render_fit, tr


def joined_text(k: int) -> str:
    """How many figures joined a clan's side of a battle: "1 joined", "2 joined" (Portuguese
    "1 chegou", not "1 chegaram")."""
    if k == 1:
        return tr("blood_rage.battle.joined_one", "{k} joined", k=k)
    return tr("blood_rage.battle.joined", "{k} joined", k=k)


def badge_size(r: pygame.Rect) -> int:
    """A tile's bonus badge: smaller on a narrow tile, to leave room for the name."""
    return 18 if r.w >= 150 else 15


def tile_lines(fonts: Any, name: str, r: pygame.Rect, badge: str, tagged: bool,
               mark_w: int = 0) -> tuple[list[tuple[str, int]], bool]:
    """A card tile's name (StoryPainter.card_tile) beside its badge and mark, and whether
    the tile has room left for its tag (late, discarded) under the name: a name that needs
    two lines (Polish "Spojrzenie Heimdalla") has them, small, over a small tag if the tile
    is tall enough; one that needs three (Greek "Πισώπλατο Χτύπημα του Λόκι") takes the
    tag's room (the shaded tile and its tooltip still tell)."""
    bw = fonts.get("text-bold", badge_size(r)).size(badge)[0] + 8 if badge else 0
    room = r.w - 18 - bw - mark_w
    most = max(1, (r.h - 2) // name_pitch(fonts))    # lines as tall as drawn (18 px at 1280x720)
    if not tagged or r.h < 34:      # a low tile has no room for the tag
        return tile_name_lines(fonts, name, room, most=most if r.h >= 34 else 1), False
    with probing():     # over the tag if it holds the name whole
        lines = tile_name_lines(fonts, name, room, most=min(2, most) if r.h >= 42 else 1)
    if whole(lines, name):
        return lines, True
    return tile_name_lines(fonts, name, room, most=most), False


def name_pitch(fonts: Any) -> int:
    """The height of one line of a tile's name in two or more lines (14 px at 1600x900)."""
    return fonts.get("text-bold", 13).get_linesize() - 3


BATTLE_NAME_W = 170   # a battle row: the clan's name and strength, then its cards,
BATTLE_TOTAL_W = 118  # ... then its total and outcome at the right
CARD_TILE_W = 220     # a card's tile at the widest


def card_rects(fonts: Any, row: pygame.Rect, x: int, ch: int, cards: list[tuple[str, str, bool]],
               below: int = 0) -> list[pygame.Rect]:
    """Where a battle row shows its last cards ((name, badge, tagged) each): side by side,
    or, when a name would not be whole beside another (the longest Greek names), one
    above the other across the whole width, as tall as the row allows (two lines each at
    1280x720: Italian "Sguardo di Heimdall" was cut on one), `below` px left under them."""
    room = row.w - BATTLE_NAME_W - BATTLE_TOTAL_W
    k = max(1, len(cards))
    cw = min(CARD_TILE_W, (room - 6 * (k - 1)) // k)
    y = row.y + (row.h - ch) // 2
    side = [pygame.Rect(x + j * (cw + 6), y, cw, ch) for j in range(len(cards))]
    if len(cards) < 2:
        return side
    with probing():     # side by side if every name is whole there
        if all(whole(tile_lines(fonts, n, r, b, t)[0], n) for (n, b, t), r in zip(cards, side)):
            return side
    total = max(ch, min(row.h - 12 - below, 2 * ch + 2))
    h = (total - 2) // 2
    y = row.y + (row.h - below - total) // 2
    return [pygame.Rect(x, y + j * (h + 2), min(room, CARD_TILE_W + 40), h) for j in range(len(cards))]


def whole(lines: list[tuple[str, int]], name: str) -> bool:
    """The lines hold every word of the name."""
    return " ".join(p for p, _ in lines).split() == name.split()


QUEST_MARK_W = 16   # the fulfilled / failed mark at the right of a revealed quest's tile


def quest_row(k: int, glory_w: int = 0) -> tuple[int, int, int, int]:
    """Where the end of an Age shows a clan's `k` revealed quests: (x of the first tile,
    its y below the row's top, tile width, the row's height). One or two sit beside the
    clan's name, as wide as the row allows before the Glory at the right (`glory_w` wide);
    three, or two beside a Glory wider than 74 px, take a line of their own under the name
    (three in 334 px cut every long name)."""
    R = L.AGE_END_RECT
    right = R.right - max(96, glory_w + 22)      # clear of the row's Glory ("+14 Glória" ran under a ✓)
    if k <= 1 or (k == 2 and right == R.right - 96):
        x = R.x + 130
        return x, 0, min(230, (right - x) // max(1, k) - 6), 42
    return R.x + 16, 36, (R.w - 32) // k - 6, 78


def tile_name_lines(fonts: Any, name: str, width: int, two: bool = True,
                    most: int | None = None) -> list[tuple[str, int]]:
    """A card's name in a tile `width` wide, as (line, size): one line in 16, 14 or 13 px,
    else (if the tile is tall enough: `two`, or `most` lines) two lines, then up to `most`,
    in 13 down to 10 px, else one line in 12 or 11 px, shortened with an ellipsis if it
    must."""
    most = (2 if two else 1) if most is None else most
    more = tuple((size, n) for n in range(2, most + 1) for size in (13, 12, 11, 10))
    return fit_lines(fonts, name, "text-bold", width, ((16, 1), (14, 1), (13, 1), *more, (12, 1), (11, 1)))


class Story:
    def __init__(self, n: int, describe: Any, names: list[str]) -> None:
        self.n = n
        self.describe = describe
        self.names = names
        self.battle: dict | None = None
        self.age_end: dict | None = None
        self.version = 0

    # --- following the events --------------------------------------------------------------
    def _new_battle(self, seat: int, loc: str, again: bool) -> dict:
        return {"loc": loc, "pill": seat, "again": again, "joins": [], "parts": [], "str": {}, "rounds": [],
                "late": [], "notes": [], "totals": {}, "winner": None, "dead": {}, "glory": {}, "done": False,
                "unopposed": False, "reward": "", "chosen": set(), "seen": True}

    def from_view(self, v: BloodRageView) -> None:
        """A battle already under way when the board opens (a loaded game)."""
        if self.battle is None and v.battle_view() is not None:
            self.battle = self.record_of(v)
            self.version += 1

    def record_of(self, v: BloodRageView) -> dict | None:
        """The battle under way in the view `v` as a record (kept by nobody: a replayed
        position's battle is drawn from it and forgotten)."""
        b = v.battle_view()
        if b is None:
            return None
        rec = self._new_battle(b["pillager"], b["loc"], b["again"])
        rec["parts"] = list(b["participants"])
        rec["str"] = dict(b["strength"])
        plays = [(p["seat"], p["card"]) for p in b["plays"] if not p["late"]]
        if plays:
            rec["rounds"].append(plays)
        rec["late"] = [(p["seat"], p["card"]) for p in b["plays"] if p["late"]]
        return rec

    def feed(self, told: list[Told]) -> list[tuple[str, dict]]:
        """Follow one step's events, as game.blood_rage.events.told gives them (their
        facts, and the game's own records); the records finished by them, in order:
        ("battle", rec) or ("age", rec)."""
        changed = False
        done: list[tuple[str, dict]] = []
        prev = ""
        for x in told:
            t, own = x.kind, x.own
            prev, before = t, prev
            b = self.battle
            if t == "pillage":
                self.battle = self._new_battle(own.seat, own.loc, own.again)
                self.age_end = None
                changed = True
                continue
            phase = x.first(Began)
            if t == "phase" and phase.name == "quest":
                self.age_end = {"age": phase.number, "quests": [], "rag": "", "rag_dead": {}, "rag_glory": {},
                                "release": {}, "release_glory": {}, "quest_glory": {}, "raises": [], "done": False,
                                "final_glory": {}, "final": False}
                self.battle = None
                changed = True
                continue
            a = self.age_end
            if t == "phase" and phase.name == "action" and a is not None and a["done"]:
                # the next Age's actions begin: the summary has had its time
                self.age_end = None
                changed = True
                continue
            if a is not None and not a["done"]:
                if t == "quest_reveal":
                    quest = x.first(Played)
                    a["quests"].append((quest.seat, quest.card, own.fulfilled))
                elif t == "ragnarok":
                    a["rag"] = own.loc
                elif t == "destroyed" and own.cause == "rag":
                    for f in x.facts:
                        a["rag_dead"].setdefault(f.seat, []).append(f.piece)
                elif t == "glory":
                    key = {"quests": "quest_glory", "ragnarok": "rag_glory", "stats": "final_glory"}.get(own.source)
                    if key is None and own.source == "upgrades":
                        # after the stats' Glory of the game's end: Thor's Conquest; right after a
                        # release: Loki's; right after Ragnarok destroys ships: the Dragons'
                        if a["final_glory"]:
                            key = "final_glory"
                        elif before == "release":
                            key = "release_glory"
                        elif before == "destroyed" and a["rag"]:
                            key = "rag_upgrade_glory"
                    if key:
                        g = x.first(Scored)
                        a.setdefault(key, {})[g.seat] = a.get(key, {}).get(g.seat, 0) + g.points
                elif t == "release":
                    a["release"][own.seat] = own.n
                elif t == "stat":
                    a["raises"].append((x.first(Gained).seat, own.stat, own.value))
                elif t in ("age", "game_over"):
                    a["done"] = True
                    a["final"] = t == "game_over"
                    done.append(("age", a))
                changed = True
            if b is None or b["done"]:
                continue
            changed = True
            if t == "join":
                m = x.first(Moved)
                b["joins"].append((m.seat, m.piece, m.frm))
            elif t == "unopposed":
                seat = x.first(BattleResolved).winners[0]
                b["unopposed"] = True
                b["parts"] = [seat]
                b["winner"] = seat
            elif t == "battle":
                b["parts"] = list(own.seats)
                b["str"] = dict(own.strength)
            elif t == "card_chosen":
                b["chosen"].add(x.first(Played).seat)
            elif t == "reveal":
                b["rounds"].append([(f.seat, f.card) for f in x.facts if type(f) is Played])
                b["chosen"] = set()
            elif t == "late":
                late = x.first(Played)
                b["late"].append((late.seat, late.card))
            elif t == "compare":
                won = x.first(BattleResolved).winners
                b["totals"] = dict(own.totals)
                b["winner"] = won[0] if won else -1
            elif t == "destroyed":
                for f in x.facts:
                    b["dead"].setdefault(f.seat, []).append(f.piece)
            elif t == "glory":
                g = x.first(Scored)
                b["glory"][g.seat] = b["glory"].get(g.seat, 0) + g.points
            elif t == "pillaged":
                b["reward"] = T.token_name(own.token)
            elif t == "battle_end":
                b["done"] = True
                done.append(("battle", b))
            if t in ("primacy", "watch", "smite", "tide", "tyr_quest", "trickery", "poison", "prowess", "backstab",
                     "pillaged", "stat", "escape", "protect", "lord_move", "blessing", "take_back",
                     "winner_discards", "rage"):
                line = self.describe(x.event, self.names)
                if line:
                    b["notes"].append(line)
        if changed:
            self.version += 1
        return done

    def reset(self) -> None:
        """An undo: what was told may not have happened any more."""
        self.battle = None
        self.age_end = None
        self.version += 1

    def dismiss(self) -> None:
        """The reader is done: the finished records go."""
        if self.battle is not None and self.battle["done"]:
            self.battle = None
        if self.age_end is not None and self.age_end["done"]:
            self.age_end = None
        self.version += 1


def printed_bonus(c: Any) -> int | None:
    """A revealed card's printed bonus (None for Heimdall's Sight, whose X depends)."""
    if not T.is_card(c):
        return None
    card = CARDS[c]
    if card.kind != "battle":
        return 0
    return None if card.effect == "sight" else card.value


class StoryPainter:
    """Draws the battle and age-end panels (into the dynamic layer)."""

    def __init__(self, fonts: Any, names: list[str], colours: list, tip: Any, button: Any, figure: Any) -> None:
        self.fonts = fonts
        self.names = names
        self.colours = colours
        self.tip = tip
        self.button = button
        self.figure = figure
        self.card_spots: dict[tuple[int, int], pygame.Rect] = {}

    def _panel(self, d: pygame.Surface, r: pygame.Rect, title: str, colour: tuple[int, int, int]) -> None:
        pygame.draw.rect(d, mix(P.PANEL, P.TABLE, 0.3), r, 0, 12)
        pygame.draw.rect(d, colour, r, 3, 12)
        t = render_fit(self.fonts, title, "display-bold", 24, colour, r.w - 100, min_size=17)   # Italian ran long
        d.blit(t, t.get_rect(topright=(r.right - 14, r.y + 8)))

    def card_tile(self, d: pygame.Surface, r: pygame.Rect, c: Any, bonus: int | None, late: bool = False,
                  gone: bool = False, mark_w: int = 0) -> None:
        """A played or revealed card as a tile: its god's (or kind's) band, its name, a
        bonus badge at the right, `late` / `discarded` under the name; `mark_w` pixels at
        the right are left free for a mark drawn over the tile."""
        f = self.fonts
        if not T.is_card(c):
            pygame.draw.rect(d, (43, 35, 26), r, 0, 6)
            pygame.draw.rect(d, P.GOLD, r, 2, 6)
            q = f.render(tr("blood_rage.battle.face_down", "face down"), "text", 16, P.GOLD)
            d.blit(q, q.get_rect(center=r.center))
            self.tip(r, tr("blood_rage.tip.chosen_title", "A card chosen face down"),
                     tr("blood_rage.tip.chosen", "All cards are revealed together once every clan has chosen."))
            return
        card = CARDS[c]
        pygame.draw.rect(d, P.PARCHMENT if not gone else shade(P.PARCHMENT, 0.7), r, 0, 6)
        band = T.GOD_COLOURS.get(T.god_of(c)) or T.KIND_BAND[card.kind]
        pygame.draw.rect(d, band, pygame.Rect(r.x, r.y, 8, r.h), 0, border_top_left_radius=6,
                         border_bottom_left_radius=6)
        badge = "" if bonus is None else f"+{bonus}"
        if badge:
            bs = f.render(badge, "text-bold", badge_size(r), P.INK)
            d.blit(bs, (r.right - bs.get_width() - 6, r.centery - bs.get_height() // 2))
        tagged = late or gone
        lines, tag_room = tile_lines(f, T.card_name(c), r, badge, tagged, mark_w)
        if len(lines) == 1:
            ns = f.render(lines[0][0], "text-bold", lines[0][1], P.INK)
            d.blit(ns, (r.x + 12, r.y + (3 if tag_room else (r.h - ns.get_height()) // 2)))
        else:
            step = name_pitch(f)
            top = r.y + 2 if tag_room else r.y + (r.h - len(lines) * step) // 2
            for k, (ln, size) in enumerate(lines):
                d.blit(f.render(ln, "text-bold", size, P.INK), (r.x + 12, top + k * step))
        if tag_room:     # a small tag under the name, clear of the badge
            sub = tr("blood_rage.battle.late", "late") if late else tr("blood_rage.battle.watched", "discarded")
            ss = f.render(sub, "text", 12, shade(P.INK, 1.6) if late else shade(P.INK, 1.15))
            d.blit(ss, (r.x + 12, r.bottom - ss.get_height() - 1))
        pygame.draw.rect(d, shade(band, 0.7), r, 1, 6)
        self.tip(r, lambda c=c: T.card_tip(c)[0], lambda c=c: T.card_tip(c)[1])

    # --- the battle --------------------------------------------------------------------------------
    def draw_battle(self, d: pygame.Surface, rec: dict, live: dict | None, viewer: int | None, holding: bool,
                    present: dict[int, list[str]] | None = None) -> None:
        """present: each seat's figures in the battle area now (from the view)."""
        f = self.fonts
        R = L.BATTLE_RECT
        self.card_spots = {}
        loc = T.place(rec["loc"])
        pill = self.names[rec["pill"]]
        if rec["unopposed"]:
            title = tr("blood_rage.battle.unopposed_title", "{name} pillages {loc}", name=pill, loc=loc)
        elif rec["parts"]:
            title = tr("blood_rage.battle.title", "Battle in {loc}", loc=loc)
        else:
            title = tr("blood_rage.battle.call_title", "{name} pillages {loc}: the call to battle", name=pill, loc=loc)
        self._panel(d, R, title, P.DANGER if rec["parts"] and not rec["unopposed"] else P.GOLD)
        sub = tr("blood_rage.battle.sub_again", "pillaging again (Tyr's Challenge)") if rec["again"] else ""
        step = (live or {}).get("step", "")
        if not rec["done"]:
            sub = {"call": tr("blood_rage.battle.step_call", "Neighbours may send figures in, one at a time."),
                   "cards": tr("blood_rage.battle.step_cards", "Each clan chooses a card in secret."),
                   "reveal": tr("blood_rage.battle.step_reveal", "The cards are revealed."),
                   "late": tr("blood_rage.battle.step_late", "Heimdall cards may still be played, face up."),
                   "result": tr("blood_rage.battle.step_result", "The battle is decided.")}.get(step, sub)
        if sub:
            d.blit(f.render(fit(f, sub, "text", 16, R.w - 24), "text", 16, P.PARCHMENT), (R.x + 12, R.y + 40))
        parts = rec["parts"] or ([rec["pill"]] + [s for s, _k, _q in rec["joins"] if s != rec["pill"]])
        parts = list(dict.fromkeys(parts))
        live_plays = (live or {}).get("plays") or []
        for i, s in enumerate(parts):
            row = L.battle_row(i, max(len(parts), 2))
            won = rec["winner"] == s
            lost = rec["winner"] is not None and not won
            pygame.draw.rect(d, mix(self.colours[s], P.PANEL, 0.8), row, 0, 8)
            pygame.draw.rect(d, P.GOLD if won else (P.DANGER if lost else P.PANEL_BORDER), row, 3 if won else 1, 8)
            pygame.draw.rect(d, self.colours[s], pygame.Rect(row.x + 3, row.y + 6, 5, row.h - 12), 0, 2)
            name = f.render(fit(f, self.names[s], "text-bold", 18, 150), "text-bold", 18, P.PARCHMENT)
            d.blit(name, (row.x + 14, row.y + 6))
            strength = (live or {}).get("strength", {}).get(s, rec["str"].get(s))
            if strength is not None:
                st = f.render(tr("blood_rage.battle.strength", "figures {k}", k=strength), "text", 16, P.TEXT_DIM)
                d.blit(st, (row.x + 14, row.y + 30))
            joined = [(k, q) for (js, k, q) in rec["joins"] if js == s]
            if joined:
                jt = joined_text(len(joined))
                js_ = f.render(jt, "text", 16, P.TEXT_DIM)
                jx = row.x + 14 + (st.get_width() + 8 if strength is not None else 0)
                if jx + js_.get_width() <= row.x + BATTLE_NAME_W - 6:
                    d.blit(js_, (jx, row.y + 30))
                else:   # no room beside the strength before the cards (Portuguese "1 chegou"): below it
                    js_ = render_fit(f, jt, "text", 14, P.TEXT_DIM, BATTLE_NAME_W - 20, min_size=12)
                    d.blit(js_, (row.x + 14, row.y + 48))
            # the figures: those standing in the battle now, then those it lost (crossed)
            fx = row.x + 24
            fy = row.bottom - 18
            figs = [(k, False) for k in (present or {}).get(s, [])] + [(k, True) for k in rec["dead"].get(s, [])]
            for k, dead in figs[:8]:
                if self.figure is not None and row.h >= 70:
                    self.figure(d, s, k, (fx, fy), 22)
                    if dead:
                        pygame.draw.line(d, P.DANGER, (fx - 8, fy - 10), (fx + 8, fy + 10), 3)
                        pygame.draw.line(d, P.DANGER, (fx - 8, fy + 10), (fx + 8, fy - 10), 3)
                fx += 19
            # the cards: revealed rounds, late cards, or a face-down card chosen now
            x = row.x + 170
            ch = min(44, row.h - 12)
            plays: list[tuple[Any, int | None, bool, bool]] = []
            if live_plays:
                for p in live_plays:
                    if p["seat"] == s:
                        plays.append((p["card"], p["bonus"], p["late"], p["gone"]))
            else:
                for rnd in rec["rounds"]:
                    for ps, c in rnd:
                        if ps == s:
                            plays.append((c, printed_bonus(c), False, False))
                for ps, c in rec["late"]:
                    if ps == s:
                        plays.append((c, printed_bonus(c), True, False))
            chosen = s in rec["chosen"] or (live is not None and s in live.get("chosen", []))
            if chosen and live is not None:
                c = live["choice"][s]
                plays.append((c, None, False, False))   # face down for others, face up for its owner
            shown = plays[-2:] if len(plays) > 2 else plays
            named = [(T.card_name(c) if T.is_card(c) else "", "" if bonus is None else f"+{bonus}", late or gone)
                     for c, bonus, late, gone in shown]
            mark_h = f.get("text", 16).get_linesize() if chosen and live is not None else 0
            for j, ((c, bonus, late, gone), tile) in enumerate(zip(shown, card_rects(f, row, x, ch, named, mark_h))):
                if c is not None and T.is_card(c) and chosen and j == len(shown) - 1 and live is not None \
                        and live["choice"][s] == c:
                    self.card_tile(d, tile, c, None)
                    mark = f.render(tr("blood_rage.battle.your_choice", "your choice"), "text", 16, P.GOLD)
                    d.blit(mark, (tile.x, tile.bottom))
                else:
                    self.card_tile(d, tile, c, bonus, late, gone)
                if T.is_card(c):
                    self.card_spots[(s, c)] = tile
            if not plays and rec["parts"] and not rec["unopposed"]:
                wait = tr("blood_rage.battle.choosing", "choosing…") if step == "cards" else \
                    tr("blood_rage.battle.no_card", "no card")
                ws = f.render(wait, "text", 16, P.TEXT_DIM)
                d.blit(ws, (x, row.centery - 9))
            # the total and the result
            tot = rec["totals"].get(s)
            if tot is None and live is not None and step in ("late", "result") and s in live.get("total", {}):
                tot = live["total"][s]
            rx = row.right - 10
            if tot is not None:
                ts = f.render(str(tot), "display-bold", 30, P.GOLD if won else P.PARCHMENT)
                d.blit(ts, ts.get_rect(topright=(rx, row.y + 2)))
                rx -= ts.get_width() + 8
            res = ""
            if rec["winner"] is not None and not rec["unopposed"]:
                res = tr("blood_rage.battle.wins", "wins") if won else (
                    tr("blood_rage.battle.tie", "tie: loses") if rec["winner"] == -1 else tr("blood_rage.battle.loses",
                                                                                            "loses"))
            extra = []
            if rec["dead"].get(s):
                extra.append(tr("blood_rage.battle.dead", "{k} to Valhalla", k=len(rec["dead"][s])))
            if rec["glory"].get(s):
                extra.append(tr("blood_rage.battle.glory", "+{g} Glory", g=rec["glory"][s]))
            if res:
                rs = f.render(res, "text-bold", 18, P.GOLD if won else (230, 150, 130))
                d.blit(rs, rs.get_rect(bottomright=(row.right - 10, row.bottom - 24 if extra else row.bottom - 6)))
            if extra:
                es = f.render(" · ".join(extra), "text", 16, P.PARCHMENT)
                d.blit(es, es.get_rect(bottomright=(row.right - 10, row.bottom - 4)))
            self.tip(row, self.names[s], self._row_tip(rec, s, strength, tot))
        # what else happened, latest last
        notes = list(rec["notes"])
        if rec["unopposed"]:
            notes.insert(0, tr("blood_rage.battle.unopposed", "Nobody opposes: the pillage succeeds without a "
                                                            "battle (no battle Glory)."))
        # the latest notes that fit whole under the rows, a long note wrapped (Polish "Nikt
        # nie staje do walki: …" was cut), never one's tail alone (Greek "Φρίγα." at 1280x720)
        pitch = f.get("text", 16).get_linesize()
        rows_bottom = L.battle_row(len(parts) - 1, max(len(parts), 2)).bottom if parts else R.y + 64
        room = max(1, min(8, (R.bottom - 40 - rows_bottom - 8) // pitch))
        lines: list[str] = []
        for line in reversed(notes):
            text = tr(line) if isinstance(line, Msg) else line   # the engine's lines are messages: worded here
            wrapped = f.wrap(text, "text", 16, R.w - 24)
            if lines and len(lines) + len(wrapped) > room:
                break
            lines = wrapped[:room] + lines
        y = R.bottom - 40 - pitch * len(lines)
        for text in lines:
            d.blit(f.render(text, "text", 16, P.PARCHMENT), (R.x + 12, y))
            y += pitch
        if rec["done"]:
            br = pygame.Rect(R.right - 160, R.bottom - 44, 148, 34)
            self.button(br, tr("blood_rage.battle.close", "Close") if not holding else
                        tr("blood_rage.battle.continue", "Continue"), "story_close")

    def _row_tip(self, rec: dict, s: int, strength: Any, tot: Any) -> str:
        lines = []
        if strength is not None:
            lines.append(tr("blood_rage.tip.battle_str", "Strength of the figures in the province and its fjord: {k}.",
                            k=strength))
        for js, k, q in rec["joins"]:
            if js == s:
                lines.append(tr("blood_rage.tip.battle_join", "Joined: the {fig} from {loc}.", fig=T.figure(k),
                                loc=T.place(q)))
        if tot is not None:
            lines.append(tr("blood_rage.tip.battle_total", "Total with cards: {k}.", k=tot))
        lines.append(tr("blood_rage.tip.battle_rule", "The single highest total wins; a tie means everyone loses. "
                                                     "Losers' figures go to Valhalla and their cards come back to "
                                                     "hand; the winner gains Glory equal to its Axes."))
        return "\n".join(lines)

    # --- the end of an Age ------------------------------------------------------------------------
    def draw_age_end(self, d: pygame.Surface, a: dict, holding: bool) -> None:
        f = self.fonts
        R = L.AGE_END_RECT
        age = a["age"]
        self._panel(d, R, tr("blood_rage.age_end.title", "The end of Age {n}", n=("I", "II", "III")[max(0, min(2, age - 1))]),
                    P.GOLD)
        y = R.y + 44
        head = f.render(tr("blood_rage.age_end.quests", "Quests revealed"), "display-bold", 20, P.GOLD)
        d.blit(head, (R.x + 12, y))
        y += 26
        if not a["quests"]:
            d.blit(f.render(tr("blood_rage.age_end.no_quests", "Nobody had committed a quest."), "text", 16,
                            P.TEXT_DIM), (R.x + 16, y))
            y += 22
        for s in range(len(self.names)):
            mine = [(c, ok) for (qs, c, ok) in a["quests"] if qs == s]
            if not mine:
                continue
            nm = f.render(fit(f, self.names[s], "text-bold", 16, 110), "text-bold", 16, P.legible(self.colours[s]))
            d.blit(nm, (R.x + 16, y + 10))
            g = a["quest_glory"].get(s, 0)
            gs = f.render(tr("blood_rage.battle.glory", "+{g} Glory", g=g), "text-bold", 16, P.GOLD) if g else None
            x0, ty, tw, row_h = quest_row(len(mine[:3]), gs.get_width() if gs else 0)
            x = x0
            for c, ok in mine[:3]:
                tile = pygame.Rect(x, y + ty, tw, 36)
                self.card_tile(d, tile, c, None, mark_w=QUEST_MARK_W)
                mark = f.render("✓" if ok else "✗", "text-bold", 18, (90, 170, 80) if ok else P.DANGER)
                d.blit(mark, (tile.right - 18, tile.y + 8))
                x += tw + 6
            if gs is not None:
                d.blit(gs, gs.get_rect(topright=(R.right - 14, y + 10)))
            y += row_h
        y += 6
        if a["rag"]:
            head = f.render(tr("blood_rage.age_end.ragnarok", "Ragnarök destroys {loc}", loc=T.place(a["rag"])),
                            "display-bold", 20, (230, 120, 100))
            d.blit(head, (R.x + 12, y))
            y += 26
            if not a["rag_dead"]:
                d.blit(f.render(tr("blood_rage.age_end.rag_empty", "Nobody stood there."), "text", 16, P.TEXT_DIM),
                       (R.x + 16, y))
                y += 22
            for s, figs in a["rag_dead"].items():
                g = a["rag_glory"].get(s, 0)
                line = tr("blood_rage.age_end.rag_line", "{name}: figures lost {k}, +{g} Glory ({per} each)",
                          name=self.names[s], k=len(figs), g=g, per=RAGNAROK_GLORY[max(1, min(3, age))])
                d.blit(f.render(fit(f, line, "text", 16, R.w - 30), "text", 16, P.PARCHMENT), (R.x + 16, y))
                y += 21
            y += 6
        if a["release"]:
            head = f.render(tr("blood_rage.age_end.release", "Valhalla releases its dead"), "display-bold", 20,
                            P.GOLD)
            d.blit(head, (R.x + 12, y))
            y += 26
            for s, k in a["release"].items():
                g = a["release_glory"].get(s, 0)
                line = tr("blood_rage.age_end.release_line", "{name}: figures back to the reserve {k}", name=self.names[s],
                          k=k)
                if g:
                    line += tr("blood_rage.age_end.release_glory", ", +{g} Glory (Loki)", g=g)
                d.blit(f.render(fit(f, line, "text", 16, R.w - 30), "text", 16, P.PARCHMENT), (R.x + 16, y))
                y += 21
        if a["raises"] and y < R.bottom - 70:
            parts = [f"{self.names[s]} {T.stat_name(st)} {v}" for s, st, v in a["raises"][-4:]]
            line = tr("blood_rage.age_end.raises", "Stats raised: {list}", list=", ".join(parts))
            room = 2 if y < R.bottom - 92 else 1     # clear of the Close button
            for k, part in enumerate(f.wrap(line, "text", 16, R.w - 30)[:room]):   # Polish ran past the panel
                d.blit(f.render(fit(f, part, "text", 16, R.w - 30), "text", 16, P.TEXT_DIM), (R.x + 16, y + 4 + 20 * k))
        if a["done"]:
            br = pygame.Rect(R.right - 160, R.bottom - 44, 148, 34)
            self.button(br, tr("blood_rage.battle.continue", "Continue") if holding else
                        tr("blood_rage.battle.close", "Close"), "story_close")
