"""Names and labels are cleaned where they enter (typing, loading), and drawing never
raises on any string: NUL, zero-width and other control or format characters, lone
surrogates, huge strings. A seat colour that is not one of the game's is refused."""

from __future__ import annotations

import json

import pygame
import pytest

from saves import GameRecord, SaveError, SaveStore
from saves import format as fmt
from saves.names import NAME_MAX, clean_for_drawing, clean_label, clean_name
from tests.saves.fakegame import play

NASTY = ["\x00", "a\x00b", "\u200b", "\u200d", "\ufeff", "\u202e", "\u2028", "\x1b[31m", "\r\n", "\t",
         "\ud800", "ᚠ" * 500, "x" * 100_000, "e" + "\u0301" * 50, "", " ", "\x7f", "\U000e0041"]


@pytest.mark.parametrize("text", NASTY)
def test_a_cleaned_name_has_only_visible_characters_and_a_length_limit(text):
    name = clean_name(text, fallback="Player 1")
    assert name and name.isprintable() and len(name) <= NAME_MAX
    assert name == name.strip() and "  " not in name
    label = clean_label(text)
    assert label.isprintable() and len(label) <= 200


def test_cleaning_keeps_letters_of_any_script_and_emoji():
    assert clean_name("  Ásta   Þórr  ") == "Ásta Þórr"
    assert clean_name("ᚠᚢᚦ 🐺") == "ᚠᚢᚦ 🐺"
    assert clean_name("Bo\u200bb\x00!") == "Bob!"
    assert clean_name("\u200b\u200b", fallback="Seat 2") == "Seat 2"


@pytest.mark.parametrize("text", NASTY)
def test_the_font_cache_draws_any_string(text):
    from ui.fonts import FontCache
    from ui.widgets.text import fit

    pygame.display.init()
    fonts = FontCache()
    for role in ("text", "display-bold"):
        surf = fonts.render(text, role, 18, (255, 255, 255))
        assert surf.get_height() > 0
        assert fonts.wrap(text, role, 18, 300)
        assert isinstance(fit(fonts, text, role, 18, 200), str)
    assert clean_for_drawing(text).isprintable() or "\n" in text or "\t" in text


def _save_with(tmp_path, change, spec):
    store = SaveStore(tmp_path)
    seats = [{"name": "A", "kind": "human", "colour": 0}, {"name": "B", "kind": "random", "colour": 1}]
    rec = GameRecord.start("tally", seats, 5)
    state = spec.new_game(2, 5, {})
    play(spec, state, rec, 4)
    path = store.save("x", rec, state)
    doc = json.loads(path.read_bytes())
    change(doc)
    path.write_bytes(fmt.seal(doc))
    return store


def test_names_and_label_with_nul_and_zero_width_are_cleaned_when_loaded(tally, tmp_path):
    def hostile(doc):
        doc["seats"][0]["name"] = "Ast\x00rid\u200b"
        doc["seats"][1]["name"] = "\u200b\u200d"
        doc["label"] = "Round\x00 2\u202e"

    store = _save_with(tmp_path, hostile, tally)
    rec, _ = store.load("x")
    assert [s["name"] for s in rec.seats] == ["Astrid", "Player 2"]
    entry = store.list()[0]
    assert entry["seats"] == ["Astrid", "Player 2"] and entry["label"] == "Round 2"


@pytest.mark.parametrize("colour", ["red", None, -1, 4, 5, 2**70, True, 1.0, [0], {"c": 0}])
def test_a_seat_colour_outside_the_games_colours_is_refused(tally, tmp_path, colour):
    def bad(doc):
        doc["seats"][1]["colour"] = colour

    store = _save_with(tmp_path, bad, tally)
    with pytest.raises(SaveError, match="colour"):
        store.load("x")
    assert "colour" in store.list()[0]["error"]


def test_every_colour_of_the_game_loads(tally, tmp_path):
    for c in range(tally.max_players):
        def ok(doc, c=c):
            doc["seats"][1]["colour"] = c

        rec, _ = _save_with(tmp_path, ok, tally).load("x")
        assert rec.seats[1]["colour"] == c


# --- the window: the title, the load screen and New game ---------------------------------
@pytest.fixture
def app(tmp_path):
    from ui.app import App
    from ui.settings import Settings

    a = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    yield a
    a.shutdown()


def _midgard_autosave(store, names, label):
    from game.registry import get_game

    spec = get_game("midgard")
    seats = [{"name": n, "kind": "human" if i == 0 else "random", "colour": i} for i, n in enumerate(names)]
    rec = GameRecord.start("midgard", seats, 3, {})
    path = store.autosave(rec, spec.new_game(len(seats), 3, {}))
    doc = json.loads(path.read_bytes())
    doc["label"] = label
    for s, n in zip(doc["seats"], names):
        s["name"] = n
    path.write_bytes(fmt.seal(doc))
    return path


def test_title_and_load_screen_show_saves_with_nul_in_label_and_names(app):
    from ui.scenes import CrashScene, LoadScene, TitleScene

    _midgard_autosave(app.store, ["A\x00b\u200b", "\u200b"], "Round\x00 1\u202e")
    app.push(TitleScene(app))
    app.run_frames(3)
    assert isinstance(app.top, TitleScene) and app.top.describe()["continue"]
    app.push(LoadScene(app))
    app.top.select(0)
    app.run_frames(3)
    assert isinstance(app.top, LoadScene), app.top
    assert not any(isinstance(s, CrashScene) for s in app.stack)
    row = app.top.describe()["rows"][0]
    assert "Ab" in row and "\x00" not in row and "\u200b" not in row


def test_typing_zero_width_and_control_characters_into_a_name_is_harmless(app):
    from ui.scenes import CrashScene, NewGameScene

    app.push(NewGameScene(app))
    app.run_frames(1)
    scene = app.top
    entry = scene.name_entries[0]
    entry.set_text("")
    entry.focus()
    for text in ("\u200b", "\x00", "\u202e", "B\u200do", "\u2028", "b"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        app.run_frames(2)
    assert not isinstance(app.top, CrashScene)
    assert entry.get_text() == "Bob"
    assert scene.seat_list()[0]["name"] == "Bob"


def test_a_name_field_left_blank_or_invisible_gets_the_seat_name(app):
    from ui.scenes import NewGameScene

    app.push(NewGameScene(app))
    scene = app.top
    from ui.i18n import t

    scene.name_entries[1].set_text("    ")
    assert scene.seat_list()[1]["name"] == t("newgame.seat", n=2)


@pytest.mark.parametrize(("game_id", "n"), [("midgard", 3), ("blood_rage", 3), ("asgard", 3), ("vikings", 2)])
def test_every_board_draws_seat_names_holding_nul_and_zero_width_characters(app, game_id, n):
    """Names that did not come through New game or a save (a script, a test) still never
    crash a board: the font code draws any string."""
    from ui.boards import BOARDS
    from ui.scenes import CrashScene
    from ui.session import GameSession

    if game_id not in BOARDS:
        pytest.skip(f"no {game_id} board yet")
    app.settings.bot_pause = 0.0
    names = ["A\x00b", "\u200b", "\u202eX\x1b", "ᚠ" * 24][:n]
    seats = [{"name": nm, "kind": "human" if i == 0 else "random", "colour": i} for i, nm in enumerate(names)]
    session = GameSession.new(app, game_id, seats, 3, {})
    app.start_session(session)
    app.run_frames(20)
    assert not isinstance(app.top, CrashScene), getattr(app.top, "message", "")
    session.close()
