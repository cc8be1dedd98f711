"""The board frame (ui/boards/base.py) on its own: a board that supplies nothing still
reaches every legal action through the tray, the frame reads the game's spec (hidden
hands, seat colours and symbols), and the engine's messages are formatted by tr."""

from __future__ import annotations

import dataclasses
import pickle

import pygame
import pytest

from game.core import Msg, Rng
from game.registry import GAMES
from tests.ui.tables import table_app
from ui import palette as P
from ui.boards import BOARDS, board_class
from ui.boards.base import BoardScene, FrameLayout
from ui.boards.targets import Target, target_at, untargeted
from ui.session import GameSession
from ui.widgets.cards import CardArt
from ui.widgets.text import tr


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


class BareBoard(BoardScene):
    """A board that draws nothing of its own: every action must reach the tray."""


def seats(*kinds):
    names = ["Astrid", "Bjorn", "Sigrid", "Ulf"]
    return [{"name": names[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_bare_board_reaches_every_legal_action_through_the_tray(app, game_id):
    session = GameSession.new(app, game_id, seats("human", "random"), 11, {})
    board = BareBoard(app, session)
    app.clear_to(board)
    rng = Rng(4)
    surf = pygame.Surface((1600, 900))
    decisions = 0
    while decisions < 25 and not session.state.is_over():
        session.run_bots_until_human()
        if session.state.is_over():
            break
        n = len(session.rec.actions)
        board.update(0.0)
        if len(session.rec.actions) != n:     # the last card of a packet was taken by itself
            continue
        board.close_summary()
        board.draw(surf)
        legal = session.state.legal_actions(0)
        targets = {t.action for t in board.targets}
        assert set(legal) <= targets and targets <= set(legal)
        if not board.draft_showing():
            labels = [label for _r, label, k in board.buttons if not isinstance(k, str)]
            assert labels and all(labels)
        t = board.targets[rng.below(len(board.targets))]
        p = next(p for p in ((x, y) for y in range(t.rect.top, t.rect.bottom, 3)
                             for x in range(t.rect.left, t.rect.right, 3)) if target_at(board.targets, p) is t)
        n = len(session.rec.actions)
        assert board.click(p)
        assert session.rec.actions[n] == (0, session.spec.action_to_json(t.action))
        decisions += 1
    assert decisions >= 5 and board.illegal_clicks == 0
    board.close()


def test_untargeted_keeps_the_legal_order_and_drops_targeted_actions():
    legal = [("a", 1), ("done",), ("b", 2), ("c",)]
    ts = [Target((0, 0, 5, 5), ("b", 2)), Target((0, 0, 5, 5), ("x",))]
    assert untargeted(legal, ts) == [("a", 1), ("done",), ("c",)]


def test_first_target_in_the_list_wins_and_circles_hit_by_radius():
    piece = Target((90, 90, 20, 20), ("viking", 1), "circle", center=(100, 100), radius=10)
    area = Target((0, 0, 300, 300), ("to", 1), "region")
    assert target_at([piece, area], (100, 112)) is piece        # radius 10 + 4
    assert target_at([piece, area], (100, 116)) is area
    assert target_at([area, piece], (100, 100)) is area
    with pytest.raises(ValueError):
        Target((0, 0, 1, 1), ("x",), "blob")


def test_many_tray_buttons_stay_inside_the_tray_and_apart():
    lay = FrameLayout(4)
    for count in (1, 3, 4, 9, 14, 21):
        rs = lay.tray_buttons(count)
        assert len(rs) == count
        assert all(lay.TRAY.contains(r) for r in rs), count
        assert all(not r.colliderect(lay.UNDO_BUTTON) for r in rs), count
        assert all(a.collidelist([b for b in rs if b is not a]) == -1 for a in rs), count


def test_the_frame_reads_seat_colours_symbols_and_hidden_hands_from_the_spec(app, monkeypatch):
    spec = dataclasses.replace(GAMES["midgard"], seat_colours=("purple", "yellow"),
                               seat_symbols=("hexagon", "diamond"), _module=None)
    session = GameSession.new(app, "midgard", seats("human", "human"), 3, {})
    session.spec = spec
    board = board_class("midgard")(app, session)
    assert board.colours == [P.colour_shade("purple"), P.colour_shade("yellow")]
    assert board.symbols == ["hexagon", "diamond"]
    app.clear_to(board)
    app.step(1 / 60, [])
    assert type(app.top).__name__ == "HandoffScene"       # hidden hands, two humans
    board.close()
    open_spec = dataclasses.replace(spec, hidden_hands=False)
    session = GameSession.new(app, "midgard", seats("human", "human"), 3, {})
    session.spec = open_spec
    board = board_class("midgard")(app, session)
    app.clear_to(board)
    app.step(1 / 60, [])
    assert app.top is board and board.viewer() == session.pending_humans()[0]
    board.close()


def test_every_board_in_boards_is_a_board_scene():
    for game_id in BOARDS:
        assert issubclass(board_class(game_id), BoardScene), game_id
    with pytest.raises(ValueError):
        board_class("chess")


def test_tr_formats_an_engine_message_and_its_nested_messages():
    card = Msg("test.card", "Invasion – {k}", k="Alfheim")
    m = Msg("test.prompt", "{card}: choose a Viking ({k} of 2)", card=card, k=1)
    assert m == "Invasion – Alfheim: choose a Viking (1 of 2)" and m.key == "test.prompt"
    assert tr(m) == str(m)
    back = pickle.loads(pickle.dumps(m))
    assert back == m and back.key == m.key and back.params["card"].key == "test.card"
    assert tr("plain text") == "plain text"


def test_the_new_tag_covers_no_text_of_any_card(app):
    """Issue 16: the "new" badge covered the card's effect text in the hand. It sits
    beside the icon, below the title band and the subtitle, above the effect text."""
    from game.midgard import data as D
    from ui.boards import midgard_text as T
    from ui.widgets.cards import card_size, face_layout, icon_centre_y
    from ui.widgets.tray import draw_badge

    h = FrameLayout(4).hand_height
    w = card_size(h)[0]
    surf = pygame.Surface((w + 40, h + 40))
    art = CardArt(app.fonts)
    for c in range(D.NUM_CARDS):
        face = T.card_face(c)
        card = pygame.Rect(20, 20, w, h)
        lay = face_layout(app.fonts, face, h)
        r = draw_badge(surf, app.fonts, card, "new", icon_centre_y(face, h, app.fonts)).move(-20, -20)
        top_free = lay.band_h + 4 + (lay.chip_h + 2 if face.subtitle else 0)   # below the band and the subtitle
        text_top = lay.text_y                                                  # the effect text starts here
        assert top_free <= r.top and r.bottom <= text_top, (c, r, top_free, text_top)
        img = art.face(face, h)
        drawn = [(x, y) for x in range(max(r.left, 3), min(r.right, w - 3)) for y in range(r.top, r.bottom)
                 if tuple(img.get_at((x, y)))[:3] != P.PARCHMENT]
        assert not drawn, (c, T.card_name(c), drawn[:5])                # nothing of the face under it


def test_leaving_the_board_releases_the_games_lock_at_once(app):
    """The game's lock file goes when the board is left for the title (not a minute later
    when it goes stale), the autosave is on disk, and a pushed scene (pause) keeps it."""
    session = GameSession.new(app, "midgard", seats("human", "random"), 3, {})
    session.lock()
    board = BareBoard(app, session)
    app.clear_to(board)
    lock = app.store.lock_path(session.save_name)
    assert lock.exists()
    if 0 in session.state.to_act():
        session.apply(0, session.state.legal_actions(0)[0])
    app.open_scene("pause", session)
    assert lock.exists()                      # the pause menu is over the board: still in play
    app.go_to_title()
    assert not lock.exists()
    rec, _st = app.store.load(session.save_name)
    assert rec.actions == session.rec.actions


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("language", ["en", "pl", "el"])
def test_the_bots_thinking_line_never_covers_the_status(app, monkeypatch, game_id, language):
    """Three bots thinking at a table whose status is long (a simultaneous choice waits for
    everyone, in a longer language): the top bar's thinking line sits right of the status
    (the status shortened to leave it room), left of the buttons."""
    from ui import i18n
    from ui.boards import board_scene_for

    n = 2 if game_id == "vikings" else 4
    session = GameSession.new(app, game_id, seats(*(["human"] + ["normal"] * (n - 1))), 5, {})
    monkeypatch.setattr(GameSession, "thinking", property(lambda s: True))
    monkeypatch.setattr(GameSession, "thinking_seats", lambda s: list(range(1, n)))
    try:
        i18n.set_language(language)
        board = board_scene_for(app, session)
        app.clear_to(board)
        board.bots_paused = True          # no bot moves under the test
        board._refresh()
        board.draw(app.screen)
        status_end, think = board._status_end, board._thinking_rect
        assert think.x >= status_end + 16
        assert think.right <= board._top_free_x - 16
    finally:
        i18n.set_language("en")


def test_no_piece_slides_over_the_draft(app):
    """A figure coming back from Valhalla slid over the Gods' Gifts draft that opened at
    the start of the next Age; while the draft covers the board, sliding pieces are not
    drawn (they land under it), and they are again once it is put away."""
    from ui.boards import board_scene_for
    from ui.widgets.anim import Slide

    session = GameSession.new(app, "blood_rage", seats("human", "easy", "easy"), 4, {})
    board = board_scene_for(app, session)
    session.run_bots_until_human()
    board.update(0.0)
    surf = pygame.Surface((1600, 900))
    board.draw(surf)
    assert board.draft_showing()          # the game opens on the Gods' Gifts draft
    drawn = []
    board.draw_slide = lambda surface, payload, pos: drawn.append(payload)
    board.anim.add(Slide((100, 100), (400, 400), 5.0, payload="figure"))
    board.draw(surf)
    assert drawn == []
    board.draft_minimised = True
    board.invalidate()
    board.draw(surf)
    assert drawn == ["figure"]


def test_seats_waited_for_are_listed_with_and(app):
    """The top bar read "Waiting for you, Bjorn" (in Italian "In attesa di te, Bjorn"), as
    if Bjorn were addressed: the seats are listed "you and Bjorn", "you, Bjorn and Sigrid"."""
    from ui import i18n
    from ui.boards import board_scene_for

    session = GameSession.new(app, "vikings", seats("human", "easy", "easy"), 4, {"expansion": "none"})
    board = board_scene_for(app, session)
    session.run_bots_until_human()
    board.update(0.0)
    board.draw(pygame.Surface((1600, 900)))
    assert board.viewer() == 0
    assert board.names_of([0, 1]) == "you and Bjorn"
    assert board.names_of([0, 1, 2]) == "you, Bjorn and Sigrid"
    try:
        i18n.set_language("it")
        assert board.names_of([0, 1]) == "te e Bjorn"
    finally:
        i18n.set_language("en")


def test_the_bots_thinking_line_shrinks_before_it_is_shortened(app, monkeypatch):
    """Asgard in Portuguese with three bots thinking beside a long status: "Pensando:
    Astrid, Bjorn, Sigrid" was cut every frame; it is set smaller (down to 13 px) and
    whole, worked out once and not again while neither it nor its room changes."""
    from ui import i18n
    from ui.boards import board_scene_for

    names = ["Ingrid", "Astridur", "Bjornarsson", "Sigrunnurdottir"]
    table = [{"name": n, "kind": k, "colour": i} for i, (n, k) in enumerate(zip(names, ["human"] + ["normal"] * 3))]
    session = GameSession.new(app, "asgard", table, 5, {})
    monkeypatch.setattr(GameSession, "thinking", property(lambda s: True))
    monkeypatch.setattr(GameSession, "thinking_seats", lambda s: [1, 2, 3])
    try:
        i18n.set_language("pt")
        board = board_scene_for(app, session)
        app.clear_to(board)
        board.bots_paused = True
        # a status too long to hold whole even on two lines beside the whole thinking line
        # (the status then keeps half the room; the one of the time, "Fase 1: os deuses são
        # escolhidos em segredo (4 a escolher)", now goes on two lines beside it)
        long = "Fase 1: os deuses são escolhidos em segredo (4 a escolher)"
        monkeypatch.setattr(board, "status_text", lambda v: f"{long}; {long}")
        board._refresh()
        board.draw(app.screen)
        (text, room), (shown, size) = board._thinking_fit
        assert app.fonts.get("text", 16).size(text)[0] > room       # the case: too long in 16 px
        assert shown == text and 13 <= size < 16
        first = board._thinking_fit
        board.draw(app.screen)
        assert board._thinking_fit is first
    finally:
        i18n.set_language("en")
