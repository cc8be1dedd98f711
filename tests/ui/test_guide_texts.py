"""Each step's text whole in its box, in every language: the guide's box wraps the whole
text (every word drawn, nothing shortened, no "…"), grows with it and stays on the
1600x900 table (a 1280x720 window shows that table scaled, so what is whole here is
whole there); the traced drawing of the box (ui/widgets/text_check) finds none of its
texts cut, out of its box or over another."""

from __future__ import annotations

import pytest

from saves import SaveStore
from ui import guide
from ui.app import App
from ui.guide.drive import board_of, guide_of
from ui.widgets.text_check import check_frame

LANGS = ("en", "it", "el", "pl", "pt")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", guide.LESSONS)
def test_guide_step_texts_are_whole_in_their_box(tmp_path, game_id, lang):
    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    app.settings.bot_pause = 0.0
    app.set_language(lang)
    try:
        assert guide.start(app, game_id) is None
        board = board_of(app)
        g = guide_of(board)
        screen = board.layout.SCREEN
        problems = []
        for step in g.lesson.steps:
            g.show(step)
            g.lay_out()
            text = g.text_of(step)
            assert "…" not in "".join(g.lines)
            assert " ".join(g.lines).split() == text.split(), f"{step.id}: words lost"
            assert screen.contains(g.rect), f"{step.id}: the box leaves the table {g.rect}"
            assert all(g.rect.contains(r) for r in g.button_rects.values())
            mine = set(g.lines) | {g.title} | {lab for lab, _p in g._labels.values()}
            problems += [f"{step.id}: {f}" for f in check_frame(app, lang) if f.text in mine]
        assert not problems, "\n".join(problems[:8])
    finally:
        app.set_language("en")
