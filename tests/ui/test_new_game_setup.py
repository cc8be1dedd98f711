"""New game remembers the set-up last shown (issue 16, issue 33 defect 22): game, player
count, names, seat kinds and colours, options; switching games keeps the seats."""

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


def test_the_game_chosen_comes_back_and_switching_keeps_the_seats(app):
    (config_dir() / SETUP_FILE).unlink(missing_ok=True)
    ng = NewGameScene(app)
    app.push(ng)
    ng.seats[0]["name"] = "Hilda"
    ng.seats[1]["kind"] = "easy"
    ng.options["beginner_round1"] = "on"
    ng.rebuild()
    ng._pick_game("blood_rage")
    assert ng.game_id == "blood_rage"
    assert ng.seats[0]["name"] == "Hilda" and ng.seats[1]["kind"] == "easy"   # kept across games
    assert ng.options == {"first_game": "off"}
    ng._set_count(4)
    ng.leave()                                                    # Back, without starting
    again = NewGameScene(app)
    assert again.game_id == "blood_rage" and again.count == 4 and again.seats[0]["name"] == "Hilda"
    app.push(again)
    again._pick_game("midgard")                                   # Midgard keeps its own options
    assert again.options == {"beginner_round1": "on"} and again.seats[1]["kind"] == "easy"
