"""The results of a solo Tiny Epic Vikings game (issue 33, defect 1): the enemy clan is a
side of the result, in the table with its points by source, in the chart, and named as
the winner when it wins (it was left out, and the screen said "Nobody wins.")."""

from __future__ import annotations

import pygame
import pytest

from game.core import Rng
from tests.ui.tables import table_app
from ui.scenes.game_over import GameOverScene
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _finished_solo(app, seed: int) -> GameSession:
    s = GameSession.new(app, "vikings", [{"name": "Astrid", "kind": "human", "colour": 0}], seed, {})
    rng = Rng(seed)
    for _ in range(3000):
        if s.state.is_over():
            break
        seat = s.state.to_act()[0]
        legal = s.state.legal_actions(seat)
        s.apply(seat, legal[rng.below(len(legal))])
    assert s.state.is_over()
    return s


def test_the_enemy_clan_stands_in_the_results(app):
    s = _finished_solo(app, 5)
    (rival,) = s.state.rivals()
    g = GameOverScene(app, s)
    assert g.names == ["Astrid", "The enemy clan"]
    assert g.scores[1] == rival.breakdown["total"] == s.state.enemy_score()
    assert g.breakdown[1] == rival.breakdown and len(rival.breakdown) > 1   # points by source
    enemy_won = rival.won
    assert enemy_won == (s.state.winners() == [])
    if enemy_won:
        assert g.winners == [1] and g.winners_text() == "The enemy clan wins!"
    else:
        assert g.winners == [0]
    assert "Nobody" not in g.winners_text()
    assert all(len(row) == 2 for row in s.score_history)   # the chart has the enemy's line
    g.draw(pygame.Surface((1600, 900)))
