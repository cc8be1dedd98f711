"""The Statistics scene (issue 35 item 3): opened from the title, it explains an empty
database, shows the recorded games per game, level and player, filters them by game and
player count, draws both charts, and rebuilds from the saves."""

from __future__ import annotations

import pygame
import pytest

from game.core import Rng
from game.registry import get_game
from saves import GameRecord, SaveStore
from ui.app import App
from ui.scenes.stats import StatsScene
from ui.scenes.title import TitleScene
from ui.settings import Settings


@pytest.fixture
def app(tmp_path):
    return App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))


def finish(store: SaveStore, game: str, seats: list[dict], seed: int, name: str | None = None) -> GameRecord:
    """A seeded game played to its end by random choices; autosaved (so recorded) or saved by name."""
    spec = get_game(game)
    rec = GameRecord.start(game, seats, seed, {})
    rec.created = 1_700_000_000.0 + seed * 3600
    state = spec.new_game(len(seats), seed, {})
    rng = Rng(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        a = rng.choice(state.legal_actions(seat))
        state.apply(seat, a)
        rec.actions.append((seat, spec.action_to_json(a)))
    rec.updated = rec.created + 1200
    if name is None:
        store.autosave(rec, state)
    else:
        store.save(name, rec, state)
    return rec


def wait(scene: StatsScene) -> None:
    if scene._job is not None:
        scene._job.wait(30)
    scene.update(0.01)
    assert scene.loaded


def test_the_title_opens_statistics_and_an_empty_database_explains_itself(app):
    title = TitleScene(app)
    app.push(title)
    title.press("stats")
    scene = app.top
    assert isinstance(scene, StatsScene)
    wait(scene)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    d = scene.describe()
    assert d["games"] == 0 and d["buttons"]["game"] is False and d["buttons"]["rebuild"] is True


def test_recorded_games_are_summed_filtered_and_charted(app):
    me = {"name": "Astrid", "kind": "human"}
    finish(app.store, "vikings", [me], 1)
    finish(app.store, "vikings", [me, {"name": "Bot", "kind": "easy"}], 2)
    finish(app.store, "vikings", [me, {"name": "Bot", "kind": "hard"}], 3)
    scene = StatsScene(app)
    app.push(scene)
    wait(scene)
    s = scene.summary()
    assert s.games == 3 and s.by_name["Astrid"].played == 3 and "Bot" not in s.by_name
    assert scene.describe()["levels"] == ["easy", "hard", "solo"]   # a lone seat plays the enemy clan
    assert [len(pts) for _name, pts in scene.series(s)] == [3]
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert len(scene._charts) == 2
    scene.press("players")                     # the smallest player count recorded: 1
    assert scene.players == 1 and scene.summary().games == 1
    scene.press("players")
    assert scene.players == 2 and scene.summary().games == 2
    scene.press("players")
    assert scene.players is None
    scene.press("game")
    assert scene.game == "vikings" and scene.summary().games == 3
    scene.draw(surface)


@pytest.mark.parametrize("games", [1, 2, 5])
def test_every_line_of_the_tables_is_drawn(app, games):
    # one game against one bot level: its line was cut off by the table's own height
    for seed in range(games):
        finish(app.store, "vikings", [{"name": "Astrid", "kind": "human"},
                                      {"name": "Bot", "kind": ("easy", "normal", "hard")[seed % 3]}], seed + 10)
    scene = StatsScene(app)
    app.push(scene)
    wait(scene)
    scene.draw(pygame.Surface(app.size))
    s = scene.summary()
    assert scene.describe()["rows"] == {"by_game": len(s.by_game_level), "by_name": 1}


def test_rebuild_counts_the_finished_saves(app):
    finish(app.store, "vikings", [{"name": "Astrid", "kind": "human"}], 4, name="kept")
    scene = StatsScene(app)
    wait(scene)
    assert scene.summary().games == 1    # the finished save was counted when the scene opened
    app.store.records.rebuild(app.store)
    scene.press("rebuild")
    wait(scene)
    assert scene.summary().games == 1


def test_a_damaged_database_is_said_and_rebuilt(app):
    finish(app.store, "vikings", [{"name": "Astrid", "kind": "human"}], 5)
    path = app.store.records.path
    path.write_bytes(b"garbage" * 1000)
    for side in ("-wal", "-shm"):
        p = path.with_name(path.name + side)
        if p.exists():
            p.unlink()
    scene = StatsScene(app)
    wait(scene)
    assert scene.summary().games == 1 and "set aside" in scene.message


def test_new_game_offers_the_names_played_under_before(app):
    from ui.scenes.new_game import NewGameScene

    finish(app.store, "vikings", [{"name": "Sigrun", "kind": "human"}], 11)
    finish(app.store, "vikings", [{"name": "Halfdan", "kind": "human"}, {"name": "Bot", "kind": "easy"}], 12)
    scene = NewGameScene(app)
    assert scene.known_names == ["Halfdan", "Sigrun"]      # the most recent first, no bots
    scene.press("known:1")
    assert scene.seat_list()[0]["name"] == "Sigrun"
    scene._name_focus = 1
    scene.press("known:0")
    assert [s["name"] for s in scene.seat_list()[:2]] == ["Sigrun", "Halfdan"]


@pytest.mark.parametrize("lang", ["en", "pt", "el"])
def test_a_solo_game_is_against_the_enemy_clan_and_every_line_reads_whole_at_1280x720(tmp_path, lang, monkeypatch):
    # a solo Vikings game was listed as "Humans only", its line cut to "Tiny Epic Vikings · Só h…",
    # the heading "% vitó…" and the rebuild button cut at its edge
    from collections import Counter

    from ui.widgets import text as text_widgets

    app = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"), window_size=(1280, 720))
    app.set_language(lang)
    me = {"name": "Astrid", "kind": "human"}
    finish(app.store, "vikings", [me], 1)
    finish(app.store, "vikings", [me, {"name": "Bot", "kind": "normal"}], 2)
    finish(app.store, "midgard", [me, {"name": "Ingrid", "kind": "human"}], 3)
    scene = StatsScene(app)
    app.push(scene)
    wait(scene)
    assert scene.describe()["levels"] == ["normal", "solo", "humans"]
    monkeypatch.setattr(text_widgets, "SHORTENED", Counter())
    scene.draw(pygame.Surface(app.size))
    assert dict(text_widgets.SHORTENED) == {}
    assert scene.describe()["rows"] == {"by_game": 3, "by_name": 2}
    rebuild = scene.buttons["rebuild"]
    font = app.fonts.get("text", 18)
    assert font.size(rebuild.text)[0] <= rebuild.rect.w - 16
