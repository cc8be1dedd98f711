"""Learn to play at the table: a guided first game of each game (issue 36).

    lesson.py     Step / Lesson: what a step says, when it shows, what it lets through
    <game>.py     each game's lesson (LESSON), the same roles in the same order
    state.py      the progress, saved with the game (the learner's seat entry "guide")
    overlay.py    GuideOverlay: the text box, the lit targets, the frame's action filter

`start(app, game_id)` begins a guided game (a fixed seed, `easy` bots); `resume(board)`
(called when a board is shown) puts the guide back on a game that has one: Continue and
Load pick it up at the step it was at.
"""

from __future__ import annotations

import importlib
from typing import Any

from ui.guide.lesson import Lesson
from ui.guide.state import GuideState, learner_of, store

GAMES = ("midgard", "blood_rage", "asgard", "vikings")
# every lesson: one per game, and Tiny Epic Vikings' solo game against the enemy clan
LESSONS = (*GAMES, "vikings_solo")


def lesson_for(lesson_id: str) -> Lesson | None:
    if lesson_id not in LESSONS:
        return None
    return importlib.import_module(f"ui.guide.{lesson_id}").LESSON


def seats_for(lesson: Lesson) -> list[dict[str, Any]]:
    """The learner (first) and the easy bots, with the New game screen's default names
    (a name, not "You": the log and the prompts say "{name} takes...")."""
    from ui.i18n import t

    names = [n.strip() for n in t("newgame.default_names").split(",") if n.strip()]
    out = []
    for i in range(lesson.players):
        name = names[i] if i < len(names) else t("newgame.seat", n=i + 1)
        out.append({"name": name, "kind": "human" if i == lesson.learner else "easy", "colour": i})
    return out


def start(app: Any, lesson_id: str) -> str | None:
    """Begin the guided game of a lesson (a game's id, or "vikings_solo"); an error
    message if it cannot start."""
    from ui.scenes.base import show_session
    from ui.session import GameSession

    lesson = lesson_for(lesson_id)
    if lesson is None:
        return f"no lesson for {lesson_id}"
    seats = seats_for(lesson)
    seats[lesson.learner]["guide"] = GuideState(lesson.id).to_json()
    try:
        session = GameSession.new(app, lesson.game_id, seats, lesson.seed, dict(lesson.options))
    except (ValueError, NotImplementedError) as e:
        return str(e)
    return show_session(app, session)


def resume(board: Any) -> Any:
    """The guide of the game on this board, opened over it, if the game has one (None if not)."""
    from ui.guide.overlay import GuideOverlay
    from ui.overlays import overlays_of

    found = learner_of(board.session)
    if found is None:
        return None
    seat, state = found
    lesson = lesson_for(state.lesson)
    if lesson is None or lesson.game_id != board.session.spec.id or not board.session.is_human(seat):
        store(board.session, seat, None)     # a guide of another game: the game is an ordinary one
        return None
    if overlays_of(board, GuideOverlay):
        return overlays_of(board, GuideOverlay)[-1]
    return GuideOverlay(board, lesson, seat, state).open()


def string_families() -> dict[str, str]:
    """Every lesson's step texts (guide.<game>.<step>), for the catalogue (ui.catalogue)."""
    out: dict[str, str] = {}
    for gid in LESSONS:
        lesson = lesson_for(gid)
        if lesson is not None:
            out.update({lesson.key(s): s.default for s in lesson.steps})
    return out
