"""Ask the bot (the frame's Hint button and B key): the `hard` search thinks about the
human's decision from that seat's view only, shows its best actions on the board and in
a list, goes when the player acts, and the game counts the hints per seat (saved;
shown at game over; saves from before hints still load)."""

from __future__ import annotations

import json
import time

import pygame
import pytest

import game.ai.hint as hint_mod
from game.core import Rng
from saves import SaveStore
from tests.ai.test_information import _midgard_twin
from tests.ui.tables import seats, table_app
from ui.boards import board_scene_for
from ui.botproc import decide, hint_from_json, hint_payload
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _table(app, game_id="midgard", kinds=("human", "random"), seed=5):
    session = GameSession.new(app, game_id, seats(*kinds), seed, {})
    session.bot_process = False      # the hint thinks in a thread here (the process: below)
    session.hint_iterations = 40
    board = board_scene_for(app, session)
    app.clear_to(board)
    for _ in range(3):
        app.step(1 / 60, [])
    board.close_summary()
    return session, board


def _wait_hint(app, session, board, timeout=60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.step(1 / 60, [])
        h = session.hint
        if h is not None and h.done:
            app.step(1 / 60, [])
            return h
        time.sleep(0.01)
    raise AssertionError("no hint arrived")


def _key(app, key):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])


def test_the_hint_is_shown_marked_and_counted_and_goes_when_the_player_acts(app):
    session, board = _table(app)
    seat = board.acting_human()
    assert seat == 0 and session.hints_taken(0) == 0
    _key(app, pygame.K_b)
    h = _wait_hint(app, session, board)
    assert not h.error and 1 <= len(h.suggestions) <= 3
    legal = session.state.legal_actions(0)
    assert all(s.action in legal for s in h.suggestions)
    assert board.describe()["hint"] == [s.action for s in h.suggestions]
    # marked on the board where they have targets, listed with their labels anyway
    rows = board.hint_rows(h)
    assert [r[0] for r in rows] == [board.action_text(s.action) for s in h.suggestions]
    targets = {repr(t.action) for t in board.targets}
    assert [r[3] for r in rows] == [repr(s.action) in targets for s in h.suggestions]
    assert any(r[3] for r in rows)
    surf = pygame.Surface((1600, 900))
    board.draw(surf)
    assert board.layout.BOARD.contains(board.hint_panel.rect)
    assert session.hints_taken(0) == 1 and session.hints_taken(1) == 0
    # asked again at the same decision: hidden and shown again, not counted again
    _key(app, pygame.K_b)
    assert board.describe()["hint"] is None
    _key(app, pygame.K_b)
    assert board.describe()["hint"] == [s.action for s in h.suggestions]
    app.step(1 / 60, [])
    assert session.hints_taken(0) == 1
    # the player acts: the hint goes
    session.apply(0, h.suggestions[0].action)
    assert session.hint is None and board.describe()["hint"] is None
    # the count is in the save
    session.flush_autosave()
    rec, _state = app.store.load(session.save_name)
    assert rec.seats[0]["hints"] == 1 and "hints" not in rec.seats[1]
    session.close()


def test_the_hint_thinks_from_the_asking_seats_view_only(app, monkeypatch):
    """The search receives the asking seat's view (others' hands hidden), and two
    positions that differ only in what that seat cannot see give the same hint."""
    session, board = _table(app, kinds=("human", "random", "random"), seed=8)
    seen = []
    real = hint_mod.suggest

    def spy(game_id, view, seat, rng, **kw):
        seen.append((seat, json.dumps(view.to_json(), sort_keys=True)))
        return real(game_id, view, seat, rng, **kw)

    monkeypatch.setattr(hint_mod, "suggest", spy)
    st = session.state
    assert board.toggle_hint()
    first = _wait_hint(app, session, board).suggestions
    own = json.dumps(st.view(0).to_json(), sort_keys=True)
    assert seen == [(0, own)]
    # the view hides something (the others' cards, the decks' order)
    assert json.dumps(st.to_json(), sort_keys=True) != own
    # a twin that differs only in what seat 0 cannot see (as in the bots' information tests)
    twin = _midgard_twin(st, 0, {})
    assert json.dumps(twin.to_json(), sort_keys=True) != json.dumps(st.to_json(), sort_keys=True)
    assert json.dumps(twin.view(0).to_json(), sort_keys=True) == own
    session.cancel_hint()
    session.state = twin
    assert board.toggle_hint()
    second = _wait_hint(app, session, board).suggestions
    assert seen[1] == (0, own)
    assert second == first
    session.close()


def test_another_seats_secret_pick_keeps_the_hint_a_change_of_choices_drops_it(app):
    """Midgard's draft: the seats pick at the same time; another seat's pick changes
    nothing of the asking seat's decision, so the hint stays; a step after which its
    choices differ drops it, and so does its own pick."""
    session = GameSession.new(app, "midgard", seats("human", "human", "human"), 5, {})
    session.bot_process = False
    session.hint_iterations = 20
    assert session.state.to_act() == [0, 1, 2]
    assert session.ask_hint(0) and session.hint_for(0) is not None
    session.apply(1, session.state.legal_actions(1)[0])
    assert session.hint_for(0) is not None
    # the hint made to remember other choices than seat 0 has now: the next step drops it
    session.hint.legal = session.hint.legal[:-1]
    session.apply(2, session.state.legal_actions(2)[0])
    assert session.hint is None
    assert session.ask_hint(0)
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.hint is None
    session.close()


def test_a_hint_is_only_for_a_human_decision_on_screen(app):
    session, board = _table(app, kinds=("human", "random"), seed=11)
    assert not session.can_hint(1) and not session.ask_hint(1)
    session.close()


def test_the_bot_process_computes_a_hint_from_the_view_it_is_sent(app):
    """The worker's side (`decide` on a hint payload), without starting a process: the
    same suggestions as the search in this process with the same seed."""
    session, board = _table(app, seed=13)
    view = session.state.view(0)
    payload = hint_payload("midgard", view, 0, 77, None, 30, 3)
    assert json.loads(json.dumps(payload)) == payload           # plain data only
    got = hint_from_json(session.spec, decide(payload))
    assert got == hint_mod.suggest("midgard", view, 0, Rng(77), k=3, iterations=30)
    assert len(got) == 3
    session.close()


def test_saves_without_hints_still_load_and_bad_counts_are_refused(app, tmp_path):
    from saves.format import check_fields

    store = SaveStore(tmp_path)
    session = GameSession.new(app, "midgard", seats("human", "random"), 21, {})
    session.run_bots_until_human()
    path = store.save("old game", session.rec, session.state)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert all("hints" not in s for s in doc["seats"])          # as a save from before hints
    rec, state = store.load("old game")
    loaded = GameSession(app, session.spec, rec, state)
    assert [loaded.hints_taken(i) for i in range(2)] == [0, 0]
    for bad in (-1, "3", True, 1.5):
        d = dict(doc)
        d["seats"] = [dict(doc["seats"][0], hints=bad), doc["seats"][1]]
        with pytest.raises(Exception, match="hints"):
            check_fields(d)
    d = dict(doc)
    d["seats"] = [dict(doc["seats"][0], hints=4), doc["seats"][1]]
    check_fields(d)
    session.close()


def test_game_over_shows_the_hints_of_each_human_seat(app):
    from ui.scenes.game_over import GameOverScene

    session = GameSession.new(app, "midgard", seats("human", "random"), 3, {})
    session.seats[0]["hints"] = 2
    scene = GameOverScene(app, session)
    assert scene.describe()["hints"] == [2, None]
    surf = pygame.Surface((1600, 900))
    scene.draw(surf) if hasattr(scene, "draw") else None
    session.close()


def test_in_the_bot_process_the_hint_arrives_and_the_players_move_ends_its_search(tmp_path):
    """With the bot process: the hint is thought out there (the same suggestions as in a
    thread with the same seed) without blocking this process; a move of the player while
    it thinks ends that search (the process is replaced)."""
    from tests.ui.stubs import StubApp
    from ui import botproc

    s = GameSession.new(StubApp(tmp_path, bot_budget=30.0), "midgard", seats("human", "random"), 17, {})
    s.hint_iterations = 25
    before = botproc.shared_worker().decisions
    assert s.ask_hint(0) and s.hint.remote is not None
    end = time.monotonic() + 90
    while not (s.poll_hint() and s.hint.done):
        assert time.monotonic() < end, "no hint from the bot process"
        time.sleep(0.01)
    got = s.hint.suggestions
    assert botproc.shared_worker().decisions == before + 1 and s.hints_taken(0) == 1
    t = GameSession.new(StubApp(tmp_path / "b", bot_budget=30.0), "midgard", seats("human", "random"), 17, {})
    t.bot_process = False
    t.hint_iterations = 25
    t.ask_hint(0)
    t.hint.thread.join(60)
    assert t.poll_hint().suggestions == got
    t.close()
    # a search of 30 seconds, ended by the player's move
    s.apply(0, got[0].action)
    s.run_bots_until_human()
    s.hint_iterations = None
    assert s.ask_hint(0)
    worker = s.bots.worker
    deadline = time.monotonic() + 60
    while not worker.busy() or worker.pid is None:
        assert time.monotonic() < deadline
        s.poll_hint()
        time.sleep(0.01)
    pid = worker.pid
    s.apply(0, s.state.legal_actions(0)[0])
    assert s.hint is None and worker.pid != pid and not worker.busy()
    assert s.hints_taken(0) == 1
    s.close()


def test_no_board_tooltip_shows_over_the_hint_panel(app):
    """The hint's panel lies over the board: what is under it shows no tooltip while the
    mouse is on the panel; beside it the board's tooltips show as before."""
    session, board = _table(app)
    _key(app, pygame.K_b)
    _wait_hint(app, session, board)
    surf = pygame.Surface((1600, 900))
    board.draw(surf)
    panel = board.hint_panel.rect
    board.tips.append((board.layout.BOARD.copy(), "under", "under the panel"))
    drawn: list = []
    real = board.tooltip.draw
    board.tooltip.draw = lambda s, pos, title, body: drawn.append(title) or real(s, pos, title, body)
    try:
        board.mouse = panel.center
        board.draw(surf)
        assert drawn == []
        outside = next((x, y) for x in range(board.layout.BOARD.x + 5, board.layout.BOARD.right, 20)
                       for y in range(board.layout.BOARD.y + 5, board.layout.BOARD.bottom, 20)
                       if not panel.collidepoint(x, y))
        board.mouse = outside
        board.draw(surf)
        assert drawn == ["under"]
    finally:
        board.tooltip.draw = real
        session.close()


# --- issue 33 items 10 and 20: what a hint shows, where its panel and numbers go ---------------

def _hint_here(app, game_id="midgard", kinds=("human", "random"), seed=5):
    session, board = _table(app, game_id, kinds, seed)
    assert board.toggle_hint()
    h = _wait_hint(app, session, board)
    assert not h.error and h.suggestions
    return session, board, h


def _overlay(board):
    from ui.overlays import HintOverlay

    ov = board.overlay_of(HintOverlay)
    assert ov is not None
    return ov


def test_too_close_to_call_lists_the_moves_without_figures_and_no_figure_without_games(app):
    from game.ai.hint import CLOSE, Suggestion
    from ui.widgets.hint import hint_table

    session, board, h = _hint_here(app)
    legal = session.state.legal_actions(0)
    assert len(legal) >= 2
    a, b = legal[0], legal[1]
    # two moves alike on many games: too close to call, no figure on any row
    h.suggestions = [Suggestion(a, 400, 0.50, 0.3), Suggestion(b, 390, 0.49, 0.3)]
    rows = board.hint_rows(h)
    assert [r[1] for r in rows] == [None, None] and [r[2] for r in rows] == [400, 390]
    assert hint_table(h.suggestions, board.action_text, set())[2] == CLOSE
    # a move with no simulated game, or too few, never shows a figure
    h.suggestions = [Suggestion(a, 600, 0.9, 0.1), Suggestion(b, 0, 0.05)]
    assert board.hint_rows(h)[1][1] is None
    h.suggestions = [Suggestion(a, 600, 0.9, 0.1), Suggestion(b, 8, 0.05, 0.1)]
    rows = board.hint_rows(h)
    assert rows[0][1] == 0.9 and rows[1][1] is None
    session.close()


def test_two_moves_with_the_same_text_share_one_row_with_their_games_added(app, monkeypatch):
    from game.ai.hint import Suggestion

    session, board, h = _hint_here(app)
    legal = session.state.legal_actions(0)
    a, b, c = legal[0], legal[1], legal[2 % len(legal)]
    real = board.action_text
    monkeypatch.setattr(board, "action_text", lambda x: "the same words" if x in (a, b) else real(x))
    h.suggestions = [Suggestion(a, 300, 0.6, 0.1), Suggestion(b, 100, 0.2, 0.1), Suggestion(a, 300, 0.6, 0.1)]
    if c not in (a, b):
        h.suggestions.append(Suggestion(c, 50, 0.1, 0.1))
    rows = board.hint_rows(h)
    assert [r[0] for r in rows].count("the same words") == 1
    same = next(r for r in rows if r[0] == "the same words")
    assert same[2] == 400 and abs(same[1] - 0.5) < 1e-9
    session.close()


def test_the_panel_moves_off_a_target_at_its_default_place(app):
    from ui.boards.targets import Target

    session, board, h = _hint_here(app)
    ov = _overlay(board)
    ov._key = None
    ov.lay_out()
    first = ov.rect.copy()
    # a legal target that the hint does not mark, just where the panel lies (a draft card, a piece)
    spare = next(a for a in session.state.legal_actions(0) if a not in {s.action for s in h.suggestions})
    card = pygame.Rect(0, 0, 100, 140)
    card.center = first.center
    board.targets.append(Target(card, spare, "card"))
    ov._key = None
    ov.lay_out()
    assert ov.rect != first and not ov.rect.colliderect(card)
    assert board.layout.BOARD.contains(ov.rect)
    session.close()


def test_a_number_never_covers_a_button_label_or_a_card_name(app):
    from ui import palette as P
    from ui.boards.targets import Target
    from ui.widgets.buttons import draw_button
    from ui.widgets.cards import CardArt, CardFace
    from ui.widgets.hint import label_rects, mark_target

    fonts = app.fonts
    surf = pygame.Surface((1600, 900))
    surf.fill((0, 0, 0))
    # a tray button with a long label (Blood Rage's "Invade with the Leader")
    br = pygame.Rect(996, 793, 204, 40)
    label = "Invade with the Leader"
    draw_button(surf, fonts, br, label)
    words = label_rects(fonts, Target(br, "x", "button"), label)
    assert words
    # the rects are where the label's pixels are (parchment on the button)
    ink = [(x, y) for x in range(br.x, br.right) for y in range(br.y + 4, br.bottom - 4)
           if tuple(surf.get_at((x, y)))[:3] == P.PARCHMENT]
    assert ink and all(any(w.inflate(2, 2).collidepoint(p) for w in words) for p in ink)
    badge = mark_target(surf, fonts, Target(br, "x", "button"), 1, words)
    assert not any(badge.colliderect(w) for w in words)
    # a hand card: its name, number badge, subtitle and text stay clear
    face = CardFace(key="q", title="Yggdrasil", subtitle="Quest", badge="6", icon="crown",
                    text="Be strongest in Yggdrasil.")
    cr = pygame.Rect(270, 722, 107, 150)
    surf.blit(CardArt(fonts).face(face, cr.h), cr)
    t = Target(cr, "y", "card", card="q")
    names = label_rects(fonts, t, face=face)
    assert len(names) >= 3
    badge = mark_target(surf, fonts, t, 2, names)
    assert not any(badge.colliderect(w) for w in names)
    assert badge.right >= cr.centerx     # at the card's right, over its art


def test_on_the_board_the_numbers_stay_clear_of_their_targets_words(app):
    session, board, h = _hint_here(app, "blood_rage", ("human", "random"), 4)
    surf = pygame.Surface((1600, 900))
    board.draw(surf)
    ov = _overlay(board)
    ov.draw(surf)
    assert ov.marked and len(ov.badges) == len(ov.marked)
    for (t, _k, labels, _words), badge in zip(ov.marked, ov.badges):
        assert not any(badge.colliderect(w) for w in labels), t
    session.close()


def test_on_a_crowded_board_the_short_panel_goes_where_the_whole_one_cannot(app):
    from ui.widgets.hint import HintPanel

    panel = HintPanel(app.fonts)
    area = pygame.Rect(8, 54, 1204, 630)
    rows = [("New disc to world 5, dark side", None, 71, True), ("New disc to world 6, dark side", None, 69, True),
            ("New disc to world 6, light side", None, 69, True)]
    # two rows of small targets (Asgard's battle spaces) leave no place for the whole panel
    targets = [pygame.Rect(x, y, 32, 32) for x in range(280, 940, 90) for y in (316, 480)]
    r = panel.lay_out(area, rows, avoid=targets, verdict="close")
    assert area.contains(r) and not any(r.colliderect(t) for t in targets)
    whole = panel._full.get_size()
    assert r.h < whole[1]       # its short form
    # with room, the whole panel
    assert panel.lay_out(area, rows, avoid=[], verdict="close").size == whole
