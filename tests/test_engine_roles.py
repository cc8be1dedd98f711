"""Issue 15: every game folder has the same files for the same roles
(docs/adding-a-game.md) and runs on the one decision machine of game/core."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from game.core.machine import Machine
from game.registry import GAMES

ROLES = ("__init__.py", "data.py", "state.py", "view.py", "text.py", "invariants.py", "bot.py")
GAME_DIR = Path(__file__).resolve().parent.parent / "game"
OLD_NAMES = ("describe.py", "prompts.py", "log.py", "hidden.py", "determinize.py", "flow.py",
             "machine.py", "frames.py", "rules.py", "control.py")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_same_files_for_the_same_roles(game_id):
    folder = GAME_DIR / game_id
    present = {p.name for p in folder.glob("*.py")}
    assert set(ROLES) <= present, sorted(set(ROLES) - present)
    assert not present & set(OLD_NAMES), sorted(present & set(OLD_NAMES))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_game_runs_on_the_core_machine_frozen_after_import(game_id):
    importlib.import_module(f"game.{game_id}")
    state = importlib.import_module(f"game.{game_id}.state")
    machine = state.MACHINE
    assert isinstance(machine, Machine) and machine.frozen and machine.decisions
    assert machine.game == game_id


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_text_lists_its_keys_and_invariants_hold_at_the_start(game_id):
    text = importlib.import_module(f"game.{game_id}.text")
    keys = text.message_keys()
    assert keys and all(k.startswith(f"{game_id}.") for k in keys), \
        [k for k in keys if not k.startswith(f"{game_id}.")][:5]
    invariants = importlib.import_module(f"game.{game_id}.invariants")
    spec = GAMES[game_id]
    for n in spec.player_counts:
        assert invariants.check(spec.new_game(n, 1, {})) == []
