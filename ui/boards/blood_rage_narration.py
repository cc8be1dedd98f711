"""Blood Rage's told moments (a battle's result, the end of an Age, Ragnarök and the final
Glory) as narrations over the board (ui.overlays.NarrationOverlay): the steps come one by
one (the cards turned, the strengths counted up, the winner, the losers' figures to
Valhalla), and the story stays until each human it concerns pressed Continue. Bots never
move it on; with only bots at the table it goes on by itself at the animation pace.

`battle_steps(rec, names, colours)` and `age_steps(rec, names, colours)` word a finished
record of blood_rage_story.Story (`told` gives its title too); `MomentNarration` is the
overlay, worded again when the language changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.blood_rage.data import RAGNAROK_GLORY
from game.core.messages import Msg
from ui import palette as P
from ui.boards import blood_rage_text as T
from ui.boards.blood_rage_story import printed_bonus
from ui.overlays.narration import NarrationOverlay
from ui.widgets.text import tr

ANY_HUMAN = -1       # a confirm entry: the Continue of whoever sits at the table
READ_AFTER = 1.5     # a bots-only table: seconds the whole story stays once told (x the pace)

Step = tuple[str, tuple[int, int, int]]


def _cards_of(rec: dict, s: int) -> list[tuple[Any, bool]]:
    out = [(c, False) for rnd in rec["rounds"] for ps, c in rnd if ps == s]
    return out + [(c, True) for ps, c in rec["late"] if ps == s]


def battle_steps(rec: dict, names: list[str], colours: list) -> list[Step]:
    """A finished battle told step by step: who fights with what strength, each card turned
    in turn, the totals counted up, the winner, the losers' figures leaving."""
    ink = [P.legible(c) for c in colours]
    parts = list(dict.fromkeys(rec["parts"]))
    out: list[Step] = []
    out.append((tr("blood_rage.tell.fight", "{names} fight for {loc}.", names=" · ".join(names[s] for s in parts),
                   loc=T.place(rec["loc"])), P.PARCHMENT))
    for s in parts:
        out.append((tr("blood_rage.tell.figures", "{name}: figures of strength {k}.", name=names[s],
                       k=rec["str"].get(s, 0)), ink[s]))
    for s in parts:
        cards = _cards_of(rec, s)
        if not cards:
            out.append((tr("blood_rage.tell.no_card", "{name} turns no card.", name=names[s]), ink[s]))
        for c, late in cards:
            bonus = printed_bonus(c)
            name = T.card_name(c) if T.is_card(c) else "?"
            text = tr("blood_rage.tell.late", "{name} plays late: {card}", name=names[s], card=name) if late else \
                tr("blood_rage.tell.card", "{name} turns {card}", name=names[s], card=name)
            if bonus:
                text += f" (+{bonus})"
            out.append((text + ".", ink[s]))
    for note in rec["notes"]:
        out.append((tr(note) if isinstance(note, Msg) else str(note), P.TEXT_DIM))
    for s in parts:
        tot = rec["totals"].get(s)
        if tot is not None:
            out.append((tr("blood_rage.tell.total", "{name}: strength {k} + cards = {t}.", name=names[s],
                           k=rec["str"].get(s, 0), t=tot), ink[s]))
    w = rec["winner"]
    if w is not None and w >= 0:
        g = rec["glory"].get(w, 0)
        text = tr("blood_rage.tell.wins", "{name} wins the battle.", name=names[w])
        if g:
            text += " " + tr("blood_rage.tell.glory", "+{g} Glory.", g=g)
        out.append((text, P.GOLD))
    else:
        out.append((tr("blood_rage.tell.tie", "A tie: every clan loses."), P.GOLD))
    for s in parts:
        dead = rec["dead"].get(s)
        if dead:
            out.append((tr("blood_rage.tell.valhalla", "{name}'s {figs} go to Valhalla.", name=names[s],
                           figs=", ".join(T.figure(k) for k in dead)), (230, 150, 130)))
    if rec["reward"]:
        out.append((tr("blood_rage.tell.reward", "The pillage reward: {reward}.", reward=rec["reward"]), P.PARCHMENT))
    return out


def age_steps(rec: dict, names: list[str], colours: list) -> list[Step]:
    """The end of an Age told: the quests turned, Ragnarök and its dead, Valhalla released,
    the stats raised and, after Age 3, the final Glory."""
    ink = [P.legible(c) for c in colours]
    out: list[Step] = []
    if not rec["quests"]:
        out.append((tr("blood_rage.age_end.no_quests", "Nobody had committed a quest."), P.TEXT_DIM))
    for s, c, ok in rec["quests"]:
        q = T.card_name(c)
        out.append((tr("blood_rage.tell.quest_ok", "{name}'s quest {card}: fulfilled.", name=names[s], card=q) if ok
                    else tr("blood_rage.tell.quest_failed", "{name}'s quest {card}: failed.", name=names[s], card=q),
                    ink[s]))
    for s, g in rec["quest_glory"].items():
        out.append((tr("blood_rage.tell.quest_glory", "{name}: +{g} Glory for quests.", name=names[s], g=g), ink[s]))
    if rec["rag"]:
        out.append((tr("blood_rage.age_end.ragnarok", "Ragnarök destroys {loc}", loc=T.place(rec["rag"])) + ".",
                    (230, 120, 100)))
        if not rec["rag_dead"]:
            out.append((tr("blood_rage.age_end.rag_empty", "Nobody stood there."), P.TEXT_DIM))
        age = max(1, min(3, rec["age"]))
        for s, figs in rec["rag_dead"].items():
            line = tr("blood_rage.age_end.rag_line", "{name}: figures lost {k}, +{g} Glory ({per} each)",
                      name=names[s], k=len(figs), g=rec["rag_glory"].get(s, 0), per=RAGNAROK_GLORY[age])
            g = rec.get("rag_upgrade_glory", {}).get(s, 0)
            if g:
                line += tr("blood_rage.age_end.upgrade_glory", ", +{g} Glory (upgrade)", g=g)
            out.append((line, ink[s]))
    for s, k in rec["release"].items():
        line = tr("blood_rage.age_end.release_line", "{name}: figures back to the reserve {k}", name=names[s], k=k)
        g = rec["release_glory"].get(s, 0)
        if g:
            line += tr("blood_rage.age_end.release_glory", ", +{g} Glory (Loki)", g=g)
        out.append((line, ink[s]))
    for s, st, v in rec["raises"]:
        out.append((tr("blood_rage.tell.raise", "{name} raises {stat} to {v}.", name=names[s], stat=T.stat_name(st),
                       v=v), ink[s]))
    for s, g in rec.get("final_glory", {}).items():
        out.append((tr("blood_rage.tell.final", "{name}: +{g} Glory at the end of the game (stats and upgrades).",
                       name=names[s], g=g), ink[s]))
    return out


def age_title(rec: dict) -> str:
    if rec.get("final"):
        return tr("blood_rage.tell.final_title", "Ragnarök and the final Glory")
    return tr("blood_rage.age_end.title", "The end of Age {n}", n=("I", "II", "III")[max(0, min(2, rec["age"] - 1))])


def told(kind: str, rec: dict, names: list[str], colours: list) -> tuple[str, list[Step]]:
    """(title, steps) of a finished record ("battle" or "age"), in the language shown."""
    if kind == "battle":
        return tr("blood_rage.battle.title", "Battle in {loc}", loc=T.place(rec["loc"])), \
            battle_steps(rec, names, colours)
    return age_title(rec), age_steps(rec, names, colours)


class MomentNarration(NarrationOverlay):
    """A told moment that waits for a Continue from each seat in `confirm` (ANY_HUMAN: from
    whoever is at the table), one press each; `auto`: nobody is asked (a bots-only table),
    it closes by itself once told and read."""

    def __init__(self, board: Any, title: str, steps: list[Any], confirm: list[int], auto: bool,
                 step_seconds: float, rect: pygame.Rect, on_close: Callable[[], None] | None = None,
                 record: tuple[str, dict] | None = None) -> None:
        super().__init__(board, title, steps, step_seconds=step_seconds, on_close=on_close, rect=rect,
                         seats=[s for s in confirm if s >= 0])
        self.record = record          # ("battle" | "age", the Story record told)
        self.confirm = list(confirm)
        self.unattended = auto      # (not `auto`: the frame's narration has a method of that name)

    def on_resize(self, size: tuple[int, int]) -> None:
        """The language changed (the board passes it on as a resize): the story is worded
        again from its record, the steps shown so far kept."""
        if self.record is None:
            return
        title, steps = told(*self.record, self.board.names, self.board.colours)
        self.title = title
        self.steps = [(str(text), tuple(colour)) for text, colour in steps]
        self._wrapped_for = -1      # wrapped again at the next update

    def waiting_for(self) -> int | None:
        """The human whose Continue is awaited (None: anyone's, or nobody's): of those
        still to press, the one on screen first (as the frame's narration tells it)."""
        if self.unattended or not self.confirm or self.confirm[0] < 0:
            return None
        left = [s for s in self.waiting() if s in self.confirm]
        return left[0] if left else self.confirm[0]

    def reader(self) -> int | None:
        return self.waiting_for()      # the "For NAME" line names whose Continue it waits for

    def go_on(self) -> None:
        if not self.all_shown():
            self.age = self.step_seconds * len(self.steps)
            return
        who = self.waiting_for()
        if who is not None:
            self.confirm.remove(who)
            self.read_by.append(who)
        elif self.confirm:
            self.confirm.pop(0)
        if not self.confirm:
            self.close()
        else:
            self.board.invalidate()     # the next human's turn to read: the table redrawn for them

    def read(self) -> bool:
        """A story nobody is asked about (`auto`) was told and had its time to be read."""
        return self.unattended and self.age >= self.step_seconds * (len(self.steps) + READ_AFTER)

    def continue_label(self) -> str:
        """With two humans or more, the Continue names whose press it waits for."""
        seat = self.waiting_for()
        if seat is not None and len(self.board.session.human_seats()) >= 2 and self.all_shown():
            return tr("blood_rage.tell.continue_for", "{name}: Continue", name=self.board.names[seat])
        return super().continue_label()
