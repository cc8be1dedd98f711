"""Asgard's top bar says what the prompt asks (issue 33, 12): at the end of a disc's
turn the bar does not say "chooses a disc to resolve" while the tray asks to end the turn."""

from __future__ import annotations

import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _to_a_turns_end(app, seed):
    """A game where the human (seat 0) must end a turn (Thor's or a population tile
    held), or None."""
    session = GameSession.new(app, "asgard", seats("human", "random"), seed, {})
    rng = Rng(seed)
    for _ in range(3000):
        session.run_bots_until_human()
        st = session.state
        if st.is_over():
            break
        if st.decision() == "turnend" and 0 in st.to_act():
            return session
        session.apply(0, rng.choice(st.legal_actions(0)))
    session.close()
    return None


def test_the_top_bar_and_the_prompt_agree_at_a_turns_end(app):
    session = next(s for s in (_to_a_turns_end(app, seed) for seed in range(1, 30)) if s is not None)
    board = board_scene_for(app, session)
    app.clear_to(board)
    board._refresh()
    status = board.status_text(board.view)
    assert "chooses a disc" not in status and "ends the turn" in status
    assert board.prompt_text(0).startswith("End your turn")
    session.close()


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_a_recruits_price_reads_in_the_singular_too(app, lang):
    """Issue 33, 12: "Price: 1 light seals." — the price names its seals once, before
    the numbers, in every language."""
    from ui import i18n

    i18n.set_language(lang)
    try:
        session = GameSession.new(app, "asgard", seats("human", "random"), 3, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        board._refresh()
        from ui.widgets.text import text_of
        bodies = [text_of(b() if callable(b) else b) for _r, t, b in board.tips
                  if str(text_of(t() if callable(t) else t)).startswith(i18n.t("asgard.tip.price").split("{")[0])]
        assert len(bodies) == 3
        seal = {"en": "seals", "it": "sigilli", "el": "σφραγίδες", "pl": "pieczęciach", "pt": "selos"}[lang]
        for b in bodies:
            first = b.split("\n")[0]
            assert seal in first and first.index(seal) < first.index("1"), first
        session.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_no_text_of_the_board_runs_past_its_box(app, lang):
    """Issue 33, 7: Portuguese "um deus aqui" ran past the underworld's box, the god
    tiles' letters ("Tý", Greek "Φρ") into their numbers; the frame's check finds no
    text past its box or over another on the board at the start of a game."""
    from ui import i18n
    from ui.widgets.text_check import check_frame

    i18n.set_language(lang)
    try:
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), 7, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        session.run_bots_until_human()
        board.update(0.0)
        assert [str(f) for f in check_frame(app, lang)] == []
        session.close()
    finally:
        i18n.set_language("en")
