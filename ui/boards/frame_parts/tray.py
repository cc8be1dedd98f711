"""The bottom tray: the prompt, the buttons of the legal actions the board gave no
target (the tray rule), Undo and Hint, and the viewer's cards (backs at a handoff)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from ui import palette as P
from ui.boards.targets import HandItem, Target
from ui.overlays import NarrationOverlay, overlays_of
from ui.widgets import tray as TR
from ui.widgets.text import tr


class Tray:
    def __init__(self, frame: Any) -> None:
        self.frame = frame

    def text(self, v: Any) -> tuple[str, tuple[int, int, int]]:
        """The prompt line and its colour."""
        fr = self.frame
        viewer = fr.viewer()
        seat = fr.acting_human()
        if fr.replay_overlay() is not None:
            return tr("board.tray.replay", "A replay of the others' moves: Esc goes back to the game"), P.GOLD
        if seat is not None and viewer is None:
            # hot seat: a decision on public information, asked on the public table
            return tr("board.tray.public_decides", "{name} decides: {prompt}", name=fr.names[seat],
                      prompt=fr.prompt_text(seat)), P.GOLD
        if seat is not None:
            return fr.prompt_text(seat), P.GOLD
        if v.is_over():   # (watched with everything open there is no viewer: the game's end is anyone's)
            return fr.prompt_text(viewer if viewer is not None else 0), P.PARCHMENT
        acting = fr.session.state.to_act()
        if not acting:      # the position before the game's end, while it is told (shown_state)
            return "", P.PARCHMENT
        names = fr.names_of(acting)
        if fr.draft_of(v) is not None and viewer in acting:
            return tr("board.tray.your_pick", "Your pick"), P.PARCHMENT
        if fr.draft_of(v) is not None:
            return tr("board.tray.draft_wait", "You have picked. Waiting for {names}", names=names), P.PARCHMENT
        return tr("board.tray.wait", "Waiting for {names}", names=names), P.PARCHMENT

    def nobodys_text(self, v: Any) -> str:
        """The tray's line when no seat's cards are shown: before a handoff, at a table of
        bots, or a game watched again from the table's view or with everything open."""
        fr = self.frame
        if fr.handoff_for is not None:
            return tr("board.tray.waiting_handoff", "Waiting for the next player")
        if getattr(fr.session, "watching", False):
            return self.text(v)[0]     # who is to decide then, or the game's end
        acting = fr.session.state.to_act()
        if fr.session.human_seats() and acting and not v.is_over():
            # hot seat, nobody's cards shown: the table waits for these seats
            return tr("board.tray.wait", "Waiting for {names}", names=fr.names_of(acting))
        if fr.session.human_seats():
            # a table with humans where nobody decides: a story waits to be read, or the end
            if overlays_of(fr, NarrationOverlay):
                return tr("board.tray.read_story", "A story is told: read it, then go on")
            if v.is_over() and not fr.end_untold():
                return tr("board.tray.over", "The game is over")
            if v.is_over():     # the last round's summary and final scoring being told (no bots here)
                return tr("board.tray.final_told", "The final scoring is told: read it, then go on")
        return tr("board.tray.spectator", "The bots are playing")

    def draw(self, d: pygame.Surface, v: Any, legal: list, items: list[HandItem], tray_actions: list) -> list[Target]:
        """The tray on the dynamic layer; returns the targets of the viewer's cards."""
        fr = self.frame
        f = fr.fonts
        lay = fr.layout
        TR.draw_tray_panel(d, lay.TRAY)
        viewer = fr.viewer()
        deciding = fr.acting_human()
        if viewer is None and deciding is None:
            msg = self.nobodys_text(v)
            d.blit(f.render(msg, "text-bold", 18, P.PARCHMENT), (lay.TRAY.x + 14, lay.TRAY.y + 8))
            if fr.handoff_for is not None:   # the next player's hand, face down (its size is public)
                k = fr.hidden_hand_size(v, fr.handoff_for)
                for r in lay.hand_rects(k, lay.TRAY.right - 10):
                    d.blit(fr.cards.back(lay.hand_height), r)
                fr.drawn_hidden.append((fr.handoff_for, k))
            return []
        text, colour = self.text(v)
        # hot seat, a turn asked on the public table: the hand waits for "Show my cards"
        cards_hidden = fr.handoff.cards_hidden()
        rects = lay.tray_buttons(len(tray_actions) + cards_hidden, TR.two_lines_height(fr.fonts))
        right_limit = (min(r.x for r in rects) - 14) if rects else lay.TRAY.right - 10
        prompt_limit = right_limit if len(rects) <= 3 else lay.TRAY.right - 10
        if not v.is_over():
            # Undo: shown to the human on screen where a decision may be taken back at all
            # (not at another's table), enabled only when possible
            if getattr(fr.session, "can_take_back", True):
                fr.buttons.append((lay.UNDO_BUTTON, tr("board.undo", "Undo"), "undo"))
                fr.tips.append((lay.UNDO_BUTTON, tr("board.undo", "Undo"), self.undo_tip))
            fr.buttons.append((lay.HINT_BUTTON, self.hint_label(), "hint"))
            fr.tips.append((lay.HINT_BUTTON, tr("board.hint", "Hint"), self.hint_tip))
            right_limit = min(right_limit, lay.UNDO_BUTTON.x - 14)
            prompt_limit = min(prompt_limit, lay.UNDO_BUTTON.x - 14)
        TR.draw_prompt(d, f, lay.TRAY, text, colour, prompt_limit, two_lines=not items)
        for r, a in zip(rects, tray_actions):
            fr.buttons.append((r, fr.action_text(a), a))
        if cards_hidden:
            r = rects[len(tray_actions)]
            fr.buttons.append((r, tr("board.tray.show_cards", "Show my cards"), "cards"))
            fr.tips.append((r, tr("board.tray.show_cards", "Show my cards"), lambda: tr(
                "board.tip.show_cards", "Your cards stay hidden while the whole table sees the screen. To play "
                "one, the others look away: the computer is handed to you and your hand is shown.")))
        # the viewer's cards
        targets: list[Target] = []
        rs = lay.hand_rects(len(items), right_limit)
        # an art that lays its face out around a tag (Blood Rage: its effect text fills
        # the face when no icon is drawn, and "new" hid "Upgrade") gets the tag in the face
        in_face = getattr(fr.cards, "marks_faces", False)
        for r, item in zip(rs, items):
            c = item.card
            face = fr.card_face(c)
            if item.badge:
                # in the face where its art can; else beside the icon, which the face keeps for it
                face = dataclasses.replace(face, mark=item.badge)
            d.blit(fr.cards.face(face, lay.hand_height), r)
            if item.badge and not in_face:
                TR.draw_badge(d, f, r, item.badge, fr.cards.icon_centre_y(face, lay.hand_height))
            fr.drawn_hand.append((viewer, c))
            fr.tips.append((r, lambda c=c, k=item.number: fr.card_title(c, k), lambda c=c: fr.card_tip(c)[1]))
            if item.action is not None and item.action in legal:
                targets.append(Target(r, item.action, "card", card=c))
        if viewer is None:
            # a decision on the public table: the deciding seat's cards are not drawn at all
            line = (tr("board.tray.cards_hidden", "Your cards stay hidden: “Show my cards” to play one") if cards_hidden
                    else tr("board.tray.public_hidden", "Decided on the table: every hand stays hidden"))
            d.blit(f.render(line, "text", 16, P.TEXT_DIM), (lay.TRAY.x + 14, lay.TRAY.y + 60))
        elif not items:
            d.blit(f.render(tr("board.tray.no_cards", "No cards in hand"), "text", 16, P.TEXT_DIM),
                   (lay.TRAY.x + 14, lay.TRAY.y + 60))
        fr.tips.extend(fr.tray_tips([b for b in fr.buttons if lay.TRAY.colliderect(b[0])]))
        return targets

    def card_title(self, card: Any, number: int) -> str:
        """A card's name in its tooltip, with its number key (1-9) when it has one."""
        name = self.frame.card_tip(card)[0]
        if 1 <= number <= 9:
            return tr("board.tip.card_key", "{name} · key {k}", name=name, k=number)
        return name

    def hint_label(self) -> str:
        fr = self.frame
        seat = fr.acting_human()
        h = fr.session.hint_for(seat) if seat is not None else None
        if h is not None and not h.done:
            return tr("board.hint_thinking", "Hint…")
        if h is not None and not fr.hint_hidden:
            return tr("board.hint_hide", "Hide hint")
        return tr("board.hint", "Hint")

    def hint_tip(self) -> str:
        if self.frame.acting_human() is None:
            return tr("board.tip.hint_off", "Ask the bot on your own decision.")
        return tr("board.tip.hint", "Ask the bot (B): the hard bot thinks about your decision from what you can "
                                    "see, and shows its three best moves with their estimated chance of winning. "
                                    "The game counts the hints each player took.")

    def undo_tip(self) -> str:
        if self.frame.can_undo():
            return tr("board.tip.undo", "Take back your last decision (Ctrl+Z).")
        return tr("board.tip.undo_off", "Nothing to undo now. A decision cannot be taken back once it revealed a "
                                        "card or a random draw, or once another player has acted.")
