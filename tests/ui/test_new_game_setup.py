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


def type_name(ng: NewGameScene, seat: int, name: str) -> None:
    """Type a name into a seat's entry, as a player would (the scene reads the entries)."""
    ng.name_entries[seat].set_text(name)


def test_coming_back_shows_the_game_chosen_last_even_without_back_or_start(app):
    """Asgard picked, then the screen left some other way (the window closed, the title
    shown again): the next New game shows Asgard, its player count and its seats."""
    (config_dir() / SETUP_FILE).unlink(missing_ok=True)
    ng = NewGameScene(app)
    app.push(ng)
    ng._pick_game("asgard")
    ng._set_count(4)
    type_name(ng, 3, "Sigrun")
    app.go_to_title()                                   # not Back, not Start
    again = NewGameScene(app)
    assert again.game_id == "asgard" and again.count == 4 and again.seats[3]["name"] == "Sigrun"
    app.push(again)
    again._pick_game("vikings")
    app.shutdown()                                      # the window closed on New game
    assert NewGameScene(app).game_id == "vikings"


def test_switching_midgard_asgard_midgard_keeps_the_seats_typed(app):
    """Midgard seats five, Asgard four: the fifth seat's name, every kind and each game's
    own colours come back in Midgard; Asgard shows the first four names typed."""
    (config_dir() / SETUP_FILE).unlink(missing_ok=True)
    ng = NewGameScene(app)
    app.push(ng)
    assert ng.game_id == "midgard"
    ng._set_count(5)
    for i, name in enumerate(("Astrid", "Bjorn", "Catla", "Dagny", "Eirik")):
        type_name(ng, i, name)
    ng._set_kind(1, "hard")
    ng._set_kind(4, "easy")
    assert ng.seats[4]["colour"] == 4                   # Midgard's fifth colour (Asgard has four)
    ng._cycle_colour(1)                                 # Midgard's own colours
    midgard_colours = [s["colour"] for s in ng.seats[:5]]
    ng._pick_game("asgard")
    assert ng.count == 4 and [s["name"] for s in ng.seat_list()] == ["Astrid", "Bjorn", "Catla", "Dagny"]
    assert ng.seats[1]["kind"] == "hard"
    type_name(ng, 2, "Cnut")                            # a name typed in Asgard goes on with the seat
    ng._cycle_colour(0)                                 # Asgard's own colours
    asgard_colours = [s["colour"] for s in ng.seats[:4]]
    ng._pick_game("midgard")
    assert ng.count == 5
    assert [s["name"] for s in ng.seat_list()] == ["Astrid", "Bjorn", "Cnut", "Dagny", "Eirik"]
    assert [s["kind"] for s in ng.seat_list()] == ["human", "hard", ng.seats[2]["kind"], ng.seats[3]["kind"], "easy"]
    assert [s["colour"] for s in ng.seat_list()] == midgard_colours
    ng._pick_game("asgard")
    assert [s["colour"] for s in ng.seat_list()] == asgard_colours
    # and after leaving, the next New game is Asgard with the same seats
    ng.leave()
    again = NewGameScene(app)
    assert again.game_id == "asgard" and [s["name"] for s in again.seat_list()] == ["Astrid", "Bjorn", "Cnut", "Dagny"]
    app.push(again)
    again._pick_game("midgard")
    assert again.seats[4]["name"] == "Eirik" and again.seats[4]["kind"] == "easy"
