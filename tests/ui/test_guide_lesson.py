"""The guide's steps and its overlay (ui/guide/lesson.py, overlay.py): the lessons are
well formed, a step never lets nothing through (it falls back to every legal action),
the frame's action filter refuses with the gentle message what a teaching step does not
teach (through the window: a click on another target applies nothing), Back shows the
step before, Pause lets every move through and Next finishes a telling step."""

from __future__ import annotations

import pytest

from game.blood_rage import moves as BR
from saves import SaveStore
from ui import guide
from ui.app import App
from ui.guide.drive import board_of, click_events, guide_of, play_guided, point_for
from ui.guide.lesson import Ctx, Lesson, Step, kind
from ui.widgets.text import tr


@pytest.fixture
def app(tmp_path):
    a = App(headless=True, store=SaveStore(tmp_path / "saves"))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    return a


@pytest.mark.parametrize("game_id", guide.LESSONS)
def test_guide_lessons_are_well_formed(game_id):
    lesson = guide.lesson_for(game_id)
    ids = [s.id for s in lesson.steps]
    assert len(ids) == len(set(ids)), "two steps share an id"
    assert ids[0] == "welcome" and ids[-1] == "end"
    # a game's whole structure; the solo lesson adds only the enemy's turn to what Vikings' teaches
    assert (5 if lesson.name else 8) <= len(ids) <= 14
    assert not lesson.steps[0].teaches and not lesson.steps[-1].teaches
    assert any(s.id in ("round_end", "battle") for s in lesson.steps)
    assert lesson.name != "vikings_solo" or "enemy" in ids
    families = guide.string_families()
    assert all(lesson.key(s) in families for s in lesson.steps)


def test_guide_step_falls_back_to_every_legal_action():
    step = Step("x", "text", lambda c: True, kind(int))
    assert step.allowed(["a", 1, "b"]) == ([1], False)
    assert step.allowed(["a", "b"]) == (["a", "b"], True)     # none of its own: any legal, never stuck
    broken = Step("y", "text", lambda c: True, lambda a: 1 / 0)
    assert broken.allowed(["a"]) == (["a"], True)


def test_guide_next_step_is_the_first_unshown_whose_trigger_holds():
    lesson = Lesson("midgard", 1, 2, [Step("a", "", lambda c: True), Step("b", "", lambda c: c.over),
                                      Step("c", "", lambda c: True, kind(str))])
    idle = Ctx(0, None, [], None)
    assert lesson.next_step(idle, []).id == "a"
    assert lesson.next_step(idle, ["a"]) is None                     # a teaching step waits for a decision
    assert lesson.next_step(Ctx(0, None, ["m"], None), ["a"]).id == "c"
    assert lesson.next_step(Ctx(0, None, [], None, over=True), ["a"]).id == "b"


def test_guide_filter_refuses_what_the_step_does_not_teach(app):
    """Blood Rage's 'invade' step: the Quest, Upgrade and Pass targets are there but a
    click on one applies nothing and shows the guide's message; an Invade click plays."""
    assert guide.start(app, "blood_rage") is None
    play_guided(app, max_frames=3000, until=lambda b, g: g is not None and g.step is not None
                and g.step.id == "invade")
    board = board_of(app)
    g = guide_of(board)
    assert g.step.id == "invade"
    board._refresh()
    g.check()
    others = [t for t in board.targets if not isinstance(t.action, BR.Invade)]
    assert others, "no other kind of action to refuse"
    box = [g.rect] if g.rect is not None else []
    moves = len(board.session.rec.actions)
    p = next(p for t in others if (p := point_for(board, t, box)) is not None)
    app.step(0.1, click_events(p), draw=False)
    assert len(board.session.rec.actions) == moves
    assert board.toast_text == tr("guide.only_lit", "")
    assert g.step.id == "invade"
    lit = g.lit()
    assert lit and all(isinstance(t.action, BR.Invade) for t in lit)
    p = point_for(board, lit[0], box)
    app.step(0.1, click_events(p), draw=False)
    assert len(board.session.rec.actions) > moves
    assert "invade" in g.state.shown and g.step is None or g.step.id != "invade"


def test_guide_back_pause_and_next(app):
    assert guide.start(app, "midgard") is None
    board = board_of(app)
    g = guide_of(board)
    g.update(0.0)
    assert g.step.id == "welcome" and not g.step.teaches
    assert g.holds_bots                                    # the bots wait while a step is read
    app.step(0.1, click_events(g.button_rects["next"].center), draw=False)
    play_guided(app, max_frames=200, until=lambda b, gg: gg.step is not None and gg.step.id == "draft")
    assert g.step.id == "draft"
    # Back: the welcome text again, the draft step still the current one
    app.step(0.1, click_events(g.button_rects["back"].center), draw=False)
    assert g.shown_step().id == "welcome" and g.step.id == "draft" and "forward" in g.button_rects
    app.step(0.1, click_events(g.button_rects["forward"].center), draw=False)
    assert g.shown_step().id == "draft"
    # Pause: no filter, nothing lit, the box says so; Resume: the step again
    app.step(0.1, click_events(g.button_rects["pause"].center), draw=False)
    assert g.state.paused and g.filter(object()) is None and g.lit() == []
    assert board.session.seats[0]["guide"]["paused"] is True        # saved with the game
    app.step(0.1, click_events(g.button_rects["resume"].center), draw=False)
    assert not g.state.paused and g.step.id == "draft"


def test_guide_free_play_offers_the_bots_hint(app):
    """Between steps the box says the game is the learner's and offers "Ask the bot"."""
    assert guide.start(app, "vikings") is None
    play_guided(app, max_frames=3000, until=lambda b, g: g is not None and g.step is None
                and b.acting_human() == g.seat and bool(g.state.shown) and g.state.shown[-1] != "welcome")
    board = board_of(app)
    g = guide_of(board)
    g.lay_out()
    assert g.step is None and "hint" in g.button_rects
    board.session.hint_iterations = 20
    app.step(0.1, click_events(g.button_rects["hint"].center), draw=False)
    assert board.session.hint_for(g.seat) is not None
    board.session.cancel_hint()


@pytest.mark.parametrize("game_id", guide.LESSONS)
def test_guide_welcome_links_to_the_game_at_a_glance(app, game_id):
    from ui.scenes.rules import RulesScene

    assert guide.start(app, game_id) is None
    g = guide_of(board_of(app))
    g.update(0.0)
    g.lay_out()
    assert g.step.id == "welcome" and "glance" in g.button_rects
    app.step(0.1, click_events(g.button_rects["glance"].center), draw=False)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.game_id == guide.lesson_for(game_id).game_id
    assert rules.page == "glance"
