"""The frame's tray (ui/widgets/tray.py, FrameLayout.tray_buttons / hand_rects): with
more than three tray buttons the grid stays in its column at the right and the hand keeps
the room left of it: no card under a button, for any number of buttons and cards."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from tests.ui.tables import table_app
from ui.boards import board_scene_for
from ui.boards.base import FrameLayout
from ui.session import GameSession

SHOTS = os.environ.get("YGG_SHOTS", "")


@pytest.mark.parametrize("hand_height", [120, 166, 180])
def test_no_card_under_a_tray_button(hand_height):
    lay = FrameLayout(3, hand_height=hand_height)
    for count in range(1, 17):
        rects = lay.tray_buttons(count)
        assert len(rects) == count
        for i, r in enumerate(rects):
            assert lay.TRAY.contains(r) and not r.colliderect(lay.UNDO_BUTTON) if count > 3 else lay.TRAY.contains(r)
            assert not any(r.colliderect(o) for o in rects[i + 1:])
            assert r.w >= 100 and r.h >= 28
        right_limit = min(lay.UNDO_BUTTON.x, min(r.x for r in rects)) - 14
        for cards in range(1, 10):
            hand = lay.hand_rects(cards, right_limit)
            assert all(c.right <= right_limit for c in hand), (count, cards)
            assert not any(c.colliderect(b) for c in hand for b in rects), (count, cards)
            # the cards still show enough of themselves to be told apart and clicked
            assert cards == 1 or hand[1].x - hand[0].x >= 24, (count, cards)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_vikings_hand_beside_many_tray_buttons(app):
    """On the Vikings table, every action as a tray button (no board targets): the hand
    drawn by the frame stays clear of the grid."""
    seats = [{"name": n, "kind": k, "colour": i} for i, (n, k) in enumerate([("Astrid", "human"), ("Bjorn", "random")])]
    session = GameSession.new(app, "vikings", seats, 4, {"expansion": "none"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.map_targets = lambda v, legal: []
    rng = random.Random(2)
    for _ in range(600):
        session.run_bots_until_human()
        board.update(0.0)
        board.close_summary()
        board.draft_minimised = True
        board.invalidate()
        board._refresh()
        lay = board.layout
        # the hand's cards: the tray's tooltips of a card's height
        hand = [r for r, *_ in board.tips if lay.TRAY.contains(r) and r.h == lay.hand_height]
        # the tray's buttons (a Fight / Slay tab sits on its card by design)
        tray = [(r, k) for r, _l, k in board.buttons
                if not isinstance(k, str) and not any(c.contains(r) for c in hand)]
        if len(tray) > 3 and hand:
            if SHOTS:
                surf = pygame.Surface((1600, 900))
                board.draw(surf)
                pygame.image.save(surf, os.path.join(SHOTS, "tray_vikings.png"))
            assert not any(c.colliderect(r) for c in hand for r, _k in tray)
            return
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    pytest.skip("no position with more than three tray buttons and a hand was reached")


def test_a_long_prompt_shrinks_before_it_is_shortened(app, monkeypatch):
    """Midgard's Portuguese prompt "Ouro 15: Novos Guerreiros em Jotunheim: …" lost its
    end in 18 px: the prompt takes a smaller size (down to 14 px) when that holds it."""
    from ui.widgets import tray

    text = ("Ouro 15: Novos Guerreiros em Jotunheim: coloque um guerreiro da reserva em "
            "Jotunheim (mais 1)")
    rect = pygame.Rect(0, 0, 1090, 190)
    limit = rect.x + 20 + app.fonts.get("text-bold", 15).size(text)[0] + 4
    assert app.fonts.get("text-bold", 18).size(text)[0] > limit - rect.x - 20   # too long in 18 px
    drawn = []
    real = app.fonts.render
    monkeypatch.setattr(app.fonts, "render", lambda t, role, size, colour: (drawn.append((t, size)),
                                                                            real(t, role, size, colour))[1])
    tray.draw_prompt(pygame.Surface((1100, 200)), app.fonts, rect, text, (255, 255, 255), limit)
    assert drawn == [(text, 15)]


@pytest.mark.parametrize("game", ["midgard", "blood_rage", "asgard", "vikings"])
def test_the_hand_starts_below_the_prompt(app, game):
    """Issue 33, 23: "Play a card (turn N of M)" was touched by the tops of the cards:
    the prompt's ink, at the largest size and in every language's tallest glyphs, ends
    above the hand's cards."""
    from ui.widgets import tray as TR

    seats_ = [{"name": n, "kind": k, "colour": i} for i, (n, k) in enumerate([("Ann", "human"), ("Bo", "random")])]
    if game == "blood_rage":
        seats_.append({"name": "Cy", "kind": "random", "colour": 2})
    session = GameSession.new(app, game, seats_, 3, {})
    board = board_scene_for(app, session)
    lay = board.layout
    ink = max(app.fonts.render(t, "text-bold", 18, (255, 255, 255)).get_bounding_rect().bottom
              for t in ("Play a card (turn 1 of 6)", "Παίξτε μια κάρτα (σειρά 1 από 6)", "Ągę (ść)"))
    prompt_bottom = lay.TRAY.y + 8 + ink
    for cards in (1, 5, 9):
        for r in lay.hand_rects(cards, lay.UNDO_BUTTON.x - 14):
            assert r.top >= prompt_bottom + 3 and r.bottom <= lay.TRAY.bottom, (game, r, prompt_bottom)
    assert TR.PROMPT_BAND >= 8 + ink + 3
    session.close()


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_up_to_three_prompt_buttons_hold_two_lines_at_1280x720(tmp_path_factory, lang, monkeypatch):
    # Asgard's set-up at 1280x720 in Portuguese: "Pegar guerreiro branco como recruta inicial"
    # and its two neighbours were cut on one line of 204 x 40 px buttons
    from collections import Counter

    from tests.ui.tables import seats, window_app
    from ui.widgets import text as text_widgets

    gen = window_app(tmp_path_factory)
    app = next(gen)
    try:
        app.set_language(lang)
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), 4, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        session.run_bots_until_human()
        board.update(0.5)
        monkeypatch.setattr(text_widgets, "SHORTENED", Counter())
        board.invalidate()
        app.step(1 / 60, [], draw=True)
        buttons = [(r, label) for r, label, key in board.buttons if not isinstance(key, str)]
        assert len(buttons) == 3, [label for _r, label in buttons]
        assert {where.split(":")[0] for where, _t in text_widgets.SHORTENED} <= {"cards.py"}, \
            dict(text_widgets.SHORTENED)
        session.close()
    finally:
        gen.close()


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_the_longest_prompts_fit_the_tray_beside_its_buttons_at_1280x720(tmp_path_factory, lang, monkeypatch):
    # with cards in the tray the prompt has one line: Blood Rage's two-pick draft and call
    # to battle, Midgard's "New Warriors in Asgard/Vanaheim" were cut in Portuguese at 1280x720
    from collections import Counter

    from game.midgard.text import card_msg
    from tests.ui.tables import window_app
    from ui.i18n import t
    from ui.widgets import text as text_widgets
    from ui.widgets import tray as TR
    from ui.widgets.text import text_of

    gen = window_app(tmp_path_factory)
    app = next(gen)
    try:
        app.set_language(lang)
        lay = FrameLayout(3)
        prompt_limit = min(min(r.x for r in lay.tray_buttons(3)) - 14, lay.UNDO_BUTTON.x - 14)
        from game.midgard.data import NUM_CARDS
        from game.midgard.text import card_name

        longest = max((text_of(card_msg(c)) for c in range(NUM_CARDS) if "New Warriors" in card_name(c)),
                      key=lambda n: app.fonts.get("text-bold", 14).size(n)[0])   # Gold 12: … in Asgard/Vanaheim
        prompts = [t("blood_rage.prompt.pick2", k=6), t("blood_rage.prompt.call", loc="Yggdrasil"),
                   t("midgard.prompt.place", card=longest, k=2),
                   t("midgard.prompt.place_last", card=longest)]
        monkeypatch.setattr(text_widgets, "SHORTENED", Counter())
        surf = pygame.Surface(lay.SCREEN.size)
        for p in prompts:
            TR.draw_prompt(surf, app.fonts, lay.TRAY, p, (255, 255, 255), prompt_limit)
        assert not text_widgets.SHORTENED, dict(text_widgets.SHORTENED)
    finally:
        gen.close()


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_grid_of_tray_buttons_holds_two_lines_at_1280x720(tmp_path_factory, lang, monkeypatch):
    # more than three prompt buttons make a grid: its 40 px buttons could not take two lines
    # of a 1280x720 window's text (Portuguese Asgard "Gigante, curinga como Selo da Luz",
    # "Devolver uma pedra amarela" were cut)
    from collections import Counter

    from tests.ui.tables import seats, to_next_human, window_app
    from ui.widgets import text as text_widgets

    gen = window_app(tmp_path_factory)
    app = next(gen)
    grids = 0
    try:
        app.set_language(lang)
        for seed in range(1, 6):
            session = GameSession.new(app, "asgard", seats("human", "random", "random"), seed, {})
            board = board_scene_for(app, session)
            app.clear_to(board)
            rng = random.Random(seed)
            while grids < 6 and to_next_human(session, board) is not None:
                monkeypatch.setattr(text_widgets, "SHORTENED", Counter())
                board.invalidate()
                app.step(1 / 60, [], draw=True)
                actions = [(r, label) for r, label, key in board.buttons if not isinstance(key, str)
                           and board.layout.TRAY.contains(r)]
                if len(actions) > 3:
                    grids += 1
                    cut = [t for (where, t) in text_widgets.SHORTENED if where.startswith("buttons.py")]
                    assert cut == [], cut
                session.apply(0, rng.choice(session.state.legal_actions(0)))
            session.close()
            if grids >= 6:
                break
    finally:
        gen.close()
    assert grids >= 3, grids
