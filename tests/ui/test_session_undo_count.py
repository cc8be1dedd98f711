"""Undos are counted with the seat that took them (the statistics record them), kept by
the save; a save whose count is not a whole number is damaged."""

from __future__ import annotations

import json

import pytest

from game.core import Rng
from saves import SaveError
from saves.format import checksum_of
from tests.ui.stubs import StubApp
from ui.session import GameSession


def test_an_undo_counts_for_its_seat_and_is_saved(tmp_path):
    app = StubApp(tmp_path / "saves")
    s = GameSession.new(app, "vikings", [{"name": "Astrid", "kind": "human"}], 3, {})
    rng = Rng(3)
    undone = 0
    for _ in range(200):
        if s.state.is_over() or undone == 2:
            break
        s.apply(0, rng.choice(s.state.legal_actions(0)))
        if s.can_undo(0) and s.undo():
            undone += 1
    assert undone == 2 and s.seats[0]["undos"] == 2
    s.close()
    rec, _state = app.store.load(s.save_name)
    assert rec.seats[0]["undos"] == 2


@pytest.mark.parametrize("bad", ["2", -1, True, 10**7])
def test_a_bad_count_of_undos_is_damage(tmp_path, bad):
    app = StubApp(tmp_path / "saves")
    s = GameSession.new(app, "vikings", [{"name": "Astrid", "kind": "human"}], 4, {})
    s.close()
    path = app.store.path_of(s.save_name)
    doc = json.loads(path.read_bytes())
    doc["seats"][0]["undos"] = bad
    doc["checksum"] = checksum_of(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="undos"):
        app.store.read_doc(path)
