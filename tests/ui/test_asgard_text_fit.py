"""Asgard's board texts whole in a 1280x720 window in English and Portuguese (issue 33,
defect 7, closing playthroughs): the underworlds' "a god here / scores 5" ("deus aqui"
was shortened to "deus a…"), the dormant gods' "rises in round N" (it lay over the
god's support numbers), the battle panel's strength lines (Portuguese "peça 2 + recrutas
4×2 + armas 4" was shortened)."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.ui.tables import mid_game, to_next_human, window_app
from ui import i18n
from ui.widgets import text as text_widgets
from ui.widgets import text_check as TC


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    yield from window_app(tmp_path_factory)


def _board_cuts(app, lang: str) -> tuple[list, list]:
    """(texts the Asgard board's own code shortened, the check's findings) on a
    mid-game board drawn from nothing."""
    i18n.set_language(lang)
    session, _board = mid_game(app, "asgard", decisions=4)
    text_widgets.SHORTENED = Counter()
    try:
        found = TC.check_frame(app, lang)
        cuts = [(w, t) for (w, t) in text_widgets.SHORTENED if w.startswith("asgard")]
    finally:
        text_widgets.SHORTENED = None
        session.close()
    return cuts, [str(f) for f in found]


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_asgard_board_draws_its_texts_whole_at_1280x720(app, lang):
    cuts, found = _board_cuts(app, lang)
    assert cuts == []
    assert found == []


@pytest.mark.parametrize("side", [0, 1])
@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_world_7s_battle_side_stays_in_the_world_at_1280x720(app, lang, side):
    # the one battle space of world 7 says which side it fights for ("light", "da Luz"):
    # under the disc the word crossed into the victory discs' box
    i18n.set_language(lang)
    session, _board = mid_game(app, "asgard", decisions=4)
    try:
        last = len(session.state.battle) - 1
        session.state.battle[last][side] = 0
        assert session.state.battle_space(last)[side] == 0
        text_widgets.SHORTENED = Counter()
        found = [str(f) for f in TC.check_frame(app, lang)]
        cuts = [t for (w, t) in text_widgets.SHORTENED if w.startswith("asgard")]
    finally:
        text_widgets.SHORTENED = None
        session.close()
    assert found == []
    assert cuts == []


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_battle_panels_strength_lines_are_whole_at_1280x720(app, lang):
    # a side's strength line wider than its column takes two rows, never an ellipsis
    import pygame

    from ui.boards.asgard import Moment

    i18n.set_language(lang)
    session, board = mid_game(app, "asgard", decisions=4)
    m = Moment("Batalha no mundo 5", left=["Luz 9", "peça anulada + recrutas 10 + armas 8",
                                           "tile nullified + recruits 10 + weapons 8"],
               right=["Trevas 7", "população D5, força 3 (intimidada: 0)"], left_seats=[0], right_seats=[1],
               lines=[("Knut vence no mundo 5 enviando recrutas.", 1)], world=4, uid=1)
    text_widgets.SHORTENED = Counter()
    try:
        board._draw_moment(pygame.Surface((1600, 900)), m)
        cuts = [t for (_w, t) in text_widgets.SHORTENED]
    finally:
        text_widgets.SHORTENED = None
        session.close()
    assert cuts == []


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_the_free_disc_question_fits_the_tray_in_hot_seat_at_1280x720(app, lang):
    # asked on the public table: "Decide Gunnar: <question> (step 3 of 4)" (Portuguese was cut)
    from ui.widgets.text import fit_size, tr

    i18n.set_language(lang)
    session, board = mid_game(app, "asgard", decisions=0)
    try:
        lay = board.layout
        width = lay.UNDO_BUTTON.x - 14 - lay.TRAY.x - 20
        prompt = tr("asgard.ask.freedisc", "") + tr("asgard.progress.asgard", "", k=3, n=4)
        text = tr("board.tray.public_decides", "", name="Gunnar", prompt=prompt)
        shown, _size = fit_size(app.fonts, text, "text-bold", 18, width, min_size=14)
    finally:
        session.close()
    assert shown == text


def _at_a_two_part_choice(app, lang: str):
    """A game with a bot and a random human played until the human's two-part choice
    (Ragnarök's tiles or the Valhalla draft): (session, board)."""
    import random

    from ui.boards import board_scene_for
    from ui.session import GameSession

    i18n.set_language(lang)
    for seed in range(1, 20):
        session = GameSession.new(app, "asgard", [{"name": "Astrid", "kind": "human"},
                                                  {"name": "Bjorn", "kind": "random"}], seed, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = random.Random(seed)
        while to_next_human(session, board) is not None:
            legal = session.state.legal_actions(0)
            if board.chooser(legal):
                board.mouse = (-100, -100)
                return session, board
            session.apply(0, rng.choice(legal))
        session.close()
    raise AssertionError("no two-part decision came")


@pytest.mark.parametrize("lang", ["en", "pt", "el"])
def test_the_two_part_choosers_question_stays_in_its_panel_at_1280x720(app, lang):
    # Ragnarök's Valhalla draft: "Escolha um guerreiro e depois a peça de deus da Luz…"
    # ran past its panel into Loki's god board; it now takes two lines, the buttons below
    session, _board = _at_a_two_part_choice(app, lang)
    try:
        assert [str(f) for f in TC.check_frame(app, lang)] == []
    finally:
        session.close()
