"""Smoke tests of every non-board scene (construct, events, update, draw) and their
behaviour, with a small fake session where a scene needs one."""

from __future__ import annotations

import time
import warnings
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.registry import GAMES, get_game
from saves import GameRecord, SaveError, SaveStore
from ui.app import App
from ui.boards import BOARDS
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
from ui.scenes.new_game import BOT_KINDS, available_kinds
from ui.settings import Settings


class FakeState:
    def __init__(self, breakdown, winners):
        self._b, self._w = breakdown, winners

    def scores(self):
        return [d.get("total", sum(d.values())) for d in self._b]

    def score_breakdown(self):
        return [dict(d) for d in self._b]

    def winners(self):
        return list(self._w)

    def rivals(self):
        return []

    def progress(self):
        from game.core.progress import Progress

        return Progress("round", 1, 1, "play", "", self.is_over())

    def round_label(self):
        return "Round 3 · Ragnarok"

    def is_over(self):
        return True


class FakeSession:
    def __init__(self, breakdown=None, winners=(1,), names=("Ada", "Bo", "Cy"), history=None):
        self.spec = get_game("midgard")
        breakdown = breakdown or [
            {"provinces": 12, "asgard": 5, "total": 17},
            {"provinces": 20, "valhalla": 4, "total": 24},
            {"provinces": 7, "sets": 10, "total": 17},
        ]
        self.state = FakeState(breakdown, winners)
        self.names = list(names)
        self.seats = [{"name": n, "kind": "human", "colour": (i + 1) % 5} for i, n in enumerate(names)]
        self.score_history = history if history is not None else [[3, 5, 2], [10, 15, 9], [17, 24, 17]]
        self.saved = []

    def save_as(self, name):
        if name == "bad/name":
            raise SaveError("a save name cannot contain path separators")
        self.saved.append(name)
        return Path(name + ".json")


class DocState:
    """Just enough of a state for the store to write a save around it (its snapshot is
    empty, so loading it fails on replay, as a damaged save would)."""

    def __init__(self, over):
        self.over = over

    def rivals(self):
        return []

    def progress(self):
        from game.core.progress import Progress

        return Progress("round", 1, 1, "play", "", self.is_over())

    def round_label(self):
        return "Round 1 · Draft"

    def is_over(self):
        return self.over

    def to_json(self):
        return {}


def write_save(store, name, game="midgard", over=False, raw=None, names=("Ada", "Bo")):
    store.root.mkdir(parents=True, exist_ok=True)
    if raw is not None:
        path = store.root / f"{name}.json"
        path.write_bytes(raw)
        return path
    rec = GameRecord.start(game, [{"name": n, "kind": "human"} for n in names], 3, {})
    return store.save(name, rec, DocState(over))


@pytest.fixture
def app(tmp_path):
    return App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))


def test_every_scene_constructs_handles_events_updates_and_draws(app, every_scene):
    keys = [pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_a]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for scene in every_scene(app, FakeSession()):
            app.clear_to(TitleScene(app))
            app.push(scene)
            for k in keys:
                scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(800, 450), rel=(1, 1), buttons=(0, 0, 0)))
            scene.update(0.5)
            surface = pygame.Surface((1600, 900))
            scene.draw(surface)
            assert surface.get_at((800, 10)) != (0, 0, 0, 255) or isinstance(scene, PauseScene)
            d = scene.describe()
            assert d["scene"] == type(scene).__name__
            app.run_frames(2)
            assert not isinstance(app.top, CrashScene) or isinstance(scene, CrashScene)
    gui = [str(w.message) for w in caught if "pygame_gui" in (w.filename or "")]
    assert gui == []


def test_steady_frames_render_no_new_text(app, every_scene):
    for scene in every_scene(app, FakeSession()):
        app.clear_to(scene)
        app.run_frames(3)
        before = app.fonts.renders
        app.run_frames(5)
        assert app.fonts.renders == before, type(scene).__name__


# --- title ---------------------------------------------------------------------------------
def test_title_continue_only_with_an_autosave(app):
    title = TitleScene(app)
    app.push(title)
    assert "continue" not in title.buttons and title.describe()["continue"] is False
    write_save(app.store, "my game")  # a named save is not an autosave
    write_save(app.store, "autosave-midgard-9", over=True)  # a finished game is not continued
    app.push(LoadScene(app))
    app.pop()  # uncovering the title refreshes it
    assert "continue" not in title.buttons
    write_save(app.store, "autosave-midgard-10")
    app.push(SettingsScene(app))
    app.pop()
    assert "continue" in title.buttons and title.describe()["continue"] is True
    assert TitleScene(app).buttons["continue"].is_enabled


def test_title_buttons_open_their_scenes(app):
    title = TitleScene(app)
    app.push(title)
    for name, cls in (("new", NewGameScene), ("load", LoadScene), ("settings", SettingsScene), ("rules", RulesScene)):
        title.press(name)
        assert isinstance(app.top, cls)
        app.pop()
    title.press("quit")
    assert app.running is False


def test_enter_on_the_title_opens_the_primary_choice(app):
    title = TitleScene(app)
    app.push(title)
    title.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
    assert isinstance(app.top, NewGameScene)  # no autosave: New game is the primary choice


def test_a_real_click_goes_through_pygame_gui(app):
    title = TitleScene(app)
    app.push(title)
    app.run_frames(2)
    pos = title.buttons["settings"].rect.center
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(3)
    assert isinstance(app.top, SettingsScene)


def test_continue_with_a_broken_autosave_shows_the_message(app):
    write_save(app.store, "autosave-midgard-5")  # valid outside, but its snapshot does not replay
    title = TitleScene(app)
    app.push(title)
    title.press("continue")
    # the save is read in the background: on a loaded machine it may take a few frames
    for _ in range(2000):
        if title._opening is None:
            break
        app.step(1 / 60, [], draw=False)
        time.sleep(0.005)
    assert app.top is title
    assert title.message  # the SaveError (or missing board) message is shown


# --- new game ------------------------------------------------------------------------------
def test_new_game_defaults_one_human_and_bots(app):
    ng = NewGameScene(app)
    app.push(ng)
    seats = ng.seat_list()
    spec = GAMES[ng.game_id]
    assert spec.min_players <= len(seats) <= spec.max_players
    assert [s["kind"] for s in seats].count("human") == 1 and seats[0]["kind"] == "human"
    assert all(s["kind"] != "human" for s in seats[1:])
    assert len({s["colour"] for s in seats}) == len(seats)
    assert len({s["name"] for s in seats}) == len(seats)
    kinds = available_kinds(ng.game_id)
    for s in seats[1:]:
        assert kinds[s["kind"]]


def test_bot_levels_enabled_exactly_when_make_bot_accepts_them(app):
    from game.ai import make_bot

    ng = NewGameScene(app)
    app.push(ng)
    for kind in BOT_KINDS:
        try:
            make_bot(kind, ng.game_id)
            ok = True
        except Exception:
            ok = False
        assert ng.buttons[f"kind:0:{kind}"].is_enabled is ok
    assert ng.buttons["kind:0:human"].is_enabled
    assert ng.buttons["kind:0:remote"].is_enabled        # a player on another computer: always


def test_unavailable_games_are_disabled(app):
    ng = NewGameScene(app)
    for gid, spec in GAMES.items():
        assert ng.buttons[f"game:{gid}"].is_enabled is bool(gid in BOARDS and spec.available)


def test_player_count_stays_in_range(app):
    ng = NewGameScene(app)
    app.push(ng)
    spec = GAMES[ng.game_id]
    for _ in range(8):
        ng.press("more")
    assert ng.count == spec.max_players and not ng.buttons["more"].is_enabled
    for _ in range(8):
        ng.press("fewer")
    assert ng.count == spec.min_players and not ng.buttons["fewer"].is_enabled
    assert len(ng.seat_list()) == spec.min_players


def test_colour_cycling_keeps_colours_unique(app):
    ng = NewGameScene(app)
    app.push(ng)
    for _ in range(7):
        ng.press("colour:1")
        cols = [s["colour"] for s in ng.seat_list()]
        assert len(set(cols)) == len(cols)


def test_names_seed_options_and_kind_are_read(app):
    ng = NewGameScene(app, "midgard")
    app.push(ng)
    ng.name_entries[0].set_text("  Ragna   Lodbrok ")
    ng.seed_entry.set_text("1234")
    if ng.buttons["kind:1:human"].is_enabled:
        ng.press("kind:1:human")
    seats = ng.seat_list()
    assert seats[0]["name"] == "Ragna Lodbrok"
    assert seats[1]["kind"] == "human"
    assert ng.seed() == 1234
    ng.seed_entry.set_text("")
    assert 1 <= ng.seed() < 2**31
    if GAMES["midgard"].options:
        menu = next(iter(ng.option_menus))
        key = ng.option_menus[menu]
        choice = GAMES["midgard"].options[key].choices[-1]
        ng.handle_event(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu,
                                           text=ng.option_text[key][choice]))
        assert ng.options[key] == choice


def test_start_opens_the_board_alone(app):
    ng = NewGameScene(app, "midgard")
    app.push(ng)
    assert ng.game_id == "midgard" and "midgard" in BOARDS
    ng.start()
    assert app.top is not ng and app.stack == [app.top]  # the board alone on the stack
    assert type(app.top).__name__ == BOARDS["midgard"].partition(":")[2]
    assert not ng.message


def test_start_without_a_board_shows_a_message(app, monkeypatch):
    ng = NewGameScene(app, "midgard")
    app.push(ng)
    monkeypatch.delitem(BOARDS, "midgard")  # a game whose board is not drawn yet
    ng.start()
    assert app.top is ng and app.stack == [ng]
    assert "Midgard" in ng.message and ng.message_error


# --- load ----------------------------------------------------------------------------------
def test_load_lists_saves_and_keeps_broken_ones_with_their_message(app):
    write_save(app.store, "good one")
    write_save(app.store, "broken one", raw=b"{ this is not json")
    load = LoadScene(app)
    app.push(load)
    rows = load.describe()["rows"]
    assert len(rows) == 2
    broken = next(i for i, e in enumerate(load.entries) if e["name"] == "broken one")
    good = 1 - broken
    assert "damaged" in rows[broken]
    assert "Midgard" in rows[good] and "good one" in rows[good]
    assert "Ada, Bo" in rows[good] and "Round 1 · Draft" in rows[good]
    load.select(broken)
    assert not load.buttons["load"].is_enabled and load.buttons["delete"].is_enabled
    assert "not valid JSON" in load.details.html_text
    load.select(good)
    assert load.buttons["load"].is_enabled
    assert "Ada, Bo" in load.details.html_text and "Round 1" in load.details.html_text
    # a selection through the list widget's own event
    load.handle_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list,
                                         text=rows[broken]))
    assert load.selected == broken


def test_long_rows_are_shortened_to_fit(app):
    from ui.scenes.load import ROW_WIDTH

    write_save(app.store, "five players", names=[f"Ragnvald Longname the {i}th" for i in range(5)])
    load = LoadScene(app)
    row = load.describe()["rows"][0]
    assert "…" in row and "five players" in row and "Midgard" in row
    assert app.fonts.get("text", 18).size(row)[0] <= ROW_WIDTH


def test_load_failure_keeps_the_scene_and_shows_why(app):
    write_save(app.store, "good one")  # its moves do not lead to its (empty) snapshot
    load = LoadScene(app)
    app.push(load)
    load.select(0)
    load.press("load")
    assert app.top is load and load.message
    assert "good one" in [e["name"] for e in app.store.list()]


def test_delete_asks_first_then_deletes(app):
    write_save(app.store, "old game")
    write_save(app.store, "keep me")
    load = LoadScene(app)
    app.push(load)
    idx = next(i for i, e in enumerate(load.entries) if e["name"] == "old game")
    load.select(idx)
    load.press("delete")
    assert load.confirm is not None
    assert {e["name"] for e in app.store.list()} == {"old game", "keep me"}  # nothing yet
    assert not load.buttons["load"].is_enabled and not load.buttons["back"].is_enabled  # modal
    load.press("cancel_delete")
    assert load.confirm is None and load.buttons["back"].is_enabled
    assert len(app.store.list()) == 2
    load.press("delete")
    load.press("confirm_delete")
    assert [e["name"] for e in app.store.list()] == ["keep me"]
    assert len(load.describe()["rows"]) == 1 and "old game" in load.message


def test_empty_load_screen(app):
    load = LoadScene(app)
    assert load.entries == [] and not load.buttons["load"].is_enabled
    assert "no saved games" in load.details.html_text


# --- settings ------------------------------------------------------------------------------
def test_settings_apply_on_save_only(app):
    s = SettingsScene(app)
    app.push(s)
    s.press("anim:0")
    s.press("size:1920x1080")
    s.pause_slider.set_current_value(0.0)
    s.handle_event(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=s.pause_slider, value=0))
    assert app.settings.animation_speed == 1  # not yet
    s.press("save")
    assert app.settings.animation_speed == 0 and app.settings.bot_pause == 0.0
    assert app.settings.window_size == (1920, 1080)
    assert Settings.load().animation_speed == 0  # written to the config folder
    s2 = SettingsScene(app)
    app.push(s2)
    s2.press("anim:2")
    s2.press("back")
    assert app.settings.animation_speed == 0


# --- rules ---------------------------------------------------------------------------------
def test_rules_text_and_placeholder(app):
    r = RulesScene(app, "midgard", page="full")
    assert r.describe()["has_text"] is True
    assert "Ragnarok" in r.box.html_text and "<b>" in r.box.html_text
    r.press("game:blood_rage")
    assert r.game_id == "blood_rage"
    r.scroll(pygame.K_END)
    # every game has its players' rules text, titled with the game's name
    for game_id, words in (("blood_rage", ("Valhalla", "Ragnarök", "Horns")),
                           ("asgard", ("Ragnarök", "temple")),
                           ("vikings", ("Valkyrie", "Favor", "enemy clan"))):
        r.show(game_id)
        assert r.describe()["has_text"] is True, game_id
        html = r.box.html_text
        assert "not been written yet" not in html and GAMES[game_id].title.split()[0] in html
        assert all(w in html for w in words), (game_id, [w for w in words if w not in html])


def test_markdown_conversion():
    from ui.scenes.rules import markdown_to_html

    html = markdown_to_html("# Title\n\nSome **bold** & <odd> text.\n\n- one\n- two\n\n| a | b |\n| --- | --- |\n| 1 | 3 |")
    assert "<b>bold</b>" in html and "&amp;" in html and "&lt;odd&gt;" in html
    assert html.count("•") == 2 and "Title" in html and "<b>a" in html


# --- pause ---------------------------------------------------------------------------------
def test_pause_is_an_overlay_with_its_actions(app):
    session = FakeSession()
    app.push(TitleScene(app))
    pause = PauseScene(app, session)
    app.push(pause)
    assert pause.overlay
    pause.name_entry.set_text("Evening game")
    pause.press("save")
    assert session.saved == ["Evening game"] and "Evening game" in pause.message
    pause.name_entry.set_text("bad/name")
    pause.press("save")
    assert "path separators" in pause.message
    for name, cls in (("load", LoadScene), ("settings", SettingsScene), ("rules", RulesScene)):
        pause.press(name)
        assert isinstance(app.top, cls)
        app.pop()
    pause.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=41))
    assert isinstance(app.top, TitleScene)
    app.push(PauseScene(app, session))
    app.top.press("quit")
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_long_messages_wrap_inside_their_area(app):
    pause = PauseScene(app, FakeSession())
    app.push(pause)
    pause.show_message("word " * 80)
    surface = pygame.Surface((1600, 900))
    pause.draw(surface)
    size, lines = pause._wrap
    assert 1 < len(lines) <= 2 and lines[-1].endswith("…")
    assert all(app.fonts.get("text", size).size(line)[0] <= pause.message_rect.width for line in lines)


# --- handoff -------------------------------------------------------------------------------
def test_handoff_waits_then_hands_over(app):
    called = []
    app.push(TitleScene(app))
    h = HandoffScene(app, "Bo", lambda: called.append(app.top))
    app.push(h)
    assert not h.overlay
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    h.handle_event(enter)  # too early: a key meant for the board
    assert called == [] and app.top is h
    app.run_frames(30)
    # issue 16: neither a stray click nor any other key hands over, only the button or Enter
    h.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    h.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert called == [] and app.top is h
    h.handle_event(enter)
    assert len(called) == 1 and isinstance(called[0], TitleScene)  # popped before on_ready
    h.handle_event(enter)
    assert len(called) == 1


# --- game over -----------------------------------------------------------------------------
def test_game_over_shows_every_source_and_the_winners(app):
    g = GameOverScene(app, FakeSession())
    d = g.describe()
    assert d["keys"] == ["provinces", "asgard", "valhalla", "sets"]
    assert d["winners"] == ["Bo"] and d["scores"] == [17, 24, 17]
    assert g.winners_text() == "Bo wins!"
    g2 = GameOverScene(app, FakeSession(winners=(0, 2)))
    assert g2.winners_text() == "Shared victory: Ada and Cy"
    g3 = GameOverScene(app, FakeSession(breakdown=[{"glory": 3, "gold_coins": 4}] * 3, winners=(0, 1, 2),
                                        history=[]))
    assert g3.describe()["keys"] == ["glory", "gold_coins"] and g3.describe()["scores"] == [7, 7, 7]
    assert g3.winners_text() == "Shared victory: Ada, Bo and Cy"
    surface = pygame.Surface((1600, 900))
    g3.draw(surface)
    many = {f"source_{k}": k for k in range(14)}
    g4 = GameOverScene(app, FakeSession(breakdown=[many] * 3))
    g4.draw(surface)
    assert len(g4.describe()["keys"]) == 14


def test_game_over_buttons(app):
    g = GameOverScene(app, FakeSession())
    app.push(g)
    g.press("new")
    assert isinstance(app.top, NewGameScene) and isinstance(app.stack[0], TitleScene)
    app.push(GameOverScene(app, FakeSession()))
    app.top.press("title")
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_game_over_over_its_board_can_go_back_to_it(app):
    from ui.scene import Scene

    session = FakeSession()
    board = Scene(app)
    board.session = session
    app.push(board)
    g = GameOverScene(app, session)
    app.push(g)
    assert "board" in g.buttons
    g.press("board")
    assert app.top is board
    alone = GameOverScene(app, FakeSession())  # over a board of another session: no such button
    assert "board" not in alone.buttons


def test_chart_points_and_steps(app):
    from ui.widgets.chart import ScoreChart, nice_step

    assert [nice_step(v) for v in (0, 4, 9, 23, 60, 140)] == [1, 1, 2, 5, 20, 50]
    c = ScoreChart((500, 400), [[3, 5], [9, 11]], ["A", "B"], [(255, 0, 0), (0, 0, 255)], ["circle", "square"],
                   app.fonts)
    assert c.points() == [[0, 3, 9], [0, 5, 11]]
    surf = c.surface()
    assert surf.get_size() == (500, 400) and c.surface() is surf
