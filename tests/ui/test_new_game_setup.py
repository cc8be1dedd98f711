"""New game remembers the last set-up started (issue 16): game, player count, names,
seat kinds and colours, options."""

from __future__ import annotations

import pytest

from saves import SaveStore
from ui.app import App
from ui.paths import config_dir
from ui.scenes.new_game import SETUP_FILE, NewGameScene


@pytest.fixture
def app(tmp_path):
    a = App(headless=True, store=SaveStore(tmp_path / "saves"))
    a.settings.bot_pause = 0.0
    yield a
    (config_dir() / SETUP_FILE).unlink(missing_ok=True)


def test_the_last_set_up_comes_back(app):
    (config_dir() / SETUP_FILE).unlink(missing_ok=True)
    ng = NewGameScene(app)
    app.push(ng)
    assert ng.game_id == "midgard"
    ng.count = 4
    ng.seats[0]["name"] = "Hilda"
    ng.seats[2]["kind"] = "random"
    ng.seats[1]["colour"] = 4
    ng.options["beginner_round1"] = "on"
    ng.rebuild()                    # the name entries show the names set above
    ng.start()
    assert app.top is not ng                                    # the board is on screen
    again = NewGameScene(app)
    assert again.game_id == "midgard" and again.count == 4
    assert again.seats[0]["name"] == "Hilda" and again.seats[2]["kind"] == "random"
    assert again.seats[1]["colour"] == 4 and again.options == {"beginner_round1": "on"}
    # a broken or stale file never stops the screen: the defaults
    (config_dir() / SETUP_FILE).write_text("{not json", encoding="utf-8")
    fresh = NewGameScene(app)
    assert fresh.count == 3 and fresh.options == {"beginner_round1": "off"}
    (config_dir() / SETUP_FILE).write_text('{"game": "midgard", "count": 99, "seats": [{"kind": "wizard"}],'
                                           ' "options": {"beginner_round1": "maybe"}}', encoding="utf-8")
    odd = NewGameScene(app)
    assert odd.count == 3 and odd.seats[0]["kind"] == "human" and odd.options == {"beginner_round1": "off"}
