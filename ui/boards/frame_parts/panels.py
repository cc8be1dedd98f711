"""The seat panels in the right column: the frame draws each one's first row (colour,
symbol, name, score, tag, gold border for seats to act), the board its body."""

from __future__ import annotations

from typing import Any

import pygame

from ui import palette as P
from ui.widgets.seat_panel import draw_seat_frame
from ui.widgets.text import tr


def seat_looks(spec: Any, seats: list[dict], game_id: str) -> tuple[list[tuple[int, int, int]], list[str]]:
    """Each seat's colour and symbol: the seat's chosen colour index into the seat
    colours and symbols the game's spec names (the seat's index when none was
    chosen); ui.palette gives the shades."""
    names = tuple(getattr(spec, "seat_colours", ()) or ())
    shapes = tuple(getattr(spec, "seat_symbols", ()) or ())
    colours, symbols = [], []
    for i, s in enumerate(seats):
        c = s.get("colour", i)
        c = c if isinstance(c, int) and not isinstance(c, bool) else i
        colours.append(P.colour_shade(names[c % len(names)]) if names else P.seat_colour(game_id, c))
        symbols.append(shapes[c % len(shapes)] if shapes else P.seat_symbol(game_id, c))
    return colours, symbols


class SeatPanels:
    def __init__(self, frame: Any) -> None:
        self.frame = frame

    def tag(self, seat: int, viewer: int | None, thinking: set, winners: set, over: bool) -> str:
        fr = self.frame
        kind = fr.session.seats[seat].get("kind", "human")
        if kind == "human" and fr.session.seats[seat].get("remote"):
            kind = "remote"          # a player on another computer, at a table this window hosts
        tag = tr("board.you", "you") if seat == viewer else (
            tr("board.human", "human") if kind == "human" else tr("board.remote", "remote") if kind == "remote"
            else tr(f"board.bot.{kind}", "bot: " + kind))
        if seat in thinking:
            tag = tr("board.thinking", "thinking") + "." * (1 + int(fr.time * 3) % 3)
        if over and seat in winners:
            tag = tr("board.winner", "winner")
        return tag

    def draw(self, d: pygame.Surface, v: Any) -> None:
        fr = self.frame
        sess = fr.session
        over = v.is_over() and not fr.end_untold()   # no winner before the end was told
        acting = set(sess.state.to_act()) if not over else set()
        thinking = set(sess.thinking_seats())
        viewer = fr.viewer()
        winners = set(sess.state.winners()) if over else set()
        for s in range(fr.n):
            r = fr.layout.seat_panel(s)
            draw_seat_frame(d, fr.fonts, r, colour=fr.colours[s], symbol=fr.symbols[s], name=fr.names[s],
                            score=fr.seat_score(v, s), tag=self.tag(s, viewer, thinking, winners, over),
                            tag_colour=P.GOLD if s in thinking or s in winners else P.TEXT_DIM,
                            tag_bold=s in winners, acting=s in acting)
            fr.draw_seat_panel(d, r, v, s)
