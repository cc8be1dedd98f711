"""A Tiny Epic Vikings save written by 0.1.0, before the rules corrections of 0.2.0
(Exchange and Harvest limits, the solo enemy's wild runes, the tuned enemy mats), is
kept when loaded: its moves are replayed under today's rules and the player is told."""

from __future__ import annotations

import json

import pytest

from game.core import Rng
from game.registry import get_game
from saves import GameRecord, SaveError, SaveStore, backup_path
from saves import format as fmt
from saves.store import APP_VERSION


def _solo_save(tmp_path, moves: int = 40):
    spec = get_game("vikings")
    rec = GameRecord.start("vikings", [{"name": "Astrid", "kind": "human"}], 5, {"expansion": "ragnarok"})
    st = spec.new_game(1, 5, rec.options)
    rng = Rng(3)
    for _ in range(moves):
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        st.apply(seat, a)
        rec.actions.append((seat, spec.action_to_json(a)))
    store = SaveStore(tmp_path)
    return store, store.save("g", rec, st), st


def _as_written_by(path, version: str) -> None:
    """The file as an earlier release wrote it: its position has no `ewild` (added in 0.2.0)."""
    doc = json.loads(path.read_bytes())
    doc["app_version"] = version
    del doc["snapshot"]["ewild"]
    path.write_bytes(fmt.seal(doc))
    backup_path(path, 1).unlink(missing_ok=True)


def test_a_vikings_save_from_0_1_0_replays_under_the_corrected_rules(tmp_path):
    assert APP_VERSION != "0.1.0"  # the version was bumped with the rules change
    store, path, st = _solo_save(tmp_path)
    _as_written_by(path, "0.1.0")
    _rec, got = store.load("g")
    assert got.to_json() == st.to_json()
    note = store.last_load.notice
    assert "saved by version 0.1.0" in note and "replayed" in note


def test_the_same_file_from_this_release_is_damaged(tmp_path):
    store, path, _st = _solo_save(tmp_path)
    _as_written_by(path, APP_VERSION)
    with pytest.raises(SaveError, match="do not lead to the position it recorded"):
        store.load("g")


def test_a_position_written_before_0_2_0_still_reads():
    from game.vikings import from_json, new_game
    d = new_game(1, 2, {}).to_json()
    del d["ewild"]
    assert from_json(d).ewild == []
    d["deck"] = None
    with pytest.raises(ValueError):
        from_json(d)  # other fields are still checked
