"""A save from a newer release of the program (the same save format, a later app
version with a new option, a changed rule, a new kind of move or seat) is reported as
made by that newer version, not as damaged; Continue never falls back to its `.bak`, and
nothing this release does (playing on, pruning autosaves, rotating backups) removes or
replaces it."""

from __future__ import annotations

import json

import pytest

from saves import GameRecord, NewerVersionError, SaveStore, backup_path
from saves import format as fmt
from tests.saves.test_saves_store import folder_hash, rewrite
from tests.ui.stubs import StubApp
from ui.scenes.base import open_saved_game
from ui.session import GameSession

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bo", "kind": "human"}]
NEWER = "9.1.0"


def _new_option(doc):
    doc["options"]["blitz"] = "on"


def _changed_rule(doc):
    doc["snapshot"]["points"][0] += 5


def _new_move(doc):
    doc["actions"][3][1] = ["double", 2]


def _new_seat_kind(doc):
    doc["seats"][1]["kind"] = "grandmaster"


CHANGES = {"option": _new_option, "rule": _changed_rule, "move": _new_move, "seat kind": _new_seat_kind}


def _played(tmp_path, moves=6):
    """An unfinished game's autosave with its backups, as a session leaves it."""
    app = StubApp(tmp_path)
    session = GameSession.new(app, "tally", SEATS, 7, {"target": "1000000"})
    for _ in range(moves):
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
        session.flush_autosave()
    session.close()
    return session.save_name


def _made_newer(path, change):
    def edit(doc):
        doc["app_version"] = NEWER
        change(doc)
    rewrite(path, edit)


@pytest.mark.parametrize("what", sorted(CHANGES))
def test_a_newer_releases_save_is_said_to_be_newer_not_damaged(tally, tmp_path, what):
    name = _played(tmp_path)
    store = SaveStore(tmp_path)
    path = store.path_of(name)
    _made_newer(path, CHANGES[what])
    with pytest.raises(NewerVersionError) as e:
        store.load(name)
    msg = str(e.value)
    assert f"newer version of Yggdrasil Tabletop ({NEWER})" in msg and fmt.APP_VERSION in msg, msg
    assert "damaged" not in msg and "cannot be set up" not in msg
    assert store.last_load is None   # its .bak reads, but is not used in its place


@pytest.mark.parametrize("what", sorted(CHANGES))
def test_continue_on_a_newer_save_neither_falls_back_nor_loses_it(tally, tmp_path, what):
    name = _played(tmp_path)
    store = SaveStore(tmp_path)
    _made_newer(store.path_of(name), CHANGES[what])
    before = folder_hash(tmp_path)
    newer = (tmp_path / f"{name}.json").read_bytes()

    # Continue: the title's autosave, opened as the title opens it
    app = StubApp(tmp_path)
    app.stack = []
    started = []
    app.start_session = started.append
    latest = app.store.latest_autosave()
    if latest is not None:   # listed (its outer shape reads): opening it says why not
        assert latest["name"] == name
        err = open_saved_game(app, name)
        assert err and "newer version" in err and NEWER in err, err
    assert started == []

    # a new game started meanwhile prunes autosaves; finished games are not kept at all
    app.store.keep_finished = 0
    other = GameSession.new(app, "tally", SEATS, 8, {"target": "1000000"})
    other.flush_autosave()
    other.close()
    app.store.prune_autosaves(keep_finished=0)
    # the newer save and its backups are all still there, unchanged
    assert (tmp_path / f"{name}.json").read_bytes() == newer
    after = {k: v for k, v in folder_hash(tmp_path).items() if k.startswith(name)}
    assert after == {k: v for k, v in before.items() if k.startswith(name)}


def test_a_newer_copy_behind_a_broken_save_is_not_passed_over_for_an_older_one(tally, tmp_path):
    """Backup rotation: the save is broken, its .bak is a newer release's: loading stops
    there (playing on from .bak2 would push the newer copy out of the folder)."""
    name = _played(tmp_path)
    store = SaveStore(tmp_path)
    path = store.path_of(name)
    _made_newer(backup_path(path, 1), _changed_rule)
    path.write_bytes(b'{"format": "yggdrasil-tabletop-save", "trunc')
    assert backup_path(path, 2).exists()
    with pytest.raises(NewerVersionError, match=f"newer version of Yggdrasil Tabletop \\({NEWER}\\)"):
        store.load(name)
    assert store.last_load is None


def test_a_newer_release_save_that_replays_exactly_is_played_on(tally, tmp_path):
    """Nothing new in it for this release: it opens, and playing on may write over it."""
    name = _played(tmp_path)
    store = SaveStore(tmp_path)
    _made_newer(store.path_of(name), lambda doc: None)
    app = StubApp(tmp_path)
    session = GameSession.load(app, name)
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    session.flush_autosave()
    assert not session.save_failed
    session.close()
    doc = json.loads((tmp_path / f"{name}.json").read_bytes())
    assert len(doc["actions"]) == 7 and doc["app_version"] == fmt.APP_VERSION


def test_a_named_save_of_a_newer_release_is_never_overwritten(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec = GameRecord.start("tally", SEATS, 3)
    state = tally.new_game(2, 3, {})
    path = store.save("evening", rec, state)
    _made_newer(path, _new_option)
    before = folder_hash(tmp_path)
    with pytest.raises(NewerVersionError, match=f"newer version of the program \\({NEWER}"):
        store.save("evening", rec, state)
    assert folder_hash(tmp_path) == before
