"""Watching a recorded game again (ui.watching, ui.overlays.watch): the board shows any
position of the record from the views the timeline allows, plays nothing, saves nothing,
and gives the scene it was opened from back."""

from __future__ import annotations

import pygame
import pytest

from saves.timeline import TABLE, HiddenPartsError
from tests.saves.timeline_games import random_record
from tests.ui.tables import table_app
from ui.boards import board_scene_for
from ui.overlays.watch import WatchOverlay
from ui.scene import Scene
from ui.watching import OpenPosition, open_watch, watch_session

CASES = [("midgard", 3), ("blood_rage", 4), ("asgard", 2), ("vikings", 1)]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _kinds(rec, kinds):
    for s, k in zip(rec.seats, kinds, strict=True):
        s["kind"] = k
    return rec


def _key(ov, key):
    ov.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


class Below(Scene):
    def draw(self, surface):
        surface.fill((0, 0, 0))


def _open(app, rec):
    app.clear_to(Below(app))
    session = watch_session(app, rec)
    board = board_scene_for(app, session)
    board.gameover_shown = True
    app.push(board)
    return board, WatchOverlay(board).open()


@pytest.mark.parametrize("game_id,n", CASES, ids=[g for g, _ in CASES])
def test_a_finished_game_is_watched_step_by_step_from_every_view(app, game_id, n):
    rec = _kinds(random_record(game_id, n, 21), ["human"] + ["hard"] * (n - 1))
    actions = list(rec.actions)
    board, ov = _open(app, rec)
    s = board.session
    assert s.k == s.timeline.steps and s.pov == 0
    _key(ov, pygame.K_HOME)
    assert s.k == 0
    for _ in range(3):
        _key(ov, pygame.K_RIGHT)
    assert s.k == 3
    assert s.state.to_json() == rec.replay(s.spec, upto=3).to_json()
    _key(ov, pygame.K_PAGEDOWN)
    assert s.k == s.timeline.mark_after(3)
    _key(ov, pygame.K_LEFT)
    app.step(1 / 60, [], draw=True)
    assert s.k == s.timeline.mark_after(3) - 1
    for view in s.timeline.views():
        ov.press(f"view:{'open' if view is None else view}")
        app.step(1 / 60, [], draw=True)
        full = rec.replay(s.spec, upto=s.k)
        if view is None:
            assert isinstance(s.state, OpenPosition) and board.view.to_json() == full.to_json()
        elif view == TABLE:
            assert board.viewer() is None and board.view.to_json() == full.view(-1).to_json()
        else:
            assert board.viewer() == view and board.view.to_json() == full.view(view).to_json()
    # it plays nothing and records nothing, and nobody acts on a watched position
    for _ in range(30):
        app.step(1 / 30, [], draw=False)
    assert rec.actions == actions and board.acting_human() is None and board.legal == []
    assert list(app.store.root.glob("*.json")) == [] if hasattr(app.store, "root") else True
    _key(ov, pygame.K_ESCAPE)
    assert isinstance(app.top, Below) and board not in app.stack


def test_play_moves_on_by_itself_at_its_speed_and_stops_at_the_end(app):
    rec = _kinds(random_record("asgard", 2, 4), ["human", "easy"])
    board, ov = _open(app, rec)
    s = board.session
    ov.press("start")
    ov.press("play")
    for _ in range(6):
        app.step(0.5, [], draw=False)
    at_x1 = s.k
    assert 2 <= at_x1 <= 4
    ov.press("speed")
    ov.press("speed")     # ×4
    for _ in range(4):
        app.step(0.5, [], draw=False)
    assert s.k - at_x1 >= 6
    ov.press("end")
    ov.playing = True
    app.step(1.0, [], draw=False)
    assert not ov.playing and s.k == s.timeline.steps
    ov.leave()


@pytest.mark.parametrize("game_id,n", [("blood_rage", 3), ("vikings", 2)])
def test_a_hot_seat_game_in_progress_is_watched_from_the_table_only(app, game_id, n):
    rec = _kinds(random_record(game_id, n, 8, limit=50), ["human"] * n)
    board, ov = _open(app, rec)
    s = board.session
    assert s.pov == TABLE and board.viewer() is None
    offered = {key for _r, _l, key in ov.buttons() if key.startswith("view:")}
    assert offered == {f"view:{TABLE}"}
    for view in [None, *range(n)]:
        with pytest.raises(HiddenPartsError):
            s.set_pov(view)
    _key(ov, pygame.K_v)
    assert s.pov == TABLE
    app.step(1 / 60, [], draw=True)
    assert board.drawn_hand == []     # no seat's hand is drawn
    ov.leave()


def test_a_save_is_watched_from_the_store_and_a_broken_name_says_so(app):
    rec = _kinds(random_record("midgard", 2, 3), ["human", "normal"])
    st = rec.replay(__import__("game.registry", fromlist=["GAMES"]).GAMES["midgard"])
    app.store.save("watched game", rec, st)
    app.clear_to(Below(app))
    assert open_watch(app, "watched game") is None
    assert isinstance(app.top, WatchOverlay) and app.top.session.timeline.finished
    app.top.leave()
    assert isinstance(app.top, Below)
    msg = open_watch(app, "no such save")
    assert isinstance(msg, str) and msg


@pytest.mark.parametrize("game_id,n", [("blood_rage", 4), ("midgard", 3)])
def test_a_turning_point_played_from_the_hand_is_marked_on_its_card(app, game_id, n):
    # the review's "you played X" was marked only on map targets and draft cards
    from game.registry import get_game
    from ui.watching import watch_record

    spec = get_game(game_id)
    rec = _kinds(random_record(game_id, n, 21), ["human"] + ["easy"] * (n - 1))
    for k, (seat, js) in enumerate(rec.actions):
        if seat != 0:
            continue
        app.clear_to(Below(app))
        played = spec.action_from_json(js)
        assert watch_record(app, rec.copy(), pov=0, at=k, marked=(played, played)) is None
        ov = app.top
        app.step(1 / 60, [], draw=True)
        b = ov.board
        cards = [it.card for it in b.hand_items(b.view, 0)]
        if b.draft_of(b.view) is not None or (played not in [it.action for it in b.hand_items(b.view, 0)]
                                              and getattr(played, "card", None) not in cards):
            continue
        assert [a for a, _r in ov._mark_rects] == [played]
        assert "played:" in ov.status() and ov.status_parts()[1]
        return
    pytest.fail("no move of seat 0 was played from its hand")


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_the_bar_buttons_hold_their_words_in_every_language(app, lang):
    # Portuguese "Reproduzir" was cut to "Reprod…" in a button of a fixed width
    from ui import i18n

    rec = _kinds(random_record("asgard", 3, 5), ["human", "easy", "easy"])   # finished: every view
    i18n.set_language(lang)
    try:
        _board, ov = _open(app, rec)
        font = ov.board.fonts.get("text-bold", 15)
        bar = ov.bar()
        row = [(r, label) for r, label, key in ov.buttons() if not key.startswith("view:")]
        for r, label, _k in ov.view_buttons():     # the views too: Polish "Wszystko odkryte"
            assert font.size(label)[0] + 10 <= r.w + 8, (lang, label, r.w)
        for r, label in row:
            assert font.size(label)[0] + 10 <= r.w, (lang, label, r.w)
            assert bar.contains(r), (lang, label)
        for (a, la), (b, lb) in zip(row, row[1:], strict=False):
            assert not a.colliderect(b), (lang, la, lb)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id,n", CASES, ids=[g for g, _ in CASES])
def test_the_end_watched_with_everything_open_says_the_game_is_over(app, game_id, n):
    # the tray said "The bots are playing" with no viewer at the end
    rec = _kinds(random_record(game_id, n, 8), ["human"] + ["random"] * (n - 1))
    board, ov = _open(app, rec)
    ov.press("view:0")
    app.step(1 / 60, [], draw=True)
    seat_text = board.tray.text(board.view)[0]
    ov.press("view:open")
    app.step(1 / 60, [], draw=True)
    assert board.viewer() is None and board.tray.nobodys_text(board.view) == seat_text
    ov.press("view:-1")                      # the table's view: the same words
    app.step(1 / 60, [], draw=True)
    assert board.tray.nobodys_text(board.view) == seat_text


@pytest.mark.parametrize("lang", ["en", "pt", "el"])
def test_a_turning_point_and_the_results_button_read_whole_at_1280x720(tmp_path, lang, monkeypatch):
    # Portuguese at 1280x720: the caption "jogada: … · o bot: …" was cut on one line and the
    # top bar's "Resultados" read "Resulta…"
    from collections import Counter

    from game.registry import get_game
    from saves import SaveStore
    from ui.app import App
    from ui.watching import watch_record
    from ui.widgets import text as text_widgets

    big = App(headless=True, store=SaveStore(tmp_path / "saves"), window_size=(1280, 720))
    big.settings.animation_speed = 0
    big.set_language(lang)
    try:
        spec = get_game("vikings")
        rec = _kinds(random_record("vikings", 1, 21), ["human"])
        seat, js = rec.actions[len(rec.actions) // 2]
        played = spec.action_from_json(js)
        other = next(a for a in spec.new_game(1, rec.seed, {}).legal_actions(0) if a != played)
        big.clear_to(Below(big))
        assert watch_record(big, rec.copy(), pov=0, at=len(rec.actions) // 2, marked=(played, other)) is None
        ov = big.top
        ov.board.gameover_shown = True
        monkeypatch.setattr(text_widgets, "SHORTENED", Counter())
        big.step(1 / 60, [], draw=True)
        big.step(1 / 60, [], draw=True)
        assert ov.status_parts()[1]
        cut = {text for (where, text) in text_widgets.SHORTENED if where.startswith(("watch.py", "buttons.py"))}
        assert cut == set(), cut
    finally:
        big.set_language("en")


def test_every_move_of_a_watched_game_reads_whole_at_1280x720_in_portuguese(tmp_path, monkeypatch):
    # "Jogada 223 de 223 · Rodada 3 · Tove: atacar o guerreiro de Knut em Vigrid" was cut
    # beside the views: a move that does not fit there goes to the caption over the bar
    from collections import Counter

    from saves import SaveStore
    from ui.app import App
    from ui.watching import watch_record
    from ui.widgets import text as text_widgets

    big = App(headless=True, store=SaveStore(tmp_path / "saves"), window_size=(1280, 720))
    big.settings.animation_speed = 0
    big.set_language("pt")
    try:
        rec = _kinds(random_record("midgard", 3, 9), ["human", "easy", "easy"])
        big.clear_to(Below(big))
        assert watch_record(big, rec.copy(), pov=0) is None
        ov = big.top
        monkeypatch.setattr(text_widgets, "SHORTENED", Counter())
        steps = ov.session.timeline.steps
        for k in range(0, steps + 1, max(1, steps // 40)):
            ov.goto(k)
            big.step(1 / 60, [], draw=True)
        cut = {text for (where, text) in text_widgets.SHORTENED if where.startswith("watch.py")}
        assert cut == set(), sorted(cut)[:5]
    finally:
        big.set_language("en")
