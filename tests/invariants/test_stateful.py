"""Engine invariants under Hypothesis: one rule-based state machine per playable game
and player count. Each step applies a legal action chosen by Hypothesis; after every
step the contract of DESIGN.md and the game's own invariants are checked, and clone()
and the JSON round trip must agree with the original.

YGG_SOAK=1 runs many more examples (a manual command, not for CI)."""

from __future__ import annotations

import importlib
import json
import os

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from game.registry import get_game

SOAK = os.environ.get("YGG_SOAK") == "1"
EXAMPLES = 40 if SOAK else 4
STEPS = 400 if SOAK else 80

# where each game keeps the invariant checks of its figures, tiles and resources
CHECKS = {
    "midgard": ("tests.midgard.midgard_helpers", "check_invariants"),
    "blood_rage": ("tests.blood_rage.br_helpers", "check_invariants"),
    "asgard": ("tests.asgard.asgard_helpers", "check_invariants"),
    "vikings": ("tests.vikings.vikings_helpers", "check_invariants"),
}

CASES = [
    ("midgard", n, {}) for n in (2, 3, 4, 5)
] + [
    ("blood_rage", n, {}) for n in (2, 3, 4)
] + [
    ("asgard", n, {}) for n in (2, 3, 4)
] + [
    ("vikings", n, {"expansion": e}) for n in (1, 2, 3, 4) for e in ("none", "ragnarok")
]


def _norm(d: object) -> object:
    return json.loads(json.dumps(d))


def machine_for(game_id: str, players: int, options: dict):
    spec = get_game(game_id)
    mod, name = CHECKS[game_id]
    game_check = getattr(importlib.import_module(mod), name)

    class GameMachine(RuleBasedStateMachine):
        @initialize(seed=st.integers(min_value=0, max_value=2**31 - 1))
        def start(self, seed: int) -> None:
            self.state = spec.new_game(players, seed, options)
            self.steps = 0

        @rule(data=st.data())
        def act(self, data: st.DataObject) -> None:
            s = self.state
            if s.is_over():
                return
            seat = data.draw(st.sampled_from(s.to_act()), label="seat")
            legal = s.legal_actions(seat)
            action = legal[data.draw(st.integers(0, len(legal) - 1), label="action")]
            events = s.apply(seat, action)
            assert isinstance(events, list)
            json.dumps(events)  # events are JSON-safe
            self.steps += 1

        @invariant()
        def contract(self) -> None:
            s = self.state
            game_check(s)
            scores = s.scores()
            assert len(scores) == players and all(isinstance(x, int) for x in scores)
            if not s.is_over():
                seats = s.to_act()
                assert seats, "a game that is not over must have a seat to act"
                for seat in seats:
                    legal = s.legal_actions(seat)
                    assert legal, f"seat {seat} must decide but has no legal action"
                    assert s.view(seat).legal_actions(seat) == legal
            before = s.to_json()
            c = s.clone()
            assert c.to_json() == before
            assert _norm(spec.from_json(_norm(before)).to_json()) == _norm(before)
            s.view(0)
            assert s.to_json() == before, "view() or clone() changed the state"

    GameMachine.__name__ = f"{game_id}_{players}p_machine"
    return GameMachine


@pytest.mark.parametrize(
    "game_id,players,options", CASES,
    ids=[f"{g}-{n}p-{'-'.join(o.values()) or 'base'}" for g, n, o in CASES],
)
def test_random_legal_play_keeps_every_invariant(game_id, players, options):
    machine = machine_for(game_id, players, options)
    machine.TestCase.settings = settings(
        max_examples=EXAMPLES, stateful_step_count=STEPS, deadline=None,
        suppress_health_check=list(HealthCheck), derandomize=not SOAK, database=None,
        # a failure prints its seed and steps; shrinking whole games can take many minutes
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
    )
    machine.TestCase().runTest()
