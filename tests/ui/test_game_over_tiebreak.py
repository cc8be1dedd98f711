"""The game-over headline (ui/scenes/game_over.py) says who a winner tied with and the
game's tie-break rule when the best score was shared but the tie-break settled it, and
says nothing of the kind when the best score was not shared."""

from __future__ import annotations

import random

import pytest

from tests.ui.tables import seats, table_app
from ui.i18n import set_language, t
from ui.scenes.game_over import TIEBREAK_WIDTH, GameOverScene
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def finished(app, game_id: str, seed: int) -> GameSession:
    """A 3-seat game of random decisions played to its end."""
    session = GameSession.new(app, game_id, seats("human", "human", "human"), seed, {})
    rng = random.Random(seed)
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return session


# seeds whose random game ends with the best score shared and the tie broken
@pytest.mark.parametrize("game_id,seed", [("vikings", 2), ("midgard", 43), ("asgard", 5)])
def test_a_broken_tie_names_the_tied_seats_and_the_rule(app, game_id, seed):
    session = finished(app, game_id, seed)
    scores = session.state.scores()
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    winners = list(session.state.winners())
    assert len(winners) == 1 and winners[0] in tied and len(tied) == 2   # the case under test
    loser = next(i for i in tied if i not in winners)
    g = GameOverScene(app, session)
    text = g.tiebreak_text()
    assert session.names[loser] in text and str(best) in text
    assert t(f"gameover.tiebreak_rule.{game_id}") in text
    assert session.names[winners[0]] not in text
    assert g.describe()["tiebreak"] == text


def test_the_rule_is_told_in_the_language_shown(app):
    session = finished(app, "midgard", 43)
    g = GameOverScene(app, session)
    english = g.tiebreak_text()
    try:
        set_language("it")
        italian = g.tiebreak_text()
    finally:
        set_language("en")
    assert italian and italian != english and "segnalini" in italian


def test_no_tie_line_when_the_best_score_is_not_shared(app):
    session = finished(app, "midgard", 3)
    scores = session.state.scores()
    assert scores.count(max(scores)) == 1
    assert GameOverScene(app, session).tiebreak_text() == ""


def test_no_tie_line_when_the_tie_stays_shared(app):
    session = finished(app, "midgard", 43)
    g = GameOverScene(app, session)
    best = max(g.scores)
    g.winners = [i for i, s in enumerate(g.scores) if s == best]   # a shared victory
    assert len(g.winners) == 2 and g.tiebreak_text() == ""


@pytest.mark.parametrize("language", ["en", "it", "el", "pl", "pt"])
def test_the_longest_tie_line_fits_over_the_table_and_chart_in_every_language(app, language):
    session = finished(app, "vikings", 2)   # the longest rule of the three
    g = GameOverScene(app, session)
    try:
        set_language(language)
        text = g.tiebreak_text()
        size = g.tiebreak_size(text)
        width = app.fonts.render(text, "text", size, (255, 255, 255)).get_width()
    finally:
        set_language("en")
    assert text and size >= 14 and width <= TIEBREAK_WIDTH


def test_vikings_final_scoring_names_the_broken_tie(app):
    """The Vikings board's final scoring (over the map at game over) says who tied on the
    best total and by which chain of tie-breaks the winner was chosen; without a tie it
    says nothing of the kind."""
    import pygame

    from ui.boards import board_scene_for

    session = finished(app, "vikings", 2)
    board = board_scene_for(app, session)
    text = board.final_tie_text()
    scores = session.state.scores()
    winner = session.state.winners()[0]
    loser = next(i for i, s in enumerate(scores) if s == max(scores) and i != winner)
    assert session.names[winner] in text and session.names[loser] in text and str(max(scores)) in text
    assert t("gameover.tiebreak_rule.vikings") in text
    drawn = pygame.Surface((1600, 900))
    board.draw(drawn)
    board.final_tie_text = lambda: ""          # the same board without the line
    board.invalidate()
    plain = pygame.Surface((1600, 900))
    board.draw(plain)
    from ui.boards import vikings_layout

    box = vikings_layout.MAP.inflate(-40, -40)
    assert any(drawn.get_at((x, y)) != plain.get_at((x, y)) for x in range(box.x, box.right, 3)
               for y in range(box.y, box.bottom, 3))
    other = finished(app, "vikings", 3)
    sc = other.state.scores()
    assert sc.count(max(sc)) == 1 and board_scene_for(app, other).final_tie_text() == ""
