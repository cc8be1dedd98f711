"""A Ragnarok solo save written by 0.3.0, when an enemy Build never slew a Giant (since
0.3.1 it does, B12: game/vikings/solo.py, do_action), leads elsewhere under today's rules:
it is kept when loaded (replayed, the player told), which needs the release number bumped."""

from __future__ import annotations

import json

import pytest

from game.core import Rng
from game.registry import get_game
from game.vikings import solo
from saves import GameRecord, SaveError, SaveStore, backup_path
from saves import format as fmt
from saves.store import APP_VERSION


def _temple_0_3_0(st, ev: list) -> None:
    """0.3.0's Build: it placed a Temple only, in a Region without a Giant, never slew."""
    e = st.enemy
    cands = [r for r in range(len(st._board.regions)) if st.settlers[e][r] > 0 and st.temples[e][r] == 0
             and not (st.ragnarok and st.giants[r] != 0)]
    if not cands:
        return
    most = max(st.settlers[e][r] for r in cands)
    r = solo._pick(st, [x for x in cands if st.settlers[e][x] == most], "temple island")
    st.tmat[e] -= 1
    st.temples[e][r] += 1
    back = (st.settlers[e][r] + 1) // 2
    st.settlers[e][r] -= back
    st.smat[e] += back


def _save_with_build_slaying(tmp_path, monkeypatch):
    """A random Ragnarok solo game played under the 0.3.0 rule (a Build never slays)."""
    today = solo.do_action

    def old_do_action(st, code, n, rune, ev):
        if code != "BUILD":
            return today(st, code, n, rune, ev)
        for _ in range(n):
            if st.tmat[st.enemy] > 0:
                _temple_0_3_0(st, ev)
            elif None in st.boats[st.enemy]:
                solo.icon_boat(st, ev)
            else:
                solo.gain(st, st.enemy, solo.D.WOOD, 1, ev, "build")

    monkeypatch.setattr(solo, "do_action", old_do_action)
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
    monkeypatch.setattr(solo, "do_action", today)
    return store, path, st


def _as_written_by(path, version: str) -> None:
    doc = json.loads(path.read_bytes())
    doc["app_version"] = version
    path.write_bytes(fmt.seal(doc))
    backup_path(path, 1).unlink(missing_ok=True)


def test_a_0_3_0_ragnarok_solo_save_is_replayed_under_todays_rules(tmp_path, monkeypatch):
    store, path, old = _save_with_build_slaying(tmp_path, monkeypatch)
    _as_written_by(path, "0.3.0")
    _rec, got = store.load("g")
    assert got.to_json() != old.to_json()  # the enemy's Builds never slew in 0.3.0
    assert "saved by version 0.3.0" in store.last_load.notice


def test_the_same_save_from_this_release_is_damaged(tmp_path, monkeypatch):
    store, path, _old = _save_with_build_slaying(tmp_path, monkeypatch)
    _as_written_by(path, APP_VERSION)
    with pytest.raises(SaveError):
        store.load("g")
