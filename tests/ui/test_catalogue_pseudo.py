"""No English the catalogue does not hold (ui/catalogue.py's pseudo-language, in which
every catalogue text reads ⟦English⟧): the screens draw nothing outside the brackets
but the players' own names; the boards ask only for keys the catalogue has."""

from __future__ import annotations

import pygame
import pytest

from saves import SaveStore
from ui import catalogue as C
from ui import i18n
from ui.app import App
from ui.settings import Settings

# players and a save: their own names (the new-game screen remembers the last names typed)
NAMES = {"Astrid", "Bjorn", "Sigrid", "Ulf", "Bo", "Saturday", "Ingrid", "Gunnar", "Tove", "Knut", "Frida", "Hilde"}


@pytest.fixture
def app(tmp_path):
    app = App(headless=True, settings=Settings(animation_speed=0, bot_pause=0.0),
              store=SaveStore(tmp_path / "saves"))
    yield app
    i18n.set_language("en")


def test_untranslated_takes_out_every_marked_text():
    assert C.untranslated("⟦Play ⟦Odin⟧ now⟧ · 3").strip() == "· 3"
    assert C.suspicious("⟦Round {n}⟧ Bjorn", {"Bjorn"}) == []
    assert C.suspicious("⟦Hand⟧ cards left") == ["cards", "left"]
    assert C.suspicious("⟦A long text cut by an ellip…") == []
    assert C.suspicious("<b>⟦Save⟧</b> III") == []


def test_the_pseudo_language_marks_every_text_and_goes_away(app):
    from ui.scenes.title import TitleScene

    with C.Pseudo(app) as pseudo:
        assert i18n.language() == C.PSEUDO
        app.clear_to(TitleScene(app))
        app.run_frames(2)
        drawn = pseudo.take()
        assert any(t.startswith(C.OPEN) for t in drawn if isinstance(t, str))
    assert i18n.language() == "en" and C.PSEUDO not in i18n.LANGUAGES
    assert i18n.t("title.quit") == i18n.read_catalogue("en")["title.quit"]


def test_the_screens_draw_no_text_outside_the_catalogue(app):
    from game.registry import GAMES
    from saves import GameRecord
    from ui.scenes import HandoffScene, LoadScene, NewGameScene, RulesScene, SettingsScene, TitleScene

    state = GAMES["midgard"].new_game(2, 5, {})
    app.store.save("Saturday", GameRecord.start("midgard", [{"name": "Astrid", "kind": "human"},
                                                           {"name": "Bjorn", "kind": "easy"}], 5, {}), state)
    scenes = {
        "title": lambda: [TitleScene(app)],
        "new_game": lambda: [TitleScene(app), NewGameScene(app)],
        "load": lambda: [TitleScene(app), LoadScene(app)],
        "settings": lambda: [TitleScene(app), SettingsScene(app)],
        "rules": lambda: [TitleScene(app), RulesScene(app, "vikings")],
        "handoff": lambda: [TitleScene(app), HandoffScene(app, "Bo", lambda: None)],
    }
    found = {}
    with C.Pseudo(app) as pseudo:
        for name, make in scenes.items():
            stack = make()
            app.clear_to(stack[0])
            for s in stack[1:]:
                app.push(s)
            if name == "load":
                stack[-1].select(0)
            app.run_frames(3)
            # the rules are a file per language (assets/rules/<code>/), not catalogue texts
            drawn = {t for t in pseudo.take() if not (name == "rules" and len(str(t)) > 400)}
            # a save's position is the label its game wrote when it was saved (English,
            # kept in the save's index): not ours to translate here
            drawn = {t.replace(str(state.round_label()), "") if isinstance(t, str) else t for t in drawn}
            bad = sorted(t for t in drawn if C.suspicious(t, NAMES))
            if bad:
                found[name] = bad
    assert found == {}


@pytest.mark.parametrize(("game", "players", "options"), [
    ("midgard", 3, {}), ("blood_rage", 3, {}), ("asgard", 3, {}), ("vikings", 3, {"expansion": "ragnarok"}),
])
def test_every_key_a_board_asks_for_is_in_the_catalogue(app, monkeypatch, game, players, options):
    """A board played some moves, every tooltip hovered now and then: each key the UI
    asks for (its own, not an engine's message) is in en.json, so every language can
    translate it. (The engines' keys are checked by their text.message_keys.)"""
    from game.core import Rng
    from ui.boards import board_scene_for
    from ui.session import GameSession

    collected, _ = C.read_sources([p for p in C._sources() if C.GAME not in p.parents])
    import re

    ui_patterns = [re.compile(p) for p in collected.patterns]
    english = i18n.read_catalogue("en")
    asked: set[str] = set()
    real_has = i18n.has
    monkeypatch.setattr(i18n, "has", lambda key: asked.add(key) or real_has(key))
    seats = [{"name": n, "kind": "human" if i == 0 else "random", "colour": i}
             for i, n in enumerate(["Astrid", "Bjorn", "Sigrid", "Ulf"][:players])]
    session = GameSession.new(app, game, seats, 11, options)
    board = board_scene_for(app, session)
    app.clear_to(board)
    surf = pygame.Surface(app.size)
    rng = Rng(4)
    for step in range(40):
        session.run_bots_until_human()
        if session.state.is_over():
            break
        board.update(0.5)
        board.draw(surf)
        if step % 5 == 0:
            for r, _title, _body in list(board.tips):
                board.mouse = r.center
                board.draw(surf)
        humans = session.pending_humans()
        if not humans:
            break
        session.apply(humans[0], rng.choice(session.state.legal_actions(humans[0])))
        board.close_summary()
    ui_keys = {k for k in asked if k in collected.literal or any(p.fullmatch(k) for p in ui_patterns)}
    assert len(ui_keys) > 40
    assert sorted(k for k in ui_keys if k not in english) == []
