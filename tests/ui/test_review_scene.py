"""The bot's review in the window (ui.review, ui.scenes.review): computed decision by
decision without holding the window, stored beside the saves and read back, cancelled
without a trace, and its turning points open the watched game at their place."""

from __future__ import annotations

import pytest

from tests.saves.timeline_games import random_record
from tests.ui.tables import table_app
from ui.overlays.watch import WatchOverlay
from ui.review import ReviewJob, load_review, review_path
from ui.scene import Scene
from ui.scenes.review import ReviewScene


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _solo(game_id="asgard", n=2, seed=3):
    rec = random_record(game_id, n, seed)
    for i, s in enumerate(rec.seats):
        s["kind"] = "human" if i == 0 else "hard"
    return rec


class Below(Scene):
    def draw(self, surface):
        surface.fill((0, 0, 0))


def test_a_review_judges_each_decision_of_the_human_and_only_those(app):
    rec = _solo()
    job = ReviewJob(app, rec, use_process=False, iterations=8)
    job.run()
    assert job.finished and list(job.result) == [0]
    steps = [j.step for j in job.result[0]]
    assert steps == [k for k, _v, _a in [(k, None, None) for k, (seat, _a) in enumerate(job.timeline.moves, 1)
                                         if seat == 0 and len(job.timeline.state_at(k - 1).legal_actions(0)) > 1]]
    assert all(j.played == job.timeline.move_at(j.step)[1] for j in job.result[0])
    assert all(0.0 <= j.after <= 1.0 and 0.0 <= j.before <= 1.0 for j in job.result[0])
    assert not job.stored    # a test-sized search is never stored as the level's review


def test_a_review_is_stored_once_and_read_back_and_a_cancelled_one_leaves_nothing(app, monkeypatch):
    import game.ai.review as R

    monkeypatch.setitem(R.LEVELS, "quick", 6)
    rec = _solo(seed=9)
    path = review_path(app, rec, "quick")
    stopped = ReviewJob(app, rec, "quick", use_process=False)
    stopped.start()
    stopped.cancel()
    assert not path.exists() and load_review(app, rec, "quick") is None
    job = ReviewJob(app, rec, "quick", use_process=False)
    job.run()
    assert job.stored and path.is_file()
    again = ReviewJob(app, rec, "quick", use_process=False)
    again.start()
    assert again.finished and again.stored and again.result == job.result
    # a broken stored review is computed again, never a crash
    path.write_text("{not json", encoding="utf-8")
    assert load_review(app, rec, "quick") is None


def test_the_review_runs_in_a_bot_process_of_its_own(app):
    rec = _solo("midgard", 2, 4)
    job = ReviewJob(app, rec, use_process=True, iterations=4)
    thread = ReviewJob(app, rec, use_process=False, iterations=4)
    job.todo = job.todo[:3]
    job.total = 3
    thread.todo, thread.total = thread.todo[:3], 3
    job.run()
    thread.run()
    assert job.finished and job._worker is None
    # the same seeds in the process and in a thread: the same judgements
    assert job.result == thread.result


def test_the_scene_shows_progress_then_the_turning_points_which_open_the_board(app):
    rec = _solo("vikings", 2, 5)
    app.clear_to(Below(app))
    scene = ReviewScene(app, rec, use_process=False, iterations=6)
    app.push(scene)
    assert "cancel" in scene.buttons and not scene.job.finished
    for _ in range(20000):
        app.step(1 / 60, [], draw=False)
        if scene.job.finished:
            break
    app.step(1 / 60, [], draw=True)
    points = [name for name in scene.buttons if name.startswith("point:")]
    assert scene.job.finished and "cancel" not in scene.buttons
    assert len(points) == min(3, sum(1 for j in scene.job.result[0] if j.drop > 0))
    assert points, "a random game of moves has moves worse than the bot's"
    scene.press(points[0])
    ov = app.top
    j = scene.points[0][0]
    assert isinstance(ov, WatchOverlay) and ov.session.k == j.step - 1 and ov.session.pov == 0
    assert ov.marked == (j.played, j.best)
    app.step(1 / 60, [], draw=True)
    assert "played:" in ov.status()
    # numbered as the turning point is: the position before move j.step
    assert ov.status().startswith(f"Before move {j.step} of ") and f"Move {j.step}" in scene.point_text(0, j)
    ov.leave()
    assert app.top is scene
    scene.leave()
    assert isinstance(app.top, Below)


def test_the_precision_is_chosen_in_the_scene_and_each_is_kept_once_done(app, monkeypatch):
    import game.ai.review as R

    monkeypatch.setitem(R.LEVELS, "quick", 5)
    monkeypatch.setitem(R.LEVELS, "default", 7)
    rec = _solo("asgard", 2, 12)
    app.clear_to(Below(app))
    scene = ReviewScene(app, rec, "default", use_process=False)
    app.push(scene)
    scene.press("level:default")      # the one shown: nothing starts again
    assert scene.job.level == "default"
    scene.press("level:quick")
    assert scene.job.level == "quick" and scene.job.iterations == 5
    while not scene.job.finished:
        app.step(1 / 60, [], draw=False)
    quick = scene.job.result
    scene.press("level:default")
    assert scene.job.level == "default" and not scene.job.finished
    scene.press("level:quick")        # computed before: read back at once
    assert scene.job.finished and scene.job.result == quick
    scene.leave()
