"""The window's own scenes (title, New game of each game, Load, Settings, Statistics) hold
every button's and label's words whole at 1280x720 in all five languages: pygame-gui cuts
a label wider than its box without an ellipsis (Settings' notes in Italian, Greek, Polish
and Portuguese were cut so)."""

from __future__ import annotations

import pytest

from saves import SaveStore
from ui.app import App
from ui.scenes.load import LoadScene
from ui.scenes.new_game import NewGameScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.title import TitleScene

SCENES = {
    "title": TitleScene, "settings": SettingsScene, "load": LoadScene, "stats": StatsScene,
    **{f"new_game_{g}": (lambda app, g=g: NewGameScene(app, g)) for g in ("midgard", "blood_rage", "asgard", "vikings")},
}


def _elements(container):
    for e in getattr(container, "elements", []):
        yield e
        yield from _elements(e)


def too_wide(scene) -> list[str]:
    out = []
    for e in _elements(scene.manager.get_root_container()):
        text = getattr(e, "text", None)
        if type(e).__name__ not in ("UIButton", "UILabel") or not isinstance(text, str) or not text:
            continue
        if e.font.size(text)[0] > e.rect.w:
            out.append(f"{type(e).__name__} {text!r}: {e.font.size(text)[0]} > {e.rect.w}")
    return out


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_every_scene_holds_its_words_at_1280x720(tmp_path, lang):
    app = App(headless=True, store=SaveStore(tmp_path / "saves"), window_size=(1280, 720))
    app.set_language(lang)
    found = {}
    for name, make in SCENES.items():
        app.clear_to(make(app))
        app.step(1 / 30, [], draw=True)
        if cut := too_wide(app.top):
            found[name] = cut
    assert found == {}
