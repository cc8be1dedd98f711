"""Each guide (Learn to play, ui/guide) played to its end through the window: the real
App gets the clicks the guide asks for (its Next, the lit target of a teaching step, a
story's Continue, away from a round summary; any target while it lets go), in each of
the five languages, against the lesson's `easy` bots on its fixed seed. A whole game
takes 2-13 s here (136 s for all 20 on a loaded machine, about 60 s on a quiet one), so
every language plays the whole game; YGG_GUIDE_FULL=0 stops the other languages at the
step of the first round's end (its scoring: every step kind but the last ones).

Held: the game ends (the results screen opens) within the frame bound, the guide's
first and last steps were shown, no click ever found a target whose action was not legal
and the moves the guide taught were played by clicks; the steps shown are the same in
every language (triggers read decision kinds, never texts)."""

from __future__ import annotations

import os

import pytest

from saves import SaveStore
from ui import guide
from ui.app import App
from ui.guide.drive import play_guided

LANGS = ("en", "it", "el", "pl", "pt")
MAX_FRAMES = 9000
FULL = os.environ.get("YGG_GUIDE_FULL", "1") != "0"   # YGG_GUIDE_FULL=0: to the first round's end
ROUND_END = {"asgard": "battle", "midgard": "round_end", "blood_rage": "round_end", "vikings": "round_end",
             "vikings_solo": "round_end"}
_FIRST: dict[str, list[str]] = {}


def guided_app(tmp_path, lang: str) -> App:
    a = App(headless=True, store=SaveStore(tmp_path / "saves"))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    a.set_language(lang)
    return a


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", guide.LESSONS)
def test_guide_plays_to_its_end_in_every_language(tmp_path, game_id, lang):
    app = guided_app(tmp_path, lang)
    try:
        assert guide.start(app, game_id) is None
        whole = FULL or lang == "en"
        stop = None if whole else (lambda b, g: g is not None and g.step is not None
                                   and g.step.id == ROUND_END[game_id])
        r = play_guided(app, max_frames=MAX_FRAMES, until=stop)
        steps = r["steps"]
        assert steps[0] == "welcome", steps
        assert r["illegal"] == 0
        assert r["board"].applied_by_click > 5
        lesson = r["lesson"]
        if whole:
            assert r["over"], f"{game_id}/{lang}: no end within {MAX_FRAMES} frames; steps {steps}, " \
                              f"stack {[type(s).__name__ for s in app.stack]}"
            assert steps[-1] == "end", steps
            assert len(steps) >= len(lesson.steps) * 2 // 3, f"{game_id}: only {steps} of {[s.id for s in lesson.steps]}"
            first = _FIRST.setdefault(game_id, steps)
            assert steps == first, f"{game_id}/{lang} showed {steps}, another language {first}"
        else:
            assert steps[-1] == ROUND_END[game_id], f"{game_id}/{lang}: the first round's end not reached: {steps}"
            first = _FIRST.get(game_id)
            if first is not None:   # the same steps as English, up to there
                assert steps == first[:len(steps)], f"{game_id}/{lang} showed {steps}, English {first}"
    finally:
        app.set_language("en")
