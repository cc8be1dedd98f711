"""A Ragnarok solo save written by 0.2.0, when an enemy Build could still slay a Giant
(game/vikings/solo.py, icon_temple), leads elsewhere under today's rules: it is kept
when loaded (replayed, the player told), which needs the release number bumped."""

from __future__ import annotations

import json

import pytest

from game.core import Rng
from game.registry import get_game
from game.vikings import solo
from saves import GameRecord, SaveError, SaveStore, backup_path
from saves import format as fmt
from saves.store import APP_VERSION


def _save_with_build_slaying(tmp_path, monkeypatch):
    """A random Ragnarok solo game played under the 0.2.0 rule (a Build slays too)."""
    today = solo.icon_temple
    monkeypatch.setattr(solo, "icon_temple", lambda st, ev, build=False: today(st, ev, False))
    spec = get_game("vikings")
    rec = GameRecord.start("vikings", [{"name": "Astrid", "kind": "human"}], 1, {"expansion": "ragnarok"})
    st = spec.new_game(1, 1, rec.options)
    rng = Rng(3)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        st.apply(seat, a)
        rec.actions.append((seat, spec.action_to_json(a)))
    store = SaveStore(tmp_path)
    path = store.save("g", rec, st)
    monkeypatch.setattr(solo, "icon_temple", today)
    return store, path, st


def _as_written_by(path, version: str) -> None:
    doc = json.loads(path.read_bytes())
    doc["app_version"] = version
    path.write_bytes(fmt.seal(doc))
    backup_path(path, 1).unlink(missing_ok=True)


def test_a_0_2_0_ragnarok_solo_save_is_replayed_under_todays_rules(tmp_path, monkeypatch):
    store, path, old = _save_with_build_slaying(tmp_path, monkeypatch)
    _as_written_by(path, "0.2.0")
    _rec, got = store.load("g")
    assert got.to_json() != old.to_json()  # the enemy's Builds slew Giants in 0.2.0
    assert "saved by version 0.2.0" in store.last_load.notice


def test_the_same_save_from_this_release_is_damaged(tmp_path, monkeypatch):
    store, path, _old = _save_with_build_slaying(tmp_path, monkeypatch)
    _as_written_by(path, APP_VERSION)
    with pytest.raises(SaveError):
        store.load("g")
