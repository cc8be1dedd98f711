"""The game-over chart (ui/widgets/chart.py): each point is labelled by the game's own
unit ("Age 2", "Era 1", "Ragnarök"), as the session recorded it when that part ended,
and no two labels overlap."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from tests.ui.tables import table_app
from ui.scenes.game_over import CHART_RECT, GameOverScene
from ui.session import GameSession
from ui.widgets.chart import ScoreChart

SHOTS = os.environ.get("YGG_SHOTS", "")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def overlapping(rects):
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]


ASGARD = ["Setup", "Round 1", "Round 2", "Round 3", "Round 4", "Round 5", "Ragnarök"]


@pytest.mark.parametrize("labels", [ASGARD, ["Age 1", "Age 2", "Age 3"], ["Era 1", "Era 2", "Era 3"],
                                    [f"Round {i}" for i in range(1, 13)] + ["Ragnarök"]])
def test_chart_labels_are_the_games_units_and_never_overlap(app, labels):
    history = [[3 * i, 2 * i, i] for i in range(1, len(labels) + 1)]
    chart = ScoreChart(CHART_RECT.size, history, ["Ada", "Bo", "Cy"], [(200, 60, 60)] * 3, ["circle"] * 3,
                       app.fonts, round_label="R{n}", start_label="Start", labels=labels)
    assert chart.x_labels() == ["Start"] + labels
    rects = chart.label_rects()
    assert len(rects) == len(labels) + 1
    assert not overlapping(rects)
    assert all(chart.surface().get_rect().contains(r) for r in rects)


def test_without_names_the_chart_numbers_the_rounds(app):
    chart = ScoreChart((600, 300), [[1], [2]], ["Ada"], [(200, 60, 60)], ["circle"], app.fonts,
                       round_label="R{n}", start_label="0")
    assert chart.x_labels() == ["0", "R1", "R2"]


def test_the_session_names_each_point_after_the_part_that_ended(app):
    seats = [{"name": n, "kind": "human", "colour": i} for i, n in enumerate(["Astrid", "Bjorn", "Sigrid"])]
    session = GameSession.new(app, "blood_rage", seats, 3, {})
    rng = random.Random(7)
    while len(session.score_history) < 1:
        seat = next(iter(session.pending_humans()))
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    assert session.score_labels == [("age", 1)]
    session.score_history = [list(session.state.scores()), [9, 4, 12], [20, 15, 22]]
    session.score_labels = [("age", 1), ("age", 2), ("age", 3)]
    g = GameOverScene(app, session)
    assert g.chart.x_labels()[1:] == ["Age 1", "Age 2", "Age 3"]
    surf = pygame.Surface((1600, 900))
    g.draw(surf)
    if SHOTS:
        pygame.image.save(surf, os.path.join(SHOTS, "game_over_blood_rage.png"))
        chart = ScoreChart(CHART_RECT.size, [[3 * i, 2 * i, i] for i in range(1, 8)], ["Ada", "Bo", "Cy"],
                           [(200, 60, 60), (60, 60, 200), (60, 200, 60)], ["circle", "square", "triangle"],
                           app.fonts, start_label="Start", labels=ASGARD)
        pygame.image.save(chart.surface(), os.path.join(SHOTS, "chart_asgard.png"))


def test_a_set_up_numbered_0_is_the_charts_start_not_a_round_0(app):
    # Asgard's results chart read "Start", "Round 0", "Round 1"…: its starting recruits end a "round 0"
    seats = [{"name": n, "kind": "human", "colour": i} for i, n in enumerate(["Astrid", "Bjorn"])]
    session = GameSession.new(app, "asgard", seats, 3, {})
    session.score_history = [[0, 0], [5, 3], [9, 8]]
    session.score_labels = [("round", 0), ("round", 1), ("round", 2)]
    g = GameOverScene(app, session)
    assert g.chart.x_labels() == ["Start", "Round 1", "Round 2"]


def test_a_language_switch_redraws_the_chart_and_the_table(app):
    """Settings -> language over the results: the chart's title and labels, and the table
    of points, are drawn again in the new language (they were drawn once and kept)."""
    from ui import i18n

    seats = [{"name": n, "kind": "human", "colour": i} for i, n in enumerate(["Astrid", "Bjorn", "Sigrid"])]
    session = GameSession.new(app, "blood_rage", seats, 3, {})
    session.score_history = [[3, 2, 1], [9, 4, 12], [20, 15, 22]]
    session.score_labels = [("age", 1), ("age", 2), ("age", 3)]
    g = GameOverScene(app, session)
    app.push(g)
    surf = pygame.Surface((1600, 900))
    try:
        g.draw(surf)
        english = pygame.image.tobytes(g._table, "RGBA")
        assert g.chart.title == "Scores age by age" and g.chart.x_labels()[:2] == ["Start", "Age 1"]
        app.set_language("it")
        g = app.top
        g.draw(surf)
        assert g.chart.title == i18n.t("gameover.chart.age") == "Punteggi era per era"
        assert g.chart.x_labels()[:2] == [i18n.t("gameover.start"), i18n.t("round.unit.age", n=1)]
        assert g.chart.x_labels()[1] != "Age 1"
        assert pygame.image.tobytes(g._table, "RGBA") != english   # "Totale", the sources
    finally:
        app.set_language("en")
        if g in app.stack:
            app.stack.remove(g)
