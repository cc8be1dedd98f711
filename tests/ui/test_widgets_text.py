"""ui.widgets.text: a longer language's text is set smaller before it is shortened, and
a scene's button or label whose text does not fit takes the theme's smaller font."""

from __future__ import annotations

import pygame

from saves import SaveStore
from ui.app import App
from ui.fonts import FontCache
from ui.settings import Settings
from ui.widgets.text import fit_size, render_fit, round_text


def test_fit_size_keeps_the_size_when_it_fits_then_shrinks_then_shortens():
    pygame.font.init()
    fonts = FontCache()
    assert fit_size(fonts, "Hand", "text", 18, 400) == ("Hand", 18)
    text = "Ragnarök: the doomed province is destroyed"
    w18 = fonts.get("text", 18).size(text)[0]
    t, size = fit_size(fonts, text, "text", 18, w18 - 10)
    assert t == text and 13 <= size < 18
    t, size = fit_size(fonts, text, "text", 18, 80, min_size=13)
    assert t.endswith("…") and size == 13 and fonts.get("text", 13).size(t)[0] <= 80
    assert render_fit(fonts, text, "text", 18, (255, 255, 255), 120).get_width() <= 120


def test_a_long_button_or_label_takes_the_small_font(tmp_path):
    from ui.scenes.base import UIScene

    app = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))

    class Probe(UIScene):
        def build(self) -> None:
            self.short = self.button("short", (0, 0, 200, 48), "Back", lambda: None)
            self.long = self.button("long", (0, 60, 96, 48), "Aleatório", lambda: None)
            self.huge = self.button("huge", (0, 120, 96, 48), "Sztuczna inteligencja trudna", lambda: None)
            self.lab = self.label((0, 180, 160, 40), "Pausa tra le mosse")

    p = Probe(app)
    assert "#small_text" not in p.short.object_ids
    assert "#small_text" in p.long.object_ids and p.long.tool_tip_text is None
    # still too long in the small font: the whole text as a tooltip
    assert p.huge.tool_tip_text == "Sztuczna inteligencja trudna"
    assert "#small_text" in p.lab.object_ids
    assert p.long.font.size("Aleatório")[0] < p.short.font.size("Aleatório")[0]


def test_progress_is_worded_as_the_round_label_in_english(monkeypatch):
    """progress_text words a game's progress() from the catalogue: in English it reads as
    the engine's own round label at every step of a random game of each game, and every
    key it asks for is in en.json."""
    import random

    from game.registry import GAMES
    from ui import i18n
    from ui.widgets.text import progress_text

    english = i18n.read_catalogue("en")
    asked: set[str] = set()
    real_has = i18n.has
    monkeypatch.setattr(i18n, "has", lambda key: asked.add(key) or real_has(key))
    seen = set()
    for gid, spec in GAMES.items():
        st = spec.new_game(3, 2, {})
        rng = random.Random(1)
        while True:
            shown = progress_text(st.progress(), gid)
            assert shown == str(st.round_label()), (gid, st.progress())
            seen.add((gid, shown))
            if st.is_over():
                break
            seat = st.to_act()[0]
            st.apply(seat, rng.choice(st.legal_actions(seat)))
    assert len(seen) > 12
    assert sorted(k for k in asked if k.startswith("round.") and k not in english) == []
    assert round_text("Age 2 · Quest") == "Age 2 · Quest"   # a stored label: shown as it is


def test_an_error_raised_with_a_message_is_worded_in_the_language_shown(monkeypatch):
    from game.core import Msg
    from saves import SaveError
    from ui import i18n
    from ui.widgets.text import error_text

    real = i18n.read_catalogue
    monkeypatch.setattr(i18n, "read_catalogue",
                        lambda code: {"demo.damaged": "{name} è danneggiato"} if code == "it" else real(code))
    try:
        i18n.set_language("it")
        assert error_text(SaveError(Msg("demo.damaged", "{name} is damaged", name="a.json"))) == "a.json è danneggiato"
        assert error_text(SaveError("plain words")) == "plain words"
    finally:
        i18n.set_language("en")


def test_a_tool_can_list_the_texts_cut_short_and_where():
    """scripts/playthrough.py --cuts: while `SHORTENED` is a Counter, every text `fit`
    shortens is counted with the line that asked for it (through fit_size and
    render_fit); nothing is recorded otherwise."""
    from collections import Counter

    from ui.widgets import text as T

    pygame.font.init()
    fonts = FontCache()
    long = "A very long line that cannot fit in forty pixels"
    assert T.SHORTENED is None
    T.render_fit(fonts, long, "text", 16, (255, 255, 255), 40)
    try:
        T.SHORTENED = Counter()
        T.render_fit(fonts, long, "text", 16, (255, 255, 255), 40)     # this line asks
        T.fit(fonts, "short", "text", 16, 400)                          # fits: nothing to count
        (where, text), k = next(iter(T.SHORTENED.items()))
        assert len(T.SHORTENED) == 1 and text == long and k == 1
        assert where.startswith("test_widgets_text.py:")
    finally:
        T.SHORTENED = None
