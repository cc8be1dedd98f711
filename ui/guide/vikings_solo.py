"""The guided solo game of Tiny Epic Vikings: the learner against the enemy clan, whose
turns are played by fixed rules from its own pile and mat (the rules' solo chapter)."""

from __future__ import annotations

from game.vikings import moves as M
from ui.guide.lesson import Ctx, Lesson, Step, at_end, kind, offers


def enemy_has_played(c: Ctx) -> bool:
    """The enemy clan has taken a turn: a card of its pile lies in its rows."""
    v = c.view
    e = v.enemy_clan
    return e >= 0 and (len(v.leader_row(e)) > 0 or len(v.enemy_battle_row()) > 0)


LESSON = Lesson("vikings", seed=5, players=1, name="vikings_solo", steps=[
    Step("welcome", "Tiny Epic Vikings alone: your clan against the enemy clan, which plays by fixed rules from its "
         "own pile of cards and its mat. You score as in any game; the enemy scores too, and you must beat it.",
         lambda c: True, glance="vikings"),
    Step("draft", "The era starts with your pick of Viking cards: the enemy takes what its rules say. Pick a lit "
         "card.", offers(M.Pick), kind(M.Pick)),
    Step("lead", "Your turn: lead with a card face up for its Leader action, as in a game with others. Choose a lit "
         "card.", offers(M.Lead), kind(M.Lead)),
    Step("enemy", "That was the enemy's turn, told step by step in its story: it turns a card of its pile and acts "
         "as its mat says. Where its rules differ from yours, the story says so. Read it, then play on.",
         enemy_has_played),
    Step("round_end", "The era is over: the summary shows your points and the enemy's. The enemy's mat grows "
         "stronger in the next era.", lambda c: c.number() >= 2 or c.over),
    Step("end", "The game is over: beat the enemy's score and you win. You know the solo game now.", at_end),
])
