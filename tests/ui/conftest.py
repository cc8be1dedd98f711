"""Shared by the UI tests: every non-board scene, made in one place.

A test that takes `scene_name` runs once per scene (SCENES); `make_scene(name, app,
session)` builds one (`session`: a fake finished game for the pause and game-over scenes);
`every_scene(app, session)` builds them all, in SCENES order."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

SCENES = ("title", "new_game", "load", "settings", "rules", "rules_asgard", "pause", "handoff",
          "game_over", "crash", "join", "stats")


def _make_scene(name: str, app: Any, session: Any) -> Any:
    from ui.scenes import (
        CrashScene,
        GameOverScene,
        HandoffScene,
        LoadScene,
        NewGameScene,
        PauseScene,
        RulesScene,
        SettingsScene,
        TitleScene,
    )
    from ui.scenes.join import JoinScene
    from ui.scenes.stats import StatsScene

    makers: dict[str, Callable[[], Any]] = {
        "title": lambda: TitleScene(app),
        "new_game": lambda: NewGameScene(app),
        "load": lambda: LoadScene(app),
        "settings": lambda: SettingsScene(app),
        "rules": lambda: RulesScene(app, "midgard"),
        "rules_asgard": lambda: RulesScene(app, "asgard"),
        "pause": lambda: PauseScene(app, session),
        "handoff": lambda: HandoffScene(app, "Bo", lambda: None),
        "game_over": lambda: GameOverScene(app, session),
        "crash": lambda: CrashScene(app, "ValueError: x", None),
        "join": lambda: JoinScene(app, browse=False),
        "stats": lambda: StatsScene(app),
    }
    assert tuple(makers) == SCENES
    return makers[name]()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "scene_name" in metafunc.fixturenames:
        metafunc.parametrize("scene_name", SCENES)


@pytest.fixture
def make_scene() -> Callable[[str, Any, Any], Any]:
    return _make_scene


@pytest.fixture
def every_scene() -> Callable[[Any, Any], list]:
    return lambda app, session: [_make_scene(name, app, session) for name in SCENES]


@pytest.fixture(autouse=True)
def _no_set_up_from_another_test():
    """New game keeps the set-up last shown in the config folder (shared by the whole
    run): each test starts without one another test left (a name typed there)."""
    from ui.paths import config_dir
    from ui.scenes.new_game import SETUP_FILE

    (config_dir() / SETUP_FILE).unlink(missing_ok=True)
    yield


@pytest.fixture(autouse=True)
def _english_again_after_each_test():
    """The language shown is the process's own: a test that switches it (to draw Portuguese
    at 1280x720, say) must not leave the next test reading another language."""
    from ui import i18n

    yield
    if i18n.language() != "en":
        i18n.set_language("en")
