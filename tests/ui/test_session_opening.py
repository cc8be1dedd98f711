"""The log of a new game starts with what new_game did before the first decision
(issue 16: with Midgard's beginner first round, the log never showed the gold reveal
or the turn order)."""

from __future__ import annotations

import pytest

from game.midgard.rounds import start_round
from game.midgard.state import MidgardState
from game.registry import GAMES
from tests.ui.stubs import StubApp
from ui.session import GameSession

SEATS = [{"name": n, "kind": "human", "colour": i} for i, n in enumerate(["Ingrid", "Bjorn", "Sigrid"])]


@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path)


def test_a_beginner_round_logs_the_gold_reveal_and_the_turn_order(app):
    s = GameSession.new(app, "midgard", SEATS, 5, {"beginner_round1": "on"})
    blank = MidgardState.blank(3, 5, True)
    events: list = []
    start_round(blank, events)                       # what new_game did
    assert s.state.setup_events() == events
    assert any(e["t"] == "reveal" for e in events) and any(e["t"] == "order" for e in events)
    for ev in events:
        assert s.spec.describe(ev, s.names) in s.log
    assert any(line.startswith("Turn order: ") for line in s.log)
    assert any(" shows gold " in line for line in s.log)
    # and the same log after a reload (the history is rebuilt from the seed)
    s.flush_autosave()
    t = GameSession.load(app, s.save_name)
    assert t.log == s.log


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_logs_its_set_up(app, game_id):
    spec = GAMES[game_id]
    s = GameSession.new(app, game_id, SEATS[: max(2, spec.min_players)], 3, {})
    lines = [spec.describe(e, s.names) for e in s.state.setup_events()]
    assert [x for x in lines if x] and all(x in s.log for x in lines if x)
